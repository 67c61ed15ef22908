// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera
import Tessera.Editor

// The level's title and author, live validation (the level reader's: what is wrong, with the
// cells marked on the board; box and goal counts always shown), the size with rows and columns
// added or removed on each side, the transforms, test-play and the solvability check.
Pane {
    id: panel

    required property LevelEditorSession editor
    // "Check solvable" found the level as it stands unsolvable by the standard rules.
    property bool checkedUnsolvable: false

    // For the tests.
    readonly property alias generator: generator

    signal testPlayRequested
    signal checkRequested

    EditorGenerator {
        id: generator
    }

    padding: 0
    background: Rectangle {
        color: Theme.surface
        Rectangle {
            width: 1
            height: parent.height
            color: Theme.border
        }
    }

    component PanelTitle: Label {
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        font.bold: true
        font.capitalization: Font.AllUppercase
        Layout.topMargin: Theme.spacing
    }
    component SmallButton: Button {
        property string tip

        focusPolicy: Qt.NoFocus
        font.pixelSize: Theme.fontNormal
        ToolTip.visible: hovered && tip !== ""
        ToolTip.delay: 600
        ToolTip.text: tip
    }
    // "−" and "+" for one side of the board.
    component SideControl: RowLayout {
        id: side

        property string label
        property var grow
        property var shrink
        property string name

        spacing: 2
        Label {
            text: side.label
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            Layout.fillWidth: true
        }
        SmallButton {
            objectName: "editorShrink" + side.name
            text: "−"
            implicitWidth: 34
            tip: qsTr("Remove a row or column here")
            onClicked: side.shrink()
        }
        SmallButton {
            objectName: "editorGrow" + side.name
            text: "+"
            implicitWidth: 34
            tip: qsTr("Add a row or column here")
            onClicked: side.grow()
        }
    }

    AppScrollView {
        id: scroll

        anchors.fill: parent

        ColumnLayout {
            width: scroll.availableWidth - 2 * Theme.spacing
            x: Theme.spacing
            spacing: Theme.spacingSmall

            PanelTitle {
                text: qsTr("Level")
            }
            TextField {
                objectName: "editorTitleField"
                Layout.fillWidth: true
                placeholderText: qsTr("Title")
                Accessible.name: qsTr("Title")
                text: panel.editor.title
                selectByMouse: true
                onTextEdited: panel.editor.title = text
                // Enter gives the keyboard back to the board.
                onAccepted: panel.parent.forceActiveFocus()
            }
            TextField {
                objectName: "editorAuthorField"
                Layout.fillWidth: true
                placeholderText: qsTr("Author")
                Accessible.name: qsTr("Author")
                text: panel.editor.author
                selectByMouse: true
                onTextEdited: panel.editor.author = text
                onAccepted: panel.parent.forceActiveFocus()
            }
            Label {
                objectName: "editorSourceName"
                Layout.fillWidth: true
                text: panel.editor.sourceName + (panel.editor.modified ? qsTr(" (changed)") : "")
                elide: Text.ElideMiddle
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }

            PanelTitle {
                text: qsTr("Check")
            }
            RowLayout {
                spacing: Theme.spacing
                Label {
                    objectName: "editorBoxCount"
                    text: qsTr("Boxes: %1").arg(panel.editor.boxCount)
                    color: Theme.text
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                }
                Label {
                    objectName: "editorGoalCount"
                    text: qsTr("Goals: %1").arg(panel.editor.goalCount)
                    color: panel.editor.goalCount === panel.editor.boxCount ? Theme.text : Theme.danger
                    font.pixelSize: Theme.fontNormal
                    font.bold: true
                }
            }
            Rectangle {
                objectName: "editorValidation"
                Layout.fillWidth: true
                implicitHeight: validationColumn.implicitHeight + 2 * Theme.spacingSmall
                radius: Theme.radiusSmall
                color: "transparent"
                border.color: !panel.editor.playable ? Theme.danger : panel.checkedUnsolvable ? Theme.warning : Theme.success
                border.width: 1

                Column {
                    id: validationColumn

                    x: Theme.spacingSmall
                    y: Theme.spacingSmall
                    width: parent.width - 2 * Theme.spacingSmall
                    spacing: 4

                    Label {
                        objectName: "editorValidationTitle"
                        width: parent.width
                        text: !panel.editor.playable ? qsTr("Cannot be played yet") : panel.checkedUnsolvable ? qsTr("Playable, but unsolvable by the standard rules") : qsTr("✓ Ready to play")
                        wrapMode: Text.WordWrap
                        color: !panel.editor.playable ? Theme.danger : panel.checkedUnsolvable ? Theme.warning : Theme.success
                        font.pixelSize: Theme.fontNormal
                        font.bold: true
                    }
                    Repeater {
                        model: panel.editor.problems

                        Label {
                            required property string modelData

                            width: validationColumn.width
                            text: "• " + modelData
                            wrapMode: Text.WordWrap
                            color: Theme.text
                            font.pixelSize: Theme.fontSmall
                        }
                    }
                    Label {
                        objectName: "editorValidationRules"
                        visible: panel.editor.playable && panel.checkedUnsolvable
                        width: parent.width
                        text: SokobanSettings.trainPush ? qsTr("The check judges by the standard rules, one box a push. Train push is on: with it the level may still be solved.") : qsTr("The check judges by the standard rules, one box a push.")
                        wrapMode: Text.WordWrap
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                    }
                    Label {
                        visible: !panel.editor.playable
                        width: parent.width
                        text: qsTr("The cells at fault are marked on the board.")
                        wrapMode: Text.WordWrap
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }
            SmallButton {
                objectName: "editorTestPlayButton"
                Layout.fillWidth: true
                text: qsTr("▶ Test play (%1)").arg(ActionTable.keyTexts["editor.testPlay"])
                highlighted: true
                enabled: panel.editor.playable
                tip: qsTr("Play the level as it is, then come back to the editor")
                onClicked: panel.testPlayRequested()
            }
            SmallButton {
                objectName: "editorCheckButton"
                Layout.fillWidth: true
                text: qsTr("Check solvable")
                enabled: panel.editor.playable
                tip: qsTr("Let the solver try the level")
                onClicked: panel.checkRequested()
            }

            PanelTitle {
                text: qsTr("Size: %1 × %2").arg(panel.editor.columns).arg(panel.editor.rows)
            }
            SideControl {
                Layout.fillWidth: true
                label: qsTr("Top")
                name: "Top"
                grow: () => panel.editor.resize(0, 1, 0, 0)
                shrink: () => panel.editor.resize(0, -1, 0, 0)
            }
            SideControl {
                Layout.fillWidth: true
                label: qsTr("Bottom")
                name: "Bottom"
                grow: () => panel.editor.resize(0, 0, 0, 1)
                shrink: () => panel.editor.resize(0, 0, 0, -1)
            }
            SideControl {
                Layout.fillWidth: true
                label: qsTr("Left")
                name: "Left"
                grow: () => panel.editor.resize(1, 0, 0, 0)
                shrink: () => panel.editor.resize(-1, 0, 0, 0)
            }
            SideControl {
                Layout.fillWidth: true
                label: qsTr("Right")
                name: "Right"
                grow: () => panel.editor.resize(0, 0, 1, 0)
                shrink: () => panel.editor.resize(0, 0, -1, 0)
            }

            PanelTitle {
                text: qsTr("Arrange")
            }
            GridLayout {
                Layout.fillWidth: true
                columns: 2
                columnSpacing: 4
                rowSpacing: 4

                SmallButton {
                    objectName: "editorRotateLeft"
                    Layout.fillWidth: true
                    text: qsTr("⟲ Rotate")
                    tip: qsTr("A quarter turn counter-clockwise")
                    onClicked: panel.editor.rotate(false)
                }
                SmallButton {
                    objectName: "editorRotateRight"
                    Layout.fillWidth: true
                    text: qsTr("⟳ Rotate")
                    tip: qsTr("A quarter turn clockwise")
                    onClicked: panel.editor.rotate(true)
                }
                SmallButton {
                    objectName: "editorMirrorHorizontal"
                    Layout.fillWidth: true
                    text: qsTr("↔ Mirror")
                    tip: qsTr("Mirror left to right")
                    onClicked: panel.editor.mirror(true)
                }
                SmallButton {
                    objectName: "editorMirrorVertical"
                    Layout.fillWidth: true
                    text: qsTr("↕ Mirror")
                    tip: qsTr("Mirror top to bottom")
                    onClicked: panel.editor.mirror(false)
                }
                SmallButton {
                    objectName: "editorTrim"
                    Layout.fillWidth: true
                    text: qsTr("Trim")
                    tip: qsTr("Remove empty rows and columns at the edges")
                    onClicked: panel.editor.trim()
                }
                SmallButton {
                    objectName: "editorNormalise"
                    Layout.fillWidth: true
                    text: qsTr("Normalise")
                    tip: qsTr("Cells the player can never reach become outside; walls that touch nothing go")
                    onClicked: panel.editor.normalise()
                }
            }

            // Generate (after YASC's YASGen): boxes and the player placed on these walls and goals.
            PanelTitle {
                text: qsTr("Generate")
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Places as many boxes as goals and the player, for the most pushes the search finds; every level offered is proven solvable.")
                wrapMode: Text.WordWrap
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
            GridLayout {
                Layout.fillWidth: true
                columns: 2
                columnSpacing: 4
                rowSpacing: 4

                Label {
                    text: qsTr("Seconds")
                    color: Theme.text
                    font.pixelSize: Theme.fontNormal
                }
                SpinBox {
                    id: generateSeconds

                    objectName: "editorGenerateSeconds"
                    Accessible.name: qsTr("Seconds to generate")
                    Layout.fillWidth: true
                    from: 1
                    to: 600
                    value: 10
                    editable: true
                }
                Label {
                    text: qsTr("Seed")
                    color: Theme.text
                    font.pixelSize: Theme.fontNormal
                }
                SpinBox {
                    id: generateSeed

                    objectName: "editorGenerateSeed"
                    Accessible.name: qsTr("Seed of the generator")
                    Layout.fillWidth: true
                    from: 0
                    to: 999999
                    value: 1
                    editable: true
                }
            }
            SmallButton {
                objectName: "editorGenerateButton"
                Layout.fillWidth: true
                text: generator.running ? qsTr("Stop") : qsTr("Generate")
                enabled: generator.running || panel.editor.goalCount > 0
                tip: qsTr("The same walls, goals and seed give the same level")
                onClicked: generator.running ? generator.cancel() : generator.start(panel.editor.levelText(), generateSeconds.value, generateSeed.value)
            }
            ProgressBar {
                objectName: "editorGenerateProgress"
                Layout.fillWidth: true
                visible: generator.running
                value: generator.progress
            }
            LevelPreview {
                objectName: "editorGeneratePreview"
                Layout.fillWidth: true
                Layout.preferredHeight: 150
                visible: generator.hasCandidate
                rows: generator.candidateRows
                colors: Theme.sokobanBoardColors
            }
            Label {
                objectName: "editorGenerateFigures"
                Layout.fillWidth: true
                visible: generator.hasCandidate
                text: qsTr("%1, %2, %3", "pushes, moves, box changes").arg(qsTr("%n pushes", "", generator.candidatePushes)).arg(qsTr("%n moves", "", generator.candidateMoves)).arg(qsTr("%n box changes", "", generator.candidateBoxChanges))
                wrapMode: Text.WordWrap
                color: Theme.text
                font.pixelSize: Theme.fontSmall
            }
            Label {
                objectName: "editorGenerateMessage"
                Layout.fillWidth: true
                visible: generator.message !== ""
                text: generator.message
                wrapMode: Text.WordWrap
                color: Theme.danger
                font.pixelSize: Theme.fontSmall
            }
            SmallButton {
                objectName: "editorGenerateUse"
                Layout.fillWidth: true
                text: qsTr("Use this level")
                enabled: generator.hasCandidate && !generator.running
                tip: qsTr("Replace the level being edited with it (Undo takes it back)")
                onClicked: panel.editor.applyGenerated(generator.candidateText())
            }
            Item {
                implicitHeight: Theme.spacing
            }
        }
    }
}
