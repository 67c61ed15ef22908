import QtQuick
import QtQuick.Controls
import QtTest
import Tessera

// The Sokoban screen as a player uses it: arrow keys and WASD, clicks that walk and push,
// right click and the wheel to undo, the solved card and Enter for the next level, keys that
// arrive during an animation, an invalid level, copy and paste, and the replay controls.
// The screen lives in `root` (a TestCase is not visible, so nothing in it could be clicked).
Item {
    id: root

    width: 800
    height: 600

    // Player (1,3), a box (2,2), a goal (3,3); solved at best by "uRurD".
    readonly property string roomLevel: "######\n#    #\n# $  #\n#@ . #\n######\nTitle: Room\n"
    // Solved by one push to the right; a second level follows it.
    readonly property string twoLevels: "#####\n#@$.#\n#####\nTitle: One push\n\n" + roomLevel
    // Two boxes, one goal: fails validation.
    readonly property string invalidLevel: "######\n#@$$.#\n######\nTitle: Broken\n"

    TestCase {
        id: testCase

        name: "Sokoban"
        when: windowShown

        Component {
            id: screenComponent

            SokobanScreen {
                width: root.width
                height: root.height
            }
        }

        function init() {
            // Moves show at once, so positions can be checked right after a key.
            SokobanSettings.animationSpeed = SokobanSettings.Off;
            SokobanSettings.trainPush = false;
        }

        function createScreen(levelText) {
            const screen = createTemporaryObject(screenComponent, root);
            verify(screen, "SokobanScreen could not be created");
            screen.forceActiveFocus();
            verify(screen.activeFocus, "the screen has the keyboard");
            if (levelText !== undefined)
                verify(screen.session.openPastedText(levelText));
            waitForRendering(screen);
            return screen;
        }

        function clickCell(screen, x, y, button) {
            const p = screen.board.cellCenter(x, y);
            mouseClick(screen.board, p.x, p.y, button === undefined ? Qt.LeftButton : button);
        }

        function counter(screen, name) {
            const item = findChild(screen, name);
            verify(item, "no counter " + name);
            return item.value;
        }

        function test_opensALevelOnStart() {
            const screen = createScreen();
            const s = screen.session;
            verify(s.hasLevel, "a level is shown at once (resumed, or the tutorial's first)");
            verify(s.boardWidth > 0 && s.boardHeight > 0);
            verify(screen.board.cellSize > 0);
        }

        function test_arrowsAndWasdMoveThePlayer() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            compare(s.playerX, 1);
            compare(s.playerY, 3);
            keyClick(Qt.Key_Up);
            compare(s.playerY, 2);
            keyClick(Qt.Key_Right); // pushes the box
            compare(s.playerX, 2);
            compare(s.pushes, 1);
            compare(s.playerFacing, SokobanSession.Right);
            keyClick(Qt.Key_A);
            compare(s.playerX, 1);
            keyClick(Qt.Key_W);
            compare(s.playerY, 1);
            keyClick(Qt.Key_D);
            keyClick(Qt.Key_S);
            compare(s.playerX, 2);
            compare(s.playerY, 2);
            compare(s.moves, 6);
            // The status line follows.
            compare(counter(screen, "sokobanMoves"), "6");
            compare(counter(screen, "sokobanPushes"), "1");
            compare(counter(screen, "sokobanBoxes"), "0 / 1");
        }

        function test_aClickWalksToTheCell() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            clickCell(screen, 4, 1);
            compare(s.playerX, 4);
            compare(s.playerY, 1);
            compare(s.moves, 5);
            compare(s.pushes, 0);
            // A wall does nothing.
            clickCell(screen, 0, 0);
            compare(s.moves, 5);
        }

        function test_boxThenCellPushesIt() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            clickCell(screen, 2, 2);
            verify(s.hasSelection);
            compare(s.board.cellData(3, 3, "boxTarget"), true);
            compare(s.board.cellData(1, 1, "boxTarget"), true);
            compare(s.board.cellData(2, 2, "boxTarget"), false);
            clickCell(screen, 3, 3);
            verify(!s.hasSelection);
            verify(s.solved);
            compare(s.moves, 5);
            compare(s.pushes, 2);
            const overlay = findChild(screen, "solvedOverlay");
            tryCompare(overlay, "visible", true);
        }

        function test_rightClickUndoes() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            keyClick(Qt.Key_Up);
            keyClick(Qt.Key_Up);
            compare(s.moves, 2);
            clickCell(screen, 3, 3, Qt.RightButton);
            compare(s.moves, 1);
            compare(s.playerY, 2);
            verify(s.canRedo);
        }

        function test_theWheelMovesThroughTheHistory() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            clickCell(screen, 4, 1);
            compare(s.moves, 5);
            const p = screen.board.cellCenter(2, 2);
            mouseWheel(screen.board, p.x, p.y, 0, 120);
            mouseWheel(screen.board, p.x, p.y, 0, 120);
            compare(s.moves, 3);
            mouseWheel(screen.board, p.x, p.y, 0, -120);
            compare(s.moves, 4);
        }

        function test_theSolvedCardAndEnterForTheNextLevel() {
            const screen = createScreen(twoLevels);
            const s = screen.session;
            const overlay = findChild(screen, "solvedOverlay");
            verify(!overlay.visible);
            keyClick(Qt.Key_Right);
            verify(s.solved);
            tryCompare(overlay, "visible", true);
            compare(findChild(overlay, "solvedCounts").text, "1 move  ·  1 push");
            verify(findChild(overlay, "nextLevelButton").enabled);
            // Keys do not move a solved level.
            keyClick(Qt.Key_Left);
            compare(s.moves, 1);
            keyClick(Qt.Key_Return);
            compare(s.levelTitle, "Room");
            compare(s.levelNumber, 2);
            verify(!s.solved);
            tryCompare(overlay, "visible", false);
        }

        function test_nextLevelButton() {
            const screen = createScreen(twoLevels);
            const s = screen.session;
            keyClick(Qt.Key_Right);
            const overlay = findChild(screen, "solvedOverlay");
            tryCompare(overlay, "opacity", 1);
            mouseClick(findChild(overlay, "nextLevelButton"));
            compare(s.levelNumber, 2);
        }

        function test_undoRedoAndRestartKeys() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            keyClick(Qt.Key_Up);
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Right);
            compare(s.moves, 3);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(s.moves, 2);
            keyClick(Qt.Key_Backspace);
            compare(s.moves, 1);
            keyClick(Qt.Key_Y, Qt.ControlModifier);
            compare(s.moves, 2);
            keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier);
            compare(s.moves, 3);
            keyClick(Qt.Key_R);
            compare(s.moves, 0);
            compare(s.playerX, 1);
            keyClick(Qt.Key_Z, Qt.ControlModifier); // the restart is undone
            compare(s.moves, 3);
            keyClick(Qt.Key_Escape);
            compare(s.moves, 0);
            verify(screen.handlesEscape);
        }

        function test_levelKeys() {
            const screen = createScreen(twoLevels);
            const s = screen.session;
            keyClick(Qt.Key_N);
            compare(s.levelNumber, 2);
            keyClick(Qt.Key_P);
            compare(s.levelNumber, 1);
            keyClick(Qt.Key_PageDown);
            compare(s.levelNumber, 2);
            keyClick(Qt.Key_PageUp);
            compare(s.levelNumber, 1);
        }

        function test_keysDuringAnAnimationAreNotLost() {
            SokobanSettings.animationSpeed = SokobanSettings.Slow;
            const screen = createScreen(roomLevel);
            const s = screen.session;
            keyClick(Qt.Key_Up);
            keyClick(Qt.Key_Up);
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Right);
            tryCompare(s, "moves", 4);
            compare(s.playerX, 3);
            compare(s.playerY, 1);
            // The player item ends on its cell.
            const player = findChild(screen, "sokobanPlayer");
            tryCompare(player, "x", 3 * screen.board.cellSize);
            tryCompare(player, "y", 1 * screen.board.cellSize);
        }

        function test_anInvalidLevelShowsItsProblems() {
            const screen = createScreen(invalidLevel);
            const s = screen.session;
            verify(!s.playable);
            const panel = findChild(screen, "sokobanProblems");
            verify(panel.visible);
            verify(findChild(panel, "sokobanErrorText").text.indexOf("boxes and goals") >= 0, findChild(panel, "sokobanErrorText").text);
            compare(s.board.rowCount(), 18);
            keyClick(Qt.Key_Right);
            compare(s.moves, 0);
        }

        function test_copyThenPasteALevelAndASolution() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            const toast = findChild(screen, "sokobanToastText");
            keyClick(Qt.Key_C, Qt.ControlModifier);
            verify(toast.text.length > 0);
            // The level comes back through the clipboard as a pasted level.
            keyClick(Qt.Key_V, Qt.ControlModifier);
            compare(s.levelTitle, "Room");
            // A solution: played here, copied, then pasted back and replayed from the start.
            keyClick(Qt.Key_Up);
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Up);
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Down);
            verify(s.solved);
            keyClick(Qt.Key_C, Qt.ControlModifier | Qt.ShiftModifier);
            compare(s.solutionText(), "uRurD");
            keyClick(Qt.Key_V, Qt.ControlModifier);
            verify(s.replaying);
            compare(s.replayLength, 5);
            const bar = findChild(screen, "replayBar");
            verify(bar.visible);
            tryCompare(s, "solved", true);
            compare(s.replayPosition, 5);
        }

        function test_theReplayControls() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            clickCell(screen, 2, 2);
            clickCell(screen, 3, 3);
            verify(s.solved);
            const overlay = findChild(screen, "solvedOverlay");
            tryCompare(overlay, "opacity", 1);
            mouseClick(findChild(overlay, "replayBestButton"));
            verify(s.replaying);
            const bar = findChild(screen, "replayBar");
            verify(bar.visible);
            keyClick(Qt.Key_Space); // pause
            verify(!s.replayRunning);
            const position = s.replayPosition;
            mouseClick(findChild(bar, "replayStep"));
            compare(s.replayPosition, position + 1);
            mouseClick(findChild(bar, "replayStepBack"));
            compare(s.replayPosition, position);
            mouseClick(findChild(bar, "replayStop"));
            verify(!s.replaying);
            verify(!bar.visible);
        }
    }
}
