// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Fusion.impl
import Tessera

// The window's menus. The actions' shortcuts work whether a menu is open or not; the shell
// decides what each request does (Main.qml). The shortcuts are the action table's "app" rows.
MenuBar {
    id: menuBar

    // "home" or the game shown: the Game menu checks it.
    property string currentScreen: "home"

    signal homeRequested
    signal gameRequested(string gameId)
    signal settingsRequested
    signal aboutRequested
    signal helpRequested
    signal quitRequested
    signal sokobanLevelsRequested
    signal openLevelFileRequested
    signal editorRequested
    // A menu was closed without choosing anything (Esc): the screen takes the keyboard back.
    signal menuDismissed

    // A title was pressed: the menu that closes now closes because of that press.
    property bool titlePressed: false

    // Qt 6.4's MenuBar loses track of a menu that Esc closes while the pointer rests on its
    // title: the title stays lit, the next click only "closes" the closed menu, and the next
    // Esc goes to the bar. Telling the bar what a second click on the title would (triggered)
    // puts it back in step; then the title is unlit and the screen gets the keyboard back.
    function menuClosed(menu) {
        const pressed = titlePressed;
        titlePressed = false;
        for (let i = 0; i < count; ++i) {
            const title = itemAt(i);
            if (!title || title.menu !== menu || !title.highlighted)
                continue;
            if (!pressed && title.hovered)
                title.triggered();
            title.highlighted = false;
            menuDismissed();
        }
    }

    // An open menu's title is lit (menuClosed may have unlit it while the bar still had it).
    function menuOpening(menu) {
        titlePressed = false;
        for (let i = 0; i < count; ++i) {
            const title = itemAt(i);
            if (title && title.menu === menu)
                title.highlighted = true;
        }
    }

    delegate: MenuBarItem {
        // A title pointed at or pressed makes its menu's entries before the menu opens, so
        // it opens laid out (opened by keys, the menu makes them as it opens).
        onHoveredChanged: {
            if (hovered && menu)
                menu.fill();
        }
        onPressed: {
            if (menu)
                menu.fill();
            menuBar.titlePressed = true;
        }
        onCanceled: menuBar.titlePressed = false
    }

    // The bar's menus: as wide as their entries, with their shortcuts (AppMenu), and keeping the
    // bar in step when they open and close. Their entries are made the first time the menu
    // opens (`entries`, an EntryList): a start shows only the titles, and the entries' items
    // cost about 25 ms and 2.5 MB (issue #38). The actions, with their shortcuts, are the bar's
    // own and work from the start.
    component ThemedMenu: AppMenu {
        id: menu

        property Component entries
        property bool filled: false

        // Adds the entries in order: items and submenus (filled now too) as they are; an
        // Instantiator's objects in its place.
        function fill() {
            if (filled || !entries)
                return;
            filled = true;
            const list = entries.createObject(menu);
            for (let k = 0; k < list.entries.length; ++k) {
                const entry = list.entries[k];
                if (entry.objectAt !== undefined) {
                    for (let i = 0; i < entry.count; ++i)
                        menu.addItem(entry.objectAt(i));
                } else if (entry.contentModel !== undefined) {
                    // A submenu's entries with its menu's: it opens laid out, as they do.
                    entry.fill();
                    menu.addMenu(entry);
                } else {
                    menu.addItem(entry);
                }
            }
            // Now, not at the next frame: the menu opens at its full size.
            menu.contentItem.forceLayout();
        }

        onAboutToShow: {
            fill();
            menuBar.menuOpening(menu);
        }
        onClosed: menuBar.menuClosed(menu)
    }
    // A menu's entries, in order: AppMenuItems, MenuSeparators, submenus, Instantiators.
    component EntryList: QtObject {
        default property list<QtObject> entries
    }

    // The Theme menu's actions: one of four, so an exclusive group (a click on the checked
    // one leaves it checked). For tests: themeGroup.actions.
    readonly property ActionGroup themeGroup: ActionGroup {
        exclusive: true
    }

    // One theme, in step with AppSettings whoever changes it, in the Theme menu's group.
    component ThemeAction: Action {
        required property int theme

        ActionGroup.group: menuBar.themeGroup
        checkable: true
        checked: AppSettings.theme === theme
        onTriggered: AppSettings.theme = theme
    }
    // A menu item with a round indicator: one choice of several (Fusion draws a check box).
    component RadioMenuItem: AppMenuItem {
        id: radioItem

        indicator: RadioIndicator {
            x: radioItem.mirrored ? radioItem.width - width - radioItem.rightPadding : radioItem.leftPadding
            y: radioItem.topPadding + (radioItem.availableHeight - height) / 2
            control: radioItem
            visible: radioItem.checkable
        }
    }

    // The actions, with their shortcuts, from the start, in a popup that never opens. Qt 6.4
    // blocks the shortcuts of objects outside an open popup (a dialog, a menu) unless they
    // belong to a closed popup: so, as when they were their closed menus' own, the window's
    // keys (Ctrl+Q, F1, Ctrl+1...) keep working while a dialog or a menu is open.
    Popup {
        id: actionHolder

        Action {
            id: homeAction

            text: qsTr("&Home")
            shortcut: ActionTable.shortcuts["app.home"]
            enabled: menuBar.currentScreen !== "home"
            onTriggered: menuBar.homeRequested()
        }
        // One action per game.
        Instantiator {
            id: gameActions

            model: Games.all
            delegate: Action {
                required property var modelData

                text: modelData.title
                shortcut: ActionTable.shortcuts["app.open_" + modelData.id]
                onTriggered: menuBar.gameRequested(modelData.id)
            }
        }
        Action {
            id: editorAction

            text: qsTr("Sokoban level &editor")
            shortcut: ActionTable.shortcuts["app.editor"]
            enabled: menuBar.currentScreen !== "editor"
            onTriggered: menuBar.editorRequested()
        }
        // Sokoban's levels, from any screen: the level browser, a level file.
        Action {
            id: levelsAction

            text: qsTr("Sokoban &levels…")
            shortcut: ActionTable.shortcuts["app.levelBrowser"]
            onTriggered: menuBar.sokobanLevelsRequested()
        }
        Action {
            id: openFileAction

            text: qsTr("&Open level file…")
            shortcut: ActionTable.shortcuts["app.openLevelFile"]
            onTriggered: menuBar.openLevelFileRequested()
        }
        Action {
            id: quitAction

            text: qsTr("&Quit")
            shortcut: ActionTable.shortcuts["app.quit"]
            onTriggered: menuBar.quitRequested()
        }
        Action {
            id: settingsAction

            text: qsTr("&Preferences…")
            shortcut: ActionTable.shortcuts["app.settings"]
            onTriggered: menuBar.settingsRequested()
        }
        ThemeAction {
            id: lightAction

            text: qsTr("&Light")
            theme: AppSettings.Light
        }
        ThemeAction {
            id: darkAction

            text: qsTr("&Dark")
            theme: AppSettings.Dark
        }
        ThemeAction {
            id: highContrastAction

            text: qsTr("&High contrast")
            theme: AppSettings.HighContrast
        }
        ThemeAction {
            id: systemThemeAction

            text: qsTr("Follow &system")
            theme: AppSettings.System
        }
        Action {
            id: helpAction

            text: qsTr("&Help")
            shortcut: ActionTable.shortcuts["app.help"]
            onTriggered: menuBar.helpRequested()
        }
        Action {
            id: aboutAction

            text: qsTr("&About Tessera")
            onTriggered: menuBar.aboutRequested()
        }
    }

    ThemedMenu {
        title: qsTr("&Game")
        entries: EntryList {
            AppMenuItem {
                action: homeAction
            }
            MenuSeparator {
            }
            Instantiator {
                model: gameActions.count
                delegate: AppMenuItem {
                    required property int index

                    action: gameActions.objectAt(index)
                }
            }
            AppMenuItem {
                action: editorAction
            }
            MenuSeparator {
            }
            AppMenuItem {
                action: levelsAction
            }
            AppMenuItem {
                action: openFileAction
            }
            MenuSeparator {
            }
            AppMenuItem {
                action: quitAction
            }
        }
    }
    ThemedMenu {
        title: qsTr("&Settings")
        entries: EntryList {
            AppMenuItem {
                action: settingsAction
            }
            MenuSeparator {
            }
            ThemedMenu {
                title: qsTr("&Theme")
                entries: EntryList {
                    RadioMenuItem {
                        objectName: "themeMenuLight"
                        action: lightAction
                    }
                    RadioMenuItem {
                        objectName: "themeMenuDark"
                        action: darkAction
                    }
                    RadioMenuItem {
                        objectName: "themeMenuHighContrast"
                        action: highContrastAction
                    }
                    RadioMenuItem {
                        objectName: "themeMenuSystem"
                        action: systemThemeAction
                    }
                }
            }
        }
    }
    ThemedMenu {
        title: qsTr("&Help")
        entries: EntryList {
            AppMenuItem {
                action: helpAction
            }
            AppMenuItem {
                action: aboutAction
            }
        }
    }
}
