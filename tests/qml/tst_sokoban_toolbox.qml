// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera

// The Sokoban enthusiast's tools on the play screen, as a player uses them: Optimise on the
// solved card and its keys (O by pushes, Shift+O by moves, Esc stops it), with the bar that
// shows how far it is.
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
            keyClick(Qt.Key_O, Qt.ShiftModifier);
            compare(s.optimiser.running, true);
            compare(s.optimiser.metric, SokobanOptimiser.Moves);
            const bar = findChild(screen, "optimiseBar");
            verify(bar.visible);
            compare(findChild(bar, "optimiseTitle").text, "Optimising by moves");
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
