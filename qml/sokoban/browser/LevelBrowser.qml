// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// The level browser: the collections of the level library with solved N / total, then the
// levels of one as a grid of cards (preview, number, title, solved mark, best moves/pushes).
// Clicking a level opens it through `session` and emits levelChosen().
Rectangle {
    id: browser

    required property SokobanSession session
    // The collection whose levels are shown; empty: the list of collections.
    property string collectionId: ""

    signal levelChosen
    signal closeRequested
    signal openFileRequested

    color: Theme.background

    LevelCollectionsModel {
        id: collections

        library: LevelLibrary
        progressStore: ProgressStore
    }

    LevelListModel {
        id: levels

        library: LevelLibrary
        progressStore: ProgressStore
        collectionId: browser.collectionId
    }

    function openLevel(index) {
        if (browser.session.openCollection(browser.collectionId, index))
            browser.levelChosen();
    }

    // Ctrl+V: a level or a whole collection (XSB) from the clipboard opens, as in the game.
    function paste() {
        if (browser.session.pasteFromClipboard())
            browser.levelChosen();
    }

    // The × of a pasted collection: removed at once, with an Undo offered (Ctrl+Z too).
    function removePasted(collectionId, name) {
        if (!LevelLibrary.removePasted(collectionId))
            return;
        removedToast.offer(qsTr("\"%1\" removed").arg(name), qsTr("Undo"), () => LevelLibrary.restorePasted(collectionId));
    }

    Keys.onEscapePressed: {
        if (browser.collectionId !== "")
            browser.collectionId = "";
        else
            browser.closeRequested();
    }
    // Sokoban's keys for paste and undo and the window's for a file and the browser, as the
    // action table has them (the player may have chosen others); the rest navigates.
    Keys.onPressed: event => {
        const action = ActionTable.keyAction("sokoban", event.key, event.modifiers);
        const command = action.valid ? action.command : "";
        if (command === "paste") {
            browser.paste();
            event.accepted = true;
        } else if (command === "undo" && event.modifiers !== Qt.NoModifier) {
            event.accepted = removedToast.trigger();
        } else if (command === "undo") {
            // Backspace and other plain keys of undo: only with a removal to take back.
            event.accepted = removedToast.trigger() || browser.navigate(event.key);
        } else if (command === "openLevelFile") {
            browser.openFileRequested();
            event.accepted = true;
        } else if (command === "levelBrowser") {
            browser.closeRequested();
            event.accepted = true;
        } else if (event.modifiers === Qt.NoModifier || event.modifiers === Qt.KeypadModifier) {
            event.accepted = browser.navigate(event.key);
        }
    }

    // The keyboard in the list or grid shown: arrows and Page keys move the highlight,
    // Enter opens what is highlighted. True when the key was used.
    function navigate(key) {
        const onLevels = browser.collectionId !== "";
        const view = onLevels ? levelGrid : collectionList;
        if (view.count === 0)
            return false;
        if (view.currentIndex < 0)
            view.currentIndex = 0;
        switch (key) {
        case Qt.Key_Up:
            onLevels ? levelGrid.moveCurrentIndexUp() : collectionList.decrementCurrentIndex();
            return true;
        case Qt.Key_Down:
            onLevels ? levelGrid.moveCurrentIndexDown() : collectionList.incrementCurrentIndex();
            return true;
        case Qt.Key_Left:
            if (onLevels)
                levelGrid.moveCurrentIndexLeft();
            return onLevels;
        case Qt.Key_Right:
            if (onLevels)
                levelGrid.moveCurrentIndexRight();
            return onLevels;
        case Qt.Key_Home:
            view.currentIndex = 0;
            return true;
        case Qt.Key_End:
            view.currentIndex = view.count - 1;
            return true;
        case Qt.Key_Return:
        case Qt.Key_Enter:
            if (onLevels)
                browser.openLevel(levelGrid.currentIndex);
            else if (collectionList.currentItem)
                browser.collectionId = collectionList.currentItem.collectionId;
            return true;
        }
        return false;
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Button {
                objectName: "backButton"
                // Clicked, it must not take the keys: Return opens the highlighted entry.
                focusPolicy: Qt.NoFocus
                text: browser.collectionId === "" ? qsTr("Back to game") : qsTr("Collections")
                onClicked: browser.collectionId === "" ? browser.closeRequested() : (browser.collectionId = "")
            }
            Label {
                Layout.fillWidth: true
                text: browser.collectionId === "" ? qsTr("Level collections") : qsTr("%1 — solved %2 / %3").arg(levels.collectionName).arg(levels.solvedCount).arg(levels.count)
                color: Theme.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                // Lines rather than a cut name in a narrow window, a longer language or at a
                // larger text size.
                wrapMode: Text.Wrap
                maximumLineCount: 3
                elide: Text.ElideRight
            }
            Button {
                objectName: "browserOpenFile"
                text: qsTr("Open file…")
                focusPolicy: Qt.NoFocus
                onClicked: browser.openFileRequested()
            }
            Button {
                objectName: "browserPaste"
                text: qsTr("Paste level")
                focusPolicy: Qt.NoFocus
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("Open a level or a collection copied as XSB text (%1)").arg(ActionTable.keyTexts["sokoban.paste"])
                onClicked: browser.paste()
            }
        }

        ListView {
            id: collectionList

            objectName: "collectionList"
            visible: browser.collectionId === ""
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.spacingSmall
            model: collections
            highlightFollowsCurrentItem: true
            ScrollBar.vertical: AppScrollBar {
            }
            delegate: CollectionRow {
                width: collectionList.width
                highlighted: ListView.isCurrentItem
                onClicked: browser.collectionId = collectionId
                onRemoveRequested: browser.removePasted(collectionId, name)
            }
        }

        GridView {
            id: levelGrid

            objectName: "levelGrid"
            visible: browser.collectionId !== ""
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            cellWidth: Math.max(160, Math.floor(width / Math.max(1, Math.floor(width / 180))))
            cellHeight: 190
            model: levels
            ScrollBar.vertical: AppScrollBar {
            }
            // Shows the level being played when the browser opens on its collection (again once
            // the grid has its width: the columns depend on it).
            function showCurrent() {
                if (browser.collectionId === browser.session.collectionId && browser.session.levelIndex < count && width > 0) {
                    currentIndex = browser.session.levelIndex;
                    positionViewAtIndex(browser.session.levelIndex, GridView.Contain);
                }
            }

            onCountChanged: showCurrent()
            onCellWidthChanged: showCurrent()
            delegate: LevelCard {
                width: levelGrid.cellWidth - Theme.spacingSmall
                height: levelGrid.cellHeight - Theme.spacingSmall
                current: browser.collectionId === browser.session.collectionId && number - 1 === browser.session.levelIndex
                highlighted: GridView.isCurrentItem
                tutorialTitle: browser.collectionId === "bundled:tutorial"
                onClicked: browser.openLevel(number - 1)
            }
        }
    }

    // "… removed" with its Undo.
    Toast {
        id: removedToast

        objectName: "browserToast"
        textObjectName: "browserToastText"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacingLarge
    }
}
