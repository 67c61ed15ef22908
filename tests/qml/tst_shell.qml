// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import "contrast.js" as Contrast
import Tessera

// The shell as a user meets it: the home screen, opening games by card, menu shortcut and
// command line, the Settings dialog, the About box, and the way back home.
TestCase {
    id: testCase

    name: "Shell"
    when: windowShown

    Component {
        id: mainComponent

        Main {}
    }

    function createMain() {
        const window = createTemporaryObject(mainComponent, testCase)
        verify(window, "Main.qml could not be created")
        window.requestActivate()
        tryVerify(() => window.active, 5000, "the main window never became active")
        waitForRendering(window.contentItem)
        return window
    }

    function card(window, gameId) {
        const found = findChild(window.contentItem, "gameCard_" + gameId)
        verify(found, "no home card for " + gameId)
        return found
    }

    function settingsDialog(window) {
        return findChild(window, "settingsDialog")
    }

    function init() {
        KeyBindings.resetAll()
        AppSettings.theme = AppSettings.System
        AppSettings.reduceMotion = false
        AppSettings.textSize = 100
        AppSettings.lastScreen = "home"
        StartupOptions.game = ""
        StartupOptions.levelFile = ""
        SokobanSettings.animationSpeed = SokobanSettings.Normal
        SokobanSettings.trainPush = false
    }

    function test_startsOnTheHomeScreenWithACardPerGame() {
        const window = createMain()
        compare(window.title, "Tessera")
        compare(window.currentScreen, "home")
        compare(card(window, "sokoban").text, "Sokoban")
        compare(card(window, "2048").text, "2048")
        compare(card(window, "fifteen").text, "Fifteen")
        verify(!window.header.visible, "no game tool bar on the home screen")
    }

    function test_clickingACardOpensTheGame_data() {
        return [{
                "tag": "sokoban",
                "title": "Sokoban — Tessera"
            }, {
                "tag": "2048",
                "title": "2048 — Tessera"
            }, {
                "tag": "fifteen",
                "title": "Fifteen — Tessera"
            }]
    }

    function test_clickingACardOpensTheGame(data) {
        const window = createMain()
        mouseClick(card(window, data.tag))
        tryCompare(window, "currentScreen", data.tag)
        compare(window.title, data.title)
        verify(window.header.visible, "the game tool bar shows")
        verify(window.currentScreenItem.activeFocus, "the game screen has the keyboard")
        compare(AppSettings.lastScreen, data.tag)

        // The tool bar's back button goes home.
        const back = findChild(window.header, "backButton")
        verify(back)
        mouseClick(back)
        tryCompare(window, "currentScreen", "home")
        compare(window.title, "Tessera")
        compare(AppSettings.lastScreen, "home")
    }

    function test_keyboardAloneOpensAGame() {
        const window = createMain()
        keyClick(Qt.Key_Tab)
        verify(card(window, "sokoban").activeFocus || card(window, "2048").activeFocus,
               "Tab reaches the cards")
        card(window, "sokoban").forceActiveFocus(Qt.TabFocusReason)
        keyClick(Qt.Key_Right)
        verify(card(window, "2048").activeFocus, "Right moves to the next card")
        keyClick(Qt.Key_Return)
        tryCompare(window, "currentScreen", "2048")
    }

    // Tab until `item` has the keyboard; false if it never does.
    function tabTo(item) {
        for (let i = 0; i < 40 && !item.activeFocus; ++i)
            keyClick(Qt.Key_Tab)
        return item.activeFocus
    }

    // Return presses whatever button has the keyboard, as on any desktop (Qt Quick Controls
    // press with Space only): the editor link on the home screen.
    function test_returnPressesTheFocusedButton() {
        const window = createMain()
        const editorLink = findChild(window.contentItem, "homeEditorButton")
        verify(editorLink)
        verify(tabTo(editorLink), "Tab reaches the editor link")
        keyClick(Qt.Key_Return)
        tryCompare(window, "currentScreen", "editor")
    }

    // Settings answered with keys alone: Ctrl+, opens them, Tab and Return choose high
    // contrast, Esc closes them.
    function test_keyboardAloneChoosesHighContrast() {
        const window = createMain()
        keySequence("Ctrl+,")
        tryVerify(() => settingsDialog(window) && settingsDialog(window).opened, 5000)
        const dialog = settingsDialog(window)
        const highContrast = findChild(dialog.contentItem, "theme_highContrast")
        verify(highContrast)
        verify(tabTo(highContrast), "Tab reaches the high-contrast choice")
        keyClick(Qt.Key_Return)
        compare(AppSettings.theme, AppSettings.HighContrast)
        compare(String(window.color), "#000000")
        // The choices not taken show their circles on the black dialog (Theme.controlPalette).
        const light = findChild(dialog.contentItem, "theme_light")
        verify(light && !light.checked)
        const edge = Contrast.ratio(light.indicator.border.color, Theme.surface)
        verify(edge >= 3, "an unchecked radio button's edge: " + edge.toFixed(2) + ":1")
        keyClick(Qt.Key_Escape)
        tryCompare(dialog, "visible", false)
    }

    // Settings > Text size: every text of the window follows at once.
    function test_textSizeGrowsTheWindowsText() {
        const window = createMain()
        keySequence("Ctrl+,")
        tryVerify(() => settingsDialog(window) && settingsDialog(window).opened, 5000)
        const dialog = settingsDialog(window)
        const normal = window.font.pixelSize
        const larger = findChild(dialog.contentItem, "textSize_150")
        verify(larger)
        verify(tabTo(larger), "Tab reaches the text sizes")
        keyClick(Qt.Key_Space)
        compare(AppSettings.textSize, 150)
        compare(window.font.pixelSize, Math.round(normal * 1.5))
        compare(Theme.fontTitle, 45)
        keyClick(Qt.Key_Backtab)
        keyClick(Qt.Key_Backtab)
        verify(findChild(dialog.contentItem, "textSize_100").activeFocus)
        keyClick(Qt.Key_Return)
        compare(window.font.pixelSize, normal)
        keyClick(Qt.Key_Escape)
        tryCompare(dialog, "visible", false)
    }

    // Settings > Keys: a key button takes the next key for its action, the game answers to it
    // at once (and no longer to the old keys), a key another action has is refused with its
    // name, and "Reset all keys" brings the keys Tessera comes with back.
    // Another language chosen in Preferences: the dialog stays as it was (its tabs in sight,
    // the page shown kept), worded in the new language, the Keys page's descriptions too.
    function test_aLanguageSwitchKeepsPreferencesInPlace() {
        const window = createMain()
        keySequence("Ctrl+,")
        let dialog = null
        tryVerify(() => (dialog = findChild(window, "settingsDialog")) && dialog.opened, 5000)
        const keysTab = findChild(dialog.contentItem, "settingsTab_keys")
        mouseClick(keysTab)
        compare(dialog.currentIndex, 4)
        AppSettings.language = "cs"
        const tabsNow = ["app", "sokoban", "2048", "fifteen", "keys"].map(
                          id => findChild(dialog.contentItem, "settingsTab_" + id))
        for (const tab of tabsNow) {
            verify(tab, "a tab")
            tryVerify(() => tab.visible && tab.width > 0 && tab.height > 0, 2000, tab.objectName + " in sight")
            const at = tab.mapToItem(dialog.contentItem, 0, 0)
            verify(at.y >= -tab.height - 20 && at.x >= -1, tab.objectName + " inside the dialog: " + at.x + "," + at.y)
        }
        const general = findChild(dialog.contentItem, "settingsTab_app").text
        verify(general !== "General", general)
        compare(dialog.currentIndex, 4, "the Keys page is still shown")
        AppSettings.language = "en"
    }

    function test_keysAreChosenInSettings() {
        const window = createMain()
        KeyBindings.resetAll()
        keySequence("Ctrl+1")
        tryCompare(window, "currentScreen", "sokoban")
        keySequence("Ctrl+,")
        tryVerify(() => settingsDialog(window) && settingsDialog(window).opened, 5000)
        const dialog = settingsDialog(window)
        mouseClick(findChild(dialog.contentItem, "settingsTab_keys"))
        let undoKey = null
        tryVerify(() => (undoKey = findChild(dialog.contentItem, "keyButton_sokoban.undo")) !== null, 5000)
        compare(undoKey.text, "Ctrl+Z, Backspace")
        verify(tabTo(undoKey), "Tab reaches the key button")
        keyClick(Qt.Key_Space)
        compare(undoKey.text, "Press a key…")
        keyClick(Qt.Key_J)
        compare(undoKey.text, "J")
        compare(ActionTable.shortcuts["sokoban.undo"], "J")
        verify(KeyBindings.customised)
        // Restart's key is taken already: refused, with the action named.
        verify(undoKey.activeFocus, "the key button has the keys again")
        keyClick(Qt.Key_Return)
        keyClick(Qt.Key_R)
        const refusal = findChild(dialog.contentItem, "keyRefusal_sokoban.undo")
        verify(refusal.visible)
        verify(refusal.text.indexOf("Restart") >= 0, refusal.text)
        compare(undoKey.text, "J")
        // Esc while a key is awaited keeps the old one and the dialog open.
        keyClick(Qt.Key_Space)
        keyClick(Qt.Key_Escape)
        compare(undoKey.text, "J")
        verify(dialog.visible)
        keyClick(Qt.Key_Escape)
        tryCompare(dialog, "visible", false)

        const play = window.currentScreenItem.session.play
        tryVerify(() => window.currentScreenItem.activeFocus, 5000)
        const moves = play.moves
        keyClick(Qt.Key_Down)
        tryCompare(play, "moves", moves + 1)
        keyClick(Qt.Key_Backspace)
        compare(play.moves, moves + 1, "Backspace is no longer undo")
        keyClick(Qt.Key_J)
        tryCompare(play, "moves", moves)
        // The tool bar's tip names the new key.
        const undoButton = findChild(window.contentItem, "sokobanUndo")
        verify(undoButton)
        compare(undoButton.tip, "Take back the last move (J, right click)")

        KeyBindings.resetAll()
        verify(!KeyBindings.customised)
        compare(ActionTable.shortcuts["sokoban.undo"], "Ctrl+Z")
        compare(undoButton.tip, "Take back the last move (Ctrl+Z, Backspace, right click)")
    }

    function test_shortcutsSwitchGamesAndGoHome() {
        const window = createMain()
        keySequence("Ctrl+3")
        tryCompare(window, "currentScreen", "fifteen")
        keySequence("Ctrl+1")
        tryCompare(window, "currentScreen", "sokoban")
        compare(window.title, "Sokoban — Tessera")
        keySequence("Alt+Left")
        tryCompare(window, "currentScreen", "home")
        keySequence("Ctrl+2")
        tryCompare(window, "currentScreen", "2048")
        // A screen that does not claim Esc for itself lets it go home.
        verify(window.currentScreenItem.handlesEscape !== true)
        keyClick(Qt.Key_Escape)
        tryCompare(window, "currentScreen", "home")
    }

    function test_ctrlLOpensTheSokobanLevelBrowserFromAnywhere() {
        const window = createMain()
        keySequence("Ctrl+L")
        tryCompare(window, "currentScreen", "sokoban")
        verify(window.currentScreenItem.browserOpen, "the level browser is shown")
        const browser = findChild(window.currentScreenItem, "levelBrowser")
        verify(browser)
        tryVerify(() => browser.activeFocus, 5000, "the browser has the keys")
        keyClick(Qt.Key_Escape) // the levels, back to the collections
        keyClick(Qt.Key_Escape)
        verify(!window.currentScreenItem.browserOpen)
        compare(window.currentScreen, "sokoban", "Esc in the browser does not go home")
    }

    function test_settingsShortcutChangesAndPersistsValues() {
        const window = createMain()
        keySequence("Ctrl+,")
        tryVerify(() => settingsDialog(window) && settingsDialog(window).opened, 5000,
                  "Ctrl+, opens the Settings dialog")
        const dialog = settingsDialog(window)

        const dark = findChild(dialog.contentItem, "theme_dark")
        verify(dark, "the General page offers a dark theme")
        mouseClick(dark)
        compare(AppSettings.theme, AppSettings.Dark)
        verify(Theme.dark)
        compare(window.color, Theme.background)

        // Reduce motion: the screens change at once and no game animates.
        verify(Theme.transitionDuration > 0)
        const reduceMotion = findChild(dialog.contentItem, "reduceMotion")
        verify(reduceMotion, "the General page offers to reduce motion")
        mouseClick(reduceMotion)
        compare(AppSettings.reduceMotion, true)
        compare(Theme.transitionDuration, 0)
        compare(Game2048Settings.slideDuration, 0)
        compare(FifteenSettings.slideDuration, 0)

        mouseClick(findChild(dialog.contentItem, "settingsTab_sokoban"))
        const slow = findChild(dialog.contentItem, "speed_slow")
        verify(slow, "the Sokoban page offers the slow speed")
        tryVerify(() => slow.visible)
        mouseClick(slow)
        compare(SokobanSettings.animationSpeed, SokobanSettings.Slow)
        compare(SokobanSettings.stepDuration, 0, "the slow speed waits until motion is back")
        mouseClick(findChild(dialog.contentItem, "settingsTab_app"))
        mouseClick(reduceMotion)
        compare(AppSettings.reduceMotion, false)
        verify(SokobanSettings.stepDuration > 0)
        mouseClick(findChild(dialog.contentItem, "settingsTab_sokoban"))
        const trainPush = findChild(dialog.contentItem, "trainPush")
        mouseClick(trainPush)
        compare(SokobanSettings.trainPush, true)
        verify(trainPush.checked)

        // Esc closes the dialog, and only the dialog.
        keyClick(Qt.Key_Escape)
        tryCompare(dialog, "visible", false)
        compare(window.currentScreen, "home")

        // Reopened, it shows the values as they are now.
        keySequence("Ctrl+,")
        tryCompare(dialog, "opened", true)
        verify(findChild(dialog.contentItem, "trainPush").checked)
        verify(findChild(dialog.contentItem, "theme_dark").checked)
        dialog.close()
        tryCompare(dialog, "visible", false)
    }

    function test_settingsOpenOnTheGamesPage() {
        const window = createMain()
        keySequence("Ctrl+1")
        tryCompare(window, "currentScreen", "sokoban")
        keySequence("Ctrl+,")
        tryVerify(() => settingsDialog(window) && settingsDialog(window).opened)
        const dialog = settingsDialog(window)
        compare(dialog.pages[dialog.currentIndex].id, "sokoban")
        keyClick(Qt.Key_Escape)
        tryCompare(dialog, "visible", false)
        compare(window.currentScreen, "sokoban", "Esc in the dialog does not leave the game")
    }

    function test_themeFollowsTheChoice() {
        const window = createMain()
        AppSettings.theme = AppSettings.Light
        verify(!Theme.dark)
        const light = Theme.background.toString()
        AppSettings.theme = AppSettings.Dark
        verify(Theme.dark)
        verify(Theme.background.toString() !== light, "the dark background differs")
        compare(window.palette.window, Theme.background)
        // "Follow the system": the platform palette here is light.
        AppSettings.theme = AppSettings.System
        compare(Theme.dark, Theme.systemIsDark)
    }

    // The Theme menu is one choice of three: its items are exclusive (radio items), choosing
    // one unchecks the others, choosing the checked one again leaves it checked, and a change
    // made elsewhere (the Settings dialog) shows there.
    function test_themeMenuIsOneOfFour() {
        const window = createMain()
        const group = window.menuBar.themeGroup
        verify(group.exclusive)
        const actions = []
        for (let i = 0; i < group.actions.length; ++i)
            actions.push(group.actions[i])
        compare(actions.length, 4)
        const checkedTexts = () => actions.filter(a => a.checked).map(a => a.text)
        compare(checkedTexts(), ["Follow &system"])
        const dark = actions.find(a => a.text === "&Dark")
        dark.trigger()
        compare(AppSettings.theme, AppSettings.Dark)
        compare(checkedTexts(), ["&Dark"])
        dark.trigger()
        compare(AppSettings.theme, AppSettings.Dark)
        compare(checkedTexts(), ["&Dark"])
        AppSettings.theme = AppSettings.Light
        compare(checkedTexts(), ["&Light"])
        actions.find(a => a.text === "&High contrast").trigger()
        compare(AppSettings.theme, AppSettings.HighContrast)
        compare(checkedTexts(), ["&High contrast"])
        AppSettings.theme = AppSettings.Light
        // Drawn as radio items, not check boxes, made when Settings > Theme first opens.
        const settingsMenu = window.menuBar.menus[1]
        mouseClick(window.menuBar.itemAt(1))
        tryCompare(settingsMenu, "opened", true)
        const themeMenu = settingsMenu.menuAt(2)
        verify(themeMenu, "the Theme submenu")
        themeMenu.open()
        tryCompare(themeMenu, "opened", true)
        const item = findChild(window.menuBar, "themeMenuLight")
        verify(item, "the Light item")
        verify(item.checked)
        verify(item.indicator.toString().indexOf("RadioIndicator") >= 0, item.indicator.toString())
    }

    function test_aboutCreditsTheLevelsAndQt() {
        const window = createMain()
        // Help > About (F1 is Help itself).
        const menuBar = window.menuBar
        const helpMenu = menuBar.menus[menuBar.count - 1]
        mouseClick(menuBar.itemAt(menuBar.count - 1))
        tryCompare(helpMenu, "opened", true)
        // Its entries are made as it opens: laid out at the next polish.
        waitForItemPolished(helpMenu.contentItem)
        let aboutItem = null
        for (let i = 0; i < helpMenu.count; ++i) {
            const item = helpMenu.itemAt(i)
            if (item && item.text === "&About Tessera")
                aboutItem = item
        }
        verify(aboutItem, "the Help menu has About")
        mouseClick(aboutItem)
        let about = null
        tryVerify(() => (about = findChild(window, "aboutDialog")) && about.opened, 5000,
                  "Help > About opens the About box")
        const credits = findChild(about.contentItem, "aboutCredits")
        verify(credits.text.indexOf("155 levels by David W. Skinner") >= 0, credits.text)
        verify(credits.text.indexOf("Microban") >= 0)
        verify(credits.text.indexOf("XSokoban") >= 0, credits.text)
        verify(credits.text.indexOf("Hiroyuki Imabayashi, Thinking Rabbit") >= 0, credits.text)
        verify(credits.text.indexOf("Qt") >= 0)
        verify(findChild(about.contentItem, "aboutVersion").text.indexOf(AppInfo.version) >= 0)
        keyClick(Qt.Key_Escape)
        tryCompare(about, "visible", false)
    }

    function test_commandLineOpensAGameWithItsFile() {
        StartupOptions.game = "sokoban"
        StartupOptions.levelFile = "/home/player/levels/original.xsb"
        const window = createMain()
        compare(window.currentScreen, "sokoban")
        compare(window.title, "Sokoban — Tessera")
        compare(window.currentScreenItem.levelFile, "/home/player/levels/original.xsb")
    }

    function test_commandLineGameWinsOverLastScreen() {
        AppSettings.lastScreen = "fifteen"
        StartupOptions.game = "2048"
        const window = createMain()
        compare(window.currentScreen, "2048")
    }

    function test_reopensTheLastScreen() {
        AppSettings.lastScreen = "fifteen"
        const window = createMain()
        compare(window.currentScreen, "fifteen")
        compare(window.title, "Fifteen — Tessera")
    }

    // The window's keys work while a menu or a dialog is open, as they did when the actions were
    // their menus' own (their entries are now made when a menu first opens).
    function test_windowKeysWorkUnderAMenuAndADialog() {
        const window = createMain()
        const gameMenu = window.menuBar.menus[0]
        mouseClick(window.menuBar.itemAt(0))
        tryCompare(gameMenu, "opened", true)
        keySequence("Ctrl+3")
        tryCompare(window, "currentScreen", "fifteen")
        tryCompare(gameMenu, "visible", false)
        keySequence("F1")
        let help = null
        tryVerify(() => (help = findChild(window, "helpDialog")) && help.opened, 5000, "F1 opens Help")
        keySequence("Ctrl+,")
        let settings = null
        tryVerify(() => (settings = findChild(window, "settingsDialog")) && settings.opened, 5000,
                  "Ctrl+, opens Preferences over Help")
    }

    function test_gameMenuOpensGames() {
        const window = createMain()
        const menuBar = window.menuBar
        const gameMenu = menuBar.menus[0]
        mouseClick(menuBar.itemAt(0))
        tryCompare(gameMenu, "opened", true)
        waitForItemPolished(gameMenu.contentItem)
        let fifteen = null
        for (let i = 0; i < gameMenu.count; ++i) {
            const item = gameMenu.itemAt(i)
            if (item && item.text === "Fifteen")
                fifteen = item
        }
        verify(fifteen, "the Game menu lists Fifteen")
        mouseClick(fifteen)
        tryCompare(window, "currentScreen", "fifteen")
    }

    // Esc closes an open menu and nothing more: the menu opens again on the next click, the
    // title is no longer highlighted, the game keeps the keyboard, and only the next Esc is
    // the screen's (home, from 2048 and Fifteen).
    function test_escClosesAMenuAndTheMenuOpensAgain_data() {
        return [{ "tag": "2048" }, { "tag": "fifteen" }, { "tag": "sokoban" }]
    }

    function test_escClosesAMenuAndTheMenuOpensAgain(data) {
        AppSettings.lastScreen = data.tag
        const window = createMain()
        tryCompare(window, "currentScreen", data.tag)
        const menuBar = window.menuBar
        const gameMenu = menuBar.menus[0]
        const title = menuBar.itemAt(0)
        // The pointer rests on the title, as after a real click (the offscreen platform
        // turns hover off by default).
        title.hoverEnabled = true
        mouseMove(title, title.width / 2, title.height / 2)
        tryVerify(() => title.hovered)
        mouseClick(title)
        tryCompare(gameMenu, "opened", true)
        keyClick(Qt.Key_Escape)
        tryCompare(gameMenu, "visible", false)
        tryCompare(title, "highlighted", false)
        compare(window.currentScreen, data.tag, "Esc only closed the menu")
        tryVerify(() => window.currentScreenItem.activeFocus, 2000, "the game has the keyboard again")
        mouseClick(title)
        tryCompare(gameMenu, "opened", true, 2000, "the menu opens again")
        keyClick(Qt.Key_Escape)
        tryCompare(gameMenu, "visible", false)
        compare(window.currentScreen, data.tag, "Esc only closed the menu, again")
        if (data.tag !== "sokoban") {
            keyClick(Qt.Key_Escape)
            tryCompare(window, "currentScreen", "home")
        }
    }

    // F1 opens Help on the page of the screen shown, and the page lists the actions of the
    // table the keys run: here Sokoban's undo, with its keys and its controller button.
    function test_f1OpensHelpListingTheActionTable() {
        const window = createMain()
        mouseClick(card(window, "sokoban"))
        tryCompare(window, "currentScreen", "sokoban")
        keyClick(Qt.Key_F1)
        let help = null
        tryVerify(() => (help = findChild(window, "helpDialog")) && help.opened, 5000,
                  "F1 opens Help")
        compare(help.shownScreen, "sokoban")
        const rows = ActionTable.helpRows("sokoban")
        let undoRow = -1
        for (let i = 0; i < rows.length; ++i) {
            if (rows[i].command === "undo")
                undoRow = i
        }
        verify(undoRow >= 0, "the table has Sokoban's undo")
        const description = findChild(help.contentItem, "helpCell_" + undoRow + "_0")
        const keys = findChild(help.contentItem, "helpCell_" + undoRow + "_1")
        const pad = findChild(help.contentItem, "helpCell_" + undoRow + "_3")
        compare(description.text, "Undo")
        verify(keys.text.indexOf("Ctrl+Z") >= 0 && keys.text.indexOf("Backspace") >= 0, keys.text)
        compare(pad.text, "B")
        verify(findChild(help.contentItem, "helpHowToPlay").text.indexOf("box") >= 0)

        // Every game has its page.
        mouseClick(findChild(help.contentItem, "helpTab_game2048"))
        tryCompare(help, "shownScreen", "game2048")
        verify(findChild(help.contentItem, "helpHowToPlay").text.indexOf("2048") >= 0)
        keyClick(Qt.Key_Escape)
        tryCompare(help, "visible", false)
        compare(window.currentScreen, "sokoban")
    }
}
