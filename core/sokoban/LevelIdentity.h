// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"

#include <cstdint>
#include <string>

namespace tessera::sokoban {

// A level's identity, so progress follows a level wherever it is stored: the same board in two
// files, with other padding, trailing spaces or floor characters, gets the same key. Only the
// board counts: title, author and other metadata do not.

// Puts a board in its normal form, as a level file describes it:
// - floor connected to the grid's edge through cells that are neither wall nor carry a goal, box
//   or player is outside (floor outside the walls), and so is any such Outside cell;
// - Outside cells that are not reached that way (enclosed, or carrying a goal, box or player)
//   are floor, since a file cannot tell them apart;
// - rows and columns at the edges that hold only Outside cells are removed.
// Metadata is left as it is. A board with no cell left becomes 0x0.
void normalizeBoard(Level &level);

// The normalised board as XSB rows ('#', ' ', '.', '$', '*', '@', '+'), trailing spaces
// removed, each row ending in '\n'. Two boards are the same level exactly when these agree.
std::string normalizedBoardText(const Level &level);

// 64-bit FNV-1a hash of normalizedBoardText().
std::uint64_t boardHash(const Level &level);

// boardHash() as 16 lower-case hex digits: the key progress is stored under.
std::string levelKey(const Level &level);

} // namespace tessera::sokoban
