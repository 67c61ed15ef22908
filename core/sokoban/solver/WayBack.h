// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Solver.h"
#include "sokoban/Game.h"
#include "sokoban/Level.h"

#include <atomic>
#include <optional>
#include <string_view>

namespace tessera::sokoban {

// What a "Hint" needs: the solve of the position reached by playing `lurd` from `start`, and,
// when that position is lost, how far back along the same line of play it was still solvable.
struct WayBackResult
{
    // The solve of the position reached (a whole solution from there when Solved).
    SolverResult current;
    // current is Unsolvable: how many moves to take back (Game::undo) to reach the last
    // position of the line that can still be solved (the one just before the push that lost
    // it). nullopt when that was not decided (time, cancel, memory) or startLost.
    std::optional<int> undos;
    // current is Unsolvable and so is the start itself: no undo helps.
    bool startLost = false;
};

// Solves the position `lurd` leads to from `start` (a level's start position; `lurd` as
// Game::lurd() gives it) and, when it is lost, finds the push that lost it. A lost position
// stays lost whatever follows, so along a line of play the positions are solvable up to one
// push and lost after it: simple deadlocks (DeadlockDetector, microseconds a position) bound
// it from above, then a binary search over the pushes before with the solver (about log2 of
// the pushes solves). All within options.timeLimitSeconds (for the whole, not per solve).
// `lurd` is played with `rules` (train push, as the player played it); the solutions found
// push one box at a time, which plays under either rule. A `lurd` that does not play on
// `start` gives current.status InvalidLevel.
WayBackResult solveWithWayBack(const Level &start, std::string_view lurd,
                               const SolverOptions &options,
                               const std::atomic<bool> *cancel = nullptr,
                               const SolverProgressCallback &progress = {}, GameOptions rules = {});

} // namespace tessera::sokoban
