import QtQuick
import QtQuick.Controls
import QtTest
import Tessera
import Tessera.Editor

// What a new player tripped over in the level editor: the right button on a box inside the
// room.
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

        function init() {
            SokobanSettings.animationSpeed = SokobanSettings.Off;
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
    }
}
