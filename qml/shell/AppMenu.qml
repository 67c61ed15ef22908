// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// A menu in the theme's colours, as wide as its widest entry: Fusion makes every menu 200 px
// wide, which cut longer entries short, the more so in the longer languages. Its items are
// AppMenuItems: they show their action's shortcut.
Menu {
    id: menu

    // Every entry's full width, re-read when a text changes (another language).
    readonly property real widestItem: {
        let widest = 0;
        for (let i = 0; i < count; ++i) {
            const item = itemAt(i);
            if (item)
                widest = Math.max(widest, item.implicitWidth);
        }
        return widest;
    }

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset, widestItem + leftPadding + rightPadding)
    // Menus are popups: they must bind the theme's palette themselves (see Theme.palette).
    palette: Theme.palette
    // Fusion's list, with a scroll bar in sight where the window is too short for every entry.
    contentItem: ListView {
        implicitHeight: contentHeight
        model: menu.contentModel
        interactive: Window.window ? contentHeight + menu.topPadding + menu.bottomPadding > Window.window.height : false
        clip: true
        currentIndex: menu.currentIndex

        ScrollBar.vertical: AppScrollBar {
        }
    }
    delegate: Component {
        AppMenuItem {
        }
    }

    // See AppDialog: the palette must be set on the items to follow a change of theme.
    Binding {
        target: menu.contentItem
        property: "palette"
        value: Theme.palette
    }
}
