// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenSolver.h"

#include "ManhattanSearch.h"
#include "PatternSearch.h"
#include "PositionRules.h"
#include "ReductionSolver.h"

#include <map>
#include <mutex>

namespace tessera::fifteen {

namespace {

// The weighted search that improves the fast 4x4 answer before the optimal search: weight
// 3/2, stopped after this many nodes (a few milliseconds).
constexpr int weightNumerator = 3;
constexpr int weightDenominator = 2;
constexpr std::uint64_t weightedNodeBudget = 200'000;

// Boards of 10 to 12 cells get tables of their own, built on first need in a fraction of a
// second (PatternPartition::standard) and kept for the rest of the process.
constexpr int smallTableCells = 12;
constexpr std::chrono::milliseconds smallTableBuildBudget{1000};

std::shared_ptr<const PatternDatabase>
smallBoardTables(int width, int height, const std::atomic<bool> *cancel, bool mayBuild)
{
    static std::mutex lock;
    static std::map<std::pair<int, int>, std::shared_ptr<const PatternDatabase>> built;
    const std::lock_guard<std::mutex> guard(lock);
    const auto known = built.find({width, height});
    if (known != built.end())
        return known->second;
    const auto partition = PatternPartition::standard(width, height);
    if (!mayBuild || !partition)
        return nullptr;
    PatternBuildOptions options;
    options.cancel = cancel;
    auto result = PatternDatabase::build(*partition, options);
    auto *database = std::get_if<PatternDatabase>(&result);
    if (!database)
        return nullptr;
    auto shared = std::make_shared<const PatternDatabase>(std::move(*database));
    built.emplace(std::pair{width, height}, shared);
    return shared;
}

void noteStop(const SearchControl &control, SolveResult &result)
{
    result.cancelled = control.reason() == StopReason::Cancelled;
    result.timedOut = control.reason() == StopReason::TimedOut;
}

} // namespace

Result<SolveResult> solve(const std::vector<int> &tiles, int width, int height,
                          const SolveOptions &options)
{
    if (auto error = positionError(tiles, width, height))
        return Error{*error};
    SolveResult result;
    if (!isSolvable(tiles, width, height)) {
        result.solvable = false;
        return result;
    }
    if (isGoal(tiles)) {
        result.optimal = true;
        return result;
    }

    std::optional<SearchControl::Clock::time_point> deadline;
    if (options.timeLimit)
        deadline = SearchControl::Clock::now() + *options.timeLimit;
    SearchControl control(options.cancel, deadline, options.progress);

    auto fast = solveByReduction(tiles, width, height);
    if (!fast)
        return Error{"internal error: the fast solver found no solution for a solvable position"};
    result.moves = std::move(*fast);

    const int cells = width * height;
    std::shared_ptr<const PatternDatabase> tables;
    if (options.tables && options.tables->partition().width == width &&
        options.tables->partition().height == height)
        tables = options.tables;
    else if (cells > 9 && cells <= smallTableCells)
        tables =
            smallBoardTables(width, height, options.cancel,
                             !options.timeLimit || *options.timeLimit >= smallTableBuildBudget);
    const bool useManhattan = !tables && (cells <= 9 || (cells <= 16 && options.timeLimit));
    if (!tables && !useManhattan)
        return result;

    if (tables && options.timeLimit && !control.shouldStop()) {
        control.setNodeLimit(0, weightedNodeBudget);
        const SearchOutcome weighted = searchPatternDatabaseWeighted(
            *tables, tiles, control, weightNumerator, weightDenominator);
        result.nodesExpanded += weighted.nodes;
        if (weighted.moves && weighted.moves->size() < result.moves.size())
            result.moves = *weighted.moves;
        control.clearNodeLimitStop();
        control.setNodeOffset(result.nodesExpanded);
    }
    if (control.shouldStop()) {
        noteStop(control, result);
        return result;
    }

    const int known = static_cast<int>(result.moves.size());
    const SearchOutcome optimal = tables ? searchPatternDatabase(*tables, tiles, control, known)
                                         : searchManhattan(tiles, width, height, control, known);
    result.nodesExpanded += optimal.nodes;
    result.lowerBound = optimal.lowerBound;
    if (optimal.moves) {
        result.moves = *optimal.moves;
        result.optimal = true;
    } else if (optimal.knownSolutionIsOptimal) {
        result.optimal = true;
    }
    if (!result.optimal)
        noteStop(control, result);
    if (result.optimal)
        result.lowerBound = static_cast<int>(result.moves.size());
    return result;
}

} // namespace tessera::fifteen
