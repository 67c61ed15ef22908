// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// The "General" page of the Settings dialog: settings of the whole app, and the game
// controllers connected with what their buttons do (the action table's controller column).
Column {
    spacing: Theme.spacing

    SettingsHeading {
        text: qsTr("Theme")
    }
    ButtonGroup {
        id: themeGroup
    }
    Repeater {
        model: [{
                "theme": AppSettings.Light,
                "name": "light",
                "text": qsTr("Light")
            }, {
                "theme": AppSettings.Dark,
                "name": "dark",
                "text": qsTr("Dark")
            }, {
                "theme": AppSettings.HighContrast,
                "name": "highContrast",
                "text": qsTr("High contrast (white on black)")
            }, {
                "theme": AppSettings.System,
                "name": "system",
                "text": qsTr("Follow the system (light or dark, as the desktop is)")
            }]

        RadioButton {
            required property var modelData

            objectName: "theme_" + modelData.name
            text: modelData.text
            ButtonGroup.group: themeGroup
            checked: AppSettings.theme === modelData.theme
            onToggled: AppSettings.theme = modelData.theme
        }
    }
    CheckBox {
        objectName: "reduceMotion"
        text: qsTr("Reduce motion")
        checked: AppSettings.reduceMotion
        onToggled: AppSettings.reduceMotion = checked
    }
    Label {
        width: parent.width
        leftPadding: 32
        wrapMode: Text.WordWrap
        text: qsTr("Moves, slides and screen changes happen at once, in every game, and hints stop pulsing.")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }

    SettingsHeading {
        topPadding: Theme.spacing
        text: qsTr("Text size")
    }
    ButtonGroup {
        id: textSizeGroup
    }
    Repeater {
        model: [{
                "percent": 100,
                "text": qsTr("Normal")
            }, {
                "percent": 125,
                "text": qsTr("Large (125%)")
            }, {
                "percent": 150,
                "text": qsTr("Larger (150%)")
            }]

        RadioButton {
            required property var modelData

            objectName: "textSize_" + modelData.percent
            text: modelData.text
            ButtonGroup.group: textSizeGroup
            checked: AppSettings.textSize === modelData.percent
            onToggled: AppSettings.textSize = modelData.percent
        }
    }

    SettingsHeading {
        topPadding: Theme.spacing
        text: qsTr("Sound")
    }
    CheckBox {
        objectName: "soundEnabled"
        text: qsTr("Play sounds (%1 turns them on or off anywhere)").arg(ActionTable.keyTexts["app.toggleSound"])
        checked: AppSettings.soundEnabled
        onToggled: AppSettings.soundEnabled = checked
    }
    Row {
        spacing: Theme.spacing
        enabled: AppSettings.soundEnabled

        Label {
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Volume")
            color: Theme.text
        }
        Slider {
            id: volumeSlider

            objectName: "soundVolume"
            Accessible.name: qsTr("Volume")
            from: 0
            to: 100
            stepSize: 5
            value: AppSettings.soundVolume
            onMoved: AppSettings.soundVolume = Math.round(value)
            // A sample at the new volume, so the user hears what was chosen.
            onPressedChanged: {
                if (!pressed)
                    SoundEffects.click();
            }
        }
        Label {
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("%1 %").arg(Math.round(volumeSlider.value))
            color: Theme.textMuted
        }
    }
    Label {
        visible: !SoundEffects.available
        width: parent.width
        wrapMode: Text.WordWrap
        text: qsTr("No sound output was found: the games stay silent.")
        color: Theme.textMuted
    }

    SettingsHeading {
        topPadding: Theme.spacing
        text: qsTr("Language")
    }
    ComboBox {
        id: languageChoice

        objectName: "languageChoice"
        // Each language by its own name, as a speaker of it looks for it.
        readonly property var codes: ["system", "en", "cs", "zh_CN", "bg", "pl"]

        width: Math.min(parent.width, implicitWidth * 1.5)
        model: [qsTr("Follow the system"), "English", "Čeština", "中文", "Български", "Polski"]
        currentIndex: Math.max(0, codes.indexOf(AppSettings.language))
        //: What a screen reader says of the language list: %1 is the language chosen.
        Accessible.name: qsTr("Language: %1").arg(displayText)
        onActivated: index => AppSettings.language = codes[index]
    }

    SettingsHeading {
        topPadding: Theme.spacing
        text: qsTr("Game controllers")
    }
    Label {
        objectName: "gamepadList"
        width: parent.width
        wrapMode: Text.WordWrap
        color: Theme.text
        text: !Gamepads.available ? qsTr("Game controllers are not supported on this system.") : Gamepads.controllers.length === 0 ? qsTr("None connected. Plug one in to play with it.") : Gamepads.controllers.join("\n")
    }
    Repeater {
        model: ActionTable.screens

        Column {
            id: mapping

            required property var modelData
            readonly property var rows: ActionTable.helpRows(modelData.id).filter(row => row.gamepad !== "")

            width: parent.width
            visible: rows.length > 0

            Label {
                text: mapping.modelData.title
                color: Theme.text
                font.bold: true
            }
            Repeater {
                model: mapping.rows

                Label {
                    required property var modelData

                    width: mapping.width
                    leftPadding: Theme.spacing
                    wrapMode: Text.WordWrap
                    color: Theme.textMuted
                    text: qsTr("%1: %2").arg(modelData.gamepad).arg(modelData.description)
                }
            }
        }
    }
}
