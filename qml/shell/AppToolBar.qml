// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// The bar above a game screen: back to the home screen, the game's name, and on the right
// whatever the screen offers in its optional `toolBarItems` Component (undo, restart, ...).
// The screen's buttons come first: a ToolBarRow moves those that do not fit into its More menu,
// and the name shows only where it fits whole between the back button and the buttons.
ToolBar {
    id: toolBar

    // The Games.qml entry of the game shown, and its screen item.
    property var game: null
    property Item screen: null

    signal backClicked

    implicitHeight: Theme.toolBarHeight
    //: The tool bar as a screen reader names it: %1 is the game or "Level editor".
    Accessible.name: game ? qsTr("%1 tool bar").arg(game.title) : ""

    background: Rectangle {
        color: Theme.toolBar

        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.border
        }
    }

    ToolButton {
        id: backButton

        objectName: "backButton"

        anchors.left: parent.left
        anchors.leftMargin: Theme.spacingSmall
        anchors.verticalCenter: parent.verticalCenter
        text: qsTr("‹ Home")
        font.pixelSize: Theme.fontNormal
        focusPolicy: Qt.NoFocus
        ToolTip.visible: hovered
        ToolTip.delay: 600
        ToolTip.text: qsTr("Back to the home screen (%1)").arg(ActionTable.keyTexts["app.home"])
        onClicked: toolBar.backClicked()
    }

    Row {
        id: titleRow

        readonly property real startX: backButton.x + backButton.width + Theme.spacing
        readonly property real endX: itemsLoader.x - Theme.spacing

        objectName: "toolBarTitle"
        anchors.verticalCenter: parent.verticalCenter
        // Centred on the bar when there is room, else moved aside for the buttons.
        x: Math.max(startX, Math.min((parent.width - implicitWidth) / 2, endX - implicitWidth))
        visible: implicitWidth <= endX - startX
        spacing: Theme.spacingSmall

        Rectangle {
            anchors.verticalCenter: parent.verticalCenter
            width: 10
            height: 10
            radius: 5
            color: toolBar.game ? Theme[toolBar.game.colorRole] : "transparent"
        }
        Label {
            anchors.verticalCenter: parent.verticalCenter
            text: toolBar.game ? toolBar.game.title : ""
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }
    }

    // Items a screen contributes; the screen keeps the keyboard focus.
    Loader {
        id: itemsLoader

        anchors.right: parent.right
        anchors.rightMargin: Theme.spacingSmall
        anchors.verticalCenter: parent.verticalCenter
        sourceComponent: toolBar.screen && toolBar.screen.toolBarItems !== undefined ? toolBar.screen.toolBarItems : null
    }
    // Everything right of the back button is the screen's, should it need it. Screens give
    // their buttons in a ToolBarRow, which moves what does not fit into its More menu.
    Binding {
        target: itemsLoader.item
        property: "maximumWidth"
        value: toolBar.availableWidth - backButton.x - backButton.width - Theme.spacing - Theme.spacingSmall
        when: itemsLoader.status === Loader.Ready
    }
}
