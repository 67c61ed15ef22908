// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// A quiet line above the board for the solver's aids, one thing at a time:
// - a Hint or Solve still searching: a spinner, how far it got, and Cancel (Esc); past the
//   hint limit, that the search goes on in the background;
// - the last hint in words ("Push the marked box right..."), or that the position is lost,
//   with a button taking the undos back to a solvable one, or a solution found in the
//   background with a button playing it (Enter);
// - a push that made a deadlock: what is stuck, and a button taking the moves back to just
//   before that push (the player may have walked on since).
Rectangle {
    id: bar

    required property SokobanSession session

    readonly property bool searching: session.assist.task !== SokobanAssistant.NoTask
    readonly property bool showsHint: !searching && session.assist.hintText !== ""
    readonly property bool showsDeadlock: !searching && !showsHint && session.deadlock.found && !session.play.solved && !session.replay.active
    // Which of the three is shown, for tests: "search", "hint", "deadlock" or "".
    readonly property string mode: searching ? "search" : showsHint ? "hint" : showsDeadlock ? "deadlock" : ""

    // The height of one line of text with a button: what the screen keeps free above the board
    // (a longer text may reach over the board's top wall; the board does not jump).
    readonly property real singleLineHeight: 32 + Theme.spacing

    implicitWidth: Math.min(row.implicitWidth + 2 * Theme.spacing, parent ? parent.width - 2 * Theme.spacing : 600)
    implicitHeight: Math.max(row.implicitHeight, 28) + Theme.spacing
    radius: height / 2
    color: Theme.surface
    border.color: showsDeadlock || (showsHint && session.assist.hintLost) ? Theme.sokobanStuck : showsHint ? Theme.sokobanHint : Theme.border
    border.width: 1
    opacity: mode !== "" ? 1 : 0
    visible: opacity > 0

    Behavior on opacity  {
        NumberAnimation {
            duration: Theme.motion(150)
        }
    }

    RowLayout {
        id: row

        anchors.centerIn: parent
        width: Math.min(implicitWidth, bar.width - 2 * Theme.spacing)
        spacing: Theme.spacingSmall

        BusyIndicator {
            objectName: "assistSpinner"
            visible: bar.searching
            running: bar.searching
            Layout.preferredWidth: 24
            Layout.preferredHeight: 24
        }
        Label {
            objectName: "assistText"
            Layout.fillWidth: true
            Layout.maximumWidth: 620
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            text: {
                if (bar.searching) {
                    const hint = bar.session.assist.task === SokobanAssistant.HintTask;
                    // Past the hint limit: the player may leave it running, or stop it.
                    const what = !bar.session.assist.stillSearching ? (hint ? qsTr("Looking for a hint…") : qsTr("Solving…")) : hint ? qsTr("Still searching for a hint (a move or %1 stops it)…").arg(ActionTable.shortcuts["sokoban.escape"]) : qsTr("Still searching for a solution (a move or %1 stops it)…").arg(ActionTable.shortcuts["sokoban.escape"]);
                    const progress = bar.session.assist.solver.progressText;
                    return progress !== "" ? what + "  " + progress : what;
                }
                if (bar.showsHint)
                    return bar.session.assist.hintText;
                // Stuck before any push: the level itself starts lost, there is no push to take back.
                // The warning judges by the rules in force: a best made with train push is not
                // contradicted, only set apart from them.
                if (bar.showsDeadlock && bar.session.deadlock.undos <= 0 && !bar.session.play.trainPush && bar.session.progress.bestByTrainPush)
                    return qsTr("%1 from the start: by the standard rules this level cannot be solved. Its best was made with train push.").arg(bar.session.deadlock.text);
                if (bar.showsDeadlock)
                    return bar.session.deadlock.undos > 0 ? qsTr("%1. Undo goes back to just before the push that did it.").arg(bar.session.deadlock.text) : qsTr("%1 from the start: this level cannot be solved.").arg(bar.session.deadlock.text);
                return "";
            }
        }
        Button {
            objectName: "assistCancel"
            visible: bar.searching
            text: qsTr("Cancel")
            focusPolicy: Qt.NoFocus
            flat: true
            onClicked: bar.session.assist.cancel()
        }
        Button {
            objectName: "assistPlaySolution"
            visible: bar.showsHint && bar.session.assist.offersSolution
            text: qsTr("Play it")
            focusPolicy: Qt.NoFocus
            flat: true
            onClicked: bar.session.assist.playOfferedSolution()
        }
        Button {
            objectName: "assistUndoBack"
            visible: bar.showsHint && bar.session.assist.hintLost && bar.session.assist.hintUndos > 0
            text: qsTr("Undo %1").arg(bar.session.assist.hintUndos)
            focusPolicy: Qt.NoFocus
            flat: true
            onClicked: bar.session.assist.undoToSolvable()
        }
        Button {
            objectName: "assistUndo"
            visible: bar.showsDeadlock && bar.session.deadlock.undos > 0
            text: qsTr("Undo %n", "", bar.session.deadlock.undos)
            focusPolicy: Qt.NoFocus
            flat: true
            onClicked: bar.session.deadlock.undoPush()
        }
    }
}
