// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SearchControl.h"
#include "SearchOutcome.h"

#include <vector>

namespace tessera::fifteen {

// IDA* with Manhattan distance plus linear conflicts (Hansson, Mayer & Yung 1992): optimal on any
// board, fast up to about 12 cells (3x3 in microseconds to a few milliseconds), slow beyond.
// Needs no tables. `tiles` must be a valid, solvable position (see PositionRules.h).
// With knownLength >= 0 the search stops as soon as it proves no solution is shorter than that.
SearchOutcome searchManhattan(const std::vector<int> &tiles, int width, int height,
                              SearchControl &control, int knownLength = -1);

// The heuristic itself (Manhattan distance + 2 per tile that must leave its row or column),
// for tests: a lower bound on the number of moves.
int manhattanLinearConflict(const std::vector<int> &tiles, int width, int height);

} // namespace tessera::fifteen
