// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// "More ▾" on a tool bar: opens its menu below it. The entries declared inside it are the
// menu's; ToolBarRow adds the buttons that do not fit to the same menu.
BarButton {
    id: button

    // The tip while the menu is closed: none over the open menu.
    property string menuTip
    readonly property AppMenu menu: moreMenu
    default property alias entries: moreMenu.contentData

    text: qsTr("More ▾")
    tip: moreMenu.visible ? "" : menuTip
    onClicked: moreMenu.open()

    AppMenu {
        id: moreMenu

        y: button.height
    }
}
