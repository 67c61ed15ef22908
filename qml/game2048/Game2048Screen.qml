// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tessera

// 2048: the scores, the board, the win and game-over covers, the AI's hint and Autoplay, the
// high scores, and the keys. Every rule is in Game2048Session (C++ over the core) and the AI in
// Game2048Assistant (a worker thread); this file shows the game and passes on what the player
// does.
// Keys: arrows, WASD or vim keys (H left, J down, K up, L right) move; a swipe on the board
// too. N (or Ctrl+N) new game, asking first when a game is in progress; Ctrl+Z (or Backspace)
// undo, up to three moves; ? hint; P starts Autoplay, and any key stops it; Enter keeps going
// after a win, or starts a new game once it is over.
FocusScope {
    id: screen

    DirectionWords {
        id: directionWords
    }

    // For the tests and the tool bar.
    readonly property alias game: game
    readonly property alias assistant: assistant
    readonly property alias board: board

    function requestNewGame() {
        if (game.inProgress)
            newGameDialog.open();
        else
            game.newGame();
    }

    function move(direction) {
        game.move(direction);
    }

    function showHighScores(rank, rows, columns) {
        highScoresDialog.openFor(rows === undefined ? game.rows : rows, columns === undefined ? game.columns : columns, rank || 0);
    }

    // Keys and controller buttons, through the action table (ActionTable, screen "game2048").
    readonly property ScreenActions inputActions: actions
    ScreenActions {
        id: actions

        inputScreen: "game2048"
        handlers: ({
                "move": direction => {
                    game.move(direction);
                },
                "undo": () => {
                    game.undo();
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
                "autoplay": () => {
                    assistant.startAutoplay();
                },
                "confirm": () => {
                    if (game.won)
                        game.keepGoing();
                    else if (game.over)
                        game.newGame();
                    else
                        return false;
                }
            })
    }

    // Autoplay stops on any key, and that key does nothing else.
    function stopAutoplayByKey(event) {
        assistant.stopAutoplay();
        event.accepted = true;
    }

    // Buttons on the window's tool bar (see AppToolBar). They never take the keyboard focus,
    // so the keys keep moving tiles after a click.
    property Component toolBarItems: Component {
        Game2048ToolBar {
            game: screen.game
            assistant: screen.assistant
            onNewGameRequested: screen.requestNewGame()
            onHighScoresRequested: screen.showHighScores()
        }
    }

    // A cover over the board with a message and buttons: "You win!", "Game over!".
    component Cover: Rectangle {
        id: cover

        property bool shown: false
        property alias title: coverTitle.text
        property alias detail: coverDetail.text
        property alias titleColor: coverTitle.color
        property alias detailColor: coverDetail.color
        // Behind the card's words, where the board below would leave them too faint.
        property color cardColor: "transparent"
        default property alias buttons: coverButtons.data
        // At the top of the board, out of the way of a dialog at the bottom of the window.
        property bool cardAtTop: false

        anchors.fill: parent
        radius: board.radius
        z: 20
        visible: opacity > 0
        opacity: 0
        onShownChanged: {
            if (shown) {
                appear.restart();
            } else {
                appear.stop();
                opacity = 0;
            }
        }
        Component.onCompleted: opacity = shown ? 1 : 0

        // The last slide and the new tile are seen first.
        SequentialAnimation {
            id: appear

            PauseAnimation {
                duration: Game2048Settings.slideDuration > 0 ? 400 : 0
            }
            NumberAnimation {
                target: cover
                property: "opacity"
                to: 1
                duration: Game2048Settings.slideDuration > 0 ? 300 : 0
            }
        }

        MouseArea {
            anchors.fill: parent // the board below waits: clicks and swipes stop here
        }

        Rectangle {
            objectName: cover.objectName + "Backdrop"
            x: card.x - Theme.spacing
            y: card.y - Theme.spacing
            width: card.width + 2 * Theme.spacing
            height: card.height + 2 * Theme.spacing
            radius: Theme.radius
            color: cover.cardColor
            visible: cover.cardColor.a > 0
        }

        Column {
            id: card

            objectName: cover.objectName + "Card"
            x: Theme.spacing
            y: cover.cardAtTop ? Theme.spacing : Math.round((parent.height - height) / 2)
            width: parent.width - 2 * Theme.spacing
            spacing: Theme.spacing

            Label {
                id: coverTitle

                objectName: cover.objectName + "Title"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Math.max(Theme.fontTitle, Math.round(board.height * 0.1))
                font.bold: true
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Theme.fontLarge
            }
            Label {
                id: coverDetail

                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                color: Theme.game2048CoverText
                font.pixelSize: Theme.fontNormal
                // The dialog below the card says it again.
                visible: text !== "" && !cover.cardAtTop
            }
            Row {
                id: coverButtons

                anchors.horizontalCenter: parent.horizontalCenter
                spacing: Theme.spacing
            }
        }
    }

    focus: true
    Keys.onPressed: event => assistant.autoplaying ? screen.stopAutoplayByKey(event) : actions.handleKey(event)

    Game2048Session {
        id: game

        settings: Game2048Settings
        scores: Game2048Scores
        resumeState: ResumeState

        onScored: (points, rank) => scoreBox.rise(points)
        onRefused: why => toast.show(why)
        Component.onCompleted: SoundEffects.listen(game)
        onHighScorePendingChanged: {
            if (highScorePending)
                nameDelay.restart();
        }
    }

    Game2048Assistant {
        id: assistant

        model: game
        movesPerSecond: Game2048Settings.autoplaySpeed
    }

    // The name is asked once the last move has been seen.
    // What each move did, for a screen reader.
    GameSpeaker {
        id: speaker

        session: game
    }

    Timer {
        id: nameDelay

        interval: Game2048Settings.slideDuration > 0 ? 700 : 0
        onTriggered: {
            if (game.highScorePending && !nameDialog.visible)
                nameDialog.open();
        }
    }

    // The board takes the room the rest leaves: in a landscape window the scores, the AI's
    // buttons, the banners and the status line stand in a column beside it (a 640×480 window
    // leaves it 350 pixels instead of 200), else in rows above and below it.
    readonly property real layoutWidth: width - 2 * Theme.spacingLarge
    readonly property real layoutHeight: height - Theme.spacing - Theme.spacingLarge
    // At least what its widest row needs; more, up to 320 pixels, where the board leaves it.
    readonly property real sideWidth: Math.max(scoreBox.steadyWidth, bestBox.steadyWidth, hintButton.implicitWidth + Theme.spacingSmall + autoplayButton.implicitWidth, speedBox.implicitWidth, Math.min(320, layoutWidth - layoutHeight * game.columns / game.rows - Theme.spacingLarge))
    readonly property real cellsAbove: Math.min(layoutWidth / game.columns, (layoutHeight - scoreBox.implicitHeight - banners.Layout.preferredHeight - status.Layout.preferredHeight - 3 * Theme.spacing) / game.rows)
    readonly property real cellsBeside: Math.min((layoutWidth - sideWidth - Theme.spacingLarge) / game.columns, layoutHeight / game.rows)
    readonly property bool sideways: cellsBeside > cellsAbove

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        anchors.topMargin: Theme.spacing
        rowSpacing: Theme.spacing
        columnSpacing: Theme.spacingLarge

        // Scores on the left, the AI on the right; beside the board, the AI under the scores.
        GridLayout {
            objectName: "game2048Controls"
            Layout.row: 0
            Layout.column: screen.sideways ? 1 : 0
            Layout.fillWidth: true
            Layout.maximumWidth: screen.sideways ? screen.sideWidth : Math.max(board.width, 520)
            Layout.minimumWidth: screen.sideways ? screen.sideWidth : 0
            Layout.alignment: Qt.AlignHCenter | Qt.AlignTop
            columns: screen.sideways ? 1 : 3
            rowSpacing: Theme.spacing
            columnSpacing: Theme.spacingSmall

            GridLayout {
                columns: screen.sideways ? 1 : 2
                rowSpacing: Theme.spacingSmall
                columnSpacing: Theme.spacingSmall

                Game2048ScoreBox {
                    id: scoreBox

                    objectName: "game2048Score"
                    Layout.fillWidth: screen.sideways
                    caption: qsTr("Score")
                    value: game.score
                    animated: Game2048Settings.animations
                }
                Game2048ScoreBox {
                    id: bestBox

                    objectName: "game2048Best"
                    Layout.fillWidth: screen.sideways
                    caption: qsTr("Best %1×%2").arg(game.columns).arg(game.rows)
                    value: game.best
                    animated: false
                    // Its number left this game's score out: say why where the numbers are.
                    note: game.assisted ? qsTr("Autoplay games are not recorded") : ""
                }
            }
            Item {
                Layout.fillWidth: true
                visible: !screen.sideways
            }
            GridLayout {
                columns: screen.sideways ? 2 : 3
                rowSpacing: Theme.spacingSmall
                columnSpacing: Theme.spacingSmall

                Button {
                    id: hintButton

                    objectName: "game2048Hint"
                    Layout.fillWidth: screen.sideways
                    text: assistant.thinking && !assistant.autoplaying ? qsTr("Thinking…") : qsTr("Hint")
                    focusPolicy: Qt.NoFocus
                    enabled: !game.over && !game.won && !assistant.autoplaying
                    ToolTip.visible: hovered
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("Show the move the AI would make (?)")
                    onClicked: assistant.requestHint()
                }
                Button {
                    id: autoplayButton

                    objectName: "game2048Autoplay"
                    Layout.fillWidth: screen.sideways
                    text: assistant.autoplaying ? qsTr("Stop") : qsTr("Autoplay")
                    highlighted: assistant.autoplaying
                    focusPolicy: Qt.NoFocus
                    enabled: assistant.autoplaying || (!game.over && !game.won)
                    ToolTip.visible: hovered
                    ToolTip.delay: 600
                    ToolTip.text: assistant.autoplaying ? qsTr("Stop Autoplay (any key)") : qsTr("Let the AI play (%1); any key stops it. Its games stay out of the high scores.").arg(ActionTable.keyTexts["game2048.autoplay"])
                    onClicked: assistant.toggleAutoplay()
                }
                MoveSpeedBox {
                    id: speedBox

                    objectName: "game2048AutoplaySpeed"
                    Layout.fillWidth: screen.sideways
                    Layout.columnSpan: screen.sideways ? 2 : 1
                    speeds: Game2048Settings.autoplaySpeeds()
                    speed: Game2048Settings.autoplaySpeed
                    ToolTip.visible: hovered
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("Autoplay's speed, in moves per second")
                    onSpeedChosen: speed => Game2048Settings.autoplaySpeed = speed
                }
            }
        }

        // News above the board; their room is kept, so the board stays put.
        BannerArea {
            id: banners

            objectName: "game2048Banners"
            // Beside the board, under the status line, and lower still when the lines need it.
            Layout.row: screen.sideways ? 2 : 1
            Layout.column: screen.sideways ? 1 : 0
            Layout.maximumWidth: screen.sideways ? screen.sideWidth : Number.POSITIVE_INFINITY
            Layout.minimumHeight: 0

            Banner {
                objectName: "game2048SizeBanner"
                visible: game.settingsSizeDiffers && game.inProgress
                text: qsTr("New games are %1×%2. Finish this one, or start one now.").arg(Game2048Settings.columns).arg(Game2048Settings.rows)

                // As Fifteen's: the banner says it, nothing pops up; the game on is asked about
                // only when the player starts the new size.
                Button {
                    objectName: "game2048StartNewSize"
                    text: qsTr("Start %1×%2").arg(Game2048Settings.columns).arg(Game2048Settings.rows)
                    focusPolicy: Qt.NoFocus
                    onClicked: screen.requestNewGame()
                }
            }
            Banner {
                objectName: "game2048Notice"
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

            Layout.row: screen.sideways ? 0 : 2
            Layout.column: 0
            Layout.rowSpan: screen.sideways ? 4 : 1
            Layout.fillWidth: true
            Layout.fillHeight: true

            Game2048Board {
                id: board

                objectName: "game2048Board"
                game: game
                areaWidth: boardArea.width
                areaHeight: boardArea.height
                slideDuration: Game2048Settings.slideDuration
                hintDirection: assistant.hintDirection
                hasHint: assistant.hasHintDirection
                x: Math.round((boardArea.width - width) / 2)
                y: Math.round((boardArea.height - height) / 2)
                onSwiped: direction => {
                    if (assistant.autoplaying)
                        assistant.stopAutoplay();
                    else
                        screen.move(direction);
                }

                // Why a command was refused: "Only the last 3 moves can be undone".
                Toast {
                    id: toast

                    objectName: "game2048Toast"
                    textObjectName: "game2048ToastText"
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: Theme.spacingLarge
                    z: 30
                }

                Cover {
                    objectName: "game2048WinCover"
                    shown: game.won
                    color: Theme.game2048WinCover
                    title: qsTr("You win!")
                    titleColor: Theme.game2048LightText
                    detailColor: Theme.game2048LightText
                    cardColor: Theme.game2048WinCard
                    detail: qsTr("You made %1. Keep going for a higher score?").arg(game.highestTile)

                    Button {
                        objectName: "game2048KeepGoing"
                        text: qsTr("Keep going")
                        highlighted: true
                        focusPolicy: Qt.NoFocus
                        onClicked: game.keepGoing()
                    }
                    Button {
                        objectName: "game2048WinNewGame"
                        text: qsTr("New game")
                        focusPolicy: Qt.NoFocus
                        onClicked: game.newGame()
                    }
                }
                Cover {
                    objectName: "game2048OverCover"
                    shown: game.over
                    // The name for the high scores is asked below it.
                    cardAtTop: nameDialog.visible
                    color: Theme.game2048Cover
                    title: qsTr("Game over!")
                    titleColor: Theme.game2048CoverText
                    detail: qsTr("Score %1, highest tile %2.").arg(Number(game.score).toLocaleString(Qt.locale(), "f", 0)).arg(game.highestTile)

                    Button {
                        objectName: "game2048OverUndo"
                        text: qsTr("Undo")
                        visible: game.canUndo
                        focusPolicy: Qt.NoFocus
                        onClicked: game.undo()
                    }
                    Button {
                        objectName: "game2048OverNewGame"
                        text: qsTr("New game")
                        highlighted: true
                        focusPolicy: Qt.NoFocus
                        onClicked: game.newGame()
                    }
                }
            }
        }

        // What is going on, then how to play.
        Label {
            id: status

            objectName: "game2048Status"
            Layout.row: screen.sideways ? 1 : 3
            Layout.column: screen.sideways ? 1 : 0
            Layout.fillWidth: true
            Layout.maximumWidth: screen.sideways ? screen.sideWidth : Number.POSITIVE_INFINITY
            Layout.alignment: Qt.AlignTop
            // Room for two lines whether it uses one or two, so the board above stays put; a
            // third line, in a narrow window, runs into the margin below. Beside the board it
            // has the lines it needs.
            Layout.preferredHeight: Math.ceil(2 * statusMetrics.height)
            Layout.minimumHeight: screen.sideways ? implicitHeight : 0
            Layout.maximumHeight: screen.sideways ? implicitHeight : Layout.preferredHeight
            horizontalAlignment: screen.sideways ? Text.AlignLeft : Text.AlignHCenter
            verticalAlignment: Text.AlignTop
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            text: {
                if (assistant.autoplaying)
                    return qsTr("Autoplay: %n moves so far. Press any key to stop.", "", assistant.autoplayMoves);
                if (assistant.hintReady)
                    return assistant.hasHintDirection ? qsTr("Hint: slide %1.").arg(directionWords.word(assistant.hintDirection)) : qsTr("No move changes the board.");
                const help = qsTr("Arrows, WASD or HJKL, or swipe the board · %1 new game · %2 undo · %3 hint · %4 autoplay").arg(ActionTable.shortcuts["game2048.newGame"]).arg(ActionTable.shortcuts["game2048.undo"]).arg(ActionTable.shortcuts["game2048.hint"]).arg(ActionTable.shortcuts["game2048.autoplay"]);
                return game.assisted ? qsTr("Autoplay played in this game: it stays out of the high scores.") + "\n" + help : help;
            }
        }
        // Beside the board, what is left below the status line.
        Item {
            Layout.row: 3
            Layout.column: 1
            Layout.fillHeight: true
            visible: screen.sideways
        }
        FontMetrics {
            id: statusMetrics

            font.pixelSize: Theme.fontSmall
        }
    }

    NewGameQuestion {
        id: newGameDialog

        objectName: "game2048NewGameDialog"
        width: Math.min(420, screen.width - 2 * Theme.spacingLarge)
        text: qsTr("This game (score %1) ends. If its score is high enough, it enters the high scores.").arg(Number(game.score).toLocaleString(Qt.locale(), "f", 0))
        acceptObjectName: "game2048ConfirmNewGame"
        focusAfter: screen
        onAccepted: game.newGame()
    }

    Game2048NameDialog {
        id: nameDialog

        game: game
        besideX: screen.sideways ? (board.x, board.width, board.mapToItem(null, board.width, 0).x) : -1
        onEntered: (rank, rows, columns) => screen.showHighScores(rank, rows, columns)
        onClosed: {
            if (!highScoresDialog.visible)
                screen.forceActiveFocus();
        }
    }

    Game2048HighScoresDialog {
        id: highScoresDialog

        onClosed: screen.forceActiveFocus()
    }
}
