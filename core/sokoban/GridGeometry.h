// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"

#include <optional>

namespace tessera::sokoban {

// Geometry of the row-major cell indices the game, the solver and the app all use
// (cell = y * width + x).

// The direction of one step from cell `from` to cell `to` on a board `width` cells wide; none
// when they are not neighbours (or an index is negative): undo and redo turn the player by it.
[[nodiscard]] std::optional<Direction> stepBetween(int from, int to, int width);

} // namespace tessera::sokoban
