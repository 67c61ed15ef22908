// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Board.h"
#include "Random.h"

#include <optional>

namespace tessera::game2048 {

// A new tile: where it appeared and its exponent (1 for a 2, 2 for a 4).
struct Spawn
{
    Cell cell;
    int exponent = 1;

    friend bool operator==(const Spawn &a, const Spawn &b)
    {
        return a.cell == b.cell && a.exponent == b.exponent;
    }
    friend bool operator!=(const Spawn &a, const Spawn &b) { return !(a == b); }
};

// Puts a new tile in a uniformly random empty cell, a 4 with probability 1/10, else a 2, as the
// original game does. The draws, in this order, are part of what a seed replays:
//   cell  = board.emptyCells()[random.below(number of empty cells)]   (row-major order)
//   tile  = random.below(10) == 0 ? 4 : 2
// nullopt, and no draw, when the board is full.
std::optional<Spawn> spawnTile(Board &board, Random &random);

} // namespace tessera::game2048
