// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
import QtQuick
import QtQuick.Controls
import Tessera

// Asked before quitting while something the player did could not be saved (StorageNotices:
// a full disk, a folder that cannot be written): try again, quit anyway and lose it, or stay.
// Tessera also tries again by itself every few seconds while the window is open.
AppDialog {
    id: dialog

    // Quitting is decided: the window closes.
    signal quitConfirmed

    objectName: "unsavedDataDialog"
    width: Math.min(560, parent.width - 2 * Theme.spacingLarge)
    // The text wraps to the dialog, not the dialog to the text.
    contentWidth: availableWidth
    title: qsTr("Some of your data is not saved")
    onOpened: retryButton.forceActiveFocus()

    function tryAgain() {
        if (StorageNotices.saveAll()) {
            close();
            quitConfirmed();
        }
    }

    Label {
        id: message

        objectName: "unsavedDataText"
        width: dialog.availableWidth
        wrapMode: Text.WordWrap
        color: Theme.text
        text: StorageNotices.unsavedMessages.join("\n\n") + "\n\n" + qsTr("If you quit now, it is lost. Free some space or fix the folder, then try again.")
    }

    buttons: [
        Button {
            id: retryButton

            objectName: "unsavedDataRetry"
            text: qsTr("Try again")
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
            onClicked: dialog.tryAgain()
            Keys.onReturnPressed: dialog.tryAgain()
            Keys.onEnterPressed: dialog.tryAgain()
        },
        Button {
            objectName: "unsavedDataQuit"
            text: qsTr("Quit anyway")
            DialogButtonBox.buttonRole: DialogButtonBox.DestructiveRole
            onClicked: {
                dialog.close();
                dialog.quitConfirmed();
            }
        },
        Button {
            objectName: "unsavedDataCancel"
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    ]
}
