// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// A panel that scrolls when the window is too small for it: its scroll bar stays in sight while
// there is more below (Fusion's would show only while scrolling), and the content makes room
// for it.
ScrollView {
    id: view

    readonly property bool overflows: contentHeight > height - topPadding - bottomPadding + 1

    // Keeps the item with the keyboard in sight: Tab through a long page scrolls it.
    function showFocusedItem() {
        const window = view.Window.window;
        const item = window ? window.activeFocusItem : null;
        const flickable = view.contentItem;
        // An item with no size (a key catcher) has nothing to show.
        if (!item || !flickable || !flickable.contentItem || item.width <= 0 || item.height <= 0)
            return;
        let inside = item;
        while (inside && inside !== flickable.contentItem)
            inside = inside.parent;
        if (!inside)
            return;
        const top = item.mapToItem(flickable.contentItem, 0, 0).y;
        const margin = Theme.spacing;
        if (top - margin < flickable.contentY)
            flickable.contentY = Math.max(0, top - margin);
        else if (top + item.height + margin > flickable.contentY + flickable.height)
            flickable.contentY = Math.min(flickable.contentHeight - flickable.height, top + item.height + margin - flickable.height);
    }

    contentWidth: availableWidth
    clip: true
    rightPadding: overflows ? ScrollBar.vertical.width + 2 : 0
    ScrollBar.vertical.policy: overflows ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
    ScrollBar.horizontal.policy: ScrollBar.AlwaysOff

    Connections {
        function onActiveFocusItemChanged() {
            view.showFocusedItem();
        }

        target: view.Window.window
    }
}
