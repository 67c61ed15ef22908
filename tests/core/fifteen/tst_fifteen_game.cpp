// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fifteen/BoardText.h"
#include "fifteen/Game.h"

#include <QTest>

using tessera::Direction;
using tessera::fifteen::Board;
using tessera::fifteen::Error;
using tessera::fifteen::Game;
using tessera::fifteen::Move;
using tessera::fifteen::Stopwatch;

namespace {

Board board(const char *text)
{
    auto parsed = tessera::fifteen::parseBoard(text);
    if (const Error *error = std::get_if<Error>(&parsed))
        qFatal("bad board in test: %s", error->message.c_str());
    return std::get<Board>(parsed);
}

QString text(const Board &b)
{
    return QString::fromStdString(tessera::fifteen::formatBoard(b));
}

// The empty cell in the middle, a few moves from solved.
const char *const middle = "1 2 3/4 0 5/7 8 6";

} // namespace

class TestFifteenGame : public QObject
{
    Q_OBJECT

private slots:
    void newGameHasNoMovesAndNoTime()
    {
        const Game game(board(middle));
        QCOMPARE(game.moveCount(), 0);
        QCOMPARE(game.board(), game.start());
        QVERIFY(!game.isSolved());
        QVERIFY(!game.canUndo());
        QVERIFY(!game.canRedo());
        QCOMPARE(game.stopwatch().state(), Stopwatch::State::Idle);
        QCOMPARE(game.elapsedMs(100000), 0);
    }

    void movesCountAndStartTheTimer()
    {
        Game game(board(middle));
        const std::optional<Move> m = game.move(Direction::Down, 1000);
        QVERIFY(m);
        QCOMPARE(m->tile, 2);
        QCOMPARE(text(game.board()), QStringLiteral("1 0 3/4 2 5/7 8 6"));
        QCOMPARE(game.moveCount(), 1);
        QVERIFY(game.stopwatch().isRunning());
        QCOMPARE(game.elapsedMs(3000), 2000);
        QCOMPARE(game.history(), std::vector<Move>{*m});
    }

    void movesAtTheEdgeAreNotCounted()
    {
        Game game(board("1 0 3/4 2 5/7 8 6"));
        QVERIFY(!game.move(Direction::Down, 1000)); // nothing above the empty cell
        QCOMPARE(game.moveCount(), 0);
        QVERIFY(!game.stopwatch().hasStarted());
        QVERIFY(game.history().empty());
    }

    void undoTakesBackOneMoveAndCountsAsAMove()
    {
        Game game(board(middle));
        const Move first = *game.move(Direction::Down, 0);
        const Board afterFirst = game.board();
        game.move(Direction::Left, 10);
        game.move(Direction::Up, 20);
        QCOMPARE(game.moveCount(), 3);

        const std::optional<Move> back = game.undo(30);
        QVERIFY(back);
        QCOMPARE(back->direction, Direction::Down); // the tile that went up comes back down
        game.undo(40);
        QCOMPARE(game.board(), afterFirst);
        QCOMPARE(game.moveCount(), 5);
        QCOMPARE(game.history(), std::vector<Move>{first});
        QVERIFY(game.canRedo());
        QCOMPARE(game.redoMoves().size(), std::size_t(2));

        game.undo(50);
        QCOMPARE(game.board(), game.start());
        QVERIFY(!game.canUndo());
        QVERIFY(!game.undo(60));
        QCOMPARE(game.moveCount(), 6);
    }

    void redoMakesTheUndoneMoveAgain()
    {
        Game game(board(middle));
        game.move(Direction::Down, 0);
        game.move(Direction::Left, 0);
        const Board afterTwo = game.board();
        game.undo(0);
        const std::optional<Move> again = game.redo(0);
        QVERIFY(again);
        QCOMPARE(again->direction, Direction::Left);
        QCOMPARE(game.board(), afterTwo);
        QCOMPARE(game.moveCount(), 4);
        QVERIFY(!game.canRedo());
        QVERIFY(!game.redo(0));
        QCOMPARE(game.moveCount(), 4);
    }

    void aNewMoveForgetsTheRedo()
    {
        Game game(board(middle));
        game.move(Direction::Down, 0);
        game.undo(0);
        QVERIFY(game.canRedo());
        game.move(Direction::Right, 0);
        QVERIFY(!game.canRedo());
        QVERIFY(game.redoMoves().empty());
    }

    void clickSlidesSeveralTilesOneMoveEach()
    {
        Game game(board("1 2 3 4/0 5 6 7/8 9 10 11/12 13 14 15"));
        const std::vector<Move> made = game.clickTile(7, 500);
        QCOMPARE(made.size(), std::size_t(3));
        QCOMPARE(text(game.board()), QStringLiteral("1 2 3 4/5 6 7 0/8 9 10 11/12 13 14 15"));
        QCOMPARE(game.moveCount(), 3);
        QCOMPARE(game.history(), made);
        QVERIFY(game.stopwatch().isRunning());

        // Undo is per move, not per click.
        game.undo(600);
        QCOMPARE(text(game.board()), QStringLiteral("1 2 3 4/5 6 0 7/8 9 10 11/12 13 14 15"));
        QCOMPARE(game.moveCount(), 4);

        const std::vector<Move> column = game.clickTile(game.board().cellAt(2, 3), 700);
        QCOMPARE(column.size(), std::size_t(2));
        QCOMPARE(column[0].tile, 10);
        QCOMPARE(column[1].tile, 14);
        QCOMPARE(game.moveCount(), 6);
    }

    void clickOffTheRowAndColumnDoesNothing()
    {
        Game game(board(middle));
        for (const int cell : {0, 2, 6, 8, 4, -1, 42}) {
            QVERIFY(game.clickTile(cell, 100).empty());
            QCOMPARE(game.board(), game.start());
            QCOMPARE(game.moveCount(), 0);
        }
        QVERIFY(!game.stopwatch().hasStarted());
    }

    void solvingEndsTheGame()
    {
        Game game(board("1 2 3/4 5 6/7 0 8"));
        game.move(Direction::Right, 1000);
        game.move(Direction::Left, 2000);
        QVERIFY(!game.isSolved());
        game.move(Direction::Left, 4000);
        QVERIFY(game.isSolved());
        QCOMPARE(game.moveCount(), 3);
        QCOMPARE(game.stopwatch().state(), Stopwatch::State::Stopped);
        QCOMPARE(game.elapsedMs(99000), 3000);
        QVERIFY(!game.move(Direction::Down, 5000));
        QVERIFY(game.clickTile(5, 5000).empty());
        QVERIFY(!game.canUndo());
        QVERIFY(!game.undo(5000));
        QCOMPARE(game.moveCount(), 3);
    }

    void clickThatSolves()
    {
        Game game(board("1 2 3/4 5 6/0 7 8"));
        QCOMPARE(game.clickTile(8, 0).size(), std::size_t(2));
        QVERIFY(game.isSolved());
    }

    void timerPausesAndAMoveResumesIt()
    {
        Game game(board(middle));
        game.pause(0); // before the first move: nothing to pause
        game.move(Direction::Down, 1000);
        game.pause(4000); // the window was hidden
        QCOMPARE(game.elapsedMs(50000), 3000);
        game.resume(50000);
        QCOMPARE(game.elapsedMs(51000), 4000);
        game.pause(52000);
        game.move(Direction::Up, 60000); // playing on resumes the timer
        QVERIFY(game.stopwatch().isRunning());
        QCOMPARE(game.elapsedMs(61000), 6000);
    }

    void restartGoesBackToTheStart()
    {
        Game game(board(middle));
        game.move(Direction::Down, 0);
        game.move(Direction::Left, 100);
        game.undo(200);
        game.restart();
        QCOMPARE(game.board(), game.start());
        QCOMPARE(text(game.start()), QString::fromLatin1(middle));
        QCOMPARE(game.moveCount(), 0);
        QVERIFY(!game.canUndo());
        QVERIFY(!game.canRedo());
        QCOMPARE(game.stopwatch().state(), Stopwatch::State::Idle);
    }

    void restoreReplaysTheMoves()
    {
        const auto restored = Game::restore(board(middle), {Direction::Down, Direction::Left},
                                            {Direction::Up}, 5, 7000);
        QVERIFY(std::holds_alternative<Game>(restored));
        Game game = std::get<Game>(restored);
        QCOMPARE(text(game.board()), QStringLiteral("1 3 0/4 2 5/7 8 6"));
        QCOMPARE(game.moveCount(), 5);
        QCOMPARE(game.history().size(), std::size_t(2));
        QCOMPARE(game.redoMoves().size(), std::size_t(1));
        QCOMPARE(game.stopwatch().state(), Stopwatch::State::Paused);
        QCOMPARE(game.elapsedMs(100), 7000);
        const std::optional<Move> redone = game.redo(1000);
        QVERIFY(redone);
        QCOMPARE(redone->tile, 5);
        QCOMPARE(game.elapsedMs(2000), 8000);
    }

    void restoreRefusesWhatCannotHaveHappened_data()
    {
        QTest::addColumn<std::vector<Direction>>("history");
        QTest::addColumn<std::vector<Direction>>("redo");
        QTest::addColumn<int>("moves");
        QTest::addColumn<qint64>("elapsed");
        QTest::addColumn<QString>("expected");
        using D = Direction;
        QTest::newRow("off the board") << std::vector<D>{D::Down, D::Down} << std::vector<D>{} << 2
                                       << qint64(0) << "move 2 of the history";
        QTest::newRow("redo off the board") << std::vector<D>{D::Down} << std::vector<D>{D::Down}
                                            << 3 << qint64(0) << "move 1 to redo";
        QTest::newRow("too few moves counted")
            << std::vector<D>{D::Down, D::Left} << std::vector<D>{D::Up} << 3 << qint64(0)
            << "too small";
        QTest::newRow("negative count")
            << std::vector<D>{} << std::vector<D>{} << -1 << qint64(0) << "too small";
        QTest::newRow("negative time")
            << std::vector<D>{} << std::vector<D>{} << 0 << qint64(-1) << "negative";
    }

    void restoreRefusesWhatCannotHaveHappened()
    {
        QFETCH(std::vector<Direction>, history);
        QFETCH(std::vector<Direction>, redo);
        QFETCH(int, moves);
        QFETCH(qint64, elapsed);
        QFETCH(QString, expected);
        const auto restored = Game::restore(board(middle), history, redo, moves, elapsed);
        const Error *error = std::get_if<Error>(&restored);
        QVERIFY(error);
        QVERIFY2(QString::fromStdString(error->message).contains(expected), error->message.c_str());
    }

    void restoreRefusesMovesPastTheSolution()
    {
        using D = Direction;
        const auto restored =
            Game::restore(board("1 2 3/4 5 6/7 0 8"), {D::Left, D::Right}, {}, 2, 0);
        QVERIFY(std::holds_alternative<Error>(restored));
        const auto solved = Game::restore(board("1 2 3/4 5 6/7 0 8"), {D::Left}, {}, 1, 1500);
        QVERIFY(std::holds_alternative<Game>(solved));
        QVERIFY(std::get<Game>(solved).isSolved());
        QCOMPARE(std::get<Game>(solved).stopwatch().state(), Stopwatch::State::Stopped);
    }
};

QTEST_APPLESS_MAIN(TestFifteenGame)
#include "tst_fifteen_game.moc"
