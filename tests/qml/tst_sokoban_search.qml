// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera

// Hint and Solve on a position that needs longer than the hint limit, as a player sees it:
// the line above the board says the solver is still searching, with its progress and Cancel;
// the hint appears when the search finds it; a solution is offered with a button (or Enter),
// never played over the board unasked. A hint limit of 0 puts the search in the background
// from the start, so nothing here depends on how fast the machine is.
Item {
    id: root

    width: 800
    height: 600

    TestCase {
        name: "SokobanSearch"
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

        // Microban 1 (a real small level) with every search in the background from the start.
        function createScreen() {
            const screen = createTemporaryObject(screenComponent, root);
            verify(screen, "SokobanScreen could not be created");
            screen.forceActiveFocus();
            verify(screen.session.openCollection("bundled:microban", 0));
            screen.session.assist.hintLimit = 0;
            waitForRendering(screen);
            return screen;
        }

        // Every value `property` of `item` takes from now on, the present one first. The solver
        // may answer Microban 1 while a key or click is still being handled, so what the bar
        // showed meanwhile is recorded rather than looked at afterwards.
        function record(item, property) {
            const seen = [item[property]];
            item[property + "Changed"].connect(() => seen.push(item[property]));
            return seen;
        }

        function test_aHintStillSearchingIsShownThenTheHint() {
            const screen = createScreen();
            const s = screen.session;
            const assist = findChild(screen, "assistBar");
            const text = findChild(assist, "assistText");
            const modes = record(assist, "mode");
            const texts = record(text, "text");
            const spinning = record(findChild(assist, "assistSpinner"), "running");
            keyClick(Qt.Key_H);
            tryVerify(() => s.assist.hasHint, 120000, "the hint comes when the search finds it");
            verify(modes.indexOf("search") >= 0, modes.join(", "));
            verify(texts.some(t => t.indexOf("Still searching for a hint") === 0), texts.join(" | "));
            verify(spinning.indexOf(true) >= 0);
            verify(!s.assist.stillSearching);
            compare(assist.mode, "hint");
            compare(text.text, s.assist.hintText);
            verify(text.text.indexOf("Push the marked box") === 0, text.text);
            compare(s.play.moves, 0);
        }

        function test_aSolutionFoundLaterIsOfferedThenPlayed() {
            const screen = createScreen();
            const s = screen.session;
            const assist = findChild(screen, "assistBar");
            const text = findChild(assist, "assistText");
            const bar = createTemporaryObject(screen.toolBarItems, root);
            const texts = record(text, "text");
            mouseClick(findChild(bar, "sokobanSolve"));
            tryVerify(() => s.assist.offersSolution, 120000, "the solution is offered when found");
            verify(texts.some(t => t.indexOf("Still searching for a solution") === 0), texts.join(" | "));
            compare(assist.mode, "hint");
            verify(text.text.indexOf("Found a solution") === 0, text.text);
            verify(!s.replay.active, "not played unasked");
            compare(s.play.moves, 0);
            const play = findChild(assist, "assistPlaySolution");
            tryVerify(() => play.visible);
            mouseClick(play);
            verify(s.replay.active);
            verify(!s.assist.offersSolution);
            tryVerify(() => s.play.solved, 120000);
        }

        function test_enterPlaysAnOfferAndEscPutsItAway() {
            const screen = createScreen();
            const s = screen.session;
            const bar = createTemporaryObject(screen.toolBarItems, root);
            mouseClick(findChild(bar, "sokobanSolve"));
            tryVerify(() => s.assist.offersSolution, 120000);
            keyClick(Qt.Key_Escape); // puts the offer away, does not restart
            verify(!s.assist.offersSolution);
            verify(!s.replay.active);
            mouseClick(findChild(bar, "sokobanSolve"));
            tryVerify(() => s.assist.offersSolution, 120000);
            keyClick(Qt.Key_Return);
            verify(s.replay.active);
            tryVerify(() => s.play.solved, 120000);
        }
    }
}
