// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// SokobanPlay's reverse mode: the board shows the level played backwards, pulls, undo, and the
// join with the forward play that solves the level.

#include "SokobanAssistant.h"
#include "SokobanPlay.h"
#include "sokoban/XsbReader.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using tessera::SokobanPlay;
namespace QmlDirection = tessera::QmlDirection;
namespace sokoban = tessera::sokoban;

namespace {

sokoban::Level levelOf(const char *xsb)
{
    return sokoban::readXsb(xsb).levels.at(0).level;
}

// The box starts at x 3, its goal is at x 6.
const char *corridor = "########\n#@ $  .#\n########\n";

void press(SokobanPlay &play, QmlDirection::Value d, int times = 1)
{
    for (int i = 0; i < times; ++i)
        play.move(d);
}

} // namespace

class TestSokobanReversePlay : public QObject
{
    Q_OBJECT

private slots:
    void theBoardShowsTheLevelBackwards()
    {
        SokobanPlay play;
        QAbstractItemModelTester board(play.board(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester boxes(play.boxes(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        const sokoban::Level level = levelOf(corridor);
        play.start(&level);
        press(play, QmlDirection::Right); // one forward move, kept while reverse mode is on
        QVERIFY(play.canReverse());
        QSignalSpy modeSpy(&play, &SokobanPlay::reverseModeChanged);
        QVERIFY(play.toggleReverseMode());
        QCOMPARE(modeSpy.count(), 1);
        QVERIFY(play.reverseMode());
        QCOMPARE(play.boxesOnGoals(), 1);
        QCOMPARE(play.moves(), 0);
        QCOMPARE(play.boxes()->rowCount(), 1);
        QVERIFY(play.isClickable(5, 1));
        QVERIFY(!play.isClickable(6, 1)); // the box on its goal
        QVERIFY(!play.canUndo());
        // The forward play's box cell is marked: where the boxes are pulled to.
        const auto target = [&play](int x) {
            return play.board()
                ->data(play.board()->index(x + 8), tessera::SokobanBoardModel::BoxTargetRole)
                .toBool();
        };
        QVERIFY(target(3));
        QVERIFY(!target(6));
        // Out again: the forward game as it was.
        QVERIFY(play.toggleReverseMode());
        QVERIFY(!play.reverseMode());
        QCOMPARE(play.moves(), 1);
        QCOMPARE(play.boxesOnGoals(), 0);
        QCOMPARE(play.playerX(), 2);
        QVERIFY(!target(3));
    }

    void aHintOrSolveGoesBackToTheForwardGame()
    {
        for (const bool solve : {false, true}) {
            SokobanPlay play;
            const sokoban::Level level = levelOf(corridor);
            play.start(&level);
            tessera::SokobanAssistant assistant(&play, nullptr, nullptr);
            QVERIFY(play.setReverseMode(true));
            if (solve)
                assistant.requestSolve();
            else
                assistant.requestHint();
            QVERIFY(!play.reverseMode());
            QCOMPARE(play.boxesOnGoals(), 0); // the forward game's position
        }
    }

    void pullsMeetTheForwardPlayAndSolve()
    {
        SokobanPlay play;
        const sokoban::Level level = levelOf(corridor);
        play.start(&level);
        press(play, QmlDirection::Right, 2); // box on x 4, player on x 3
        QCOMPARE(play.pushes(), 1);
        QVERIFY(play.setReverseMode(true));
        QSignalSpy joined(&play, &SokobanPlay::reverseJoined);
        QSignalSpy positions(&play, &SokobanPlay::positionChanged);
        QSignalSpy stepped(&play, &SokobanPlay::stepped);
        press(play, QmlDirection::Right, 4); // walks to x 5, the box on its goal behind... ahead
        QCOMPARE(play.playerX(), 5);
        QCOMPARE(play.pushes(), 0);
        press(play, QmlDirection::Left); // pulls the box to x 5
        QCOMPARE(play.pushes(), 1);
        QCOMPARE(play.boxesOnGoals(), 0);
        QCOMPARE(stepped.count(), 5);
        QCOMPARE(stepped.last().at(0).toBool(), true);
        QCOMPARE(joined.count(), 0);
        QVERIFY(!play.solved());
        press(play, QmlDirection::Left); // the box to x 4, the player to x 3: they meet
        QCOMPARE(joined.count(), 1);
        QVERIFY(!play.reverseMode());
        QVERIFY(play.solved());
        QCOMPARE(play.pushes(), 3);
        QCOMPARE(play.game()->lurd(), std::string("rRRR"));
        QCOMPARE(positions.count(), 1);
        // Solved: no more reverse mode.
        QVERIFY(!play.setReverseMode(true));
    }

    void aPullIntoAWallIsRefusedAndUndoTakesAPullBack()
    {
        SokobanPlay play;
        const sokoban::Level level = levelOf(corridor);
        play.start(&level);
        QVERIFY(play.setReverseMode(true));
        press(play, QmlDirection::Right, 4);
        QSignalSpy refused(&play, &SokobanPlay::stepRefused);
        press(play, QmlDirection::Up); // a wall
        QCOMPARE(refused.count(), 1);
        QCOMPARE(play.moves(), 4);
        press(play, QmlDirection::Left);
        QCOMPARE(play.pushes(), 1);
        QVERIFY(play.canUndo());
        QVERIFY(!play.canRedo());
        QVERIFY(play.undo());
        QCOMPARE(play.pushes(), 0);
        QCOMPARE(play.boxesOnGoals(), 1);
        QCOMPARE(play.playerX(), 5);
        // Restart in reverse mode: the solved position again, the player on their start.
        QVERIFY(play.restart());
        QCOMPARE(play.moves(), 0);
        QCOMPARE(play.playerX(), 1);
        QVERIFY(play.reverseMode());
    }

    void aClickWalksWithoutPullingOrPlacesThePlayer()
    {
        SokobanPlay play;
        const sokoban::Level level = levelOf("#######\n#@$.  #\n#######\n");
        play.start(&level);
        QVERIFY(play.setReverseMode(true));
        // The goal box cuts the corridor: before the first step the player may stand beyond it.
        QVERIFY(play.clickCell(5, 1));
        QCOMPARE(play.playerX(), 5);
        QCOMPARE(play.moves(), 0);
        QVERIFY(play.clickCell(4, 1)); // a walk towards the box: nothing pulled
        QCOMPARE(play.pushes(), 0);
        QCOMPARE(play.moves(), 1);
        press(play, QmlDirection::Right); // away from the box: pulled
        QCOMPARE(play.pushes(), 1);
        QVERIFY(!play.clickCell(1, 1)); // cut off, and steps were made
    }

    void levelsThatCannotBePlayedBackwards()
    {
        SokobanPlay play;
        const sokoban::Level twoBoxes = levelOf("#######\n#@$$. #\n#######\n");
        play.start(&twoBoxes);
        QVERIFY(!play.canReverse());
        QVERIFY(!play.setReverseMode(true));
        QVERIFY(!play.reverseMode());
        // A new level ends reverse mode.
        const sokoban::Level level = levelOf(corridor);
        play.start(&level);
        QVERIFY(play.setReverseMode(true));
        QSignalSpy modeSpy(&play, &SokobanPlay::reverseModeChanged);
        play.start(&level);
        QCOMPARE(modeSpy.count(), 1);
        QVERIFY(!play.reverseMode());
        QCOMPARE(play.moves(), 0);
    }

    void thePartsPlayForward()
    {
        SokobanPlay play;
        const sokoban::Level level = levelOf(corridor);
        play.start(&level);
        QVERIFY(play.setReverseMode(true));
        // A replay or a hint plays a step: reverse mode gives way.
        QVERIFY(play.playStep(tessera::Direction::Right));
        QVERIFY(!play.reverseMode());
        QCOMPARE(play.moves(), 1);
    }
};

QTEST_MAIN(TestSokobanReversePlay)
#include "tst_sokoban_reverse_play.moc"
