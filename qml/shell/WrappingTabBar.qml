// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls

// A tab bar whose tabs wrap onto another line where the dialog is too narrow for them all
// (Polish and Bulgarian at 640×480, or a larger text size): each stays in sight, none runs out
// of the dialog. Its TabButtons set `width: implicitWidth`.
TabBar {
    id: tabs

    implicitHeight: tabFlow.implicitHeight + topPadding + bottomPadding
    contentItem: Flow {
        id: tabFlow

        spacing: tabs.spacing

        Repeater {
            model: tabs.contentModel
        }
    }
}
