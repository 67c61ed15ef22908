// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

pragma Singleton

import QtQuick
import Tessera

// Every colour and size the screens use, so all three games look alike in light, dark and high
// contrast.
// Screens bind to these properties (Theme.surface, Theme.text, ...); when the user changes the
// theme, every binding follows. A game that needs colours of its own (2048's tile colours, say)
// adds them here in its own section, with a light, a dark and where needed a high-contrast value.
QtObject {
    id: theme

    // "Follow system" on Qt 6.4: there is no colour-scheme API yet, so the platform palette's
    // window colour decides (a dark window colour means a dark desktop).
    readonly property SystemPalette systemPalette: SystemPalette {
        colorGroup: SystemPalette.Active
    }
    readonly property bool systemIsDark: systemPalette.window.hslLightness < 0.5
    // High contrast: white on black with a yellow accent (WCAG AAA text, 7:1). It is drawn on
    // black, so a colour it does not set below is the dark theme's.
    readonly property bool highContrast: AppSettings.theme === AppSettings.HighContrast
    readonly property bool dark: highContrast || AppSettings.theme === AppSettings.Dark
                                 || (AppSettings.theme === AppSettings.System && systemIsDark)

    // The base colours of each theme, in one place: the properties below and the controls'
    // palettes are made from them. Text passes WCAG AA on background and surface.
    readonly property var lightColors: ({
                                            "background": "#f3f1ec",
                                            "surface": "#ffffff",
                                            "surfaceHover": "#f7f5f0",
                                            "surfacePressed": "#ece8df",
                                            "toolBar": "#e9e5dc",
                                            "border": "#d9d4c9",
                                            "controlEdge": "#6e6e6e",
                                            "shadow": "#22000000",
                                            "text": "#23262b",
                                            "textMuted": "#5d636c",
                                            "textDisabled": "#9a9ea5",
                                            "accent": "#2f63c8",
                                            "accentText": "#ffffff"
                                        })
    readonly property var darkColors: ({
                                           "background": "#1c1f24",
                                           "surface": "#272b32",
                                           "surfaceHover": "#30353d",
                                           "surfacePressed": "#383e48",
                                           "toolBar": "#23272d",
                                           "border": "#3b414b",
                                           "controlEdge": "#8b929c",
                                           "shadow": "#66000000",
                                           "text": "#ebe9e6",
                                           "textMuted": "#a9afb8",
                                           "textDisabled": "#6c727c",
                                           "accent": "#7aa7ff",
                                           "accentText": "#10131a"
                                       })
    readonly property var highContrastColors: ({
                                                   "background": "#000000",
                                                   "surface": "#000000",
                                                   "surfaceHover": "#1f1f1f",
                                                   "surfacePressed": "#3a3a3a",
                                                   "toolBar": "#000000",
                                                   "border": "#ffffff",
                                                   "controlEdge": "#b6b6b6",
                                                   "shadow": "#00000000",
                                                   "text": "#ffffff",
                                                   "textMuted": "#e6e6e6",
                                                   "textDisabled": "#8c8c8c",
                                                   "accent": "#ffe600",
                                                   "accentText": "#000000"
                                               })
    readonly property var colors: highContrast ? highContrastColors : dark ? darkColors : lightColors

    // Surfaces, from the back to the front.
    readonly property color background: colors.background
    readonly property color surface: colors.surface
    readonly property color surfaceHover: colors.surfaceHover
    readonly property color surfacePressed: colors.surfacePressed
    readonly property color toolBar: colors.toolBar
    readonly property color border: colors.border
    readonly property color shadow: colors.shadow
    // Over the window behind a modal dialog.
    readonly property color modalDim: highContrast ? "#cc000000" : dark ? "#99000000" : "#55000000"
    // A toast: a short message over the screen, drawn in the reverse of the theme's colours.
    readonly property color toast: highContrast ? "#ffffff" : dark ? "#e6ebe9e6" : "#e623262b"
    readonly property color toastText: highContrast ? "#000000" : dark ? "#1c1f24" : "#f3f1ec"

    // Text on those surfaces.
    readonly property color text: colors.text
    readonly property color textMuted: colors.textMuted
    readonly property color textDisabled: colors.textDisabled

    // The app's accent: selection, focus, primary buttons, links.
    readonly property color accent: colors.accent
    readonly property color accentText: colors.accentText
    readonly property color focusRing: accent
    // A selected entry in a list of choices (the editor's palette): the accent, faint.
    readonly property color accentSoft: Qt.rgba(accent.r, accent.g, accent.b, 0.16)

    // The palette Qt Quick Controls draw with. The window, every dialog (AppDialog) and every
    // menu bind `palette: Theme.palette` themselves: on Qt 6.4 a popup takes its window's palette
    // when it is created but does not follow a later change of theme.
    readonly property Palette palette: highContrast ? highContrastPalette : dark ? darkPalette : lightPalette
    readonly property Palette lightPalette: ControlsPalette {
        colors: theme.lightColors
    }
    readonly property Palette darkPalette: ControlsPalette {
        colors: theme.darkColors
    }
    readonly property Palette highContrastPalette: ControlsPalette {
        colors: theme.highContrastColors
    }

    // The palette of the controls themselves (Main.qml's screens, AppDialog's content and
    // buttons). Fusion draws their edges (text fields, spin boxes, check boxes, radio buttons,
    // buttons) from the window colour darkened by 1.4, which was 1.2-2.3:1 against the surfaces
    // (black on black in high contrast): here the window colour is controlEdge lightened by as
    // much, so the edges come out near controlEdge (a radio button's a little darker, a check
    // box's a little lighter), 3:1 or more (tst_contrast measures them as drawn). Only for
    // items that do not paint the window colour themselves (a Pane or a ToolBar does).
    readonly property color controlEdge: colors.controlEdge
    readonly property Palette controlPalette: highContrast ? highContrastControlPalette : dark ? darkControlPalette : lightControlPalette
    readonly property Palette lightControlPalette: ControlEdgesPalette {
        colors: theme.lightColors
    }
    readonly property Palette darkControlPalette: ControlEdgesPalette {
        colors: theme.darkColors
    }
    readonly property Palette highContrastControlPalette: ControlEdgesPalette {
        colors: theme.highContrastColors
    }

    component ControlEdgesPalette: ControlsPalette {
        window: Qt.lighter(colors.controlEdge, 1.4)
    }

    component ControlsPalette: Palette {
        property var colors

        window: colors.background
        windowText: colors.text
        base: colors.surface
        alternateBase: colors.surfaceHover
        text: colors.text
        button: colors.surface
        buttonText: colors.text
        brightText: colors.accentText
        highlight: colors.accent
        highlightedText: colors.accentText
        placeholderText: colors.textMuted
        toolTipBase: colors.surface
        toolTipText: colors.text
        link: colors.accent
        linkVisited: colors.accent
        light: colors.surfaceHover
        midlight: colors.surfaceHover
        mid: colors.border
        dark: colors.border
        shadow: colors.shadow

        // Disabled controls look disabled: greyed text, a muted primary button. Set once the
        // roles above are: each of those sets its colour in every group, the disabled one too,
        // so a `disabled { }` group written beside them was overwritten and lost.
        Component.onCompleted: {
            for (const role of ["windowText", "text", "buttonText", "placeholderText", "highlightedText"])
                disabled[role] = colors.textDisabled;
            disabled.highlight = colors.border;
        }
    }

    // States a game reports, in words too: 4.5:1 on every surface.
    readonly property color success: highContrast ? "#66ff99" : dark ? "#6fcf8e" : "#277046"
    readonly property color warning: highContrast ? "#ffe600" : dark ? "#f2c260" : "#8f5600"
    readonly property color danger: highContrast ? "#ff7070" : dark ? "#ff8a80" : "#b71c1c"

    // One signature colour per game: its home card, its tool bar mark.
    readonly property color sokobanColor: dark ? "#e0a458" : "#b8732e"
    readonly property color game2048Color: dark ? "#edc22e" : "#c9a227"
    readonly property color fifteenColor: dark ? "#5cc2c9" : "#2a8f99"

    // Sokoban: the board's floor (two shades in a checkerboard, so squares can be counted),
    // walls drawn as raised blocks (top, front face, lit edge), goals, the highlights of mouse
    // play (where the selected box can go, the cell under the pointer) and invalid cells.
    // Crates and the player are pictures (qml/sokoban/art), the same in every theme. Goals
    // (rings), dead squares (crosses) and boxes on goals (their own picture) differ in shape
    // too, not by colour alone. High contrast: light walls on a black floor, cyan goals. Walls,
    // goals and the solver's marks stand out from the floor at 3:1 in every theme.
    readonly property color sokobanFloor: highContrast ? "#000000" : dark ? "#343942" : "#e2d8c5"
    readonly property color sokobanFloorAlt: highContrast ? "#141414" : dark ? "#30353d" : "#dcd1bc"
    readonly property color sokobanFloorShade: highContrast ? "#00000000" : dark ? "#55000000" : "#30503c1e"
    readonly property color sokobanWall: highContrast ? "#d9d9d9" : dark ? "#838d9c" : "#6c7585"
    readonly property color sokobanWallFront: highContrast ? "#8c8c8c" : dark ? "#3c434e" : "#4d5562"
    readonly property color sokobanWallEdge: highContrast ? "#ffffff" : dark ? "#a0aab8" : "#8c95a4"
    readonly property color sokobanGoal: highContrast ? "#00e5ff" : dark ? "#4fd1a5" : "#137a5a"
    // A goal's floor, tinted with its colour (small boards' cells).
    readonly property color sokobanGoalFill: Qt.rgba(sokobanGoal.r, sokobanGoal.g, sokobanGoal.b, 0.16)
    readonly property color sokobanTarget: highContrast ? "#ffe600" : dark ? "#7aa7ff" : "#2f63c8"
    // The ring around a push target's dot.
    readonly property color sokobanTargetEdge: Qt.lighter(sokobanTarget, 1.4)
    readonly property color sokobanHover: highContrast ? "#59ffffff" : dark ? "#40ffffff" : "#38ffffff"
    readonly property color sokobanProblem: highContrast ? "#ff5050" : dark ? "#ff8a80" : "#d32f2f"
    // A cell at fault, filled faintly with the problem's colour.
    readonly property color sokobanProblemFill: Qt.rgba(sokobanProblem.r, sokobanProblem.g, sokobanProblem.b, 0.25)
    // Solver aids: dead squares (a quiet mark), boxes stuck in a deadlock, the hint.
    readonly property color sokobanDead: highContrast ? "#b3ff5050" : dark ? "#30ff6b5e" : "#26a0302a"
    readonly property color sokobanStuck: highContrast ? "#ff5050" : dark ? "#ff8a65" : "#c23b12"
    readonly property color sokobanHint: highContrast ? "#ffe600" : dark ? "#ffd54f" : "#f2a900"
    // The outline of the hint's arrow on a box, so it shows on any crate.
    readonly property color sokobanHintOutline: "#80000000"
    // The veil over the board under the "Solved" card.
    readonly property color sokobanSolvedVeil: highContrast ? "#b3000000" : dark ? "#80000000" : "#50f3f1ec"
    // All of them for the painted boards (the play board, the editor, the level browser's
    // previews), which bind `colors: Theme.sokobanBoardColors`: one place for a colour change.
    readonly property var sokobanBoardColors: ({
                                                   "floor": sokobanFloor,
                                                   "floorAlt": sokobanFloorAlt,
                                                   "floorShade": sokobanFloorShade,
                                                   "wall": sokobanWall,
                                                   "wallFront": sokobanWallFront,
                                                   "wallEdge": sokobanWallEdge,
                                                   "goal": sokobanGoal,
                                                   "target": sokobanTarget,
                                                   "dead": sokobanDead,
                                                   "hint": sokobanHint,
                                                   "problem": sokobanProblem
                                               })

    // Fifteen: the tray the tiles lie in, tiles out of place, and tiles in their home cell
    // (filled with the game's colour, so the solved part of the board grows as you play).
    // High contrast: white-edged black tiles, and yellow ones at home.
    readonly property color fifteenTray: highContrast ? "#000000" : dark ? "#15181c" : "#d8d2c6"
    readonly property color fifteenTrayBorder: highContrast ? "#ffffff" : dark ? "#2c3139" : "#c9c2b4"
    readonly property color fifteenTile: highContrast ? "#000000" : dark ? "#3a414c" : "#fffdf8"
    readonly property color fifteenTileBorder: highContrast ? "#ffffff" : dark ? "#48505c" : "#e6e0d4"
    readonly property color fifteenTileEdge: highContrast ? "#ffffff" : dark ? "#23272e" : "#b9b1a2"
    readonly property color fifteenTileText: highContrast ? "#ffffff" : dark ? "#eef2f3" : "#1f5f66"
    // Its label keeps at least 4.5:1 against it in every theme.
    readonly property color fifteenTileHome: highContrast ? "#ffe600" : dark ? "#3a9ca4" : "#1f7a83"
    readonly property color fifteenTileHomeEdge: highContrast ? "#ffffff" : dark ? "#22656b" : "#155960"
    readonly property color fifteenTileHomeText: highContrast ? "#000000" : dark ? "#08191b" : "#ffffff"
    // Both kinds of tile under the pointer when they can slide.
    readonly property color fifteenTileHover: highContrast ? "#333333" : Qt.lighter(fifteenTile, dark ? 1.15 : 1.04)
    readonly property color fifteenTileHomeHover: highContrast ? "#fff59d" : Qt.lighter(fifteenTileHome, dark ? 1.15 : 1.04)
    // The ring around the tile a hint says to move.
    readonly property color fifteenHint: highContrast ? "#00e5ff" : dark ? "#ffd166" : "#e07a00"

    // 2048: the board and its empty cells, and the tiles: the original game's colours up to
    // 2048, then a scale of deep colours (light text) so big tiles stay apart and readable.
    // Tiles keep their colours in every theme; the board around them follows the theme. Their
    // numbers read at 4.5:1 or better: dark up to 2048 (the original's white on orange and
    // gold did not), light beyond.
    readonly property color game2048Board: highContrast ? "#000000" : dark ? "#3d3731" : "#bbada0"
    readonly property color game2048Cell: highContrast ? "#262626" : dark ? "#4f4740" : "#cdc1b4"
    readonly property color game2048Cover: highContrast ? "#e6000000" : dark ? "#cc1c1f24" : "#bbeee4da"
    readonly property color game2048WinCover: dark ? "#99a8860f" : "#80edc22e"
    // Under "You win!" and its words: light text on it passes 4.5:1 whatever the tiles below.
    readonly property color game2048WinCard: dark ? "#f0463600" : "#f07a5f00"
    // The words on the "Game over!" cover.
    readonly property color game2048CoverText: dark ? text : "#4f4740"
    // The hint's arrow, in a disc over the board.
    readonly property color game2048HintDisc: dark ? "#d9272b32" : "#d9ffffff"
    // The score boxes: their face, caption and note, the score, the points a move gained.
    readonly property color game2048ScoreBox: highContrast ? "#000000" : dark ? "#3d3731" : "#6a6058"
    readonly property color game2048ScoreCaption: highContrast ? "#ffffff" : dark ? "#d6cdc4" : "#eee4da"
    readonly property color game2048ScoreValue: "#ffffff"
    readonly property color game2048ScoreGain: highContrast ? "#ffffff" : dark ? "#f2e7da" : "#eee4da"
    readonly property color game2048DarkText: "#2e231b"
    readonly property color game2048LightText: "#f9f6f2"
    readonly property var game2048TileColors: ["transparent", "#eee4da", "#ede0c8", "#f2b179",
        "#f59563", "#f67c5f", "#f65e3b", "#edcf72", "#edcc61", "#edc850", "#edc53f", "#edc22e",
        "#3c3a32", "#2e4a62", "#4b3a6b", "#6b2f4f", "#1f5a4a", "#5a4a1f"]
    readonly property color game2048Beyond: "#1b1b1b"
    readonly property color game2048BeyondText: "#edc22e"

    // The colour of a tile of value 2^exponent, and of its number (4.5:1 or better on it).
    function game2048TileColor(exponent) {
        return exponent < game2048TileColors.length ? game2048TileColors[exponent] : game2048Beyond;
    }
    function game2048TextColor(exponent) {
        if (exponent <= 11)
            return game2048DarkText;
        return exponent < game2048TileColors.length ? game2048LightText : game2048BeyondText;
    }

    // Sizes (device-independent pixels; Qt scales them on HiDPI screens).
    readonly property int spacing: 12
    readonly property int spacingSmall: 6
    readonly property int spacingLarge: 24
    readonly property int radius: 10
    readonly property int radiusSmall: 6
    // Text sizes follow Settings > General > Text size (100% to 200%).
    readonly property real textScale: AppSettings.textSize / 100
    readonly property int fontSmall: Math.round(12 * textScale)
    readonly property int fontNormal: Math.round(14 * textScale)
    readonly property int fontLarge: Math.round(18 * textScale)
    readonly property int fontTitle: Math.round(30 * textScale)
    readonly property int toolBarHeight: 44

    // Animation lengths for the shell (games take theirs from their settings). With motion
    // reduced (Settings > Reduce motion) every one is 0: changes happen at once, and the pulses
    // that mark a hint or a selection stand still.
    readonly property bool reduceMotion: AppSettings.reduceMotion
    readonly property int transitionDuration: motion(160)

    // A length of animation the player's preference allows.
    function motion(milliseconds: int): int {
        return reduceMotion ? 0 : milliseconds;
    }
}
