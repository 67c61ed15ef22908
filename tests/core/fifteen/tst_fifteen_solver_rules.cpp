// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The solvers' position rules (PositionRules.h) and solution text (SolutionText.h).

#include "fifteen/solver/PositionRules.h"
#include "fifteen/solver/SolutionText.h"
#include "tst_fifteen_solver_support.h"

#include <QTest>

using namespace tessera::fifteen;
using tessera::Direction;

class TestFifteenSolverRules : public QObject
{
    Q_OBJECT

private slots:
    void invalidPositionsAreNamed_data()
    {
        QTest::addColumn<std::vector<int>>("tiles");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<QString>("expected");
        QTest::newRow("too small") << std::vector<int>{1, 0} << 2 << 1 << "not 2x1";
        QTest::newRow("too large") << std::vector<int>(81) << 9 << 9 << "not 9x9";
        QTest::newRow("count") << std::vector<int>{1, 2, 3, 0, 4} << 2 << 2
                               << "has 4 cells, but 5 numbers";
        QTest::newRow("range") << std::vector<int>{1, 2, 7, 0} << 2 << 2
                               << "number 7 at row 2, column 1 is outside 0..3";
        QTest::newRow("negative") << std::vector<int>{1, -2, 3, 0} << 2 << 2
                                  << "number -2 at row 1, column 2";
        QTest::newRow("twice") << std::vector<int>{1, 2, 2, 0} << 2 << 2
                               << "number 2 appears twice, at row 1, column 2 and at row 2, "
                                  "column 1";
    }

    void invalidPositionsAreNamed()
    {
        QFETCH(std::vector<int>, tiles);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(QString, expected);
        const auto error = positionError(tiles, width, height);
        QVERIFY(error.has_value());
        QVERIFY2(QString::fromStdString(*error).contains(expected), error->c_str());
    }

    void validPositionsPass()
    {
        QVERIFY(!positionError(goalTiles(4, 4), 4, 4));
        QVERIFY(!positionError({3, 1, 0, 2}, 2, 2));
        QVERIFY(!positionError(goalTiles(8, 8), 8, 8));
        QVERIFY(!positionError(goalTiles(3, 7), 3, 7));
    }

    void goalIsReadingOrderWithEmptyLast()
    {
        QCOMPARE(goalTiles(3, 2), (std::vector<int>{1, 2, 3, 4, 5, 0}));
        QVERIFY(isGoal(goalTiles(5, 3)));
        QVERIFY(!isGoal({1, 2, 0, 3}));
    }

    // Exactly the positions reachable from the goal are solvable.
    void solvabilityMatchesReachability()
    {
        for (const auto &[w, h] : {std::pair{2, 2}, {2, 3}, {3, 2}, {3, 3}}) {
            const solvertest::SmallBoardDistances distances(w, h);
            std::vector<int> tiles = goalTiles(w, h);
            std::sort(tiles.begin(), tiles.end());
            std::size_t solvable = 0;
            do {
                const bool reachable = distances.distance(tiles) >= 0;
                QCOMPARE(isSolvable(tiles, w, h), reachable);
                solvable += reachable ? 1 : 0;
            } while (std::next_permutation(tiles.begin(), tiles.end()));
            QCOMPARE(solvable, distances.reachable());
            QVERIFY(solvable > 0);
        }
    }

    void solvabilityOnLargeBoards()
    {
        std::vector<int> tiles = goalTiles(4, 4);
        std::swap(tiles[0], tiles[1]); // the classic 14-15 style swap
        QVERIFY(!isSolvable(tiles, 4, 4));
        std::mt19937 rng(7);
        for (const auto &[w, h] : {std::pair{4, 4}, {5, 3}, {8, 8}, {3, 7}})
            QVERIFY(isSolvable(solvertest::randomWalk(w, h, 200, rng), w, h));
    }

    // Each letter names the way the tile slides, as the arrow key that moves it.
    void movesSlideTheTileTheNamedWay()
    {
        // 1 2 3
        // 4 5 6
        // 7 8 .
        const std::vector<int> goal = goalTiles(3, 3);
        const auto right = applyMoves(goal, 3, 3, {Direction::Right});
        QCOMPARE(std::get<std::vector<int>>(right), (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 0, 8}));
        const auto down = applyMoves(goal, 3, 3, {Direction::Down});
        QCOMPARE(std::get<std::vector<int>>(down), (std::vector<int>{1, 2, 3, 4, 5, 0, 7, 8, 6}));
        const auto back = applyMoves(goal, 3, 3, {Direction::Right, Direction::Left});
        QCOMPARE(std::get<std::vector<int>>(back), goal);
    }

    void impossibleMovesAreRefusedByNumber()
    {
        const auto result = applyMoves(goalTiles(3, 3), 3, 3, {Direction::Right, Direction::Up});
        const auto *error = std::get_if<Error>(&result);
        QVERIFY(error);
        QVERIFY2(QString::fromStdString(error->message).contains("move 2 (U)"),
                 error->message.c_str());
        QVERIFY(std::holds_alternative<Error>(applyMoves({1, 1, 0, 2}, 2, 2, {})));
    }

    void solutionTextRoundTrips()
    {
        const std::vector<Direction> moves{Direction::Up, Direction::Down, Direction::Left,
                                           Direction::Right, Direction::Right};
        QCOMPARE(solutionString(moves), std::string("UDLRR"));
        QCOMPARE(parseSolution("UDLRR"), std::optional<std::vector<Direction>>(moves));
        QCOMPARE(parseSolution("udlrr"), std::optional<std::vector<Direction>>(moves));
        QCOMPARE(solutionString({}), std::string());
        QVERIFY(!parseSolution("UDX").has_value());
        QVERIFY(!parseSolution("U D").has_value());
    }
};

QTEST_APPLESS_MAIN(TestFifteenSolverRules)
#include "tst_fifteen_solver_rules.moc"
