// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// The status line above the board: which level (collection, number, title, the player's best
// so far) on the left, the counters on the right (moves, pushes, boxes on goals / boxes).
Item {
    id: bar

    required property SokobanSession session

    // The "Levels…" button: the screen opens the level browser.
    signal levelsRequested

    implicitHeight: layout.implicitHeight + 2 * Theme.spacingSmall

    component Counter: Column {
        id: counter

        property string label
        property string value
        property color valueColor: Theme.text

        spacing: 0

        Label {
            anchors.right: parent.right
            text: counter.value
            color: counter.valueColor
            font.pixelSize: Theme.fontLarge + 4
            font.bold: true
        }
        Label {
            anchors.right: parent.right
            text: counter.label
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
    }

    RowLayout {
        id: layout

        anchors.fill: parent
        anchors.leftMargin: Theme.spacingLarge
        anchors.rightMargin: Theme.spacingLarge
        anchors.topMargin: Theme.spacingSmall
        anchors.bottomMargin: Theme.spacingSmall
        spacing: Theme.spacingLarge

        Button {
            objectName: "sokobanLevels"
            Layout.alignment: Qt.AlignVCenter
            text: qsTr("Levels…")
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.fontNormal
            ToolTip.visible: hovered
            ToolTip.delay: 600
            ToolTip.text: qsTr("Choose a collection and a level (%1)").arg(ActionTable.keyTexts["app.levelBrowser"])
            onClicked: bar.levelsRequested()
        }

        Column {
            Layout.fillWidth: true
            Layout.alignment: Qt.AlignVCenter
            spacing: 2

            Label {
                objectName: "sokobanLevelPlace"
                width: parent.width
                // Two lines rather than a cut place at a larger text size.
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                text: bar.session.play.reverseMode ? qsTr("Reverse mode: pull the boxes back to where they start (%1 leaves it)").arg(ActionTable.keyTexts["sokoban.reverseMode"]) : bar.session.hasLevel ? qsTr("%1 · Level %2 of %3").arg(bar.session.collectionName).arg(bar.session.levelIndex + 1).arg(bar.session.levelCount) : ""
                color: bar.session.play.reverseMode ? Theme.warning : Theme.textMuted
                font.bold: bar.session.play.reverseMode
                font.pixelSize: Theme.fontSmall
            }
            Row {
                width: parent.width
                spacing: Theme.spacing

                Label {
                    id: title

                    objectName: "sokobanLevelTitle"
                    // The title comes first; the best takes what room is left.
                    width: Math.min(implicitWidth, parent.width)
                    elide: Text.ElideRight
                    text: bar.session.collectionId === "bundled:tutorial" ? qsTranslate("TutorialLessons", bar.session.levelTitle) : bar.session.levelTitle
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge + 2
                    font.bold: true
                }
                Label {
                    id: best

                    objectName: "sokobanBest"
                    anchors.baseline: title.baseline
                    width: Math.max(0, Math.min(implicitWidth, parent.width - title.width - parent.spacing))
                    elide: Text.ElideRight
                    // Left out rather than cut to a stub where the title needs the room.
                    visible: bar.session.progress.solvedBefore && width >= 4 * font.pixelSize
                    // A best made with train push says so: it replays with train push.
                    text: (bar.session.progress.bestByTrainPush ? qsTr("✓ best %1, %2, train push", "moves, pushes") : qsTr("✓ best %1, %2", "moves, pushes")).arg(qsTr("%n moves", "", bar.session.progress.bestMoves)).arg(qsTr("%n pushes", "", bar.session.progress.bestPushes))
                    color: Theme.success
                    font.pixelSize: Theme.fontSmall
                }
            }
        }

        Counter {
            objectName: "sokobanMoves"
            label: qsTr("moves", "the word under the count", bar.session.play.moves)
            value: bar.session.play.moves
        }
        Counter {
            objectName: "sokobanPushes"
            label: bar.session.play.reverseMode ? qsTr("pulls", "the word under the count", bar.session.play.pushes) : qsTr("pushes", "the word under the count", bar.session.play.pushes)
            value: bar.session.play.pushes
        }
        Counter {
            objectName: "sokobanBoxes"
            label: qsTr("boxes on goals", "the word under the count", bar.session.play.boxCount)
            value: bar.session.play.boxesOnGoals + " / " + bar.session.play.boxCount
            valueColor: bar.session.play.solved ? Theme.success : Theme.text
        }
    }

    Rectangle {
        anchors.bottom: parent.bottom
        width: parent.width
        height: 1
        color: Theme.border
    }
}
