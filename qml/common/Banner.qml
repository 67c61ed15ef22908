// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// A line of news above a game's board (a kept game that could not be restored, a size that
// differs from the settings), with a button or two: the buttons are the banner's children.
// Meant for a ColumnLayout (a game screen's BannerArea); hidden banners take no room.
Rectangle {
    property alias text: bannerLabel.text
    default property alias buttons: buttonRow.data

    Layout.fillWidth: true
    Layout.maximumWidth: 720
    Layout.alignment: Qt.AlignHCenter
    implicitHeight: bannerRow.implicitHeight + 2 * Theme.spacingSmall
    radius: Theme.radiusSmall
    color: Theme.surface
    border.color: Theme.border
    // Read when it appears, its buttons after it.
    Accessible.role: Accessible.AlertMessage
    Accessible.name: bannerLabel.text

    // The buttons go under the words where the banner is narrow (beside a board).
    GridLayout {
        id: bannerRow

        anchors.fill: parent
        anchors.margins: Theme.spacingSmall
        anchors.leftMargin: Theme.spacing
        columns: parent.width < 400 ? 1 : 2
        rowSpacing: Theme.spacingSmall
        columnSpacing: Theme.spacing

        Label {
            id: bannerLabel

            Layout.fillWidth: true
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            wrapMode: Text.WordWrap
        }
        Row {
            id: buttonRow

            spacing: Theme.spacingSmall
        }
    }
}
