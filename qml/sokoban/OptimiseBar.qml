// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// While the optimiser shortens the player's solution (session.optimiser): by what, how far
// (positions searched, the time used of its limit) and Cancel (Esc), which keeps what it found
// so far.
Rectangle {
    id: bar

    required property SokobanSession session

    implicitWidth: Math.min(row.implicitWidth + 2 * Theme.spacing, parent ? parent.width - 2 * Theme.spacing : 600)
    implicitHeight: row.implicitHeight + Theme.spacing
    radius: Theme.radiusSmall
    color: Theme.surface
    border.color: Theme.border
    visible: session.optimiser.running

    RowLayout {
        id: row

        anchors.centerIn: parent
        width: Math.min(implicitWidth, bar.width - 2 * Theme.spacing)
        spacing: Theme.spacingSmall

        Label {
            objectName: "optimiseTitle"
            text: bar.session.optimiser.metric === SokobanOptimiser.Moves ? qsTr("Optimising by moves") : qsTr("Optimising by pushes")
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            font.bold: true
        }
        ProgressBar {
            objectName: "optimiseProgress"
            Layout.preferredWidth: 120
            from: 0
            to: 1
            value: bar.session.optimiser.fraction
        }
        Label {
            objectName: "optimiseProgressText"
            Layout.fillWidth: true
            text: bar.session.optimiser.progressText
            elide: Text.ElideRight
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
        Button {
            objectName: "optimiseCancel"
            text: qsTr("Cancel")
            focusPolicy: Qt.NoFocus
            onClicked: bar.session.optimiser.cancel()
        }
    }
}
