import QtQuick
import QtQuick.Controls
import Tessera

// The bar above a game screen: back to the home screen, the game's name, and on the right
// whatever the screen offers in its optional `toolBarItems` Component (undo, restart, ...).
ToolBar {
    id: toolBar

    // The Games.qml entry of the game shown, and its screen item.
    property var game: null
    property Item screen: null

    signal backClicked

    implicitHeight: Theme.toolBarHeight

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
        ToolTip.text: qsTr("Back to the home screen (Alt+Left)")
        onClicked: toolBar.backClicked()
    }

    Row {
        anchors.centerIn: parent
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
        anchors.right: parent.right
        anchors.rightMargin: Theme.spacingSmall
        anchors.verticalCenter: parent.verticalCenter
        sourceComponent: toolBar.screen && toolBar.screen.toolBarItems !== undefined ? toolBar.screen.toolBarItems : null
    }
}
