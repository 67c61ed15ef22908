// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Snapshots: a position taken with its moves, checked when restored: they play to the position
// recorded, or the fault and the step are named (a level edited since, a damaged record).

#include "SolverTestLevels.h"
#include "sokoban/Snapshot.h"

#include <QTest>

using namespace tessera::sokoban;

namespace {

// Player (1,3), a box (2,2), a goal (3,3).
const std::vector<std::string> room{"######", "#    #", "# $  #", "#@ . #", "######"};
// A row of two boxes: train push moves both.
const std::vector<std::string> train{"#######", "#@$$ .#", "#    .#", "#######"};

Game played(const Level &level, const std::string &lurd, GameOptions options = {})
{
    std::optional<Game> game = Game::fromLevel(level, options);
    for (const char c : lurd)
        game->move(*tessera::directionFromLurd(c));
    return *game;
}

} // namespace

class TestSokobanSnapshot : public QObject
{
    Q_OBJECT

private slots:
    void takesThePositionAndItsMoves()
    {
        const Level level = solvertest::levelFrom(room);
        const Game game = played(level, "uRu");
        const Snapshot snapshot = takeSnapshot(game, "idea");
        QCOMPARE(snapshot.name, std::string("idea"));
        QCOMPARE(snapshot.lurd, std::string("uRu"));
        QCOMPARE(snapshot.moves(), 3);
        QCOMPARE(snapshot.pushes(), 1);
        QVERIFY(snapshot.position == game.position());
        QCOMPARE(snapshot.rules, PlayRules::Standard);
        QVERIFY(checkSnapshot(level, snapshot).ok());
    }

    void theStartIsASnapshotToo()
    {
        const Level level = solvertest::levelFrom(room);
        const Snapshot snapshot = takeSnapshot(played(level, ""), "start");
        QVERIFY(snapshot.lurd.empty());
        QVERIFY(checkSnapshot(level, snapshot).ok());
    }

    void trainPushIsKept()
    {
        GameOptions options;
        options.trainPush = true;
        const Level level = solvertest::levelFrom(train);
        const Snapshot snapshot = takeSnapshot(played(level, "R", options), "row");
        QCOMPARE(snapshot.rules, PlayRules::TrainPush);
        QVERIFY(checkSnapshot(level, snapshot).ok());
        // By the standard rules the same push is blocked.
        Snapshot standard = snapshot;
        standard.rules = PlayRules::Standard;
        const SnapshotCheck check = checkSnapshot(level, standard);
        QCOMPARE(check.fault, SnapshotFault::StepBlocked);
        QCOMPARE(check.step, std::size_t(1));
    }

    void damagedRecordsAreNamed()
    {
        const Level level = solvertest::levelFrom(room);
        Snapshot snapshot = takeSnapshot(played(level, "uRu"), "idea");
        Snapshot notLurd = snapshot;
        notLurd.lurd = "uXu";
        QCOMPARE(checkSnapshot(level, notLurd).fault, SnapshotFault::NotLurd);
        QCOMPARE(checkSnapshot(level, notLurd).step, std::size_t(2));
        Snapshot blocked = snapshot;
        blocked.lurd = "uRuul"; // the fifth step walks into the wall
        QCOMPARE(checkSnapshot(level, blocked).fault, SnapshotFault::StepBlocked);
        QCOMPARE(checkSnapshot(level, blocked).step, std::size_t(4));
        Snapshot walkForPush = snapshot;
        walkForPush.lurd = "uru"; // lower case where it pushes
        QCOMPARE(checkSnapshot(level, walkForPush).fault, SnapshotFault::StepBlocked);
        Snapshot elsewhere = snapshot;
        elsewhere.lurd = "uR";
        QCOMPARE(checkSnapshot(level, elsewhere).fault, SnapshotFault::OtherPosition);
    }

    void anEditedLevelIsNoticed()
    {
        Snapshot snapshot = takeSnapshot(played(solvertest::levelFrom(room), "uRu"), "idea");
        // The same file, the level edited: a wall where the player walked.
        const Level edited =
            solvertest::levelFrom({"######", "# #  #", "# $  #", "#@ . #", "######"});
        QVERIFY(!checkSnapshot(edited, snapshot).ok());
    }
};

QTEST_GUILESS_MAIN(TestSokobanSnapshot)
#include "tst_sokoban_snapshot.moc"
