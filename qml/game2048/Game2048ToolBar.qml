// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// 2048's buttons on the window's tool bar (see AppToolBar): undo, new game, high scores.
// Game2048Screen shows them as its toolBarItems, hands them its session and assistant, and
// starts a new game or shows the high scores when they ask.
ToolBarRow {
    id: toolBar

    required property Game2048Session game
    required property Game2048Assistant assistant

    signal newGameRequested()
    signal highScoresRequested()

    BarButton {
        objectName: "game2048Undo"
        text: qsTr("Undo (%1)").arg(toolBar.game.undosLeft)
        tip: qsTr("Take back the last move, up to %n moves (%1)", "", toolBar.game.maximumUndos).arg(ActionTable.keyTexts["game2048.undo"])
        enabled: toolBar.game.canUndo && !toolBar.assistant.autoplaying
        onClicked: toolBar.game.undo()
    }
    BarButton {
        objectName: "game2048NewGame"
        text: qsTr("New game")
        tip: qsTr("Start a new %1×%2 game (%3)").arg(Game2048Settings.columns).arg(Game2048Settings.rows).arg(ActionTable.keyTexts["game2048.newGame"])
        onClicked: {
            toolBar.assistant.stopAutoplay();
            toolBar.newGameRequested();
        }
    }
    BarButton {
        objectName: "game2048HighScoresButton"
        text: qsTr("High scores")
        tip: qsTr("The top ten of each board size")
        onClicked: toolBar.highScoresRequested()
    }
}
