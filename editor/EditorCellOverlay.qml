// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// What the editor draws over a SokobanCell (bound to the same EditorBoardModel row): the box or
// the player standing there, and for outside cells a faint square, so the designer sees the
// whole grid there is to paint on; over them, a problem mark where validation names one.
Item {
    id: overlay

    required property int cellX
    required property int cellY
    required property int terrain
    required property bool goal
    required property bool box
    required property bool player
    required property bool problem
    property real size: 32

    readonly property string art: "qrc:/qt-project.org/imports/Tessera/sokoban/art/"
    readonly property bool outside: terrain === SokobanBoardModel.Outside

    x: cellX * size
    y: cellY * size
    width: size
    height: size

    Rectangle {
        visible: overlay.outside
        anchors.fill: parent
        anchors.margins: overlay.size >= 12 ? 1 : 0
        radius: Math.round(overlay.size * 0.1)
        color: "transparent"
        border.color: Theme.border
        border.width: 1
        opacity: 0.8
    }
    Loader {
        anchors.fill: parent
        active: overlay.box || overlay.player
        sourceComponent: Image {
            source: overlay.art + (overlay.player ? "player.svg" : overlay.goal ? "box-on-goal.svg" : "box.svg")
            sourceSize.width: Math.ceil(overlay.size * Screen.devicePixelRatio)
            sourceSize.height: Math.ceil(overlay.size * Screen.devicePixelRatio)
            smooth: true
        }
    }
    // A problem mark, last: a fault on a box must show on the box (SokobanBoardPainter's order).
    Rectangle {
        objectName: "problemMark"
        visible: overlay.problem
        anchors.fill: parent
        anchors.margins: Math.round(overlay.size * 0.06)
        radius: Math.round(overlay.size * 0.12)
        color: Theme.sokobanProblemFill
        border.color: Theme.sokobanProblem
        border.width: Math.max(2, overlay.size * 0.06)
    }
}
