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
    // As wide as the window allows, by the window's width: a width bound to the overlay's
    // (parent.width) made a binding loop on implicitHeight as the dialog opened.
    width: Math.min(560, (ApplicationWindow.window ? ApplicationWindow.window.width : 560) - 2 * Theme.spacingLarge)
    // Never taller than the window: the reasons scroll, the buttons stay in sight.
    height: Math.min(implicitHeight, parent.height - 2 * Theme.spacingLarge)
    // The text wraps to the dialog, not the dialog to the text.
    contentWidth: availableWidth
    contentHeight: message.implicitHeight
    title: qsTr("Some of your data is not saved")
    onOpened: retryButton.forceActiveFocus()

    function tryAgain() {
        if (StorageNotices.saveAll()) {
            close();
            quitConfirmed();
        }
    }

    Flickable {
        id: scroll

        objectName: "unsavedDataScroll"
        anchors.fill: parent
        clip: true
        contentWidth: width
        contentHeight: message.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        // The keyboard reads on too: Tab to the text, then the arrows, Page Up/Down, Home, End.
        activeFocusOnTab: contentHeight > height
        Keys.onUpPressed: scrollBy(-message.font.pixelSize * 2)
        Keys.onDownPressed: scrollBy(message.font.pixelSize * 2)
        Keys.onPressed: event => {
            const page = height - message.font.pixelSize * 2;
            if (event.key === Qt.Key_PageUp)
                scrollBy(-page);
            else if (event.key === Qt.Key_PageDown)
                scrollBy(page);
            else if (event.key === Qt.Key_Home)
                scrollBy(-contentHeight);
            else if (event.key === Qt.Key_End)
                scrollBy(contentHeight);
            else
                return;
            event.accepted = true;
        }

        function scrollBy(dy) {
            contentY = Math.max(0, Math.min(contentHeight - height, contentY + dy));
        }

        // In the dialog's right padding: the text keeps its width whether it scrolls or not.
        ScrollBar.vertical: AppScrollBar {
            parent: scroll.parent
            x: scroll.x + scroll.width + (dialog.rightPadding - width) / 2
            y: scroll.y
            height: scroll.height
        }

        // Where the keyboard is.
        Rectangle {
            parent: scroll.parent
            x: scroll.x - 5
            y: scroll.y - 3
            width: scroll.width + 10
            height: scroll.height + 6
            visible: scroll.activeFocus
            color: "transparent"
            border.color: Theme.focusRing
            border.width: 2
            radius: 2
        }

        Label {
            id: message

            objectName: "unsavedDataText"
            width: scroll.width
            wrapMode: Text.WordWrap
            color: Theme.text
            text: StorageNotices.unsavedMessages.join("\n\n") + "\n\n" + qsTr("If you quit now, it is lost. Free some space or fix the folder, then try again.")
        }
    }

    buttons: [
        Button {
            id: retryButton

            objectName: "unsavedDataRetry"
            text: qsTr("Try again")
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
            onClicked: dialog.tryAgain()
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
