// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// One collection in the level browser: its name, its author's credit or its kind, and how
// many of its levels are solved. A pasted collection is kept until removed with its button.
ItemDelegate {
    id: row

    signal removeRequested

    required property string collectionId
    required property string name
    required property string kind
    required property string credit
    required property int levelCount
    required property int solvedCount

    height: 56
    background: Rectangle {
        radius: Theme.radiusSmall
        color: row.down ? Theme.surfacePressed : row.hovered || row.highlighted ? Theme.surfaceHover : Theme.surface
        border.color: row.highlighted ? Theme.focusRing : Theme.border
    }
    contentItem: RowLayout {
        spacing: Theme.spacing

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2

            Label {
                Layout.fillWidth: true
                text: row.name
                color: Theme.text
                font.pixelSize: Theme.fontNormal
                font.bold: true
                elide: Text.ElideRight
            }
            Label {
                Layout.fillWidth: true
                text: row.credit !== "" ? qsTr("by %1").arg(row.credit) : row.kind === "my-levels" ? qsTr("Your own levels") : row.kind === "pasted" ? qsTr("Pasted") : row.kind === "file" ? qsTr("Opened file") : ""
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                elide: Text.ElideRight
            }
        }
        Label {
            objectName: "solvedLabel"
            text: qsTr("%1 / %2 solved").arg(row.solvedCount).arg(row.levelCount)
            color: row.levelCount > 0 && row.solvedCount === row.levelCount ? Theme.success : Theme.textMuted
            font.pixelSize: Theme.fontNormal
        }
        ToolButton {
            objectName: "removePasted"
            visible: row.kind === "pasted"
            text: "✕"
            focusPolicy: Qt.NoFocus
            Accessible.name: qsTr("Remove")
            ToolTip.visible: hovered
            ToolTip.delay: 600
            ToolTip.text: qsTr("Remove this pasted collection")
            onClicked: row.removeRequested()
        }
    }
}
