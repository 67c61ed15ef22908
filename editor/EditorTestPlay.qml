// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// Test-play: the level as it is in the editor, played on the Sokoban board with a session of its
// own (no progress is recorded). A bar says how to get back to the editor. When the solver found a
// solution, it can be watched here (the session's replay).
FocusScope {
    id: play

    readonly property alias session: session
    readonly property alias board: board

    signal backRequested

    // Keys and controller buttons, through the action table (ActionTable, screen "testplay").
    readonly property ScreenActions inputActions: actions
    ScreenActions {
        id: actions

        inputScreen: "testplay"
        handlers: ({
                "move": direction => {
                    session.move(direction);
                },
                "undo": () => {
                    session.undo();
                },
                "redo": () => {
                    session.redo();
                },
                "restart": () => {
                    session.restart();
                },
                "replayToggle": () => {
                    if (!session.replay.active)
                        return false;
                    session.replay.toggle();
                },
                "back": () => {
                    play.backRequested();
                }
            })
    }

    Keys.onPressed: event => actions.handleKey(event)

    SokobanSession {
        id: session

        settings: SokobanSettings
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.background
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Rectangle {
            Layout.fillWidth: true
            implicitHeight: bar.implicitHeight + 2 * Theme.spacingSmall
            color: Theme.surface

            Rectangle {
                anchors.bottom: parent.bottom
                width: parent.width
                height: 1
                color: Theme.border
            }
            RowLayout {
                id: bar

                anchors.fill: parent
                anchors.leftMargin: Theme.spacing
                anchors.rightMargin: Theme.spacing
                spacing: Theme.spacing

                Rectangle {
                    implicitWidth: 10
                    implicitHeight: 10
                    radius: 5
                    color: Theme.sokobanColor
                }
                Label {
                    text: qsTr("Test play")
                    color: Theme.text
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                }
                Label {
                    objectName: "testPlayCounters"
                    text: session.play.solved ? qsTr("Solved: %1, %2").arg(qsTr("%n moves", "", session.play.moves)).arg(qsTr("%n pushes", "", session.play.pushes)) : qsTr("Moves %1 · Pushes %2 · Boxes on goals %3 of %4").arg(session.play.moves).arg(session.play.pushes).arg(session.play.boxesOnGoals).arg(session.play.boxCount)
                    color: session.play.solved ? Theme.success : Theme.textMuted
                    font.pixelSize: Theme.fontNormal
                    font.bold: session.play.solved
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                }
                Button {
                    text: qsTr("Undo")
                    focusPolicy: Qt.NoFocus
                    enabled: session.play.canUndo
                    onClicked: session.undo()
                }
                Button {
                    text: qsTr("Restart")
                    focusPolicy: Qt.NoFocus
                    enabled: session.play.moves > 0
                    onClicked: session.restart()
                }
                Button {
                    objectName: "testPlayBack"
                    text: qsTr("Back to the editor (%1)").arg(ActionTable.keyTexts["testplay.back"])
                    highlighted: true
                    focusPolicy: Qt.NoFocus
                    onClicked: play.backRequested()
                }
            }
        }

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            SokobanBoard {
                id: board

                objectName: "testPlayBoard"
                anchors.fill: parent
                anchors.margins: Theme.spacingLarge
                anchors.bottomMargin: replayBar.visible ? replayBar.height + 2 * Theme.spacing : Theme.spacingLarge
                session: session
            }
            ReplayBar {
                id: replayBar

                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: Theme.spacing
                visible: session.replay.active
                session: session
            }
        }
    }
}
