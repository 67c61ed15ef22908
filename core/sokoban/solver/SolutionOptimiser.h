// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Search.h"
#include "Solver.h"
#include "SolverBoard.h"
#include "sokoban/Level.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace tessera::sokoban {

// What "shorter" means to the optimiser: fewer pushes first (then fewer moves), or fewer moves
// first (then fewer pushes), as YASC's and JSoko's optimisers offer.
enum class OptimiseMetric
{
    Pushes,
    Moves,
};

// Shortens a solution of the position in `level`: fewer pushes first, then fewer moves, as
// the optimisers of YASC and JSoko do (a "vicinity search"): the positions considered are the
// solution's own and those that differ from one of them by a few boxes each moved a short way;
// a breadth-first search over pushes (player walks counted as moves) finds the shortest way
// through them to a solved position and it replaces the solution; again while it gains, then
// with wider vicinities.
//
// `lurd` must solve `level` (checked by playing it with the rules engine); InvalidLevel
// (SolverReason::MovesDoNotPlay) otherwise. The result is Solved: the shorter solution, or
// `lurd` itself (its walks unchanged) when none was found. Never longer: fewer pushes, or as
// many with fewer moves, or the input. It stops after `seconds` (0 or less: at once), when
// `cancel` is raised, or at `memoryLimitBytes`, with the best found so far; every solution it
// returns has been replayed by the rules engine. It also stops after searching `maxPositions`
// positions: a budget in work, which unlike the clock gives the same answer however loaded the
// machine is. stats: foundPushes/foundMoves the input's, optimiseSeconds the time it took,
// statesExplored and optimisePositions the positions searched. `progress`, when given, is called
// on the calling thread every `progressInterval` with those figures. With OptimiseMetric::Moves
// "shorter" is fewer moves first, then fewer pushes: half the time goes to the search by pushes,
// whose answer (when it has fewer moves) the search by moves goes on from; that one keeps, for
// each position, the way it first reached it with the fewest pushes (a shorter answer, not
// always the shortest).
SolverResult optimiseSolution(const Level &level, std::string_view lurd, double seconds,
                              std::size_t memoryLimitBytes = std::size_t{1} << 30,
                              const std::atomic<bool> *cancel = nullptr,
                              const SolverProgressCallback &progress = {},
                              std::chrono::milliseconds progressInterval = {},
                              std::uint64_t maxPositions = noPositionLimit,
                              OptimiseMetric metric = OptimiseMetric::Pushes);

namespace solver {

struct OptimiserLimits
{
    const std::atomic<bool> *cancel = nullptr;
    std::optional<std::chrono::steady_clock::time_point> deadline;
    std::size_t memoryBytes = 0;
    // Positions searched at most, the configurations of vicinities counted in too (see
    // VicinitySearch): work, not time, so that the answer does not depend on the machine's load.
    std::uint64_t maxPositions = noPositionLimit;
    // Called often (every few dozen positions) with the positions searched so far.
    std::function<void(std::uint64_t)> progress;
    OptimiseMetric metric = OptimiseMetric::Pushes;
};

// True when (pushes, moves) `a` is shorter than `b` by `metric`.
[[nodiscard]] inline bool isShorter(std::pair<std::uint32_t, std::uint32_t> a,
                                    std::pair<std::uint32_t, std::uint32_t> b,
                                    OptimiseMetric metric)
{
    if (metric == OptimiseMetric::Moves) {
        return a.second < b.second || (a.second == b.second && a.first < b.first);
    }
    return a < b;
}

// The vicinity search on the solver's board. `pushes` are single pushes (BoxMove::from the box's
// cell, direction; padded cells) solving the position (`player`, `boxes`). Returns single pushes
// of a solution shorter by limits.metric (fewer pushes, or as many and fewer moves; walks
// measured as shortest ones), when it finds one; nullopt otherwise. `positions` counts the
// positions searched.
[[nodiscard]] std::optional<std::vector<BoxMove>>
shortenSolution(const Board &board, int player, const std::vector<int> &boxes,
                const std::vector<BoxMove> &pushes, const OptimiserLimits &limits,
                std::uint64_t &positions);

} // namespace solver

} // namespace tessera::sokoban
