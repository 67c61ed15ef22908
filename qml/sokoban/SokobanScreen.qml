// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// Sokoban: the status line, the lesson of a tutorial level, the board, and over it the solved
// card, the replay controls, the problems of an invalid level and short notices.
// Every rule is in SokobanSession (C++ over the core); this file shows the game and passes on
// what the player does.
// Keys: arrows or WASD move (a key pressed during an animation waits its turn); Ctrl+Z or
// Backspace undo; Ctrl+Y or Ctrl+Shift+Z redo; Esc or R restart (undoable; Esc first closes
// the solved card, lets go of a selected box or ends a replay); N or Page Down next level, P or Page Up previous;
// B: reverse mode on or off; Enter: next level once solved; Space: play/pause a replay; Ctrl+C copy the level (XSB),
// Ctrl+Shift+C copy the solution (LURD), Ctrl+V paste a solution to replay or a level to open.
// H asks for a hint; Esc cancels a Hint or Solve still searching, or puts the hint away; Enter
// plays a solution found in the background. O optimises the player's solution by pushes,
// Shift+O by moves (Esc stops it). F5 saves a snapshot of the position, F9 restores the
// newest, F6 shows the list of them. Ctrl+L
// opens the level browser, Ctrl+O a level file (window-wide keys: the menu's too). The keys and
// the controller's buttons are rows of the action table (app/input/InputActionRows.cpp).
FocusScope {
    id: screen

    // Set by the shell when the app was started with a level file: an absolute path.
    property string levelFile
    // Esc restarts the level here instead of going home (see qml/README.md).
    readonly property bool handlesEscape: true

    // For the tests and the tool bar.
    readonly property alias session: session
    readonly property alias board: board
    readonly property bool browserOpen: browserLoader.active
    // The snapshot list beside the board (F6, More > Snapshots).
    property bool snapshotsOpen: false
    // A level file is being opened: its errors go to a dialog that stays until closed.
    property bool openingFile: false

    // The Menu key or the controller asks for the tool bar's More menu (the tool bar is the
    // window's, made from toolBarItems).
    signal levelMenuRequested()

    // Opens a level file (a path, or a URL with `isUrl`); false, with the reason shown in a
    // dialog, when it cannot be opened.
    function openLevelFile(file, isUrl) {
        screen.openingFile = true;
        const opened = isUrl ? session.openFileUrl(file) : session.openFile(file);
        screen.openingFile = false;
        return opened;
    }

    function openBrowser() {
        session.assist.cancel();
        browserLoader.active = true;
        browserLoader.item.forceActiveFocus();
    }
    function closeBrowser() {
        browserLoader.active = false;
        screen.forceActiveFocus();
    }
    function openFileDialog() {
        fileDialogLoader.active = true;
        // Beside the file being played, when it came from disk; else where the dialog was.
        if (session.collectionFolder.toString() !== "")
            fileDialogLoader.item.currentFolder = session.collectionFolder;
        fileDialogVeil.open();
        fileDialogLoader.item.open();
        if (!fileDialogLoader.item.visible)
            fileDialogVeil.close();
        // The dialog itself modal too: the veil alone let a click beside it close it.
        ModalFileDialog.apply(fileDialogLoader.item);
    }

    // The level editor is the shell's to open (Main.qml's openEditor).
    function openEditor(properties) {
        const window = ApplicationWindow.window;
        if (window && typeof window.openEditor === "function")
            window.openEditor(properties);
    }

    // Keys and controller buttons, through the action table (ActionTable, screen "sokoban").
    // Closed while the level browser has the keys, so the controller moves through the browser.
    readonly property ScreenActions inputActions: browserOpen ? null : actions
    ScreenActions {
        id: actions

        inputScreen: "sokoban"
        handlers: ({
                "move": (direction, repeat) => {
                    // A held key repeats faster than a step animates: repeats wait only while
                    // nothing else does, so the player stops when the key is let go.
                    if (!repeat || session.play.pendingSteps === 0)
                        session.move(direction);
                },
                "undo": () => {
                    session.undo();
                },
                "redo": () => {
                    session.redo();
                },
                "restart": () => {
                    session.restart();
                },
                "reverseMode": () => {
                    if (!session.play.toggleReverseMode())
                        toast.show(qsTr("This level cannot be played backwards now."));
                },
                "escape": () => {
                    if (session.optimiser.cancel() || session.assist.cancel() || session.assist.dismissHint() || solvedOverlay.close())
                        return;
                    if (session.replay.active)
                        session.replay.stop();
                    else if (session.play.hasSelection)
                        session.clearSelection();
                    else
                        session.restart();
                },
                "confirm": () => {
                    if (session.assist.playOfferedSolution())
                        return;
                    if (!session.play.solved)
                        return false;
                    session.nextLevel();
                },
                "nextLevel": () => {
                    session.nextLevel();
                },
                "previousLevel": () => {
                    session.previousLevel();
                },
                "describe": () => {
                    speaker.say(session.spokenSurroundings());
                },
                "hint": () => {
                    session.assist.requestHint();
                },
                "replayToggle": () => {
                    if (!session.replay.active)
                        return false;
                    session.replay.toggle();
                },
                "optimisePushes": () => {
                    session.optimiser.start(SokobanOptimiser.Pushes);
                },
                "optimiseMoves": () => {
                    session.optimiser.start(SokobanOptimiser.Moves);
                },
                "saveSnapshot": () => {
                    session.snapshots.save();
                },
                "restoreSnapshot": () => {
                    session.snapshots.restoreLatest();
                },
                "snapshots": () => {
                    screen.snapshotsOpen = !screen.snapshotsOpen;
                },
                "levelMenu": () => {
                    screen.levelMenuRequested();
                },
                "copySolution": () => {
                    session.copySolution();
                },
                "copyLevel": () => {
                    session.copyLevel();
                },
                "paste": () => {
                    session.pasteFromClipboard();
                },
                "levelBrowser": () => {
                    screen.openBrowser();
                },
                "openLevelFile": () => {
                    screen.openFileDialog();
                }
            })
    }

    // Buttons on the window's tool bar (see AppToolBar). They never take the keyboard focus,
    // so the arrow keys keep moving after a click.
    property Component toolBarItems: Component {
        SokobanToolBar {
            id: sokobanToolBar

            session: screen.session
            onOpenFileRequested: screen.openFileDialog()
            onBrowserRequested: screen.openBrowser()
            onEditorRequested: properties => screen.openEditor(properties)
            onSnapshotsRequested: screen.snapshotsOpen = true

            Connections {
                function onLevelMenuRequested() {
                    sokobanToolBar.openMenu();
                }

                target: screen
            }
        }
    }

    focus: true
    Keys.onPressed: event => actions.handleKey(event)

    SokobanSession {
        id: session

        library: LevelLibrary
        progressStore: ProgressStore
        resumeState: ResumeState
        settings: SokobanSettings

        // A file being opened from a dialog or the command line answers in a dialog; other
        // lasting problems show in the banner, passing messages as a toast.
        onNoticeChanged: {
            if (screen.openingFile && notice !== "") {
                fileErrorDialog.show(notice);
                dismissNotice();
            }
        }
        onPassingNotice: message => toast.show(message)
        Component.onCompleted: SoundEffects.listen(session)
    }

    // What each move did, for a screen reader.
    GameSpeaker {
        id: speaker

        session: session
    }

    FileErrorDialog {
        id: fileErrorDialog
    }

    // The session reopened where the player left when it was created (GameSession); a level
    // file named on the command line is opened over it.
    Component.onCompleted: {
        if (screen.levelFile !== "")
            screen.openLevelFile(screen.levelFile, false);
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        SokobanStatusBar {
            Layout.fillWidth: true
            session: screen.session
            onLevelsRequested: screen.openBrowser()
        }

        // A level or the place left that could not be read (GameSession's notice).
        Banner {
            objectName: "sokobanNotice"
            Layout.topMargin: Theme.spacing
            visible: session.notice !== ""
            text: session.notice

            Button {
                objectName: "sokobanNoticeDismiss"
                text: qsTr("Dismiss")
                focusPolicy: Qt.NoFocus
                onClicked: session.dismissNotice()
            }
        }

        // The lesson of a tutorial level (or the notes a level file gives).
        Rectangle {
            id: lesson

            objectName: "sokobanLesson"
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: Theme.spacing
            Layout.preferredWidth: Math.min(screen.width - 2 * Theme.spacingLarge, 760)
            Layout.preferredHeight: lessonText.implicitHeight + 2 * Theme.spacing
            visible: session.levelComment !== "" && session.play.playable
            radius: Theme.radiusSmall
            color: Theme.surface
            border.color: Theme.border

            Rectangle {
                width: 4
                height: parent.height - 2 * parent.radius
                anchors.verticalCenter: parent.verticalCenter
                anchors.left: parent.left
                radius: 2
                color: Theme.sokobanColor
            }
            Label {
                id: lessonText

                anchors.fill: parent
                anchors.leftMargin: Theme.spacingLarge
                anchors.rightMargin: Theme.spacing
                verticalAlignment: Text.AlignVCenter
                text: session.collectionId === "bundled:tutorial" ? qsTranslate("TutorialLessons", session.levelComment) : session.levelComment
                wrapMode: Text.WordWrap
                maximumLineCount: 4
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: Theme.fontNormal
                lineHeight: 1.15
            }
        }

        Item {
            id: boardSpace

            Layout.fillWidth: true
            Layout.fillHeight: true

            SokobanBoard {
                id: board

                objectName: "sokobanBoard"
                anchors.fill: parent
                anchors.margins: Theme.spacingLarge
                // Room for the line above it, where the hint and warning line or, during a
                // replay, the replay bar shows: the board keeps its size when either comes or
                // goes.
                anchors.topMargin: Math.max(assistBar.singleLineHeight, replayBar.implicitHeight) + 2 * Theme.spacingSmall
                // The snapshot list takes the right side while it is open.
                anchors.rightMargin: snapshotPanel.visible ? snapshotPanel.width + 2 * Theme.spacing : Theme.spacingLarge
                session: session
            }

            // An invalid level: what is wrong, over the board as it was read.
            Rectangle {
                id: problems

                objectName: "sokobanProblems"
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: Theme.spacingLarge
                width: Math.min(parent.width - 2 * Theme.spacingLarge, 640)
                height: problemColumn.implicitHeight + 2 * Theme.spacing
                visible: session.hasLevel && !session.play.playable
                radius: Theme.radiusSmall
                color: Theme.surface
                border.color: Theme.danger
                border.width: 2

                Column {
                    id: problemColumn

                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    spacing: Theme.spacingSmall

                    Label {
                        text: qsTr("This level cannot be played")
                        color: Theme.danger
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                    }
                    Label {
                        objectName: "sokobanErrorText"
                        width: parent.width
                        text: session.errorText
                        wrapMode: Text.WordWrap
                        color: Theme.text
                        font.pixelSize: Theme.fontNormal
                    }
                    Label {
                        width: parent.width
                        visible: session.hasNextLevel || session.levelIndex > 0
                        text: qsTr("N or Page Down opens the next level, P or Page Up the previous one.")
                        wrapMode: Text.WordWrap
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                    }
                }
            }

            AssistBar {
                id: assistBar

                objectName: "assistBar"
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.top
                anchors.topMargin: Theme.spacingSmall
                width: implicitWidth
                // The replay bar takes the line while a replay runs.
                visible: opacity > 0 && !session.replay.active
                session: session
            }

            ReplayBar {
                id: replayBar

                objectName: "replayBar"
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.top
                anchors.topMargin: Theme.spacingSmall
                visible: session.replay.active
                session: session
            }

            SolvedOverlay {
                id: solvedOverlay

                objectName: "solvedOverlay"
                anchors.fill: parent
                // A replay that ends solved keeps its bar usable: the card and its veil take the
                // room below the bar, never the bar itself.
                anchors.topMargin: replayBar.visible ? replayBar.y + replayBar.height : 0
                // Beside the snapshot list, never under it.
                anchors.rightMargin: snapshotPanel.visible ? snapshotPanel.width + 2 * Theme.spacing : 0
                session: session
                onNextRequested: session.nextLevel()
                onReplayRequested: session.replay.playBest()
            }

            SnapshotPanel {
                id: snapshotPanel

                objectName: "snapshotPanel"
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.bottom: parent.bottom
                anchors.margins: Theme.spacing
                width: Math.min(implicitWidth, parent.width / 2)
                visible: screen.snapshotsOpen && session.play.playable
                session: session
                onCloseRequested: screen.snapshotsOpen = false
                onEditingFinished: screen.forceActiveFocus()
            }

            OptimiseBar {
                id: optimiseBar

                objectName: "optimiseBar"
                anchors.horizontalCenter: parent.horizontalCenter
                // Above a toast that shows meanwhile.
                anchors.bottom: toast.shown ? toast.top : parent.bottom
                anchors.bottomMargin: toast.shown ? Theme.spacing : Theme.spacingLarge
                width: Math.min(parent.width - 2 * Theme.spacingLarge, 560)
                session: session
            }

            // Short messages: "Level copied", a solution that does not fit...
            Toast {
                id: toast

                objectName: "sokobanToast"
                textObjectName: "sokobanToastText"
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: Theme.spacingLarge
            }
        }
    }

    // The level browser, over the whole screen while open.
    Loader {
        id: browserLoader

        anchors.fill: parent
        active: false
        z: 10
        sourceComponent: LevelBrowser {
            objectName: "levelBrowser"
            session: screen.session
            // Opens on the collection played; "Collections" goes back to the list.
            collectionId: screen.session.collectionId
            onLevelChosen: screen.closeBrowser()
            onCloseRequested: screen.closeBrowser()
            onOpenFileRequested: screen.openFileDialog()
        }
    }

    // Qt Quick's own file dialog (there is no native one here) is not modal: this empty modal
    // popup under it dims the window as the app's dialogs do and keeps the board from clicks.
    Popup {
        id: fileDialogVeil

        objectName: "fileDialogVeil"
        parent: Overlay.overlay
        modal: true
        closePolicy: Popup.NoAutoClose
        width: 0
        height: 0
        padding: 0
        background: null
        Overlay.modal: Rectangle {
            color: Theme.modalDim
        }
    }

    // Loaded when first used: the file dialog's QML takes a while to create.
    Loader {
        id: fileDialogLoader

        active: false
        source: "LevelFileDialog.qml"

        Connections {
            target: fileDialogLoader.item

            function onVisibleChanged() {
                if (!fileDialogLoader.item.visible)
                    fileDialogVeil.close();
            }
            function onFileChosen(url) {
                if (screen.openLevelFile(url, true) && screen.browserOpen)
                    screen.closeBrowser();
            }
        }
    }
}
