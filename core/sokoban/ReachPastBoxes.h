// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"

#include <vector>

namespace tessera::sokoban {

// An outside cell with nothing on it: not part of the level. Outside cells carrying a goal, box
// or player count as floor, as the engine treats them.
inline bool isEmptyOutside(const Cell &c)
{
    return c.terrain == Terrain::Outside && !c.goal && !c.box && !c.player;
}

// Whether the flood below goes on past an empty outside cell it reaches (the cell itself is
// reached either way).
enum class PastEmptyOutside : unsigned char
{
    Go,
    Stop,
};

// Every cell the player on (x, y) could get to if boxes could always be pushed aside: a flood
// through everything but walls, as a width * height row-major mask (1 = reached). The validator
// and the editor's normalise both ask this; (x, y) must be on the grid and the grid consistent.
std::vector<unsigned char> reachPastBoxes(const Level &level, int x, int y,
                                          PastEmptyOutside past = PastEmptyOutside::Go);

} // namespace tessera::sokoban
