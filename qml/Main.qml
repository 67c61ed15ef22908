import QtQuick
import QtQuick.Controls
import Tessera

// The main window: the home screen, one game screen at a time, the menu bar and the dialogs.
// Kept light on purpose (start-up time): game screens and dialogs are loaded when first shown.
// Keys: the window's shortcuts (Ctrl+Q, Ctrl+comma, F1, Ctrl+1..3, Alt+Left) work everywhere.
// Every other key belongs to the screen shown, which has the focus. Esc goes home only on a
// screen that does not declare `readonly property bool handlesEscape: true` (Sokoban does: there
// Esc restarts the level). See qml/README.md for the whole screen contract.
ApplicationWindow {
    id: window

    // "home" or the id of the game shown (see Games.qml).
    property string currentScreen: "home"
    readonly property var currentGame: Games.byId(currentScreen)
    readonly property Item currentScreenItem: stack.currentItem

    // main() passes the saved geometry as initial properties; these are the first-run defaults.
    width: 1024
    height: 720
    minimumWidth: 560
    minimumHeight: 440
    visible: true
    title: currentGame ? qsTr("Tessera - %1").arg(currentGame.title) : qsTr("Tessera")
    color: Theme.background
    font.pixelSize: Theme.fontNormal

    // The controls (Fusion style) draw with the theme's palette: menus, dialogs and buttons
    // follow the theme too.
    palette: Theme.palette

    // Opens a game's screen, replacing the one shown. `properties` are set on the new screen
    // (the Sokoban screen gets `levelFile` this way). Returns false for an unknown id.
    function openGame(gameId, properties, operation) {
        const game = Games.byId(gameId);
        if (!game) {
            console.warn("Tessera: no game with id", gameId);
            return false;
        }
        if (gameId === currentScreen && !properties)
            return true;
        const how = operation === undefined ? StackView.PushTransition : operation;
        if (stack.depth > 1)
            stack.replace(stack.currentItem, game.screen, properties || {}, how);
        else
            stack.push(game.screen, properties || {}, how);
        currentScreen = gameId;
        AppSettings.lastScreen = gameId;
        stack.currentItem.forceActiveFocus();
        return true;
    }

    function showHome() {
        if (stack.depth > 1)
            stack.pop(null);
        currentScreen = "home";
        AppSettings.lastScreen = "home";
        stack.currentItem.forceActiveFocus();
    }

    function openSettings() {
        settingsLoader.active = true;
        settingsLoader.item.openFor(currentScreen);
    }

    function openAbout() {
        aboutLoader.active = true;
        aboutLoader.item.open();
    }

    Component.onCompleted: {
        // The command line wins over the screen the user left last time.
        if (StartupOptions.game !== "") {
            const file = StartupOptions.levelFile;
            openGame(StartupOptions.game, file !== "" ? {
                    "levelFile": file
                } : undefined, StackView.Immediate);
        } else if (AppSettings.lastScreen !== "home") {
            openGame(AppSettings.lastScreen, undefined, StackView.Immediate);
        }
    }

    menuBar: AppMenuBar {
        currentScreen: window.currentScreen
        onHomeRequested: window.showHome()
        onGameRequested: gameId => window.openGame(gameId)
        onSettingsRequested: window.openSettings()
        onAboutRequested: window.openAbout()
        onQuitRequested: Qt.quit()
        onSokobanLevelsRequested: {
            if (window.openGame("sokoban"))
                window.currentScreenItem.openBrowser();
        }
        onOpenLevelFileRequested: {
            if (window.openGame("sokoban"))
                window.currentScreenItem.openFileDialog();
        }
    }

    header: AppToolBar {
        visible: window.currentGame !== null
        game: window.currentGame
        screen: window.currentScreenItem
        onBackClicked: window.showHome()
    }

    StackView {
        id: stack

        anchors.fill: parent
        focus: true
        initialItem: HomeScreen {
            onGameChosen: gameId => window.openGame(gameId)
        }

        // Short cross-fades: the game is what matters, not the trip there.
        pushEnter: Transition {
            NumberAnimation {
                property: "opacity"
                from: 0
                to: 1
                duration: Theme.transitionDuration
            }
        }
        pushExit: Transition {
            NumberAnimation {
                property: "opacity"
                from: 1
                to: 0
                duration: Theme.transitionDuration
            }
        }
        popEnter: pushEnter
        popExit: pushExit
        replaceEnter: pushEnter
        replaceExit: pushExit

        // The mouse's back button goes home, as in a browser.
        TapHandler {
            acceptedButtons: Qt.BackButton
            onTapped: window.showHome()
        }
    }

    Shortcut {
        sequence: "Esc"
        enabled: window.currentScreen !== "home" && !(window.currentScreenItem && window.currentScreenItem.handlesEscape === true)
        onActivated: window.showHome()
    }

    Loader {
        id: settingsLoader

        active: false
        source: "SettingsDialog.qml"
    }
    Loader {
        id: aboutLoader

        active: false
        source: "AboutDialog.qml"
    }
}
