// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fifteen/Board.h"

#include <cstdint>
#include <optional>
#include <random>

namespace tessera::fifteen {

// The generator new games draw from. std::mt19937_64's output is fixed by the C++ standard,
// and uniformBelow is ours, so a seed gives the same game on every platform and library.
using Random = std::mt19937_64;

// A uniformly distributed number in [0, bound), without modulo bias (rejection sampling).
// bound must be at least 1.
std::uint64_t uniformBelow(Random &random, std::uint64_t bound);

// A uniformly random solvable position of that size that is not already solved; nothing when
// the size is outside Board::minSide..Board::maxSide.
//
// It draws a uniformly random arrangement of all cells; when that one is unsolvable it swaps
// the tiles of the first two cells that are not empty. Which two cells that is depends only on
// where the empty cell is, which the swap keeps, so each solvable position is reached from
// exactly two arrangements (itself and its swapped twin): the result is uniform over solvable
// positions. A solved result is drawn again.
[[nodiscard]] std::optional<Board> randomSolvableBoard(int width, int height, Random &random);

} // namespace tessera::fifteen
