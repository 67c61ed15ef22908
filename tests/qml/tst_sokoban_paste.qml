// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera

// Ctrl+V of what players copy from web pages and forums: boards spaced with no-break spaces and
// tabs, solutions in any letter case, solutions that do not fit; the solution a collection
// publishes; a level file that cannot be opened.
Item {
    id: root

    width: 800
    height: 600

    readonly property string nb: "\u00a0"
    // Player (1,3), a box (2,2), a goal (3,3); solved by "uRurD".
    readonly property string roomLevel: "######\n#    #\n# $  #\n#@ . #\n######\nTitle: Room\n"
    // The same room as a web page shows it: indented and spaced with U+00A0.
    readonly property string webRoom: "Web room\n" + nb + nb + "######\n" + nb + nb + "#" + nb.repeat(4) + "#\n" + nb + nb + "#" + nb + "$" + nb + nb + "#\n" + nb + nb + "#@" + nb + "." + nb + "#\n" + nb + nb + "######\n"
    // A corridor indented by three spaces with a tab inside: the tab reaches column 8 of the
    // row as written, so the goal is 7 cells right of the player.
    readonly property string tabCorridor: "Tab corridor\n   ##########\n   #@$\t.#\n   ##########\n"
    // A wider room (a level of its own, never solved by the player here) with the solution
    // published after it, in lower case.
    readonly property string roomWithSolution: "#######\n#     #\n# $   #\n#@ .  #\n#######\nTitle: Published\nSolution (moves 5, pushes 2):\nurur\nd\n"

    TextEdit {
        id: clipboardWriter

        visible: false
        function put(text) {
            clipboardWriter.text = text;
            clipboardWriter.selectAll();
            clipboardWriter.copy();
        }
    }

    LevelCollectionsModel {
        id: collections

        library: LevelLibrary
    }

    TestCase {
        id: testCase

        name: "SokobanPaste"
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

        function toastText(screen) {
            return findChild(screen, "sokobanToastText").text;
        }

        function test_ctrlVOfAWebBoardWithNoBreakSpaces() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            clipboardWriter.put(webRoom);
            keyClick(Qt.Key_V, Qt.ControlModifier);
            compare(s.levelTitle, "Web room");
            verify(s.play.playable, s.errorText);
            compare(s.play.boardWidth, 6);
            compare(s.play.boardHeight, 5);
            compare(s.play.playerX, 1);
            compare(s.play.playerY, 3);
            compare(s.errorText, "");
        }

        function test_ctrlVOfAWebBoardWithTabs() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            clipboardWriter.put(tabCorridor);
            keyClick(Qt.Key_V, Qt.ControlModifier);
            compare(s.levelTitle, "Tab corridor");
            verify(s.play.playable, s.errorText);
            compare(s.play.boardWidth, 10);
            for (let i = 0; i < 6; ++i)
                keyClick(Qt.Key_Right);
            verify(s.play.solved);
        }

        function test_aBoardThatCannotBePlayedLeavesNothingBehind() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            keyClick(Qt.Key_Up);
            const collectionsBefore = collections.count;
            // Two boxes for one goal, spaced as a web page spaces it.
            clipboardWriter.put(nb + "######\n" + nb + "#@$$.#\n" + nb + "######\n");
            keyClick(Qt.Key_V, Qt.ControlModifier);
            compare(s.levelTitle, "Room", "the level played stays on screen");
            verify(s.play.playable);
            compare(s.errorText, "", "no broken board drawn behind the message");
            compare(s.play.moves, 1);
            compare(collections.count, collectionsBefore, "no pasted collection that cannot be played");
            verify(toastText(screen).indexOf("cannot be played") >= 0, toastText(screen));
        }

        function test_ctrlVOfASolutionInAnyCase_data() {
            return [{
                    "tag": "lower",
                    "text": "urur d"
                }, {
                    "tag": "upper",
                    "text": "URURD"
                }, {
                    "tag": "wrong case",
                    "text": "UrUrd"
                }];
        }

        function test_ctrlVOfASolutionInAnyCase(data) {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            clipboardWriter.put(data.text);
            keyClick(Qt.Key_V, Qt.ControlModifier);
            verify(s.replay.active);
            tryCompare(s.play, "solved", true);
            compare(s.play.pushes, 2);
            // What is written is the canonical case, whatever was pasted.
            compare(s.solutionText(), "uRurD");
        }

        function test_aSolutionThatDoesNotFitIsNeverPlayed() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            keyClick(Qt.Key_Right);
            compare(s.play.playerX, 2);
            // Fits for four moves, then walks into the wall.
            clipboardWriter.put("ururuuu");
            keyClick(Qt.Key_V, Qt.ControlModifier);
            verify(!s.replay.active);
            compare(s.play.moves, 1, "the position is untouched");
            compare(s.play.playerX, 2);
            compare(s.play.playerY, 3);
            verify(toastText(screen).indexOf("does not fit") >= 0, toastText(screen));
            compare(toastText(screen), "The solution does not fit this level at move 5.");
        }

        function test_watchThePublishedSolution() {
            const screen = createScreen(roomWithSolution);
            const s = screen.session;
            verify(s.replay.hasPublished);
            verify(s.replay.watchPublished());
            verify(s.replay.active);
            verify(s.replay.published);
            tryCompare(s.play, "solved", true);
            verify(s.progress.solvedBySolver, "not counted as the player's");
            verify(!s.progress.hasBestSolution);
            const overlay = findChild(screen, "solvedOverlay");
            tryCompare(overlay, "opacity", 1);
            compare(findChild(overlay, "solvedRecord").text, "The published solution: not counted as yours.");
            // A level without one offers nothing.
            verify(s.openPastedText(roomLevel));
            verify(!s.replay.hasPublished);
        }

        function test_aFileThatCannotBeOpenedStaysOnScreen() {
            const screen = createScreen(roomLevel);
            const s = screen.session;
            verify(!screen.openLevelFile(Qt.resolvedUrl("../data/sokoban/binary.sok"), true));
            const dialog = findChild(screen, "sokobanFileError");
            verify(dialog);
            tryVerify(() => dialog.visible);
            const text = findChild(dialog, "sokobanFileErrorText").text;
            verify(text.indexOf("binary.sok") >= 0, text);
            verify(text.indexOf("line 3") >= 0, text);
            // A passing notice comes and goes; the error is not one of them.
            const toast = findChild(screen, "sokobanToast");
            toast.show("passing");
            tryVerify(() => toast.visible);
            tryVerify(() => !toast.visible, 10000);
            verify(dialog.visible, "shown until dismissed");
            compare(s.levelTitle, "Room");
            dialog.accept();
            tryVerify(() => !dialog.visible);
        }
    }
}
