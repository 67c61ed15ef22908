// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// A game screen's tool bar buttons (its `toolBarItems`). The buttons that do not fit in
// `maximumWidth` (AppToolBar sets it) move into a More menu, the rightmost first: into the
// screen's own menu (`menu`, opened by `menuButton`, which stays on the bar), or into a More
// menu this row adds. A button whose text is a symbol names itself in the menu with a
// `menuText` property; such neighbours move together. Separators show only between buttons that
// are shown.
Row {
    id: bar

    property real maximumWidth: Infinity
    property Menu menu: null
    property Item menuButton: null
    // The buttons in the menu now, left to right.
    property var overflowed: []
    // The screen's buttons and separators, in order.
    default property alias buttons: buttonRow.data

    property var inserted: []

    function isButton(item) {
        return typeof item.clicked === "function";
    }

    // Two neighbouring symbol buttons (with a `menuText`) with no separator between them.
    function together(items, left, right) {
        if (left.menuText === undefined || right.menuText === undefined)
            return false;
        for (let i = items.indexOf(left) + 1; i < items.indexOf(right); ++i) {
            if (!isButton(items[i]))
                return false;
        }
        return true;
    }

    // Which items show when `hidden` go to the menu, and the width they take.
    function plan(items, hidden) {
        const shown = [];
        for (let i = 0; i < items.length; ++i) {
            const item = items[i];
            if (hidden.indexOf(item) >= 0)
                continue;
            if (!isButton(item)) {
                const previous = shown.length > 0 ? shown[shown.length - 1] : null;
                const buttonAfter = items.slice(i + 1).some(next => isButton(next) && hidden.indexOf(next) < 0);
                if (!previous || !isButton(previous) || !buttonAfter)
                    continue;
            }
            shown.push(item);
        }
        let width = 0;
        for (const item of shown)
            width += item.implicitWidth;
        width += Math.max(0, shown.length - 1) * buttonRow.spacing;
        if (hidden.length > 0 && !menu)
            width += spacing + ownMoreButton.implicitWidth;
        return {
            "shown": shown,
            "width": width
        };
    }

    function relayout() {
        const items = [];
        for (let i = 0; i < buttonRow.children.length; ++i)
            items.push(buttonRow.children[i]);
        const movable = items.filter(item => isButton(item) && item !== menuButton);
        let hidden = [];
        let result = plan(items, hidden);
        while (result.width > maximumWidth && hidden.length < movable.length) {
            let count = hidden.length + 1;
            // Symbol buttons of one group go together ("‹" stays not without "›").
            while (count < movable.length && together(items, movable[movable.length - count - 1], movable[movable.length - count]))
                ++count;
            hidden = movable.slice(movable.length - count);
            result = plan(items, hidden);
        }
        for (const item of items)
            item.visible = result.shown.indexOf(item) >= 0;
        // The same buttons in the menu: its entries stay (one may be under the pointer).
        if (hidden.length !== overflowed.length || hidden.some((button, index) => button !== overflowed[index]))
            fillMenu(hidden);
    }

    function fillMenu(hidden) {
        for (const entry of inserted) {
            entry.menu.removeItem(entry.item);
            entry.item.destroy();
        }
        const target = menu ? menu : ownMoreButton.menu;
        const entries = [];
        hidden.forEach((button, index) => {
                const item = overflowItem.createObject(null, {
                        "button": button
                    });
                target.insertItem(index, item);
                entries.push({
                        "menu": target,
                        "item": item
                    });
            });
        if (menu && hidden.length > 0) {
            const separator = separatorItem.createObject(null);
            target.insertItem(hidden.length, separator);
            entries.push({
                    "menu": target,
                    "item": separator
                });
        }
        inserted = entries;
        overflowed = hidden;
    }

    onMaximumWidthChanged: Qt.callLater(relayout)
    Component.onCompleted: {
        for (let i = 0; i < buttonRow.children.length; ++i)
            buttonRow.children[i].implicitWidthChanged.connect(() => Qt.callLater(bar.relayout));
        relayout();
    }

    spacing: 2

    Row {
        id: buttonRow

        anchors.verticalCenter: parent.verticalCenter
        spacing: bar.spacing
    }

    MoreButton {
        id: ownMoreButton

        objectName: "toolBarMore"
        anchors.verticalCenter: parent.verticalCenter
        visible: !bar.menu && bar.overflowed.length > 0
    }

    Component {
        id: overflowItem

        AppMenuItem {
            property Item button

            text: button ? (button.menuText !== undefined ? button.menuText : button.text) : ""
            enabled: button ? button.enabled : false
            onTriggered: button.clicked()
        }
    }
    Component {
        id: separatorItem

        MenuSeparator {
        }
    }
}
