// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// The Fifteen puzzle: the counters, the board, the paused and solved overlays, and the keys.
// Every rule is in FifteenSession (C++ over the core); this file only shows the game and
// passes on what the player does.
// Keys: arrows or WASD slide the tile on that side of the empty cell toward it (Down slides
// the tile above it down); Ctrl+Z or Backspace undo, Ctrl+Y or Ctrl+Shift+Z redo (each counts
// as a move); N or Ctrl+N new game (asks first when a game is in progress); P pause; Enter
// starts a new game once solved; H hint (FifteenAssistant: the solver in a worker thread).
// While Solve plays, any key or click stops it.
FocusScope {
    id: screen

    DirectionWords {
        id: directionWords
    }

    // For the tests and the tool bar.
    readonly property alias game: game
    readonly property alias assistant: assistant
    // The window's popup layer, where its dialogs open.
    readonly property Item windowOverlay: Overlay.overlay

    // Asks before throwing away a game in progress.
    function requestNewGame() {
        if (game.inProgress)
            newGameDialog.open();
        else
            game.newGame();
    }

    // Keys and controller buttons, through the action table (ActionTable, screen "fifteen").
    readonly property ScreenActions inputActions: actions
    ScreenActions {
        id: actions

        inputScreen: "fifteen"
        handlers: ({
                "move": direction => {
                    game.move(direction);
                },
                "undo": () => {
                    game.undo();
                },
                "redo": () => {
                    game.redo();
                },
                "newGame": () => {
                    screen.requestNewGame();
                },
                "describe": () => {
                    speaker.say(game.spokenRows());
                },
                "hint": () => {
                    assistant.requestHint();
                },
                "pause": () => {
                    game.togglePause();
                },
                "confirm": () => {
                    if (!game.solved)
                        return false;
                    game.newGame();
                }
            })
    }

    // Solve plays until the player takes over: any key stops it, and does nothing else.
    function stopSolvingByKey(event) {
        assistant.stopSolving();
        event.accepted = true;
    }

    // Buttons on the window's tool bar (see AppToolBar). They never take the keyboard focus,
    // so the arrow keys keep moving tiles after a click.
    property Component toolBarItems: Component {
        FifteenToolBar {
            game: screen.game
            assistant: screen.assistant
            onNewGameRequested: screen.requestNewGame()
        }
    }

    focus: true
    Keys.onPressed: event => assistant.solving ? screen.stopSolvingByKey(event) : actions.handleKey(event)

    FifteenSession {
        id: game

        settings: FifteenSettings
        records: FifteenRecords
        resumeState: ResumeState
        // The clock stops while nobody can see the board: the window hidden or minimised, or a
        // modal dialog (Help, Preferences, a question) over it.
        windowShown: screen.Window.visibility !== Window.Hidden && screen.Window.visibility !== Window.Minimized && !OpenDialogs.covers(screen.windowOverlay)
        Component.onCompleted: SoundEffects.listen(game)
    }

    // What each move did, for a screen reader.
    GameSpeaker {
        id: speaker

        session: game
    }

    FifteenAssistant {
        id: assistant

        model: game
        tables: FifteenTables
        // The player's pace, or by default one that suits the board's size.
        movesPerSecond: FifteenSettings.solveSpeed > 0 ? FifteenSettings.solveSpeed : FifteenSettings.defaultSolveSpeed(game.boardWidth, game.boardHeight)
    }

    // A figure under the board's title line: "MOVES 12".
    component Stat: Column {
        property alias caption: captionLabel.text
        property alias value: valueLabel.text
        property alias valueColor: valueLabel.color

        // Wide enough for "Time (paused)", so the row does not jump when the caption changes.
        Layout.preferredWidth: Math.max(implicitWidth, 130)
        spacing: 0

        Label {
            id: captionLabel

            anchors.horizontalCenter: parent.horizontalCenter
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 1
        }
        Label {
            id: valueLabel

            anchors.horizontalCenter: parent.horizontalCenter
            color: Theme.text
            font.pixelSize: Theme.fontTitle - 4
            font.bold: true
        }
    }

    // The board takes the room the rest leaves: in a landscape window the counters, the
    // solver's buttons and the banners stand in a column beside it, else in rows above it.
    readonly property real layoutWidth: width - 2 * Theme.spacingLarge
    readonly property real layoutHeight: height - Theme.spacing - Theme.spacingLarge
    // At least what its widest row needs; more, up to 320 pixels, where the board leaves it.
    readonly property real sideWidth: Math.max(hintButton.implicitWidth + Theme.spacing + solveButton.implicitWidth, speedBox.implicitWidth, movesStat.Layout.preferredWidth, timeStat.Layout.preferredWidth, bestStat.Layout.preferredWidth, Math.min(320, layoutWidth - layoutHeight * (game.boardWidth + 0.2) / (game.boardHeight + 0.2) - Theme.spacingLarge))
    readonly property real cellsAbove: Math.min(layoutWidth / (game.boardWidth + 0.2), (layoutHeight - movesStat.implicitHeight - hintButton.implicitHeight - banners.Layout.preferredHeight - 3 * Theme.spacing) / (game.boardHeight + 0.2))
    readonly property real cellsBeside: Math.min((layoutWidth - sideWidth - Theme.spacingLarge) / (game.boardWidth + 0.2), layoutHeight / (game.boardHeight + 0.2))
    readonly property bool sideways: cellsBeside > cellsAbove

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        anchors.topMargin: Theme.spacing
        rowSpacing: Theme.spacing
        columnSpacing: Theme.spacingLarge

        GridLayout {
            objectName: "fifteenCounters"
            Layout.row: 0
            Layout.column: screen.sideways ? 1 : 0
            Layout.alignment: screen.sideways ? Qt.AlignLeft | Qt.AlignTop : Qt.AlignHCenter | Qt.AlignTop
            columns: screen.sideways ? 1 : 3
            rowSpacing: Theme.spacingSmall
            columnSpacing: Theme.spacingLarge

            Stat {
                id: movesStat

                objectName: "fifteenMoves"
                caption: qsTr("Moves")
                value: game.moves
            }
            Stat {
                id: timeStat

                objectName: "fifteenTime"
                caption: game.paused ? qsTr("Time (paused)") : qsTr("Time")
                value: game.elapsedText
                valueColor: game.paused ? Theme.textMuted : Theme.text
            }
            Stat {
                id: bestStat

                objectName: "fifteenBest"
                caption: qsTr("Best %1×%2").arg(game.boardWidth).arg(game.boardHeight)
                value: game.solvedCount > 0 ? qsTr("%1 · %2").arg(game.bestMoves).arg(game.bestTimeText) : "–"
                valueColor: Theme.textMuted
            }
        }

        // The solver's help (FifteenAssistant): what it says, and the buttons that ask.
        GridLayout {
            Layout.row: 1
            Layout.column: screen.sideways ? 1 : 0
            Layout.alignment: screen.sideways ? Qt.AlignLeft | Qt.AlignTop : Qt.AlignHCenter | Qt.AlignTop
            Layout.fillWidth: screen.sideways
            Layout.minimumWidth: screen.sideways ? screen.sideWidth : 0
            Layout.maximumWidth: screen.sideways ? screen.sideWidth : Number.POSITIVE_INFINITY
            columns: screen.sideways ? 1 : 2
            rowSpacing: Theme.spacingSmall
            columnSpacing: Theme.spacing

            GridLayout {
                columns: screen.sideways ? 2 : 3
                rowSpacing: Theme.spacingSmall
                columnSpacing: Theme.spacing

                Button {
                    id: hintButton

                    objectName: "fifteenHint"
                    Layout.fillWidth: screen.sideways
                    text: assistant.thinking && !assistant.solving ? qsTr("Thinking…") : qsTr("Hint")
                    focusPolicy: Qt.NoFocus
                    enabled: !game.solved && !game.paused && !assistant.solving
                    // Below the button: above it, the tip would cover the clock.
                    ToolTip {
                        y: parent.height + Theme.spacingSmall
                        visible: parent.hovered
                        delay: 600
                        text: qsTr("Show the next tile to move (%1)").arg(ActionTable.keyTexts["fifteen.hint"])
                    }
                    onClicked: assistant.requestHint()
                }
                Button {
                    id: solveButton

                    objectName: "fifteenSolve"
                    Layout.fillWidth: screen.sideways
                    text: assistant.solving ? qsTr("Stop") : qsTr("Solve")
                    highlighted: assistant.solving
                    focusPolicy: Qt.NoFocus
                    enabled: assistant.solving || (!game.solved && !game.paused)
                    // Below the button: above it, the tip would cover the clock.
                    ToolTip {
                        y: parent.height + Theme.spacingSmall
                        visible: parent.hovered
                        delay: 600
                        text: assistant.solving ? qsTr("Stop solving (any key)") : qsTr("Let the computer finish the puzzle; any key stops it. The game then stays out of the records.")
                    }
                    onClicked: assistant.toggleSolving()
                }
                MoveSpeedBox {
                    id: speedBox

                    objectName: "fifteenSolveSpeed"
                    Layout.fillWidth: screen.sideways
                    Layout.columnSpan: screen.sideways ? 2 : 1
                    speeds: FifteenSettings.solveSpeeds()
                    speed: assistant.movesPerSecond
                    // Below the button: above it, the tip would cover the clock.
                    ToolTip {
                        y: parent.height + Theme.spacingSmall
                        visible: parent.hovered
                        delay: 600
                        text: qsTr("Solve's speed, in moves per second")
                    }
                    onSpeedChosen: speed => FifteenSettings.solveSpeed = speed
                }
            }
            Label {
                objectName: "fifteenAssistantStatus"
                // Keeps its line while empty, so the board does not jump when a hint comes.
                // A fixed width, so the buttons stay put while the text changes. Beside the
                // board it wraps instead.
                Layout.preferredWidth: screen.sideways ? screen.sideWidth : Math.max(120, Math.min(440, screen.width - 350))
                Layout.preferredHeight: implicitHeight
                elide: Text.ElideRight
                wrapMode: screen.sideways ? Text.WordWrap : Text.NoWrap
                text: {
                    if (assistant.solving)
                        return assistant.thinking ? qsTr("Looking for the shortest solution… Press any key to stop.") : qsTr("Solving: %n moves to go. Press any key to stop.", "", assistant.movesLeft);
                    if (assistant.hintTile === 0) // the Hint button says when it is thinking
                        return " ";
                    const label = game.letters ? String.fromCharCode(64 + assistant.hintTile) : assistant.hintTile;
                    const way = directionWords.word(assistant.hintDirection);
                    return assistant.hintOptimal ? qsTr("Hint: slide %1 %2 (%n moves to go at best).", "", assistant.movesLeft).arg(label).arg(way) : qsTr("Hint: slide %1 %2.").arg(label).arg(way);
                }
                color: Theme.textMuted
                font.pixelSize: Theme.fontNormal
            }
        }

        // News above the board; their room is kept, so the board stays put.
        BannerArea {
            id: banners

            objectName: "fifteenBanners"
            Layout.row: 2
            Layout.column: screen.sideways ? 1 : 0
            Layout.maximumWidth: screen.sideways ? screen.sideWidth : Number.POSITIVE_INFINITY

            Banner {
                objectName: "fifteenSizeBanner"
                visible: game.settingsSizeDiffers && game.inProgress
                text: qsTr("New games are %1×%2. Finish this one, or start one now (this game will be lost).").arg(FifteenSettings.width).arg(FifteenSettings.height)

                Button {
                    text: qsTr("Start %1×%2").arg(FifteenSettings.width).arg(FifteenSettings.height)
                    focusPolicy: Qt.NoFocus
                    onClicked: game.newGame()
                }
            }
            Banner {
                objectName: "fifteenTablesBanner"
                visible: FifteenTables.building
                text: qsTr("Preparing the solver's tables for 4×4 boards (only once): %1%. Hints work meanwhile, not always the shortest.").arg(Math.round(FifteenTables.progress * 100))

                ProgressBar {
                    width: 120
                    from: 0
                    to: 1
                    value: FifteenTables.progress
                }
            }
            Banner {
                objectName: "fifteenTablesNotice"
                visible: FifteenTables.notice !== ""
                text: FifteenTables.notice

                Button {
                    text: qsTr("Dismiss")
                    focusPolicy: Qt.NoFocus
                    onClicked: FifteenTables.dismissNotice()
                }
            }
            Banner {
                objectName: "fifteenNotice"
                visible: game.notice !== ""
                text: game.notice

                Button {
                    text: qsTr("Dismiss")
                    focusPolicy: Qt.NoFocus
                    onClicked: game.dismissNotice()
                }
            }
        }

        Item {
            id: boardArea

            Layout.row: screen.sideways ? 0 : 3
            Layout.column: 0
            Layout.rowSpan: screen.sideways ? 4 : 1
            Layout.fillWidth: true
            Layout.fillHeight: true

            FifteenBoard {
                id: board

                objectName: "fifteenBoard"
                game: game
                // A slide never outlasts the pause between Solve's moves.
                slideDuration: assistant.solving ? Math.min(FifteenSettings.slideDuration, Math.round(1000 / assistant.movesPerSecond)) : FifteenSettings.slideDuration
                hintTile: assistant.hintTile
                // Whole pixels per cell, the tray's padding included: crisp at any window size.
                cellSize: Math.max(12, Math.floor(Math.min(boardArea.width / (game.boardWidth + 0.2), boardArea.height / (game.boardHeight + 0.2))))
                x: Math.round((boardArea.width - width) / 2)
                y: Math.round((boardArea.height - height) / 2)

                // While Solve plays, a click anywhere on the board stops it.
                MouseArea {
                    objectName: "fifteenSolvingCover"
                    anchors.fill: parent
                    z: 2
                    visible: assistant.solving
                    onPressed: assistant.stopSolving()
                }

                // The paused board: nothing to study, one click to go on.
                Rectangle {
                    objectName: "fifteenPausedCover"
                    anchors.fill: parent
                    radius: parent.radius
                    visible: game.paused
                    color: Theme.fifteenTray

                    Column {
                        anchors.centerIn: parent
                        spacing: Theme.spacing

                        Label {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: qsTr("Paused")
                            color: Theme.text
                            font.pixelSize: Theme.fontTitle
                            font.bold: true
                        }
                        Label {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: qsTr("Press P or click to go on")
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontNormal
                        }
                    }
                    MouseArea {
                        anchors.fill: parent
                        onClicked: game.resume()
                    }
                }
            }

            // Solved: the result, the records of this size, and the next game.
            Rectangle {
                id: solvedOverlay

                objectName: "fifteenSolvedOverlay"
                // Over the finished picture, which stays visible around the result as it is:
                // no veil that would fade the tiles' labels.
                anchors.fill: board
                radius: board.radius
                color: "transparent"
                visible: opacity > 0
                opacity: game.solved ? 1 : 0

                Behavior on opacity  {
                    NumberAnimation {
                        duration: Theme.transitionDuration * 2
                    }
                }

                MouseArea {
                    anchors.fill: parent // the board below is finished: clicks stop here
                }

                Rectangle {
                    anchors.centerIn: parent
                    width: Math.min(boardArea.width - 2 * Theme.spacing, solvedColumn.implicitWidth + 2 * Theme.spacingLarge)
                    height: solvedColumn.implicitHeight + 2 * Theme.spacingLarge
                    radius: Theme.radius
                    color: Theme.surface
                    border.color: Theme.border

                    Column {
                        id: solvedColumn

                        anchors.centerIn: parent
                        spacing: Theme.spacing

                        Label {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: qsTr("Solved!")
                            color: Theme.fifteenColor
                            font.pixelSize: Theme.fontTitle
                            font.bold: true
                        }
                        Label {
                            objectName: "fifteenSolvedResult"
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: qsTr("%n moves in %1", "", game.moves).arg(game.elapsedText)
                            color: Theme.text
                            font.pixelSize: Theme.fontLarge
                        }
                        Grid {
                            anchors.horizontalCenter: parent.horizontalCenter
                            // A game the computer finished may leave no record to show.
                            visible: game.solvedCount > 0
                            columns: 3
                            columnSpacing: Theme.spacing
                            rowSpacing: Theme.spacingSmall
                            verticalItemAlignment: Grid.AlignVCenter

                            Label {
                                text: qsTr("Best moves (%1×%2)").arg(game.boardWidth).arg(game.boardHeight)
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontNormal
                            }
                            Label {
                                objectName: "fifteenBestMoves"
                                text: game.bestMoves
                                color: Theme.text
                                font.pixelSize: Theme.fontNormal
                                font.bold: true
                            }
                            Label {
                                objectName: "fifteenNewBestMoves"
                                text: game.newBestMoves ? qsTr("New best!") : ""
                                color: Theme.success
                                font.pixelSize: Theme.fontNormal
                                font.bold: true
                            }
                            Label {
                                text: qsTr("Best time (%1×%2)").arg(game.boardWidth).arg(game.boardHeight)
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontNormal
                            }
                            Label {
                                objectName: "fifteenBestTime"
                                text: game.bestTimeText
                                color: Theme.text
                                font.pixelSize: Theme.fontNormal
                                font.bold: true
                            }
                            Label {
                                objectName: "fifteenNewBestTime"
                                text: game.newBestTime ? qsTr("New best!") : ""
                                color: Theme.success
                                font.pixelSize: Theme.fontNormal
                                font.bold: true
                            }
                        }
                        Label {
                            objectName: "fifteenAssistedNote"
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: game.assisted
                            text: qsTr("Finished by the computer: not counted in the records")
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontNormal
                        }
                        Label {
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: game.solvedCount > 0
                            text: qsTr("%n games solved at this size", "", game.solvedCount)
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontSmall
                        }
                        Button {
                            objectName: "fifteenSolvedNewGame"
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: qsTr("New game")
                            highlighted: true
                            focusPolicy: Qt.NoFocus
                            font.pixelSize: Theme.fontLarge
                            leftPadding: Theme.spacingLarge
                            rightPadding: Theme.spacingLarge
                            topPadding: Theme.spacingSmall
                            bottomPadding: Theme.spacingSmall
                            onClicked: game.newGame()
                        }
                        Label {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: qsTr("or press %1").arg(ActionTable.shortcuts["fifteen.confirm"])
                            color: Theme.textMuted
                            font.pixelSize: Theme.fontSmall
                        }
                    }
                }
            }
        }
        // Beside the board, what is left below the banners.
        Item {
            Layout.row: 3
            Layout.column: 1
            Layout.fillHeight: true
            visible: screen.sideways
        }
    }

    NewGameQuestion {
        id: newGameDialog

        objectName: "fifteenNewGameDialog"
        text: qsTr("This game (%n moves, %1) will be lost.", "", game.moves).arg(game.elapsedText)
        acceptObjectName: "fifteenConfirmNewGame"
        focusAfter: screen
        onAccepted: game.newGame()
    }
}
