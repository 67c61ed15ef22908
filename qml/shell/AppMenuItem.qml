// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// A menu item that shows a shortcut on the right, so the keys can be learnt: its action's, or
// `shortcut` (an ActionTable.shortcuts entry) for an item without an action.
MenuItem {
    id: item

    property string shortcut: action && typeof action.shortcut === "string" ? action.shortcut : ""

    // The interface's one sound: a quiet click when a menu item is chosen.
    onTriggered: SoundEffects.click()

    rightPadding: padding + (shortcut !== "" ? shortcutLabel.implicitWidth + 32 : 0)

    Label {
        id: shortcutLabel

        anchors.right: parent.right
        anchors.rightMargin: item.padding + 4
        anchors.verticalCenter: parent.verticalCenter
        text: item.shortcut
        color: item.highlighted ? item.palette.highlightedText : Theme.textMuted
        font.pixelSize: Theme.fontSmall
    }
}
