// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQml
import Tessera

// A screen's side of the action table (ActionTable, C++): the keys pressed on the screen and the
// controller buttons the gamepad router sends are looked up in the table under `inputScreen`, and the
// action's command runs the handler of that name: handler(argument, repeat), which returns
// false when the action does not apply now (the key then goes on, unused).
QtObject {
    id: actions

    required property string inputScreen
    // command name -> function (argument, repeat)
    property var handlers: ({})
    // Off while another part of the screen has the keys (the editor's test-play).
    property bool enabled: true

    function perform(command, argument, repeat) {
        const handler = actions.handlers[command];
        if (!actions.enabled || typeof handler !== "function")
            return false;
        return handler(argument, repeat === true) !== false;
    }

    // A key pressed on the screen: the table answers in C++ with a typed action (a window-wide
    // key, such as Ctrl+L, when the screen has none of its own), and its handler runs at once.
    function handleKey(event) {
        const action = ActionTable.keyAction(actions.inputScreen, event.key, event.modifiers);
        const handler = actions.handlers[action.command];
        if (!action.valid || !actions.enabled || typeof handler !== "function")
            return;
        if (handler(action.argument, event.isAutoRepeat) !== false)
            event.accepted = true;
    }
}
