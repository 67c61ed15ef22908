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
        for (const source of [StorageNotices.Session, StorageNotices.Scores2048, StorageNotices.Progress])
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

        mouseClick(findChild(notice, "storageNoticeClose"))
        tryVerify(() => StorageNotices.notices.length === 0)
        tryVerify(() => findChild(window.contentItem, "storageNotice") === null)
        compare(window.activeFocusItem, focused)
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
