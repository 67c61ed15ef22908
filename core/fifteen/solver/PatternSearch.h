// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "PatternDatabase.h"
#include "SearchControl.h"
#include "SearchOutcome.h"

#include <vector>

namespace tessera::fifteen {

// IDA* guided by additive pattern databases: optimal. The tables' partition fixes the board
// size; `tiles` must be a valid, solvable position of that size. Pattern indices are updated
// for the one group a move changes, the mirrored lookup is only read when the plain one does
// not already prune, and the heuristic is rounded up to the parity every solution from a
// position shares. With knownLength >= 0 the search stops as soon as it proves that no
// solution is shorter than that.
SearchOutcome searchPatternDatabase(const PatternDatabase &database, const std::vector<int> &tiles,
                                    SearchControl &control, int knownLength = -1);

// Weighted IDA* (f = g + w*h with w = numerator/denominator > 1): a solution at most w times
// longer than the shortest, usually found far sooner than an optimal one.
SearchOutcome searchPatternDatabaseWeighted(const PatternDatabase &database,
                                            const std::vector<int> &tiles, SearchControl &control,
                                            int weightNumerator, int weightDenominator);

} // namespace tessera::fifteen
