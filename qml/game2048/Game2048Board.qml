// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// The 2048 board: the tray with its empty cells, the tiles of a Game2048Session on top, swipes
// with the mouse (or a finger), and the hint's arrow. Cells are square and whole pixels, sized
// to fill the area it is given.
// For a screen reader, a table of named cells (AccessibleBoard, from the session's cells).
AccessibleBoard {
    id: board

    DirectionWords {
        id: directionWords
    }

    property Game2048Session game: null
    Accessible.role: Accessible.Table
    name: qsTr("2048 board")
    model: game ? game.cells : null
    rowCount: rows
    columnCount: columns
    // The space the board may take; it stays square-celled and centred in it.
    property real areaWidth: 400
    property real areaHeight: 400
    property int slideDuration: 100
    // A Direction to point at, while hasHint.
    property int hintDirection: Direction.Left
    property bool hasHint: false
    // The arrow keeps pointing while it fades out.
    property int shownHint: Direction.Left

    readonly property int rows: game ? game.rows : 4
    readonly property int columns: game ? game.columns : 4
    // The gap between cells is about an eighth of a cell, as in the original.
    readonly property real gapRatio: 0.12
    readonly property int cellSize: Math.max(12, Math.floor(Math.min((areaWidth - (columns + 1) * gap) / columns, (areaHeight - (rows + 1) * gap) / rows)))
    readonly property int gap: Math.max(3, Math.round(gapRatio * Math.min(areaWidth / (columns + gapRatio * (columns + 1)), areaHeight / (rows + gapRatio * (rows + 1)))))
    // How far a press must travel to count as a swipe.
    readonly property real swipeThreshold: Math.max(16, cellSize * 0.25)

    // The player swiped toward a Direction.
    signal swiped(int direction)

    onHintDirectionChanged: {
        if (hasHint)
            shownHint = hintDirection;
    }
    onHasHintChanged: {
        if (hasHint)
            shownHint = hintDirection;
    }

    width: columns * cellSize + (columns + 1) * gap
    height: rows * cellSize + (rows + 1) * gap
    readonly property int radius: Math.max(4, Math.round(gap * 0.6))

    Rectangle {
        anchors.fill: parent
        radius: board.radius
        color: Theme.game2048Board
    }

    // The empty cells, under the tiles.
    Repeater {
        model: board.rows * board.columns

        Rectangle {
            required property int index

            x: board.gap + (index % board.columns) * (board.cellSize + board.gap)
            y: board.gap + Math.floor(index / board.columns) * (board.cellSize + board.gap)
            width: board.cellSize
            height: board.cellSize
            radius: Math.max(3, Math.round(board.cellSize * 0.06))
            color: Theme.game2048Cell
        }
    }

    Repeater {
        id: tiles

        objectName: "game2048Tiles"
        model: board.game ? board.game.tiles : null

        Game2048Tile {
            cellSize: board.cellSize
            gap: board.gap
            slideDuration: board.slideDuration
        }
    }

    // Swipes: a press that travels far enough, mostly along one axis, moves the tiles that way.
    MouseArea {
        id: swipeArea

        property point start
        property bool tracking: false

        objectName: "game2048SwipeArea"
        anchors.fill: parent
        preventStealing: true
        onPressed: mouse => {
            start = Qt.point(mouse.x, mouse.y);
            tracking = true;
        }
        onPositionChanged: mouse => swipeArea.finish(mouse, false)
        onReleased: mouse => swipeArea.finish(mouse, true)
        onCanceled: tracking = false

        // During the drag the swipe fires as soon as it is clear, so the tiles follow the hand.
        function finish(mouse, released) {
            if (!tracking)
                return;
            const dx = mouse.x - start.x;
            const dy = mouse.y - start.y;
            const far = Math.max(Math.abs(dx), Math.abs(dy)) >= board.swipeThreshold;
            // Diagonal drags are ambiguous: one axis must clearly dominate.
            const clear = Math.abs(dx) >= 1.5 * Math.abs(dy) || Math.abs(dy) >= 1.5 * Math.abs(dx);
            if (far && clear) {
                tracking = false;
                if (Math.abs(dx) > Math.abs(dy))
                    board.swiped(dx < 0 ? Direction.Left : Direction.Right);
                else
                    board.swiped(dy < 0 ? Direction.Up : Direction.Down);
            } else if (released) {
                tracking = false;
            }
        }
    }

    // The hint: a round badge with an arrow in the middle of the board.
    Rectangle {
        id: hintBadge

        objectName: "game2048HintArrow"
        anchors.centerIn: parent
        z: 10
        width: Math.round(Math.min(board.width, board.height) * 0.34)
        height: width
        radius: width / 2
        color: Theme.game2048HintDisc
        border.color: Theme.game2048Color
        border.width: Math.max(2, Math.round(width * 0.04))
        visible: opacity > 0
        opacity: board.hasHint ? 1 : 0

        Behavior on opacity  {
            NumberAnimation {
                duration: Theme.motion(150)
            }
        }

        Text {
            anchors.centerIn: parent
            text: directionWords.arrow(board.shownHint)
            color: Theme.text
            font.pixelSize: Math.round(hintBadge.width * 0.6)
            font.bold: true
        }
    }
}
