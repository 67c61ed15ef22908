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

    // A window-wide key (the table's "app" rows, such as Ctrl+L) runs here too when the screen
    // has a handler for it, so the screen works the same inside the window and on its own.
    function handleKey(event) {
        let action = ActionTable.actionForKey(actions.inputScreen, event.key, event.modifiers);
        if (action.command === undefined)
            action = ActionTable.actionForKey("app", event.key, event.modifiers);
        if (action.command === undefined)
            return;
        if (actions.perform(action.command, action.argument, event.isAutoRepeat))
            event.accepted = true;
    }
}
