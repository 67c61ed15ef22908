// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

import QtQuick
import QtQuick.Controls
import QtTest
import "contrast.js" as Contrast
import Tessera

// Legible in every theme (WCAG 2.2 AA): text at 4.5:1 or better, focus rings and the marks a
// player must see at 3:1, and the high-contrast theme at 7:1 for text. Computed from the
// colours the items draw with (Fifteen's tiles: tst_fifteen.qml; "You win!": tst_2048.qml).
Item {
    id: root

    width: 640
    height: 600

    TestCase {
        name: "Contrast"
        when: windowShown

        Component {
            id: game2048Component

            Game2048Screen {
                width: root.width
                height: root.height
            }
        }
        Component {
            id: settingsPageComponent

            AppSettingsPage {
                width: root.width
            }
        }

        // The controls as the screens and dialogs hold them (Main.qml's StackView, AppDialog).
        Component {
            id: controlsComponent

            Column {
                palette: Theme.controlPalette

                RadioButton {
                    objectName: "radio"
                    text: "radio"
                }
                CheckBox {
                    objectName: "check"
                    text: "check"
                }
                TextField {
                    objectName: "textField"
                    text: "text"
                }
                SpinBox {
                    objectName: "spinBox"
                }
                Button {
                    objectName: "button"
                    text: "button"
                }
            }
        }

        property int savedTheme

        function initTestCase() {
            savedTheme = AppSettings.theme;
            Game2048Settings.setSize(4, 4);
            Game2048Settings.animations = false;
        }
        function cleanupTestCase() {
            AppSettings.theme = savedTheme;
        }

        function themes() {
            return [{
                    "tag": "light",
                    "theme": AppSettings.Light,
                    "text": 4.5
                }, {
                    "tag": "dark",
                    "theme": AppSettings.Dark,
                    "text": 4.5
                }, {
                    "tag": "high contrast",
                    "theme": AppSettings.HighContrast,
                    "text": 7
                }];
        }

        function verifyContrast(front, back, least, what) {
            const ratio = Contrast.ratio(front, back);
            verify(ratio >= least, what + ": " + ratio.toFixed(2) + ":1, at least " + least + ":1 wanted");
        }

        function test_textAndFocusReadOnEverySurface_data() {
            return themes();
        }

        function test_textAndFocusReadOnEverySurface(data) {
            AppSettings.theme = data.theme;
            const surfaces = {
                "background": Theme.background,
                "surface": Theme.surface,
                "tool bar": Theme.toolBar
            };
            for (const name in surfaces) {
                const surface = surfaces[name];
                verifyContrast(Theme.text, surface, data.text, data.tag + ", text on " + name);
                verifyContrast(Theme.textMuted, surface, 4.5, data.tag + ", muted text on " + name);
                verifyContrast(Theme.focusRing, surface, 3, data.tag + ", the focus ring on " + name);
                for (const state of ["success", "warning", "danger"])
                    verifyContrast(Theme[state], surface, 4.5, data.tag + ", " + state + " text on " + name);
            }
            verifyContrast(Theme.accentText, Theme.accent, 4.5, data.tag + ", text on the accent");
            verifyContrast(Theme.toastText, Theme.toast, 4.5, data.tag + ", a toast");
            // What the controls draw with.
            const palette = Theme.palette;
            verifyContrast(palette.buttonText, palette.button, data.text, data.tag + ", a button's text");
            verifyContrast(palette.windowText, palette.window, data.text, data.tag + ", a window's text");
            verifyContrast(palette.highlightedText, palette.highlight, 4.5, data.tag + ", highlighted text");
        }

        function test_controlEdgesShow_data() {
            return themes();
        }

        // The edges Fusion draws around radio buttons, check boxes, text fields, spin boxes
        // and buttons, as drawn: 3:1 on the window and on a dialog (WCAG 1.4.11), black on
        // black in high contrast before Theme.controlPalette. Text keeps the theme's colours.
        function test_controlEdgesShow(data) {
            AppSettings.theme = data.theme;
            const controls = createTemporaryObject(controlsComponent, root);
            waitForRendering(controls);
            const edges = {
                "a radio button": findChild(controls, "radio").indicator.border.color,
                "a check box": findChild(controls, "check").indicator.border.color,
                "a text field": findChild(controls, "textField").background.border.color,
                "a spin box": findChild(controls, "spinBox").background.border.color,
                "a button": findChild(controls, "button").background.border.color
            };
            for (const name in edges) {
                verifyContrast(edges[name], Theme.background, 3, data.tag + ", " + name + "'s edge on the window");
                verifyContrast(edges[name], Theme.surface, 3, data.tag + ", " + name + "'s edge on a dialog");
            }
            for (const role of ["windowText", "text", "buttonText", "base", "button", "highlight"])
                compare(String(Theme.controlPalette[role]), String(Theme.palette[role]), data.tag + ", " + role);
        }

        function tilesOf(item, found) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (child.objectName.startsWith("game2048Tile_"))
                    found.push(child);
                else
                    tilesOf(child, found);
            }
            return found;
        }

        function test_2048TilesAndScoresRead_data() {
            return themes();
        }

        // Every tile from 2 to 65536 as drawn, and the score box.
        function test_2048TilesAndScoresRead(data) {
            AppSettings.theme = data.theme;
            const screen = createTemporaryObject(game2048Component, root);
            compare(screen.game.startFromText("2 4 8 16/32 64 128 256/512 1024 2048 4096/8192 16384 32768 65536", 42, 0), "");
            waitForRendering(screen);
            const tiles = tilesOf(screen.board, []);
            compare(tiles.length, 16);
            for (const tile of tiles) {
                const face = findChild(tile, "game2048TileFace");
                const number = findChild(tile, "game2048TileNumber");
                verifyContrast(number.color, face.color, 4.5, data.tag + ", tile " + number.text);
            }
            const box = findChild(screen, "game2048Score");
            verify(box, "the score box");
            verifyContrast(findChild(box, "game2048ScoreValue").color, box.color, 4.5, data.tag + ", the score");
            verifyContrast(findChild(box, "game2048ScoreNote").color, box.color, 4.5, data.tag + ", the score's note");
        }

        function test_sokobanMarksStandOut_data() {
            return themes();
        }

        // Walls, goals, the push target, a cell at fault and boxes stuck in a deadlock stand
        // out from both shades of the floor at 3:1 or better in every theme; in high contrast
        // the hint and the dead squares' crosses too (elsewhere the hint's arrow has a dark
        // outline and a dead square is a quiet mark beside the solver's stuck boxes).
        function test_sokobanMarksStandOut(data) {
            AppSettings.theme = data.theme;
            const floors = [Theme.sokobanFloor, Theme.sokobanFloorAlt];
            const marks = ["sokobanWall", "sokobanGoal", "sokobanTarget", "sokobanProblem", "sokobanStuck"];
            if (Theme.highContrast)
                marks.push("sokobanWallEdge", "sokobanHint");
            for (const floor of floors) {
                for (const mark of marks)
                    verifyContrast(Theme[mark], floor, 3, data.tag + ", " + mark + " on the floor " + floor);
                if (Theme.highContrast)
                    verifyContrast(Contrast.over(Theme.sokobanDead, 1, floor), floor, 3, "a dead square's cross on the floor");
            }
        }

        // Settings > General offers it, and the whole app follows at once.
        function test_highContrastIsChosenInSettings() {
            AppSettings.theme = AppSettings.Light;
            const page = createTemporaryObject(settingsPageComponent, root);
            const choice = findChild(page, "theme_highContrast");
            verify(choice, "a high-contrast choice");
            verify(choice.text.length > 0);
            mouseClick(choice);
            compare(AppSettings.theme, AppSettings.HighContrast);
            verify(Theme.highContrast);
            compare(String(Theme.background), "#000000");
            compare(String(Theme.text), "#ffffff");
            compare(String(Theme.palette.window), "#000000");
        }
    }
}
