// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "PatternDatabase.h"
#include "SearchControl.h"
#include "common/Direction.h"
#include "fifteen/Error.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

// The one call the app's Hint and Solve and `tessera-cli fifteen solve` make.
//
//   auto tables = std::make_shared<const PatternDatabase>(...built or loaded...);
//   SolveOptions options;
//   options.timeLimit = std::chrono::milliseconds(150);
//   options.tables = tables;
//   auto result = solve(tiles, 4, 4, options);       // Result<SolveResult>
//   solutionString(std::get<SolveResult>(result).moves)   // "ULDR..." (SolutionText.h)
namespace tessera::fifteen {

struct SolveOptions
{
    // Counted from the call. With a limit, the best solution found in time is returned and
    // `optimal` says whether it was proven shortest. Without one, positions that have an
    // optimal method are searched to the end (see solve()).
    std::optional<std::chrono::milliseconds> timeLimit;
    // Set from another thread to stop: the call returns within a millisecond or so with
    // `cancelled` set and the fast solution.
    const std::atomic<bool> *cancel = nullptr;
    // Called on the solving thread at each new depth bound and about every million nodes.
    ProgressCallback progress;
    // Pattern databases for the board's size (for 4x4: PatternPartition::fifteen663(); any
    // size of 10 to 16 cells: PatternPartition::standard()); they make solves optimal. Tables
    // of another size are ignored.
    std::shared_ptr<const PatternDatabase> tables;
};

struct SolveResult
{
    bool solvable = true;
    // The moves are a shortest solution.
    bool optimal = false;
    // The search stopped early (cancel flag or time limit); the moves then come from the
    // fast solver or the best search that finished.
    bool cancelled = false;
    bool timedOut = false;
    // One entry per move, naming the way the tile slides: Right slides the tile left of the
    // empty cell to the right (the arrow key a player presses). Empty when already solved
    // or unsolvable.
    std::vector<Direction> moves;
    std::uint64_t nodesExpanded = 0;
    // No solution is shorter than this (equal to moves.size() when optimal).
    int lowerBound = 0;
};

// Solves a position given as tiles in reading order (0 = empty cell) on a width x height board
// (2..8 each side), goal 1..N-1 with the empty cell last.
//  - An invalid position is an error; an unsolvable one (parity) gives solvable = false at
//    once, without searching.
//  - Every board first gets a fast solution (ReductionSolver.h), in a few milliseconds at most.
//  - Then an optimal search runs while time allows:
//      up to 9 cells: IDA* with Manhattan distance and linear conflicts (milliseconds);
//      with `tables` for the board: IDA* over them (a short weighted search first improves the
//        fallback answer when a time limit is set);
//      10 to 12 cells without tables: over tables solve() builds once per size and keeps (a
//        fraction of a second; built only with no limit or a limit of a second or more);
//      otherwise, up to 16 cells and only with a time limit: Manhattan IDA* until the limit.
//    Larger boards, and 4x4 without tables and without a limit, get the fast solution with
//    optimal = false.
Result<SolveResult> solve(const std::vector<int> &tiles, int width, int height,
                          const SolveOptions &options = {});

} // namespace tessera::fifteen
