// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The feature search (FESS) and its parts on small hand-made positions: the packing order of a
// goal area found backwards, the features of a position, the open list that takes feature cells
// in turn, and the search itself, alone and beside a weighted search in the portfolio.

#include "../../bench/BigLevel.h"
#include "SolverTestLevels.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/FeatureQueue.h"
#include "sokoban/solver/FeatureSpace.h"
#include "sokoban/solver/NodeStore.h"
#include "sokoban/solver/PackingOrder.h"
#include "sokoban/solver/Solver.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <ctime>
#include <mutex>
#include <random>
#include <thread>
#include <tuple>
#include <vector>

using namespace tessera::sokoban;

namespace {

using solvertest::boxesOn;
using solvertest::cellAt;

// A space's passages, each run and the list sorted, to compare with expected cells.
std::vector<std::vector<int>> sortedPassages(const solver::FeatureSpace &space)
{
    std::vector<std::vector<int>> passages = space.passages();
    for (std::vector<int> &run : passages) {
        std::sort(run.begin(), run.end());
    }
    std::sort(passages.begin(), passages.end());
    return passages;
}

// Passages of one cell each, at these (x, y) of the level, sorted as sortedPassages() sorts.
std::vector<std::vector<int>> oneCellPassages(const solver::Board &board, const Level &level,
                                              const std::vector<std::pair<int, int>> &cells)
{
    std::vector<std::vector<int>> passages;
    for (const auto &[x, y] : cells) {
        passages.push_back({cellAt(board, level, x, y)});
    }
    std::sort(passages.begin(), passages.end());
    return passages;
}

// One box, one goal across the room, a pillar between them.
Level roomRoundAPillar()
{
    return solvertest::levelFrom({
        "#########",
        "#@      #",
        "# $  #  #",
        "#    #  #",
        "#      .#",
        "#########",
    });
}

// Three goals at the end of a dead-end corridor, three boxes in the room before it.
Level corridorOfThreeGoals()
{
    return solvertest::levelFrom({
        "##########",
        "#...    ##",
        "######  ##",
        "#    $   #",
        "#  $  $ @#",
        "#        #",
        "##########",
    });
}

SolverOptions featureOnly()
{
    SolverOptions options;
    options.memoryLimitBytes = std::size_t{64} << 20;
    options.heuristicWeights.clear();
    options.featureSearchWeight = 3;
    // Single pushes in the weighted order, as before box moves were the first search's.
    options.featureAdvisors = false;
    options.featureAdviceFirst = false;
    options.featureBoxMoves = false;
    return options;
}

// The feature search alone by single pushes only: no packing macro, no optimiser (whose
// positions would blur the counts compared).
SolverOptions singlePushesOnly()
{
    SolverOptions options = featureOnly();
    options.optimisePositionShare = 0;
    options.packingMacroBoxes = 0;
    return options;
}

void verifySolution(const Level &level, const SolverResult &result)
{
    QCOMPARE(result.status, SolverStatus::Solved);
    QCOMPARE(solvertest::replayError(level, result.solution), std::string());
}

} // namespace

class TestSokobanFeatureSearch : public QObject
{
    Q_OBJECT

private slots:
    void packingOrderFillsADeadEndFromTheBack()
    {
        // Three goals at the end of a dead-end corridor, one more in the open: the corridor's
        // far end must be filled before the cells nearer its mouth.
        const Level level = solvertest::levelFrom({
            "########",
            "#...   #",
            "###### #",
            "#  .   #",
            "#  $$$@#",
            "#      #",
            "########",
        });
        const solver::Board board(level);
        const solver::PackingOrder packing(board);
        QCOMPARE(packing.unplaced(), 0);
        QCOMPARE(packing.order().size(), std::size_t(4));
        const int far = packing.indexOf(cellAt(board, level, 1, 1));
        const int middle = packing.indexOf(cellAt(board, level, 2, 1));
        const int mouth = packing.indexOf(cellAt(board, level, 3, 1));
        QVERIFY(far < middle);
        QVERIFY(middle < mouth);
        QVERIFY(packing.indexOf(cellAt(board, level, 3, 3)) >= 0);
        QCOMPARE(packing.indexOf(cellAt(board, level, 4, 3)), -1);
    }

    void packingOrderTakesTheBoxNearestTheWayOutFirst()
    {
        // Taken off backwards, the box the fewest pulls take out of the goal area (to a cell
        // beside no goal) comes off first and so is filled last. The corridor's mouth (3,1) and
        // the room's goal (5,3) each need two pulls; the mouth comes first in board order. Then
        // the room's goal needs two and (2,1) three: past the empty mouth, still a goal, and the
        // cell beside it. Taking the first box in board order that can leave its goal at all
        // would fill the room's goal first.
        const Level level = solvertest::levelFrom({
            "#########",
            "#...    #",
            "####### #",
            "#    .  #",
            "#  $$$$@#",
            "#       #",
            "#########",
        });
        const solver::Board board(level);
        const solver::PackingOrder packing(board);
        QCOMPARE(packing.unplaced(), 0);
        const std::vector<int> expected = {cellAt(board, level, 1, 1), cellAt(board, level, 2, 1),
                                           cellAt(board, level, 5, 3), cellAt(board, level, 3, 1)};
        QCOMPARE(packing.order(), expected);
    }

    void packingOrderPlacesEveryGoalOfABigLevel()
    {
        // 128 x 128, four goals a room (over 500): too many goals to compare every box each
        // round, and the searches out of the goal area spend their work before the end, so the
        // order is finished by the first box that can leave its goal. Every goal still gets its
        // place, once.
        const LevelCollection read = readXsb(bigLevelXsb(128, 128, 4));
        QCOMPARE(read.levels.size(), std::size_t(1));
        const Level &level = read.levels.front().level;
        const solver::Board board(level);
        QVERIFY(board.goals().size() > 500);
        const solver::PackingOrder packing(board);
        QCOMPARE(packing.unplaced(), 0);
        std::vector<int> placed = packing.order();
        std::sort(placed.begin(), placed.end());
        std::vector<int> goals = board.goals();
        std::sort(goals.begin(), goals.end());
        QCOMPARE(placed, goals);
        for (std::size_t i = 0; i < packing.order().size(); ++i) {
            QCOMPARE(packing.indexOf(packing.order()[i]), static_cast<int>(i));
        }
    }

    void goalsNoBoxCanLeaveComeFirstUnplaced()
    {
        // The goal in the notch at the top: a pull down would need the cell under the one
        // below it, a wall, so no box leaves it and the analysis cannot place it.
        const Level level = solvertest::levelFrom({
            "######",
            "##.###",
            "#. $@#",
            "######",
        });
        const solver::Board board(level);
        const solver::PackingOrder packing(board);
        QCOMPARE(packing.order().size(), std::size_t(2));
        QCOMPARE(packing.unplaced(), 1);
        QCOMPARE(packing.order().front(), cellAt(board, level, 2, 1));
        QCOMPARE(packing.indexOf(cellAt(board, level, 1, 2)), 1);
    }

    void featuresOfAPosition()
    {
        const Level level = solvertest::levelFrom({
            "########",
            "#...   #",
            "###### #",
            "#      #",
            "#   @  #",
            "########",
        });
        const solver::Board board(level);
        const solver::PackingOrder packing(board);
        solver::FeatureSpace space(board, packing);
        // The box nearest the mouth on its goal first: two goals before it in the order are
        // empty (out of the plan); it cuts the corridor's far end off the rest.
        std::vector<std::uint8_t> boxAt = boxesOn(board, {cellAt(board, level, 3, 1)});
        solver::FeatureCell cell = space.measure(boxAt.data());
        QCOMPARE(cell.packed, 1);
        QCOMPARE(cell.outOfPlan, 2);
        QCOMPARE(cell.regions, 2);
        // The far end filled first: in the plan, and the floor in one piece.
        boxAt = boxesOn(board, {cellAt(board, level, 1, 1), cellAt(board, level, 2, 1)});
        cell = space.measure(boxAt.data());
        QCOMPARE(cell.packed, 2);
        QCOMPARE(cell.outOfPlan, 0);
        QCOMPARE(cell.regions, 1);
        // Off goals, a box in the open cuts nothing.
        boxAt = boxesOn(board, {cellAt(board, level, 2, 4)});
        cell = space.measure(boxAt.data());
        QCOMPARE(cell, (solver::FeatureCell{0, 1, 0}));
    }

    void movedBoxCountsTheFloorPiecesAFloodCounts()
    {
        // measureMove() counts a child's pieces of floor from its parent's without the box
        // moved; it must count what a flood of the child's floor does. By hand first: a box in
        // the door shuts the right room off, and moved into the room it shuts nothing; a box
        // moved into the corridor's end, a piece of its own behind another box, leaves that
        // piece gone.
        const Level level = solvertest::twoRoomsAndADoor();
        const solver::Board board(level);
        const solver::PackingOrder packing(board);
        solver::FeatureSpace space(board, packing);
        const int door = cellAt(board, level, 4, 2);
        const int room = cellAt(board, level, 6, 2);
        std::vector<std::uint8_t> boxAt = boxesOn(board, {door});
        QCOMPARE(space.measure(boxAt.data()).regions, 2);
        boxAt = boxesOn(board, {room});
        QCOMPARE(space.measureMove(boxAt.data(), 1, door, room).regions, 1);
        boxAt = boxesOn(board, {door});
        QCOMPARE(space.measureMove(boxAt.data(), 2, room, door).regions, 2);
        // Before: the end (1,5) alone behind (2,5), and (5,5) cutting the corridor: four
        // pieces with the rooms'; after, two.
        const int end = cellAt(board, level, 1, 5);
        boxAt = boxesOn(board, {cellAt(board, level, 2, 5), cellAt(board, level, 5, 5)});
        QCOMPARE(space.measure(boxAt.data()).regions, 4);
        boxAt = boxesOn(board, {cellAt(board, level, 2, 5), end});
        QCOMPARE(space.measureMove(boxAt.data(), 3, cellAt(board, level, 5, 5), end).regions, 2);
        QCOMPARE(space.measure(boxAt.data()).regions, 2);

        // Then every move of every box to every free cell, on boxes scattered over real levels.
        std::mt19937 random(32);
        std::uint64_t expansion = 10;
        for (int number = 1; number <= 30; ++number) {
            const Level real = solvertest::microbanLevel(number);
            const solver::Board realBoard(real);
            const solver::PackingOrder realPacking(realBoard);
            solver::FeatureSpace measured(realBoard, realPacking);
            const std::vector<int> &floor = realBoard.floorCells();
            for (int trial = 0; trial < 8; ++trial) {
                std::vector<std::uint8_t> at(static_cast<std::size_t>(realBoard.cellCount()), 0);
                std::vector<int> boxes;
                const int count = 1 + static_cast<int>(random() % (floor.size() / 3 + 1));
                for (int i = 0; i < count; ++i) {
                    const int c = floor[random() % floor.size()];
                    if (!at[static_cast<std::size_t>(c)]) {
                        at[static_cast<std::size_t>(c)] = 1;
                        boxes.push_back(c);
                    }
                }
                ++expansion;
                for (const int from : boxes) {
                    for (const int to : floor) {
                        if (at[static_cast<std::size_t>(to)]) {
                            continue;
                        }
                        at[static_cast<std::size_t>(from)] = 0;
                        at[static_cast<std::size_t>(to)] = 1;
                        const int moved =
                            measured.measureMove(at.data(), expansion, from, to).regions;
                        const int flooded = measured.measure(at.data()).regions;
                        at[static_cast<std::size_t>(to)] = 0;
                        at[static_cast<std::size_t>(from)] = 1;
                        if (moved != flooded) {
                            QFAIL(qPrintable(QStringLiteral("Microban %1: %2 pieces, %3 by a flood")
                                                 .arg(number)
                                                 .arg(moved)
                                                 .arg(flooded)));
                        }
                    }
                }
            }
        }
    }

    void roomConnectivityCountsBlockedPassages()
    {
        // Three rooms: two above joined by a door, the one below joined to each by a passage
        // one wide at the sides.
        const Level level = solvertest::levelFrom({
            "#########",
            "#   #   #",
            "#.      #",
            "#   #   #",
            "# ##### #",
            "#       #",
            "#   @   #",
            "#########",
        });
        const solver::Board board(level);
        const solver::PackingOrder packing(board);
        solver::FeatureSpace space(board, packing, solver::PassageCount::Blocked);
        const std::vector<std::vector<int>> expected =
            oneCellPassages(board, level, {{4, 2}, {1, 4}, {7, 4}});
        QCOMPARE(sortedPassages(space), expected);

        // A box in the door blocks it, though the player walks from one room above to the
        // other through the room below; counted without a way round, nothing is blocked.
        solver::FeatureSpace wayRound(board, packing, solver::PassageCount::BlockedWithoutWayRound);
        QCOMPARE(sortedPassages(wayRound), expected);
        std::vector<std::uint8_t> boxAt = boxesOn(board, {cellAt(board, level, 4, 2)});
        QCOMPARE(space.measure(boxAt.data()).blockedPassages, 1);
        QCOMPARE(wayRound.measure(boxAt.data()).blockedPassages, 0);
        // The door and the left passage: the room above on the left is shut off, both count.
        boxAt = boxesOn(board, {cellAt(board, level, 4, 2), cellAt(board, level, 1, 4)});
        QCOMPARE(space.measure(boxAt.data()).blockedPassages, 2);
        QCOMPARE(wayRound.measure(boxAt.data()).blockedPassages, 2);
        // Both side passages: the floor below cut off, two passages blocked.
        boxAt = boxesOn(board, {cellAt(board, level, 1, 4), cellAt(board, level, 7, 4)});
        solver::FeatureCell cell = space.measure(boxAt.data());
        QCOMPARE(cell.blockedPassages, 2);
        QCOMPARE(cell.regions, 2);
        QCOMPARE(wayRound.measure(boxAt.data()), cell);
        // A box inside a room blocks no passage; a space that does not count them counts none.
        boxAt = boxesOn(board, {cellAt(board, level, 2, 2), cellAt(board, level, 5, 5)});
        QCOMPARE(space.measure(boxAt.data()).blockedPassages, 0);
        QCOMPARE(wayRound.measure(boxAt.data()).blockedPassages, 0);
        solver::FeatureSpace plain(board, packing);
        boxAt = boxesOn(board, {cellAt(board, level, 1, 4), cellAt(board, level, 7, 4)});
        QCOMPARE(plain.measure(boxAt.data()).blockedPassages, 0);
        QVERIFY(plain.passages().empty());
    }

    void pillarInACorridorLeavesAWayRound()
    {
        // A corridor three wide with a pillar in it: the floor above and below the pillar is
        // two passages side by side between the two halves. One box shuts one of them and the
        // player walks round through the other; a box in each shuts the way.
        const Level level = solvertest::levelFrom({
            "#########",
            "#       #",
            "#.@ #   #",
            "#       #",
            "#########",
        });
        const solver::Board board(level);
        const solver::PackingOrder packing(board);
        solver::FeatureSpace space(board, packing, solver::PassageCount::BlockedWithoutWayRound);
        QCOMPARE(sortedPassages(space), oneCellPassages(board, level, {{4, 1}, {4, 3}}));

        solver::FeatureSpace everyBlocked(board, packing, solver::PassageCount::Blocked);
        std::vector<std::uint8_t> boxAt = boxesOn(board, {cellAt(board, level, 4, 1)});
        QCOMPARE(space.measure(boxAt.data()).blockedPassages, 0);
        QCOMPARE(everyBlocked.measure(boxAt.data()).blockedPassages, 1);
        boxAt = boxesOn(board, {cellAt(board, level, 4, 1), cellAt(board, level, 4, 3)});
        const solver::FeatureCell cell = space.measure(boxAt.data());
        QCOMPARE(cell.blockedPassages, 2);
        QCOMPARE(cell.regions, 2);
    }

    void passagesBendButNeitherEndNorLoopBack()
    {
        // A corridor with two bends joins room A (left) to room B (right); a corridor above A
        // leaves it and comes back into it; one off B ends blind. Only the first is a passage.
        const Level level = solvertest::levelFrom({
            "#############",
            "#   #########",
            "# # #########",
            "#   ###   ###",
            "#.@ ###     #",
            "#   ###   ###",
            "## ##### ####",
            "##       ####",
            "#############",
        });
        const solver::Board board(level);
        const solver::PackingOrder packing(board);
        solver::FeatureSpace space(board, packing, solver::PassageCount::Blocked);
        std::vector<int> expected = {cellAt(board, level, 2, 6), cellAt(board, level, 8, 6)};
        for (int x = 2; x <= 8; ++x) {
            expected.push_back(cellAt(board, level, x, 7));
        }
        std::sort(expected.begin(), expected.end());
        QCOMPARE(sortedPassages(space), std::vector<std::vector<int>>{expected});

        // A box on a bend blocks the passage as one on a straight piece does; one in the blind
        // corridor or in the loop blocks none.
        for (const auto &[x, y, blocked] : {std::tuple{2, 7, 1}, std::tuple{5, 7, 1},
                                            std::tuple{11, 4, 0}, std::tuple{2, 1, 0}}) {
            const std::vector<std::uint8_t> boxAt = boxesOn(board, {cellAt(board, level, x, y)});
            QCOMPARE(space.measure(boxAt.data()).blockedPassages, blocked);
        }
    }

    void featureQueueTakesCellsInTurn()
    {
        solver::MemoryAccount account(std::size_t{1} << 20);
        {
            solver::FeatureQueue queue(account);
            QVERIFY(queue.push(7, 5, 1));
            QVERIFY(queue.push(7, 2, 2));
            QVERIFY(queue.push(7, 9, 3));
            QVERIFY(queue.push(3, 4, 4));
            QVERIFY(queue.push(3, 1, 5));
            QCOMPARE(queue.size(), std::size_t(5));
            QCOMPARE(queue.cellCount(), std::size_t(2));
            QVERIFY(account.used() > 0);
            // Cells by key in turn, each its lowest priority first; an emptied cell drops out.
            std::vector<std::uint32_t> popped;
            while (const std::optional<std::uint32_t> id = queue.pop()) {
                popped.push_back(*id);
            }
            QCOMPARE(popped, (std::vector<std::uint32_t>{5, 2, 4, 1, 3}));
            QCOMPARE(queue.cellCount(), std::size_t(0));
        }
        QCOMPARE(account.used(), std::size_t(0));
        // Out of memory: refused, not grown.
        solver::MemoryAccount tiny(16);
        solver::FeatureQueue starved(tiny);
        QVERIFY(!starved.push(1, 1, 1));
        QCOMPARE(starved.size(), std::size_t(0));
    }

    void frontierCellsDifferInTheirOtherFeatures()
    {
        // Two cells at the frontier (2 packed) that differ in floor pieces and blocked
        // passages: each is taken three times in a row, the cell of 1 packed once.
        solver::MemoryAccount account(std::size_t{1} << 20);
        solver::FeatureQueue queue(account, 3);
        const std::uint64_t behind = solver::FeatureCell{1, 1, 0, 0}.key();
        const std::uint64_t open = solver::FeatureCell{2, 1, 0, 0}.key();
        const std::uint64_t shut = solver::FeatureCell{2, 3, 0, 2}.key();
        for (const std::uint32_t id : {0u, 1u}) {
            QVERIFY(queue.push(behind, id, id));
        }
        for (const std::uint32_t id : {10u, 11u, 12u}) {
            QVERIFY(queue.push(open, id, id));
        }
        for (const std::uint32_t id : {20u, 21u, 22u}) {
            QVERIFY(queue.push(shut, id, id));
        }
        std::vector<std::uint32_t> popped;
        while (const std::optional<std::uint32_t> id = queue.pop()) {
            popped.push_back(*id);
        }
        QCOMPARE(popped, (std::vector<std::uint32_t>{0, 10, 11, 12, 20, 21, 22, 1}));
        QCOMPARE(solver::FeatureCell::packedOf(shut), 2);
    }

    void featureQueueStaysAtThePackingFrontier()
    {
        // Cells of 0, 1 and 2 boxes packed (FeatureCell::packedOf), two positions each. Taking
        // three in a row from the frontier (2 packed), the queue goes round 0, 1, 2, 2; when
        // the frontier cell empties, the cell of 1 packed is the frontier.
        solver::MemoryAccount account(std::size_t{1} << 20);
        const std::uint64_t packed[3] = {solver::FeatureCell{0, 1, 0}.key(),
                                         solver::FeatureCell{1, 1, 0}.key(),
                                         solver::FeatureCell{2, 1, 0}.key()};
        for (const int visits : {1, 3}) {
            solver::FeatureQueue queue(account, visits);
            for (std::uint32_t id = 0; id < 6; ++id) {
                QVERIFY(queue.push(packed[id % 3], id, id)); // id 0 and 3 in the first cell
            }
            std::vector<std::uint32_t> popped;
            while (const std::optional<std::uint32_t> id = queue.pop()) {
                popped.push_back(*id);
            }
            if (visits == 1) {
                QCOMPARE(popped, (std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5}));
            } else {
                QCOMPARE(popped, (std::vector<std::uint32_t>{0, 1, 2, 5, 3, 4}));
            }
        }
        QCOMPARE(account.used(), std::size_t(0));
    }

    void featureSearchAloneSolvesAndProves()
    {
        for (const std::vector<std::string> &rows : std::vector<std::vector<std::string>>{
                 {"#######", "#@    #", "# $$  #", "#  # .#", "#   ..#", "#######"},
                 {"########", "#      #", "# $$ @ #", "#..    #", "########"},
                 {"##########", "#@$     .#", "##########"}}) {
            const Level level = solvertest::levelFrom(rows);
            verifySolution(level, Solver(featureOnly()).solve(level));
            SolverOptions advised = featureOnly();
            advised.featureAdvisors = true;
            verifySolution(level, Solver(advised).solve(level));
        }
        // It searches every position in the end, so running dry proves the level lost.
        const Level lost = solvertest::lostLevel();
        const SolverResult result = Solver(featureOnly()).solve(lost);
        QCOMPARE(result.status, SolverStatus::Unsolvable);
        QVERIFY(result.stats.statesExplored > 0);
    }

    void packingMacroPushesABoxStraightOntoTheNextGoal()
    {
        // One box, one goal across the room, round a pillar: with the macro the first expansion
        // already holds the box on its goal; pushed one at a time it takes several.
        const Level level = roomRoundAPillar();
        const SolverOptions single = singlePushesOnly();
        const SolverResult pushByPush = Solver(single).solve(level);
        verifySolution(level, pushByPush);
        QVERIFY(pushByPush.stats.statesExplored > 1);
        SolverOptions macro = single;
        macro.packingMacroBoxes = 1;
        const SolverResult packed = Solver(macro).solve(level);
        verifySolution(level, packed);
        QCOMPARE(packed.stats.statesExplored, std::uint64_t(1));

        // Three goals at the end of a dead-end corridor, filled from the far end by a macro
        // each, round the other boxes (the replay checks every push): far fewer positions.
        const Level corridor = corridorOfThreeGoals();
        const SolverResult filled = Solver(macro).solve(corridor);
        verifySolution(corridor, filled);
        const SolverResult pushed = Solver(single).solve(corridor);
        verifySolution(corridor, pushed);
        QVERIFY(filled.stats.statesExplored * 4 < pushed.stats.statesExplored);
    }

    // Ordered by advice first, the bound only breaking ties (the hand-over's order with
    // SolverOptions::handOverAdviceFirst), the feature search alone still solves, still proves a
    // lost level lost (it is as complete), and takes positions in another order than the
    // advice plus the weighted bound: on some of these levels it expands another number.
    void adviceFirstOrderSolvesProvesAndTakesAnotherOrder()
    {
        SolverOptions weighted = featureOnly();
        weighted.featureAdvisors = true;
        weighted.featureAdviceFirst = false;
        weighted.backwardSearches.clear();
        weighted.optimisePositionShare = 0;
        SolverOptions adviceFirst = weighted;
        adviceFirst.featureAdviceFirst = true;
        int differing = 0;
        for (const int n : {26, 30, 84, 120}) {
            const Level level = solvertest::microbanLevel(n);
            const SolverResult first = Solver(adviceFirst).solve(level);
            verifySolution(level, first);
            const SolverResult bound = Solver(weighted).solve(level);
            verifySolution(level, bound);
            differing += first.stats.statesExplored != bound.stats.statesExplored;
        }
        QVERIFY(differing > 0);
        const Level lost = solvertest::lostLevel();
        QCOMPARE(Solver(adviceFirst).solve(lost).status, SolverStatus::Unsolvable);
    }

    // With SolverOptions::featureBoxMoves a move is a box pushed to any place it can reach, the
    // other boxes staying put, round corners and pillars (FESS's moves): the first expansion
    // already holds the box on its goal across the room, the corridor's three boxes need a
    // handful of expansions where single pushes need many, every solution replays, and a lost
    // level is still found lost.
    void boxMovesTakeABoxAnywhereInOneMove()
    {
        const SolverOptions single = singlePushesOnly();
        SolverOptions boxMoves = single;
        boxMoves.featureBoxMoves = true;
        const Level room = roomRoundAPillar();
        const SolverResult moved = Solver(boxMoves).solve(room);
        verifySolution(room, moved);
        QCOMPARE(moved.stats.statesExplored, std::uint64_t(1));
        QVERIFY(Solver(single).solve(room).stats.statesExplored > 1);

        const Level corridor = corridorOfThreeGoals();
        const SolverResult few = Solver(boxMoves).solve(corridor);
        verifySolution(corridor, few);
        const SolverResult many = Solver(single).solve(corridor);
        verifySolution(corridor, many);
        QVERIFY(few.stats.statesExplored * 4 < many.stats.statesExplored);

        SolverOptions advisedFirst = boxMoves;
        advisedFirst.featureAdvisors = true;
        advisedFirst.featureAdviceFirst = true;
        for (const int n : {26, 30, 84, 120}) {
            const Level level = solvertest::microbanLevel(n);
            verifySolution(level, Solver(boxMoves).solve(level));
            verifySolution(level, Solver(advisedFirst).solve(level));
        }
        QCOMPARE(Solver(boxMoves).solve(solvertest::lostLevel()).status, SolverStatus::Unsolvable);
    }

    void featureSearchSolvesMicrobanLevels()
    {
        const std::vector<LevelEntry> entries =
            readXsbFile(std::string(TESSERA_SOURCE_DIR) + "/resources/levels/microban.xsb").levels;
        QCOMPARE(entries.size(), std::size_t(155));
        // With room connectivity (the default), ordered by advice too, counting passages only
        // without a way round, and without it.
        SolverOptions advised = featureOnly();
        advised.featureAdvisors = true;
        SolverOptions wayRound = featureOnly();
        wayRound.passagesWayRound = true;
        SolverOptions withoutRooms = featureOnly();
        withoutRooms.roomConnectivity = false;
        for (const int n : {1, 30, 84, 120}) {
            const Level &level = entries[static_cast<std::size_t>(n - 1)].level;
            verifySolution(level, Solver(featureOnly()).solve(level));
            verifySolution(level, Solver(advised).solve(level));
            verifySolution(level, Solver(wayRound).solve(level));
            verifySolution(level, Solver(withoutRooms).solve(level));
        }
    }

    void boxesAsMovesChangeNoPositionSearched()
    {
        // Kept as moves from their parents' or whole, the positions' boxes are the same: the
        // feature search, by single pushes and by box moves, expands as many positions, stores
        // as many and finds the same solution. Levels whose boxes whole take more than the 4
        // bytes of a move (where moves are kept).
        const std::vector<LevelEntry> entries =
            readXsbFile(std::string(TESSERA_SOURCE_DIR) + "/resources/levels/microban.xsb").levels;
        // The feature search alone (no backward search beside it, whose share of the counts
        // would depend on timing).
        SolverOptions single = featureOnly();
        single.backwardSearches.clear();
        SolverOptions boxMoves = single;
        boxMoves.featureBoxMoves = true;
        boxMoves.featureAdvisors = true;
        boxMoves.featureAdviceFirst = true;
        for (const int n : {105, 123, 139, 144, 145}) {
            const Level &level = entries[static_cast<std::size_t>(n - 1)].level;
            const solver::Board board(level);
            const solver::ZobristKeys keys(static_cast<std::size_t>(board.cellCount()), 7);
            solver::MemoryAccount account(std::size_t{1} << 20);
            const auto boxes = static_cast<int>(std::count_if(
                level.cells.begin(), level.cells.end(), [](const Cell &c) { return c.box; }));
            QVERIFY(solver::NodeStore(board, boxes, keys, account, false, true).boxesAsMoves());
            for (SolverOptions options : {single, boxMoves}) {
                options.boxesAsMoves = false;
                const SolverResult whole = Solver(options).solve(level);
                options.boxesAsMoves = true;
                const SolverResult moves = Solver(options).solve(level);
                verifySolution(level, moves);
                QCOMPARE(moves.solution, whole.solution);
                QCOMPARE(moves.stats.statesExplored, whole.stats.statesExplored);
                QCOMPARE(moves.stats.statesStored, whole.stats.statesStored);
            }
        }
    }

    void portfolioWithTheFeatureSearchStopsItsLoser()
    {
        // Plain A* alone runs far longer on Microban 153 than this test waits; beside it the
        // feature search finds a solution, and A* must stop for the solve to return. A watchdog
        // cancels after 240 s of processor time spent since the solve began (by all its
        // searches' threads; processor time, so that a loaded machine does not fire it), or at
        // 280 s by the clock, so that a stuck solve fails here rather than QTest's 300 s
        // watchdog aborting the whole program: had it to cancel, the loser was never stopped.
        const std::vector<LevelEntry> entries =
            readXsbFile(std::string(TESSERA_SOURCE_DIR) + "/resources/levels/microban.xsb").levels;
        const Level &level = entries[152].level;
        SolverOptions options;
        options.heuristicWeights = {1};
        options.featureSearchWeight = 10;
        options.parallelSearches = true;
        std::atomic<bool> cancel{false};
        std::atomic<bool> watchdogFired{false};
        std::mutex mutex;
        std::condition_variable finished;
        bool done = false;
        const std::clock_t cpuStart = std::clock();
        const auto wallStart = std::chrono::steady_clock::now();
        std::thread watchdog([&] {
            std::unique_lock<std::mutex> lock(mutex);
            while (!finished.wait_for(lock, std::chrono::seconds(1), [&] { return done; })) {
                if (std::clock() - cpuStart > 240 * CLOCKS_PER_SEC ||
                    std::chrono::steady_clock::now() - wallStart > std::chrono::seconds(280)) {
                    watchdogFired.store(true);
                    cancel.store(true);
                    return;
                }
            }
        });
        const SolverResult result = Solver(options).solve(level, cancel);
        {
            const std::lock_guard<std::mutex> lock(mutex);
            done = true;
        }
        finished.notify_all();
        watchdog.join();
        QVERIFY(!watchdogFired.load());
        verifySolution(level, result);
    }
};

QTEST_GUILESS_MAIN(TestSokobanFeatureSearch)
#include "tst_sokoban_feature_search.moc"
