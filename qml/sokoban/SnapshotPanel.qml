// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// The snapshots of the level (session.snapshots), beside the board: Save keeps the position
// reached (F5), and each one restores (F9 the newest), renames or goes. Play goes on while it
// is open: its buttons never take the keyboard, only a name being edited does.
Rectangle {
    id: panel

    required property SokobanSession session

    signal closeRequested
    // The name field gave the keyboard back.
    signal editingFinished

    implicitWidth: 330
    radius: Theme.radiusSmall
    color: Theme.surface
    border.color: Theme.border

    // Starts renaming row `row` (its name field takes the keys).
    function startRename(row) {
        list.editedRow = row;
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacingSmall

        RowLayout {
            Layout.fillWidth: true

            Label {
                Layout.fillWidth: true
                text: qsTr("Snapshots")
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
            }
            Button {
                objectName: "snapshotClose"
                text: "✕"
                flat: true
                focusPolicy: Qt.NoFocus
                Accessible.name: qsTr("Close the snapshots")
                onClicked: panel.closeRequested()
            }
        }
        Button {
            objectName: "snapshotSave"
            Layout.fillWidth: true
            text: qsTr("Save this position (%1)").arg(ActionTable.keyTexts["sokoban.saveSnapshot"])
            focusPolicy: Qt.NoFocus
            enabled: panel.session.snapshots.canSave
            onClicked: panel.session.snapshots.save()
        }
        Label {
            objectName: "snapshotEmpty"
            Layout.fillWidth: true
            visible: panel.session.snapshots.count === 0
            text: qsTr("No snapshot of this level yet. Save the position you reached, try an idea, and come back to it.")
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
        ListView {
            id: list

            objectName: "snapshotList"
            // The row whose name is being edited; -1: none.
            property int editedRow: -1

            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.spacingSmall
            model: panel.session.snapshots
            ScrollBar.vertical: AppScrollBar {
            }

            delegate: Rectangle {
                id: row

                required property int index
                required property string name
                required property int moves
                required property int pushes
                required property string dateText
                // A row on its way out has index -1: never the edited one, or its name field
                // would take the keys from the board.
                readonly property bool editing: index >= 0 && list.editedRow === index

                objectName: "snapshotRow" + index
                width: ListView.view.width
                height: rowColumn.implicitHeight + Theme.spacing
                radius: Theme.radiusSmall
                color: Theme.background
                border.color: Theme.border

                ColumnLayout {
                    id: rowColumn

                    anchors.fill: parent
                    anchors.margins: Theme.spacingSmall
                    spacing: 2

                    Label {
                        Layout.fillWidth: true
                        visible: !row.editing
                        text: row.name
                        elide: Text.ElideRight
                        color: Theme.text
                        font.bold: true
                    }
                    TextField {
                        id: nameField

                        objectName: "snapshotNameField"
                        Layout.fillWidth: true
                        visible: row.editing
                        text: row.name
                        selectByMouse: true
                        onVisibleChanged: {
                            if (visible) {
                                text = row.name;
                                selectAll();
                                forceActiveFocus();
                            }
                        }
                        // Qt 6.4 leaves the keys with a hidden item, and the screen's focus
                        // scope would hand them back here: the field and the list (a scope of
                        // its own) let go of them first.
                        function finish() {
                            list.editedRow = -1;
                            focus = false;
                            list.focus = false;
                            panel.editingFinished();
                        }

                        onAccepted: {
                            panel.session.snapshots.rename(row.index, text);
                            finish();
                        }
                        Keys.onEscapePressed: finish()
                    }
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("%1 · %2 · %3", "moves · pushes · date").arg(qsTr("%n moves", "", row.moves)).arg(qsTr("%n pushes", "", row.pushes)).arg(row.dateText)
                        elide: Text.ElideRight
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacingSmall

                        Button {
                            objectName: "snapshotRestore"
                            Layout.fillWidth: true
                            text: qsTr("Restore")
                            focusPolicy: Qt.NoFocus
                            onClicked: panel.session.snapshots.restore(row.index)
                        }
                        Button {
                            objectName: "snapshotRename"
                            Layout.fillWidth: true
                            text: qsTr("Rename")
                            focusPolicy: Qt.NoFocus
                            onClicked: list.editedRow = row.index
                        }
                        Button {
                            objectName: "snapshotDelete"
                            Layout.fillWidth: true
                            text: qsTr("Delete")
                            focusPolicy: Qt.NoFocus
                            onClicked: panel.session.snapshots.remove(row.index)
                        }
                    }
                }
            }
        }
    }
}
