// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera

// The Sokoban screen's Open dialog (Ctrl+O) is modal, as the app's other dialogs: while it is
// open the board behind takes no click and no key.
Item {
    id: root

    width: 1000
    height: 700

    // A long corridor: cells at both ends lie beside the dialog. The player at (1,1) walks.
    readonly property string corridor: "########################\n#@                 $ .#\n#                      #\n########################\nTitle: Corridor\n"

    TestCase {
        id: testCase

        name: "SokobanOpen"
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
        }

        function createScreen() {
            const screen = createTemporaryObject(screenComponent, root);
            verify(screen, "SokobanScreen could not be created");
            screen.forceActiveFocus();
            verify(screen.session.openPastedText(corridor));
            waitForRendering(screen);
            return screen;
        }

        function openDialog(screen) {
            keyClick(Qt.Key_O, Qt.ControlModifier);
            let dialog = null;
            tryVerify(() => {
                    dialog = findChild(screen, "levelFileDialog");
                    return dialog && dialog.visible;
                }, 5000, "Open did not open");
            waitForRendering(screen);
            return dialog;
        }

        // The centre of a free floor cell that no dialog lies over (in the board's coordinates).
        function uncoveredCell(screen) {
            const overlay = screen.Overlay.overlay;
            const popups = [];
            for (let i = 0; i < overlay.children.length; ++i) {
                const item = overlay.children[i];
                if (item.visible && String(item).startsWith("QQuickPopupItem") && item.width > 0)
                    popups.push(item);
            }
            verify(popups.length > 0, "no dialog in the overlay");
            for (let y = 1; y <= 2; ++y) {
                for (let x = 2; x <= 18; ++x) {
                    const c = screen.board.cellCenter(x, y);
                    if (!popups.some(p => p.contains(screen.board.mapToItem(p, c.x, c.y))))
                        return c;
                }
            }
            return null;
        }

        function test_theBoardTakesNoClickWhileOpenIsOpen() {
            const screen = createScreen();
            const dialog = openDialog(screen);
            const cell = uncoveredCell(screen);
            verify(cell, "the dialog covers the whole board");
            mouseClick(screen.board, cell.x, cell.y);
            compare(screen.session.play.moves, 0, "the player walked under Open");
            verify(dialog.visible, "a click beside Open closed it");
            dialog.reject();
            tryVerify(() => !dialog.visible);
        }

        function test_theBoardTakesNoKeyWhileOpenIsOpen() {
            const screen = createScreen();
            const dialog = openDialog(screen);
            const cell = uncoveredCell(screen);
            verify(cell, "the dialog covers the whole board");
            // Arrow keys, then a click on the board (which would give it the keyboard) and
            // arrow keys again.
            for (const key of [Qt.Key_Right, Qt.Key_Down])
                TestKeys.press(screen.Window.window, key, false);
            compare(screen.session.play.moves, 0, "the player moved under Open");
            mouseClick(screen.board, cell.x, cell.y);
            for (const key of [Qt.Key_Right, Qt.Key_Down])
                TestKeys.press(screen.Window.window, key, false);
            compare(screen.session.play.moves, 0, "the player moved under Open");
            verify(dialog.visible);
            dialog.reject();
            tryVerify(() => !dialog.visible);
            // Free again once it closes.
            screen.forceActiveFocus();
            keyClick(Qt.Key_Right);
            compare(screen.session.play.moves, 1);
        }
    }
}
