// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import Tessera

// Trouble with the player's files is shown over whatever screen is open, without taking the
// keyboard from the game, and goes when closed.
TestCase {
    id: testCase

    name: "StorageNotices"
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

    function cleanup() {
        // Saves reported failing here are over: the next test (and quitting) starts clean.
        for (const source of [StorageNotices.Session, StorageNotices.Scores2048, StorageNotices.Progress,
                              StorageNotices.FifteenRecords, StorageNotices.MyLevels])
            StorageNotices.resolve(source)
        while (StorageNotices.notices.length > 0)
            StorageNotices.dismiss(0)
    }

    // Quitting while something could not be saved asks first: cancel stays, try again stays
    // while it still fails, quit anyway closes.
    function test_quittingWithUnsavedDataAsksFirst() {
        const window = createMain()
        // A save the services cannot make again (a view's own file): it stays unsaved.
        StorageNotices.report(StorageNotices.Session, StorageNotices.Save, "Cannot save /data/session.json: No space left on device.")
        verify(StorageNotices.unsavedData)
        window.close()
        verify(window.visible, "closed with unsaved data")
        let dialog = null
        tryVerify(() => (dialog = findChild(window, "unsavedDataDialog")) && dialog.opened, 5000,
                  "no question before quitting")
        const text = findChild(dialog, "unsavedDataText").text
        verify(text.indexOf("No space left on device") >= 0, text)

        mouseClick(findChild(dialog, "unsavedDataCancel"))
        tryCompare(dialog, "visible", false)
        verify(window.visible)

        window.close()
        tryCompare(dialog, "opened", true)
        mouseClick(findChild(dialog, "unsavedDataRetry"))
        verify(dialog.visible, "still failing: the question stays")
        verify(window.visible)

        mouseClick(findChild(dialog, "unsavedDataQuit"))
        tryCompare(window, "visible", false)
    }

    function openUnsavedDataDialog(window) {
        window.close()
        let dialog = null
        tryVerify(() => (dialog = findChild(window, "unsavedDataDialog")) && dialog.opened, 5000,
                  "no question before quitting")
        waitForRendering(window.contentItem)
        return dialog
    }

    // The question opens without a binding loop (a warning on every opening, and a size that
    // depends on the order things are laid out).
    function test_theQuitQuestionOpensWithoutABindingLoop() {
        failOnWarning(/Binding loop/)
        const window = createMain()
        // Progress with nothing pending: saving it again before quitting cannot end the failure.
        StorageNotices.report(StorageNotices.Progress, StorageNotices.Save, "Cannot save /data/progress.json: No space left on device.")
        const dialog = openUnsavedDataDialog(window)
        mouseClick(findChild(dialog, "unsavedDataQuit"))
        tryCompare(window, "visible", false)
    }

    function test_theQuitQuestionFitsTheWindow_data() {
        return [
            { tag: "640x480", width: 640, height: 480 },
            { tag: "1280x800", width: 1280, height: 800 }
        ]
    }

    // However much was not saved, the question fits the window: the reasons scroll, and its
    // buttons stay in sight.
    function test_theQuitQuestionFitsTheWindow(data) {
        const window = createMain()
        window.width = data.width
        window.height = data.height
        const folder = "/home/player/.local/share/Tessera/tessera/a/folder/with/a/rather/long/name/"
        const sources = [StorageNotices.Session, StorageNotices.Scores2048, StorageNotices.Progress,
                         StorageNotices.FifteenRecords, StorageNotices.MyLevels]
        for (const source of sources) {
            let message = ""
            for (let i = 0; i < 6; ++i)
                message += "Cannot save " + folder + "file-" + source + "-" + i + ".json: No space left on device. "
            StorageNotices.report(source, StorageNotices.Save, message)
        }
        compare(StorageNotices.unsavedMessages.length, sources.length)
        const dialog = openUnsavedDataDialog(window)
        const text = findChild(dialog, "unsavedDataText")
        if (data.height < 800)
            verify(text.height > dialog.height, "a list short enough to fit needs no scrolling")
        const inside = item => {
            const r = item.mapToItem(window.contentItem, 0, 0, item.width, item.height)
            return r.x >= 0 && r.y >= 0 && r.x + r.width <= window.width && r.y + r.height <= window.height
        }
        verify(dialog.x >= 0 && dialog.y >= 0 && dialog.x + dialog.width <= window.width
               && dialog.y + dialog.height <= window.height, "the question is larger than the window")
        // What shows of the text: the label, cut to the nearest item that clips it.
        let shown = text.mapToItem(window.contentItem, 0, 0, text.width, text.height)
        for (let item = text.parent; item; item = item.parent) {
            if (!item.clip)
                continue
            const c = item.mapToItem(window.contentItem, 0, 0, item.width, item.height)
            const top = Math.max(shown.y, c.y)
            shown = Qt.rect(shown.x, top, shown.width, Math.min(shown.y + shown.height, c.y + c.height) - top)
            break
        }
        for (const name of ["unsavedDataRetry", "unsavedDataQuit", "unsavedDataCancel"]) {
            const button = findChild(dialog, name)
            verify(button.visible && inside(button), name + " is outside the window")
            const b = button.mapToItem(window.contentItem, 0, 0, button.width, button.height)
            verify(shown.y + shown.height <= b.y, "the text runs over " + name)
        }
        // The end of the list can be scrolled to.
        const scroll = findChild(dialog, "unsavedDataScroll")
        verify(scroll && scroll.contentHeight > scroll.height, "nothing to scroll")
        scroll.contentY = scroll.contentHeight - scroll.height
        waitForRendering(window.contentItem)
        compare(scroll.contentY, scroll.contentHeight - scroll.height)
        // And by keyboard: Tab from Try again to the text, then End and Home.
        scroll.contentY = 0
        verify(findChild(dialog, "unsavedDataRetry").activeFocus)
        keyClick(Qt.Key_Tab)
        let tabs = 1
        while (!scroll.activeFocus && tabs++ < 4)
            keyClick(Qt.Key_Tab)
        verify(scroll.activeFocus, "Tab never reaches the text")
        keyClick(Qt.Key_PageDown)
        verify(scroll.contentY > 0)
        keyClick(Qt.Key_End)
        compare(scroll.contentY, scroll.contentHeight - scroll.height)
        keyClick(Qt.Key_Home)
        compare(scroll.contentY, 0)
        mouseClick(findChild(dialog, "unsavedDataQuit"))
        tryCompare(window, "visible", false)
    }

    // With everything saved, quitting asks nothing.
    function test_quittingWithEverythingSavedClosesAtOnce() {
        const window = createMain()
        verify(!StorageNotices.unsavedData)
        window.close()
        tryCompare(window, "visible", false)
    }

    function test_aFailedSaveIsShownAndKeepsTheGameFocused() {
        const window = createMain()
        window.openGame("2048")
        tryCompare(window, "currentScreen", "2048")
        waitForRendering(window.contentItem)
        const focused = window.activeFocusItem
        StorageNotices.report(StorageNotices.Scores2048, StorageNotices.Save, "Cannot save /data/2048-scores.json: No space left on device.")
        // Said once: the same failure again adds nothing.
        StorageNotices.report(StorageNotices.Scores2048, StorageNotices.Save, "Cannot save /data/2048-scores.json: No space left on device.")
        tryVerify(() => findChild(window.contentItem, "storageNotice") !== null)
        const notice = findChild(window.contentItem, "storageNotice")
        verify(notice.visible)
        const text = findChild(notice, "storageNoticeText").text
        verify(text.indexOf("No space left on device") >= 0, text)
        verify(text.indexOf("keep playing") >= 0, text)
        compare(StorageNotices.notices.length, 1)
        compare(window.activeFocusItem, focused)

        waitForRendering(window.contentItem)
        mouseClick(findChild(notice, "storageNoticeClose"))
        tryVerify(() => StorageNotices.notices.length === 0)
        tryVerify(() => findChild(window.contentItem, "storageNotice") === null)
        compare(window.activeFocusItem, focused)
    }

    // Whether two items share any pixel of the window.
    function overlap(a, b, window) {
        const ra = a.mapToItem(window.contentItem, 0, 0, a.width, a.height)
        const rb = b.mapToItem(window.contentItem, 0, 0, b.width, b.height)
        return ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height
    }

    function showLongNotice(window) {
        StorageNotices.report(StorageNotices.Progress, StorageNotices.Save, "Cannot save /home/player/.local/share/Tessera/tessera/progress.json: the folder /home/player/.local/share/Tessera/tessera cannot be created (No space left on device).")
        tryVerify(() => findChild(window.contentItem, "storageNotice") !== null)
        waitForRendering(window.contentItem)
    }

    function test_aNoticeTakesRoomOfItsOwn_data() {
        return [
            { tag: "2048 at 640x480", game: "2048", board: "game2048Board", width: 640, height: 480 },
            { tag: "Fifteen at 640x480", game: "fifteen", board: "fifteenBoard", width: 640, height: 480 },
            { tag: "Sokoban at 640x480", game: "sokoban", board: "sokobanBoard", width: 640, height: 480 },
            { tag: "2048 at 1280x800", game: "2048", board: "game2048Board", width: 1280, height: 800 },
            { tag: "Fifteen at 1280x800", game: "fifteen", board: "fifteenBoard", width: 1280, height: 800 }
        ]
    }

    // A notice never lies over the board: the screen gets smaller, as for a banner.
    function test_aNoticeTakesRoomOfItsOwn(data) {
        const window = createMain()
        window.width = data.width
        window.height = data.height
        window.openGame(data.game)
        tryCompare(window, "currentScreen", data.game)
        showLongNotice(window)
        const area = findChild(window.contentItem, "storageNoticeArea")
        verify(area.height > 0)
        const board = findChild(window.currentScreenItem, data.board)
        verify(board && board.visible, "no board " + data.board)
        tryVerify(() => !overlap(board, area, window), 5000, "the notice covers the board")
    }

    function test_aNoticeLeavesTheBoardPlayable_data() {
        return [
            { tag: "2048 at 640x480", game: "2048", board: "game2048Board" },
            { tag: "Fifteen at 640x480", game: "fifteen", board: "fifteenBoard" },
            { tag: "Sokoban at 640x480", game: "sokoban", board: "sokobanBoard" }
        ]
    }

    // In a small window a notice takes a line, not the board's room: the board keeps most of
    // its size (its cells at least 60% as large as without the notice), and More shows the
    // whole text.
    function test_aNoticeLeavesTheBoardPlayable(data) {
        const window = createMain()
        window.width = 640
        window.height = 480
        window.openGame(data.game)
        tryCompare(window, "currentScreen", data.game)
        const board = findChild(window.currentScreenItem, data.board)
        verify(board && board.visible, "no board " + data.board)
        waitForRendering(window.contentItem)
        tryVerify(() => board.cellSize > 0)
        const without = board.cellSize
        showLongNotice(window)
        const area = findChild(window.contentItem, "storageNoticeArea")
        tryVerify(() => area.height > 0)
        waitForRendering(window.contentItem)
        verify(area.height <= window.height / 10, "the notice takes " + area.height + " px of " + window.height)
        verify(board.cellSize >= 0.6 * without,
               "cells of " + board.cellSize + " px with the notice, " + without + " px without")
        // The whole text is there for the asking.
        const notice = findChild(area, "storageNotice")
        const text = findChild(notice, "storageNoticeText")
        verify(text.truncated, "one line, cut short")
        const more = findChild(notice, "storageNoticeMore")
        verify(more && more.visible, "no More button")
        mouseClick(more)
        tryCompare(text, "truncated", false)
        verify(text.text.indexOf("No space left on device") >= 0, text.text)
        verify(text.text.indexOf("keep playing") >= 0, text.text)
        mouseClick(more)
        tryCompare(text, "truncated", true)
    }

    // Nor over the Solved card's buttons.
    function test_aNoticeLeavesTheSolvedCardsButtonsFree() {
        const window = createMain()
        window.width = 640
        window.height = 480
        window.openGame("sokoban")
        tryCompare(window, "currentScreen", "sokoban")
        const screen = window.currentScreenItem
        verify(screen.session.openPastedText("#####\n#@$.#\n#####\nTitle: One push\n\n#####\n#@$.#\n#####\nTitle: Two\n"))
        showLongNotice(window)
        screen.forceActiveFocus()
        keyClick(Qt.Key_Right)
        verify(screen.session.play.solved)
        const overlay = findChild(screen, "solvedOverlay")
        tryCompare(overlay, "opacity", 1)
        const area = findChild(window.contentItem, "storageNoticeArea")
        for (const name of ["nextLevelButton", "replayBestButton"]) {
            const button = findChild(overlay, name)
            verify(button, name)
            if (button.visible)
                verify(!overlap(button, area, window), "the notice covers " + name)
        }
    }

    function test_aDamagedFileSaysWhereItWent() {
        const window = createMain()
        StorageNotices.report(StorageNotices.Progress, StorageNotices.Load, "The progress file /data/progress.json is damaged (not valid JSON). It was kept as /data/progress.json.corrupt-20261201-120000 and a new one is started.")
        tryVerify(() => findChild(window.contentItem, "storageNotice") !== null)
        const text = findChild(findChild(window.contentItem, "storageNotice"), "storageNoticeText").text
        verify(text.indexOf("progress.json.corrupt-20261201-120000") >= 0, text)
        verify(text.indexOf("works as usual") >= 0, text)
    }
}
