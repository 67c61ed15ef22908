import QtQuick
import QtQuick.Controls
import Tessera

// The controls of a replay (the best solution, or LURD pasted): a step back, play or pause,
// a step forward, the rest at once, how far it is, and stop (which keeps the position reached).
// Space plays and pauses; any move of the player's own ends the replay.
Rectangle {
    id: bar

    required property SokobanSession session

    implicitWidth: row.implicitWidth + 2 * Theme.spacing
    implicitHeight: row.implicitHeight + Theme.spacing
    radius: height / 2
    color: Theme.surface
    border.color: Theme.border

    Row {
        id: row

        anchors.centerIn: parent
        spacing: 2

        Label {
            anchors.verticalCenter: parent.verticalCenter
            rightPadding: Theme.spacingSmall
            text: qsTr("Replay")
            color: Theme.sokobanColor
            font.pixelSize: Theme.fontNormal
            font.bold: true
        }
        BarButton {
            objectName: "replayStepBack"
            text: qsTr("◀ Back", "replay: one move back")
            tip: qsTr("One move back")
            enabled: bar.session.replay.position > 0
            onClicked: bar.session.replay.stepBack()
        }
        BarButton {
            objectName: "replayPlayPause"
            width: Math.max(implicitWidth, 76)
            text: bar.session.replay.running ? qsTr("Pause") : qsTr("Play")
            tip: qsTr("Play or pause (Space)")
            onClicked: bar.session.replay.toggle()
        }
        BarButton {
            objectName: "replayStep"
            text: qsTr("Step ▶", "replay: one move forward")
            tip: qsTr("One move forward")
            enabled: bar.session.replay.position < bar.session.replay.length
            onClicked: bar.session.replay.step()
        }
        BarButton {
            objectName: "replayToEnd"
            text: qsTr("End ▶▶", "replay: play the rest at once")
            tip: qsTr("Play the rest at once, to the final position")
            enabled: bar.session.replay.position < bar.session.replay.length
            onClicked: bar.session.replay.finish()
        }
        Label {
            anchors.verticalCenter: parent.verticalCenter
            leftPadding: Theme.spacingSmall
            rightPadding: Theme.spacingSmall
            text: qsTr("%1 / %2").arg(bar.session.replay.position).arg(bar.session.replay.length)
            color: Theme.textMuted
            font.pixelSize: Theme.fontNormal
        }
        BarButton {
            objectName: "replayStop"
            text: qsTr("Stop")
            tip: qsTr("End the replay here (Esc)")
            onClicked: bar.session.replay.stop()
        }
    }
}
