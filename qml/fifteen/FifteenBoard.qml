// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// The Fifteen board: a tray of square cells with the tiles of a FifteenSession on it.
// It sizes itself from cellSize (the screen picks a whole number of pixels, so edges stay
// crisp). A tap on a tile asks the model to slide it; a drag toward the empty cell carries the
// tile (and the tiles between) along and slides them when let go past a third of a cell.
// While the game is paused the tiles are hidden.
// For a screen reader, a table of named cells (AccessibleBoard, from the session's cells).
AccessibleBoard {
    id: board

    required property FifteenSession game
    Accessible.role: Accessible.Table
    name: qsTr("Fifteen board")
    model: game.cells
    rowCount: game.boardHeight
    columnCount: game.boardWidth
    property int cellSize: 48
    // Milliseconds a tile takes to slide one cell; 0 for no animation.
    property int slideDuration: 120
    // The tile a hint points at (its number), 0 for none.
    property int hintTile: 0

    readonly property int padding: Math.max(3, Math.round(cellSize * 0.08))

    // Drag state, read by the tiles: which tiles follow the pointer, and by how much.
    property var dragTiles: []
    property real dragX: 0
    property real dragY: 0
    property bool dragging: false
    property int dragCell: -1
    property int dragDirection: -1
    // Movement below this many pixels is a tap, not a drag.
    readonly property int dragThreshold: 6

    function beginDrag(cell, direction) {
        dragCell = cell;
        dragDirection = direction;
        dragTiles = direction >= 0 ? game.tilesMovedByClick(cell) : [];
        dragX = 0;
        dragY = 0;
        dragging = false;
    }

    function dragTo(dx, dy) {
        if (dragCell < 0 || dragDirection < 0)
            return;
        if (!dragging && Math.abs(dx) + Math.abs(dy) < dragThreshold)
            return;
        dragging = true;
        // How far along the way the tiles can slide, kept between 0 and one cell.
        let along = 0;
        switch (dragDirection) {
        case Direction.Left:
            along = -dx;
            break;
        case Direction.Right:
            along = dx;
            break;
        case Direction.Up:
            along = -dy;
            break;
        case Direction.Down:
            along = dy;
            break;
        }
        const d = Math.max(0, Math.min(cellSize, along));
        dragX = dragDirection === Direction.Left ? -d : dragDirection === Direction.Right ? d : 0;
        dragY = dragDirection === Direction.Up ? -d : dragDirection === Direction.Down ? d : 0;
    }

    function endDrag() {
        if (dragCell < 0)
            return;
        const cell = dragCell;
        const wasDragging = dragging;
        const travelled = Math.abs(dragX) + Math.abs(dragY);
        // Animations back on first, so the tiles glide from where the pointer left them.
        dragging = false;
        if (!wasDragging || travelled >= cellSize / 3)
            game.clickTile(cell);
        cancelDrag();
    }

    function cancelDrag() {
        dragging = false;
        dragX = 0;
        dragY = 0;
        dragTiles = [];
        dragCell = -1;
        dragDirection = -1;
    }

    width: cellSize * game.boardWidth + 2 * padding
    height: cellSize * game.boardHeight + 2 * padding
    readonly property int radius: Math.round(cellSize * 0.16)

    Rectangle {
        anchors.fill: parent
        radius: board.radius
        color: Theme.fifteenTray
        border.width: 1
        border.color: Theme.fifteenTrayBorder
    }

    Item {
        id: tiles

        objectName: "fifteenTiles"
        x: board.padding
        y: board.padding
        width: board.cellSize * board.game.boardWidth
        height: board.cellSize * board.game.boardHeight
        visible: !board.game.paused

        Repeater {
            model: board.game.tiles

            delegate: FifteenTile {
                readonly property bool carried: board.dragTiles.indexOf(tile) >= 0

                cellSize: board.cellSize
                slideDuration: board.slideDuration
                hinted: board.hintTile !== 0 && tile === board.hintTile
                following: board.dragging
                offsetX: carried ? board.dragX : 0
                offsetY: carried ? board.dragY : 0
                coordinateSpace: board
                onPressStarted: (cell, direction) => board.beginDrag(cell, direction)
                onDragMoved: (dx, dy) => board.dragTo(dx, dy)
                onPressEnded: board.endDrag()
                onPressCanceled: board.cancelDrag()
            }
        }
    }
}
