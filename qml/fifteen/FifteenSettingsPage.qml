// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// The Fifteen page of the Settings dialog: the size of new games, tile labels, animation.
Column {
    id: page

    // What new boards of the chosen size show.
    readonly property bool lettersShown: FifteenSettings.labels === FifteenSettings.Letters && FifteenSettings.lettersAvailable

    spacing: Theme.spacing

    component Explanation: Label {
        width: page.width
        leftPadding: 32
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
    }
    component SideBox: SpinBox {
        from: FifteenSettings.minimumSide
        to: FifteenSettings.maximumSide
        editable: true
    }

    SettingsHeading {
        text: qsTr("Board size")
    }
    Row {
        spacing: Theme.spacing

        Label {
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Columns")
            color: Theme.text
        }
        SideBox {
            objectName: "fifteenWidth"
            value: FifteenSettings.width
            onValueModified: FifteenSettings.width = value
        }
        Label {
            anchors.verticalCenter: parent.verticalCenter
            leftPadding: Theme.spacing
            text: qsTr("Rows")
            color: Theme.text
        }
        SideBox {
            objectName: "fifteenHeight"
            value: FifteenSettings.height
            onValueModified: FifteenSettings.height = value
        }
    }
    SquareSizeButtons {
        namePrefix: "fifteenSize_"
        current: FifteenSettings.width === FifteenSettings.height ? FifteenSettings.width : 0
        onChosen: side => FifteenSettings.setSize(side, side)
    }
    Explanation {
        text: qsTr("From 3 to 8 on each side; 4×4 is the classic Fifteen. A game in progress is kept: " + "the new size is offered above the board and used for the next new game.")
    }

    SettingsHeading {
        topPadding: Theme.spacing
        text: qsTr("Tile labels")
    }
    // The two choices follow the setting and the size (no letters above 5×5) whoever changes
    // them: no ButtonGroup, whose exclusivity would break these bindings when a size change
    // checks Numbers.
    RadioButton {
        objectName: "fifteenLabels_numbers"
        text: qsTr("Numbers (1, 2, 3…)")
        autoExclusive: false
        checked: !page.lettersShown
        onClicked: {
            FifteenSettings.labels = FifteenSettings.Numbers;
            checked = Qt.binding(() => !page.lettersShown);
        }
    }
    RadioButton {
        objectName: "fifteenLabels_letters"
        text: qsTr("Letters (A, B, C…)")
        autoExclusive: false
        enabled: FifteenSettings.lettersAvailable
        checked: page.lettersShown
        onClicked: {
            FifteenSettings.labels = FifteenSettings.Letters;
            checked = Qt.binding(() => page.lettersShown);
        }
    }
    Explanation {
        objectName: "fifteenLabelsExplanation"
        text: FifteenSettings.lettersAvailable ? qsTr("The classic 4×4 puzzle with letters runs from A to O.") : qsTr("Letters go up to 5×5 (A to X); larger boards show numbers.")
    }

    SettingsHeading {
        topPadding: Theme.spacing
        text: qsTr("Animation")
    }
    CheckBox {
        objectName: "fifteenAnimations"
        text: qsTr("Slide tiles smoothly")
        checked: FifteenSettings.animations
        onToggled: FifteenSettings.animations = checked
    }
}
