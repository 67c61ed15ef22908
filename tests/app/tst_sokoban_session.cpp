// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppPaths.h"
#include "LevelLibrary.h"
#include "ProgressStore.h"
#include "ResumeState.h"
#include "SokobanReplay.h"
#include "SokobanSession.h"
#include "SokobanSessionTestLevels.h"
#include "SokobanSettings.h"
#include "SokobanTestMoves.h"
#include "sokoban/Lurd.h"
#include "sokoban/XsbReader.h"
#include "sokoban/XsbWriter.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using tessera::GameSession;
using tessera::LevelLibrary;
using tessera::ProgressStore;
using tessera::ResumeState;
using tessera::SokobanAssistant;
using tessera::SokobanDeadlockWatch;
using tessera::SokobanReplay;
using tessera::SokobanResume;
using tessera::SokobanSession;
using tessera::SokobanSettings;
using tessera::test::play;
using namespace tessera::test;
namespace QmlDirection = tessera::QmlDirection;

class TestSokobanSession : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-sokoban-session"));
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QDir(tessera::AppPaths::dataDir()).removeRecursively();
        QSettings settings;
        settings.clear();
        settings.sync();
        QFile::remove(path(QStringLiteral("progress.json")));
        QFile::remove(path(QStringLiteral("session.json")));
    }

    void cleanupTestCase() { QDir(tessera::AppPaths::dataDir()).removeRecursively(); }

    void aLevelOpensWithItsDetails()
    {
        SokobanSession session;
        QSignalSpy levelChanged(&session, &SokobanSession::levelChanged);
        QVERIFY(session.openPastedText(threeLevels));
        QCOMPARE(levelChanged.count(), 1);
        QVERIFY(session.hasLevel());
        QVERIFY(session.playable());
        QVERIFY(session.errorText().isEmpty());
        QCOMPARE(session.levelTitle(), QStringLiteral("First"));
        QCOMPARE(session.levelNumber(), 1);
        QCOMPARE(session.levelCount(), 3);
        QCOMPARE(session.boardWidth(), 5);
        QCOMPARE(session.boardHeight(), 3);
        QCOMPARE(session.boxCount(), 1);
        QCOMPARE(session.boxesOnGoals(), 0);
        QCOMPARE(session.playerX(), 1);
        QCOMPARE(session.playerY(), 1);
        QVERIFY(!session.levelKey().isEmpty());
        QVERIFY(session.hasNextLevel());
        QVERIFY(!session.hasPreviousLevel());
    }

    void nextAndPreviousLevel()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(threeLevels));
        QVERIFY(!session.previousLevel());
        QVERIFY(session.nextLevel());
        QCOMPARE(session.levelTitle(), QStringLiteral("Second"));
        QCOMPARE(session.levelIndex(), 1);
        QVERIFY(session.nextLevel());
        QCOMPARE(session.levelTitle(), QStringLiteral("Third"));
        QVERIFY(!session.hasNextLevel());
        QVERIFY(!session.nextLevel());
        QCOMPARE(session.levelIndex(), 2);
        QVERIFY(session.previousLevel());
        QCOMPARE(session.levelTitle(), QStringLiteral("Second"));
        QVERIFY(session.openLevel(0));
        QCOMPARE(session.levelTitle(), QStringLiteral("First"));
        QSignalSpy notice(&session, &SokobanSession::noticeChanged);
        QVERIFY(!session.openLevel(3));
        QCOMPARE(notice.count(), 1);
        QCOMPARE(session.notice(), QStringLiteral("Pasted level has no level 4."));
        QCOMPARE(session.levelIndex(), 0);
        // Another level opens: the problem is over.
        QVERIFY(session.openLevel(1));
        QVERIFY(session.notice().isEmpty());
    }

    void solvingRecordsProgressAndTellsNewBests()
    {
        ProgressStore store(path(QStringLiteral("progress.json")));
        SokobanSession session;
        session.setProgressStore(&store);
        QVERIFY(session.openPastedText(roomLevel));
        const QString key = session.levelKey();
        QVERIFY(!session.progress()->solvedBefore());

        // A roundabout first solution: "uRlrurD", 7 moves, 2 pushes.
        QSignalSpy solvedSpy(&session, &GameSession::gameWon);
        for (const auto d :
             {QmlDirection::Up, QmlDirection::Right, QmlDirection::Left, QmlDirection::Right,
              QmlDirection::Up, QmlDirection::Right, QmlDirection::Down})
            session.move(d);
        QVERIFY(session.solved());
        QCOMPARE(solvedSpy.count(), 1);
        const int firstMoves = session.moves();
        QVERIFY(store.isSolved(key));
        QVERIFY(session.progress()->solvedBefore());
        QVERIFY(session.progress()->firstSolve());
        QVERIFY(session.progress()->newBestMoves());
        QCOMPARE(session.progress()->bestMoves(), firstMoves);
        QVERIFY(session.progress()->hasBestSolution());
        // Moves are refused once solved; undo is not.
        session.move(QmlDirection::Left);
        QCOMPARE(session.moves(), firstMoves);

        // The shortest solution: up, push right, walk round, push down: "uRurD" is 5 moves.
        QVERIFY(session.openLevel(0));
        for (const auto d : {QmlDirection::Up, QmlDirection::Right, QmlDirection::Up,
                             QmlDirection::Right, QmlDirection::Down})
            session.move(d);
        QVERIFY(session.solved());
        QCOMPARE(session.moves(), 5);
        QVERIFY(!session.progress()->firstSolve());
        QVERIFY(session.progress()->newBestMoves());
        QCOMPARE(session.progress()->bestMoves(), 5);
        QCOMPARE(store.progress(key)->bestMoves.lurd, QStringLiteral("uRurD"));

        // The same again is no new best.
        QVERIFY(session.openLevel(0));
        for (const auto d : {QmlDirection::Up, QmlDirection::Right, QmlDirection::Up,
                             QmlDirection::Right, QmlDirection::Down})
            session.move(d);
        QVERIFY(session.solved());
        QVERIFY(!session.progress()->newBestMoves());
        QVERIFY(!session.progress()->newBestPushes());
        QCOMPARE(solvedSpy.count(), 3);

        // Undo leaves the solved state; solving again counts again.
        QVERIFY(session.undo());
        QVERIFY(!session.solved());
        QVERIFY(session.redo());
        QVERIFY(session.solved());
        QCOMPARE(solvedSpy.count(), 4);
    }

    void progressSurvivesARestartOfTheApp()
    {
        QString key;
        {
            ProgressStore store(path(QStringLiteral("progress.json")));
            SokobanSession session;
            session.setProgressStore(&store);
            QVERIFY(session.openPastedText(onePush));
            key = session.levelKey();
            session.move(QmlDirection::Right);
            QVERIFY(session.solved());
        }
        ProgressStore store(path(QStringLiteral("progress.json")));
        SokobanSession session;
        session.setProgressStore(&store);
        // The same board in another text (other title) is the same level.
        QVERIFY(session.openPastedText(QStringLiteral("#####\n#@$.#\n#####\nTitle: Other\n")));
        QCOMPARE(session.levelKey(), key);
        QVERIFY(session.progress()->solvedBefore());
        QCOMPARE(session.progress()->bestMoves(), 1);
        QCOMPARE(session.progress()->bestPushes(), 1);
        QCOMPARE(session.solutionText(), QStringLiteral("R"));
    }

    void resumeSurvivesARestart()
    {
        const QString sessionFile = path(QStringLiteral("session.json"));
        int playerX = -1;
        int playerY = -1;
        {
            LevelLibrary library(path(QStringLiteral("my.xsb")),
                                 path(QStringLiteral("recent.json")));
            ResumeState resume(sessionFile);
            SokobanSession session;
            session.setLibrary(&library);
            session.setResumeState(&resume);
            QVERIFY(session.openCollection(QStringLiteral("bundled:microban"), 2));
            // Microban 3: the player can walk up the right-hand column.
            session.move(QmlDirection::Right);
            session.move(QmlDirection::Up);
            session.move(QmlDirection::Up);
            QCOMPARE(session.moves(), 3);
            playerX = session.playerX();
            playerY = session.playerY();
            // ResumeState writes on destruction.
        }
        LevelLibrary library(path(QStringLiteral("my.xsb")), path(QStringLiteral("recent.json")));
        ResumeState resume(sessionFile);
        QVERIFY(resume.sokoban().has_value());
        SokobanSession session;
        session.setLibrary(&library);
        session.setResumeState(&resume);
        // As QML creates it: the session reopens where the player left (GameSession::start).
        session.classBegin();
        session.componentComplete();
        QCOMPARE(session.collectionId(), QStringLiteral("bundled:microban"));
        QCOMPARE(session.levelNumber(), 3);
        QCOMPARE(session.moves(), 3);
        QCOMPARE(session.playerX(), playerX);
        QCOMPARE(session.playerY(), playerY);
        // The moves are history: they undo.
        QVERIFY(session.canUndo());
        QVERIFY(session.undo());
        QCOMPARE(session.moves(), 2);
    }

    // The line of moves is written when the resume state's throttle would, not after each step;
    // a write of the resume state (at quit) and the end of the session take it first.
    void theResumeLineFollowsABurstOfMovesAndQuit()
    {
        const QString sessionFile = path(QStringLiteral("session.json"));
        const auto grouped = [](const SokobanSession &s) {
            return QString::fromStdString(
                tessera::sokoban::writeLurd(s.game()->lurd(), tessera::sokoban::LurdForm::Grouped));
        };
        QString expected;
        {
            LevelLibrary library(path(QStringLiteral("my.xsb")),
                                 path(QStringLiteral("recent.json")));
            ResumeState resume(sessionFile);
            SokobanSession session;
            session.setLibrary(&library);
            session.setResumeState(&resume);
            QVERIFY(session.openCollection(QStringLiteral("bundled:microban"), 2));
            QCOMPARE(resume.sokoban()->lurd, QString());
            // A burst: the line is not built after each step.
            play(session, "RUUDDU");
            QCOMPARE(resume.sokoban()->lurd, QString());
            QVERIFY(session.moves() >= 4);
            QTRY_COMPARE(resume.sokoban()->lurd, grouped(session));

            // Moves, then a write of the file (the app's quit): the moves are in it.
            play(session, "D");
            QVERIFY(resume.save());
            expected = grouped(session);
            QCOMPARE(ResumeState(sessionFile).sokoban()->lurd, expected);

            // Moves, then the end: the session hands them in as it goes.
            play(session, "U");
            expected = grouped(session);
        }
        QCOMPARE(ResumeState(sessionFile).sokoban()->lurd, expected);
        QVERIFY(!expected.isEmpty());
    }

    void firstStartOpensTheTutorial()
    {
        LevelLibrary library(path(QStringLiteral("my.xsb")), path(QStringLiteral("recent.json")));
        ResumeState resume(path(QStringLiteral("session.json")));
        SokobanSession session;
        session.setLibrary(&library);
        session.setResumeState(&resume);
        session.classBegin();
        session.componentComplete(); // nothing kept: a new game, the tutorial's first level
        QCOMPARE(session.collectionId(), QStringLiteral("bundled:tutorial"));
        QCOMPARE(session.levelIndex(), 0);
        QVERIFY(session.notice().isEmpty());
        QVERIFY(session.playable());
        QVERIFY(!session.levelComment().isEmpty()); // the lesson
        QCOMPARE(session.moves(), 0);
    }

    void resumeFollowsALevelThatMovedInItsFile()
    {
        const QString file = path(QStringLiteral("set.xsb"));
        const auto write = [&](const QString &text) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(text.toUtf8());
        };
        write(threeLevels);
        const QString sessionFile = path(QStringLiteral("session.json"));
        {
            LevelLibrary library(path(QStringLiteral("my.xsb")),
                                 path(QStringLiteral("recent.json")));
            ResumeState resume(sessionFile);
            SokobanSession session;
            session.setLibrary(&library);
            session.setResumeState(&resume);
            QVERIFY(session.openFile(file));
            QVERIFY(session.openLevel(2)); // "Third"
            session.move(QmlDirection::Right);
        }
        // The first level was deleted from the file: "Third" is now level 2.
        write(threeLevels.mid(threeLevels.indexOf(QStringLiteral("######\n#@ $"))));
        LevelLibrary library(path(QStringLiteral("my.xsb")), path(QStringLiteral("recent.json")));
        ResumeState resume(sessionFile);
        SokobanSession session;
        session.setLibrary(&library);
        session.setResumeState(&resume);
        QVERIFY(session.resume());
        QCOMPARE(session.levelTitle(), QStringLiteral("Third"));
        QCOMPARE(session.levelIndex(), 1);
        QCOMPARE(session.moves(), 1);
    }

    // A pasted collection is kept in the library, so the level played in it comes back after
    // a restart, with its moves, instead of the level played before the paste.
    void pastedLevelsAreResumedAfterARestart()
    {
        const QString sessionFile = path(QStringLiteral("session.json"));
        QString pastedId;
        {
            ResumeState resume(sessionFile);
            LevelLibrary library(path(QStringLiteral("my.xsb")),
                                 path(QStringLiteral("recent.json")));
            SokobanSession session;
            session.setLibrary(&library);
            session.setResumeState(&resume);
            QVERIFY(session.openCollection(QStringLiteral("bundled:microban"), 1));
            QVERIFY(session.openPastedText(threeLevels));
            pastedId = session.collectionId();
            QVERIFY(session.openLevel(1)); // "Second"
            session.move(QmlDirection::Right);
            QCOMPARE(resume.sokoban()->collectionId, pastedId);
        }
        ResumeState resume(sessionFile);
        LevelLibrary library(path(QStringLiteral("my.xsb")), path(QStringLiteral("recent.json")));
        SokobanSession session;
        session.setLibrary(&library);
        session.setResumeState(&resume);
        QSignalSpy notices(&session, &SokobanSession::passingNotice);
        QVERIFY(session.resume());
        QCOMPARE(session.collectionId(), pastedId);
        QCOMPARE(session.levelTitle(), QStringLiteral("Second"));
        QCOMPARE(session.moves(), 1);
        QCOMPARE(notices.count(), 0);
    }

    // Text opened without a library cannot be found again: where the user was stays.
    void textOpenedWithoutALibraryDoesNotReplaceWhereTheUserWas()
    {
        ResumeState resume(path(QStringLiteral("session.json")));
        SokobanSession session;
        session.setResumeState(&resume);
        QVERIFY(session.openPastedText(onePush));
        session.move(QmlDirection::Right);
        QVERIFY(!resume.sokoban().has_value());
    }

    // Removing the pasted collection being played leaves its level for the one played before
    // (with its moves) and says so; undoing the removal brings the pasted level back as it was.
    void removingThePlayedPasteGoesBackAndItsUndoReturns()
    {
        LevelLibrary library(path(QStringLiteral("my.xsb")), path(QStringLiteral("recent.json")));
        ResumeState resume(path(QStringLiteral("session.json")));
        SokobanSession session;
        session.setLibrary(&library);
        session.setResumeState(&resume);
        QVERIFY(session.openCollection(QStringLiteral("bundled:microban"), 2));
        // Microban 3: the player can walk up the right-hand column.
        session.move(QmlDirection::Right);
        session.move(QmlDirection::Up);
        QVERIFY(session.openPastedText(threeLevels));
        const QString pastedId = session.collectionId();
        QVERIFY(session.openLevel(2)); // "Third"
        session.move(QmlDirection::Right);

        QSignalSpy notices(&session, &SokobanSession::passingNotice);
        QVERIFY(library.removePasted(pastedId));
        QCOMPARE(session.collectionId(), QStringLiteral("bundled:microban"));
        QCOMPARE(session.levelIndex(), 2);
        QCOMPARE(session.moves(), 2);
        QCOMPARE(resume.sokoban()->collectionId, QStringLiteral("bundled:microban"));
        QCOMPARE(notices.count(), 1);
        QVERIFY2(notices.at(0).at(0).toString().contains(QStringLiteral("removed")),
                 qPrintable(notices.at(0).at(0).toString()));

        QVERIFY(library.restorePasted(pastedId));
        QCOMPARE(session.collectionId(), pastedId);
        QCOMPARE(session.levelTitle(), QStringLiteral("Third"));
        QCOMPARE(session.moves(), 1);

        // Once another level was opened, an undo of a removal leaves the game where it is.
        QVERIFY(library.removePasted(pastedId));
        QVERIFY(session.openLevel(0));
        QVERIFY(library.restorePasted(pastedId));
        QCOMPARE(session.collectionId(), QStringLiteral("bundled:microban"));
        QCOMPARE(session.levelIndex(), 0);
    }

    // With nothing played before it, the removed paste gives way to the default level; after
    // a restart, a remembered level that is gone is said to be gone.
    void aRemovedPasteGivesWayToTheDefaultLevel()
    {
        const QString sessionFile = path(QStringLiteral("session.json"));
        {
            LevelLibrary library(path(QStringLiteral("my.xsb")),
                                 path(QStringLiteral("recent.json")));
            ResumeState resume(sessionFile);
            SokobanSession session;
            session.setLibrary(&library);
            session.setResumeState(&resume);
            QVERIFY(session.openPastedText(onePush));
            QVERIFY(library.removePasted(session.collectionId()));
            QCOMPARE(session.collectionId(), QStringLiteral("bundled:tutorial"));
            // As if the app had stopped before it went back: the paste is remembered.
            SokobanResume gone;
            gone.collectionId = QStringLiteral("pasted:99");
            resume.setSokoban(gone);
        }
        LevelLibrary library(path(QStringLiteral("my.xsb")), path(QStringLiteral("recent.json")));
        ResumeState resume(sessionFile);
        SokobanSession session;
        session.setLibrary(&library);
        session.setResumeState(&resume);
        QSignalSpy passing(&session, &SokobanSession::passingNotice);
        QVERIFY(session.resume());
        QCOMPARE(session.collectionId(), QStringLiteral("bundled:tutorial"));
        // A problem that lasts: the notice (a banner), not a passing toast.
        QCOMPARE(passing.count(), 0);
        QCOMPARE(session.notice(),
                 QStringLiteral("The level you played last is no longer in the level library."));
        session.dismissNotice();
        QVERIFY(session.notice().isEmpty());
    }

    void aClickWalksTheShortestWay()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(roomLevel));
        QVERIFY(session.isClickable(4, 1));
        QVERIFY(session.clickCell(4, 1)); // from (1,3): 3 right, 2 up
        QCOMPARE(session.playerX(), 4);
        QCOMPARE(session.playerY(), 1);
        QCOMPARE(session.moves(), 5);
        QCOMPARE(session.pushes(), 0);
        // Walls and the player's own cell do nothing.
        QVERIFY(!session.isClickable(0, 0));
        QVERIFY(!session.clickCell(0, 0));
        QVERIFY(!session.clickCell(4, 1));
        QVERIFY(!session.clickCell(40, 1));
        QCOMPARE(session.moves(), 5);
        // One undo per step: the walk was played through the same moves.
        QVERIFY(session.undo());
        QCOMPARE(session.moves(), 4);
    }

    void boxThenCellPushesTheBoxThere()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(roomLevel));
        QVERIFY(session.clickCell(2, 2)); // select the box
        QVERIFY(session.hasSelection());
        QCOMPARE(session.selectedX(), 2);
        QVERIFY(session.clickCell(3, 3)); // the goal
        QVERIFY(!session.hasSelection());
        QVERIFY(session.solved());
        QCOMPARE(session.pushes(), 2);
        QCOMPARE(session.moves(), 5); // uRurD
    }

    void aClickOffTheSelectedBoxsReachWalks()
    {
        SokobanSession session;
        // The box can only slide along the bottom wall.
        QVERIFY(session.openPastedText(QStringLiteral("######\n#    #\n#@$ .#\n######\n")));
        QVERIFY(session.clickCell(2, 2));
        QVERIFY(session.hasSelection());
        QVERIFY(!session.board()->cellData(3, 1, QStringLiteral("boxTarget")).toBool());
        // (3,1) is floor but no destination of the box: a walk.
        QVERIFY(session.clickCell(3, 1));
        QVERIFY(!session.hasSelection());
        QCOMPARE(session.playerX(), 3);
        QCOMPARE(session.playerY(), 1);
        QCOMPARE(session.moves(), 3);
        QCOMPARE(session.pushes(), 0);
    }

    // What listeners (the sound) hear of each step: a walk, a push, a box onto and off a goal,
    // a refused step, an undo, the solve.
    void stepSignalsSayWhatHappened()
    {
        SokobanSession session;
        // Two boxes: solving takes both, so one can go onto its goal and off it first.
        QVERIFY(session.openPastedText(QStringLiteral("########\n"
                                                      "#@$ .  #\n"
                                                      "#  $.  #\n"
                                                      "########\n")));
        QSignalSpy stepped(&session, &GameSession::moved);
        QSignalSpy refused(&session, &GameSession::blocked);
        QSignalSpy undone(&session, &GameSession::undone);
        QSignalSpy solved(&session, &GameSession::gameWon);
        using Effect = GameSession::MoveEffect;
        const auto last = [&stepped] { return stepped.last().at(0).value<Effect>(); };

        session.move(QmlDirection::Up); // the wall
        QCOMPARE(refused.count(), 1);
        QCOMPARE(stepped.count(), 0);
        session.move(QmlDirection::Right); // pushes the box to (3,1)
        QCOMPARE(last(), Effect::Push);
        session.move(QmlDirection::Right); // onto the goal at (4,1)
        QCOMPARE(last(), Effect::GoalGained);
        session.move(QmlDirection::Right); // off it again
        QCOMPARE(last(), Effect::GoalLost);
        QVERIFY(session.undo());
        QCOMPARE(undone.count(), 1);
        QVERIFY(session.redo()); // a redo is a step again
        QCOMPARE(last(), Effect::GoalLost);
        QVERIFY(session.undo());
        session.move(QmlDirection::Left); // a walk
        QCOMPARE(last(), Effect::Plain);
        session.move(QmlDirection::Down);
        QCOMPARE(stepped.count(), 6);
        session.move(QmlDirection::Right); // the second box onto its goal: solved
        QCOMPARE(last(), Effect::Winning); // heard as the fanfare alone
        QCOMPARE(solved.count(), 1);
    }

    void trainPushFollowsTheSetting()
    {
        SokobanSettings settings;
        SokobanSession session;
        session.setSettings(&settings);
        settings.setAnimationSpeed(SokobanSettings::AnimationSpeed::Off);
        QVERIFY(session.openPastedText(trainLevel));
        session.move(QmlDirection::Right);
        QCOMPARE(session.moves(), 0); // two boxes in a row: blocked
        settings.setTrainPush(true);
        session.move(QmlDirection::Right);
        QCOMPARE(session.moves(), 1);
        QCOMPARE(session.pushes(), 1);
        QCOMPARE(session.board()->cellData(4, 1, QStringLiteral("box")).toBool(), true);
    }

    void aPublishedSolutionIsOfferedOnlyOnAPlayableLevel()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(QStringLiteral("#####\n#@$.#\n#####\nSolution:\nR\n\n"
                                                      "#####\n# $.#\n#####\nSolution:\nR\n")));
        QVERIFY(session.playable());
        QVERIFY(session.replay()->hasPublished());
        QSignalSpy changed(session.replay(), &tessera::SokobanReplay::changed);
        QVERIFY(session.nextLevel());
        QVERIFY(!session.playable()); // no player: nothing to watch it on
        QVERIFY(!session.replay()->hasPublished());
        QVERIFY(changed.count() > 0);
    }

    void keysDuringAnAnimationAreQueued()
    {
        SokobanSettings settings;
        settings.setAnimationSpeed(SokobanSettings::AnimationSpeed::Slow);
        SokobanSession session;
        session.setSettings(&settings);
        QCOMPARE(session.stepDuration(), settings.stepDuration());
        QVERIFY(session.openPastedText(roomLevel));
        session.move(QmlDirection::Up);
        session.move(QmlDirection::Up);
        session.move(QmlDirection::Right);
        // The first step is played at once, the others wait for its animation.
        QCOMPARE(session.moves(), 1);
        QVERIFY(session.animateSteps());
        QCOMPARE(session.pendingSteps(), 2);
        QTRY_COMPARE(session.moves(), 3);
        QCOMPARE(session.pendingSteps(), 0);
        QCOMPARE(session.playerX(), 2);
        QCOMPARE(session.playerY(), 1);
        // Undo drops what still waits.
        session.move(QmlDirection::Right);
        session.move(QmlDirection::Right);
        QVERIFY(session.undo());
        QCOMPARE(session.pendingSteps(), 0);
    }
};

QTEST_MAIN(TestSokobanSession)
#include "tst_sokoban_session.moc"
