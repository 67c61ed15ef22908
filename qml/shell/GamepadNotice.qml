// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import Tessera

// A short notice at the bottom of the window when a game controller is plugged in or out.
Label {
    id: notice

    objectName: "gamepadNotice"

    function show(message) {
        notice.text = message;
        notice.opacity = 1;
        hideTimer.restart();
    }

    opacity: 0
    visible: opacity > 0
    Accessible.role: Accessible.AlertMessage
    Accessible.name: text
    padding: Theme.spacing
    color: Theme.text
    background: Rectangle {
        color: Theme.surface
        border.color: Theme.border
        radius: Theme.radius
    }

    Behavior on opacity  {
        NumberAnimation {
            duration: Theme.transitionDuration
        }
    }

    Timer {
        id: hideTimer

        interval: 3000
        onTriggered: notice.opacity = 0
    }

    Connections {
        target: Gamepads

        function onControllerConnected(name) {
            notice.show(qsTr("Controller connected: %1").arg(name));
        }
        function onControllerDisconnected(name) {
            notice.show(qsTr("Controller disconnected: %1").arg(name));
        }
    }
}
