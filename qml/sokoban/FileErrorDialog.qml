// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// Why a level file could not be opened, shown until the player closes it: a file named on the
// command line or chosen in the Open dialog deserves more than a passing notice.
AppDialog {
    id: dialog

    // Shows `message` (the file's name and what is wrong, with its line).
    function show(message) {
        messageLabel.text = message;
        open();
    }

    objectName: "sokobanFileError"
    width: Math.min(560, parent.width - 2 * Theme.spacingLarge)
    title: qsTr("The level file cannot be opened")
    standardButtons: Dialog.Ok

    Label {
        id: messageLabel

        objectName: "sokobanFileErrorText"
        width: parent.width
        wrapMode: Text.Wrap
        color: Theme.text
        font.pixelSize: Theme.fontNormal
    }
}
