// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// FESS's bounded tree: a feature search that meets its memory limit drops the worse half of
// each feature cell's open positions (and the expanded positions left without children), marks
// their parents, and goes on in the memory it holds; once its open list is empty it expands the
// marked parents again, making the dropped positions again. Its parts (the open list's cut) and
// the search itself on small levels under budgets far below what they need.

#include "SolverTestLevels.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/FeatureQueue.h"
#include "sokoban/solver/NodeStore.h"
#include "sokoban/solver/PackingOrder.h"
#include "sokoban/solver/PushDistances.h"
#include "sokoban/solver/Search.h"
#include "sokoban/solver/SolutionWriter.h"
#include "sokoban/solver/Solver.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace tessera::sokoban;

namespace {

SolverOptions featureSearchAlone(bool boundedTree)
{
    SolverOptions options;
    options.heuristicWeights.clear();
    options.backwardSearches.clear();
    options.handOverFeatureWeight = 0;
    options.featureSearchWeight = 3;
    options.boundedTree = boundedTree;
    // The single pushes in the weighted order, whose narrowing these cases were measured on.
    // (With box moves, a lost level's cut and regrown children can come round again until the
    // deadline: see docs/solver.md.)
    options.featureAdvisors = false;
    options.featureAdviceFirst = false;
    options.featureBoxMoves = false;
    return options;
}

// What a feature search alone did within `budget` bytes.
struct Run
{
    std::optional<SolverStatus> status;
    std::uint64_t explored = 0;
    std::uint64_t narrowings = 0;
    std::uint64_t dropped = 0;
    std::uint64_t regrown = 0;
    std::size_t peak = 0;     // of its memory account
    std::size_t leftover = 0; // of its memory account once the search is gone
    std::string lurd;         // the solution, when solved
};

// `stopAfter` (0: none): stopped undecided once it has expanded that many positions.
Run runFeatureSearch(const Level &level, const SolverOptions &options, std::size_t budget,
                     std::uint64_t stopAfter = 0)
{
    const solver::Board board(level);
    solver::PushDistances distances;
    if (!distances.compute(board, nullptr)) {
        return {};
    }
    const solver::PackingOrder packing(board);
    solver::MemoryAccount account(budget);
    solver::SearchControl control;
    // A safety net only: every case decides (or stops) in well under a second.
    control.deadline = std::chrono::steady_clock::now() + std::chrono::minutes(1);
    control.boundedTree = options.boundedTree;
    auto search =
        std::make_unique<solver::Search>(board, distances, options, options.featureSearchWeight,
                                         account, control, nullptr, &packing);
    int levelPlayer = -1;
    std::vector<int> levelBoxes;
    for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
        const Cell &cell = level.cells[static_cast<std::size_t>(i)];
        levelPlayer = cell.player ? i : levelPlayer;
        if (cell.box) {
            levelBoxes.push_back(i);
        }
    }
    std::vector<int> boxes;
    for (const int b : levelBoxes) {
        boxes.push_back(board.fromLevelCell(b));
    }
    Run run;
    run.status = search->start(board.fromLevelCell(levelPlayer), boxes);
    while (!run.status && (stopAfter == 0 || search->explored() < stopAfter)) {
        run.status = search->step(1000);
    }
    run.explored = search->explored();
    run.narrowings = search->narrowings();
    run.dropped = search->droppedPositions();
    run.regrown = search->regrown();
    if (run.status == SolverStatus::Solved) {
        SolverResult written;
        if (solver::writeSolution(board, levelPlayer, levelBoxes, search->solution(), written)) {
            run.lurd = written.solution;
        }
    }
    run.peak = account.peak();
    search.reset(); // all it drew from the account comes back, once
    run.leftover = account.used();
    return run;
}

} // namespace

class TestSokobanBoundedTree : public QObject
{
    Q_OBJECT

private slots:
    void openListDropsTheWorseHalfOfEachCell()
    {
        solver::MemoryAccount account(std::size_t{1} << 20);
        solver::FeatureQueue queue(account);
        // Cell 1: priorities 0..9 (ids 100..109, pushed from the worst); cell 2: one position.
        for (std::uint32_t p = 10; p-- > 0;) {
            QVERIFY(queue.push(1, p, 100 + p));
        }
        QVERIFY(queue.push(2, 50, 200));
        const std::size_t before = account.used();
        std::vector<std::uint32_t> dropped;
        QCOMPARE(queue.dropWorse([&](std::uint32_t id) { dropped.push_back(id); }), std::size_t(5));
        std::sort(dropped.begin(), dropped.end());
        QCOMPARE(dropped, (std::vector<std::uint32_t>{105, 106, 107, 108, 109}));
        QCOMPARE(queue.size(), std::size_t(6));
        QVERIFY(account.used() < before); // the dropped entries' memory given back
        // The cells are still taken in turn, each its best first; a cell of one keeps it.
        std::vector<std::uint32_t> popped;
        while (const std::optional<std::uint32_t> id = queue.pop()) {
            popped.push_back(*id);
        }
        QCOMPARE(popped, (std::vector<std::uint32_t>{100, 200, 101, 102, 103, 104}));
    }

    void searchGoesOnPastItsMemoryLimitAndSolves()
    {
        // Microban 139 needs more than half a MiB alone: without the bounded tree the search stops
        // at the limit; with it, it drops positions, solves within the same budget, and the
        // solution plays by the rules.
        const Level level = solvertest::microbanLevel(139);
        constexpr std::size_t budget = std::size_t{512} << 10;
        const Run stopped = runFeatureSearch(level, featureSearchAlone(false), budget);
        QCOMPARE(stopped.status, SolverStatus::MemoryLimit);
        QCOMPARE(stopped.dropped, std::uint64_t(0));
        const Run bounded = runFeatureSearch(level, featureSearchAlone(true), budget);
        QCOMPARE(bounded.status, SolverStatus::Solved);
        QVERIFY(bounded.narrowings > 0);
        QVERIFY(bounded.dropped > 0);
        QVERIFY(bounded.explored > stopped.explored);
        QCOMPARE(bounded.leftover, std::size_t(0));
        QVERIFY(solver::replaysWithTheRules(level, bounded.lurd));
    }

    void boxesAsMovesGoFurtherInTheSameMemory()
    {
        // XSokoban 50 (16 boxes; whole, they take 12 bytes a position) by the first feature
        // search's box moves, in 8 MiB: with each position's boxes kept as the move from its
        // parent's, the search expands more positions before the limit, and with the bounded
        // tree it goes on past the limit as before (stopped 5,000 positions further on).
        const std::vector<LevelEntry> entries =
            readXsbFile(std::string(TESSERA_SOURCE_DIR) + "/resources/levels/xsokoban.xsb").levels;
        QCOMPARE(entries.size(), std::size_t(90));
        const Level &level = entries[49].level;
        const solver::Board board(level);
        const solver::ZobristKeys keys(static_cast<std::size_t>(board.cellCount()), 7);
        solver::MemoryAccount scratch(std::size_t{1} << 20);
        const auto boxes = static_cast<int>(std::count_if(level.cells.begin(), level.cells.end(),
                                                          [](const Cell &c) { return c.box; }));
        QVERIFY(solver::NodeStore(board, boxes, keys, scratch, true, true).boxesAsMoves());
        SolverOptions moves = featureSearchAlone(false);
        moves.featureBoxMoves = true;
        moves.featureAdvisors = true;
        moves.featureAdviceFirst = true;
        QVERIFY(moves.boxesAsMoves);
        SolverOptions whole = moves;
        whole.boxesAsMoves = false;
        constexpr std::size_t budget = std::size_t{8} << 20;
        const Run wholeRun = runFeatureSearch(level, whole, budget);
        const Run movesRun = runFeatureSearch(level, moves, budget);
        QCOMPARE(wholeRun.status, SolverStatus::MemoryLimit);
        QCOMPARE(movesRun.status, SolverStatus::MemoryLimit);
        QVERIFY(movesRun.explored > wholeRun.explored + wholeRun.explored / 10);
        QCOMPARE(movesRun.leftover, std::size_t(0));
        SolverOptions bounded = moves;
        bounded.boundedTree = true;
        const Run narrowed = runFeatureSearch(level, bounded, budget, movesRun.explored + 5000);
        QVERIFY(!narrowed.status);
        QVERIFY(narrowed.narrowings > 0);
        QVERIFY(narrowed.explored >= movesRun.explored + 5000);
        QCOMPARE(narrowed.leftover, std::size_t(0));
    }

    void aLevelThatCanBeSolvedIsNeverCalledLost()
    {
        // Microban 139 under budgets from a quarter of a MiB up: cut once or many times, the
        // search solves it (the solution plays) or stops at the limit; it never runs dry.
        const Level level = solvertest::microbanLevel(139);
        int solved = 0;
        for (std::size_t budget = std::size_t{256} << 10; budget <= std::size_t{1536} << 10;
             budget += std::size_t{128} << 10) {
            const Run run = runFeatureSearch(level, featureSearchAlone(true), budget);
            QVERIFY(run.status == SolverStatus::Solved || run.status == SolverStatus::MemoryLimit);
            QCOMPARE(run.leftover, std::size_t(0));
            if (run.status == SolverStatus::Solved) {
                QVERIFY(solver::replaysWithTheRules(level, run.lurd));
                solved += run.dropped > 0 ? 1 : 0;
            }
        }
        QVERIFY(solved > 0);
    }

    void droppedPositionsAreMadeAgainToProveALevelLost()
    {
        // Two boxes stuck in the corridor at the bottom (the player cannot get behind them),
        // four in the room above: lost, which the feature search alone proves by searching
        // every position of the room (corrals are not analysed, so that it has to). With less
        // memory than that takes, it drops positions and runs dry with parents marked;
        // expanding them again makes the dropped positions again, and it still proves the
        // level lost (or stops at the limit, at the smallest budgets); without the bounded
        // tree it stops at the limit each time.
        const Level level = solvertest::levelFrom({
            "###########",
            "#@        #",
            "#  $   $  #",
            "#   $ $   #",
            "# .  . .  #",
            "#  .      #",
            "######### #",
            "#..$$     #",
            "###########",
        });
        SolverOptions options = featureSearchAlone(true);
        options.piCorrals = false;
        options.corralDeadlocks = false;
        const Run whole = runFeatureSearch(level, options, std::size_t{64} << 20);
        QCOMPARE(whole.status, SolverStatus::Unsolvable);
        QCOMPARE(whole.dropped, std::uint64_t(0));
        SolverOptions unbounded = options;
        unbounded.boundedTree = false;
        // Budgets from 99.5% of what the whole search held down to 90%, half a percent apart: where
        // the open list is cut and runs dry depends on the budget to the byte, so several
        // are tried. Where the bounded search dropped positions and still proved the level
        // lost, the search without it stops at the limit at one budget at least.
        int proofs = 0;
        for (int permille = 995; permille >= 900; permille -= 5) {
            const std::size_t budget = whole.peak * static_cast<std::size_t>(permille) / 1000;
            const Run run = runFeatureSearch(level, options, budget);
            QCOMPARE(run.leftover, std::size_t(0));
            QVERIFY(run.status == SolverStatus::Unsolvable ||
                    run.status == SolverStatus::MemoryLimit);
            if (run.status == SolverStatus::Unsolvable && run.dropped > 0) {
                QVERIFY(run.regrown > 0); // what was dropped was made again
                // (The bounded search's child counts take a byte a position, so near the
                // whole search's peak the other may still fit where it did not.)
                proofs +=
                    runFeatureSearch(level, unbounded, budget).status == SolverStatus::MemoryLimit
                        ? 1
                        : 0;
            }
        }
        QVERIFY(proofs > 0);
    }
};

QTEST_GUILESS_MAIN(TestSokobanBoundedTree)
#include "tst_sokoban_bounded_tree.moc"
