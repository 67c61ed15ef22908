#include "AppPaths.h"
#include "LevelLibrary.h"
#include "ProgressStore.h"
#include "ResumeState.h"
#include "SokobanSession.h"
#include "SokobanSettings.h"
#include "sokoban/XsbReader.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using tessera::LevelLibrary;
using tessera::ProgressStore;
using tessera::ResumeState;
using tessera::SokobanSession;
using tessera::SokobanSettings;

namespace {

// Solved by one push to the right.
const QString onePush = QStringLiteral("#####\n"
                                       "#@$.#\n"
                                       "#####\n"
                                       "Title: One push\n");

// Player (1,3), a box (2,2), a goal (3,3): solved at best by "uRurD".
const QString roomLevel = QStringLiteral("######\n"
                                         "#    #\n"
                                         "# $  #\n"
                                         "#@ . #\n"
                                         "######\n");

// Three levels: a collection to walk through.
const QString threeLevels = QStringLiteral("#####\n#@$.#\n#####\nTitle: First\n\n"
                                           "######\n#@ $.#\n######\nTitle: Second\n\n"
                                           "#######\n#@  $.#\n#######\nTitle: Third\n");

// A row of two boxes in front of the player: train push moves both.
const QString trainLevel = QStringLiteral("#######\n"
                                          "#@$$ .#\n"
                                          "#    .#\n"
                                          "#######\n");

} // namespace

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
        QSignalSpy notice(&session, &SokobanSession::notice);
        QVERIFY(!session.openLevel(3));
        QCOMPARE(notice.count(), 1);
        QCOMPARE(session.levelIndex(), 0);
    }

    void solvingRecordsProgressAndTellsNewBests()
    {
        ProgressStore store(path(QStringLiteral("progress.json")));
        SokobanSession session;
        session.setProgressStore(&store);
        QVERIFY(session.openPastedText(roomLevel));
        const QString key = session.levelKey();
        QVERIFY(!session.levelSolvedBefore());

        // A roundabout first solution: "uRlrurD", 7 moves, 2 pushes.
        QSignalSpy solvedSpy(&session, &SokobanSession::levelSolved);
        for (const auto d : {SokobanSession::Up, SokobanSession::Right, SokobanSession::Left,
                             SokobanSession::Right, SokobanSession::Up, SokobanSession::Right,
                             SokobanSession::Down})
            session.move(d);
        QVERIFY(session.solved());
        QCOMPARE(solvedSpy.count(), 1);
        const int firstMoves = session.moves();
        QVERIFY(store.isSolved(key));
        QVERIFY(session.levelSolvedBefore());
        QVERIFY(session.firstSolve());
        QVERIFY(session.newBestMoves());
        QCOMPARE(session.bestMoves(), firstMoves);
        QVERIFY(session.hasBestSolution());
        // Moves are refused once solved; undo is not.
        session.move(SokobanSession::Left);
        QCOMPARE(session.moves(), firstMoves);

        // The shortest solution: up, push right, walk round, push down: "uRurD" is 5 moves.
        QVERIFY(session.openLevel(0));
        for (const auto d : {SokobanSession::Up, SokobanSession::Right, SokobanSession::Up,
                             SokobanSession::Right, SokobanSession::Down})
            session.move(d);
        QVERIFY(session.solved());
        QCOMPARE(session.moves(), 5);
        QVERIFY(!session.firstSolve());
        QVERIFY(session.newBestMoves());
        QCOMPARE(session.bestMoves(), 5);
        QCOMPARE(store.progress(key)->bestMoves.lurd, QStringLiteral("uRurD"));

        // The same again is no new best.
        QVERIFY(session.openLevel(0));
        for (const auto d : {SokobanSession::Up, SokobanSession::Right, SokobanSession::Up,
                             SokobanSession::Right, SokobanSession::Down})
            session.move(d);
        QVERIFY(session.solved());
        QVERIFY(!session.newBestMoves());
        QVERIFY(!session.newBestPushes());
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
            session.move(SokobanSession::Right);
            QVERIFY(session.solved());
        }
        ProgressStore store(path(QStringLiteral("progress.json")));
        SokobanSession session;
        session.setProgressStore(&store);
        // The same board in another text (other title) is the same level.
        QVERIFY(session.openPastedText(QStringLiteral("#####\n#@$.#\n#####\nTitle: Other\n")));
        QCOMPARE(session.levelKey(), key);
        QVERIFY(session.levelSolvedBefore());
        QCOMPARE(session.bestMoves(), 1);
        QCOMPARE(session.bestPushes(), 1);
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
            session.move(SokobanSession::Right);
            session.move(SokobanSession::Up);
            session.move(SokobanSession::Up);
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
        QVERIFY(session.resume());
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

    void firstStartOpensTheTutorial()
    {
        LevelLibrary library(path(QStringLiteral("my.xsb")), path(QStringLiteral("recent.json")));
        ResumeState resume(path(QStringLiteral("session.json")));
        SokobanSession session;
        session.setLibrary(&library);
        session.setResumeState(&resume);
        QVERIFY(session.resume());
        QCOMPARE(session.collectionId(), QStringLiteral("bundled:tutorial"));
        QCOMPARE(session.levelIndex(), 0);
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
            session.move(SokobanSession::Right);
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

    void pastedLevelsDoNotReplaceWhereTheUserWas()
    {
        ResumeState resume(path(QStringLiteral("session.json")));
        LevelLibrary library(path(QStringLiteral("my.xsb")), path(QStringLiteral("recent.json")));
        SokobanSession session;
        session.setLibrary(&library);
        session.setResumeState(&resume);
        QVERIFY(session.openCollection(QStringLiteral("bundled:microban"), 4));
        QVERIFY(session.openPastedText(onePush));
        QCOMPARE(session.levelTitle(), QStringLiteral("One push"));
        session.move(SokobanSession::Right);
        QCOMPARE(resume.sokoban()->collectionId, QStringLiteral("bundled:microban"));
        QCOMPARE(resume.sokoban()->levelIndex, 4);
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

    void trainPushFollowsTheSetting()
    {
        SokobanSettings settings;
        SokobanSession session;
        session.setSettings(&settings);
        settings.setAnimationSpeed(SokobanSettings::AnimationSpeed::Off);
        QVERIFY(session.openPastedText(trainLevel));
        session.move(SokobanSession::Right);
        QCOMPARE(session.moves(), 0); // two boxes in a row: blocked
        settings.setTrainPush(true);
        session.move(SokobanSession::Right);
        QCOMPARE(session.moves(), 1);
        QCOMPARE(session.pushes(), 1);
        QCOMPARE(session.board()->cellData(4, 1, QStringLiteral("box")).toBool(), true);
    }

    void keysDuringAnAnimationAreQueued()
    {
        SokobanSettings settings;
        settings.setAnimationSpeed(SokobanSettings::AnimationSpeed::Slow);
        SokobanSession session;
        session.setSettings(&settings);
        QCOMPARE(session.stepDuration(), settings.stepDuration());
        QVERIFY(session.openPastedText(roomLevel));
        session.move(SokobanSession::Up);
        session.move(SokobanSession::Up);
        session.move(SokobanSession::Right);
        // The first step is played at once, the others wait for its animation.
        QCOMPARE(session.moves(), 1);
        QVERIFY(session.animateSteps());
        QCOMPARE(session.pendingSteps(), 2);
        QTRY_COMPARE(session.moves(), 3);
        QCOMPARE(session.pendingSteps(), 0);
        QCOMPARE(session.playerX(), 2);
        QCOMPARE(session.playerY(), 1);
        // Undo drops what still waits.
        session.move(SokobanSession::Right);
        session.move(SokobanSession::Right);
        QVERIFY(session.undo());
        QCOMPARE(session.pendingSteps(), 0);
    }

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
        QSignalSpy notice(&session, &SokobanSession::notice);
        QVERIFY(!session.copySolution());
        QCOMPARE(notice.count(), 1);

        QVERIFY(session.copyLevel());
        QCOMPARE(QGuiApplication::clipboard()->text(), xsb);
        session.move(SokobanSession::Right);
        QCOMPARE(session.solutionText(), QStringLiteral("R"));
        QVERIFY(session.copySolution());
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("R"));
    }

    void aPastedLurdIsReplayedFromTheStart()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(roomLevel));
        session.move(SokobanSession::Right); // a move of the player's own, left by the replay
        QVERIFY(SokobanSession::looksLikeLurd(QStringLiteral("uRurD")));
        QVERIFY(SokobanSession::looksLikeLurd(QStringLiteral(" u R\nu r D ")));
        QVERIFY(!SokobanSession::looksLikeLurd(QStringLiteral("#####")));
        QVERIFY(!SokobanSession::looksLikeLurd(QString()));

        QVERIFY(session.pasteText(QStringLiteral("uRurD\n")));
        QVERIFY(session.replaying());
        QVERIFY(session.replayRunning());
        QCOMPARE(session.replayLength(), 5);
        QCOMPARE(session.moves(), 0); // back at the start
        QTRY_VERIFY(session.solved());
        QCOMPARE(session.moves(), 5);
        QCOMPARE(session.replayPosition(), 5);
        QVERIFY(!session.replayRunning());
        // The player's line before the replay is one undo away after the replay's moves.
        for (int i = 0; i < 5; ++i)
            QVERIFY(session.undo());
        QVERIFY(!session.replaying()); // undo took over
        QVERIFY(session.undo());       // the restart the replay made
        QCOMPARE(session.moves(), 1);
    }

    void replayStepsByHand()
    {
        ProgressStore store(path(QStringLiteral("progress.json")));
        SokobanSession session;
        session.setProgressStore(&store);
        QVERIFY(session.openPastedText(roomLevel));
        QSignalSpy notice(&session, &SokobanSession::notice);
        QVERIFY(!session.replayBest()); // nothing recorded yet
        QCOMPARE(notice.count(), 1);
        QVERIFY(session.clickCell(2, 2));
        QVERIFY(session.clickCell(3, 3));
        QVERIFY(session.solved());

        QVERIFY(session.replayBest());
        session.replayPause();
        QVERIFY(session.replaying());
        QVERIFY(!session.replayRunning());
        QCOMPARE(session.moves(), 0);
        QVERIFY(session.replayStep());
        QVERIFY(session.replayStep());
        QCOMPARE(session.replayPosition(), 2);
        QCOMPARE(session.pushes(), 1);
        QVERIFY(session.replayStepBack());
        QCOMPARE(session.replayPosition(), 1);
        QCOMPARE(session.pushes(), 0);
        QVERIFY(session.replaying());
        // A move of the player's own ends the replay and plays on from there.
        session.move(SokobanSession::Right);
        QVERIFY(!session.replaying());
        QCOMPARE(session.moves(), 2);
    }

    void aSolutionThatDoesNotFitStops()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(onePush));
        QSignalSpy notice(&session, &SokobanSession::notice);
        QVERIFY(session.replaySolution(QStringLiteral("lR")));
        session.replayPause();
        QVERIFY(!session.replayStep()); // left is a wall
        QVERIFY(!session.replaying());
        QCOMPARE(notice.count(), 1);
        QVERIFY(notice.at(0).at(0).toString().contains(QStringLiteral("1")));
        QVERIFY(!session.replaySolution(QStringLiteral("x")));
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
        QSignalSpy notice(&session, &SokobanSession::notice);
        QVERIFY(!session.pasteText(QStringLiteral("hello, world")));
        QCOMPARE(notice.count(), 1);
        QCOMPARE(session.boardWidth(), 6);
        // Through the clipboard.
        QGuiApplication::clipboard()->setText(QStringLiteral("uRurD"));
        QVERIFY(session.pasteFromClipboard());
        QVERIFY(session.replaying());
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

    void unreadableCollectionsAreRefused()
    {
        SokobanSession session;
        QVERIFY(session.openPastedText(onePush));
        QSignalSpy notice(&session, &SokobanSession::notice);
        QVERIFY(!session.openFile(path(QStringLiteral("missing.xsb"))));
        QCOMPARE(notice.count(), 1);
        QVERIFY(!session.openPastedText(QStringLiteral("no level here")));
        QVERIFY(!session.openCollection(QStringLiteral("bundled:microban"))); // no library
        QCOMPARE(session.levelTitle(), QStringLiteral("One push"));           // still shown
    }
};

QTEST_MAIN(TestSokobanSession)
#include "tst_sokoban_session.moc"
