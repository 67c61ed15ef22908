// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import Tessera

// A Direction in words and as an arrow, for the hints of 2048 and Fifteen ("Hint: slide left.").
// Named through the enum, never by its number. Not a singleton: a singleton importing Tessera
// beside Theme makes a load cycle, so each view that words a direction holds one.
QtObject {
    function word(direction) {
        switch (direction) {
        case Direction.Left:
            return qsTr("left");
        case Direction.Up:
            return qsTr("up");
        case Direction.Right:
            return qsTr("right");
        case Direction.Down:
            return qsTr("down");
        }
        return "";
    }

    function arrow(direction) {
        switch (direction) {
        case Direction.Left:
            return "←";
        case Direction.Up:
            return "↑";
        case Direction.Right:
            return "→";
        case Direction.Down:
            return "↓";
        }
        return "";
    }
}
