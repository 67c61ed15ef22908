// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import "contrast.js" as Contrast
import Tessera

// The 2048 screen as a player uses it: keys (arrows, WASD, vim), a mouse swipe, undo, a new
// game, winning, game over with a high-score entry, Autoplay stopped by a key, and a new size
// chosen in the Settings dialog. The screens live in `root` (a TestCase is not visible, so
// nothing inside it could be clicked).
Item {
    id: root

    width: 640
    height: 600
    // The window's palette, as Main.qml sets it: the controls' colours come from it.
    palette: Theme.palette

    TestCase {
        id: testCase

        name: "Game2048"
        when: windowShown

        Component {
            id: screenComponent

            Game2048Screen {
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

            Game2048Session {
                resumeState: ResumeState
            }
        }

        function init() {
            forgetSavedGame();
            Game2048Settings.setSize(4, 4);
            // Tiles jump to their places: positions can be checked right after a move.
            Game2048Settings.animations = false;
            AppSettings.reduceMotion = false;
            Game2048Settings.autoplaySpeed = 50;
            StartupOptions.game = "";
            AppSettings.lastScreen = "home";
        }

        // Every test starts without a saved game: a game left by an earlier test (or run) is
        // replaced by one that is over at once, since a finished game is not kept.
        function forgetSavedGame() {
            const session = sessionComponent.createObject(root);
            compare(session.startFromText("2 4 2/4 2 4/2 4 2"), "");
            verify(session.over);
            session.destroy();
        }

        function createScreen() {
            const screen = createTemporaryObject(screenComponent, root);
            verify(screen, "Game2048Screen could not be created");
            screen.forceActiveFocus();
            verify(screen.activeFocus, "the screen has the keyboard");
            waitForRendering(screen);
            return screen;
        }

        function start(screen, board, score) {
            compare(screen.game.startFromText(board, 42, score || 0), "");
            waitForRendering(screen);
        }

        // The board as the tile items show it, in the model's text form: what the player sees.
        function drawnBoard(screen) {
            const board = screen.board;
            const step = board.cellSize + board.gap;
            const cells = [];
            for (let i = 0; i < screen.game.rows * screen.game.columns; ++i)
                cells.push(0);
            let found = 0;
            const items = findTiles(board);
            for (const item of items) {
                if (item.consumed)
                    continue;
                const column = Math.round((item.x - board.gap) / step);
                const row = Math.round((item.y - board.gap) / step);
                cells[row * screen.game.columns + column] = Math.pow(2, item.shownExponent);
                ++found;
            }
            const rows = [];
            for (let r = 0; r < screen.game.rows; ++r)
                rows.push(cells.slice(r * screen.game.columns, (r + 1) * screen.game.columns).join(" "));
            return rows.join("/");
        }

        function findTiles(item) {
            let list = [];
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (child.objectName && child.objectName.indexOf("game2048Tile_") === 0)
                    list.push(child);
            }
            return list;
        }

        function test_startsWithTwoTiles() {
            const screen = createScreen();
            compare(screen.game.rows, 4);
            compare(screen.game.columns, 4);
            compare(findTiles(screen.board).length, 2);
            compare(screen.game.score, 0);
            compare(findChild(screen, "game2048ScoreValue").text, "0");
        }

        function test_keysMoveTiles_data() {
            // From one 2 in the second row and column, each key slides it to an edge.
            const left = "0 0 0 0/2 0 0 0/0 0 0 0/0 0 0 0";
            const right = "0 0 0 0/0 0 0 2/0 0 0 0/0 0 0 0";
            const up = "0 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0";
            const down = "0 0 0 0/0 0 0 0/0 0 0 0/0 2 0 0";
            return [{
                    "tag": "Left",
                    "key": Qt.Key_Left,
                    "slid": left
                }, {
                    "tag": "A",
                    "key": Qt.Key_A,
                    "slid": left
                }, {
                    "tag": "H",
                    "key": Qt.Key_H,
                    "slid": left
                }, {
                    "tag": "Right",
                    "key": Qt.Key_Right,
                    "slid": right
                }, {
                    "tag": "D",
                    "key": Qt.Key_D,
                    "slid": right
                }, {
                    "tag": "L",
                    "key": Qt.Key_L,
                    "slid": right
                }, {
                    "tag": "Up",
                    "key": Qt.Key_Up,
                    "slid": up
                }, {
                    "tag": "W",
                    "key": Qt.Key_W,
                    "slid": up
                }, {
                    "tag": "K",
                    "key": Qt.Key_K,
                    "slid": up
                }, {
                    "tag": "Down",
                    "key": Qt.Key_Down,
                    "slid": down
                }, {
                    "tag": "S",
                    "key": Qt.Key_S,
                    "slid": down
                }, {
                    "tag": "J",
                    "key": Qt.Key_J,
                    "slid": down
                }];
        }

        function test_keysMoveTiles(data) {
            const screen = createScreen();
            start(screen, "0 0 0 0/0 2 0 0/0 0 0 0/0 0 0 0");
            keyClick(data.key);
            compare(screen.game.moveCount, 1);
            // The 2 went to the edge and one new tile came: every 2 of the slid board is there.
            const after = screen.game.boardText().split(/[ \/]/);
            const slid = data.slid.split(/[ \/]/);
            let changed = 0;
            for (let i = 0; i < slid.length; ++i) {
                if (slid[i] !== "0")
                    compare(after[i], slid[i], "the tile slid to the edge");
                else if (after[i] !== "0")
                    ++changed;
            }
            compare(changed, 1, "one new tile");
            waitForRendering(screen);
            compare(drawnBoard(screen), screen.game.boardText(), "the tiles are drawn where the model says");
        }

        // Settings > Reduce motion: the game's animations are on, yet a slide and a merge show
        // at once, the sum included (with motion, the tiles are still on their way here).
        function test_reducedMotionShowsAMoveAtOnce() {
            Game2048Settings.animations = true;
            AppSettings.reduceMotion = true;
            compare(Game2048Settings.slideDuration, 0);
            const screen = createScreen();
            start(screen, "2 2 0 0/0 0 0 0/0 0 0 4/0 0 0 0");
            keyClick(Qt.Key_Left);
            compare(screen.game.moveCount, 1);
            waitForRendering(screen);
            compare(drawnBoard(screen), screen.game.boardText(), "the move is drawn at once");
            AppSettings.reduceMotion = false;
            verify(Game2048Settings.slideDuration > 0, "the game's own choice is back");
        }

        function test_mergesAddToTheScore() {
            const screen = createScreen();
            start(screen, "2 2 4 4/0 0 0 0/0 0 0 0/0 0 0 0", 100);
            keyClick(Qt.Key_Left);
            compare(screen.game.score, 112);
            compare(screen.game.lastGain, 12);
            compare(screen.game.boardText().split("/")[0].split(" ").slice(0, 2).join(" "), "4 8");
            compare(findChild(screen, "game2048ScoreValue").text, Number(112).toLocaleString(Qt.locale(), "f", 0));
            waitForRendering(screen);
            compare(drawnBoard(screen), screen.game.boardText());
        }

        function test_mouseSwipeMovesTiles_data() {
            return [{
                    "tag": "right",
                    "dx": 1,
                    "dy": 0,
                    "row": 1,
                    "column": 3
                }, {
                    "tag": "left",
                    "dx": -1,
                    "dy": 0,
                    "row": 1,
                    "column": 0
                }, {
                    "tag": "up",
                    "dx": 0,
                    "dy": -1,
                    "row": 0,
                    "column": 1
                }, {
                    "tag": "down",
                    "dx": 0,
                    "dy": 1,
                    "row": 3,
                    "column": 1
                }];
        }

        function test_mouseSwipeMovesTiles(data) {
            const screen = createScreen();
            start(screen, "0 0 0 0/0 8 0 0/0 0 0 0/0 0 0 0");
            const board = screen.board;
            const x = board.width / 2;
            const y = board.height / 2;
            const distance = board.cellSize * 1.2;
            mousePress(board, x, y);
            for (let step = 1; step <= 6; ++step)
                mouseMove(board, x + data.dx * distance * step / 6, y + data.dy * distance * step / 6);
            mouseRelease(board, x + data.dx * distance, y + data.dy * distance);
            compare(screen.game.moveCount, 1, "one swipe, one move");
            compare(screen.game.boardText().split("/")[data.row].split(" ")[data.column], "8");
            waitForRendering(screen);
            compare(drawnBoard(screen), screen.game.boardText());
        }

        function test_shortOrDiagonalDragsDoNothing() {
            const screen = createScreen();
            start(screen, "0 0 0 0/0 8 0 0/0 0 0 0/0 0 0 0");
            const board = screen.board;
            mouseDrag(board, board.width / 2, board.height / 2, 5, 0);
            mouseDrag(board, board.width / 2, board.height / 2, board.cellSize, board.cellSize);
            compare(screen.game.moveCount, 0);
        }

        function test_undoThreeDeepWithTheCountShown() {
            const screen = createScreen();
            start(screen, "2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 4");
            const boards = [screen.game.boardText()];
            for (const key of [Qt.Key_Right, Qt.Key_Down, Qt.Key_Left, Qt.Key_Up]) {
                keyClick(key);
                boards.push(screen.game.boardText());
            }
            compare(screen.game.moveCount, 4);
            compare(screen.game.undosLeft, 3);
            for (let back = 1; back <= 3; ++back) {
                keyClick(Qt.Key_Z, Qt.ControlModifier);
                compare(screen.game.boardText(), boards[4 - back]);
                compare(screen.game.undosLeft, 3 - back);
            }
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(screen.game.boardText(), boards[1], "no fourth undo");
            waitForRendering(screen);
            compare(drawnBoard(screen), screen.game.boardText());
        }

        function test_newGameAsksWhenAGameIsOn() {
            const screen = createScreen();
            start(screen, "2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
            keyClick(Qt.Key_Left);
            verify(screen.game.inProgress);
            const before = screen.game.boardText();
            keyClick(Qt.Key_N);
            const dialog = findChild(screen, "game2048NewGameDialog");
            tryCompare(dialog, "opened", true);
            compare(screen.game.boardText(), before, "nothing lost before the answer");
            mouseClick(findChild(dialog.footer, "game2048ConfirmNewGame"));
            tryCompare(dialog, "visible", false);
            compare(screen.game.moveCount, 0);
            compare(screen.game.score, 0);
            compare(findTiles(screen.board).length, 2);
            // Nothing to lose: N starts at once.
            keyClick(Qt.Key_N);
            verify(!dialog.visible);
        }

        function test_winShowsOnceWithKeepGoing() {
            const screen = createScreen();
            start(screen, "1024 1024 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
            keyClick(Qt.Key_Left);
            verify(screen.game.won);
            const cover = findChild(screen, "game2048WinCover");
            tryVerify(() => cover.visible && cover.opacity === 1);
            // Moves wait for the choice.
            const shown = screen.game.boardText();
            keyClick(Qt.Key_Right);
            compare(screen.game.boardText(), shown);
            mouseClick(findChild(cover, "game2048KeepGoing"));
            verify(!screen.game.won);
            verify(screen.game.keptGoing);
            tryCompare(cover, "visible", false);
            keyClick(Qt.Key_Right);
            compare(screen.game.moveCount, 2);
        }

        function test_gameOverAsksTheNameForTheHighScores() {
            Game2048Settings.playerName = "Tester";
            Game2048Settings.setSize(3, 3);
            const screen = createScreen();
            // A score above any earlier run's, so it always enters the table.
            const score = Date.now();
            start(screen, "8 16 8/16 8 16/32 64 0", score);
            // The last move's key is still held when the dialog opens.
            keyPress(Qt.Key_Right);
            verify(screen.game.over);
            tryVerify(() => findChild(screen, "game2048OverCover").opacity === 1);
            const nameDialog = findChild(screen, "game2048NameDialog");
            tryCompare(nameDialog, "opened", true);
            const field = findChild(nameDialog.contentItem, "game2048NameField");
            compare(field.text, "Tester", "the last name is offered");
            // Selected, with the keys: typing replaces it...
            tryCompare(field, "activeFocus", true);
            compare(field.selectedText, "Tester");
            // ...also after the held key's repeats, which are not typing (on X11 some of them are
            // not flagged as repeats).
            for (let i = 0; i < 3; ++i)
                TestKeys.press(screen.Window.window, Qt.Key_Right, true);
            TestKeys.press(screen.Window.window, Qt.Key_Right, false);
            keyRelease(Qt.Key_Right);
            compare(field.selectedText, "Tester");
            for (const key of [Qt.Key_D, Qt.Key_A])
                keyClick(key);
            compare(field.text, "da");
            // Once typing, the arrows edit.
            keyClick(Qt.Key_Left);
            keyClick(Qt.Key_Left);
            keyClick(Qt.Key_A);
            compare(field.text, "ada");
            keyClick(Qt.Key_Return);
            tryCompare(nameDialog, "visible", false);
            compare(Game2048Settings.playerName, "ada");
            verify(!screen.game.highScorePending);
            const entries = Game2048Scores.entries(3, 3);
            compare(entries[0].name, "ada");
            compare(entries[0].score, score);
            compare(entries[0].tile, 64);
            // The table opens on the entry.
            const table = findChild(screen, "game2048HighScores");
            tryCompare(table, "opened", true);
            compare(table.highlightRank, 1);
            compare(table.rows, 3);
            table.close();
            tryCompare(table, "visible", false);
        }

        // A game taken back from its end with Undo and ended again is one game: entered once,
        // and not asked about again when it ends no higher.
        function test_undoFromGameOverKeepsOneEntry() {
            Game2048Settings.playerName = "Tester";
            Game2048Settings.setSize(3, 3);
            const screen = createScreen();
            // A score above any earlier run's, so it always enters the table.
            const score = Date.now();
            start(screen, "8 16 8/16 8 16/32 64 0", score);
            const nameDialog = findChild(screen, "game2048NameDialog");
            const table = findChild(screen, "game2048HighScores");
            const entriesOfThisGame = () => Game2048Scores.entries(3, 3).filter(e => e.score >= score).length;
            keyClick(Qt.Key_Right);
            verify(screen.game.over);
            tryCompare(nameDialog, "opened", true);
            keyClick(Qt.Key_Return);
            tryCompare(nameDialog, "visible", false);
            tryCompare(table, "opened", true);
            table.close();
            tryCompare(table, "visible", false);
            compare(entriesOfThisGame(), 1);
            tryVerify(() => findChild(screen, "game2048OverUndo").visible);
            mouseClick(findChild(screen, "game2048OverUndo"));
            verify(!screen.game.over);
            // The same move ends it again, with the same score: nothing new to enter.
            keyClick(Qt.Key_Right);
            verify(screen.game.over);
            verify(!screen.game.highScorePending, "asked again for a game already entered");
            screen.game.newGame();
            verify(!screen.game.highScorePending, "asked again on a new game");
            compare(entriesOfThisGame(), 1);
            compare(Game2048Scores.best(3, 3), Game2048Scores.entries(3, 3)[0].score);
        }

        // The table's "Best" follows a game entered after the dialog was last opened on that
        // size, and still says so when opened again. (3×3, where the other tests' scores go.)
        function test_highScoresBestFollowsANewEntry() {
            Game2048Settings.playerName = "Tester";
            Game2048Settings.setSize(3, 3);
            const screen = createScreen();
            screen.showHighScores();
            const table = findChild(screen, "game2048HighScores");
            tryCompare(table, "opened", true);
            compare(table.rows, 3);
            table.close();
            tryCompare(table, "visible", false);
            // A score above any earlier run's, so it is the new best.
            const score = Date.now();
            start(screen, "8 16 8/16 8 16/32 64 0", score);
            keyClick(Qt.Key_Right);
            verify(screen.game.over);
            const nameDialog = findChild(screen, "game2048NameDialog");
            tryCompare(nameDialog, "opened", true);
            keyClick(Qt.Key_Return);
            tryCompare(nameDialog, "visible", false);
            compare(Game2048Scores.best(3, 3), score);
            const shown = qsTr("Best: %1").arg(Number(score).toLocaleString(Qt.locale(), "f", 0));
            tryCompare(table, "opened", true);
            compare(table.rows, 3);
            const best = findChild(table.contentItem, "game2048HighScoresBest");
            compare(best.text, shown, "the new best score, as the table lists it");
            table.close();
            tryCompare(table, "visible", false);
            screen.showHighScores();
            tryCompare(table, "opened", true);
            compare(best.text, shown, "opened again");
            table.close();
            tryCompare(table, "visible", false);
        }

        function test_anyKeyStopsAutoplay() {
            const screen = createScreen();
            start(screen, "2 0 0 2/0 4 0 0/0 0 0 0/0 0 0 0");
            keyClick(Qt.Key_P);
            verify(screen.assistant.autoplaying);
            tryVerify(() => screen.game.moveCount >= 3, 5000, "Autoplay moves");
            verify(screen.game.assisted);
            keyClick(Qt.Key_Space);
            verify(!screen.assistant.autoplaying);
            const moves = screen.game.moveCount;
            tryVerify(() => screen.assistant.settled(), 5000, "nothing planned, nothing searching");
            compare(screen.game.moveCount, moves, "no move after the key");
            // The key only stopped Autoplay; the next one moves again.
            const before = screen.game.boardText();
            for (const key of [Qt.Key_Left, Qt.Key_Up, Qt.Key_Right, Qt.Key_Down]) {
                keyClick(key);
                if (screen.game.boardText() !== before)
                    break;
            }
            verify(screen.game.boardText() !== before);
        }

        function test_hintPointsAtAMove() {
            const screen = createScreen();
            // Only Left and Down change this board... and Left merges: the hint is a real move.
            start(screen, "0 0 2 2/0 0 0 4/0 0 0 8/0 0 0 16");
            keyClick(Qt.Key_Question, Qt.ShiftModifier);
            tryVerify(() => screen.assistant.hintReady, 5000, "a hint comes");
            verify(screen.assistant.hasHintDirection);
            verify([Direction.Left, Direction.Down].indexOf(screen.assistant.hintDirection) >= 0, "hint " + screen.assistant.hintDirection);
            compare(screen.board.hintDirection, screen.assistant.hintDirection);
            // The text and the arrow name that direction.
            const left = screen.assistant.hintDirection === Direction.Left;
            compare(findChild(screen, "game2048Status").text, left ? "Hint: slide left." : "Hint: slide down.");
            const arrow = findChild(screen, "game2048HintArrow");
            tryVerify(() => arrow.opacity === 1);
            compare(arrow.children[0].text, left ? "←" : "↓");
            keyClick(Qt.Key_Left);
            verify(!screen.assistant.hintReady, "a move clears the hint");
            verify(!screen.assistant.hasHintDirection);
            tryVerify(() => !arrow.visible, 5000, "the arrow goes with the hint");
        }

        function test_aHintWithoutAMoveSaysSo() {
            const screen = createScreen();
            // Nothing merges, nothing slides.
            start(screen, "2 4 2/4 2 4/2 4 2");
            screen.assistant.requestHint();
            tryVerify(() => screen.assistant.hintReady, 5000, "an answer comes");
            verify(!screen.assistant.hasHintDirection);
            compare(findChild(screen, "game2048Status").text, "No move changes the board.");
            verify(!findChild(screen, "game2048HintArrow").visible);
        }

        DirectionWords {
            id: directionWords
        }

        // Each direction by its word, whichever number the enum gives it.
        function test_directionWords() {
            compare(directionWords.word(Direction.Left), "left");
            compare(directionWords.word(Direction.Up), "up");
            compare(directionWords.word(Direction.Right), "right");
            compare(directionWords.word(Direction.Down), "down");
            compare(directionWords.arrow(Direction.Up), "↑");
            compare(directionWords.arrow(Direction.Right), "→");
        }

        function test_autoplaySpeedListReadsWhole() {
            const screen = createScreen();
            const speedBox = findChild(screen, "game2048AutoplaySpeed");
            mouseClick(speedBox);
            tryCompare(speedBox.popup, "opened", true);
            for (const speed of Game2048Settings.autoplaySpeeds()) {
                const entry = findChild(speedBox.popup.contentItem, "moveSpeed_" + speed);
                verify(entry, "an entry for " + speed);
                // English as the app speaks it, singular for one.
                compare(entry.text, speed === 1 ? "1 move/s" : speed + " moves/s");
                verify(entry.contentItem.implicitWidth <= entry.contentItem.width, entry.text + " is cut: " + entry.contentItem.implicitWidth + " > " + entry.contentItem.width);
            }
            speedBox.popup.close();
            tryCompare(speedBox.popup, "visible", false);
        }

        function test_highScoresBestStaysInside() {
            const screen = createScreen();
            screen.showHighScores(0, 4, 4);
            const table = findChild(screen, "game2048HighScores");
            tryCompare(table, "opened", true);
            const best = findChild(table.contentItem, "game2048HighScoresBest");
            verify(best.visible);
            const right = best.mapToItem(table.contentItem, best.width, 0).x;
            verify(right <= table.contentItem.width + 0.5, "Best ends at " + right + ", the dialog's content at " + table.contentItem.width);
            table.close();
            tryCompare(table, "visible", false);
        }

        function test_youWinIsLegibleOverAnyTile_data() {
            return [{
                    "tag": "light",
                    "theme": AppSettings.Light
                }, {
                    "tag": "dark",
                    "theme": AppSettings.Dark
                }, {
                    "tag": "high contrast",
                    "theme": AppSettings.HighContrast
                }];
        }

        // "You win!" reads at 4.5:1 or better over the lightest tiles and the 2048 tile.
        function test_youWinIsLegibleOverAnyTile(data) {
            const theme = AppSettings.theme;
            AppSettings.theme = data.theme;
            const screen = createScreen();
            start(screen, "1024 1024 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
            keyClick(Qt.Key_Left);
            verify(screen.game.won);
            const cover = findChild(screen, "game2048WinCover");
            tryVerify(() => cover.visible && cover.opacity === 1);
            const title = findChild(cover, "game2048WinCoverTitle");
            const backdrop = findChild(cover, "game2048WinCoverBackdrop");
            for (const exponent of [1, 2, 3, 11]) {
                let under = Contrast.over(cover.color, 1, Qt.lighter(Theme.game2048TileColor(exponent), 1));
                if (backdrop && backdrop.visible)
                    under = Contrast.over(backdrop.color, 1, under);
                const ratio = Contrast.ratio(title.color, under);
                verify(ratio >= 4.5, data.tag + ": \"You win!\" over tile " + Math.pow(2, exponent) + " at " + ratio.toFixed(2) + ":1");
            }
            AppSettings.theme = theme;
        }

        // A disabled control looks it: its text is the theme's disabled grey, not the enabled
        // controls' colour.
        function verifyLooksDisabled(control) {
            verify(!control.enabled, control.objectName + " is disabled");
            compare(String(control.contentItem.color), String(Theme.textDisabled), control.objectName + " looks disabled");
        }

        function test_refusedUndoSaysWhyAndDisabledControlsLookDisabled_data() {
            return [{
                    "tag": "light",
                    "theme": AppSettings.Light
                }, {
                    "tag": "dark",
                    "theme": AppSettings.Dark
                }];
        }

        function test_refusedUndoSaysWhyAndDisabledControlsLookDisabled(data) {
            const theme = AppSettings.theme;
            AppSettings.theme = data.theme;
            const screen = createScreen();
            const bar = createTemporaryObject(screen.toolBarItems, root);
            const undoButton = findChild(bar, "game2048Undo");
            const newGameButton = findChild(bar, "game2048NewGame");
            start(screen, "2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 4");
            for (const key of [Qt.Key_Right, Qt.Key_Down, Qt.Key_Left, Qt.Key_Up])
                keyClick(key);
            for (let back = 1; back <= 3; ++back)
                keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(undoButton.text, "Undo (0)");
            verifyLooksDisabled(undoButton);
            verify(String(newGameButton.contentItem.color) !== String(Theme.textDisabled), "an enabled button does not look disabled");
            // The fourth undo is refused, and says why.
            const toast = findChild(screen, "game2048Toast");
            verify(!toast.visible);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            tryCompare(toast, "visible", true);
            compare(findChild(screen, "game2048ToastText").text, "Only the last 3 moves can be undone");
            // Game over: Hint and Autoplay cannot be used, and look it.
            start(screen, "2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2");
            verify(screen.game.over);
            verifyLooksDisabled(findChild(screen, "game2048Hint"));
            verifyLooksDisabled(findChild(screen, "game2048Autoplay"));
            AppSettings.theme = theme;
        }

        // Where the board is drawn, in the screen's coordinates.
        function boardRect(screen) {
            const p = screen.board.mapToItem(screen, 0, 0);
            return [p.x, p.y, screen.board.width, screen.board.height].join(",");
        }

        function test_boardStaysPutWhenBannersAndStatusLinesShow() {
            const screen = createScreen();
            start(screen, "2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
            const before = boardRect(screen);
            // A second status line (Autoplay played in this game).
            screen.game.markAssisted();
            waitForRendering(screen);
            compare(boardRect(screen), before, "the second status line takes no room from the board");
            // The size banner.
            keyClick(Qt.Key_Left);
            Game2048Settings.setSize(5, 5);
            const banner = findChild(screen, "game2048SizeBanner");
            tryCompare(banner, "visible", true);
            waitForRendering(screen);
            compare(boardRect(screen), before, "the banner does not push the board");
        }

        function test_bestBoxSaysAutoplayGamesAreNotRecorded() {
            const screen = createScreen();
            start(screen, "2 0 0 2/0 4 0 0/0 0 0 0/0 0 0 0");
            const note = findChild(screen, "game2048BestNote");
            verify(note, "the Best box has a note line");
            verify(note.text.trim() === "", "nothing to explain yet");
            const boxHeight = findChild(screen, "game2048Best").height;
            keyClick(Qt.Key_P);
            tryVerify(() => screen.game.moveCount >= 2, 5000, "Autoplay moves");
            keyClick(Qt.Key_Space);
            verify(screen.game.assisted);
            compare(note.text, qsTr("Autoplay games are not recorded"));
            verify(note.visible);
            compare(findChild(screen, "game2048Best").height, boxHeight, "the box keeps its height");
        }

        // The shared dialog look: AppDialog's padding, rounded surface and title.
        function verifyAppDialogLook(dialog) {
            verify(dialog.leftPadding >= Theme.spacing && dialog.rightPadding >= Theme.spacing, dialog.objectName + " has padding: " + dialog.leftPadding);
            compare(dialog.background.radius, Theme.radius, dialog.objectName + " has the shared surface");
            compare(dialog.background.color, Theme.surface);
            verify(dialog.header && dialog.header.text === dialog.title, dialog.objectName + " has the shared title");
        }

        function test_dialogsShareOneLook() {
            Game2048Settings.playerName = "Tester";
            Game2048Settings.setSize(3, 3);
            const screen = createScreen();
            start(screen, "8 16 8/16 8 16/32 64 0", Date.now());
            keyClick(Qt.Key_Right);
            verify(screen.game.over);
            const cover = findChild(screen, "game2048OverCover");
            tryVerify(() => cover.opacity === 1);
            const nameDialog = findChild(screen, "game2048NameDialog");
            tryCompare(nameDialog, "opened", true);
            verifyAppDialogLook(nameDialog);
            verify(nameDialog.title.indexOf("Game over") >= 0, "the name dialog says the game is over: " + nameDialog.title);
            nameDialog.reject();
            tryCompare(nameDialog, "visible", false);
            screen.showHighScores();
            const table = findChild(screen, "game2048HighScores");
            tryCompare(table, "opened", true);
            verifyAppDialogLook(table);
            table.close();
            tryCompare(table, "visible", false);
            // The question before a new game.
            screen.game.newGame();
            start(screen, "2 2 0/0 0 0/0 0 0");
            keyClick(Qt.Key_Left);
            keyClick(Qt.Key_N);
            const question = findChild(screen, "game2048NewGameDialog");
            tryCompare(question, "opened", true);
            verifyAppDialogLook(question);
            question.reject();
            tryCompare(question, "visible", false);
        }

        function test_settingsDialogSizeShowsABannerAndStartsWhenAsked() {
            StartupOptions.game = "2048";
            const window = createTemporaryObject(mainComponent, testCase);
            verify(window);
            window.requestActivate();
            tryVerify(() => window.active, 5000);
            tryCompare(window, "currentScreen", "2048");
            const screen = window.currentScreenItem;
            tryVerify(() => screen.activeFocus);
            compare(screen.game.startFromText("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0", 1, 0), "");
            keyClick(Qt.Key_Left);
            verify(screen.game.inProgress);
            keySequence("Ctrl+,");
            let dialog = null;
            tryVerify(() => (dialog = findChild(window, "settingsDialog")) && dialog.opened, 5000);
            compare(dialog.pages[dialog.currentIndex].id, "2048", "the dialog opens on the 2048 page");
            const five = findChild(dialog.contentItem, "game2048Size_5");
            verify(five, "the 2048 page offers 5×5");
            tryVerify(() => five.visible);
            mouseClick(five);
            compare(Game2048Settings.rows, 5);
            compare(Game2048Settings.columns, 5);
            compare(screen.game.rows, 4, "the game on is kept until the player agrees");
            keyClick(Qt.Key_Escape);
            tryCompare(dialog, "visible", false);

            // Back on the board: a banner says it, as Fifteen's does; no dialog pops up.
            const banner = findChild(screen, "game2048SizeBanner");
            tryCompare(banner, "visible", true);
            tryVerify(() => screen.activeFocus, 5000, "the keys go back to the board");
            waitForRendering(screen);
            compare(OpenDialogs.modal.length, 0, "nothing asks before the player does");
            compare(screen.game.rows, 4);
            const moves = screen.game.moveCount;
            keyClick(Qt.Key_Right);
            compare(screen.game.moveCount, moves + 1, "the game on goes on");
            // Its button starts the new size, asking first since a game is on.
            mouseClick(findChild(banner, "game2048StartNewSize"));
            const question = findChild(screen, "game2048NewGameDialog");
            tryCompare(question, "opened", true);
            mouseClick(findChild(question.footer, "game2048ConfirmNewGame"));
            tryCompare(question, "visible", false);
            compare(screen.game.rows, 5);
            compare(screen.game.columns, 5);
            compare(screen.game.moveCount, 0);
            verify(!banner.visible);
            waitForRendering(screen);
            compare(findTiles(screen.board).length, 2);

            // With nothing to lose, a new size starts at once.
            keySequence("Ctrl+,");
            tryVerify(() => dialog.opened);
            const rows = findChild(dialog.contentItem, "game2048Rows");
            rows.value = 3;
            rows.valueModified();
            compare(screen.game.rows, 3);
            compare(screen.game.columns, 5);
            keyClick(Qt.Key_Escape);
            tryCompare(dialog, "visible", false);
            verify(!question.visible, "nothing to ask");
            verify(!banner.visible);
        }
    }
}
