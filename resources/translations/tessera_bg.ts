<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../qml/shell/AboutDialog.qml" line="+19"/>
        <source>About Tessera</source>
        <translation>За Tessera</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Version %1</source>
        <translation>Версия %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sokoban, 2048 and the Fifteen puzzle in one desktop app.</source>
        <translation>Сокобан, 2048 и пъзелът „Петнайсет“ в едно настолно приложение.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Credits</source>
        <translation>Благодарности</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Microban&lt;/b&gt;: 155 levels by David W. Skinner, freely distributable with credit to the author.</source>
        <translation>&lt;b&gt;Microban&lt;/b&gt;: 155 нива от David W. Skinner, свободни за разпространение с посочване на автора.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;XSokoban&lt;/b&gt;: the 90 classic levels as distributed with XSokoban, in the public domain; original designs by Hiroyuki Imabayashi, Thinking Rabbit, 1982.</source>
        <translation>&lt;b&gt;XSokoban&lt;/b&gt;: 90-те класически нива, разпространявани с XSokoban, обществено достояние; оригинален дизайн от Хироюки Имабаяши, Thinking Rabbit, 1982 г.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;2048&lt;/b&gt;: after the original game by Gabriele Cirulli.</source>
        <translation>&lt;b&gt;2048&lt;/b&gt;: по оригиналната игра на Габриеле Чирули.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;Qt&lt;/b&gt; %1: the toolkit Tessera is built with, by The Qt Company and the Qt Project, used under the GNU LGPL v3.</source>
        <translation>&lt;b&gt;Qt&lt;/b&gt; %1: библиотеката, с която е създадена Tessera, от The Qt Company и Qt Project, използвана при условията на GNU LGPL v3.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;Translations&lt;/b&gt;: Čeština, 中文, Български and Polski by the Tessera translators; the standard buttons and file dialog in Qt&apos;s own translations.</source>
        <translation>&lt;b&gt;Преводи&lt;/b&gt;: Čeština, 中文, Български и Polski – преводачите на проекта Tessera; стандартните бутони и прозорецът за файлове – от преводите на самата Qt.</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>translator-credits</source>
        <comment>This translation&apos;s credit in the About box: who translated it. Not shown in English.</comment>
        <translation>На български превел екипът преводачи на проекта Tessera.</translation>
    </message>
</context>
<context>
    <name>ActionTable</name>
    <message>
        <location filename="../../app/input/InputActionRows.cpp" line="+111"/>
        <source>Help: how to play and every control</source>
        <translation>Помощ: как се играе и всички контроли</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>Go to the home screen</source>
        <translation>Към началния екран</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Play Sokoban</source>
        <translation>Играй Сокобан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play 2048</source>
        <translation>Играй 2048</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play Fifteen</source>
        <translation>Играй Петнайсет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sokoban level browser</source>
        <translation>Преглед на нивата за Сокобан</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Sokoban level file</source>
        <translation>Отваряне на файл с нива за Сокобан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sokoban level editor</source>
        <translation>Редактор на нива за Сокобан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>Изход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound off or on</source>
        <translation>Включване или изключване на звука</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go home from a game (where Esc has no other use)</source>
        <translation>Към началния екран от игра (където Esc няма друга употреба)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The mouse&apos;s back button</source>
        <translation>Бутонът „назад“ на мишката</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move the focus or the highlight left</source>
        <translation>Преместване на фокуса или маркировката наляво</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus or the highlight up</source>
        <translation>Преместване на фокуса или маркировката нагоре</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus or the highlight right</source>
        <translation>Преместване на фокуса или маркировката надясно</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus or the highlight down</source>
        <translation>Преместване на фокуса или маркировката надолу</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Press the button or open what is highlighted</source>
        <translation>Натискане на бутона или отваряне на маркираното</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the dialog or go back</source>
        <translation>Затваряне на диалога или връщане назад</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+217"/>
        <source>Walk or push left</source>
        <translation>Ход или бутане наляво</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+217"/>
        <source>Walk or push up</source>
        <translation>Ход или бутане нагоре</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+217"/>
        <source>Walk or push right</source>
        <translation>Ход или бутане надясно</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+217"/>
        <source>Walk or push down</source>
        <translation>Ход или бутане надолу</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+180"/>
        <location line="+37"/>
        <source>Undo</source>
        <translation>Отмени</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>Right click</source>
        <translation>Десен бутон</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+119"/>
        <location line="+58"/>
        <location line="+37"/>
        <source>Redo</source>
        <translation>Повтори</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Wheel up (away from you)</source>
        <translation>Колелце нагоре (от вас)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wheel down (toward you)</source>
        <translation>Колелце надолу (към вас)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart the level (undoable)</source>
        <translation>Започване на нивото отначало (може да се отмени)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reverse mode on or off: pull the boxes from the goals back to their start</source>
        <translation>Обратен режим вкл. или изкл.: дърпане на кутиите от целите обратно към началото им</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop a search, put the hint away, end a replay, let go of a box, or restart</source>
        <translation>Спиране на търсене, скриване на подсказката, край на повторение, пускане на кутия или започване отначало</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play a solution the solver found, or the next level once this one is solved</source>
        <translation>Пускане на решение, намерено от решателя, или следващото ниво, след като това е решено</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level</source>
        <translation>Следващо ниво</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous level</source>
        <translation>Предишно ниво</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: show the next push of a solution</source>
        <translation>Подсказка: показване на следващото бутане от решение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play or pause a replay</source>
        <translation>Пускане или пауза на повторение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a snapshot of the position</source>
        <translation>Запазване на моментна снимка на позицията</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the newest snapshot (undoable)</source>
        <translation>Връщане към най-новата снимка (може да се отмени)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The level&apos;s menu: snapshots, optimise your solution, replays, files</source>
        <translation>Менюто на нивото: снимки, оптимизиране на решението, повторения, файлове</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show or hide the snapshots of the level</source>
        <translation>Показване или скриване на снимките на нивото</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Optimise your solution: fewer pushes (Esc stops)</source>
        <translation>Оптимизиране на решението ви: по-малко бутания (Esc спира)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optimise your solution: fewer moves</source>
        <translation>Оптимизиране на решението ви: по-малко ходове</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the solution (LURD)</source>
        <translation>Копиране на решението (LURD)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+126"/>
        <source>Copy the level (XSB)</source>
        <translation>Копиране на нивото (XSB)</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Paste a solution to replay or a level to open</source>
        <translation>Поставяне на решение за повторение или на ниво за отваряне</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say what is around you (walls, boxes, goals), for a screen reader</source>
        <translation>Казва какво има около вас (стени, кутии, цели), за екранен четец</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Walk to a cell</source>
        <translation>Отиване до клетка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the cell</source>
        <translation>Щракнете върху клетката</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Push a box to a cell</source>
        <translation>Бутане на кутия до клетка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the box, then a highlighted cell</source>
        <translation>Щракнете върху кутията, после върху маркирана клетка</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slide the tiles left</source>
        <translation>Плъзгане на плочките наляво</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles up</source>
        <translation>Плъзгане на плочките нагоре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles right</source>
        <translation>Плъзгане на плочките надясно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles down</source>
        <translation>Плъзгане на плочките надолу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo (up to three moves)</source>
        <translation>Отмяна (до три хода)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+34"/>
        <source>New game (asks first during a game)</source>
        <translation>Нова игра (с потвърждение по време на игра)</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+37"/>
        <source>Say the board row by row, for a screen reader</source>
        <translation>Прочита дъската ред по ред, за екранен четец</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Hint: the AI&apos;s move</source>
        <translation>Подсказка: ходът на ИИ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Autoplay (any key stops it)</source>
        <translation>Автоигра (всеки клавиш я спира)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep going after 2048, or a new game once it is over</source>
        <translation>Продължаване след 2048 или нова игра, когато тя приключи</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slide the tiles</source>
        <translation>Плъзгане на плочките</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swipe the board</source>
        <translation>Плъзнете по дъската</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Slide the tile right of the gap left</source>
        <translation>Плъзгане наляво на плочката вдясно от празното място</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tile below the gap up</source>
        <translation>Плъзгане нагоре на плочката под празното място</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tile left of the gap right</source>
        <translation>Плъзгане надясно на плочката вляво от празното място</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tile above the gap down</source>
        <translation>Плъзгане надолу на плочката над празното място</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo (counts as a move)</source>
        <translation>Отмяна (брои се като ход)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: the next move of a solution</source>
        <translation>Подсказка: следващият ход от решение</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pause or resume</source>
        <translation>Пауза или продължаване</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game, once solved</source>
        <translation>Нова игра, след като пъзелът е решен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slide a tile (or a row of tiles) into the gap</source>
        <translation>Плъзгане на плочка (или на редица плочки) в празното място</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the tile</source>
        <translation>Щракнете върху плочката</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tool: wall</source>
        <translation>Инструмент: стена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: floor</source>
        <translation>Инструмент: под</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: goal</source>
        <translation>Инструмент: цел</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: box</source>
        <translation>Инструмент: кутия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: box on a goal</source>
        <translation>Инструмент: кутия на цел</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: player</source>
        <translation>Инструмент: играч</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: player on a goal</source>
        <translation>Инструмент: играч на цел</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: erase</source>
        <translation>Инструмент: гума</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the cell cursor left</source>
        <translation>Преместване на курсора за клетка наляво</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cell cursor up</source>
        <translation>Преместване на курсора за клетка нагоре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cell cursor right</source>
        <translation>Преместване на курсора за клетка надясно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cell cursor down</source>
        <translation>Преместване на курсора за клетка надолу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paint the cursor&apos;s cell with the tool (a rectangle: one corner, then the other)</source>
        <translation>Рисуване с инструмента в клетката под курсора (правоъгълник: един ъгъл, после другия)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous tool</source>
        <translation>Предишен инструмент</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next tool</source>
        <translation>Следващ инструмент</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paint cell by cell</source>
        <translation>Рисуване клетка по клетка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint a filled rectangle</source>
        <translation>Рисуване на запълнен правоъгълник</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint a rectangle&apos;s outline</source>
        <translation>Рисуване на контур на правоъгълник</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save as…</source>
        <translation>Запазване като…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save</source>
        <translation>Запази</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New level</source>
        <translation>Ново ниво</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste a level</source>
        <translation>Поставяне на ниво</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom in</source>
        <translation>Увеличаване</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+колелце</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out</source>
        <translation>Намаляване</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the whole level</source>
        <translation>Показване на цялото ниво</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test-play the level</source>
        <translation>Пробна игра на нивото</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel a drag</source>
        <translation>Отказ от влачене</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint with the tool</source>
        <translation>Рисуване с инструмента</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click or drag</source>
        <translation>Щракнете или влачете</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Erase</source>
        <translation>Гума</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right click or drag</source>
        <translation>Десен бутон или влачене</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restart</source>
        <translation>Отначало</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play or pause the solution</source>
        <translation>Пускане или пауза на решението</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the editor</source>
        <translation>Обратно към редактора</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sokoban</source>
        <translation>Сокобан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2048</source>
        <translation>2048</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fifteen</source>
        <translation>Петнайсет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level editor</source>
        <translation>Редактор на нива</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test-play</source>
        <translation>Пробна игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everywhere</source>
        <translation>Навсякъде</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Menus and dialogs</source>
        <translation>Менюта и диалози</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You are the warehouse keeper. Push every box onto a goal. You walk and push one box at a time: you cannot pull a box, nor push two in a row. A box in a corner that is not a goal is stuck for good: undo, or ask for a hint.</source>
        <translation>Вие сте пазачът на склада. Бутнете всяка кутия на цел. Ходите и бутате по една кутия наведнъж: не можете да теглите кутия, нито да бутнете две в редица. Кутия в ъгъл, който не е цел, е заседнала завинаги: отменете хода или поискайте подсказка.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reverse mode plays the level backwards: the boxes start on the goals and you pull them, one at a time, back to where your game left them; when the two meet, they join into a solution. Snapshots keep positions to come back to, and once a level is solved the optimiser looks for a solution with fewer pushes or moves. The keys are in the table below.</source>
        <translation>Обратният режим играе нивото отзад напред: кутиите започват на целите, а вие ги дърпате, една по една, обратно там, където ги е оставила играта ви; когато двете се срещнат, те се съединяват в решение. Моментните снимки пазят позиции, към които да се върнете, а когато нивото е решено, оптимизаторът търси решение с по-малко бутания или ходове. Клавишите са в таблицата по-долу.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slide all the tiles one way. Two tiles with the same number merge into one with their sum, and a new tile appears. Make a 2048 tile; the game is over when no move is left.</source>
        <translation>Плъзнете всички плочки в една посока. Две плочки с еднакво число се сливат в една с техния сбор и се появява нова плочка. Направете плочка 2048; играта свършва, когато не остане възможен ход.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slide the tiles into the gap, one at a time or a whole row at once, until they are in order, the gap in the last corner. Fewer moves and less time make a better record.</source>
        <translation>Плъзгайте плочките в празното място, една по една или цяла редица наведнъж, докато се подредят, с празното място в последния ъгъл. По-малко ходове и по-малко време дават по-добър рекорд.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick a tool and paint the level: walls, floor, goals, boxes and one player. The side panel says what keeps the level from being played; test-play it, check that it can be solved, then save it.</source>
        <translation>Изберете инструмент и нарисувайте нивото: стени, под, цели, кутии и един играч. Страничният панел показва какво пречи нивото да се играе; изиграйте го пробно, проверете дали може да бъде решено и го запазете.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With a game controller: the D-pad moves the focus, A presses, B closes.</source>
        <translation>С игрови контролер: кръстачката мести фокуса, A натиска, B затваря.</translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <location filename="../../qml/shell/AppMenuBar.qml" line="+254"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Home</source>
        <translation>&amp;Начало</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Sokoban level &amp;editor</source>
        <translation>&amp;Редактор на нива за Сокобан</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sokoban &amp;levels…</source>
        <translation>Нива на &amp;Сокобан…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Open level file…</source>
        <translation>&amp;Отваряне на файл с ниво…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>&amp;Изход</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Предпочитания…</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>&amp;Light</source>
        <translation>&amp;Светла</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Dark</source>
        <translation>&amp;Тъмна</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;High contrast</source>
        <translation>&amp;Висок контраст</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow &amp;system</source>
        <translation>Според &amp;системата</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+78"/>
        <source>&amp;Help</source>
        <translation>&amp;Помощ</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>&amp;About Tessera</source>
        <translation>&amp;За Tessera</translation>
    </message>
</context>
<context>
    <name>AppSettingsPage</name>
    <message>
        <location filename="../../qml/shell/AppSettingsPage.qml" line="+15"/>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Light</source>
        <translation>Светла</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dark</source>
        <translation>Тъмна</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>High contrast (white on black)</source>
        <translation>Висок контраст (бяло върху черно)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follow the system (light or dark, as the desktop is)</source>
        <translation>Според системата (светла или тъмна, както е работният плот)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Reduce motion</source>
        <translation>Намаляване на движението</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Moves, slides and screen changes happen at once, in every game, and hints stop pulsing.</source>
        <translation>Ходовете, плъзганията и смените на екрани стават веднага, във всички игри, а подсказките спират да пулсират.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Text size</source>
        <translation>Размер на текста</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Normal</source>
        <translation>Нормален</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large (125%)</source>
        <translation>Голям (125%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Larger (150%)</source>
        <translation>По-голям (150%)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play sounds (%1 turns them on or off anywhere)</source>
        <translation>Звукови ефекти (%1 ги включва и изключва навсякъде)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+7"/>
        <source>Volume</source>
        <translation>Сила на звука</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No sound output was found: the games stay silent.</source>
        <translation>Не е открит звуков изход: игрите остават без звук.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language</source>
        <translation>Език</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Follow the system</source>
        <translation>Както в системата</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language: %1</source>
        <extracomment>What a screen reader says of the language list: %1 is the language chosen.</extracomment>
        <translation>Език: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game controllers</source>
        <translation>Игрови контролери</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game controllers are not supported on this system.</source>
        <translation>Игровите контролери не се поддържат на тази система.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>None connected. Plug one in to play with it.</source>
        <translation>Няма свързан контролер. Включете един, за да играете с него.</translation>
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
        <translation>Лента с инструменти: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>‹ Home</source>
        <translation>‹ Начало</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the home screen (%1)</source>
        <translation>Към началния екран (%1)</translation>
    </message>
</context>
<context>
    <name>AssistBar</name>
    <message>
        <location filename="../../qml/sokoban/AssistBar.qml" line="+73"/>
        <source>Looking for a hint…</source>
        <translation>Търсене на подсказка…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solving…</source>
        <translation>Решаване…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Still searching for a hint (a move or %1 stops it)…</source>
        <translation>Подсказката още се търси (ход или %1 спира търсенето)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Still searching for a solution (a move or %1 stops it)…</source>
        <translation>Решението още се търси (ход или %1 спира търсенето)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 from the start: by the standard rules this level cannot be solved. Its best was made with train push.</source>
        <translation>%1 още от началото: по стандартните правила това ниво не може да бъде решено. Най-доброто му решение е направено с бутане на влак.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 from the start: this level cannot be solved.</source>
        <translation>%1 още от началото: това ниво не може да бъде решено.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1. Undo goes back to just before the push that did it.</source>
        <translation>%1. Отмяната връща точно преди бутването, което го е причинило.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play it</source>
        <translation>Пусни го</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Undo %1</source>
        <translation>Отмени %1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Undo %n</source>
        <translation>
            <numerusform>Отмени %n ход</numerusform>
            <numerusform>Отмени %n хода</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <location filename="../../app/services/AtomicFile.cpp" line="+26"/>
        <source>%1 is a file, not a folder</source>
        <translation>%1 е файл, а не папка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no permission to write in %1</source>
        <translation>няма право за запис в %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the system refused</source>
        <translation>системата отказа</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot save %1: it is a folder.</source>
        <translation>%1 не може да бъде запазен: това е папка.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot save %1: the folder %2 cannot be created (%3).</source>
        <translation>%1 не може да бъде запазен: папката %2 не може да бъде създадена (%3).</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Cannot save %1: %2.</source>
        <translation>%1 не може да бъде запазен: %2.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Cannot save %1: only %2 of %3 bytes could be written (%4). The previous file was kept.</source>
        <translation>%1 не може да бъде запазен: записани са само %2 от %3 байта (%4). Предишният файл е запазен.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>is the disk full?</source>
        <translation>дискът пълен ли е?</translation>
    </message>
</context>
<context>
    <name>CollectionRow</name>
    <message>
        <location filename="../../qml/sokoban/browser/CollectionRow.qml" line="+47"/>
        <source>by %1</source>
        <translation>от %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your own levels</source>
        <translation>Вашите собствени нива</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pasted</source>
        <translation>Поставени</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opened file</source>
        <translation>Отворен файл</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 / %2 solved</source>
        <translation>Решени %1 / %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Remove</source>
        <translation>Премахване</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove this pasted collection</source>
        <translation>Премахване на тази поставена колекция</translation>
    </message>
</context>
<context>
    <name>CoreTexts</name>
    <message>
        <location filename="../../app/services/CoreTexts.cpp" line="+31"/>
        <source>a non-ASCII character</source>
        <translation>знак извън ASCII</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>byte 0x%1</source>
        <translation>байт 0x%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos;</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a FIFO</source>
        <translation>FIFO (именуван канал)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a socket</source>
        <translation>сокет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a device</source>
        <translation>устройство</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>row %1, column %2</source>
        <translation>ред %1, колона %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>and %n more</source>
        <comment>cells</comment>
        <translation>
            <numerusform>и още %n</numerusform>
            <numerusform>и още %n</numerusform>
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
        <translation>не може да бъде прочетен: това е папка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot open it: %1</source>
        <translation>не може да бъде отворен: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no such file</source>
        <translation>няма такъв файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read it: %1</source>
        <translation>не може да бъде прочетен: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot open it: it is a loop of symbolic links</source>
        <translation>не може да бъде отворен: това е цикъл от символни връзки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot read it: it is not a regular file (%1)</source>
        <translation>не може да бъде прочетен: това не е обикновен файл (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is %1 bytes, over the %2 MiB limit</source>
        <translation>файлът е %1 байта, над ограничението от %2 MiB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a NUL byte: this is binary data, not a level file</source>
        <translation>байт NUL: това са двоични данни, а не файл с нива</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n more control bytes: this is binary data, not a level file</source>
        <translation>
            <numerusform>%1 и още %n управляващ байт: това са двоични данни, а не файл с нива</numerusform>
            <numerusform>%1 и още %n управляващи байта: това са двоични данни, а не файл с нива</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the board is %1×%2, over the %3×%3 limit</source>
        <translation>дъската е %1×%2, над ограничението от %3×%3</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>wider than %n columns</source>
        <translation>
            <numerusform>по-широка от %n колона</numerusform>
            <numerusform>по-широка от %n колони</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n columns wide</source>
        <translation>
            <numerusform>широка %n колона</numerusform>
            <numerusform>широка %n колони</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n rows high</source>
        <translation>
            <numerusform>висока %n ред</numerusform>
            <numerusform>висока %n реда</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the board is %1, over the %2×%2 limit</source>
        <translation>дъската е %1, над ограничението от %2×%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <comment>wider than … and … rows high</comment>
        <translation> и </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 at column %2 is not board syntax</source>
        <translation>%1 в колона %2 не е част от записа на дъска</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;)&apos; at column %1 has no matching &apos;(&apos;</source>
        <translation>„)“ в колона %1 няма съответна „(“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the count at column %1 is not followed by a character or a group</source>
        <translation>след числото в колона %1 няма знак или група</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>groups nested too deeply at column %1</source>
        <translation>твърде дълбоко вложени групи в колона %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;(&apos; at column %1 is never closed</source>
        <translation>„(“ в колона %1 никъде не е затворена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bad run-length encoding at column %1</source>
        <translation>грешен съкратен запис (run-length) в колона %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>more than %1 &quot;Key: value&quot; lines; the rest are left out</source>
        <translation>повече от %1 реда „Ключ: стойност“; останалите са пропуснати</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+281"/>
        <source>the board is empty</source>
        <translation>дъската е празна</translation>
    </message>
    <message>
        <location line="-279"/>
        <source>a goal, box or player stands on a wall (%1)</source>
        <translation>цел, кутия или играч стои върху стена (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no player</source>
        <translation>няма играч</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n players (%1); a level has exactly one</source>
        <translation>
            <numerusform>%n играч (%1); нивото има точно един</numerusform>
            <numerusform>%n играча (%1); нивото има точно един</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no boxes</source>
        <translation>няма кутии</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>boxes and goals differ in number: %1, %2</source>
        <translation>броят на кутиите и целите се различава: %1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+116"/>
        <source>%n boxes</source>
        <translation>
            <numerusform>%n кутия</numerusform>
            <numerusform>%n кутии</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-116"/>
        <location line="+117"/>
        <source>%n goals</source>
        <translation>
            <numerusform>%n цел</numerusform>
            <numerusform>%n цели</numerusform>
        </translation>
    </message>
    <message>
        <location line="-114"/>
        <source>the level is not closed: the player can walk off the board (at %1)</source>
        <translation>нивото не е затворено: играчът може да излезе от дъската (места: %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n boxes the player cannot reach are not on goals (%1)</source>
        <translation>
            <numerusform>%n кутия, до която играчът не стига, не е на цел (%1)</numerusform>
            <numerusform>%n кутии, до които играчът не стига, не са на цели (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n goals without a box cannot be reached (%1)</source>
        <translation>
            <numerusform>%n празна цел е недостижима (%1)</numerusform>
            <numerusform>%n празни цели са недостижими (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>level %1</source>
        <translation>ниво %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level %1 &quot;%2&quot;</source>
        <translation>ниво %1 „%2“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1</source>
        <translation>ред %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2</source>
        <comment>level 3, line 12</comment>
        <translation>%1, ред %2</translation>
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
        <translation>%1 не е ход (l, u, r, d за вървене; L, U, R, D за бутане)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the count is larger than %1</source>
        <translation>числото е по-голямо от %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a count of 0 repeats nothing</source>
        <translation>число 0 не повтаря нищо</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the count is not followed by a move or a group</source>
        <translation>след числото няма ход или група</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;)&apos; has no matching &apos;(&apos;</source>
        <translation>„)“ няма съответна „(“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>groups are nested more than %1 deep</source>
        <translation>групите са вложени на повече от %1 нива</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;(&apos; is never closed</source>
        <translation>„(“ никъде не е затворена</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the solution expands to more than %Ln steps</source>
        <translation>
            <numerusform>решението се разгръща до повече от %Ln стъпка</numerusform>
            <numerusform>решението се разгръща до повече от %Ln стъпки</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>character %1: %2</source>
        <comment>place in the pasted text: what is wrong</comment>
        <translation>знак %1: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the level is %1×%2; sizes from 1 to %3 can be solved</source>
        <translation>нивото е %1×%2; решават се размери от 1 до %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the level has %1 cells instead of %2</source>
        <translation>нивото има %1 клетки вместо %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a box is on a wall at column %1, row %2</source>
        <translation>кутия стои върху стена в колона %1, ред %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player is on a wall at column %1, row %2</source>
        <translation>играчът стои върху стена в колона %1, ред %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a goal is on a wall at column %1, row %2</source>
        <translation>цел е върху стена в колона %1, ред %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player stands on a box at column %1, row %2</source>
        <translation>играчът стои върху кутия в колона %1, ред %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the level has no player</source>
        <translation>нивото няма играч</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the level has %n players</source>
        <translation>
            <numerusform>нивото има %n играч</numerusform>
            <numerusform>нивото има %n играча</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the level has no box</source>
        <translation>нивото няма нито една кутия</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the level has %1 but only %2</source>
        <translation>нивото има %1, но само %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the level cannot be played</source>
        <translation>нивото не може да се играе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the moves do not play on this level</source>
        <translation>ходовете не пасват на това ниво</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>internal error: the solution found does not replay</source>
        <translation>вътрешна грешка: намереното решение не се възпроизвежда</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n cells</source>
        <comment>in a row of a board</comment>
        <translation>
            <numerusform>%n клетка</numerusform>
            <numerusform>%n клетки</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n more</source>
        <comment>numbers</comment>
        <translation>
            <numerusform>още %n</numerusform>
            <numerusform>още %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the file is damaged or holds tables of another version</source>
        <translation>файлът е повреден или съдържа таблици от друга версия</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board is empty: write its rows separated by &apos;/&apos;, such as &quot;1 2 3/4 5 6/7 8 0&quot;</source>
        <translation>дъската е празна: напишете редовете ѝ, разделени с „/“, например „1 2 3/4 5 6/7 8 0“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>item %1: &apos;%2&apos; is not a number</source>
        <translation>елемент %1: „%2“ не е число</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>row %1, column %2: &apos;%3&apos; is not a number</source>
        <translation>ред %1, колона %2: „%3“ не е число</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a board on one line without &apos;/&apos; must have 16 numbers (a 4×4 board), not %n; separate the rows of other sizes with &apos;/&apos;</source>
        <translation>
            <numerusform>дъска на един ред без „/“ трябва да има 16 числа (дъска 4×4), а не %n; редовете на други размери разделете с „/“</numerusform>
            <numerusform>дъска на един ред без „/“ трябва да има 16 числа (дъска 4×4), а не %n; редовете на други размери разделете с „/“</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <source>row %1 is empty</source>
        <translation>ред %1 е празен</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>row %1 has %2 but row 1 has %3: every row needs the same number</source>
        <translation>ред %1 има %2, а ред 1 има %3: всички редове трябва да имат еднакъв брой</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the board is %1×%2 (width × height): width and height must each be from %3 to %4</source>
        <translation>дъската е %1×%2 (ширина × височина): ширината и височината трябва да са от %3 до %4</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>a %1×%2 board needs %n numbers, not %3</source>
        <translation>
            <numerusform>дъска %1×%2 има нужда от %n число, а не от %3</numerusform>
            <numerusform>дъска %1×%2 има нужда от %n числа, а не от %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>row %1, column %2: %3 is out of range (a %4×%5 board holds 0 to %6, 0 being the empty cell)</source>
        <translation>ред %1, колона %2: %3 е извън обхвата (дъска %4×%5 съдържа от 0 до %6, като 0 е празната клетка)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 appears twice (row %2, column %3 and row %4, column %5)</source>
        <translation>%1 се среща два пъти (ред %2, колона %3 и ред %4, колона %5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>missing %1 (0 is the empty cell: the board has none)</source>
        <translation>липсва %1 (0 е празната клетка: дъската няма такава)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing %1</source>
        <translation>липсва %1</translation>
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
            <numerusform>дъската има %n ред; дъската има от %1 до %2 реда, разделени с „/“</numerusform>
            <numerusform>дъската има %n реда; дъската има от %1 до %2 реда, разделени с „/“</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>row 1 has %n cells; a row has %1 to %2 cells separated by spaces</source>
        <translation>
            <numerusform>ред 1 има %n клетка; един ред има от %1 до %2 клетки, разделени с интервали</numerusform>
            <numerusform>ред 1 има %n клетки; един ред има от %1 до %2 клетки, разделени с интервали</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>row %1 has %2 but row 1 has %3: every row must have the same length</source>
        <translation>ред %1 има %2, а ред 1 има %3: всички редове трябва да са с еднаква дължина</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>row %1, cell %2: &apos;%3&apos; is not a number</source>
        <translation>ред %1, клетка %2: „%3“ не е число</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>row %1, cell %2: &apos;%3&apos; is larger than the largest tile, %4</source>
        <translation>ред %1, клетка %2: „%3“ е по-голямо от най-голямата плочка, %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>row %1, cell %2: &apos;%3&apos; is not a tile: tiles are powers of two from 2 to %4</source>
        <translation>ред %1, клетка %2: „%3“ не е плочка: плочките са степени на две от 2 до %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the saved game is damaged at line %1</source>
        <translation>записаната игра е повредена на ред %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved game is damaged</source>
        <translation>записаната игра е повредена</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1 of the saved game: %2</source>
        <comment>line number, what is wrong</comment>
        <translation>ред %1 на записаната игра: %2</translation>
    </message>
</context>
<context>
    <name>DirectionWords</name>
    <message>
        <location filename="../../qml/common/DirectionWords.qml" line="+15"/>
        <source>left</source>
        <translation>наляво</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up</source>
        <translation>нагоре</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>надясно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>down</source>
        <translation>надолу</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <location filename="../../editor/EditorBoard.qml" line="+22"/>
        <source>Level being edited</source>
        <translation>Редактираното ниво</translation>
    </message>
</context>
<context>
    <name>EditorCheckDialog</name>
    <message>
        <location filename="../../editor/EditorCheckDialog.qml" line="+21"/>
        <source>Check solvable</source>
        <translation>Проверка за решимост</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Watch the solution</source>
        <translation>Гледай решението</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is trying the level…</source>
        <translation>Решателят опитва нивото…</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Solvable in %n pushes</source>
        <translation>
            <numerusform>Решимо с %n бутане</numerusform>
            <numerusform>Решимо с %n бутания</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unsolvable by the standard rules</source>
        <translation>Нерешимо по стандартните правила</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n moves in all.</source>
        <translation>
            <numerusform>Общо %n ход.</numerusform>
            <numerusform>Общо %n хода.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Judged by the standard rules, one box a push. Train push is on: with it the level may still be solved.</source>
        <translation>Преценено по стандартните правила, по една кутия на бутане. Бутането на влак е включено: с него нивото може все пак да бъде решено.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judged by the standard rules, one box a push.</source>
        <translation>Преценено по стандартните правила, по една кутия на бутане.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The level cannot be played</source>
        <translation>Нивото не може да се играе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>Прекратено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not decided within the limit</source>
        <translation>Не е решено в рамките на лимита</translation>
    </message>
</context>
<context>
    <name>EditorPalette</name>
    <message>
        <location filename="../../editor/EditorPalette.qml" line="+17"/>
        <source>Wall</source>
        <translation>Стена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Floor</source>
        <translation>Под</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goal</source>
        <translation>Цел</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Box</source>
        <translation>Кутия</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Box on goal</source>
        <translation>Кутия на цел</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player on goal</source>
        <translation>Играч на цел</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Erase</source>
        <translation>Гума</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Paint</source>
        <translation>Рисуване</translation>
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
        <translation>Гума: от елемента остава под, а краят става външна област (%1 или десен бутон)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Shape</source>
        <translation>Форма</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Freehand</source>
        <translation>Свободно</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rectangle</source>
        <translation>Правоъгълник</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Outline</source>
        <translation>Контур</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Left button paints, right button erases. Drag to paint a stroke: one undo step.</source>
        <translation>Левият бутон рисува, десният изтрива. Влачете, за да рисувате с едно движение: една стъпка за отмяна.</translation>
    </message>
</context>
<context>
    <name>EditorSaveAsDialog</name>
    <message>
        <location filename="../../editor/EditorSaveAsDialog.qml" line="+12"/>
        <source>Save level as</source>
        <translation>Запазване на нивото като</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save</source>
        <translation>Запази</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sokoban levels (*.xsb *.sok *.txt)</source>
        <translation>Нива за Сокобан (*.xsb *.sok *.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Всички файлове (*)</translation>
    </message>
</context>
<context>
    <name>EditorScreen</name>
    <message>
        <location filename="../../editor/EditorScreen.qml" line="+58"/>
        <source>The level cannot be played yet: %1</source>
        <translation>Нивото все още не може да се играе: %1</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Undo</source>
        <translation>Отмени</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last edit (%1)</source>
        <translation>Отмяна на последната промяна (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation>Повтори</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the undone edit again (%1)</source>
        <translation>Повтаряне на отменената промяна (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New…</source>
        <translation>Ново…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new level (%1)</source>
        <translation>Започване на ново ниво (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>Запази</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as, copy and paste</source>
        <translation>Запазване като, копиране и поставяне</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+96"/>
        <source>Save as…</source>
        <translation>Запазване като…</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Copy level (XSB)</source>
        <translation>Копиране на нивото (XSB)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste level</source>
        <translation>Постави ниво</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Zoom out (%1, Ctrl+wheel)</source>
        <translation>Намаляване (%1, Ctrl+колелце)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 px</source>
        <translation>%1 px</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fit</source>
        <translation>Побери</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the whole level (%1)</source>
        <translation>Показване на цялото ниво (%1)</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Zoom in (%1, Ctrl+wheel)</source>
        <translation>Увеличаване (%1, Ctrl+колелце)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Row %1, column %2</source>
        <translation>Ред %1, колона %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Save the changes?</source>
        <translation>Да се запазят ли промените?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>„%1“ има незапазени промени. Да се запазят ли първо?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Save failed</source>
        <translation>Запазването не бе успешно</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file on disk was left as it was.</source>
        <translation>Файлът на диска е оставен непроменен.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Save level as</source>
        <translation>Запазване на нивото като</translation>
    </message>
</context>
<context>
    <name>EditorSidePanel</name>
    <message>
        <location filename="../../editor/EditorSidePanel.qml" line="+77"/>
        <source>Remove a row or column here</source>
        <translation>Премахване на ред или колона тук</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a row or column here</source>
        <translation>Добавяне на ред или колона тук</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Level</source>
        <translation>Ниво</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>Title</source>
        <translation>Заглавие</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> (changed)</source>
        <translation> (променено)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Boxes: %1</source>
        <translation>Кутии: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Goals: %1</source>
        <translation>Цели: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>✓ Ready to play</source>
        <translation>✓ Готово за игра</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot be played yet</source>
        <translation>Все още не може да се играе</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Playable, but unsolvable by the standard rules</source>
        <translation>Може да се играе, но е нерешимо по стандартните правила</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The check judges by the standard rules, one box a push. Train push is on: with it the level may still be solved.</source>
        <translation>Проверката преценява по стандартните правила, по една кутия на бутане. Бутането на влак е включено: с него нивото може все пак да бъде решено.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The check judges by the standard rules, one box a push.</source>
        <translation>Проверката преценява по стандартните правила, по една кутия на бутане.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cells at fault are marked on the board.</source>
        <translation>Проблемните клетки са отбелязани на дъската.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>▶ Test play (%1)</source>
        <translation>▶ Пробна игра (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the level as it is, then come back to the editor</source>
        <translation>Изиграйте нивото такова, каквото е, и се върнете в редактора</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Check solvable</source>
        <translation>Проверка за решимост</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the solver try the level</source>
        <translation>Решателят да опита нивото</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Size: %1 × %2</source>
        <translation>Размер: %1 × %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Top</source>
        <translation>Горе</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bottom</source>
        <translation>Долу</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Left</source>
        <translation>Ляво</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right</source>
        <translation>Дясно</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Arrange</source>
        <translation>Подреждане</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>⟲ Rotate</source>
        <translation>⟲ Завърти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A quarter turn counter-clockwise</source>
        <translation>Четвърт оборот обратно на часовниковата стрелка</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⟳ Rotate</source>
        <translation>⟳ Завърти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A quarter turn clockwise</source>
        <translation>Четвърт оборот по часовниковата стрелка</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>↔ Mirror</source>
        <translation>↔ Огледално</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror left to right</source>
        <translation>Огледално отляво надясно</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>↕ Mirror</source>
        <translation>↕ Огледално</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror top to bottom</source>
        <translation>Огледално отгоре надолу</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trim</source>
        <translation>Изрежи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove empty rows and columns at the edges</source>
        <translation>Премахване на празните редове и колони по краищата</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Normalise</source>
        <translation>Нормализирай</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cells the player can never reach become outside; walls that touch nothing go</source>
        <translation>Клетките, до които играчът никога не стига, стават външни; стените, които не допират нищо, се махат</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+51"/>
        <source>Generate</source>
        <translation>Генериране</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Places as many boxes as goals and the player, for the most pushes the search finds; every level offered is proven solvable.</source>
        <translation>Поставя толкова кутии, колкото са целите, и играча така, че да трябват възможно най-много бутания; всяко предложено ниво е доказано решимо.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Seconds</source>
        <translation>Секунди</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seconds to generate</source>
        <translation>Секунди за генериране</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed</source>
        <translation>Зърно</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed of the generator</source>
        <translation>Семе на генератора</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same walls, goals and seed give the same level</source>
        <translation>Едни и същи стени, цели и зърно дават едно и също ниво</translation>
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
            <numerusform>%n бутане</numerusform>
            <numerusform>%n бутания</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n box changes</source>
        <translation>
            <numerusform>%n смяна на кутия</numerusform>
            <numerusform>%n смени на кутия</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Use this level</source>
        <translation>Използване на това ниво</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace the level being edited with it (Undo takes it back)</source>
        <translation>Заменя редактираното ниво с него (Отмени го връща)</translation>
    </message>
</context>
<context>
    <name>EditorTestPlay</name>
    <message>
        <location filename="../../editor/EditorTestPlay.qml" line="+94"/>
        <source>Test play</source>
        <translation>Пробна игра</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Solved: %1, %2</source>
        <translation>Решено: %1, %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves %1 · Pushes %2 · Boxes on goals %3 of %4</source>
        <translation>Ходове %1 · Бутания %2 · Кутии на цел %3 от %4</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n бутане</numerusform>
            <numerusform>%n бутания</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Undo</source>
        <translation>Отмени</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restart</source>
        <translation>Отначало</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the editor (%1)</source>
        <translation>Обратно към редактора (%1)</translation>
    </message>
</context>
<context>
    <name>FifteenBoard</name>
    <message>
        <location filename="../../qml/fifteen/FifteenBoard.qml" line="+19"/>
        <source>Fifteen board</source>
        <translation>Дъска на Петнайсет</translation>
    </message>
</context>
<context>
    <name>FifteenScreen</name>
    <message>
        <location filename="../../qml/fifteen/FifteenScreen.qml" line="+532"/>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <location line="-351"/>
        <source>Moves</source>
        <translation>Ходове</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time (paused)</source>
        <translation>Време (пауза)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Време</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Best %1×%2</source>
        <translation>Рекорд %1×%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Solve&apos;s speed, in moves per second</source>
        <translation>Скорост на решаване в ходове в секунда</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>New games are %1×%2. Finish this one, or start one now (this game will be lost).</source>
        <translation>Новите игри са %1×%2. Довършете тази или започнете нова сега (тази игра ще бъде загубена).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start %1×%2</source>
        <translation>Започни %1×%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Preparing the solver&apos;s tables for 4×4 boards (only once): %1%. Hints work meanwhile, not always the shortest.</source>
        <translation>Подготовка на таблиците на решателя за дъски 4×4 (само веднъж): %1%. Подсказките работят и междувременно, но не винаги са най-кратките.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+11"/>
        <source>Dismiss</source>
        <translation>Скрий</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Thinking…</source>
        <translation>Мисля…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the next tile to move (%1)</source>
        <translation>Показване на следващата плочка за местене (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solve</source>
        <translation>Реши</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stop solving (any key)</source>
        <translation>Спиране на решаването (всеки клавиш)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Let the computer finish the puzzle; any key stops it. The game then stays out of the records.</source>
        <translation>Компютърът да довърши пъзела; всеки клавиш го спира. Тогава играта не влиза в рекордите.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Looking for the shortest solution… Press any key to stop.</source>
        <translation>Търсене на най-краткото решение… Натиснете произволен клавиш за спиране.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Solving: %n moves to go. Press any key to stop.</source>
        <translation>
            <numerusform>Решаване: остава %n ход. Натиснете произволен клавиш за спиране.</numerusform>
            <numerusform>Решаване: остават %n хода. Натиснете произволен клавиш за спиране.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+179"/>
        <source>%n moves in %1</source>
        <translation>
            <numerusform>%n ход за %1</numerusform>
            <numerusform>%n хода за %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%n games solved at this size</source>
        <translation>
            <numerusform>%n решена игра с този размер</numerusform>
            <numerusform>%n решени игри с този размер</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>This game (%n moves, %1) will be lost.</source>
        <translation>
            <numerusform>Тази игра (%n ход, %1) ще бъде загубена.</numerusform>
            <numerusform>Тази игра (%n хода, %1) ще бъде загубена.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Hint: slide %1 %2.</source>
        <translation>Подсказка: плъзнете %1 %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Hint: slide %1 %2 (%n moves to go at best).</source>
        <translation>
            <numerusform>Подсказка: плъзнете %1 %2 и е решено.</numerusform>
            <numerusform>Подсказка: плъзнете %1 %2 (остават най-малко %n хода).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Press P or click to go on</source>
        <translation>Натиснете P или щракнете, за да продължите</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Solved!</source>
        <translation>Решено!</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Best moves (%1×%2)</source>
        <translation>Най-малко ходове (%1×%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+19"/>
        <source>New best!</source>
        <translation>Нов рекорд!</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Best time (%1×%2)</source>
        <translation>Най-добро време (%1×%2)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Finished by the computer: not counted in the records</source>
        <translation>Довършено от компютъра: не се брои в рекордите</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>or press %1</source>
        <translation>или натиснете %1</translation>
    </message>
</context>
<context>
    <name>FifteenSettingsPage</name>
    <message>
        <location filename="../../qml/fifteen/FifteenSettingsPage.qml" line="+32"/>
        <source>Board size</source>
        <translation>Размер на дъската</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Columns</source>
        <translation>Колони</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rows</source>
        <translation>Редове</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From 3 to 8 on each side; 4×4 is the classic Fifteen. A game in progress is kept: the new size is offered above the board and used for the next new game.</source>
        <translation>От 3 до 8 на всяка страна; 4×4 е класическият пъзел „Петнайсет“. Започната игра се запазва: новият размер се предлага над дъската и се използва за следващата нова игра.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tile labels</source>
        <translation>Надписи на плочките</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Numbers (1, 2, 3…)</source>
        <translation>Числа (1, 2, 3…)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Letters (A, B, C…)</source>
        <translation>Букви (A, B, C…)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The classic 4×4 puzzle with letters runs from A to O.</source>
        <translation>Класическият пъзел 4×4 с букви е от A до O.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Letters go up to 5×5 (A to X); larger boards show numbers.</source>
        <translation>Буквите стигат до 5×5 (от A до X); по-големите дъски показват числа.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Animation</source>
        <translation>Анимация</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide tiles smoothly</source>
        <translation>Плавно плъзгане на плочките</translation>
    </message>
</context>
<context>
    <name>FifteenTableCache</name>
    <message>
        <location filename="../../app/services/FifteenTableCache.cpp" line="+82"/>
        <source>it cannot be read: %1</source>
        <translation>не може да бъде прочетен: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is larger than any tables</source>
        <translation>по-голям е от всякакви таблици</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it holds tables of another partition</source>
        <translation>съдържа таблици за друго разделяне</translation>
    </message>
</context>
<context>
    <name>FifteenToolBar</name>
    <message>
        <location filename="../../qml/fifteen/FifteenToolBar.qml" line="+24"/>
        <location line="+4"/>
        <source>Undo</source>
        <translation>Отмени</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo: take back the last move, counted as a move (%1)</source>
        <translation>Отмяна: връща последния ход, брои се като ход (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+4"/>
        <source>Redo</source>
        <translation>Повтори</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo: make the undone move again (%1)</source>
        <translation>Повтаряне: прави отменения ход отново (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Продължи</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the tiles and go on (%1)</source>
        <translation>Показване на плочките и продължаване (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop the clock and hide the tiles (%1)</source>
        <translation>Спиране на часовника и скриване на плочките (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle a new %1×%2 puzzle (%3)</source>
        <translation>Разбъркване на нов пъзел %1×%2 (%3)</translation>
    </message>
</context>
<context>
    <name>FileErrorDialog</name>
    <message>
        <location filename="../../qml/sokoban/FileErrorDialog.qml" line="+22"/>
        <source>The level file cannot be opened</source>
        <translation>Файлът с нива не може да бъде отворен</translation>
    </message>
</context>
<context>
    <name>Game2048Board</name>
    <message>
        <location filename="../../qml/game2048/Game2048Board.qml" line="+21"/>
        <source>2048 board</source>
        <translation>Дъска на 2048</translation>
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
        <translation>Класация</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Board size</source>
        <translation>Размер на дъската</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board size: %1</source>
        <extracomment>What a screen reader says of the size list: %1 is the size shown (&quot;4 × 4&quot;).</extracomment>
        <translation>Размер на дъската: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Best: %1</source>
        <translation>Най-добър: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tile</source>
        <translation>Плочка</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>No high scores at %1 yet. Finish a game to enter the table.</source>
        <translation>Все още няма резултати в класацията за %1. Завършете игра, за да влезете в нея.</translation>
    </message>
</context>
<context>
    <name>Game2048NameDialog</name>
    <message>
        <location filename="../../qml/game2048/Game2048NameDialog.qml" line="+42"/>
        <source>New high score!</source>
        <translation>Нов рекорд в класацията!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over: a new high score!</source>
        <translation>Край на играта: нов рекорд!</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%Ln points, highest tile %1: number %2 on %3×%4.</source>
        <translation>
            <numerusform>%Ln точка, най-голяма плочка %1: място %2 на дъска %3×%4.</numerusform>
            <numerusform>%Ln точки, най-голяма плочка %1: място %2 на дъска %3×%4.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name</source>
        <translation>Вашето име</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Save</source>
        <translation>Запази</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Skip</source>
        <translation>Пропусни</translation>
    </message>
</context>
<context>
    <name>Game2048Screen</name>
    <message>
        <location filename="../../qml/game2048/Game2048Screen.qml" line="+448"/>
        <location line="+24"/>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Score</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Best %1×%2</source>
        <translation>Най-добър %1×%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Thinking…</source>
        <translation>Мисля…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the move the AI would make (?)</source>
        <translation>Показване на хода, който би избрал ИИ (?)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Autoplay</source>
        <translation>Автоигра</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop Autoplay (any key)</source>
        <translation>Спиране на автоиграта (всеки клавиш)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Let the AI play (%1); any key stops it. Its games stay out of the high scores.</source>
        <translation>ИИ да играе (%1); всеки клавиш го спира. Неговите игри не влизат в класацията.</translation>
    </message>
    <message numerus="yes">
        <location line="+172"/>
        <source>Autoplay: %n moves so far. Press any key to stop.</source>
        <translation>
            <numerusform>Автоигра: досега %n ход. Натиснете произволен клавиш за спиране.</numerusform>
            <numerusform>Автоигра: досега %n хода. Натиснете произволен клавиш за спиране.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-159"/>
        <source>Autoplay&apos;s speed, in moves per second</source>
        <translation>Скорост на автоиграта в ходове в секунда</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Autoplay games are not recorded</source>
        <translation>Автоматично изиграните игри не влизат в класацията</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>New games are %1×%2. Finish this one, or start one now.</source>
        <translation>Новите игри са %1×%2. Довършете тази или започнете нова сега.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start %1×%2</source>
        <translation>Започни %1×%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dismiss</source>
        <translation>Скрий</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>You win!</source>
        <translation>Победа!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You made %1. Keep going for a higher score?</source>
        <translation>Направихте %1. Ще продължите ли за по-висок резултат?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep going</source>
        <translation>Продължи</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game over!</source>
        <translation>Край на играта!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score %1, highest tile %2.</source>
        <translation>Резултат %1, най-голяма плочка %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo</source>
        <translation>Отмени</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No move changes the board.</source>
        <translation>Нито един ход не променя дъската.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint: slide %1.</source>
        <translation>Подсказка: плъзнете %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows, WASD or HJKL, or swipe the board · %1 new game · %2 undo · %3 hint · %4 autoplay</source>
        <translation>Стрелки, WASD или HJKL, или плъзнете по дъската · %1 нова игра · %2 отмяна · %3 подсказка · %4 автоигра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Autoplay played in this game: it stays out of the high scores.</source>
        <translation>В тази игра е играла автоиграта: тя не влиза в класацията.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This game (score %1) ends. If its score is high enough, it enters the high scores.</source>
        <translation>Тази игра (резултат %1) приключва. Ако резултатът е достатъчно висок, тя влиза в класацията.</translation>
    </message>
</context>
<context>
    <name>Game2048SettingsPage</name>
    <message>
        <location filename="../../qml/game2048/Game2048SettingsPage.qml" line="+31"/>
        <source>Board size</source>
        <translation>Размер на дъската</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Columns</source>
        <translation>Колони</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rows</source>
        <translation>Редове</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From 3 to 8 on each side; 4×4 is the original game. Bigger boards last longer and reach bigger tiles. If a game is on, you are asked before a new one starts. Each size keeps its own best score and high scores.</source>
        <translation>От 3 до 8 на всяка страна; 4×4 е оригиналната игра. По-големите дъски траят по-дълго и стигат до по-големи плочки. Ако има започната игра, ще бъдете попитани, преди да започне нова. Всеки размер има свой най-добър резултат и своя класация.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Animation</source>
        <translation>Анимация</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide, pop and grow tiles</source>
        <translation>Плъзгане, сливане и поява на плочките</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off: every move shows its result at once.</source>
        <translation>Изключена: всеки ход показва резултата си веднага.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Autoplay</source>
        <translation>Автоигра</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speed</source>
        <translation>Скорост</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n moves per second</source>
        <translation>
            <numerusform>%n ход в секунда</numerusform>
            <numerusform>%n хода в секунда</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>High scores</source>
        <translation>Класация</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name</source>
        <translation>Вашето име</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Asked at your first high score</source>
        <translation>Пита се при първото ви влизане в класацията</translation>
    </message>
</context>
<context>
    <name>Game2048ToolBar</name>
    <message>
        <location filename="../../qml/game2048/Game2048ToolBar.qml" line="+22"/>
        <source>Undo (%1)</source>
        <translation>Отмени (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Take back the last move, up to %n moves (%1)</source>
        <translation>
            <numerusform>Отмяна на последния ход, до %n ход (%1)</numerusform>
            <numerusform>Отмяна на последния ход, до %n хода (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new %1×%2 game (%3)</source>
        <translation>Започване на нова игра %1×%2 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>High scores</source>
        <translation>Класация</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The top ten of each board size</source>
        <translation>Първите десет за всеки размер на дъската</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../../qml/shell/GameCard.qml" line="+100"/>
        <source>Play  ·  %1</source>
        <translation>Играй  ·  %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Играй</translation>
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
        <translation>Кръстач или стик ↑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick ↓</source>
        <translation>Кръстач или стик ↓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick ←</source>
        <translation>Кръстач или стик ←</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick →</source>
        <translation>Кръстач или стик →</translation>
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
        <translation>Натискане на левия стик</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right stick pressed</source>
        <translation>Натискане на десния стик</translation>
    </message>
</context>
<context>
    <name>GamepadNotice</name>
    <message>
        <location filename="../../qml/shell/GamepadNotice.qml" line="+50"/>
        <source>Controller connected: %1</source>
        <translation>Свързан контролер: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Controller disconnected: %1</source>
        <translation>Изключен контролер: %1</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../qml/shell/Games.qml" line="+18"/>
        <source>Sokoban</source>
        <translation>Сокобан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Push every box onto a goal. Microban&apos;s 155 levels and a tutorial.</source>
        <translation>Бутнете всяка кутия на цел. 155 нива от Microban и урок.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>2048</source>
        <translation>2048</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles and merge equal numbers until you reach 2048.</source>
        <translation>Плъзгайте плочките и сливайте еднаквите числа, докато стигнете 2048.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fifteen</source>
        <translation>Петнайсет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the numbered tiles back into order, one move at a time.</source>
        <translation>Плъзнете номерираните плочки обратно по ред, ход по ход.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../qml/shell/HelpDialog.qml" line="+39"/>
        <source>Help</source>
        <translation>Помощ</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mouse</source>
        <translation>Мишка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Controller</source>
        <translation>Контролер</translation>
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
        <translation>Три класически пъзела. Изберете един и играйте.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>✎  Make your own Sokoban levels in the level editor (%1)</source>
        <translation>✎  Създайте свои нива за Сокобан в редактора на нива (%1)</translation>
    </message>
</context>
<context>
    <name>JsonStateFile</name>
    <message>
        <location filename="../../app/services/JsonStateFile.cpp" line="+106"/>
        <source>The %1 %2 cannot be read (%3). It was left as it is and nothing will be saved to it in this session.</source>
        <translation>Грешка при четене на %1 %2 (%3). Оставен е непроменен и в тази сесия нищо няма да се записва в него.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>not valid JSON at byte %1: %2</source>
        <translation>невалиден JSON при байт %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the top level is not a JSON object</source>
        <translation>най-горното ниво не е JSON обект</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The %1 %2 is damaged (%3). It was kept as %4 and a new one is started.</source>
        <translation>Повреден е %1 %2 (%3). Запазен е като %4 и се започва нов.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 %2 is damaged (%3) and could not be set aside. It was left as it is and nothing will be saved to it in this session.</source>
        <translation>Повреден е %1 %2 (%3) и не можа да бъде преместен настрани. Оставен е непроменен и в тази сесия нищо няма да се записва в него.</translation>
    </message>
</context>
<context>
    <name>KeysSettingsPage</name>
    <message>
        <location filename="../../qml/shell/KeysSettingsPage.qml" line="+42"/>
        <source>Press an action&apos;s key button, then the key you want for it (Esc keeps the old one). Help and the menus show your keys.</source>
        <translation>Натиснете бутона с клавиша на действието, после клавиша, който искате за него (Esc запазва стария). Помощта и менютата показват вашите клавиши.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset all keys</source>
        <translation>Връщане на всички клавиши</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Press the new key; Esc keeps the old one.</source>
        <translation>Натиснете новия клавиш; Esc запазва стария.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Press a key…</source>
        <translation>Натиснете клавиш…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press to choose another key</source>
        <translation>Натиснете, за да изберете друг клавиш</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default</source>
        <translation>По подразбиране</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: back to the default keys</source>
        <translation>%1: обратно към клавишите по подразбиране</translation>
    </message>
</context>
<context>
    <name>LevelBrowser</name>
    <message>
        <location filename="../../qml/sokoban/browser/LevelBrowser.qml" line="+56"/>
        <source>&quot;%1&quot; removed</source>
        <translation>„%1“ е премахната</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undo</source>
        <translation>Отмени</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Back to game</source>
        <translation>Обратно към играта</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Collections</source>
        <translation>Колекции</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level collections</source>
        <translation>Колекции нива</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 — solved %2 / %3</source>
        <translation>%1 — решени %2 / %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open file…</source>
        <translation>Отвори файл…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paste level</source>
        <translation>Постави ниво</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a level or a collection copied as XSB text (%1)</source>
        <translation>Отваряне на ниво или колекция, копирани като XSB текст (%1)</translation>
    </message>
</context>
<context>
    <name>LevelCard</name>
    <message>
        <location filename="../../qml/sokoban/browser/LevelCard.qml" line="+37"/>
        <source>Level %1: %2</source>
        <extracomment>A level of the level browser as a screen reader says it: %1 its number, %2 its title.</extracomment>
        <translation>Ниво %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Solved in %n moves</source>
        <translation>
            <numerusform>Решено с %n ход</numerusform>
            <numerusform>Решено с %n хода</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot be played</source>
        <translation>Не може да се играе</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best: %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>Най-добро: %1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n бутане</numerusform>
            <numerusform>%n бутания</numerusform>
        </translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+43"/>
        <source>Not solved yet</source>
        <translation>Още не е решено</translation>
    </message>
</context>
<context>
    <name>LevelFileDialog</name>
    <message>
        <location filename="../../qml/sokoban/LevelFileDialog.qml" line="+16"/>
        <source>Open a Sokoban level file</source>
        <translation>Отваряне на файл с нива за Сокобан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sokoban levels (*.xsb *.sok *.txt)</source>
        <translation>Нива за Сокобан (*.xsb *.sok *.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Всички файлове (*)</translation>
    </message>
</context>
<context>
    <name>LevelFileWriter</name>
    <message>
        <location filename="../../app/services/LevelFileWriter.cpp" line="+58"/>
        <source>%1 is a folder, not a level file</source>
        <translation>%1 е папка, а не файл с нива</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 не може да бъде прочетен: %2</translation>
    </message>
    <message>
        <location line="+121"/>
        <location line="+197"/>
        <source>The level cannot be saved: its board is empty or too large.</source>
        <translation>Нивото не може да бъде запазено: дъската му е празна или твърде голяма.</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>The level was not saved: %1.</source>
        <translation>Нивото не е запазено: %1.</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+60"/>
        <source>The level was not saved: %1 is not a level file (%2).</source>
        <translation>Нивото не е запазено: %1 не е файл с нива (%2).</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>The level was not saved: %1 is not a level file (no level was found in it).</source>
        <translation>Нивото не е запазено: %1 не е файл с нива (в него не е намерено нито едно ниво).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The level was not saved: added at the end of %1 it would change how the levels before it read. Save it into another file instead.</source>
        <translation>Нивото не е запазено: ако бъде добавено в края на %1, ще промени как се четат нивата преди него. Запазете го в друг файл.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The level was not saved: %1 no longer exists.</source>
        <translation>Нивото не е запазено: %1 вече не съществува.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The level was not saved: %1 has no level %2 (it holds %3).</source>
        <translation>Нивото не е запазено: %1 няма ниво %2 (съдържа %3).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The level was not saved: %1 changed since it was opened, and its level %2 is no longer the one you edited.</source>
        <translation>Нивото не е запазено: %1 е променен, откакто е отворен, и ниво %2 в него вече не е това, което редактирахте.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The level was not saved: Tessera cannot tell where level %1 of %2 begins and ends. Save it into another file instead.</source>
        <translation>Нивото не е запазено: Tessera не може да определи къде започва и свършва ниво %1 от %2. Запазете го в друг файл.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The level was not saved: replacing level %1 of %2 would change how the levels around it read. Save it into another file instead.</source>
        <translation>Нивото не е запазено: замяната на ниво %1 от %2 ще промени как се четат нивата около него. Запазете го в друг файл.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The level was not saved: %1 is a folder.</source>
        <translation>Нивото не е запазено: %1 е папка.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The level was not saved: its text does not read back as one level.</source>
        <translation>Нивото не е запазено: текстът му не се прочита обратно като едно ниво.</translation>
    </message>
</context>
<context>
    <name>LevelLibrary</name>
    <message>
        <location filename="../../app/services/LevelLibrary.cpp" line="+33"/>
        <source>Tutorial</source>
        <translation>Урок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tessera project</source>
        <translation>Проектът Tessera</translation>
    </message>
    <message>
        <location line="+73"/>
        <location line="+36"/>
        <source>My levels</source>
        <translation>Моите нива</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Pasted level %1</source>
        <translation>Поставено ниво %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pasted levels %1</source>
        <translation>Поставени нива %1</translation>
    </message>
    <message>
        <location line="+238"/>
        <source>The pasted collection &quot;%1&quot; could not be removed: %2 cannot be deleted.</source>
        <translation>Поставената колекция „%1“ не можа да бъде премахната: %2 не може да бъде изтрит.</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>The level was not saved: unknown collection.</source>
        <translation>Нивото не е запазено: непозната колекция.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The level was not saved: &quot;%1&quot; cannot be changed. Save it into My levels instead.</source>
        <translation>Нивото не е запазено: „%1“ не може да се променя. Запазете го в „Моите нива“.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The level was not saved: &quot;%1&quot; has no level %2.</source>
        <translation>Нивото не е запазено: „%1“ няма ниво %2.</translation>
    </message>
</context>
<context>
    <name>LibraryCollection</name>
    <message>
        <location filename="../../app/services/LibraryCollection.cpp" line="+49"/>
        <source>Level %1</source>
        <translation>Ниво %1</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../../qml/shell/Main.qml" line="+29"/>
        <source>Level editor</source>
        <translation>Редактор на нива</translation>
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
        <translation>Звукът е включен</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound off</source>
        <translation>Звукът е изключен</translation>
    </message>
</context>
<context>
    <name>MoreButton</name>
    <message>
        <location filename="../../qml/shell/MoreButton.qml" line="+15"/>
        <source>More ▾</source>
        <translation>Още ▾</translation>
    </message>
</context>
<context>
    <name>MoveSpeedBox</name>
    <message numerus="yes">
        <location filename="../../qml/common/MoveSpeedBox.qml" line="+22"/>
        <source>%n moves/s</source>
        <translation>
            <numerusform>%n ход/с</numerusform>
            <numerusform>%n хода/с</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speed: %1</source>
        <translation>Скорост: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1/s</source>
        <translation>%1/с</translation>
    </message>
</context>
<context>
    <name>NewGameQuestion</name>
    <message>
        <location filename="../../qml/common/NewGameQuestion.qml" line="+24"/>
        <source>Start a new game?</source>
        <translation>Да започне ли нова игра?</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep playing</source>
        <translation>Продължи играта</translation>
    </message>
</context>
<context>
    <name>NewLevelDialog</name>
    <message>
        <location filename="../../editor/NewLevelDialog.qml" line="+19"/>
        <source>New level</source>
        <translation>Ново ниво</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Width</source>
        <translation>Ширина</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Height</source>
        <translation>Височина</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The level starts as floor enclosed by walls. Rows and columns can be added or removed later.</source>
        <translation>Нивото започва като под, заграден със стени. Редове и колони могат да се добавят или премахват по-късно.</translation>
    </message>
</context>
<context>
    <name>OptimiseBar</name>
    <message>
        <location filename="../../qml/sokoban/OptimiseBar.qml" line="+34"/>
        <source>Optimising by moves</source>
        <translation>Оптимизиране по ходове</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimising by pushes</source>
        <translation>Оптимизиране по бутания</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
</context>
<context>
    <name>PerSizeDocument</name>
    <message>
        <location filename="../../app/services/PerSizeDocument.cpp" line="+51"/>
        <source>version %1 is not one this Tessera reads</source>
        <translation>версия %1 не се чете от тази версия на Tessera</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;sizes&quot; is not an object</source>
        <translation>„sizes“ не е обект</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a board size such as &quot;4x4&quot;</source>
        <translation>„%1“ не е размер на дъска, например „4x4“</translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message>
        <location filename="../../app/services/ProgressStore.cpp" line="+35"/>
        <source>negative count</source>
        <translation>отрицателен брой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more pushes (%1) than moves (%2)</source>
        <translation>повече бутания (%1), отколкото ходове (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the LURD has %1 moves, not %2</source>
        <translation>LURD записът има %1 хода, а не %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the LURD holds &apos;%1&apos;</source>
        <translation>LURD записът съдържа „%1“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the LURD has %1 pushes, not %2</source>
        <translation>LURD записът има %1 бутания, а не %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+76"/>
        <source>not an object</source>
        <translation>не е обект</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>bad &quot;moves&quot; or &quot;pushes&quot;</source>
        <translation>невалидни „moves“ или „pushes“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;lurd&quot; is not a string</source>
        <translation>„lurd“ не е низ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bad &quot;date&quot;</source>
        <translation>невалидна „date“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown &quot;rules&quot;</source>
        <translation>непознато &quot;rules&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;optimised&quot; is not true or false</source>
        <translation>„optimised“ не е true или false</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>bad &quot;firstSolved&quot;</source>
        <translation>невалидно „firstSolved“</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>empty level identity</source>
        <translation>празна идентичност на ниво</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Progress of level %1 skipped: %2.</source>
        <translation>Напредъкът на ниво %1 е пропуснат: %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>it is not a Tessera progress file</source>
        <translation>това не е файл с напредък на Tessera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it has no &quot;levels&quot; object</source>
        <translation>няма обект „levels“</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>progress file</source>
        <translation>файл с напредъка</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The progress file %1 was written by a newer Tessera. It is read as far as possible and left unchanged.</source>
        <translation>Файлът с напредъка %1 е записан от по-нова версия на Tessera. Прочита се доколкото е възможно и се оставя непроменен.</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <location filename="../../app/services/RecentFiles.cpp" line="+30"/>
        <source>it is not a list of recent files</source>
        <translation>това не е списък с последните файлове</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>list of recent files</source>
        <translation>списък с последните файлове</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../qml/sokoban/ReplayBar.qml" line="+34"/>
        <source>Replay</source>
        <translation>Повторение</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>◀ Back</source>
        <comment>replay: one move back</comment>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back</source>
        <translation>Един ход назад</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Пусни</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause (%1)</source>
        <translation>Пускане или пауза (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step ▶</source>
        <comment>replay: one move forward</comment>
        <translation>Стъпка ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move forward</source>
        <translation>Един ход напред</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End ▶▶</source>
        <comment>replay: play the rest at once</comment>
        <translation>Край ▶▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the rest at once, to the final position</source>
        <translation>Изиграй останалото наведнъж, до крайната позиция</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replay speed, in moves per second</source>
        <translation>Скорост на повторението в ходове в секунда</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the replay here (%1)</source>
        <translation>Край на повторението тук (%1)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../qml/shell/SettingsDialog.qml" line="+42"/>
        <source>General</source>
        <translation>Общи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sokoban</source>
        <translation>Сокобан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2048</source>
        <translation>2048</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fifteen</source>
        <translation>Петнайсет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
</context>
<context>
    <name>SettingsFileCheck</name>
    <message>
        <location filename="../../app/services/SettingsFileCheck.cpp" line="+63"/>
        <source>it holds binary data, not text (byte %1)</source>
        <translation>съдържа двоични данни, а не текст (байт %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is not text</source>
        <translation>не е текст</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1 is not a setting (key=value)</source>
        <translation>ред %1 не е настройка (ключ=стойност)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>it is not a regular file</source>
        <translation>не е обикновен файл</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is %L1 bytes long, where settings take a few thousand</source>
        <translation>е дълъг %L1 байта, а настройките заемат няколко хиляди</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Qt cannot read it</source>
        <translation>Qt не може да го прочете</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your settings file %1 is damaged (%2). It was kept as %3 and Tessera started with the default settings.</source>
        <translation>Файлът с настройки %1 е повреден (%2). Запазен е като %3 и Tessera започна с настройките по подразбиране.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your settings file %1 is damaged (%2) and could not be set aside; Tessera may not keep your settings.</source>
        <translation>Файлът с настройки %1 е повреден (%2) и не можа да бъде преместен настрани; Tessera може да не запази настройките ви.</translation>
    </message>
</context>
<context>
    <name>SnapshotPanel</name>
    <message>
        <location filename="../../qml/sokoban/SnapshotPanel.qml" line="+42"/>
        <source>Snapshots</source>
        <translation>Снимки</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close the snapshots</source>
        <translation>Затваряне на снимките</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save this position (%1)</source>
        <translation>Запазване на тази позиция (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No snapshot of this level yet. Save the position you reached, try an idea, and come back to it.</source>
        <translation>Това ниво още няма снимки. Запазете достигнатата позиция, опитайте идея и се върнете към нея.</translation>
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
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n бутане</numerusform>
            <numerusform>%n бутания</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Restore</source>
        <translation>Възстановяване</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rename</source>
        <translation>Преименуване</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Delete</source>
        <translation>Изтриване</translation>
    </message>
</context>
<context>
    <name>SokobanBoard</name>
    <message>
        <location filename="../../qml/sokoban/SokobanBoard.qml" line="+22"/>
        <source>Sokoban board</source>
        <translation>Дъска на Сокобан</translation>
    </message>
</context>
<context>
    <name>SokobanPaste</name>
    <message>
        <location filename="../../app/models/SokobanPaste.cpp" line="+54"/>
        <source>The text holds no Sokoban level.</source>
        <translation>Текстът не съдържа ниво за Сокобан.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pasted level cannot be played:</source>
        <translation>Поставеното ниво не може да се играе:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of the pasted levels can be played:</source>
        <translation>Нито едно от поставените нива не може да се играе:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The solution is for other rules (&quot;%1&quot;): Tessera plays the standard rules and train push.</source>
        <translation>Решението е за други правила („%1“): Tessera играе по стандартните правила и с бутане на влак.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not a solution: %1</source>
        <translation>Не е решение: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The solution holds no move.</source>
        <translation>Решението не съдържа нито един ход.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The solution does not fit this level at move %1.</source>
        <translation>Решението не пасва на това ниво при ход %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This level has no published solution.</source>
        <translation>Това ниво няма публикувано решение.</translation>
    </message>
</context>
<context>
    <name>SokobanScreen</name>
    <message>
        <location filename="../../qml/sokoban/SokobanScreen.qml" line="+109"/>
        <source>This level cannot be played backwards now.</source>
        <translation>Това ниво не може да се играе наобратно сега.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Dismiss</source>
        <translation>Скрий</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>This level cannot be played</source>
        <translation>Това ниво не може да се играе</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>N or Page Down opens the next level, P or Page Up the previous one.</source>
        <translation>N или Page Down отваря следващото ниво, P или Page Up – предишното.</translation>
    </message>
</context>
<context>
    <name>SokobanSettingsPage</name>
    <message>
        <location filename="../../qml/sokoban/SokobanSettingsPage.qml" line="+24"/>
        <source>Animation speed</source>
        <translation>Скорост на анимацията</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Off</source>
        <translation>Изключена</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fast</source>
        <translation>Бърза</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Normal</source>
        <translation>Нормална</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slow</source>
        <translation>Бавна</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rules and hints</source>
        <translation>Правила и подсказки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Train push</source>
        <translation>Бутане на влак</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pushing a box that has other boxes in a line behind it pushes them all. Standard Sokoban allows one box at a time; levels stay solvable either way.</source>
        <translation>Бутането на кутия, зад която в редица има други кутии, бута всички. Стандартният Сокобан позволява само една кутия наведнъж; нивата остават решими и в двата случая.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show dead squares</source>
        <translation>Показване на мъртвите полета</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mark the floor cells from which a box could never reach a goal, so you see a dead end before you push into it.</source>
        <translation>Отбелязване на полетата от пода, от които кутия никога не може да стигне до цел, за да видите задънената улица, преди да бутнете натам.</translation>
    </message>
</context>
<context>
    <name>SokobanStatusBar</name>
    <message>
        <location filename="../../qml/sokoban/SokobanStatusBar.qml" line="+59"/>
        <source>Levels…</source>
        <translation>Нива…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a collection and a level (%1)</source>
        <translation>Избор на колекция и ниво (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 · Level %2 of %3</source>
        <translation>%1 · Ниво %2 от %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reverse mode: pull the boxes back to where they start (%1 leaves it)</source>
        <translation>Обратен режим: дърпайте кутиите обратно там, откъдето започват (%1 го изключва)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>✓ best %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>✓ най-добро: %1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n бутане</numerusform>
            <numerusform>%n бутания</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✓ best %1, %2, train push</source>
        <comment>moves, pushes</comment>
        <translation>✓ най-добро: %1, %2, бутане на влак</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>moves</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>ход</numerusform>
            <numerusform>хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>pushes</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>бутане</numerusform>
            <numerusform>бутания</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>pulls</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>дърпане</numerusform>
            <numerusform>дърпания</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>boxes on goals</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>кутия на цел</numerusform>
            <numerusform>кутии на цел</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SokobanToolBar</name>
    <message>
        <location filename="../../qml/sokoban/SokobanToolBar.qml" line="+36"/>
        <location line="+12"/>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop looking for a hint (%1)</source>
        <translation>Спиране на търсенето на подсказка (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the next push of a solution from here (%1)</source>
        <translation>Показване на следващото бутане от решение оттук (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solve</source>
        <translation>Реши</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop solving (%1)</source>
        <translation>Спиране на решаването (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Find a solution from here and play it</source>
        <translation>Намиране на решение оттук и изиграването му</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Undo</source>
        <translation>Отмени</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (%1, right click)</source>
        <translation>Връщане на последния ход (%1, десен бутон)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation>Повтори</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the undone move again (%1)</source>
        <translation>Повтаряне на отменения ход (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restart</source>
        <translation>Отначало</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start; undo brings the moves back (%1, %2)</source>
        <translation>Обратно в началото; с отмяна ходовете се връщат (%1, %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reverse</source>
        <translation>Наобратно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play backwards: pull the boxes from the goals towards their start; where the two meet the level is solved (%1)</source>
        <translation>Игра наобратно: дърпане на кутиите от целите към началото им; където двете игри се срещнат, нивото е решено (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Previous level</source>
        <translation>Предишно ниво</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous level (%1)</source>
        <translation>Предишно ниво (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next level</source>
        <translation>Следващо ниво</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level (%1)</source>
        <translation>Следващо ниво (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open a file, replay, copy and paste</source>
        <translation>Отваряне на файл, повторение, копиране и поставяне</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open level file…</source>
        <translation>Отваряне на файл с нива…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level browser…</source>
        <translation>Преглед на нивата…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay best solution</source>
        <translation>Повторение на най-доброто решение</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save a snapshot</source>
        <translation>Запазване на снимка</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the newest snapshot</source>
        <translation>Обратно към най-новата снимка</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Snapshots…</source>
        <translation>Снимки…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Optimise solution: fewer pushes</source>
        <translation>Оптимизиране на решението: по-малко бутания</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Optimise solution: fewer moves</source>
        <translation>Оптимизиране на решението: по-малко ходове</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Watch the published solution</source>
        <translation>Гледане на публикуваното решение</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit this level</source>
        <translation>Редактирай това ниво</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New level</source>
        <translation>Ново ниво</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copy level (XSB)</source>
        <translation>Копиране на нивото (XSB)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy solution (LURD)</source>
        <translation>Копиране на решението (LURD)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste solution or level</source>
        <translation>Поставяне на решение или ниво</translation>
    </message>
</context>
<context>
    <name>SolvedOverlay</name>
    <message>
        <location filename="../../qml/sokoban/SolvedOverlay.qml" line="+115"/>
        <source>Solved!</source>
        <translation>Решено!</translation>
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
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-42"/>
        <location line="+28"/>
        <location line="+14"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n бутане</numerusform>
            <numerusform>%n бутания</numerusform>
        </translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The published solution: not counted as yours.</source>
        <translation>Публикуваното решение: не се брои като ваше.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pasted solution: not counted as yours.</source>
        <translation>Поставено решение: не се брои за ваше.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved by the solver: not counted as yours.</source>
        <translation>Решено от решателя: не се брои като ваше.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First time solved!</source>
        <translation>Решено за първи път!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New best in moves and pushes!</source>
        <translation>Нов рекорд по ходове и бутания!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New best in moves!</source>
        <translation>Нов рекорд по ходове!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New best in pushes!</source>
        <translation>Нов рекорд по бутания!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your best: %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>Вашият рекорд: %1, %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Best after optimising: %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>Рекорд след оптимизиране: %1, %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That was the last level of %1.</source>
        <translation>Това беше последното ниво от %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replay best</source>
        <translation>Повторение на рекорда</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Optimise ▾</source>
        <translation>Оптимизиране ▾</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fewer pushes</source>
        <translation>По-малко бутания</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fewer moves</source>
        <translation>По-малко ходове</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next level  ⏎</source>
        <translation>Следващо ниво  ⏎</translation>
    </message>
</context>
<context>
    <name>SquareSizeButtons</name>
    <message>
        <location filename="../../qml/common/SquareSizeButtons.qml" line="+27"/>
        <source>Square:</source>
        <translation>Квадратна:</translation>
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
        <translation>По-малко</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>More</source>
        <translation>Още</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show this notice on one line</source>
        <translation>Показване на това известие на един ред</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show all of this notice</source>
        <translation>Показване на цялото известие</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Try again</source>
        <translation>Опитай отново</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close this notice</source>
        <translation>Затваряне на това известие</translation>
    </message>
</context>
<context>
    <name>TutorialLessons</name>
    <message>
        <location filename="../../app/services/TutorialLessons.cpp" line="+22"/>
        <source>Walking</source>
        <translation>Ходене</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk with the arrow keys or W A S D, or click a floor square to walk straight there. Follow the corridor to the box and push it onto the goal.</source>
        <translation>Движете се със стрелките или W A S D или щракнете върху клетка от пода, за да отидете направо там. Минете по коридора до кутията и я избутайте на целта.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pushing</source>
        <translation>Бутане</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk into a box to push it. You can push only one box at a time and never pull, so step round to the side you want to push from.</source>
        <translation>Бутате кутия, като вървите към нея. Може да бутате само една кутия наведнъж и никога не може да дърпате, затова заобиколете откъм страната, от която искате да бутнете.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goals</source>
        <translation>Цели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The level is solved when every box stands on a goal. Any box may go on any goal, and a box on a goal changes colour.</source>
        <translation>Нивото е решено, когато всяка кутия стои на цел. Всяка кутия може да отиде на всяка цел, а кутия на цел сменя цвета си.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corners</source>
        <translation>Ъгли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A box pushed into a corner can never move again: unless that corner is a goal, the level can no longer be solved. Look before each push.</source>
        <translation>Кутия, избутана в ъгъл, вече не може да помръдне: ако в ъгъла няма цел, нивото вече не може да се реши. Оглеждайте се преди всяко бутане.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Along the walls</source>
        <translation>Покрай стените</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A box against a wall can only slide along it, since nothing can pull it away. Slide each box to the goal on its own wall, not into the far corner.</source>
        <translation>Кутия до стена може да се плъзга само покрай нея, защото нищо не може да я издърпа. Плъзнете всяка кутия до целта на нейната стена, а не в далечния ъгъл.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo</source>
        <translation>Отмяна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The nearest goal is not always the right one, and a box that looks finished can block another. Made a wrong push? Ctrl+Z, Backspace or a right click undoes a move, Ctrl+Y redoes it and R restarts the level.</source>
        <translation>Най-близката цел не винаги е правилната, а кутия, която изглежда наредена, може да блокира друга. Грешно бутане? Ctrl+Z, Backspace или десен бутон отменят ход, Ctrl+Y го повтаря, а R започва нивото отначало.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Putting it together</source>
        <translation>Всичко заедно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything at once: keep the boxes out of the corners, choose the order, and undo when you get stuck. Which goal has to be filled first?</source>
        <translation>Всичко наведнъж: пазете кутиите от ъглите, изберете реда и отменяйте, когато заседнете. Коя цел трябва да се запълни първа?</translation>
    </message>
</context>
<context>
    <name>UnsavedDataDialog</name>
    <message>
        <location filename="../../qml/shell/UnsavedDataDialog.qml" line="+25"/>
        <source>Some of your data is not saved</source>
        <translation>Част от данните ви не са запазени</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>If you quit now, it is lost. Free some space or fix the folder, then try again.</source>
        <translation>Ако излезете сега, те ще бъдат загубени. Освободете място или поправете папката и опитайте отново.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Try again</source>
        <translation>Опитай отново</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quit anyway</source>
        <translation>Изход въпреки това</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
</context>
<context>
    <name>tessera::BoardCellsModel</name>
    <message>
        <location filename="../../app/access/BoardCellsModel.cpp" line="+34"/>
        <source>row %1, column %2: %3</source>
        <extracomment>A board&apos;s cell as a screen reader says it: %1 its row, %2 its column (from 1), %3 what it holds.</extracomment>
        <translation>ред %1, колона %2: %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>row %1: %2</source>
        <extracomment>One row of a board said by a screen reader: %1 its number, %2 its cells in order.</extracomment>
        <translation>ред %1: %2</translation>
    </message>
</context>
<context>
    <name>tessera::EditorBoardModel</name>
    <message>
        <location filename="../../editor/EditorBoardModel.cpp" line="+90"/>
        <source>player, on a goal</source>
        <translation>играч, върху цел</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>player</source>
        <translation>играч</translation>
    </message>
</context>
<context>
    <name>tessera::EditorGenerator</name>
    <message>
        <location filename="../../editor/EditorGenerator.cpp" line="+45"/>
        <source>There is no level to generate on.</source>
        <translation>Няма ниво, върху което да се генерира.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Place goals first: the boxes are placed for them.</source>
        <translation>Първо поставете цели: кутиите се поставят за тях.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the walls first: the level is open.</source>
        <translation>Първо затворете стените: нивото е отворено.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave some floor free beside the goals for the player.</source>
        <translation>Оставете свободен под до целите за играча.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No level could be proven solvable in time: give it more time.</source>
        <translation>Не бе доказано навреме, че някое ниво е решимо: дайте повече време.</translation>
    </message>
</context>
<context>
    <name>tessera::FifteenRecords</name>
    <message>
        <location filename="../../app/services/FifteenRecords.cpp" line="+42"/>
        <source>it is not a Tessera Fifteen records file</source>
        <translation>това не е файл с рекорди за „Петнайсет“ на Tessera</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the records of %1 are not an object</source>
        <translation>рекордите за %1 не са обект</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the best moves of %1 are not a whole number of at least 1</source>
        <translation>най-малкият брой ходове за %1 не е цяло число, поне 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the best time of %1 is not a whole number of milliseconds</source>
        <translation>най-доброто време за %1 не е цял брой милисекунди</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the solved count of %1 is not a whole number of at least 1</source>
        <translation>броят решени игри за %1 не е цяло число, поне 1</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Fifteen records file</source>
        <translation>файл с рекорди за „Петнайсет“</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The Fifteen records were not saved: %1</source>
        <translation>Рекордите за „Петнайсет“ не бяха запазени: %1</translation>
    </message>
</context>
<context>
    <name>tessera::FifteenSession</name>
    <message>
        <location filename="../../app/models/FifteenSession.cpp" line="+59"/>
        <source>%1, time %2</source>
        <extracomment>After each Fifteen move, for a screen reader: %1 the moves (&quot;12 moves&quot;), %2 the time.</extracomment>
        <translation>%1, време %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
        </translation>
    </message>
    <message>
        <location line="+108"/>
        <source>The position is not valid: %1.</source>
        <translation>Позицията е невалидна: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board is %1x%2; the app plays sizes from %3 to %4 on each side.</source>
        <translation>Дъската е %1x%2; приложението поддържа размери от %3 до %4 на всяка страна.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The position is already solved.</source>
        <translation>Позицията вече е решена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The position cannot be solved: its tiles are an odd permutation away from the solved order.</source>
        <translation>Позицията не може да бъде решена: плочките ѝ са на нечетна пермутация от подредения ред.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>it was already solved</source>
        <translation>вече беше решена</translation>
    </message>
    <message>
        <location filename="../../app/models/FifteenSession.h" line="+231"/>
        <source>empty</source>
        <translation>празно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile %1</source>
        <extracomment>A tile of the Fifteen board for a screen reader: %1 its number or letter.</extracomment>
        <translation>плочка %1</translation>
    </message>
</context>
<context>
    <name>tessera::FifteenTables</name>
    <message>
        <location filename="../../app/services/FifteenTables.cpp" line="+134"/>
        <source>The solver&apos;s saved tables were damaged (%1) and have been rebuilt.</source>
        <translation>Запазените таблици на решателя бяха повредени (%1) и бяха изградени наново.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The solver&apos;s tables could not be saved, so they will be built again next time: %1</source>
        <translation>Таблиците на решателя не можаха да бъдат запазени, затова ще бъдат изградени отново следващия път: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The solver&apos;s tables could not be built (%1): hints are not always the shortest.</source>
        <translation>Таблиците на решателя не можаха да бъдат изградени (%1): подсказките не винаги са най-кратките.</translation>
    </message>
</context>
<context>
    <name>tessera::Game2048Scores</name>
    <message>
        <location filename="../../app/services/Game2048Scores.cpp" line="+60"/>
        <source>it is not a Tessera 2048 scores file</source>
        <translation>това не е файл с резултати от 2048 на Tessera</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the scores of %1 are not an object</source>
        <translation>резултатите за %1 не са обект</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the best score of %1 is not a whole number of at least 0</source>
        <translation>най-добрият резултат за %1 не е цяло число, поне 0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the high-score table of %1 is not a list</source>
        <translation>класацията за %1 не е списък</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>entry %1 of the %2 table</source>
        <translation>запис %1 от класацията за %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not an object</source>
        <translation>%1 не е обект</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>the high-score table of %1 has %n entries, more than %2</source>
        <translation>
            <numerusform>класацията за %1 има %n запис, повече от %2</numerusform>
            <numerusform>класацията за %1 има %n записа, повече от %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 has no name, or one longer than %n characters</source>
        <translation>
            <numerusform>%1 няма име или името е по-дълго от %n знак</numerusform>
            <numerusform>%1 няма име или името е по-дълго от %n знака</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the score of %1 is not a whole number of at least 1</source>
        <translation>резултатът на %1 не е цяло число, поне 1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the highest tile of %1 is not a tile value (2, 4, 8...)</source>
        <translation>най-голямата плочка на %1 не е стойност на плочка (2, 4, 8...)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the date of %1 is not an ISO 8601 date and time</source>
        <translation>датата на %1 не е дата и час по ISO 8601</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game of %1 is not text</source>
        <translation>играта на %1 не е текст</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>2048 scores file</source>
        <translation>файл с резултати от 2048</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>The 2048 scores were not saved: %1</source>
        <translation>Резултатите от 2048 не бяха запазени: %1</translation>
    </message>
</context>
<context>
    <name>tessera::Game2048Session</name>
    <message>
        <location filename="../../app/models/Game2048Session.cpp" line="+44"/>
        <source>Score %1, best %2</source>
        <extracomment>After each 2048 move, for a screen reader: %1 the score, %2 the best score.</extracomment>
        <translation>Резултат %1, най-добър %2</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>The board is not valid: %1</source>
        <translation>Дъската е невалидна: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board has %1 and %2; the app plays sizes from %3 to %4 on each side.</source>
        <translation>Дъската има %1 и %2; приложението поддържа размери от %3 до %4 на всяка страна.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+209"/>
        <source>%n rows</source>
        <translation>
            <numerusform>%n ред</numerusform>
            <numerusform>%n реда</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-209"/>
        <location line="+209"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n колона</numerusform>
            <numerusform>%n колони</numerusform>
        </translation>
    </message>
    <message>
        <location line="-205"/>
        <source>The seed must be a whole number from 0.</source>
        <translation>Началната стойност (seed) трябва да е цяло число от 0 нагоре.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score must be a whole number from 0.</source>
        <translation>Резултатът трябва да е цяло число от 0 нагоре.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Keep going or start a new game first</source>
        <translation>Първо продължете играта или започнете нова</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the last %n moves can be undone</source>
        <translation>
            <numerusform>Може да се отмени само последният %n ход</numerusform>
            <numerusform>Могат да се отменят само последните %n хода</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to undo yet</source>
        <translation>Все още няма какво да се отмени</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>it is not a saved 2048 game</source>
        <translation>това не е запазена игра на 2048</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is not a saved 2048 game of this version</source>
        <translation>това не е запазена игра на 2048 от тази версия</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the game is missing</source>
        <translation>играта липсва</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>its board has %1 and %2</source>
        <translation>дъската ѝ има %1 и %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it was already over</source>
        <translation>вече беше приключила</translation>
    </message>
    <message>
        <location filename="../../app/models/Game2048Session.h" line="+212"/>
        <source>empty</source>
        <translation>празно</translation>
    </message>
</context>
<context>
    <name>tessera::GameSession</name>
    <message>
        <location filename="../../app/models/GameSession.cpp" line="+48"/>
        <source>Your unfinished game could not be restored (%1). A new game was started.</source>
        <translation>Недовършената ви игра не можа да бъде възстановена (%1). Започната е нова игра.</translation>
    </message>
</context>
<context>
    <name>tessera::GameSpeech</name>
    <message>
        <location filename="../../app/access/GameSpeech.cpp" line="+23"/>
        <source>Box pushed</source>
        <translation>Кутията е избутана</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Box on a goal</source>
        <translation>Кутия върху цел</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Box off its goal</source>
        <translation>Кутията излезе от целта</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Blocked</source>
        <translation>Блокирано</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move undone</source>
        <translation>Ходът е отменен</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Merged into %1, %n points</source>
        <extracomment>A 2048 merge for a screen reader: %1 the largest tile made, %n the points it scored.</extracomment>
        <translation>
            <numerusform>Слети в %1, %n точка</numerusform>
            <numerusform>Слети в %1, %n точки</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level solved!</source>
        <translation>Нивото е решено!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You made 2048!</source>
        <translation>Направихте 2048!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle solved!</source>
        <translation>Пъзелът е решен!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move left: game over</source>
        <translation>Няма възможни ходове: край на играта</translation>
    </message>
</context>
<context>
    <name>tessera::GamepadInput</name>
    <message>
        <location filename="../../app/input/GamepadInput.cpp" line="+253"/>
        <source>Game controller</source>
        <translation>Игрови контролер</translation>
    </message>
</context>
<context>
    <name>tessera::KeyBindings</name>
    <message>
        <location filename="../../app/input/KeyBindings.cpp" line="+276"/>
        <source>Press a key, with Ctrl or Shift if you like: a modifier alone cannot be one, and Alt and Meta belong to the menus.</source>
        <translation>Натиснете клавиш, ако искате с Ctrl или Shift: модификатор сам не може да бъде клавиш, а Alt и Meta са за менютата.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Esc and Tab move through the dialogs: they cannot be chosen.</source>
        <translation>Esc и Tab служат за движение в диалозите: те не могат да бъдат избрани.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already the key of “%2” (%3). Choose another key, or give that one another key first.</source>
        <translation>%1 вече е клавишът на „%2“ (%3). Изберете друг клавиш или първо дайте на онова действие друг.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is now the key of “%2” (%3): give that one another key first.</source>
        <translation>%1 сега е клавишът на „%2“ (%3): първо дайте на онова действие друг клавиш.</translation>
    </message>
</context>
<context>
    <name>tessera::LevelEditorSession</name>
    <message>
        <location filename="../../editor/LevelEditorSession.cpp" line="+94"/>
        <source>A level is 3 to 128 cells wide and high.</source>
        <translation>Нивото е с ширина и височина от 3 до 128 клетки.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+42"/>
        <source>There is no level library to open %1 from.</source>
        <translation>Няма библиотека с нива, от която да се отвори %1.</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>%1 has no level %2.</source>
        <translation>%1 няма ниво %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such level collection.</source>
        <translation>Няма такава колекция нива.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+389"/>
        <source>%1, level %2</source>
        <translation>%1, ниво %2</translation>
    </message>
    <message>
        <location line="-356"/>
        <source>%1 cannot be read.</source>
        <translation>%1 не може да бъде прочетен.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>A level is 1 to 128 cells wide and high.</source>
        <translation>Нивото е с ширина и височина от 1 до 128 клетки.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing to trim: every edge row and column is in use.</source>
        <translation>Няма какво да се изрязва: всеки краен ред и колона се използват.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Normalise needs exactly one player: it keeps what the player can reach.</source>
        <translation>Нормализирането изисква точно един играч: запазва се това, до което играчът може да стигне.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The level is already normal.</source>
        <translation>Нивото вече е нормализирано.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Level copied as XSB text</source>
        <translation>Нивото е копирано като XSB текст</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The clipboard holds no level (XSB text).</source>
        <translation>В клипборда няма ниво (XSB текст).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pasted level is empty or too large.</source>
        <translation>Поставеното ниво е празно или твърде голямо.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Pasted the first of %n levels</source>
        <translation>
            <numerusform>Поставено е първото от %n ниво</numerusform>
            <numerusform>Поставено е първото от %n нива</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level pasted</source>
        <translation>Нивото е поставено</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Generated level placed: Undo takes it back.</source>
        <translation>Генерираното ниво е поставено: Отмени го връща.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Saved: %1</source>
        <translation>Запазено: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved: %1 (it cannot be played yet)</source>
        <translation>Запазено: %1 (все още не може да се играе)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+16"/>
        <source>There is no level library to save into.</source>
        <translation>Няма библиотека с нива, в която да се запази.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No file name was given.</source>
        <translation>Не е зададено име на файл.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>level</source>
        <translation>ниво</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Test play</source>
        <translation>Пробна игра</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>New level for %1</source>
        <translation>Ново ниво за %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy of %1</source>
        <translation>Копие на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New level</source>
        <translation>Ново ниво</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save in place: %1</source>
        <translation>Запазване на място: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save: add it to %1</source>
        <translation>Запазване: добавяне към %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save: add it to My levels</source>
        <translation>Запазване: добавяне към „Моите нива“</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>My levels (%1) cannot be read (%2). Save cannot add this level to it; Save as… keeps it in another file.</source>
        <translation>Моите нива (%1) не могат да бъдат прочетени (%2). „Запазване“ не може да добави това ниво към тях; „Запазване като…“ го пази в друг файл.</translation>
    </message>
</context>
<context>
    <name>tessera::ResumeState</name>
    <message>
        <location filename="../../app/services/ResumeState.cpp" line="+48"/>
        <source>it is not a Tessera session file</source>
        <translation>това не е файл със сесия на Tessera</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;sokoban&quot; is not an object</source>
        <translation>„sokoban“ не е обект</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;games&quot; is not an object</source>
        <translation>„games“ не е обект</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>session file</source>
        <translation>файл със сесията</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Session file %1: the Sokoban position has bad fields; it is ignored.</source>
        <translation>Файл със сесия %1: позицията в Сокобан има невалидни полета; пренебрегната е.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Session file %1: the state of %2 is not a string; it is ignored.</source>
        <translation>Файл със сесия %1: състоянието на %2 не е низ; пренебрегнато е.</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanAssistant</name>
    <message>
        <location filename="../../app/models/SokobanAssistant.cpp" line="+156"/>
        <source>left</source>
        <translation>наляво</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up</source>
        <translation>нагоре</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>надясно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>down</source>
        <translation>надолу</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Solved in %n pushes from here by the standard rules, one box a push</source>
        <translation>
            <numerusform>Решено оттук с %n бутане по стандартните правила, по една кутия на бутане</numerusform>
            <numerusform>Решено оттук с %n бутания по стандартните правила, по една кутия на бутане</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Solved in %n pushes from here</source>
        <translation>
            <numerusform>Оттук се решава с %n бутане</numerusform>
            <numerusform>Оттук се решава с %n бутания</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Found a solution from here: %n pushes.</source>
        <translation>
            <numerusform>Намерено е решение оттук: %n бутане.</numerusform>
            <numerusform>Намерено е решение оттук: %n бутания.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Push the marked box %1 (%n pushes to go by the standard rules, one box a push).</source>
        <translation>
            <numerusform>Бутнете отбелязаната кутия %1 (остава %n бутане по стандартните правила, по една кутия на бутане).</numerusform>
            <numerusform>Бутнете отбелязаната кутия %1 (остават %n бутания по стандартните правила, по една кутия на бутане).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Push the marked box %1 (%n pushes to go).</source>
        <translation>
            <numerusform>Бутнете отбелязаната кутия %1: това решава нивото.</numerusform>
            <numerusform>Бутнете отбелязаната кутия %1 (остават %n бутания).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1: %n undos get back to a position they can solve</source>
        <translation>
            <numerusform>%1: %n отмяна връща до позиция, решима по тях</numerusform>
            <numerusform>%1: %n отмени връщат до позиция, решима по тях</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By the standard rules this level cannot be solved, even from its start: its best solution was made with train push.</source>
        <translation>По стандартните правила това ниво не може да бъде решено дори от началото: най-доброто му решение е направено с бутане на влак.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n undos get back to a solvable position.</source>
        <translation>
            <numerusform>%1: %n отмяна връща до решима позиция.</numerusform>
            <numerusform>%1: %n отмени връщат до решима позиция.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>By the standard rules (one box a push): %1. Train push is on, and with it this may still be solved.</source>
        <translation>По стандартните правила (по една кутия на бутане): %1. Бутането на влак е включено и с него това може все пак да бъде решено.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>This position cannot be solved: %1</source>
        <translation>Тази позиция не може да бъде решена: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No solution found: %1</source>
        <translation>Не е намерено решение: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+9"/>
        <source>This position can no longer be solved</source>
        <translation>Тази позиция вече не може да бъде решена</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This level cannot be solved, even from its start.</source>
        <translation>Това ниво не може да бъде решено дори от началото.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1. Undo to get back to a solvable position.</source>
        <translation>%1. Отменете ходове, за да се върнете до решима позиция.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hint: %1</source>
        <translation>Няма подсказка: %1</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanBoardModel</name>
    <message>
        <location filename="../../app/models/SokobanBoardModel.cpp" line="+106"/>
        <source>outside</source>
        <translation>извън</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wall</source>
        <translation>стена</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you, on a goal</source>
        <translation>вие, върху цел</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>you</source>
        <translation>вие</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>box on a goal</source>
        <translation>кутия върху цел</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>box</source>
        <translation>кутия</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>goal</source>
        <translation>цел</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>floor</source>
        <translation>под</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, dead square</source>
        <extracomment>A cell from which no box can reach a goal: %1 is what it holds (&quot;floor&quot;).</extracomment>
        <translation>%1, мъртво поле</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanOptimiser</name>
    <message>
        <location filename="../../app/models/SokobanOptimiser.cpp" line="+49"/>
        <source>There is no level to optimise a solution of.</source>
        <translation>Няма ниво, чието решение да се оптимизира.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Only solutions by the standard rules can be optimised.</source>
        <translation>Могат да се оптимизират само решения по стандартните правила.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solve the level first: the optimiser shortens your own solution.</source>
        <translation>Първо решете нивото: оптимизаторът скъсява вашето собствено решение.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Optimising...</source>
        <translation>Оптимизиране...</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Optimising: %Ln positions, %1 s</source>
        <translation>
            <numerusform>Оптимизиране: %Ln позиция, %1 сек</numerusform>
            <numerusform>Оптимизиране: %Ln позиции, %1 сек</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That solution does not solve this level: nothing to optimise.</source>
        <translation>Това решение не решава нивото: няма какво да се оптимизира.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Optimising stopped: no shorter solution found so far.</source>
        <translation>Оптимизирането е спряно: досега не е намерено по-кратко решение.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shorter solution found.</source>
        <translation>Не е намерено по-кратко решение.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 → %2 moves, %3 → %4 pushes</source>
        <translation>ходове %1 → %2, бутания %3 → %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Optimised: %1. Kept as your best (optimised).</source>
        <translation>Оптимизирано: %1. Запазено като ваш рекорд (оптимизиран).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimised: %1. Your best is shorter still.</source>
        <translation>Оптимизирано: %1. Вашият рекорд е още по-кратък.</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanReplay</name>
    <message>
        <location filename="../../app/models/SokobanReplay.cpp" line="+61"/>
        <source>This level cannot be played, so nothing can be replayed on it.</source>
        <translation>Това ниво не може да се играе, затова на него не може да се пусне повторение.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>No solution of this level to replay yet.</source>
        <translation>Все още няма решение на това ниво за повторение.</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+38"/>
        <source>The solution does not fit this level at move %1.</source>
        <translation>Решението не пасва на това ниво при ход %1.</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSession</name>
    <message>
        <location filename="../../app/models/SokobanSession.cpp" line="+92"/>
        <source>This level cannot be played.</source>
        <translation>Това ниво не може да се играе.</translation>
    </message>
    <message>
        <location filename="../../app/models/SokobanSessionLevels.cpp" line="+18"/>
        <source>There is no such level collection.</source>
        <translation>Няма такава колекция нива.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 holds no level.</source>
        <translation>%1 не съдържа нито едно ниво.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no level %2.</source>
        <translation>%1 няма ниво %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There is no level library to open %1 from.</source>
        <translation>Няма библиотека с нива, от която да се отвори %1.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Only files on this computer can be opened: %1</source>
        <translation>Могат да се отварят само файлове на този компютър: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../app/models/SokobanSessionText.cpp" line="+97"/>
        <source>Pasted level</source>
        <translation>Поставено ниво</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The text holds no Sokoban level.</source>
        <translation>Текстът не съдържа ниво за Сокобан.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The level you played last is no longer in the level library.</source>
        <translation>Нивото, което играхте последно, вече не е в библиотеката с нива.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&quot;%1&quot; was removed from the level library.</source>
        <translation>„%1“ е премахната от библиотеката с нива.</translation>
    </message>
    <message>
        <location filename="../../app/models/SokobanSessionText.cpp" line="-35"/>
        <source>There is no level to copy.</source>
        <translation>Няма ниво за копиране.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level copied as XSB</source>
        <translation>Нивото е копирано като XSB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No moves to copy yet.</source>
        <translation>Все още няма ходове за копиране.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves copied as LURD</source>
        <translation>Ходовете са копирани като LURD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best solution copied as LURD</source>
        <translation>Най-доброто решение е копирано като LURD</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The clipboard holds neither a Sokoban level nor a solution.</source>
        <translation>В клипборда няма нито ниво за Сокобан, нито решение.</translation>
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
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n бутане</numerusform>
            <numerusform>%n бутания</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n boxes on goals</source>
        <translation>
            <numerusform>%1 от %n кутия върху цели</numerusform>
            <numerusform>%1 от %n кутии върху цели</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>left</source>
        <translation>вляво</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>up</source>
        <translation>нагоре</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right</source>
        <translation>вдясно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>down</source>
        <translation>надолу</translation>
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
            <numerusform>%1 на %n поле %2</numerusform>
            <numerusform>%1 на %n полета %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>wall</source>
        <translation>стена</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>outside</source>
        <translation>извън</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>box on a goal</source>
        <translation>кутия върху цел</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>box</source>
        <translation>кутия</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>goal</source>
        <translation>цел</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSnapshots</name>
    <message>
        <location filename="../../app/models/SokobanSnapshots.cpp" line="+27"/>
        <source>snapshot file</source>
        <translation>файлът със снимки</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not a Tessera snapshot file</source>
        <translation>не е файл със снимки на Tessera</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Snapshots cannot be saved: %1</source>
        <translation>Снимките не могат да се запазят: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Snapshots could not be saved: %1</source>
        <translation>Снимките не бяха запазени: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>There is no position to save here.</source>
        <translation>Тук няма позиция за запазване.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Snapshots keep forward play: leave reverse mode (B) to save one.</source>
        <translation>Снимките пазят играта напред: излезте от обратния режим (B), за да запазите.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Snapshot %1</source>
        <translation>Снимка %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Saved &quot;%1&quot; (%n moves)</source>
        <translation>
            <numerusform>Запазено „%1“ (%n ход)</numerusform>
            <numerusform>Запазено „%1“ (%n хода)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>its move %1 is not a move</source>
        <translation>ходът му %1 не е ход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its move %1 cannot be played on this level</source>
        <translation>ходът му %1 не може да се изиграе на това ниво</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its moves lead to another position on this level</source>
        <translation>ходовете му водят до друга позиция на това ниво</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the level cannot be played</source>
        <translation>нивото не може да се играе</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;%1&quot; was made with train push: turn it on in Settings to restore it.</source>
        <translation>„%1“ е направена с бутане на влак: включете го в Настройки, за да я възстановите.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; does not fit this level any more: %2.</source>
        <translation>„%1“ вече не пасва на това ниво: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Back to &quot;%1&quot;</source>
        <translation>Обратно към „%1“</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No snapshot of this level yet: F5 saves one.</source>
        <translation>Това ниво още няма снимки: F5 запазва снимка.</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSolverRunner</name>
    <message>
        <location filename="../../app/models/SokobanSolverRunner.cpp" line="+84"/>
        <source>Searching...</source>
        <translation>Търсене...</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%Ln positions, %1 s</source>
        <translation>
            <numerusform>%Ln позиция, %1 сек</numerusform>
            <numerusform>%Ln позиции, %1 сек</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No sequence of pushes solves this position</source>
        <translation>Никоя поредица от бутания не решава тази позиция</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not decided within %1 s</source>
        <translation>Не е решено в рамките на %1 сек</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>Прекратено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not decided within the memory limit</source>
        <translation>Не е решено в рамките на ограничението за памет</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The level cannot be played</source>
        <translation>Нивото не може да се играе</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A box is stuck in a corner</source>
        <translation>Кутия е заседнала в ъгъл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A box is on a square from which it can never reach a goal</source>
        <translation>Кутия е на поле, от което никога не може да стигне до цел</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boxes are jammed in a square block</source>
        <translation>Кутии са заклещени в квадратен блок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boxes are frozen where they can never move again</source>
        <translation>Кутии са замръзнали там, откъдето никога вече не могат да помръднат</translation>
    </message>
</context>
<context>
    <name>tessera::StorageNotices</name>
    <message>
        <location filename="../../app/services/StorageNotices.cpp" line="+279"/>
        <source>Your settings cannot be saved in %1.</source>
        <translation>Настройките ви не могат да бъдат запазени в %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your settings file %1 is damaged; Tessera started with the settings it could read.</source>
        <translation>Файлът с настройките ви %1 е повреден; Tessera стартира с настройките, които успя да прочете.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The solver still works; it may be slower until the tables are ready.</source>
        <translation>Решателят продължава да работи; може да е по-бавен, докато таблиците станат готови.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything else works as usual.</source>
        <translation>Всичко останало работи както обикновено.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can keep playing: solved levels are kept until Tessera closes, and saved as soon as the folder can be written again.</source>
        <translation>Можете да продължите да играете: решените нива се пазят, докато Tessera е отворена, и се записват веднага щом в папката отново може да се пише.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can keep playing; Tessera may not reopen where you left off.</source>
        <translation>Можете да продължите да играете; Tessera може да не се отвори отново там, където сте спрели.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can keep playing: scores are kept until Tessera closes, and saved as soon as the folder can be written again.</source>
        <translation>Можете да продължите да играете: резултатите се пазят, докато Tessera е отворена, и се записват веднага щом в папката отново може да се пише.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can keep playing: records are kept until Tessera closes, and saved as soon as the folder can be written again.</source>
        <translation>Можете да продължите да играете: рекордите се пазят, докато Tessera е отворена, и се записват веднага щом в папката отново може да се пише.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your levels are still open; nothing was half-written.</source>
        <translation>Нивата ви са все още отворени; нищо не е записано наполовина.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changes apply until Tessera closes.</source>
        <translation>Промените важат, докато Tessera е отворена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver still works; the tables are built again next time.</source>
        <translation>Решателят продължава да работи; таблиците ще бъдат изградени отново следващия път.</translation>
    </message>
</context>
</TS>
