// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera

// The Sokoban screen's replay, Hint, Solve and deadlock warnings as a player uses them (the
// moves, the solved card, the browser and files are tst_sokoban.qml's).
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
    // Box (3,2), goal (7,2); rows 1 and 3 run along walls without goals: a box pushed there is
    // lost. Right, Right, Right, Down, Right, Up pushes it up to (5,1).
    readonly property string wallRoom: "##########\n#        #\n#@ $   . #\n#        #\n##########\nTitle: Wall room\n"

    // Puts text on the real clipboard, as copying it in another program would.
    TextEdit {
        id: clipboardWriter

        visible: false
        function put(text) {
            clipboardWriter.text = text;
            clipboardWriter.selectAll();
            clipboardWriter.copy();
        }
    }

    TestCase {
        id: testCase

        name: "SokobanReplayAndAssist"
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
            SokobanSettings.showDeadSquares = false;
            SokobanSettings.replaySpeed = 10;
        }

        // The screen's tool bar buttons (the shell shows them above the screen).
        function toolBar(screen) {
            const bar = createTemporaryObject(screen.toolBarItems, root);
            verify(bar, "the screen's tool bar items");
            return bar;
        }

        function boxAt(s, x, y, role) {
            for (let i = 0; i < s.play.boxes.rowCount(); ++i) {
                const index = s.play.boxes.index(i, 0);
                if (s.play.boxes.data(index, SokobanBoxModel.CellXRole) === x && s.play.boxes.data(index, SokobanBoxModel.CellYRole) === y)
                    return s.play.boxes.data(index, role);
            }
            return undefined;
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

        function test_theReplayControls() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            clickCell(screen, 2, 2);
            clickCell(screen, 3, 3);
            verify(s.play.solved);
            const overlay = findChild(screen, "solvedOverlay");
            tryCompare(overlay, "opacity", 1);
            // The board keeps its size whether the replay bar is shown or not.
            const board = screen.board;
            const size = [board.width, board.height, board.cellSize];
            mouseClick(findChild(overlay, "replayBestButton"));
            verify(s.replay.active);
            const bar = findChild(screen, "replayBar");
            verify(bar.visible);
            compare([board.width, board.height, board.cellSize], size);
            keyClick(Qt.Key_Space); // pause
            verify(!s.replay.running);
            const position = s.replay.position;
            mouseClick(findChild(bar, "replayStep"));
            compare(s.replay.position, position + 1);
            mouseClick(findChild(bar, "replayStepBack"));
            compare(s.replay.position, position);
            mouseClick(findChild(bar, "replayStop"));
            verify(!s.replay.active);
            verify(!bar.visible);
            compare([board.width, board.height, board.cellSize], size);
        }

        // The replay bar's speed box sets the pace of the replay (kept in the settings, like
        // Fifteen's Solve and 2048's Autoplay); a running replay takes it at once.
        function test_theReplaySpeedChoice() {
            SokobanSettings.replaySpeed = SokobanSettings.replaySpeeds()[0];
            const screen = createScreen(roomLevel);
            const s = screen.session;
            verify(s.replay.playSolution("uRurD"));
            compare(s.replay.stepInterval, 1000);
            const box = findChild(findChild(screen, "replayBar"), "replaySpeed");
            verify(box.visible);
            compare(box.displayText, "1/s");
            mouseClick(box);
            tryCompare(box.popup, "opened", true);
            let entry = null;
            tryVerify(() => (entry = findChild(box.popup.contentItem, "moveSpeed_20")) !== null);
            waitForRendering(entry);
            mouseClick(entry);
            compare(SokobanSettings.replaySpeed, 20);
            compare(s.replay.stepInterval, 50);
            compare(box.displayText, "20/s");
            verify(s.replay.running);
            tryCompare(s.play, "solved", true);
            // Animations never outlast a step of the replay.
            SokobanSettings.animationSpeed = SokobanSettings.Slow;
            verify(s.replay.playSolution("uRurD"));
            verify(s.play.stepDuration <= s.replay.stepInterval);
            SokobanSettings.replaySpeed = 2;
            compare(s.replay.stepInterval, 500);
            compare(s.play.stepDuration, 240);
        }

        // Whether two items share any pixel of `within`.
        function overlap(a, b, within) {
            const ra = a.mapToItem(within, 0, 0, a.width, a.height);
            const rb = b.mapToItem(within, 0, 0, b.width, b.height);
            return ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height;
        }

        // A replay that ends solved shows the Solved card and keeps its bar: neither covers
        // the other, and the bar's buttons still work, in a small window too.
        function test_theSolvedCardLeavesTheReplayBarFree_data() {
            return [{
                    "tag": "640x400",
                    "width": 640,
                    "height": 400
                }, {
                    "tag": "800x600",
                    "width": 800,
                    "height": 600
                }];
        }

        function test_theSolvedCardLeavesTheReplayBarFree(data) {
            const screen = createTemporaryObject(screenComponent, root, {
                    "width": data.width,
                    "height": data.height
                });
            screen.forceActiveFocus();
            const s = screen.session;
            verify(s.openPastedText(roomLevel));
            waitForRendering(screen);
            verify(s.replay.playSolution("uRurD"));
            tryCompare(s.play, "solved", true);
            tryCompare(s.replay, "running", false);
            const bar = findChild(screen, "replayBar");
            verify(bar.visible);
            const overlay = findChild(screen, "solvedOverlay");
            tryCompare(overlay, "opacity", 1);
            const card = findChild(overlay, "solvedCard");
            verify(card);
            verify(!overlap(card, bar, screen), "the Solved card covers the replay bar");
            for (const name of ["nextLevelButton", "replayBestButton"])
                verify(!overlap(findChild(overlay, name), bar, screen), "the replay bar covers " + name);
            // The bar's buttons take clicks: one move back, and the card goes.
            const position = s.replay.position;
            mouseClick(findChild(bar, "replayStepBack"));
            compare(s.replay.position, position - 1);
            verify(!s.play.solved);
            tryCompare(overlay, "opacity", 0);
            mouseClick(findChild(bar, "replayStep"));
            compare(s.replay.position, position);
            verify(s.play.solved);
            tryCompare(overlay, "opacity", 1);
            mouseClick(findChild(bar, "replayStop"));
            verify(!s.replay.active);
        }

        function test_hintMarksTheNextPush() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            const assist = findChild(screen, "assistBar");
            keyClick(Qt.Key_H);
            tryVerify(() => s.assist.hasHint, 20000, "the hint comes from the solver's thread");
            compare(assist.mode, "hint");
            tryCompare(assist, "opacity", 1);
            compare(findChild(assist, "assistText").text, s.assist.hintText);
            verify(s.assist.hintText.indexOf("Push the marked box") === 0, s.assist.hintText);
            compare(s.assist.hintBoxX, 2);
            compare(s.assist.hintBoxY, 2);
            compare(boxAt(s, 2, 2, SokobanBoxModel.HintedRole), true);
            compare(s.play.board.cellData(s.assist.hintTargetX, s.assist.hintTargetY, "hintTarget"), true);
            // The arrow on the box points the way of the push (it is drawn pointing right).
            const arrow = findChild(screen, "hintArrow");
            verify(arrow, "the hinted box shows an arrow");
            const turned = {};
            turned[Direction.Left] = 180;
            turned[Direction.Up] = 270;
            turned[Direction.Right] = 0;
            turned[Direction.Down] = 90;
            compare(arrow.rotation, turned[s.assist.hintDirection]);
            // Esc puts it away (and does not restart); playing on clears it too.
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_H);
            tryVerify(() => s.assist.hasHint, 20000);
            keyClick(Qt.Key_Escape);
            verify(!s.assist.hasHint);
            compare(s.play.moves, 1);
            keyClick(Qt.Key_H);
            tryVerify(() => s.assist.hasHint, 20000);
            keyClick(Qt.Key_Left); // a walk, back to the start cell
            verify(!s.assist.hasHint);
            compare(assist.mode, "");
            compare(boxAt(s, 2, 2, SokobanBoxModel.HintedRole), false);
        }

        function test_hintButtonOnALostPositionOffersTheUndos() {
            const screen = createScreen(wallRoom);
            const s = screen.session;
            const bar = toolBar(screen);
            for (const key of [Qt.Key_Right, Qt.Key_Right, Qt.Key_Right, Qt.Key_Down, Qt.Key_Right, Qt.Key_Up, Qt.Key_Left])
                keyClick(key);
            compare(s.play.moves, 7);
            mouseClick(findChild(bar, "sokobanHint"));
            tryVerify(() => s.assist.hintLost, 20000);
            compare(s.assist.hintUndos, 2);
            const assist = findChild(screen, "assistBar");
            compare(assist.mode, "hint");
            const undoBack = findChild(assist, "assistUndoBack");
            tryVerify(() => undoBack.visible);
            compare(undoBack.text, "Undo 2");
            mouseClick(undoBack);
            compare(s.play.moves, 5);
            verify(!s.deadlock.found);
        }

        function test_hintIsCancelledWithEsc() {
            const screen = createScreen();
            const s = screen.session;
            // Microban 153: the solver needs a while, far longer than two key presses.
            verify(s.openCollection("bundled:microban", 152));
            keyClick(Qt.Key_Right);
            const moves = s.play.moves;
            keyClick(Qt.Key_H);
            compare(s.assist.task, SokobanAssistant.HintTask);
            const assist = findChild(screen, "assistBar");
            compare(assist.mode, "search");
            verify(findChild(assist, "assistSpinner").running);
            keyClick(Qt.Key_Escape); // cancels; does not restart
            compare(s.assist.task, SokobanAssistant.NoTask);
            compare(s.play.moves, moves);
            tryVerify(() => !s.assist.solver.running, 20000);
            verify(!s.assist.hasHint);
            compare(assist.mode, "");
        }

        function test_solvePlaysASolutionFromHere() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            const bar = toolBar(screen);
            keyClick(Qt.Key_Right); // a move of the player's own, kept
            const solve = findChild(bar, "sokobanSolve");
            // The moves when the replay begins: by the time a poll sees it replaying, a slow
            // run may have played its first steps already (or all of them).
            let movesAtStart = -1;
            const onReplay = () => {
                if (s.replay.active && movesAtStart < 0)
                    movesAtStart = s.play.moves;
            };
            s.replay.changed.connect(onReplay);
            mouseClick(solve);
            tryVerify(() => movesAtStart >= 0, 20000, "the solution replays");
            s.replay.changed.disconnect(onReplay);
            compare(movesAtStart, 1);
            tryVerify(() => s.play.solved, 20000);
            verify(s.solutionText().indexOf("r") === 0, s.solutionText());
            verify(!solve.enabled, "nothing left to solve");
            tryCompare(findChild(screen, "solvedOverlay"), "opacity", 1);
            verify(s.progress.solvedBySolver);
            compare(findChild(screen, "solvedRecord").text, "Solved by the solver: not counted as yours.");
        }

        function test_solveCanBeCancelledByItsButton() {
            const screen = createScreen();
            const s = screen.session;
            verify(s.openCollection("bundled:microban", 152));
            const bar = toolBar(screen);
            const solve = findChild(bar, "sokobanSolve");
            mouseClick(solve);
            compare(s.assist.task, SokobanAssistant.SolveTask);
            compare(solve.text, "Cancel");
            mouseClick(solve);
            compare(s.assist.task, SokobanAssistant.NoTask);
            compare(solve.text, "Solve");
            tryVerify(() => !s.assist.solver.running, 20000);
            verify(!s.replay.active);
        }

        function test_aDeadlockWarnsAndBackspaceUndoes() {
            const screen = createScreen(wallRoom);
            const s = screen.session;
            const assist = findChild(screen, "assistBar");
            for (const key of [Qt.Key_Right, Qt.Key_Right, Qt.Key_Right, Qt.Key_Down, Qt.Key_Right])
                keyClick(key);
            compare(assist.mode, "");
            keyClick(Qt.Key_Up); // the box against the top wall
            verify(s.deadlock.found);
            compare(assist.mode, "deadlock");
            tryCompare(assist, "opacity", 1);
            const text = findChild(assist, "assistText").text;
            verify(text.indexOf("Undo goes back") >= 0, text);
            compare(boxAt(s, 5, 1, SokobanBoxModel.StuckRole), true);
            keyClick(Qt.Key_Backspace);
            verify(!s.deadlock.found);
            compare(assist.mode, "");
            compare(boxAt(s, 5, 2, SokobanBoxModel.StuckRole), false);
            // The warning's own button undoes too.
            keyClick(Qt.Key_Up);
            verify(s.deadlock.found);
            mouseClick(findChild(assist, "assistUndo"));
            verify(!s.deadlock.found);
        }

        // A level that starts stuck (a box in a corner): said as such, with no push to undo.
        function test_aLevelThatStartsStuckSaysSo() {
            const screen = createScreen("#####\n#$  #\n#@ .#\n#####\nTitle: Stuck\n");
            const s = screen.session;
            const assist = findChild(screen, "assistBar");
            verify(s.deadlock.found);
            compare(assist.mode, "deadlock");
            const text = findChild(assist, "assistText").text;
            verify(text.indexOf("cannot be solved") >= 0, text);
            verify(text.indexOf("Backspace") < 0, text);
            verify(!findChild(assist, "assistUndo").visible);
            keyClick(Qt.Key_Right); // a step, not a push: still nothing to take back
            verify(s.deadlock.found);
            verify(findChild(assist, "assistText").text.indexOf("cannot be solved") >= 0);
            verify(!findChild(assist, "assistUndo").visible);
        }

        function test_deadSquaresShownWhenTheSettingIsOn() {
            const screen = createScreen(wallRoom);
            const s = screen.session;
            compare(s.play.board.cellData(1, 1, "deadSquare"), false);
            SokobanSettings.showDeadSquares = true;
            compare(s.play.board.cellData(1, 1, "deadSquare"), true);
            compare(s.play.board.cellData(8, 3, "deadSquare"), true);
            compare(s.play.board.cellData(3, 2, "deadSquare"), false);
            compare(s.play.board.cellData(7, 2, "deadSquare"), false);
            SokobanSettings.showDeadSquares = false;
            compare(s.play.board.cellData(1, 1, "deadSquare"), false);
        }
    }
}
