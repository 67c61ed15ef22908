// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// The player: one item that walks from cell to cell over the session's step duration and
// turns to face the direction of the last move (the picture faces down). A step the rules
// refuse (session.blocked: a wall, a box that cannot move) shows: the player nudges
// toward it and back, or, with animations off, a red ring shows for a moment.
Item {
    id: player

    objectName: "sokobanPlayer"
    required property SokobanSession session
    property real size: 32

    // The sign of a refused step is showing (for tests).
    readonly property bool refusedShown: nudge.running || refusedRing.visible
    // How far the sprite is nudged, as a part of a cell, toward the direction it faces.
    property real nudgeAmount: 0

    function showRefused() {
        if (player.session.play.stepDuration > 0) {
            refusedTimer.stop();
            nudge.restart();
        } else {
            nudge.stop();
            player.nudgeAmount = 0;
            refusedTimer.restart();
        }
    }

    property real shownX: session.play.playerX
    property real shownY: session.play.playerY
    readonly property bool animated: session.play.animateSteps && session.play.stepDuration > 0

    x: shownX * size
    y: shownY * size
    width: size
    height: size
    visible: session.play.hasPlayer

    Behavior on shownX  {
        enabled: player.animated
        NumberAnimation {
            duration: player.session.play.stepDuration
        }
    }
    Behavior on shownY  {
        enabled: player.animated
        NumberAnimation {
            duration: player.session.play.stepDuration
        }
    }

    Connections {
        target: player.session

        function onBlocked() {
            player.showRefused();
        }
    }

    SequentialAnimation {
        id: nudge

        NumberAnimation {
            target: player
            property: "nudgeAmount"
            to: 0.18
            duration: Math.max(40, player.session.play.stepDuration / 2)
            easing.type: Easing.OutQuad
        }
        NumberAnimation {
            target: player
            property: "nudgeAmount"
            to: 0
            duration: Math.max(60, player.session.play.stepDuration / 2)
            easing.type: Easing.InQuad
        }
    }

    Timer {
        id: refusedTimer

        interval: 300
    }

    // With animations off: a still sign instead of a movement.
    Rectangle {
        id: refusedRing

        objectName: "sokobanRefusedRing"
        anchors.fill: parent
        anchors.margins: -Math.max(1, player.size * 0.04)
        radius: width / 2
        color: "transparent"
        border.color: Theme.danger
        border.width: Math.max(2, player.size * 0.08)
        visible: refusedTimer.running
    }

    Image {
        id: sprite

        anchors.fill: parent
        transform: Translate {
            x: player.nudgeAmount * player.size * (player.session.play.playerFacing === Direction.Left ? -1 : player.session.play.playerFacing === Direction.Right ? 1 : 0)
            y: player.nudgeAmount * player.size * (player.session.play.playerFacing === Direction.Up ? -1 : player.session.play.playerFacing === Direction.Down ? 1 : 0)
        }
        source: "art/player.svg"
        sourceSize.width: Math.ceil(player.size * Screen.devicePixelRatio)
        sourceSize.height: Math.ceil(player.size * Screen.devicePixelRatio)
        smooth: true
        rotation: {
            switch (player.session.play.playerFacing) {
            case Direction.Left:
                return 90;
            case Direction.Up:
                return 180;
            case Direction.Right:
                return 270;
            default:
                return 0;
            }
        }

        Behavior on rotation  {
            enabled: player.session.play.stepDuration > 0
            RotationAnimation {
                direction: RotationAnimation.Shortest
                duration: Math.min(110, player.session.play.stepDuration)
            }
        }
    }
}
