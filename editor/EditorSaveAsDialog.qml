// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Dialogs

// Save As: any .xsb file. Loaded on first use; EditorScreen falls back to typing a path when
// QtQuick.Dialogs cannot be loaded (its QML file dialog needs Qt.labs.folderlistmodel).
FileDialog {
    objectName: "saveAsFileDialog"
    title: qsTr("Save level as")
    fileMode: FileDialog.SaveFile
    defaultSuffix: "xsb"
    acceptLabel: qsTr("Save")
    nameFilters: [qsTr("Sokoban levels (*.xsb *.sok *.txt)"), qsTr("All files (*)")]
}
