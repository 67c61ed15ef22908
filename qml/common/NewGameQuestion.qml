// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// The question a game screen asks before a new game ends the one in progress: `text` says what
// is lost; the first button (also Return or Enter) accepts, the second keeps playing. The
// keyboard goes back to `focusAfter` when the question closes.
AppDialog {
    id: question

    property alias text: questionLabel.text
    property alias acceptText: acceptButton.text
    property alias keepText: keepButton.text
    // For the tests, which press the buttons.
    property alias acceptObjectName: acceptButton.objectName
    property alias keepObjectName: keepButton.objectName
    property Item focusAfter: null

    width: Math.min(440, parent.width - 2 * Theme.spacingLarge)
    title: qsTr("Start a new game?")
    onClosed: {
        if (focusAfter)
            focusAfter.forceActiveFocus();
    }
    onOpened: acceptButton.forceActiveFocus()

    Label {
        id: questionLabel

        width: question.availableWidth
        wrapMode: Text.WordWrap
        color: Theme.text
        font.pixelSize: Theme.fontNormal
    }

    buttons: [
        Button {
            id: acceptButton

            text: qsTr("New game")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        },
        Button {
            id: keepButton

            text: qsTr("Keep playing")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    ]
}
