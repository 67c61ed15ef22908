// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// solveWithWayBack: what a Hint answers on a lost position, how many undos lead back to one
// that can still be solved.

#include "common/Direction.h"
#include "sokoban/Game.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/WayBack.h"

#include <QTest>

using namespace tessera::sokoban;

namespace {

Level levelOf(const char *xsb)
{
    return readXsb(xsb).levels.at(0).level;
}

// Plays `lurd` from the level's start with the rules engine: whether every step plays and the
// level ends solved.
bool solves(const Level &level, const std::string &lurd)
{
    std::optional<Game> game = Game::fromLevel(level);
    if (!game)
        return false;
    for (const char c : lurd) {
        const std::optional<tessera::Direction> d = tessera::directionFromLurd(c);
        if (!d || !game->move(*d).moved())
            return false;
    }
    return game->isSolved();
}

// Box (3,2) in a room, its goal at (7,2); rows 1 and 3 run along walls with no goal on them,
// so a box pushed there is lost.
const char *room = "##########\n"
                   "#        #\n"
                   "#@ $   . #\n"
                   "#        #\n"
                   "##########\n";

} // namespace

class tst_SokobanWayBack : public QObject
{
    Q_OBJECT

private slots:
    void solvablePositionGivesTheSolutionAndNoWayBack()
    {
        const WayBackResult r = solveWithWayBack(levelOf(room), "RR", SolverOptions{});
        QCOMPARE(r.current.status, SolverStatus::Solved);
        QCOMPARE(r.current.solution, std::string("RRR"));
        QVERIFY(solves(levelOf(room), "RR" + r.current.solution));
        QVERIFY(!solves(levelOf(room), "RR" + r.current.solution.substr(1)));
        QVERIFY(!r.undos);
        QVERIFY(!r.startLost);
    }

    void lostPositionCountsTheUndosBackToTheLosingPush()
    {
        // Three good pushes, walks, the push up to the wall that loses, one more walk: two
        // undos (the walk, then the push) give a position that can still be solved.
        const WayBackResult r = solveWithWayBack(levelOf(room), "RRRdrUl", SolverOptions{});
        QCOMPARE(r.current.status, SolverStatus::Unsolvable);
        QVERIFY(r.undos);
        QCOMPARE(*r.undos, 2);
        QVERIFY(!r.startLost);
    }

    void lostFromTheStart()
    {
        const Level cornered = levelOf("######\n"
                                       "#$  .#\n"
                                       "#   @#\n"
                                       "######\n");
        WayBackResult r = solveWithWayBack(cornered, "l", SolverOptions{});
        QCOMPARE(r.current.status, SolverStatus::Unsolvable);
        QVERIFY(r.startLost);
        QVERIFY(!r.undos);
        r = solveWithWayBack(cornered, "", SolverOptions{});
        QVERIFY(r.startLost);
    }

    void movesThatDoNotPlayAreRefused()
    {
        const WayBackResult r = solveWithWayBack(levelOf(room), "uuuu", SolverOptions{});
        QCOMPARE(r.current.status, SolverStatus::InvalidLevel);
        QVERIFY(!r.current.message.empty());
    }
};

QTEST_GUILESS_MAIN(tst_SokobanWayBack)
#include "tst_sokoban_way_back.moc"
