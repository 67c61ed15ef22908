// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// DeadlockTracker: the deadlock of a game in play, followed push by push as the play screen
// shows it (stuck boxes marked at once, cleared by the undo that frees them).

#include "SolverTestLevels.h"
#include "sokoban/solver/DeadlockTracker.h"

#include <QTest>

using namespace tessera::sokoban;

namespace {

// Goals along the top wall, so no cell there is a dead square: only a pair of boxes side by side
// against the wall is a trap.
Level wallWithGoals()
{
    return solvertest::levelFrom({
        "########",
        "#.    .#",
        "#  $$  #",
        "#  @   #",
        "########",
    });
}

} // namespace

class TestDeadlockTracker : public QObject
{
    Q_OBJECT

private slots:
    void startsFromTheWholePosition()
    {
        const Level level = solvertest::levelFrom({
            "######",
            "#$   #",
            "#  @ #",
            "#  . #",
            "######",
        });
        DeadlockTracker tracker(level);
        QVERIFY(!tracker.deadlock());
        const auto &deadlock = tracker.reset({level.index(1, 1)});
        QVERIFY(deadlock);
        QCOMPARE(deadlock->kind, DeadlockKind::BoxInCorner);
        QCOMPARE(tracker.deadlock(), deadlock);
    }

    void aPushThatJamsTwoBoxesIsFoundAndItsUndoClearsIt()
    {
        const Level level = wallWithGoals();
        DeadlockTracker tracker(level);
        const std::vector<int> start{level.index(3, 2), level.index(4, 2)};
        QVERIFY(!tracker.reset(start));

        // One box up against the wall: alone there it can still slide to a goal.
        const std::vector<int> oneUp{level.index(3, 1), level.index(4, 2)};
        QVERIFY(!tracker.update(start, oneUp));
        QVERIFY(!tracker.deadlock());

        // The second beside it: the pair can never leave the wall.
        const std::vector<int> bothUp{level.index(3, 1), level.index(4, 1)};
        QVERIFY(tracker.update(oneUp, bothUp));
        QVERIFY(tracker.deadlock());
        QCOMPARE(tracker.deadlock()->kind, DeadlockKind::Block2x2);
        QCOMPARE(tracker.deadlock()->cells,
                 (std::vector<int>{level.index(3, 1), level.index(4, 1)}));

        // Undo: the whole position is looked at again, and it is free.
        QVERIFY(tracker.update(bothUp, oneUp));
        QVERIFY(!tracker.deadlock());
    }

    // With train push the pair slides along the wall as a train: no deadlock. A box in a
    // corner stays stuck by either rule.
    void trainPushCountsOnlyWhatHoldsForOneBox()
    {
        const Level level = wallWithGoals();
        DeadlockTracker tracker(level, GameOptions{true});
        const std::vector<int> bothUp{level.index(3, 1), level.index(4, 1)};
        QVERIFY(!tracker.reset(bothUp));
        QVERIFY(!tracker.detector().check(bothUp));

        const Level corner = solvertest::levelFrom({
            "######",
            "#$   #",
            "#  @ #",
            "#  . #",
            "######",
        });
        DeadlockTracker train(corner, GameOptions{true});
        const auto stuck = train.reset({corner.index(1, 1)});
        QVERIFY(stuck);
        QCOMPARE(stuck->kind, DeadlockKind::BoxInCorner);
    }

    void aWalkChangesNothing()
    {
        const Level level = wallWithGoals();
        DeadlockTracker tracker(level);
        const std::vector<int> bothUp{level.index(3, 1), level.index(4, 1)};
        QVERIFY(tracker.reset(bothUp));
        const auto before = tracker.deadlock();
        // The same boxes in another order are the same position.
        QVERIFY(!tracker.update(bothUp, {level.index(4, 1), level.index(3, 1)}));
        QCOMPARE(tracker.deadlock(), before);
    }

    void aFurtherPushOnALostPositionIsCheckedWhole()
    {
        // Already stuck in a corner; pushing another box keeps the first deadlock reported
        // (a whole check, not only the pushed box).
        const Level level = solvertest::levelFrom({
            "#######",
            "#$    #",
            "#   $ #",
            "#  @ .#",
            "#    .#",
            "#######",
        });
        DeadlockTracker tracker(level);
        const std::vector<int> start{level.index(1, 1), level.index(4, 2)};
        QVERIFY(tracker.reset(start));
        QCOMPARE(tracker.deadlock()->kind, DeadlockKind::BoxInCorner);
        const std::vector<int> corner = tracker.deadlock()->cells;
        QVERIFY(!tracker.update(start, {level.index(1, 1), level.index(4, 3)}));
        QVERIFY(tracker.deadlock());
        QCOMPARE(tracker.deadlock()->cells, corner);
    }
};

QTEST_APPLESS_MAIN(TestDeadlockTracker)
#include "tst_deadlock_tracker.moc"
