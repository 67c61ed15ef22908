// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtTest
import Tessera

// Big levels on the Sokoban screen: over 30x30 cells the terrain is one SokobanBoardPicture
// instead of one SokobanCell per cell, and clicks, pushes, undo and the marks on the cells work
// as on a small board. A small level still gets its cells.
Item {
    id: root

    width: 800
    height: 600

    // Player (1,3), a box (2,2), a goal (3,3).
    readonly property string roomLevel: "######\n#    #\n# $  #\n#@ . #\n######\nTitle: Room\n"

    // A walled room `w` x `h` with a wall half across at x = 20: the player at (2,2), a box at
    // (5,5) and its goal at (5,12).
    function bigLevel(w, h) {
        const lines = [];
        for (let y = 0; y < h; ++y) {
            let line = "";
            for (let x = 0; x < w; ++x) {
                const border = x === 0 || y === 0 || x === w - 1 || y === h - 1;
                if (border || (x === 20 && y < h - 8))
                    line += "#";
                else if (x === 2 && y === 2)
                    line += "@";
                else if (x === 5 && y === 5)
                    line += "$";
                else if (x === 5 && y === 12)
                    line += ".";
                else
                    line += " ";
            }
            lines.push(line);
        }
        return lines.join("\n") + "\nTitle: Big room\n";
    }

    TestCase {
        id: testCase

        name: "SokobanBig"
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

        function clickCell(screen, x, y, button) {
            const p = screen.board.cellCenter(x, y);
            mouseClick(screen.board, p.x, p.y, button === undefined ? Qt.LeftButton : button);
        }

        function picture(screen) {
            const item = findChild(screen.board, "sokobanBoardPicture");
            verify(item, "the board has a picture item");
            return item;
        }

        // The colour the window shows at the centre of cell (x, y), taken from the picture's
        // own spot when the boxes and player are elsewhere. (The whole window is grabbed: Qt 6.4's
        // grabImage of an item not at the window's corner crops the wrong part.)
        function pictureColor(screen, x, y) {
            waitForRendering(screen);
            const image = grabImage(root);
            const s = screen.board.cellSize;
            const p = picture(screen).mapToItem(root, (x + 0.5) * s, (y + 0.5) * s);
            return image.pixel(Math.floor(p.x), Math.floor(p.y));
        }

        // The share of the pixels of `item` that look different in two grabs of the window (by
        // more than a little antialiasing), every second pixel of every second row.
        function differingShare(before, after, item) {
            const origin = item.mapToItem(root, 0, 0);
            let differing = 0;
            let counted = 0;
            for (let y = 0; y < item.height; y += 2) {
                for (let x = 0; x < item.width; x += 2) {
                    const a = before.pixel(origin.x + x, origin.y + y);
                    const b = after.pixel(origin.x + x, origin.y + y);
                    ++counted;
                    if (Math.abs(a.r - b.r) > 0.16 || Math.abs(a.g - b.g) > 0.16 || Math.abs(a.b - b.b) > 0.16)
                        ++differing;
                }
            }
            return differing / counted;
        }

        // The picture draws what the cells draw (SokobanBoardPainter and SokobanCell agree):
        // the same small level both ways looks the same.
        function test_thePictureLooksLikeTheCells() {
            SokobanSettings.showDeadSquares = true;
            const level = "  #####\n###   #\n#.@$  #\n### $.#\n#.##$ #\n# # . ##\n#$ *$$.#\n#   .  #\n########\n";
            const screen = createScreen(level);
            verify(!screen.board.drawnAsPicture);
            const cells = grabImage(root);
            screen.board.pictureAbove = 0;
            verify(screen.board.drawnAsPicture);
            waitForRendering(screen);
            const painted = grabImage(root);
            const share = differingShare(cells, painted, screen.board);
            verify(share < 0.01, "share of differing pixels " + share);
        }

        function test_aBigLevelIsDrawnAsOnePicture() {
            const screen = createScreen(root.bigLevel(40, 30));
            verify(screen.board.drawnAsPicture);
            verify(picture(screen).visible);
            compare(picture(screen).cellSize, screen.board.cellSize);
            compare(findChild(screen.board, "sokobanCells").count, 0, "no item per cell");
            // Walls and floor are painted: the wall colour at a wall, the floor's at a floor cell
            // (once the picture is on screen: a frame may show before it).
            tryVerify(() => Qt.colorEqual(pictureColor(screen, 20, 10), Theme.sokobanWall), 5000,
                      "wall " + pictureColor(screen, 20, 10));
            verify(Qt.colorEqual(pictureColor(screen, 10, 10), Theme.sokobanFloor),
                   "floor " + pictureColor(screen, 10, 10));
        }

        function test_aSmallLevelKeepsItsCells() {
            const screen = createScreen(root.roomLevel);
            verify(!screen.board.drawnAsPicture);
            verify(!picture(screen).visible);
            compare(findChild(screen.board, "sokobanCells").count, 30);
        }

        // From a big level to a small one and back: the board switches, and the small level's
        // cells are made once (not a first time while the model is still being reset).
        function test_switchingBetweenBigAndSmallLevels() {
            const screen = createScreen(root.bigLevel(40, 30));
            const cells = findChild(screen.board, "sokobanCells");
            let added = 0;
            const count = () => ++added;
            cells.itemAdded.connect(count);
            verify(screen.session.openPastedText(root.bigLevel(30, 30)));
            verify(!screen.board.drawnAsPicture);
            verify(!picture(screen).visible);
            compare(cells.count, 900);
            compare(added, 900, "each cell made once");
            verify(screen.session.openPastedText(root.bigLevel(31, 30)));
            verify(screen.board.drawnAsPicture);
            compare(cells.count, 0);
            compare(added, 900, "no cell made for the big level");
            cells.itemAdded.disconnect(count);
        }

        function test_aClickWalksOnTheBigBoard() {
            const screen = createScreen(root.bigLevel(40, 30));
            const s = screen.session;
            // Round the half wall: the path goes below it.
            clickCell(screen, 30, 3);
            compare(s.play.playerX, 30);
            compare(s.play.playerY, 3);
            verify(s.play.moves > 28, "walked round the wall, " + s.play.moves + " moves");
            // A wall does nothing.
            const moves = s.play.moves;
            clickCell(screen, 20, 5);
            compare(s.play.moves, moves);
        }

        function test_boxThenCellPushesAndTheMarksRepaint() {
            const screen = createScreen(root.bigLevel(40, 30));
            const s = screen.session;
            const floor = pictureColor(screen, 5, 9);
            clickCell(screen, 5, 5);
            verify(s.play.hasSelection);
            compare(s.play.board.cellData(5, 9, "boxTarget"), true);
            // The picture shows where the box can go, in the target colour.
            const target = pictureColor(screen, 5, 9);
            verify(target.b > target.r + 0.2, "a blue target mark at (5,9): " + target);
            clickCell(screen, 5, 8);
            verify(!s.play.hasSelection);
            compare(s.play.board.cellData(5, 8, "box"), true);
            compare(s.play.pushes, 3);
            // The marks went with the selection: (5,9) is plain floor again.
            verify(Qt.colorEqual(pictureColor(screen, 5, 9), floor), "the mark is gone");
            // A right click undoes the last move: the box goes back up one cell.
            clickCell(screen, 10, 10, Qt.RightButton);
            compare(s.play.board.cellData(5, 7, "box"), true);
            compare(s.play.board.cellData(5, 8, "box"), false);
            compare(s.play.pushes, 2);
        }

        function test_theWheelMovesThroughTheHistory() {
            const screen = createScreen(root.bigLevel(40, 30));
            const s = screen.session;
            clickCell(screen, 10, 2);
            const moves = s.play.moves;
            verify(moves > 0);
            const p = screen.board.cellCenter(10, 10);
            mouseWheel(screen.board, p.x, p.y, 0, 120);
            compare(s.play.moves, moves - 1);
            mouseWheel(screen.board, p.x, p.y, 0, -120);
            compare(s.play.moves, moves);
        }

        function test_deadSquaresArePainted() {
            const screen = createScreen(root.bigLevel(40, 30));
            const corner = pictureColor(screen, 38, 28);
            SokobanSettings.showDeadSquares = true;
            compare(screen.session.play.board.cellData(38, 28, "deadSquare"), true);
            verify(!Qt.colorEqual(pictureColor(screen, 38, 28), corner), "a cross in the dead corner");
            SokobanSettings.showDeadSquares = false;
            verify(Qt.colorEqual(pictureColor(screen, 38, 28), corner), "and gone again");
        }
    }
}
