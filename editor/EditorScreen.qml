import QtQuick
import Tessera
import Tessera.Editor

FocusScope {
    LevelEditorSession { id: editor }
}
