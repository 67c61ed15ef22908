// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// FESS's hotspots (solver::Hotspots) on a hand-made goal room behind a door: which box is in
// whose way, the count the feature space takes, and the solver ordering by that advice.

#include "SolverTestLevels.h"
#include "sokoban/solver/FeatureSpace.h"
#include "sokoban/solver/Hotspots.h"
#include "sokoban/solver/PackingOrder.h"
#include "sokoban/solver/PushDistances.h"
#include "sokoban/solver/Solver.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <atomic>
#include <optional>
#include <string>
#include <vector>

using namespace tessera::sokoban;

namespace {

// Two goals at the end of a corridor, its door open to a room below.
const std::vector<std::string> doorRows = {
    "#########", //
    "##.######", //
    "##.######", //
    "## ######", // the door: (2, 3)
    "#       #", //
    "#       #", //
    "#   @   #", //
    "#       #", //
    "#########",
};

using solvertest::boxesOn;
using solvertest::cellAt;

// The feature search alone, ordering by advice (the hotspots advisor off).
SolverOptions advisedFeatureSearch()
{
    SolverOptions options;
    options.memoryLimitBytes = std::size_t{64} << 20;
    options.heuristicWeights.clear();
    options.backwardSearches.clear();
    options.featureSearchWeight = 3;
    options.featureAdvisors = true;
    options.featureAdviceFirst = false; // advice plus the bound, single pushes
    options.featureBoxMoves = false;
    options.handOverFeatureWeight = 0;
    return options;
}

std::optional<solver::Hotspots> hotspotsOf(const solver::Board &board)
{
    solver::PushDistances distances;
    if (!distances.compute(board, nullptr)) {
        return std::nullopt;
    }
    return solver::Hotspots::compute(board, distances, nullptr);
}

} // namespace

class TestSokobanHotspots : public QObject
{
    Q_OBJECT

private slots:
    // A box in the door cuts every box below off from both goals; a box in the open room below
    // cuts no one off; a box below is in no one's way in the door.
    void aBoxInTheDoorIsInTheWay()
    {
        const Level level = solvertest::levelFrom(doorRows);
        const solver::Board board(level);
        const std::optional<solver::Hotspots> hotspots = hotspotsOf(board);
        QVERIFY(hotspots);
        QVERIFY(!hotspots->empty());
        const int door = cellAt(board, level, 2, 3);
        const int below = cellAt(board, level, 3, 5);
        const int open = cellAt(board, level, 6, 6);
        QVERIFY(hotspots->inTheWay(door, below));
        QVERIFY(hotspots->inTheWay(door, open));
        QVERIFY(!hotspots->inTheWay(below, door));
        QVERIFY(!hotspots->inTheWay(open, below));
        QVERIFY(!hotspots->inTheWay(below, open));
        // Past the door, on the first goal, a box still stands in the way to the last.
        QVERIFY(hotspots->inTheWay(cellAt(board, level, 2, 2), below));
        // Not a cell a box can stand on for good (a dead corner), nor a wall: in no one's way.
        QVERIFY(!hotspots->inTheWay(cellAt(board, level, 1, 4), below));
        QVERIFY(!hotspots->inTheWay(cellAt(board, level, 0, 0), below));
        QVERIFY(!hotspots->inTheWay(door, door));
    }

    // The count: pairs of boxes off goals, the first in the second's way.
    void countsBoxesOffGoalsInTheWayOfOthers()
    {
        const Level level = solvertest::levelFrom(doorRows);
        const solver::Board board(level);
        const std::optional<solver::Hotspots> hotspots = hotspotsOf(board);
        QVERIFY(hotspots);
        std::vector<std::uint64_t> scratch;
        const int door = cellAt(board, level, 2, 3);
        const int below = cellAt(board, level, 3, 5);
        const int open = cellAt(board, level, 6, 6);
        const int lastGoal = cellAt(board, level, 2, 2); // in the way of the box below
        auto count = [&](const std::vector<int> &boxes) {
            return hotspots->count(boxesOn(board, boxes).data(), scratch);
        };
        QCOMPARE(count({door, below}), 1);
        QCOMPARE(count({door, below, open}), 2); // the door box in two boxes' way
        QCOMPARE(count({below, open}), 0);
        QCOMPARE(count({door}), 0);        // no one else to be in the way of
        QVERIFY(hotspots->inTheWay(lastGoal, below));
        QVERIFY(hotspots->inTheWay(door, lastGoal));
        // A box on its goal is done: in no one's way, and no one is in its way.
        QCOMPARE(count({lastGoal, below}), 0);
        QCOMPARE(count({door, lastGoal}), 0);
    }

    // The feature space counts them with a table, and not without one.
    void featureSpaceMeasuresHotspots()
    {
        const Level level = solvertest::levelFrom(doorRows);
        const solver::Board board(level);
        const solver::PackingOrder packing(board);
        const std::optional<solver::Hotspots> hotspots = hotspotsOf(board);
        QVERIFY(hotspots);
        const std::vector<std::uint8_t> boxAt =
            boxesOn(board, {cellAt(board, level, 2, 3), cellAt(board, level, 3, 5)});
        solver::FeatureSpace with(board, packing, solver::PassageCount::None, &*hotspots);
        solver::FeatureSpace without(board, packing);
        QCOMPARE(with.measure(boxAt.data()).hotspots, 1);
        QCOMPARE(without.measure(boxAt.data()).hotspots, 0);
        // Advice, not a coordinate: the cells are the same.
        QCOMPARE(with.measure(boxAt.data()).key(), without.measure(boxAt.data()).key());
    }

    void cancelledBeforeItEnds()
    {
        const Level level = solvertest::levelFrom(doorRows);
        const solver::Board board(level);
        const std::atomic<bool> cancel{true};
        solver::PushDistances distances;
        QVERIFY(distances.compute(board, nullptr));
        QVERIFY(!solver::Hotspots::compute(board, distances, &cancel));
    }

    // A level past Hotspots::maxWork gets an empty table: nothing is in anyone's way.
    void aHugeLevelGetsNone()
    {
        std::vector<std::string> rows(60, "#" + std::string(78, ' ') + "#");
        rows.front() = rows.back() = std::string(80, '#');
        for (int i = 1; i <= 40; ++i) {
            rows[static_cast<std::size_t>(i)][static_cast<std::size_t>(i)] = '.';
            rows[static_cast<std::size_t>(i)][static_cast<std::size_t>(i + 20)] = '$';
        }
        rows[50][40] = '@';
        const Level level = solvertest::levelFrom(rows);
        const solver::Board board(level);
        const std::optional<solver::Hotspots> hotspots = hotspotsOf(board);
        QVERIFY(hotspots);
        QVERIFY(hotspots->empty());
        std::vector<std::uint64_t> scratch;
        QCOMPARE(hotspots->count(boxesOn(board, {board.floorCells()[100]}).data(), scratch), 0);
    }

    // The solver with the advisor on, its feature search alone and ordering by advice, solves
    // the door level with the boxes below, and its solution replays.
    void solverWithTheAdvisorSolves()
    {
        std::vector<std::string> rows = doorRows;
        rows[5][3] = '$';
        rows[5][5] = '$';
        const Level level = solvertest::levelFrom(rows);
        SolverOptions options = advisedFeatureSearch();
        options.hotspotAdvisor = true;
        const SolverResult result = Solver(options).solve(level);
        QCOMPARE(result.status, SolverStatus::Solved);
        QCOMPARE(solvertest::replayError(level, result.solution), std::string());
    }

    // The advice reaches the search: on Microban 26 the feature search alone, ordered by
    // advice, expands another number of positions with the advisor than without (33 and 28
    // when measured), and both solutions replay.
    void theAdvisorChangesTheSearchOrder()
    {
        const Level level = solvertest::microbanLevel(26);
        SolverOptions options = advisedFeatureSearch();
        const SolverResult without = Solver(options).solve(level);
        options.hotspotAdvisor = true;
        const SolverResult with = Solver(options).solve(level);
        QCOMPARE(without.status, SolverStatus::Solved);
        QCOMPARE(with.status, SolverStatus::Solved);
        QCOMPARE(solvertest::replayError(level, without.solution), std::string());
        QCOMPARE(solvertest::replayError(level, with.solution), std::string());
        QVERIFY(with.stats.statesExplored != without.stats.statesExplored);
    }
};

QTEST_APPLESS_MAIN(TestSokobanHotspots)
#include "tst_sokoban_hotspots.moc"
