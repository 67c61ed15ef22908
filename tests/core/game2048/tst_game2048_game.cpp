// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// A 2048 game's rules (Game): moves, scores, new tiles, undo, winning and losing, seeded
// replays. Saving and taking a game up again: tst_game2048_game_text.

#include "Game2048TestSupport.h"
#include "game2048/Game.h"

#include <QTest>
#include <cmath>

using namespace tessera::game2048;
using game2048test::board;
using game2048test::policy;
using game2048test::text;
using tessera::Direction;

namespace {

int tilesOf(const Board &b, int exponent)
{
    int n = 0;
    for (const std::uint8_t e : b.exponents())
        n += e == exponent ? 1 : 0;
    return n;
}

} // namespace

class TestGame2048Game : public QObject
{
    Q_OBJECT

private slots:
    void newGameHasTwoTiles()
    {
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const std::optional<Game> game =
                Game::create(3 + static_cast<int>(seed % 6), 2 + static_cast<int>(seed % 7), seed);
            QVERIFY(game);
            QCOMPARE(game->board().tileCount(), 2);
            QCOMPARE(tilesOf(game->board(), 1) + tilesOf(game->board(), 2), 2);
            QCOMPARE(game->score(), std::int64_t{0});
            QCOMPARE(game->undoCount(), 0);
            QVERIFY(!game->canUndo());
            QVERIFY(!game->hasWon());
            QVERIFY(!game->isOver());
        }
        const Game standard;
        QCOMPARE(standard.board().rows(), 4);
        QCOMPARE(standard.board().cols(), 4);
        QCOMPARE(standard.board().tileCount(), 2);
    }

    void sizesAreChecked()
    {
        QVERIFY(!Game::create(1, 4, 1));
        QVERIFY(!Game::create(4, 9, 1));
        QVERIFY(Game::create(2, 2, 1));
        QVERIFY(Game::create(8, 8, 1));
    }

    void aMoveSlidesScoresAndAddsOneTile()
    {
        Game game = Game::fromBoard(board("2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0"), 11);
        const Random before = game.random();
        const MoveResult r = game.move(Direction::Left);
        QVERIFY(r.moved);
        QCOMPARE(r.gained, std::int64_t{12});
        QCOMPARE(game.score(), std::int64_t{12});
        QVERIFY(r.spawn);
        // The new tile lands on a cell the slide left empty, and is the only change after it.
        const Board slid = board("4 0 0 0/8 0 0 0/0 0 0 0/0 0 0 0");
        QCOMPARE(slid.exponent(r.spawn->cell), 0);
        QVERIFY(r.spawn->exponent == 1 || r.spawn->exponent == 2);
        Board expected = slid;
        expected.setExponent(r.spawn->cell, r.spawn->exponent);
        QCOMPARE(game.board(), expected);
        QVERIFY(game.random() != before);
        QCOMPARE(r.tiles.size(), std::size_t{4});
        QVERIFY((r.merges == std::vector<Cell>{{0, 0}, {1, 0}}));
        QVERIFY(!r.won);
        QVERIFY(!r.over);
        QCOMPARE(game.undoCount(), 1);
    }

    void scoreAddsEveryMergedTile()
    {
        Game game = Game::fromBoard(board("4 4 4 4/2 2 2 2/8 8 0 0/0 0 0 0"), 3, 100);
        QCOMPARE(game.score(), std::int64_t{100});
        const MoveResult r = game.move(Direction::Left);
        QCOMPARE(r.gained, std::int64_t{8 + 8 + 4 + 4 + 16});
        QCOMPARE(game.score(), std::int64_t{140});
        // Score is the sum over moves.
        std::int64_t sum = game.score();
        for (int i = 0; i < 30 && !game.isOver(); ++i)
            sum += game.move(policy(i, game.board())).gained;
        QCOMPARE(game.score(), sum);
    }

    void aMoveThatChangesNothingDoesNothing()
    {
        Game game = Game::fromBoard(board("2 4 0 0/8 16 0 0/0 0 0 0/0 0 0 0"), 5, 40);
        const Game before = game;
        const MoveResult r = game.move(Direction::Left);
        QVERIFY(!r.moved);
        QCOMPARE(r.gained, std::int64_t{0});
        QVERIFY(!r.spawn);
        QVERIFY(r.tiles.empty());
        QCOMPARE(game, before); // same board, score, generator, no undo step
        QCOMPARE(game.undoCount(), 0);
        game.move(Direction::Up);
        QCOMPARE(game.board(), before.board());
        QCOMPARE(game.undoCount(), 0);
    }

    // spawnTile draws exactly as documented (part of what a seed replays).
    void spawnDrawsCellThenValue()
    {
        Random random(8);
        for (int i = 0; i < 200; ++i) {
            Board b = board("2 0 4/0 0 8/16 0 0");
            Random mirror = random;
            const std::vector<Cell> empty = b.emptyCells();
            const Cell cell = empty[static_cast<std::size_t>(mirror.below(empty.size()))];
            const int exponent = mirror.below(10) == 0 ? 2 : 1;
            const std::optional<Spawn> s = spawnTile(b, random);
            QVERIFY(s);
            QCOMPARE(s->cell, cell);
            QCOMPARE(s->exponent, exponent);
            QCOMPARE(random, mirror);
            QCOMPARE(b.exponent(cell), exponent);
        }
        Board full = board("2 4/8 16");
        const Random before = random;
        QVERIFY(!spawnTile(full, random));
        QCOMPARE(random, before); // no draw on a full board
    }

    // 10,000 spawns on an empty 4x4 board. The number of 4s is binomial(10000, 1/10): mean 1000,
    // standard deviation sqrt(10000 * 0.1 * 0.9) = 30. We accept 1000 +- 150 (5 standard
    // deviations; a correct generator falls outside with probability about 6e-7).
    // Uniformity over the 16 cells: Pearson's chi-square with 15 degrees of freedom;
    // P(chi2 > 56.5) = 1e-6 for a uniform choice, so that is the bound.
    void spawnFrequencyOnAnEmptyBoard()
    {
        Random random(2048);
        const Board emptyBoard = *Board::empty(4, 4);
        const int n = 10000;
        int fours = 0;
        std::array<int, 16> perCell{};
        for (int i = 0; i < n; ++i) {
            Board b = emptyBoard;
            const std::optional<Spawn> s = spawnTile(b, random);
            QVERIFY(s);
            QCOMPARE(b.tileCount(), 1);
            fours += s->exponent == 2 ? 1 : 0;
            ++perCell[static_cast<std::size_t>(s->cell.row * 4 + s->cell.col)];
        }
        QVERIFY2(std::abs(fours - 1000) <= 150, qPrintable(QString::number(fours)));
        double chi2 = 0;
        const double expected = n / 16.0;
        for (const int c : perCell)
            chi2 += (c - expected) * (c - expected) / expected;
        QVERIFY2(chi2 < 56.5, qPrintable(QString::number(chi2)));
    }

    // On a 3x5 board with 7 empty cells, new tiles land only on those, uniformly: chi-square with
    // 6 degrees of freedom, P(chi2 > 38.26) = 1e-6.
    void spawnOnlyInEmptyCellsUniformly()
    {
        const Board start = board("2 0 4 0 8/0 16 0 32 0/64 0 128 0 256");
        const std::vector<Cell> empty = start.emptyCells();
        QCOMPARE(empty.size(), std::size_t{7});
        Random random(77);
        const int n = 10000;
        std::vector<int> counts(empty.size());
        for (int i = 0; i < n; ++i) {
            Board b = start;
            const std::optional<Spawn> s = spawnTile(b, random);
            QVERIFY(s);
            QCOMPARE(start.exponent(s->cell), 0);
            const auto it = std::find(empty.begin(), empty.end(), s->cell);
            QVERIFY(it != empty.end());
            ++counts[static_cast<std::size_t>(it - empty.begin())];
            // Nothing else on the board changed.
            b.setExponent(s->cell, 0);
            QCOMPARE(b, start);
        }
        double chi2 = 0;
        const double expected = static_cast<double>(n) / static_cast<double>(empty.size());
        for (const int c : counts)
            chi2 += (c - expected) * (c - expected) / expected;
        QVERIFY2(chi2 < 38.26, qPrintable(QString::number(chi2)));
    }

    // The same through real play: seeded games played to the end until 10,000 tiles have
    // appeared; every new tile is on a cell the slide left empty, and the share of 4s is within
    // 5 standard deviations of a tenth (binomial, sd = sqrt(n * 0.09)).
    void spawnsDuringPlay()
    {
        int spawns = 0;
        int fours = 0;
        for (std::uint64_t seed = 1; spawns < 10000; ++seed) {
            Game game(seed);
            for (int i = 0; !game.isOver(); ++i) {
                const Direction d = policy(i, game.board());
                const SlideResult slid = game.board().slide(d);
                const MoveResult r = game.move(d);
                QVERIFY(r.moved);
                QVERIFY(r.spawn);
                QCOMPARE(slid.board.exponent(r.spawn->cell), 0);
                QCOMPARE(game.board().tileCount(), slid.board.tileCount() + 1);
                ++spawns;
                fours += r.spawn->exponent == 2 ? 1 : 0;
            }
        }
        const double sd = std::sqrt(spawns * 0.1 * 0.9);
        QVERIFY2(std::abs(fours - spawns / 10.0) <= 5 * sd,
                 qPrintable(QStringLiteral("%1 fours in %2 spawns").arg(fours).arg(spawns)));
    }

    void undoThreeDeepAndNoDeeper()
    {
        Game game(42);
        std::vector<Game> history{game}; // the game before each move
        for (int i = 0; history.size() < 5; ++i) {
            const Game before = game;
            if (game.move(policy(i, game.board())).moved)
                history.push_back(game);
            else
                QCOMPARE(game, before);
        }
        // Four moves made: history[0..4]; only the last three can be undone.
        QCOMPARE(game.undoCount(), 3);
        for (int back = 1; back <= 3; ++back) {
            QVERIFY(game.canUndo());
            QVERIFY(game.undo());
            const Game &expected = history[4 - static_cast<std::size_t>(back)];
            QCOMPARE(text(game.board()), text(expected.board()));
            QCOMPARE(game.score(), expected.score());
            QCOMPARE(game.random(), expected.random());
            QCOMPARE(game.undoCount(), 3 - back);
        }
        QVERIFY(!game.canUndo());
        const Game afterThree = game;
        QVERIFY(!game.undo()); // the fourth is refused
        QCOMPARE(game, afterThree);
        QCOMPARE(text(game.board()), text(history[1].board()));
    }

    // Undo restores the generator: the same move again brings the same new tile, and another
    // move draws from the same point a game without the undone move would.
    void undoRestoresTheGenerator()
    {
        Game game = Game::fromBoard(board("2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0"), 9);
        const Game start = game;
        const MoveResult first = game.move(Direction::Left);
        const Game afterFirst = game;
        QVERIFY(game.undo());
        QCOMPARE(game, start);
        const MoveResult again = game.move(Direction::Left);
        QCOMPARE(again.spawn, first.spawn);
        QCOMPARE(game, afterFirst);

        QVERIFY(game.undo());
        game.move(Direction::Right);
        Game fresh = start;
        fresh.move(Direction::Right);
        QCOMPARE(game.board(), fresh.board());
        QCOMPARE(game.random(), fresh.random());
    }

    void undoAfterGameOver()
    {
        Game game = Game::fromBoard(board("8 32/16 0"), 1);
        const MoveResult r = game.move(Direction::Right);
        QVERIFY(r.moved);
        QVERIFY(r.over); // 8 32 / x 16 with x = 2 or 4: no equal neighbours, no space
        QVERIFY(game.isOver());
        QVERIFY(game.undo());
        QVERIFY(!game.isOver());
        QCOMPARE(text(game.board()), QStringLiteral("8 32/16 0"));
    }

    void gameOver()
    {
        const Game stuck = Game::fromBoard(board("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2"), 1);
        QVERIFY(stuck.isOver());
        Game copy = stuck;
        for (const Direction d : tessera::allDirections)
            QVERIFY(!copy.move(d).moved);
        QCOMPARE(copy, stuck);
        QVERIFY(!Game::fromBoard(board("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 4"), 1).isOver());
        QVERIFY(!Game::fromBoard(board("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 0"), 1).isOver());

        // Every seeded game played to the end stops exactly when no direction changes the board.
        for (std::uint64_t seed = 100; seed < 110; ++seed) {
            Game game = *Game::create(3, 3, seed);
            MoveResult last;
            for (int i = 0; !game.isOver(); ++i) {
                last = game.move(policy(i, game.board()));
                QVERIFY(last.moved);
                QCOMPARE(last.over, game.isOver());
            }
            QVERIFY(last.over);
            for (const Direction d : tessera::allDirections)
                QVERIFY(!game.board().canSlide(d));
        }
    }

    void winIsReportedOnce()
    {
        Game game = Game::fromBoard(board("1024 1024 0 0/1024 1024 0 0/0 0 0 0/0 0 0 0"), 4);
        QVERIFY(!game.hasWon());
        const MoveResult r = game.move(Direction::Left); // two 2048s at once: one win
        QVERIFY(r.moved);
        QVERIFY(r.won);
        QVERIFY(game.hasWon());
        QVERIFY(game.winPending());
        QCOMPARE(tilesOf(game.board(), winExponent), 2);

        // Until the player chooses, the game waits: no move, no undo.
        const Game waiting = game;
        QVERIFY(!game.move(Direction::Right).moved);
        QVERIFY(!game.canUndo());
        QVERIFY(!game.undo());
        QCOMPARE(game, waiting);

        game.keepGoing();
        QVERIFY(!game.winPending());
        QVERIFY(game.isKeepingGoing());
        QVERIFY(game.hasWon());
        const MoveResult merged = game.move(Direction::Down); // the 2048s make a 4096
        QVERIFY(merged.moved);
        QVERIFY(!merged.won);
        QCOMPARE(tilesOf(game.board(), 12), 1);

        // Undo back before the first 2048 and make it again: no second report.
        while (game.undo()) {
        }
        QCOMPARE(tilesOf(game.board(), winExponent), 0);
        const MoveResult again = game.move(Direction::Left);
        QVERIFY(again.moved);
        QCOMPARE(tilesOf(game.board(), winExponent), 2);
        QVERIFY(!again.won);
        QVERIFY(!game.winPending());
    }

    void keepGoingBeforeWinningDoesNothing()
    {
        Game game = Game::fromBoard(board("1024 1024/0 0"), 4);
        game.keepGoing();
        QVERIFY(!game.isKeepingGoing());
        QVERIFY(game.move(Direction::Left).won);
        QVERIFY(game.winPending());
    }

    void aStartingBoardWith2048CountsAsWon()
    {
        Game game = Game::fromBoard(board("2048 0/0 1024"), 4);
        QVERIFY(game.hasWon());
        QVERIFY(!game.winPending());
        QVERIFY(game.move(Direction::Left).moved);
    }

    void seededReplayIsIdentical()
    {
        for (std::uint64_t seed : {1ULL, 2048ULL, 0xdeadbeefULL}) {
            Game a = *Game::create(4, 5, seed);
            Game b = *Game::create(4, 5, seed);
            QCOMPARE(a, b);
            for (int i = 0; !a.isOver(); ++i) {
                const Direction d = policy(i, a.board());
                const MoveResult ra = a.move(d);
                const MoveResult rb = b.move(d);
                QCOMPARE(ra.spawn, rb.spawn);
                QCOMPARE(ra.gained, rb.gained);
                QCOMPARE(a, b);
            }
            QVERIFY(b.isOver());
        }
        // Another seed gives another game.
        QVERIFY(Game(1).board() != Game(2).board() || Game(1).random() != Game(2).random());
        Game one(1);
        Game two(2);
        bool differs = false;
        for (int i = 0; i < 20; ++i) {
            one.move(policy(i, one.board()));
            two.move(policy(i, two.board()));
            differs = differs || one.board() != two.board();
        }
        QVERIFY(differs);
    }

    // Taken up again from its board, score and generator (a benchmark's saved stretch), a game
    // goes on as it would have; the generator's text form reads back to the same generator.
    void aGameTakenUpAgainGoesOnAsItWould()
    {
        Game whole(7);
        for (int i = 0; i < 30; ++i)
            whole.move(policy(i, whole.board()));
        const auto text = parseRandomState(formatRandomState(whole.random()));
        QCOMPARE(std::get<Random>(text), whole.random());
        Game resumed = Game::fromBoard(whole.board(), std::get<Random>(text), whole.score());
        for (int i = 30; !whole.isOver(); ++i) {
            const Direction d = policy(i, whole.board());
            QCOMPARE(resumed.move(d).spawn, whole.move(d).spawn);
            QCOMPARE(resumed.board(), whole.board());
            QCOMPARE(resumed.score(), whole.score());
        }
        QVERIFY(resumed.isOver());
    }
};

QTEST_APPLESS_MAIN(TestGame2048Game)
#include "tst_game2048_game.moc"
