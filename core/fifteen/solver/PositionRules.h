// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"
#include "fifteen/Error.h"

#include <optional>
#include <string>
#include <vector>

// The facts every Fifteen solver needs about a position, on plain data: tiles in reading
// order (0 = the empty cell) plus the board's width and height. The goal holds 1..N-1 in
// reading order with the empty cell last. Kept apart from the game's Board class so the
// solvers, tessera-cli and the tests can share them without a game object.
namespace tessera::fifteen {

inline constexpr int solverMinSide = 2;
inline constexpr int solverMaxSide = 8;

// Nothing when `tiles` is a valid W x H position for the solvers, else what is wrong with it.
[[nodiscard]] std::optional<std::string> positionError(const std::vector<int> &tiles, int width,
                                                       int height);

// The solved position: 1, 2, ..., W*H-1, 0.
std::vector<int> goalTiles(int width, int height);

// Precondition for the two below: positionError(tiles, width, height) is empty.
bool isGoal(const std::vector<int> &tiles);
// The parity rule: the permutation's parity (the empty cell counted as the largest tile)
// equals the parity of the empty cell's taxicab distance from its home.
bool isSolvable(const std::vector<int> &tiles, int width, int height);

// Plays `moves` on the position as a player would: each Direction names the way a tile slides
// (Right slides the tile left of the empty cell to the right). The position after the last
// move, or an error naming the first move that has no tile to slide.
Result<std::vector<int>> applyMoves(std::vector<int> tiles, int width, int height,
                                    const std::vector<Direction> &moves);

} // namespace tessera::fifteen
