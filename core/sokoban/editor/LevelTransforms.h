// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"

#include <optional>

namespace tessera::sokoban {

// Whole-grid operations of the level editor. Each returns the new level (metadata kept), or
// nullopt when the operation cannot apply, so a caller never gets a half-changed level.

inline constexpr int minNewLevelSize = 3;

// A new level of width x height (minNewLevelSize..Level::maxSize): floor enclosed by walls.
[[nodiscard]] std::optional<Level> blankLevel(int width, int height);

// Adds (positive) or removes (negative) columns on the left and right and rows at the top and
// bottom; new cells are outside. Nullopt when a side would fall below 1 or over maxSize.
[[nodiscard]] std::optional<Level> resized(const Level &level, int left, int top, int right,
                                           int bottom);

// Removes the rows and columns at the edges that hold only empty outside cells. Nullopt when
// there is nothing to remove, or nothing would be left.
[[nodiscard]] std::optional<Level> trimmed(const Level &level);

// A quarter turn clockwise or counter-clockwise.
Level rotated(const Level &level, bool clockwise);

// Mirrored left to right (horizontally) or top to bottom.
Level mirrored(const Level &level, bool horizontally);

// Tidies a level up: cells the player can never reach (walking through everything but walls,
// pushing boxes aside) become outside, with whatever was on them; walls with no reachable cell
// among their eight neighbours are removed; then the board is trimmed. Nullopt when the level
// has not exactly one player, or nothing would change.
[[nodiscard]] std::optional<Level> normalised(const Level &level);

} // namespace tessera::sokoban
