// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// What a move did and the game's status, for a screen reader: a status bar named by
// GameSpeech's text, so each move reaches AT-SPI as a name change. Unseen: the screen shows the
// same on its own status line.
Item {
    id: speaker

    property alias session: speech.session
    readonly property alias text: speech.text

    // Says `words` and then the status (the player's surroundings, the board row by row).
    function say(words) {
        speech.say(words);
    }

    objectName: "gameSpeaker"
    width: 1
    height: 1
    Accessible.role: Accessible.StatusBar
    Accessible.name: speech.text

    GameSpeech {
        id: speech

        speaker: speaker
    }
}
