<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../qml/shell/AboutDialog.qml" line="+19"/>
        <source>About Tessera</source>
        <translation>O aplikaci Tessera</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Version %1</source>
        <translation>Verze %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sokoban, 2048 and the Fifteen puzzle in one desktop app.</source>
        <translation>Sokoban, 2048 a Patnáctka v jedné desktopové aplikaci.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Credits</source>
        <translation>Poděkování</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Microban&lt;/b&gt;: 155 levels by David W. Skinner, freely distributable with credit to the author.</source>
        <translation>&lt;b&gt;Microban&lt;/b&gt;: 155 bludišť od Davida W. Skinnera, volně šiřitelných s uvedením autora.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;XSokoban&lt;/b&gt;: the 90 classic levels as distributed with XSokoban, in the public domain; original designs by Hiroyuki Imabayashi, Thinking Rabbit, 1982.</source>
        <translation>&lt;b&gt;XSokoban&lt;/b&gt;: 90 klasických bludišť tak, jak je šířil XSokoban, jako volné dílo (public domain); původní návrhy Hiroyuki Imabayashi, Thinking Rabbit, 1982.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;2048&lt;/b&gt;: after the original game by Gabriele Cirulli.</source>
        <translation>&lt;b&gt;2048&lt;/b&gt;: podle původní hry Gabriela Cirulliho.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;Qt&lt;/b&gt; %1: the toolkit Tessera is built with, by The Qt Company and the Qt Project, used under the GNU LGPL v3.</source>
        <translation>&lt;b&gt;Qt&lt;/b&gt; %1: sada nástrojů, na které je Tessera postavena, od The Qt Company a Qt Project, používaná v souladu s licencí GNU LGPL v3.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;Translations&lt;/b&gt;: Čeština, 中文, Български and Polski by the Tessera translators; the standard buttons and file dialog in Qt&apos;s own translations.</source>
        <translation>&lt;b&gt;Překlady&lt;/b&gt;: Čeština, 中文, Български a Polski od překladatelů projektu Tessera; standardní tlačítka a dialog pro soubory z vlastních překladů Qt.</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>translator-credits</source>
        <comment>This translation&apos;s credit in the About box: who translated it. Not shown in English.</comment>
        <translation>Do češtiny přeložil tým překladatelů projektu Tessera.</translation>
    </message>
</context>
<context>
    <name>ActionTable</name>
    <message>
        <location filename="../../app/input/InputActionRows.cpp" line="+111"/>
        <source>Help: how to play and every control</source>
        <translation>Nápověda: jak hrát a veškeré ovládání</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>Go to the home screen</source>
        <translation>Přejít na domovskou obrazovku</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Play Sokoban</source>
        <translation>Hrát Sokoban</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play 2048</source>
        <translation>Hrát 2048</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play Fifteen</source>
        <translation>Hrát Patnáctku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sokoban level browser</source>
        <translation>Prohlížeč bludišť Sokobanu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Sokoban level file</source>
        <translation>Otevřít soubor s bludišti Sokobanu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sokoban level editor</source>
        <translation>Editor bludišť Sokobanu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>Ukončit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound off or on</source>
        <translation>Zapnout nebo vypnout zvuk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go home from a game (where Esc has no other use)</source>
        <translation>Ze hry domů (kde Esc nemá jiné využití)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The mouse&apos;s back button</source>
        <translation>Tlačítko Zpět na myši</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move the focus or the highlight left</source>
        <translation>Přesunout fokus nebo zvýraznění doleva</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus or the highlight up</source>
        <translation>Přesunout fokus nebo zvýraznění nahoru</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus or the highlight right</source>
        <translation>Přesunout fokus nebo zvýraznění doprava</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus or the highlight down</source>
        <translation>Přesunout fokus nebo zvýraznění dolů</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Press the button or open what is highlighted</source>
        <translation>Stisknout tlačítko nebo otevřít zvýrazněnou položku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the dialog or go back</source>
        <translation>Zavřít dialog nebo se vrátit</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+217"/>
        <source>Walk or push left</source>
        <translation>Jít nebo tlačit doleva</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+217"/>
        <source>Walk or push up</source>
        <translation>Jít nebo tlačit nahoru</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+217"/>
        <source>Walk or push right</source>
        <translation>Jít nebo tlačit doprava</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+217"/>
        <source>Walk or push down</source>
        <translation>Jít nebo tlačit dolů</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+180"/>
        <location line="+37"/>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>Right click</source>
        <translation>Pravé tlačítko</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+119"/>
        <location line="+58"/>
        <location line="+37"/>
        <source>Redo</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Wheel up (away from you)</source>
        <translation>Kolečko nahoru (od sebe)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wheel down (toward you)</source>
        <translation>Kolečko dolů (k sobě)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart the level (undoable)</source>
        <translation>Začít bludiště znovu (lze vrátit)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reverse mode on or off: pull the boxes from the goals back to their start</source>
        <translation>Zpětný režim zapnout či vypnout: táhnout kameny z plošinek zpět na jejich začátek</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop a search, put the hint away, end a replay, let go of a box, or restart</source>
        <translation>Zastavit hledání, skrýt radu, ukončit přehrávání, pustit kámen nebo začít znovu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play a solution the solver found, or the next level once this one is solved</source>
        <translation>Přehrát řešení, které řešitel našel, nebo po vyřešení další bludiště</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level</source>
        <translation>Další bludiště</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous level</source>
        <translation>Předchozí bludiště</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: show the next push of a solution</source>
        <translation>Rada: ukázat další posun řešení</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play or pause a replay</source>
        <translation>Přehrát nebo pozastavit přehrávání</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a snapshot of the position</source>
        <translation>Uložit snímek pozice</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the newest snapshot (undoable)</source>
        <translation>Zpět k nejnovějšímu snímku (lze vrátit)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The level&apos;s menu: snapshots, optimise your solution, replays, files</source>
        <translation>Nabídka úrovně: snímky, optimalizace řešení, přehrávání, soubory</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show or hide the snapshots of the level</source>
        <translation>Zobrazit nebo skrýt snímky bludiště</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Optimise your solution: fewer pushes (Esc stops)</source>
        <translation>Optimalizovat vaše řešení: méně posunů (Esc zastaví)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optimise your solution: fewer moves</source>
        <translation>Optimalizovat vaše řešení: méně tahů</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the solution (LURD)</source>
        <translation>Kopírovat řešení (LURD)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+126"/>
        <source>Copy the level (XSB)</source>
        <translation>Kopírovat bludiště (XSB)</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Paste a solution to replay or a level to open</source>
        <translation>Vložit řešení k přehrání nebo bludiště k otevření</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say what is around you (walls, boxes, goals), for a screen reader</source>
        <translation>Říct, co je kolem vás (zdi, bedny, cíle), pro čtečku obrazovky</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Walk to a cell</source>
        <translation>Dojít na políčko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the cell</source>
        <translation>Kliknout na políčko</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Push a box to a cell</source>
        <translation>Dotlačit kámen na políčko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the box, then a highlighted cell</source>
        <translation>Kliknout na kámen, pak na zvýrazněné políčko</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slide the tiles left</source>
        <translation>Posunout kostky doleva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles up</source>
        <translation>Posunout kostky nahoru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles right</source>
        <translation>Posunout kostky doprava</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles down</source>
        <translation>Posunout kostky dolů</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo (up to three moves)</source>
        <translation>Zpět (až tři tahy)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+34"/>
        <source>New game (asks first during a game)</source>
        <translation>Nová hra (během hry se nejdřív zeptá)</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+37"/>
        <source>Say the board row by row, for a screen reader</source>
        <translation>Přečíst desku řádek po řádku, pro čtečku obrazovky</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Hint: the AI&apos;s move</source>
        <translation>Rada: tah AI</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Autoplay (any key stops it)</source>
        <translation>Autohra (libovolná klávesa ji zastaví)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep going after 2048, or a new game once it is over</source>
        <translation>Hrát dál po 2048, nebo nová hra po konci hry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slide the tiles</source>
        <translation>Posunout kostky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swipe the board</source>
        <translation>Táhnout po desce</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Slide the tile right of the gap left</source>
        <translation>Posunout kostku vpravo od volného pole doleva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tile below the gap up</source>
        <translation>Posunout kostku pod volným polem nahoru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tile left of the gap right</source>
        <translation>Posunout kostku vlevo od volného pole doprava</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tile above the gap down</source>
        <translation>Posunout kostku nad volným polem dolů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo (counts as a move)</source>
        <translation>Zpět (počítá se jako tah)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: the next move of a solution</source>
        <translation>Rada: další tah řešení</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pause or resume</source>
        <translation>Pozastavit nebo pokračovat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game, once solved</source>
        <translation>Nová hra, po vyřešení</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slide a tile (or a row of tiles) into the gap</source>
        <translation>Posunout kostku (nebo řadu kostek) do volného pole</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the tile</source>
        <translation>Kliknout na kostku</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tool: wall</source>
        <translation>Nástroj: zeď</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: floor</source>
        <translation>Nástroj: podlaha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: goal</source>
        <translation>Nástroj: plošinka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: box</source>
        <translation>Nástroj: kámen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: box on a goal</source>
        <translation>Nástroj: kámen na plošince</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: player</source>
        <translation>Nástroj: hráč</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: player on a goal</source>
        <translation>Nástroj: hráč na plošince</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: erase</source>
        <translation>Nástroj: mazání</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the cell cursor left</source>
        <translation>Posunout kurzor políčka doleva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cell cursor up</source>
        <translation>Posunout kurzor políčka nahoru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cell cursor right</source>
        <translation>Posunout kurzor políčka doprava</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cell cursor down</source>
        <translation>Posunout kurzor políčka dolů</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paint the cursor&apos;s cell with the tool (a rectangle: one corner, then the other)</source>
        <translation>Nakreslit nástrojem políčko pod kurzorem (obdélník: jeden roh, pak druhý)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous tool</source>
        <translation>Předchozí nástroj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next tool</source>
        <translation>Další nástroj</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paint cell by cell</source>
        <translation>Kreslit po políčkách</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint a filled rectangle</source>
        <translation>Kreslit vyplněný obdélník</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint a rectangle&apos;s outline</source>
        <translation>Kreslit obrys obdélníku</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save as…</source>
        <translation>Uložit jako…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New level</source>
        <translation>Nové bludiště</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste a level</source>
        <translation>Vložit bludiště</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom in</source>
        <translation>Přiblížit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+kolečko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out</source>
        <translation>Oddálit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the whole level</source>
        <translation>Zobrazit celé bludiště</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test-play the level</source>
        <translation>Vyzkoušet bludiště</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel a drag</source>
        <translation>Zrušit tažení</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint with the tool</source>
        <translation>Kreslit nástrojem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click or drag</source>
        <translation>Kliknout nebo táhnout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Erase</source>
        <translation>Mazat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right click or drag</source>
        <translation>Kliknout nebo táhnout pravým tlačítkem</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restart</source>
        <translation>Od začátku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play or pause the solution</source>
        <translation>Přehrát nebo pozastavit řešení</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the editor</source>
        <translation>Zpět do editoru</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sokoban</source>
        <translation>Sokoban</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2048</source>
        <translation>2048</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fifteen</source>
        <translation>Patnáctka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level editor</source>
        <translation>Editor bludišť</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test-play</source>
        <translation>Zkušební hra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everywhere</source>
        <translation>Všude</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Menus and dialogs</source>
        <translation>Nabídky a dialogy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You are the warehouse keeper. Push every box onto a goal. You walk and push one box at a time: you cannot pull a box, nor push two in a row. A box in a corner that is not a goal is stuck for good: undo, or ask for a hint.</source>
        <translation>Jste skladník. Dotlačte každý kámen na plošinku. Chodíte a tlačíte vždy jen jeden kámen: kámen nejde táhnout ani tlačit dva za sebou. Kámen v rohu, který není plošinkou, uvízl natrvalo: vraťte tah, nebo si řekněte o radu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reverse mode plays the level backwards: the boxes start on the goals and you pull them, one at a time, back to where your game left them; when the two meet, they join into a solution. Snapshots keep positions to come back to, and once a level is solved the optimiser looks for a solution with fewer pushes or moves. The keys are in the table below.</source>
        <translation>Zpětný režim hraje úroveň pozpátku: kameny začínají na plošinkách a vy je táhnete, jeden po druhém, zpět tam, kde je nechala vaše hra; když se obě hry setkají, spojí se v řešení. Snímky uchovávají pozice, ke kterým se můžete vrátit, a jakmile je úroveň vyřešena, optimalizátor hledá řešení s méně posuny nebo tahy. Klávesy najdete v tabulce níže.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slide all the tiles one way. Two tiles with the same number merge into one with their sum, and a new tile appears. Make a 2048 tile; the game is over when no move is left.</source>
        <translation>Posuňte všechny kostky jedním směrem. Dvě kostky se stejným číslem se spojí v jednu s jejich součtem a objeví se nová kostka. Složte kostku 2048; hra končí, když už nezbývá žádný tah.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slide the tiles into the gap, one at a time or a whole row at once, until they are in order, the gap in the last corner. Fewer moves and less time make a better record.</source>
        <translation>Posouvejte kostky do volného pole, po jedné nebo celou řadu najednou, dokud nejsou v pořadí a volné pole v posledním rohu. Méně tahů a kratší čas znamenají lepší rekord.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick a tool and paint the level: walls, floor, goals, boxes and one player. The side panel says what keeps the level from being played; test-play it, check that it can be solved, then save it.</source>
        <translation>Vyberte nástroj a nakreslete bludiště: zdi, podlahu, plošinky, kameny a jednoho hráče. Boční panel ukazuje, co brání hraní bludiště; vyzkoušejte ho, ověřte, že jde vyřešit, a pak ho uložte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With a game controller: the D-pad moves the focus, A presses, B closes.</source>
        <translation>S herním ovladačem: směrový kříž přesouvá fokus, A stiskne, B zavře.</translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <location filename="../../qml/shell/AppMenuBar.qml" line="+254"/>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Home</source>
        <translation>&amp;Domů</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Sokoban level &amp;editor</source>
        <translation>&amp;Editor bludišť</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sokoban &amp;levels…</source>
        <translation>Bludiště &amp;Sokobanu…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Open level file…</source>
        <translation>&amp;Otevřít soubor s bludišti…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>&amp;Settings</source>
        <translation>&amp;Nastavení</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Předvolby…</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>&amp;Theme</source>
        <translation>&amp;Motiv</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>&amp;Light</source>
        <translation>&amp;Světlý</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Dark</source>
        <translation>&amp;Tmavý</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;High contrast</source>
        <translation>&amp;Vysoký kontrast</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow &amp;system</source>
        <translation>Podle s&amp;ystému</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+78"/>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>&amp;About Tessera</source>
        <translation>&amp;O aplikaci Tessera</translation>
    </message>
</context>
<context>
    <name>AppSettingsPage</name>
    <message>
        <location filename="../../qml/shell/AppSettingsPage.qml" line="+15"/>
        <source>Theme</source>
        <translation>Motiv</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Light</source>
        <translation>Světlý</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dark</source>
        <translation>Tmavý</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>High contrast (white on black)</source>
        <translation>Vysoký kontrast (bílá na černé)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follow the system (light or dark, as the desktop is)</source>
        <translation>Podle systému (světlý nebo tmavý, podle nastavení prostředí)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Reduce motion</source>
        <translation>Omezit pohyb</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Moves, slides and screen changes happen at once, in every game, and hints stop pulsing.</source>
        <translation>Tahy, posuny a přechody obrazovek proběhnou hned, ve všech hrách, a rady přestanou pulzovat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Text size</source>
        <translation>Velikost textu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large (125%)</source>
        <translation>Velký (125 %)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Larger (150%)</source>
        <translation>Větší (150 %)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Sound</source>
        <translation>Zvuk</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play sounds (%1 turns them on or off anywhere)</source>
        <translation>Přehrávat zvuky (%1 je kdekoli zapne nebo vypne)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+7"/>
        <source>Volume</source>
        <translation>Hlasitost</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No sound output was found: the games stay silent.</source>
        <translation>Nebyl nalezen žádný zvukový výstup: hry zůstanou tiché.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Follow the system</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language: %1</source>
        <extracomment>What a screen reader says of the language list: %1 is the language chosen.</extracomment>
        <translation>Jazyk: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game controllers</source>
        <translation>Herní ovladače</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game controllers are not supported on this system.</source>
        <translation>Herní ovladače nejsou v tomto systému podporovány.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>None connected. Plug one in to play with it.</source>
        <translation>Žádný není připojen. Připojte ovladač a můžete s ním hrát.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>AppToolBar</name>
    <message>
        <location filename="../../qml/shell/AppToolBar.qml" line="+24"/>
        <source>%1 tool bar</source>
        <extracomment>The tool bar as a screen reader names it: %1 is the game or &quot;Level editor&quot;.</extracomment>
        <translation>Panel nástrojů: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>‹ Home</source>
        <translation>‹ Domů</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the home screen (%1)</source>
        <translation>Zpět na domovskou obrazovku (%1)</translation>
    </message>
</context>
<context>
    <name>AssistBar</name>
    <message>
        <location filename="../../qml/sokoban/AssistBar.qml" line="+73"/>
        <source>Looking for a hint…</source>
        <translation>Hledám radu…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solving…</source>
        <translation>Řeším…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Still searching for a hint (a move or %1 stops it)…</source>
        <translation>Rada se stále hledá (tah nebo %1 hledání zastaví)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Still searching for a solution (a move or %1 stops it)…</source>
        <translation>Řešení se stále hledá (tah nebo %1 hledání zastaví)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 from the start: by the standard rules this level cannot be solved. Its best was made with train push.</source>
        <translation>%1 od začátku: podle standardních pravidel toto bludiště nelze vyřešit. Jeho nejlepší řešení vzniklo s tlačením celé řady kamenů.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 from the start: this level cannot be solved.</source>
        <translation>%1 od začátku: toto bludiště nelze vyřešit.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1. Undo goes back to just before the push that did it.</source>
        <translation>%1. Zpět vrátí hru těsně před posunutí, které to způsobilo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play it</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Undo %1</source>
        <translation>Zpět %1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Undo %n</source>
        <translation>
            <numerusform>Zpět o %n tah</numerusform>
            <numerusform>Zpět o %n tahy</numerusform>
            <numerusform>Zpět o %n tahů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <location filename="../../app/services/AtomicFile.cpp" line="+26"/>
        <source>%1 is a file, not a folder</source>
        <translation>%1 je soubor, ne složka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no permission to write in %1</source>
        <translation>chybí oprávnění k zápisu do %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the system refused</source>
        <translation>systém to odmítl</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot save %1: it is a folder.</source>
        <translation>%1 nelze uložit: je to složka.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot save %1: the folder %2 cannot be created (%3).</source>
        <translation>%1 nelze uložit: složku %2 nelze vytvořit (%3).</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Cannot save %1: %2.</source>
        <translation>%1 nelze uložit: %2.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Cannot save %1: only %2 of %3 bytes could be written (%4). The previous file was kept.</source>
        <translation>%1 nelze uložit: zapsat se podařilo jen %2 z %3 bajtů (%4). Předchozí soubor zůstal zachován.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>is the disk full?</source>
        <translation>není plný disk?</translation>
    </message>
</context>
<context>
    <name>CollectionRow</name>
    <message>
        <location filename="../../qml/sokoban/browser/CollectionRow.qml" line="+47"/>
        <source>by %1</source>
        <translation>autor: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your own levels</source>
        <translation>Vaše vlastní bludiště</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pasted</source>
        <translation>Vložené</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opened file</source>
        <translation>Otevřený soubor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 / %2 solved</source>
        <translation>Vyřešeno %1 / %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Remove</source>
        <translation>Odebrat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove this pasted collection</source>
        <translation>Odebrat tuto vloženou sbírku</translation>
    </message>
</context>
<context>
    <name>CoreTexts</name>
    <message>
        <location filename="../../app/services/CoreTexts.cpp" line="+31"/>
        <source>a non-ASCII character</source>
        <translation>znak mimo ASCII</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>byte 0x%1</source>
        <translation>bajt 0x%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos;</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a FIFO</source>
        <translation>FIFO (pojmenovaná roura)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a socket</source>
        <translation>soket</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a device</source>
        <translation>zařízení</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>row %1, column %2</source>
        <translation>řádek %1, sloupec %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>and %n more</source>
        <comment>cells</comment>
        <translation>
            <numerusform>a %n další</numerusform>
            <numerusform>a %n další</numerusform>
            <numerusform>a %n dalších</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; </source>
        <comment>between cells of a list</comment>
        <translation>; </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>cannot read it: it is a folder</source>
        <translation>nelze číst: je to složka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot open it: %1</source>
        <translation>nelze otevřít: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no such file</source>
        <translation>soubor neexistuje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read it: %1</source>
        <translation>nelze číst: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot open it: it is a loop of symbolic links</source>
        <translation>nelze otevřít: je to smyčka symbolických odkazů</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot read it: it is not a regular file (%1)</source>
        <translation>nelze číst: není to běžný soubor (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is %1 bytes, over the %2 MiB limit</source>
        <translation>soubor má %1 bajtů, víc než povolených %2 MiB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a NUL byte: this is binary data, not a level file</source>
        <translation>bajt NUL: jsou to binární data, ne soubor s bludišti</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n more control bytes: this is binary data, not a level file</source>
        <translation>
            <numerusform>%1 a %n další řídicí bajt: jsou to binární data, ne soubor s bludišti</numerusform>
            <numerusform>%1 a %n další řídicí bajty: jsou to binární data, ne soubor s bludišti</numerusform>
            <numerusform>%1 a %n dalších řídicích bajtů: jsou to binární data, ne soubor s bludišti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the board is %1×%2, over the %3×%3 limit</source>
        <translation>bludiště má rozměr %1×%2, víc než povolených %3×%3</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>wider than %n columns</source>
        <translation>
            <numerusform>širší než %n sloupec</numerusform>
            <numerusform>širší než %n sloupce</numerusform>
            <numerusform>širší než %n sloupců</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n columns wide</source>
        <translation>
            <numerusform>široké %n sloupec</numerusform>
            <numerusform>široké %n sloupce</numerusform>
            <numerusform>široké %n sloupců</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n rows high</source>
        <translation>
            <numerusform>vysoké %n řádek</numerusform>
            <numerusform>vysoké %n řádky</numerusform>
            <numerusform>vysoké %n řádků</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the board is %1, over the %2×%2 limit</source>
        <translation>bludiště je %1, víc než povolených %2×%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <comment>wider than … and … rows high</comment>
        <translation> a </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 at column %2 is not board syntax</source>
        <translation>%1 ve sloupci %2 do zápisu bludiště nepatří</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;)&apos; at column %1 has no matching &apos;(&apos;</source>
        <translation>„)“ ve sloupci %1 nemá párovou „(“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the count at column %1 is not followed by a character or a group</source>
        <translation>za počtem ve sloupci %1 nenásleduje znak ani skupina</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>groups nested too deeply at column %1</source>
        <translation>příliš hluboko vnořené skupiny ve sloupci %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;(&apos; at column %1 is never closed</source>
        <translation>„(“ ve sloupci %1 není nikde uzavřena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bad run-length encoding at column %1</source>
        <translation>chybný zkrácený zápis (run-length) ve sloupci %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>more than %1 &quot;Key: value&quot; lines; the rest are left out</source>
        <translation>víc než %1 řádků „Klíč: hodnota“; zbytek je vynechán</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+281"/>
        <source>the board is empty</source>
        <translation>bludiště je prázdné</translation>
    </message>
    <message>
        <location line="-279"/>
        <source>a goal, box or player stands on a wall (%1)</source>
        <translation>plošinka, kámen nebo hráč leží na zdi (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no player</source>
        <translation>chybí hráč</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n players (%1); a level has exactly one</source>
        <translation>
            <numerusform>%n hráč (%1); bludiště má mít právě jednoho</numerusform>
            <numerusform>%n hráči (%1); bludiště má mít právě jednoho</numerusform>
            <numerusform>%n hráčů (%1); bludiště má mít právě jednoho</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no boxes</source>
        <translation>žádné kameny</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>boxes and goals differ in number: %1, %2</source>
        <translation>počet kamenů a plošinek nesouhlasí: %1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+116"/>
        <source>%n boxes</source>
        <translation>
            <numerusform>%n kámen</numerusform>
            <numerusform>%n kameny</numerusform>
            <numerusform>%n kamenů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-116"/>
        <location line="+117"/>
        <source>%n goals</source>
        <translation>
            <numerusform>%n plošinka</numerusform>
            <numerusform>%n plošinky</numerusform>
            <numerusform>%n plošinek</numerusform>
        </translation>
    </message>
    <message>
        <location line="-114"/>
        <source>the level is not closed: the player can walk off the board (at %1)</source>
        <translation>bludiště není uzavřené: hráč může odejít mimo hrací plochu (místa: %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n boxes the player cannot reach are not on goals (%1)</source>
        <translation>
            <numerusform>%n kámen, ke kterému hráč nedojde, není na plošince (%1)</numerusform>
            <numerusform>%n kameny, ke kterým hráč nedojde, nejsou na plošinkách (%1)</numerusform>
            <numerusform>%n kamenů, ke kterým hráč nedojde, není na plošinkách (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n goals without a box cannot be reached (%1)</source>
        <translation>
            <numerusform>%n prázdná plošinka je pro hráče nedosažitelná (%1)</numerusform>
            <numerusform>%n prázdné plošinky jsou pro hráče nedosažitelné (%1)</numerusform>
            <numerusform>%n prázdných plošinek je pro hráče nedosažitelných (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>level %1</source>
        <translation>bludiště %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level %1 &quot;%2&quot;</source>
        <translation>bludiště %1 „%2“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1</source>
        <translation>řádek %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2</source>
        <comment>level 3, line 12</comment>
        <translation>%1, řádek %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <comment>where: what is wrong</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not a move (l, u, r, d to walk; L, U, R, D to push)</source>
        <translation>%1 není tah (l, u, r, d pro chůzi; L, U, R, D pro posun kamene)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the count is larger than %1</source>
        <translation>počet je větší než %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a count of 0 repeats nothing</source>
        <translation>počet 0 nic neopakuje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the count is not followed by a move or a group</source>
        <translation>za počtem nenásleduje tah ani skupina</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;)&apos; has no matching &apos;(&apos;</source>
        <translation>„)“ nemá párovou „(“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>groups are nested more than %1 deep</source>
        <translation>skupiny jsou vnořené hlouběji než %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;(&apos; is never closed</source>
        <translation>„(“ není nikde uzavřena</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the solution expands to more than %Ln steps</source>
        <translation>
            <numerusform>řešení se rozvine na víc než %Ln krok</numerusform>
            <numerusform>řešení se rozvine na víc než %Ln kroky</numerusform>
            <numerusform>řešení se rozvine na víc než %Ln kroků</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>character %1: %2</source>
        <comment>place in the pasted text: what is wrong</comment>
        <translation>znak %1: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the level is %1×%2; sizes from 1 to %3 can be solved</source>
        <translation>bludiště má rozměr %1×%2; vyřešit lze rozměry od 1 do %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the level has %1 cells instead of %2</source>
        <translation>bludiště má %1 polí místo %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a box is on a wall at column %1, row %2</source>
        <translation>kámen leží na zdi ve sloupci %1, řádku %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player is on a wall at column %1, row %2</source>
        <translation>hráč stojí na zdi ve sloupci %1, řádku %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a goal is on a wall at column %1, row %2</source>
        <translation>plošinka leží na zdi ve sloupci %1, řádku %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player stands on a box at column %1, row %2</source>
        <translation>hráč stojí na kameni ve sloupci %1, řádku %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the level has no player</source>
        <translation>bludiště nemá hráče</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the level has %n players</source>
        <translation>
            <numerusform>bludiště má %n hráče</numerusform>
            <numerusform>bludiště má %n hráče</numerusform>
            <numerusform>bludiště má %n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the level has no box</source>
        <translation>bludiště nemá žádný kámen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the level has %1 but only %2</source>
        <translation>kamenů je víc než plošinek: %1, ale jen %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the level cannot be played</source>
        <translation>bludiště nelze hrát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the moves do not play on this level</source>
        <translation>tahy na toto bludiště nepasují</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>internal error: the solution found does not replay</source>
        <translation>vnitřní chyba: nalezené řešení nejde přehrát</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n cells</source>
        <comment>in a row of a board</comment>
        <translation>
            <numerusform>%n políčko</numerusform>
            <numerusform>%n políčka</numerusform>
            <numerusform>%n políček</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n more</source>
        <comment>numbers</comment>
        <translation>
            <numerusform>%n další</numerusform>
            <numerusform>%n další</numerusform>
            <numerusform>%n dalších</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the file is damaged or holds tables of another version</source>
        <translation>soubor je poškozený nebo obsahuje tabulky jiné verze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board is empty: write its rows separated by &apos;/&apos;, such as &quot;1 2 3/4 5 6/7 8 0&quot;</source>
        <translation>deska je prázdná: zapište její řádky oddělené znakem „/“, například „1 2 3/4 5 6/7 8 0“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>item %1: &apos;%2&apos; is not a number</source>
        <translation>položka %1: „%2“ není číslo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>row %1, column %2: &apos;%3&apos; is not a number</source>
        <translation>řádek %1, sloupec %2: „%3“ není číslo</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a board on one line without &apos;/&apos; must have 16 numbers (a 4×4 board), not %n; separate the rows of other sizes with &apos;/&apos;</source>
        <translation>
            <numerusform>deska na jednom řádku bez „/“ musí mít 16 čísel (deska 4×4), ne %n; řádky jiných velikostí oddělte znakem „/“</numerusform>
            <numerusform>deska na jednom řádku bez „/“ musí mít 16 čísel (deska 4×4), ne %n; řádky jiných velikostí oddělte znakem „/“</numerusform>
            <numerusform>deska na jednom řádku bez „/“ musí mít 16 čísel (deska 4×4), ne %n; řádky jiných velikostí oddělte znakem „/“</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <source>row %1 is empty</source>
        <translation>řádek %1 je prázdný</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>row %1 has %2 but row 1 has %3: every row needs the same number</source>
        <translation>řádek %1 má %2, ale řádek 1 má %3: všechny řádky musí mít stejný počet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the board is %1×%2 (width × height): width and height must each be from %3 to %4</source>
        <translation>deska má rozměr %1×%2 (šířka × výška): šířka i výška musí být od %3 do %4</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>a %1×%2 board needs %n numbers, not %3</source>
        <translation>
            <numerusform>deska %1×%2 potřebuje %n číslo, ne %3</numerusform>
            <numerusform>deska %1×%2 potřebuje %n čísla, ne %3</numerusform>
            <numerusform>deska %1×%2 potřebuje %n čísel, ne %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>row %1, column %2: %3 is out of range (a %4×%5 board holds 0 to %6, 0 being the empty cell)</source>
        <translation>řádek %1, sloupec %2: %3 je mimo rozsah (deska %4×%5 obsahuje 0 až %6, kde 0 je volné pole)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 appears twice (row %2, column %3 and row %4, column %5)</source>
        <translation>%1 je tu dvakrát (řádek %2, sloupec %3 a řádek %4, sloupec %5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>missing %1 (0 is the empty cell: the board has none)</source>
        <translation>chybí %1 (0 je volné pole: deska žádné nemá)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing %1</source>
        <translation>chybí %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; </source>
        <comment>between problems of a board</comment>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>the board has %n rows; a board has %1 to %2 rows separated by &apos;/&apos;</source>
        <translation>
            <numerusform>deska má %n řádek; deska má %1 až %2 řádků oddělených znakem „/“</numerusform>
            <numerusform>deska má %n řádky; deska má %1 až %2 řádků oddělených znakem „/“</numerusform>
            <numerusform>deska má %n řádků; deska má %1 až %2 řádků oddělených znakem „/“</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>row 1 has %n cells; a row has %1 to %2 cells separated by spaces</source>
        <translation>
            <numerusform>řádek 1 má %n políčko; řádek má %1 až %2 políček oddělených mezerami</numerusform>
            <numerusform>řádek 1 má %n políčka; řádek má %1 až %2 políček oddělených mezerami</numerusform>
            <numerusform>řádek 1 má %n políček; řádek má %1 až %2 políček oddělených mezerami</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>row %1 has %2 but row 1 has %3: every row must have the same length</source>
        <translation>řádek %1 má %2, ale řádek 1 má %3: všechny řádky musí být stejně dlouhé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>row %1, cell %2: &apos;%3&apos; is not a number</source>
        <translation>řádek %1, políčko %2: „%3“ není číslo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>row %1, cell %2: &apos;%3&apos; is larger than the largest tile, %4</source>
        <translation>řádek %1, políčko %2: „%3“ je větší než největší kostka, %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>row %1, cell %2: &apos;%3&apos; is not a tile: tiles are powers of two from 2 to %4</source>
        <translation>řádek %1, políčko %2: „%3“ není kostka: kostky jsou mocniny dvou od 2 do %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the saved game is damaged at line %1</source>
        <translation>uložená hra je poškozená na řádku %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved game is damaged</source>
        <translation>uložená hra je poškozená</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1 of the saved game: %2</source>
        <comment>line number, what is wrong</comment>
        <translation>v uložené hře na řádku %1: %2</translation>
    </message>
</context>
<context>
    <name>DirectionWords</name>
    <message>
        <location filename="../../qml/common/DirectionWords.qml" line="+15"/>
        <source>left</source>
        <translation>doleva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up</source>
        <translation>nahoru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>doprava</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>down</source>
        <translation>dolů</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <location filename="../../editor/EditorBoard.qml" line="+22"/>
        <source>Level being edited</source>
        <translation>Upravované bludiště</translation>
    </message>
</context>
<context>
    <name>EditorCheckDialog</name>
    <message>
        <location filename="../../editor/EditorCheckDialog.qml" line="+21"/>
        <source>Check solvable</source>
        <translation>Ověřit řešitelnost</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Watch the solution</source>
        <translation>Přehrát řešení</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is trying the level…</source>
        <translation>Řešitel zkouší bludiště…</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Solvable in %n pushes</source>
        <translation>
            <numerusform>Řešitelné na %n posun</numerusform>
            <numerusform>Řešitelné na %n posuny</numerusform>
            <numerusform>Řešitelné na %n posunů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unsolvable by the standard rules</source>
        <translation>Podle standardních pravidel neřešitelné</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n moves in all.</source>
        <translation>
            <numerusform>Celkem %n tah.</numerusform>
            <numerusform>Celkem %n tahy.</numerusform>
            <numerusform>Celkem %n tahů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Judged by the standard rules, one box a push. Train push is on: with it the level may still be solved.</source>
        <translation>Posouzeno podle standardních pravidel, jeden kámen na posun. Tlačení celé řady kamenů je zapnuté: s ním může jít bludiště vyřešit.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judged by the standard rules, one box a push.</source>
        <translation>Posouzeno podle standardních pravidel, jeden kámen na posun.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The level cannot be played</source>
        <translation>Bludiště nelze hrát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>Zrušeno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not decided within the limit</source>
        <translation>V rámci limitu nerozhodnuto</translation>
    </message>
</context>
<context>
    <name>EditorPalette</name>
    <message>
        <location filename="../../editor/EditorPalette.qml" line="+17"/>
        <source>Wall</source>
        <translation>Zeď</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Floor</source>
        <translation>Podlaha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goal</source>
        <translation>Plošinka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Box</source>
        <translation>Kámen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Box on goal</source>
        <translation>Kámen na plošince</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player on goal</source>
        <translation>Hráč na plošince</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Erase</source>
        <translation>Mazat</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Paint</source>
        <translation>Kreslit</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+56"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Erase: a piece leaves floor, the edge becomes outside (%1, or right click)</source>
        <translation>Mazat: z dílku zůstane podlaha, okraj se stane vnějškem (%1 nebo pravé tlačítko)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Shape</source>
        <translation>Tvar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Freehand</source>
        <translation>Volně</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rectangle</source>
        <translation>Obdélník</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Outline</source>
        <translation>Obrys</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Left button paints, right button erases. Drag to paint a stroke: one undo step.</source>
        <translation>Levé tlačítko kreslí, pravé maže. Tažením nakreslíte souvislou čáru, kterou vrátí jediné Zpět.</translation>
    </message>
</context>
<context>
    <name>EditorSaveAsDialog</name>
    <message>
        <location filename="../../editor/EditorSaveAsDialog.qml" line="+12"/>
        <source>Save level as</source>
        <translation>Uložit bludiště jako</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sokoban levels (*.xsb *.sok *.txt)</source>
        <translation>Bludiště Sokobanu (*.xsb *.sok *.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
</context>
<context>
    <name>EditorScreen</name>
    <message>
        <location filename="../../editor/EditorScreen.qml" line="+58"/>
        <source>The level cannot be played yet: %1</source>
        <translation>Bludiště zatím nelze hrát: %1</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last edit (%1)</source>
        <translation>Vrátit poslední úpravu (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the undone edit again (%1)</source>
        <translation>Znovu provést vrácenou úpravu (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New…</source>
        <translation>Nové…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new level (%1)</source>
        <translation>Začít nové bludiště (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as, copy and paste</source>
        <translation>Uložit jako, kopírovat a vložit</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+96"/>
        <source>Save as…</source>
        <translation>Uložit jako…</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Copy level (XSB)</source>
        <translation>Kopírovat bludiště (XSB)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste level</source>
        <translation>Vložit bludiště</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Zoom out (%1, Ctrl+wheel)</source>
        <translation>Oddálit (%1, Ctrl+kolečko)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 px</source>
        <translation>%1 px</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fit</source>
        <translation>Přizpůsobit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the whole level (%1)</source>
        <translation>Zobrazit celé bludiště (%1)</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Zoom in (%1, Ctrl+wheel)</source>
        <translation>Přiblížit (%1, Ctrl+kolečko)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Row %1, column %2</source>
        <translation>Řádek %1, sloupec %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Save the changes?</source>
        <translation>Uložit změny?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>„%1“ obsahuje neuložené změny. Chcete je nejdřív uložit?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Save failed</source>
        <translation>Uložení se nezdařilo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file on disk was left as it was.</source>
        <translation>Soubor na disku zůstal beze změny.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Save level as</source>
        <translation>Uložit bludiště jako</translation>
    </message>
</context>
<context>
    <name>EditorSidePanel</name>
    <message>
        <location filename="../../editor/EditorSidePanel.qml" line="+77"/>
        <source>Remove a row or column here</source>
        <translation>Zde odebrat řádek nebo sloupec</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a row or column here</source>
        <translation>Zde přidat řádek nebo sloupec</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Level</source>
        <translation>Bludiště</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>Title</source>
        <translation>Název</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (changed)</source>
        <translation> (změněno)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Check</source>
        <translation>Kontrola</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Boxes: %1</source>
        <translation>Kameny: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Goals: %1</source>
        <translation>Plošinky: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>✓ Ready to play</source>
        <translation>✓ Připraveno ke hraní</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot be played yet</source>
        <translation>Zatím nelze hrát</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Playable, but unsolvable by the standard rules</source>
        <translation>Hratelné, ale podle standardních pravidel neřešitelné</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The check judges by the standard rules, one box a push. Train push is on: with it the level may still be solved.</source>
        <translation>Kontrola posuzuje podle standardních pravidel, jeden kámen na posun. Tlačení celé řady kamenů je zapnuté: s ním může jít bludiště vyřešit.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The check judges by the standard rules, one box a push.</source>
        <translation>Kontrola posuzuje podle standardních pravidel, jeden kámen na posun.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cells at fault are marked on the board.</source>
        <translation>Chybná políčka jsou v bludišti vyznačena.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>▶ Test play (%1)</source>
        <translation>▶ Vyzkoušet (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the level as it is, then come back to the editor</source>
        <translation>Zahrát si bludiště tak, jak je, a pak se vrátit do editoru</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Check solvable</source>
        <translation>Ověřit řešitelnost</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the solver try the level</source>
        <translation>Nechat řešitele bludiště vyzkoušet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Size: %1 × %2</source>
        <translation>Velikost: %1 × %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Top</source>
        <translation>Nahoře</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bottom</source>
        <translation>Dole</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Left</source>
        <translation>Vlevo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right</source>
        <translation>Vpravo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Arrange</source>
        <translation>Uspořádat</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>⟲ Rotate</source>
        <translation>⟲ Otočit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A quarter turn counter-clockwise</source>
        <translation>O čtvrt otáčky proti směru hodinových ručiček</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⟳ Rotate</source>
        <translation>⟳ Otočit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A quarter turn clockwise</source>
        <translation>O čtvrt otáčky po směru hodinových ručiček</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>↔ Mirror</source>
        <translation>↔ Zrcadlit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror left to right</source>
        <translation>Zrcadlit zleva doprava</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>↕ Mirror</source>
        <translation>↕ Zrcadlit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror top to bottom</source>
        <translation>Zrcadlit shora dolů</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trim</source>
        <translation>Oříznout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove empty rows and columns at the edges</source>
        <translation>Odebrat prázdné řádky a sloupce na okrajích</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Normalise</source>
        <translation>Normalizovat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cells the player can never reach become outside; walls that touch nothing go</source>
        <translation>Políčka, kam hráč nikdy nedojde, se stanou vnějškem; zdi, které se ničeho nedotýkají, zmizí</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+51"/>
        <source>Generate</source>
        <translation>Generovat</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Places as many boxes as goals and the player, for the most pushes the search finds; every level offered is proven solvable.</source>
        <translation>Rozmístí tolik kamenů, kolik je plošinek, a hráče tak, aby bylo potřeba co nejvíc posunů; každé nabídnuté bludiště je prokazatelně řešitelné.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Seconds</source>
        <translation>Sekundy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seconds to generate</source>
        <translation>Sekundy generování</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed</source>
        <translation>Semínko</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed of the generator</source>
        <translation>Semínko generátoru</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stop</source>
        <translation>Zastavit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same walls, goals and seed give the same level</source>
        <translation>Stejné zdi, plošinky a semínko dají stejné bludiště</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1, %2, %3</source>
        <comment>pushes, moves, box changes</comment>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n posun</numerusform>
            <numerusform>%n posuny</numerusform>
            <numerusform>%n posunů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n box changes</source>
        <translation>
            <numerusform>%n změna kamene</numerusform>
            <numerusform>%n změny kamene</numerusform>
            <numerusform>%n změn kamene</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Use this level</source>
        <translation>Použít toto bludiště</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace the level being edited with it (Undo takes it back)</source>
        <translation>Nahradit jím upravované bludiště (Zpět to vrátí)</translation>
    </message>
</context>
<context>
    <name>EditorTestPlay</name>
    <message>
        <location filename="../../editor/EditorTestPlay.qml" line="+94"/>
        <source>Test play</source>
        <translation>Zkušební hra</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Solved: %1, %2</source>
        <translation>Vyřešeno: %1, %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves %1 · Pushes %2 · Boxes on goals %3 of %4</source>
        <translation>Tahy %1 · Posuny %2 · Kameny na plošinkách %3 z %4</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n posun</numerusform>
            <numerusform>%n posuny</numerusform>
            <numerusform>%n posunů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restart</source>
        <translation>Od začátku</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the editor (%1)</source>
        <translation>Zpět do editoru (%1)</translation>
    </message>
</context>
<context>
    <name>FifteenBoard</name>
    <message>
        <location filename="../../qml/fifteen/FifteenBoard.qml" line="+19"/>
        <source>Fifteen board</source>
        <translation>Deska patnáctky</translation>
    </message>
</context>
<context>
    <name>FifteenScreen</name>
    <message>
        <location filename="../../qml/fifteen/FifteenScreen.qml" line="+532"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="-351"/>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time (paused)</source>
        <translation>Čas (pozastaveno)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Best %1×%2</source>
        <translation>Nejlepší %1×%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Solve&apos;s speed, in moves per second</source>
        <translation>Rychlost řešení v tazích za sekundu</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>New games are %1×%2. Finish this one, or start one now (this game will be lost).</source>
        <translation>Nové hry budou %1×%2. Dohrajte tuto, nebo začněte novou hned (tato hra se ztratí).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start %1×%2</source>
        <translation>Začít %1×%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Preparing the solver&apos;s tables for 4×4 boards (only once): %1%. Hints work meanwhile, not always the shortest.</source>
        <translation>Připravuji tabulky řešitele pro desky 4×4 (jen jednou): %1 %. Rady mezitím fungují, jen nemusí být vždy nejkratší.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+11"/>
        <source>Dismiss</source>
        <translation>Skrýt</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Thinking…</source>
        <translation>Přemýšlím…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the next tile to move (%1)</source>
        <translation>Ukázat kostku, kterou posunout jako další (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stop</source>
        <translation>Zastavit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solve</source>
        <translation>Vyřešit</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stop solving (any key)</source>
        <translation>Zastavit řešení (libovolná klávesa)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Let the computer finish the puzzle; any key stops it. The game then stays out of the records.</source>
        <translation>Nechat počítač hru dokončit; libovolná klávesa ho zastaví. Hra se pak nezapočítá do rekordů.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Looking for the shortest solution… Press any key to stop.</source>
        <translation>Hledám nejkratší řešení… Zastavíte libovolnou klávesou.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Solving: %n moves to go. Press any key to stop.</source>
        <translation>
            <numerusform>Řeším: zbývá %n tah. Zastavíte libovolnou klávesou.</numerusform>
            <numerusform>Řeším: zbývají %n tahy. Zastavíte libovolnou klávesou.</numerusform>
            <numerusform>Řeším: zbývá %n tahů. Zastavíte libovolnou klávesou.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+179"/>
        <source>%n moves in %1</source>
        <translation>
            <numerusform>%n tah za %1</numerusform>
            <numerusform>%n tahy za %1</numerusform>
            <numerusform>%n tahů za %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%n games solved at this size</source>
        <translation>
            <numerusform>%n vyřešená hra v této velikosti</numerusform>
            <numerusform>%n vyřešené hry v této velikosti</numerusform>
            <numerusform>%n vyřešených her v této velikosti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>This game (%n moves, %1) will be lost.</source>
        <translation>
            <numerusform>Tato hra (%n tah, %1) se ztratí.</numerusform>
            <numerusform>Tato hra (%n tahy, %1) se ztratí.</numerusform>
            <numerusform>Tato hra (%n tahů, %1) se ztratí.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Hint: slide %1 %2.</source>
        <translation>Rada: posuňte %1 %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Hint: slide %1 %2 (%n moves to go at best).</source>
        <translation>
            <numerusform>Rada: posuňte %1 %2 a je vyřešeno.</numerusform>
            <numerusform>Rada: posuňte %1 %2 (zbývají nejméně %n tahy).</numerusform>
            <numerusform>Rada: posuňte %1 %2 (zbývá nejméně %n tahů).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Paused</source>
        <translation>Pozastaveno</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Press P or click to go on</source>
        <translation>Pokračujte klávesou P nebo kliknutím</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Solved!</source>
        <translation>Vyřešeno!</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Best moves (%1×%2)</source>
        <translation>Nejméně tahů (%1×%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+19"/>
        <source>New best!</source>
        <translation>Nový rekord!</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Best time (%1×%2)</source>
        <translation>Nejlepší čas (%1×%2)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Finished by the computer: not counted in the records</source>
        <translation>Dokončil počítač: nezapočítává se do rekordů</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>or press %1</source>
        <translation>nebo stiskněte %1</translation>
    </message>
</context>
<context>
    <name>FifteenSettingsPage</name>
    <message>
        <location filename="../../qml/fifteen/FifteenSettingsPage.qml" line="+32"/>
        <source>Board size</source>
        <translation>Velikost desky</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Columns</source>
        <translation>Sloupce</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rows</source>
        <translation>Řádky</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From 3 to 8 on each side; 4×4 is the classic Fifteen. A game in progress is kept: the new size is offered above the board and used for the next new game.</source>
        <translation>Od 3 do 8 na každé straně; 4×4 je klasická Patnáctka. Rozehraná hra zůstane zachována: nová velikost se nabídne nad deskou a použije se pro příští novou hru.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tile labels</source>
        <translation>Popisky kostek</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Numbers (1, 2, 3…)</source>
        <translation>Čísla (1, 2, 3…)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Letters (A, B, C…)</source>
        <translation>Písmena (A, B, C…)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The classic 4×4 puzzle with letters runs from A to O.</source>
        <translation>Klasická hra 4×4 s písmeny jde od A do O.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Letters go up to 5×5 (A to X); larger boards show numbers.</source>
        <translation>Písmena stačí do 5×5 (A až X); větší desky ukazují čísla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Animation</source>
        <translation>Animace</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide tiles smoothly</source>
        <translation>Plynule posouvat kostky</translation>
    </message>
</context>
<context>
    <name>FifteenTableCache</name>
    <message>
        <location filename="../../app/services/FifteenTableCache.cpp" line="+82"/>
        <source>it cannot be read: %1</source>
        <translation>nelze přečíst: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is larger than any tables</source>
        <translation>je větší než jakékoli tabulky</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it holds tables of another partition</source>
        <translation>obsahuje tabulky jiného rozdělení</translation>
    </message>
</context>
<context>
    <name>FifteenToolBar</name>
    <message>
        <location filename="../../qml/fifteen/FifteenToolBar.qml" line="+24"/>
        <location line="+4"/>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo: take back the last move, counted as a move (%1)</source>
        <translation>Zpět: vrátit poslední tah, počítá se jako tah (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+4"/>
        <source>Redo</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo: make the undone move again (%1)</source>
        <translation>Znovu: zopakovat vrácený tah (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the tiles and go on (%1)</source>
        <translation>Ukázat kostky a pokračovat (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop the clock and hide the tiles (%1)</source>
        <translation>Zastavit čas a skrýt kostky (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle a new %1×%2 puzzle (%3)</source>
        <translation>Zamíchat novou hru %1×%2 (%3)</translation>
    </message>
</context>
<context>
    <name>FileErrorDialog</name>
    <message>
        <location filename="../../qml/sokoban/FileErrorDialog.qml" line="+22"/>
        <source>The level file cannot be opened</source>
        <translation>Soubor s bludišti nelze otevřít</translation>
    </message>
</context>
<context>
    <name>Game2048Board</name>
    <message>
        <location filename="../../qml/game2048/Game2048Board.qml" line="+21"/>
        <source>2048 board</source>
        <translation>Deska 2048</translation>
    </message>
</context>
<context>
    <name>Game2048HighScoresDialog</name>
    <message>
        <location filename="../../qml/game2048/Game2048HighScoresDialog.qml" line="+36"/>
        <source>%1×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>High scores</source>
        <translation>Nejlepší výsledky</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Board size</source>
        <translation>Velikost desky</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board size: %1</source>
        <extracomment>What a screen reader says of the size list: %1 is the size shown (&quot;4 × 4&quot;).</extracomment>
        <translation>Velikost desky: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Best: %1</source>
        <translation>Nejlepší: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tile</source>
        <translation>Kostka</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>No high scores at %1 yet. Finish a game to enter the table.</source>
        <translation>Pro %1 zatím nejsou žádné výsledky. Dohrajte hru a zapište se do tabulky.</translation>
    </message>
</context>
<context>
    <name>Game2048NameDialog</name>
    <message>
        <location filename="../../qml/game2048/Game2048NameDialog.qml" line="+42"/>
        <source>New high score!</source>
        <translation>Nový nejlepší výsledek!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over: a new high score!</source>
        <translation>Konec hry: nový rekord!</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%Ln points, highest tile %1: number %2 on %3×%4.</source>
        <translation>
            <numerusform>%Ln bod, nejvyšší kostka %1: %2. místo na desce %3×%4.</numerusform>
            <numerusform>%Ln body, nejvyšší kostka %1: %2. místo na desce %3×%4.</numerusform>
            <numerusform>%Ln bodů, nejvyšší kostka %1: %2. místo na desce %3×%4.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name</source>
        <translation>Vaše jméno</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Save</source>
        <translation>Uložit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Skip</source>
        <translation>Přeskočit</translation>
    </message>
</context>
<context>
    <name>Game2048Screen</name>
    <message>
        <location filename="../../qml/game2048/Game2048Screen.qml" line="+448"/>
        <location line="+24"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Best %1×%2</source>
        <translation>Nejlepší %1×%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Thinking…</source>
        <translation>Přemýšlím…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the move the AI would make (?)</source>
        <translation>Ukázat tah, který by zvolila AI (?)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stop</source>
        <translation>Zastavit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Autoplay</source>
        <translation>Autohra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop Autoplay (any key)</source>
        <translation>Zastavit autohru (libovolná klávesa)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Let the AI play (%1); any key stops it. Its games stay out of the high scores.</source>
        <translation>Nechat hrát AI (%1); libovolná klávesa ji zastaví. Její hry se do nejlepších výsledků nezapočítávají.</translation>
    </message>
    <message numerus="yes">
        <location line="+172"/>
        <source>Autoplay: %n moves so far. Press any key to stop.</source>
        <translation>
            <numerusform>Autohra: zatím %n tah. Zastavíte libovolnou klávesou.</numerusform>
            <numerusform>Autohra: zatím %n tahy. Zastavíte libovolnou klávesou.</numerusform>
            <numerusform>Autohra: zatím %n tahů. Zastavíte libovolnou klávesou.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-159"/>
        <source>Autoplay&apos;s speed, in moves per second</source>
        <translation>Rychlost autohry v tazích za sekundu</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Autoplay games are not recorded</source>
        <translation>Automaticky hrané hry se nezaznamenávají</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>New games are %1×%2. Finish this one, or start one now.</source>
        <translation>Nové hry budou %1×%2. Dohrajte tuto, nebo začněte novou hned.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start %1×%2</source>
        <translation>Začít %1×%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dismiss</source>
        <translation>Skrýt</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>You win!</source>
        <translation>Vyhráli jste!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You made %1. Keep going for a higher score?</source>
        <translation>Složili jste %1. Hrát dál o vyšší skóre?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep going</source>
        <translation>Hrát dál</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game over!</source>
        <translation>Konec hry!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score %1, highest tile %2.</source>
        <translation>Skóre %1, nejvyšší kostka %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No move changes the board.</source>
        <translation>Žádný tah desku nezmění.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint: slide %1.</source>
        <translation>Rada: posuňte %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows, WASD or HJKL, or swipe the board · %1 new game · %2 undo · %3 hint · %4 autoplay</source>
        <translation>Šipky, WASD nebo HJKL, nebo tažení po desce · %1 nová hra · %2 zpět · %3 rada · %4 autohra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Autoplay played in this game: it stays out of the high scores.</source>
        <translation>V této hře hrála autohra: do nejlepších výsledků se nezapočítá.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This game (score %1) ends. If its score is high enough, it enters the high scores.</source>
        <translation>Tato hra (skóre %1) skončí. Pokud má dost vysoké skóre, zapíše se mezi nejlepší výsledky.</translation>
    </message>
</context>
<context>
    <name>Game2048SettingsPage</name>
    <message>
        <location filename="../../qml/game2048/Game2048SettingsPage.qml" line="+31"/>
        <source>Board size</source>
        <translation>Velikost desky</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Columns</source>
        <translation>Sloupce</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rows</source>
        <translation>Řádky</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From 3 to 8 on each side; 4×4 is the original game. Bigger boards last longer and reach bigger tiles. If a game is on, you are asked before a new one starts. Each size keeps its own best score and high scores.</source>
        <translation>Od 3 do 8 na každé straně; 4×4 je původní hra. Na větších deskách hra trvá déle a vzniknou větší kostky. Pokud probíhá hra, před začátkem nové se vás zeptáme. Každá velikost má vlastní nejlepší skóre a tabulku nejlepších výsledků.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Animation</source>
        <translation>Animace</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide, pop and grow tiles</source>
        <translation>Posouvat, vyskakovat a zvětšovat kostky</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off: every move shows its result at once.</source>
        <translation>Vypnuto: každý tah ukáže výsledek okamžitě.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Autoplay</source>
        <translation>Autohra</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speed</source>
        <translation>Rychlost</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n moves per second</source>
        <translation>
            <numerusform>%n tah za sekundu</numerusform>
            <numerusform>%n tahy za sekundu</numerusform>
            <numerusform>%n tahů za sekundu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>High scores</source>
        <translation>Nejlepší výsledky</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name</source>
        <translation>Vaše jméno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Asked at your first high score</source>
        <translation>Zeptáme se na ně při vašem prvním zápisu do tabulky</translation>
    </message>
</context>
<context>
    <name>Game2048ToolBar</name>
    <message>
        <location filename="../../qml/game2048/Game2048ToolBar.qml" line="+22"/>
        <source>Undo (%1)</source>
        <translation>Zpět (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Take back the last move, up to %n moves (%1)</source>
        <translation>
            <numerusform>Vrátit poslední tah, nejvýše %n tah (%1)</numerusform>
            <numerusform>Vrátit poslední tah, nejvýše %n tahy (%1)</numerusform>
            <numerusform>Vrátit poslední tah, nejvýše %n tahů (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new %1×%2 game (%3)</source>
        <translation>Začít novou hru %1×%2 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>High scores</source>
        <translation>Nejlepší výsledky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The top ten of each board size</source>
        <translation>Deset nejlepších pro každou velikost desky</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../../qml/shell/GameCard.qml" line="+100"/>
        <source>Play  ·  %1</source>
        <translation>Hrát  ·  %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
</context>
<context>
    <name>GamepadButton</name>
    <message>
        <location filename="../../app/input/ActionTable.cpp" line="+245"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LB</source>
        <translation>LB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RB</source>
        <translation>RB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick ↑</source>
        <translation>Směrový kříž nebo páčka ↑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick ↓</source>
        <translation>Směrový kříž nebo páčka ↓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick ←</source>
        <translation>Směrový kříž nebo páčka ←</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick →</source>
        <translation>Směrový kříž nebo páčka →</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>LT</source>
        <translation>LT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RT</source>
        <translation>RT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left stick pressed</source>
        <translation>Stisk levé páčky</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right stick pressed</source>
        <translation>Stisk pravé páčky</translation>
    </message>
</context>
<context>
    <name>GamepadNotice</name>
    <message>
        <location filename="../../qml/shell/GamepadNotice.qml" line="+50"/>
        <source>Controller connected: %1</source>
        <translation>Ovladač připojen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Controller disconnected: %1</source>
        <translation>Ovladač odpojen: %1</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../qml/shell/Games.qml" line="+18"/>
        <source>Sokoban</source>
        <translation>Sokoban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Push every box onto a goal. Microban&apos;s 155 levels and a tutorial.</source>
        <translation>Dotlačte každý kámen na plošinku. 155 bludišť z Microbanu a výuka.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>2048</source>
        <translation>2048</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles and merge equal numbers until you reach 2048.</source>
        <translation>Posouvejte kostky a spojujte stejná čísla, dokud nedosáhnete 2048.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fifteen</source>
        <translation>Patnáctka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the numbered tiles back into order, one move at a time.</source>
        <translation>Posouvejte očíslované kostky zpět do pořadí, jeden tah po druhém.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../qml/shell/HelpDialog.qml" line="+39"/>
        <source>Help</source>
        <translation>Nápověda</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Action</source>
        <translation>Akce</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mouse</source>
        <translation>Myš</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Controller</source>
        <translation>Ovladač</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../../qml/shell/HomeScreen.qml" line="+46"/>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Three classic puzzles. Pick one to play.</source>
        <translation>Tři klasické hlavolamy. Vyberte si jeden a hrajte.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>✎  Make your own Sokoban levels in the level editor (%1)</source>
        <translation>✎  Vytvořte si vlastní bludiště Sokobanu v editoru bludišť (%1)</translation>
    </message>
</context>
<context>
    <name>JsonStateFile</name>
    <message>
        <location filename="../../app/services/JsonStateFile.cpp" line="+106"/>
        <source>The %1 %2 cannot be read (%3). It was left as it is and nothing will be saved to it in this session.</source>
        <translation>Nelze přečíst %1 %2 (%3). Zůstal tak, jak je, a v této relaci se do něj nic neuloží.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>not valid JSON at byte %1: %2</source>
        <translation>neplatný JSON na bajtu %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the top level is not a JSON object</source>
        <translation>nejvyšší úroveň není objekt JSON</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The %1 %2 is damaged (%3). It was kept as %4 and a new one is started.</source>
        <translation>Poškozený %1 %2 (%3) byl uschován jako %4 a začíná se s novým.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 %2 is damaged (%3) and could not be set aside. It was left as it is and nothing will be saved to it in this session.</source>
        <translation>Poškozený %1 %2 (%3) nešlo odložit stranou. Zůstal tak, jak je, a v této relaci se do něj nic neuloží.</translation>
    </message>
</context>
<context>
    <name>KeysSettingsPage</name>
    <message>
        <location filename="../../qml/shell/KeysSettingsPage.qml" line="+42"/>
        <source>Press an action&apos;s key button, then the key you want for it (Esc keeps the old one). Help and the menus show your keys.</source>
        <translation>Stiskněte tlačítko klávesy u akce a pak klávesu, kterou pro ni chcete (Esc ponechá starou). Nápověda a nabídky ukazují vaše klávesy.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset all keys</source>
        <translation>Obnovit všechny klávesy</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Press the new key; Esc keeps the old one.</source>
        <translation>Stiskněte novou klávesu; Esc ponechá starou.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Press a key…</source>
        <translation>Stiskněte klávesu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press to choose another key</source>
        <translation>Stisknutím zvolíte jinou klávesu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default</source>
        <translation>Výchozí</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: back to the default keys</source>
        <translation>%1: zpět na výchozí klávesy</translation>
    </message>
</context>
<context>
    <name>LevelBrowser</name>
    <message>
        <location filename="../../qml/sokoban/browser/LevelBrowser.qml" line="+56"/>
        <source>&quot;%1&quot; removed</source>
        <translation>„%1“ odebrána</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Back to game</source>
        <translation>Zpět do hry</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Collections</source>
        <translation>Sady</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level collections</source>
        <translation>Sady bludišť</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 — solved %2 / %3</source>
        <translation>%1 — vyřešeno %2 / %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open file…</source>
        <translation>Otevřít soubor…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paste level</source>
        <translation>Vložit bludiště</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a level or a collection copied as XSB text (%1)</source>
        <translation>Otevřít bludiště nebo sadu zkopírovanou jako text XSB (%1)</translation>
    </message>
</context>
<context>
    <name>LevelCard</name>
    <message>
        <location filename="../../qml/sokoban/browser/LevelCard.qml" line="+37"/>
        <source>Level %1: %2</source>
        <extracomment>A level of the level browser as a screen reader says it: %1 its number, %2 its title.</extracomment>
        <translation>Bludiště %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Solved in %n moves</source>
        <translation>
            <numerusform>Vyřešeno za %n tah</numerusform>
            <numerusform>Vyřešeno za %n tahy</numerusform>
            <numerusform>Vyřešeno za %n tahů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot be played</source>
        <translation>Nelze hrát</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best: %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>Nejlépe: %1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n posun</numerusform>
            <numerusform>%n posuny</numerusform>
            <numerusform>%n posunů</numerusform>
        </translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+43"/>
        <source>Not solved yet</source>
        <translation>Zatím nevyřešeno</translation>
    </message>
</context>
<context>
    <name>LevelFileDialog</name>
    <message>
        <location filename="../../qml/sokoban/LevelFileDialog.qml" line="+16"/>
        <source>Open a Sokoban level file</source>
        <translation>Otevřít soubor s bludišti Sokobanu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sokoban levels (*.xsb *.sok *.txt)</source>
        <translation>Bludiště Sokobanu (*.xsb *.sok *.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Všechny soubory (*)</translation>
    </message>
</context>
<context>
    <name>LevelFileWriter</name>
    <message>
        <location filename="../../app/services/LevelFileWriter.cpp" line="+58"/>
        <source>%1 is a folder, not a level file</source>
        <translation>%1 je složka, ne soubor s bludišti</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 nelze přečíst: %2</translation>
    </message>
    <message>
        <location line="+121"/>
        <location line="+197"/>
        <source>The level cannot be saved: its board is empty or too large.</source>
        <translation>Bludiště nelze uložit: jeho plán je prázdný nebo příliš velký.</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>The level was not saved: %1.</source>
        <translation>Bludiště nebylo uloženo: %1.</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+60"/>
        <source>The level was not saved: %1 is not a level file (%2).</source>
        <translation>Bludiště nebylo uloženo: %1 není soubor s bludišti (%2).</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>The level was not saved: %1 is not a level file (no level was found in it).</source>
        <translation>Bludiště nebylo uloženo: %1 není soubor s bludišti (nebylo v něm nalezeno žádné bludiště).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The level was not saved: added at the end of %1 it would change how the levels before it read. Save it into another file instead.</source>
        <translation>Bludiště nebylo uloženo: po přidání na konec souboru %1 by se změnilo, jak se načtou bludiště před ním. Uložte ho raději do jiného souboru.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The level was not saved: %1 no longer exists.</source>
        <translation>Bludiště nebylo uloženo: %1 už neexistuje.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The level was not saved: %1 has no level %2 (it holds %3).</source>
        <translation>Bludiště nebylo uloženo: %1 nemá bludiště %2 (obsahuje jich %3).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The level was not saved: %1 changed since it was opened, and its level %2 is no longer the one you edited.</source>
        <translation>Bludiště nebylo uloženo: soubor %1 se od otevření změnil a jeho bludiště %2 už není to, které jste upravovali.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The level was not saved: Tessera cannot tell where level %1 of %2 begins and ends. Save it into another file instead.</source>
        <translation>Bludiště nebylo uloženo: Tessera nepozná, kde bludiště %1 v souboru %2 začíná a končí. Uložte ho raději do jiného souboru.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The level was not saved: replacing level %1 of %2 would change how the levels around it read. Save it into another file instead.</source>
        <translation>Bludiště nebylo uloženo: nahrazení bludiště %1 v souboru %2 by změnilo, jak se načtou bludiště okolo něj. Uložte ho raději do jiného souboru.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The level was not saved: %1 is a folder.</source>
        <translation>Bludiště nebylo uloženo: %1 je složka.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The level was not saved: its text does not read back as one level.</source>
        <translation>Bludiště nebylo uloženo: jeho text se zpětně nenačte jako jedno bludiště.</translation>
    </message>
</context>
<context>
    <name>LevelLibrary</name>
    <message>
        <location filename="../../app/services/LevelLibrary.cpp" line="+33"/>
        <source>Tutorial</source>
        <translation>Výuka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tessera project</source>
        <translation>Projekt Tessera</translation>
    </message>
    <message>
        <location line="+73"/>
        <location line="+36"/>
        <source>My levels</source>
        <translation>Moje bludiště</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Pasted level %1</source>
        <translation>Vložené bludiště %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pasted levels %1</source>
        <translation>Vložená bludiště %1</translation>
    </message>
    <message>
        <location line="+238"/>
        <source>The pasted collection &quot;%1&quot; could not be removed: %2 cannot be deleted.</source>
        <translation>Vloženou sbírku „%1“ nešlo odebrat: %2 nelze smazat.</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>The level was not saved: unknown collection.</source>
        <translation>Bludiště nebylo uloženo: neznámá sada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The level was not saved: &quot;%1&quot; cannot be changed. Save it into My levels instead.</source>
        <translation>Bludiště nebylo uloženo: „%1“ nelze měnit. Uložte ho raději do sady Moje bludiště.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The level was not saved: &quot;%1&quot; has no level %2.</source>
        <translation>Bludiště nebylo uloženo: „%1“ nemá bludiště %2.</translation>
    </message>
</context>
<context>
    <name>LibraryCollection</name>
    <message>
        <location filename="../../app/services/LibraryCollection.cpp" line="+49"/>
        <source>Level %1</source>
        <translation>Bludiště %1</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../../qml/shell/Main.qml" line="+29"/>
        <source>Level editor</source>
        <translation>Editor bludišť</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 — Tessera</source>
        <extracomment>The window title: %1 is the game or &quot;Level editor&quot;; keep &quot;Tessera&quot; at the end.</extracomment>
        <translation>%1 — Tessera</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Sound on</source>
        <translation>Zvuk zapnut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound off</source>
        <translation>Zvuk vypnut</translation>
    </message>
</context>
<context>
    <name>MoreButton</name>
    <message>
        <location filename="../../qml/shell/MoreButton.qml" line="+15"/>
        <source>More ▾</source>
        <translation>Více ▾</translation>
    </message>
</context>
<context>
    <name>MoveSpeedBox</name>
    <message numerus="yes">
        <location filename="../../qml/common/MoveSpeedBox.qml" line="+22"/>
        <source>%n moves/s</source>
        <translation>
            <numerusform>%n tah/s</numerusform>
            <numerusform>%n tahy/s</numerusform>
            <numerusform>%n tahů/s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speed: %1</source>
        <translation>Rychlost: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
</context>
<context>
    <name>NewGameQuestion</name>
    <message>
        <location filename="../../qml/common/NewGameQuestion.qml" line="+24"/>
        <source>Start a new game?</source>
        <translation>Začít novou hru?</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep playing</source>
        <translation>Hrát dál</translation>
    </message>
</context>
<context>
    <name>NewLevelDialog</name>
    <message>
        <location filename="../../editor/NewLevelDialog.qml" line="+19"/>
        <source>New level</source>
        <translation>Nové bludiště</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Width</source>
        <translation>Šířka</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Height</source>
        <translation>Výška</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The level starts as floor enclosed by walls. Rows and columns can be added or removed later.</source>
        <translation>Bludiště začne jako podlaha obehnaná zdmi. Řádky a sloupce lze později přidat nebo odebrat.</translation>
    </message>
</context>
<context>
    <name>OptimiseBar</name>
    <message>
        <location filename="../../qml/sokoban/OptimiseBar.qml" line="+34"/>
        <source>Optimising by moves</source>
        <translation>Optimalizace podle tahů</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimising by pushes</source>
        <translation>Optimalizace podle posunů</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
</context>
<context>
    <name>PerSizeDocument</name>
    <message>
        <location filename="../../app/services/PerSizeDocument.cpp" line="+51"/>
        <source>version %1 is not one this Tessera reads</source>
        <translation>verzi %1 tato Tessera neumí přečíst</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;sizes&quot; is not an object</source>
        <translation>&quot;sizes&quot; není objekt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a board size such as &quot;4x4&quot;</source>
        <translation>„%1“ není velikost desky ve tvaru &quot;4x4&quot;</translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message>
        <location filename="../../app/services/ProgressStore.cpp" line="+35"/>
        <source>negative count</source>
        <translation>záporný počet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more pushes (%1) than moves (%2)</source>
        <translation>více posunů (%1) než tahů (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the LURD has %1 moves, not %2</source>
        <translation>LURD má tahů %1, ne %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the LURD holds &apos;%1&apos;</source>
        <translation>LURD obsahuje &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the LURD has %1 pushes, not %2</source>
        <translation>LURD má posunů %1, ne %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+76"/>
        <source>not an object</source>
        <translation>nejde o objekt</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>bad &quot;moves&quot; or &quot;pushes&quot;</source>
        <translation>chybné &quot;moves&quot; nebo &quot;pushes&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;lurd&quot; is not a string</source>
        <translation>&quot;lurd&quot; není řetězec</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bad &quot;date&quot;</source>
        <translation>chybné &quot;date&quot;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown &quot;rules&quot;</source>
        <translation>neznámé &quot;rules&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;optimised&quot; is not true or false</source>
        <translation>„optimised“ není true ani false</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>bad &quot;firstSolved&quot;</source>
        <translation>chybné &quot;firstSolved&quot;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>empty level identity</source>
        <translation>prázdná identita bludiště</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Progress of level %1 skipped: %2.</source>
        <translation>Postup v bludišti %1 přeskočen: %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>it is not a Tessera progress file</source>
        <translation>nejde o soubor s postupem Tessery</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it has no &quot;levels&quot; object</source>
        <translation>chybí objekt &quot;levels&quot;</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>progress file</source>
        <translation>soubor s postupem</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The progress file %1 was written by a newer Tessera. It is read as far as possible and left unchanged.</source>
        <translation>Soubor s postupem %1 zapsala novější verze Tessery. Načte se, nakolik to jde, a zůstane beze změny.</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <location filename="../../app/services/RecentFiles.cpp" line="+30"/>
        <source>it is not a list of recent files</source>
        <translation>nejde o seznam nedávných souborů</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>list of recent files</source>
        <translation>seznam nedávných souborů</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../qml/sokoban/ReplayBar.qml" line="+34"/>
        <source>Replay</source>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>◀ Back</source>
        <comment>replay: one move back</comment>
        <translation>◀ Zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back</source>
        <translation>O tah zpět</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause (%1)</source>
        <translation>Přehrát nebo pozastavit (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step ▶</source>
        <comment>replay: one move forward</comment>
        <translation>Krok ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move forward</source>
        <translation>O tah vpřed</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End ▶▶</source>
        <comment>replay: play the rest at once</comment>
        <translation>Konec ▶▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the rest at once, to the final position</source>
        <translation>Přehrát zbytek najednou, až do konečné pozice</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replay speed, in moves per second</source>
        <translation>Rychlost přehrávání v tazích za sekundu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop</source>
        <translation>Zastavit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the replay here (%1)</source>
        <translation>Ukončit přehrávání tady (%1)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../qml/shell/SettingsDialog.qml" line="+42"/>
        <source>General</source>
        <translation>Obecné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sokoban</source>
        <translation>Sokoban</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2048</source>
        <translation>2048</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fifteen</source>
        <translation>Patnáctka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Preferences</source>
        <translation>Předvolby</translation>
    </message>
</context>
<context>
    <name>SettingsFileCheck</name>
    <message>
        <location filename="../../app/services/SettingsFileCheck.cpp" line="+63"/>
        <source>it holds binary data, not text (byte %1)</source>
        <translation>obsahuje binární data, ne text (bajt %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is not text</source>
        <translation>není to text</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1 is not a setting (key=value)</source>
        <translation>řádek %1 není nastavení (klíč=hodnota)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>it is not a regular file</source>
        <translation>není to běžný soubor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is %L1 bytes long, where settings take a few thousand</source>
        <translation>má %L1 bajtů, přitom nastavení zabírá jen několik tisíc</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Qt cannot read it</source>
        <translation>Qt jej nedokáže přečíst</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your settings file %1 is damaged (%2). It was kept as %3 and Tessera started with the default settings.</source>
        <translation>Soubor nastavení %1 je poškozený (%2). Byl uschován jako %3 a Tessera začala s výchozím nastavením.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your settings file %1 is damaged (%2) and could not be set aside; Tessera may not keep your settings.</source>
        <translation>Soubor nastavení %1 je poškozený (%2) a nepodařilo se jej odložit stranou; Tessera nemusí vaše nastavení uchovat.</translation>
    </message>
</context>
<context>
    <name>SnapshotPanel</name>
    <message>
        <location filename="../../qml/sokoban/SnapshotPanel.qml" line="+42"/>
        <source>Snapshots</source>
        <translation>Snímky</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close the snapshots</source>
        <translation>Zavřít snímky</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save this position (%1)</source>
        <translation>Uložit tuto pozici (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No snapshot of this level yet. Save the position you reached, try an idea, and come back to it.</source>
        <translation>Toto bludiště zatím nemá žádný snímek. Uložte pozici, kam jste došli, vyzkoušejte nápad a vraťte se k ní.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1 · %2 · %3</source>
        <comment>moves · pushes · date</comment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n posun</numerusform>
            <numerusform>%n posuny</numerusform>
            <numerusform>%n posunů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Restore</source>
        <translation>Obnovit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rename</source>
        <translation>Přejmenovat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
</context>
<context>
    <name>SokobanBoard</name>
    <message>
        <location filename="../../qml/sokoban/SokobanBoard.qml" line="+22"/>
        <source>Sokoban board</source>
        <translation>Deska Sokobanu</translation>
    </message>
</context>
<context>
    <name>SokobanPaste</name>
    <message>
        <location filename="../../app/models/SokobanPaste.cpp" line="+54"/>
        <source>The text holds no Sokoban level.</source>
        <translation>Text neobsahuje žádné bludiště Sokobanu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pasted level cannot be played:</source>
        <translation>Vložené bludiště nelze hrát:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of the pasted levels can be played:</source>
        <translation>Žádné z vložených bludišť nelze hrát:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The solution is for other rules (&quot;%1&quot;): Tessera plays the standard rules and train push.</source>
        <translation>Řešení je pro jiná pravidla („%1“): Tessera hraje podle standardních pravidel a s tlačením celé řady kamenů.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not a solution: %1</source>
        <translation>Nejde o řešení: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The solution holds no move.</source>
        <translation>Řešení neobsahuje žádný tah.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The solution does not fit this level at move %1.</source>
        <translation>Řešení nesedí na toto bludiště u tahu %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This level has no published solution.</source>
        <translation>Toto bludiště nemá zveřejněné řešení.</translation>
    </message>
</context>
<context>
    <name>SokobanScreen</name>
    <message>
        <location filename="../../qml/sokoban/SokobanScreen.qml" line="+109"/>
        <source>This level cannot be played backwards now.</source>
        <translation>Toto bludiště teď nelze hrát pozpátku.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Dismiss</source>
        <translation>Skrýt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>This level cannot be played</source>
        <translation>Toto bludiště nelze hrát</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>N or Page Down opens the next level, P or Page Up the previous one.</source>
        <translation>N nebo Page Down otevře další bludiště, P nebo Page Up předchozí.</translation>
    </message>
</context>
<context>
    <name>SokobanSettingsPage</name>
    <message>
        <location filename="../../qml/sokoban/SokobanSettingsPage.qml" line="+24"/>
        <source>Animation speed</source>
        <translation>Rychlost animace</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fast</source>
        <translation>Rychlá</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slow</source>
        <translation>Pomalá</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rules and hints</source>
        <translation>Pravidla a rady</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Train push</source>
        <translation>Tlačit celou řadu kamenů</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pushing a box that has other boxes in a line behind it pushes them all. Standard Sokoban allows one box at a time; levels stay solvable either way.</source>
        <translation>Tlačení kamene, za nímž stojí v řadě další kameny, posune všechny. Standardní Sokoban dovoluje tlačit jen jeden kámen; bludiště zůstanou řešitelná v obou případech.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show dead squares</source>
        <translation>Zobrazit mrtvá políčka</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mark the floor cells from which a box could never reach a goal, so you see a dead end before you push into it.</source>
        <translation>Vyznačit políčka podlahy, ze kterých se kámen nikdy nedostane na plošinku, abyste slepou uličku viděli dřív, než do ní kámen zatlačíte.</translation>
    </message>
</context>
<context>
    <name>SokobanStatusBar</name>
    <message>
        <location filename="../../qml/sokoban/SokobanStatusBar.qml" line="+59"/>
        <source>Levels…</source>
        <translation>Bludiště…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a collection and a level (%1)</source>
        <translation>Vybrat sadu a bludiště (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 · Level %2 of %3</source>
        <translation>%1 · Bludiště %2 z %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reverse mode: pull the boxes back to where they start (%1 leaves it)</source>
        <translation>Zpětný režim: táhněte kameny zpět tam, kde začínají (%1 jej ukončí)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>✓ best %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>✓ nejlépe %1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n posun</numerusform>
            <numerusform>%n posuny</numerusform>
            <numerusform>%n posunů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✓ best %1, %2, train push</source>
        <comment>moves, pushes</comment>
        <translation>✓ nejlépe %1, %2, tlačení řady</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>moves</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>tah</numerusform>
            <numerusform>tahy</numerusform>
            <numerusform>tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>pushes</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>posun</numerusform>
            <numerusform>posuny</numerusform>
            <numerusform>posunů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>pulls</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>tažení</numerusform>
            <numerusform>tažení</numerusform>
            <numerusform>tažení</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>boxes on goals</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>kámen na plošince</numerusform>
            <numerusform>kameny na plošinkách</numerusform>
            <numerusform>kamenů na plošinkách</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SokobanToolBar</name>
    <message>
        <location filename="../../qml/sokoban/SokobanToolBar.qml" line="+36"/>
        <location line="+12"/>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Hint</source>
        <translation>Rada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop looking for a hint (%1)</source>
        <translation>Přestat hledat radu (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the next push of a solution from here (%1)</source>
        <translation>Ukázat odsud další posun řešení (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solve</source>
        <translation>Vyřešit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop solving (%1)</source>
        <translation>Zastavit řešení (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Find a solution from here and play it</source>
        <translation>Najít odsud řešení a přehrát ho</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Undo</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (%1, right click)</source>
        <translation>Vrátit poslední tah (%1, pravé tlačítko)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the undone move again (%1)</source>
        <translation>Zopakovat vrácený tah (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restart</source>
        <translation>Od začátku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start; undo brings the moves back (%1, %2)</source>
        <translation>Zpět na začátek; tahy lze vrátit pomocí Zpět (%1, %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reverse</source>
        <translation>Pozpátku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play backwards: pull the boxes from the goals towards their start; where the two meet the level is solved (%1)</source>
        <translation>Hrát pozpátku: táhnout kameny z plošinek k jejich začátku; kde se obě hry setkají, je bludiště vyřešeno (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Previous level</source>
        <translation>Předchozí bludiště</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous level (%1)</source>
        <translation>Předchozí bludiště (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next level</source>
        <translation>Další bludiště</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level (%1)</source>
        <translation>Další bludiště (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open a file, replay, copy and paste</source>
        <translation>Otevřít soubor, přehrát, kopírovat a vložit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open level file…</source>
        <translation>Otevřít soubor s bludišti…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level browser…</source>
        <translation>Přehled bludišť…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay best solution</source>
        <translation>Přehrát nejlepší řešení</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save a snapshot</source>
        <translation>Uložit snímek</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the newest snapshot</source>
        <translation>Zpět na nejnovější snímek</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Snapshots…</source>
        <translation>Snímky…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Optimise solution: fewer pushes</source>
        <translation>Optimalizovat řešení: méně posunů</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Optimise solution: fewer moves</source>
        <translation>Optimalizovat řešení: méně tahů</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Watch the published solution</source>
        <translation>Přehrát zveřejněné řešení</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit this level</source>
        <translation>Upravit toto bludiště</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New level</source>
        <translation>Nové bludiště</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copy level (XSB)</source>
        <translation>Kopírovat bludiště (XSB)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy solution (LURD)</source>
        <translation>Kopírovat řešení (LURD)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste solution or level</source>
        <translation>Vložit řešení nebo bludiště</translation>
    </message>
</context>
<context>
    <name>SolvedOverlay</name>
    <message>
        <location filename="../../qml/sokoban/SolvedOverlay.qml" line="+115"/>
        <source>Solved!</source>
        <translation>Vyřešeno!</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1  ·  %2</source>
        <comment>moves · pushes</comment>
        <translation>%1  ·  %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+28"/>
        <location line="+14"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-42"/>
        <location line="+28"/>
        <location line="+14"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n posun</numerusform>
            <numerusform>%n posuny</numerusform>
            <numerusform>%n posunů</numerusform>
        </translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The published solution: not counted as yours.</source>
        <translation>Zveřejněné řešení: nezapočítává se vám.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pasted solution: not counted as yours.</source>
        <translation>Vložené řešení: nepočítá se jako vaše.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved by the solver: not counted as yours.</source>
        <translation>Vyřešil řešitel: nezapočítává se vám.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First time solved!</source>
        <translation>Poprvé vyřešeno!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New best in moves and pushes!</source>
        <translation>Nový rekord v tazích i posunech!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New best in moves!</source>
        <translation>Nový rekord v tazích!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New best in pushes!</source>
        <translation>Nový rekord v posunech!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your best: %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>Váš rekord: %1, %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Best after optimising: %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>Rekord po optimalizaci: %1, %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That was the last level of %1.</source>
        <translation>To bylo poslední bludiště sady %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replay best</source>
        <translation>Přehrát nejlepší</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Optimise ▾</source>
        <translation>Optimalizovat ▾</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fewer pushes</source>
        <translation>Méně posunů</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fewer moves</source>
        <translation>Méně tahů</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next level  ⏎</source>
        <translation>Další bludiště  ⏎</translation>
    </message>
</context>
<context>
    <name>SquareSizeButtons</name>
    <message>
        <location filename="../../qml/common/SquareSizeButtons.qml" line="+27"/>
        <source>Square:</source>
        <translation>Čtverec:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
</context>
<context>
    <name>StorageNoticeArea</name>
    <message>
        <location filename="../../qml/shell/StorageNoticeArea.qml" line="+86"/>
        <source>Less</source>
        <translation>Méně</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>More</source>
        <translation>Více</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show this notice on one line</source>
        <translation>Zobrazit toto upozornění na jednom řádku</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show all of this notice</source>
        <translation>Zobrazit celé toto upozornění</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Try again</source>
        <translation>Zkusit znovu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close this notice</source>
        <translation>Zavřít toto upozornění</translation>
    </message>
</context>
<context>
    <name>TutorialLessons</name>
    <message>
        <location filename="../../app/services/TutorialLessons.cpp" line="+22"/>
        <source>Walking</source>
        <translation>Chůze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk with the arrow keys or W A S D, or click a floor square to walk straight there. Follow the corridor to the box and push it onto the goal.</source>
        <translation>Choďte šipkami nebo klávesami W A S D, nebo klikněte na pole podlahy a hráč tam dojde sám. Projděte chodbou ke kameni a dotlačte ho na plošinku.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pushing</source>
        <translation>Tlačení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk into a box to push it. You can push only one box at a time and never pull, so step round to the side you want to push from.</source>
        <translation>Kámen posunete tak, že do něj vejdete. Tlačit můžete jen jeden kámen naráz a táhnout ho nejde vůbec, proto ho obejděte na stranu, ze které ho chcete tlačit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goals</source>
        <translation>Plošinky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The level is solved when every box stands on a goal. Any box may go on any goal, and a box on a goal changes colour.</source>
        <translation>Bludiště je vyřešené, když každý kámen stojí na plošince. Kterýkoli kámen smí na kteroukoli plošinku a kámen na plošince změní barvu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corners</source>
        <translation>Rohy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A box pushed into a corner can never move again: unless that corner is a goal, the level can no longer be solved. Look before each push.</source>
        <translation>Kámen zatlačený do rohu se už nikdy nepohne: pokud v tom rohu není plošinka, bludiště už vyřešit nejde. Před každým posunem se rozhlédněte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Along the walls</source>
        <translation>Podél zdí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A box against a wall can only slide along it, since nothing can pull it away. Slide each box to the goal on its own wall, not into the far corner.</source>
        <translation>Kámen u zdi jde posouvat jen podél ní, protože ho od ní nic neodtáhne. Posuňte každý kámen k plošince u jeho zdi, ne až do vzdáleného rohu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo</source>
        <translation>Tahy zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The nearest goal is not always the right one, and a box that looks finished can block another. Made a wrong push? Ctrl+Z, Backspace or a right click undoes a move, Ctrl+Y redoes it and R restarts the level.</source>
        <translation>Nejbližší plošinka není vždy ta pravá a kámen, který vypadá hotově, může zablokovat jiný. Špatný posun? Ctrl+Z, Backspace nebo pravé tlačítko myši vrátí tah, Ctrl+Y ho zopakuje a R začne bludiště znovu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Putting it together</source>
        <translation>Všechno dohromady</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything at once: keep the boxes out of the corners, choose the order, and undo when you get stuck. Which goal has to be filled first?</source>
        <translation>Všechno najednou: nepouštějte kameny do rohů, zvolte pořadí a když uvíznete, vraťte tahy zpět. Kterou plošinku je třeba zaplnit jako první?</translation>
    </message>
</context>
<context>
    <name>UnsavedDataDialog</name>
    <message>
        <location filename="../../qml/shell/UnsavedDataDialog.qml" line="+25"/>
        <source>Some of your data is not saved</source>
        <translation>Část vašich dat není uložena</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>If you quit now, it is lost. Free some space or fix the folder, then try again.</source>
        <translation>Pokud teď skončíte, budou ztracena. Uvolněte místo nebo opravte složku a zkuste to znovu.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Try again</source>
        <translation>Zkusit znovu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quit anyway</source>
        <translation>Přesto ukončit</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
</context>
<context>
    <name>tessera::BoardCellsModel</name>
    <message>
        <location filename="../../app/access/BoardCellsModel.cpp" line="+34"/>
        <source>row %1, column %2: %3</source>
        <extracomment>A board&apos;s cell as a screen reader says it: %1 its row, %2 its column (from 1), %3 what it holds.</extracomment>
        <translation>řádek %1, sloupec %2: %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>row %1: %2</source>
        <extracomment>One row of a board said by a screen reader: %1 its number, %2 its cells in order.</extracomment>
        <translation>řádek %1: %2</translation>
    </message>
</context>
<context>
    <name>tessera::EditorBoardModel</name>
    <message>
        <location filename="../../editor/EditorBoardModel.cpp" line="+90"/>
        <source>player, on a goal</source>
        <translation>hráč, na cíli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>player</source>
        <translation>hráč</translation>
    </message>
</context>
<context>
    <name>tessera::EditorGenerator</name>
    <message>
        <location filename="../../editor/EditorGenerator.cpp" line="+45"/>
        <source>There is no level to generate on.</source>
        <translation>Není žádné bludiště, na kterém generovat.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Place goals first: the boxes are placed for them.</source>
        <translation>Nejdřív umístěte plošinky: kameny se rozmisťují pro ně.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the walls first: the level is open.</source>
        <translation>Nejdřív uzavřete zdi: bludiště je otevřené.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave some floor free beside the goals for the player.</source>
        <translation>Nechte vedle plošinek volnou podlahu pro hráče.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No level could be proven solvable in time: give it more time.</source>
        <translation>Včas se nepodařilo prokázat řešitelnost žádného bludiště: dejte mu víc času.</translation>
    </message>
</context>
<context>
    <name>tessera::FifteenRecords</name>
    <message>
        <location filename="../../app/services/FifteenRecords.cpp" line="+42"/>
        <source>it is not a Tessera Fifteen records file</source>
        <translation>nejde o soubor s rekordy Patnáctky z Tessery</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the records of %1 are not an object</source>
        <translation>rekordy pro %1 nejsou objekt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the best moves of %1 are not a whole number of at least 1</source>
        <translation>nejmenší počet tahů pro %1 není celé číslo alespoň 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the best time of %1 is not a whole number of milliseconds</source>
        <translation>nejlepší čas pro %1 není celé číslo v milisekundách</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the solved count of %1 is not a whole number of at least 1</source>
        <translation>počet vyřešených her pro %1 není celé číslo alespoň 1</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Fifteen records file</source>
        <translation>soubor s rekordy Patnáctky</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The Fifteen records were not saved: %1</source>
        <translation>Rekordy Patnáctky nebyly uloženy: %1</translation>
    </message>
</context>
<context>
    <name>tessera::FifteenSession</name>
    <message>
        <location filename="../../app/models/FifteenSession.cpp" line="+59"/>
        <source>%1, time %2</source>
        <extracomment>After each Fifteen move, for a screen reader: %1 the moves (&quot;12 moves&quot;), %2 the time.</extracomment>
        <translation>%1, čas %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+108"/>
        <source>The position is not valid: %1.</source>
        <translation>Pozice není platná: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board is %1x%2; the app plays sizes from %3 to %4 on each side.</source>
        <translation>Deska má rozměr %1x%2; aplikace hraje velikosti od %3 do %4 na každé straně.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The position is already solved.</source>
        <translation>Pozice už je vyřešená.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The position cannot be solved: its tiles are an odd permutation away from the solved order.</source>
        <translation>Pozici nelze vyřešit: kostky jsou od vyřešeného pořadí vzdáleny o lichou permutaci.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>it was already solved</source>
        <translation>už byla vyřešená</translation>
    </message>
    <message>
        <location filename="../../app/models/FifteenSession.h" line="+231"/>
        <source>empty</source>
        <translation>prázdné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile %1</source>
        <extracomment>A tile of the Fifteen board for a screen reader: %1 its number or letter.</extracomment>
        <translation>kostka %1</translation>
    </message>
</context>
<context>
    <name>tessera::FifteenTables</name>
    <message>
        <location filename="../../app/services/FifteenTables.cpp" line="+134"/>
        <source>The solver&apos;s saved tables were damaged (%1) and have been rebuilt.</source>
        <translation>Uložené tabulky řešitele byly poškozené (%1) a byly znovu sestaveny.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The solver&apos;s tables could not be saved, so they will be built again next time: %1</source>
        <translation>Tabulky řešitele nešlo uložit, proto se příště sestaví znovu: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The solver&apos;s tables could not be built (%1): hints are not always the shortest.</source>
        <translation>Tabulky řešitele nešlo sestavit (%1): rady nemusí být vždy nejkratší.</translation>
    </message>
</context>
<context>
    <name>tessera::Game2048Scores</name>
    <message>
        <location filename="../../app/services/Game2048Scores.cpp" line="+60"/>
        <source>it is not a Tessera 2048 scores file</source>
        <translation>nejde o soubor se skóre 2048 z Tessery</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the scores of %1 are not an object</source>
        <translation>výsledky pro %1 nejsou objekt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the best score of %1 is not a whole number of at least 0</source>
        <translation>nejlepší skóre pro %1 není celé číslo alespoň 0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the high-score table of %1 is not a list</source>
        <translation>tabulka nejlepších výsledků pro %1 není seznam</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>entry %1 of the %2 table</source>
        <translation>záznam %1 tabulky %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not an object</source>
        <translation>%1 není objekt</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>the high-score table of %1 has %n entries, more than %2</source>
        <translation>
            <numerusform>tabulka nejlepších výsledků pro %1 má %n záznam, víc než %2</numerusform>
            <numerusform>tabulka nejlepších výsledků pro %1 má %n záznamy, víc než %2</numerusform>
            <numerusform>tabulka nejlepších výsledků pro %1 má %n záznamů, víc než %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 has no name, or one longer than %n characters</source>
        <translation>
            <numerusform>%1 nemá jméno, nebo je jméno delší než %n znak</numerusform>
            <numerusform>%1 nemá jméno, nebo je jméno delší než %n znaky</numerusform>
            <numerusform>%1 nemá jméno, nebo je jméno delší než %n znaků</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the score of %1 is not a whole number of at least 1</source>
        <translation>skóre pro %1 není celé číslo alespoň 1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the highest tile of %1 is not a tile value (2, 4, 8...)</source>
        <translation>nejvyšší kostka pro %1 není hodnota kostky (2, 4, 8...)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the date of %1 is not an ISO 8601 date and time</source>
        <translation>datum pro %1 není datum a čas podle ISO 8601</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game of %1 is not text</source>
        <translation>hra pro %1 není text</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>2048 scores file</source>
        <translation>soubor se skóre 2048</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>The 2048 scores were not saved: %1</source>
        <translation>Výsledky 2048 nebyly uloženy: %1</translation>
    </message>
</context>
<context>
    <name>tessera::Game2048Session</name>
    <message>
        <location filename="../../app/models/Game2048Session.cpp" line="+44"/>
        <source>Score %1, best %2</source>
        <extracomment>After each 2048 move, for a screen reader: %1 the score, %2 the best score.</extracomment>
        <translation>Skóre %1, nejlepší %2</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>The board is not valid: %1</source>
        <translation>Deska není platná: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board has %1 and %2; the app plays sizes from %3 to %4 on each side.</source>
        <translation>Deska má %1 a %2; aplikace hraje velikosti od %3 do %4 na každé straně.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+209"/>
        <source>%n rows</source>
        <translation>
            <numerusform>%n řádek</numerusform>
            <numerusform>%n řádky</numerusform>
            <numerusform>%n řádků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-209"/>
        <location line="+209"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n sloupec</numerusform>
            <numerusform>%n sloupce</numerusform>
            <numerusform>%n sloupců</numerusform>
        </translation>
    </message>
    <message>
        <location line="-205"/>
        <source>The seed must be a whole number from 0.</source>
        <translation>Semínko musí být celé číslo od 0.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score must be a whole number from 0.</source>
        <translation>Skóre musí být celé číslo od 0.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Keep going or start a new game first</source>
        <translation>Nejdřív hrajte dál, nebo začněte novou hru</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the last %n moves can be undone</source>
        <translation>
            <numerusform>Vrátit lze jen poslední %n tah</numerusform>
            <numerusform>Vrátit lze jen poslední %n tahy</numerusform>
            <numerusform>Vrátit lze jen posledních %n tahů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to undo yet</source>
        <translation>Zatím není co vrátit</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>it is not a saved 2048 game</source>
        <translation>nejde o uloženou hru 2048</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is not a saved 2048 game of this version</source>
        <translation>nejde o uloženou hru 2048 této verze</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the game is missing</source>
        <translation>hra chybí</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>its board has %1 and %2</source>
        <translation>její deska má %1 a %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it was already over</source>
        <translation>už skončila</translation>
    </message>
    <message>
        <location filename="../../app/models/Game2048Session.h" line="+212"/>
        <source>empty</source>
        <translation>prázdné</translation>
    </message>
</context>
<context>
    <name>tessera::GameSession</name>
    <message>
        <location filename="../../app/models/GameSession.cpp" line="+48"/>
        <source>Your unfinished game could not be restored (%1). A new game was started.</source>
        <translation>Vaši rozehranou hru nešlo obnovit (%1). Byla zahájena nová hra.</translation>
    </message>
</context>
<context>
    <name>tessera::GameSpeech</name>
    <message>
        <location filename="../../app/access/GameSpeech.cpp" line="+23"/>
        <source>Box pushed</source>
        <translation>Bedna posunuta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Box on a goal</source>
        <translation>Bedna na cíli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Box off its goal</source>
        <translation>Bedna sesunuta z cíle</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Blocked</source>
        <translation>Nelze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move undone</source>
        <translation>Tah vrácen</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Merged into %1, %n points</source>
        <extracomment>A 2048 merge for a screen reader: %1 the largest tile made, %n the points it scored.</extracomment>
        <translation>
            <numerusform>Spojeno v %1, %n bod</numerusform>
            <numerusform>Spojeno v %1, %n body</numerusform>
            <numerusform>Spojeno v %1, %n bodů</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level solved!</source>
        <translation>Bludiště vyřešeno!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You made 2048!</source>
        <translation>Máte 2048!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle solved!</source>
        <translation>Hlavolam vyřešen!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move left: game over</source>
        <translation>Žádný tah nezbývá: konec hry</translation>
    </message>
</context>
<context>
    <name>tessera::GamepadInput</name>
    <message>
        <location filename="../../app/input/GamepadInput.cpp" line="+253"/>
        <source>Game controller</source>
        <translation>Herní ovladač</translation>
    </message>
</context>
<context>
    <name>tessera::KeyBindings</name>
    <message>
        <location filename="../../app/input/KeyBindings.cpp" line="+276"/>
        <source>Press a key, with Ctrl or Shift if you like: a modifier alone cannot be one, and Alt and Meta belong to the menus.</source>
        <translation>Stiskněte klávesu, případně s Ctrl nebo Shift: samotný modifikátor klávesou být nemůže a Alt a Meta patří nabídkám.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Esc and Tab move through the dialogs: they cannot be chosen.</source>
        <translation>Esc a Tab slouží k pohybu v dialozích: nelze je zvolit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already the key of “%2” (%3). Choose another key, or give that one another key first.</source>
        <translation>%1 už je klávesou akce „%2“ (%3). Zvolte jinou klávesu, nebo nejprve dejte té akci jinou.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is now the key of “%2” (%3): give that one another key first.</source>
        <translation>%1 je teď klávesou akce „%2“ (%3): nejprve dejte té akci jinou klávesu.</translation>
    </message>
</context>
<context>
    <name>tessera::LevelEditorSession</name>
    <message>
        <location filename="../../editor/LevelEditorSession.cpp" line="+94"/>
        <source>A level is 3 to 128 cells wide and high.</source>
        <translation>Bludiště má na šířku i na výšku 3 až 128 políček.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+42"/>
        <source>There is no level library to open %1 from.</source>
        <translation>Není k dispozici knihovna bludišť, ze které by šlo otevřít %1.</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>%1 has no level %2.</source>
        <translation>%1 nemá bludiště %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such level collection.</source>
        <translation>Taková sada bludišť neexistuje.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+389"/>
        <source>%1, level %2</source>
        <translation>%1, bludiště %2</translation>
    </message>
    <message>
        <location line="-356"/>
        <source>%1 cannot be read.</source>
        <translation>%1 nelze přečíst.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>A level is 1 to 128 cells wide and high.</source>
        <translation>Bludiště má na šířku i na výšku 1 až 128 políček.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing to trim: every edge row and column is in use.</source>
        <translation>Není co oříznout: každý okrajový řádek i sloupec se používá.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Normalise needs exactly one player: it keeps what the player can reach.</source>
        <translation>Normalizace potřebuje právě jednoho hráče: ponechá to, kam hráč dojde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The level is already normal.</source>
        <translation>Bludiště už je normalizované.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Level copied as XSB text</source>
        <translation>Bludiště zkopírováno jako text XSB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The clipboard holds no level (XSB text).</source>
        <translation>Schránka neobsahuje žádné bludiště (text XSB).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pasted level is empty or too large.</source>
        <translation>Vložené bludiště je prázdné nebo příliš velké.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Pasted the first of %n levels</source>
        <translation>
            <numerusform>Vloženo první z %n bludiště</numerusform>
            <numerusform>Vloženo první z %n bludišť</numerusform>
            <numerusform>Vloženo první z %n bludišť</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level pasted</source>
        <translation>Bludiště vloženo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Generated level placed: Undo takes it back.</source>
        <translation>Vygenerované bludiště vloženo: Zpět jej vrátí.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Saved: %1</source>
        <translation>Uloženo: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved: %1 (it cannot be played yet)</source>
        <translation>Uloženo: %1 (zatím ho nelze hrát)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+16"/>
        <source>There is no level library to save into.</source>
        <translation>Není k dispozici knihovna bludišť, do které by šlo ukládat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No file name was given.</source>
        <translation>Nebyl zadán název souboru.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>level</source>
        <translation>bludiště</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Test play</source>
        <translation>Zkušební hra</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>New level for %1</source>
        <translation>Nové bludiště pro %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy of %1</source>
        <translation>Kopie %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New level</source>
        <translation>Nové bludiště</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save in place: %1</source>
        <translation>Uložit na původní místo: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save: add it to %1</source>
        <translation>Uložit: přidat do %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save: add it to My levels</source>
        <translation>Uložit: přidat do sady Moje bludiště</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>My levels (%1) cannot be read (%2). Save cannot add this level to it; Save as… keeps it in another file.</source>
        <translation>Moje bludiště (%1) nelze přečíst (%2). Uložit do nich toto bludiště nepřidá; Uložit jako… ho uloží do jiného souboru.</translation>
    </message>
</context>
<context>
    <name>tessera::ResumeState</name>
    <message>
        <location filename="../../app/services/ResumeState.cpp" line="+48"/>
        <source>it is not a Tessera session file</source>
        <translation>nejde o soubor relace Tessery</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;sokoban&quot; is not an object</source>
        <translation>&quot;sokoban&quot; není objekt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;games&quot; is not an object</source>
        <translation>&quot;games&quot; není objekt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>session file</source>
        <translation>soubor relace</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Session file %1: the Sokoban position has bad fields; it is ignored.</source>
        <translation>Soubor relace %1: pozice Sokobanu má chybné údaje; ignoruje se.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Session file %1: the state of %2 is not a string; it is ignored.</source>
        <translation>Soubor relace %1: stav %2 není řetězec; ignoruje se.</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanAssistant</name>
    <message>
        <location filename="../../app/models/SokobanAssistant.cpp" line="+156"/>
        <source>left</source>
        <translation>doleva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up</source>
        <translation>nahoru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>doprava</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>down</source>
        <translation>dolů</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Solved in %n pushes from here by the standard rules, one box a push</source>
        <translation>
            <numerusform>Odsud vyřešeno na %n posun podle standardních pravidel, jeden kámen na posun</numerusform>
            <numerusform>Odsud vyřešeno na %n posuny podle standardních pravidel, jeden kámen na posun</numerusform>
            <numerusform>Odsud vyřešeno na %n posunů podle standardních pravidel, jeden kámen na posun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Solved in %n pushes from here</source>
        <translation>
            <numerusform>Odsud vyřešeno na %n posun</numerusform>
            <numerusform>Odsud vyřešeno na %n posuny</numerusform>
            <numerusform>Odsud vyřešeno na %n posunů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Found a solution from here: %n pushes.</source>
        <translation>
            <numerusform>Odsud nalezeno řešení: %n posun.</numerusform>
            <numerusform>Odsud nalezeno řešení: %n posuny.</numerusform>
            <numerusform>Odsud nalezeno řešení: %n posunů.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Push the marked box %1 (%n pushes to go by the standard rules, one box a push).</source>
        <translation>
            <numerusform>Posuňte označený kámen %1 (zbývá %n posun podle standardních pravidel, jeden kámen na posun).</numerusform>
            <numerusform>Posuňte označený kámen %1 (zbývají %n posuny podle standardních pravidel, jeden kámen na posun).</numerusform>
            <numerusform>Posuňte označený kámen %1 (zbývá %n posunů podle standardních pravidel, jeden kámen na posun).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Push the marked box %1 (%n pushes to go).</source>
        <translation>
            <numerusform>Posuňte označený kámen %1: tím je bludiště vyřešené.</numerusform>
            <numerusform>Posuňte označený kámen %1 (zbývají %n posuny).</numerusform>
            <numerusform>Posuňte označený kámen %1 (zbývá %n posunů).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1: %n undos get back to a position they can solve</source>
        <translation>
            <numerusform>%1: do pozice, kterou vyřeší, vás vrátí %n tah zpět</numerusform>
            <numerusform>%1: do pozice, kterou vyřeší, vás vrátí %n tahy zpět</numerusform>
            <numerusform>%1: do pozice, kterou vyřeší, vás vrátí %n tahů zpět</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By the standard rules this level cannot be solved, even from its start: its best solution was made with train push.</source>
        <translation>Podle standardních pravidel toto bludiště nelze vyřešit ani od začátku: jeho nejlepší řešení vzniklo s tlačením celé řady kamenů.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n undos get back to a solvable position.</source>
        <translation>
            <numerusform>%1: do řešitelné pozice vás vrátí %n tah zpět.</numerusform>
            <numerusform>%1: do řešitelné pozice vás vrátí %n tahy zpět.</numerusform>
            <numerusform>%1: do řešitelné pozice vás vrátí %n tahů zpět.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>By the standard rules (one box a push): %1. Train push is on, and with it this may still be solved.</source>
        <translation>Podle standardních pravidel (jeden kámen na posun): %1. Tlačení celé řady kamenů je zapnuté a s ním to ještě může jít vyřešit.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>This position cannot be solved: %1</source>
        <translation>Tuto pozici nelze vyřešit: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No solution found: %1</source>
        <translation>Řešení nenalezeno: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+9"/>
        <source>This position can no longer be solved</source>
        <translation>Tuto pozici už nelze vyřešit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This level cannot be solved, even from its start.</source>
        <translation>Toto bludiště nelze vyřešit ani od začátku.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1. Undo to get back to a solvable position.</source>
        <translation>%1. Vraťte tahy zpět do řešitelné pozice.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hint: %1</source>
        <translation>Žádná rada: %1</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanBoardModel</name>
    <message>
        <location filename="../../app/models/SokobanBoardModel.cpp" line="+106"/>
        <source>outside</source>
        <translation>venku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wall</source>
        <translation>zeď</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you, on a goal</source>
        <translation>vy, na cíli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>you</source>
        <translation>vy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>box on a goal</source>
        <translation>bedna na cíli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>box</source>
        <translation>bedna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>goal</source>
        <translation>cíl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>floor</source>
        <translation>podlaha</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, dead square</source>
        <extracomment>A cell from which no box can reach a goal: %1 is what it holds (&quot;floor&quot;).</extracomment>
        <translation>%1, mrtvé pole</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanOptimiser</name>
    <message>
        <location filename="../../app/models/SokobanOptimiser.cpp" line="+49"/>
        <source>There is no level to optimise a solution of.</source>
        <translation>Není tu žádné bludiště, jehož řešení by šlo optimalizovat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Only solutions by the standard rules can be optimised.</source>
        <translation>Optimalizovat lze jen řešení podle standardních pravidel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solve the level first: the optimiser shortens your own solution.</source>
        <translation>Nejdřív bludiště vyřešte: optimalizace zkracuje vaše vlastní řešení.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Optimising...</source>
        <translation>Optimalizace...</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Optimising: %Ln positions, %1 s</source>
        <translation>
            <numerusform>Optimalizace: %Ln pozice, %1 s</numerusform>
            <numerusform>Optimalizace: %Ln pozice, %1 s</numerusform>
            <numerusform>Optimalizace: %Ln pozic, %1 s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That solution does not solve this level: nothing to optimise.</source>
        <translation>Toto řešení bludiště nevyřeší: není co optimalizovat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Optimising stopped: no shorter solution found so far.</source>
        <translation>Optimalizace zastavena: zatím nenalezeno kratší řešení.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shorter solution found.</source>
        <translation>Kratší řešení nenalezeno.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 → %2 moves, %3 → %4 pushes</source>
        <translation>tahy %1 → %2, posuny %3 → %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Optimised: %1. Kept as your best (optimised).</source>
        <translation>Optimalizováno: %1. Uloženo jako váš rekord (optimalizovaný).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimised: %1. Your best is shorter still.</source>
        <translation>Optimalizováno: %1. Váš rekord je ještě kratší.</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanReplay</name>
    <message>
        <location filename="../../app/models/SokobanReplay.cpp" line="+61"/>
        <source>This level cannot be played, so nothing can be replayed on it.</source>
        <translation>Toto bludiště nelze hrát, takže v něm nelze nic přehrát.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>No solution of this level to replay yet.</source>
        <translation>Zatím není k dispozici žádné řešení tohoto bludiště k přehrání.</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+38"/>
        <source>The solution does not fit this level at move %1.</source>
        <translation>Řešení nesedí na toto bludiště u tahu %1.</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSession</name>
    <message>
        <location filename="../../app/models/SokobanSession.cpp" line="+92"/>
        <source>This level cannot be played.</source>
        <translation>Toto bludiště nelze hrát.</translation>
    </message>
    <message>
        <location filename="../../app/models/SokobanSessionLevels.cpp" line="+18"/>
        <source>There is no such level collection.</source>
        <translation>Taková sada bludišť neexistuje.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 holds no level.</source>
        <translation>%1 neobsahuje žádné bludiště.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no level %2.</source>
        <translation>%1 nemá bludiště %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There is no level library to open %1 from.</source>
        <translation>Není k dispozici knihovna bludišť, ze které by šlo otevřít %1.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Only files on this computer can be opened: %1</source>
        <translation>Otevřít lze jen soubory v tomto počítači: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../app/models/SokobanSessionText.cpp" line="+97"/>
        <source>Pasted level</source>
        <translation>Vložené bludiště</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The text holds no Sokoban level.</source>
        <translation>Text neobsahuje žádné bludiště Sokobanu.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The level you played last is no longer in the level library.</source>
        <translation>Bludiště, které jste hráli naposledy, už v knihovně bludišť není.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&quot;%1&quot; was removed from the level library.</source>
        <translation>„%1“ byla odebrána z knihovny bludišť.</translation>
    </message>
    <message>
        <location filename="../../app/models/SokobanSessionText.cpp" line="-35"/>
        <source>There is no level to copy.</source>
        <translation>Žádné bludiště ke kopírování.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level copied as XSB</source>
        <translation>Bludiště zkopírováno jako XSB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No moves to copy yet.</source>
        <translation>Zatím nejsou žádné tahy ke kopírování.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves copied as LURD</source>
        <translation>Tahy zkopírovány jako LURD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best solution copied as LURD</source>
        <translation>Nejlepší řešení zkopírováno jako LURD</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The clipboard holds neither a Sokoban level nor a solution.</source>
        <translation>Schránka neobsahuje bludiště Sokobanu ani řešení.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, %2, %3</source>
        <extracomment>After each Sokoban move, for a screen reader: %1 &quot;12 moves&quot;, %2 &quot;3 pushes&quot;, %3 the boxes on goals (&quot;1 of 3 boxes on goals&quot;).</extracomment>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n tah</numerusform>
            <numerusform>%n tahy</numerusform>
            <numerusform>%n tahů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n posun</numerusform>
            <numerusform>%n posuny</numerusform>
            <numerusform>%n posunů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n boxes on goals</source>
        <translation>
            <numerusform>%1 z %n bedny na cíli</numerusform>
            <numerusform>%1 ze %n beden na cílech</numerusform>
            <numerusform>%1 z %n beden na cílech</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>left</source>
        <translation>vlevo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>up</source>
        <translation>nahoře</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right</source>
        <translation>vpravo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>down</source>
        <translation>dole</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <extracomment>What the player has beside them: %1 a thing (&quot;wall&quot;), %2 a way (&quot;left&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 %n cells %2</source>
        <extracomment>What the player has further away: %1 a thing (&quot;goal&quot;), %n how many cells away, %2 a way (&quot;up&quot;).</extracomment>
        <translation>
            <numerusform>%1 %n pole %2</numerusform>
            <numerusform>%1 %n pole %2</numerusform>
            <numerusform>%1 %n polí %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>wall</source>
        <translation>zeď</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>outside</source>
        <translation>venku</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>box on a goal</source>
        <translation>bedna na cíli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>box</source>
        <translation>bedna</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>goal</source>
        <translation>cíl</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSnapshots</name>
    <message>
        <location filename="../../app/models/SokobanSnapshots.cpp" line="+27"/>
        <source>snapshot file</source>
        <translation>soubor snímků</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not a Tessera snapshot file</source>
        <translation>není to soubor snímků Tessery</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Snapshots cannot be saved: %1</source>
        <translation>Snímky nelze uložit: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Snapshots could not be saved: %1</source>
        <translation>Snímky se nepodařilo uložit: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>There is no position to save here.</source>
        <translation>Tady není žádná pozice k uložení.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Snapshots keep forward play: leave reverse mode (B) to save one.</source>
        <translation>Snímky ukládají hru vpřed: pro uložení opusťte zpětný režim (B).</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Snapshot %1</source>
        <translation>Snímek %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Saved &quot;%1&quot; (%n moves)</source>
        <translation>
            <numerusform>Uloženo „%1“ (%n tah)</numerusform>
            <numerusform>Uloženo „%1“ (%n tahy)</numerusform>
            <numerusform>Uloženo „%1“ (%n tahů)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>its move %1 is not a move</source>
        <translation>jeho tah %1 není tah</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its move %1 cannot be played on this level</source>
        <translation>jeho tah %1 nelze v tomto bludišti zahrát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its moves lead to another position on this level</source>
        <translation>jeho tahy vedou v tomto bludišti k jiné pozici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the level cannot be played</source>
        <translation>bludiště nelze hrát</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;%1&quot; was made with train push: turn it on in Settings to restore it.</source>
        <translation>„%1“ vznikl s tlačením celé řady kamenů: pro obnovení je zapněte v Nastavení.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; does not fit this level any more: %2.</source>
        <translation>„%1“ už k tomuto bludišti nepasuje: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Back to &quot;%1&quot;</source>
        <translation>Zpět na „%1“</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No snapshot of this level yet: F5 saves one.</source>
        <translation>Toto bludiště zatím nemá žádný snímek: F5 jej uloží.</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSolverRunner</name>
    <message>
        <location filename="../../app/models/SokobanSolverRunner.cpp" line="+84"/>
        <source>Searching...</source>
        <translation>Hledám...</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%Ln positions, %1 s</source>
        <translation>
            <numerusform>%Ln pozice, %1 s</numerusform>
            <numerusform>%Ln pozice, %1 s</numerusform>
            <numerusform>%Ln pozic, %1 s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No sequence of pushes solves this position</source>
        <translation>Tuto pozici nevyřeší žádná posloupnost posunů</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not decided within %1 s</source>
        <translation>Nerozhodnuto do %1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>Zrušeno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not decided within the memory limit</source>
        <translation>V rámci limitu paměti nerozhodnuto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The level cannot be played</source>
        <translation>Bludiště nelze hrát</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A box is stuck in a corner</source>
        <translation>Kámen uvízl v rohu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A box is on a square from which it can never reach a goal</source>
        <translation>Kámen stojí na políčku, ze kterého se nikdy nedostane na plošinku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boxes are jammed in a square block</source>
        <translation>Kameny se zasekly ve čtvercovém bloku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boxes are frozen where they can never move again</source>
        <translation>Kameny zamrzly tam, kde se už nikdy nepohnou</translation>
    </message>
</context>
<context>
    <name>tessera::StorageNotices</name>
    <message>
        <location filename="../../app/services/StorageNotices.cpp" line="+279"/>
        <source>Your settings cannot be saved in %1.</source>
        <translation>Vaše nastavení nelze uložit do %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your settings file %1 is damaged; Tessera started with the settings it could read.</source>
        <translation>Soubor s nastavením %1 je poškozený; Tessera se spustila s nastavením, které dokázala přečíst.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The solver still works; it may be slower until the tables are ready.</source>
        <translation>Řešitel dál funguje; dokud nebudou tabulky připravené, může být pomalejší.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything else works as usual.</source>
        <translation>Vše ostatní funguje jako obvykle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can keep playing: solved levels are kept until Tessera closes, and saved as soon as the folder can be written again.</source>
        <translation>Můžete hrát dál: vyřešená bludiště se uchovají do zavření Tessery a uloží se, jakmile bude možné do složky znovu zapisovat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can keep playing; Tessera may not reopen where you left off.</source>
        <translation>Můžete hrát dál; Tessera se možná neotevře tam, kde jste skončili.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can keep playing: scores are kept until Tessera closes, and saved as soon as the folder can be written again.</source>
        <translation>Můžete hrát dál: výsledky se uchovají do zavření Tessery a uloží se, jakmile bude možné do složky znovu zapisovat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can keep playing: records are kept until Tessera closes, and saved as soon as the folder can be written again.</source>
        <translation>Můžete hrát dál: rekordy se uchovají do zavření Tessery a uloží se, jakmile bude možné do složky znovu zapisovat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your levels are still open; nothing was half-written.</source>
        <translation>Vaše bludiště jsou stále otevřená; nic nebylo zapsáno napůl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changes apply until Tessera closes.</source>
        <translation>Změny platí do zavření Tessery.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver still works; the tables are built again next time.</source>
        <translation>Řešitel dál funguje; tabulky se příště sestaví znovu.</translation>
    </message>
</context>
</TS>
