// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// The 2048 page of the Settings dialog: the board size, animation, Autoplay's speed and the
// name for the high scores. Values apply and are saved at once; a new size starts a new game
// straight away when nothing is lost, else the game screen says so in a banner.
Column {
    id: page

    spacing: Theme.spacing

    component Explanation: Label {
        width: page.width
        leftPadding: 32
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
    }
    component SideBox: SpinBox {
        from: Game2048Settings.minimumSide
        to: Game2048Settings.maximumSide
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
            objectName: "game2048Columns"
            value: Game2048Settings.columns
            onValueModified: Game2048Settings.columns = value
        }
        Label {
            anchors.verticalCenter: parent.verticalCenter
            leftPadding: Theme.spacing
            text: qsTr("Rows")
            color: Theme.text
        }
        SideBox {
            objectName: "game2048Rows"
            value: Game2048Settings.rows
            onValueModified: Game2048Settings.rows = value
        }
    }
    SquareSizeButtons {
        namePrefix: "game2048Size_"
        current: Game2048Settings.rows === Game2048Settings.columns ? Game2048Settings.rows : 0
        onChosen: side => Game2048Settings.setSize(side, side)
    }
    Explanation {
        text: qsTr("From 3 to 8 on each side; 4×4 is the original game. Bigger boards last longer and reach bigger tiles. If a game is on, you are asked before a new one starts. Each size keeps its own best score and high scores.")
    }

    SettingsHeading {
        topPadding: Theme.spacing
        text: qsTr("Animation")
    }
    CheckBox {
        objectName: "game2048Animations"
        text: qsTr("Slide, pop and grow tiles")
        checked: Game2048Settings.animations
        onToggled: Game2048Settings.animations = checked
    }
    Explanation {
        text: qsTr("Off: every move shows its result at once.")
    }

    SettingsHeading {
        topPadding: Theme.spacing
        text: qsTr("Autoplay")
    }
    Row {
        spacing: Theme.spacing

        Label {
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Speed")
            color: Theme.text
        }
        ComboBox {
            id: speedBox

            objectName: "game2048SettingsSpeed"
            model: Game2048Settings.autoplaySpeeds().map(speed => qsTr("%n moves per second", "", speed))
            currentIndex: Math.max(0, Game2048Settings.autoplaySpeeds().indexOf(Game2048Settings.autoplaySpeed))
            // As wide as its longest entry in the language shown, the text field's own margins
            // included: ComboBox.WidestText leaves those out on Qt 6.4 and cut the last letters
            // ("5 moves per secon").
            implicitWidth: Math.ceil(speedTexts.implicitWidth) + leftPadding + rightPadding + contentItem.leftPadding + contentItem.rightPadding + 1
            onActivated: index => Game2048Settings.autoplaySpeed = Game2048Settings.autoplaySpeeds()[index]

            // The entries' texts, unseen: the widest sets the box's width.
            Column {
                id: speedTexts

                visible: false

                Repeater {
                    model: speedBox.model

                    Text {
                        required property string modelData

                        text: modelData
                        font: speedBox.font
                    }
                }
            }
        }
    }

    SettingsHeading {
        topPadding: Theme.spacing
        text: qsTr("High scores")
    }
    Row {
        spacing: Theme.spacing

        Label {
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Your name")
            color: Theme.text
        }
        TextField {
            objectName: "game2048PlayerName"
            width: 240
            text: Game2048Settings.playerName
            maximumLength: Game2048Settings.maximumNameLength
            placeholderText: qsTr("Asked at your first high score")
            onEditingFinished: Game2048Settings.playerName = text
        }
    }
}
