#include "FifteenSolver.h"

#include "ManhattanSearch.h"
#include "PatternSearch.h"
#include "PositionRules.h"
#include "ReductionSolver.h"

namespace tessera::fifteen {

namespace {

// The weighted search that improves the fast 4x4 answer before the optimal search: weight
// 3/2, stopped after this many nodes (a few milliseconds).
constexpr int weightNumerator = 3;
constexpr int weightDenominator = 2;
constexpr std::uint64_t weightedNodeBudget = 200'000;

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
    const bool useTables = options.tables && options.tables->partition().width == width &&
                           options.tables->partition().height == height;
    const bool useManhattan = !useTables && (cells <= 12 || (cells <= 16 && options.timeLimit));
    if (!useTables && !useManhattan)
        return result;

    if (useTables && options.timeLimit && !control.shouldStop()) {
        control.setNodeLimit(0, weightedNodeBudget);
        const SearchOutcome weighted = searchPatternDatabaseWeighted(
            *options.tables, tiles, control, weightNumerator, weightDenominator);
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
    const SearchOutcome optimal =
        useTables ? searchPatternDatabase(*options.tables, tiles, control, known)
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
