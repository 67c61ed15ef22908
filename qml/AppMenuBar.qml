import QtQuick
import QtQuick.Controls
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

    // A radio item for one theme that stays in step with AppSettings, whoever changes it.
    component ThemeAction: Action {
        required property int theme

        checkable: true
        checked: AppSettings.theme === theme
        onTriggered: {
            AppSettings.theme = theme;
            // A click on the checked item unchecks it and breaks the binding: restore both.
            checked = Qt.binding(() => AppSettings.theme === theme);
        }
    }

    AppMenu {
        id: gameMenu

        title: qsTr("&Game")

        Action {
            text: qsTr("&Home")
            shortcut: ActionTable.shortcut("app", "home")
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
                    shortcut: ActionTable.shortcut("app", "open_" + gameItem.modelData.id)
                    onTriggered: menuBar.gameRequested(gameItem.modelData.id)
                }
            }
            onObjectAdded: (index, object) => gameMenu.insertItem(2 + index, object)
            onObjectRemoved: (index, object) => gameMenu.removeItem(object)
        }
        Action {
            text: qsTr("Sokoban level &editor")
            shortcut: ActionTable.shortcut("app", "editor")
            enabled: menuBar.currentScreen !== "editor"
            onTriggered: menuBar.editorRequested()
        }
        MenuSeparator {
        }
        // Sokoban's levels, from any screen: the level browser, a level file.
        Action {
            text: qsTr("Sokoban &levels…")
            shortcut: ActionTable.shortcut("app", "levelBrowser")
            onTriggered: menuBar.sokobanLevelsRequested()
        }
        Action {
            text: qsTr("&Open level file…")
            shortcut: ActionTable.shortcut("app", "openLevelFile")
            onTriggered: menuBar.openLevelFileRequested()
        }
        MenuSeparator {
        }
        Action {
            text: qsTr("&Quit")
            shortcut: ActionTable.shortcut("app", "quit")
            onTriggered: menuBar.quitRequested()
        }
    }
    AppMenu {
        title: qsTr("&Settings")

        Action {
            text: qsTr("&Preferences…")
            shortcut: ActionTable.shortcut("app", "settings")
            onTriggered: menuBar.settingsRequested()
        }
        MenuSeparator {
        }
        AppMenu {
            title: qsTr("&Theme")

            ThemeAction {
                text: qsTr("&Light")
                theme: AppSettings.Light
            }
            ThemeAction {
                text: qsTr("&Dark")
                theme: AppSettings.Dark
            }
            ThemeAction {
                text: qsTr("Follow &system")
                theme: AppSettings.System
            }
        }
    }
    AppMenu {
        title: qsTr("&Help")

        Action {
            text: qsTr("&Help")
            shortcut: ActionTable.shortcut("app", "help")
            onTriggered: menuBar.helpRequested()
        }
        Action {
            text: qsTr("&About Tessera")
            onTriggered: menuBar.aboutRequested()
        }
    }
}
