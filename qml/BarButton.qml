import QtQuick
import QtQuick.Controls

// A button on a screen's tool bar: never takes the keyboard from the board, and shows `tip`
// after a moment under the mouse.
ToolButton {
    property string tip

    focusPolicy: Qt.NoFocus
    font.pixelSize: Theme.fontNormal
    ToolTip.visible: hovered && tip !== ""
    ToolTip.delay: 600
    ToolTip.text: tip
}
