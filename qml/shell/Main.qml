// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// The main window: the home screen, one game screen at a time, the menu bar and the dialogs.
// Kept light on purpose (start-up time): game screens and dialogs are loaded when first shown.
// Keys: the window's shortcuts (Ctrl+Q, Ctrl+comma, F1, Ctrl+1..3, Alt+Left, M for sound on or
// off) work everywhere;
// they and the controller's Start and Back are the "app" rows of the action table (ActionTable).
// Every other key belongs to the screen shown, which has the focus. Esc goes home only on a
// screen that does not declare `readonly property bool handlesEscape: true` (Sokoban does: there
// Esc restarts the level). See qml/README.md for the whole screen contract.
ApplicationWindow {
    id: window

    // "home" or the id of the game shown (see Games.qml).
    property string currentScreen: "home"
    readonly property var currentGame: currentScreen === "editor" ? editorEntry : Games.byId(currentScreen)
    // The level editor is a screen of its own module (Tessera.Editor), which this module does not
    // link: it is opened by URL, and the app links both plugins. Not a game: no home card of its
    // own, not remembered as the last screen. The tool bar shows it like a game.
    readonly property string editorUrl: "qrc:/qt-project.org/imports/Tessera/Editor/EditorScreen.qml"
    readonly property var editorEntry: ({
            "id": "editor",
            "title": qsTr("Level editor"),
            "colorRole": "sokobanColor"
        })
    readonly property Item currentScreenItem: stack.currentItem

    // main() passes the saved geometry as initial properties; these are the first-run defaults.
    width: 1024
    height: 720
    minimumWidth: 560
    minimumHeight: 440
    visible: true
    // "Sokoban — Tessera": the app's name last, as desktops show it. The window system adds
    // " — Tessera" (the display name) to a title that does not end with it, so it must.
    //: The window title: %1 is the game or "Level editor"; keep "Tessera" at the end.
    title: currentGame ? qsTr("%1 — Tessera").arg(currentGame.title) : "Tessera"
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
        if (!confirmLeaving(() => window.openGame(gameId, properties, operation)))
            return false;
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

    // Asks the screen shown whether it may be left (the editor asks about unsaved changes and
    // calls `proceed` once the user decided). True: leave now.
    function confirmLeaving(proceed) {
        const item = stack.currentItem;
        if (item && typeof item.confirmLeave === "function")
            return item.confirmLeave(proceed);
        return true;
    }

    // Opens the level editor, replacing the screen shown. `properties`: levelFile, or
    // collectionId and levelIndex, or askSize for a new level (see EditorScreen.qml).
    function openEditor(properties, operation) {
        if (!confirmLeaving(() => window.openEditor(properties, operation)))
            return false;
        const how = operation === undefined ? StackView.PushTransition : operation;
        const item = stack.depth > 1 ? stack.replace(stack.currentItem, editorUrl, properties || {}, how) : stack.push(editorUrl, properties || {}, how);
        if (!item) {
            console.warn("Tessera: the level editor could not be loaded");
            return false;
        }
        currentScreen = "editor";
        stack.currentItem.forceActiveFocus();
        return true;
    }

    function showHome() {
        if (!confirmLeaving(() => window.showHome()))
            return;
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

    // Help on the screen shown: how to play, and every control (from the action table).
    function openHelp() {
        helpLoader.active = true;
        helpLoader.item.openFor(currentScreen === "2048" ? "game2048" : currentScreen);
    }

    function toggleSound() {
        AppSettings.soundEnabled = !AppSettings.soundEnabled;
        soundToast.show(AppSettings.soundEnabled ? qsTr("Sound on") : qsTr("Sound off"));
    }

    function openSokobanLevels() {
        if (window.openGame("sokoban"))
            window.currentScreenItem.openBrowser();
    }
    function openLevelFile() {
        if (window.openGame("sokoban"))
            window.currentScreenItem.openFileDialog();
    }

    // The window-wide rows of the action table ("app"): the menus' shortcuts and the
    // controller's Start and Back buttons run these.
    readonly property var appActions: ({
            "help": () => window.openHelp(),
            "home": () => window.showHome(),
            "levelBrowser": () => window.openSokobanLevels(),
            "openLevelFile": () => window.openLevelFile(),
            "editor": () => window.openEditor(),
            "settings": () => window.openSettings(),
            "quit": () => window.close(),
            "toggleSound": () => window.toggleSound()
        })

    Component.onCompleted: {
        // The command line wins over the screen the user left last time.
        if (StartupOptions.editor) {
            const file = StartupOptions.levelFile;
            openEditor(file !== "" ? {
                    "levelFile": file
                } : undefined, StackView.Immediate);
        } else if (StartupOptions.game !== "") {
            const file = StartupOptions.levelFile;
            openGame(StartupOptions.game, file !== "" ? {
                    "levelFile": file
                } : undefined, StackView.Immediate);
        } else if (AppSettings.lastScreen !== "home") {
            openGame(AppSettings.lastScreen, undefined, StackView.Immediate);
        }
    }

    // Set once the player chose to quit although data could not be saved.
    property bool quitWithoutSaving: false

    onClosing: close => {
        if (!confirmLeaving(() => window.close())) {
            close.accepted = false;
            return;
        }
        // What could not be saved is written once more; if it still cannot be, the player
        // decides (try again, quit anyway, stay) instead of losing it without a word.
        if (!quitWithoutSaving && !StorageNotices.saveAll()) {
            close.accepted = false;
            unsavedLoader.active = true;
            unsavedLoader.item.open();
        }
    }

    menuBar: AppMenuBar {
        currentScreen: window.currentScreen
        onHomeRequested: window.showHome()
        onGameRequested: gameId => window.openGame(gameId)
        onSettingsRequested: window.openSettings()
        onAboutRequested: window.openAbout()
        onHelpRequested: window.openHelp()
        onSokobanLevelsRequested: window.openSokobanLevels()
        onOpenLevelFileRequested: window.openLevelFile()
        onEditorRequested: window.openEditor()
        onMenuDismissed: stack.currentItem.forceActiveFocus()
        // Through close(), so a screen with unsaved work is asked first (onClosing).
        onQuitRequested: window.close()
    }

    header: AppToolBar {
        visible: window.currentGame !== null
        game: window.currentGame
        screen: window.currentScreenItem
        onBackClicked: window.showHome()
    }

    StackView {
        id: stack

        // The screens' controls draw their edges in Theme.controlEdge.
        palette: Theme.controlPalette
        // The storage notices take a band of their own below the screen, never its board.
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: storageNotices.top
        focus: true
        initialItem: HomeScreen {
            onGameChosen: gameId => window.openGame(gameId)
            onEditorChosen: window.openEditor()
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

    // Load and save problems of the player's files, below whatever screen is shown.
    StorageNoticeArea {
        id: storageNotices

        objectName: "storageNoticeArea"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: implicitHeight
        // A fifth of the window at most (one notice at 640x480, the rest scroll): the game
        // stays playable with several notices.
        maximumHeight: Math.round(window.height / 5)
        // In a small window a notice takes one line, and the board keeps its room.
        compact: window.height < 600
    }

    Shortcut {
        sequence: ActionTable.shortcuts["app.back"]
        // Esc is first a screen's own where it has a use for it; a key of the player's own
        // goes home from anywhere.
        enabled: window.currentScreen !== "home" && (sequence !== "Esc" || !(window.currentScreenItem && window.currentScreenItem.handlesEscape === true))
        onActivated: window.showHome()
    }

    // The sound off and on again anywhere (a text field keeps its letters).
    Shortcut {
        sequence: ActionTable.shortcuts["app.toggleSound"]
        onActivated: window.appActions.toggleSound()
    }
    Toast {
        id: soundToast

        objectName: "soundToast"
        textObjectName: "soundToastText"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: Theme.spacingLarge
        z: 10
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
    Loader {
        id: unsavedLoader

        active: false
        sourceComponent: UnsavedDataDialog {
            onQuitConfirmed: {
                window.quitWithoutSaving = true;
                window.close();
            }
            onClosed: {
                if (window.currentScreenItem)
                    window.currentScreenItem.forceActiveFocus();
            }
        }
    }
    Loader {
        id: helpLoader

        active: false
        source: "HelpDialog.qml"
    }

    // Game controllers: their buttons run the actions the keys run (GamepadRouter), and
    // plugging one in or out says so.
    GamepadRouter {
        window: window
        onAppAction: command => {
            const action = window.appActions[command];
            if (action)
                action();
        }
    }
    GamepadNotice {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacingLarge
    }
}
