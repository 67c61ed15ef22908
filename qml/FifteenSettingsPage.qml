import QtQuick
import QtQuick.Controls
import Tessera

// The Fifteen page of the Settings dialog: the size of new games, tile labels, animation.
Column {
    id: page

    spacing: Theme.spacing

    component Heading: Label {
        color: Theme.text
        font.pixelSize: Theme.fontLarge
        font.bold: true
    }
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

    Heading {
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

    Heading {
        topPadding: Theme.spacing
        text: qsTr("Tile labels")
    }
    ButtonGroup {
        id: labelsGroup
    }
    RadioButton {
        objectName: "fifteenLabels_numbers"
        text: qsTr("Numbers (1, 2, 3…)")
        ButtonGroup.group: labelsGroup
        checked: FifteenSettings.labels === FifteenSettings.Numbers || !FifteenSettings.lettersAvailable
        onToggled: FifteenSettings.labels = FifteenSettings.Numbers
    }
    RadioButton {
        objectName: "fifteenLabels_letters"
        text: qsTr("Letters (A, B, C…)")
        ButtonGroup.group: labelsGroup
        enabled: FifteenSettings.lettersAvailable
        checked: FifteenSettings.labels === FifteenSettings.Letters && FifteenSettings.lettersAvailable
        onToggled: FifteenSettings.labels = FifteenSettings.Letters
    }
    Explanation {
        text: FifteenSettings.lettersAvailable ? qsTr("The classic 4×4 puzzle with letters runs from A to O.") : qsTr("Letters go up to 5×5 (A to X); larger boards show numbers.")
    }

    Heading {
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
