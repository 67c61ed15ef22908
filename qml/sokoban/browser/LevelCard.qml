// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// One level in the level browser's grid: a small picture, its number and title, a check mark
// once solved with the best moves and pushes, or why it cannot be played.
ItemDelegate {
    id: card

    required property int number
    required property string title
    required property bool solved
    required property int bestMoves
    required property int bestPushes
    required property bool playable
    required property string errorText
    required property var rows
    // The level being played: outlined in the Sokoban colour (the keyboard highlight in the
    // focus colour).
    property bool current: false
    // A card of the bundled tutorial: its title is worded in the player's language (as on the
    // status line), other collections keep their authors' titles.
    property bool tutorialTitle: false

    background: Rectangle {
        radius: Theme.radius
        color: card.down ? Theme.surfacePressed : card.hovered || card.highlighted ? Theme.surfaceHover : Theme.surface
        border.color: card.highlighted ? Theme.focusRing : card.current ? Theme.sokobanColor : card.solved ? Theme.success : Theme.border
        border.width: card.current || card.highlighted ? 3 : card.solved ? 2 : 1
    }
    //: A level of the level browser as a screen reader says it: %1 its number, %2 its title.
    Accessible.name: qsTr("Level %1: %2").arg(number).arg(tutorialTitle ? qsTranslate("TutorialLessons", title) : title)
    Accessible.description: !playable ? errorText : solved ? qsTr("Solved in %n moves", "", bestMoves) : qsTr("Not solved yet")
    ToolTip.visible: hovered && !playable
    ToolTip.text: errorText

    contentItem: ColumnLayout {
        spacing: 4

        LevelPreview {
            Layout.fillWidth: true
            Layout.fillHeight: true
            rows: card.rows
            colors: Theme.sokobanBoardColors
            opacity: card.playable ? 1 : 0.4
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 4

            Label {
                text: card.number
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
            Label {
                objectName: "cardTitle"
                Layout.fillWidth: true
                text: card.tutorialTitle ? qsTranslate("TutorialLessons", card.title) : card.title
                color: Theme.text
                font.pixelSize: Theme.fontSmall
                elide: Text.ElideRight
            }
            Label {
                objectName: "solvedMark"
                visible: card.solved
                text: "\u2713"
                color: Theme.success
                font.pixelSize: Theme.fontNormal
                font.bold: true
            }
        }
        Label {
            Layout.fillWidth: true
            text: !card.playable ? qsTr("Cannot be played") : card.solved ? qsTr("Best: %1, %2", "moves, pushes").arg(qsTr("%n moves", "", card.bestMoves)).arg(qsTr("%n pushes", "", card.bestPushes)) : qsTr("Not solved yet")
            color: !card.playable ? Theme.danger : Theme.textMuted
            font.pixelSize: Theme.fontSmall
            elide: Text.ElideRight
        }
    }
}
