// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// `tessera-cli play` as a player sees it: run in a real terminal (tmux), driven by keys,
// read back from the screen.
#include "CliRunner.h"
#include "Game2048Scores.h"
#include "PlayTestSupport.h"
#include "ProgressStore.h"
#include "TmuxSession.h"
#include "game2048/Game.h"
#include "sokoban/LevelIdentity.h"
#include "sokoban/XsbReader.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <csignal>
#include <sys/types.h>

namespace {

namespace g = tessera::game2048;

QString progressPath(const QTemporaryDir &dir)
{
    return dir.filePath(QStringLiteral("data/Tessera/tessera/progress.json"));
}

// Starts a shell in the session, notes its terminal settings, then runs `play args` in it
// and waits for `shown`.
bool startInAShell(TmuxSession &tmux, const QTemporaryDir &dir, const QStringList &args,
                   const QString &shown)
{
    const QString before = shellQuoted(dir.filePath(QStringLiteral("stty-before")));
    return tmux.start(80, 24, QStringLiteral("env PS1='$ ' LANG=C.UTF-8 sh")) &&
           tmux.type(QStringLiteral("stty -g > ") + before + QStringLiteral("; clear")) &&
           tmux.sendKeys({QStringLiteral("Enter")}) && tmux.type(playCommand(dir, args)) &&
           tmux.sendKeys({QStringLiteral("Enter")}) && tmux.waitForText(shown).contains(shown);
}

// Waits (up to 15 s) until the shell in the pane has no child left: the game has exited. Keys
// typed while it is still on its way out go to the game, not to the shell.
bool gameHasExited(TmuxSession &tmux)
{
    const QString children = QStringLiteral("/proc/%1/task/%1/children").arg(tmux.panePid());
    const QDeadlineTimer deadline(15000);
    while (!readAll(children).trimmed().isEmpty()) {
        if (deadline.hasExpired())
            return false;
        QThread::msleep(20);
    }
    return true;
}

// After the game ended: the shell is back and usable (what is typed is echoed, a command
// runs), the game's exit status is `status` and the terminal settings are as they were.
bool shellIsBackAsItWas(TmuxSession &tmux, const QTemporaryDir &dir, int status)
{
    const QString before = dir.filePath(QStringLiteral("stty-before"));
    const QString after = dir.filePath(QStringLiteral("stty-after"));
    if (!gameHasExited(tmux)) {
        qWarning().noquote() << "the game is still running:" << tmux.capture();
        return false;
    }
    if (!tmux.type(QStringLiteral("echo status=$?; stty -g > ") + shellQuoted(after) +
                   QStringLiteral("; echo done-$((40+2))")) ||
        !tmux.sendKeys({QStringLiteral("Enter")}))
        return false;
    const QString screen = tmux.waitForText(QStringLiteral("done-42"));
    const bool ok = screen.contains(QStringLiteral("status=%1").arg(status)) &&
                    screen.contains(QStringLiteral("echo status=$?")) &&
                    !readAll(before).isEmpty() && readAll(after) == readAll(before);
    if (!ok)
        qWarning().noquote() << screen << "\nbefore:" << readAll(before)
                             << "\nafter:" << readAll(after);
    return ok;
}

} // namespace

class TestCliPlay : public QObject
{
    Q_OBJECT

private slots:
    void fifteenInLettersIsSolvedByTheLastKey()
    {
        QTemporaryDir dir;
        TmuxSession tmux;
        QVERIFY(tmux.start(80, 24,
                           playCommand(dir, {QStringLiteral("fifteen"), QStringLiteral("--letters"),
                                             QStringLiteral("--board"),
                                             QStringLiteral("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 "
                                                            "15")})));
        // The last row: M and N, the gap, O, each tile's letter in the middle of its block.
        QString screen = tmux.waitForText(QStringLiteral("M   N   ·   O"));
        QVERIFY2(screen.contains(QStringLiteral("M   N   ·   O")), qPrintable(screen));
        QVERIFY(screen.contains(QStringLiteral("A   B   C   D")));
        QVERIFY(!screen.contains(QStringLiteral("Solved")));
        // Left slides the tile right of the gap (O) into it.
        QVERIFY(tmux.sendKeys({QStringLiteral("Left")}));
        screen = tmux.waitForText(QStringLiteral("Solved"));
        QVERIFY2(screen.contains(QStringLiteral("Solved in 1 move,")), qPrintable(screen));
        QVERIFY(screen.contains(QStringLiteral("M   N   O   ·")));
        // A solved game quits without asking.
        QVERIFY(tmux.sendKeys({QStringLiteral("q")}));
        QVERIFY(tmux.waitFor([](const QString &s) { return !s.contains(QStringLiteral("Solved")); })
                    .trimmed()
                    .isEmpty());
    }

    void seeded2048MovesAsTheRulesEngine()
    {
        QTemporaryDir dir;
        {
            // The app's best 4x4 score: the terminal shows the same one.
            tessera::Game2048Scores app(
                dir.filePath(QStringLiteral("data/Tessera/tessera/2048-scores.json")));
            QVERIFY(app.noteScore(4, 4, 12345));
            QVERIFY(app.flush());
        }
        TmuxSession tmux;
        QVERIFY(tmux.start(80, 24,
                           playCommand(dir, {QStringLiteral("2048"), QStringLiteral("--seed"),
                                             QStringLiteral("11")})));
        g::Game game = *g::Game::create(4, 4, 11);
        QString screen = tmux.waitForText(QStringLiteral("Score 0"));
        QCOMPARE(boardOnScreen(screen, 4), boardValues(game.board()));
        QVERIFY2(screen.contains(QStringLiteral("Best 12345")), qPrintable(screen));

        // The first direction that moves anything in the engine's game.
        tessera::Direction d = tessera::Direction::Left;
        for (const tessera::Direction candidate : tessera::allDirections) {
            if (game.board().canSlide(candidate)) {
                d = candidate;
                break;
            }
        }
        QVERIFY(game.move(d).moved);
        const QString key = d == tessera::Direction::Left    ? QStringLiteral("Left")
                            : d == tessera::Direction::Right ? QStringLiteral("Right")
                            : d == tessera::Direction::Up    ? QStringLiteral("Up")
                                                             : QStringLiteral("Down");
        QVERIFY(tmux.sendKeys({key}));
        screen = tmux.waitForText(QStringLiteral("Undo 1"));
        QCOMPARE(boardOnScreen(screen, 4), boardValues(game.board()));
        QVERIFY(screen.contains(QStringLiteral("Score %1").arg(game.score())));

        // A game in progress: q asks first, and n (any key but y) plays on.
        QVERIFY(tmux.sendKeys({QStringLiteral("q")}));
        QVERIFY(tmux.waitForText(QStringLiteral("Quit this game?"))
                    .contains(QStringLiteral("Quit this game?")));
        QVERIFY(tmux.sendKeys({QStringLiteral("n")}));
        screen = tmux.waitFor([](const QString &s) { return !s.contains(QStringLiteral("Quit")); });
        QCOMPARE(boardOnScreen(screen, 4), boardValues(game.board()));
    }

    void sokobanLevelSolvedByKeysIsInTheProgress()
    {
        QTemporaryDir dir;
        const QString levelPath = dir.filePath(QStringLiteral("one.xsb"));
        const QByteArray levelText = "######\n#@ $.#\n######\n";
        {
            QFile f(levelPath);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(levelText);
        }
        const auto levels = tessera::sokoban::readXsb(levelText.toStdString());
        QCOMPARE(levels.levels.size(), std::size_t(1));
        const QString key =
            QString::fromStdString(tessera::sokoban::levelKey(levels.levels.front().level));

        TmuxSession tmux;
        QVERIFY(tmux.start(80, 24, playCommand(dir, {QStringLiteral("sokoban"), levelPath})));
        QString screen = tmux.waitForText(QStringLiteral("Moves 0"));
        QVERIFY2(screen.contains(QStringLiteral("Boxes on goals 0/1")), qPrintable(screen));

        // Meanwhile another program (the app) records another level in the same file: the
        // terminal's record must not write it away.
        {
            tessera::ProgressStore app(progressPath(dir));
            QVERIFY(
                app.record(QStringLiteral("another-level"), 1, 0, QStringLiteral("l")).accepted);
        }

        QVERIFY(tmux.sendKeys({QStringLiteral("Right"), QStringLiteral("Right")}));
        screen = tmux.waitForText(QStringLiteral("Solved"));
        QVERIFY2(screen.contains(QStringLiteral("Solved in 2 moves and 1 push!")),
                 qPrintable(screen));

        const tessera::ProgressStore progress(progressPath(dir));
        QVERIFY2(progress.isSolved(key), qPrintable(readAll(progressPath(dir))));
        QCOMPARE(progress.progress(key)->bestMoves.lurd, QStringLiteral("rR"));
        QVERIFY(progress.isSolved(QStringLiteral("another-level")));
    }

    void tooSmallTerminalAsksToEnlargeAndRedrawsWhenItGrows()
    {
        QTemporaryDir dir;
        TmuxSession tmux;
        QVERIFY(tmux.start(20, 8, playCommand(dir, {QStringLiteral("fifteen")})));
        QString screen = tmux.waitForText(QStringLiteral("enlarge"));
        QVERIFY2(screen.contains(QStringLiteral("enlarge")), qPrintable(screen));
        QVERIFY(!screen.contains(QStringLiteral("Moves")));
        QVERIFY(tmux.resize(80, 24));
        screen = tmux.waitForText(QStringLiteral("Moves 0"));
        QVERIFY2(screen.contains(QStringLiteral("Fifteen 4×4")), qPrintable(screen));
        QVERIFY(!screen.contains(QStringLiteral("enlarge")));
    }

    void ctrlCLeavesASaneTerminal()
    {
        QTemporaryDir dir;
        TmuxSession tmux;
        QVERIFY(startInAShell(
            tmux, dir, {QStringLiteral("fifteen"), QStringLiteral("--seed"), QStringLiteral("1")},
            QStringLiteral("Moves 0")));
        QVERIFY(tmux.sendKeys({QStringLiteral("Right"), QStringLiteral("C-c")}));
        QVERIFY(shellIsBackAsItWas(tmux, dir, 130));
    }

    void sigtermLeavesASaneTerminal()
    {
        QTemporaryDir dir;
        TmuxSession tmux;
        QVERIFY(startInAShell(tmux, dir, {QStringLiteral("2048")}, QStringLiteral("Score 0")));
        // The game is the shell's only child (env execs it).
        const QString shell = QString::number(tmux.panePid());
        const QStringList pids = readAll(QStringLiteral("/proc/%1/task/%1/children").arg(shell))
                                     .split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(pids.size(), 1);
        QVERIFY(::kill(static_cast<pid_t>(pids.constFirst().toLongLong()), SIGTERM) == 0);
        QVERIFY(shellIsBackAsItWas(tmux, dir, 143));
    }

    void withoutATerminalItSaysSoAndExitsWithTwo()
    {
        const CliResult r = runCli({QStringLiteral("play"), QStringLiteral("fifteen")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(QLatin1String(
                     "tessera-cli: play: needs a terminal: standard input and output must not "
                     "be redirected")),
                 qPrintable(r.err));
    }

    void badOptionsAreNamed()
    {
        const CliResult size = runCli({QStringLiteral("play"), QStringLiteral("2048"),
                                       QStringLiteral("--size"), QStringLiteral("9x4")});
        QCOMPARE(size.exitCode, 2);
        QVERIFY(size.err.contains(QLatin1String("--size '9x4'")));
        const CliResult letters =
            runCli({QStringLiteral("play"), QStringLiteral("fifteen"), QStringLiteral("--size"),
                    QStringLiteral("6"), QStringLiteral("--letters")});
        QCOMPARE(letters.exitCode, 2);
        QVERIFY(letters.err.contains(QLatin1String("--letters")));
        const CliResult file = runCli({QStringLiteral("play"), QStringLiteral("sokoban"),
                                       QStringLiteral("/nonexistent/levels.xsb")});
        QCOMPARE(file.exitCode, 2);
        QVERIFY(file.err.contains(QLatin1String("/nonexistent/levels.xsb")));
    }

    void helpDocumentsPlay()
    {
        const CliResult r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        for (const char *usage : {"tessera-cli play sokoban [FILE] [--level N]",
                                  "tessera-cli play 2048 [--size RxC] [--seed S]",
                                  "tessera-cli play fifteen [--size N | --size WxH] [--letters]"})
            QVERIFY2(r.out.contains(QLatin1String(usage)), usage);
    }
};

QTEST_GUILESS_MAIN(TestCliPlay)
#include "tst_cli_play.moc"
