// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::fifteen {

// What one search found. Why it stopped early, if it did, is in its SearchControl.
struct SearchOutcome
{
    // A solution, as the ways the tiles slide; set when the search found one.
    std::optional<std::vector<Direction>> moves;
    // The search proved that no solution is shorter than the known one it was given.
    bool knownSolutionIsOptimal = false;
    std::uint64_t nodes = 0;
    // No solution is shorter than this (for an optimal search that found one: its length).
    int lowerBound = 0;
};

} // namespace tessera::fifteen
