// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// The Sokoban page of the Settings dialog.
Column {
    id: page

    spacing: Theme.spacing

    component Explanation: Label {
        width: page.width
        leftPadding: 32
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
    }

    SettingsHeading {
        text: qsTr("Animation speed")
    }
    Row {
        spacing: Theme.spacing

        ButtonGroup {
            id: speedGroup
        }
        Repeater {
            model: [{
                    "speed": SokobanSettings.Off,
                    "name": "off",
                    "text": qsTr("Off")
                }, {
                    "speed": SokobanSettings.Fast,
                    "name": "fast",
                    "text": qsTr("Fast")
                }, {
                    "speed": SokobanSettings.Normal,
                    "name": "normal",
                    "text": qsTr("Normal")
                }, {
                    "speed": SokobanSettings.Slow,
                    "name": "slow",
                    "text": qsTr("Slow")
                }]

            RadioButton {
                required property var modelData

                objectName: "speed_" + modelData.name
                text: modelData.text
                ButtonGroup.group: speedGroup
                checked: SokobanSettings.animationSpeed === modelData.speed
                onToggled: SokobanSettings.animationSpeed = modelData.speed
            }
        }
    }

    SettingsHeading {
        topPadding: Theme.spacing
        text: qsTr("Rules and hints")
    }
    CheckBox {
        objectName: "trainPush"
        text: qsTr("Train push")
        checked: SokobanSettings.trainPush
        onToggled: SokobanSettings.trainPush = checked
    }
    Explanation {
        text: qsTr("Pushing a box that has other boxes in a line behind it pushes them all. " + "Standard Sokoban allows one box at a time; levels stay solvable either way.")
    }
    CheckBox {
        objectName: "showDeadSquares"
        text: qsTr("Show dead squares")
        checked: SokobanSettings.showDeadSquares
        onToggled: SokobanSettings.showDeadSquares = checked
    }
    Explanation {
        text: qsTr("Mark the floor cells from which a box could never reach a goal, " + "so you see a dead end before you push into it.")
    }
}
