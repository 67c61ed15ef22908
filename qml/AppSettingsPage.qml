import QtQuick
import QtQuick.Controls
import Tessera

// The "General" page of the Settings dialog: settings of the whole app.
Column {
    spacing: Theme.spacing

    Label {
        text: qsTr("Theme")
        color: Theme.text
        font.pixelSize: Theme.fontLarge
        font.bold: true
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

    Label {
        text: qsTr("Sound")
        color: Theme.text
        font.pixelSize: Theme.fontLarge
        font.bold: true
    }
    CheckBox {
        objectName: "soundEnabled"
        text: qsTr("Play sounds (M turns them on or off anywhere)")
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
}
