// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// The 2048 high-score tables: one per board size, top ten with name, score, highest tile and
// date; the size is chosen at the top. An entry just made is highlighted.
AppDialog {
    id: dialog

    // The size shown, and the rank (1..10) to highlight in it (0: none).
    property int rows: 4
    property int columns: 4
    property int highlightRank: 0
    property var entries: []
    property var sizes: []
    // The best score of the size shown. A property, set with the entries, so a score entered
    // while the dialog was closed (or open) shows: a binding on Game2048Scores.best() would
    // re-read it only when the size changes.
    property double best: 0

    // Opens on a size, highlighting `rank` if given.
    function openFor(rows, columns, rank) {
        dialog.rows = rows;
        dialog.columns = columns;
        dialog.highlightRank = rank || 0;
        refresh();
        open();
    }

    function sizeName(rows, columns) {
        return qsTr("%1×%2").arg(columns).arg(rows);
    }

    function refresh() {
        const known = Game2048Scores.sizes();
        if (!known.some(s => s.rows === dialog.rows && s.columns === dialog.columns))
            known.push({
                    "rows": dialog.rows,
                    "columns": dialog.columns
                });
        sizes = known;
        entries = Game2048Scores.entries(dialog.rows, dialog.columns);
        best = Game2048Scores.best(dialog.rows, dialog.columns);
        sizeBox.currentIndex = sizes.findIndex(s => s.rows === dialog.rows && s.columns === dialog.columns);
    }

    objectName: "game2048HighScores"
    width: Math.min(640, parent.width - 2 * Theme.spacingLarge)
    height: Math.min(560, parent.height - 2 * Theme.spacingLarge)
    title: qsTr("High scores")
    standardButtons: Dialog.Close

    Connections {
        target: Game2048Scores

        function onChanged() {
            if (dialog.visible)
                dialog.refresh();
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            // As wide as the dialog's content, so "Best: …" ends at its right edge.
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                text: qsTr("Board size")
                color: Theme.text
            }
            ComboBox {
                id: sizeBox

                objectName: "game2048HighScoresSize"
                //: What a screen reader says of the size list: %1 is the size shown ("4 × 4").
                Accessible.name: qsTr("Board size: %1").arg(displayText)
                model: dialog.sizes.map(s => dialog.sizeName(s.rows, s.columns))
                onActivated: index => {
                    const size = dialog.sizes[index];
                    dialog.rows = size.rows;
                    dialog.columns = size.columns;
                    dialog.highlightRank = 0;
                    dialog.entries = Game2048Scores.entries(size.rows, size.columns);
                    dialog.best = Game2048Scores.best(size.rows, size.columns);
                }
            }
            Item {
                Layout.fillWidth: true
            }
            Label {
                objectName: "game2048HighScoresBest"
                text: qsTr("Best: %1").arg(Number(dialog.best).toLocaleString(Qt.locale(), "f", 0))
                color: Theme.textMuted
            }
        }

        // The table: rank, name, score, highest tile, date.
        // Scrolls in a small window: ten rows do not fit in 480 pixels.
        AppScrollView {
            id: tableView

            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: dialog.entries.length > 0

            GridLayout {
                id: table

                objectName: "game2048HighScoresTable"
                width: tableView.availableWidth
                columns: 5
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacingSmall

                HeaderLabel {
                    text: "#"
                }
                HeaderLabel {
                    Layout.fillWidth: true
                    text: qsTr("Name")
                }
                HeaderLabel {
                    Layout.alignment: Qt.AlignRight
                    text: qsTr("Score")
                }
                HeaderLabel {
                    Layout.alignment: Qt.AlignHCenter
                    text: qsTr("Tile")
                }
                HeaderLabel {
                    text: qsTr("Date")
                }

                Repeater {
                    model: dialog.entries.length * 5

                    Item {
                        id: cell

                        required property int index
                        readonly property var entry: dialog.entries[Math.floor(index / 5)]
                        readonly property int field: index % 5
                        readonly property bool highlighted: entry.rank === dialog.highlightRank

                        Layout.fillWidth: field === 1
                        Layout.alignment: field === 2 ? Qt.AlignRight : field === 3 ? Qt.AlignHCenter : Qt.AlignLeft
                        implicitWidth: field === 3 ? tileBadge.width : cellLabel.implicitWidth
                        implicitHeight: Math.max(26, cellLabel.implicitHeight)

                        Label {
                            id: cellLabel

                            anchors.verticalCenter: parent.verticalCenter
                            width: parent.width
                            visible: cell.field !== 3
                            elide: Text.ElideRight
                            horizontalAlignment: cell.field === 2 ? Text.AlignRight : Text.AlignLeft
                            color: cell.highlighted ? Theme.accent : Theme.text
                            font.bold: cell.highlighted || cell.field === 2
                            text: {
                                switch (cell.field) {
                                case 0:
                                    return cell.entry.rank;
                                case 1:
                                    return cell.entry.name;
                                case 2:
                                    return Number(cell.entry.score).toLocaleString(Qt.locale(), "f", 0);
                                case 4:
                                    return cell.entry.date.toLocaleDateString(Qt.locale(), Locale.ShortFormat);
                                default:
                                    return "";
                                }
                            }
                        }
                        // The highest tile, drawn as a small tile.
                        Rectangle {
                            id: tileBadge

                            readonly property int exponent: Math.round(Math.log2(cell.entry.tile))

                            anchors.verticalCenter: parent.verticalCenter
                            visible: cell.field === 3
                            width: Math.max(44, tileText.implicitWidth + 12)
                            height: 24
                            radius: 4
                            color: Theme.game2048TileColor(exponent)

                            Text {
                                id: tileText

                                anchors.centerIn: parent
                                text: cell.entry.tile
                                color: Theme.game2048TextColor(tileBadge.exponent)
                                font.pixelSize: Theme.fontSmall
                                font.bold: true
                            }
                        }
                    }
                }
            }
        }

        Label {
            Layout.fillWidth: true
            visible: dialog.entries.length === 0
            text: qsTr("No high scores at %1 yet. Finish a game to enter the table.").arg(dialog.sizeName(dialog.rows, dialog.columns))
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }

        Item {
            Layout.fillHeight: true
        }
    }

    component HeaderLabel: Label {
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        font.capitalization: Font.AllUppercase
        font.letterSpacing: 1
    }
}
