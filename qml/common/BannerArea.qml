// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// Where a game screen's banners (Banner) show, above its board. The room of one banner is
// always kept, so the board never moves when one appears or goes; a second banner at once, or
// one whose text wraps, lies over the top of the board instead of pushing it down.
Item {
    id: area

    default property alias banners: column.data

    Layout.fillWidth: true
    Layout.preferredHeight: sizer.implicitHeight + 2 * Theme.spacingSmall
    z: 10

    // Measures a banner's one line: its button sets its height.
    Button {
        id: sizer

        visible: false
        text: "X"
    }

    ColumnLayout {
        id: column

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        spacing: Theme.spacingSmall
    }
}
