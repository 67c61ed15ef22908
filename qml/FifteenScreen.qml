import QtQuick
import QtQuick.Controls
import Tessera

// PLACEHOLDER, to be replaced by the Fifteen screen (issue 6). It only shows the game's name so the
// shell can open the screen; the real screen keeps this file name and follows the contract in
// qml/README.md (FocusScope root, owns its keys, optional handlesEscape and toolBarItems).
FocusScope {
    id: screen

    Column {
        anchors.centerIn: parent
        spacing: Theme.spacing

        Image {
            anchors.horizontalCenter: parent.horizontalCenter
            width: 160
            height: 160
            sourceSize.width: width * Screen.devicePixelRatio
            sourceSize.height: height * Screen.devicePixelRatio
            source: "qrc:/icons/fifteen.svg"
        }
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Fifteen")
            color: Theme.text
            font.pixelSize: Theme.fontTitle
            font.bold: true
        }
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Coming soon")
            color: Theme.fifteenColor
            font.pixelSize: Theme.fontLarge
        }
    }
}
