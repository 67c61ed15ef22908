// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera

// What a new player tripped over on the Sokoban screen: the deadlock warning's undo after
// walking on, the mouse and Esc on the solved card, pasted collections in the level browser,
// a pasted solution's solve.
Item {
    id: root

    width: 800
    height: 600

    // Box (3,2), goal (7,2); rows 1 and 3 run along walls without goals: a box pushed there is
    // lost. Right, Right, Right, Down, Right, Up pushes it up to (5,1).
    readonly property string wallRoom: "##########\n#        #\n#@ $   . #\n#        #\n##########\nTitle: Wall room\n"
    // Player (1,3), a box (2,2), a goal (3,3); solved by "uRurD".
    readonly property string roomLevel: "######\n#    #\n# $  #\n#@ . #\n######\nTitle: Room\n"

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

        name: "SokobanNewPlayer"
        when: windowShown

        Component {
            id: collectionsComponent

            LevelCollectionsModel {
                library: LevelLibrary
            }
        }
        Component {
            id: screenComponent

            SokobanScreen {
                width: root.width
                height: root.height
            }
        }

        function cleanup() {
            AppSettings.language = "en";
        }

        function init() {
            SokobanSettings.animationSpeed = SokobanSettings.Off;
            SokobanSettings.trainPush = false;
            SokobanSettings.showDeadSquares = false;
        }

        function createScreen(levelText) {
            const screen = createTemporaryObject(screenComponent, root);
            verify(screen, "SokobanScreen could not be created");
            screen.forceActiveFocus();
            verify(screen.session.openPastedText(levelText));
            waitForRendering(screen);
            return screen;
        }

        function keys(list) {
            for (const key of list)
                keyClick(key);
        }

        function boxAt(s, x, y) {
            for (let i = 0; i < s.play.boxes.rowCount(); ++i) {
                const index = s.play.boxes.index(i, 0);
                if (s.play.boxes.data(index, SokobanBoxModel.CellXRole) === x && s.play.boxes.data(index, SokobanBoxModel.CellYRole) === y)
                    return true;
            }
            return false;
        }

        // The warning's Undo goes back to just before the push that made the deadlock, however
        // far the player walked on since; its text says so and no longer promises Backspace.
        function test_theDeadlockUndoTakesBackThePushAfterWalkingOn() {
            const screen = createScreen(wallRoom);
            const s = screen.session;
            const assist = findChild(screen, "assistBar");
            keys([Qt.Key_Right, Qt.Key_Right, Qt.Key_Right, Qt.Key_Down, Qt.Key_Right, Qt.Key_Up]);
            verify(s.deadlock.found);
            compare(s.deadlock.undos, 1);
            keys([Qt.Key_Left, Qt.Key_Left, Qt.Key_Down]); // walks on
            compare(s.play.moves, 9);
            verify(s.deadlock.found);
            compare(s.deadlock.undos, 4);
            compare(assist.mode, "deadlock");
            const text = findChild(assist, "assistText").text;
            verify(text.indexOf("Backspace") < 0, text);
            verify(text.indexOf("just before the push") >= 0, text);
            const undo = findChild(assist, "assistUndo");
            tryVerify(() => undo.visible);
            compare(undo.text, "Undo 4 moves");
            mouseClick(undo);
            compare(s.play.moves, 5, "just before the push");
            compare(s.play.pushes, 2);
            verify(!s.deadlock.found);
            verify(boxAt(s, 5, 2), "the box back where the push took it from");
            compare(s.play.playerX, 5);
            compare(s.play.playerY, 3);
            // The line comes back by redo, and after a restart by undoing it: the push is found
            // again in a line the warning did not see being played.
            keys([Qt.Key_Up, Qt.Key_Left]);
            compare(s.deadlock.undos, 2);
            keyClick(Qt.Key_R);
            verify(!s.deadlock.found);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(s.play.moves, 7);
            verify(s.deadlock.found);
            compare(s.deadlock.undos, 2);
            verify(s.deadlock.undoPush());
            compare(s.play.moves, 5);
            verify(!s.deadlock.found);
        }

        // With "Solved!" showing, the right button and the wheel undo as on the board, and Esc
        // only closes the card (not restarting the level).
        function test_theSolvedCardTakesMouseUndoAndEscClosesIt() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            const overlay = findChild(screen, "solvedOverlay");
            const solve = () => {
                keys([Qt.Key_Up, Qt.Key_Right, Qt.Key_Up, Qt.Key_Right, Qt.Key_Down]);
                verify(s.play.solved);
                tryCompare(overlay, "opacity", 1);
            };
            solve();
            // On the veil, away from the card, and on the card itself.
            const p = overlay.mapFromItem(screen.board, screen.board.cellCenter(1, 1).x, screen.board.cellCenter(1, 1).y);
            mouseClick(overlay, p.x, p.y, Qt.RightButton);
            compare(s.play.moves, 4, "the right button undid the last push");
            verify(!s.play.solved);
            keyClick(Qt.Key_Down);
            verify(s.play.solved);
            tryCompare(overlay, "opacity", 1);
            mouseClick(overlay, overlay.width / 2, overlay.height / 2, Qt.RightButton);
            compare(s.play.moves, 4);
            keyClick(Qt.Key_Down);
            tryCompare(overlay, "opacity", 1);
            mouseWheel(overlay, p.x, p.y, 0, 120);
            compare(s.play.moves, 4, "a notch up took a step back");
            mouseWheel(overlay, p.x, p.y, 0, -120);
            compare(s.play.moves, 5, "and down again forward");
            verify(s.play.solved);
            tryCompare(overlay, "opacity", 1);
            // Esc: the card goes, the solved level stays as it is.
            keyClick(Qt.Key_Escape);
            compare(s.play.moves, 5);
            verify(s.play.solved);
            verify(!overlay.shown);
            tryCompare(overlay, "visible", false);
            // Enter still goes on; a new solve shows the card again.
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            keyClick(Qt.Key_Down);
            verify(s.play.solved);
            tryCompare(overlay, "opacity", 1);
        }

        // A solution pasted with Ctrl+V is someone else's: like Solve's, it is shown solving the
        // level but is neither the player's first solve nor a best.
        function test_aPastedSolutionIsNotThePlayers() {
            const screen = createScreen("#######\n#@ $ .#\n#######\nTitle: Someone else's\n");
            const s = screen.session;
            clipboardWriter.put("rRR");
            keyClick(Qt.Key_V, Qt.ControlModifier);
            verify(s.replay.active);
            verify(s.replay.pasted);
            tryCompare(s.play, "solved", true);
            verify(s.progress.solvedBySolver, "not counted as the player's");
            verify(!s.progress.firstSolve);
            verify(!s.progress.newBestMoves);
            const overlay = findChild(screen, "solvedOverlay");
            tryCompare(overlay, "opacity", 1);
            compare(findChild(overlay, "solvedRecord").text, "A pasted solution: not counted as yours.");
        }

        // Pasted text becomes a collection named by its Title: line, listed in the level
        // browser (kept on disk: see tst_level_library) until the player removes it there.
        function test_aPastedCollectionIsNamedByItsTitleAndCanBeRemoved() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            clipboardWriter.put("Title: Forum pack\n\n#####\n#@$.#\n#####\nTitle: First\n\n######\n#@$ .#\n######\n");
            keyClick(Qt.Key_V, Qt.ControlModifier);
            compare(s.collectionName, "Forum pack");
            compare(s.levelCount, 2);
            const id = s.collectionId;
            screen.openBrowser();
            const browser = findChild(screen, "levelBrowser");
            browser.collectionId = "";
            let list = findChild(browser, "collectionList");
            tryVerify(() => list.visible && list.width > 0);
            const collections = createTemporaryObject(collectionsComponent, root);
            const index = collections.indexOfId(id);
            verify(index >= 0, "listed in the browser");
            list.positionViewAtIndex(index, ListView.Contain);
            let row = null;
            tryVerify(() => (row = list.itemAtIndex(index)) !== null);
            compare(row.collectionId, id);
            compare(row.name, "Forum pack");
            const count = list.count;
            const remove = findChild(row, "removePasted");
            verify(remove.visible);
            mouseClick(remove);
            compare(list.count, count - 1);
            for (let i = 0; i < list.count; ++i) {
                const item = list.itemAtIndex(i);
                verify(!item || item.collectionId !== id, "the removed collection is gone");
            }
            // The game no longer shows a level of the removed collection.
            verify(s.collectionId !== id, "the game left the removed collection");
            // The removal is offered back, and Undo brings the collection and its level back.
            const toast = findChild(browser, "browserToast");
            tryCompare(toast, "opacity", 1);
            compare(findChild(browser, "browserToastText").text, "\"Forum pack\" removed");
            compare(toast.actionText, "Undo");
            mouseClick(findChild(toast, "toastAction"));
            compare(list.count, count);
            compare(s.collectionId, id);
            tryCompare(toast, "opacity", 0);
            // Ctrl+Z in the browser is the same Undo.
            list.positionViewAtIndex(index, ListView.Contain);
            tryVerify(() => (row = list.itemAtIndex(index)) !== null && row.collectionId === id);
            mouseClick(findChild(row, "removePasted"));
            compare(list.count, count - 1);
            tryCompare(toast, "opacity", 1);
            browser.forceActiveFocus();
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(list.count, count);
            // The player's own Undo key (Settings > Keys) is the browser's too.
            let undoRow = -1;
            for (let i = 0; i < KeyBindings.rowCount(); ++i) {
                if (KeyBindings.data(KeyBindings.index(i, 0), KeyBindings.ActionIdRole) === "sokoban.undo")
                    undoRow = i;
            }
            compare(KeyBindings.setKey(undoRow, Qt.Key_J, Qt.NoModifier), "");
            list.positionViewAtIndex(index, ListView.Contain);
            tryVerify(() => (row = list.itemAtIndex(index)) !== null && row.collectionId === id);
            mouseClick(findChild(row, "removePasted"));
            compare(list.count, count - 1);
            browser.forceActiveFocus();
            keyClick(Qt.Key_J);
            KeyBindings.resetAll();
            compare(list.count, count);
            // Removed for good: Back to game shows a level that is still in the library.
            list.positionViewAtIndex(index, ListView.Contain);
            tryVerify(() => (row = list.itemAtIndex(index)) !== null && row.collectionId === id);
            mouseClick(findChild(row, "removePasted"));
            mouseClick(findChild(browser, "backButton"));
            verify(!screen.browserOpen);
            verify(s.collectionId !== id);
            verify(s.play.playable);
            screen.openBrowser();
            const reopened = findChild(screen, "levelBrowser");
            reopened.collectionId = "";
            list = findChild(reopened, "collectionList");
            tryVerify(() => list.visible && list.width > 0);
            // Bundled collections and My levels have no such button.
            list.positionViewAtIndex(0, ListView.Beginning);
            tryVerify(() => list.itemAtIndex(0) !== null);
            verify(!findChild(list.itemAtIndex(0), "removePasted").visible);
        }

        // The tutorial's card titles are in the player's language, as on the status line, and
        // follow a switch of language while the browser is open.
        function test_theTutorialCardsShowTitlesInThePlayersLanguage() {
            const screen = createScreen(roomLevel);
            AppSettings.language = "cs";
            screen.openBrowser();
            const browser = findChild(screen, "levelBrowser");
            browser.collectionId = "bundled:tutorial";
            const grid = findChild(browser, "levelGrid");
            tryVerify(() => grid.visible && grid.count > 0 && grid.itemAtIndex(0) !== null);
            const title = findChild(grid.itemAtIndex(0), "cardTitle");
            compare(grid.itemAtIndex(0).title, "Walking");
            compare(title.text, "Chůze");
            AppSettings.language = "en";
            compare(title.text, "Walking");
        }
    }
}
