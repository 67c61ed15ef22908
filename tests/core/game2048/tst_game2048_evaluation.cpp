// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// How the 2048 AI scores a board (Evaluation.h): on Board, on the packed form and by the
// line memo of other sizes, with the default weights and others.

#include "Game2048TestSupport.h"
#include "game2048/Board.h"
#include "game2048/Random.h"
#include "game2048/ai/Evaluation.h"
#include "game2048/ai/Expectimax.h"
#include "game2048/ai/PackedBoard.h"
#include "game2048/ai/SearchRules.h"

#include <QTest>
#include <cmath>
#include <memory>

using namespace tessera::game2048;
using game2048test::board;
using game2048test::changes;
using game2048test::directionName;
using game2048test::randomBoard;
using game2048test::text;
using tessera::allDirections;
using tessera::Direction;

class TestGame2048Evaluation : public QObject
{
    Q_OBJECT

private slots:
    void evaluationPrefersMonotonicEmptyAndMergeable()
    {
        const auto line = [](std::initializer_list<int> values) {
            std::array<std::uint8_t, maxSide> l{};
            std::size_t i = 0;
            for (const int v : values)
                l[i++] = static_cast<std::uint8_t>(v);
            return evaluateLine(l, static_cast<int>(values.size()));
        };
        QVERIFY(line({9, 7, 5, 3}) > line({7, 9, 3, 5}));  // monotonic
        QVERIFY(line({3, 5, 7, 9}) == line({9, 7, 5, 3})); // either way
        QVERIFY(line({5, 0, 0, 0}) > line({5, 1, 0, 0}));  // empty cells, smaller sum
        QVERIFY(line({4, 4, 0, 0}) > line({4, 3, 0, 0}));  // a ready merge
        // A line of 8 is scored like a line of 4, not read past its length.
        QVERIFY(line({1, 2, 3, 4, 5, 6, 7, 8}) > line({1, 8, 3, 6, 5, 4, 7, 2}));
    }

    // Smoothness costs its weight for each exponent step between neighbouring tiles, empty
    // cells skipped: a 2048 (11) beside a 16384 (14) costs three times what it costs beside a
    // 4096 (12), with a cell between or not.
    void smoothnessPrefersTheNextTileOfAChainBesideTheLast()
    {
        const auto line = [](std::initializer_list<int> values, const EvaluationWeights &w) {
            std::array<std::uint8_t, maxSide> l{};
            std::size_t i = 0;
            for (const int v : values)
                l[i++] = static_cast<std::uint8_t>(v);
            return evaluateLine(l, static_cast<int>(values.size()), w);
        };
        EvaluationWeights smooth;
        smooth.smoothnessWeight = 100.0;
        QCOMPARE(line({11, 14, 0, 0}, {}) - line({11, 14, 0, 0}, smooth), 300.0);
        QCOMPARE(line({11, 0, 12, 0}, {}) - line({11, 0, 12, 0}, smooth), 100.0);
        QCOMPARE(line({3, 5, 5, 2}, {}) - line({3, 5, 5, 2}, smooth), 500.0);
        QCOMPARE(line({0, 0, 0, 0}, smooth), line({0, 0, 0, 0}, {}));
    }

    void packedEvaluationEqualsBoardEvaluation()
    {
        Random random(5);
        const RowEvaluation &t = RowEvaluation::standard();
        for (int i = 0; i < 2000; ++i) {
            const Board b = randomBoard(random, 4, 4, static_cast<int>(random.below(90)), 15);
            const double slow = evaluateBoard(b);
            const double fast = evaluatePacked(t, *packBoard(b));
            QVERIFY2(std::abs(slow - fast) <= 1e-6 * std::abs(slow) + 1.0,
                     qPrintable(QStringLiteral("%1: %2 vs %3").arg(text(b)).arg(slow).arg(fast)));
        }
        const Board b = board("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
        QVERIFY(lostValue(evaluateBoard(b), 4, 4) < evaluateBoard(b));
    }

    // Other weights reach every table and memo that scores a board: the packed row table,
    // the byte-per-cell line memo (even after it scored lines with other weights) and the
    // value of a lost board.
    void weightsScoreEveryBoard()
    {
        EvaluationWeights other;
        other.lostPenalty = 1000.0;
        other.monotonicityPower = 2.5;
        other.monotonicityWeight = 300.0;
        other.sumPower = 2.0;
        other.sumWeight = 1.0;
        other.mergesWeight = 10.0;
        other.emptyWeight = 5000.0;
        other.smoothnessWeight = 80.0;
        EvaluationWeights third = other;
        third.monotonicityPower = 3.0;
        third.emptyWeight = 100.0;
        Random random(8);
        const auto owned = std::make_unique<RowEvaluation>(other);
        const RowEvaluation &rows = *owned;
        QCOMPARE(rows.weights(), other);
        for (int i = 0; i < 500; ++i) {
            const Board b = randomBoard(random, 4, 4, static_cast<int>(random.below(90)), 15);
            const double slow = evaluateBoard(b, other);
            QVERIFY(std::abs(slow - evaluateBoard(b)) > 1.0);
            QVERIFY(std::abs(slow - evaluatePacked(rows, *packBoard(b))) <=
                    1e-6 * std::abs(slow) + 1.0);
        }

        // A one-move search's values are the evaluations of the boards the moves make.
        Expectimax ai;
        for (const char *position : {"2 4 8 16/0 2 0 4/0 0 8 0/2 0 0 32",
                                     "2 4 8 16 2/0 2 0 4 4/0 0 8 0 0/2 0 0 32 2/0 0 0 0 2"}) {
            const Board b = board(position);
            for (const EvaluationWeights &w : {other, EvaluationWeights{}, other, third}) {
                AiOptions options{1};
                options.weights = w;
                const MoveAnalysis a = ai.analyse(b, options);
                for (const Direction d : allDirections) {
                    if (!changes(b, d))
                        continue;
                    const double expected = evaluateBoard(b.slide(d).board, w);
                    const double got = *a.values[static_cast<std::size_t>(d)];
                    QVERIFY2(std::abs(got - expected) <= 1e-6 * std::abs(expected) + 1.0,
                             qPrintable(QStringLiteral("%1 %2: %3 vs %4")
                                            .arg(position, directionName(d))
                                            .arg(got)
                                            .arg(expected)));
                }
            }
        }
        // A lost board, as each encoding's rules score it.
        const Board lost = board("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2");
        const double lostExpected = evaluateBoard(lost, other) - 8 * other.lostPenalty;
        QCOMPARE(lostValue(evaluateBoard(lost, other), 4, 4, other), lostExpected);
        const double packedLost = detail::PackedRules(rows).lost(*packBoard(lost));
        QVERIFY(std::abs(packedLost - lostExpected) <= 1e-6 * std::abs(lostExpected) + 1.0);
        detail::LineMemo memo;
        memo.setWeights(other);
        detail::Cells cells{};
        std::copy(lost.exponents().begin(), lost.exponents().end(), cells.begin());
        QCOMPARE(detail::CellRules(4, 4, memo).lost(cells), lostExpected);
    }
};

QTEST_GUILESS_MAIN(TestGame2048Evaluation)
#include "tst_game2048_evaluation.moc"
