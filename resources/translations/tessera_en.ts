<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AssistBar</name>
    <message numerus="yes">
        <location filename="../../qml/sokoban/AssistBar.qml" line="+116"/>
        <source>Undo %n</source>
        <translation>
            <numerusform>Undo %n move</numerusform>
            <numerusform>Undo %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoreTexts</name>
    <message numerus="yes">
        <location filename="../../app/services/CoreTexts.cpp" line="+63"/>
        <source>and %n more</source>
        <comment>cells</comment>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>%1 and %n more control bytes: this is binary data, not a level file</source>
        <translation>
            <numerusform>%1 and %n more control byte: this is binary data, not a level file</numerusform>
            <numerusform>%1 and %n more control bytes: this is binary data, not a level file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>wider than %n columns</source>
        <translation>
            <numerusform>wider than %n column</numerusform>
            <numerusform>wider than %n columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n columns wide</source>
        <translation>
            <numerusform>%n column wide</numerusform>
            <numerusform>%n columns wide</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n rows high</source>
        <translation>
            <numerusform>%n row high</numerusform>
            <numerusform>%n rows high</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>%n players (%1); a level has exactly one</source>
        <translation>
            <numerusform>%n player (%1); a level has exactly one</numerusform>
            <numerusform>%n players (%1); a level has exactly one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <location line="+116"/>
        <source>%n boxes</source>
        <translation>
            <numerusform>%n box</numerusform>
            <numerusform>%n boxes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-116"/>
        <location line="+117"/>
        <source>%n goals</source>
        <translation>
            <numerusform>%n goal</numerusform>
            <numerusform>%n goals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-111"/>
        <source>%n boxes the player cannot reach are not on goals (%1)</source>
        <translation>
            <numerusform>a box the player cannot reach is not on a goal (%1)</numerusform>
            <numerusform>%n boxes the player cannot reach are not on goals (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n goals without a box cannot be reached (%1)</source>
        <translation>
            <numerusform>a goal without a box cannot be reached (%1)</numerusform>
            <numerusform>%n goals without a box cannot be reached (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>the solution expands to more than %Ln steps</source>
        <translation>
            <numerusform>the solution expands to more than %Ln step</numerusform>
            <numerusform>the solution expands to more than %Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>the level has %n players</source>
        <translation>
            <numerusform>the level has %n player</numerusform>
            <numerusform>the level has %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n cells</source>
        <comment>in a row of a board</comment>
        <translation>
            <numerusform>%n cell</numerusform>
            <numerusform>%n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n more</source>
        <comment>numbers</comment>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>a board on one line without &apos;/&apos; must have 16 numbers (a 4×4 board), not %n; separate the rows of other sizes with &apos;/&apos;</source>
        <translation>
            <numerusform>a board on one line without &apos;/&apos; must have 16 numbers (a 4×4 board), not %n; separate the rows of other sizes with &apos;/&apos;</numerusform>
            <numerusform>a board on one line without &apos;/&apos; must have 16 numbers (a 4×4 board), not %n; separate the rows of other sizes with &apos;/&apos;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>a %1×%2 board needs %n numbers, not %3</source>
        <translation>
            <numerusform>a %1×%2 board needs %n number, not %3</numerusform>
            <numerusform>a %1×%2 board needs %n numbers, not %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>the board has %n rows; a board has %1 to %2 rows separated by &apos;/&apos;</source>
        <translation>
            <numerusform>the board has %n row; a board has %1 to %2 rows separated by &apos;/&apos;</numerusform>
            <numerusform>the board has %n rows; a board has %1 to %2 rows separated by &apos;/&apos;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>row 1 has %n cells; a row has %1 to %2 cells separated by spaces</source>
        <translation>
            <numerusform>row 1 has %n cell; a row has %1 to %2 cells separated by spaces</numerusform>
            <numerusform>row 1 has %n cells; a row has %1 to %2 cells separated by spaces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorCheckDialog</name>
    <message numerus="yes">
        <location filename="../../editor/EditorCheckDialog.qml" line="+93"/>
        <source>Solvable in %n pushes</source>
        <translation>
            <numerusform>Solvable in %n push</numerusform>
            <numerusform>Solvable in %n pushes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n moves in all.</source>
        <translation>
            <numerusform>%n move in all.</numerusform>
            <numerusform>%n moves in all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorSidePanel</name>
    <message numerus="yes">
        <location filename="../../editor/EditorSidePanel.qml" line="+389"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n push</numerusform>
            <numerusform>%n pushes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n box changes</source>
        <translation>
            <numerusform>%n box change</numerusform>
            <numerusform>%n box changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorTestPlay</name>
    <message numerus="yes">
        <location filename="../../editor/EditorTestPlay.qml" line="+101"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n push</numerusform>
            <numerusform>%n pushes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FifteenScreen</name>
    <message numerus="yes">
        <location filename="../../qml/fifteen/FifteenScreen.qml" line="+283"/>
        <source>Solving: %n moves to go. Press any key to stop.</source>
        <translation>
            <numerusform>Solving: %n move to go. Press any key to stop.</numerusform>
            <numerusform>Solving: %n moves to go. Press any key to stop.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Hint: slide %1 %2 (%n moves to go at best).</source>
        <translation>
            <numerusform>Hint: slide %1 %2, and it is solved.</numerusform>
            <numerusform>Hint: slide %1 %2 (%n moves to go at best).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+174"/>
        <source>%n moves in %1</source>
        <translation>
            <numerusform>%n move in %1</numerusform>
            <numerusform>%n moves in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%n games solved at this size</source>
        <translation>
            <numerusform>%n game solved at this size</numerusform>
            <numerusform>%n games solved at this size</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>This game (%n moves, %1) will be lost.</source>
        <translation>
            <numerusform>This game (%n move, %1) will be lost.</numerusform>
            <numerusform>This game (%n moves, %1) will be lost.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Game2048NameDialog</name>
    <message numerus="yes">
        <location filename="../../qml/game2048/Game2048NameDialog.qml" line="+73"/>
        <source>%Ln points, highest tile %1: number %2 on %3×%4.</source>
        <translation>
            <numerusform>%Ln point, highest tile %1: number %2 on %3×%4.</numerusform>
            <numerusform>%Ln points, highest tile %1: number %2 on %3×%4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Game2048Screen</name>
    <message numerus="yes">
        <location filename="../../qml/game2048/Game2048Screen.qml" line="+504"/>
        <source>Autoplay: %n moves so far. Press any key to stop.</source>
        <translation>
            <numerusform>Autoplay: %n move so far. Press any key to stop.</numerusform>
            <numerusform>Autoplay: %n moves so far. Press any key to stop.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Game2048SettingsPage</name>
    <message numerus="yes">
        <location filename="../../qml/game2048/Game2048SettingsPage.qml" line="+97"/>
        <source>%n moves per second</source>
        <translation>
            <numerusform>%n move per second</numerusform>
            <numerusform>%n moves per second</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Game2048ToolBar</name>
    <message numerus="yes">
        <location filename="../../qml/game2048/Game2048ToolBar.qml" line="+23"/>
        <source>Take back the last move, up to %n moves (%1)</source>
        <translation>
            <numerusform>Take back the last move, up to %n move (%1)</numerusform>
            <numerusform>Take back the last move, up to %n moves (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LevelCard</name>
    <message numerus="yes">
        <location filename="../../qml/sokoban/browser/LevelCard.qml" line="+38"/>
        <source>Solved in %n moves</source>
        <translation>
            <numerusform>Solved in %n move</numerusform>
            <numerusform>Solved in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n push</numerusform>
            <numerusform>%n pushes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveSpeedBox</name>
    <message numerus="yes">
        <location filename="../../qml/common/MoveSpeedBox.qml" line="+22"/>
        <source>%n moves/s</source>
        <translation>
            <numerusform>%n move/s</numerusform>
            <numerusform>%n moves/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotPanel</name>
    <message numerus="yes">
        <location filename="../../qml/sokoban/SnapshotPanel.qml" line="+147"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n push</numerusform>
            <numerusform>%n pushes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SokobanStatusBar</name>
    <message numerus="yes">
        <location filename="../../qml/sokoban/SokobanStatusBar.qml" line="+111"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n push</numerusform>
            <numerusform>%n pushes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>moves</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>move</numerusform>
            <numerusform>moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>pushes</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>push</numerusform>
            <numerusform>pushes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>pulls</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>pull</numerusform>
            <numerusform>pulls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>boxes on goals</source>
        <comment>the word under the count</comment>
        <translation>
            <numerusform>box on goal</numerusform>
            <numerusform>boxes on goals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolvedOverlay</name>
    <message numerus="yes">
        <location filename="../../qml/sokoban/SolvedOverlay.qml" line="+123"/>
        <location line="+28"/>
        <location line="+14"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-42"/>
        <location line="+28"/>
        <location line="+14"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n push</numerusform>
            <numerusform>%n pushes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::FifteenSession</name>
    <message numerus="yes">
        <location filename="../../app/models/FifteenSession.cpp" line="+59"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::Game2048Scores</name>
    <message numerus="yes">
        <location filename="../../app/services/Game2048Scores.cpp" line="+83"/>
        <source>the high-score table of %1 has %n entries, more than %2</source>
        <translation>
            <numerusform>the high-score table of %1 has %n entry, more than %2</numerusform>
            <numerusform>the high-score table of %1 has %n entries, more than %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 has no name, or one longer than %n characters</source>
        <translation>
            <numerusform>%1 has no name, or one longer than %n character</numerusform>
            <numerusform>%1 has no name, or one longer than %n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::Game2048Session</name>
    <message numerus="yes">
        <location filename="../../app/models/Game2048Session.cpp" line="+202"/>
        <location line="+209"/>
        <source>%n rows</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-209"/>
        <location line="+209"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n column</numerusform>
            <numerusform>%n columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-148"/>
        <source>Only the last %n moves can be undone</source>
        <translation>
            <numerusform>Only the last move can be undone</numerusform>
            <numerusform>Only the last %n moves can be undone</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::GameSpeech</name>
    <message numerus="yes">
        <location filename="../../app/access/GameSpeech.cpp" line="+42"/>
        <source>Merged into %1, %n points</source>
        <extracomment>A 2048 merge for a screen reader: %1 the largest tile made, %n the points it scored.</extracomment>
        <translation>
            <numerusform>Merged into %1, %n point</numerusform>
            <numerusform>Merged into %1, %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::LevelEditorSession</name>
    <message numerus="yes">
        <location filename="../../editor/LevelEditorSession.cpp" line="+356"/>
        <source>Pasted the first of %n levels</source>
        <translation>
            <numerusform>Pasted the first of %n levels</numerusform>
            <numerusform>Pasted the first of %n levels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::SokobanAssistant</name>
    <message numerus="yes">
        <location filename="../../app/models/SokobanAssistant.cpp" line="+196"/>
        <source>Solved in %n pushes from here by the standard rules, one box a push</source>
        <translation>
            <numerusform>Solved in %n push from here by the standard rules, one box a push</numerusform>
            <numerusform>Solved in %n pushes from here by the standard rules, one box a push</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Solved in %n pushes from here</source>
        <translation>
            <numerusform>Solved in %n push from here</numerusform>
            <numerusform>Solved in %n pushes from here</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Found a solution from here: %n pushes.</source>
        <translation>
            <numerusform>Found a solution from here: %n push.</numerusform>
            <numerusform>Found a solution from here: %n pushes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Push the marked box %1 (%n pushes to go by the standard rules, one box a push).</source>
        <translation>
            <numerusform>Push the marked box %1 (%n push to go by the standard rules, one box a push).</numerusform>
            <numerusform>Push the marked box %1 (%n pushes to go by the standard rules, one box a push).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Push the marked box %1 (%n pushes to go).</source>
        <translation>
            <numerusform>Push the marked box %1: that solves it.</numerusform>
            <numerusform>Push the marked box %1 (%n pushes to go).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1: %n undos get back to a position they can solve</source>
        <translation>
            <numerusform>%1: %n undo gets back to a position they can solve</numerusform>
            <numerusform>%1: %n undos get back to a position they can solve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1: %n undos get back to a solvable position.</source>
        <translation>
            <numerusform>%1: %n undo gets back to a solvable position.</numerusform>
            <numerusform>%1: %n undos get back to a solvable position.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::SokobanOptimiser</name>
    <message numerus="yes">
        <location filename="../../app/models/SokobanOptimiser.cpp" line="+118"/>
        <source>Optimising: %Ln positions, %1 s</source>
        <translation>
            <numerusform>Optimising: %Ln position, %1 s</numerusform>
            <numerusform>Optimising: %Ln positions, %1 s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSession</name>
    <message numerus="yes">
        <location filename="../../app/models/SokobanSessionText.cpp" line="+126"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n pushes</source>
        <translation>
            <numerusform>%n push</numerusform>
            <numerusform>%n pushes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %n boxes on goals</source>
        <translation>
            <numerusform>%1 of %n box on goals</numerusform>
            <numerusform>%1 of %n boxes on goals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%1 %n cells %2</source>
        <extracomment>What the player has further away: %1 a thing (&quot;goal&quot;), %n how many cells away, %2 a way (&quot;up&quot;).</extracomment>
        <translation>
            <numerusform>%1 %n cell %2</numerusform>
            <numerusform>%1 %n cells %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSnapshots</name>
    <message numerus="yes">
        <location filename="../../app/models/SokobanSnapshots.cpp" line="+221"/>
        <source>Saved &quot;%1&quot; (%n moves)</source>
        <translation>
            <numerusform>Saved &quot;%1&quot; (%n move)</numerusform>
            <numerusform>Saved &quot;%1&quot; (%n moves)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::SokobanSolverRunner</name>
    <message numerus="yes">
        <location filename="../../app/models/SokobanSolverRunner.cpp" line="+119"/>
        <source>%Ln positions, %1 s</source>
        <translation>
            <numerusform>%Ln position, %1 s</numerusform>
            <numerusform>%Ln positions, %1 s</numerusform>
        </translation>
    </message>
</context>
</TS>
