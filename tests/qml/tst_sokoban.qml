// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

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

        function test_opensALevelOnStart() {
            const screen = createScreen();
            const s = screen.session;
            verify(s.hasLevel, "a level is shown at once (resumed, or the tutorial's first)");
            verify(s.play.boardWidth > 0 && s.play.boardHeight > 0);
            verify(screen.board.cellSize > 0);
        }

        function test_arrowsAndWasdMoveThePlayer() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            compare(s.play.playerX, 1);
            compare(s.play.playerY, 3);
            keyClick(Qt.Key_Up);
            compare(s.play.playerY, 2);
            keyClick(Qt.Key_Right); // pushes the box
            compare(s.play.playerX, 2);
            compare(s.play.pushes, 1);
            compare(s.play.playerFacing, Direction.Right);
            keyClick(Qt.Key_A);
            compare(s.play.playerX, 1);
            keyClick(Qt.Key_W);
            compare(s.play.playerY, 1);
            keyClick(Qt.Key_D);
            keyClick(Qt.Key_S);
            compare(s.play.playerX, 2);
            compare(s.play.playerY, 2);
            compare(s.play.moves, 6);
            // The status line follows.
            compare(counter(screen, "sokobanMoves"), "6");
            compare(counter(screen, "sokobanPushes"), "1");
            compare(counter(screen, "sokobanBoxes"), "0 / 1");
        }

        function test_aClickWalksToTheCell() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            clickCell(screen, 4, 1);
            compare(s.play.playerX, 4);
            compare(s.play.playerY, 1);
            compare(s.play.moves, 5);
            compare(s.play.pushes, 0);
            // A wall does nothing.
            clickCell(screen, 0, 0);
            compare(s.play.moves, 5);
        }

        function test_boxThenCellPushesIt() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            clickCell(screen, 2, 2);
            verify(s.play.hasSelection);
            compare(s.play.board.cellData(3, 3, "boxTarget"), true);
            compare(s.play.board.cellData(1, 1, "boxTarget"), true);
            compare(s.play.board.cellData(2, 2, "boxTarget"), false);
            clickCell(screen, 3, 3);
            verify(!s.play.hasSelection);
            verify(s.play.solved);
            compare(s.play.moves, 5);
            compare(s.play.pushes, 2);
            const overlay = findChild(screen, "solvedOverlay");
            tryCompare(overlay, "visible", true);
        }

        function test_rightClickUndoes() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            keyClick(Qt.Key_Up);
            keyClick(Qt.Key_Up);
            compare(s.play.moves, 2);
            clickCell(screen, 3, 3, Qt.RightButton);
            compare(s.play.moves, 1);
            compare(s.play.playerY, 2);
            verify(s.play.canRedo);
        }

        function test_theWheelMovesThroughTheHistory() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            clickCell(screen, 4, 1);
            compare(s.play.moves, 5);
            const p = screen.board.cellCenter(2, 2);
            mouseWheel(screen.board, p.x, p.y, 0, 120);
            mouseWheel(screen.board, p.x, p.y, 0, 120);
            compare(s.play.moves, 3);
            mouseWheel(screen.board, p.x, p.y, 0, -120);
            compare(s.play.moves, 4);
            // Help says which way: a positive delta is the wheel rolled up, away from the
            // player, which undoes; rolled down, toward the player, it redoes.
            const mouseOf = command => ActionTable.helpRows("sokoban").find(row => row.command === command).mouse;
            verify(mouseOf("undo").indexOf("Wheel up (away from you)") >= 0, mouseOf("undo"));
            verify(mouseOf("redo").indexOf("Wheel down (toward you)") >= 0, mouseOf("redo"));
        }

        // A step into a wall shows on the board, not only in the sound: with animations off a
        // still ring around the player, with animations on a nudge toward the wall and back.
        function test_aRefusedStepShowsOnTheBoard() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            const player = findChild(screen, "sokobanPlayer");
            const ring = findChild(player, "sokobanRefusedRing");
            verify(!player.refusedShown);
            keyClick(Qt.Key_Left); // the wall at (0,3)
            compare(s.play.moves, 0);
            verify(player.refusedShown);
            verify(ring.visible);
            compare(player.nudgeAmount, 0, "no movement with animations off");
            tryCompare(player, "refusedShown", false);
            verify(!ring.visible);
            // A step that is made shows nothing of the kind.
            keyClick(Qt.Key_Up);
            compare(s.play.moves, 1);
            verify(!player.refusedShown);
            SokobanSettings.animationSpeed = SokobanSettings.Normal;
            keyClick(Qt.Key_Left);
            compare(s.play.moves, 1);
            verify(player.refusedShown);
            verify(!ring.visible, "a movement, not the ring");
            tryCompare(player, "refusedShown", false);
            compare(player.nudgeAmount, 0, "back in place");
        }

        function test_theSolvedCardAndEnterForTheNextLevel() {
            const screen = createScreen(twoLevels);
            const s = screen.session;
            const overlay = findChild(screen, "solvedOverlay");
            verify(!overlay.visible);
            keyClick(Qt.Key_Right);
            verify(s.play.solved);
            tryCompare(overlay, "visible", true);
            compare(findChild(overlay, "solvedCounts").text, "1 move  ·  1 push");
            verify(findChild(overlay, "nextLevelButton").enabled);
            // Keys do not move a solved level.
            keyClick(Qt.Key_Left);
            compare(s.play.moves, 1);
            keyClick(Qt.Key_Return);
            compare(s.levelTitle, "Room");
            compare(s.levelIndex, 1);
            verify(!s.play.solved);
            tryCompare(overlay, "visible", false);
        }

        function test_theTitleKeepsItsRoomBesideTheBest() {
            // At 640 wide the title and the best share a row with the counters: the title is
            // shown whole and the best takes what is left (or steps aside).
            const screen = createTemporaryObject(screenComponent, root, {
                    "width": 640,
                    "height": 480
                });
            screen.forceActiveFocus();
            const s = screen.session;
            verify(s.openPastedText("#####\n#@$.#\n#####\nTitle: The long way round the old warehouse\n"));
            keyClick(Qt.Key_Right);
            verify(s.play.solved);
            tryCompare(s.progress, "solvedBefore", true);
            waitForRendering(screen);
            const title = findChild(screen, "sokobanLevelTitle");
            const best = findChild(screen, "sokobanBest");
            tryCompare(title, "truncated", false);
            verify(title.width >= title.implicitWidth, "the title is cut: " + title.width);
            if (best.visible)
                verify(best.width >= 4 * best.font.pixelSize, "the best is cut to a stub");
            verify(title.width + (best.visible ? best.width : 0) <= title.parent.width + 1);
        }

        function test_nextLevelButton() {
            const screen = createScreen(twoLevels);
            const s = screen.session;
            keyClick(Qt.Key_Right);
            const overlay = findChild(screen, "solvedOverlay");
            tryCompare(overlay, "opacity", 1);
            mouseClick(findChild(overlay, "nextLevelButton"));
            compare(s.levelIndex, 1);
        }

        function test_undoRedoAndRestartKeys() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            keyClick(Qt.Key_Up);
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Right);
            compare(s.play.moves, 3);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(s.play.moves, 2);
            keyClick(Qt.Key_Backspace);
            compare(s.play.moves, 1);
            keyClick(Qt.Key_Y, Qt.ControlModifier);
            compare(s.play.moves, 2);
            keyClick(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier);
            compare(s.play.moves, 3);
            keyClick(Qt.Key_R);
            compare(s.play.moves, 0);
            compare(s.play.playerX, 1);
            keyClick(Qt.Key_Z, Qt.ControlModifier); // the restart is undone
            compare(s.play.moves, 3);
            keyClick(Qt.Key_Escape);
            compare(s.play.moves, 0);
            verify(screen.handlesEscape);
        }

        function test_levelKeys() {
            const screen = createScreen(twoLevels);
            const s = screen.session;
            keyClick(Qt.Key_N);
            compare(s.levelIndex, 1);
            keyClick(Qt.Key_P);
            compare(s.levelIndex, 0);
            keyClick(Qt.Key_PageDown);
            compare(s.levelIndex, 1);
            keyClick(Qt.Key_PageUp);
            compare(s.levelIndex, 0);
        }

        function test_keysDuringAnAnimationAreNotLost() {
            SokobanSettings.animationSpeed = SokobanSettings.Slow;
            const screen = createScreen(roomLevel);
            const s = screen.session;
            keyClick(Qt.Key_Up);
            keyClick(Qt.Key_Up);
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Right);
            tryCompare(s.play, "moves", 4);
            compare(s.play.playerX, 3);
            compare(s.play.playerY, 1);
            // The player item ends on its cell.
            const player = findChild(screen, "sokobanPlayer");
            tryCompare(player, "x", 3 * screen.board.cellSize);
            tryCompare(player, "y", 1 * screen.board.cellSize);
        }

        function test_anInvalidLevelShowsItsProblems() {
            const screen = createScreen(invalidLevel);
            const s = screen.session;
            verify(!s.play.playable);
            const panel = findChild(screen, "sokobanProblems");
            verify(panel.visible);
            verify(findChild(panel, "sokobanErrorText").text.indexOf("boxes and goals") >= 0, findChild(panel, "sokobanErrorText").text);
            compare(s.play.board.rowCount(), 18);
            keyClick(Qt.Key_Right);
            compare(s.play.moves, 0);
        }

        // A level that cannot be opened is a lasting notice: a banner until dismissed, as in
        // the other games; the level shown stays.
        function test_aLevelThatCannotBeOpenedShowsABanner() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            const banner = findChild(screen, "sokobanNotice");
            verify(!banner.visible);
            verify(!s.openCollection("bundled:no-such-collection", 0));
            verify(banner.visible);
            compare(s.notice, "There is no such level collection.");
            compare(s.levelTitle, "Room");
            mouseClick(findChild(banner, "sokobanNoticeDismiss"));
            verify(!banner.visible);
            compare(s.notice, "");
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
            verify(s.play.solved);
            keyClick(Qt.Key_C, Qt.ControlModifier | Qt.ShiftModifier);
            compare(s.solutionText(), "uRurD");
            keyClick(Qt.Key_V, Qt.ControlModifier);
            verify(s.replay.active);
            compare(s.replay.length, 5);
            const bar = findChild(screen, "replayBar");
            verify(bar.visible);
            tryCompare(s.play, "solved", true);
            compare(s.replay.position, 5);
        }

        function test_theLevelBrowserOpensALevel() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            keyClick(Qt.Key_L, Qt.ControlModifier);
            verify(screen.browserOpen);
            const browser = findChild(screen, "levelBrowser");
            verify(browser);
            // It opens on the collection played; back to the list of collections.
            mouseClick(findChild(browser, "backButton"));
            compare(browser.collectionId, "");
            const list = findChild(browser, "collectionList");
            waitForRendering(list);
            let row = null;
            for (let i = 0; i < list.count && !row; ++i) {
                const item = list.itemAtIndex(i);
                if (item && item.collectionId === "bundled:microban")
                    row = item;
            }
            verify(row, "Microban is listed");
            mouseClick(row);
            compare(browser.collectionId, "bundled:microban");
            const grid = findChild(browser, "levelGrid");
            tryVerify(() => grid.count === 155);
            waitForRendering(grid);
            const card = grid.itemAtIndex(2);
            verify(card);
            compare(card.number, 3);
            mouseClick(card);
            verify(!screen.browserOpen, "choosing a level closes the browser");
            compare(s.collectionId, "bundled:microban");
            compare(s.levelIndex, 2);
            verify(s.play.playable);
            verify(screen.activeFocus, "the keys play again");
            // Microban 3's player has floor on its right: the key moves it.
            const movesBefore = s.play.moves;
            keyClick(Qt.Key_Right);
            compare(s.play.moves, movesBefore + 1, "the arrow key moved the player");
            // The tool bar's Levels button opens it too, and Esc closes it.
            mouseClick(findChild(screen, "sokobanLevels"));
            verify(screen.browserOpen);
            keyClick(Qt.Key_Escape); // the levels of Microban, back to the collections
            keyClick(Qt.Key_Escape);
            verify(!screen.browserOpen);
            compare(s.levelIndex, 2);
            // The keyboard alone: the grid starts on the level played; Right, Down, Enter.
            keyClick(Qt.Key_L, Qt.ControlModifier);
            const grid2 = findChild(findChild(screen, "levelBrowser"), "levelGrid");
            tryCompare(grid2, "currentIndex", 2);
            keyClick(Qt.Key_Right);
            compare(grid2.currentIndex, 3);
            keyClick(Qt.Key_Return);
            verify(!screen.browserOpen);
            compare(s.levelIndex, 3);
            // Collections by keyboard: Esc to the list, Down to Microban, Enter, Enter.
            keyClick(Qt.Key_L, Qt.ControlModifier);
            keyClick(Qt.Key_Escape);
            const list2 = findChild(findChild(screen, "levelBrowser"), "collectionList");
            verify(list2.visible);
            keyClick(Qt.Key_Home);
            compare(list2.currentIndex, 0);
            compare(list2.currentItem.collectionId, "bundled:tutorial");
            keyClick(Qt.Key_Down);
            compare(list2.currentItem.collectionId, "bundled:microban");
            keyClick(Qt.Key_Return);
            keyClick(Qt.Key_Return);
            verify(!screen.browserOpen);
            compare(s.collectionId, "bundled:microban");
        }

        function test_ctrlVOfALevelOpensIt() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            // The real clipboard, with a level copied elsewhere.
            clipboardWriter.put(twoLevels);
            keyClick(Qt.Key_V, Qt.ControlModifier);
            compare(s.levelTitle, "One push");
            compare(s.levelCount, 2);
            // In the level browser as well: it opens and the browser closes.
            clipboardWriter.put(wallRoom);
            keyClick(Qt.Key_L, Qt.ControlModifier);
            verify(screen.browserOpen);
            keyClick(Qt.Key_V, Qt.ControlModifier);
            verify(!screen.browserOpen);
            compare(s.levelTitle, "Wall room");
            // Text that is neither a level nor a solution says so and changes nothing.
            clipboardWriter.put("hello there");
            keyClick(Qt.Key_V, Qt.ControlModifier);
            compare(s.levelTitle, "Wall room");
            verify(findChild(screen, "sokobanToastText").text.length > 0);
        }

        function test_aMalformedFileShowsWhereItIsWrong() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            verify(s.openFileUrl(Qt.resolvedUrl("../data/library_errors.xsb")));
            compare(s.levelTitle, "Fine");
            verify(s.play.playable);
            verify(s.nextLevel());
            verify(!s.play.playable);
            const problems = findChild(screen, "sokobanProblems");
            verify(problems.visible);
            const text = findChild(screen, "sokobanErrorText").text;
            verify(text.indexOf("line") >= 0, text);
            // A file that does not exist: a notice, the level shown stays.
            verify(!s.openFileUrl(Qt.resolvedUrl("../data/no-such-file.xsb")));
            compare(s.levelIndex, 1);
        }

        function test_ctrlOOpensTheFileDialog() {
            const screen = createScreen(roomLevel);
            keyClick(Qt.Key_O, Qt.ControlModifier);
            const dialog = findChild(screen, "levelFileDialog");
            verify(dialog, "the dialog is loaded on first use");
            tryVerify(() => dialog.visible);
            verify(dialog.nameFilters[0].indexOf("*.xsb") >= 0);
            // Modal as the app's dialogs are: the window dims behind it (the board takes no
            // click), and the board is free again once it closes.
            const veil = findChild(screen, "fileDialogVeil");
            verify(veil.opened);
            verify(veil.modal);
            dialog.reject();
            tryVerify(() => !dialog.visible);
            tryVerify(() => !veil.visible);
            clickCell(screen, 1, 1);
            compare(screen.session.play.moves, 2);
        }

        // With a level file open, the dialog starts in its folder; with a bundled one, at home.
        function test_theFileDialogStartsBesideTheFileBeingPlayed() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            compare(s.collectionFolder.toString(), "", "a pasted level has no folder");
            verify(s.openFileUrl(Qt.resolvedUrl("../data/library_errors.xsb")));
            const folder = Qt.resolvedUrl("../data").toString().replace(/\/$/, "");
            compare(s.collectionFolder.toString(), folder);
            keyClick(Qt.Key_O, Qt.ControlModifier);
            const dialog = findChild(screen, "levelFileDialog");
            tryVerify(() => dialog.visible);
            compare(dialog.currentFolder.toString().replace(/\/$/, ""), folder);
            dialog.reject();
            tryVerify(() => !dialog.visible);
            verify(s.openCollection("bundled:microban", 0));
            compare(s.collectionFolder.toString(), "", "a bundled collection has no folder");
        }
    }
}
