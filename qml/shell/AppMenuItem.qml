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

    // The text as rich text, its mnemonic ("&Home") underlined as Fusion's label shows it.
    function shownText(text) {
        const escaped = c => c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c;
        let shown = "";
        for (let i = 0; i < text.length; ++i) {
            if (text[i] === "&" && i + 1 < text.length) {
                ++i;
                shown += text[i] === "&" ? "&amp;" : "<u>" + escaped(text[i]) + "</u>";
            } else {
                shown += escaped(text[i]);
            }
        }
        return shown;
    }

    // Fusion's label, but wrapped onto a second line rather than cut short where the menu is
    // as wide as the window (a longer language at a larger text size). No menu of ours has
    // icons.
    contentItem: Label {
        readonly property real arrowPadding: item.subMenu && item.arrow ? item.arrow.width + item.spacing : 0
        readonly property real indicatorPadding: item.checkable && item.indicator ? item.indicator.width + item.spacing : 0

        leftPadding: !item.mirrored ? indicatorPadding : arrowPadding
        rightPadding: item.mirrored ? indicatorPadding : arrowPadding
        text: item.shownText(item.text)
        textFormat: Text.StyledText
        font: item.font
        wrapMode: Text.Wrap
        maximumLineCount: 2
        elide: Text.ElideRight
        verticalAlignment: Text.AlignVCenter
        color: item.down || item.highlighted ? item.palette.highlightedText : item.palette.text
    }

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
