// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The 2048 AI's search split over threads (AiOptions::threads): the same answer every time for
// a thread count, a budget that counts every thread, and replayable autoplay (the cancel: in
// tst_game2048_ai).

#include "Game2048TestSupport.h"
#include "game2048/Board.h"
#include "game2048/Game.h"
#include "game2048/Random.h"
#include "game2048/ai/Autoplay.h"
#include "game2048/ai/Expectimax.h"

#include <QTest>
#include <tuple>
#include <vector>

using namespace tessera::game2048;
using game2048test::board;
using game2048test::randomBoard;
using tessera::Direction;

class TestGame2048AiThreads : public QObject
{
    Q_OBJECT

private slots:
    // A search split over threads gives the same answer every time (the split is fixed before
    // it starts, each thread with its own cache), whatever the cache held before. It is the
    // one-thread search up to what the caches remember (a board found in a cache was searched
    // from another line, often deeper, so values can differ by a few percent): the same legal
    // moves, and mostly the same choice.
    void threadsAnswerTheSameEveryTime()
    {
        Random random(36);
        Expectimax kept;
        int agree = 0;
        int splitShows = 0; // the threads' separate caches visit other positions than one does
        const int positions = 16;
        for (int i = 0; i < positions; ++i) {
            const Board b = randomBoard(random, 4, 4, 20 + static_cast<int>(random.below(40)), 10);
            AiOptions options{5};
            options.threads = 2;
            const MoveAnalysis split = analyseMoves(b, options);
            for (int again = 0; again < 3; ++again) {
                const MoveAnalysis repeat = kept.analyse(b, options);
                QCOMPARE(repeat.values, split.values);
                QCOMPARE(repeat.nodes, split.nodes);
                QCOMPARE(repeat.best, split.best);
            }
            options.threads = 1;
            const MoveAnalysis alone = analyseMoves(b, options);
            for (std::size_t d = 0; d < 4; ++d)
                QCOMPARE(split.values[d].has_value(), alone.values[d].has_value());
            if (split.best == alone.best)
                ++agree;
            if (split.nodes != alone.nodes)
                ++splitShows;
        }
        QVERIFY2(agree >= positions - 3, qPrintable(QString::number(agree)));
        QVERIFY2(splitShows >= positions / 2, qPrintable(QString::number(splitShows)));
    }

    // Every size is split the same way: a 5x5 board, searched a byte per cell with a line memo
    // per thread, answers the same every time too.
    void threadsSplitOtherSizesToo()
    {
        Random random(55);
        for (int i = 0; i < 4; ++i) {
            const Board b = randomBoard(random, 5, 5, 30 + static_cast<int>(random.below(30)), 9);
            AiOptions options{3};
            options.threads = 2;
            Expectimax kept;
            const MoveAnalysis first = kept.analyse(b, options);
            const MoveAnalysis again = kept.analyse(b, options);
            QCOMPARE(again.values, first.values);
            QCOMPARE(again.nodes, first.nodes);
            options.threads = 1;
            const MoveAnalysis alone = analyseMoves(b, options);
            for (std::size_t d = 0; d < 4; ++d)
                QCOMPARE(first.values[d].has_value(), alone.values[d].has_value());
            QVERIFY(first.best);
        }
    }

    // The budget counts every thread's positions: split over two threads, a search past it
    // settles for one move less, and does so every time.
    void theBudgetCountsEveryThread()
    {
        const Board b = board("2 2 4 4/8 16 32 64/128 256 512 1024/0 0 0 0");
        AiOptions options;
        options.threads = 2;
        const MoveAnalysis full = analyseMoves(b, options);
        QCOMPARE(full.depth, 9); // ten different tiles
        options.nodeBudget = full.nodes / 4;
        const MoveAnalysis cut = analyseMoves(b, options);
        QVERIFY(!cut.cancelled);
        QVERIFY(cut.best);
        QVERIFY(cut.depth < 8);
        for (int again = 0; again < 3; ++again) {
            const MoveAnalysis repeat = analyseMoves(b, options);
            QCOMPARE(repeat.depth, cut.depth);
            QCOMPARE(repeat.values, cut.values);
        }
        AiOptions fixed{cut.depth};
        fixed.threads = 2;
        QCOMPARE(analyseMoves(b, fixed).values, cut.values);
    }

    // An autoplay whose searches use two threads replays move for move, and tells its caller
    // how each move was searched.
    void autoplayWithThreadsReplays()
    {
        const auto play = [] {
            Game game(12);
            AutoplayOptions options;
            options.ai.threads = 2;
            options.maxMoves = 150;
            std::vector<Direction> moves;
            int searched = 0;
            autoplay(game, options, [&](const AutoplayStep &step) {
                moves.push_back(step.direction);
                if (step.analysis.depth >= 4 && step.analysis.nodes > 0 &&
                    step.analysis.best == step.direction)
                    ++searched;
                return true;
            });
            return std::make_tuple(moves, game, searched);
        };
        const auto [moves1, game1, searched1] = play();
        const auto [moves2, game2, searched2] = play();
        QCOMPARE(moves1.size(), std::size_t{150});
        QVERIFY(moves1 == moves2);
        QVERIFY(game1 == game2);
        QCOMPARE(searched1, 150);
    }
};

QTEST_GUILESS_MAIN(TestGame2048AiThreads)
#include "tst_game2048_ai_threads.moc"
