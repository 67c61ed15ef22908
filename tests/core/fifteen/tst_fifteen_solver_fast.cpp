// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The fast solver (ReductionSolver.h): a legal solution for every solvable position of every
// size from 2x2 to 8x8, replayed to the goal.

#include "fifteen/solver/PositionRules.h"
#include "fifteen/solver/ReductionSolver.h"
#include "tst_fifteen_solver_support.h"

#include <QTest>

using namespace tessera::fifteen;

class TestFifteenSolverFast : public QObject
{
    Q_OBJECT

private slots:
    void solvesRandomPositionsOfEverySize()
    {
        std::mt19937 rng(2024);
        for (int width = 2; width <= 8; ++width) {
            for (int height = 2; height <= 8; ++height) {
                const int samples = width * height <= 16 ? 12 : 4;
                for (int i = 0; i < samples; ++i) {
                    const auto tiles = solvertest::randomSolvable(width, height, rng);
                    const auto moves = solveByReduction(tiles, width, height);
                    QVERIFY2(moves.has_value(),
                             qPrintable(
                                 QStringLiteral("%1x%2 sample %3").arg(width).arg(height).arg(i)));
                    QVERIFY2(solvertest::solves(tiles, width, height, *moves),
                             qPrintable(QStringLiteral("%1x%2 sample %3 does not replay")
                                            .arg(width)
                                            .arg(height)
                                            .arg(i)));
                }
            }
        }
    }

    // Thin boards exercise the two-tile endings in a two-wide strip.
    void solvesOddShapes_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("3x7") << 3 << 7;
        QTest::newRow("7x3") << 7 << 3;
        QTest::newRow("2x8") << 2 << 8;
        QTest::newRow("8x2") << 8 << 2;
        QTest::newRow("2x5") << 2 << 5;
        QTest::newRow("5x2") << 5 << 2;
    }

    void solvesOddShapes()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        std::mt19937 rng(static_cast<unsigned>(width * 100 + height));
        for (int i = 0; i < 60; ++i) {
            const auto tiles = solvertest::randomSolvable(width, height, rng);
            const auto moves = solveByReduction(tiles, width, height);
            QVERIFY(moves.has_value());
            QVERIFY(solvertest::solves(tiles, width, height, *moves));
        }
    }

    // Every position of the small boards, where all the special cases are few enough to try.
    void solvesEveryPositionOf2x3And3x2()
    {
        for (const auto &[width, height] : {std::pair{2, 3}, {3, 2}, {2, 2}}) {
            std::vector<int> tiles = goalTiles(width, height);
            std::sort(tiles.begin(), tiles.end());
            int solved = 0;
            do {
                if (!isSolvable(tiles, width, height))
                    continue;
                const auto moves = solveByReduction(tiles, width, height);
                QVERIFY(moves && solvertest::solves(tiles, width, height, *moves));
                ++solved;
            } while (std::next_permutation(tiles.begin(), tiles.end()));
            QCOMPARE(solved, width * height == 4 ? 12 : 360);
        }
    }

    void positionsNearTheGoal()
    {
        for (const auto &[width, height] : {std::pair{4, 4}, {6, 5}, {8, 8}, {2, 7}}) {
            const auto none = solveByReduction(goalTiles(width, height), width, height);
            QVERIFY(none && none->empty());
            std::mt19937 rng(static_cast<unsigned>(width + height));
            for (int steps = 1; steps <= 6; ++steps) {
                const auto tiles = solvertest::randomWalk(width, height, steps, rng);
                const auto moves = solveByReduction(tiles, width, height);
                QVERIFY(moves && solvertest::solves(tiles, width, height, *moves));
            }
        }
        // One move away: the move back, and nothing else.
        std::vector<int> tiles = goalTiles(5, 5);
        std::swap(tiles[24], tiles[23]);
        const auto moves = solveByReduction(tiles, 5, 5);
        QVERIFY(moves);
        QCOMPARE(*moves, std::vector<tessera::Direction>{tessera::Direction::Left});
    }

    // Not shortest, but not wasteful either: on 4x4 well under three times the optimum.
    void solutionsAreReasonablyShort()
    {
        std::size_t total = 0;
        std::size_t optimum = 0;
        for (const auto &known : solvertest::easyKorfPositions()) {
            const auto moves = solveByReduction(known.tiles, 4, 4);
            QVERIFY(moves && solvertest::solves(known.tiles, 4, 4, *moves));
            total += moves->size();
            optimum += static_cast<std::size_t>(known.optimal);
        }
        QVERIFY2(total < 3 * optimum,
                 qPrintable(QStringLiteral("%1 moves for %2 optimal").arg(total).arg(optimum)));
        // No move undoes the one before it.
        std::mt19937 rng(1);
        const auto tiles = solvertest::randomSolvable(7, 7, rng);
        const auto moves = solveByReduction(tiles, 7, 7);
        QVERIFY(moves);
        for (std::size_t i = 1; i < moves->size(); ++i)
            QVERIFY((*moves)[i] != tessera::opposite((*moves)[i - 1]));
    }
};

QTEST_APPLESS_MAIN(TestFifteenSolverFast)
#include "tst_fifteen_solver_fast.moc"
