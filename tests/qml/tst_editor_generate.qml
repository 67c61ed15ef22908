// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera
import Tessera.Editor

// The editor's Generate as a level designer uses it: walls and goals drawn, Generate, the
// progress bar and the best level shown as it improves, then "Use this level" (undoable).
Item {
    id: root

    width: 1000
    height: 900

    // Walls and three goals, no box, no player.
    readonly property string layout: "########\n#      #\n# #  # #\n#  ..  #\n#  .   #\n#      #\n########\nTitle: Three goals\n"

    TestCase {
        id: testCase

        name: "EditorGenerate"
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

        function child(item, name) {
            const found = findChild(item, name);
            verify(found, "no " + name);
            return found;
        }

        // Scrolls the side panel until `item` shows, then clicks it. The panel may still be
        // laying out (a preview just shown moves what is below it), so it scrolls again until
        // the item stays put inside the panel's view.
        function clickInPanel(screen, item) {
            let flick = item.parent;
            while (flick && !(flick instanceof Flickable))
                flick = flick.parent;
            verify(flick, "the side panel scrolls");
            const scrollTo = () => {
                const y = item.mapToItem(flick.contentItem, 0, 0).y;
                return Math.max(0, Math.min(y - 20, flick.contentHeight - flick.height));
            };
            const settled = () => {
                flick.contentY = scrollTo();
                waitForRendering(item);
                const top = item.mapToItem(flick, 0, 0).y;
                return flick.contentY === scrollTo() && top >= 0
                    && top + item.height <= flick.height;
            };
            tryVerify(settled, 5000, "the item settles inside the side panel");
            mouseClick(item);
        }

        function test_generateShowsTheBestAndUseTakesIt() {
            const screen = createTemporaryObject(screenComponent, root);
            verify(screen);
            screen.forceActiveFocus();
            verify(screen.editor.pasteText(root.layout));
            waitForRendering(screen);
            compare(screen.editor.boxCount, 0);
            const panel = child(screen, "editorSidePanel");
            const generator = panel.generator;
            const button = child(screen, "editorGenerateButton");
            const use = child(screen, "editorGenerateUse");
            verify(button.enabled);
            verify(!use.enabled);
            child(screen, "editorGenerateSeconds").value = 20;
            clickInPanel(screen, button);
            verify(generator.running);
            compare(button.text, "Stop");
            tryCompare(generator, "running", false, 60000);
            verify(generator.hasCandidate);
            verify(child(screen, "editorGeneratePreview").visible);
            verify(child(screen, "editorGenerateFigures").text.indexOf("pushes") > 0);
            verify(use.enabled);
            clickInPanel(screen, use);
            compare(screen.editor.boxCount, 3);
            verify(screen.editor.playable);
            compare(screen.editor.title, "Three goals");
            verify(screen.editor.undo());
            compare(screen.editor.boxCount, 0);
        }

        function test_aLayoutWithoutGoalsCannotGenerate() {
            const screen = createTemporaryObject(screenComponent, root);
            verify(screen.editor.pasteText("#####\n#@  #\n#####\n"));
            waitForRendering(screen);
            verify(!child(screen, "editorGenerateButton").enabled);
        }
    }
}
