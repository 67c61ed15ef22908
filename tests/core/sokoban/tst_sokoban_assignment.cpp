// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The solver's lower bound matches boxes to goals at the least total distance
// (solver::Assignment): checked against every matching of small random matrices, with
// impossible pairs and more goals than boxes, and the one-row re-solve a push makes against a
// whole solve of the changed matrix.

#include "sokoban/solver/Assignment.h"

#include <QString>
#include <QTest>
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

using tessera::sokoban::solver::Assignment;

namespace {

using Matrix = std::vector<std::vector<std::int64_t>>;

// The least total over every way of giving each row its own column; Assignment::infinite when
// each uses an infinite entry.
std::int64_t cheapestByTryingAll(const Matrix &m, int columns)
{
    std::vector<int> order(static_cast<std::size_t>(columns));
    std::iota(order.begin(), order.end(), 0);
    std::int64_t best = Assignment::infinite;
    do {
        std::int64_t sum = 0;
        for (std::size_t r = 0; r < m.size(); ++r) {
            sum += std::min(m[r][static_cast<std::size_t>(order[r])], Assignment::infinite);
        }
        best = std::min(best, sum >= Assignment::infinite ? Assignment::infinite : sum);
    } while (std::next_permutation(order.begin(), order.end()));
    return best;
}

Matrix randomMatrix(std::mt19937 &random, int rows, int columns, int infinitePercent)
{
    std::uniform_int_distribution<int> cost(0, 60);
    std::uniform_int_distribution<int> percent(0, 99);
    Matrix m(static_cast<std::size_t>(rows), std::vector<std::int64_t>(columns));
    for (auto &row : m) {
        for (auto &v : row) {
            v = percent(random) < infinitePercent ? Assignment::infinite : cost(random);
        }
    }
    return m;
}

std::int64_t solveMatrix(Assignment &a, const Matrix &m, int columns)
{
    return a.solve(static_cast<int>(m.size()), columns, [&](int r, int c) {
        return m[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
    });
}

} // namespace

class TestSokobanAssignment : public QObject
{
    Q_OBJECT

private slots:
    void solveFindsTheCheapestMatching()
    {
        std::mt19937 random(32);
        Assignment a; // one instance for all, as a search keeps it
        int impossible = 0;
        for (int round = 0; round < 600; ++round) {
            const int columns = 1 + round % 7;
            const int rows = 1 + (round / 7) % columns;
            const Matrix m = randomMatrix(random, rows, columns, round % 3 == 0 ? 40 : 5);
            const std::int64_t expected = cheapestByTryingAll(m, columns);
            impossible += expected == Assignment::infinite ? 1 : 0;
            QCOMPARE(solveMatrix(a, m, columns), expected);
        }
        QVERIFY(impossible > 10); // the impossible case was met, not only the others
        QCOMPARE(a.solve(3, 2, [](int, int) { return std::int64_t{1}; }), Assignment::infinite);
        QCOMPARE(a.solve(0, 4, [](int, int) { return std::int64_t{1}; }), std::int64_t{0});
    }

    void aRowResolvedIsTheWholeSolveOfTheChangedMatrix()
    {
        std::mt19937 random(41);
        Assignment a;
        Assignment fresh;
        std::uniform_int_distribution<int> cost(0, 60);
        for (int round = 0; round < 200; ++round) {
            const int columns = 2 + round % 7;
            // Square, or one or two goals to spare.
            const int rows = std::max(1, columns - (round / 7) % 3);
            const Matrix m = randomMatrix(random, rows, columns, 10);
            (void)solveMatrix(a, m, columns);
            a.save();
            // Several children of the same position, a solve of another matrix between two.
            for (int child = 0; child < 4; ++child) {
                Matrix changed = m;
                const int row = static_cast<int>(random() % static_cast<unsigned>(rows));
                // Mostly new costs; the third child's row the same but dearer everywhere (a box
                // pushed a cell further from every goal), which keeps the goal it had.
                const int dearer = cost(random);
                for (auto &v : changed[static_cast<std::size_t>(row)]) {
                    v = child == 2 ? v + dearer : cost(random);
                }
                const std::int64_t expected = cheapestByTryingAll(changed, columns);
                QCOMPARE(a.resolveRow(row,
                                      [&](int c) {
                                          return changed[static_cast<std::size_t>(row)]
                                                        [static_cast<std::size_t>(c)];
                                      }),
                         expected);
                QCOMPARE(solveMatrix(fresh, changed, columns), expected);
                if (child == 1) {
                    (void)solveMatrix(a, randomMatrix(random, 3, 5, 0), 5);
                }
            }
        }
    }

    // A search's positions one after another: boxes (keys) from a pool, each with its own
    // costs on each of two boards (families), most kept from one position to the next, now and
    // then a box more or less, a change of board, or a re-solved row between them, as the
    // searches do. Each is checked against every matching, and most must have started from
    // the last.
    void aKeyedSolveStartsFromTheLastAndIsTheMinimum()
    {
        std::mt19937 random(99);
        std::uniform_int_distribution<int> cost(0, 40);
        Assignment a;
        int solves = 0;
        for (int run = 0; run < 40; ++run) {
            const int columns = 3 + run % 5;
            constexpr int pool = 12;
            std::vector<Matrix> costOfKey(
                2, Matrix(pool, std::vector<std::int64_t>(static_cast<std::size_t>(columns))));
            for (Matrix &board : costOfKey) {
                for (auto &line : board) {
                    for (auto &v : line) {
                        v = random() % 8 == 0 ? Assignment::infinite : cost(random);
                    }
                }
            }
            std::vector<int> keys(pool);
            std::iota(keys.begin(), keys.end(), 0);
            std::shuffle(keys.begin(), keys.end(), random);
            keys.resize(static_cast<std::size_t>(std::max(1, columns - run % 3)));
            const auto freshKey = [&] {
                int fresh = 0;
                do {
                    fresh = static_cast<int>(random() % pool);
                } while (std::find(keys.begin(), keys.end(), fresh) != keys.end());
                return fresh;
            };
            for (int step = 0; step < 60; ++step) {
                if (step % 13 == 6 && keys.size() > 1) {
                    keys.erase(keys.begin() + static_cast<std::ptrdiff_t>(random() % keys.size()));
                } else if (step % 13 == 12 && static_cast<int>(keys.size()) < columns) {
                    keys.push_back(freshKey());
                } else {
                    for (int moved = 0; moved <= step % 2; ++moved) {
                        keys[random() % keys.size()] = freshKey();
                    }
                }
                const int board = step % 11 == 10 ? 1 : 0;
                const auto family = static_cast<std::uintptr_t>(2 * run + board + 1);
                std::vector<int> sorted = keys;
                std::sort(sorted.begin(), sorted.end());
                Matrix m;
                for (const int k : sorted) {
                    m.push_back(
                        costOfKey[static_cast<std::size_t>(board)][static_cast<std::size_t>(k)]);
                }
                const int rows = static_cast<int>(m.size());
                QCOMPARE(a.solve(
                             rows, columns,
                             [&](int r, int c) {
                                 return m[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
                             },
                             [&](int r) { return sorted[static_cast<std::size_t>(r)]; }, family),
                         cheapestByTryingAll(m, columns));
                ++solves;
                if (step % 3 == 0) {
                    // A child's row re-solved from this position, as the forward search does.
                    a.save();
                    const auto row = static_cast<std::size_t>(random() % m.size());
                    Matrix child = m;
                    for (auto &v : child[row]) {
                        v = cost(random);
                    }
                    QCOMPARE(a.resolveRow(
                                 static_cast<int>(row),
                                 [&](int c) { return child[row][static_cast<std::size_t>(c)]; }),
                             cheapestByTryingAll(child, columns));
                }
            }
        }
        // Not only a first solve of each run, a change of board or of box count.
        QVERIFY2(a.carriedSolves() * 2 > static_cast<std::uint64_t>(solves),
                 qPrintable(QStringLiteral("%1 of %2").arg(a.carriedSolves()).arg(solves)));
    }

    // A long chain of carried solves (a search makes millions) stays the minimum: the same as
    // a solve from nothing, each time.
    void aLongChainOfCarriedSolvesStaysExact()
    {
        std::mt19937 random(7);
        std::uniform_int_distribution<int> cost(0, 500);
        constexpr int columns = 9;
        constexpr int pool = 40;
        Matrix costOfKey(pool, std::vector<std::int64_t>(columns));
        for (auto &line : costOfKey) {
            for (auto &v : line) {
                v = cost(random);
            }
        }
        std::vector<int> keys{0, 1, 2, 3, 4, 5, 6, 7};
        Assignment carried;
        Assignment fresh;
        for (int step = 0; step < 50000; ++step) {
            int k = 0;
            do {
                k = static_cast<int>(random() % pool);
            } while (std::find(keys.begin(), keys.end(), k) != keys.end());
            keys[random() % keys.size()] = k;
            const auto cellCost = [&](int r, int c) {
                return costOfKey[static_cast<std::size_t>(keys[static_cast<std::size_t>(r)])]
                                [static_cast<std::size_t>(c)];
            };
            const auto rows = static_cast<int>(keys.size());
            const std::int64_t expected = fresh.solve(rows, columns, cellCost);
            const std::int64_t got = carried.solve(
                rows, columns, cellCost, [&](int r) { return keys[static_cast<std::size_t>(r)]; },
                1);
            if (got != expected) {
                QFAIL(qPrintable(
                    QStringLiteral("step %1: %2, not %3").arg(step).arg(got).arg(expected)));
            }
        }
        QCOMPARE(carried.carriedSolves(), std::uint64_t(49999));
    }
};

QTEST_GUILESS_MAIN(TestSokobanAssignment)
#include "tst_sokoban_assignment.moc"
