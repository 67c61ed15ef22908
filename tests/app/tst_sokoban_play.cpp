// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// SokobanPlay alone, without a session: a level played from start(), each change announced
// once, and the parts (replay, assistant, deadlock watch) working from the play only.

#include "SokobanAssistant.h"
#include "SokobanDeadlockWatch.h"
#include "SokobanPlay.h"
#include "SokobanProgress.h"
#include "SokobanReplay.h"
#include "sokoban/XsbReader.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <memory>
#include <vector>

using tessera::SokobanAssistant;
using tessera::SokobanDeadlockWatch;
using tessera::SokobanPlay;
using tessera::SokobanProgress;
using tessera::SokobanReplay;
namespace QmlDirection = tessera::QmlDirection;
namespace sokoban = tessera::sokoban;

namespace {

sokoban::Level levelOf(const char *xsb)
{
    return sokoban::readXsb(xsb).levels.at(0).level;
}

// Player (1,1), a box (2,1), a goal (3,1): solved by one push right.
const char *onePush = "#####\n#@$.#\n#####\n";
// Box (3,2), its goal (7,2); rows 1 and 3 run along walls with no goal: "RRRdrU" pushes the box
// up to (5,1), stuck against the wall.
const char *wallRoom = "##########\n"
                       "#        #\n"
                       "#@ $   . #\n"
                       "#        #\n"
                       "##########\n";

// What positionChanged announced, in order.
struct Announcements
{
    std::vector<SokobanPlay::Change> changes;
    std::vector<sokoban::Position> before;

    explicit Announcements(SokobanPlay &play)
    {
        QObject::connect(&play, &SokobanPlay::positionChanged, &play,
                         [this](SokobanPlay::Change change, const sokoban::Position &b) {
                             changes.push_back(change);
                             before.push_back(b);
                         });
    }
    int count() const { return static_cast<int>(changes.size()); }
};

struct Models
{
    QAbstractItemModelTester board;
    QAbstractItemModelTester boxes;
    explicit Models(SokobanPlay &play)
        : board(play.board(), QAbstractItemModelTester::FailureReportingMode::QtTest),
          boxes(play.boxes(), QAbstractItemModelTester::FailureReportingMode::QtTest)
    {}
};

} // namespace

class TestSokobanPlay : public QObject
{
    Q_OBJECT

private slots:
    void startsOnALevelAndShowsIt()
    {
        SokobanPlay play;
        Models models(play);
        QSignalSpy started(&play, &SokobanPlay::levelStarted);
        const sokoban::Level level = levelOf(wallRoom);
        play.start(&level);
        QCOMPARE(started.count(), 1);
        QVERIFY(play.playable());
        QCOMPARE(play.boardWidth(), 10);
        QCOMPARE(play.boardHeight(), 5);
        QCOMPARE(play.board()->rowCount(), 50);
        QCOMPARE(play.boxes()->rowCount(), 1);
        QCOMPARE(play.playerX(), 1);
        QCOMPARE(play.playerY(), 2);
        QCOMPARE(play.boxCount(), 1);

        // The level is the play's own copy.
        QVERIFY(play.level() != &level);
        QCOMPARE(play.level()->width, level.width);

        play.start(nullptr);
        QCOMPARE(started.count(), 2);
        QVERIFY(!play.playable());
        QCOMPARE(play.board()->rowCount(), 0);
        QCOMPARE(play.boxes()->rowCount(), 0);
        QVERIFY(!play.hasPlayer());
    }

    void anUnplayableLevelIsShownAsRead()
    {
        SokobanPlay play;
        Models models(play);
        const sokoban::Level level = levelOf(onePush);
        play.start(&level, false, {sokoban::CellCoord{2, 1}});
        QVERIFY(!play.playable());
        QVERIFY(!play.refused());
        QCOMPARE(play.board()->rowCount(), 15);
        QCOMPARE(play.boxCount(), 1);
        QVERIFY(play.hasPlayer());
        play.move(QmlDirection::Right);
        QCOMPARE(play.moves(), 0);
    }

    void resumedMovesAreHistory()
    {
        SokobanPlay play;
        const sokoban::Level level = levelOf(wallRoom);
        play.start(&level, true, {}, QStringLiteral("RR"));
        QCOMPARE(play.moves(), 2);
        QCOMPARE(play.pushes(), 1);
        QCOMPARE(play.playerFacing(), QmlDirection::Right);
        QVERIFY(play.undo());
        QCOMPARE(play.moves(), 1);
    }

    void eachChangeIsAnnouncedOnceWithThePositionBefore()
    {
        SokobanPlay play;
        Models models(play);
        const sokoban::Level level = levelOf(wallRoom);
        play.start(&level);
        Announcements said(play);
        QSignalSpy stepped(&play, &SokobanPlay::stepped);
        QSignalSpy refused(&play, &SokobanPlay::stepRefused);
        QSignalSpy undone(&play, &SokobanPlay::undone);

        const sokoban::Position start = play.game()->position();
        play.move(QmlDirection::Right);
        QCOMPARE(said.count(), 1);
        QCOMPARE(said.changes.back(), SokobanPlay::Change::Step);
        QCOMPARE(said.before.back().player, start.player);
        QCOMPARE(stepped.count(), 1);
        QVERIFY(play.animateSteps());

        // A wall: nothing changed, nothing announced; the player turns to it.
        play.move(QmlDirection::Down);
        QCOMPARE(said.count(), 2);
        play.move(QmlDirection::Down);
        QCOMPARE(said.count(), 2);
        QCOMPARE(refused.count(), 1);

        QVERIFY(play.undo());
        QCOMPARE(said.count(), 3);
        QCOMPARE(said.changes.back(), SokobanPlay::Change::Step);
        QCOMPARE(undone.count(), 1);

        QVERIFY(play.restart());
        QCOMPARE(said.count(), 4);
        QCOMPARE(said.changes.back(), SokobanPlay::Change::Jump);
        QVERIFY(!play.animateSteps());
        QCOMPARE(play.moves(), 0);

        // Undoing the restart brings the line back in one jump.
        QVERIFY(play.undo());
        QCOMPARE(said.count(), 5);
        QCOMPARE(said.changes.back(), SokobanPlay::Change::Jump);
        QCOMPARE(play.moves(), 1);
        QCOMPARE(said.before.back().player, start.player);
    }

    void thePlayersCommandsTakeOverThePartsStepsDoNot()
    {
        SokobanPlay play;
        const sokoban::Level level = levelOf(wallRoom);
        play.start(&level);
        QSignalSpy tookOver(&play, &SokobanPlay::tookOver);
        QVERIFY(play.playStep(tessera::Direction::Right));
        QVERIFY(play.undoStep());
        QCOMPARE(play.playAtOnce({tessera::Direction::Right, tessera::Direction::Right}), 2);
        QVERIFY(play.jumpToStart());
        QCOMPARE(tookOver.count(), 0);

        play.move(QmlDirection::Right);
        QCOMPARE(tookOver.count(), 1);
        play.undo();
        play.redo();
        play.stepHistory(-1);
        play.restart();
        play.clickCell(1, 1);
        QCOMPARE(tookOver.count(), 6);
    }

    void aClickWalksAndPushesThroughTheQueue()
    {
        SokobanPlay play;
        Models models(play);
        const sokoban::Level level = levelOf(wallRoom);
        play.start(&level);
        play.setStepDuration(1);
        QVERIFY(play.isClickable(1, 1));
        QVERIFY(play.clickCell(1, 1));
        QTRY_COMPARE(play.moves(), 1);
        QCOMPARE(play.playerY(), 1);

        // Select the box, then click its goal: it is pushed there step by step.
        QVERIFY(play.clickCell(3, 2));
        QVERIFY(play.hasSelection());
        QCOMPARE(play.selectedX(), 3);
        QVERIFY(play.clickCell(7, 2));
        QVERIFY(!play.hasSelection());
        QTRY_VERIFY(play.solved());
        QCOMPARE(play.pendingSteps(), 0);
    }

    void trainPushFollowsTheSettingAndAReplaysRules()
    {
        SokobanPlay play;
        const sokoban::Level level = levelOf(onePush);
        play.start(&level);
        QSignalSpy rules(&play, &SokobanPlay::rulesChanged);
        play.setTrainPushSetting(true);
        QVERIFY(play.trainPush());
        QVERIFY(play.game()->trainPush());
        play.setReplayRules(sokoban::PlayRules::Standard);
        QVERIFY(!play.trainPush());
        QVERIFY(!play.game()->trainPush());
        play.setReplayRules(std::nullopt);
        QVERIFY(play.trainPush());
        QCOMPARE(rules.count(), 3);
    }

    // The parts work on a play alone: none needs a session.
    void theReplayPlaysOnThePlayAndLeavesWhenThePlayerMoves()
    {
        SokobanPlay play;
        SokobanProgress progress(&play, nullptr);
        SokobanReplay replay(&play, &progress, nullptr);
        const sokoban::Level level = levelOf(wallRoom);
        play.start(&level);
        QVERIFY(replay.playSolution(QStringLiteral("RRRRR")));
        QVERIFY(replay.active());
        QVERIFY(replay.step());
        QCOMPARE(play.moves(), 1);
        QVERIFY(replay.finish());
        QVERIFY(play.solved());

        QVERIFY(play.restart()); // the player's command: the replay is left
        QVERIFY(!replay.active());

        QVERIFY(replay.playSolution(QStringLiteral("RRRRR")));
        play.start(&level); // another level: left too
        QVERIFY(!replay.active());
    }

    void theDeadlockWatchFollowsThePlay()
    {
        SokobanPlay play;
        SokobanDeadlockWatch watch(&play, nullptr);
        const sokoban::Level level = levelOf(wallRoom);
        play.start(&level);
        for (const char *c = "RRRdrU"; *c; ++c)
            QVERIFY(play.playStep(*tessera::directionFromLurd(*c)));
        QVERIFY(watch.found());
        QVERIFY(watch.undos() > 0);
        QVERIFY(watch.undoPush());
        QVERIFY(!watch.found());
    }

    void theAssistantDropsItsHintWhenThePositionChanges()
    {
        SokobanPlay play;
        SokobanProgress progress(&play, nullptr);
        SokobanAssistant assistant(&play, &progress, nullptr);
        QSignalSpy searching(&assistant, &SokobanAssistant::searchStarting);
        const sokoban::Level level = levelOf(wallRoom);
        play.start(&level);
        assistant.requestHint();
        QCOMPARE(searching.count(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(assistant.hasHint(), 20000);
        QCOMPARE(assistant.hintBoxX(), 3);
        play.move(QmlDirection::Up);
        QVERIFY(!assistant.hasHint());

        std::string found;
        connect(&assistant, &SokobanAssistant::solutionFound, this,
                [&found](const std::string &steps) { found = steps; });
        assistant.requestSolve();
        QTRY_VERIFY_WITH_TIMEOUT(!found.empty(), 20000);
    }
};

QTEST_GUILESS_MAIN(TestSokobanPlay)
#include "tst_sokoban_play.moc"
