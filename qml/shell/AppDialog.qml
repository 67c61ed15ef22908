// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// The look of every dialog in the app: centred over the window, modal, rounded, themed, with a
// clear title. Screens use it for their own dialogs too (confirmations, high scores, ...).
Dialog {
    id: dialog

    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true
    focus: true
    padding: Theme.spacingLarge
    topPadding: Theme.spacing
    palette: Theme.palette

    // A game's clock stops while a modal dialog covers its window (OpenDialogs).
    onVisibleChanged: OpenDialogs.note(dialog, visible && modal)
    Component.onDestruction: OpenDialogs.note(dialog, false)

    background: Rectangle {
        color: Theme.surface
        radius: Theme.radius
        border.color: Theme.border
    }

    header: Label {
        text: dialog.title
        visible: dialog.title !== ""
        padding: Theme.spacingLarge
        bottomPadding: 0
        color: Theme.text
        font.pixelSize: Theme.fontLarge + 2
        font.bold: true
        // Wrapped, not cut short, in a narrow dialog or at a large text size.
        wrapMode: Text.WordWrap
    }

    // A dialog's own buttons, when standardButtons do not fit: Button items with their
    // DialogButtonBox.buttonRole, shown in the footer below.
    property alias buttons: buttonBox.contentData

    // Buttons on the dialog's own surface (Fusion would paint a square band of window colour).
    footer: DialogButtonBox {
        id: buttonBox

        visible: count > 0
        palette: Theme.controlPalette
        padding: Theme.spacing
        background: Item {
        }
    }

    // On Qt 6.4 a later change of a popup's palette does not reach the items inside it, while an
    // item's palette does reach its children: so the content gets the theme's palette directly
    // (the controls' one: their edges show).
    Binding {
        target: dialog.contentItem
        property: "palette"
        value: Theme.controlPalette
    }

    Overlay.modal: Rectangle {
        color: Theme.modalDim
    }
}
