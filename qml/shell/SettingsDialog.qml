// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// Preferences: one tab per page. Changes apply and are saved at once (no OK/Cancel to forget).
// Adding a game's settings page: write <Game>SettingsPage.qml and add one entry to `pages`;
// its id is the game's id, so the dialog opens on that page while the game is shown.
AppDialog {
    id: dialog

    objectName: "settingsDialog"

    // The pages, without their titles (pageTitle()): a title in this list would make the
    // engine build the list again at a language switch, and with it every tab and page (the
    // tabs vanished and the dialog went back to its first page).
    readonly property var pages: [{
            "id": "app",
            "source": "AppSettingsPage.qml"
        }, {
            "id": "sokoban",
            "source": "../sokoban/SokobanSettingsPage.qml"
        }, {
            "id": "2048",
            "source": "../game2048/Game2048SettingsPage.qml"
        }, {
            "id": "fifteen",
            "source": "../fifteen/FifteenSettingsPage.qml"
        }, {
            "id": "keys",
            "source": "KeysSettingsPage.qml"
        }]
    property alias currentIndex: tabs.currentIndex

    function pageTitle(id) {
        switch (id) {
        case "app":
            return qsTr("General");
        case "sokoban":
            return qsTr("Sokoban");
        case "2048":
            return qsTr("2048");
        case "fifteen":
            return qsTr("Fifteen");
        case "keys":
            return qsTr("Keys");
        }
        return id;
    }

    // Opens on the page of the screen shown ("sokoban", ...), or on the page last used.
    function openFor(screenId) {
        const index = pages.findIndex(page => page.id === screenId)
        if (index >= 0)
            tabs.currentIndex = index
        open()
    }

    width: Math.min(620, parent.width - 2 * Theme.spacingLarge)
    height: Math.min(480, parent.height - 2 * Theme.spacingLarge)
    title: qsTr("Preferences")
    standardButtons: Dialog.Close

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        WrappingTabBar {
            id: tabs

            Layout.fillWidth: true

            Repeater {
                model: dialog.pages

                TabButton {
                    required property var modelData

                    objectName: "settingsTab_" + modelData.id
                    text: dialog.pageTitle(modelData.id)
                    width: implicitWidth
                    topPadding: Theme.spacingSmall
                    bottomPadding: Theme.spacingSmall
                    leftPadding: Theme.spacing + 4
                    rightPadding: Theme.spacing + 4
                }
            }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex

            Repeater {
                model: dialog.pages

                // Scrolls, with its scroll bar in sight, when the window is too small.
                AppScrollView {
                    id: pageView

                    required property var modelData

                    Loader {
                        objectName: "settingsPage_" + pageView.modelData.id
                        width: pageView.availableWidth
                        source: pageView.modelData.source
                    }
                }
            }
        }
    }
}
