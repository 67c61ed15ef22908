// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import "contrast.js" as Contrast
import Tessera

// The Fifteen screen as a player uses it: keys, clicks and drags on tiles, undo, pause, a new
// game, solving, and the settings page. The screens live in `root` (a TestCase is not visible,
// so nothing inside it could be clicked).
Item {
    id: root

    width: 640
    height: 560

    TestCase {
        id: testCase

        name: "Fifteen"
        when: windowShown

        Component {
            id: screenComponent

            FifteenScreen {
                width: root.width
                height: root.height
            }
        }
        Component {
            id: sessionComponent

            FifteenSession {
                records: FifteenRecords
                resumeState: ResumeState
            }
        }
        Component {
            id: mainComponent

            Main {
            }
        }
        Component {
            id: pageComponent

            FifteenSettingsPage {
                width: 500
            }
        }

        function init() {
            forgetSavedGame();
            FifteenSettings.setSize(4, 4);
            FifteenSettings.labels = FifteenSettings.Numbers;
            // Tiles jump to their places: positions can be checked right after a move.
            FifteenSettings.animations = false;
        }

        // Every test starts without a saved game: a game left by an earlier test (or run) is
        // finished here, since a solved game is not kept. (5x3, to leave the records of the sizes
        // the tests look at alone.)
        function forgetSavedGame() {
            const session = sessionComponent.createObject(root);
            compare(session.startFromText("1 2 3 4 5/6 7 8 9 10/11 12 13 0 14"), "");
            verify(session.move(Direction.Left));
            verify(session.solved);
            session.destroy();
        }

        function createScreen() {
            const screen = createTemporaryObject(screenComponent, root);
            verify(screen, "FifteenScreen could not be created");
            screen.forceActiveFocus();
            verify(screen.activeFocus, "the screen has the keyboard");
            waitForRendering(screen);
            return screen;
        }

        function start(screen, position) {
            compare(screen.game.startFromText(position), "");
            waitForRendering(screen);
        }

        function tileItem(screen, tile) {
            const item = findChild(screen, "fifteenTile_" + tile);
            verify(item, "no item for tile " + tile);
            return item;
        }

        function board(screen) {
            return findChild(screen, "fifteenBoard");
        }

        // Where a tile is drawn, as a cell index.
        function drawnCell(screen, tile) {
            const item = tileItem(screen, tile);
            const size = board(screen).cellSize;
            return Math.round(item.y / size) * screen.game.boardWidth + Math.round(item.x / size);
        }

        function test_startsWithAShuffledGame() {
            const screen = createScreen();
            compare(screen.game.boardWidth, 4);
            compare(screen.game.boardHeight, 4);
            compare(screen.game.moves, 0);
            verify(!screen.game.solved);
            compare(findChild(screen, "fifteenTime").value, "00:00");
        }

        function test_keysSlideTheTileOnThatSide_data() {
            // From "1 2 3/4 0 5/7 8 6", the empty cell in the middle.
            return [{
                    "tag": "Down",
                    "key": Qt.Key_Down,
                    "after": "1 0 3/4 2 5/7 8 6",
                    "tile": 2,
                    "cell": 4
                }, {
                    "tag": "S",
                    "key": Qt.Key_S,
                    "after": "1 0 3/4 2 5/7 8 6",
                    "tile": 2,
                    "cell": 4
                }, {
                    "tag": "Up",
                    "key": Qt.Key_Up,
                    "after": "1 2 3/4 8 5/7 0 6",
                    "tile": 8,
                    "cell": 4
                }, {
                    "tag": "W",
                    "key": Qt.Key_W,
                    "after": "1 2 3/4 8 5/7 0 6",
                    "tile": 8,
                    "cell": 4
                }, {
                    "tag": "Left",
                    "key": Qt.Key_Left,
                    "after": "1 2 3/4 5 0/7 8 6",
                    "tile": 5,
                    "cell": 4
                }, {
                    "tag": "A",
                    "key": Qt.Key_A,
                    "after": "1 2 3/4 5 0/7 8 6",
                    "tile": 5,
                    "cell": 4
                }, {
                    "tag": "Right",
                    "key": Qt.Key_Right,
                    "after": "1 2 3/0 4 5/7 8 6",
                    "tile": 4,
                    "cell": 4
                }, {
                    "tag": "D",
                    "key": Qt.Key_D,
                    "after": "1 2 3/0 4 5/7 8 6",
                    "tile": 4,
                    "cell": 4
                }];
        }

        function test_keysSlideTheTileOnThatSide(data) {
            const screen = createScreen();
            start(screen, "1 2 3/4 0 5/7 8 6");
            keyClick(data.key);
            compare(screen.game.boardText(), data.after);
            compare(screen.game.moves, 1);
            compare(findChild(screen, "fifteenMoves").value, "1");
            tryCompare(tileItem(screen, data.tile), "x", 1 * board(screen).cellSize);
            compare(drawnCell(screen, data.tile), data.cell);
        }

        function test_clickSlidesTheTilesBetween() {
            const screen = createScreen();
            start(screen, "1 2 3 4/5 6 7 8/9 10 0 12/13 14 11 15");
            // Tile 9 is two cells left of the empty cell: 10 and 9 slide right, two moves.
            mouseClick(tileItem(screen, 9));
            compare(screen.game.boardText(), "1 2 3 4/5 6 7 8/0 9 10 12/13 14 11 15");
            compare(screen.game.moves, 2);
            compare(drawnCell(screen, 9), 9);
            compare(drawnCell(screen, 10), 10);

            // A tile outside the empty cell's row and column stays put.
            mouseClick(tileItem(screen, 6));
            compare(screen.game.moves, 2);
            compare(drawnCell(screen, 6), 5);

            // In the column: tile 13 below the empty cell slides up.
            mouseClick(tileItem(screen, 13));
            compare(screen.game.boardText(), "1 2 3 4/5 6 7 8/13 9 10 12/0 14 11 15");
            compare(screen.game.moves, 3);
        }

        function test_dragTowardTheEmptyCellSlidesTheTile() {
            const screen = createScreen();
            start(screen, "1 2 3 4/5 6 7 8/9 10 0 12/13 14 11 15");
            const cell = board(screen).cellSize;
            const tile = tileItem(screen, 12); // right of the empty cell
            // Dragged the wrong way (away from the empty cell): nothing moves.
            mouseDrag(tile, cell / 2, cell / 2, cell * 0.6, 0);
            compare(screen.game.moves, 0);
            compare(drawnCell(screen, 12), 11);
            // Toward the empty cell, most of a cell: it slides.
            mouseDrag(tile, cell / 2, cell / 2, -cell * 0.7, 0);
            compare(screen.game.moves, 1);
            compare(screen.game.boardText(), "1 2 3 4/5 6 7 8/9 10 12 0/13 14 11 15");
            tryCompare(tile, "x", 2 * cell);
            // A short drag is taken back.
            mouseDrag(tileItem(screen, 8), cell / 2, cell / 2, 0, cell * 0.2);
            compare(screen.game.moves, 1);
        }

        function test_undoCountsAsAMove() {
            const screen = createScreen();
            start(screen, "1 2 3/4 0 5/7 8 6");
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_Down);
            compare(screen.game.moves, 2);
            keyClick(Qt.Key_Z, Qt.ControlModifier);
            compare(screen.game.boardText(), "1 2 3/0 4 5/7 8 6");
            compare(screen.game.moves, 3);
            keyClick(Qt.Key_Backspace);
            compare(screen.game.boardText(), "1 2 3/4 0 5/7 8 6");
            compare(screen.game.moves, 4);
            compare(drawnCell(screen, 4), 3);
            keyClick(Qt.Key_Y, Qt.ControlModifier);
            compare(screen.game.boardText(), "1 2 3/0 4 5/7 8 6");
            compare(screen.game.moves, 5);
        }

        function test_pauseHidesTheTilesAndStopsMoves() {
            const screen = createScreen();
            start(screen, "1 2 3/4 0 5/7 8 6");
            keyClick(Qt.Key_Right);
            keyClick(Qt.Key_P);
            verify(screen.game.paused);
            verify(!findChild(screen, "fifteenTiles").visible, "tiles hidden while paused");
            verify(findChild(screen, "fifteenPausedCover").visible);
            keyClick(Qt.Key_Left);
            compare(screen.game.moves, 1);
            // A click on the cover goes on.
            mouseClick(findChild(screen, "fifteenPausedCover"));
            verify(!screen.game.paused);
            verify(findChild(screen, "fifteenTiles").visible);
            keyClick(Qt.Key_Left);
            compare(screen.game.moves, 2);
        }

        function test_clockStopsWhileTheWindowIsMinimised() {
            const screen = createScreen();
            start(screen, "1 2 3/4 0 5/7 8 6");
            keyClick(Qt.Key_Right);
            verify(screen.game.windowShown);
            verify(screen.game.running);
            const window = screen.Window.window;
            window.showMinimized();
            tryCompare(screen.game, "windowShown", false);
            verify(!screen.game.running, "no time counts while nobody sees the board");
            window.showNormal();
            tryCompare(screen.game, "windowShown", true);
            verify(screen.game.running);
        }

        // Help, Preferences or a question over the board stop the clock until they close.
        function test_clockStopsWhileADialogIsOpen() {
            StartupOptions.game = "fifteen";
            const window = createTemporaryObject(mainComponent, testCase);
            verify(window);
            window.requestActivate();
            tryVerify(() => window.active, 5000);
            tryCompare(window, "currentScreen", "fifteen");
            const screen = window.currentScreenItem;
            tryVerify(() => screen.activeFocus);
            start(screen, "1 2 3/4 0 5/7 8 6");
            keyClick(Qt.Key_Right);
            verify(screen.game.running);
            const dialogs = [["Help", () => window.openHelp(), "helpDialog"], ["Preferences", () => window.openSettings(), "settingsDialog"], ["the new game question", () => keyClick(Qt.Key_N), "fifteenNewGameDialog"]];
            for (const [name, openIt, objectName] of dialogs) {
                openIt();
                const dialog = findChild(window, objectName);
                tryVerify(() => dialog && dialog.opened, 5000, name + " opens");
                verify(!screen.game.running, "no time counts while " + name + " is open");
                dialog.close();
                tryCompare(dialog, "visible", false);
                verify(screen.game.running, "the clock runs again once " + name + " is closed");
                tryVerify(() => screen.activeFocus);
            }
            StartupOptions.game = "";
            AppSettings.lastScreen = "home";
        }

        // Where an item is in the window.
        function sceneRect(item) {
            return item.mapToItem(null, 0, 0, item.width, item.height);
        }

        // The tooltip saying `text`, once shown over the window: its frame, or null.
        function shownTip(window, text) {
            const overlay = window.Overlay.overlay;
            const says = item => {
                if (item.text === text && item.visible)
                    return true;
                for (let i = 0; i < item.children.length; ++i) {
                    if (says(item.children[i]))
                        return true;
                }
                return false;
            };
            for (let i = 0; i < overlay.children.length; ++i) {
                const child = overlay.children[i];
                if (child.visible && child.opacity > 0.5 && String(child).indexOf("PopupItem") >= 0 && says(child))
                    return child;
            }
            return null;
        }

        // The tips of the tool bar's and the solver's buttons leave the moves and the clock in
        // sight, in a small window and a large one.
        function test_tipsLeaveTheCountersInSight_data() {
            return [{
                    "tag": "640x480",
                    "width": 640,
                    "height": 480
                }, {
                    "tag": "1280x800",
                    "width": 1280,
                    "height": 800
                }];
        }

        function test_tipsLeaveTheCountersInSight(data) {
            StartupOptions.game = "fifteen";
            const window = createTemporaryObject(mainComponent, testCase, {
                    "width": data.width,
                    "height": data.height
                });
            verify(window);
            window.requestActivate();
            tryVerify(() => window.active, 5000);
            tryCompare(window, "currentScreen", "fifteen");
            const screen = window.currentScreenItem;
            start(screen, "1 2 3/4 0 5/7 8 6");
            keyClick(Qt.Key_Right);
            waitForRendering(window.contentItem);
            const counters = [findChild(screen, "fifteenMoves"), findChild(screen, "fifteenTime")].map(sceneRect);
            const names = ["fifteenUndo", "fifteenRedo", "fifteenPause", "fifteenNewGame", "fifteenHint", "fifteenSolve", "fifteenSolveSpeed"];
            for (const name of names) {
                const button = findChild(window.header, name) || findChild(screen, name);
                verify(button && button.visible, name + " is shown");
                const text = button.tip !== undefined ? button.tip : {
                    "fifteenHint": qsTr("Show the next tile to move (H)"),
                    "fifteenSolve": qsTr("Let the computer finish the puzzle; any key stops it. The game then stays out of the records."),
                    "fifteenSolveSpeed": qsTr("Solve's speed, in moves per second")
                }[name];
                // The offscreen platform turns hover off by default.
                button.hoverEnabled = true;
                mouseMove(button, button.width / 2, button.height / 2);
                tryVerify(() => button.hovered);
                let tip = null;
                tryVerify(() => (tip = shownTip(window, text)) !== null, 3000, name + "'s tip shows");
                const r = sceneRect(tip);
                for (const c of counters) {
                    const overlapX = Math.min(r.x + r.width, c.x + c.width) - Math.max(r.x, c.x);
                    const overlapY = Math.min(r.y + r.height, c.y + c.height) - Math.max(r.y, c.y);
                    verify(overlapX <= 1 || overlapY <= 1, name + "'s tip (" + [r.x, r.y, r.width, r.height].map(Math.round) + ") covers a counter (" + [c.x, c.y, c.width, c.height].map(Math.round) + ")");
                }
                mouseMove(window.contentItem, 1, window.height - 2);
                tryVerify(() => shownTip(window, text) === null, 3000);
            }
            StartupOptions.game = "";
            AppSettings.lastScreen = "home";
        }

        function test_newGameAsksWhileAGameIsInProgress() {
            const screen = createScreen();
            // Nothing to lose yet: N shuffles at once.
            start(screen, "1 2 3/4 0 5/7 8 6");
            keyClick(Qt.Key_N);
            compare(screen.game.boardWidth, 4);
            compare(screen.game.moves, 0);
            // Two moves in a known position (a shuffled one may have no tile on that side).
            start(screen, "1 2 3 4/5 6 0 8/9 10 7 11/13 14 15 12");
            keyClick(Qt.Key_Left);
            keyClick(Qt.Key_Right);
            compare(screen.game.moves, 2);
            const board = screen.game.boardText();
            const dialog = findChild(screen, "fifteenNewGameDialog");
            keyClick(Qt.Key_N);
            tryCompare(dialog, "opened", true);
            keyClick(Qt.Key_Escape); // keep playing
            tryCompare(dialog, "visible", false);
            compare(screen.game.boardText(), board);
            compare(screen.game.moves, 2);
            tryVerify(() => screen.activeFocus, 10000, "the keys go back to the board");
            keyClick(Qt.Key_N, Qt.ControlModifier);
            tryCompare(dialog, "opened", true);
            keyClick(Qt.Key_Return);
            tryCompare(dialog, "visible", false);
            compare(screen.game.moves, 0);
            verify(screen.game.boardText() !== board);
        }

        function test_solvingShowsTheResultAndTheRecords() {
            const screen = createScreen();
            const overlay = findChild(screen, "fifteenSolvedOverlay");
            start(screen, "1 2 3/4 5 6/7 0 8");
            verify(!overlay.visible);
            const earlierBest = FifteenRecords.bestMoves(3, 3);
            keyClick(Qt.Key_Left);
            verify(screen.game.solved);
            tryCompare(overlay, "opacity", 1);
            verify(overlay.visible);
            compare(findChild(screen, "fifteenSolvedResult").text, "1 move in 00:00");
            compare(findChild(screen, "fifteenBestMoves").text, "1");
            // The first solved 3x3 game here, or one that beats the earlier best, is a record.
            compare(findChild(screen, "fifteenNewBestMoves").text, earlierBest === 0 || earlierBest > 1 ? "New best!" : "");
            compare(FifteenRecords.bestMoves(3, 3), 1);
            // Nothing moves any more; Enter starts the next game.
            keyClick(Qt.Key_Right);
            compare(screen.game.moves, 1);
            keyClick(Qt.Key_Return);
            verify(!screen.game.solved);
            compare(screen.game.moves, 0);
            tryCompare(overlay, "visible", false);
            // The next game has the size in the settings.
            compare(screen.game.boardWidth, 4);
        }

        // Where the empty cell is, and whether `tile` lies next to it.
        function nextToTheGap(screen, tile) {
            const b = board(screen);
            const gap = tileItem(screen, 0);
            const item = tileItem(screen, tile);
            const dx = Math.abs(Math.round((item.x - gap.x) / b.cellSize));
            const dy = Math.abs(Math.round((item.y - gap.y) / b.cellSize));
            return dx + dy === 1;
        }

        function test_hintHighlightsTheTileToMoveNext() {
            const screen = createScreen();
            // One of the two 3x3 positions that need the most moves: 31.
            start(screen, "8 6 7/2 5 4/3 0 1");
            const assistant = screen.assistant;
            const hintButton = findChild(screen, "fifteenHint");
            verify(hintButton.enabled);
            mouseClick(hintButton);
            tryVerify(() => assistant.hintTile !== 0, 10000, "a hint comes");
            const tile = assistant.hintTile;
            verify(tileItem(screen, tile).hinted, "the tile is highlighted");
            verify(findChild(tileItem(screen, tile), "fifteenHintRing").visible);
            // Only that one.
            for (let t = 1; t <= 8; ++t)
                compare(tileItem(screen, t).hinted, t === tile);
            verify(nextToTheGap(screen, tile), "the hinted tile can move");
            compare(assistant.movesLeft, 31);
            verify(assistant.hintOptimal);
            verify(assistant.hasHintDirection);
            // The text names the tile and the way it slides (the way that moves that tile).
            const words = {};
            words[Direction.Left] = "left";
            words[Direction.Up] = "up";
            words[Direction.Right] = "right";
            words[Direction.Down] = "down";
            verify(findChild(screen, "fifteenAssistantStatus").text.indexOf("slide " + tile + " " + words[assistant.hintDirection] + " ") >= 0, findChild(screen, "fifteenAssistantStatus").text);

            // Moving it, with the key the hint names, brings the board one move closer.
            const keys = {};
            keys[Direction.Left] = Qt.Key_Left;
            keys[Direction.Up] = Qt.Key_Up;
            keys[Direction.Right] = Qt.Key_Right;
            keys[Direction.Down] = Qt.Key_Down;
            keyClick(keys[assistant.hintDirection]);
            compare(screen.game.moves, 1);
            verify(!tileItem(screen, tile).hinted, "the hint was for the board before");
            keyClick(Qt.Key_H);
            tryVerify(() => assistant.hintTile !== 0, 10000);
            compare(assistant.movesLeft, 30);
            verify(nextToTheGap(screen, assistant.hintTile));
            // A move elsewhere takes the hint away.
            const hinted = assistant.hintDirection;
            const before = screen.game.moves;
            for (let d = 0; d < 4 && screen.game.moves === before; ++d) {
                if (d !== hinted)
                    screen.game.move(d);
            }
            compare(screen.game.moves, before + 1);
            compare(assistant.hintTile, 0);
            verify(!assistant.hasHintDirection);
        }

        function test_hintOnAFourByFourAnswersWhileTheTablesArePrepared() {
            const screen = createScreen();
            // An 80-move position: the hint comes from the best found in time.
            start(screen, "0 12 9 13/15 11 10 14/3 7 2 5/4 8 6 1");
            keyClick(Qt.Key_H);
            verify(FifteenTables.preparing || FifteenTables.ready, "the first hint prepares the tables");
            tryVerify(() => screen.assistant.hintTile !== 0, 10000, "a hint comes");
            verify(nextToTheGap(screen, screen.assistant.hintTile));
            verify(screen.assistant.movesLeft >= 80);
            // While they are built, the banner says how far it is.
            if (FifteenTables.building)
                verify(findChild(screen, "fifteenTablesBanner").visible);
        }

        function test_solveLeavesTheBoardSolved() {
            const screen = createScreen();
            start(screen, "8 6 7/2 5 4/3 0 1");
            const assistant = screen.assistant;
            assistant.movesPerSecond = 200;
            const solveButton = findChild(screen, "fifteenSolve");
            mouseClick(solveButton);
            verify(assistant.solving);
            compare(solveButton.text, "Stop");
            tryVerify(() => screen.game.solved, 20000, "Solve finishes the puzzle");
            compare(screen.game.moves, 31);
            verify(!assistant.solving);
            tryCompare(findChild(screen, "fifteenSolvedOverlay"), "opacity", 1);
            verify(findChild(screen, "fifteenAssistedNote").visible, "not counted as the player's");
            compare(solveButton.text, "Solve");
            verify(!solveButton.enabled);
        }

        function test_anyKeyOrClickStopsSolve() {
            const screen = createScreen();
            start(screen, "8 6 7/2 5 4/3 0 1");
            const assistant = screen.assistant;
            assistant.movesPerSecond = 16;
            verify(assistant.startSolving());
            tryVerify(() => screen.game.moves >= 2, 20000);
            keyClick(Qt.Key_Space);
            verify(!assistant.solving, "a key stops it");
            let moves = screen.game.moves;
            tryVerify(() => assistant.settled(), 5000, "nothing planned, nothing searching");
            compare(screen.game.moves, moves, "no move after stopping");
            // The key only stopped it: an arrow key moves a tile again afterwards.
            verify(assistant.startSolving());
            tryVerify(() => screen.game.moves > moves, 20000);
            mouseClick(board(screen));
            verify(!assistant.solving, "a click on the board stops it");
            moves = screen.game.moves;
            tryVerify(() => assistant.settled(), 5000, "nothing planned, nothing searching");
            compare(screen.game.moves, moves);
            verify(!screen.game.solved);
        }

        function test_solvedOverlayButtonStartsANewGame() {
            const screen = createScreen();
            start(screen, "1 2 3/4 5 6/0 7 8");
            mouseClick(tileItem(screen, 8));
            verify(screen.game.solved);
            const button = findChild(screen, "fifteenSolvedNewGame");
            tryCompare(findChild(screen, "fifteenSolvedOverlay"), "opacity", 1);
            mouseClick(button);
            verify(!screen.game.solved);
        }

        function test_lettersOnTheTiles() {
            const screen = createScreen();
            start(screen, "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15");
            compare(tileItem(screen, 1).label, "1");
            FifteenSettings.labels = FifteenSettings.Letters;
            compare(tileItem(screen, 1).label, "A");
            compare(tileItem(screen, 15).label, "O");
        }

        function test_sizeChangeKeepsAGameInProgress() {
            const screen = createScreen();
            start(screen, "1 2 3/4 0 5/7 8 6");
            keyClick(Qt.Key_Left);
            FifteenSettings.setSize(5, 5);
            compare(screen.game.boardWidth, 3);
            const banner = findChild(screen, "fifteenSizeBanner");
            verify(banner.visible, "the new size is offered");
            keyClick(Qt.Key_N);
            const dialog = findChild(screen, "fifteenNewGameDialog");
            tryCompare(dialog, "opened", true);
            keyClick(Qt.Key_Return);
            tryCompare(dialog, "visible", false);
            compare(screen.game.boardWidth, 5);
            verify(!banner.visible);
        }

        function test_boardFitsWithSquareCells_data() {
            return [{
                    "tag": "3x3",
                    "w": 3,
                    "h": 3
                }, {
                    "tag": "8x8",
                    "w": 8,
                    "h": 8
                }, {
                    "tag": "8x3",
                    "w": 8,
                    "h": 3
                }];
        }

        function test_boardFitsWithSquareCells(data) {
            FifteenSettings.setSize(data.w, data.h);
            const screen = createScreen();
            compare(screen.game.boardWidth, data.w);
            const b = board(screen);
            compare(b.cellSize, Math.floor(b.cellSize), "whole pixels per cell");
            verify(b.cellSize >= 24, "cells large enough to read: " + b.cellSize);
            const topLeft = b.mapToItem(screen, 0, 0);
            verify(topLeft.x >= 0 && topLeft.y >= 0);
            verify(topLeft.x + b.width <= screen.width && topLeft.y + b.height <= screen.height);
            const item = tileItem(screen, data.w * data.h - 1);
            compare(item.width, item.height);
            compare(item.width, b.cellSize);
        }

        // Every tile's label, in tile order ("1", "2", ... or "A", "B", ...).
        function labels(screen) {
            const shown = [];
            for (let t = 1; t < screen.game.boardWidth * screen.game.boardHeight; ++t)
                shown.push(tileItem(screen, t).label);
            return shown;
        }

        // One move on a shuffled board: Left slides the tile right of the gap, which is not there
        // when the gap is in the last column (Left and Up both did nothing with the gap in the
        // bottom-right corner, one shuffle in sixteen on 4x4); Right then has a tile to slide.
        function slideATile(screen) {
            screen.forceActiveFocus();
            const before = screen.game.moves;
            keyClick(Qt.Key_Left);
            if (screen.game.moves === before)
                keyClick(Qt.Key_Right);
            compare(screen.game.moves, before + 1, "one tile slid");
        }

        function test_lettersNumbersAndSettingsAgreeAcrossSizes() {
            const screen = createScreen();
            const page = createTemporaryObject(pageComponent, root);
            const lettersButton = findChild(page, "fifteenLabels_letters");
            const numbersButton = findChild(page, "fifteenLabels_numbers");
            mouseClick(lettersButton);
            compare(FifteenSettings.labels, FifteenSettings.Letters);
            compare(tileItem(screen, 1).label, "A");
            verify(screen.game.letters);
            // A bigger board than letters cover: numbers, on the tiles, in the hint and on the page.
            mouseClick(findChild(page, "fifteenSize_8"));
            compare(screen.game.boardWidth, 8);
            compare(labels(screen).join(" "), Array.from({
                        "length": 63
                    }, (_, i) => String(i + 1)).join(" "));
            verify(!screen.game.letters, "the hint names numbers");
            verify(numbersButton.checked, "the page says numbers");
            verify(!lettersButton.checked);
            verify(!lettersButton.enabled, "letters cannot be chosen above 5x5");
            verify(findChild(page, "fifteenLabelsExplanation").text.indexOf("5×5") >= 0, "the page says why");
            // A game in progress at 8x8, then a new 4x4 game: letters again, everywhere.
            slideATile(screen);
            verify(screen.game.inProgress);
            mouseClick(findChild(page, "fifteenSize_4"));
            compare(screen.game.boardWidth, 8, "the game in progress keeps its size");
            compare(tileItem(screen, 30).label, "30");
            screen.game.newGame();
            compare(screen.game.boardWidth, 4);
            compare(labels(screen).join(""), "ABCDEFGHIJKLMNO");
            verify(screen.game.letters);
            verify(lettersButton.checked, "the page says letters again");
            verify(!numbersButton.checked);
            // And the other way, with a game in progress at 4x4.
            slideATile(screen);
            verify(screen.game.inProgress);
            FifteenSettings.setSize(6, 6);
            screen.game.newGame();
            compare(tileItem(screen, 27).label, "27");
            compare(tileItem(screen, 35).label, "35");
            verify(!screen.game.letters);
        }

        function test_sizeChangeAfterASolveStartsTheNewSize() {
            const screen = createScreen();
            start(screen, "1 2 3/4 5 6/7 0 8");
            keyClick(Qt.Key_Left);
            verify(screen.game.solved);
            tryCompare(findChild(screen, "fifteenSolvedOverlay"), "opacity", 1);
            FifteenSettings.setSize(5, 5);
            compare(screen.game.boardWidth, 5, "the new size starts at once");
            compare(screen.game.boardHeight, 5);
            verify(!screen.game.solved);
            compare(screen.game.moves, 0);
            tryCompare(findChild(screen, "fifteenSolvedOverlay"), "visible", false);
            verify(!findChild(screen, "fifteenSizeBanner").visible);
        }

        function test_solveSpeedIsChosenLikeAutoplaysAndFasterOnBigBoards() {
            FifteenSettings.solveSpeed = 0;
            const screen = createScreen();
            const speedBox = findChild(screen, "fifteenSolveSpeed");
            verify(speedBox, "Solve has a speed choice");
            compare(speedBox.speeds, Game2048Settings.autoplaySpeeds(), "the same choices as Autoplay");
            const small = screen.assistant.movesPerSecond;
            compare(speedBox.displayText, small + "/s");
            FifteenSettings.setSize(8, 8);
            verify(screen.assistant.movesPerSecond > small, "an 8x8 board plays faster by default");
            verify(screen.assistant.movesPerSecond >= 20);
            // The player's choice, from the list.
            mouseClick(speedBox);
            tryCompare(speedBox.popup, "opened", true);
            const entry = findChild(speedBox.popup.contentItem, "moveSpeed_2");
            verify(entry, "the list offers 2 moves/s");
            waitForRendering(entry);
            mouseClick(entry);
            compare(FifteenSettings.solveSpeed, 2);
            compare(screen.assistant.movesPerSecond, 2);
            compare(speedBox.displayText, "2/s");
            FifteenSettings.solveSpeed = 0;
        }

        function test_solvedTilesAreLegibleAndOfOneFontSize_data() {
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

        function test_solvedTilesAreLegibleAndOfOneFontSize(data) {
            const theme = AppSettings.theme;
            AppSettings.theme = data.theme;
            FifteenSettings.setSize(8, 8);
            const screen = createScreen();
            const solvedRows = [];
            for (let y = 0; y < 8; ++y) {
                const row = [];
                for (let x = 0; x < 8; ++x)
                    row.push(y * 8 + x + 1);
                solvedRows.push(row);
            }
            solvedRows[7][6] = 0;
            solvedRows[7][7] = 63;
            start(screen, solvedRows.map(r => r.join(" ")).join("/"));
            keyClick(Qt.Key_Left);
            verify(screen.game.solved);
            const overlay = findChild(screen, "fifteenSolvedOverlay");
            tryCompare(overlay, "opacity", 1);
            const sizes = {};
            for (const t of [1, 9, 10, 63]) {
                const face = findChild(tileItem(screen, t), "fifteenTileFace");
                const label = findChild(tileItem(screen, t), "fifteenTileLabel");
                sizes[label.font.pixelSize] = true;
                // What the player sees: the label and the face under the solved overlay.
                const seenFace = Contrast.over(overlay.color, overlay.opacity, face.color);
                const seenLabel = Contrast.over(overlay.color, overlay.opacity, Contrast.over(label.color, 1, face.color));
                const ratio = Contrast.ratio(seenLabel, seenFace);
                verify(ratio >= 4.5, data.tag + ": tile " + t + " label contrast " + ratio.toFixed(2) + ":1");
            }
            compare(Object.keys(sizes).length, 1, "one font size for 1, 9, 10 and 63: " + Object.keys(sizes));
            AppSettings.theme = theme;
        }

        // Where the board and the Solve button are drawn, in the screen's coordinates.
        function layoutOf(screen) {
            const b = board(screen);
            const p = b.mapToItem(screen, 0, 0);
            const solve = findChild(screen, "fifteenSolve");
            const q = solve.mapToItem(screen, 0, 0);
            return [p.x, p.y, b.width, b.height, q.x, q.y].join(",");
        }

        function test_boardAndSolveStayPutWhenBannersShow() {
            const screen = createScreen();
            start(screen, "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15");
            keyClick(Qt.Key_Right);
            const before = layoutOf(screen);
            FifteenSettings.setSize(5, 5);
            const banner = findChild(screen, "fifteenSizeBanner");
            verify(banner.visible, "the size banner shows");
            waitForRendering(screen);
            compare(layoutOf(screen), before, "the banner does not move the board or Solve");
            FifteenSettings.setSize(4, 4);
            verify(!banner.visible);
            waitForRendering(screen);
            compare(layoutOf(screen), before);
        }

        function test_settingsPageChangesSizeAndLabels() {
            const page = createTemporaryObject(pageComponent, root);
            verify(page);
            waitForRendering(page);
            mouseClick(findChild(page, "fifteenSize_5"));
            compare(FifteenSettings.width, 5);
            compare(FifteenSettings.height, 5);
            const letters = findChild(page, "fifteenLabels_letters");
            verify(letters.enabled);
            mouseClick(letters);
            compare(FifteenSettings.labels, FifteenSettings.Letters);
            mouseClick(findChild(page, "fifteenSize_6"));
            compare(FifteenSettings.width, 6);
            verify(!letters.enabled, "no letters on 6x6");
            verify(findChild(page, "fifteenLabels_numbers").checked);
            const animations = findChild(page, "fifteenAnimations");
            verify(!animations.checked);
            mouseClick(animations);
            verify(FifteenSettings.animations);
            compare(FifteenSettings.slideDuration > 0, true);
        }
    }
}
