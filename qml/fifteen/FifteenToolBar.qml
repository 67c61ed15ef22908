// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// Fifteen's buttons on the window's tool bar (see AppToolBar): undo, redo, pause, new game.
// FifteenScreen shows them as its toolBarItems, hands them its session and assistant, and
// starts a new game when they ask.
ToolBarRow {
    id: toolBar

    required property FifteenSession game
    required property FifteenAssistant assistant

    signal newGameRequested()

    BarButton {
        tipBeside: true
        objectName: "fifteenUndo"
        // Arrows keep the bar narrow enough for the smallest window; the tip says more.
        property string menuText: qsTr("Undo")

        text: "↶"
        font.pixelSize: Theme.fontLarge
        Accessible.name: qsTr("Undo")
        tip: qsTr("Undo: take back the last move, counted as a move (%1)").arg(ActionTable.keyTexts["fifteen.undo"])
        enabled: toolBar.game.canUndo
        onClicked: toolBar.game.undo()
    }
    BarButton {
        tipBeside: true
        objectName: "fifteenRedo"
        property string menuText: qsTr("Redo")

        text: "↷"
        font.pixelSize: Theme.fontLarge
        Accessible.name: qsTr("Redo")
        tip: qsTr("Redo: make the undone move again (%1)").arg(ActionTable.keyTexts["fifteen.redo"])
        enabled: toolBar.game.canRedo
        onClicked: toolBar.game.redo()
    }
    BarButton {
        tipBeside: true
        objectName: "fifteenPause"
        text: toolBar.game.paused ? qsTr("Resume") : qsTr("Pause")
        tip: toolBar.game.paused ? qsTr("Show the tiles and go on (%1)").arg(ActionTable.keyTexts["fifteen.pause"]) : qsTr("Stop the clock and hide the tiles (%1)").arg(ActionTable.keyTexts["fifteen.pause"])
        enabled: !toolBar.game.solved
        onClicked: toolBar.game.togglePause()
    }
    BarButton {
        tipBeside: true
        objectName: "fifteenNewGame"
        text: qsTr("New game")
        tip: qsTr("Shuffle a new %1×%2 puzzle (%3)").arg(FifteenSettings.width).arg(FifteenSettings.height).arg(ActionTable.keyTexts["fifteen.newGame"])
        onClicked: {
            toolBar.assistant.stopSolving();
            toolBar.newGameRequested();
        }
    }
}
