// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// Shown over the board once the level is solved, after the last push has been seen: the moves
// and pushes, whether it is a first solve or a new best (else the best so far), and the way on:
// "Next level" (Enter), replaying the best solution, or optimising the solution just played
// (fewer pushes or fewer moves, session.optimiser). Esc closes it (close()), leaving the
// solved board in view; the right button and the wheel reach the board below (undo, history).
Item {
    id: overlay

    required property SokobanSession session

    signal nextRequested
    signal replayRequested

    // Closed by the player for this solve: shown again when the level is solved anew.
    property bool closed: false
    readonly property bool shown: session.play.solved && !session.replay.running && !closed

    // Closes the card; false when it was not shown.
    function close() {
        if (!shown)
            return false;
        closed = true;
        return true;
    }

    Connections {
        target: overlay.session

        function onStateChanged() {
            if (!overlay.session.play.solved)
                overlay.closed = false;
        }
        function onLevelChanged() {
            overlay.closed = false;
        }
    }

    visible: opacity > 0
    opacity: shown ? 1 : 0
    // While it fades out, clicks already reach the board.
    enabled: shown

    Behavior on opacity  {
        SequentialAnimation {
            // Let the last push finish before the card covers the board.
            PauseAnimation {
                duration: overlay.shown ? overlay.session.play.stepDuration + 120 : 0
            }
            NumberAnimation {
                duration: Theme.motion(200)
                easing.type: Easing.OutCubic
            }
        }
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.sokobanSolvedVeil
    }

    // Left clicks on the veil do not reach the board; the right button (undo) and the wheel
    // (back and forth in the history) do, as when the card is not there.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.LeftButton
        onWheel: w => w.accepted = false
    }

    Rectangle {
        id: card

        objectName: "solvedCard"

        anchors.centerIn: parent
        // Wide enough for its buttons in every language.
        width: Math.min(parent.width - 2 * Theme.spacingLarge, Math.max(380, buttonRow.implicitWidth + 2 * Theme.spacingLarge))
        height: content.implicitHeight + 2 * Theme.spacingLarge
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.border
        scale: overlay.shown ? 1 : 0.92

        Behavior on scale  {
            NumberAnimation {
                duration: Theme.motion(260)
                easing.type: Easing.OutBack
            }
        }

        Rectangle {
            anchors.fill: parent
            anchors.topMargin: 4
            z: -1
            radius: parent.radius
            color: Theme.shadow
        }

        Column {
            id: content

            anchors.centerIn: parent
            width: parent.width - 2 * Theme.spacingLarge
            spacing: Theme.spacing

            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("Solved!")
                color: Theme.success
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }
            Label {
                objectName: "solvedCounts"
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("%1  ·  %2", "moves · pushes").arg(qsTr("%n moves", "", overlay.session.play.moves)).arg(qsTr("%n pushes", "", overlay.session.play.pushes))
                color: Theme.text
                font.pixelSize: Theme.fontLarge
            }
            Label {
                objectName: "solvedRecord"
                width: parent.width
                visible: text !== ""
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: {
                    const s = overlay.session;
                    if (s.progress.solvedBySolver && s.replay.published)
                        return qsTr("The published solution: not counted as yours.");
                    if (s.progress.solvedBySolver && s.replay.pasted)
                        return qsTr("A pasted solution: not counted as yours.");
                    if (s.progress.solvedBySolver)
                        return qsTr("Solved by the solver: not counted as yours.");
                    if (s.progress.firstSolve)
                        return qsTr("First time solved!");
                    if (s.progress.newBestMoves && s.progress.newBestPushes)
                        return qsTr("New best in moves and pushes!");
                    if (s.progress.newBestMoves)
                        return qsTr("New best in moves!");
                    if (s.progress.newBestPushes)
                        return qsTr("New best in pushes!");
                    // An optimised best is told by the line below.
                    if (s.progress.solvedBefore && !s.progress.bestMovesOptimised && !s.progress.bestPushesOptimised)
                        return qsTr("Your best: %1, %2", "moves, pushes").arg(qsTr("%n moves", "", s.progress.bestMoves)).arg(qsTr("%n pushes", "", s.progress.bestPushes));
                    return "";
                }
                color: overlay.session.progress.firstSolve || overlay.session.progress.newBestMoves || overlay.session.progress.newBestPushes ? Theme.sokobanColor : Theme.textMuted
                font.pixelSize: Theme.fontNormal
                font.bold: overlay.session.progress.firstSolve || overlay.session.progress.newBestMoves || overlay.session.progress.newBestPushes
            }
            // A best the optimiser made (now, or before) is not one the player played.
            Label {
                objectName: "solvedOptimised"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                visible: !overlay.session.progress.solvedBySolver && (overlay.session.progress.bestMovesOptimised || overlay.session.progress.bestPushesOptimised)
                text: qsTr("Best after optimising: %1, %2", "moves, pushes").arg(qsTr("%n moves", "", overlay.session.progress.bestMoves)).arg(qsTr("%n pushes", "", overlay.session.progress.bestPushes))
                color: Theme.textMuted
                font.pixelSize: Theme.fontNormal
            }
            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                visible: !overlay.session.hasNextLevel
                text: qsTr("That was the last level of %1.").arg(overlay.session.collectionName)
                color: Theme.textMuted
                font.pixelSize: Theme.fontNormal
            }
            Row {
                id: buttonRow

                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.spacing
                topPadding: Theme.spacingSmall

                Button {
                    objectName: "replayBestButton"
                    text: qsTr("Replay best")
                    focusPolicy: Qt.NoFocus
                    enabled: overlay.session.progress.hasBestSolution
                    onClicked: overlay.replayRequested()
                }
                Button {
                    id: optimiseButton

                    objectName: "optimiseButton"
                    text: qsTr("Optimise ▾")
                    focusPolicy: Qt.NoFocus
                    enabled: overlay.session.optimiser.available && !overlay.session.optimiser.running
                    onClicked: optimiseMenu.open()

                    AppMenu {
                        id: optimiseMenu

                        objectName: "optimiseMenu"
                        y: optimiseButton.height

                        AppMenuItem {
                            objectName: "optimisePushesItem"
                            text: qsTr("Fewer pushes")
                            shortcut: ActionTable.shortcuts["sokoban.optimisePushes"]
                            onTriggered: overlay.session.optimiser.start(SokobanOptimiser.Pushes)
                        }
                        AppMenuItem {
                            objectName: "optimiseMovesItem"
                            text: qsTr("Fewer moves")
                            shortcut: ActionTable.shortcuts["sokoban.optimiseMoves"]
                            onTriggered: overlay.session.optimiser.start(SokobanOptimiser.Moves)
                        }
                    }
                }
                Button {
                    objectName: "nextLevelButton"
                    text: qsTr("Next level  ⏎")
                    highlighted: true
                    focusPolicy: Qt.NoFocus
                    enabled: overlay.session.hasNextLevel
                    onClicked: overlay.nextRequested()
                }
            }
        }
    }
}
