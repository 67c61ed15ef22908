// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera
import Tessera.Editor

// What a new player tripped over in the level editor: the right button on a box inside the
// room, and Ctrl+E opening an empty level instead of the one last edited.
Item {
    id: root

    width: 1000
    height: 700

    TestCase {
        id: testCase

        name: "EditorNewPlayer"
        when: windowShown

        Component {
            id: screenComponent

            EditorScreen {
                width: root.width
                height: root.height
            }
        }
        Component {
            id: mainComponent

            Main {
            }
        }
        Component {
            id: sessionComponent

            LevelEditorSession {
                library: LevelLibrary
                resumeState: ResumeState
            }
        }

        function init() {
            SokobanSettings.animationSpeed = SokobanSettings.Off;
            StartupOptions.game = "";
            StartupOptions.levelFile = "";
            StartupOptions.editor = false;
            AppSettings.lastScreen = "home";
            createTemporaryObject(sessionComponent, root).forgetLastEdited();
        }

        function createScreen(properties) {
            const screen = createTemporaryObject(screenComponent, root, properties || {});
            verify(screen, "EditorScreen could not be created");
            screen.forceActiveFocus();
            waitForRendering(screen);
            return screen;
        }

        function tool(screen, x, y) {
            return screen.editor.board.cellData(x, y, "tool");
        }

        function rightClick(screen, x, y) {
            const p = screen.board.cellCenter(x, y);
            mouseClick(screen.board, p.x, p.y, Qt.RightButton);
        }

        // The right button on a piece inside the room leaves floor: the level stays closed.
        function test_theRightButtonOnABoxLeavesFloor() {
            const screen = createScreen();
            const e = screen.editor;
            verify(e.paint(2, 2, 5)); // the player
            verify(e.paint(4, 3, 3)); // a box
            verify(e.paint(6, 3, 2)); // a goal
            verify(e.playable, e.problems.join("; "));
            rightClick(screen, 4, 3);
            compare(tool(screen, 4, 3), 1, "floor where the box was");
            compare(e.boxCount, 0);
            verify(e.problems.join(" ").indexOf("not closed") < 0, e.problems.join("; "));
            rightClick(screen, 6, 3);
            compare(tool(screen, 6, 3), 1, "floor where the goal was");
            rightClick(screen, 4, 3);
            compare(tool(screen, 4, 3), 1, "floor inside the room stays floor");
            verify(e.problems.join(" ").indexOf("not closed") < 0, e.problems.join("; "));
            // The wall at the edge, and then the floor beside it, become outside.
            rightClick(screen, 0, 3);
            compare(tool(screen, 0, 3), 7);
            rightClick(screen, 1, 3);
            compare(tool(screen, 1, 3), 7);
            verify(e.problems.join(" ").indexOf("not closed") >= 0, e.problems.join("; "));
        }

        // Ctrl+E (the editor without a level named) opens the level last edited; New level is
        // still an empty one.
        function test_ctrlEOpensTheLevelLastEdited() {
            const first = createScreen({
                    "collectionId": "bundled:microban",
                    "levelIndex": 4
                });
            const text = first.editor.levelText();
            const columns = first.editor.columns;
            first.destroy();
            wait(0);

            // What Ctrl+E runs: the window's "editor" action.
            const window = createTemporaryObject(mainComponent, testCase);
            verify(window, "Main could not be created");
            window.appActions["editor"]();
            tryCompare(window, "currentScreen", "editor");
            const editor = window.currentScreenItem.editor;
            compare(editor.levelText(), text);
            compare(editor.columns, columns);
            verify(editor.sourceName.indexOf("Microban, level 5") >= 0, editor.sourceName);
            const fresh = createScreen({
                    "askSize": true
                });
            compare(fresh.editor.columns, 10, "New level: empty");
            compare(fresh.editor.rows, 8);
        }

        function test_withNothingEditedItIsAnEmptyLevel() {
            const screen = createScreen();
            compare(screen.editor.columns, 10);
            compare(screen.editor.rows, 8);
            compare(screen.editor.sourceName, "New level");
        }
    }
}
