// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// "Check solvable": the solver runs on the level off the GUI thread (SokobanSolverRunner) with a
// spinner and Cancel, then answers "solvable in N pushes" (and the solution can be watched in
// test-play), "unsolvable" (with the deadlock when it is a simple one) or "not decided within
// the limit". The solver knows only the standard rules (one box a push), and says so.
AppDialog {
    id: dialog

    required property SokobanSolverRunner solver

    signal watchRequested

    title: qsTr("Check solvable")
    width: Math.min(460, parent ? parent.width - 2 * Theme.spacingLarge : 460)
    closePolicy: Popup.CloseOnEscape

    readonly property bool answered: !solver.running && solver.hasResult

    buttons: [
        Button {
            objectName: "checkWatch"
            text: qsTr("Watch the solution")
            visible: dialog.answered && dialog.solver.status === SokobanSolverRunner.Solved
            highlighted: true
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
            onClicked: dialog.watchRequested()
        },
        Button {
            objectName: "checkCancel"
            text: dialog.solver.running ? qsTr("Cancel") : qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    ]

    ColumnLayout {
        width: parent.width
        spacing: Theme.spacing

        RowLayout {
            visible: dialog.solver.running
            spacing: Theme.spacing

            BusyIndicator {
                running: dialog.solver.running
                implicitWidth: 40
                implicitHeight: 40
            }
            Column {
                Layout.fillWidth: true
                Label {
                    text: qsTr("The solver is trying the level…")
                    color: Theme.text
                    font.pixelSize: Theme.fontNormal
                }
                Label {
                    objectName: "checkProgress"
                    text: dialog.solver.progressText
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }
            }
        }

        Label {
            objectName: "checkAnswer"
            visible: dialog.answered
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: {
                switch (dialog.solver.status) {
                case SokobanSolverRunner.Solved:
                    return Theme.success;
                case SokobanSolverRunner.Unsolvable:
                case SokobanSolverRunner.InvalidLevel:
                    return Theme.danger;
                default:
                    return Theme.warning;
                }
            }
            text: {
                switch (dialog.solver.status) {
                case SokobanSolverRunner.Solved:
                    return qsTr("Solvable in %n pushes", "", dialog.solver.pushes);
                case SokobanSolverRunner.Unsolvable:
                    return qsTr("Unsolvable by the standard rules");
                case SokobanSolverRunner.InvalidLevel:
                    return qsTr("The level cannot be played");
                case SokobanSolverRunner.Cancelled:
                    return qsTr("Cancelled");
                default:
                    return qsTr("Not decided within the limit");
                }
            }
        }
        Label {
            objectName: "checkReason"
            visible: dialog.answered && text !== ""
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            text: dialog.solver.status === SokobanSolverRunner.Solved ? qsTr("%n moves in all.", "", dialog.solver.moves) : dialog.solver.reasonText
        }
        Label {
            objectName: "checkRules"
            visible: dialog.answered && (dialog.solver.status === SokobanSolverRunner.Solved || dialog.solver.status === SokobanSolverRunner.Unsolvable)
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            text: SokobanSettings.trainPush && dialog.solver.status === SokobanSolverRunner.Unsolvable ? qsTr("Judged by the standard rules, one box a push. Train push is on: with it the level may still be solved.") : qsTr("Judged by the standard rules, one box a push.")
        }
    }
}
