// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls

// A panel that scrolls when the window is too small for it: its scroll bar stays in sight while
// there is more below (Fusion's would show only while scrolling), and the content makes room
// for it.
ScrollView {
    id: view

    readonly property bool overflows: contentHeight > height - topPadding - bottomPadding + 1

    contentWidth: availableWidth
    clip: true
    rightPadding: overflows ? ScrollBar.vertical.width + 2 : 0
    ScrollBar.vertical.policy: overflows ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
    ScrollBar.horizontal.policy: ScrollBar.AlwaysOff
}
