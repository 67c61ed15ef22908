// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

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
    // Read again when the player chooses another key (Settings > Keys).
    readonly property var rows: {
        ActionTable.shortcuts;
        return ActionTable.helpRows(shownScreen);
    }

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

        WrappingTabBar {
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

        AppScrollView {
            id: scroll

            Layout.fillWidth: true
            Layout.fillHeight: true

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

                // A column of rows, not a GridLayout over a Repeater: Qt 6.4's GridLayout kept
                // cells the Repeater had deleted and crashed on its next layout. The columns line
                // up because each has the same width in every row.
                Column {
                    id: table

                    objectName: "helpControls"
                    // Keys, mouse and controller: a fifth of the width each, the rest describes.
                    readonly property real sideWidth: Math.min(220, (width - 3 * Theme.spacingLarge) / 5)

                    width: parent.width
                    spacing: 4

                    TableRow {
                        width: table.width
                        sideWidth: table.sideWidth
                        heading: true
                        cells: [qsTr("Action"), qsTr("Keys"), qsTr("Mouse"), qsTr("Controller")]
                    }
                    Repeater {
                        model: dialog.rows

                        TableRow {
                            required property var modelData
                            required property int index

                            width: table.width
                            sideWidth: table.sideWidth
                            rowIndex: index
                            cells: [modelData.description, modelData.keys, modelData.mouse, modelData.gamepad]
                        }
                    }
                }
            }
        }
    }

    component TableRow: Row {
        id: tableRow

        property var cells: []
        property bool heading: false
        property int rowIndex: -1
        // The description takes what the other three columns leave.
        property real sideWidth: 100

        spacing: Theme.spacingLarge

        Repeater {
            model: 4

            Label {
                required property int index

                objectName: tableRow.rowIndex >= 0 ? "helpCell_" + tableRow.rowIndex + "_" + index : ""
                width: index === 0 ? tableRow.width - 3 * (tableRow.sideWidth + Theme.spacingLarge) : tableRow.sideWidth
                text: tableRow.cells[index] || ""
                wrapMode: Text.WordWrap
                font.bold: tableRow.heading
                color: tableRow.heading || index === 0 ? Theme.text : Theme.textMuted
            }
        }
    }
}
