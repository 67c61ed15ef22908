// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera

// Every screen and dialog, in every language, at the smallest usual window (640×480) and at a
// laptop's (1280×800): no text may be cut short ("…" where the text elides), no two controls
// may lie on each other, no text may lie on a control it does not belong to, and no control may
// be cut off by the window or a panel that does not scroll. A failure names the screen, the
// language, the size and the items.
// Run on its own (tst_qml_layout in tests/qml/CMakeLists.txt): its name keeps it out of the
// tst_*.qml run, which would walk everything a second time.
TestCase {
    id: testCase

    name: "Layout"
    when: windowShown

    Component {
        id: mainComponent

        Main {}
    }

    property var faults: []
    property string where: ""

    function init() {
        AppSettings.theme = AppSettings.Light
        AppSettings.lastScreen = "home"
        StartupOptions.game = ""
        StartupOptions.levelFile = ""
        faults = []
    }

    function cleanup() {
        AppSettings.language = "en"
        AppSettings.textSize = 100
    }

    // ---- what an item is --------------------------------------------------------------------

    function isButton(item) {
        return item.checkable !== undefined && item.autoRepeat !== undefined && item.pressed !== undefined
    }
    function isField(item) {
        return item.placeholderText !== undefined && item.cursorPosition !== undefined
    }
    function isCombo(item) {
        return item.displayText !== undefined && item.currentIndex !== undefined && item.textRole !== undefined
    }
    function isSpinOrSlider(item) {
        return (item.up !== undefined && item.down !== undefined && item.value !== undefined)
                || (item.snapMode !== undefined && item.visualPosition !== undefined && item.value !== undefined)
    }
    function isControl(item) {
        return isButton(item) || isField(item) || isCombo(item) || isSpinOrSlider(item)
    }
    function isText(item) {
        return item.truncated !== undefined && item.elide !== undefined && item.lineCount !== undefined
                && item.text !== undefined
    }
    function isFlickable(item) {
        return item.contentY !== undefined && item.flickableDirection !== undefined
    }

    function isScrollBar(item) {
        return item.orientation !== undefined && item.policy !== undefined && item.position !== undefined
                && item.size !== undefined
    }
    // Whether a scroll bar shows that `flickable` holds more than fits (the ScrollView's own, or
    // one attached to the view).
    function showsScrollBar(flickable) {
        const candidates = []
        for (const owner of [flickable, flickable.parent]) {
            for (let i = 0; owner && i < owner.children.length; ++i)
                candidates.push(owner.children[i])
        }
        // Fusion keeps the bar itself visible and fades its handle in only while scrolling.
        return candidates.some(c => isScrollBar(c) && c.orientation === Qt.Vertical && c.visible && c.opacity > 0.5
                               && c.contentItem && c.contentItem.opacity > 0.5)
    }

    function describe(item) {
        let name = item.objectName !== "" ? item.objectName : String(item).replace(/\(0x[0-9a-f]+\)/, "").replace(/_QML.*/, "")
        if (item.text !== undefined && item.text !== "")
            name += " \"" + String(item.text).replace(/\n/g, " ").substring(0, 40) + "\""
        return name
    }

    // ---- geometry ---------------------------------------------------------------------------

    function intersect(a, b) {
        const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y)
        const r = Math.min(a.x + a.width, b.x + b.width), bottom = Math.min(a.y + a.height, b.y + b.height)
        return {"x": x, "y": y, "width": Math.max(0, r - x), "height": Math.max(0, bottom - y)}
    }
    function area(r) {
        return r.width * r.height
    }
    // Overlapping by more than a pixel each way (neighbours touching at an edge do not count).
    function overlaps(a, b) {
        const i = intersect(a, b)
        return i.width > 1.5 && i.height > 1.5
    }
    function sceneRect(item) {
        const r = item.mapToItem(null, 0, 0, item.width, item.height)
        return {"x": r.x, "y": r.y, "width": r.width, "height": r.height}
    }
    // Where a Text's letters are, not the whole box it may fill.
    function inkRect(text) {
        const r = sceneRect(text)
        const w = Math.min(r.width, text.contentWidth), h = Math.min(r.height, text.contentHeight)
        let x = r.x, y = r.y
        if (text.effectiveHorizontalAlignment === Text.AlignRight)
            x += r.width - w
        else if (text.effectiveHorizontalAlignment === Text.AlignHCenter)
            x += (r.width - w) / 2
        if (text.verticalAlignment === Text.AlignBottom)
            y += r.height - h
        else if (text.verticalAlignment === Text.AlignVCenter)
            y += (r.height - h) / 2
        return {"x": x, "y": y, "width": w, "height": h}
    }
    function isAncestor(a, b) {
        for (let p = b.parent; p; p = p.parent) {
            if (p === a)
                return true
        }
        return false
    }

    // ---- the walk ---------------------------------------------------------------------------

    function collect(item, clipRect, scrolls, found) {
        if (!item.visible || item.opacity < 0.05)
            return
        const rect = sceneRect(item)
        const shown = intersect(rect, clipRect)
        if (isControl(item)) {
            found.controls.push({"item": item, "rect": rect, "shown": shown, "scrolls": scrolls})
        } else if (isText(item) && item.text !== "") {
            found.texts.push({"item": item, "shown": shown})
        }
        if (isFlickable(item) && item.interactive && item.contentHeight > item.height + 2 && area(shown) > 0)
            found.scrollers.push(item)
        const childClip = item.clip ? shown : clipRect
        const childScrolls = scrolls || isFlickable(item)
        for (let i = 0; i < item.children.length; ++i)
            collect(item.children[i], childClip, childScrolls, found)
    }

    // Checks one layer: the window's items, or one open popup's.
    function checkLayer(window, root, layer) {
        const found = {"controls": [], "texts": [], "scrollers": []}
        const windowRect = {"x": 0, "y": 0, "width": window.width, "height": window.height}
        collect(root, windowRect, false, found)
        const say = message => faults.push(where + " [" + layer + "]: " + message)
        for (const t of found.texts) {
            if (t.item.elide !== Text.ElideNone && t.item.truncated && area(t.shown) > 0)
                say("text cut short: " + describe(t.item) + " (" + Math.round(t.item.width) + " px wide)")
        }
        for (const f of found.scrollers) {
            if (!showsScrollBar(f))
                say("more below the fold but no scroll bar: " + describe(f.parent && f.parent.contentItem === f ? f.parent : f))
        }
        // A combo box's text is not elided but clipped: its letters must fit its text field.
        for (const c of found.controls) {
            const field = c.item.contentItem
            if (!isCombo(c.item) || !field || field.contentWidth === undefined)
                continue
            const room = field.width - (field.leftPadding || 0) - (field.rightPadding || 0)
            if (field.contentWidth > room + 0.5)
                say("text cut short: " + describe(c.item) + " \"" + c.item.displayText + "\" (" + Math.ceil(field.contentWidth)
                    + " px of text in " + Math.floor(room) + ")")
        }
        // Nothing may be pushed out of the window altogether.
        for (const c of found.controls) {
            if (!c.scrolls && area(c.shown) <= 0 && area(c.rect) > 0)
                say("control outside the window: " + describe(c.item))
        }
        // A dialog holds its controls: none runs out of it, even where it scrolls.
        if (root !== window.contentItem.parent && root.width !== undefined && layer.indexOf("popup") === 0) {
            const frame = sceneRect(root)
            for (const c of found.controls) {
                if (area(c.shown) <= 0)
                    continue
                const inside = intersect(c.shown, frame)
                if (area(inside) < area(c.shown) - 2 * (c.shown.width + c.shown.height))
                    say("control runs out of the dialog: " + describe(c.item))
            }
        }
        const controls = found.controls.filter(c => area(c.shown) > 0)
        for (const c of controls) {
            if (!c.scrolls && area(c.shown) < area(c.rect) - 2 * (c.rect.width + c.rect.height))
                say("control cut off where nothing scrolls: " + describe(c.item))
        }
        for (let i = 0; i < controls.length; ++i) {
            for (let j = i + 1; j < controls.length; ++j) {
                const a = controls[i], b = controls[j]
                if (isAncestor(a.item, b.item) || isAncestor(b.item, a.item))
                    continue
                if (overlaps(a.shown, b.shown))
                    say("controls overlap: " + describe(a.item) + " and " + describe(b.item))
            }
        }
        for (const t of found.texts) {
            const ink = intersect(inkRect(t.item), t.shown)
            if (area(ink) <= 0)
                continue
            for (const c of controls) {
                if (isAncestor(c.item, t.item))
                    continue
                if (overlaps(ink, c.shown))
                    say("text lies on a control: " + describe(t.item) + " over " + describe(c.item))
            }
        }
    }

    // Whether every card the level grid has made is in its cell (number n in cell n - 1).
    function cardsInTheirCells(grid) {
        const columns = Math.max(1, Math.floor(grid.width / grid.cellWidth))
        for (let i = 0; i < grid.contentItem.children.length; ++i) {
            const card = grid.contentItem.children[i]
            if (card.number === undefined || !card.visible)
                continue
            const cell = card.number - 1
            if (Math.abs(card.x - (cell % columns) * grid.cellWidth) > 0.5
                    || Math.abs(card.y - Math.floor(cell / columns) * grid.cellHeight) > 0.5)
                return false
        }
        return true
    }

    // Checks the window and every popup open over it.
    // `root`: the item that covers what is below it (the level browser), else the whole window.
    // `settled`: what must hold once drawn, checked again right before the walk (no event runs
    // in between to unsettle it).
    function check(window, screenName, root, settled) {
        where = screenName + " (" + AppSettings.language + ", " + window.width + "×" + window.height + ")"
        waitForRendering(window.contentItem)
        if (settled)
            tryVerify(settled, 3000, where + " never settled")
        const overlay = window.Overlay.overlay
        const popups = []
        for (let i = 0; i < overlay.children.length; ++i) {
            const child = overlay.children[i]
            if (child.visible && child.width > 0 && child.height > 0 && String(child).indexOf("PopupItem") >= 0)
                popups.push(child)
        }
        if (popups.length === 0)
            checkLayer(window, root ? root : window.contentItem.parent, "window")
        for (const popup of popups)
            checkLayer(window, popup, "popup " + describe(popup))
    }

    function openPopup(popup, screenName, window) {
        verify(popup, "no popup for " + screenName)
        popup.open()
        tryVerify(() => popup.opened, 3000, screenName + " never opened")
        check(window, screenName)
        popup.close()
        tryVerify(() => !popup.visible, 3000, screenName + " never closed")
    }

    function checkMenus(window, screenName) {
        const bar = window.menuBar
        for (let i = 0; i < bar.count; ++i) {
            const menu = bar.menuAt(i)
            openPopup(menu, screenName + " / menu " + menu.title.replace("&", ""), window)
            for (let j = 0; j < menu.count; ++j) {
                const sub = menu.menuAt(j)
                if (sub) {
                    menu.open()
                    openPopup(sub, screenName + " / menu " + sub.title.replace("&", ""), window)
                    menu.close()
                }
            }
        }
    }

    // A settings page's square sizes: one line, the "Square:" label level with its buttons.
    function checkSquareSizes(window, prefix) {
        const first = findChild(window.Overlay.overlay, prefix + "3")
        const last = findChild(window.Overlay.overlay, prefix + "8")
        if (!first || !last || !first.visible)
            return
        const a = sceneRect(first), b = sceneRect(last)
        if (Math.abs(a.y - b.y) > 1)
            faults.push(where + ": " + describe(last) + " wraps onto a line of its own")
        const label = first.parent.children[0]
        const ink = inkRect(label)
        if (Math.abs((ink.y + ink.height / 2) - (a.y + a.height / 2)) > 1.5)
            faults.push(where + ": " + describe(label) + " is not level with " + describe(first) + " (its middle "
                        + Math.round(ink.y + ink.height / 2) + ", the button's " + Math.round(a.y + a.height / 2) + ")")
    }

    // Help and Preferences as they open on the screen shown; every tab of each with `allTabs`
    // (their pages do not depend on the screen: once is enough).
    function checkDialogs(window, screenName, allTabs) {
        window.openSettings()
        const settings = findChild(window, "settingsDialog")
        tryVerify(() => settings.opened, 3000)
        const first = settings.currentIndex
        for (let i = 0; i < settings.pages.length; ++i) {
            if (!allTabs && i !== first)
                continue
            settings.currentIndex = i
            check(window, screenName + " / Preferences / " + settings.pages[i].id)
            checkSquareSizes(window, settings.pages[i].id === "2048" ? "game2048Size_" : "fifteenSize_")
        }
        settings.close()
        tryVerify(() => !settings.visible, 3000)
        window.openHelp()
        const help = findChild(window, "helpDialog")
        tryVerify(() => help.opened, 3000)
        const tabs = findChild(help, "helpTabs")
        const firstTab = tabs.currentIndex
        for (let i = 0; i < tabs.count; ++i) {
            if (!allTabs && i !== firstTab)
                continue
            tabs.currentIndex = i
            check(window, screenName + " / Help / tab " + i)
        }
        help.close()
        tryVerify(() => !help.visible, 3000)
    }

    // The More menu of a screen's tool bar (and any overflow menu the bar made).
    function checkToolBarMenus(window, screenName) {
        const bar = window.header
        const buttons = []
        const walk = item => {
            if (isButton(item) && item.visible && item.objectName.indexOf("More") >= 0)
                buttons.push(item)
            for (let i = 0; i < item.children.length; ++i)
                walk(item.children[i])
        }
        walk(bar)
        for (const button of buttons) {
            let menu = null
            for (let i = 0; i < button.data.length; ++i) {
                const object = button.data[i]
                if (object.open !== undefined && object.count !== undefined && object.title !== undefined)
                    menu = object
            }
            verify(menu, describe(button) + " of " + screenName + " holds no menu")
            openPopup(menu, screenName + " / " + describe(button), window)
        }
    }

    // The board takes the room its screen leaves: its longer side at least 85% of the screen's
    // smaller side (the board is square here), and every tile's number inside its tile.
    function checkBoard(screen, board, tilePrefix, name) {
        waitForRendering(screen)
        const free = Math.min(screen.width, screen.height)
        const side = Math.max(board.width, board.height)
        if (side < 0.85 * free)
            faults.push(where + ": the " + name + " board is " + Math.round(side) + " px, under 85% of the " + Math.round(free)
                        + " px its screen has")
        const texts = (item, found) => {
            if (item.contentWidth !== undefined && item.text !== undefined && item.visible && String(item.text) !== "")
                found.push(item)
            for (let i = 0; i < item.children.length; ++i)
                texts(item.children[i], found)
            return found
        }
        const tiles = []
        const findTiles = item => {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.objectName.indexOf(tilePrefix) === 0 && child.visible)
                    tiles.push(child)
                else
                    findTiles(child)
            }
        }
        findTiles(board)
        for (const tile of tiles) {
            for (const text of texts(tile, [])) {
                if (text.contentWidth > tile.width - 2 || text.contentHeight > tile.height)
                    faults.push(where + ": " + name + " tile " + describe(text) + " is " + Math.ceil(text.contentWidth) + " px wide in a "
                                + Math.floor(tile.width) + " px tile")
            }
        }
    }

    function walkEverything(window) {
        check(window, "home")
        checkMenus(window, "home")
        checkDialogs(window, "home", true)
        window.openAbout()
        const about = findChild(window, "aboutDialog")
        tryVerify(() => about.opened, 3000)
        check(window, "About")
        about.close()
        tryVerify(() => !about.visible, 3000)

        // Sokoban: the screen, its More menu, the level browser, a file error.
        verify(window.openGame("sokoban", undefined, StackView.Immediate))
        const sokoban = window.currentScreenItem
        tryVerify(() => sokoban.session.hasLevel, 5000, "Sokoban has no level")
        check(window, "Sokoban")
        checkToolBarMenus(window, "Sokoban")
        checkDialogs(window, "Sokoban")
        sokoban.openBrowser()
        // The cards beyond the visible rows are made in the background and take their places
        // in the grid's next polish: until then a new one sits on the first card.
        const levelGrid = findChild(sokoban, "levelGrid")
        check(window, "Sokoban / level browser", findChild(sokoban, "levelBrowser"), () => cardsInTheirCells(levelGrid))
        sokoban.closeBrowser()
        openPopup(findChild(sokoban, "sokobanFileError"), "Sokoban / file error", window)

        // The level editor, its dialogs.
        verify(window.openEditor(undefined, StackView.Immediate))
        const editor = window.currentScreenItem
        check(window, "Level editor")
        checkToolBarMenus(window, "Level editor")
        openPopup(findChild(editor, "newLevelDialog"), "Level editor / new level", window)
        openPopup(findChild(editor, "unsavedDialog"), "Level editor / unsaved changes", window)
        openPopup(findChild(editor, "saveErrorDialog"), "Level editor / not saved", window)
        checkDialogs(window, "Level editor")

        // 2048: the screen, the questions, the name and high score dialogs.
        verify(window.openGame("2048", undefined, StackView.Immediate))
        const g2048 = window.currentScreenItem
        check(window, "2048")
        checkToolBarMenus(window, "2048")
        openPopup(findChild(g2048, "game2048NewGameDialog"), "2048 / new game question", window)
        // A big board: 8×8 with 8192.
        compare(g2048.game.startFromText("8192 4096 2048 1024 512 256 128 64/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 2", 1, 0), "")
        where = "2048 8×8 (" + AppSettings.language + ", " + window.width + "×" + window.height + ")"
        checkBoard(g2048, g2048.board, "game2048Tile_", "2048")
        compare(g2048.game.startFromText("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0", 1, 0), "")
        where = "2048 4×4 (" + AppSettings.language + ", " + window.width + "×" + window.height + ")"
        checkBoard(g2048, g2048.board, "game2048Tile_", "2048")
        // The score boxes keep their width as the score grows: the buttons beside them stay put,
        // in the window, at six digits too.
        const hint = findChild(g2048, "game2048Hint")
        const hintX = sceneRect(hint).x
        compare(g2048.game.startFromText("2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0", 1, 987654), "")
        check(window, "2048 with a six-digit score")
        if (Math.abs(sceneRect(hint).x - hintX) > 0.5)
            faults.push(where + ": the Hint button slid from " + Math.round(hintX) + " to " + Math.round(sceneRect(hint).x)
                        + " as the score grew")
        // Game over: the name dialog leaves the "Game over!" card in sight.
        compare(g2048.game.startFromText("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2", 1, 987654), "")
        const overCard = findChild(g2048, "game2048OverCoverCard")
        const nameDialog = findChild(g2048, "game2048NameDialog")
        nameDialog.open()
        tryVerify(() => nameDialog.opened && overCard.parent.opacity === 1, 3000, "2048 / game over never showed")
        check(window, "2048 / name for the high scores")
        if (overlaps(sceneRect(overCard), sceneRect(nameDialog.background)))
            faults.push(where + ": the name dialog covers the Game over card")
        nameDialog.close()
        tryVerify(() => !nameDialog.visible, 3000)
        g2048.showHighScores(1)
        const scores = findChild(g2048, "game2048HighScores")
        tryVerify(() => scores.opened, 3000)
        check(window, "2048 / high scores")
        scores.close()
        tryVerify(() => !scores.visible, 3000)
        checkDialogs(window, "2048")

        // Fifteen: the screen, the new game question.
        verify(window.openGame("fifteen", undefined, StackView.Immediate))
        const fifteen = window.currentScreenItem
        check(window, "Fifteen")
        const rows = []
        for (let y = 0; y < 8; ++y)
            rows.push([1, 2, 3, 4, 5, 6, 7, 8].map(x => y * 8 + x).join(" "))
        rows[7] = "57 58 59 60 61 62 0 63"
        compare(fifteen.game.startFromText(rows.join("/")), "")
        where = "Fifteen 8×8 (" + AppSettings.language + ", " + window.width + "×" + window.height + ")"
        checkBoard(fifteen, findChild(fifteen, "fifteenBoard"), "fifteenTile_", "Fifteen")
        compare(fifteen.game.startFromText("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15"), "")
        where = "Fifteen 4×4 (" + AppSettings.language + ", " + window.width + "×" + window.height + ")"
        checkBoard(fifteen, findChild(fifteen, "fifteenBoard"), "fifteenTile_", "Fifteen")
        checkToolBarMenus(window, "Fifteen")
        openPopup(findChild(fifteen, "fifteenNewGameDialog"), "Fifteen / new game question", window)
        checkDialogs(window, "Fifteen")
    }

    function test_everyScreenFits_data() {
        const rows = []
        for (const size of [[640, 480], [1280, 800]]) {
            for (const language of ["en", "cs", "zh_CN", "bg", "pl"])
                rows.push({"tag": language + " " + size[0] + "x" + size[1], "language": language,
                           "width": size[0], "height": size[1], "textSize": 100})
        }
        // Settings > Text size at its largest, in the longest language.
        for (const size of [[640, 480], [1280, 800]])
            rows.push({"tag": "bg " + size[0] + "x" + size[1] + " text 150%", "language": "bg",
                       "width": size[0], "height": size[1], "textSize": 150})
        return rows
    }

    function test_everyScreenFits(data) {
        AppSettings.language = data.language
        AppSettings.textSize = data.textSize
        const window = createTemporaryObject(mainComponent, testCase, {"width": data.width, "height": data.height})
        verify(window, "Main.qml could not be created")
        window.requestActivate()
        tryVerify(() => window.active, 5000, "the main window never became active")
        compare(window.width, data.width)
        walkEverything(window)
        // Each fault once (a screen is checked several times, with and without its dialogs).
        const unique = faults.filter((fault, index) => faults.indexOf(fault) === index)
        // One line each (a failure message is cut short after a thousand characters).
        for (const fault of unique)
            console.warn("layout fault:", fault)
        // Known: at 640×480 and 150% 2048's board gives way to its side panel (81% of the
        // screen's side, the panel's buttons and score boxes being that much larger). Listed above on each run; an XPASS here means they are
        // mended and this line goes.
        if (data.textSize > 100 && data.width < 800)
            expectFail("", "some screens do not fit yet at 640×480 and 150% text")
        verify(unique.length === 0, unique.length + " layout faults, listed above")
    }

    // A narrow window keeps every tool bar button within reach: what does not fit is in the More
    // menu, works from there, and comes back to the bar when the window is wide again.
    function test_toolBarMovesWhatDoesNotFitIntoMore() {
        AppSettings.language = "pl"
        const window = createTemporaryObject(mainComponent, testCase, {"width": 640, "height": 480})
        window.requestActivate()
        tryVerify(() => window.active, 5000)
        verify(window.openGame("sokoban", undefined, StackView.Immediate))
        const session = window.currentScreenItem.session
        tryVerify(() => session.hasLevel && session.hasNextLevel, 5000)
        waitForRendering(window.contentItem)

        const next = findChild(window.header, "sokobanNext")
        const more = findChild(window.header, "sokobanMore")
        verify(more.visible, "the More button stays on the bar")
        verify(!next.visible, "the next level button went into More at 640 px")
        verify(!findChild(window.header, "sokobanPrevious").visible, "‹ went along with ›")
        const bar = more.parent.parent
        verify(bar.overflowed.indexOf(next) >= 0)
        let menu = null
        for (let i = 0; i < more.data.length; ++i) {
            if (more.data[i].count !== undefined && more.data[i].open !== undefined)
                menu = more.data[i]
        }
        more.clicked()
        tryVerify(() => menu.opened, 3000)
        wait(300) // the menu's enter transition
        let entry = null
        for (let i = 0; i < menu.count; ++i) {
            if (menu.itemAt(i).text === next.menuText)
                entry = menu.itemAt(i)
        }
        verify(entry, "More lists \"" + next.menuText + "\"")
        verify(entry.enabled)
        const level = session.levelIndex
        mouseClick(entry)
        tryCompare(session, "levelIndex", level + 1)

        window.width = 1280
        tryVerify(() => next.visible, 3000, "the button is back on a wide bar")
        compare(bar.overflowed.length, 0)
        verify(findChild(window.header, "toolBarTitle").visible, "the game's name shows when it fits")
    }

    // A screen without a More menu of its own (2048, Fifteen) gets one when its buttons do not fit.
    Component {
        id: plainRow

        ApplicationWindow {
            property alias row: row
            property int thirdClicks: 0

            width: 400
            height: 300
            visible: true

            ToolBarRow {
                id: row

                maximumWidth: 400
                ToolButton {
                    objectName: "first"
                    text: "First button"
                }
                ToolButton {
                    objectName: "second"
                    text: "Second button"
                }
                ToolButton {
                    objectName: "third"
                    text: "Third button"
                    onClicked: ++thirdClicks
                }
            }
        }
    }

    function test_aRowWithoutMenuAddsItsOwnMore() {
        const window = createTemporaryObject(plainRow, testCase)
        waitForRendering(window.contentItem)
        const more = findChild(window.contentItem, "toolBarMore")
        verify(!more.visible, "no More button while everything fits")
        window.row.maximumWidth = 260
        tryVerify(() => more.visible, 3000, "a More button once the buttons do not fit")
        const third = findChild(window.contentItem, "third")
        verify(!third.visible)
        verify(findChild(window.contentItem, "first").visible, "the first button stays")
        // A Row lays itself out when next polished.
        tryVerify(() => window.row.width <= 260, 3000, "the row keeps within its width: " + window.row.width)
        mouseClick(more)
        let menu = null
        for (let i = 0; i < more.data.length; ++i) {
            if (more.data[i].count !== undefined && more.data[i].open !== undefined)
                menu = more.data[i]
        }
        tryVerify(() => menu.opened, 3000)
        wait(300) // the menu's enter transition
        const entry = menu.itemAt(menu.count - 1)
        compare(entry.text, "Third button")
        mouseClick(entry)
        compare(window.thirdClicks, 1)
        window.row.maximumWidth = 1000
        tryVerify(() => third.visible && !more.visible, 3000, "all back on the bar")
    }

    // The walk itself must see what it is looking for: an elided text that is too long, and
    // two buttons on top of each other, are reported.
    Component {
        id: faultyWindow

        ApplicationWindow {
            width: 300
            height: 200
            visible: true

            Label {
                objectName: "tooLong"
                width: 40
                elide: Text.ElideRight
                text: "A text far longer than forty pixels"
            }
            Button {
                objectName: "first"
                y: 50
                text: "One"
            }
            Button {
                objectName: "second"
                x: 20
                y: 60
                text: "Two"
            }
        }
    }

    function test_theWalkSeesFaults() {
        const window = createTemporaryObject(faultyWindow, testCase)
        waitForRendering(window.contentItem)
        check(window, "faulty")
        const all = faults.join("\n")
        verify(all.indexOf("text cut short: tooLong") >= 0, all)
        verify(all.indexOf("controls overlap: first \"One\" and second \"Two\"") >= 0, all)
    }
}
