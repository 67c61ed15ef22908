// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The solver in the app: answers come from a worker thread (the caller's thread never waits),
// solutions replay with the rules engine, cancel and destruction stop a long search promptly.

#include "SokobanSolverRunner.h"
#include "sokoban/Game.h"
#include "sokoban/XsbReader.h"

#include <QSignalSpy>
#include <QTest>

using tessera::SokobanSolverRunner;
namespace s = tessera::sokoban;

namespace {

s::Level levelOf(const char *xsb)
{
    s::LevelCollection read = s::readXsb(xsb);
    return read.levels.at(0).level;
}

const s::Level &microban(int number)
{
    static const std::vector<s::Level> levels = [] {
        std::vector<s::Level> all;
        for (s::LevelEntry &entry :
             s::readXsbFile(std::string(TESSERA_SOURCE_DIR) + "/resources/levels/microban.xsb")
                 .levels)
            all.push_back(std::move(entry.level));
        return all;
    }();
    return levels.at(static_cast<std::size_t>(number - 1));
}

// Plays `lurd` on `level` with the engine; true when every step moves and it ends solved.
bool solves(const s::Level &level, const QString &lurd)
{
    std::optional<s::Game> game = s::Game::fromLevel(level);
    if (!game)
        return false;
    for (const QChar c : lurd) {
        tessera::Direction d;
        switch (c.toLower().toLatin1()) {
        case 'l':
            d = tessera::Direction::Left;
            break;
        case 'u':
            d = tessera::Direction::Up;
            break;
        case 'r':
            d = tessera::Direction::Right;
            break;
        case 'd':
            d = tessera::Direction::Down;
            break;
        default:
            return false;
        }
        if (!game->move(d).moved())
            return false;
    }
    return game->isSolved();
}

// A search far longer than any test waits: plain A* on Microban 153 (as the core's test).
s::SolverOptions slowOptions()
{
    s::SolverOptions options;
    options.heuristicWeights = {1};
    options.featureSearchWeight = 0;
    options.backwardSearches.clear();
    options.timeLimitSeconds = 0;
    options.progressInterval = std::chrono::milliseconds(20);
    return options;
}

} // namespace

class tst_SokobanSolverRunner : public QObject
{
    Q_OBJECT

private slots:
    void solvesInTheBackgroundAndTheSolutionReplays()
    {
        SokobanSolverRunner runner;
        QSignalSpy finished(&runner, &SokobanSolverRunner::finished);
        QSignalSpy running(&runner, &SokobanSolverRunner::runningChanged);
        const s::Level level = microban(2);
        runner.start(level);
        // start() returns before the answer: it arrives through the event loop.
        QVERIFY(runner.running());
        QVERIFY(!runner.hasResult());
        QCOMPARE(finished.count(), 0);
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.count(), 1);
        QVERIFY(!runner.running());
        QCOMPARE(running.count(), 2);
        QCOMPARE(runner.status(), SokobanSolverRunner::Solved);
        QCOMPARE(runner.statusName(), QStringLiteral("solved"));
        QVERIFY(runner.reasonText().isEmpty());
        const QList<QVariant> args = finished.first();
        QCOMPARE(args.at(0).value<SokobanSolverRunner::Status>(), SokobanSolverRunner::Solved);
        const QString solution = args.at(1).toString();
        QCOMPARE(solution, runner.solution());
        QVERIFY(solves(level, solution));
        QCOMPARE(args.at(2).toInt(), runner.pushes());
        QCOMPARE(args.at(3).toInt(), solution.size());
        int pushes = 0;
        for (const QChar c : solution)
            pushes += c.isUpper() ? 1 : 0;
        QCOMPARE(runner.pushes(), pushes);
        QCOMPARE(runner.moves(), solution.size());
        QVERIFY(runner.result());
        QCOMPARE(runner.result()->pushCount(), pushes);
    }

    void solutionsAndHintsComeShortened()
    {
        // Microban 5: the search's first solution takes twice the pushes needed; the runner
        // leaves the optimiser time to find the fewest (as plain A* counts them), for a solve
        // and for a hint.
        const s::Level &level = microban(5);
        s::SolverOptions aStar;
        aStar.heuristicWeights = {1};
        aStar.featureSearchWeight = 0;
        aStar.backwardSearches.clear();
        aStar.optimisePositionShare = 0;
        const s::SolverResult optimal = s::Solver(aStar).solve(level);
        QCOMPARE(optimal.status, s::SolverStatus::Solved);
        SokobanSolverRunner runner;
        QSignalSpy finished(&runner, &SokobanSolverRunner::finished);
        runner.start(level);
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.status(), SokobanSolverRunner::Solved);
        QVERIFY(solves(level, runner.solution()));
        QVERIFY(runner.result()->stats.foundPushes > optimal.pushCount());
        QCOMPARE(runner.pushes(), optimal.pushCount());
        runner.startWayBack(level, std::string());
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.status(), SokobanSolverRunner::Solved);
        QVERIFY(solves(level, runner.solution()));
        QCOMPARE(runner.pushes(), optimal.pushCount());
    }

    void solvesAPositionInPlay()
    {
        // From a position reached in play (Game::toLevel), not only from the start.
        const s::Level level = levelOf("#######\n"
                                       "#@ $ .#\n"
                                       "#######\n");
        std::optional<s::Game> game = s::Game::fromLevel(level);
        QVERIFY(game);
        QVERIFY(game->move(tessera::Direction::Right).moved());
        SokobanSolverRunner runner;
        QSignalSpy finished(&runner, &SokobanSolverRunner::finished);
        runner.start(game->toLevel());
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.status(), SokobanSolverRunner::Solved);
        QCOMPARE(runner.solution(), QStringLiteral("RR"));
        QCOMPARE(runner.pushes(), 2);
    }

    void unsolvableLevelSaysSoAndWhy()
    {
        // The box is in a corner off any goal: a simple deadlock, named.
        SokobanSolverRunner runner;
        QSignalSpy finished(&runner, &SokobanSolverRunner::finished);
        runner.start(levelOf("######\n"
                             "#$  .#\n"
                             "#   @#\n"
                             "######\n"));
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.status(), SokobanSolverRunner::Unsolvable);
        QCOMPARE(runner.statusName(), QStringLiteral("unsolvable"));
        QVERIFY(runner.solution().isEmpty());
        QVERIFY(runner.result()->deadlock);
        QCOMPARE(runner.result()->deadlock->cells, std::vector<int>{7});
        QCOMPARE(runner.reasonText(),
                 SokobanSolverRunner::deadlockText(runner.result()->deadlock->kind));

        // No simple deadlock, proven by the whole search: two boxes in a corridor with the
        // goals behind the player.
        runner.start(levelOf("########\n"
                             "#..@$$ #\n"
                             "########\n"));
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.status(), SokobanSolverRunner::Unsolvable);
        QVERIFY(!runner.reasonText().isEmpty());
    }

    void cancelStopsALongSearchPromptly()
    {
        SokobanSolverRunner runner;
        runner.setOptions(slowOptions());
        QSignalSpy finished(&runner, &SokobanSolverRunner::finished);
        QSignalSpy progress(&runner, &SokobanSolverRunner::progressTextChanged);
        runner.start(microban(153));
        // Wait until the search reports progress, as a user would see the spinner's text.
        QTRY_VERIFY_WITH_TIMEOUT(runner.progressText().contains(QStringLiteral("positions")),
                                 60000);
        runner.cancel();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(runner.status(), SokobanSolverRunner::Cancelled);
        QVERIFY(!runner.running());
        QVERIFY(runner.progressText().isEmpty());
        QVERIFY(runner.result()->stats.statesExplored > 0);
    }

    void aNewStartReplacesTheRunningOne()
    {
        SokobanSolverRunner runner;
        runner.setOptions(slowOptions());
        QSignalSpy finished(&runner, &SokobanSolverRunner::finished);
        runner.start(microban(153));
        runner.setOptions(s::SolverOptions{});
        const s::Level small = microban(1);
        runner.start(small);
        QVERIFY(finished.wait(20000));
        // Only the second solve answers; the first was cancelled and dropped.
        QTest::qWait(50);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(runner.status(), SokobanSolverRunner::Solved);
        QVERIFY(solves(small, runner.solution()));
    }

    void timeLimitIsReported()
    {
        SokobanSolverRunner runner;
        runner.setOptions(slowOptions());
        QSignalSpy limit(&runner, &SokobanSolverRunner::timeLimitChanged);
        runner.setTimeLimit(0.2);
        QCOMPARE(limit.count(), 1);
        QCOMPARE(runner.timeLimit(), 0.2);
        QSignalSpy finished(&runner, &SokobanSolverRunner::finished);
        runner.start(microban(153));
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.status(), SokobanSolverRunner::TimedOut);
        QVERIFY(runner.reasonText().contains(QStringLiteral("0.2")));
    }

    void destroyingWhileRunningCancelsAndJoins()
    {
        auto runner = std::make_unique<SokobanSolverRunner>();
        runner->setOptions(slowOptions());
        runner->start(microban(153));
        QTRY_VERIFY_WITH_TIMEOUT(runner->progressText().contains(QStringLiteral("positions")),
                                 60000);
        // Must return (the worker stops), and nothing arrives at a deleted object afterwards.
        runner.reset();
        QTest::qWait(100);
    }

    void wayBackCountsTheUndos()
    {
        // Box pushed against the top wall (no goal there) two moves ago.
        const s::Level level = levelOf("##########\n"
                                       "#        #\n"
                                       "#@ $   . #\n"
                                       "#        #\n"
                                       "##########\n");
        SokobanSolverRunner runner;
        QSignalSpy finished(&runner, &SokobanSolverRunner::finished);
        runner.startWayBack(level, "RRRdrUl");
        QVERIFY(runner.running());
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.status(), SokobanSolverRunner::Unsolvable);
        QCOMPARE(runner.undosToSolvable(), 2);
        QVERIFY(!runner.startLost());
        // A plain solve afterwards does not keep the old count.
        runner.start(level);
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.status(), SokobanSolverRunner::Solved);
        QCOMPARE(runner.undosToSolvable(), -1);
    }

    void textWithoutALevelIsInvalid()
    {
        SokobanSolverRunner runner;
        QSignalSpy finished(&runner, &SokobanSolverRunner::finished);
        QVERIFY(!runner.startText(QStringLiteral("hello")));
        QVERIFY(finished.wait(5000));
        QCOMPARE(runner.status(), SokobanSolverRunner::InvalidLevel);
        QVERIFY(!runner.reasonText().isEmpty());

        QVERIFY(runner.startText(QStringLiteral("#####\n#@$.#\n#####\n")));
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.status(), SokobanSolverRunner::Solved);
        QCOMPARE(runner.solution(), QStringLiteral("R"));
    }
};

QTEST_GUILESS_MAIN(tst_SokobanSolverRunner)
#include "tst_sokoban_solver_runner.moc"
