// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// The Sokoban board: the cells (terrain, goals, highlights), one item per box and the player,
// scaled to the space given with square cells of a whole number of pixels, centred.
// Mouse: a left click goes to the session (walk, select a box, push it to a highlighted cell),
// a right click undoes, the wheel moves through the undo history. The pointer shows a hand
// where a click would do something.
// Big boards (over pictureAbove cells) draw their terrain as one SokobanBoardPicture instead of
// one SokobanCell per cell, which would take many seconds to create for a 128x128 level; boxes,
// the player and the mouse work the same on both.
// For a screen reader, a table of named cells (AccessibleBoard, from the board model).
AccessibleBoard {
    id: view

    required property SokobanSession session
    Accessible.role: Accessible.Table
    name: qsTr("Sokoban board")
    model: session.play.board
    rowCount: rows
    columnCount: columns
    cellArea: area
    // The largest cell, so a tiny level does not fill a big window with giant squares.
    property int maxCellSize: 96

    readonly property int columns: session.play.boardWidth
    readonly property int rows: session.play.boardHeight
    readonly property int cellSize: columns > 0 && rows > 0 ? Math.max(4, Math.floor(Math.min(width / columns, height / rows, maxCellSize))) : 0
    // The board's area inside this item (for tests and overlays).
    readonly property alias boardArea: area
    // Up to 30x30 every cell is a SokobanCell (they look best), as in the level editor.
    property int pictureAbove: 900
    // From the model's size, which changes before its reset ends: no cell is made for a big board.
    readonly property bool drawnAsPicture: session.play.board.columns * session.play.board.rows > pictureAbove
    // The cells' model: dropped as soon as the board grows big, given back only once the new
    // level is in (a model given in the middle of its reset, or during its modelReset signal,
    // has every cell made twice).
    property SokobanBoardModel cellModel: null

    function updateCellModel() {
        cellModel = drawnAsPicture ? null : session.play.board;
    }

    onDrawnAsPictureChanged: {
        if (drawnAsPicture)
            cellModel = null;
    }
    Component.onCompleted: updateCellModel()

    // The centre of cell (x, y) in this item's coordinates: where a user clicks it.
    function cellCenter(x, y) {
        return Qt.point(area.x + (x + 0.5) * cellSize, area.y + (y + 0.5) * cellSize);
    }

    Item {
        id: area

        // Whole pixels, so every cell edge falls on a pixel and the board stays crisp.
        x: Math.round((view.width - width) / 2)
        y: Math.round((view.height - height) / 2)
        width: view.columns * view.cellSize
        height: view.rows * view.cellSize

        Repeater {
            objectName: "sokobanCells"
            model: view.cellModel

            delegate: SokobanCell {
                size: view.cellSize
            }
        }
        SokobanBoardPicture {
            objectName: "sokobanBoardPicture"
            width: area.width
            height: area.height
            visible: view.drawnAsPicture
            board: view.drawnAsPicture ? view.session.play.board : null
            cellSize: view.cellSize
            colors: Theme.sokobanBoardColors
        }

        // Reverse mode's look: the board framed in the warning colour while the boxes are pulled.
        Rectangle {
            objectName: "sokobanReverseFrame"
            readonly property int thickness: Math.max(3, Math.round(view.cellSize * 0.1))

            anchors.fill: parent
            anchors.margins: -thickness
            visible: view.session.play.reverseMode
            color: "transparent"
            border.color: Theme.warning
            border.width: thickness
            radius: thickness
        }

        // The cell under the pointer, when a click there would do something.
        Rectangle {
            id: hover

            property int cellX: -1
            property int cellY: -1
            property bool clickable: false

            x: cellX * view.cellSize
            y: cellY * view.cellSize
            width: view.cellSize
            height: view.cellSize
            radius: Math.round(view.cellSize * 0.16)
            visible: clickable && mouse.containsMouse
            color: Theme.sokobanHover
            border.color: Theme.sokobanTarget
            border.width: Math.max(1, Math.round(view.cellSize * 0.04))
        }

        Repeater {
            model: view.session.play.boxes

            delegate: SokobanBox {
                session: view.session
                size: view.cellSize
            }
        }

        SokobanPlayer {
            session: view.session
            size: view.cellSize
        }
    }

    MouseArea {
        id: mouse

        property int wheelSteps: 0

        function cellAt(px, py) {
            if (view.cellSize <= 0)
                return null;
            const x = Math.floor((px - area.x) / view.cellSize);
            const y = Math.floor((py - area.y) / view.cellSize);
            if (x < 0 || y < 0 || x >= view.columns || y >= view.rows)
                return null;
            return Qt.point(x, y);
        }
        function updateHover(px, py) {
            const c = cellAt(px, py);
            hover.cellX = c ? c.x : -1;
            hover.cellY = c ? c.y : -1;
            hover.clickable = c !== null && view.session.isClickable(c.x, c.y);
        }

        anchors.fill: parent
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        hoverEnabled: true
        cursorShape: hover.clickable ? Qt.PointingHandCursor : Qt.ArrowCursor

        onPositionChanged: m => updateHover(m.x, m.y)
        onClicked: m => {
            if (m.button === Qt.RightButton) {
                view.session.undo();
                return;
            }
            const c = cellAt(m.x, m.y);
            if (c)
                view.session.clickCell(c.x, c.y);
            else
                view.session.clearSelection();
            updateHover(m.x, m.y);
        }
        // One notch (120) is one step: up goes back in the history, down forward again.
        onWheel: w => {
            wheelSteps += w.angleDelta.y;
            const steps = wheelSteps > 0 ? Math.floor(wheelSteps / 120) : Math.ceil(wheelSteps / 120);
            if (steps !== 0) {
                wheelSteps -= steps * 120;
                view.session.stepHistory(-steps);
            }
        }
    }

    // Keep the hover right while the board changes under a still pointer.
    Connections {
        target: view.session

        function onStateChanged() {
            if (mouse.containsMouse)
                mouse.updateHover(mouse.mouseX, mouse.mouseY);
        }
        function onLevelChanged() {
            view.updateCellModel();
        }
        function onSelectionChanged() {
            if (mouse.containsMouse)
                mouse.updateHover(mouse.mouseX, mouse.mouseY);
        }
    }
}
