// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera

// Reverse mode as a player uses it: B or the tool bar's Reverse, the board's frame and the
// status line saying so, pulls with the arrow keys, and the level solved where the two meet.
Item {
    id: root

    width: 800
    height: 600

    // The box starts at x 3, its goal is at x 6.
    readonly property string corridor: "########\n#@ $  .#\n########\nTitle: Corridor\n"
    // Two boxes, one goal: no reverse play.
    readonly property string invalidLevel: "######\n#@$$.#\n######\nTitle: Broken\n"

    TestCase {
        id: testCase

        name: "SokobanReverse"
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
            waitForRendering(screen);
            return screen;
        }

        function child(item, name) {
            const found = findChild(item, name);
            verify(found, "no " + name);
            return found;
        }

        function test_bPullsTheBoxesAndTheTwoHalvesMeet() {
            const screen = createScreen(corridor);
            const s = screen.session;
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Right); // box on x 4, player on x 3
            compare(s.play.pushes, 1);
            const frame = child(screen, "sokobanReverseFrame");
            verify(!frame.visible);
            keyClick(Qt.Key_B);
            verify(s.play.reverseMode);
            verify(frame.visible);
            compare(child(screen, "sokobanPushes").label, "pulls");
            compare(child(screen, "sokobanBoxes").value, "1 / 1");
            verify(child(screen, "sokobanLevelPlace").text.indexOf("Reverse mode") === 0);
            for (let i = 0; i < 4; ++i)
                keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Left); // pulls the box off its goal
            compare(child(screen, "sokobanPushes").value, "1");
            compare(child(screen, "sokobanBoxes").value, "0 / 1");
            keyClick(Qt.Key_Backspace); // undo takes the pull back
            compare(child(screen, "sokobanBoxes").value, "1 / 1");
            keyClick(Qt.Key_Left);
            keyClick(Qt.Key_Left); // they meet: solved
            verify(!s.play.reverseMode);
            verify(!frame.visible);
            verify(s.play.solved);
            compare(s.play.pushes, 3);
            compare(child(screen, "sokobanPushes").label, "pushes");
        }

        function test_theToolBarButtonTogglesIt() {
            const screen = createScreen(corridor);
            const s = screen.session;
            const bar = createTemporaryObject(screen.toolBarItems, root);
            const button = child(bar, "sokobanReverse");
            verify(button.enabled);
            verify(!button.checked);
            mouseClick(button);
            verify(s.play.reverseMode);
            verify(button.checked);
            keyClick(Qt.Key_Right);
            compare(s.play.moves, 1);
            mouseClick(button);
            verify(!s.play.reverseMode);
            verify(!button.checked);
            compare(s.play.moves, 0); // the forward game, untouched
            keyClick(Qt.Key_B);
            compare(s.play.moves, 1); // the reverse moves were kept
        }

        function test_aHintLeavesReverseMode() {
            const screen = createScreen(corridor);
            const s = screen.session;
            keyClick(Qt.Key_B);
            verify(s.play.reverseMode);
            keyClick(Qt.Key_H);
            verify(!s.play.reverseMode);
            tryCompare(s.assist, "task", SokobanAssistant.NoTask, 20000);
            keyClick(Qt.Key_B);
            const bar = createTemporaryObject(screen.toolBarItems, root);
            mouseClick(child(bar, "sokobanSolve"));
            verify(!s.play.reverseMode);
            tryVerify(() => s.play.solved, 20000);
        }

        function test_aLevelWithoutReversePlayRefuses() {
            const screen = createScreen(invalidLevel);
            const s = screen.session;
            const bar = createTemporaryObject(screen.toolBarItems, root);
            verify(!child(bar, "sokobanReverse").enabled);
            keyClick(Qt.Key_B);
            verify(!s.play.reverseMode);
        }
    }
}
