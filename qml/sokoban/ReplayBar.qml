// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// The controls of a replay (the best solution, Solve's answer, LURD pasted): a step back,
// play or pause, a step forward, the rest at once, how far it is, the speed, and stop (which
// keeps the position reached). Space plays and pauses; any move of the player's own ends the replay.
Rectangle {
    id: bar

    required property SokobanSession session

    implicitWidth: row.implicitWidth + 2 * Theme.spacing
    // From the controls themselves, not the row: a hidden bar's row is empty, and the screen
    // keeps this room above the board whether the bar is shown or not.
    implicitHeight: Math.max(playPause.implicitHeight, speedBox.implicitHeight) + Theme.spacing
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
            id: playPause

            objectName: "replayPlayPause"
            width: Math.max(implicitWidth, 76)
            text: bar.session.replay.running ? qsTr("Pause") : qsTr("Play")
            tip: qsTr("Play or pause (%1)").arg(ActionTable.keyTexts["sokoban.replayToggle"])
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
        MoveSpeedBox {
            id: speedBox

            objectName: "replaySpeed"
            anchors.verticalCenter: parent.verticalCenter
            speeds: SokobanSettings.replaySpeeds()
            speed: SokobanSettings.replaySpeed
            ToolTip.visible: hovered
            ToolTip.delay: 600
            ToolTip.text: qsTr("Replay speed, in moves per second")
            onSpeedChosen: speed => SokobanSettings.replaySpeed = speed
        }
        BarButton {
            objectName: "replayStop"
            text: qsTr("Stop")
            tip: qsTr("End the replay here (%1)").arg(ActionTable.keyTexts["sokoban.escape"])
            onClicked: bar.session.replay.stop()
        }
    }
}
