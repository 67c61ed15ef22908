// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

pragma Singleton
import QtQuick

// The games the shell knows: one entry each, in the order of the home screen's cards and the
// Game menu. Adding a game means one entry here, its screen file, and its id in
// AppSettings::gameIds() (C++), which --game and the saved last screen are checked against.
QtObject {
    // id: as in AppSettings::gameIds(); title: the window title says "<title> — Tessera";
    // screen: loaded only when the game is opened; icon: the home card's picture;
    // colorRole: its signature colour in Theme. The key that opens it from anywhere is the
    // action table's "open_<id>" (ActionTable).
    readonly property var all: [{
            "id": "sokoban",
            "title": qsTr("Sokoban"),
            "summary": qsTr("Push every box onto a goal. Microban's 155 levels and a tutorial."),
            "icon": "qrc:/icons/sokoban.svg",
            "screen": Qt.resolvedUrl("../sokoban/SokobanScreen.qml"),
            "colorRole": "sokobanColor"
        }, {
            "id": "2048",
            "title": qsTr("2048"),
            "summary": qsTr("Slide the tiles and merge equal numbers until you reach 2048."),
            "icon": "qrc:/icons/2048.svg",
            "screen": Qt.resolvedUrl("../game2048/Game2048Screen.qml"),
            "colorRole": "game2048Color"
        }, {
            "id": "fifteen",
            "title": qsTr("Fifteen"),
            "summary": qsTr("Slide the numbered tiles back into order, one move at a time."),
            "icon": "qrc:/icons/fifteen.svg",
            "screen": Qt.resolvedUrl("../fifteen/FifteenScreen.qml"),
            "colorRole": "fifteenColor"
        }]

    // The entry for `id`, or null.
    function byId(id) {
        for (const game of all) {
            if (game.id === id)
                return game;
        }
        return null;
    }
}
