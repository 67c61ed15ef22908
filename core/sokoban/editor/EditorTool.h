// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"

#include <cstdint>
#include <optional>

namespace tessera::sokoban {

// What the editor's palette paints: each tool makes a cell exactly what its picture shows
// (a box tool on a goal gives a plain box; "box on goal" keeps the goal). The player tools move
// the one player. In the palette's order, so the number keys 1..8 pick them.
enum class EditorTool : std::uint8_t
{
    Wall,
    Floor,
    Goal,
    Box,
    BoxOnGoal,
    Player,
    PlayerOnGoal,
    Erase, // takes off what is on top: a piece leaves floor; the edge becomes outside
};

inline constexpr int editorToolCount = 8;

// The tool at `index` (0-based palette position), or nullopt out of range.
[[nodiscard]] std::optional<EditorTool> editorToolAt(int index);

// The cell a tool paints (for Erase, what it makes of a cell at the edge: see erasedCell).
Cell cellFor(EditorTool tool);

// What Erase makes of cell (x, y) of `level`: one layer taken off, so a right click inside the
// room never opens a hole in it. A box, goal or player leaves plain floor; floor or wall at the
// level's edge (the board's border, or beside outside) becomes outside; a wall inside the room
// becomes floor; floor inside the room stays floor.
Cell erasedCell(const Level &level, int x, int y);

// Whether the tool places the player (which then leaves every other cell).
inline bool placesPlayer(EditorTool tool)
{
    return tool == EditorTool::Player || tool == EditorTool::PlayerOnGoal;
}

} // namespace tessera::sokoban
