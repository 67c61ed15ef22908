// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// "New high score!": asks the player's name for a game that enters the high-score table
// (Game2048Session.highScorePending). The last name used is offered; Save enters the game, Skip
// leaves the table as it is. It stands beside the board where the screen has its panel there
// (besideX), else below the board's middle, so the "Game over!" card stays in sight; its title
// says the game is over too.
AppDialog {
    id: dialog

    property Game2048Session game: null

    // A key was pressed in the dialog. Until then the arrows and auto-repeats are taken for a
    // key still held from the game (the arrow of the last move, a held D-pad): they are not
    // typing, and leave the remembered name selected so that the first letter typed replaces it.
    // A held key's repeats are not always flagged as such on X11, so arrows count as held while
    // they keep coming; 150 ms after the last one they move the cursor again.
    property bool keyPressedHere: false

    // The window's x where the board ends, when the screen lays its panel out beside it; -1
    // when the panel is above.
    property real besideX: -1
    // Room enough beside the board (else below it, as on a narrow screen).
    readonly property bool besideBoard: besideX >= 0 && parent && parent.width - besideX - 2 * Theme.spacing >= 260

    // The entry went in at this rank (1..10) of a rows×columns table.
    signal entered(int rank, int rows, int columns)

    objectName: "game2048NameDialog"
    anchors.centerIn: undefined
    x: besideBoard ? Math.round(besideX + Theme.spacing) : Math.round((parent.width - width) / 2)
    y: Math.max(Theme.spacing, parent.height - height - Theme.spacing)
    width: besideBoard ? Math.min(440, parent.width - besideX - 2 * Theme.spacing) : Math.min(440, parent.width - 2 * Theme.spacingLarge)
    closePolicy: Popup.CloseOnEscape
    title: game && game.over ? qsTr("Game over: a new high score!") : qsTr("New high score!")

    onAboutToShow: {
        keyPressedHere = false;
        nameField.text = Game2048Settings.playerName;
        nameField.selectAll();
    }
    onOpened: nameField.forceActiveFocus()
    onAccepted: {
        if (!dialog.game)
            return;
        const rows = dialog.game.pendingRows;
        const columns = dialog.game.pendingColumns;
        const rank = dialog.game.submitHighScore(nameField.text);
        if (rank > 0)
            dialog.entered(rank, rows, columns);
    }
    onRejected: {
        if (dialog.game)
            dialog.game.skipHighScore();
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.fontNormal
            text: dialog.game ? qsTr("%Ln points, highest tile %1: number %2 on %3×%4.", "", dialog.game.pendingScore).arg(dialog.game.pendingTile).arg(dialog.game.pendingRank).arg(dialog.game.pendingColumns).arg(dialog.game.pendingRows) : ""
        }
        Label {
            text: qsTr("Your name")
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
        TextField {
            id: nameField

            objectName: "game2048NameField"
            Layout.fillWidth: true
            maximumLength: Game2048Settings.maximumNameLength
            placeholderText: qsTr("Player")
            onAccepted: dialog.accept()
            Keys.onPressed: event => {
                const arrow = event.key === Qt.Key_Left || event.key === Qt.Key_Right || event.key === Qt.Key_Up || event.key === Qt.Key_Down;
                if (!dialog.keyPressedHere && (arrow || event.isAutoRepeat)) {
                    heldKeyQuiet.restart();
                    event.accepted = true;
                    return;
                }
                dialog.keyPressedHere = true;
                event.accepted = false;
            }
            Keys.onReleased: event => {
                if (!dialog.keyPressedHere)
                    heldKeyQuiet.restart();
                event.accepted = false;
            }

            Timer {
                id: heldKeyQuiet

                interval: 150
                onTriggered: dialog.keyPressedHere = true
            }
        }
    }

    buttons: [
        Button {
            objectName: "game2048SaveScore"
            text: qsTr("Save")
            highlighted: true
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        },
        Button {
            objectName: "game2048SkipScore"
            text: qsTr("Skip")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    ]
}
