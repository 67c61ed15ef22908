// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// "Square:" and a button per square board size, on one line, the label level with the buttons:
// a settings page's quick choice of size. `current` is the side of the board when it is square
// (else 0); a click asks for a size with `chosen`.
Row {
    id: choice

    property var sides: [3, 4, 5, 6, 7, 8]
    property int current: 0
    // The buttons' objectNames are this and the side ("game2048Size_4").
    property string namePrefix

    signal chosen(int side)

    spacing: Theme.spacingSmall

    Label {
        anchors.verticalCenter: parent.verticalCenter
        rightPadding: Theme.spacingSmall
        text: qsTr("Square:")
        color: Theme.textMuted
    }
    Repeater {
        model: choice.sides

        Button {
            required property int modelData

            objectName: choice.namePrefix + modelData
            anchors.verticalCenter: parent.verticalCenter
            // As wide as the text needs (Fusion's 80 px each put the last size on a line of its own).
            implicitWidth: Math.max(implicitContentWidth + 2 * Theme.spacing, implicitHeight)
            text: qsTr("%1×%1").arg(modelData)
            flat: !checked
            checkable: true
            checked: choice.current === modelData
            onClicked: {
                choice.chosen(modelData);
                checked = Qt.binding(() => choice.current === modelData);
            }
        }
    }
}
