// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The backward search on small hand-made positions: boxes pulled from the solved position back
// to the start give a solution that plays forwards; a start no pull reaches is proven lost; the
// search gives up after its budget; and in the solver it runs beside the forward searches, or
// alone, only where the level has as many goals as boxes.

#include "SolverTestLevels.h"
#include "sokoban/solver/BackwardSearch.h"
#include "sokoban/solver/SolutionWriter.h"
#include "sokoban/solver/Solver.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <optional>
#include <string>
#include <vector>

using namespace tessera::sokoban;

namespace {

struct BackwardRun
{
    explicit BackwardRun(const Level &l, std::uint64_t budget = 1000000,
                         std::size_t memoryCap = std::size_t{64} << 20, int weight = 10)
        : level(l), board(level), search(board, weight, budget, memoryCap, account, control)
    {
        for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
            if (level.cells[static_cast<std::size_t>(i)].box) {
                boxes.push_back(i);
            }
            if (level.cells[static_cast<std::size_t>(i)].player) {
                player = i;
            }
        }
    }

    // Runs the search until it decides.
    SolverStatus run()
    {
        std::vector<int> padded;
        for (const int b : boxes) {
            padded.push_back(board.fromLevelCell(b));
        }
        std::optional<SolverStatus> status = search.start(board.fromLevelCell(player), padded);
        while (!status) {
            status = search.step(100);
        }
        return *status;
    }

    // The solution as the player would type it.
    std::string lurd()
    {
        SolverResult result;
        return solver::writeSolution(board, player, boxes, search.solution(), result)
                   ? result.solution
                   : std::string("not written");
    }

    const Level level;
    const solver::Board board;
    solver::MemoryAccount account{std::size_t{64} << 20};
    solver::SearchControl control;
    solver::BackwardSearch search;
    int player = -1;
    std::vector<int> boxes;
};

SolverOptions backwardAlone()
{
    SolverOptions options;
    options.heuristicWeights.clear();
    options.featureSearchWeight = 0;
    options.backwardSearches = {{10, 10000000}};
    options.memoryLimitBytes = std::size_t{64} << 20;
    return options;
}

} // namespace

class TestSokobanBackwardSearch : public QObject
{
    Q_OBJECT

private slots:
    void pullsBackToTheStartAndPlaysForwards()
    {
        // A goal corridor at the top left that must be filled from the back, the far goal
        // first (pulled out, its box is the last).
        BackwardRun run(solvertest::levelFrom({"#########", //
                                               "#...    #", //
                                               "#### $  #", //
                                               "   #$ $@#", //
                                               "   #    #", //
                                               "   ######"}));
        QCOMPARE(run.run(), SolverStatus::Solved);
        const std::string lurd = run.lurd();
        QCOMPARE(solvertest::replayError(run.level, lurd), std::string());
        // One box move per pull, each a single push forwards.
        int pushes = 0;
        for (const char c : lurd) {
            pushes += c >= 'A' && c <= 'Z' ? 1 : 0;
        }
        QCOMPARE(pushes, static_cast<int>(run.search.solution().size()));
        QVERIFY(run.search.explored() > 0);
    }

    void thePlayerMayEndInAnyPieceOfFloor()
    {
        // The box on its goal cuts the corridor in two: only the left piece, where the last
        // push leaves the player, leads back to the start.
        BackwardRun run(solvertest::levelFrom({"#########", //
                                               "#@ $ .  #", //
                                               "#########"}));
        QCOMPARE(run.run(), SolverStatus::Solved);
        QCOMPARE(run.lurd(), std::string("rRR"));
    }

    void provesAStartNoPullReachesUnsolvable()
    {
        // Two boxes in a row in a corridor: the second can never be pushed.
        BackwardRun run(solvertest::levelFrom({"#######", //
                                               "#@$$..#", //
                                               "#######"}));
        QCOMPARE(run.run(), SolverStatus::Unsolvable);
        QVERIFY(run.search.solution().empty());
    }

    void alreadySolvedNeedsNoPull()
    {
        BackwardRun run(solvertest::levelFrom({"#####", //
                                               "#@* #", //
                                               "#####"}));
        QCOMPARE(run.run(), SolverStatus::Solved);
        QVERIFY(run.search.solution().empty());
        QCOMPARE(run.search.explored(), std::uint64_t{0});
    }

    void givesUpAfterItsBudget()
    {
        // Drops out as a search without memory does: the forward searches go on.
        BackwardRun run(solvertest::microbanLevel(3), 5);
        QCOMPARE(run.run(), SolverStatus::MemoryLimit);
        QCOMPARE(run.search.explored(), std::uint64_t{5});
    }

    void givesUpAtItsShareOfMemory()
    {
        // With room enough it solves the level; given a cap of half what that took (the
        // solve's account still has plenty), it drops out near its cap, and the solve's account
        // never gave it more.
        const Level level = solvertest::microbanLevel(143); // about 40,000 positions
        BackwardRun roomy(level);
        QCOMPARE(roomy.run(), SolverStatus::Solved);
        const std::size_t needed = roomy.search.memoryBytes();
        BackwardRun capped(level, 1000000, needed / 2);
        QCOMPARE(capped.run(), SolverStatus::MemoryLimit);
        QVERIFY(capped.account.peak() <= needed / 2);
        QVERIFY(capped.account.peak() > needed / 4);
        QVERIFY(capped.search.explored() < roomy.search.explored());
    }

    void onlyLevelsWithAsManyGoalsAsBoxes()
    {
        const Level spare = solvertest::levelFrom({"#######", //
                                                   "#@$ ..#", //
                                                   "#######"});
        QVERIFY(!solver::BackwardSearch::applies(solver::Board(spare), 1));
        QVERIFY(solver::BackwardSearch::applies(solver::Board(spare), 2));
        // Started on one anyway, it drops out rather than claim the level unsolvable.
        BackwardRun run(spare);
        QCOMPARE(run.run(), SolverStatus::MemoryLimit);
        // Asked for the backward search alone, the solver falls back on a forward one.
        const SolverResult result = Solver(backwardAlone()).solve(spare);
        QCOMPARE(result.status, SolverStatus::Solved);
        QCOMPARE(solvertest::replayError(spare, result.solution), std::string());
    }

    void solverReportsWhatItFindsReplayed()
    {
        // Alone in the solver: the first Microban levels, every solution played by the rules.
        for (int number = 1; number <= 20; ++number) {
            const Level level = solvertest::microbanLevel(number);
            const SolverResult result = Solver(backwardAlone()).solve(level);
            QCOMPARE(result.status, SolverStatus::Solved);
            QCOMPARE(solvertest::replayError(level, result.solution), std::string());
        }
    }

    void solverRunsEveryBackwardSearchListed()
    {
        // One search out of budget after 5 expansions: alone it cannot solve the level; with a
        // second listed, at another weight and budget, the solve is decided by that one.
        const Level level = solvertest::microbanLevel(143); // about 40,000 positions
        SolverOptions options = backwardAlone();
        options.backwardSearches = {{10, 5}};
        QCOMPARE(Solver(options).solve(level).status, SolverStatus::MemoryLimit);
        // Listed first or last, the one with the budget runs.
        for (const auto &runs :
             {std::vector<SolverOptions::BackwardRun>{{10, 5}, {100, 1000000}},
              std::vector<SolverOptions::BackwardRun>{{100, 1000000}, {10, 5}}}) {
            options.backwardSearches = runs;
            const SolverResult result = Solver(options).solve(level);
            QCOMPARE(result.status, SolverStatus::Solved);
            QCOMPARE(solvertest::replayError(level, result.solution), std::string());
        }
    }

    void solverSkipsABackwardSearchWithoutWeightOrBudget()
    {
        // Such an entry means no search: alone, the solver falls back on a forward one instead
        // of starting one that drops out at once and leaves the level undecided.
        const Level level = solvertest::microbanLevel(143);
        SolverOptions options = backwardAlone();
        for (const SolverOptions::BackwardRun run :
             {SolverOptions::BackwardRun{10, 0}, SolverOptions::BackwardRun{0, 1000000}}) {
            options.backwardSearches = {run};
            const SolverResult result = Solver(options).solve(level);
            QCOMPARE(result.status, SolverStatus::Solved);
            QCOMPARE(solvertest::replayError(level, result.solution), std::string());
        }
    }
};

QTEST_GUILESS_MAIN(TestSokobanBackwardSearch)
#include "tst_sokoban_backward_search.moc"
