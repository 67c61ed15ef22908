// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// Asks for the size of a new level (3 to 128 cells each way); it starts as floor enclosed by walls.
AppDialog {
    id: dialog

    property alias levelWidth: widthBox.value
    property alias levelHeight: heightBox.value

    signal sizeChosen(int width, int height)

    title: qsTr("New level")
    standardButtons: Dialog.Ok | Dialog.Cancel
    onAccepted: sizeChosen(widthBox.value, heightBox.value)
    onOpened: widthBox.forceActiveFocus()

    GridLayout {
        columns: 2
        columnSpacing: Theme.spacing
        rowSpacing: Theme.spacingSmall

        Label {
            text: qsTr("Width")
            color: Theme.text
        }
        SpinBox {
            id: widthBox

            objectName: "newLevelWidth"
            from: 3
            to: 128
            value: 10
            editable: true
        }
        Label {
            text: qsTr("Height")
            color: Theme.text
        }
        SpinBox {
            id: heightBox

            objectName: "newLevelHeight"
            from: 3
            to: 128
            value: 8
            editable: true
        }
        Label {
            Layout.columnSpan: 2
            Layout.maximumWidth: 300
            text: qsTr("The level starts as floor enclosed by walls. Rows and columns can be added or removed later.")
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
    }
}
