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
}
