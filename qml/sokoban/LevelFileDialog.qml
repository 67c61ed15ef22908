// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtCore
import QtQuick
import QtQuick.Dialogs

// "Open…" of the Sokoban screen: a level file (.xsb, .sok, .txt). In its own file so that
// QtQuick.Dialogs is only loaded when first used (it is slow to create).
FileDialog {
    objectName: "levelFileDialog"

    signal fileChosen(url url)

    title: qsTr("Open a Sokoban level file")
    nameFilters: [qsTr("Sokoban levels (*.xsb *.sok *.txt)"), qsTr("All files (*)")]
    fileMode: FileDialog.OpenFile
    // The home folder, not wherever the app was started from (the screen moves it beside the
    // level file being played).
    currentFolder: StandardPaths.standardLocations(StandardPaths.HomeLocation)[0]
    onAccepted: fileChosen(selectedFile)
}
