// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fifteen/BoardText.h"
#include "fifteen/GameText.h"
#include "fifteen/Shuffle.h"

#include <QTest>

using tessera::Direction;
using tessera::fifteen::Board;
using tessera::fifteen::Error;
using tessera::fifteen::Game;
using tessera::fifteen::loadGame;
using tessera::fifteen::saveGame;
using tessera::fifteen::Stopwatch;

namespace {

Board board(const char *text)
{
    return std::get<Board>(tessera::fifteen::parseBoard(text));
}

// A game in the middle of things: moves, undos, a click, time on the clock.
Game playedGame()
{
    tessera::fifteen::Random random(31);
    Game game(*tessera::fifteen::randomSolvableBoard(4, 4, random));
    std::int64_t now = 1000;
    for (const Direction d : {Direction::Down, Direction::Right, Direction::Down, Direction::Left,
                              Direction::Up, Direction::Up, Direction::Right})
        game.move(d, now += 700);
    game.clickTile(game.board().cellAt(0, game.board().yOf(game.board().emptyCell())), now += 900);
    game.undo(now += 300);
    game.undo(now += 300);
    return game;
}

const char *const sample = "tessera-fifteen-game 1\n"
                           "size 3x3\n"
                           "start 1 2 3/4 0 5/7 8 6\n"
                           "board 1 3 0/4 2 5/7 8 6\n"
                           "moves 5\n"
                           "elapsed-ms 7000\n"
                           "history DL\n"
                           "redo U\n";

} // namespace

class TestFifteenGameText : public QObject
{
    Q_OBJECT

private slots:
    void readsTheDocumentedForm()
    {
        const auto loaded = loadGame(sample);
        if (const Error *error = std::get_if<Error>(&loaded))
            QFAIL(error->message.c_str());
        const Game &game = std::get<Game>(loaded);
        QCOMPARE(game.start(), board("1 2 3/4 0 5/7 8 6"));
        QCOMPARE(game.board(), board("1 3 0/4 2 5/7 8 6"));
        QCOMPARE(game.moveCount(), 5);
        QCOMPARE(game.elapsedMs(123), 7000);
        QCOMPARE(game.history().size(), std::size_t(2));
        QCOMPARE(game.redoMoves().size(), std::size_t(1));
        QCOMPARE(saveGame(game, 0), std::string(sample));
    }

    void roundTripKeepsEverything()
    {
        Game game = playedGame();
        QVERIFY(game.history().size() >= 4);
        QCOMPARE(game.redoMoves().size(), std::size_t(2));
        QVERIFY(!game.isSolved());
        const std::int64_t now = 20000;
        const std::string saved = saveGame(game, now);
        const auto loaded = loadGame(saved);
        if (const Error *error = std::get_if<Error>(&loaded))
            QFAIL(error->message.c_str());
        Game back = std::get<Game>(loaded);
        QCOMPARE(back.start(), game.start());
        QCOMPARE(back.board(), game.board());
        QCOMPARE(back.moveCount(), game.moveCount());
        QCOMPARE(back.history(), game.history());
        QCOMPARE(back.redoMoves(), game.redoMoves());
        QCOMPARE(back.elapsedMs(0), game.elapsedMs(now));
        QCOMPARE(back.stopwatch().state(), Stopwatch::State::Paused);
        QCOMPARE(saveGame(back, 0), saved);

        // Play continues the same way in both.
        game.pause(now);
        QCOMPARE(back.undo(5000), game.undo(5000));
        QCOMPARE(back.redo(5000), game.redo(5000));
        QCOMPARE(back.redo(5000), game.redo(5000));
        QCOMPARE(back.board(), game.board());
        QCOMPARE(back.moveCount(), game.moveCount());
        QCOMPARE(back.elapsedMs(6000), game.elapsedMs(6000));
    }

    void roundTripsAFreshAndAFinishedGame()
    {
        const Game fresh(board("1 2 3/4 5 6/0 7 8"));
        const auto loadedFresh = loadGame(saveGame(fresh, 0));
        QVERIFY(std::holds_alternative<Game>(loadedFresh));
        QCOMPARE(std::get<Game>(loadedFresh).stopwatch().state(), Stopwatch::State::Idle);

        Game finished(board("1 2 3/4 5 6/0 7 8"));
        finished.move(Direction::Left, 100);
        finished.move(Direction::Left, 2600);
        const auto loadedFinished = loadGame(saveGame(finished, 5000));
        QVERIFY(std::holds_alternative<Game>(loadedFinished));
        QVERIFY(std::get<Game>(loadedFinished).isSolved());
        QCOMPARE(std::get<Game>(loadedFinished).elapsedMs(9999), 2500);
    }

    void acceptsWindowsLineEndsAndBlankLines()
    {
        std::string text = sample;
        std::string crlf;
        for (const char c : text)
            crlf += c == '\n' ? std::string("\r\n\r\n") : std::string(1, c);
        QVERIFY(std::holds_alternative<Game>(loadGame(crlf)));
    }

    void rejectsCorruptInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const QString good = QString::fromLatin1(sample);
        const auto replaced = [&](const char *from, const char *to) {
            QString text = good;
            return text.replace(QLatin1String(from), QLatin1String(to));
        };
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("something else") << "hello\nworld\n"
                                        << "line 1: not a saved Fifteen game";
        QTest::newRow("other version") << replaced("game 1", "game 2") << "unsupported";
        QTest::newRow("missing line") << replaced("redo U\n", "") << "no 'redo' line";
        QTest::newRow("repeated line") << good + "moves 5\n"
                                       << "line 9: 'moves' appears a second time";
        QTest::newRow("unknown line") << good + "colour blue\n"
                                      << "line 9: unknown entry 'colour'";
        QTest::newRow("bad size") << replaced("3x3", "3 by 3") << "line 2: the size";
        QTest::newRow("size too big") << replaced("3x3", "9x3") << "line 2";
        QTest::newRow("size mismatch") << replaced("3x3", "4x4") << "line 3: the board is 3x3";
        QTest::newRow("bad start")
            << replaced("start 1 2 3", "start 1 2 2") << "line 3: 2 appears twice";
        QTest::newRow("unsolvable start")
            << replaced("start 1 2 3/4 0 5/7 8 6", "start 2 1 3/4 0 5/7 8 6")
            << "line 3: the board cannot be solved";
        QTest::newRow("board mismatch")
            << replaced("board 1 3 0/4 2 5/7 8 6", "board 1 0 3/4 2 5/7 8 6")
            << "line 4: the board is not where the history leads";
        QTest::newRow("negative moves") << replaced("moves 5", "moves -5") << "line 5";
        QTest::newRow("huge moves") << replaced("moves 5", "moves 99999999999") << "line 5";
        QTest::newRow("moves not a number") << replaced("moves 5", "moves five") << "line 5";
        QTest::newRow("too few moves") << replaced("moves 5", "moves 3") << "too small";
        QTest::newRow("bad time") << replaced("elapsed-ms 7000", "elapsed-ms 7s") << "line 6";
        QTest::newRow("huge time")
            << replaced("elapsed-ms 7000", "elapsed-ms 99999999999999999999") << "line 6";
        QTest::newRow("bad letter") << replaced("history DL", "history DX")
                                    << "line 7: character 2 is not one of the move letters";
        QTest::newRow("lower case") << replaced("history DL", "history dl") << "line 7";
        QTest::newRow("impossible history")
            << replaced("history DL", "history DD") << "move 2 of the history has no tile to slide";
        QTest::newRow("impossible redo") << replaced("redo U", "redo D") << "move 1 to redo";
    }

    void rejectsCorruptInput()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const auto loaded = loadGame(text.toStdString());
        const Error *error = std::get_if<Error>(&loaded);
        QVERIFY(error);
        QVERIFY2(QString::fromStdString(error->message).contains(expected), error->message.c_str());
    }

    // The app words errors from their kind: a bad board keeps the board's kind and says its
    // line; anything else is a damaged save. The English message stays as tessera-cli prints it.
    void errorsHaveKindsForTheApp()
    {
        const auto badBoard = loadGame("tessera-fifteen-game 1\nsize 3x3\nstart 1 2 3/4 x 6/7 8 0\n"
                                       "board 1 2 3/4 5 6/7 8 0\nmoves 0\nelapsed-ms 0\nhistory \n"
                                       "redo \n");
        const Error *error = std::get_if<Error>(&badBoard);
        QVERIFY(error);
        QCOMPARE(error->kind, tessera::fifteen::ErrorKind::NotANumber);
        QCOMPARE(error->line, 3);
        QCOMPARE(error->word, std::string("x"));
        QVERIFY2(error->message.rfind("line 3: ", 0) == 0, error->message.c_str());
        const auto unknown = loadGame("tessera-fifteen-game 1\nsize 3x3\nnonsense\n");
        QVERIFY(std::get_if<Error>(&unknown));
        QCOMPARE(std::get<Error>(unknown).kind, tessera::fifteen::ErrorKind::SavedGameDamaged);
    }

    // Cut short anywhere, or with bytes changed at random, a save loads or is refused with a
    // message; it never crashes (the suite also runs under the sanitizers).
    void truncatedOrDamagedSavesNeverCrash()
    {
        const std::string saved = saveGame(playedGame(), 12345);
        for (std::size_t length = 0; length < saved.size(); ++length) {
            const auto loaded = loadGame(saved.substr(0, length));
            if (const Error *error = std::get_if<Error>(&loaded))
                QVERIFY(!error->message.empty());
        }
        unsigned seed = 99;
        for (int round = 0; round < 2000; ++round) {
            std::string damaged = saved;
            for (int i = 0; i < 1 + round % 4; ++i) {
                seed = seed * 1664525u + 1013904223u;
                damaged[(seed >> 8) % damaged.size()] = static_cast<char>(seed >> 24);
            }
            const auto loaded = loadGame(damaged);
            if (const Game *game = std::get_if<Game>(&loaded))
                QVERIFY(game->board().isSolvable());
        }
    }
};

QTEST_APPLESS_MAIN(TestFifteenGameText)
#include "tst_fifteen_gametext.moc"
