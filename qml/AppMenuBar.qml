import QtQuick
import QtQuick.Controls
import Tessera

// The window's menus. The actions' shortcuts work whether a menu is open or not; the shell
// decides what each request does (Main.qml).
MenuBar {
    id: menuBar

    // "home" or the game shown: the Game menu checks it.
    property string currentScreen: "home"

    signal homeRequested
    signal gameRequested(string gameId)
    signal settingsRequested
    signal aboutRequested
    signal quitRequested

    // A radio item for one theme that stays in step with AppSettings, whoever changes it.
    component ThemeAction: Action {
        required property int theme

        checkable: true
        checked: AppSettings.theme === theme
        onTriggered: {
            AppSettings.theme = theme
            // A click on the checked item unchecks it and breaks the binding: restore both.
            checked = Qt.binding(() => AppSettings.theme === theme)
        }
    }

    Menu {
        id: gameMenu

        title: qsTr("&Game")

        Action {
            text: qsTr("&Home")
            shortcut: "Alt+Left"
            enabled: menuBar.currentScreen !== "home"
            onTriggered: menuBar.homeRequested()
        }
        MenuSeparator {}
        // One item per game, after "Home" and the separator.
        Instantiator {
            model: Games.all
            delegate: MenuItem {
                required property var modelData

                action: Action {
                    text: modelData.title
                    shortcut: modelData.shortcut
                    onTriggered: menuBar.gameRequested(modelData.id)
                }
            }
            onObjectAdded: (index, object) => gameMenu.insertItem(2 + index, object)
            onObjectRemoved: (index, object) => gameMenu.removeItem(object)
        }
        MenuSeparator {}
        Action {
            text: qsTr("&Quit")
            shortcut: StandardKey.Quit
            onTriggered: menuBar.quitRequested()
        }
    }
    Menu {
        title: qsTr("&Settings")

        Action {
            text: qsTr("&Preferences…")
            shortcut: "Ctrl+,"
            onTriggered: menuBar.settingsRequested()
        }
        MenuSeparator {}
        Menu {
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
    Menu {
        title: qsTr("&Help")

        Action {
            text: qsTr("&About Tessera")
            shortcut: "F1"
            onTriggered: menuBar.aboutRequested()
        }
    }
}
