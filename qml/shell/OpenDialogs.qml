// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
pragma Singleton
import QtQuick

// The modal dialogs open now, each AppDialog adding and removing itself: a game's clock stops
// while one covers its window (Help, Preferences, a question), as it does while the window is
// minimised.
QtObject {
    // The open modal dialogs; a new array on every change, so bindings follow.
    property var modal: []

    function note(dialog, open) {
        const others = modal.filter(d => d !== dialog);
        if (open)
            others.push(dialog);
        if (open || others.length !== modal.length)
            modal = others;
    }

    // Whether a modal dialog is open over the window whose overlay is `overlay`
    // (an item's Overlay.overlay).
    function covers(overlay) {
        return modal.some(d => d.parent === overlay);
    }
}
