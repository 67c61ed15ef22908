import QtQuick
import QtQuick.Controls
import Tessera

// A short message that shows for a moment and fades ("Level copied", a solution that does not
// fit): show(message). The screen places it (anchors); it is as wide as its text, at most its
// parent's width less margins.
Rectangle {
    id: toast

    // For tests that read what was said.
    property alias textObjectName: toastText.objectName

    function show(message) {
        toastText.text = message;
        toastTimer.restart();
    }

    width: Math.min(toastText.implicitWidth + 2 * Theme.spacingLarge, parent.width - 2 * Theme.spacing)
    height: toastText.implicitHeight + Theme.spacing * 1.5
    radius: height / 2
    color: Theme.dark ? "#e6ebe9e6" : "#e623262b"
    opacity: toastTimer.running ? 1 : 0
    visible: opacity > 0

    Behavior on opacity  {
        NumberAnimation {
            duration: 180
        }
    }

    Label {
        id: toastText

        anchors.centerIn: parent
        width: Math.min(implicitWidth, toast.parent.width - 2 * Theme.spacingLarge)
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        color: Theme.dark ? "#1c1f24" : "#f3f1ec"
        font.pixelSize: Theme.fontNormal
    }
    Timer {
        id: toastTimer

        interval: 2600
    }
}
