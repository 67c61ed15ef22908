<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../qml/shell/AboutDialog.qml" line="+19"/>
        <source>About Tessera</source>
        <translation>O programie Tessera</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Version %1</source>
        <translation>Wersja %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sokoban, 2048 and the Fifteen puzzle in one desktop app.</source>
        <translation>Sokoban, 2048 i Piętnastka w jednej aplikacji na komputer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Credits</source>
        <translation>Podziękowania</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Microban&lt;/b&gt;: 155 levels by David W. Skinner, freely distributable with credit to the author.</source>
        <translation>&lt;b&gt;Microban&lt;/b&gt;: 155 poziomów autorstwa Davida W. Skinnera, do swobodnego rozpowszechniania z podaniem autora.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;XSokoban&lt;/b&gt;: the 90 classic levels as distributed with XSokoban, in the public domain; original designs by Hiroyuki Imabayashi, Thinking Rabbit, 1982.</source>
        <translation>&lt;b&gt;XSokoban&lt;/b&gt;: 90 klasycznych poziomów w wersji rozpowszechnianej z XSokobanem, w domenie publicznej; oryginalne projekty: Hiroyuki Imabayashi, Thinking Rabbit, 1982.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;2048&lt;/b&gt;: after the original game by Gabriele Cirulli.</source>
        <translation>&lt;b&gt;2048&lt;/b&gt;: na podstawie oryginalnej gry Gabriele Cirullego.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;Qt&lt;/b&gt; %1: the toolkit Tessera is built with, by The Qt Company and the Qt Project, used under the GNU LGPL v3.</source>
        <translation>&lt;b&gt;Qt&lt;/b&gt; %1: biblioteka, na której zbudowano Tesserę, autorstwa The Qt Company i Qt Project, używana na licencji GNU LGPL v3.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;Translations&lt;/b&gt;: Čeština, 中文, Български and Polski by the Tessera translators; the standard buttons and file dialog in Qt&apos;s own translations.</source>
        <translation>&lt;b&gt;Tłumaczenia&lt;/b&gt;: Čeština, 中文, Български i Polski – tłumacze projektu Tessera; standardowe przyciski i okno wyboru plików z tłumaczeń samego Qt.</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>translator-credits</source>
        <comment>This translation&apos;s credit in the About box: who translated it. Not shown in English.</comment>
        <translation>Na język polski przetłumaczył zespół tłumaczy projektu Tessera.</translation>
    </message>
</context>
<context>
    <name>ActionTable</name>
    <message>
        <location filename="../../app/input/InputActionRows.cpp" line="+111"/>
        <source>Help: how to play and every control</source>
        <translation>Pomoc: zasady gry i całe sterowanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>Go to the home screen</source>
        <translation>Przejdź do ekranu głównego</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Play Sokoban</source>
        <translation>Graj w Sokobana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play 2048</source>
        <translation>Graj w 2048</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play Fifteen</source>
        <translation>Graj w Piętnastkę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sokoban level browser</source>
        <translation>Przeglądarka poziomów Sokobana</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open a Sokoban level file</source>
        <translation>Otwórz plik poziomu Sokobana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sokoban level editor</source>
        <translation>Edytor poziomów Sokobana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound off or on</source>
        <translation>Włącz lub wyłącz dźwięk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go home from a game (where Esc has no other use)</source>
        <translation>Powrót z gry do ekranu głównego (gdy Esc nie ma innej funkcji)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The mouse&apos;s back button</source>
        <translation>Przycisk „wstecz” myszy</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move the focus or the highlight left</source>
        <translation>Przenieś fokus lub zaznaczenie w lewo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus or the highlight up</source>
        <translation>Przenieś fokus lub zaznaczenie w górę</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus or the highlight right</source>
        <translation>Przenieś fokus lub zaznaczenie w prawo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the focus or the highlight down</source>
        <translation>Przenieś fokus lub zaznaczenie w dół</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Press the button or open what is highlighted</source>
        <translation>Naciśnij przycisk lub otwórz zaznaczony element</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the dialog or go back</source>
        <translation>Zamknij okno dialogowe lub wróć</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+217"/>
        <source>Walk or push left</source>
        <translation>Idź lub pchaj w lewo</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+217"/>
        <source>Walk or push up</source>
        <translation>Idź lub pchaj w górę</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+217"/>
        <source>Walk or push right</source>
        <translation>Idź lub pchaj w prawo</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+217"/>
        <source>Walk or push down</source>
        <translation>Idź lub pchaj w dół</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+180"/>
        <location line="+37"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>Right click</source>
        <translation>Prawy przycisk</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+119"/>
        <location line="+58"/>
        <location line="+37"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Wheel up (away from you)</source>
        <translation>Kółko w górę (od siebie)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wheel down (toward you)</source>
        <translation>Kółko w dół (do siebie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart the level (undoable)</source>
        <translation>Zacznij poziom od nowa (można cofnąć)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reverse mode on or off: pull the boxes from the goals back to their start</source>
        <translation>Tryb wsteczny włącz lub wyłącz: ciągnij skrzynie z celów z powrotem na ich start</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop a search, put the hint away, end a replay, let go of a box, or restart</source>
        <translation>Zatrzymaj wyszukiwanie, schowaj podpowiedź, zakończ powtórkę, puść skrzynię lub zacznij od nowa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play a solution the solver found, or the next level once this one is solved</source>
        <translation>Odtwórz rozwiązanie znalezione przez solver albo, po rozwiązaniu, następny poziom</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level</source>
        <translation>Następny poziom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Previous level</source>
        <translation>Poprzedni poziom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: show the next push of a solution</source>
        <translation>Podpowiedź: pokaż następne pchnięcie rozwiązania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play or pause a replay</source>
        <translation>Odtwórz lub wstrzymaj powtórkę</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a snapshot of the position</source>
        <translation>Zapisz migawkę pozycji</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the newest snapshot (undoable)</source>
        <translation>Powrót do najnowszej migawki (można cofnąć)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The level&apos;s menu: snapshots, optimise your solution, replays, files</source>
        <translation>Menu poziomu: migawki, optymalizacja rozwiązania, powtórki, pliki</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show or hide the snapshots of the level</source>
        <translation>Pokaż lub ukryj migawki poziomu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Optimise your solution: fewer pushes (Esc stops)</source>
        <translation>Optymalizuj swoje rozwiązanie: mniej pchnięć (Esc przerywa)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Optimise your solution: fewer moves</source>
        <translation>Optymalizuj swoje rozwiązanie: mniej ruchów</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the solution (LURD)</source>
        <translation>Kopiuj rozwiązanie (LURD)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+126"/>
        <source>Copy the level (XSB)</source>
        <translation>Kopiuj poziom (XSB)</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Paste a solution to replay or a level to open</source>
        <translation>Wklej rozwiązanie do odtworzenia lub poziom do otwarcia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say what is around you (walls, boxes, goals), for a screen reader</source>
        <translation>Powiedz, co jest wokół ciebie (ściany, skrzynie, cele), dla czytnika ekranu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Walk to a cell</source>
        <translation>Przejdź na pole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the cell</source>
        <translation>Kliknij pole</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Push a box to a cell</source>
        <translation>Przepchnij skrzynię na pole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the box, then a highlighted cell</source>
        <translation>Kliknij skrzynię, a potem podświetlone pole</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slide the tiles left</source>
        <translation>Przesuń kafelki w lewo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles up</source>
        <translation>Przesuń kafelki w górę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles right</source>
        <translation>Przesuń kafelki w prawo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles down</source>
        <translation>Przesuń kafelki w dół</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo (up to three moves)</source>
        <translation>Cofnij (do trzech ruchów)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+34"/>
        <source>New game (asks first during a game)</source>
        <translation>Nowa gra (w trakcie gry najpierw pyta)</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+37"/>
        <source>Say the board row by row, for a screen reader</source>
        <translation>Odczytaj planszę wiersz po wierszu, dla czytnika ekranu</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Hint: the AI&apos;s move</source>
        <translation>Podpowiedź: ruch SI</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Autoplay (any key stops it)</source>
        <translation>Autopilot (dowolny klawisz go zatrzymuje)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep going after 2048, or a new game once it is over</source>
        <translation>Graj dalej po 2048 albo nowa gra po jej zakończeniu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slide the tiles</source>
        <translation>Przesuń kafelki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swipe the board</source>
        <translation>Przesuń palcem po planszy</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Slide the tile right of the gap left</source>
        <translation>Przesuń w lewo klocek na prawo od pustego pola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tile below the gap up</source>
        <translation>Przesuń w górę klocek pod pustym polem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tile left of the gap right</source>
        <translation>Przesuń w prawo klocek na lewo od pustego pola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tile above the gap down</source>
        <translation>Przesuń w dół klocek nad pustym polem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo (counts as a move)</source>
        <translation>Cofnij (liczy się jako ruch)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: the next move of a solution</source>
        <translation>Podpowiedź: następny ruch rozwiązania</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pause or resume</source>
        <translation>Pauza lub wznowienie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game, once solved</source>
        <translation>Nowa gra po ułożeniu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slide a tile (or a row of tiles) into the gap</source>
        <translation>Przesuń klocek (lub rząd klocków) na puste pole</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the tile</source>
        <translation>Kliknij klocek</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tool: wall</source>
        <translation>Narzędzie: ściana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: floor</source>
        <translation>Narzędzie: podłoga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: goal</source>
        <translation>Narzędzie: cel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: box</source>
        <translation>Narzędzie: skrzynia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: box on a goal</source>
        <translation>Narzędzie: skrzynia na celu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: player</source>
        <translation>Narzędzie: gracz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: player on a goal</source>
        <translation>Narzędzie: gracz na celu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool: erase</source>
        <translation>Narzędzie: gumka</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the cell cursor left</source>
        <translation>Przesuń kursor pola w lewo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cell cursor up</source>
        <translation>Przesuń kursor pola w górę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cell cursor right</source>
        <translation>Przesuń kursor pola w prawo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the cell cursor down</source>
        <translation>Przesuń kursor pola w dół</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paint the cursor&apos;s cell with the tool (a rectangle: one corner, then the other)</source>
        <translation>Zamaluj narzędziem pole pod kursorem (prostokąt: jeden róg, potem drugi)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous tool</source>
        <translation>Poprzednie narzędzie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next tool</source>
        <translation>Następne narzędzie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paint cell by cell</source>
        <translation>Maluj pole po polu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint a filled rectangle</source>
        <translation>Maluj wypełniony prostokąt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint a rectangle&apos;s outline</source>
        <translation>Maluj obrys prostokąta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New level</source>
        <translation>Nowy poziom</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paste a level</source>
        <translation>Wklej poziom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom in</source>
        <translation>Powiększ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+kółko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out</source>
        <translation>Pomniejsz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the whole level</source>
        <translation>Pokaż cały poziom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test-play the level</source>
        <translation>Zagraj testowo w poziom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel a drag</source>
        <translation>Anuluj przeciąganie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint with the tool</source>
        <translation>Maluj narzędziem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click or drag</source>
        <translation>Kliknij lub przeciągnij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Erase</source>
        <translation>Gumka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right click or drag</source>
        <translation>Kliknij prawym przyciskiem lub przeciągnij</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play or pause the solution</source>
        <translation>Odtwórz lub wstrzymaj rozwiązanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the editor</source>
        <translation>Powrót do edytora</translation>
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
        <translation>Piętnastka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level editor</source>
        <translation>Edytor poziomów</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test-play</source>
        <translation>Gra testowa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everywhere</source>
        <translation>Wszędzie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Menus and dialogs</source>
        <translation>Menu i okna dialogowe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You are the warehouse keeper. Push every box onto a goal. You walk and push one box at a time: you cannot pull a box, nor push two in a row. A box in a corner that is not a goal is stuck for good: undo, or ask for a hint.</source>
        <translation>Jesteś magazynierem. Wepchnij każdą skrzynię na cel. Chodzisz i pchasz po jednej skrzyni naraz: nie możesz ciągnąć skrzyni ani pchać dwóch naraz. Skrzynia w rogu, który nie jest celem, utknęła na dobre: cofnij ruch albo poproś o podpowiedź.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reverse mode plays the level backwards: the boxes start on the goals and you pull them, one at a time, back to where your game left them; when the two meet, they join into a solution. Snapshots keep positions to come back to, and once a level is solved the optimiser looks for a solution with fewer pushes or moves. The keys are in the table below.</source>
        <translation>Tryb wsteczny rozgrywa poziom od końca: skrzynie zaczynają na celach, a ty ciągniesz je, po jednej, z powrotem tam, gdzie zostawiła je twoja gra; gdy obie się spotkają, łączą się w rozwiązanie. Migawki zachowują pozycje, do których można wrócić, a gdy poziom jest rozwiązany, optymalizator szuka rozwiązania z mniejszą liczbą pchnięć lub ruchów. Klawisze są w tabeli poniżej.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slide all the tiles one way. Two tiles with the same number merge into one with their sum, and a new tile appears. Make a 2048 tile; the game is over when no move is left.</source>
        <translation>Przesuwaj wszystkie kafelki w jedną stronę. Dwa kafelki z tą samą liczbą łączą się w jeden z ich sumą, a na planszy pojawia się nowy kafelek. Zbuduj kafelek 2048; gra kończy się, gdy nie zostaje żaden ruch.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Slide the tiles into the gap, one at a time or a whole row at once, until they are in order, the gap in the last corner. Fewer moves and less time make a better record.</source>
        <translation>Przesuwaj klocki na puste pole, po jednym lub cały rząd naraz, aż ułożą się po kolei, a puste pole znajdzie się w ostatnim rogu. Mniej ruchów i krótszy czas dają lepszy rekord.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick a tool and paint the level: walls, floor, goals, boxes and one player. The side panel says what keeps the level from being played; test-play it, check that it can be solved, then save it.</source>
        <translation>Wybierz narzędzie i maluj poziom: ściany, podłogę, cele, skrzynie i jednego gracza. Panel boczny pokazuje, co jeszcze uniemożliwia grę; zagraj testowo, sprawdź, czy poziom da się rozwiązać, a potem go zapisz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With a game controller: the D-pad moves the focus, A presses, B closes.</source>
        <translation>Z kontrolerem: krzyżak przenosi fokus, A naciska, B zamyka.</translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <location filename="../../qml/shell/AppMenuBar.qml" line="+254"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>&amp;Home</source>
        <translation>Ekran &amp;główny</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Sokoban level &amp;editor</source>
        <translation>&amp;Edytor poziomów Sokobana</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sokoban &amp;levels…</source>
        <translation>&amp;Poziomy Sokobana…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Open level file…</source>
        <translation>&amp;Otwórz plik poziomu…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>&amp;Theme</source>
        <translation>&amp;Motyw</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>&amp;Light</source>
        <translation>&amp;Jasny</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Dark</source>
        <translation>&amp;Ciemny</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;High contrast</source>
        <translation>&amp;Wysoki kontrast</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow &amp;system</source>
        <translation>Zgodnie z &amp;systemem</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+78"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>&amp;About Tessera</source>
        <translation>&amp;O programie Tessera</translation>
    </message>
</context>
<context>
    <name>AppSettingsPage</name>
    <message>
        <location filename="../../qml/shell/AppSettingsPage.qml" line="+15"/>
        <source>Theme</source>
        <translation>Motyw</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>High contrast (white on black)</source>
        <translation>Wysoki kontrast (biały na czarnym)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Follow the system (light or dark, as the desktop is)</source>
        <translation>Zgodnie z systemem (jasny lub ciemny, tak jak pulpit)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Reduce motion</source>
        <translation>Ogranicz ruch</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Moves, slides and screen changes happen at once, in every game, and hints stop pulsing.</source>
        <translation>Ruchy, przesunięcia i zmiany ekranów następują od razu, w każdej grze, a podpowiedzi przestają pulsować.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Text size</source>
        <translation>Rozmiar tekstu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Normal</source>
        <translation>Normalny</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Large (125%)</source>
        <translation>Duży (125%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Larger (150%)</source>
        <translation>Większy (150%)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Sound</source>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play sounds (%1 turns them on or off anywhere)</source>
        <translation>Odtwarzaj dźwięki (%1 włącza je i wyłącza w każdym miejscu)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+7"/>
        <source>Volume</source>
        <translation>Głośność</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No sound output was found: the games stay silent.</source>
        <translation>Nie znaleziono wyjścia dźwięku: gry pozostaną ciche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Follow the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Language: %1</source>
        <extracomment>What a screen reader says of the language list: %1 is the language chosen.</extracomment>
        <translation>Język: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game controllers</source>
        <translation>Kontrolery do gier</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game controllers are not supported on this system.</source>
        <translation>Kontrolery do gier nie są obsługiwane w tym systemie.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>None connected. Plug one in to play with it.</source>
        <translation>Brak podłączonych kontrolerów. Podłącz kontroler, aby na nim grać.</translation>
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
        <translation>Pasek narzędzi: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>‹ Home</source>
        <translation>‹ Ekran główny</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to the home screen (%1)</source>
        <translation>Powrót do ekranu głównego (%1)</translation>
    </message>
</context>
<context>
    <name>AssistBar</name>
    <message>
        <location filename="../../qml/sokoban/AssistBar.qml" line="+73"/>
        <source>Looking for a hint…</source>
        <translation>Szukam podpowiedzi…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solving…</source>
        <translation>Rozwiązywanie…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Still searching for a hint (a move or %1 stops it)…</source>
        <translation>Wciąż szukam podpowiedzi (ruch lub %1 przerywa)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Still searching for a solution (a move or %1 stops it)…</source>
        <translation>Wciąż szukam rozwiązania (ruch lub %1 przerywa)…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 from the start: by the standard rules this level cannot be solved. Its best was made with train push.</source>
        <translation>%1 od początku: według standardowych zasad tego poziomu nie da się rozwiązać. Jego rekord powstał z pchaniem szeregu skrzyń.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 from the start: this level cannot be solved.</source>
        <translation>%1 od początku: tego poziomu nie da się rozwiązać.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1. Undo goes back to just before the push that did it.</source>
        <translation>%1. Cofnij wraca tuż przed pchnięcie, które do tego doprowadziło.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play it</source>
        <translation>Odtwórz</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Undo %1</source>
        <translation>Cofnij %1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Undo %n</source>
        <translation>
            <numerusform>Cofnij %n ruch</numerusform>
            <numerusform>Cofnij %n ruchy</numerusform>
            <numerusform>Cofnij %n ruchów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <location filename="../../app/services/AtomicFile.cpp" line="+26"/>
        <source>%1 is a file, not a folder</source>
        <translation>%1 to plik, a nie folder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no permission to write in %1</source>
        <translation>brak uprawnień do zapisu w %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the system refused</source>
        <translation>system odmówił</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot save %1: it is a folder.</source>
        <translation>Nie można zapisać %1: to folder.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot save %1: the folder %2 cannot be created (%3).</source>
        <translation>Nie można zapisać %1: nie można utworzyć folderu %2 (%3).</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Cannot save %1: %2.</source>
        <translation>Nie można zapisać %1: %2.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Cannot save %1: only %2 of %3 bytes could be written (%4). The previous file was kept.</source>
        <translation>Nie można zapisać %1: zapisano tylko %2 z %3 bajtów (%4). Poprzedni plik został zachowany.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>is the disk full?</source>
        <translation>czy dysk jest pełny?</translation>
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
        <translation>Twoje własne poziomy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pasted</source>
        <translation>Wklejone</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opened file</source>
        <translation>Otwarty plik</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 / %2 solved</source>
        <translation>Rozwiązane: %1 / %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove this pasted collection</source>
        <translation>Usuń ten wklejony zbiór</translation>
    </message>
</context>
<context>
    <name>CoreTexts</name>
    <message>
        <location filename="../../app/services/CoreTexts.cpp" line="+31"/>
        <source>a non-ASCII character</source>
        <translation>znak spoza ASCII</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>byte 0x%1</source>
        <translation>bajt 0x%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos;</source>
        <translation>„%1”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a FIFO</source>
        <translation>FIFO (nazwany potok)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a socket</source>
        <translation>gniazdo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a device</source>
        <translation>urządzenie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>row %1, column %2</source>
        <translation>wiersz %1, kolumna %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>and %n more</source>
        <comment>cells</comment>
        <translation>
            <numerusform>i jeszcze %n</numerusform>
            <numerusform>i jeszcze %n</numerusform>
            <numerusform>i jeszcze %n</numerusform>
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
        <translation>nie można go odczytać: to folder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot open it: %1</source>
        <translation>nie można go otworzyć: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no such file</source>
        <translation>nie ma takiego pliku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read it: %1</source>
        <translation>nie można go odczytać: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot open it: it is a loop of symbolic links</source>
        <translation>nie można go otworzyć: to pętla dowiązań symbolicznych</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot read it: it is not a regular file (%1)</source>
        <translation>nie można go odczytać: to nie jest zwykły plik (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the file is %1 bytes, over the %2 MiB limit</source>
        <translation>plik ma %1 bajtów, ponad limit %2 MiB</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a NUL byte: this is binary data, not a level file</source>
        <translation>bajt NUL: to dane binarne, nie plik z poziomami</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n more control bytes: this is binary data, not a level file</source>
        <translation>
            <numerusform>%1 i jeszcze %n bajt sterujący: to dane binarne, nie plik z poziomami</numerusform>
            <numerusform>%1 i jeszcze %n bajty sterujące: to dane binarne, nie plik z poziomami</numerusform>
            <numerusform>%1 i jeszcze %n bajtów sterujących: to dane binarne, nie plik z poziomami</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the board is %1×%2, over the %3×%3 limit</source>
        <translation>plansza ma wymiary %1×%2, ponad limit %3×%3</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>wider than %n columns</source>
        <translation>
            <numerusform>szersza niż %n kolumna</numerusform>
            <numerusform>szersza niż %n kolumny</numerusform>
            <numerusform>szersza niż %n kolumn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n columns wide</source>
        <translation>
            <numerusform>szeroka na %n kolumnę</numerusform>
            <numerusform>szeroka na %n kolumny</numerusform>
            <numerusform>szeroka na %n kolumn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n rows high</source>
        <translation>
            <numerusform>wysoka na %n wiersz</numerusform>
            <numerusform>wysoka na %n wiersze</numerusform>
            <numerusform>wysoka na %n wierszy</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the board is %1, over the %2×%2 limit</source>
        <translation>plansza jest %1, ponad limit %2×%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and </source>
        <comment>wider than … and … rows high</comment>
        <translation> i </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 at column %2 is not board syntax</source>
        <translation>%1 w kolumnie %2 nie należy do zapisu planszy</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;)&apos; at column %1 has no matching &apos;(&apos;</source>
        <translation>„)” w kolumnie %1 nie ma pasującego „(”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the count at column %1 is not followed by a character or a group</source>
        <translation>po liczbie w kolumnie %1 nie ma znaku ani grupy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>groups nested too deeply at column %1</source>
        <translation>zbyt głęboko zagnieżdżone grupy w kolumnie %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;(&apos; at column %1 is never closed</source>
        <translation>„(” w kolumnie %1 nie jest nigdzie zamknięty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bad run-length encoding at column %1</source>
        <translation>błędny zapis skrócony (run-length) w kolumnie %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>more than %1 &quot;Key: value&quot; lines; the rest are left out</source>
        <translation>ponad %1 wierszy „Klucz: wartość”; resztę pominięto</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+281"/>
        <source>the board is empty</source>
        <translation>plansza jest pusta</translation>
    </message>
    <message>
        <location line="-279"/>
        <source>a goal, box or player stands on a wall (%1)</source>
        <translation>cel, skrzynia lub gracz stoi na ścianie (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no player</source>
        <translation>brak gracza</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n players (%1); a level has exactly one</source>
        <translation>
            <numerusform>%n gracz (%1); poziom ma dokładnie jednego</numerusform>
            <numerusform>%n graczy (%1); poziom ma dokładnie jednego</numerusform>
            <numerusform>%n graczy (%1); poziom ma dokładnie jednego</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no boxes</source>
        <translation>brak skrzyń</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>boxes and goals differ in number: %1, %2</source>
        <translation>liczba skrzyń i celów się różni: %1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+116"/>
        <source>%n boxes</source>
        <translation>
            <numerusform>%n skrzynia</numerusform>
            <numerusform>%n skrzynie</numerusform>
            <numerusform>%n skrzyń</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-116"/>
        <location line="+117"/>
        <source>%n goals</source>
        <translation>
            <numerusform>%n cel</numerusform>
            <numerusform>%n cele</numerusform>
            <numerusform>%n celów</numerusform>
        </translation>
    </message>
    <message>
        <location line="-114"/>
        <source>the level is not closed: the player can walk off the board (at %1)</source>
        <translation>poziom nie jest zamknięty: gracz może wyjść poza planszę (miejsca: %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n boxes the player cannot reach are not on goals (%1)</source>
        <translation>
            <numerusform>%n skrzynia, do której gracz nie dojdzie, nie stoi na celu (%1)</numerusform>
            <numerusform>%n skrzynie, do których gracz nie dojdzie, nie stoją na celach (%1)</numerusform>
            <numerusform>%n skrzyń, do których gracz nie dojdzie, nie stoi na celach (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n goals without a box cannot be reached (%1)</source>
        <translation>
            <numerusform>%n pusty cel jest poza zasięgiem gracza (%1)</numerusform>
            <numerusform>%n puste cele są poza zasięgiem gracza (%1)</numerusform>
            <numerusform>%n pustych celów jest poza zasięgiem gracza (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>level %1</source>
        <translation>poziom %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level %1 &quot;%2&quot;</source>
        <translation>poziom %1 „%2”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1</source>
        <translation>wiersz %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2</source>
        <comment>level 3, line 12</comment>
        <translation>%1, wiersz %2</translation>
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
        <translation>%1 nie jest ruchem (l, u, r, d to chód; L, U, R, D to pchnięcie)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the count is larger than %1</source>
        <translation>liczba powtórzeń jest większa niż %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a count of 0 repeats nothing</source>
        <translation>liczba 0 niczego nie powtarza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the count is not followed by a move or a group</source>
        <translation>po liczbie nie ma ruchu ani grupy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;)&apos; has no matching &apos;(&apos;</source>
        <translation>„)” nie ma pasującego „(”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>groups are nested more than %1 deep</source>
        <translation>grupy są zagnieżdżone na więcej niż %1 poziomów</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;(&apos; is never closed</source>
        <translation>„(” nie jest nigdzie zamknięty</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the solution expands to more than %Ln steps</source>
        <translation>
            <numerusform>rozwiązanie po rozwinięciu ma więcej niż %Ln krok</numerusform>
            <numerusform>rozwiązanie po rozwinięciu ma więcej niż %Ln kroki</numerusform>
            <numerusform>rozwiązanie po rozwinięciu ma więcej niż %Ln kroków</numerusform>
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
        <translation>poziom ma wymiary %1×%2; rozwiązać można wymiary od 1 do %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the level has %1 cells instead of %2</source>
        <translation>poziom ma %1 pól zamiast %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a box is on a wall at column %1, row %2</source>
        <translation>skrzynia stoi na ścianie w kolumnie %1, wierszu %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player is on a wall at column %1, row %2</source>
        <translation>gracz stoi na ścianie w kolumnie %1, wierszu %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a goal is on a wall at column %1, row %2</source>
        <translation>cel leży na ścianie w kolumnie %1, wierszu %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the player stands on a box at column %1, row %2</source>
        <translation>gracz stoi na skrzyni w kolumnie %1, wierszu %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the level has no player</source>
        <translation>poziom nie ma gracza</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the level has %n players</source>
        <translation>
            <numerusform>poziom ma %n gracza</numerusform>
            <numerusform>poziom ma %n graczy</numerusform>
            <numerusform>poziom ma %n graczy</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the level has no box</source>
        <translation>poziom nie ma żadnej skrzyni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the level has %1 but only %2</source>
        <translation>skrzyń jest więcej niż celów: %1, a tylko %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the level cannot be played</source>
        <translation>tego poziomu nie da się zagrać</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the moves do not play on this level</source>
        <translation>te ruchy nie pasują do tego poziomu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>internal error: the solution found does not replay</source>
        <translation>błąd wewnętrzny: znalezionego rozwiązania nie da się odtworzyć</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n cells</source>
        <comment>in a row of a board</comment>
        <translation>
            <numerusform>%n pole</numerusform>
            <numerusform>%n pola</numerusform>
            <numerusform>%n pól</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n more</source>
        <comment>numbers</comment>
        <translation>
            <numerusform>%n inna</numerusform>
            <numerusform>%n inne</numerusform>
            <numerusform>%n innych</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the file is damaged or holds tables of another version</source>
        <translation>plik jest uszkodzony lub zawiera tabele z innej wersji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the board is empty: write its rows separated by &apos;/&apos;, such as &quot;1 2 3/4 5 6/7 8 0&quot;</source>
        <translation>plansza jest pusta: wpisz jej wiersze oddzielone znakiem „/”, na przykład „1 2 3/4 5 6/7 8 0”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>item %1: &apos;%2&apos; is not a number</source>
        <translation>pozycja %1: „%2” nie jest liczbą</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>row %1, column %2: &apos;%3&apos; is not a number</source>
        <translation>wiersz %1, kolumna %2: „%3” nie jest liczbą</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a board on one line without &apos;/&apos; must have 16 numbers (a 4×4 board), not %n; separate the rows of other sizes with &apos;/&apos;</source>
        <translation>
            <numerusform>plansza w jednej linii bez „/” musi mieć 16 liczb (plansza 4×4), a nie %n; wiersze innych rozmiarów oddziel znakiem „/”</numerusform>
            <numerusform>plansza w jednej linii bez „/” musi mieć 16 liczb (plansza 4×4), a nie %n; wiersze innych rozmiarów oddziel znakiem „/”</numerusform>
            <numerusform>plansza w jednej linii bez „/” musi mieć 16 liczb (plansza 4×4), a nie %n; wiersze innych rozmiarów oddziel znakiem „/”</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <source>row %1 is empty</source>
        <translation>wiersz %1 jest pusty</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>row %1 has %2 but row 1 has %3: every row needs the same number</source>
        <translation>wiersz %1 ma %2, a wiersz 1 ma %3: każdy wiersz musi mieć tyle samo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the board is %1×%2 (width × height): width and height must each be from %3 to %4</source>
        <translation>plansza ma wymiary %1×%2 (szerokość × wysokość): szerokość i wysokość muszą wynosić od %3 do %4</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>a %1×%2 board needs %n numbers, not %3</source>
        <translation>
            <numerusform>plansza %1×%2 potrzebuje %n liczby, a nie %3</numerusform>
            <numerusform>plansza %1×%2 potrzebuje %n liczby, a nie %3</numerusform>
            <numerusform>plansza %1×%2 potrzebuje %n liczby, a nie %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>row %1, column %2: %3 is out of range (a %4×%5 board holds 0 to %6, 0 being the empty cell)</source>
        <translation>wiersz %1, kolumna %2: %3 jest poza zakresem (plansza %4×%5 zawiera liczby od 0 do %6, gdzie 0 to puste pole)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 appears twice (row %2, column %3 and row %4, column %5)</source>
        <translation>%1 występuje dwa razy (wiersz %2, kolumna %3 oraz wiersz %4, kolumna %5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>missing %1 (0 is the empty cell: the board has none)</source>
        <translation>brakuje %1 (0 to puste pole: plansza go nie ma)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing %1</source>
        <translation>brakuje %1</translation>
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
            <numerusform>plansza ma %n wiersz; plansza ma od %1 do %2 wierszy oddzielonych znakiem „/”</numerusform>
            <numerusform>plansza ma %n wiersze; plansza ma od %1 do %2 wierszy oddzielonych znakiem „/”</numerusform>
            <numerusform>plansza ma %n wierszy; plansza ma od %1 do %2 wierszy oddzielonych znakiem „/”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>row 1 has %n cells; a row has %1 to %2 cells separated by spaces</source>
        <translation>
            <numerusform>wiersz 1 ma %n pole; wiersz ma od %1 do %2 pól oddzielonych spacjami</numerusform>
            <numerusform>wiersz 1 ma %n pola; wiersz ma od %1 do %2 pól oddzielonych spacjami</numerusform>
            <numerusform>wiersz 1 ma %n pól; wiersz ma od %1 do %2 pól oddzielonych spacjami</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>row %1 has %2 but row 1 has %3: every row must have the same length</source>
        <translation>wiersz %1 ma %2, a wiersz 1 ma %3: wszystkie wiersze muszą mieć tę samą długość</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>row %1, cell %2: &apos;%3&apos; is not a number</source>
        <translation>wiersz %1, pole %2: „%3” nie jest liczbą</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>row %1, cell %2: &apos;%3&apos; is larger than the largest tile, %4</source>
        <translation>wiersz %1, pole %2: „%3” jest większe niż największy kafelek, %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>row %1, cell %2: &apos;%3&apos; is not a tile: tiles are powers of two from 2 to %4</source>
        <translation>wiersz %1, pole %2: „%3” nie jest kafelkiem: kafelki to potęgi dwójki od 2 do %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the saved game is damaged at line %1</source>
        <translation>zapisana gra jest uszkodzona w linii %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the saved game is damaged</source>
        <translation>zapisana gra jest uszkodzona</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1 of the saved game: %2</source>
        <comment>line number, what is wrong</comment>
        <translation>linia %1 zapisanej gry: %2</translation>
    </message>
</context>
<context>
    <name>DirectionWords</name>
    <message>
        <location filename="../../qml/common/DirectionWords.qml" line="+15"/>
        <source>left</source>
        <translation>w lewo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up</source>
        <translation>w górę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>w prawo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>down</source>
        <translation>w dół</translation>
    </message>
</context>
<context>
    <name>EditorBoard</name>
    <message>
        <location filename="../../editor/EditorBoard.qml" line="+22"/>
        <source>Level being edited</source>
        <translation>Edytowany poziom</translation>
    </message>
</context>
<context>
    <name>EditorCheckDialog</name>
    <message>
        <location filename="../../editor/EditorCheckDialog.qml" line="+21"/>
        <source>Check solvable</source>
        <translation>Sprawdź rozwiązywalność</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Watch the solution</source>
        <translation>Obejrzyj rozwiązanie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is trying the level…</source>
        <translation>Solver próbuje rozwiązać poziom…</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Solvable in %n pushes</source>
        <translation>
            <numerusform>Do rozwiązania w %n pchnięciu</numerusform>
            <numerusform>Do rozwiązania w %n pchnięciach</numerusform>
            <numerusform>Do rozwiązania w %n pchnięciach</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unsolvable by the standard rules</source>
        <translation>Nierozwiązywalny według standardowych zasad</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n moves in all.</source>
        <translation>
            <numerusform>Łącznie %n ruch.</numerusform>
            <numerusform>Łącznie %n ruchy.</numerusform>
            <numerusform>Łącznie %n ruchów.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Judged by the standard rules, one box a push. Train push is on: with it the level may still be solved.</source>
        <translation>Oceniono według standardowych zasad, jedna skrzynia na pchnięcie. Pchanie szeregu skrzyń jest włączone: z nim poziom może dać się rozwiązać.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Judged by the standard rules, one box a push.</source>
        <translation>Oceniono według standardowych zasad, jedna skrzynia na pchnięcie.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>The level cannot be played</source>
        <translation>Poziom nie nadaje się do gry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>Anulowano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not decided within the limit</source>
        <translation>Nie rozstrzygnięto w ramach limitu</translation>
    </message>
</context>
<context>
    <name>EditorPalette</name>
    <message>
        <location filename="../../editor/EditorPalette.qml" line="+17"/>
        <source>Wall</source>
        <translation>Ściana</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Floor</source>
        <translation>Podłoga</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Goal</source>
        <translation>Cel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Box</source>
        <translation>Skrzynia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Box on goal</source>
        <translation>Skrzynia na celu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player on goal</source>
        <translation>Gracz na celu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Erase</source>
        <translation>Gumka</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Paint</source>
        <translation>Malowanie</translation>
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
        <translation>Gumka: z elementu zostaje podłoga, brzeg staje się zewnętrzem (%1 lub prawy przycisk)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Shape</source>
        <translation>Kształt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Freehand</source>
        <translation>Odręcznie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rectangle</source>
        <translation>Prostokąt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Outline</source>
        <translation>Obrys</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Left button paints, right button erases. Drag to paint a stroke: one undo step.</source>
        <translation>Lewy przycisk maluje, prawy wymazuje. Przeciągnij, aby malować jednym pociągnięciem: to jeden krok cofania.</translation>
    </message>
</context>
<context>
    <name>EditorSaveAsDialog</name>
    <message>
        <location filename="../../editor/EditorSaveAsDialog.qml" line="+12"/>
        <source>Save level as</source>
        <translation>Zapisz poziom jako</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sokoban levels (*.xsb *.sok *.txt)</source>
        <translation>Poziomy Sokobana (*.xsb *.sok *.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>EditorScreen</name>
    <message>
        <location filename="../../editor/EditorScreen.qml" line="+58"/>
        <source>The level cannot be played yet: %1</source>
        <translation>Poziom nie nadaje się jeszcze do gry: %1</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last edit (%1)</source>
        <translation>Cofnij ostatnią zmianę (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the undone edit again (%1)</source>
        <translation>Ponów cofniętą zmianę (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New…</source>
        <translation>Nowy…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new level (%1)</source>
        <translation>Utwórz nowy poziom (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as, copy and paste</source>
        <translation>Zapisz jako, kopiuj i wklej</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+96"/>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Copy level (XSB)</source>
        <translation>Kopiuj poziom (XSB)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste level</source>
        <translation>Wklej poziom</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Zoom out (%1, Ctrl+wheel)</source>
        <translation>Pomniejsz (%1, Ctrl+kółko)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 px</source>
        <translation>%1 px</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fit</source>
        <translation>Dopasuj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the whole level (%1)</source>
        <translation>Pokaż cały poziom (%1)</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Zoom in (%1, Ctrl+wheel)</source>
        <translation>Powiększ (%1, Ctrl+kółko)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Row %1, column %2</source>
        <translation>Wiersz %1, kolumna %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Save the changes?</source>
        <translation>Zapisać zmiany?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>„%1” ma niezapisane zmiany. Zapisać je najpierw?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Save failed</source>
        <translation>Zapis nie powiódł się</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file on disk was left as it was.</source>
        <translation>Plik na dysku pozostał bez zmian.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Save level as</source>
        <translation>Zapisz poziom jako</translation>
    </message>
</context>
<context>
    <name>EditorSidePanel</name>
    <message>
        <location filename="../../editor/EditorSidePanel.qml" line="+77"/>
        <source>Remove a row or column here</source>
        <translation>Usuń tutaj wiersz lub kolumnę</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a row or column here</source>
        <translation>Dodaj tutaj wiersz lub kolumnę</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+1"/>
        <source>Title</source>
        <translation>Tytuł</translation>
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
        <translation> (zmieniony)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Check</source>
        <translation>Sprawdzenie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Boxes: %1</source>
        <translation>Skrzynie: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Goals: %1</source>
        <translation>Cele: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>✓ Ready to play</source>
        <translation>✓ Gotowy do gry</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot be played yet</source>
        <translation>Jeszcze nie nadaje się do gry</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Playable, but unsolvable by the standard rules</source>
        <translation>Grywalny, ale nierozwiązywalny według standardowych zasad</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The check judges by the standard rules, one box a push. Train push is on: with it the level may still be solved.</source>
        <translation>Sprawdzenie ocenia według standardowych zasad, jedna skrzynia na pchnięcie. Pchanie szeregu skrzyń jest włączone: z nim poziom może dać się rozwiązać.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The check judges by the standard rules, one box a push.</source>
        <translation>Sprawdzenie ocenia według standardowych zasad, jedna skrzynia na pchnięcie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cells at fault are marked on the board.</source>
        <translation>Błędne pola są zaznaczone na planszy.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>▶ Test play (%1)</source>
        <translation>▶ Gra testowa (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the level as it is, then come back to the editor</source>
        <translation>Zagraj w poziom w obecnej postaci, a potem wróć do edytora</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Check solvable</source>
        <translation>Sprawdź rozwiązywalność</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the solver try the level</source>
        <translation>Niech solver spróbuje rozwiązać poziom</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Size: %1 × %2</source>
        <translation>Rozmiar: %1 × %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Top</source>
        <translation>Góra</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bottom</source>
        <translation>Dół</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Left</source>
        <translation>Lewo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Right</source>
        <translation>Prawo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Arrange</source>
        <translation>Przekształć</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>⟲ Rotate</source>
        <translation>⟲ Obróć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A quarter turn counter-clockwise</source>
        <translation>Obrót o 90° w lewo (przeciwnie do ruchu wskazówek zegara)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⟳ Rotate</source>
        <translation>⟳ Obróć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A quarter turn clockwise</source>
        <translation>Obrót o 90° w prawo (zgodnie z ruchem wskazówek zegara)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>↔ Mirror</source>
        <translation>↔ Odbij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror left to right</source>
        <translation>Odbicie lustrzane w poziomie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>↕ Mirror</source>
        <translation>↕ Odbij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror top to bottom</source>
        <translation>Odbicie lustrzane w pionie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trim</source>
        <translation>Przytnij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove empty rows and columns at the edges</source>
        <translation>Usuń puste wiersze i kolumny na krawędziach</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Normalise</source>
        <translation>Normalizuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cells the player can never reach become outside; walls that touch nothing go</source>
        <translation>Pola, do których gracz nigdy nie dotrze, stają się obszarem zewnętrznym; ściany, które niczego nie dotykają, znikają</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+51"/>
        <source>Generate</source>
        <translation>Generuj</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Places as many boxes as goals and the player, for the most pushes the search finds; every level offered is proven solvable.</source>
        <translation>Rozmieszcza tyle skrzyń, ile jest celów, oraz gracza tak, by trzeba było jak najwięcej pchnięć; każdy proponowany poziom ma udowodnione rozwiązanie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Seconds</source>
        <translation>Sekundy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seconds to generate</source>
        <translation>Sekundy generowania</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed</source>
        <translation>Ziarno</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Seed of the generator</source>
        <translation>Ziarno generatora</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same walls, goals and seed give the same level</source>
        <translation>Te same ściany, cele i ziarno dają ten sam poziom</translation>
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
            <numerusform>%n pchnięcie</numerusform>
            <numerusform>%n pchnięcia</numerusform>
            <numerusform>%n pchnięć</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n box changes</source>
        <translation>
            <numerusform>%n zmiana skrzyni</numerusform>
            <numerusform>%n zmiany skrzyni</numerusform>
            <numerusform>%n zmian skrzyni</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Use this level</source>
        <translation>Użyj tego poziomu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace the level being edited with it (Undo takes it back)</source>
        <translation>Zastąp nim edytowany poziom (Cofnij to odwraca)</translation>
    </message>
</context>
<context>
    <name>EditorTestPlay</name>
    <message>
        <location filename="../../editor/EditorTestPlay.qml" line="+94"/>
        <source>Test play</source>
        <translation>Gra testowa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Solved: %1, %2</source>
        <translation>Rozwiązano – %1, %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves %1 · Pushes %2 · Boxes on goals %3 of %4</source>
        <translation>Ruchy %1 · Pchnięcia %2 · Skrzynie na celach %3 z %4</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n pchnięcie</numerusform>
            <numerusform>%n pchnięcia</numerusform>
            <numerusform>%n pchnięć</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the editor (%1)</source>
        <translation>Powrót do edytora (%1)</translation>
    </message>
</context>
<context>
    <name>FifteenBoard</name>
    <message>
        <location filename="../../qml/fifteen/FifteenBoard.qml" line="+19"/>
        <source>Fifteen board</source>
        <translation>Plansza Piętnastki</translation>
    </message>
</context>
<context>
    <name>FifteenScreen</name>
    <message>
        <location filename="../../qml/fifteen/FifteenScreen.qml" line="+532"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="-351"/>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Time (paused)</source>
        <translation>Czas (pauza)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Best %1×%2</source>
        <translation>Rekord %1×%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Solve&apos;s speed, in moves per second</source>
        <translation>Szybkość rozwiązywania w ruchach na sekundę</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>New games are %1×%2. Finish this one, or start one now (this game will be lost).</source>
        <translation>Nowe gry mają rozmiar %1×%2. Dokończ tę lub zacznij nową teraz (ta gra przepadnie).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start %1×%2</source>
        <translation>Zacznij %1×%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Preparing the solver&apos;s tables for 4×4 boards (only once): %1%. Hints work meanwhile, not always the shortest.</source>
        <translation>Przygotowywanie tablic solvera dla plansz 4×4 (tylko raz): %1%. Podpowiedzi działają w tym czasie, ale nie zawsze są najkrótsze.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+11"/>
        <source>Dismiss</source>
        <translation>Ukryj</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Thinking…</source>
        <translation>Myślę…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the next tile to move (%1)</source>
        <translation>Pokaż następny klocek do przesunięcia (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solve</source>
        <translation>Rozwiąż</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stop solving (any key)</source>
        <translation>Zatrzymaj rozwiązywanie (dowolny klawisz)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Let the computer finish the puzzle; any key stops it. The game then stays out of the records.</source>
        <translation>Pozwól komputerowi dokończyć układankę; dowolny klawisz go zatrzymuje. Gra nie trafi wtedy do rekordów.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Looking for the shortest solution… Press any key to stop.</source>
        <translation>Szukam najkrótszego rozwiązania… Naciśnij dowolny klawisz, aby przerwać.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Solving: %n moves to go. Press any key to stop.</source>
        <translation>
            <numerusform>Układanie: został %n ruch. Naciśnij dowolny klawisz, aby przerwać.</numerusform>
            <numerusform>Układanie: zostały %n ruchy. Naciśnij dowolny klawisz, aby przerwać.</numerusform>
            <numerusform>Układanie: zostało %n ruchów. Naciśnij dowolny klawisz, aby przerwać.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+179"/>
        <source>%n moves in %1</source>
        <translation>
            <numerusform>%n ruch w %1</numerusform>
            <numerusform>%n ruchy w %1</numerusform>
            <numerusform>%n ruchów w %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%n games solved at this size</source>
        <translation>
            <numerusform>%n ułożona gra w tym rozmiarze</numerusform>
            <numerusform>%n ułożone gry w tym rozmiarze</numerusform>
            <numerusform>%n ułożonych gier w tym rozmiarze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>This game (%n moves, %1) will be lost.</source>
        <translation>
            <numerusform>Ta gra (%n ruch, %1) przepadnie.</numerusform>
            <numerusform>Ta gra (%n ruchy, %1) przepadnie.</numerusform>
            <numerusform>Ta gra (%n ruchów, %1) przepadnie.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Hint: slide %1 %2.</source>
        <translation>Podpowiedź: przesuń klocek %1 %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>Hint: slide %1 %2 (%n moves to go at best).</source>
        <translation>
            <numerusform>Podpowiedź: przesuń klocek %1 %2 i gotowe.</numerusform>
            <numerusform>Podpowiedź: przesuń klocek %1 %2 (zostały co najmniej %n ruchy).</numerusform>
            <numerusform>Podpowiedź: przesuń klocek %1 %2 (zostało co najmniej %n ruchów).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Paused</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Press P or click to go on</source>
        <translation>Naciśnij P lub kliknij, aby kontynuować</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Solved!</source>
        <translation>Ułożone!</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Best moves (%1×%2)</source>
        <translation>Najmniej ruchów (%1×%2)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+19"/>
        <source>New best!</source>
        <translation>Nowy rekord!</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Best time (%1×%2)</source>
        <translation>Najlepszy czas (%1×%2)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Finished by the computer: not counted in the records</source>
        <translation>Ułożone przez komputer: nie liczy się do rekordów</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>or press %1</source>
        <translation>lub naciśnij %1</translation>
    </message>
</context>
<context>
    <name>FifteenSettingsPage</name>
    <message>
        <location filename="../../qml/fifteen/FifteenSettingsPage.qml" line="+32"/>
        <source>Board size</source>
        <translation>Rozmiar planszy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Columns</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rows</source>
        <translation>Wiersze</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From 3 to 8 on each side; 4×4 is the classic Fifteen. A game in progress is kept: the new size is offered above the board and used for the next new game.</source>
        <translation>Od 3 do 8 na każdym boku; 4×4 to klasyczna Piętnastka. Trwająca gra zostaje zachowana: nowy rozmiar pojawi się nad planszą i zostanie użyty w następnej nowej grze.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tile labels</source>
        <translation>Oznaczenia klocków</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Numbers (1, 2, 3…)</source>
        <translation>Liczby (1, 2, 3…)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Letters (A, B, C…)</source>
        <translation>Litery (A, B, C…)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The classic 4×4 puzzle with letters runs from A to O.</source>
        <translation>Klasyczna układanka 4×4 z literami ma litery od A do O.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Letters go up to 5×5 (A to X); larger boards show numbers.</source>
        <translation>Litery są dostępne do 5×5 (od A do X); większe plansze pokazują liczby.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Animation</source>
        <translation>Animacja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide tiles smoothly</source>
        <translation>Płynne przesuwanie klocków</translation>
    </message>
</context>
<context>
    <name>FifteenTableCache</name>
    <message>
        <location filename="../../app/services/FifteenTableCache.cpp" line="+82"/>
        <source>it cannot be read: %1</source>
        <translation>nie można go odczytać: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is larger than any tables</source>
        <translation>jest większy niż jakiekolwiek tablice</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it holds tables of another partition</source>
        <translation>zawiera tablice innego podziału</translation>
    </message>
</context>
<context>
    <name>FifteenToolBar</name>
    <message>
        <location filename="../../qml/fifteen/FifteenToolBar.qml" line="+24"/>
        <location line="+4"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo: take back the last move, counted as a move (%1)</source>
        <translation>Cofnij: wycofaj ostatni ruch, liczony jako ruch (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+4"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo: make the undone move again (%1)</source>
        <translation>Ponów: powtórz cofnięty ruch (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the tiles and go on (%1)</source>
        <translation>Pokaż klocki i graj dalej (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stop the clock and hide the tiles (%1)</source>
        <translation>Zatrzymaj zegar i ukryj klocki (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle a new %1×%2 puzzle (%3)</source>
        <translation>Potasuj nową układankę %1×%2 (%3)</translation>
    </message>
</context>
<context>
    <name>FileErrorDialog</name>
    <message>
        <location filename="../../qml/sokoban/FileErrorDialog.qml" line="+22"/>
        <source>The level file cannot be opened</source>
        <translation>Nie można otworzyć pliku poziomu</translation>
    </message>
</context>
<context>
    <name>Game2048Board</name>
    <message>
        <location filename="../../qml/game2048/Game2048Board.qml" line="+21"/>
        <source>2048 board</source>
        <translation>Plansza 2048</translation>
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
        <translation>Najlepsze wyniki</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Board size</source>
        <translation>Rozmiar planszy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Board size: %1</source>
        <extracomment>What a screen reader says of the size list: %1 is the size shown (&quot;4 × 4&quot;).</extracomment>
        <translation>Rozmiar planszy: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Best: %1</source>
        <translation>Rekord: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tile</source>
        <translation>Kafelek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>No high scores at %1 yet. Finish a game to enter the table.</source>
        <translation>Brak jeszcze najlepszych wyników dla %1. Ukończ grę, aby trafić do tabeli.</translation>
    </message>
</context>
<context>
    <name>Game2048NameDialog</name>
    <message>
        <location filename="../../qml/game2048/Game2048NameDialog.qml" line="+42"/>
        <source>New high score!</source>
        <translation>Nowy najlepszy wynik!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over: a new high score!</source>
        <translation>Koniec gry: nowy rekord!</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%Ln points, highest tile %1: number %2 on %3×%4.</source>
        <translation>
            <numerusform>%Ln punkt, najwyższy kafelek %1: miejsce %2 na planszy %3×%4.</numerusform>
            <numerusform>%Ln punkty, najwyższy kafelek %1: miejsce %2 na planszy %3×%4.</numerusform>
            <numerusform>%Ln punktów, najwyższy kafelek %1: miejsce %2 na planszy %3×%4.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Skip</source>
        <translation>Pomiń</translation>
    </message>
</context>
<context>
    <name>Game2048Screen</name>
    <message>
        <location filename="../../qml/game2048/Game2048Screen.qml" line="+448"/>
        <location line="+24"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Best %1×%2</source>
        <translation>Rekord %1×%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Thinking…</source>
        <translation>Myślę…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the move the AI would make (?)</source>
        <translation>Pokaż ruch, który wykonałaby SI (?)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Autoplay</source>
        <translation>Autopilot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stop Autoplay (any key)</source>
        <translation>Zatrzymaj autopilota (dowolny klawisz)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Let the AI play (%1); any key stops it. Its games stay out of the high scores.</source>
        <translation>Pozwól grać SI (%1); dowolny klawisz ją zatrzymuje. Jej gry nie trafiają do najlepszych wyników.</translation>
    </message>
    <message numerus="yes">
        <location line="+172"/>
        <source>Autoplay: %n moves so far. Press any key to stop.</source>
        <translation>
            <numerusform>Autopilot: na razie %n ruch. Naciśnij dowolny klawisz, aby zatrzymać.</numerusform>
            <numerusform>Autopilot: na razie %n ruchy. Naciśnij dowolny klawisz, aby zatrzymać.</numerusform>
            <numerusform>Autopilot: na razie %n ruchów. Naciśnij dowolny klawisz, aby zatrzymać.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-159"/>
        <source>Autoplay&apos;s speed, in moves per second</source>
        <translation>Szybkość autopilota w ruchach na sekundę</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Autoplay games are not recorded</source>
        <translation>Gry rozegrane automatycznie nie są zapisywane</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>New games are %1×%2. Finish this one, or start one now.</source>
        <translation>Nowe gry mają rozmiar %1×%2. Dokończ tę lub zacznij nową teraz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start %1×%2</source>
        <translation>Zacznij %1×%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dismiss</source>
        <translation>Ukryj</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>You win!</source>
        <translation>Wygrana!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You made %1. Keep going for a higher score?</source>
        <translation>Udało ci się uzyskać %1. Grasz dalej o wyższy wynik?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep going</source>
        <translation>Graj dalej</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game over!</source>
        <translation>Koniec gry!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score %1, highest tile %2.</source>
        <translation>Wynik %1, najwyższy kafelek %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No move changes the board.</source>
        <translation>Żaden ruch nie zmienia planszy.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint: slide %1.</source>
        <translation>Podpowiedź: przesuń %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arrows, WASD or HJKL, or swipe the board · %1 new game · %2 undo · %3 hint · %4 autoplay</source>
        <translation>Strzałki, WASD lub HJKL albo przesunięcie palcem po planszy · %1 nowa gra · %2 cofnij · %3 podpowiedź · %4 autopilot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Autoplay played in this game: it stays out of the high scores.</source>
        <translation>W tej grze grał autopilot: nie trafi ona do najlepszych wyników.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This game (score %1) ends. If its score is high enough, it enters the high scores.</source>
        <translation>Ta gra (wynik %1) się zakończy. Jeśli wynik jest dość wysoki, trafi do najlepszych wyników.</translation>
    </message>
</context>
<context>
    <name>Game2048SettingsPage</name>
    <message>
        <location filename="../../qml/game2048/Game2048SettingsPage.qml" line="+31"/>
        <source>Board size</source>
        <translation>Rozmiar planszy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Columns</source>
        <translation>Kolumny</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rows</source>
        <translation>Wiersze</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From 3 to 8 on each side; 4×4 is the original game. Bigger boards last longer and reach bigger tiles. If a game is on, you are asked before a new one starts. Each size keeps its own best score and high scores.</source>
        <translation>Od 3 do 8 na każdym boku; 4×4 to oryginalna gra. Na większych planszach gra trwa dłużej i można uzyskać większe kafelki. Jeśli trwa gra, przed rozpoczęciem nowej pojawi się pytanie. Każdy rozmiar ma własny rekord i własną tabelę najlepszych wyników.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Animation</source>
        <translation>Animacja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slide, pop and grow tiles</source>
        <translation>Przesuwanie, pojawianie się i łączenie kafelków</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off: every move shows its result at once.</source>
        <translation>Wyłączona: każdy ruch od razu pokazuje wynik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Autoplay</source>
        <translation>Autopilot</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speed</source>
        <translation>Szybkość</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n moves per second</source>
        <translation>
            <numerusform>%n ruch na sekundę</numerusform>
            <numerusform>%n ruchy na sekundę</numerusform>
            <numerusform>%n ruchów na sekundę</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>High scores</source>
        <translation>Najlepsze wyniki</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Asked at your first high score</source>
        <translation>Pytanie pojawi się przy pierwszym wpisie do tabeli wyników</translation>
    </message>
</context>
<context>
    <name>Game2048ToolBar</name>
    <message>
        <location filename="../../qml/game2048/Game2048ToolBar.qml" line="+22"/>
        <source>Undo (%1)</source>
        <translation>Cofnij (%1)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Take back the last move, up to %n moves (%1)</source>
        <translation>
            <numerusform>Cofnij ostatni ruch, najwyżej %n ruch (%1)</numerusform>
            <numerusform>Cofnij ostatni ruch, najwyżej %n ruchy (%1)</numerusform>
            <numerusform>Cofnij ostatni ruch, najwyżej %n ruchów (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new %1×%2 game (%3)</source>
        <translation>Zacznij nową grę %1×%2 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>High scores</source>
        <translation>Najlepsze wyniki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The top ten of each board size</source>
        <translation>Pierwsza dziesiątka dla każdego rozmiaru planszy</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../../qml/shell/GameCard.qml" line="+100"/>
        <source>Play  ·  %1</source>
        <translation>Graj  ·  %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Graj</translation>
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
        <translation>Krzyżak lub gałka ↑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick ↓</source>
        <translation>Krzyżak lub gałka ↓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick ←</source>
        <translation>Krzyżak lub gałka ←</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D-pad or stick →</source>
        <translation>Krzyżak lub gałka →</translation>
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
        <translation>Wciśnięcie lewej gałki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right stick pressed</source>
        <translation>Wciśnięcie prawej gałki</translation>
    </message>
</context>
<context>
    <name>GamepadNotice</name>
    <message>
        <location filename="../../qml/shell/GamepadNotice.qml" line="+50"/>
        <source>Controller connected: %1</source>
        <translation>Podłączono kontroler: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Controller disconnected: %1</source>
        <translation>Odłączono kontroler: %1</translation>
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
        <translation>Wepchnij każdą skrzynię na cel. 155 poziomów Microbanu i samouczek.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>2048</source>
        <translation>2048</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the tiles and merge equal numbers until you reach 2048.</source>
        <translation>Przesuwaj kafelki i łącz równe liczby, aż uzyskasz 2048.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fifteen</source>
        <translation>Piętnastka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide the numbered tiles back into order, one move at a time.</source>
        <translation>Przesuwaj ponumerowane klocki, aż wrócą na swoje miejsca, ruch po ruchu.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../qml/shell/HelpDialog.qml" line="+39"/>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Action</source>
        <translation>Czynność</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mouse</source>
        <translation>Mysz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Controller</source>
        <translation>Kontroler</translation>
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
        <translation>Trzy klasyczne łamigłówki. Wybierz jedną i graj.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>✎  Make your own Sokoban levels in the level editor (%1)</source>
        <translation>✎  Twórz własne poziomy Sokobana w edytorze poziomów (%1)</translation>
    </message>
</context>
<context>
    <name>JsonStateFile</name>
    <message>
        <location filename="../../app/services/JsonStateFile.cpp" line="+106"/>
        <source>The %1 %2 cannot be read (%3). It was left as it is and nothing will be saved to it in this session.</source>
        <translation>Nie można odczytać pliku (%3): %1 %2. Pozostawiono go bez zmian i w tej sesji nic nie zostanie w nim zapisane.</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>not valid JSON at byte %1: %2</source>
        <translation>nieprawidłowy JSON w bajcie %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the top level is not a JSON object</source>
        <translation>najwyższy poziom nie jest obiektem JSON</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The %1 %2 is damaged (%3). It was kept as %4 and a new one is started.</source>
        <translation>Plik jest uszkodzony (%3): %1 %2. Zachowano go jako %4 i utworzono nowy.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 %2 is damaged (%3) and could not be set aside. It was left as it is and nothing will be saved to it in this session.</source>
        <translation>Plik jest uszkodzony (%3): %1 %2. Nie udało się go odłożyć na bok, więc pozostawiono go bez zmian i w tej sesji nic nie zostanie w nim zapisane.</translation>
    </message>
</context>
<context>
    <name>KeysSettingsPage</name>
    <message>
        <location filename="../../qml/shell/KeysSettingsPage.qml" line="+42"/>
        <source>Press an action&apos;s key button, then the key you want for it (Esc keeps the old one). Help and the menus show your keys.</source>
        <translation>Naciśnij przycisk klawisza przy akcji, a potem klawisz, który ma ją wywoływać (Esc zostawia stary). Pomoc i menu pokazują twoje klawisze.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset all keys</source>
        <translation>Przywróć wszystkie klawisze</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Press the new key; Esc keeps the old one.</source>
        <translation>Naciśnij nowy klawisz; Esc zostawia stary.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Press a key…</source>
        <translation>Naciśnij klawisz…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press to choose another key</source>
        <translation>Naciśnij, aby wybrać inny klawisz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default</source>
        <translation>Domyślne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: back to the default keys</source>
        <translation>%1: z powrotem domyślne klawisze</translation>
    </message>
</context>
<context>
    <name>LevelBrowser</name>
    <message>
        <location filename="../../qml/sokoban/browser/LevelBrowser.qml" line="+56"/>
        <source>&quot;%1&quot; removed</source>
        <translation>Usunięto „%1”</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Back to game</source>
        <translation>Powrót do gry</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Collections</source>
        <translation>Kolekcje</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level collections</source>
        <translation>Kolekcje poziomów</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 — solved %2 / %3</source>
        <translation>%1 – rozwiązane %2 / %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Open file…</source>
        <translation>Otwórz plik…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paste level</source>
        <translation>Wklej poziom</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open a level or a collection copied as XSB text (%1)</source>
        <translation>Otwórz poziom lub kolekcję skopiowane jako tekst XSB (%1)</translation>
    </message>
</context>
<context>
    <name>LevelCard</name>
    <message>
        <location filename="../../qml/sokoban/browser/LevelCard.qml" line="+37"/>
        <source>Level %1: %2</source>
        <extracomment>A level of the level browser as a screen reader says it: %1 its number, %2 its title.</extracomment>
        <translation>Poziom %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Solved in %n moves</source>
        <translation>
            <numerusform>Rozwiązany w %n ruchu</numerusform>
            <numerusform>Rozwiązany w %n ruchach</numerusform>
            <numerusform>Rozwiązany w %n ruchach</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot be played</source>
        <translation>Nie nadaje się do gry</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best: %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>Rekord: %1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n pchnięcie</numerusform>
            <numerusform>%n pchnięcia</numerusform>
            <numerusform>%n pchnięć</numerusform>
        </translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+43"/>
        <source>Not solved yet</source>
        <translation>Jeszcze nierozwiązany</translation>
    </message>
</context>
<context>
    <name>LevelFileDialog</name>
    <message>
        <location filename="../../qml/sokoban/LevelFileDialog.qml" line="+16"/>
        <source>Open a Sokoban level file</source>
        <translation>Otwórz plik poziomu Sokobana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sokoban levels (*.xsb *.sok *.txt)</source>
        <translation>Poziomy Sokobana (*.xsb *.sok *.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>LevelFileWriter</name>
    <message>
        <location filename="../../app/services/LevelFileWriter.cpp" line="+58"/>
        <source>%1 is a folder, not a level file</source>
        <translation>%1 to folder, a nie plik poziomu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot be read: %2</source>
        <translation>Nie można odczytać %1: %2</translation>
    </message>
    <message>
        <location line="+121"/>
        <location line="+197"/>
        <source>The level cannot be saved: its board is empty or too large.</source>
        <translation>Nie można zapisać poziomu: jego plansza jest pusta lub za duża.</translation>
    </message>
    <message>
        <location line="-189"/>
        <source>The level was not saved: %1.</source>
        <translation>Poziom nie został zapisany: %1.</translation>
    </message>
    <message>
        <location line="+57"/>
        <location line="+60"/>
        <source>The level was not saved: %1 is not a level file (%2).</source>
        <translation>Poziom nie został zapisany: %1 nie jest plikiem poziomu (%2).</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>The level was not saved: %1 is not a level file (no level was found in it).</source>
        <translation>Poziom nie został zapisany: %1 nie jest plikiem poziomu (nie znaleziono w nim żadnego poziomu).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The level was not saved: added at the end of %1 it would change how the levels before it read. Save it into another file instead.</source>
        <translation>Poziom nie został zapisany: dodanie go na końcu %1 zmieniłoby sposób odczytu wcześniejszych poziomów. Zapisz go w innym pliku.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The level was not saved: %1 no longer exists.</source>
        <translation>Poziom nie został zapisany: %1 już nie istnieje.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The level was not saved: %1 has no level %2 (it holds %3).</source>
        <translation>Poziom nie został zapisany: %1 nie ma poziomu %2 (liczba poziomów: %3).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The level was not saved: %1 changed since it was opened, and its level %2 is no longer the one you edited.</source>
        <translation>Poziom nie został zapisany: %1 zmienił się od otwarcia i jego poziom %2 nie jest już tym, który edytowano.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The level was not saved: Tessera cannot tell where level %1 of %2 begins and ends. Save it into another file instead.</source>
        <translation>Poziom nie został zapisany: Tessera nie potrafi ustalić, gdzie zaczyna się i kończy poziom %1 w %2. Zapisz go w innym pliku.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The level was not saved: replacing level %1 of %2 would change how the levels around it read. Save it into another file instead.</source>
        <translation>Poziom nie został zapisany: zastąpienie poziomu %1 w %2 zmieniłoby sposób odczytu sąsiednich poziomów. Zapisz go w innym pliku.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The level was not saved: %1 is a folder.</source>
        <translation>Poziom nie został zapisany: %1 to folder.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The level was not saved: its text does not read back as one level.</source>
        <translation>Poziom nie został zapisany: po ponownym odczytaniu jego tekst nie daje jednego poziomu.</translation>
    </message>
</context>
<context>
    <name>LevelLibrary</name>
    <message>
        <location filename="../../app/services/LevelLibrary.cpp" line="+33"/>
        <source>Tutorial</source>
        <translation>Samouczek</translation>
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
        <translation>Moje poziomy</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Pasted level %1</source>
        <translation>Wklejony poziom %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pasted levels %1</source>
        <translation>Wklejone poziomy %1</translation>
    </message>
    <message>
        <location line="+238"/>
        <source>The pasted collection &quot;%1&quot; could not be removed: %2 cannot be deleted.</source>
        <translation>Nie udało się usunąć wklejonego zbioru „%1”: nie można skasować %2.</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>The level was not saved: unknown collection.</source>
        <translation>Poziom nie został zapisany: nieznana kolekcja.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The level was not saved: &quot;%1&quot; cannot be changed. Save it into My levels instead.</source>
        <translation>Poziom nie został zapisany: kolekcji „%1” nie można zmieniać. Zapisz go zamiast tego w „Moich poziomach”.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The level was not saved: &quot;%1&quot; has no level %2.</source>
        <translation>Poziom nie został zapisany: „%1” nie ma poziomu %2.</translation>
    </message>
</context>
<context>
    <name>LibraryCollection</name>
    <message>
        <location filename="../../app/services/LibraryCollection.cpp" line="+49"/>
        <source>Level %1</source>
        <translation>Poziom %1</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../../qml/shell/Main.qml" line="+29"/>
        <source>Level editor</source>
        <translation>Edytor poziomów</translation>
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
        <translation>Dźwięk włączony</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound off</source>
        <translation>Dźwięk wyłączony</translation>
    </message>
</context>
<context>
    <name>MoreButton</name>
    <message>
        <location filename="../../qml/shell/MoreButton.qml" line="+15"/>
        <source>More ▾</source>
        <translation>Więcej ▾</translation>
    </message>
</context>
<context>
    <name>MoveSpeedBox</name>
    <message numerus="yes">
        <location filename="../../qml/common/MoveSpeedBox.qml" line="+22"/>
        <source>%n moves/s</source>
        <translation>
            <numerusform>%n ruch/s</numerusform>
            <numerusform>%n ruchy/s</numerusform>
            <numerusform>%n ruchów/s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speed: %1</source>
        <translation>Szybkość: %1</translation>
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
        <translation>Zacząć nową grę?</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep playing</source>
        <translation>Graj dalej</translation>
    </message>
</context>
<context>
    <name>NewLevelDialog</name>
    <message>
        <location filename="../../editor/NewLevelDialog.qml" line="+19"/>
        <source>New level</source>
        <translation>Nowy poziom</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Width</source>
        <translation>Szerokość</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Height</source>
        <translation>Wysokość</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The level starts as floor enclosed by walls. Rows and columns can be added or removed later.</source>
        <translation>Nowy poziom to podłoga otoczona ścianami. Wiersze i kolumny można później dodawać lub usuwać.</translation>
    </message>
</context>
<context>
    <name>OptimiseBar</name>
    <message>
        <location filename="../../qml/sokoban/OptimiseBar.qml" line="+34"/>
        <source>Optimising by moves</source>
        <translation>Optymalizacja według ruchów</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Optimising by pushes</source>
        <translation>Optymalizacja według pchnięć</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>PerSizeDocument</name>
    <message>
        <location filename="../../app/services/PerSizeDocument.cpp" line="+51"/>
        <source>version %1 is not one this Tessera reads</source>
        <translation>ta wersja Tessery nie odczytuje wersji %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;sizes&quot; is not an object</source>
        <translation>&quot;sizes&quot; nie jest obiektem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a board size such as &quot;4x4&quot;</source>
        <translation>&quot;%1&quot; nie jest rozmiarem planszy w rodzaju &quot;4x4&quot;</translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message>
        <location filename="../../app/services/ProgressStore.cpp" line="+35"/>
        <source>negative count</source>
        <translation>ujemna liczba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more pushes (%1) than moves (%2)</source>
        <translation>więcej pchnięć (%1) niż ruchów (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the LURD has %1 moves, not %2</source>
        <translation>liczba ruchów w LURD to %1, a nie %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the LURD holds &apos;%1&apos;</source>
        <translation>LURD zawiera &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the LURD has %1 pushes, not %2</source>
        <translation>liczba pchnięć w LURD to %1, a nie %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+76"/>
        <source>not an object</source>
        <translation>to nie jest obiekt</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>bad &quot;moves&quot; or &quot;pushes&quot;</source>
        <translation>błędne &quot;moves&quot; lub &quot;pushes&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;lurd&quot; is not a string</source>
        <translation>&quot;lurd&quot; nie jest ciągiem znaków</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bad &quot;date&quot;</source>
        <translation>błędne &quot;date&quot;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown &quot;rules&quot;</source>
        <translation>nieznane &quot;rules&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;optimised&quot; is not true or false</source>
        <translation>„optimised” nie jest true ani false</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>bad &quot;firstSolved&quot;</source>
        <translation>błędne &quot;firstSolved&quot;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>empty level identity</source>
        <translation>pusty identyfikator poziomu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Progress of level %1 skipped: %2.</source>
        <translation>Pominięto postęp poziomu %1: %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>it is not a Tessera progress file</source>
        <translation>to nie jest plik postępów Tessery</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it has no &quot;levels&quot; object</source>
        <translation>brak obiektu &quot;levels&quot;</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>progress file</source>
        <translation>plik postępów</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The progress file %1 was written by a newer Tessera. It is read as far as possible and left unchanged.</source>
        <translation>Plik postępów %1 został zapisany przez nowszą wersję Tessery. Zostanie odczytany w miarę możliwości i pozostawiony bez zmian.</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <location filename="../../app/services/RecentFiles.cpp" line="+30"/>
        <source>it is not a list of recent files</source>
        <translation>to nie jest lista ostatnich plików</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>list of recent files</source>
        <translation>plik listy ostatnich plików</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../qml/sokoban/ReplayBar.qml" line="+34"/>
        <source>Replay</source>
        <translation>Powtórka</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>◀ Back</source>
        <comment>replay: one move back</comment>
        <translation>◀ Wstecz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back</source>
        <translation>Jeden ruch wstecz</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Odtwórz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause (%1)</source>
        <translation>Odtwórz lub wstrzymaj (%1)</translation>
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
        <translation>Jeden ruch naprzód</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End ▶▶</source>
        <comment>replay: play the rest at once</comment>
        <translation>Koniec ▶▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the rest at once, to the final position</source>
        <translation>Odtwórz resztę od razu, do pozycji końcowej</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replay speed, in moves per second</source>
        <translation>Szybkość powtórki w ruchach na sekundę</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop</source>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the replay here (%1)</source>
        <translation>Zakończ powtórkę w tym miejscu (%1)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../qml/shell/SettingsDialog.qml" line="+42"/>
        <source>General</source>
        <translation>Ogólne</translation>
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
        <translation>Piętnastka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Preferences</source>
        <translation>Preferencje</translation>
    </message>
</context>
<context>
    <name>SettingsFileCheck</name>
    <message>
        <location filename="../../app/services/SettingsFileCheck.cpp" line="+63"/>
        <source>it holds binary data, not text (byte %1)</source>
        <translation>zawiera dane binarne, nie tekst (bajt %1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it is not text</source>
        <translation>to nie jest tekst</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1 is not a setting (key=value)</source>
        <translation>wiersz %1 nie jest ustawieniem (klucz=wartość)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>it is not a regular file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is %L1 bytes long, where settings take a few thousand</source>
        <translation>ma %L1 bajtów, a ustawienia zajmują kilka tysięcy</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Qt cannot read it</source>
        <translation>Qt nie potrafi go odczytać</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your settings file %1 is damaged (%2). It was kept as %3 and Tessera started with the default settings.</source>
        <translation>Plik ustawień %1 jest uszkodzony (%2). Zachowano go jako %3, a Tessera uruchomiła się z ustawieniami domyślnymi.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your settings file %1 is damaged (%2) and could not be set aside; Tessera may not keep your settings.</source>
        <translation>Plik ustawień %1 jest uszkodzony (%2) i nie udało się go odłożyć na bok; Tessera może nie zachować ustawień.</translation>
    </message>
</context>
<context>
    <name>SnapshotPanel</name>
    <message>
        <location filename="../../qml/sokoban/SnapshotPanel.qml" line="+42"/>
        <source>Snapshots</source>
        <translation>Migawki</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close the snapshots</source>
        <translation>Zamknij migawki</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save this position (%1)</source>
        <translation>Zapisz tę pozycję (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No snapshot of this level yet. Save the position you reached, try an idea, and come back to it.</source>
        <translation>Ten poziom nie ma jeszcze migawek. Zapisz osiągniętą pozycję, wypróbuj pomysł i wróć do niej.</translation>
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
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n pchnięcie</numerusform>
            <numerusform>%n pchnięcia</numerusform>
            <numerusform>%n pchnięć</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Restore</source>
        <translation>Przywróć</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rename</source>
        <translation>Zmień nazwę</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
</context>
<context>
    <name>SokobanBoard</name>
    <message>
        <location filename="../../qml/sokoban/SokobanBoard.qml" line="+22"/>
        <source>Sokoban board</source>
        <translation>Plansza Sokobana</translation>
    </message>
</context>
<context>
    <name>SokobanPaste</name>
    <message>
        <location filename="../../app/models/SokobanPaste.cpp" line="+54"/>
        <source>The text holds no Sokoban level.</source>
        <translation>Tekst nie zawiera poziomu Sokobana.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pasted level cannot be played:</source>
        <translation>Wklejony poziom nie nadaje się do gry:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of the pasted levels can be played:</source>
        <translation>Żaden z wklejonych poziomów nie nadaje się do gry:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The solution is for other rules (&quot;%1&quot;): Tessera plays the standard rules and train push.</source>
        <translation>Rozwiązanie jest dla innych zasad („%1”): Tessera gra według standardowych zasad i z pchaniem szeregu skrzyń.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not a solution: %1</source>
        <translation>To nie jest rozwiązanie: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The solution holds no move.</source>
        <translation>Rozwiązanie nie zawiera żadnego ruchu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The solution does not fit this level at move %1.</source>
        <translation>Rozwiązanie nie pasuje do tego poziomu w ruchu %1.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This level has no published solution.</source>
        <translation>Ten poziom nie ma opublikowanego rozwiązania.</translation>
    </message>
</context>
<context>
    <name>SokobanScreen</name>
    <message>
        <location filename="../../qml/sokoban/SokobanScreen.qml" line="+109"/>
        <source>This level cannot be played backwards now.</source>
        <translation>Tego poziomu nie można teraz grać wstecz.</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Dismiss</source>
        <translation>Ukryj</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>This level cannot be played</source>
        <translation>Ten poziom nie nadaje się do gry</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>N or Page Down opens the next level, P or Page Up the previous one.</source>
        <translation>N lub Page Down otwiera następny poziom, P lub Page Up – poprzedni.</translation>
    </message>
</context>
<context>
    <name>SokobanSettingsPage</name>
    <message>
        <location filename="../../qml/sokoban/SokobanSettingsPage.qml" line="+24"/>
        <source>Animation speed</source>
        <translation>Szybkość animacji</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Off</source>
        <translation>Wyłączona</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fast</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Normal</source>
        <translation>Normalna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Slow</source>
        <translation>Wolna</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Rules and hints</source>
        <translation>Zasady i podpowiedzi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Train push</source>
        <translation>Pchanie szeregu skrzyń</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pushing a box that has other boxes in a line behind it pushes them all. Standard Sokoban allows one box at a time; levels stay solvable either way.</source>
        <translation>Pchnięcie skrzyni, za którą w linii stoją inne skrzynie, przesuwa je wszystkie. Standardowy Sokoban pozwala pchać tylko jedną skrzynię naraz; poziomy pozostają rozwiązywalne w obu przypadkach.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show dead squares</source>
        <translation>Pokazuj martwe pola</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Mark the floor cells from which a box could never reach a goal, so you see a dead end before you push into it.</source>
        <translation>Zaznacza pola podłogi, z których skrzynia nigdy nie dotrze do celu, dzięki czemu widzisz ślepy zaułek, zanim ją tam wepchniesz.</translation>
    </message>
</context>
<context>
    <name>SokobanStatusBar</name>
    <message>
        <location filename="../../qml/sokoban/SokobanStatusBar.qml" line="+59"/>
        <source>Levels…</source>
        <translation>Poziomy…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a collection and a level (%1)</source>
        <translation>Wybierz kolekcję i poziom (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 · Level %2 of %3</source>
        <translation>%1 · Poziom %2 z %3</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reverse mode: pull the boxes back to where they start (%1 leaves it)</source>
        <translation>Tryb wsteczny: ciągnij skrzynie z powrotem tam, skąd startują (%1 go kończy)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>✓ best %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>✓ rekord: %1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n pchnięcie</numerusform>
            <numerusform>%n pchnięcia</numerusform>
            <numerusform>%n pchnięć</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✓ best %1, %2, train push</source>
        <comment>moves, pushes</comment>
        <translation>✓ rekord: %1, %2, pchanie szeregu</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>moves</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>ruch</numerusform>
            <numerusform>ruchy</numerusform>
            <numerusform>ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>pushes</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>pchnięcie</numerusform>
            <numerusform>pchnięcia</numerusform>
            <numerusform>pchnięć</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>pulls</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>pociągnięcie</numerusform>
            <numerusform>pociągnięcia</numerusform>
            <numerusform>pociągnięć</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>boxes on goals</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>skrzynia na celu</numerusform>
            <numerusform>skrzynie na celach</numerusform>
            <numerusform>skrzyń na celach</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SokobanToolBar</name>
    <message>
        <location filename="../../qml/sokoban/SokobanToolBar.qml" line="+36"/>
        <location line="+12"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop looking for a hint (%1)</source>
        <translation>Przestań szukać podpowiedzi (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the next push of a solution from here (%1)</source>
        <translation>Pokaż następne pchnięcie rozwiązania od tego miejsca (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solve</source>
        <translation>Rozwiąż</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop solving (%1)</source>
        <translation>Zatrzymaj rozwiązywanie (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Find a solution from here and play it</source>
        <translation>Znajdź rozwiązanie od tego miejsca i odtwórz je</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back the last move (%1, right click)</source>
        <translation>Cofnij ostatni ruch (%1, prawy przycisk)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the undone move again (%1)</source>
        <translation>Ponów cofnięty ruch (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the start; undo brings the moves back (%1, %2)</source>
        <translation>Wróć do początku; cofanie przywraca ruchy (%1, %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reverse</source>
        <translation>Wstecz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play backwards: pull the boxes from the goals towards their start; where the two meet the level is solved (%1)</source>
        <translation>Graj wstecz: ciągnij skrzynie z celów w stronę startu; gdzie obie gry się spotkają, poziom jest rozwiązany (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Previous level</source>
        <translation>Poprzedni poziom</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous level (%1)</source>
        <translation>Poprzedni poziom (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next level</source>
        <translation>Następny poziom</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next level (%1)</source>
        <translation>Następny poziom (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open a file, replay, copy and paste</source>
        <translation>Otwórz plik, powtórka, kopiuj i wklej</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open level file…</source>
        <translation>Otwórz plik poziomów…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level browser…</source>
        <translation>Przeglądarka poziomów…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay best solution</source>
        <translation>Powtórka najlepszego rozwiązania</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save a snapshot</source>
        <translation>Zapisz migawkę</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back to the newest snapshot</source>
        <translation>Wróć do najnowszej migawki</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Snapshots…</source>
        <translation>Migawki…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Optimise solution: fewer pushes</source>
        <translation>Optymalizuj rozwiązanie: mniej pchnięć</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Optimise solution: fewer moves</source>
        <translation>Optymalizuj rozwiązanie: mniej ruchów</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Watch the published solution</source>
        <translation>Obejrzyj opublikowane rozwiązanie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Edit this level</source>
        <translation>Edytuj ten poziom</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New level</source>
        <translation>Nowy poziom</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copy level (XSB)</source>
        <translation>Kopiuj poziom (XSB)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy solution (LURD)</source>
        <translation>Kopiuj rozwiązanie (LURD)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste solution or level</source>
        <translation>Wklej rozwiązanie lub poziom</translation>
    </message>
</context>
<context>
    <name>SolvedOverlay</name>
    <message>
        <location filename="../../qml/sokoban/SolvedOverlay.qml" line="+115"/>
        <source>Solved!</source>
        <translation>Rozwiązane!</translation>
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
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-42"/>
        <location line="+28"/>
        <location line="+14"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n pchnięcie</numerusform>
            <numerusform>%n pchnięcia</numerusform>
            <numerusform>%n pchnięć</numerusform>
        </translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The published solution: not counted as yours.</source>
        <translation>Opublikowane rozwiązanie: nie liczy się jako twoje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pasted solution: not counted as yours.</source>
        <translation>Wklejone rozwiązanie: nie liczy się jako twoje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved by the solver: not counted as yours.</source>
        <translation>Rozwiązane przez solver: nie liczy się jako twoje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First time solved!</source>
        <translation>Rozwiązane po raz pierwszy!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New best in moves and pushes!</source>
        <translation>Nowy rekord ruchów i pchnięć!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New best in moves!</source>
        <translation>Nowy rekord ruchów!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New best in pushes!</source>
        <translation>Nowy rekord pchnięć!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your best: %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>Twój rekord: %1, %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Best after optimising: %1, %2</source>
        <comment>moves, pushes</comment>
        <translation>Rekord po optymalizacji: %1, %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That was the last level of %1.</source>
        <translation>To był ostatni poziom kolekcji %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Replay best</source>
        <translation>Powtórka rekordu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Optimise ▾</source>
        <translation>Optymalizuj ▾</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fewer pushes</source>
        <translation>Mniej pchnięć</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fewer moves</source>
        <translation>Mniej ruchów</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next level  ⏎</source>
        <translation>Następny poziom  ⏎</translation>
    </message>
</context>
<context>
    <name>SquareSizeButtons</name>
    <message>
        <location filename="../../qml/common/SquareSizeButtons.qml" line="+27"/>
        <source>Square:</source>
        <translation>Kwadrat:</translation>
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
        <translation>Mniej</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>More</source>
        <translation>Więcej</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show this notice on one line</source>
        <translation>Pokaż to powiadomienie w jednym wierszu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show all of this notice</source>
        <translation>Pokaż całe to powiadomienie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Try again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close this notice</source>
        <translation>Zamknij to powiadomienie</translation>
    </message>
</context>
<context>
    <name>TutorialLessons</name>
    <message>
        <location filename="../../app/services/TutorialLessons.cpp" line="+22"/>
        <source>Walking</source>
        <translation>Chodzenie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk with the arrow keys or W A S D, or click a floor square to walk straight there. Follow the corridor to the box and push it onto the goal.</source>
        <translation>Chodź strzałkami albo klawiszami W A S D lub kliknij pole podłogi, a gracz sam tam dojdzie. Idź korytarzem do skrzyni i wepchnij ją na cel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pushing</source>
        <translation>Pchanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk into a box to push it. You can push only one box at a time and never pull, so step round to the side you want to push from.</source>
        <translation>Aby pchnąć skrzynię, wejdź w nią. Naraz pchasz tylko jedną skrzynię i nigdy nie możesz jej ciągnąć, więc obejdź ją na stronę, z której chcesz pchać.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goals</source>
        <translation>Cele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The level is solved when every box stands on a goal. Any box may go on any goal, and a box on a goal changes colour.</source>
        <translation>Poziom jest rozwiązany, gdy każda skrzynia stoi na celu. Dowolna skrzynia może trafić na dowolny cel, a skrzynia na celu zmienia kolor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corners</source>
        <translation>Narożniki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A box pushed into a corner can never move again: unless that corner is a goal, the level can no longer be solved. Look before each push.</source>
        <translation>Skrzynia wepchnięta w róg już się nie ruszy: jeśli w tym rogu nie ma celu, poziomu nie da się już rozwiązać. Rozejrzyj się przed każdym pchnięciem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Along the walls</source>
        <translation>Wzdłuż ścian</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A box against a wall can only slide along it, since nothing can pull it away. Slide each box to the goal on its own wall, not into the far corner.</source>
        <translation>Skrzynię przy ścianie można przesuwać tylko wzdłuż niej, bo nic jej nie odciągnie. Przesuń każdą skrzynię do celu przy jej ścianie, nie w daleki róg.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Undo</source>
        <translation>Cofanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The nearest goal is not always the right one, and a box that looks finished can block another. Made a wrong push? Ctrl+Z, Backspace or a right click undoes a move, Ctrl+Y redoes it and R restarts the level.</source>
        <translation>Najbliższy cel nie zawsze jest właściwy, a skrzynia, która wygląda na gotową, może zablokować inną. Złe pchnięcie? Ctrl+Z, Backspace lub prawy przycisk myszy cofa ruch, Ctrl+Y go ponawia, a R zaczyna poziom od nowa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Putting it together</source>
        <translation>Wszystko razem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything at once: keep the boxes out of the corners, choose the order, and undo when you get stuck. Which goal has to be filled first?</source>
        <translation>Wszystko naraz: trzymaj skrzynie z dala od rogów, wybierz kolejność i cofaj, gdy utkniesz. Który cel trzeba zapełnić najpierw?</translation>
    </message>
</context>
<context>
    <name>UnsavedDataDialog</name>
    <message>
        <location filename="../../qml/shell/UnsavedDataDialog.qml" line="+25"/>
        <source>Some of your data is not saved</source>
        <translation>Część danych nie została zapisana</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>If you quit now, it is lost. Free some space or fix the folder, then try again.</source>
        <translation>Jeśli teraz zakończysz, zostaną utracone. Zwolnij trochę miejsca lub napraw folder, a potem spróbuj ponownie.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Try again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quit anyway</source>
        <translation>Zakończ mimo to</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>tessera::BoardCellsModel</name>
    <message>
        <location filename="../../app/access/BoardCellsModel.cpp" line="+34"/>
        <source>row %1, column %2: %3</source>
        <extracomment>A board&apos;s cell as a screen reader says it: %1 its row, %2 its column (from 1), %3 what it holds.</extracomment>
        <translation>wiersz %1, kolumna %2: %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>row %1: %2</source>
        <extracomment>One row of a board said by a screen reader: %1 its number, %2 its cells in order.</extracomment>
        <translation>wiersz %1: %2</translation>
    </message>
</context>
<context>
    <name>tessera::EditorBoardModel</name>
    <message>
        <location filename="../../editor/EditorBoardModel.cpp" line="+90"/>
        <source>player, on a goal</source>
        <translation>gracz, na celu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>player</source>
        <translation>gracz</translation>
    </message>
</context>
<context>
    <name>tessera::EditorGenerator</name>
    <message>
        <location filename="../../editor/EditorGenerator.cpp" line="+45"/>
        <source>There is no level to generate on.</source>
        <translation>Nie ma poziomu, na którym można generować.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Place goals first: the boxes are placed for them.</source>
        <translation>Najpierw postaw cele: skrzynie są rozmieszczane dla nich.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the walls first: the level is open.</source>
        <translation>Najpierw domknij ściany: poziom jest otwarty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave some floor free beside the goals for the player.</source>
        <translation>Zostaw obok celów trochę wolnej podłogi dla gracza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No level could be proven solvable in time: give it more time.</source>
        <translation>Nie udało się na czas udowodnić, że jakiś poziom ma rozwiązanie: daj więcej czasu.</translation>
    </message>
</context>
<context>
    <name>tessera::FifteenRecords</name>
    <message>
        <location filename="../../app/services/FifteenRecords.cpp" line="+42"/>
        <source>it is not a Tessera Fifteen records file</source>
        <translation>to nie jest plik rekordów Piętnastki Tessery</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the records of %1 are not an object</source>
        <translation>rekordy %1 nie są obiektem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the best moves of %1 are not a whole number of at least 1</source>
        <translation>najmniejsza liczba ruchów dla %1 nie jest liczbą całkowitą równą co najmniej 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the best time of %1 is not a whole number of milliseconds</source>
        <translation>najlepszy czas dla %1 nie jest całkowitą liczbą milisekund</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the solved count of %1 is not a whole number of at least 1</source>
        <translation>liczba ułożonych gier dla %1 nie jest liczbą całkowitą równą co najmniej 1</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Fifteen records file</source>
        <translation>plik rekordów Piętnastki</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The Fifteen records were not saved: %1</source>
        <translation>Nie zapisano rekordów Piętnastki: %1</translation>
    </message>
</context>
<context>
    <name>tessera::FifteenSession</name>
    <message>
        <location filename="../../app/models/FifteenSession.cpp" line="+59"/>
        <source>%1, time %2</source>
        <extracomment>After each Fifteen move, for a screen reader: %1 the moves (&quot;12 moves&quot;), %2 the time.</extracomment>
        <translation>%1, czas %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <location line="+108"/>
        <source>The position is not valid: %1.</source>
        <translation>Układ jest nieprawidłowy: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board is %1x%2; the app plays sizes from %3 to %4 on each side.</source>
        <translation>Plansza ma rozmiar %1x%2; aplikacja obsługuje rozmiary od %3 do %4 na każdym boku.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The position is already solved.</source>
        <translation>Układ jest już ułożony.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The position cannot be solved: its tiles are an odd permutation away from the solved order.</source>
        <translation>Tego układu nie da się ułożyć: jego klocki są nieparzystą permutacją ułożonego porządku.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>it was already solved</source>
        <translation>był już ułożony</translation>
    </message>
    <message>
        <location filename="../../app/models/FifteenSession.h" line="+231"/>
        <source>empty</source>
        <translation>puste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tile %1</source>
        <extracomment>A tile of the Fifteen board for a screen reader: %1 its number or letter.</extracomment>
        <translation>kafelek %1</translation>
    </message>
</context>
<context>
    <name>tessera::FifteenTables</name>
    <message>
        <location filename="../../app/services/FifteenTables.cpp" line="+134"/>
        <source>The solver&apos;s saved tables were damaged (%1) and have been rebuilt.</source>
        <translation>Zapisane tablice solvera były uszkodzone (%1) i zostały odbudowane.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The solver&apos;s tables could not be saved, so they will be built again next time: %1</source>
        <translation>Nie udało się zapisać tablic solvera, więc przy następnym uruchomieniu zostaną zbudowane ponownie: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The solver&apos;s tables could not be built (%1): hints are not always the shortest.</source>
        <translation>Nie udało się zbudować tablic solvera (%1): podpowiedzi nie zawsze są najkrótsze.</translation>
    </message>
</context>
<context>
    <name>tessera::Game2048Scores</name>
    <message>
        <location filename="../../app/services/Game2048Scores.cpp" line="+60"/>
        <source>it is not a Tessera 2048 scores file</source>
        <translation>to nie jest plik wyników 2048 Tessery</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the scores of %1 are not an object</source>
        <translation>wyniki %1 nie są obiektem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the best score of %1 is not a whole number of at least 0</source>
        <translation>rekord dla %1 nie jest liczbą całkowitą równą co najmniej 0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the high-score table of %1 is not a list</source>
        <translation>tabela najlepszych wyników %1 nie jest listą</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>entry %1 of the %2 table</source>
        <translation>wpis %1 tabeli %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not an object</source>
        <translation>%1 nie jest obiektem</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>the high-score table of %1 has %n entries, more than %2</source>
        <translation>
            <numerusform>tabela najlepszych wyników dla %1 ma %n wpis, więcej niż %2</numerusform>
            <numerusform>tabela najlepszych wyników dla %1 ma %n wpisy, więcej niż %2</numerusform>
            <numerusform>tabela najlepszych wyników dla %1 ma %n wpisów, więcej niż %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 has no name, or one longer than %n characters</source>
        <translation>
            <numerusform>%1 nie ma nazwy albo nazwa jest dłuższa niż %n znak</numerusform>
            <numerusform>%1 nie ma nazwy albo nazwa jest dłuższa niż %n znaki</numerusform>
            <numerusform>%1 nie ma nazwy albo nazwa jest dłuższa niż %n znaków</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the score of %1 is not a whole number of at least 1</source>
        <translation>wynik %1 nie jest liczbą całkowitą równą co najmniej 1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the highest tile of %1 is not a tile value (2, 4, 8...)</source>
        <translation>najwyższy kafelek %1 nie jest wartością kafelka (2, 4, 8...)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the date of %1 is not an ISO 8601 date and time</source>
        <translation>data %1 nie jest datą i godziną w formacie ISO 8601</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game of %1 is not text</source>
        <translation>gra %1 nie jest tekstem</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>2048 scores file</source>
        <translation>plik wyników 2048</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>The 2048 scores were not saved: %1</source>
        <translation>Nie zapisano wyników 2048: %1</translation>
    </message>
</context>
<context>
    <name>tessera::Game2048Session</name>
    <message>
        <location filename="../../app/models/Game2048Session.cpp" line="+44"/>
        <source>Score %1, best %2</source>
        <extracomment>After each 2048 move, for a screen reader: %1 the score, %2 the best score.</extracomment>
        <translation>Wynik %1, najlepszy %2</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>The board is not valid: %1</source>
        <translation>Plansza jest nieprawidłowa: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board has %1 and %2; the app plays sizes from %3 to %4 on each side.</source>
        <translation>Plansza ma %1 i %2; program obsługuje rozmiary od %3 do %4 na każdym boku.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+209"/>
        <source>%n rows</source>
        <translation>
            <numerusform>%n wiersz</numerusform>
            <numerusform>%n wiersze</numerusform>
            <numerusform>%n wierszy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-209"/>
        <location line="+209"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n kolumnę</numerusform>
            <numerusform>%n kolumny</numerusform>
            <numerusform>%n kolumn</numerusform>
        </translation>
    </message>
    <message>
        <location line="-205"/>
        <source>The seed must be a whole number from 0.</source>
        <translation>Ziarno musi być liczbą całkowitą od 0 wzwyż.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The score must be a whole number from 0.</source>
        <translation>Wynik musi być liczbą całkowitą od 0 wzwyż.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Keep going or start a new game first</source>
        <translation>Najpierw graj dalej albo zacznij nową grę</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the last %n moves can be undone</source>
        <translation>
            <numerusform>Cofnąć można tylko ostatni %n ruch</numerusform>
            <numerusform>Cofnąć można tylko ostatnie %n ruchy</numerusform>
            <numerusform>Cofnąć można tylko ostatnich %n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to undo yet</source>
        <translation>Na razie nie ma czego cofnąć</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>it is not a saved 2048 game</source>
        <translation>to nie jest zapisana gra 2048</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>it is not a saved 2048 game of this version</source>
        <translation>to nie jest zapisana gra 2048 z tej wersji</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the game is missing</source>
        <translation>brak gry</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>its board has %1 and %2</source>
        <translation>jej plansza ma %1 i %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it was already over</source>
        <translation>była już zakończona</translation>
    </message>
    <message>
        <location filename="../../app/models/Game2048Session.h" line="+212"/>
        <source>empty</source>
        <translation>puste</translation>
    </message>
</context>
<context>
    <name>tessera::GameSession</name>
    <message>
        <location filename="../../app/models/GameSession.cpp" line="+48"/>
        <source>Your unfinished game could not be restored (%1). A new game was started.</source>
        <translation>Nie udało się przywrócić niedokończonej gry (%1). Rozpoczęto nową grę.</translation>
    </message>
</context>
<context>
    <name>tessera::GameSpeech</name>
    <message>
        <location filename="../../app/access/GameSpeech.cpp" line="+23"/>
        <source>Box pushed</source>
        <translation>Skrzynia przesunięta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Box on a goal</source>
        <translation>Skrzynia na celu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Box off its goal</source>
        <translation>Skrzynia zepchnięta z celu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Blocked</source>
        <translation>Zablokowane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move undone</source>
        <translation>Ruch cofnięty</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Merged into %1, %n points</source>
        <extracomment>A 2048 merge for a screen reader: %1 the largest tile made, %n the points it scored.</extracomment>
        <translation>
            <numerusform>Połączono w %1, %n punkt</numerusform>
            <numerusform>Połączono w %1, %n punkty</numerusform>
            <numerusform>Połączono w %1, %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level solved!</source>
        <translation>Poziom rozwiązany!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You made 2048!</source>
        <translation>Udało się: 2048!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle solved!</source>
        <translation>Łamigłówka rozwiązana!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No move left: game over</source>
        <translation>Brak ruchów: koniec gry</translation>
    </message>
</context>
<context>
    <name>tessera::GamepadInput</name>
    <message>
        <location filename="../../app/input/GamepadInput.cpp" line="+253"/>
        <source>Game controller</source>
        <translation>Kontroler do gier</translation>
    </message>
</context>
<context>
    <name>tessera::KeyBindings</name>
    <message>
        <location filename="../../app/input/KeyBindings.cpp" line="+276"/>
        <source>Press a key, with Ctrl or Shift if you like: a modifier alone cannot be one, and Alt and Meta belong to the menus.</source>
        <translation>Naciśnij klawisz, jeśli chcesz z Ctrl lub Shift: sam modyfikator nie może być klawiszem, a Alt i Meta należą do menu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Esc and Tab move through the dialogs: they cannot be chosen.</source>
        <translation>Esc i Tab służą do poruszania się po oknach dialogowych: nie można ich wybrać.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already the key of “%2” (%3). Choose another key, or give that one another key first.</source>
        <translation>%1 to już klawisz akcji „%2” (%3). Wybierz inny klawisz albo najpierw daj tamtej akcji inny.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is now the key of “%2” (%3): give that one another key first.</source>
        <translation>%1 to teraz klawisz akcji „%2” (%3): najpierw daj tamtej akcji inny klawisz.</translation>
    </message>
</context>
<context>
    <name>tessera::LevelEditorSession</name>
    <message>
        <location filename="../../editor/LevelEditorSession.cpp" line="+94"/>
        <source>A level is 3 to 128 cells wide and high.</source>
        <translation>Poziom ma od 3 do 128 pól szerokości i wysokości.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+42"/>
        <source>There is no level library to open %1 from.</source>
        <translation>Brak biblioteki poziomów, z której można otworzyć %1.</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>%1 has no level %2.</source>
        <translation>%1 nie ma poziomu %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such level collection.</source>
        <translation>Nie ma takiej kolekcji poziomów.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+389"/>
        <source>%1, level %2</source>
        <translation>%1, poziom %2</translation>
    </message>
    <message>
        <location line="-356"/>
        <source>%1 cannot be read.</source>
        <translation>Nie można odczytać %1.</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>A level is 1 to 128 cells wide and high.</source>
        <translation>Poziom ma od 1 do 128 pól szerokości i wysokości.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing to trim: every edge row and column is in use.</source>
        <translation>Nie ma czego przycinać: wszystkie skrajne wiersze i kolumny są w użyciu.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Normalise needs exactly one player: it keeps what the player can reach.</source>
        <translation>Normalizacja wymaga dokładnie jednego gracza: zachowuje to, do czego gracz może dotrzeć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The level is already normal.</source>
        <translation>Poziom jest już znormalizowany.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Level copied as XSB text</source>
        <translation>Skopiowano poziom jako tekst XSB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The clipboard holds no level (XSB text).</source>
        <translation>Schowek nie zawiera poziomu (tekstu XSB).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The pasted level is empty or too large.</source>
        <translation>Wklejony poziom jest pusty lub za duży.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Pasted the first of %n levels</source>
        <translation>
            <numerusform>Wklejono pierwszy z %n poziomu</numerusform>
            <numerusform>Wklejono pierwszy z %n poziomów</numerusform>
            <numerusform>Wklejono pierwszy z %n poziomów</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level pasted</source>
        <translation>Wklejono poziom</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Generated level placed: Undo takes it back.</source>
        <translation>Wstawiono wygenerowany poziom: Cofnij go usuwa.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Saved: %1</source>
        <translation>Zapisano: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved: %1 (it cannot be played yet)</source>
        <translation>Zapisano: %1 (jeszcze nie nadaje się do gry)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+16"/>
        <source>There is no level library to save into.</source>
        <translation>Brak biblioteki poziomów, w której można zapisać.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No file name was given.</source>
        <translation>Nie podano nazwy pliku.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>level</source>
        <translation>poziom</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Test play</source>
        <translation>Gra testowa</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>New level for %1</source>
        <translation>Nowy poziom w %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy of %1</source>
        <translation>Kopia %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New level</source>
        <translation>Nowy poziom</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save in place: %1</source>
        <translation>Zapisz w miejscu: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save: add it to %1</source>
        <translation>Zapisz: dodaj do %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save: add it to My levels</source>
        <translation>Zapisz: dodaj do „Moich poziomów”</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>My levels (%1) cannot be read (%2). Save cannot add this level to it; Save as… keeps it in another file.</source>
        <translation>Nie można odczytać pliku Moje poziomy (%1) (%2). Zapisz nie doda do niego tego poziomu; Zapisz jako… zachowa go w innym pliku.</translation>
    </message>
</context>
<context>
    <name>tessera::ResumeState</name>
    <message>
        <location filename="../../app/services/ResumeState.cpp" line="+48"/>
        <source>it is not a Tessera session file</source>
        <translation>to nie jest plik sesji Tessery</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;sokoban&quot; is not an object</source>
        <translation>&quot;sokoban&quot; nie jest obiektem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;games&quot; is not an object</source>
        <translation>&quot;games&quot; nie jest obiektem</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>session file</source>
        <translation>plik sesji</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Session file %1: the Sokoban position has bad fields; it is ignored.</source>
        <translation>Plik sesji %1: pozycja Sokobana ma błędne pola; zostaje zignorowana.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Session file %1: the state of %2 is not a string; it is ignored.</source>
        <translation>Plik sesji %1: stan %2 nie jest ciągiem znaków; zostaje zignorowany.</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanAssistant</name>
    <message>
        <location filename="../../app/models/SokobanAssistant.cpp" line="+156"/>
        <source>left</source>
        <translation>w lewo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up</source>
        <translation>w górę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right</source>
        <translation>w prawo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>down</source>
        <translation>w dół</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Solved in %n pushes from here by the standard rules, one box a push</source>
        <translation>
            <numerusform>Rozwiązano stąd w %n pchnięciu według standardowych zasad, jedna skrzynia na pchnięcie</numerusform>
            <numerusform>Rozwiązano stąd w %n pchnięciach według standardowych zasad, jedna skrzynia na pchnięcie</numerusform>
            <numerusform>Rozwiązano stąd w %n pchnięciach według standardowych zasad, jedna skrzynia na pchnięcie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Solved in %n pushes from here</source>
        <translation>
            <numerusform>Stąd rozwiązanie w %n pchnięciu</numerusform>
            <numerusform>Stąd rozwiązanie w %n pchnięciach</numerusform>
            <numerusform>Stąd rozwiązanie w %n pchnięciach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Found a solution from here: %n pushes.</source>
        <translation>
            <numerusform>Znaleziono rozwiązanie stąd: %n pchnięcie.</numerusform>
            <numerusform>Znaleziono rozwiązanie stąd: %n pchnięcia.</numerusform>
            <numerusform>Znaleziono rozwiązanie stąd: %n pchnięć.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Push the marked box %1 (%n pushes to go by the standard rules, one box a push).</source>
        <translation>
            <numerusform>Pchnij zaznaczoną skrzynię %1 (zostało %n pchnięcie według standardowych zasad, jedna skrzynia na pchnięcie).</numerusform>
            <numerusform>Pchnij zaznaczoną skrzynię %1 (zostały %n pchnięcia według standardowych zasad, jedna skrzynia na pchnięcie).</numerusform>
            <numerusform>Pchnij zaznaczoną skrzynię %1 (zostało %n pchnięć według standardowych zasad, jedna skrzynia na pchnięcie).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Push the marked box %1 (%n pushes to go).</source>
        <translation>
            <numerusform>Pchnij zaznaczoną skrzynię %1: to rozwiązuje poziom.</numerusform>
            <numerusform>Pchnij zaznaczoną skrzynię %1 (zostały %n pchnięcia).</numerusform>
            <numerusform>Pchnij zaznaczoną skrzynię %1 (zostało %n pchnięć).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1: %n undos get back to a position they can solve</source>
        <translation>
            <numerusform>%1: %n cofnięcie wraca do pozycji, którą one rozwiązują</numerusform>
            <numerusform>%1: %n cofnięcia wracają do pozycji, którą one rozwiązują</numerusform>
            <numerusform>%1: %n cofnięć wraca do pozycji, którą one rozwiązują</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By the standard rules this level cannot be solved, even from its start: its best solution was made with train push.</source>
        <translation>Według standardowych zasad tego poziomu nie da się rozwiązać, nawet od początku: jego rekord powstał z pchaniem szeregu skrzyń.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n undos get back to a solvable position.</source>
        <translation>
            <numerusform>%1: %n cofnięcie wraca do rozwiązywalnej pozycji.</numerusform>
            <numerusform>%1: %n cofnięcia wracają do rozwiązywalnej pozycji.</numerusform>
            <numerusform>%1: %n cofnięć wraca do rozwiązywalnej pozycji.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>By the standard rules (one box a push): %1. Train push is on, and with it this may still be solved.</source>
        <translation>Według standardowych zasad (jedna skrzynia na pchnięcie): %1. Pchanie szeregu skrzyń jest włączone i z nim może się to jeszcze udać.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>This position cannot be solved: %1</source>
        <translation>Tej pozycji nie da się rozwiązać: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No solution found: %1</source>
        <translation>Nie znaleziono rozwiązania: %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+9"/>
        <source>This position can no longer be solved</source>
        <translation>Tej pozycji nie da się już rozwiązać</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This level cannot be solved, even from its start.</source>
        <translation>Tego poziomu nie da się rozwiązać, nawet od początku.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1. Undo to get back to a solvable position.</source>
        <translation>%1. Cofnij, aby wrócić do rozwiązywalnej pozycji.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hint: %1</source>
        <translation>Brak podpowiedzi: %1</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanBoardModel</name>
    <message>
        <location filename="../../app/models/SokobanBoardModel.cpp" line="+106"/>
        <source>outside</source>
        <translation>na zewnątrz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wall</source>
        <translation>ściana</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you, on a goal</source>
        <translation>ty, na celu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>you</source>
        <translation>ty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>box on a goal</source>
        <translation>skrzynia na celu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>box</source>
        <translation>skrzynia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>goal</source>
        <translation>cel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>floor</source>
        <translation>podłoga</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, dead square</source>
        <extracomment>A cell from which no box can reach a goal: %1 is what it holds (&quot;floor&quot;).</extracomment>
        <translation>%1, martwe pole</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanOptimiser</name>
    <message>
        <location filename="../../app/models/SokobanOptimiser.cpp" line="+49"/>
        <source>There is no level to optimise a solution of.</source>
        <translation>Nie ma poziomu, którego rozwiązanie można by optymalizować.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Only solutions by the standard rules can be optimised.</source>
        <translation>Optymalizować można tylko rozwiązania według standardowych zasad.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solve the level first: the optimiser shortens your own solution.</source>
        <translation>Najpierw ułóż poziom: optymalizacja skraca twoje własne rozwiązanie.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Optimising...</source>
        <translation>Optymalizacja...</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Optimising: %Ln positions, %1 s</source>
        <translation>
            <numerusform>Optymalizacja: %Ln pozycja, %1 s</numerusform>
            <numerusform>Optymalizacja: %Ln pozycje, %1 s</numerusform>
            <numerusform>Optymalizacja: %Ln pozycji, %1 s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That solution does not solve this level: nothing to optimise.</source>
        <translation>To rozwiązanie nie układa tego poziomu: nie ma czego optymalizować.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Optimising stopped: no shorter solution found so far.</source>
        <translation>Optymalizacja przerwana: jak dotąd nie znaleziono krótszego rozwiązania.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shorter solution found.</source>
        <translation>Nie znaleziono krótszego rozwiązania.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 → %2 moves, %3 → %4 pushes</source>
        <translation>ruchy %1 → %2, pchnięcia %3 → %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Optimised: %1. Kept as your best (optimised).</source>
        <translation>Zoptymalizowano: %1. Zapisano jako twój rekord (zoptymalizowany).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optimised: %1. Your best is shorter still.</source>
        <translation>Zoptymalizowano: %1. Twój rekord jest jeszcze krótszy.</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanReplay</name>
    <message>
        <location filename="../../app/models/SokobanReplay.cpp" line="+61"/>
        <source>This level cannot be played, so nothing can be replayed on it.</source>
        <translation>Ten poziom nie nadaje się do gry, więc nie można na nim niczego odtworzyć.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>No solution of this level to replay yet.</source>
        <translation>Ten poziom nie ma jeszcze rozwiązania do odtworzenia.</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+38"/>
        <source>The solution does not fit this level at move %1.</source>
        <translation>Rozwiązanie nie pasuje do tego poziomu w ruchu %1.</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSession</name>
    <message>
        <location filename="../../app/models/SokobanSession.cpp" line="+92"/>
        <source>This level cannot be played.</source>
        <translation>Ten poziom nie nadaje się do gry.</translation>
    </message>
    <message>
        <location filename="../../app/models/SokobanSessionLevels.cpp" line="+18"/>
        <source>There is no such level collection.</source>
        <translation>Nie ma takiej kolekcji poziomów.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 holds no level.</source>
        <translation>%1 nie zawiera żadnego poziomu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no level %2.</source>
        <translation>%1 nie ma poziomu %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There is no level library to open %1 from.</source>
        <translation>Brak biblioteki poziomów, z której można otworzyć %1.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Only files on this computer can be opened: %1</source>
        <translation>Można otwierać tylko pliki na tym komputerze: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../app/models/SokobanSessionText.cpp" line="+97"/>
        <source>Pasted level</source>
        <translation>Wklejony poziom</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The text holds no Sokoban level.</source>
        <translation>Tekst nie zawiera poziomu Sokobana.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The level you played last is no longer in the level library.</source>
        <translation>Poziomu, w który grano ostatnio, nie ma już w bibliotece poziomów.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&quot;%1&quot; was removed from the level library.</source>
        <translation>Usunięto „%1” z biblioteki poziomów.</translation>
    </message>
    <message>
        <location filename="../../app/models/SokobanSessionText.cpp" line="-35"/>
        <source>There is no level to copy.</source>
        <translation>Nie ma poziomu do skopiowania.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Level copied as XSB</source>
        <translation>Skopiowano poziom jako XSB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No moves to copy yet.</source>
        <translation>Nie ma jeszcze ruchów do skopiowania.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves copied as LURD</source>
        <translation>Skopiowano ruchy jako LURD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best solution copied as LURD</source>
        <translation>Skopiowano najlepsze rozwiązanie jako LURD</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The clipboard holds neither a Sokoban level nor a solution.</source>
        <translation>Schowek nie zawiera ani poziomu Sokobana, ani rozwiązania.</translation>
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
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n pchnięcie</numerusform>
            <numerusform>%n pchnięcia</numerusform>
            <numerusform>%n pchnięć</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n boxes on goals</source>
        <translation>
            <numerusform>%1 z %n skrzyni na celach</numerusform>
            <numerusform>%1 z %n skrzyń na celach</numerusform>
            <numerusform>%1 z %n skrzyń na celach</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>left</source>
        <translation>w lewo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>up</source>
        <translation>w górę</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right</source>
        <translation>w prawo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>down</source>
        <translation>w dół</translation>
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
            <numerusform>%1 %n pola %2</numerusform>
            <numerusform>%1 %n pól %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>wall</source>
        <translation>ściana</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>outside</source>
        <translation>na zewnątrz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>box on a goal</source>
        <translation>skrzynia na celu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>box</source>
        <translation>skrzynia</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>goal</source>
        <translation>cel</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSnapshots</name>
    <message>
        <location filename="../../app/models/SokobanSnapshots.cpp" line="+27"/>
        <source>snapshot file</source>
        <translation>plik migawek</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not a Tessera snapshot file</source>
        <translation>to nie jest plik migawek Tessery</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Snapshots cannot be saved: %1</source>
        <translation>Nie można zapisać migawek: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Snapshots could not be saved: %1</source>
        <translation>Nie udało się zapisać migawek: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>There is no position to save here.</source>
        <translation>Nie ma tu pozycji do zapisania.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Snapshots keep forward play: leave reverse mode (B) to save one.</source>
        <translation>Migawki zapisują grę do przodu: aby zapisać, wyjdź z trybu wstecznego (B).</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Snapshot %1</source>
        <translation>Migawka %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Saved &quot;%1&quot; (%n moves)</source>
        <translation>
            <numerusform>Zapisano „%1” (%n ruch)</numerusform>
            <numerusform>Zapisano „%1” (%n ruchy)</numerusform>
            <numerusform>Zapisano „%1” (%n ruchów)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>its move %1 is not a move</source>
        <translation>jego ruch %1 nie jest ruchem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its move %1 cannot be played on this level</source>
        <translation>jego ruchu %1 nie da się wykonać na tym poziomie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its moves lead to another position on this level</source>
        <translation>jego ruchy prowadzą na tym poziomie do innej pozycji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the level cannot be played</source>
        <translation>tego poziomu nie da się grać</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;%1&quot; was made with train push: turn it on in Settings to restore it.</source>
        <translation>„%1” powstała przy pchaniu szeregu skrzyń: włącz je w Ustawieniach, aby ją przywrócić.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; does not fit this level any more: %2.</source>
        <translation>„%1” nie pasuje już do tego poziomu: %2.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Back to &quot;%1&quot;</source>
        <translation>Powrót do „%1”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No snapshot of this level yet: F5 saves one.</source>
        <translation>Ten poziom nie ma jeszcze migawek: F5 zapisuje migawkę.</translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSolverRunner</name>
    <message>
        <location filename="../../app/models/SokobanSolverRunner.cpp" line="+84"/>
        <source>Searching...</source>
        <translation>Wyszukiwanie...</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%Ln positions, %1 s</source>
        <translation>
            <numerusform>%Ln pozycja, %1 s</numerusform>
            <numerusform>%Ln pozycje, %1 s</numerusform>
            <numerusform>%Ln pozycji, %1 s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No sequence of pushes solves this position</source>
        <translation>Żadna sekwencja pchnięć nie rozwiązuje tej pozycji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not decided within %1 s</source>
        <translation>Nie rozstrzygnięto w ciągu %1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled</source>
        <translation>Anulowano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not decided within the memory limit</source>
        <translation>Nie rozstrzygnięto w limicie pamięci</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The level cannot be played</source>
        <translation>Poziom nie nadaje się do gry</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A box is stuck in a corner</source>
        <translation>Skrzynia utknęła w rogu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A box is on a square from which it can never reach a goal</source>
        <translation>Skrzynia stoi na polu, z którego nigdy nie dotrze do celu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boxes are jammed in a square block</source>
        <translation>Skrzynie zakleszczyły się w kwadratowym bloku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Boxes are frozen where they can never move again</source>
        <translation>Skrzynie są zablokowane tam, gdzie już nigdy się nie ruszą</translation>
    </message>
</context>
<context>
    <name>tessera::StorageNotices</name>
    <message>
        <location filename="../../app/services/StorageNotices.cpp" line="+279"/>
        <source>Your settings cannot be saved in %1.</source>
        <translation>Nie można zapisać ustawień w %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your settings file %1 is damaged; Tessera started with the settings it could read.</source>
        <translation>Plik ustawień %1 jest uszkodzony; Tessera uruchomiła się z ustawieniami, które udało się odczytać.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The solver still works; it may be slower until the tables are ready.</source>
        <translation>Solver nadal działa; może być wolniejszy, dopóki tablice nie będą gotowe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everything else works as usual.</source>
        <translation>Wszystko inne działa normalnie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can keep playing: solved levels are kept until Tessera closes, and saved as soon as the folder can be written again.</source>
        <translation>Możesz grać dalej: rozwiązane poziomy są przechowywane do zamknięcia Tessery i zostaną zapisane, gdy tylko zapis w folderze znów będzie możliwy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can keep playing; Tessera may not reopen where you left off.</source>
        <translation>Możesz grać dalej; Tessera może nie wrócić do miejsca, w którym gra została przerwana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can keep playing: scores are kept until Tessera closes, and saved as soon as the folder can be written again.</source>
        <translation>Możesz grać dalej: wyniki są przechowywane do zamknięcia Tessery i zostaną zapisane, gdy tylko zapis w folderze znów będzie możliwy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can keep playing: records are kept until Tessera closes, and saved as soon as the folder can be written again.</source>
        <translation>Możesz grać dalej: rekordy są przechowywane do zamknięcia Tessery i zostaną zapisane, gdy tylko zapis w folderze znów będzie możliwy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your levels are still open; nothing was half-written.</source>
        <translation>Twoje poziomy są nadal otwarte; nic nie zostało zapisane w połowie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changes apply until Tessera closes.</source>
        <translation>Zmiany obowiązują do zamknięcia Tessery.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver still works; the tables are built again next time.</source>
        <translation>Solver nadal działa; tablice zostaną zbudowane ponownie następnym razem.</translation>
    </message>
</context>
</TS>
