// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera
import Tessera.Editor

// Save As in the level editor is modal, as the app's other dialogs: while it is open the board
// behind takes no click and no key, so the level saved is the level the player saw.
Item {
    id: root

    width: 1000
    height: 700

    TestCase {
        id: testCase

        name: "EditorSaveAs"
        when: windowShown

        Component {
            id: screenComponent

            EditorScreen {
                width: root.width
                height: root.height
            }
        }
        Component {
            id: sessionComponent

            LevelEditorSession {
                library: LevelLibrary
            }
        }

        function init() {
            SokobanSettings.animationSpeed = SokobanSettings.Off;
            // Each test starts on the empty level, not on the one a test before edited.
            const session = createTemporaryObject(sessionComponent, root, {
                    "resumeState": ResumeState
                });
            session.forgetLastEdited();
        }

        function createScreen() {
            const screen = createTemporaryObject(screenComponent, root);
            verify(screen, "EditorScreen could not be created");
            // A tall level: rows above and below the dialog.
            verify(screen.editor.newLevel(8, 16));
            screen.forceActiveFocus();
            waitForRendering(screen);
            return screen;
        }

        function openSaveAs(screen) {
            screen.saveAs();
            let dialog = null;
            tryVerify(() => {
                    dialog = findChild(screen, "saveAsFileDialog") || findChild(screen, "saveAsPathDialog");
                    return dialog && dialog.visible;
                }, 5000, "Save As did not open");
            waitForRendering(screen);
            return dialog;
        }

        // The centre of a board cell that no dialog lies over (in the board's coordinates); a
        // modal dialog's dimming may cover it.
        function uncoveredCell(screen) {
            const overlay = screen.Overlay.overlay;
            const popups = [];
            for (let i = 0; i < overlay.children.length; ++i) {
                const item = overlay.children[i];
                if (item.visible && String(item).startsWith("QQuickPopupItem"))
                    popups.push(item);
            }
            verify(popups.length > 0, "no dialog in the overlay");
            const level = screen.editor.board;
            for (let y = 0; y < level.rows; ++y) {
                for (let x = 0; x < level.columns; ++x) {
                    const c = screen.board.cellCenter(x, y);
                    if (!popups.some(p => p.contains(screen.board.mapToItem(p, c.x, c.y))))
                        return c;
                }
            }
            return null;
        }

        function test_theBoardTakesNoClickWhileSaveAsIsOpen() {
            const screen = createScreen();
            keyClick(Qt.Key_3);
            const before = screen.editor.levelText();
            const dialog = openSaveAs(screen);
            const cell = uncoveredCell(screen);
            verify(cell, "the dialog covers the whole board");
            mouseClick(screen.board, cell.x, cell.y);
            compare(screen.editor.levelText(), before, "the level changed under Save As");
            compare(screen.editor.modified, false);
            // A stray click does not throw away the file name typed either.
            verify(dialog.visible, "a click beside Save As closed it");
            dialog.close();
        }

        function test_theBoardTakesNoKeyWhileSaveAsIsOpen() {
            const screen = createScreen();
            const before = screen.editor.levelText();
            const dialog = openSaveAs(screen);
            const cell = uncoveredCell(screen);
            verify(cell, "the dialog covers the whole board");
            // A click on the board (which would give it the keyboard), then the board's keys: a
            // tool, paint, the cursor, paint.
            mouseClick(screen.board, cell.x, cell.y);
            for (const key of [Qt.Key_4, Qt.Key_Space, Qt.Key_Right, Qt.Key_Space])
                TestKeys.press(screen.Window.window, key, false);
            compare(screen.editor.levelText(), before, "the level changed under Save As");
            verify(dialog.visible);
            dialog.close();
        }
    }
}
