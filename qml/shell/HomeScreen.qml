// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// The first screen: a card per game. Arrow keys and Tab move between the cards, Enter opens one.
FocusScope {
    id: home

    signal gameChosen(string gameId)
    signal editorChosen

    function focusCard(index) {
        const card = repeater.itemAt(index);
        if (card)
            card.forceActiveFocus(Qt.TabFocusReason);
    }

    Flickable {
        id: flickable

        anchors.fill: parent
        contentWidth: width
        contentHeight: Math.max(height, content.implicitHeight + 2 * Theme.spacingLarge)
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: AppScrollBar {
        }

        Column {
            id: content

            anchors.centerIn: parent
            spacing: Theme.spacingLarge

            Column {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.spacingSmall

                Label {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("Tessera")
                    color: Theme.text
                    font.pixelSize: Theme.fontTitle + 6
                    font.bold: true
                }
                Label {
                    anchors.horizontalCenter: parent.horizontalCenter
                    // Wrapped in a window too narrow for it (large text, long languages).
                    width: Math.min(implicitWidth, home.width - 2 * Theme.spacingLarge)
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                    text: qsTr("Three classic puzzles. Pick one to play.")
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontLarge
                }
            }

            Grid {
                id: cards

                // Side by side when they fit, stacked in a narrow window.
                readonly property int cardWidth: 264
                // Every card as tall as the tallest (its summary at a large text size).
                readonly property real cardHeight: {
                    let tallest = 0;
                    for (let i = 0; i < repeater.count; ++i) {
                        const card = repeater.itemAt(i);
                        if (card)
                            tallest = Math.max(tallest, card.implicitHeight);
                    }
                    return tallest;
                }
                anchors.horizontalCenter: parent.horizontalCenter
                columns: Math.max(1, Math.min(repeater.count, Math.floor((home.width - Theme.spacingLarge) / (cardWidth + spacing))))
                spacing: Theme.spacingLarge

                Repeater {
                    id: repeater

                    model: Games.all

                    GameCard {
                        required property var modelData
                        required property int index

                        objectName: "gameCard_" + modelData.id
                        gameId: modelData.id
                        text: modelData.title
                        summary: modelData.summary
                        iconSource: modelData.icon
                        shortcutText: ActionTable.shortcuts["app.open_" + modelData.id]
                        accent: Theme[modelData.colorRole]
                        width: cards.cardWidth
                        height: Math.max(implicitHeight, cards.cardHeight)
                        focus: index === 0
                        Keys.onRightPressed: home.focusCard(index + 1)
                        Keys.onDownPressed: home.focusCard(index + cards.columns)
                        Keys.onLeftPressed: home.focusCard(index - 1)
                        Keys.onUpPressed: home.focusCard(index - cards.columns)
                        onClicked: home.gameChosen(gameId)
                    }
                }
            }

            // The level editor is no game of its own: a quieter entry under the cards.
            Button {
                objectName: "homeEditorButton"
                anchors.horizontalCenter: parent.horizontalCenter
                flat: true
                text: qsTr("✎  Make your own Sokoban levels in the level editor (%1)").arg(ActionTable.keyTexts["app.editor"])
                font.pixelSize: Theme.fontNormal
                onClicked: home.editorChosen()
            }
        }
    }
}
