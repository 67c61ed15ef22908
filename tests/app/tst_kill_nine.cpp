// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenRecords.h"
#include "Game2048Scores.h"
#include "ProgressStore.h"
#include "ResumeState.h"

#include <QDir>
#include <QProcess>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace tessera;

// kill -9 at any moment loses nothing: a helper (state_writer) writes every state file with the
// real services in a tight loop and is killed with SIGKILL at random moments. After each kill
// the real loaders read every file: each holds the version before or after the write that was
// cut short (its counter never goes back), none is damaged, nothing is set aside.
class TestKillNine : public QObject
{
    Q_OBJECT

private slots:
    void killedWriterLeavesEveryFileWhole()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString dir = folder.path();
        const QString level = QStringLiteral("level");
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera"));

        // A fixed seed: a failure can be replayed.
        QRandomGenerator random(20261201);
        qint64 lastRound = 0;
        int lastMoves = std::numeric_limits<int>::max();
        int killsDuringWrites = 0;
#ifdef __SANITIZE_ADDRESS__
        // The sanitizer pass checks the writer's memory; the many random moments are the
        // Release pass's (each start under ASan is slow).
        constexpr int kills = 50;
#else
        constexpr int kills = 200;
#endif
        for (int kill = 0; kill < kills; ++kill) {
            QProcess writer;
            writer.start(QStringLiteral(TESSERA_STATE_WRITER), {dir});
            QVERIFY2(writer.waitForStarted(10000), qPrintable(writer.errorString()));
            // "ready", then a line per round written: wait for a random number of rounds
            // and a random moment into the next.
            const int rounds = random.bounded(1, 4);
            int lines = 0;
            while (lines <= rounds) {
                // Beyond 30 s: a settings lock file left empty by a kill is taken as stale
                // (QLockFile) only once it is that old, and the writer waits for it till then.
                QVERIFY2(writer.waitForReadyRead(45000), "the writer stopped writing");
                lines += writer.readAll().count('\n');
            }
            QThread::usleep(random.bounded(0, 20000));
            writer.kill(); // SIGKILL
            QVERIFY(writer.waitForFinished(10000));
            QCOMPARE(writer.exitStatus(), QProcess::CrashExit);

            ProgressStore progress(dir + QStringLiteral("/progress.json"));
            QVERIFY2(progress.loadError().isEmpty(), qPrintable(progress.loadError()));
            QVERIFY(progress.loadWarnings().isEmpty());
            ResumeState resume(dir + QStringLiteral("/session.json"));
            QVERIFY2(resume.loadError().isEmpty(), qPrintable(resume.loadError()));
            Game2048Scores scores(dir + QStringLiteral("/2048-scores.json"));
            QVERIFY2(scores.loadError().isEmpty(), qPrintable(scores.loadError()));
            FifteenRecords records(dir + QStringLiteral("/fifteen-records.json"));
            QVERIFY2(records.loadError().isEmpty(), qPrintable(records.loadError()));
            QSettings settings;
            QCOMPARE(settings.status(), QSettings::NoError);

            const QStringList aside = QDir(dir).entryList({QStringLiteral("*.corrupt-*")});
            QVERIFY2(aside.isEmpty(), qPrintable(aside.join(QLatin1Char(' '))));

            // Old or new, never back: each counter is at least where the last kill left it.
            const qint64 round = scores.best(4, 4);
            QVERIFY2(round >= lastRound, qPrintable(QStringLiteral("2048 best went back from "
                                                                   "%1 to %2")
                                                        .arg(lastRound)
                                                        .arg(round)));
            if (const auto p = progress.progress(level)) {
                QVERIFY(p->bestMoves.moves <= lastMoves);
                lastMoves = p->bestMoves.moves;
            }
            const QString resumed = resume.gameState(QStringLiteral("2048"));
            if (!resumed.isEmpty()) {
                bool ok = false;
                QVERIFY(resumed.toLongLong(&ok) >= lastRound && ok);
            }
            if (settings.contains(QStringLiteral("stateWriter/round"))) {
                bool ok = false;
                settings.value(QStringLiteral("stateWriter/round")).toLongLong(&ok);
                QVERIFY(ok);
            }
            if (round > lastRound)
                ++killsDuringWrites;
            lastRound = round;
        }
        // The kills fell while the writer was writing, not all before its first write.
        QVERIFY2(killsDuringWrites > kills / 2, qPrintable(QString::number(killsDuringWrites)));
        qInfo("%d kills, %lld rounds written", kills, lastRound);
    }
};

QTEST_GUILESS_MAIN(TestKillNine)
#include "tst_kill_nine.moc"
