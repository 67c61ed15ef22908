// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// One game on the home screen: its picture, name and a line about it. A button: click, or
// Tab to it and press Space or Enter.
AbstractButton {
    id: card

    property string gameId
    property string summary
    property url iconSource
    property color accent: Theme.accent
    // Shown at the bottom, e.g. "Ctrl+1".
    property string shortcutText

    implicitWidth: 264
    // Tall enough for the summary above "Play" at any text size.
    implicitHeight: Math.max(312, topPadding + implicitContentHeight + 2 * Theme.spacing + playLabel.implicitHeight)
    padding: Theme.spacingLarge
    hoverEnabled: true
    focusPolicy: Qt.StrongFocus
    Accessible.name: text
    Accessible.description: summary

    background: Rectangle {
        radius: Theme.radius
        color: card.pressed ? Theme.surfacePressed : card.hovered ? Theme.surfaceHover : Theme.surface
        border.width: card.visualFocus ? 2 : 1
        border.color: card.visualFocus ? Theme.focusRing : card.hovered ? card.accent : Theme.border

        // The game's colour as a band along the top edge.
        Rectangle {
            x: Theme.radius
            width: parent.width - 2 * Theme.radius
            height: 4
            radius: 2
            color: card.accent
            opacity: card.hovered || card.visualFocus ? 1 : 0.7
        }

        Behavior on color  {
            ColorAnimation {
                duration: Theme.motion(100)
            }
        }
    }

    contentItem: Column {
        spacing: Theme.spacing

        Image {
            anchors.horizontalCenter: parent.horizontalCenter
            width: 128
            height: 128
            // Rendered at the device's pixel density, so the SVG stays sharp on HiDPI screens.
            sourceSize.width: width * Screen.devicePixelRatio
            sourceSize.height: height * Screen.devicePixelRatio
            source: card.iconSource
            smooth: true
            scale: card.pressed ? 0.97 : card.hovered ? 1.04 : 1

            Behavior on scale  {
                NumberAnimation {
                    duration: Theme.motion(120)
                    easing.type: Easing.OutQuad
                }
            }
        }
        Label {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: card.text
            color: Theme.text
            font.pixelSize: Theme.fontLarge + 4
            font.bold: true
        }
        Label {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: card.summary
            color: Theme.textMuted
            font.pixelSize: Theme.fontNormal
            wrapMode: Text.WordWrap
            lineHeight: 1.15
        }
    }

    // "Play" and the shortcut, pinned to the bottom edge so every card ends alike.
    Label {
        id: playLabel

        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacing
        anchors.horizontalCenter: parent.horizontalCenter
        text: card.shortcutText !== "" ? qsTr("Play  ·  %1").arg(card.shortcutText) : qsTr("Play")
        color: card.hovered || card.visualFocus ? card.accent : Theme.textMuted
        font.pixelSize: Theme.fontSmall
        font.bold: card.hovered || card.visualFocus
    }
}
