// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Solution optimiser: a solution that wanders comes back with as few pushes as plain A* finds,
// pushes in a better order come back with fewer moves, every answer replays to solved with the
// rules engine, and cancel, a zero budget or a tiny memory limit leave the input as it was.

#include "SolverTestLevels.h"
#include "sokoban/solver/SolutionOptimiser.h"
#include "sokoban/solver/Solver.h"

#include <QTest>
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

using namespace tessera::sokoban;

namespace {

// A box in a room, three pushes left of its goal, the player on its left.
const std::vector<std::string> room{
    "########", "#      #", "#@$  . #", "#      #", "########",
};
// It solves the room in five pushes: the box goes two right, is pushed back one from the
// other side, and then two right again to its goal.
const std::string wandering = "RRurrdLulldRR";

// Two boxes at the two ends of a corridor, the player nearer the left one. Either order takes
// two pushes; the right box first makes the player walk the corridor's length back.
const std::vector<std::string> corridor{
    "#########",
    "#.$@  $.#",
    "#########",
};
const std::string rightFirst = "rrRlllL";

// A box right of its goal's column with the player beside it. The fewest pushes (2) walk all
// the way round to push it down and left: 18 moves. Pushing it left, round and back takes 4
// pushes but only 14 moves (both found by a breadth-first search over the whole level).
const std::vector<std::string> detour{
    "#######", "#   ###", "#  @$ #", "#  .# #", "#     #", "#######",
};
const std::string pushOptimal = "ddrruuLrddllluuurD";

// The fewest pushes, by plain A* (weight 1, nothing else).
int optimalPushes(const Level &level)
{
    SolverOptions options;
    options.heuristicWeights = {1};
    options.featureSearchWeight = 0;
    options.backwardSearches.clear();
    options.optimisePositionShare = 0;
    const SolverResult result = Solver(options).solve(level);
    return result.status == SolverStatus::Solved ? result.pushCount() : -1;
}

// The default solver's solution, not optimised.
SolverResult foundSolution(const Level &level)
{
    SolverOptions options;
    options.optimisePositionShare = 0;
    return Solver(options).solve(level);
}

int pushesIn(const std::string &lurd)
{
    int pushes = 0;
    for (const char c : lurd) {
        pushes += (c >= 'A' && c <= 'Z') ? 1 : 0;
    }
    return pushes;
}

} // namespace

class TestSolutionOptimiser : public QObject
{
    Q_OBJECT

private slots:
    void wanderingSolutionGetsTheFewestPushes()
    {
        const Level level = solvertest::levelFrom(room);
        QCOMPARE(solvertest::replayError(level, wandering), std::string());
        const SolverResult result = optimiseSolution(level, wandering, 10);
        QCOMPARE(result.status, SolverStatus::Solved);
        QCOMPARE(solvertest::replayError(level, result.solution), std::string());
        QCOMPARE(result.stats.foundPushes, pushesIn(wandering));
        QCOMPARE(result.stats.foundMoves, static_cast<int>(wandering.size()));
        const int optimum = optimalPushes(level);
        QVERIFY(optimum > 0);
        QVERIFY(optimum < pushesIn(wandering));
        QCOMPARE(result.pushCount(), optimum);
        QCOMPARE(pushesIn(result.solution), optimum);
    }

    void equalPushesFewerMoves()
    {
        const Level level = solvertest::levelFrom(corridor);
        QCOMPARE(solvertest::replayError(level, rightFirst), std::string());
        // The input is already push-optimal and walks the shortest way between its pushes.
        QCOMPARE(pushesIn(rightFirst), optimalPushes(level));
        const SolverResult result = optimiseSolution(level, rightFirst, 10);
        QCOMPARE(result.status, SolverStatus::Solved);
        QCOMPARE(solvertest::replayError(level, result.solution), std::string());
        QCOMPARE(result.pushCount(), pushesIn(rightFirst));
        QVERIFY2(result.moveCount() < static_cast<int>(rightFirst.size()), result.solution.c_str());
        // The left box first: one step to it, then three to the right one.
        QCOMPARE(result.moveCount(), 5);
    }

    void pushesComeOneByOne()
    {
        const Level level = solvertest::levelFrom(room);
        const SolverResult result = optimiseSolution(level, wandering, 10);
        std::string joined;
        for (const SolutionPush &push : result.pushes) {
            joined += push.lurd;
            QCOMPARE(push.lurd.back(),
                     static_cast<char>(tessera::lurdLetter(push.direction) - 'a' + 'A'));
        }
        QCOMPARE(joined, result.solution);
    }

    void zeroBudgetReturnsTheInput()
    {
        const Level level = solvertest::levelFrom(room);
        const SolverResult result = optimiseSolution(level, wandering, 0);
        QCOMPARE(result.status, SolverStatus::Solved);
        QCOMPARE(result.solution, wandering);
        QCOMPARE(result.pushCount(), pushesIn(wandering));
    }

    void cancelReturnsTheInput()
    {
        const Level level = solvertest::levelFrom(room);
        const std::atomic<bool> cancel{true};
        const SolverResult result =
            optimiseSolution(level, wandering, 10, std::size_t{1} << 30, &cancel);
        QCOMPARE(result.status, SolverStatus::Solved);
        QCOMPARE(result.solution, wandering);
    }

    void tinyMemoryReturnsASolutionNoLonger()
    {
        const Level level = solvertest::microbanLevel(36);
        const SolverResult found = foundSolution(level);
        QCOMPARE(found.status, SolverStatus::Solved);
        const SolverResult result = optimiseSolution(level, found.solution, 10, 64 << 10);
        QCOMPARE(result.status, SolverStatus::Solved);
        QCOMPARE(solvertest::replayError(level, result.solution), std::string());
        QVERIFY(result.pushCount() <= found.pushCount());
    }

    void progressGoesOn()
    {
        // A long optimisation must not look like a hung search: positions keep coming.
        const Level level = solvertest::microbanLevel(36);
        const SolverResult found = foundSolution(level);
        QCOMPARE(found.status, SolverStatus::Solved);
        std::vector<SolverProgress> reports;
        const SolverResult result = optimiseSolution(
            level, found.solution, 10, std::size_t{1} << 30, nullptr,
            [&](const SolverProgress &p) { reports.push_back(p); }, std::chrono::milliseconds(0));
        QCOMPARE(result.status, SolverStatus::Solved);
        QVERIFY(reports.size() > 1);
        QVERIFY(reports.back().stats.statesExplored > reports.front().stats.statesExplored);
        QVERIFY(reports.back().stats.statesExplored <= result.stats.statesExplored);
    }

    void budgetInPositionsIsKept()
    {
        // Microban 36's solution has more around it than a thousand positions: the optimiser
        // stops there, vicinities included, and searches more given more.
        const Level level = solvertest::microbanLevel(36);
        const SolverResult found = foundSolution(level);
        QCOMPARE(found.status, SolverStatus::Solved);
        const std::uint64_t budget = 1000;
        const SolverResult bounded = optimiseSolution(
            level, found.solution, 100, std::size_t{1} << 30, nullptr, {}, {}, budget);
        QCOMPARE(bounded.status, SolverStatus::Solved);
        QCOMPARE(solvertest::replayError(level, bounded.solution), std::string());
        QVERIFY(bounded.stats.optimisePositions > 0);
        QVERIFY2(bounded.stats.optimisePositions <= budget,
                 qPrintable(QString::number(bounded.stats.optimisePositions)));
        QCOMPARE(bounded.stats.statesExplored, bounded.stats.optimisePositions);
        const SolverResult wider = optimiseSolution(
            level, found.solution, 100, std::size_t{1} << 30, nullptr, {}, {}, budget * 20);
        QVERIFY(wider.stats.optimisePositions > budget);
        QVERIFY(wider.pushCount() <= bounded.pushCount());
        // None at all: the input as it came.
        const SolverResult none =
            optimiseSolution(level, found.solution, 100, std::size_t{1} << 30, nullptr, {}, {}, 0);
        QCOMPARE(none.solution, found.solution);
        QCOMPARE(none.stats.optimisePositions, std::uint64_t(0));
    }

    void solverBudgetIsAShareOfTheSearchsPositions()
    {
        const Level level = solvertest::microbanLevel(36);
        SolverOptions options;
        options.parallelSearches = false;
        options.backwardSearches.clear(); // its solution of this level has the fewest pushes
        options.optimisePositionShare = 0.5;
        options.optimiseMinPositions = 0;
        const SolverResult result = Solver(options).solve(level);
        QCOMPARE(result.status, SolverStatus::Solved);
        QVERIFY(result.stats.foundExplored > 0);
        QVERIFY(result.stats.foundExplored <= result.stats.statesExplored);
        QVERIFY(result.stats.optimisePositions > 0);
        QVERIFY(result.stats.optimisePositions <= result.stats.foundExplored / 2);
        // The floor alone.
        options.optimisePositionShare = 0;
        options.optimiseMinPositions = 300;
        const SolverResult floor = Solver(options).solve(level);
        QVERIFY(floor.stats.optimisePositions > 0);
        QVERIFY(floor.stats.optimisePositions <= 300);
    }

    void slowedMachineGivesTheSameAnswer()
    {
        // Microban 93: the positions near its first solution are far more than the budget. A
        // progress callback that sleeps while the solution is optimised slows the optimiser
        // tenfold, as a loaded machine would; its budget is work, not time, so the answer and
        // the positions searched stay the same. (With 15% of the search's time, the slowed
        // optimiser searched a tenth of the positions.)
        const Level level = solvertest::microbanLevel(93);
        SolverOptions options;
        options.parallelSearches = false; // one search on this thread: the same one wins
        options.optimisePositionShare = 0;
        options.optimiseMinPositions = 30000;
        options.progressInterval = std::chrono::milliseconds(0);
        const SolverResult quick = Solver(options).solve(level);
        QCOMPARE(quick.status, SolverStatus::Solved);
        int sleeps = 0;
        const SolverResult slowed =
            Solver(options).solve(level, nullptr, [&sleeps](const SolverProgress &p) {
                if (p.stats.foundPushes > 0) { // the optimisation's reports
                    ++sleeps;
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                }
            });
        QVERIFY(sleeps > 10);
        QCOMPARE(slowed.status, SolverStatus::Solved);
        QCOMPARE(slowed.stats.optimisePositions, quick.stats.optimisePositions);
        QCOMPARE(slowed.solution, quick.solution);
        QVERIFY(slowed.stats.optimiseSeconds > quick.stats.optimiseSeconds);
        // The budget is what stopped it: given more, it searches more.
        options.optimiseMinPositions *= 2;
        const SolverResult longer = Solver(options).solve(level);
        QVERIFY(longer.stats.optimisePositions > quick.stats.optimisePositions);
    }

    void movesMetricTradesPushesForMoves()
    {
        const Level level = solvertest::levelFrom(detour);
        QCOMPARE(solvertest::replayError(level, pushOptimal), std::string());
        // By pushes it is already the shortest: it comes back as it went in.
        const SolverResult byPushes = optimiseSolution(level, pushOptimal, 10);
        QCOMPARE(byPushes.solution, pushOptimal);
        const SolverResult byMoves =
            optimiseSolution(level, pushOptimal, 10, std::size_t{1} << 30, nullptr, {}, {},
                             noPositionLimit, OptimiseMetric::Moves);
        QCOMPARE(byMoves.status, SolverStatus::Solved);
        QCOMPARE(solvertest::replayError(level, byMoves.solution), std::string());
        QCOMPARE(byMoves.moveCount(), 14);
        QCOMPARE(byMoves.pushCount(), 4);
        // And by pushes it goes back to the 2 pushes.
        const SolverResult back = optimiseSolution(level, byMoves.solution, 10);
        QCOMPARE(back.pushCount(), 2);
        QCOMPARE(back.moveCount(), 18);
    }

    void neitherMetricEverLengthens()
    {
        // The solver's own solutions of Microban levels, unoptimised: whatever the metric, the
        // answer replays to solved and is no longer by that metric.
        for (const int n : {1, 2, 5, 36}) {
            const Level level = solvertest::microbanLevel(n);
            const SolverResult found = foundSolution(level);
            QCOMPARE(found.status, SolverStatus::Solved);
            for (const OptimiseMetric metric : {OptimiseMetric::Pushes, OptimiseMetric::Moves}) {
                const SolverResult result =
                    optimiseSolution(level, found.solution, 10, std::size_t{1} << 30, nullptr, {},
                                     {}, 200000, metric);
                QCOMPARE(result.status, SolverStatus::Solved);
                QCOMPARE(solvertest::replayError(level, result.solution), std::string());
                if (metric == OptimiseMetric::Moves) {
                    QVERIFY(result.moveCount() <= found.moveCount());
                    if (result.moveCount() == found.moveCount())
                        QVERIFY(result.pushCount() <= found.pushCount());
                } else {
                    QVERIFY(result.pushCount() <= found.pushCount());
                    if (result.pushCount() == found.pushCount())
                        QVERIFY(result.moveCount() <= found.moveCount());
                }
            }
        }
    }

    void notASolutionIsRefused()
    {
        const Level level = solvertest::levelFrom(room);
        const SolverResult result = optimiseSolution(level, "RR", 10);
        QCOMPARE(result.status, SolverStatus::InvalidLevel);
        QCOMPARE(result.reason, SolverReason::MovesDoNotPlay);
        QVERIFY(result.solution.empty());
    }

    void solverReportsTheShorterSolution()
    {
        // Microban 36: the forward searches' first solution is far from the fewest pushes (the
        // backward search's is not). Taking turns on this thread, so both solves find the same
        // solution first.
        const Level level = solvertest::microbanLevel(36);
        SolverOptions options;
        options.parallelSearches = false;
        options.backwardSearches.clear();
        options.optimisePositionShare = 0;
        const SolverResult first = Solver(options).solve(level);
        QCOMPARE(first.status, SolverStatus::Solved);
        QCOMPARE(first.stats.foundPushes, first.pushCount());
        options.optimiseMinPositions = noPositionLimit;
        const SolverResult shorter = Solver(options).solve(level);
        QCOMPARE(shorter.status, SolverStatus::Solved);
        QCOMPARE(solvertest::replayError(level, shorter.solution), std::string());
        QCOMPARE(shorter.stats.foundPushes, first.pushCount());
        QCOMPARE(shorter.stats.foundMoves, first.moveCount());
        QVERIFY2(
            shorter.pushCount() < first.pushCount(),
            qPrintable(
                QStringLiteral("%1 -> %2 pushes").arg(first.pushCount()).arg(shorter.pushCount())));
        QVERIFY(shorter.pushCount() >= optimalPushes(level));
        QVERIFY(shorter.stats.optimiseSeconds > 0);
    }
};

QTEST_GUILESS_MAIN(TestSolutionOptimiser)
#include "tst_sokoban_solution_optimiser.moc"
