import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// Help > Help (F1): how to play each game, and every key, mouse gesture and controller button,
// listed from the action table (ActionTable) the screens and the controller use, so this page
// cannot say something the game does not do. Opens on the page of the screen shown.
AppDialog {
    id: dialog

    objectName: "helpDialog"

    // The table's screen shown: "sokoban", "game2048", "fifteen", "editor", "app"...
    readonly property string shownScreen: tabs.currentIndex >= 0 ? ActionTable.screens[tabs.currentIndex].id : ""
    readonly property var rows: ActionTable.helpRows(shownScreen)

    function openFor(screenId) {
        const screens = ActionTable.screens;
        let index = 0;
        for (let i = 0; i < screens.length; ++i) {
            if (screens[i].id === screenId)
                index = i;
        }
        tabs.currentIndex = index;
        open();
    }

    width: Math.min(860, parent.width - 2 * Theme.spacingLarge)
    height: Math.min(640, parent.height - 2 * Theme.spacingLarge)
    title: qsTr("Help")
    standardButtons: Dialog.Close

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        TabBar {
            id: tabs

            objectName: "helpTabs"
            Layout.fillWidth: true

            Repeater {
                model: ActionTable.screens

                TabButton {
                    required property var modelData

                    objectName: "helpTab_" + modelData.id
                    text: modelData.title
                    width: implicitWidth
                }
            }
        }

        ScrollView {
            id: scroll

            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true

            Column {
                width: scroll.availableWidth
                spacing: Theme.spacing

                Label {
                    objectName: "helpHowToPlay"
                    width: parent.width
                    visible: text !== ""
                    text: ActionTable.howToPlay(dialog.shownScreen)
                    wrapMode: Text.WordWrap
                    color: Theme.text
                }

                GridLayout {
                    objectName: "helpControls"
                    width: parent.width
                    columns: 4
                    columnSpacing: Theme.spacingLarge
                    rowSpacing: 4

                    Repeater {
                        model: [qsTr("Action"), qsTr("Keys"), qsTr("Mouse"), qsTr("Controller")]

                        Label {
                            required property string modelData

                            text: modelData
                            font.bold: true
                            color: Theme.text
                        }
                    }
                    Repeater {
                        // One cell per column, row by row.
                        model: dialog.rows.length * 4

                        Label {
                            required property int index

                            readonly property var row: dialog.rows[Math.floor(index / 4)]

                            objectName: "helpCell_" + Math.floor(index / 4) + "_" + index % 4
                            Layout.fillWidth: index % 4 === 0
                            Layout.preferredWidth: index % 4 === 0 ? 260 : implicitWidth
                            Layout.maximumWidth: index % 4 === 0 ? 100000 : 220
                            text: row ? [row.description, row.keys, row.mouse, row.gamepad][index % 4] : ""
                            wrapMode: Text.WordWrap
                            color: index % 4 === 0 ? Theme.text : Theme.textMuted
                        }
                    }
                }
            }
        }
    }
}
