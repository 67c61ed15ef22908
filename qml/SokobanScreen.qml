import QtQuick
import QtQuick.Controls
import Tessera

// PLACEHOLDER, to be replaced by the Sokoban screen (issue 3, "The board" and after). It only
// shows the game's name so the shell can open the screen; the real screen keeps this file name and
// follows the contract in qml/README.md (FocusScope root, owns its keys, optional handlesEscape
// and toolBarItems).
FocusScope {
    id: screen

    // Set by the shell when the app was started with a level file: an absolute path.
    property string levelFile

    Column {
        anchors.centerIn: parent
        spacing: Theme.spacing

        Image {
            anchors.horizontalCenter: parent.horizontalCenter
            width: 160
            height: 160
            sourceSize.width: width * Screen.devicePixelRatio
            sourceSize.height: height * Screen.devicePixelRatio
            source: "qrc:/icons/sokoban.svg"
        }
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Sokoban")
            color: Theme.text
            font.pixelSize: Theme.fontTitle
            font.bold: true
        }
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Coming soon")
            color: Theme.sokobanColor
            font.pixelSize: Theme.fontLarge
        }
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: screen.levelFile !== ""
            text: qsTr("Level file: %1").arg(screen.levelFile)
            color: Theme.textMuted
            font.pixelSize: Theme.fontNormal
        }
    }
}
