// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// "Optimise my solution" (session.optimiser): the player's solution shortened by pushes or by
// moves, kept as a best marked optimised (and so after a restart), never a longer one; cancel,
// nothing to optimise, and another level opened meanwhile.

#include "ProgressStore.h"
#include "SokobanSession.h"
#include "SokobanSessionTestLevels.h"
#include "SokobanTestMoves.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using tessera::ProgressStore;
using tessera::SokobanOptimiser;
using tessera::SokobanSession;
using namespace tessera::test;

namespace {

// The fewest pushes (2) take 18 moves; 4 pushes take only 14 ("ddrruuLLulDldR").
const QString detour = QStringLiteral("#######\n"
                                      "#   ###\n"
                                      "#  @$ #\n"
                                      "#  .# #\n"
                                      "#     #\n"
                                      "#######\n");

} // namespace

class TestSokobanOptimiser : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString progressFile() const { return m_dir.filePath(QStringLiteral("progress.json")); }

    // Starts optimising and waits for the answer; the message it told.
    static QString optimise(SokobanSession &session, SokobanOptimiser::Metric metric)
    {
        QSignalSpy finished(session.optimiser(), &SokobanOptimiser::finished);
        if (!session.optimiser()->start(metric))
            return QStringLiteral("not started");
        if (!finished.wait(30000))
            return QStringLiteral("no answer");
        return finished.first().at(1).toString();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void init() { QFile::remove(progressFile()); }

    void solvedRoundaboutBecomesAnOptimisedBest()
    {
        ProgressStore store(progressFile());
        SokobanSession session;
        session.setProgressStore(&store);
        QVERIFY(session.openPastedText(roomLevel));
        const QString key = session.levelKey();
        QVERIFY(!session.optimiser()->available());
        // A roundabout solution: 7 moves, 2 pushes.
        play(session, "uRlrurD");
        QVERIFY(session.solved());
        QVERIFY(session.optimiser()->available());
        QCOMPARE(store.progress(key)->bestMoves.moves, 7);
        QVERIFY(!store.progress(key)->bestMoves.optimised);

        QSignalSpy running(session.optimiser(), &SokobanOptimiser::runningChanged);
        const QString message = optimise(session, SokobanOptimiser::Pushes);
        QVERIFY2(message.contains(QStringLiteral("7 → 5 moves")), qPrintable(message));
        QVERIFY(running.count() >= 2);
        QVERIFY(!session.optimiser()->running());
        const auto best = store.progress(key)->bestMoves;
        QCOMPARE(best.moves, 5);
        QCOMPARE(best.pushes, 2);
        QCOMPARE(best.lurd, QStringLiteral("uRurD"));
        QVERIFY(best.optimised);
        QVERIFY(session.progress()->bestMovesOptimised());
        QCOMPARE(session.progress()->bestMoves(), 5);
        // What was played stays on the board: the optimiser only records.
        QCOMPARE(session.moves(), 7);

        // After a restart of the app the best is still there, still marked optimised.
        ProgressStore reread(progressFile());
        QVERIFY(reread.progress(key)->bestMoves.optimised);
        QCOMPARE(reread.progress(key)->bestMoves.lurd, QStringLiteral("uRurD"));
    }

    void byMovesTradesPushesForMoves()
    {
        ProgressStore store(progressFile());
        SokobanSession session;
        session.setProgressStore(&store);
        QVERIFY(session.openPastedText(detour));
        const QString key = session.levelKey();
        play(session, "ddrruuLrddllluuurD");
        QVERIFY(session.solved());
        // By pushes it is already the shortest: nothing recorded.
        const QString same = optimise(session, SokobanOptimiser::Pushes);
        QVERIFY2(same.contains(QStringLiteral("No shorter")), qPrintable(same));
        QVERIFY(!store.progress(key)->bestMoves.optimised);
        // By moves: 14 moves, and the best by pushes stays the player's 2 pushes.
        const QString message = optimise(session, SokobanOptimiser::Moves);
        QVERIFY2(message.contains(QStringLiteral("18 → 14 moves")), qPrintable(message));
        const auto progress = *store.progress(key);
        QCOMPARE(progress.bestMoves.moves, 14);
        QVERIFY(progress.bestMoves.optimised);
        QCOMPARE(progress.bestPushes.pushes, 2);
        QVERIFY(!progress.bestPushes.optimised);
        QVERIFY(session.progress()->bestMovesOptimised());
        QVERIFY(!session.progress()->bestPushesOptimised());
    }

    void theBestRecordedIsOptimisedFromTheLevelsMenu()
    {
        QString key;
        {
            ProgressStore store(progressFile());
            SokobanSession session;
            session.setProgressStore(&store);
            QVERIFY(session.openPastedText(roomLevel));
            play(session, "uRlrurD");
            QVERIFY(session.solved());
            key = session.levelKey();
        }
        // Later, the level opened again, not solved on the board: the best is optimised.
        ProgressStore store(progressFile());
        SokobanSession session;
        session.setProgressStore(&store);
        QVERIFY(session.openPastedText(roomLevel));
        QVERIFY(!session.solved());
        QVERIFY(session.optimiser()->available());
        const QString message = optimise(session, SokobanOptimiser::Pushes);
        QVERIFY2(message.contains(QStringLiteral("7 → 5 moves")), qPrintable(message));
        QCOMPARE(store.progress(key)->bestMoves.moves, 5);
    }

    void nothingToOptimiseIsSaid()
    {
        ProgressStore store(progressFile());
        SokobanSession session;
        session.setProgressStore(&store);
        QVERIFY(session.openPastedText(roomLevel));
        QSignalSpy notices(&session, &SokobanSession::passingNotice);
        QVERIFY(!session.optimiser()->start(SokobanOptimiser::Pushes));
        QCOMPARE(notices.count(), 1);
        QVERIFY(notices.first().first().toString().contains(QStringLiteral("Solve the level")));
        QVERIFY(!session.optimiser()->running());
    }

    void cancelEndsTheRunAndKeepsNoLongerSolution()
    {
        ProgressStore store(progressFile());
        SokobanSession session;
        session.setProgressStore(&store);
        QVERIFY(session.openPastedText(roomLevel));
        const QString key = session.levelKey();
        play(session, "uRlrurD");
        QSignalSpy finished(session.optimiser(), &SokobanOptimiser::finished);
        QVERIFY(session.optimiser()->start(SokobanOptimiser::Pushes));
        QVERIFY(session.optimiser()->running());
        QVERIFY(session.optimiser()->cancel());
        QVERIFY(finished.wait(30000));
        QVERIFY(!session.optimiser()->running());
        QVERIFY(!session.optimiser()->cancel());
        // Whatever it had found: never longer than the player's 7 moves.
        QVERIFY(store.progress(key)->bestMoves.moves <= 7);
    }

    void anotherLevelMeanwhileRecordsOnTheFirst()
    {
        ProgressStore store(progressFile());
        SokobanSession session;
        session.setProgressStore(&store);
        QVERIFY(session.openPastedText(roomLevel + QStringLiteral("\n") + onePush));
        const QString key = session.levelKey();
        play(session, "uRlrurD");
        QSignalSpy finished(session.optimiser(), &SokobanOptimiser::finished);
        QVERIFY(session.optimiser()->start(SokobanOptimiser::Pushes));
        QVERIFY(session.nextLevel());
        QVERIFY(session.levelKey() != key);
        QVERIFY(finished.wait(30000));
        QCOMPARE(store.progress(key)->bestMoves.moves, 5);
        QVERIFY(!store.progress(session.levelKey()));
    }
};

QTEST_MAIN(TestSokobanOptimiser)
#include "tst_sokoban_optimiser.moc"
