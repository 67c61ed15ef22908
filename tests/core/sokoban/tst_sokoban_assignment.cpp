// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The solver's lower bound matches boxes to goals at the least total distance
// (solver::Assignment): checked against every matching of small random matrices, with
// impossible pairs and more goals than boxes, and the one-row re-solve a push makes against a
// whole solve of the changed matrix.

#include "sokoban/solver/Assignment.h"

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
                for (auto &v : changed[static_cast<std::size_t>(row)]) {
                    v = cost(random);
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
    // costs, most kept from one position to the next, now and then a board change (another
    // family) or a re-solved row between them, as the searches do.
    void aKeyedSolveStartsFromTheLastAndIsTheMinimum()
    {
        std::mt19937 random(99);
        std::uniform_int_distribution<int> cost(0, 40);
        Assignment a;
        int warm = 0;
        for (int run = 0; run < 40; ++run) {
            const int columns = 3 + run % 5;
            const int rows = std::max(1, columns - run % 3);
            constexpr int pool = 12;
            Matrix costOfKey(pool, std::vector<std::int64_t>(static_cast<std::size_t>(columns)));
            for (auto &line : costOfKey) {
                for (auto &v : line) {
                    v = random() % 8 == 0 ? Assignment::infinite : cost(random);
                }
            }
            std::vector<int> keys(pool);
            std::iota(keys.begin(), keys.end(), 0);
            std::shuffle(keys.begin(), keys.end(), random);
            keys.resize(static_cast<std::size_t>(rows));
            for (int step = 0; step < 30; ++step) {
                // One or two boxes move to cells not held.
                for (int moved = 0; moved <= step % 2; ++moved) {
                    int fresh = 0;
                    do {
                        fresh = static_cast<int>(random() % pool);
                    } while (std::find(keys.begin(), keys.end(), fresh) != keys.end());
                    keys[random() % keys.size()] = fresh;
                }
                std::vector<int> sorted = keys;
                std::sort(sorted.begin(), sorted.end());
                Matrix m;
                for (const int k : sorted) {
                    m.push_back(costOfKey[static_cast<std::size_t>(k)]);
                }
                const std::uintptr_t family = step % 11 == 10 ? 2 : 1;
                const std::int64_t expected = cheapestByTryingAll(m, columns);
                const std::int64_t got = a.solve(
                    rows, columns,
                    [&](int r, int c) {
                        return m[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
                    },
                    [&](int r) { return sorted[static_cast<std::size_t>(r)]; }, family);
                QCOMPARE(got, expected);
                warm += step > 0 && family == 1 ? 1 : 0;
                if (step % 3 == 0) {
                    // A child's row re-solved from this position, as the forward search does.
                    a.save();
                    Matrix child = m;
                    for (auto &v : child[0]) {
                        v = cost(random);
                    }
                    QCOMPARE(a.resolveRow(
                                 0, [&](int c) { return child[0][static_cast<std::size_t>(c)]; }),
                             cheapestByTryingAll(child, columns));
                }
            }
        }
        QVERIFY(warm > 500);
    }
};

QTEST_GUILESS_MAIN(TestSokobanAssignment)
#include "tst_sokoban_assignment.moc"
