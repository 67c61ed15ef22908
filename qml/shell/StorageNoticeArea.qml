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
// Several notices scroll within `maximumHeight`. In a `compact` area (a small window) each
// notice takes one line, its text cut short; More shows it whole (a screen reader reads it
// whole either way), so the board keeps most of its room.
Item {
    id: area

    readonly property var notices: StorageNotices.notices
    // The most of the window the notices may take; more of them scroll.
    property real maximumHeight: 200
    // One line a notice until the player asks for more.
    property bool compact: false

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
                    // Shown whole in a compact area (More).
                    property bool expanded: false
                    readonly property bool oneLine: area.compact && !expanded

                    Layout.fillWidth: true
                    Layout.maximumWidth: 720
                    Layout.alignment: Qt.AlignHCenter
                    implicitHeight: row.implicitHeight + (oneLine ? 4 : 8)
                    radius: Theme.radiusSmall
                    color: Theme.surface
                    border.color: Theme.warning
                    border.width: 1
                    objectName: "storageNotice"

                    RowLayout {
                        id: row

                        anchors.fill: parent
                        anchors.margins: notice.oneLine ? 2 : 4
                        anchors.leftMargin: 8
                        spacing: 4

                        Label {
                            id: noticeText

                            objectName: "storageNoticeText"
                            Layout.fillWidth: true
                            wrapMode: notice.oneLine ? Text.NoWrap : Text.Wrap
                            elide: notice.oneLine ? Text.ElideRight : Text.ElideNone
                            color: Theme.text
                            font.pixelSize: Theme.fontSmall
                            text: notice.modelData.message + (notice.oneLine ? " " : "\n") + notice.modelData.stillWorks
                        }
                        Button {
                            objectName: "storageNoticeMore"
                            visible: area.compact && (noticeText.truncated || notice.expanded)
                            text: notice.expanded ? qsTr("Less") : qsTr("More")
                            flat: true
                            focusPolicy: Qt.NoFocus
                            topPadding: notice.oneLine ? 2 : padding
                            bottomPadding: topPadding
                            Accessible.name: notice.expanded ? qsTr("Show this notice on one line") : qsTr("Show all of this notice")
                            onClicked: notice.expanded = !notice.expanded
                        }
                        // A save that failed is tried again every few seconds; the player need
                        // not wait.
                        Button {
                            objectName: "storageNoticeRetry"
                            visible: notice.modelData.kind === StorageNotices.Save
                            text: qsTr("Try again")
                            flat: true
                            focusPolicy: Qt.NoFocus
                            topPadding: notice.oneLine ? 2 : padding
                            bottomPadding: topPadding
                            onClicked: StorageNotices.saveAll()
                        }
                        Button {
                            objectName: "storageNoticeClose"
                            text: qsTr("Close")
                            flat: true
                            focusPolicy: Qt.NoFocus
                            topPadding: notice.oneLine ? 2 : padding
                            bottomPadding: topPadding
                            Accessible.name: qsTr("Close this notice")
                            onClicked: StorageNotices.dismiss(notice.index)
                        }
                    }
                }
            }
        }
    }
}
