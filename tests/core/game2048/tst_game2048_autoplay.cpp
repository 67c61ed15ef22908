// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Autoplay (Autoplay.h): a seeded game played by the AI, replayed the same, stopped by its
// callback, its cancel flag or the win, on every board size.

#include "Game2048TestSupport.h"
#include "game2048/Board.h"
#include "game2048/Game.h"
#include "game2048/ai/Autoplay.h"
#include "game2048/ai/Expectimax.h"

#include <QTest>
#include <atomic>
#include <vector>

using namespace tessera::game2048;
using game2048test::board;
using tessera::Direction;

class TestGame2048Autoplay : public QObject
{
    Q_OBJECT

private slots:
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

QTEST_GUILESS_MAIN(TestGame2048Autoplay)
#include "tst_game2048_autoplay.moc"
