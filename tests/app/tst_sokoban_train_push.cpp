// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
// Train push at the seams: a solution keeps the rule it was made under (progress, copy and
// paste) and replays by it whatever the setting; the deadlock watch judges by the rules in
// force.
#include "AppPaths.h"
#include "LevelLibrary.h"
#include "ProgressStore.h"
#include "ResumeState.h"
#include "SokobanSession.h"
#include "SokobanSettings.h"
#include "SokobanTestMoves.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using tessera::ProgressStore;
namespace QmlDirection = tessera::QmlDirection;
using tessera::SokobanSession;
using tessera::SokobanSettings;
using tessera::sokoban::DeadlockKind;
using tessera::sokoban::PlayRules;
using tessera::test::play;

namespace {

// Two boxes in a corridor: only train push solves it, with "rRRR".
const QString corridor = QStringLiteral("#########\n"
                                        "#@ $$ ..#\n"
                                        "#########\n");

// A square block of boxes: stuck by the standard rules from the start, solved by train pushes
// with "rRRRllldRRR".
const QString block = QStringLiteral("#########\n"
                                     "#@ $$ ..#\n"
                                     "#  $$ ..#\n"
                                     "#########\n");

// Animations off (each step at once) and train push on; `store` may be null.
void setUp(SokobanSettings &settings, SokobanSession &session, ProgressStore *store = nullptr)
{
    settings.setAnimationSpeed(SokobanSettings::AnimationSpeed::Off);
    settings.setTrainPush(true);
    session.setSettings(&settings);
    session.setProgressStore(store);
}

} // namespace

class TestSokobanTrainPush : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString progressPath() const { return m_dir.filePath(QStringLiteral("progress.json")); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-train-push"));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QSettings settings;
        settings.clear();
        settings.sync();
        QFile::remove(progressPath());
    }

    void cleanupTestCase() { QDir(tessera::AppPaths::dataDir()).removeRecursively(); }

    // The best made with train push is recorded with its rule and "Replay best" plays it
    // with train push after the setting was turned off (it used to stop at move 2).
    void aTrainPushBestReplaysByItsRule()
    {
        ProgressStore store(progressPath());
        SokobanSettings settings;
        SokobanSession session;
        setUp(settings, session, &store);
        QVERIFY(session.openPastedText(corridor));
        play(session, "rRRR");
        QVERIFY(session.solved());
        const auto best = store.progress(session.levelKey());
        QVERIFY(best);
        QCOMPARE(best->bestMoves.lurd, QStringLiteral("rRRR"));
        QCOMPARE(best->bestMoves.rules, PlayRules::TrainPush);
        QCOMPARE(best->bestPushes.rules, PlayRules::TrainPush);
        QVERIFY(session.progress()->bestByTrainPush());

        settings.setTrainPush(false);
        QVERIFY(session.openLevel(0));
        QVERIFY(!session.trainPush());
        QSignalSpy notices(&session, &SokobanSession::passingNotice);
        QVERIFY(session.replay()->playBest());
        QVERIFY(session.trainPush()); // in force while the best plays
        QTRY_VERIFY(session.solved());
        QCOMPARE(notices.count(), 0);
        QCOMPARE(session.moves(), 4);
        session.replay()->stop();
        QVERIFY(!session.trainPush()); // the setting again
        QVERIFY(!session.game()->trainPush());
        // Still one best, still marked.
        QCOMPARE(store.progress(session.levelKey())->bestMoves.rules, PlayRules::TrainPush);
    }

    // A line that never pushed a row is a standard solution, whatever the setting.
    void aSolutionWithoutARowPushIsStandard()
    {
        ProgressStore store(progressPath());
        SokobanSettings settings;
        SokobanSession session;
        setUp(settings, session, &store);
        QVERIFY(session.openPastedText(QStringLiteral("#####\n#@$.#\n#####\n")));
        play(session, "R");
        QVERIFY(session.solved());
        QCOMPARE(store.progress(session.levelKey())->bestMoves.rules, PlayRules::Standard);
        QCOMPARE(session.solutionText(), QStringLiteral("R"));
    }

    // Copied, a train-push solution says its rule; pasted back with the setting off, it plays
    // with train push.
    void aCopiedTrainPushSolutionPastesBackByItsRule()
    {
        SokobanSettings settings;
        SokobanSession session;
        setUp(settings, session);
        QVERIFY(session.openPastedText(corridor));
        play(session, "rRRR");
        const QString text = session.solutionText();
        QCOMPARE(text, QStringLiteral("Solution (moves 4, pushes 3):\nrRRR\nRules: train push\n"));
        settings.setTrainPush(false);
        QVERIFY(session.openLevel(0));
        QVERIFY(SokobanSession::looksLikeLurd(text));
        QVERIFY(session.pasteText(text));
        QTRY_VERIFY(session.solved());
        // Bare LURD goes by the setting: by the standard rules it does not fit.
        QVERIFY(session.openLevel(0));
        QSignalSpy notices(&session, &SokobanSession::passingNotice);
        QVERIFY(!session.pasteText(QStringLiteral("rRRR")));
        QCOMPARE(notices.count(), 1);
        QVERIFY(notices.first().first().toString().contains(QStringLiteral("at move 2")));
    }

    // With train push a square block of boxes is no deadlock: no warning while the level is
    // solved by train pushes, none after an undo. With the setting off it is one, from the
    // start, and an undo does not turn that into "the push that did it".
    void theDeadlockWatchJudgesByTheRulesInForce()
    {
        SokobanSettings settings;
        SokobanSession session;
        setUp(settings, session);
        QVERIFY(session.openPastedText(block));
        QVERIFY(!session.deadlock()->found());
        play(session, "rR");
        QVERIFY(!session.deadlock()->found());
        QVERIFY(session.undo());
        QVERIFY(!session.deadlock()->found());
        play(session, "RRRllldRRR");
        QVERIFY(session.solved());
        QVERIFY(!session.deadlock()->found());

        settings.setTrainPush(false);
        QVERIFY(!session.deadlock()->found()); // solved: every box on a goal
        QVERIFY(session.undo()); // takes back a train push: stuck by the standard rules...
        QVERIFY(session.deadlock()->found());
        QCOMPARE(session.deadlock()->undos(), 0); // ...from the start, as the level opened
        QVERIFY(session.restart());
        QVERIFY(session.deadlock()->found());
        QCOMPARE(session.deadlock()->current()->kind, DeadlockKind::Block2x2);
        QCOMPARE(session.deadlock()->undos(), 0);

        settings.setTrainPush(true); // the warning goes with the rule
        QVERIFY(!session.deadlock()->found());
    }

    // Moves made with train push come back on resume even with the setting off since.
    void aResumedLineKeepsItsTrainPushes()
    {
        const QString levelFile = m_dir.filePath(QStringLiteral("corridor.xsb"));
        {
            QFile file(levelFile);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(corridor.toUtf8());
        }
        const QString sessionFile = m_dir.filePath(QStringLiteral("session.json"));
        SokobanSettings settings;
        {
            tessera::LevelLibrary library(m_dir.filePath(QStringLiteral("my.xsb")),
                                          m_dir.filePath(QStringLiteral("recent.json")));
            tessera::ResumeState resume(sessionFile);
            SokobanSession session;
            setUp(settings, session);
            session.setLibrary(&library);
            session.setResumeState(&resume);
            QVERIFY(session.openFile(levelFile));
            play(session, "rRR");
            QCOMPARE(session.moves(), 3);
        }
        settings.setTrainPush(false);
        tessera::LevelLibrary library(m_dir.filePath(QStringLiteral("my.xsb")),
                                      m_dir.filePath(QStringLiteral("recent.json")));
        tessera::ResumeState resume(sessionFile);
        SokobanSession session;
        session.setSettings(&settings);
        session.setLibrary(&library);
        session.setResumeState(&resume);
        QVERIFY(session.resume());
        QCOMPARE(session.moves(), 3);
        QCOMPARE(session.pushes(), 2);
        QVERIFY(!session.game()->trainPush()); // the setting rules what follows
        QVERIFY(session.undo());
        QCOMPARE(session.pushes(), 1);
    }

    // The solver knows only the standard rules: with train push on, Hint says it judged by
    // them and calls nothing unsolvable; with it off, a level solved only with train push is
    // not called unsolvable without saying the best was made so.
    void hintSaysItJudgesByTheStandardRules()
    {
        ProgressStore store(progressPath());
        SokobanSettings settings;
        SokobanSession session;
        setUp(settings, session, &store);
        QVERIFY(session.openPastedText(corridor));
        session.assist()->requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(!session.assist()->hintText().isEmpty(), 20000);
        const QString text = session.assist()->hintText();
        QVERIFY2(text.contains(QStringLiteral("By the standard rules")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Train push is on")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("cannot be solved, even")), qPrintable(text));
        QVERIFY(!session.assist()->hintLost());

        // Solve says the same.
        QSignalSpy notices(&session, &SokobanSession::passingNotice);
        session.assist()->requestSolve();
        QTRY_COMPARE_WITH_TIMEOUT(notices.count(), 1, 20000);
        const QString solve = notices.first().first().toString();
        QVERIFY2(solve.startsWith(QStringLiteral("By the standard rules")), qPrintable(solve));

        play(session, "rRRR");
        QVERIFY(session.solved());
        settings.setTrainPush(false);
        QVERIFY(session.openLevel(0));
        session.assist()->requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(!session.assist()->hintText().isEmpty(), 20000);
        QVERIFY2(session.assist()->hintText().contains(QStringLiteral("made with train push")),
                 qPrintable(session.assist()->hintText()));
    }
};

QTEST_MAIN(TestSokobanTrainPush)
#include "tst_sokoban_train_push.moc"
