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
    onAccepted: fileChosen(selectedFile)
}
