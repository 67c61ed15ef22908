// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The Sokoban session's text in and out, replay, Hint and Solve and deadlock watch (its
// levels and moves are tst_sokoban_session's).

#include "AppPaths.h"
#include "LevelLibrary.h"
#include "ProgressStore.h"
#include "ResumeState.h"
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

class TestSokobanSessionParts : public QObject
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
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-sokoban-session-parts"));
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

    void theWheelWalksThroughTheHistory()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(roomLevel));
        QVERIFY(session.clickCell(4, 1));
        QCOMPARE(session.stepHistory(-3), 3);
        QCOMPARE(session.moves(), 2);
        QCOMPARE(session.stepHistory(+10), 3);
        QCOMPARE(session.moves(), 5);
        QCOMPARE(session.stepHistory(+1), 0);
    }

    void copiesTheLevelAndTheSolution()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(onePush));
        // The level as XSB reads back to the same board.
        const QString xsb = session.levelText();
        const auto read = tessera::sokoban::readXsb(xsb.toStdString());
        QCOMPARE(read.levels.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(read.levels.front().level.title),
                 QStringLiteral("One push"));
        QVERIFY(xsb.startsWith(QStringLiteral("#####\n#@$.#\n#####\n")));
        QVERIFY(session.solutionText().isEmpty());
        QSignalSpy notice(&session, &SokobanSession::passingNotice);
        QVERIFY(!session.copySolution());
        QCOMPARE(notice.count(), 1);

        QVERIFY(session.copyLevel());
        QCOMPARE(QGuiApplication::clipboard()->text(), xsb);
        session.move(QmlDirection::Right);
        QCOMPARE(session.solutionText(), QStringLiteral("R"));
        QVERIFY(session.copySolution());
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("R"));
    }

    void aPastedLurdIsReplayedFromTheStart()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(roomLevel));
        session.move(QmlDirection::Right); // a move of the player's own, left by the replay
        QVERIFY(SokobanSession::looksLikeLurd(QStringLiteral("uRurD")));
        QVERIFY(SokobanSession::looksLikeLurd(QStringLiteral(" u R\nu r D ")));
        QVERIFY(!SokobanSession::looksLikeLurd(QStringLiteral("#####")));
        QVERIFY(!SokobanSession::looksLikeLurd(QString()));

        QVERIFY(session.pasteText(QStringLiteral("uRurD\n")));
        QVERIFY(session.replay()->active());
        QVERIFY(session.replay()->running());
        QCOMPARE(session.replay()->length(), 5);
        QCOMPARE(session.moves(), 0); // back at the start
        QTRY_VERIFY(session.solved());
        QCOMPARE(session.moves(), 5);
        QCOMPARE(session.replay()->position(), 5);
        QVERIFY(!session.replay()->running());
        // The player's line before the replay is one undo away after the replay's moves.
        for (int i = 0; i < 5; ++i)
            QVERIFY(session.undo());
        QVERIFY(!session.replay()->active()); // undo took over
        QVERIFY(session.undo());              // the restart the replay made
        QCOMPARE(session.moves(), 1);
    }

    // A long pasted solution would take hours at a person's pace: the replay bar's End plays
    // the rest at once, to the final position, still undoable.
    void aLongPastedReplayJumpsToTheEnd()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(QStringLiteral("######\n# @$.#\n######\n")));
        QVERIFY(session.pasteText(QStringLiteral("49999(lr)R")));
        QVERIFY(session.replay()->active());
        QVERIFY(session.replay()->running());
        QCOMPARE(session.replay()->length(), 99999);
        QVERIFY(session.replay()->finish());
        QCOMPARE(session.replay()->position(), 99999);
        QCOMPARE(session.moves(), 99999);
        QVERIFY(session.solved());
        QVERIFY(!session.replay()->running());
        QVERIFY(!session.replay()->finish()); // nothing left to play
        QVERIFY(session.replay()->stepBack());
        QCOMPARE(session.moves(), 99998);
        QVERIFY(!session.solved());
    }

    // After End on a pasted solution of ten million moves, the resume state keeps the line in
    // about the room of the text pasted (it is written again with every save), and a restart
    // comes back to the same position, the moves still undoable.
    void aLongLinePlayedToItsEndResumesFromASmallFile()
    {
        const QString sessionFile = path(QStringLiteral("session.json"));
        int playerX = -1;
        {
            ResumeState resume(sessionFile);
            LevelLibrary library(path(QStringLiteral("my.xsb")),
                                 path(QStringLiteral("recent.json")));
            SokobanSession session;
            session.setLibrary(&library);
            session.setResumeState(&resume);
            QVERIFY(session.openPastedText(QStringLiteral("######\n# @$.#\n######\n")));
            QVERIFY(session.pasteText(QStringLiteral("4999999(lr)R")));
            QVERIFY(session.replay()->finish());
            QCOMPARE(session.moves(), 9999999);
            QVERIFY(session.solved());
            playerX = session.playerX();
            QVERIFY(resume.save());
            // A few hundred bytes, where the line itself is ten million letters.
            QVERIFY2(QFileInfo(sessionFile).size() < 2000,
                     qPrintable(QString::number(QFileInfo(sessionFile).size())));
        }
        ResumeState resume(sessionFile);
        LevelLibrary library(path(QStringLiteral("my.xsb")), path(QStringLiteral("recent.json")));
        SokobanSession session;
        session.setLibrary(&library);
        session.setResumeState(&resume);
        QVERIFY(session.resume());
        QCOMPARE(session.moves(), 9999999);
        QVERIFY(session.solved());
        QCOMPARE(session.playerX(), playerX);
        QVERIFY(session.undo());
        QCOMPARE(session.moves(), 9999998);
        QVERIFY(!session.solved());
    }

    void replayStepsByHand()
    {
        ProgressStore store(path(QStringLiteral("progress.json")));
        SokobanSession session;
        session.setProgressStore(&store);
        QVERIFY(session.openPastedText(roomLevel));
        QSignalSpy notice(&session, &SokobanSession::passingNotice);
        QVERIFY(!session.replay()->playBest()); // nothing recorded yet
        QCOMPARE(notice.count(), 1);
        QVERIFY(session.clickCell(2, 2));
        QVERIFY(session.clickCell(3, 3));
        QVERIFY(session.solved());

        QVERIFY(session.replay()->playBest());
        session.replay()->pause();
        QVERIFY(session.replay()->active());
        QVERIFY(!session.replay()->running());
        QCOMPARE(session.moves(), 0);
        QVERIFY(session.replay()->step());
        QVERIFY(session.replay()->step());
        QCOMPARE(session.replay()->position(), 2);
        QCOMPARE(session.pushes(), 1);
        QVERIFY(session.replay()->stepBack());
        QCOMPARE(session.replay()->position(), 1);
        QCOMPARE(session.pushes(), 0);
        QVERIFY(session.replay()->active());
        // A move of the player's own ends the replay and plays on from there.
        session.move(QmlDirection::Right);
        QVERIFY(!session.replay()->active());
        QCOMPARE(session.moves(), 2);
    }

    void aSolutionThatDoesNotFitIsNeverPlayed()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(onePush));
        session.move(QmlDirection::Right); // the push: solved
        QSignalSpy notice(&session, &SokobanSession::passingNotice);
        // Checked whole from the start: "R" fits, then a second push into the wall does not.
        QVERIFY(!session.replay()->playSolution(QStringLiteral("RR")));
        QVERIFY(!session.replay()->active());
        QCOMPARE(session.moves(), 1); // the position is untouched
        QCOMPARE(notice.count(), 1);
        QCOMPARE(notice.at(0).at(0).toString(),
                 QStringLiteral("The solution does not fit this level at move 2."));
        QVERIFY(!session.replay()->playSolution(QStringLiteral("x")));
        QCOMPARE(notice.count(), 2);
    }

    void pastingDecidesByContent()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(onePush));
        // A level: opened.
        QVERIFY(session.pasteText(roomLevel));
        QCOMPARE(session.boardWidth(), 6);
        // Neither: refused with a message, nothing changes.
        QSignalSpy notice(&session, &SokobanSession::passingNotice);
        QVERIFY(!session.pasteText(QStringLiteral("hello, world")));
        QCOMPARE(notice.count(), 1);
        QCOMPARE(session.boardWidth(), 6);
        // Through the clipboard.
        QGuiApplication::clipboard()->setText(QStringLiteral("uRurD"));
        QVERIFY(session.pasteFromClipboard());
        QVERIFY(session.replay()->active());
    }

    void pastedTextGoesIntoTheLibrary()
    {
        LevelLibrary library(path(QStringLiteral("my.xsb")), path(QStringLiteral("recent.json")));
        SokobanSession session;
        session.setLibrary(&library);
        QVERIFY(session.openPastedText(threeLevels));
        QVERIFY(session.collectionId().startsWith(QStringLiteral("pasted:")));
        QVERIFY(library.collection(session.collectionId()) != nullptr);
        QCOMPARE(session.levelCount(), 3);
    }

    void hintShowsTheNextPushOfASolution()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(roomLevel));
        QSignalSpy hint(session.assist(), &SokobanAssistant::hintChanged);
        session.assist()->requestHint();
        // Answered later, from the solver's thread.
        QCOMPARE(session.assist()->task(), SokobanAssistant::HintTask);
        QVERIFY(session.assist()->solver()->running());
        QTRY_VERIFY_WITH_TIMEOUT(session.assist()->hasHint(), 20000);
        QCOMPARE(session.assist()->task(), SokobanAssistant::NoTask);
        // The only box, pushed right or down (both start a 2-push solution).
        QCOMPARE(session.assist()->hintBoxX(), 2);
        QCOMPARE(session.assist()->hintBoxY(), 2);
        QCOMPARE(session.assist()->hintPushesLeft(), 2);
        QVERIFY(!session.assist()->hintLost());
        const bool right = session.assist()->hintDirection() == QmlDirection::Right;
        QVERIFY(right || session.assist()->hintDirection() == QmlDirection::Down);
        QCOMPARE(session.assist()->hintTargetX(), right ? 3 : 2);
        QCOMPARE(session.assist()->hintTargetY(), right ? 2 : 3);
        QVERIFY(session.assist()->hintText().contains(right ? QStringLiteral("right")
                                                            : QStringLiteral("down")));
        // The models mark the box and where it goes.
        QCOMPARE(boxRole(session, 2, 2, tessera::SokobanBoxModel::HintedRole).toBool(), true);
        QCOMPARE(session.board()
                     ->cellData(session.assist()->hintTargetX(), session.assist()->hintTargetY(),
                                "hintTarget")
                     .toBool(),
                 true);
        // Any move makes the hint stale: it goes.
        session.move(QmlDirection::Up);
        QVERIFY(!session.assist()->hasHint());
        QVERIFY(session.assist()->hintText().isEmpty());
        QCOMPARE(boxRole(session, 2, 2, tessera::SokobanBoxModel::HintedRole).toBool(), false);
    }

    void hintOnALostPositionCountsTheUndosBack()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(wallRoom));
        play(session, "RRRdrUl");
        QCOMPARE(session.moves(), 7);
        session.assist()->requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(session.assist()->hintLost(), 20000);
        QVERIFY(!session.assist()->hasHint());
        QCOMPARE(session.assist()->hintUndos(), 2);
        QVERIFY2(session.assist()->hintText().contains(QStringLiteral("2 undos get back")),
                 qPrintable(session.assist()->hintText()));
        QVERIFY(session.assist()->undoToSolvable());
        QCOMPARE(session.moves(), 5);
        QVERIFY(!session.assist()->hintLost());
        session.assist()->requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(session.assist()->hasHint(), 20000);
        QCOMPARE(session.assist()->hintBoxX(), 5);
    }

    void solveReplaysASolutionFromHere()
    {
        ProgressStore store(path(QStringLiteral("progress.json")));
        SokobanSession session;
        session.setProgressStore(&store);
        QVERIFY(session.openPastedText(wallRoom));
        play(session, "rR"); // the box is at (4,2): the solution starts from here
        // What the session holds when the replay begins: a poll may come only after its first
        // 150 ms steps on a slow run.
        int movesAtStart = -1, lengthAtStart = -1;
        SokobanAssistant::Task taskAtStart = SokobanAssistant::SolveTask;
        const QMetaObject::Connection watch =
            connect(session.replay(), &SokobanReplay::changed, this, [&] {
                if (session.replay()->active() && movesAtStart < 0) {
                    movesAtStart = session.moves();
                    lengthAtStart = session.replay()->length();
                    taskAtStart = session.assist()->task();
                }
            });
        session.assist()->requestSolve();
        QCOMPARE(session.assist()->task(), SokobanAssistant::SolveTask);
        QTRY_VERIFY_WITH_TIMEOUT(movesAtStart >= 0, 20000);
        disconnect(watch);
        QCOMPARE(taskAtStart, SokobanAssistant::NoTask);
        QCOMPARE(movesAtStart, 2); // not restarted
        QCOMPARE(lengthAtStart, 3);
        QTRY_VERIFY_WITH_TIMEOUT(session.solved(), 20000);
        QCOMPARE(session.moves(), 5);
        QCOMPARE(QString::fromStdString(session.game()->lurd()), QStringLiteral("rRRRR"));
        // The solver's solution is not the player's: nothing recorded.
        QVERIFY(session.progress()->solvedBySolver());
        QVERIFY(!session.progress()->firstSolve());
        QVERIFY(!session.progress()->solvedBefore());
        QVERIFY(!store.isSolved(session.levelKey()));
        // Taken back and solved by the player's own hand, it counts.
        QVERIFY(session.undo());
        QVERIFY(!session.progress()->solvedBySolver());
        session.move(QmlDirection::Right);
        QVERIFY(session.solved());
        QVERIFY(!session.progress()->solvedBySolver());
        QVERIFY(session.progress()->firstSolve());
        QVERIFY(store.isSolved(session.levelKey()));
    }

    void solveOnALostPositionSaysSo()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(wallRoom));
        play(session, "RRRdrU");
        QSignalSpy notices(&session, &SokobanSession::passingNotice);
        session.assist()->requestSolve();
        QTRY_VERIFY_WITH_TIMEOUT(notices.count() > 0, 20000);
        QVERIFY(notices.last().at(0).toString().contains(QStringLiteral("cannot be solved")));
        QVERIFY(!session.replay()->active());
        QCOMPARE(session.moves(), 6);
    }

    void cancelStopsHintAndSolve()
    {
        SokobanSession session;
        // A long search: plain A* on Microban 153 (see the solver's tests).
        tessera::sokoban::SolverOptions slow;
        slow.heuristicWeights = {1};
        slow.featureSearchWeight = 0;
        slow.backwardSearches.clear();
        slow.timeLimitSeconds = 0;
        session.assist()->solver()->setOptions(slow);
        const auto microban =
            tessera::sokoban::readXsbFile(TESSERA_SOURCE_DIR "/resources/levels/microban.xsb");
        QVERIFY(session.openPastedText(
            QString::fromStdString(tessera::sokoban::writeLevel(microban.levels.at(152).level))));
        for (const auto request :
             {&SokobanAssistant::requestHint, &SokobanAssistant::requestSolve}) {
            (session.assist()->*request)();
            QVERIFY(session.assist()->task() != SokobanAssistant::NoTask);
            QVERIFY(session.assist()->cancel());
            QCOMPARE(session.assist()->task(), SokobanAssistant::NoTask);
            QTRY_VERIFY_WITH_TIMEOUT(!session.assist()->solver()->running(), 20000);
            QVERIFY(!session.assist()->hasHint());
            QVERIFY(!session.replay()->active());
            QVERIFY(!session.assist()->cancel());
        }
        // A move while searching cancels too: the answer would be for another position.
        session.assist()->requestHint();
        session.move(QmlDirection::Left);
        session.move(QmlDirection::Right);
        session.move(QmlDirection::Up);
        session.move(QmlDirection::Down);
        QVERIFY(session.moves() > 0);
        QCOMPARE(session.assist()->task(), SokobanAssistant::NoTask);
        QTRY_VERIFY_WITH_TIMEOUT(!session.assist()->solver()->running(), 20000);
    }

    void aPushIntoADeadlockWarnsAndUndoClearsIt()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(wallRoom));
        QSignalSpy changed(session.deadlock(), &SokobanDeadlockWatch::changed);
        play(session, "RRRdr");
        QVERIFY(!session.deadlock()->found());
        QCOMPARE(changed.count(), 0);
        play(session, "U"); // the box to (5,1), along the top wall
        QVERIFY(session.deadlock()->found());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(session.deadlock()->current()->kind,
                 tessera::sokoban::DeadlockKind::BoxOnDeadSquare);
        QVERIFY(!session.deadlock()->text().isEmpty());
        QCOMPARE(boxRole(session, 5, 1, tessera::SokobanBoxModel::StuckRole).toBool(), true);
        play(session, "l"); // walking on keeps it
        QVERIFY(session.deadlock()->found());
        QVERIFY(session.undo());
        QVERIFY(session.deadlock()->found());
        QVERIFY(session.undo()); // the push
        QVERIFY(!session.deadlock()->found());
        QCOMPARE(boxRole(session, 5, 2, tessera::SokobanBoxModel::StuckRole).toBool(), false);
        QVERIFY(session.redo());
        QVERIFY(session.deadlock()->found());
        // A freeze: two boxes side by side against a wall, off goals.
        QVERIFY(session.openPastedText(QStringLiteral("#######\n"
                                                      "#  .. #\n"
                                                      "# $$  #\n"
                                                      "#  @  #\n"
                                                      "#######\n")));
        QVERIFY(!session.deadlock()->found());
        play(session, "lU");                   // the left box up against the top wall
        QVERIFY(!session.deadlock()->found()); // row 1 has goals: not dead, and one box frees it
        QVERIFY(session.restart());
        QVERIFY(!session.deadlock()->found());
    }

    void aLevelOpenedStuckSaysSo()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(QStringLiteral("######\n"
                                                      "#$  .#\n"
                                                      "#   @#\n"
                                                      "######\n")));
        QVERIFY(session.deadlock()->found());
        QCOMPARE(boxRole(session, 1, 1, tessera::SokobanBoxModel::StuckRole).toBool(), true);
    }

    void deadSquaresFollowTheSetting()
    {
        SokobanSettings settings;
        settings.setShowDeadSquares(false);
        SokobanSession session;
        session.setSettings(&settings);
        QVERIFY(session.openPastedText(wallRoom));
        QVERIFY(!session.deadlock()->showDeadSquares());
        const auto dead = [&](int x, int y) {
            return session.board()->cellData(x, y, QStringLiteral("deadSquare")).toBool();
        };
        QVERIFY(!dead(1, 1));
        QSignalSpy changed(session.deadlock(), &SokobanDeadlockWatch::deadSquaresChanged);
        settings.setShowDeadSquares(true);
        QCOMPARE(changed.count(), 1);
        QVERIFY(session.deadlock()->showDeadSquares());
        // Rows 1 and 3 (along the walls, no goal) and the left column are dead; row 2 is not.
        QVERIFY(dead(1, 1));
        QVERIFY(dead(5, 1));
        QVERIFY(dead(8, 3));
        QVERIFY(dead(1, 2));
        QVERIFY(!dead(3, 2));
        QVERIFY(!dead(7, 2));
        QVERIFY(!dead(0, 0)); // a wall
        // Another level keeps showing them.
        QVERIFY(session.openPastedText(roomLevel));
        QVERIFY(dead(1, 1));
        QVERIFY(!dead(3, 3));
        settings.setShowDeadSquares(false);
        QVERIFY(!dead(1, 1));
    }

    void unreadableCollectionsAreRefused()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(onePush));
        QSignalSpy notice(&session, &SokobanSession::noticeChanged);
        QVERIFY(!session.openFile(path(QStringLiteral("missing.xsb"))));
        QCOMPARE(notice.count(), 1);
        QVERIFY(session.notice().startsWith(QStringLiteral("missing.xsb: ")));
        QVERIFY(!session.openPastedText(QStringLiteral("no level here")));
        QVERIFY(!session.openCollection(QStringLiteral("bundled:microban"))); // no library
        QCOMPARE(session.levelTitle(), QStringLiteral("One push"));           // still shown
    }
};

QTEST_MAIN(TestSokobanSessionParts)
#include "tst_sokoban_session_parts.moc"
