// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// One tile of the Fifteen board (a delegate of FifteenBoard's Repeater over FifteenTileModel).
// Its place comes from the model's boardColumn/boardRow; when the model moves it, x and y
// change and the tile slides there. The board decides what a press, drag and release mean; the
// tile reports them in board coordinates and is shifted by `offsetX`/`offsetY` while dragged.
Item {
    id: root

    // Model roles.
    required property int tile
    required property string label
    required property int cell
    required property int boardColumn
    required property int boardRow
    required property bool isEmpty
    required property bool inPlace
    required property int slideDirection

    // Set by the board.
    property int cellSize: 48
    property int slideDuration: 120
    // While the pointer carries tiles they follow it without animation.
    property bool following: false
    property real offsetX: 0
    property real offsetY: 0
    // The item pointer positions are reported in (the board).
    property Item coordinateSpace: parent
    // The hint says to move this tile: a ring around it.
    property bool hinted: false

    readonly property bool canSlide: slideDirection >= 0
    readonly property int gap: Math.max(1, Math.round(cellSize * 0.035))
    readonly property int bevel: Math.max(1, Math.round(cellSize * 0.05))

    signal pressStarted(int cell, int direction)
    signal dragMoved(real dx, real dy)
    signal pressEnded
    signal pressCanceled

    objectName: "fifteenTile_" + tile
    width: cellSize
    height: cellSize
    x: boardColumn * cellSize + offsetX
    y: boardRow * cellSize + offsetY
    z: offsetX !== 0 || offsetY !== 0 ? 1 : 0
    visible: !isEmpty

    Behavior on x  {
        enabled: !root.following && root.slideDuration > 0

        NumberAnimation {
            duration: root.slideDuration
            easing.type: Easing.OutCubic
        }
    }
    Behavior on y  {
        enabled: !root.following && root.slideDuration > 0

        NumberAnimation {
            duration: root.slideDuration
            easing.type: Easing.OutCubic
        }
    }

    // The tile's side, seen below its face: gives it some thickness.
    Rectangle {
        id: body

        x: root.gap
        y: root.gap
        width: root.width - 2 * root.gap
        height: root.height - 2 * root.gap
        radius: Math.round(root.cellSize * 0.12)
        color: root.inPlace ? Theme.fifteenTileHomeEdge : Theme.fifteenTileEdge
    }
    Rectangle {
        id: face

        objectName: "fifteenTileFace"
        x: body.x
        y: body.y
        width: body.width
        height: body.height - root.bevel
        radius: body.radius
        color: {
            if (mouseArea.containsMouse && root.canSlide)
                return root.inPlace ? Theme.fifteenTileHomeHover : Theme.fifteenTileHover;
            return root.inPlace ? Theme.fifteenTileHome : Theme.fifteenTile;
        }
        border.width: 1
        border.color: root.inPlace ? Theme.fifteenTileHomeEdge : Theme.fifteenTileBorder

        Text {
            objectName: "fifteenTileLabel"
            anchors.fill: parent
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            text: root.label
            color: root.inPlace ? Theme.fifteenTileHomeText : Theme.fifteenTileText
            // One size for every tile of a board, so 7 and 17 look alike; two digits stay
            // inside the tile down to the smallest cells of an 8x8 board.
            font.pixelSize: Math.max(8, Math.round(root.cellSize * 0.40))
            font.bold: true
        }
    }

    Rectangle {
        objectName: "fifteenHintRing"
        x: body.x - root.gap
        y: body.y - root.gap
        width: body.width + 2 * root.gap
        height: body.height + 2 * root.gap
        radius: body.radius + root.gap
        visible: root.hinted
        color: "transparent"
        border.width: Math.max(2, Math.round(root.cellSize * 0.06))
        border.color: Theme.fifteenHint

        // A slow pulse, so the eye finds it on a big board.
        SequentialAnimation on opacity  {
            running: root.hinted && !Theme.reduceMotion
            loops: Animation.Infinite
            alwaysRunToEnd: false

            NumberAnimation {
                from: 1
                to: 0.45
                duration: 600
                easing.type: Easing.InOutQuad
            }
            NumberAnimation {
                from: 0.45
                to: 1
                duration: 600
                easing.type: Easing.InOutQuad
            }
        }
    }

    MouseArea {
        id: mouseArea

        property point pressedAt

        anchors.fill: parent
        hoverEnabled: true
        cursorShape: root.canSlide ? Qt.PointingHandCursor : Qt.ArrowCursor
        // Positions in the board's coordinates: the tile itself moves under the pointer.
        onPressed: mouse => {
            pressedAt = mapToItem(root.coordinateSpace, mouse.x, mouse.y);
            root.pressStarted(root.cell, root.slideDirection);
        }
        onPositionChanged: mouse => {
            if (!pressed)
                return;
            const p = mapToItem(root.coordinateSpace, mouse.x, mouse.y);
            root.dragMoved(p.x - pressedAt.x, p.y - pressedAt.y);
        }
        onReleased: root.pressEnded()
        onCanceled: root.pressCanceled()
    }
}
