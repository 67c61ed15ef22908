// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// Sokoban's buttons on the window's tool bar (see AppToolBar): hint, solve, undo, redo,
// restart, the previous and next level, and a More menu (files, replay, the editor, copy and
// paste). SokobanScreen shows them as its toolBarItems and hands them its session; it opens a
// file, the level browser or the editor when they ask.
ToolBarRow {
    id: toolBar

    required property SokobanSession session

    signal openFileRequested()
    signal browserRequested()
    signal editorRequested(var properties)
    signal snapshotsRequested()

    menu: moreButton.menu
    menuButton: moreButton

    // From the keyboard's Menu key or the controller (the action "levelMenu"): the menu opens
    // with its first entry highlighted, so the arrows or the D-pad move at once.
    function openMenu() {
        moreButton.menu.open();
        moreButton.menu.currentIndex = 0;
    }

    BarButton {
        objectName: "sokobanHint"
        readonly property bool busy: toolBar.session.assist.task === SokobanAssistant.HintTask
        text: busy ? qsTr("Cancel") : qsTr("Hint")
        tip: busy ? qsTr("Stop looking for a hint (%1)").arg(ActionTable.keyTexts["sokoban.escape"]) : qsTr("Show the next push of a solution from here (%1)").arg(ActionTable.keyTexts["sokoban.hint"])
        enabled: busy || (toolBar.session.play.playable && !toolBar.session.play.solved)
        onClicked: {
            if (busy)
                return toolBar.session.assist.cancel();
            toolBar.session.assist.requestHint();
        }
    }
    BarButton {
        objectName: "sokobanSolve"
        readonly property bool busy: toolBar.session.assist.task === SokobanAssistant.SolveTask
        text: busy ? qsTr("Cancel") : qsTr("Solve")
        tip: busy ? qsTr("Stop solving (%1)").arg(ActionTable.keyTexts["sokoban.escape"]) : qsTr("Find a solution from here and play it")
        enabled: busy || (toolBar.session.play.playable && !toolBar.session.play.solved)
        onClicked: {
            if (busy)
                return toolBar.session.assist.cancel();
            toolBar.session.assist.requestSolve();
        }
    }
    ToolSeparator {
    }

    BarButton {
        objectName: "sokobanUndo"
        text: qsTr("Undo")
        tip: qsTr("Take back the last move (%1, right click)").arg(ActionTable.keyTexts["sokoban.undo"])
        enabled: toolBar.session.play.canUndo
        onClicked: toolBar.session.undo()
    }
    BarButton {
        objectName: "sokobanRedo"
        text: qsTr("Redo")
        tip: qsTr("Make the undone move again (%1)").arg(ActionTable.keyTexts["sokoban.redo"])
        enabled: toolBar.session.play.canRedo
        onClicked: toolBar.session.redo()
    }
    BarButton {
        objectName: "sokobanRestart"
        text: qsTr("Restart")
        tip: qsTr("Back to the start; undo brings the moves back (%1, %2)").arg(ActionTable.keyTexts["sokoban.restart"]).arg(ActionTable.keyTexts["sokoban.escape"])
        enabled: toolBar.session.play.moves > 0
        onClicked: toolBar.session.restart()
    }
    BarButton {
        objectName: "sokobanReverse"
        text: qsTr("Reverse")
        tip: qsTr("Play backwards: pull the boxes from the goals towards their start; where the two meet the level is solved (%1)").arg(ActionTable.keyTexts["sokoban.reverseMode"])
        checkable: true
        checked: toolBar.session.play.reverseMode
        enabled: toolBar.session.play.reverseMode || (toolBar.session.play.canReverse && !toolBar.session.play.solved)
        onClicked: {
            toolBar.session.play.toggleReverseMode();
            checked = Qt.binding(() => toolBar.session.play.reverseMode);
        }
    }
    ToolSeparator {
    }
    BarButton {
        objectName: "sokobanPrevious"
        property string menuText: qsTr("Previous level")

        text: "‹"
        font.pixelSize: Theme.fontLarge
        tip: qsTr("Previous level (%1)").arg(ActionTable.keyTexts["sokoban.previousLevel"])
        enabled: toolBar.session.levelIndex > 0
        onClicked: toolBar.session.previousLevel()
    }
    BarButton {
        objectName: "sokobanNext"
        property string menuText: qsTr("Next level")

        text: "›"
        font.pixelSize: Theme.fontLarge
        tip: qsTr("Next level (%1)").arg(ActionTable.keyTexts["sokoban.nextLevel"])
        enabled: toolBar.session.hasNextLevel
        onClicked: toolBar.session.nextLevel()
    }
    ToolSeparator {
    }
    MoreButton {
        id: moreButton

        objectName: "sokobanMore"
        menuTip: qsTr("Open a file, replay, copy and paste")

        AppMenuItem {
            text: qsTr("Open level file…")
            shortcut: ActionTable.shortcuts["app.openLevelFile"]
            onTriggered: toolBar.openFileRequested()
        }
        AppMenuItem {
            text: qsTr("Level browser…")
            shortcut: ActionTable.shortcuts["app.levelBrowser"]
            onTriggered: toolBar.browserRequested()
        }
        MenuSeparator {
        }
        AppMenuItem {
            text: qsTr("Replay best solution")
            enabled: toolBar.session.progress.hasBestSolution
            onTriggered: toolBar.session.replay.playBest()
        }
        AppMenuItem {
            objectName: "sokobanSaveSnapshot"
            text: qsTr("Save a snapshot")
            shortcut: ActionTable.shortcuts["sokoban.saveSnapshot"]
            enabled: toolBar.session.snapshots.canSave
            onTriggered: toolBar.session.snapshots.save()
        }
        AppMenuItem {
            objectName: "sokobanRestoreSnapshot"
            text: qsTr("Back to the newest snapshot")
            shortcut: ActionTable.shortcuts["sokoban.restoreSnapshot"]
            enabled: toolBar.session.snapshots.count > 0 && toolBar.session.play.playable
            onTriggered: toolBar.session.snapshots.restoreLatest()
        }
        AppMenuItem {
            objectName: "sokobanSnapshots"
            text: qsTr("Snapshots…")
            shortcut: ActionTable.shortcuts["sokoban.snapshots"]
            enabled: toolBar.session.play.playable
            onTriggered: toolBar.snapshotsRequested()
        }
        MenuSeparator {
        }
        AppMenuItem {
            objectName: "sokobanOptimisePushes"
            text: qsTr("Optimise solution: fewer pushes")
            shortcut: ActionTable.shortcuts["sokoban.optimisePushes"]
            enabled: toolBar.session.optimiser.available && !toolBar.session.optimiser.running
            onTriggered: toolBar.session.optimiser.start(SokobanOptimiser.Pushes)
        }
        AppMenuItem {
            objectName: "sokobanOptimiseMoves"
            text: qsTr("Optimise solution: fewer moves")
            shortcut: ActionTable.shortcuts["sokoban.optimiseMoves"]
            enabled: toolBar.session.optimiser.available && !toolBar.session.optimiser.running
            onTriggered: toolBar.session.optimiser.start(SokobanOptimiser.Moves)
        }
        AppMenuItem {
            objectName: "sokobanWatchPublished"
            text: qsTr("Watch the published solution")
            visible: toolBar.session.replay.hasPublished
            height: visible ? implicitHeight : 0
            onTriggered: toolBar.session.replay.watchPublished()
        }
        MenuSeparator {
        }
        AppMenuItem {
            objectName: "sokobanEditLevel"
            text: qsTr("Edit this level")
            enabled: toolBar.session.hasLevel
            onTriggered: toolBar.editorRequested({
                    "collectionId": toolBar.session.collectionId,
                    "levelIndex": toolBar.session.levelIndex
                })
        }
        AppMenuItem {
            objectName: "sokobanNewLevel"
            text: qsTr("New level")
            onTriggered: toolBar.editorRequested({
                    "askSize": true
                })
        }
        MenuSeparator {
        }
        AppMenuItem {
            text: qsTr("Copy level (XSB)")
            shortcut: ActionTable.shortcuts["sokoban.copyLevel"]
            enabled: toolBar.session.hasLevel
            onTriggered: toolBar.session.copyLevel()
        }
        AppMenuItem {
            text: qsTr("Copy solution (LURD)")
            shortcut: ActionTable.shortcuts["sokoban.copySolution"]
            onTriggered: toolBar.session.copySolution()
        }
        AppMenuItem {
            text: qsTr("Paste solution or level")
            shortcut: ActionTable.shortcuts["sokoban.paste"]
            onTriggered: toolBar.session.pasteFromClipboard()
        }
    }
}
