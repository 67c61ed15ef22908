// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
// `tessera-cli play` where a game ends or is left: what is recorded, what is asked, what is
// said. Run in a real terminal (tmux), driven by keys, read back from the screen.
#include "FifteenRecords.h"
#include "Game2048Scores.h"
#include "PlayTestSupport.h"
#include "TmuxSession.h"
#include "game2048/Game.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <algorithm>
#include <csignal>
#include <functional>

namespace {

namespace g = tessera::game2048;

QString scoresPath(const QTemporaryDir &dir)
{
    return dir.filePath(QStringLiteral("data/Tessera/tessera/2048-scores.json"));
}

QString keyName(tessera::Direction d)
{
    switch (d) {
    case tessera::Direction::Left:
        return QStringLiteral("Left");
    case tessera::Direction::Right:
        return QStringLiteral("Right");
    case tessera::Direction::Up:
        return QStringLiteral("Up");
    default:
        return QStringLiteral("Down");
    }
}

// Plays `game` (the engine's twin of the one on screen) with the first direction that moves
// until `done` holds; returns the keys that play the same moves in the terminal (none when the
// game ended first).
QStringList keysUntil(g::Game &game, const std::function<bool(const g::Game &)> &done)
{
    QStringList keys;
    while (!done(game)) {
        if (game.isOver())
            return {};
        for (const tessera::Direction d : tessera::allDirections) {
            if (game.board().canSlide(d)) {
                game.move(d);
                keys.append(keyName(d));
                break;
            }
        }
    }
    return keys;
}

// Runs `play args` in a width x height terminal and waits until it shows `shown`.
bool startAndWaitFor(TmuxSession &tmux, const QTemporaryDir &dir, const QStringList &args,
                     const QString &shown, int width = 80, int height = 24)
{
    return tmux.start(width, height, playCommand(dir, args)) && shows(tmux, shown);
}

// Starts 4x4 2048 with seed 5 (`game` is the engine's twin) and plays until it has points.
bool start2048WithPoints(TmuxSession &tmux, const QTemporaryDir &dir, g::Game &game)
{
    game = *g::Game::create(4, 4, 5);
    const QStringList keys = keysUntil(game, [](const g::Game &g) { return g.score() > 0; });
    const QString score = QStringLiteral("Score %1 ").arg(game.score());
    return startAndWaitFor(tmux, dir,
                           {QStringLiteral("2048"), QStringLiteral("--seed"), QStringLiteral("5")},
                           QStringLiteral("Score 0")) &&
           !keys.isEmpty() && tmux.sendKeys(keys) && shows(tmux, score);
}

// Starts 4x4 2048 with seed 5 as start2048WithPoints() does, in a shell that writes the
// program's process id to `pidFile` and, once it ended, its exit status and two of the
// terminal's modes as stty -a shows them ("icanon" or "-icanon", "echo" or "-echo"), then
// "modes shown".
bool start2048WithPointsInShell(TmuxSession &tmux, const QTemporaryDir &dir, g::Game &game,
                                const QString &pidFile)
{
    game = *g::Game::create(4, 4, 5);
    const QStringList keys = keysUntil(game, [](const g::Game &g) { return g.score() > 0; });
    const QString score = QStringLiteral("Score %1 ").arg(game.score());
    const QString play = QStringLiteral("echo $$ > %1; exec %2")
                             .arg(shellQuoted(pidFile), playCommand(dir, {QStringLiteral("2048"),
                                                                          QStringLiteral("--seed"),
                                                                          QStringLiteral("5")}));
    const QString command =
        QStringLiteral("sh -c %1; echo \"exit $?\"; stty -a | tr ' ' '\\n' | grep -x -e "
                       "'-*icanon' -e '-*echo'; echo modes shown; sleep 600")
            .arg(shellQuoted(play));
    return tmux.start(80, 24, command) && shows(tmux, QStringLiteral("Score 0")) &&
           !keys.isEmpty() && tmux.sendKeys(keys) && shows(tmux, score);
}

// Presses `key`, which must ask `question`, and answers it with x: the game plays on.
// Returns the screen after the question went.
QString askedAndDeclined(TmuxSession &tmux, const QString &key, const QString &question)
{
    if (!tmux.sendKeys({key}) || !shows(tmux, question))
        return QString();
    if (!tmux.sendKeys({QStringLiteral("x")}))
        return QString();
    return tmux.waitFor([&](const QString &s) { return !s.contains(question); });
}

// The screen's text as one line: rows trimmed and joined, runs of spaces made one, so text
// wrapped over rows reads as it was written.
QString screenText(const QString &screen)
{
    return screen.simplified();
}

// The lesson the tutorial's first level gives (its first Comment: line).
QString firstTutorialLesson()
{
    const QString text =
        readAll(QStringLiteral(TESSERA_SOURCE_DIR "/resources/levels/tutorial.xsb"));
    for (const QString &line : text.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("Comment: ")))
            return line.mid(9).trimmed();
    return QString();
}

// Waits (up to 15 s) until `check` holds; false if it never did.
bool eventually(const std::function<bool()> &check)
{
    const QDeadlineTimer deadline(15000);
    while (!check()) {
        if (deadline.hasExpired())
            return false;
        QThread::msleep(50);
    }
    return true;
}

} // namespace

class TestCliPlaySeams : public QObject
{
    Q_OBJECT

private slots:
    void a2048GameQuitWithQEntersTheHighScoreTable()
    {
        QTemporaryDir dir;
        TmuxSession tmux;
        g::Game game;
        QVERIFY(start2048WithPoints(tmux, dir, game));

        QVERIFY(tmux.sendKeys({QStringLiteral("q")}));
        QVERIFY(shows(tmux, QStringLiteral("Quit this game?")));
        QVERIFY(tmux.sendKeys({QStringLiteral("y")}));
        // The game it ended is in the table, as one ended by n or by a full board.
        QList<tessera::Game2048Scores::Entry> table;
        const bool entered = eventually([&] {
            table = tessera::Game2048Scores(scoresPath(dir)).table(4, 4);
            return !table.isEmpty();
        });
        QVERIFY2(entered, qPrintable(readAll(scoresPath(dir))));
        QCOMPARE(table.size(), 1);
        QCOMPARE(table.constFirst().score, game.score());
        QCOMPARE(table.constFirst().highestTile, g::tileValue(game.board().highestExponent()));
        QCOMPARE(table.constFirst().name, QStringLiteral("Player"));
    }

    void the2048TableShowsOnTAndWhenAGameEnds()
    {
        QTemporaryDir dir;
        {
            tessera::Game2048Scores app(scoresPath(dir));
            tessera::Game2048Scores::Entry ada;
            ada.name = QStringLiteral("Ada");
            ada.score = 1000;
            ada.highestTile = 64;
            ada.date = QDateTime(QDate(2026, 5, 4), QTime(12, 0), Qt::UTC);
            QCOMPARE(app.addEntry(2, 2, ada), 0);
        }
        TmuxSession tmux;
        QVERIFY(tmux.start(80, 24,
                           playCommand(dir, {QStringLiteral("2048"), QStringLiteral("--size"),
                                             QStringLiteral("2x2"), QStringLiteral("--seed"),
                                             QStringLiteral("3")})));
        QString screen;
        QVERIFY(shows(tmux, QStringLiteral("Score 0"), &screen));
        // The key line is drawn after the score: wait for it too (under load tmux showed the
        // screen between the two).
        QVERIFY(shows(tmux, QStringLiteral("t scores"), &screen));

        // t shows the table of the board's size; any key goes back to the game.
        QVERIFY(tmux.sendKeys({QStringLiteral("t")}));
        QVERIFY(shows(tmux, QStringLiteral("High scores 2×2"), &screen));
        QVERIFY2(screen.contains(QRegularExpression(QStringLiteral("1  Ada +1000 +64  2026-05-0"))),
                 qPrintable(screen));
        QVERIFY(screen.contains(QStringLiteral("Best 1000")));
        QVERIFY(tmux.sendKeys({QStringLiteral("Space")}));
        QVERIFY(shows(tmux, QStringLiteral("Score 0"), &screen));
        QVERIFY2(!screen.contains(QStringLiteral("High scores")), qPrintable(screen));

        // A full board ends the game: the table shows with the game's place marked.
        g::Game game = *g::Game::create(2, 2, 3);
        const QStringList keys = keysUntil(game, [](const g::Game &g) { return g.isOver(); });
        QVERIFY(!keys.isEmpty() && tmux.sendKeys(keys));
        QVERIFY(game.score() > 0);
        const QString note =
            QStringLiteral("Game over: score %1, place 2 in the table.").arg(game.score());
        QVERIFY(shows(tmux, note, &screen));
        QVERIFY2(screen.contains(
                     QRegularExpression(QStringLiteral("▸  2  Player +%1 +%2 ")
                                            .arg(game.score())
                                            .arg(g::tileValue(game.board().highestExponent())))),
                 qPrintable(screen));
        // Back to the finished game.
        QVERIFY(tmux.sendKeys({QStringLiteral("Space")}));
        // (Not "Game over: score": the table's note says that too.)
        QVERIFY(shows(tmux, QStringLiteral("u: undo, n: new game"), &screen));
        QVERIFY2(screen.contains(QStringLiteral("Game over: score")), qPrintable(screen));
    }

    // A game taken back from its end with u and ended again, then quit, is one game: one
    // entry in the table, not one for each time it ended.
    void a2048GameUndoneFromItsEndIsEnteredOnce()
    {
        QTemporaryDir dir;
        TmuxSession tmux;
        QVERIFY(startAndWaitFor(tmux, dir,
                                {QStringLiteral("2048"), QStringLiteral("--size"),
                                 QStringLiteral("2x2"), QStringLiteral("--seed"),
                                 QStringLiteral("3")},
                                QStringLiteral("Score 0")));
        g::Game game = *g::Game::create(2, 2, 3);
        const QStringList keys = keysUntil(game, [](const g::Game &g) { return g.isOver(); });
        QVERIFY(!keys.isEmpty() && tmux.sendKeys(keys));
        const QString note =
            QStringLiteral("Game over: score %1, place 1 in the table.").arg(game.score());
        QString screen = tmux.waitForText(note);
        QVERIFY2(screen.contains(note), qPrintable(screen));
        // Back to the board, one move back, and the same move ends it again.
        QVERIFY(tmux.sendKeys({QStringLiteral("Space"), QStringLiteral("u")}));
        screen = tmux.waitFor([](const QString &s) { return !s.contains(QStringLiteral("Game over")); });
        QVERIFY2(!screen.contains(QStringLiteral("Game over")), qPrintable(screen));
        QVERIFY(tmux.sendKeys({keys.constLast()}));
        screen = tmux.waitForText(QStringLiteral("Game over: score"));
        QVERIFY2(screen.contains(QStringLiteral("Game over: score")), qPrintable(screen));
        QVERIFY(tmux.sendKeys({QStringLiteral("Space"), QStringLiteral("u"), QStringLiteral("q")}));
        QVERIFY(tmux.waitForText(QStringLiteral("Quit this game?"))
                    .contains(QStringLiteral("Quit this game?")));
        QVERIFY(tmux.sendKeys({QStringLiteral("y")}));
        QVERIFY(eventually([&] { return !tmux.capture().contains(QStringLiteral("Quit")); }));
        const QList<tessera::Game2048Scores::Entry> table =
            tessera::Game2048Scores(scoresPath(dir)).table(2, 2);
        QVERIFY2(table.size() == 1, qPrintable(readAll(scoresPath(dir))));
        QCOMPARE(table.constFirst().score, game.score());
        QCOMPARE(tessera::Game2048Scores(scoresPath(dir)).best(2, 2), game.score());
    }

    void newGameIn2048AsksFirst()
    {
        QTemporaryDir dir;
        TmuxSession tmux;
        g::Game game;
        QVERIFY(start2048WithPoints(tmux, dir, game));

        // Any other key than y plays on with the same game.
        QString screen = askedAndDeclined(
            tmux, QStringLiteral("n"),
            QStringLiteral("Start a new game? y: new game, any other key: play on"));
        QVERIFY2(screen.contains(QStringLiteral("Score %1 ").arg(game.score())),
                 qPrintable(screen));
        QCOMPARE(boardOnScreen(screen, 4), boardValues(game.board()));
        // y starts the new game (the old one shows its place in the table first).
        QVERIFY(tmux.sendKeys({QStringLiteral("n"), QStringLiteral("y")}));
        QVERIFY(shows(tmux, QStringLiteral("Game ended: score %1").arg(game.score()), &screen));
        QVERIFY2(screen.contains(QStringLiteral("place 1")), qPrintable(screen));
        QVERIFY(tmux.sendKeys({QStringLiteral("Space")}));
        QVERIFY(shows(tmux, QStringLiteral("Score 0 "), &screen));
    }

    void restartAndNewGameInFifteenAskFirst()
    {
        QTemporaryDir dir;
        TmuxSession tmux;
        QVERIFY(startAndWaitFor(tmux, dir,
                                {QStringLiteral("fifteen"), QStringLiteral("--board"),
                                 QStringLiteral("1 2 3/4 5 6/7 0 8")},
                                QStringLiteral("Moves 0")));
        // Down slides the 5 above the gap into it.
        QVERIFY(tmux.sendKeys({QStringLiteral("Down")}));
        QVERIFY(shows(tmux, QStringLiteral("Moves 1")));

        QString screen = askedAndDeclined(
            tmux, QStringLiteral("r"),
            QStringLiteral("Restart this game? y: restart, any other key: play on"));
        QVERIFY2(screen.contains(QStringLiteral("Moves 1")), qPrintable(screen));
        QVERIFY(tmux.sendKeys({QStringLiteral("r"), QStringLiteral("y")}));
        QVERIFY(shows(tmux, QStringLiteral("Moves 0"), &screen));

        const QString newGame =
            QStringLiteral("Start a new game? y: new game, any other key: play on");
        QVERIFY(tmux.sendKeys({QStringLiteral("Down"), QStringLiteral("n")}));
        QVERIFY(shows(tmux, newGame, &screen));
        QVERIFY2(screen.contains(QStringLiteral("Moves 1")), qPrintable(screen));
        QVERIFY(tmux.sendKeys({QStringLiteral("y")}));
        QVERIFY(shows(tmux, QStringLiteral("Moves 0"), &screen));
    }

    void leavingASokobanLevelInPlayAsksFirst()
    {
        QTemporaryDir dir;
        const QString levelPath = dir.filePath(QStringLiteral("two.xsb"));
        {
            QFile f(levelPath);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("#######\n#@  $.#\n#######\n\n######\n#.$ @#\n######\n");
        }
        TmuxSession tmux;
        QVERIFY(tmux.start(80, 24, playCommand(dir, {QStringLiteral("sokoban"), levelPath})));
        QString screen;
        QVERIFY(shows(tmux, QStringLiteral("Moves 0"), &screen));
        QVERIFY2(screen.contains(QStringLiteral(" 1/2 ")), qPrintable(screen));
        QVERIFY(tmux.sendKeys({QStringLiteral("Right")}));
        QVERIFY(shows(tmux, QStringLiteral("Moves 1")));

        screen = askedAndDeclined(tmux, QStringLiteral("n"),
                                  QStringLiteral("Leave this level for the next one? y: next "
                                                 "level, any other key: play on"));
        QVERIFY2(screen.contains(QStringLiteral(" 1/2 ")) &&
                     screen.contains(QStringLiteral("Moves 1")),
                 qPrintable(screen));
        QVERIFY(tmux.sendKeys({QStringLiteral("n"), QStringLiteral("y")}));
        QVERIFY(shows(tmux, QStringLiteral(" 2/2 "), &screen));
        // Nothing played on this level: p goes back at once.
        QVERIFY(tmux.sendKeys({QStringLiteral("p")}));
        QVERIFY(shows(tmux, QStringLiteral(" 1/2 "), &screen));
        QVERIFY2(!screen.contains(QStringLiteral("?")), qPrintable(screen));
    }

    void bigFifteenBoardsFitEightyByTwentyFour_data()
    {
        QTest::addColumn<int>("side");
        QTest::newRow("6x6") << 6;
        QTest::newRow("7x7") << 7;
        QTest::newRow("8x8") << 8;
    }

    void bigFifteenBoardsFitEightyByTwentyFour()
    {
        QFETCH(int, side);
        QTemporaryDir dir;
        TmuxSession tmux;
        QVERIFY(tmux.start(80, 24,
                           playCommand(dir, {QStringLiteral("fifteen"), QStringLiteral("--size"),
                                             QString::number(side), QStringLiteral("--seed"),
                                             QStringLiteral("2")})));
        const QString screen = tmux.waitFor([](const QString &s) {
            return s.contains(QStringLiteral("Moves 0")) || s.contains(QStringLiteral("enlarge"));
        });
        QVERIFY2(screen.contains(QStringLiteral("Moves 0")), qPrintable(screen));
        // Every tile shows, each board row on a row of the screen of its own.
        QList<int> tiles;
        int boardRows = 0;
        for (const QString &line : screen.split(QLatin1Char('\n'))) {
            const QStringList cells = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (cells.size() != side)
                continue;
            ++boardRows;
            for (const QString &cell : cells)
                if (cell != QStringLiteral("·"))
                    tiles.append(cell.toInt());
        }
        QCOMPARE(boardRows, side);
        std::sort(tiles.begin(), tiles.end());
        QList<int> expected;
        for (int t = 1; t < side * side; ++t)
            expected.append(t);
        QCOMPARE(tiles, expected);
        QVERIFY2(screen.contains(QStringLiteral("n new game")), qPrintable(screen));
    }

    void longMessagesWrap()
    {
        QTemporaryDir dir;
        // The app's data folder is a file: the scores cannot be saved, and the message saying
        // so (with the file's path) is longer than a row.
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("data"))));
        QFile blocker(dir.filePath(QStringLiteral("data/Tessera")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QString expected;
        {
            // What the failed save logs, here as in the game.
            QTest::ignoreMessage(QtWarningMsg,
                                 QRegularExpression(QStringLiteral("without its lock")));
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Cannot save")));
            tessera::Game2048Scores app(scoresPath(dir));
            QVERIFY(app.noteScore(4, 4, 4));
            QVERIFY(!app.flush());
            expected = app.lastSaveError();
        }
        QVERIFY2(expected.size() > 80, qPrintable(expected));

        TmuxSession tmux;
        g::Game game;
        QVERIFY(start2048WithPoints(tmux, dir, game));
        // The whole message, over as many rows as it takes, and nothing logged over the game.
        const QString screen = tmux.waitFor(
            [&](const QString &s) { return screenText(s).contains(expected.simplified()); });
        QVERIFY2(screenText(screen).contains(expected.simplified()), qPrintable(screen));
        QCOMPARE(boardOnScreen(screen, 4), boardValues(game.board()));
        QVERIFY2(!screen.contains(QStringLiteral("without its lock")), qPrintable(screen));
    }

    void theKeyHelpAndCountersWrapInANarrowTerminal()
    {
        QTemporaryDir dir;
        {
            // A best result to show beside the counters: 41 columns in all.
            tessera::FifteenRecords app(
                dir.filePath(QStringLiteral("data/Tessera/tessera/fifteen-records.json")));
            QVERIFY(app.recordSolved(3, 3, 45, 83000));
        }
        TmuxSession tmux;
        QVERIFY(tmux.start(40, 16,
                           playCommand(dir, {QStringLiteral("fifteen"), QStringLiteral("--board"),
                                             QStringLiteral("1 2 3/4 5 6/7 0 8")})));
        QString screen;
        QVERIFY(shows(tmux, QStringLiteral("Moves 0"), &screen));
        // Wider than the terminal, each takes two rows.
        QVERIFY2(screenText(screen).contains(
                     QStringLiteral("u undo y redo r restart n new game q quit")),
                 qPrintable(screen));
        QVERIFY2(
            screenText(screen).contains(QStringLiteral("Moves 0 Time 0:00 Best 45 moves, 1:23")),
            qPrintable(screen));
        QVERIFY(tmux.sendKeys({QStringLiteral("Left")}));
        QVERIFY(shows(tmux, QStringLiteral("Solved"), &screen));
        QVERIFY2(screenText(screen).contains(QStringLiteral("Solved in 1 move,")),
                 qPrintable(screen));
        QVERIFY(screenText(screen).contains(QStringLiteral("7 8 ·")));
    }

    void theQuitQuestionShowsInATooSmallTerminal()
    {
        QTemporaryDir dir;
        TmuxSession tmux;
        QVERIFY(startAndWaitFor(tmux, dir,
                                {QStringLiteral("fifteen"), QStringLiteral("--board"),
                                 QStringLiteral("1 2 3/4 5 6/7 0 8")},
                                QStringLiteral("Moves 0")));
        QVERIFY(tmux.sendKeys({QStringLiteral("Down")}));
        QVERIFY(shows(tmux, QStringLiteral("Moves 1")));
        QVERIFY(tmux.resize(20, 8));
        QString screen;
        QVERIFY(shows(tmux, QStringLiteral("enlarge"), &screen));

        QVERIFY(tmux.sendKeys({QStringLiteral("q")}));
        const QString question = QStringLiteral("Quit this game? y: quit, any other key: play on");
        screen = tmux.waitFor([&](const QString &s) { return screenText(s).contains(question); });
        QVERIFY2(screenText(screen).contains(question), qPrintable(screen));
        QVERIFY2(screenText(screen).contains(QStringLiteral("too small")), qPrintable(screen));
        // Answered there: the game ends.
        QVERIFY(tmux.sendKeys({QStringLiteral("y")}));
        QVERIFY(tmux.waitFor([](const QString &s) { return s.trimmed().isEmpty(); })
                    .trimmed()
                    .isEmpty());
    }

    void theTutorialLessonShowsUnderTheBoard()
    {
        const QString lesson = firstTutorialLesson();
        QVERIFY(lesson.size() > 80); // more than one row's worth: it wraps
        QTemporaryDir dir;
        TmuxSession tmux;
        QVERIFY(tmux.start(80, 24, playCommand(dir, {QStringLiteral("sokoban")})));
        // The title and the lesson can reach the screen in different frames: wait for both.
        const QString screen = tmux.waitFor([&](const QString &s) {
            return s.contains(QStringLiteral("Tutorial 1/")) && screenText(s).contains(lesson);
        });
        QVERIFY2(screenText(screen).contains(lesson), qPrintable(screen));
        // Below the board (the player's row).
        const QStringList rows = screen.split(QLatin1Char('\n'));
        const qsizetype player =
            std::find_if(rows.begin(), rows.end(),
                         [](const QString &r) { return r.contains(QLatin1Char('@')); }) -
            rows.begin();
        const QString firstWords = lesson.section(QLatin1Char(' '), 0, 3);
        const qsizetype lessonRow =
            std::find_if(rows.begin(), rows.end(),
                         [&](const QString &r) { return r.contains(firstWords); }) -
            rows.begin();
        QVERIFY2(player < lessonRow && lessonRow < rows.size(), qPrintable(screen));
    }

    void aRefusedUndoSaysWhy()
    {
        QTemporaryDir dir;
        TmuxSession tmux;
        QVERIFY(startAndWaitFor(
            tmux, dir, {QStringLiteral("2048"), QStringLiteral("--seed"), QStringLiteral("5")},
            QStringLiteral("Score 0")));
        QVERIFY(tmux.sendKeys({QStringLiteral("u")}));
        QString screen;
        QVERIFY(shows(tmux, QStringLiteral("Nothing to undo yet"), &screen));

        // Four moves, three taken back: the fourth undo is past the limit.
        g::Game game = *g::Game::create(4, 4, 5);
        int moves = 0;
        const QStringList keys =
            keysUntil(game, [&moves](const g::Game &) { return moves++ == 4; });
        QCOMPARE(keys.size(), 4);
        QVERIFY(tmux.sendKeys(keys));
        QVERIFY(shows(tmux, QStringLiteral("Undo 3")));
        QVERIFY(tmux.sendKeys({QStringLiteral("u"), QStringLiteral("u"), QStringLiteral("u")}));
        QVERIFY(shows(tmux, QStringLiteral("Undo 0")));
        QVERIFY(tmux.sendKeys({QStringLiteral("u")}));
        QVERIFY(shows(tmux, QStringLiteral("Only the last 3 moves can be undone"), &screen));
        // The next key takes the message away.
        QVERIFY(tmux.sendKeys({QStringLiteral("x")}));
        screen = tmux.waitFor([](const QString &s) { return !s.contains(QStringLiteral("Only")); });
        QVERIFY2(!screen.contains(QStringLiteral("Only")), qPrintable(screen));
    }
    void aSignalEndsPlayAsQuitDoes_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGTERM") << SIGTERM;
        QTest::newRow("SIGHUP") << SIGHUP;
        QTest::newRow("SIGINT") << SIGINT;
    }

    // Logout (SIGTERM), a closed terminal window (SIGHUP) or Ctrl+C in the middle of a game:
    // the game is entered in the high-score table, as q would enter it, and the terminal is
    // given back in its normal modes; the program still ends of the signal.
    void aSignalEndsPlayAsQuitDoes()
    {
        QFETCH(int, signal);
        QTemporaryDir dir;
        const QString pidFile = dir.filePath(QStringLiteral("pid"));
        TmuxSession tmux;
        g::Game game;
        QVERIFY(start2048WithPointsInShell(tmux, dir, game, pidFile));
        QVERIFY(tessera::Game2048Scores(scoresPath(dir)).table(4, 4).isEmpty());

        // To the program only (Ctrl+C would end the test's shell too, before it reports).
        const qint64 pid = readAll(pidFile).trimmed().toLongLong();
        QVERIFY(pid > 0);
        QCOMPARE(::kill(static_cast<pid_t>(pid), signal), 0);
        QString screen;
        QVERIFY(shows(tmux, QStringLiteral("modes shown"), &screen));
        QVERIFY2(screen.contains(QStringLiteral("exit %1").arg(128 + signal)), qPrintable(screen));
        // Canonical input and echo are on again (curses had them off).
        QStringList rows = screen.split(QLatin1Char('\n'));
        for (QString &row : rows)
            row = row.trimmed();
        QVERIFY2(rows.contains(QStringLiteral("icanon")) && rows.contains(QStringLiteral("echo")),
                 qPrintable(screen));

        const QList<tessera::Game2048Scores::Entry> table =
            tessera::Game2048Scores(scoresPath(dir)).table(4, 4);
        QCOMPARE(table.size(), 1);
        QCOMPARE(table.constFirst().score, game.score());
        QCOMPARE(tessera::Game2048Scores(scoresPath(dir)).best(4, 4), game.score());
    }
};

QTEST_GUILESS_MAIN(TestCliPlaySeams)
#include "tst_cli_play_seams.moc"
