// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera
import Tessera.Editor

// The Sokoban level editor: the palette on the left, the level in the middle, its title,
// validation, size and arrangement on the right; test-play over the whole screen. Every rule is
// in LevelEditorSession (over core's LevelEditor); this file shows the level and passes on what
// the designer does.
// Keys: the arrows (or WASD) move a cell cursor and Space or Enter paint its cell with the tool
// (a controller: D-pad, A, shoulders for the tool, B undo);
// 1..8 pick a tool (wall, floor, goal, box, box on goal, player, player on goal, erase);
// F freehand, R filled rectangle, O rectangle outline; Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z
// redo; Ctrl+S save, Ctrl+Shift+S save as; Ctrl+N new level; Ctrl+C copy and Ctrl+V paste
// the level as XSB; Ctrl+plus, Ctrl+minus and Ctrl+0 zoom in, out and to fit (Ctrl+wheel
// too); F5 test-play (F5 or Esc again to come back); Esc goes home (asking first
// when there are unsaved changes).
FocusScope {
    id: screen

    // How the shell opens the editor: a level file (its first level, or an empty level for a
    // file without any), a level of a library collection, or a new level (`askSize` shows the
    // size dialog first). Given none of them, it opens the level last edited (an empty one
    // when there is none).
    property string levelFile
    property string collectionId
    property int levelIndex: 0
    property bool askSize: false

    // Esc ends test-play, or cancels a drag, instead of going home (see qml/README.md).
    readonly property bool handlesEscape: testPlaying || board.dragging
    property bool testPlaying: false
    // Set once the designer chose to leave without saving, so the shell's second try passes.
    property bool leaveConfirmed: false

    readonly property alias editor: editor
    readonly property alias board: board
    readonly property alias testPlayView: testPlayView
    readonly property alias solver: solver

    // The shell calls this before leaving the screen (home, another game, quitting). True: go
    // ahead. False: the screen asks first and calls `proceed` if the designer saves or discards.
    function confirmLeave(proceed) {
        if (!editor.modified || leaveConfirmed)
            return true;
        unsavedDialog.proceed = proceed;
        unsavedDialog.open();
        return false;
    }

    function startTestPlay() {
        if (!editor.playable) {
            toast.show(qsTr("The level cannot be played yet: %1").arg(editor.problems[0]));
            return false;
        }
        if (!editor.testPlay(testPlayView.session))
            return false;
        testPlaying = true;
        testPlayView.forceActiveFocus();
        return true;
    }
    function endTestPlay() {
        testPlayView.session.replay.stop();
        testPlaying = false;
        // The focus goes to the editor's side, not back to the hidden test-play scope.
        editArea.forceActiveFocus();
    }
    // Test-play with the solver's solution running.
    function watchSolution() {
        if (solver.solution === "" || !startTestPlay())
            return;
        testPlayView.session.replay.playSolution(solver.solution);
    }

    function save() {
        return editor.save();
    }
    function saveAs() {
        saveAsLoader.active = true;
        if (saveAsLoader.status === Loader.Ready) {
            const dialog = saveAsLoader.item;
            const suggested = editor.suggestedSavePath();
            dialog.currentFolder = "file://" + suggested.substring(0, suggested.lastIndexOf("/"));
            dialog.selectedFile = "file://" + suggested;
            dialog.open();
            // Modal, as every other dialog: the level cannot change under Save As.
            ModalFileDialog.apply(dialog);
        } else {
            // No file dialog on this system: type the path.
            pathDialog.path = editor.suggestedSavePath();
            pathDialog.open();
        }
    }
    function newLevel() {
        const ask = () => {
            leaveConfirmed = false;
            newLevelDialog.open();
        };
        if (editor.modified)
            confirmLeave(ask);
        else
            ask();
    }
    function checkSolvable() {
        if (!editor.playable)
            return false;
        checkDialog.open();
        return solver.startText(editor.levelText());
    }

    // Keys and controller buttons, through the action table (ActionTable, screen "editor");
    // test-play has its own.
    readonly property ScreenActions inputActions: testPlaying ? null : actions
    ScreenActions {
        id: actions

        inputScreen: "editor"
        enabled: !screen.testPlaying
        handlers: ({
                "tool": tool => {
                    editor.tool = tool;
                },
                "cursor": direction => {
                    const dx = direction === Direction.Left ? -1 : direction === Direction.Right ? 1 : 0;
                    const dy = direction === Direction.Up ? -1 : direction === Direction.Down ? 1 : 0;
                    return board.moveCursor(dx, dy);
                },
                "paintAtCursor": () => board.paintAtCursor(),
                "previousTool": () => {
                    editor.tool = (editor.tool + 7) % 8;
                },
                "nextTool": () => {
                    editor.tool = (editor.tool + 1) % 8;
                },
                "shape": shape => {
                    editor.shape = shape;
                },
                "undo": () => {
                    editor.undo();
                },
                "redo": () => {
                    editor.redo();
                },
                "saveAs": () => {
                    screen.saveAs();
                },
                "save": () => {
                    screen.save();
                },
                "newLevel": () => {
                    screen.newLevel();
                },
                "copyLevel": () => {
                    editor.copyLevel();
                },
                "paste": () => {
                    editor.pasteFromClipboard();
                },
                "zoomIn": () => {
                    board.zoomBy(1.25);
                },
                "zoomOut": () => {
                    board.zoomBy(0.8);
                },
                "zoomToFit": () => {
                    board.zoomToFit();
                },
                "testPlay": () => {
                    screen.startTestPlay();
                },
                "cancelDrag": () => {
                    if (!board.dragging)
                        return false;
                    board.cancelDrag();
                }
            })
    }

    Keys.onPressed: event => actions.handleKey(event)

    // Buttons on the window's tool bar (see AppToolBar); they never take the keyboard focus.
    property Component toolBarItems: Component {
        ToolBarRow {
            menu: moreButton.menu
            menuButton: moreButton
            visible: !screen.testPlaying

            BarButton {
                objectName: "editorUndo"
                text: qsTr("Undo")
                tip: qsTr("Take back the last edit (%1)").arg(ActionTable.keyTexts["editor.undo"])
                enabled: editor.canUndo
                onClicked: editor.undo()
            }
            BarButton {
                objectName: "editorRedo"
                text: qsTr("Redo")
                tip: qsTr("Make the undone edit again (%1)").arg(ActionTable.keyTexts["editor.redo"])
                enabled: editor.canRedo
                onClicked: editor.redo()
            }
            ToolSeparator {
            }
            BarButton {
                objectName: "editorNew"
                text: qsTr("New…")
                tip: qsTr("Start a new level (%1)").arg(ActionTable.keyTexts["editor.newLevel"])
                onClicked: screen.newLevel()
            }
            BarButton {
                objectName: "editorSave"
                text: qsTr("Save")
                tip: editor.saveTarget + qsTr(" (%1)").arg(ActionTable.keyTexts["editor.save"])
                onClicked: screen.save()
            }
            MoreButton {
                id: moreButton

                objectName: "editorMore"
                menuTip: qsTr("Save as, copy and paste")

                AppMenuItem {
                    text: qsTr("Save as…")
                    shortcut: ActionTable.shortcuts["editor.saveAs"]
                    onTriggered: screen.saveAs()
                }
                MenuSeparator {
                }
                AppMenuItem {
                    text: qsTr("Copy level (XSB)")
                    shortcut: ActionTable.shortcuts["editor.copyLevel"]
                    onTriggered: editor.copyLevel()
                }
                AppMenuItem {
                    text: qsTr("Paste level")
                    shortcut: ActionTable.shortcuts["editor.paste"]
                    onTriggered: editor.pasteFromClipboard()
                }
            }
        }
    }

    LevelEditorSession {
        id: editor

        library: LevelLibrary
        resumeState: ResumeState
        onNotice: message => toast.show(message)
        onSaveFailed: message => {
            saveErrorDialog.message = message;
            saveErrorDialog.open();
        }
        // Edits make the level another one: an answer about the old one no longer holds.
        onLevelChanged: {
            if (solver.running)
                solver.cancel();
            screen.checkedUnsolvable = false;
        }
    }

    // The last check found the level as it stands unsolvable (by the standard rules): the
    // side panel's status says so too, so the two never disagree.
    property bool checkedUnsolvable: false

    SokobanSolverRunner {
        id: solver

        timeLimit: 10
        onFinished: status => screen.checkedUnsolvable = status === SokobanSolverRunner.Unsolvable
    }

    Component.onCompleted: {
        if (screen.levelFile !== "")
            editor.openFile(screen.levelFile);
        else if (screen.collectionId !== "")
            editor.openLevel(screen.collectionId, screen.levelIndex);
        else if (screen.askSize || !editor.openLastEdited())
            editor.newLevel(10, 8);
        if (screen.askSize)
            newLevelDialog.open();
    }

    RowLayout {
        id: editArea

        anchors.fill: parent
        spacing: 0
        visible: !screen.testPlaying
        focus: true

        EditorPalette {
            id: toolPalette

            objectName: "editorPalette"
            Layout.fillHeight: true
            Layout.preferredWidth: Math.max(200, toolPalette.neededWidth)
            editor: editor
        }

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            // Said when the level opens, not first at Save: My levels cannot take it.
            Banner {
                id: saveTargetBanner

                objectName: "editorSaveTargetProblem"
                anchors.top: parent.top
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.margins: Theme.spacingSmall
                height: implicitHeight
                visible: editor.saveTargetProblem !== ""
                border.color: Theme.warning
                text: editor.saveTargetProblem

                Button {
                    text: qsTr("Save as…")
                    focusPolicy: Qt.NoFocus
                    onClicked: screen.saveAs()
                }
            }
            EditorBoard {
                id: board

                objectName: "editorBoard"
                anchors.fill: parent
                anchors.margins: Theme.spacingLarge
                anchors.topMargin: saveTargetBanner.visible ? saveTargetBanner.height + 2 * Theme.spacingSmall : Theme.spacingLarge
                editor: editor
            }
            // Zoom, for big levels: the board scrolls once it is larger than the view. Right
            // aligned; where the view is narrower than the three buttons (a small window at a
            // large text size) they wrap rather than reach over the tool panel.
            Flow {
                id: zoomRow

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.leftMargin: Theme.spacingSmall
                anchors.rightMargin: Theme.spacingSmall
                anchors.bottomMargin: 2
                layoutDirection: Qt.RightToLeft
                spacing: 2

                // Right to left: + first, so they read − Fit + as ever.
                BarButton {
                    objectName: "editorZoomIn"
                    text: "+"
                    enabled: board.canZoomIn
                    tip: qsTr("Zoom in (%1, Ctrl+wheel)").arg(ActionTable.keyTexts["editor.zoomIn"])
                    onClicked: board.zoomBy(1.25)
                }
                BarButton {
                    objectName: "editorZoomFit"
                    text: board.zoom > 1 ? qsTr("%1 px").arg(board.cellSize) : qsTr("Fit")
                    enabled: board.zoom > 1
                    tip: qsTr("Show the whole level (%1)").arg(ActionTable.keyTexts["editor.zoomToFit"])
                    onClicked: board.zoomToFit()
                }
                BarButton {
                    objectName: "editorZoomOut"
                    text: "−"
                    enabled: board.canZoomOut
                    tip: qsTr("Zoom out (%1, Ctrl+wheel)").arg(ActionTable.keyTexts["editor.zoomOut"])
                    onClicked: board.zoomBy(0.8)
                }
            }
            // Above the zoom buttons, wrapped in a narrow view.
            Label {
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: zoomRow.top
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                visible: board.hoveredCell.x >= 0
                text: qsTr("Row %1, column %2").arg(board.hoveredCell.y + 1).arg(board.hoveredCell.x + 1)
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
            }
        }

        EditorSidePanel {
            objectName: "editorSidePanel"
            Layout.fillHeight: true
            // Wider with a larger text size, where the window has the room (a third at most).
            Layout.preferredWidth: Math.max(276, Math.min(276 * Theme.textScale, editArea.width * 0.3))
            editor: editor
            checkedUnsolvable: screen.checkedUnsolvable
            onTestPlayRequested: screen.startTestPlay()
            onCheckRequested: screen.checkSolvable()
        }
    }

    EditorTestPlay {
        id: testPlayView

        objectName: "editorTestPlay"
        anchors.fill: parent
        visible: screen.testPlaying
        onBackRequested: screen.endTestPlay()
    }

    NewLevelDialog {
        id: newLevelDialog

        objectName: "newLevelDialog"
        onSizeChosen: (w, h) => editor.newLevel(w, h)
        onClosed: editArea.forceActiveFocus()
    }

    AppDialog {
        id: unsavedDialog

        property var proceed: null

        objectName: "unsavedDialog"
        width: Math.min(480, screen.width - 2 * Theme.spacingLarge)
        title: qsTr("Save the changes?")
        standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel
        onAccepted: {
            if (screen.save() && proceed) {
                screen.leaveConfirmed = true;
                proceed();
                screen.leaveConfirmed = false;
            }
        }
        onDiscarded: {
            close();
            if (proceed) {
                screen.leaveConfirmed = true;
                proceed();
                screen.leaveConfirmed = false;
            }
        }
        onClosed: editArea.forceActiveFocus()

        Label {
            width: parent.width
            text: qsTr("“%1” has changes that are not saved. Save them first?").arg(editor.title !== "" ? editor.title : editor.sourceName)
            wrapMode: Text.WordWrap
            color: Theme.text
        }
    }

    AppDialog {
        id: saveErrorDialog

        property string message

        objectName: "saveErrorDialog"
        width: Math.min(520, screen.width - 2 * Theme.spacingLarge)
        // The message says "The level was not saved: …" itself.
        title: qsTr("Save failed")
        standardButtons: Dialog.Ok
        onClosed: editArea.forceActiveFocus()

        Label {
            width: parent.width
            text: saveErrorDialog.message + "\n\n" + qsTr("The file on disk was left as it was.")
            wrapMode: Text.WordWrap
            color: Theme.text
        }
    }

    Loader {
        id: saveAsLoader

        active: false
        source: "EditorSaveAsDialog.qml"

        Connections {
            target: saveAsLoader.item
            ignoreUnknownSignals: true

            function onAccepted() {
                editor.saveAs(saveAsLoader.item.selectedFile.toString());
                editArea.forceActiveFocus();
            }
            function onRejected() {
                editArea.forceActiveFocus();
            }
        }
    }

    // Save As without a file dialog: a path typed in.
    AppDialog {
        id: pathDialog

        property alias path: pathField.text

        objectName: "saveAsPathDialog"
        width: Math.min(560, screen.width - 2 * Theme.spacingLarge)
        title: qsTr("Save level as")
        standardButtons: Dialog.Save | Dialog.Cancel
        onAccepted: editor.saveAs(pathField.text)
        onOpened: pathField.forceActiveFocus()
        onClosed: editArea.forceActiveFocus()

        TextField {
            id: pathField

            width: parent.width
            selectByMouse: true
            onAccepted: pathDialog.accept()
        }
    }

    EditorCheckDialog {
        id: checkDialog

        objectName: "checkDialog"
        solver: solver
        onWatchRequested: {
            close();
            screen.watchSolution();
        }
        onClosed: {
            if (solver.running)
                solver.cancel();
            editArea.forceActiveFocus();
        }
    }

    // Short messages: "Saved", "Level copied"...
    Toast {
        id: toast

        objectName: "editorToast"
        textObjectName: "editorToastText"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacingLarge
    }
}
