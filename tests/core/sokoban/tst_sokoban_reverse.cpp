// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "EngineTestLevels.h"
#include "sokoban/Game.h"
#include "sokoban/ReverseGame.h"

#include <QTest>
#include <optional>
#include <string>
#include <vector>

using tessera::Direction;
using tessera::sokoban::Blocker;
using tessera::sokoban::Game;
using tessera::sokoban::MoveKind;
using tessera::sokoban::ReverseGame;
using testlevels::gameFrom;
using testlevels::levelFrom;

namespace {

constexpr Direction L = Direction::Left;
constexpr Direction U = Direction::Up;
constexpr Direction R = Direction::Right;
constexpr Direction D = Direction::Down;

// One box, one goal: the box starts at x 3 and belongs at x 6.
const std::vector<std::string> corridor{
    "########",
    "#@ $  .#",
    "########",
};

const std::vector<std::string> twoBoxes{
    "#######", "#@    #", "# $$  #", "#  .. #", "#     #", "#######",
};

ReverseGame reverseFrom(const std::vector<std::string> &rows)
{
    std::optional<ReverseGame> game = ReverseGame::fromLevel(levelFrom(rows));
    if (!game) {
        throw std::invalid_argument("test level has no reverse play");
    }
    return *game;
}

} // namespace

class TestSokobanReverse : public QObject
{
    Q_OBJECT

private slots:
    void startsSolvedWithThePlayerOnTheirCell()
    {
        const ReverseGame game = reverseFrom(corridor);
        QCOMPARE(game.boxes(), std::vector<int>{6 + 8});
        QCOMPARE(game.playerPosition(), 1 + 8);
        QCOMPARE(game.moves(), 0);
        QCOMPARE(game.pulls(), 0);
        QVERIFY(game.board().isSolved());
    }

    void pullsTheBoxBehindThePlayer()
    {
        ReverseGame game = reverseFrom(corridor);
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(game.move(R).kind, MoveKind::Walked);
        }
        const auto pulled = game.move(L);
        QCOMPARE(pulled.kind, MoveKind::Pushed);
        QCOMPARE(pulled.boxFrom, 6 + 8);
        QCOMPARE(pulled.boxTo, 5 + 8);
        QCOMPARE(game.playerPosition(), 4 + 8);
        QCOMPARE(game.pulls(), 1);
        QCOMPARE(game.moves(), 5);
        QVERIFY(!game.board().isSolved());
        // Without the pull the player steps away alone.
        const auto walked = game.move(R, false);
        QCOMPARE(walked.kind, MoveKind::Blocked); // the box stands there now
        QCOMPARE(game.move(L, false).kind, MoveKind::Walked);
        QCOMPARE(game.boxes(), std::vector<int>{5 + 8});
    }

    void aPullIntoAWallIsRefused()
    {
        ReverseGame game = reverseFrom(corridor);
        for (int i = 0; i < 4; ++i) {
            game.move(R);
        }
        // Up is a wall: nothing moves, the box stays on its goal, nothing is counted.
        const auto blocked = game.move(U);
        QCOMPARE(blocked.kind, MoveKind::Blocked);
        QCOMPARE(blocked.blocker, Blocker::Wall);
        QCOMPARE(game.playerPosition(), 5 + 8);
        QCOMPARE(game.boxes(), std::vector<int>{6 + 8});
        QCOMPARE(game.moves(), 4);
        // Pulled all the way to the left wall: the last pull is refused.
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(game.move(L).kind, MoveKind::Pushed);
        }
        QCOMPARE(game.playerPosition(), 1 + 8);
        QCOMPARE(game.move(L).kind, MoveKind::Blocked);
        QCOMPARE(game.boxes(), std::vector<int>{2 + 8});
        QCOMPARE(game.pulls(), 4);
    }

    void undoPutsTheBoxBack()
    {
        ReverseGame game = reverseFrom(twoBoxes);
        const auto start = game.position();
        // To (3,2), above the goal box on (3,3), then up: the box follows.
        for (const Direction d : {R, R}) {
            QCOMPARE(game.move(d).kind, MoveKind::Walked);
        }
        QCOMPARE(game.move(D).kind, MoveKind::Walked); // (3,2), the box below
        const auto pulled = game.move(U);
        QCOMPARE(pulled.kind, MoveKind::Pushed);
        QCOMPARE(pulled.boxFrom, 3 + 3 * 7);
        QCOMPARE(pulled.boxTo, 3 + 2 * 7);
        QCOMPARE(game.board().boxesOnGoals(), 1);
        QVERIFY(game.undo());
        QCOMPARE(game.board().boxesOnGoals(), 2);
        QCOMPARE(game.playerPosition(), 3 + 2 * 7);
        QCOMPARE(game.pulls(), 0);
        while (game.canUndo()) {
            QVERIFY(game.undo());
        }
        QCOMPARE(game.position(), start);
        QCOMPARE(game.moves(), 0);
        QVERIFY(!game.undo());
    }

    void thePlayerIsPlacedOnlyBeforeTheFirstStep()
    {
        ReverseGame game = reverseFrom(corridor);
        QVERIFY(!game.placePlayer(6 + 8)); // a box
        QVERIFY(!game.placePlayer(0));     // a wall
        QVERIFY(game.placePlayer(5 + 8));
        QCOMPARE(game.playerPosition(), 5 + 8);
        QCOMPARE(game.move(L).kind, MoveKind::Pushed);
        QVERIFY(!game.placePlayer(1 + 8));
        QCOMPARE(game.playerPosition(), 4 + 8);
    }

    void forwardLurdPlaysToTheSolvedPosition()
    {
        ReverseGame reverse = reverseFrom(corridor);
        QVERIFY(reverse.placePlayer(5 + 8));
        reverse.move(L);
        reverse.move(L);
        reverse.move(L, false);
        QCOMPARE(reverse.forwardLurd(), std::string("rRR"));
        Game forward = *Game::fromLevel(reverse.board().toLevel());
        for (const char c : reverse.forwardLurd()) {
            QVERIFY(forward.move(*tessera::directionFromLurd(c)).moved());
        }
        QVERIFY(forward.isSolved());
    }

    void reversePlayMeetsForwardPlayAndSolves()
    {
        Game forward = gameFrom(corridor);
        ReverseGame reverse = reverseFrom(corridor);
        for (int i = 0; i < 4; ++i) {
            reverse.move(R);
        }
        reverse.move(L);
        reverse.move(L); // box on x 4, player on x 3
        QVERIFY(!reverse.meets(forward));
        QVERIFY(!reverse.join(forward));
        QCOMPARE(forward.moves(), 0);
        forward.move(R);
        forward.move(R); // box on x 4, player on x 3
        QVERIFY(reverse.meets(forward));
        QVERIFY(reverse.join(forward));
        QVERIFY(forward.isSolved());
        // The joined line of play is a whole solution from the level's start.
        QCOMPARE(QString::fromStdString(forward.lurd()), QStringLiteral("rRRR"));
        QCOMPARE(forward.pushes(), 3);
        Game replay = gameFrom(corridor);
        for (const char c : forward.lurd()) {
            replay.move(*tessera::directionFromLurd(c));
        }
        QVERIFY(replay.isSolved());
    }

    void meetingNeedsTheWalkToTheReversePlayer()
    {
        // The same box cells, the reverse player on the far side of the box.
        const std::vector<std::string> rows{
            "########",
            "#@ $.  #",
            "########",
        };
        Game forward = gameFrom(rows);
        ReverseGame reverse = reverseFrom(rows);
        QVERIFY(reverse.placePlayer(5 + 8));
        QCOMPARE(reverse.move(R).kind, MoveKind::Pushed); // box to x 5, player on x 6
        forward.move(R);
        forward.move(R);
        forward.move(R); // box to x 5, player on x 4
        QCOMPARE(forward.position().boxes, reverse.position().boxes);
        QVERIFY(!reverse.meets(forward));
        QVERIFY(!reverse.join(forward));
        QCOMPARE(forward.moves(), 3);
    }

    void levelsWithoutReversePlay()
    {
        QVERIFY(!ReverseGame::fromLevel(levelFrom({"#####", "#@$ #", "#####"}))); // no goal
        QVERIFY(
            !ReverseGame::fromLevel(levelFrom({"######", "#@$.$#", "######"})));  // 2 boxes, 1 goal
        QVERIFY(!ReverseGame::fromLevel(levelFrom({"#####", "# $.#", "#####"}))); // no player
    }
};

QTEST_APPLESS_MAIN(TestSokobanReverse)
#include "tst_sokoban_reverse.moc"
