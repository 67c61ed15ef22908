import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// Where trouble with the player's files is told (StorageNotices): what could not be read or
// kept, where a damaged file was set aside, and what still works. Calm and out of the way: it
// sits over the bottom of the window, never takes the keyboard focus, and each notice stays
// until it is closed (a save notice also goes by itself once saving works again).
ColumnLayout {
    id: area

    readonly property var notices: StorageNotices.notices

    spacing: Theme.spacingSmall
    visible: notices.length > 0

    Repeater {
        model: area.notices

        delegate: Rectangle {
            id: notice

            required property var modelData
            required property int index

            Layout.fillWidth: true
            Layout.maximumWidth: 720
            Layout.alignment: Qt.AlignHCenter
            implicitHeight: row.implicitHeight + 16
            radius: Theme.radiusSmall
            color: Theme.surface
            border.color: Theme.warning
            border.width: 1
            objectName: "storageNotice"

            RowLayout {
                id: row

                anchors.fill: parent
                anchors.margins: 8
                spacing: 8

                Label {
                    objectName: "storageNoticeText"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.text
                    text: notice.modelData.message + "\n" + notice.modelData.stillWorks
                }
                // A save that failed is tried again every few seconds; the player need not wait.
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
