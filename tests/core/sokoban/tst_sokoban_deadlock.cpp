// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// DeadlockDetector: dead squares and freeze deadlocks on hand-made positions, and the near misses
// that are not dead.

#include "SolverTestLevels.h"
#include "sokoban/solver/DeadlockDetector.h"

#include <QTest>

using namespace tessera::sokoban;

namespace {

std::vector<int> boxesOf(const Level &level)
{
    std::vector<int> boxes;
    for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
        if (level.cells[static_cast<std::size_t>(i)].box) {
            boxes.push_back(i);
        }
    }
    return boxes;
}

std::optional<Deadlock> checkRows(const std::vector<std::string> &rows)
{
    const Level level = solvertest::levelFrom(rows);
    return DeadlockDetector(level).check(level);
}

std::vector<int> cells(const Level &level, std::initializer_list<std::pair<int, int>> xy)
{
    std::vector<int> result;
    for (const auto &[x, y] : xy) {
        result.push_back(level.index(x, y));
    }
    std::sort(result.begin(), result.end());
    return result;
}

} // namespace

class TestSokobanDeadlock : public QObject
{
    Q_OBJECT

private slots:
    void deadSquaresOfAnOpenRoom()
    {
        // One goal in the middle row: a box touching a wall can only slide along it, and no
        // wall row or column holds a goal; the middle row's inner cells are all that is left.
        const Level level = solvertest::levelFrom({
            "#######",
            "#@    #",
            "# .   #",
            "#     #",
            "#######",
        });
        const DeadlockDetector detector(level);
        const std::vector<bool> &dead = detector.deadSquares();
        QCOMPARE(dead.size(), std::size_t(7 * 5));
        for (int y = 0; y < level.height; ++y) {
            for (int x = 0; x < level.width; ++x) {
                const bool floor = level.at(x, y).terrain == Terrain::Floor;
                const bool live = y == 2 && x >= 2 && x <= 4;
                QCOMPARE(dead[static_cast<std::size_t>(level.index(x, y))], floor && !live);
                QCOMPARE(detector.isDeadSquare(level.index(x, y)), floor && !live);
            }
        }
        QCOMPARE(deadSquares(level), dead);
    }

    void goalsAlongAWallKeepItAlive()
    {
        const Level level = solvertest::levelFrom({
            "########",
            "#@   . #",
            "#      #",
            "#   .  #",
            "########",
        });
        const DeadlockDetector detector(level);
        // The top row has a goal: its cells are alive except the corners; the bottom row too.
        QVERIFY(!detector.isDeadSquare(level.index(2, 1)));
        QVERIFY(!detector.isDeadSquare(level.index(4, 1)));
        QVERIFY(detector.isDeadSquare(level.index(1, 1)));
        QVERIFY(detector.isDeadSquare(level.index(6, 1)));
        QVERIFY(detector.isDeadSquare(level.index(6, 3)));
        QVERIFY(!detector.isDeadSquare(level.index(2, 3)));
        // Left and right columns have no goal.
        QVERIFY(detector.isDeadSquare(level.index(1, 2)));
        QVERIFY(detector.isDeadSquare(level.index(6, 2)));
        QVERIFY(!detector.isDeadSquare(level.index(3, 2)));
        // Walls and cells off the board are never dead squares.
        QVERIFY(!detector.isDeadSquare(level.index(0, 0)));
        QVERIFY(!detector.isDeadSquare(-1));
        QVERIFY(!detector.isDeadSquare(10000));
    }

    void deadSquaresOfATurningCorridor()
    {
        // The goal is at the end of a corridor that turns: a box in the first leg can be pushed
        // to the corner, but nobody can stand above it to push it down the second leg.
        const Level level = solvertest::levelFrom({
            "#######",
            "#@    #",
            "##### #",
            "    #.#",
            "    ###",
        });
        const DeadlockDetector detector(level);
        QVERIFY(detector.isDeadSquare(level.index(3, 1)));
        QVERIFY(detector.isDeadSquare(level.index(5, 1)));
        QVERIFY(!detector.isDeadSquare(level.index(5, 2)));
        QVERIFY(!detector.isDeadSquare(level.index(5, 3)));
    }

    void boxInACornerOffGoal()
    {
        const Level level = solvertest::levelFrom({
            "######",
            "#$   #",
            "#  @ #",
            "#  . #",
            "######",
        });
        const auto deadlock = DeadlockDetector(level).check(level);
        QVERIFY(deadlock);
        QCOMPARE(deadlock->kind, DeadlockKind::BoxInCorner);
        QCOMPARE(deadlock->cells, cells(level, {{1, 1}}));
    }

    void boxInACornerOnGoalIsFine()
    {
        QVERIFY(!checkRows({
            "######",
            "#*   #",
            "#  @ #",
            "#    #",
            "######",
        }));
    }

    void boxOnADeadSquareAlongAWall()
    {
        const Level level = solvertest::levelFrom({
            "#######",
            "#  $  #",
            "#  @  #",
            "#  .  #",
            "#######",
        });
        const auto deadlock = DeadlockDetector(level).check(level);
        QVERIFY(deadlock);
        QCOMPARE(deadlock->kind, DeadlockKind::BoxOnDeadSquare);
        QCOMPARE(deadlock->cells, cells(level, {{3, 1}}));
    }

    void boxAlongAWallWithAGoalIsFine()
    {
        QVERIFY(!checkRows({
            "#######",
            "#  $ .#",
            "#  @  #",
            "#     #",
            "#######",
        }));
    }

    void twoBoxesSideBySideAgainstAWall()
    {
        // Goals along the wall so neither cell is a dead square: the pair itself is the trap.
        const Level level = solvertest::levelFrom({
            "########",
            "#. $$ .#",
            "#  @   #",
            "#      #",
            "########",
        });
        const DeadlockDetector detector(level);
        QVERIFY(!detector.isDeadSquare(level.index(3, 1)));
        QVERIFY(!detector.isDeadSquare(level.index(4, 1)));
        const auto deadlock = detector.check(level);
        QVERIFY(deadlock);
        QCOMPARE(deadlock->kind, DeadlockKind::Block2x2);
        QCOMPARE(deadlock->cells, cells(level, {{3, 1}, {4, 1}}));
        // The same, found by the check after the push that made it.
        QCOMPARE(detector.checkPush(boxesOf(level), level.index(4, 1)), deadlock);
    }

    void twoBoxesAgainstAWallOnGoalsAreFine()
    {
        QVERIFY(!checkRows({
            "########",
            "#  ** .#",
            "#  @   #",
            "#     .#",
            "########",
        }));
    }

    void oneOfTwoBoxesOffGoalIsStillDead()
    {
        // The pushed box reached its goal, but froze its neighbour off goal.
        const Level level = solvertest::levelFrom({
            "########",
            "#. $* .#",
            "#  @   #",
            "#      #",
            "########",
        });
        const auto deadlock = DeadlockDetector(level).checkPush(boxesOf(level), level.index(4, 1));
        QVERIFY(deadlock);
        QCOMPARE(deadlock->cells, cells(level, {{3, 1}, {4, 1}}));
    }

    void twoBoxesSideBySideInTheOpenAreFine()
    {
        QVERIFY(!checkRows({
            "########",
            "#      #",
            "#  $$  #",
            "#  @ ..#",
            "########",
        }));
    }

    void twoByTwoBlockOfBoxes()
    {
        const Level level = solvertest::levelFrom({
            "#########",
            "#       #",
            "#  $$   #",
            "#  $$ @ #",
            "#    .. #",
            "#    .. #",
            "#       #",
            "#########",
        });
        const auto deadlock = DeadlockDetector(level).check(level);
        QVERIFY(deadlock);
        QCOMPARE(deadlock->kind, DeadlockKind::Block2x2);
        QCOMPARE(deadlock->cells, cells(level, {{3, 2}, {4, 2}, {3, 3}, {4, 3}}));
    }

    void twoByTwoBlockOnGoalsIsFine()
    {
        QVERIFY(!checkRows({
            "#########",
            "#       #",
            "#  **   #",
            "#  ** @ #",
            "#       #",
            "#########",
        }));
    }

    void freezeChainAcrossFiveBoxes()
    {
        // Each box is held on one axis by a wall or the box before it and on the other by the
        // next box; the last one by walls. No 2x2 square and no dead square: only following
        // the chain shows it.
        const std::vector<std::string> rows = {
            "########", "# #    #", "# $$   #", "#  $$  #", "#   $# #", "#.....@#", "########",
        };
        const Level level = solvertest::levelFrom(rows);
        const DeadlockDetector detector(level);
        for (const int b : boxesOf(level)) {
            QVERIFY(!detector.isDeadSquare(b));
        }
        const auto deadlock = detector.check(level);
        QVERIFY(deadlock);
        QCOMPARE(deadlock->kind, DeadlockKind::FrozenBoxes);
        QCOMPARE(deadlock->cells, cells(level, {{2, 2}, {3, 2}, {3, 3}, {4, 3}, {4, 4}}));
        // Found from either end of the chain after a push.
        QCOMPARE(detector.checkPush(boxesOf(level), level.index(2, 2)), deadlock);
        QCOMPARE(detector.checkPush(boxesOf(level), level.index(4, 4)), deadlock);
    }

    void freezeChainOnGoalsIsFine()
    {
        QVERIFY(!checkRows({
            "########",
            "# #    #",
            "# **   #",
            "#  **  #",
            "#   *# #",
            "#     @#",
            "########",
        }));
    }

    void brokenFreezeChainIsFine()
    {
        // Without the wall beside the last box, it can move sideways, and so can all the others.
        QVERIFY(!checkRows({
            "########",
            "# #    #",
            "# $$   #",
            "#  $$  #",
            "#   $  #",
            "#.....@#",
            "########",
        }));
    }

    void deadSquaresOnlyOneCanReachPushTheBoxToTheSide()
    {
        // A box pushed from the left onto the middle cell leaves the player on the left, and
        // the pocket above it (the only place to push it down from) is cut off: the side cells
        // are dead although a box could roll through the middle if walls were all that counted.
        const Level level = solvertest::levelFrom({
            "#######",
            "###@###",
            "#     #",
            "### ###",
            "###.###",
            "#######",
        });
        const DeadlockDetector detector(level);
        QVERIFY(!detector.isDeadSquare(level.index(3, 2)));
        QVERIFY(!detector.isDeadSquare(level.index(3, 3)));
        QVERIFY(detector.isDeadSquare(level.index(2, 2)));
        QVERIFY(detector.isDeadSquare(level.index(4, 2)));
        QVERIFY(detector.isDeadSquare(level.index(1, 2)));
    }

    void boxesHeldByDeadSquaresAreFrozen()
    {
        // The upper box can only move sideways onto dead squares (corners) or down onto the
        // lower box, which sits in a corridor and can only be pushed from where the upper box
        // stands: neither can ever move usefully again.
        const Level level = solvertest::levelFrom({
            "#######",
            "###@###",
            "##   ##",
            "###$###",
            "###.###",
            "###.###",
            "#######",
        });
        Level position = level;
        position.at(3, 2).box = true;
        const DeadlockDetector detector(level);
        QVERIFY(detector.isDeadSquare(level.index(2, 2)));
        QVERIFY(detector.isDeadSquare(level.index(4, 2)));
        QVERIFY(!detector.isDeadSquare(level.index(3, 2)));
        QVERIFY(!detector.isDeadSquare(level.index(3, 3)));
        const auto deadlock = detector.check(position);
        QVERIFY(deadlock);
        QCOMPARE(deadlock->kind, DeadlockKind::FrozenBoxes);
        QCOMPARE(deadlock->cells, cells(level, {{3, 2}, {3, 3}}));
        // Both on goals: nothing to report.
        Level onGoals = position;
        onGoals.at(3, 2).goal = true;
        onGoals.at(3, 3).goal = true;
        QVERIFY(!DeadlockDetector(onGoals).check(onGoals));
    }

    void badInputIsIgnored()
    {
        Level level = solvertest::levelFrom({
            "#####",
            "#@$.#",
            "#####",
        });
        const DeadlockDetector detector(level);
        QVERIFY(!detector.check(std::vector<int>{-5, 999, level.index(0, 0)}));
        QVERIFY(!detector.checkPush({level.index(2, 1)}, -1));
        QVERIFY(!detector.checkPush({level.index(2, 1)}, 12345));
        // A position of another size has no boxes for this level.
        QVERIFY(!detector.check(Level(3, 3)));
        // A malformed level: too few cells for its size, or absurd sizes.
        Level broken = level;
        broken.cells.resize(4);
        QVERIFY(DeadlockDetector(broken).deadSquares().size() == std::size_t(5 * 3));
        Level absurd;
        absurd.width = 1000;
        absurd.height = -3;
        QVERIFY(DeadlockDetector(absurd).deadSquares().empty());
    }

    void kindNamesAreStable()
    {
        QCOMPARE(deadlockKindName(DeadlockKind::BoxInCorner), std::string_view("box-in-corner"));
        QCOMPARE(deadlockKindName(DeadlockKind::BoxOnDeadSquare),
                 std::string_view("box-on-dead-square"));
        QCOMPARE(deadlockKindName(DeadlockKind::Block2x2), std::string_view("block-2x2"));
        QCOMPARE(deadlockKindName(DeadlockKind::FrozenBoxes), std::string_view("frozen-boxes"));
    }
};

QTEST_APPLESS_MAIN(TestSokobanDeadlock)
#include "tst_sokoban_deadlock.moc"
