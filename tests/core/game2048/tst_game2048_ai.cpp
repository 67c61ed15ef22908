// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game2048TestSupport.h"
#include "game2048/Board.h"
#include "game2048/Game.h"
#include "game2048/Random.h"
#include "game2048/ai/Autoplay.h"
#include "game2048/ai/Evaluation.h"
#include "game2048/ai/Expectimax.h"
#include "game2048/ai/PackedBoard.h"
#include "game2048/ai/SearchRules.h"

#include <QTest>
#include <atomic>
#include <chrono>
#include <cmath>
#include <memory>
#include <thread>
#include <vector>

using namespace tessera::game2048;
using game2048test::board;
using game2048test::directionName;
using game2048test::randomBoard;
using game2048test::text;
using tessera::allDirections;
using tessera::Direction;

Q_DECLARE_METATYPE(tessera::Direction)

namespace {

bool changes(const Board &b, Direction d)
{
    return b.slide(d).board != b;
}

} // namespace

class TestGame2048Ai : public QObject
{
    Q_OBJECT

private slots:
    // ---- the 64-bit 4x4 form ----

    void packRoundTrip()
    {
        const Board b = board("2 4 8 16/32 64 128 256/512 1024 2048 4096/8192 16384 32768 0");
        const std::optional<PackedBoard> packed = packBoard(b);
        QVERIFY(packed);
        QCOMPARE(text(unpackBoard(*packed)), text(b));
        QCOMPARE(packedExponent(*packed, {0, 0}), 1);
        QCOMPARE(packedExponent(*packed, {0, 1}), 2);
        QCOMPARE(packedExponent(*packed, {2, 2}), 11);
        QCOMPARE(packedExponent(*packed, {3, 2}), 15);
        QCOMPARE(packedExponent(*packed, {3, 3}), 0);
        QCOMPARE(packedExponent(*packed, {4, 0}), 0);
        QCOMPARE(*packed & 0xF, std::uint64_t{1}); // cell (0, 0) is the low nibble
    }

    void packRefusesWhatDoesNotFit()
    {
        QVERIFY(!packBoard(board("2 2 2/0 0 0/0 0 0")));                       // 3x3
        QVERIFY(!packBoard(board("2 0 0 0 0/0 0 0 0 0/0 0 0 0 0/0 0 0 0 0"))); // 4x5
        QVERIFY(!packBoard(board("65536 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0")));     // 2^16
        QVERIFY(packBoard(board("32768 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0")));      // 2^15
    }

    void transposeEmptyAndDistinct()
    {
        Random random(11);
        for (int i = 0; i < 500; ++i) {
            const Board b = randomBoard(random, 4, 4, static_cast<int>(random.below(101)), 15);
            const PackedBoard p = *packBoard(b);
            const Board t = unpackBoard(transposePacked(p));
            for (int r = 0; r < 4; ++r)
                for (int c = 0; c < 4; ++c)
                    QCOMPARE(t.exponent({c, r}), b.exponent({r, c}));
            QCOMPARE(transposePacked(transposePacked(p)), p);
            QCOMPARE(emptyCellCount(p), static_cast<int>(b.emptyCells().size()));
            std::vector<bool> seen(16);
            int distinct = 0;
            for (const std::uint8_t e : b.exponents())
                if (e != 0 && !seen[e]) {
                    seen[e] = true;
                    ++distinct;
                }
            QCOMPARE(distinctTileCount(p), distinct);
        }
        QCOMPARE(emptyCellCount(0), 16);
        QCOMPARE(emptyCellCount(0x1111111111111111ULL), 0);
    }

    // Every row of the tables is slideLine() itself, both ways (rows holding two 32768s that
    // would merge are the documented exception).
    void rowTablesAreSlideLine()
    {
        const RowTables &t = RowTables::instance();
        for (std::uint32_t row = 0; row < RowTables::rowCount; ++row) {
            std::array<std::uint8_t, maxSide> line{};
            std::array<std::uint8_t, maxSide> reversed{};
            int fifteens = 0;
            for (int i = 0; i < 4; ++i) {
                line[static_cast<std::size_t>(i)] =
                    static_cast<std::uint8_t>((row >> (4 * i)) & 0xF);
                reversed[static_cast<std::size_t>(3 - i)] = line[static_cast<std::size_t>(i)];
                fifteens += line[static_cast<std::size_t>(i)] == 15;
            }
            if (fifteens > 1)
                continue;
            const LineSlide left = slideLine(line, 4);
            const LineSlide right = slideLine(reversed, 4);
            const auto r16 = static_cast<std::uint16_t>(row);
            for (int i = 0; i < 4; ++i) {
                if (((t.towardStart(r16) >> (4 * i)) & 0xF) !=
                    left.exponents[static_cast<std::size_t>(i)])
                    QFAIL(qPrintable(QStringLiteral("row %1 left").arg(row, 4, 16)));
                if (((t.towardEnd(r16) >> (4 * (3 - i))) & 0xF) !=
                    right.exponents[static_cast<std::size_t>(i)])
                    QFAIL(qPrintable(QStringLiteral("row %1 right").arg(row, 4, 16)));
                if (((t.columnTowardStart(r16) >> (16 * i)) & 0xF) !=
                    left.exponents[static_cast<std::size_t>(i)])
                    QFAIL(qPrintable(QStringLiteral("row %1 as column").arg(row, 4, 16)));
            }
            if (t.gainedTowardStart(r16) != left.gained || t.gainedTowardEnd(r16) != right.gained)
                QFAIL(qPrintable(QStringLiteral("row %1 gained").arg(row, 4, 16)));
        }
    }

    // The fast 4x4 slide equals Board::slide on many random boards, in every direction.
    void packedSlideEqualsBoardSlide()
    {
        Random random(2048);
        int moved = 0;
        for (int i = 0; i < 10000; ++i) {
            const int emptyPercent = static_cast<int>(random.below(90));
            const int maxExp = 1 + static_cast<int>(random.below(14)); // up to 2^14
            Board b = randomBoard(random, 4, 4, emptyPercent, maxExp);
            if (i % 10 == 0) // sometimes a single 32768
                b.setExponent(
                    {static_cast<int>(random.below(4)), static_cast<int>(random.below(4))}, 15);
            const PackedBoard p = *packBoard(b);
            for (const Direction d : allDirections) {
                const SlideResult expected = b.slide(d);
                const PackedSlide fast = slidePacked(p, d);
                if (unpackBoard(fast.board) != expected.board || fast.gained != expected.gained ||
                    fast.moved != expected.moved)
                    QFAIL(qPrintable(QStringLiteral("%1 %2: expected %3 (+%4), got %5 (+%6)")
                                         .arg(text(b), directionName(d), text(expected.board))
                                         .arg(expected.gained)
                                         .arg(text(unpackBoard(fast.board)))
                                         .arg(fast.gained)));
                QCOMPARE(slidePackedBoard(RowTables::instance(), p, d), fast.board);
                moved += fast.moved;
            }
        }
        QVERIFY(moved > 5000); // the boards were not all stuck
    }

    // ---- the evaluation ----

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

    // ---- the search ----

    void deadBoardHasNoMove_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("4x4") << "2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2";
        QTest::newRow("3x3") << "2 4 8/8 2 4/4 8 2";
        QTest::newRow("2x5") << "2 4 8 16 32/4 8 16 32 64";
        QTest::newRow("4x4 with two 32768") << "32768 2 32768 2/4 8 4 8/2 4 2 4/4 2 4 2";
    }

    void deadBoardHasNoMove()
    {
        QFETCH(QString, text);
        const Board b = board(text.toStdString());
        QVERIFY(!b.canMove());
        const MoveAnalysis a = analyseMoves(b, AiOptions{3});
        QVERIFY(!a.best);
        QVERIFY(!a.cancelled);
        for (const auto &v : a.values)
            QVERIFY(!v);
        QVERIFY(!bestMove(b));
    }

    // Whatever the position, the AI's move changes the board, and only moves that change it
    // get a value.
    void bestMoveAlwaysChangesTheBoard()
    {
        Random random(99);
        Expectimax ai;
        int checked = 0;
        for (int i = 0; i < 300; ++i) {
            const int rows = i % 3 == 0 ? 4 : 2 + static_cast<int>(random.below(4));
            const int cols = i % 3 == 0 ? 4 : 2 + static_cast<int>(random.below(4));
            // Crowded boards with small tiles: few moves change them.
            const Board b = randomBoard(random, rows, cols, static_cast<int>(random.below(15)), 5);
            const MoveAnalysis a = ai.analyse(b, AiOptions{2});
            for (const Direction d : allDirections)
                QCOMPARE(a.values[static_cast<std::size_t>(d)].has_value(), changes(b, d));
            if (!b.canMove()) {
                QVERIFY(!a.best);
                continue;
            }
            QVERIFY2(a.best, qPrintable(text(b)));
            QVERIFY2(changes(b, *a.best), qPrintable(text(b)));
            for (const auto &v : a.values)
                QVERIFY(!v || *v <= *a.values[static_cast<std::size_t>(*a.best)]);
            ++checked;
        }
        QVERIFY(checked > 100);
    }

    // Positions where every move but one loses at once (whatever tile comes next), found by an
    // exhaustive check of the spawns; and a full board where only one way to take the merge
    // keeps the game going.
    void picksTheOnlyMoveThatSurvives_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Direction>("expected");
        QTest::newRow("left, not up or down")
            << "8 32 16 32/4 2 64 4/0 64 8 16/128 16 2 64" << Direction::Left;
        QTest::newRow("down, not left or right")
            << "128 64 128 8/4 128 16 4/16 64 2 8/8 32 0 16" << Direction::Down;
        QTest::newRow("the merge to the left")
            << "2 8 128 32/64 16 64 2/128 2 2 8/8 32 16 4" << Direction::Left;
        QTest::newRow("right, not up or down")
            << "2 128 32 16/4 32 4 0/128 64 16 64/64 2 128 32" << Direction::Right;
        QTest::newRow("3x3 left") << "32 0 4/64 8 2/8 16 8" << Direction::Left;
        QTest::newRow("3x3 merge right") << "64 8 8/16 32 16/32 64 32" << Direction::Right;
    }

    void picksTheOnlyMoveThatSurvives()
    {
        QFETCH(QString, text);
        QFETCH(Direction, expected);
        const Board b = board(text.toStdString());
        for (const int depth : {2, 3, autoDepth}) {
            const std::optional<Direction> move = bestMove(b, AiOptions{depth});
            QVERIFY(move);
            QVERIFY2(*move == expected, directionName(*move));
        }
    }

    // The byte-per-cell search, used for every size but 4x4, gives the packed search's values.
    void unpackedSearchEqualsPackedSearch()
    {
        Random random(7);
        for (int i = 0; i < 20; ++i) {
            const Board b = randomBoard(random, 4, 4, 30 + static_cast<int>(random.below(40)), 9);
            const AiOptions options{2};
            const MoveAnalysis packed = analyseMoves(b, options);
            const MoveAnalysis unpacked = detail::analyseUnpacked(b, options);
            QCOMPARE(unpacked.best, packed.best);
            QCOMPARE(unpacked.nodes, packed.nodes);
            for (std::size_t d = 0; d < 4; ++d) {
                QCOMPARE(unpacked.values[d].has_value(), packed.values[d].has_value());
                if (packed.values[d])
                    QVERIFY(std::abs(*unpacked.values[d] - *packed.values[d]) <=
                            1e-6 * std::abs(*packed.values[d]) + 1.0);
            }
        }
    }

    // Two 32768s merge by the rules; the packed form cannot hold the result, so the AI must see
    // the move on the exact form.
    void twoLargestPackedTilesStillMerge()
    {
        const Board b = board("32768 32768 4 2/2 4 2 4/4 2 4 2/2 4 2 4");
        const std::optional<Direction> move = bestMove(b, AiOptions{2});
        QVERIFY(move);
        QVERIFY(*move == Direction::Left || *move == Direction::Right);
        QCOMPARE(b.slide(*move).board.highestExponent(), 16);
    }

    void depthIsChosenAndReported()
    {
        const Board b = board("2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 0");
        for (const int depth : {1, 2, 3})
            QCOMPARE(analyseMoves(b, AiOptions{depth}).depth, depth);
        QCOMPARE(analyseMoves(b).depth, automaticDepth(b));
        QCOMPARE(analyseMoves(b, AiOptions{maxSearchDepth + 5, 0.05}).depth, maxSearchDepth);
        // Deeper looks cost more.
        QVERIFY(analyseMoves(b, AiOptions{3}).nodes > analyseMoves(b, AiOptions{2}).nodes);
        // A crowded board with many different tiles is searched at least as deep as an open one.
        const Board crowded = board("2 4 8 16/32 64 128 256/512 1024 2 4/8 0 0 2");
        QVERIFY(automaticDepth(crowded) > automaticDepth(b));
    }

    // When the automatic depth's search visits more positions than its budget, the AI settles
    // for one move less rather than keep the player waiting, and still answers.
    void automaticDepthKeepsToTheBudget()
    {
        const Board b = board("2 2 4 4/8 16 32 64/128 256 512 1024/0 0 0 0");
        QCOMPARE(automaticDepth(b), 8); // ten different tiles
        AiOptions options;
        const MoveAnalysis full = analyseMoves(b, options);
        QCOMPARE(full.depth, 8);
        QVERIFY(full.best);

        options.nodeBudget = full.nodes / 4;
        const MoveAnalysis cut = analyseMoves(b, options);
        QVERIFY(!cut.cancelled);
        QVERIFY(cut.best);
        QVERIFY(cut.depth < 8);
        QVERIFY(cut.depth >= 3);
        QVERIFY(cut.nodes > options.nodeBudget); // the abandoned search counts too
        // The same as asking for that depth outright.
        const MoveAnalysis fixed = analyseMoves(b, AiOptions{cut.depth});
        QCOMPARE(fixed.best, cut.best);
        QCOMPARE(fixed.values, cut.values);

        // A fixed depth ignores the budget.
        AiOptions fixedEight{8};
        fixedEight.nodeBudget = 10;
        QCOMPARE(analyseMoves(b, fixedEight).depth, 8);
    }

    // From a board holding deeperFromTile on, the automatic depth is one move more; below it,
    // and with a fixed depth, nothing changes.
    void deeperFromATile()
    {
        const Board b = board("2 2 4 4/8 16 32 64/128 256 512 1024/0 0 0 0");
        AiOptions options;
        options.deeperFromTile = 1024;
        options.nodeBudget = 1'000'000'000; // the deeper search is not cut back here
        QCOMPARE(startingDepth(b, options), automaticDepth(b) + 1);
        const MoveAnalysis deeper = analyseMoves(b, options);
        QCOMPARE(deeper.depth, automaticDepth(b) + 1);
        QCOMPARE(deeper.values, analyseMoves(b, AiOptions{automaticDepth(b) + 1}).values);

        options.deeperFromTile = 2048; // not on this board yet
        QCOMPARE(startingDepth(b, options), automaticDepth(b));
        QCOMPARE(analyseMoves(b, options).depth, automaticDepth(b));
        options.depth = 5;
        options.deeperFromTile = 2;
        QCOMPARE(analyseMoves(b, options).depth, 5);
        // Never past the deepest search.
        const Board crowded = board("2 4 8 16/32 64 128 256/512 1024 2048 4096/8192 16384 0 4");
        QCOMPARE(automaticDepth(crowded), maxSearchDepth);
        AiOptions deepest;
        deepest.deeperFromTile = 2;
        deepest.probabilityCutoff = 0.05; // quick: only the likeliest lines
        QCOMPARE(analyseMoves(crowded, deepest).depth, maxSearchDepth);
    }

    // From a board whose tiles add up to deeperFromSum on, the same; one short of it, not. The
    // deeper search alone takes deeperNodeBudget.
    void deeperFromASum()
    {
        const Board b = board("2 2 4 4/8 16 32 64/128 256 512 1024/0 0 0 0"); // adds up to 2052
        AiOptions options;
        options.nodeBudget = 1'000'000'000;
        options.deeperFromSum = 2052;
        QCOMPARE(startingDepth(b, options), automaticDepth(b) + 1);
        QCOMPARE(analyseMoves(b, options).depth, automaticDepth(b) + 1);
        // The deeper search has a budget of its own: too small, it gives way to the automatic
        // depth, which has the usual one.
        options.deeperNodeBudget = 10;
        QCOMPARE(analyseMoves(b, options).depth, automaticDepth(b));
        // Only the deeper search: large enough, it runs where the usual budget would not.
        options.deeperNodeBudget = 1'000'000'000;
        options.nodeBudget = 10;
        QCOMPARE(analyseMoves(b, options).depth, automaticDepth(b) + 1);
        options.deeperFromSum = 2053;
        QCOMPARE(startingDepth(b, options), automaticDepth(b));
        QVERIFY(analyseMoves(b, options).depth < automaticDepth(b)); // the usual budget, 10
        options.nodeBudget = 1'000'000'000;
        options.deeperNodeBudget = 10;
        QCOMPARE(analyseMoves(b, options).depth, automaticDepth(b));
        // Either threshold is enough, and the two together are still one move.
        options.deeperFromTile = 1024;
        QCOMPARE(startingDepth(b, options), automaticDepth(b) + 1);
        options.deeperFromSum = 2;
        QCOMPARE(startingDepth(b, options), automaticDepth(b) + 1);
    }

    void cancelledBeforeStart()
    {
        std::atomic<bool> cancel{true};
        const Board b = board("2 2 0 0/0 4 0 0/0 0 0 0/0 0 0 0");
        AiOptions options{6, 0.0};
        options.cancel = &cancel;
        const MoveAnalysis a = analyseMoves(b, options);
        QVERIFY(a.cancelled);
        QVERIFY(!a.best);
        QCOMPARE(a.depth, 0);
    }

    // A search that would run for hours stops when another thread sets the flag, in every
    // thread it is split over.
    void cancelStopsARunningSearch_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("one thread") << 1;
        QTest::newRow("two threads") << 2;
    }

    void cancelStopsARunningSearch()
    {
        QFETCH(int, threads);
        std::atomic<bool> cancel{false};
        const Board b = board("2 0 0 0/0 0 0 0/0 0 4 0/0 0 0 0");
        std::thread canceller([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            cancel = true;
        });
        AiOptions options{maxSearchDepth, 0.0};
        options.cancel = &cancel;
        options.threads = threads;
        const MoveAnalysis a = analyseMoves(b, options);
        canceller.join();
        QVERIFY(a.cancelled);
        QVERIFY(!a.best);
        QVERIFY(a.nodes > 0);
    }

    // ---- autoplay ----

    void autoplayIsDeterministicAndReplays()
    {
        const auto play = [](std::vector<Direction> &moves) {
            Game game(7);
            AutoplayOptions options;
            options.ai.depth = 2;
            options.maxMoves = 40;
            const AutoplayResult r = autoplay(game, options, [&](const AutoplayStep &step) {
                moves.push_back(step.direction);
                return step.result.moved && step.number == static_cast<int>(moves.size());
            });
            return std::make_pair(game, r);
        };
        std::vector<Direction> first;
        std::vector<Direction> second;
        const auto [game1, result1] = play(first);
        const auto [game2, result2] = play(second);
        QCOMPARE(result1.moves, 40);
        QVERIFY(result1.end == AutoplayEnd::MoveLimit);
        QCOMPARE(first.size(), std::size_t{40});
        QVERIFY(first == second);
        QVERIFY(game1 == game2);
        QVERIFY(game1.score() > 0);

        // The moves replayed by hand give the same game: autoplay plays by the rules.
        Game replay(7);
        for (const Direction d : first)
            QVERIFY(replay.move(d).moved);
        QVERIFY(replay == game1);
    }

    void autoplayStopsOnCallbackAndCancel()
    {
        Game game(3);
        const AutoplayResult stopped =
            autoplay(game, AutoplayOptions{AiOptions{1}},
                     [](const AutoplayStep &step) { return step.number < 5; });
        QCOMPARE(stopped.moves, 5);
        QVERIFY(stopped.end == AutoplayEnd::Stopped);

        std::atomic<bool> cancel{false};
        AutoplayOptions options{AiOptions{1}};
        options.ai.cancel = &cancel;
        const AutoplayResult cancelled = autoplay(game, options, [&](const AutoplayStep &step) {
            if (step.number == 3)
                cancel = true;
            return true;
        });
        QCOMPARE(cancelled.moves, 3);
        QVERIFY(cancelled.end == AutoplayEnd::Cancelled);
    }

    void autoplayStopsAtTheWinWhenAsked()
    {
        Game game = Game::fromBoard(board("1024 1024 0 0/0 0 0 0/0 0 0 0/0 0 0 2"), 1);
        AutoplayOptions options{AiOptions{2}};
        options.keepGoingAfterWin = false;
        options.maxMoves = 50;
        const AutoplayResult r = autoplay(game, options);
        QVERIFY(r.end == AutoplayEnd::Won);
        QVERIFY(game.winPending());
        QCOMPARE(game.board().highestExponent(), winExponent);

        // Asked to keep going, it plays on past the win.
        options.keepGoingAfterWin = true;
        options.maxMoves = 5;
        const AutoplayResult more = autoplay(game, options);
        QCOMPARE(more.moves, 5);
        QVERIFY(game.isKeepingGoing());
    }

    void autoplayOtherSizes_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("maxMoves");
        QTest::newRow("3x3 to the end") << 3 << 3 << 0;
        QTest::newRow("2x4 to the end") << 2 << 4 << 0;
        QTest::newRow("5x5") << 5 << 5 << 30;
        QTest::newRow("3x6") << 3 << 6 << 30;
    }

    void autoplayOtherSizes()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, maxMoves);
        Game game = *Game::create(rows, cols, 42);
        AutoplayOptions options{AiOptions{2}};
        options.maxMoves = maxMoves;
        int calls = 0;
        const AutoplayResult r = autoplay(game, options, [&](const AutoplayStep &step) {
            ++calls;
            return step.result.moved && step.game.board().rows() == rows;
        });
        QCOMPARE(r.moves, calls);
        if (maxMoves == 0) {
            QVERIFY(r.end == AutoplayEnd::GameOver);
            QVERIFY(game.isOver());
            QVERIFY(r.moves > 20);
        } else {
            QVERIFY(r.end == AutoplayEnd::MoveLimit);
            QCOMPARE(r.moves, maxMoves);
            QVERIFY(!game.isOver());
        }
        QVERIFY(game.score() > 0);
    }
};

QTEST_GUILESS_MAIN(TestGame2048Ai)
#include "tst_game2048_ai.moc"
