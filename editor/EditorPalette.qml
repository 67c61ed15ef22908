// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera
import Tessera.Editor

// The tools, one button each with its number key, and the shape they paint with.
Pane {
    id: toolPanel

    required property LevelEditorSession editor

    readonly property var toolNames: [qsTr("Wall"), qsTr("Floor"), qsTr("Goal"), qsTr("Box"), qsTr("Box on goal"), qsTr("Player"), qsTr("Player on goal"), qsTr("Erase")]

    // As wide as the longest tool name needs, scroll bar included (EditorScreen gives it that).
    readonly property real neededWidth: toolColumn.implicitWidth + leftPadding + rightPadding + tools.rightPadding

    padding: Theme.spacing
    background: Rectangle {
        color: Theme.surface
        Rectangle {
            anchors.right: parent.right
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
        Layout.topMargin: Theme.spacingSmall
    }

    component ChoiceButton: AbstractButton {
        id: choice

        property bool selected: false
        property string keyText
        property string tip

        Layout.fillWidth: true
        implicitHeight: 36
        focusPolicy: Qt.NoFocus
        hoverEnabled: true
        // A screen reader says the tool, its key and whether it is the one in use.
        Accessible.name: tip
        Accessible.checkable: true
        Accessible.checked: selected
        ToolTip.visible: hovered && tip !== ""
        ToolTip.delay: 600
        ToolTip.text: tip

        background: Rectangle {
            radius: Theme.radiusSmall
            color: choice.selected ? Theme.accentSoft : choice.pressed ? Theme.surfacePressed : choice.hovered ? Theme.surfaceHover : "transparent"
            border.color: choice.selected ? Theme.accent : "transparent"
            border.width: 2
        }
    }

    // The tools scroll when the window is too short for them all.
    AppScrollView {
        id: tools

        anchors.fill: parent

        ColumnLayout {
            id: toolColumn

            width: tools.availableWidth
            spacing: 2

            PanelTitle {
                text: qsTr("Paint")
                Layout.topMargin: 0
            }
            Repeater {
                model: toolPanel.toolNames

                ChoiceButton {
                    id: toolButton

                    required property int index
                    required property string modelData

                    objectName: "editorTool_" + index
                    selected: toolPanel.editor.tool === index
                    // Its keys as the action table has them (Settings > Keys may change them).
                    readonly property string keys: ActionTable.keyTexts["editor.tool." + index] || ""

                    tip: index === 7 ? qsTr("Erase: a piece leaves floor, the edge becomes outside (%1, or right click)").arg(keys) : qsTr("%1 (%2)").arg(modelData).arg(keys)
                    onClicked: toolPanel.editor.tool = index

                    contentItem: RowLayout {
                        spacing: Theme.spacingSmall

                        EditorToolIcon {
                            tool: toolButton.index
                            size: 24
                            Layout.leftMargin: 4
                        }
                        Label {
                            text: toolButton.modelData
                            color: Theme.text
                            font.pixelSize: Theme.fontNormal
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                        }
                        Label {
                            text: toolButton.keys
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontSmall
                            Layout.rightMargin: 6
                        }
                    }
                }
            }

            PanelTitle {
                text: qsTr("Shape")
            }
            Repeater {
                model: [{
                        "shape": LevelEditorSession.Freehand,
                        "name": qsTr("Freehand"),
                        "key": ActionTable.keyTexts["editor.shape." + LevelEditorSession.Freehand] || "",
                        "glyph": "✎"
                    }, {
                        "shape": LevelEditorSession.Rectangle,
                        "name": qsTr("Rectangle"),
                        "key": ActionTable.keyTexts["editor.shape." + LevelEditorSession.Rectangle] || "",
                        "glyph": "■"
                    }, {
                        "shape": LevelEditorSession.Outline,
                        "name": qsTr("Outline"),
                        "key": ActionTable.keyTexts["editor.shape." + LevelEditorSession.Outline] || "",
                        "glyph": "□"
                    }]

                ChoiceButton {
                    id: shapeButton

                    required property var modelData

                    objectName: "editorShape_" + modelData.shape
                    selected: toolPanel.editor.shape === modelData.shape
                    tip: qsTr("%1 (%2)").arg(modelData.name).arg(modelData.key)
                    onClicked: toolPanel.editor.shape = modelData.shape

                    contentItem: RowLayout {
                        spacing: Theme.spacingSmall

                        Label {
                            text: shapeButton.modelData.glyph
                            color: Theme.text
                            font.pixelSize: Theme.fontLarge
                            horizontalAlignment: Text.AlignHCenter
                            Layout.preferredWidth: 24
                            Layout.leftMargin: 4
                        }
                        Label {
                            text: shapeButton.modelData.name
                            color: Theme.text
                            font.pixelSize: Theme.fontNormal
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                        }
                        Label {
                            text: shapeButton.modelData.key
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontSmall
                            Layout.rightMargin: 6
                        }
                    }
                }
            }

            Label {
                Layout.fillWidth: true
                // Wraps to the width the tools take, never widens the panel.
                Layout.preferredWidth: 0
                Layout.topMargin: Theme.spacing
                text: qsTr("Left button paints, right button erases. Drag to paint a stroke: one undo step.")
                wrapMode: Text.WordWrap
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
            Item {
                Layout.fillHeight: true
            }
        }
    }
}
