// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// Where trouble with the player's files is told (StorageNotices): what could not be read or
// kept, where a damaged file was set aside, and what still works. Calm and out of the way: it
// takes a band of its own at the bottom of the window (the screen above gets smaller, as for a
// banner, so nothing of a board or a card is hidden), never takes the keyboard focus, and each
// notice stays until it is closed (a save notice also goes by itself once saving works again).
// Several notices scroll within `maximumHeight`.
Item {
    id: area

    readonly property var notices: StorageNotices.notices
    // The most of the window the notices may take; more of them scroll.
    property real maximumHeight: 200

    visible: notices.length > 0
    implicitHeight: visible ? Math.min(column.implicitHeight, maximumHeight) + 2 * Theme.spacingSmall : 0

    AppScrollView {
        id: scroll

        anchors.fill: parent
        anchors.margins: Theme.spacingSmall

        ColumnLayout {
            id: column

            width: scroll.availableWidth
            spacing: Theme.spacingSmall

            Repeater {
                model: area.notices

                delegate: Rectangle {
                    id: notice

                    required property var modelData
                    required property int index

                    Layout.fillWidth: true
                    Layout.maximumWidth: 720
                    Layout.alignment: Qt.AlignHCenter
                    implicitHeight: row.implicitHeight + 8
                    radius: Theme.radiusSmall
                    color: Theme.surface
                    border.color: Theme.warning
                    border.width: 1
                    objectName: "storageNotice"

                    RowLayout {
                        id: row

                        anchors.fill: parent
                        anchors.margins: 4
                        anchors.leftMargin: 8
                        spacing: 4

                        Label {
                            objectName: "storageNoticeText"
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            color: Theme.text
                            font.pixelSize: Theme.fontSmall
                            text: notice.modelData.message + "\n" + notice.modelData.stillWorks
                        }
                        // A save that failed is tried again every few seconds; the player need
                        // not wait.
                        Button {
                            objectName: "storageNoticeRetry"
                            visible: notice.modelData.kind === StorageNotices.Save
                            text: qsTr("Try again")
                            flat: true
                            focusPolicy: Qt.NoFocus
                            onClicked: StorageNotices.saveAll()
                        }
                        Button {
                            objectName: "storageNoticeClose"
                            text: qsTr("Close")
                            flat: true
                            focusPolicy: Qt.NoFocus
                            Accessible.name: qsTr("Close this notice")
                            onClicked: StorageNotices.dismiss(notice.index)
                        }
                    }
                }
            }
        }
    }
}
