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
        onPressed: menuBar.titlePressed = true
        onCanceled: menuBar.titlePressed = false
    }

    // The bar's menus: as wide as their entries, with their shortcuts (AppMenu), and keeping the
    // bar in step when they open and close.
    component ThemedMenu: AppMenu {
        id: menu

        onAboutToShow: menuBar.menuOpening(menu)
        onClosed: menuBar.menuClosed(menu)
    }

    // The Theme menu's actions: one of three, so an exclusive group (a click on the checked
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

    ThemedMenu {
        id: gameMenu

        title: qsTr("&Game")

        Action {
            text: qsTr("&Home")
            shortcut: ActionTable.shortcuts["app.home"]
            enabled: menuBar.currentScreen !== "home"
            onTriggered: menuBar.homeRequested()
        }
        MenuSeparator {
        }
        // One item per game, after "Home" and the separator.
        Instantiator {
            model: Games.all
            delegate: AppMenuItem {
                id: gameItem

                required property var modelData

                action: Action {
                    text: gameItem.modelData.title
                    shortcut: ActionTable.shortcuts["app.open_" + gameItem.modelData.id]
                    onTriggered: menuBar.gameRequested(gameItem.modelData.id)
                }
            }
            onObjectAdded: (index, object) => gameMenu.insertItem(2 + index, object)
            onObjectRemoved: (index, object) => gameMenu.removeItem(object)
        }
        Action {
            text: qsTr("Sokoban level &editor")
            shortcut: ActionTable.shortcuts["app.editor"]
            enabled: menuBar.currentScreen !== "editor"
            onTriggered: menuBar.editorRequested()
        }
        MenuSeparator {
        }
        // Sokoban's levels, from any screen: the level browser, a level file.
        Action {
            text: qsTr("Sokoban &levels…")
            shortcut: ActionTable.shortcuts["app.levelBrowser"]
            onTriggered: menuBar.sokobanLevelsRequested()
        }
        Action {
            text: qsTr("&Open level file…")
            shortcut: ActionTable.shortcuts["app.openLevelFile"]
            onTriggered: menuBar.openLevelFileRequested()
        }
        MenuSeparator {
        }
        Action {
            text: qsTr("&Quit")
            shortcut: ActionTable.shortcuts["app.quit"]
            onTriggered: menuBar.quitRequested()
        }
    }
    ThemedMenu {
        title: qsTr("&Settings")

        Action {
            text: qsTr("&Preferences…")
            shortcut: ActionTable.shortcuts["app.settings"]
            onTriggered: menuBar.settingsRequested()
        }
        MenuSeparator {
        }
        ThemedMenu {
            title: qsTr("&Theme")

            RadioMenuItem {
                objectName: "themeMenuLight"
                action: ThemeAction {
                    text: qsTr("&Light")
                    theme: AppSettings.Light
                }
            }
            RadioMenuItem {
                objectName: "themeMenuDark"
                action: ThemeAction {
                    text: qsTr("&Dark")
                    theme: AppSettings.Dark
                }
            }
            RadioMenuItem {
                objectName: "themeMenuHighContrast"
                action: ThemeAction {
                    text: qsTr("&High contrast")
                    theme: AppSettings.HighContrast
                }
            }
            RadioMenuItem {
                objectName: "themeMenuSystem"
                action: ThemeAction {
                    text: qsTr("Follow &system")
                    theme: AppSettings.System
                }
            }
        }
    }
    ThemedMenu {
        title: qsTr("&Help")

        Action {
            text: qsTr("&Help")
            shortcut: ActionTable.shortcuts["app.help"]
            onTriggered: menuBar.helpRequested()
        }
        Action {
            text: qsTr("&About Tessera")
            onTriggered: menuBar.aboutRequested()
        }
    }
}
