// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera

// The Sokoban enthusiast's tools on the play screen, as a player uses them: Optimise on the
// solved card and its keys (O by pushes, Shift+O by moves, Esc stops it), with the bar that
// shows how far it is; snapshots saved (F5), listed (F6), restored (F9 and the list's button),
// renamed and deleted.
Item {
    id: root

    width: 800
    height: 600

    // The fewest pushes (2) take 18 moves; 4 pushes take only 14.
    readonly property string detour: "#######\n#   ###\n#  @$ #\n#  .# #\n#     #\n#######\nTitle: Detour\n"
    readonly property string pushOptimal: "ddrruuLrddllluuurD"

    TestCase {
        id: testCase

        name: "SokobanToolbox"
        when: windowShown

        Component {
            id: screenComponent

            SokobanScreen {
                width: root.width
                height: root.height
            }
        }

        function init() {
            SokobanSettings.animationSpeed = SokobanSettings.Off;
            SokobanSettings.trainPush = false;
        }

        function createScreen(levelText) {
            const screen = createTemporaryObject(screenComponent, root);
            verify(screen, "SokobanScreen could not be created");
            screen.forceActiveFocus();
            verify(screen.session.openPastedText(levelText));
            // Each test starts from no progress on the level.
            ProgressStore.forget(screen.session.levelKey());
            waitForRendering(screen);
            return screen;
        }

        function playLurd(lurd) {
            const keys = {
                "l": Qt.Key_Left,
                "u": Qt.Key_Up,
                "r": Qt.Key_Right,
                "d": Qt.Key_Down
            };
            for (const c of lurd)
                keyClick(keys[c.toLowerCase()]);
        }

        function test_optimiseOnTheSolvedCard() {
            const screen = createScreen(root.detour);
            const s = screen.session;
            playLurd(root.pushOptimal);
            verify(s.play.solved);
            const overlay = findChild(screen, "solvedOverlay");
            tryCompare(overlay, "opacity", 1);
            const button = findChild(screen, "optimiseButton");
            verify(button.enabled);
            mouseClick(button);
            const menu = findChild(screen, "optimiseMenu");
            tryCompare(menu, "opened", true);
            const byMoves = menu.itemAt(1);
            compare(byMoves.objectName, "optimiseMovesItem");
            mouseClick(byMoves);
            tryCompare(s.optimiser, "running", false, 30000);
            compare(s.progress.bestMoves, 14);
            verify(s.progress.bestMovesOptimised);
            verify(!s.progress.bestPushesOptimised);
            // The card says the best is the optimiser's, and the toast how much shorter.
            const note = findChild(screen, "solvedOptimised");
            verify(note.visible);
            compare(note.text, "Best after optimising: 14 moves, 2 pushes");
            const toast = findChild(screen, "sokobanToastText");
            verify(toast.text.indexOf("18 → 14") >= 0, toast.text);
            // The board keeps what the player played.
            compare(s.play.moves, 18);
        }

        function test_optimiseKeysShowTheBarAndEscStopsIt() {
            const screen = createScreen(root.detour);
            const s = screen.session;
            playLurd(root.pushOptimal);
            verify(s.play.solved);
            s.optimiser.timeLimit = 60;
            // The level is small: the search may end within the key press itself, so what
            // the bar showed is taken when the run starts.
            const bar = findChild(screen, "optimiseBar");
            let shown = null;
            const seeBar = () => {
                if (s.optimiser.running && shown === null)
                    shown = {
                        "visible": bar.visible,
                        "title": findChild(bar, "optimiseTitle").text
                    };
            };
            s.optimiser.runningChanged.connect(seeBar);
            keyClick(Qt.Key_O, Qt.ShiftModifier);
            s.optimiser.runningChanged.disconnect(seeBar);
            verify(shown !== null, "Shift+O started a run");
            compare(s.optimiser.metric, SokobanOptimiser.Moves);
            verify(shown.visible);
            compare(shown.title, "Optimising by moves");
            keyClick(Qt.Key_Escape);
            tryCompare(s.optimiser, "running", false, 30000);
            verify(!bar.visible);
            // Stopped or done, never longer than what was played.
            verify(s.progress.bestMoves <= 18);
            // O: by pushes; already the fewest, so nothing new.
            keyClick(Qt.Key_O);
            compare(s.optimiser.metric, SokobanOptimiser.Pushes);
            tryCompare(s.optimiser, "running", false, 30000);
            compare(s.progress.bestPushes, 2);
            verify(!s.progress.bestPushesOptimised);
        }

        // The snapshots of the detour level, none to start with.
        function clearSnapshots(s) {
            while (s.snapshots.count > 0)
                s.snapshots.remove(0);
        }

        function test_snapshotKeysSaveAndRestore() {
            const screen = createScreen(root.detour);
            const s = screen.session;
            clearSnapshots(s);
            playLurd("ddrr");
            keyClick(Qt.Key_F5);
            compare(s.snapshots.count, 1);
            compare(findChild(screen, "sokobanToastText").text, "Saved \"Snapshot 1\" (4 moves)");
            playLurd("uuL");
            compare(s.play.moves, 7);
            keyClick(Qt.Key_F9);
            compare(s.play.moves, 4);
            compare(s.play.pushes, 0);
            // Its moves are history: undo takes them back one by one, and then the restore
            // itself, back to where the player was.
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(s.play.moves, 3);
            for (let i = 0; i < 4; ++i)
                keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(s.play.moves, 7);
        }

        function test_snapshotListRestoresRenamesAndDeletes() {
            const screen = createScreen(root.detour);
            const s = screen.session;
            clearSnapshots(s);
            const panel = findChild(screen, "snapshotPanel");
            verify(!panel.visible);
            keyClick(Qt.Key_F6);
            verify(panel.visible);
            verify(findChild(panel, "snapshotEmpty").visible);
            playLurd("dd");
            mouseClick(findChild(panel, "snapshotSave"));
            compare(s.snapshots.count, 1);
            // The keys still play while the list is open.
            playLurd("rr");
            compare(s.play.moves, 4);
            waitForRendering(panel);
            const row = findChild(panel, "snapshotRow0");
            verify(row);
            mouseClick(findChild(row, "snapshotRestore"));
            compare(s.play.moves, 2);
            // Rename: type a name, Enter; the keys come back to the board.
            mouseClick(findChild(row, "snapshotRename"));
            const field = findChild(row, "snapshotNameField");
            tryCompare(field, "activeFocus", true);
            keyClick(Qt.Key_A, Qt.ControlModifier);
            for (const c of "corner")
                keyClick(c);
            keyClick(Qt.Key_Return);
            compare(s.snapshots.data(s.snapshots.index(0, 0), SokobanSnapshots.NameRole), "corner");
            compare(screen.Window.activeFocusItem, screen);
            keyClick(Qt.Key_Left);
            compare(s.play.moves, 3);
            // A row deleted leaves the keys with the board too.
            mouseClick(findChild(row, "snapshotDelete"));
            compare(s.snapshots.count, 0);
            compare(screen.Window.activeFocusItem, screen);
            keyClick(Qt.Key_Right);
            compare(s.play.moves, 4);
            mouseClick(findChild(panel, "snapshotClose"));
            verify(!panel.visible);
        }

        function test_snapshotsInTheLevelsMenu() {
            const screen = createScreen(root.detour);
            const s = screen.session;
            clearSnapshots(s);
            const bar = createTemporaryObject(screen.toolBarItems, root);
            const save = findChild(bar, "sokobanSaveSnapshot");
            verify(save.enabled);
            playLurd("d");
            save.triggered();
            compare(s.snapshots.count, 1);
            bar.snapshotsRequested();
            verify(findChild(screen, "snapshotPanel").visible);
        }

        // The Menu key (as the controller's right stick) opens the level's menu with the keys
        // in it: the arrows move, Return chooses, and the choice plays on the board.
        function test_menuKeyOpensTheLevelsMenu() {
            const screen = createScreen(root.detour);
            const s = screen.session;
            clearSnapshots(s);
            const bar = createTemporaryObject(screen.toolBarItems, root);
            const restore = findChild(bar, "sokobanRestoreSnapshot");
            verify(restore);
            verify(!restore.enabled, "no snapshot to go back to yet");
            playLurd("dd");
            keyClick(Qt.Key_F5);
            playLurd("rr");
            compare(s.play.moves, 4);
            verify(restore.enabled);
            verify(!restore.visible);
            keyClick(Qt.Key_Menu);
            tryCompare(restore, "visible", true);
            compare(bar.menu.currentIndex, 0);
            for (let i = 0; i < 20 && !restore.highlighted; ++i)
                keyClick(Qt.Key_Down);
            verify(restore.highlighted);
            compare(s.play.moves, 4, "the arrows move in the menu, not on the board");
            keyClick(Qt.Key_Return);
            tryCompare(restore, "visible", false);
            compare(s.play.moves, 2);
        // The keys going back to the board is the window's doing: tst_gamepad checks it
        // in the whole app.
        }

        function test_optimiseInTheLevelsMenu() {
            const screen = createScreen(root.detour);
            const s = screen.session;
            const bar = createTemporaryObject(screen.toolBarItems, root);
            const item = findChild(bar, "sokobanOptimiseMoves");
            verify(item);
            verify(!item.enabled, "nothing to optimise before a solve");
            playLurd(root.pushOptimal);
            verify(item.enabled);
            // A new start: the best recorded is what it optimises.
            verify(s.restart());
            verify(item.enabled);
            item.triggered();
            tryCompare(s.optimiser, "running", false, 30000);
            compare(s.progress.bestMoves, 14);
        }
    }
}
