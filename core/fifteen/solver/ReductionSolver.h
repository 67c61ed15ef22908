// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"

#include <optional>
#include <vector>

namespace tessera::fifteen {

// The fast solver for any board from 2x2 to 8x8: it solves the longer side's first row or
// column tile by tile, each tile brought home by the shortest way that leaves the solved part
// alone; the last two tiles of a line are staged next to their cells and finished together by
// a small exact search; the last 3x3 (or smaller) corner is solved optimally. Solutions are
// not shortest (about twice the optimum on 4x4) but come in about a millisecond even on 8x8.
// `tiles` must be a valid, solvable position (see PositionRules.h). Nothing only if an
// internal step failed, which the tests check never happens.
[[nodiscard]] std::optional<std::vector<Direction>> solveByReduction(const std::vector<int> &tiles,
                                                                     int width, int height);

} // namespace tessera::fifteen
