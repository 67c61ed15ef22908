// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls

// A button on a screen's tool bar: never takes the keyboard from the board, and shows `tip`
// after a moment under the mouse: below the bar, or with `tipBeside` to the left of the button
// on the bar itself, where it covers nothing of the screen (Fifteen's running clock).
ToolButton {
    id: button

    property string tip
    property bool tipBeside: false

    focusPolicy: Qt.NoFocus
    font.pixelSize: Theme.fontNormal
    ToolTip.visible: hovered && tip !== "" && !tipBeside
    ToolTip.delay: 600
    ToolTip.text: tip

    ToolTip {
        objectName: "barButtonTip"
        x: -width - Theme.spacingSmall
        y: Math.round((button.height - height) / 2)
        visible: button.hovered && button.tip !== "" && button.tipBeside
        delay: 600
        text: button.tip
    }
}
