// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// The "Keys" page of the Settings dialog: every action with its keys (KeyBindings, C++). A key
// button listens for the next key and gives it to the action; the screens, the menus and Help
// follow at once, and the choice is kept.
Column {
    id: page

    // The row whose new key is awaited, or -1.
    property int listeningRow: -1
    // Why the last key was refused, shown under its row; empty when it was taken.
    property string refusal
    property int refusalRow: -1

    function listen(row) {
        page.refusal = "";
        page.refusalRow = row;
        page.listeningRow = row;
        keyCatcher.forceActiveFocus();
    }

    function stopListening() {
        const row = page.listeningRow;
        page.listeningRow = -1;
        const button = keyRepeater.itemAt(row);
        if (button)
            button.focusKeyButton();
    }

    spacing: Theme.spacingSmall

    Label {
        width: parent.width
        wrapMode: Text.WordWrap
        text: qsTr("Press an action's key button, then the key you want for it (Esc keeps the old one). Help and the menus show your keys.")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
    Button {
        objectName: "resetAllKeys"
        text: qsTr("Reset all keys")
        enabled: KeyBindings.customised
        onClicked: {
            KeyBindings.resetAll();
            page.refusal = "";
            StorageNotices.checkSettings();
            // It turns itself off: the keys go to the first action rather than nowhere.
            const first = keyRepeater.itemAt(0);
            if (first)
                first.focusKeyButton();
        }
    }

    // Takes the next key while a row listens, before any shortcut of the window does.
    Item {
        id: keyCatcher

        objectName: "keyCatcher"
        // The game controller's buttons only cancel here (GamepadRouter): its A and D-pad come
        // as Return and arrow keys, which are not the player's choice of key.
        readonly property bool awaitingKey: page.listeningRow >= 0

        width: 0
        height: 0
        Accessible.role: Accessible.StaticText
        Accessible.name: qsTr("Press the new key; Esc keeps the old one.")
        Keys.onShortcutOverride: event => event.accepted = page.listeningRow >= 0
        Keys.onPressed: event => {
            event.accepted = true;
            if (page.listeningRow < 0)
                return;
            if (event.key === Qt.Key_Escape) {
                page.stopListening();
                return;
            }
            // A modifier alone: wait for the key it goes with.
            if (KeyBindings.isModifier(event.key))
                return;
            page.refusal = KeyBindings.setKey(page.listeningRow, event.key, event.modifiers);
            StorageNotices.checkSettings();
            page.stopListening();
        }
        onActiveFocusChanged: {
            if (!activeFocus)
                page.listeningRow = -1;
        }
    }

    Repeater {
        id: keyRepeater

        model: KeyBindings

        delegate: Column {
            id: row

            required property int index
            required property string screenTitle
            required property bool firstOfScreen
            required property string description
            required property string keys
            required property bool customised
            required property string actionId

            function focusKeyButton() {
                keyButton.forceActiveFocus();
            }

            width: page.width
            spacing: Theme.spacingSmall

            SettingsHeading {
                visible: row.firstOfScreen
                topPadding: Theme.spacing
                text: row.screenTitle
            }
            RowLayout {
                width: parent.width
                spacing: Theme.spacing

                Label {
                    Layout.fillWidth: true
                    text: row.description
                    wrapMode: Text.WordWrap
                    color: Theme.text
                }
                Button {
                    id: keyButton

                    readonly property bool listening: page.listeningRow === row.index

                    objectName: "keyButton_" + row.actionId
                    Layout.preferredWidth: Math.max(implicitWidth, 120)
                    text: listening ? qsTr("Press a key…") : row.keys
                    font.bold: row.customised
                    Accessible.name: qsTr("%1: %2").arg(row.description).arg(text)
                    Accessible.description: qsTr("Press to choose another key")
                    onClicked: page.listen(row.index)
                }
                Button {
                    objectName: "keyReset_" + row.actionId
                    text: qsTr("Default")
                    enabled: row.customised
                    Accessible.name: qsTr("%1: back to the default keys").arg(row.description)
                    onClicked: {
                        page.refusalRow = row.index;
                        page.refusal = KeyBindings.reset(row.index);
                        StorageNotices.checkSettings();
                        // It turns itself off: the keys go to the row's key button.
                        row.focusKeyButton();
                    }
                }
            }
            Label {
                objectName: "keyRefusal_" + row.actionId
                width: parent.width
                visible: page.refusal !== "" && page.refusalRow === row.index
                wrapMode: Text.WordWrap
                text: visible ? page.refusal : ""
                color: Theme.danger
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }
        }
    }
}
