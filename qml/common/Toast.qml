// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// A short message that shows for a moment and fades ("Level copied", a solution that does not
// fit): show(message). offer(message, actionText, action) adds a button (Undo) and stays
// longer, and while the pointer is over it; trigger() runs the action (a key can call it).
// The screen places it (anchors); it is as wide as its text, at most its parent's width less
// margins.
Rectangle {
    id: toast

    // For tests that read what was said.
    property alias textObjectName: toastText.objectName
    // The button of an offer(); empty when none is shown.
    readonly property string actionText: toast.pendingAction ? actionButton.text : ""
    property var pendingAction: null
    readonly property bool shown: toastTimer.running || toastHover.hovered && toast.pendingAction !== null

    function show(message) {
        toast.pendingAction = null;
        toastText.text = message;
        toastTimer.interval = 2600;
        toastTimer.restart();
    }
    function offer(message, actionText, action) {
        toastText.text = message;
        actionButton.text = actionText;
        toast.pendingAction = action;
        toastTimer.interval = 8000;
        toastTimer.restart();
    }
    // Runs the offered action once, and hides the toast; false when nothing is offered.
    function trigger() {
        if (!toast.shown || !toast.pendingAction)
            return false;
        const action = toast.pendingAction;
        toast.pendingAction = null;
        toastTimer.stop();
        action();
        return true;
    }

    width: Math.min(toastRow.implicitWidth + 2 * Theme.spacingLarge, parent.width - 2 * Theme.spacing)
    height: toastRow.implicitHeight + Theme.spacing * 1.5
    radius: height / 2
    color: Theme.toast
    // Read when it appears: an alert named by what it says.
    Accessible.role: Accessible.AlertMessage
    Accessible.name: toastText.text
    opacity: toast.shown ? 1 : 0
    visible: opacity > 0

    Behavior on opacity  {
        NumberAnimation {
            duration: Theme.motion(180)
        }
    }

    HoverHandler {
        id: toastHover

        onHoveredChanged: {
            if (!hovered && toast.pendingAction && !toastTimer.running)
                toastTimer.restart();
        }
    }
    RowLayout {
        id: toastRow

        anchors.centerIn: parent
        width: Math.min(implicitWidth, toast.parent.width - 2 * Theme.spacingLarge)
        spacing: Theme.spacing

        Label {
            id: toastText

            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            color: Theme.toastText
            font.pixelSize: Theme.fontNormal
        }
        Button {
            id: actionButton

            objectName: "toastAction"
            visible: toast.pendingAction !== null
            flat: true
            focusPolicy: Qt.NoFocus
            font.pixelSize: Theme.fontNormal
            font.bold: true
            contentItem: Label {
                text: actionButton.text
                font: actionButton.font
                color: toastText.color
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            onClicked: toast.trigger()
        }
    }
    Timer {
        id: toastTimer

        interval: 2600
        onTriggered: {
            if (!toastHover.hovered)
                toast.pendingAction = null;
        }
    }
}
