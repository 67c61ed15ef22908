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
    Erase, // back to outside: not part of the level
};

inline constexpr int editorToolCount = 8;

// The tool at `index` (0-based palette position), or nullopt out of range.
std::optional<EditorTool> editorToolAt(int index);

// The cell a tool paints.
Cell cellFor(EditorTool tool);

// Whether the tool places the player (which then leaves every other cell).
inline bool placesPlayer(EditorTool tool)
{
    return tool == EditorTool::Player || tool == EditorTool::PlayerOnGoal;
}

} // namespace tessera::sokoban
