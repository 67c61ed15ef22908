// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The 2048 AI's expectimax search (Expectimax.h): legal and surviving moves, the depth and its
// budget, cancelling. Its split over threads: tst_game2048_ai_threads; autoplay:
// tst_game2048_autoplay.

#include "Game2048TestSupport.h"
#include "game2048/Board.h"
#include "game2048/Random.h"
#include "game2048/ai/Expectimax.h"

#include <QTest>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <thread>

using namespace tessera::game2048;
using game2048test::board;
using game2048test::changes;
using game2048test::directionName;
using game2048test::randomBoard;
using game2048test::text;
using tessera::allDirections;
using tessera::Direction;

Q_DECLARE_METATYPE(tessera::Direction)

namespace {

// An expectimax written from the rules alone (Board::slide, evaluateLine), without a cache or a
// probability cut-off, for the search to be checked against. A board is scored as the packed
// search scores it: each line's evaluation rounded to float, a row and a column at a time.
class ReferenceSearch
{
public:
    ReferenceSearch(int depth, int deepMoveWidth) : m_depth(depth), m_width(deepMoveWidth) {}

    // The expected value of the board `played` moves made (before its new tile).
    double afterMove(const Board &b, int played) const
    {
        if (played >= m_depth)
            return evaluate(b);
        const std::vector<Cell> empty = b.emptyCells();
        double sum = 0;
        for (const Cell cell : empty) {
            for (const auto &[exponent, chance] : {std::pair{1, 0.9}, std::pair{2, 0.1}}) {
                Board next = b;
                next.setExponent(cell, exponent);
                sum += chance * toMove(next, played);
            }
        }
        return sum / static_cast<double>(empty.size());
    }

private:
    double toMove(const Board &b, int played) const
    {
        std::vector<Board> next;
        for (const Direction d : allDirections) {
            if (b.canSlide(d))
                next.push_back(b.slide(d).board);
        }
        if (next.empty())
            return lostValue(evaluate(b), 4, 4);
        // From the third move on, only the best-looking boards, where their replies are searched.
        if (played >= 2 && played + 1 < m_depth && static_cast<int>(next.size()) > m_width) {
            std::vector<double> looks;
            for (const Board &n : next)
                looks.push_back(evaluate(n));
            for (int k = 0; k < m_width; ++k) {
                const auto best = static_cast<std::size_t>(
                    std::max_element(looks.begin() + k, looks.end()) - looks.begin());
                std::swap(looks[static_cast<std::size_t>(k)], looks[best]);
                std::swap(next[static_cast<std::size_t>(k)], next[best]);
            }
            next.resize(static_cast<std::size_t>(m_width));
        }
        double best = -std::numeric_limits<double>::infinity();
        for (const Board &n : next)
            best = std::max(best, afterMove(n, played + 1));
        return best;
    }

    static double evaluate(const Board &b)
    {
        double total = 0;
        for (int i = 0; i < 4; ++i) {
            std::array<std::uint8_t, maxSide> row{};
            std::array<std::uint8_t, maxSide> column{};
            for (int j = 0; j < 4; ++j) {
                row[static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(b.exponent({i, j}));
                column[static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(b.exponent({j, i}));
            }
            total += static_cast<double>(static_cast<float>(evaluateLine(row, 4))) +
                     static_cast<double>(static_cast<float>(evaluateLine(column, 4)));
        }
        return total;
    }

    int m_depth;
    int m_width;
};

} // namespace

class TestGame2048Ai : public QObject
{
    Q_OBJECT

private slots:
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
        QCOMPARE(automaticDepth(b), 9); // ten different tiles
        AiOptions options;
        const MoveAnalysis full = analyseMoves(b, options);
        QCOMPARE(full.depth, 9);
        QVERIFY(full.best);

        options.nodeBudget = full.nodes / 4;
        const MoveAnalysis cut = analyseMoves(b, options);
        QVERIFY(!cut.cancelled);
        QVERIFY(cut.best);
        QVERIFY(cut.depth < 9);
        QVERIFY(cut.depth >= 3);
        QVERIFY(cut.nodes > options.nodeBudget); // the abandoned search counts too
        // The same as asking for that depth outright.
        const MoveAnalysis fixed = analyseMoves(b, AiOptions{cut.depth});
        QCOMPARE(fixed.best, cut.best);
        QCOMPARE(fixed.values, cut.values);

        // A fixed depth ignores the budget.
        AiOptions fixedNine{9};
        fixedNine.nodeBudget = 10;
        QCOMPARE(analyseMoves(b, fixedNine).depth, 9);
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

    // AiOptions::deepMoveWidth: from the third move on, only the moves whose boards look best
    // are searched further, as the reference search does it; the root's moves and the replies
    // to its tiles are all searched, and where the replies are leaves nothing is left out. The
    // search's cache may answer a board with the value it had searched a move deeper (reached
    // by one 4 where here by two 2s): within 0.1% of the reference, where leaving out another
    // move than the worst-looking, or narrowing one move sooner or later, is 0.8% to 5% off.
    void deepMovesNarrowedToTheBestLooking()
    {
        // Every move searched, no cut-off: what the narrowed search leaves out is measured by it.
        const auto everyMove = [](int depth) {
            AiOptions options{depth, 0.0};
            options.deepMoveWidth = 0;
            return options;
        };
        Random random(11);
        int narrowed = 0;
        for (int i = 0; i < 12; ++i) {
            const Board b = randomBoard(random, 4, 4, 25, 7);
            for (const int width : {1, 2, 3}) {
                AiOptions options{4, 0.0};
                options.deepMoveWidth = width;
                const MoveAnalysis a = analyseMoves(b, options);
                const MoveAnalysis full = analyseMoves(b, everyMove(4));
                QVERIFY(a.nodes <= full.nodes);
                narrowed += a.nodes < full.nodes;
                const ReferenceSearch reference(4, width);
                for (const Direction d : allDirections) {
                    const auto di = static_cast<std::size_t>(d);
                    QCOMPARE(a.values[di].has_value(), b.canSlide(d));
                    if (!a.values[di])
                        continue;
                    const double expected = reference.afterMove(b.slide(d).board, 1);
                    QVERIFY2(std::abs(*a.values[di] - expected) <= 1e-3 * std::abs(expected),
                             qPrintable(text(b) + QString(" width %1 %2: %3, expected %4")
                                                      .arg(width)
                                                      .arg(directionName(d))
                                                      .arg(*a.values[di], 0, 'f', 3)
                                                      .arg(expected, 0, 'f', 3)));
                }
                // At depth 3 the third move's replies are leaves: nothing to leave out.
                AiOptions shallow{3, 0.0};
                shallow.deepMoveWidth = width;
                QCOMPARE(analyseMoves(b, shallow).values, analyseMoves(b, everyMove(3)).values);
            }
            // 0 and 4 search every move.
            AiOptions all{4, 0.0};
            all.deepMoveWidth = 4;
            QCOMPARE(analyseMoves(b, all).values, analyseMoves(b, everyMove(4)).values);
        }
        QVERIFY(narrowed > 12); // the boards left moves out
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
};

QTEST_GUILESS_MAIN(TestGame2048Ai)
#include "tst_game2048_ai.moc"
