// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtTest
import Tessera
import Tessera.Editor

// The colours come from Theme, in one place: the three painted Sokoban boards (the play board,
// the level browser's previews, the editor) show the same cell colours in either theme, and the
// toast and 2048's score box take theirs from Theme too.
Item {
    id: root

    width: 800
    height: 600

    TestCase {
        name: "ThemeColors"
        when: windowShown

        Component {
            id: screenComponent

            SokobanScreen {
                width: root.width
                height: root.height
            }
        }
        Component {
            id: cardComponent

            LevelCard {
                number: 1
                title: "Room"
                solved: false
                bestMoves: 0
                bestPushes: 0
                playable: true
                errorText: ""
                rows: ["#####", "#@$.#", "#####"]
            }
        }
        Component {
            id: editorComponent

            // The board goes before its session does.
            Item {
                readonly property Item board: editorBoard

                EditorBoard {
                    id: editorBoard

                    width: 400
                    height: 300
                    editor: editorSession
                }
                LevelEditorSession {
                    id: editorSession

                    library: LevelLibrary
                }
            }
        }
        Component {
            id: toastComponent

            Toast {
            }
        }
        Component {
            id: scoreBoxComponent

            Game2048ScoreBox {
                objectName: "scoreBox"
                caption: "Score"
                value: 128
                note: "Best"
            }
        }

        property int savedTheme

        function initTestCase() {
            savedTheme = AppSettings.theme;
        }
        function cleanupTestCase() {
            AppSettings.theme = savedTheme;
        }

        function themes() {
            return [{
                    "tag": "light",
                    "theme": AppSettings.Light
                }, {
                    "tag": "dark",
                    "theme": AppSettings.Dark
                }];
        }

        // Every cell colour of the painted boards, by the name of its property on the board and
        // on Theme.
        readonly property var cellColors: [["floorColor", "sokobanFloor"], ["floorAltColor", "sokobanFloorAlt"], ["floorShadeColor", "sokobanFloorShade"], ["wallColor", "sokobanWall"], ["wallFrontColor", "sokobanWallFront"], ["wallEdgeColor", "sokobanWallEdge"], ["goalColor", "sokobanGoal"], ["targetColor", "sokobanTarget"], ["deadColor", "sokobanDead"], ["hintColor", "sokobanHint"], ["problemColor", "sokobanProblem"]]

        function test_paintedBoardsShowTheThemesCellColours_data() {
            return themes();
        }

        function test_paintedBoardsShowTheThemesCellColours(data) {
            AppSettings.theme = data.theme;
            const screen = createTemporaryObject(screenComponent, root);
            verify(screen.session.openPastedText("#####\n#@$.#\n#####\nTitle: Room\n"));
            const card = createTemporaryObject(cardComponent, root);
            const editorBoard = createTemporaryObject(editorComponent, root).board;
            const pictures = {
                "play board": findChild(screen.board, "sokobanBoardPicture"),
                "level browser": card.contentItem.children[0],
                "editor": findChild(editorBoard, "editorBoardPicture")
            };
            for (const where in pictures) {
                const picture = pictures[where];
                verify(picture, where + " has a painted board");
                for (const [property, themed] of cellColors)
                    compare(String(picture[property]), String(Theme[themed]), data.tag + ", " + where + ": " + property);
            }
            // A change of theme reaches all three.
            AppSettings.theme = data.theme === AppSettings.Dark ? AppSettings.Light : AppSettings.Dark;
            for (const where in pictures)
                compare(String(pictures[where].wallColor), String(Theme.sokobanWall), where + " follows the theme");
        }

        function test_toastAndScoreBoxFollowTheTheme_data() {
            return themes();
        }

        function test_toastAndScoreBoxFollowTheTheme(data) {
            AppSettings.theme = data.theme;
            const toast = createTemporaryObject(toastComponent, root, {
                    "textObjectName": "toastText"
                });
            compare(String(toast.color), String(Theme.toast), data.tag + ": the toast");
            compare(String(findChild(toast, "toastText").color), String(Theme.toastText), data.tag + ": the toast's text");
            const box = createTemporaryObject(scoreBoxComponent, root);
            compare(String(findChild(box, "scoreBoxValue").color), String(Theme.game2048ScoreValue), data.tag + ": the score");
            compare(String(findChild(box, "scoreBoxNote").color), String(Theme.game2048ScoreCaption), data.tag + ": the score's note");
            compare(String(findChild(box, "scoreBoxGain").color), String(Theme.game2048ScoreGain), data.tag + ": the points gained");
            // The other theme changes them, without a new toast.
            const before = String(toast.color);
            AppSettings.theme = data.theme === AppSettings.Dark ? AppSettings.Light : AppSettings.Dark;
            verify(String(toast.color) !== before, "the toast follows the theme");
            compare(String(toast.color), String(Theme.toast));
        }
    }
}
