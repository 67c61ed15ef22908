// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// The picture of a palette tool, drawn with the board's own colours and art, so the palette
// shows exactly what a click paints.
Item {
    id: icon

    // EditorTool order: 0 wall, 1 floor, 2 goal, 3 box, 4 box on goal, 5 player,
    // 6 player on goal, 7 erase.
    property int tool: 0
    property real size: 28

    readonly property string art: "qrc:/qt-project.org/imports/Tessera/sokoban/art/"
    readonly property bool onFloor: tool >= 1 && tool <= 6
    readonly property bool withGoal: tool === 2 || tool === 4 || tool === 6

    implicitWidth: size
    implicitHeight: size

    Rectangle {
        anchors.fill: parent
        radius: Math.round(icon.size * 0.14)
        visible: icon.tool === 0
        color: Theme.sokobanWall
        border.color: Theme.sokobanWallFront
        border.width: Math.max(1, Math.round(icon.size * 0.08))
    }
    Rectangle {
        anchors.fill: parent
        radius: Math.round(icon.size * 0.14)
        visible: icon.onFloor
        color: Theme.sokobanFloor
        // The floor is close to the panel's colour in the dark theme: an edge keeps it visible.
        border.color: Theme.border
        border.width: 1
    }
    Rectangle {
        visible: icon.withGoal && icon.tool !== 4
        anchors.centerIn: parent
        width: Math.round(icon.size * 0.5)
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.sokobanGoal
        border.width: Math.max(1.5, icon.size * 0.07)

        Rectangle {
            anchors.centerIn: parent
            width: Math.round(icon.size * 0.16)
            height: width
            radius: width / 2
            color: Theme.sokobanGoal
        }
    }
    Image {
        anchors.fill: parent
        visible: icon.tool === 3 || icon.tool === 4
        source: icon.art + (icon.tool === 4 ? "box-on-goal.svg" : "box.svg")
        sourceSize.width: Math.ceil(icon.size * 2)
        sourceSize.height: Math.ceil(icon.size * 2)
        smooth: true
    }
    Image {
        anchors.fill: parent
        visible: icon.tool === 5 || icon.tool === 6
        source: icon.art + "player.svg"
        sourceSize.width: Math.ceil(icon.size * 2)
        sourceSize.height: Math.ceil(icon.size * 2)
        smooth: true
    }
    // Erase: the empty outside, crossed out.
    Rectangle {
        anchors.fill: parent
        visible: icon.tool === 7
        radius: Math.round(icon.size * 0.14)
        color: "transparent"
        border.color: Theme.textMuted
        border.width: 1

        Rectangle {
            anchors.centerIn: parent
            width: parent.width * 1.1
            height: Math.max(1.5, icon.size * 0.08)
            rotation: 45
            color: Theme.danger
            antialiasing: true
        }
    }
}
