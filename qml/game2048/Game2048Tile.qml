// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// One tile of the 2048 board: a delegate of Game2048TileModel. It slides to its cell when the
// model moves it, grows in when new, and pops after a merge (showing the new number only once
// its partner has slid under it). Nothing here decides anything: the model says where and what.
Item {
    id: tile

    // The roles of Game2048TileModel.
    required property int tileId
    required property int exponent
    required property double value
    required property int boardRow
    required property int boardColumn
    required property int merges
    required property bool isNew
    required property bool consumed

    // Set by the board.
    property real cellSize: 100
    property real gap: 12
    property int slideDuration: 100
    readonly property bool animated: slideDuration > 0

    // The number shown: it changes after the merge's slide, not when the model says.
    property int shownExponent: exponent
    readonly property string label: Math.pow(2, shownExponent).toFixed(0)

    objectName: "game2048Tile_" + tileId
    x: gap + boardColumn * (cellSize + gap)
    y: gap + boardRow * (cellSize + gap)
    width: cellSize
    height: cellSize
    // A tile that merges away slides under the one that stays.
    z: consumed ? 1 : 2

    Behavior on x  {
        enabled: tile.animated

        NumberAnimation {
            duration: tile.slideDuration
            easing.type: Easing.OutQuad
        }
    }
    Behavior on y  {
        enabled: tile.animated

        NumberAnimation {
            duration: tile.slideDuration
            easing.type: Easing.OutQuad
        }
    }

    onExponentChanged: {
        if (animated) {
            growAnimation.stop();
            popAnimation.restart();
        } else {
            shownExponent = exponent;
        }
    }

    Component.onCompleted: {
        // Plain assignment: the merge decides when the number changes.
        shownExponent = exponent;
        if (isNew && animated) {
            face.scale = 0;
            growAnimation.start();
        }
    }

    Rectangle {
        id: face

        objectName: "game2048TileFace"
        anchors.fill: parent
        radius: Math.max(3, Math.round(tile.cellSize * 0.06))
        color: Theme.game2048TileColor(tile.shownExponent)
        antialiasing: true

        Text {
            id: number

            objectName: "game2048TileNumber"
            anchors.fill: parent
            anchors.margins: Math.round(tile.cellSize * 0.08)
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            text: tile.label
            color: Theme.game2048TextColor(tile.shownExponent)
            font.bold: true
            // As the original: big for one or two digits, smaller for each digit more; Fit
            // shrinks further if a font is wider than expected.
            font.pixelSize: Math.max(8, Math.round(tile.cellSize * (tile.label.length <= 2 ? 0.5 : tile.label.length === 3 ? 0.42 : tile.label.length === 4 ? 0.34 : tile.label.length === 5 ? 0.28 : tile.label.length === 6 ? 0.235 : 0.2)))
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 6
            renderType: Text.QtRendering
        }
    }

    // New tiles appear when the slide is over, from nothing to full size.
    SequentialAnimation {
        id: growAnimation

        PropertyAction {
            target: face
            property: "scale"
            value: 0
        }
        PauseAnimation {
            duration: tile.slideDuration
        }
        NumberAnimation {
            target: face
            property: "scale"
            from: 0
            to: 1
            duration: Theme.motion(100)
            easing.type: Easing.OutQuad
        }
        onStopped: face.scale = 1
    }

    // A merge: wait for the partner to arrive, show the sum, pop.
    SequentialAnimation {
        id: popAnimation

        PauseAnimation {
            duration: tile.slideDuration
        }
        ScriptAction {
            script: tile.shownExponent = tile.exponent
        }
        NumberAnimation {
            target: face
            property: "scale"
            to: 1.2
            duration: Theme.motion(80)
            easing.type: Easing.OutQuad
        }
        NumberAnimation {
            target: face
            property: "scale"
            to: 1
            duration: Theme.motion(80)
            easing.type: Easing.InQuad
        }
        onStopped: {
            // Restarted or cut short by the next move: never leave an old number or a size.
            tile.shownExponent = tile.exponent;
            face.scale = 1;
        }
    }
}
