// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// A score box as in the original: a caption over a number, and "+N" rising from it and fading
// when a move makes points (call rise()).
Rectangle {
    id: box

    property string caption
    property double value: 0
    property bool animated: true
    // A short line under the number, when the number needs explaining ("Autoplay games are not
    // recorded"). Its room is kept while empty, so the row never changes height.
    property string note

    // Shows "+gain" rising from the number.
    function rise(gain) {
        if (!animated || gain <= 0)
            return;
        gainLabel.text = "+" + Number(gain).toLocaleString(Qt.locale(), "f", 0);
        riseAnimation.restart();
    }

    // As wide as its caption and six digits need, whatever the number now and whether the note
    // shows: the buttons beside the box stay put as the score grows.
    readonly property real steadyWidth: Math.max(96, captionLabel.implicitWidth + 2 * Theme.spacing, Math.ceil(sixDigits.advanceWidth) + 2 * Theme.spacing)

    implicitWidth: Math.max(steadyWidth, column.implicitWidth + 2 * Theme.spacing)
    implicitHeight: column.implicitHeight + Theme.spacingSmall * 2
    radius: Theme.radiusSmall
    color: Theme.game2048ScoreBox
    // On high contrast's black page, the box's edge.
    border.width: Theme.highContrast ? 1 : 0
    border.color: Theme.border

    TextMetrics {
        id: sixDigits

        font: valueLabel.font
        text: Number(888888).toLocaleString(Qt.locale(), "f", 0)
    }

    Column {
        id: column

        anchors.centerIn: parent

        Label {
            id: captionLabel

            anchors.horizontalCenter: parent.horizontalCenter
            text: box.caption
            color: Theme.game2048ScoreCaption
            font.pixelSize: Theme.fontSmall
            font.bold: true
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 1
        }
        Label {
            id: valueLabel

            objectName: box.objectName + "Value"
            anchors.horizontalCenter: parent.horizontalCenter
            text: Number(box.value).toLocaleString(Qt.locale(), "f", 0)
            color: Theme.game2048ScoreValue
            font.pixelSize: Theme.fontLarge + 6
            font.bold: true
        }
        Label {
            objectName: box.objectName + "Note"
            anchors.horizontalCenter: parent.horizontalCenter
            // A space keeps the line's height while there is nothing to say.
            text: box.note !== "" ? box.note : " "
            color: Theme.game2048ScoreCaption
            font.pixelSize: Theme.fontSmall - 1
        }
    }

    Label {
        id: gainLabel

        objectName: box.objectName + "Gain"
        anchors.horizontalCenter: parent.horizontalCenter
        y: column.y + column.height - height
        z: 5
        opacity: 0
        visible: riseAnimation.running
        color: Theme.game2048ScoreGain
        font.pixelSize: Theme.fontLarge + 4
        font.bold: true
    }

    ParallelAnimation {
        id: riseAnimation

        NumberAnimation {
            target: gainLabel
            property: "y"
            from: column.y + column.height - gainLabel.height
            to: column.y - gainLabel.height * 0.9
            duration: Theme.motion(600)
            easing.type: Easing.OutQuad
        }
        NumberAnimation {
            target: gainLabel
            property: "opacity"
            from: 1
            to: 0
            duration: Theme.motion(600)
            easing.type: Easing.InQuad
        }
    }
}
