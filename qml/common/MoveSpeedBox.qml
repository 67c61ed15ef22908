// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// The pace at which the computer plays for the player (2048's Autoplay, Fifteen's Solve): a
// short "5/s" on the bar, and a list of "5 moves/s" as wide as its longest entry.
ComboBox {
    id: box

    // The choices, in moves per second, and the one in use.
    property var speeds: []
    property int speed: 0

    // The player picked another speed.
    signal speedChosen(int speed)

    function speedText(movesPerSecond) {
        return qsTr("%n moves/s", "", movesPerSecond);
    }

    focusPolicy: Qt.NoFocus
    Accessible.name: qsTr("Speed: %1").arg(speedText(speed))
    model: speeds
    displayText: qsTr("%1/s").arg(speed)
    currentIndex: Math.max(0, speeds.indexOf(speed))
    implicitWidth: 84
    popup.width: Math.max(box.width, Math.ceil(entrySizer.implicitWidth) + 2 * Theme.spacing + 8)
    // Wider than the box, the list grows to the left: the box sits at the window's right edge.
    popup.x: box.width - popup.width
    delegate: ItemDelegate {
        required property int modelData
        required property int index

        objectName: "moveSpeed_" + modelData
        width: box.popup.availableWidth
        text: box.speedText(modelData)
        highlighted: box.highlightedIndex === index
    }
    onActivated: index => box.speedChosen(speeds[index])

    // The entries' texts, unseen: the widest sets the list's width.
    Column {
        id: entrySizer

        visible: false

        Repeater {
            model: box.speeds

            Text {
                required property int modelData

                text: box.speedText(modelData)
                font: box.font
            }
        }
    }
}
