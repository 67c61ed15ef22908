import QtQuick
import QtQuick.Controls

ApplicationWindow {
    id: window

    width: 960
    height: 720
    visible: true
    title: qsTr("Tessera")
}
