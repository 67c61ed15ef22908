// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "EngineTestLevels.h"
#include "sokoban/Game.h"
#include "sokoban/PathFinder.h"

#include <QTest>
#include <algorithm>
#include <deque>
#include <functional>
#include <optional>
#include <queue>
#include <random>
#include <string>
#include <tuple>
#include <vector>

using tessera::Direction;
using tessera::sokoban::Game;
using tessera::sokoban::Level;
using tessera::sokoban::PathFinder;
using tessera::sokoban::Terrain;
using testlevels::gameFrom;

namespace {

// Plays `steps` on a copy of `game`; the copy, or nullopt when a step is blocked.
std::optional<Game> replay(const Game &game, const std::vector<Direction> &steps)
{
    Game g = game;
    for (const Direction d : steps) {
        if (!g.move(d).moved()) {
            return std::nullopt;
        }
    }
    return g;
}

std::string lurdOf(const Game &game, const std::vector<Direction> &steps)
{
    const auto played = replay(game, steps);
    return played ? played->lurd() : std::string("<blocked>");
}

// Independent answers, computed the slow and obvious way on the Game's own queries.

// Walking distance from the player to every cell (-1: cannot be reached).
std::vector<int> walkDistances(const Game &g)
{
    std::vector<int> dist(static_cast<std::size_t>(g.cellCount()), -1);
    std::deque<int> queue{g.playerPosition()};
    dist[static_cast<std::size_t>(g.playerPosition())] = 0;
    while (!queue.empty()) {
        const int c = queue.front();
        queue.pop_front();
        for (const Direction d : tessera::allDirections) {
            const int n = g.neighbour(c, d);
            if (g.isFree(n) && dist[static_cast<std::size_t>(n)] < 0) {
                dist[static_cast<std::size_t>(n)] = dist[static_cast<std::size_t>(c)] + 1;
                queue.push_back(n);
            }
        }
    }
    return dist;
}

// Dijkstra over (box cell, player cell), one step at a time, cost (pushes, moves) compared
// pushes first: for every cell, the cheapest way to get the box there. -1 pushes: never.
struct Cost
{
    int pushes = -1;
    int moves = -1;
};
// movesFirst: compare moves first instead, to show where the two orders disagree.
std::vector<Cost> boxCosts(const Game &g, int boxCell, bool movesFirst = false)
{
    const int n = g.cellCount();
    auto key = [n](int box, int player) { return static_cast<std::size_t>(box * n + player); };
    using Entry = std::tuple<int, int, int, int>; // pushes, moves, box, player
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    std::vector<char> done(static_cast<std::size_t>(n) * n, 0);
    std::vector<Cost> best(static_cast<std::size_t>(n));
    // The queue orders by its first two fields: (pushes, moves), or (moves, pushes).
    auto push = [&](int pushes, int moves, int box, int player) {
        if (movesFirst) {
            open.emplace(moves, pushes, box, player);
        } else {
            open.emplace(pushes, moves, box, player);
        }
    };
    push(0, 0, boxCell, g.playerPosition());
    auto freeFor = [&](int cell, int box) { // floor, no other box, not the moving box
        return g.isFloor(cell) && cell != box && (cell == boxCell || !g.hasBox(cell));
    };
    while (!open.empty()) {
        const auto [first, second, box, player] = open.top();
        open.pop();
        const int pushes = movesFirst ? second : first;
        const int moves = movesFirst ? first : second;
        if (done[key(box, player)]) {
            continue;
        }
        done[key(box, player)] = 1;
        Cost &b = best[static_cast<std::size_t>(box)];
        if (b.pushes < 0) {
            b = {pushes, moves}; // popped in cost order: the first is the best
        }
        for (const Direction d : tessera::allDirections) {
            const int next = g.neighbour(player, d);
            if (next == box) {
                const int beyond = g.neighbour(box, d);
                if (freeFor(beyond, box) && !done[key(beyond, next)]) {
                    push(pushes + 1, moves + 1, beyond, next);
                }
            } else if (freeFor(next, box) && !done[key(box, next)]) {
                push(pushes, moves + 1, box, next);
            }
        }
    }
    return best;
}

// A closed random room with walls, boxes and the player scattered in it.
Game randomGame(std::mt19937 &rng, unsigned wallPercent = 18, unsigned boxPercent = 15)
{
    const int w = 6 + static_cast<int>(rng() % 8);
    const int h = 5 + static_cast<int>(rng() % 6);
    Level level(w, h);
    std::vector<int> free;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const bool edge = x == 0 || y == 0 || x == w - 1 || y == h - 1;
            const bool wall = edge || rng() % 100 < wallPercent;
            level.at(x, y).terrain = wall ? Terrain::Wall : Terrain::Floor;
            if (!wall) {
                free.push_back(level.index(x, y));
                level.at(x, y).box = rng() % 100 < boxPercent;
                level.at(x, y).goal = rng() % 100 < 10;
            }
        }
    }
    if (free.empty()) {
        level.at(1, 1).terrain = Terrain::Floor;
        free.push_back(level.index(1, 1));
    }
    const int p = free[rng() % free.size()];
    level.cells[static_cast<std::size_t>(p)].box = false;
    level.cells[static_cast<std::size_t>(p)].player = true;
    return *Game::fromLevel(level);
}

} // namespace

class TestSokobanPathFinder : public QObject
{
    Q_OBJECT

private slots:
    void reachableCellsStopAtWallsAndBoxes()
    {
        const Game g = gameFrom({
            "########",
            "#@  #  #",
            "#   $  #",
            "#####  #",
            "~~~~####",
        });
        const std::vector<bool> reach = PathFinder(g).reachableCells();
        QCOMPARE(reach.size(), std::size_t(40));
        for (int y = 0; y < g.height(); ++y) {
            for (int x = 0; x < g.width(); ++x) {
                const bool expected = x >= 1 && x <= 3 && y >= 1 && y <= 2;
                QVERIFY2(reach[static_cast<std::size_t>(g.index(x, y))] == expected,
                         qPrintable(QStringLiteral("cell %1,%2").arg(x).arg(y)));
            }
        }
    }

    void shortestWalk()
    {
        const Game g = gameFrom({
            "########",
            "#@ #   #",
            "#  # # #",
            "#    # #",
            "#### $ #",
            "~~~#####",
        });
        const PathFinder finder(g);
        // Round the wall: down 2, right 3, up 2, right 2, down 2 to (6,3).
        const auto walk = finder.walkTo(g.index(6, 3));
        QVERIFY(walk);
        QCOMPARE(walk->size(), std::size_t(11));
        const auto there = replay(g, *walk);
        QVERIFY(there);
        QCOMPARE(there->playerPosition(), g.index(6, 3));
        QCOMPARE(there->pushes(), 0);
        const auto near = finder.walkTo(g.index(4, 3));
        QVERIFY(near);
        QCOMPARE(near->size(), std::size_t(5));
        QCOMPARE(replay(g, *near)->playerPosition(), g.index(4, 3));

        QCOMPARE(finder.walkTo(g.playerPosition()),
                 std::optional<std::vector<Direction>>(std::vector<Direction>{}));
        QVERIFY(!finder.walkTo(g.index(3, 1))); // a wall
        QVERIFY(!finder.walkTo(g.index(5, 4))); // a box
        QVERIFY(!finder.walkTo(g.index(0, 5))); // outside
        QVERIFY(!finder.walkTo(-1));            // off the board
        QVERIFY(!finder.walkTo(g.cellCount())); // off the board
        QVERIFY(!finder.walkTo(g.cellCount() * 7));
    }

    void unreachableTargetHasNoWalk()
    {
        const Game g = gameFrom({
            "#######",
            "#@ #  #",
            "#  $  #",
            "#######",
        });
        const PathFinder finder(g);
        QVERIFY(!finder.walkTo(g.index(4, 1)));
        QVERIFY(!finder.walkTo(g.index(5, 2)));
        QVERIFY(finder.walkTo(g.index(2, 2)));
    }

    void walksAgreeWithAnIndependentSearch()
    {
        std::mt19937 rng(2024);
        int compared = 0;
        for (int round = 0; round < 80; ++round) {
            const Game g = randomGame(rng);
            const PathFinder finder(g);
            const std::vector<int> dist = walkDistances(g);
            const std::vector<bool> reach = finder.reachableCells();
            for (int cell = 0; cell < g.cellCount(); ++cell) {
                const int expected = dist[static_cast<std::size_t>(cell)];
                QCOMPARE(reach[static_cast<std::size_t>(cell)], expected >= 0);
                const auto walk = finder.walkTo(cell);
                QCOMPARE(walk.has_value(), expected >= 0);
                if (walk) {
                    QCOMPARE(static_cast<int>(walk->size()), expected);
                    const auto there = replay(g, *walk);
                    QVERIFY(there);
                    QCOMPARE(there->playerPosition(), cell);
                    QCOMPARE(there->position().boxes, g.position().boxes);
                    ++compared;
                }
            }
        }
        QVERIFY(compared > 1000);
    }

    void pushesABoxRoundACorner()
    {
        const Game g = gameFrom({
            "#######",
            "#     #",
            "#@$   #",
            "##### #",
            "~~~~#.#",
            "~~~~###",
        });
        const PathFinder finder(g);
        const auto path = finder.pushBoxTo(g.index(2, 2), g.index(5, 4));
        QVERIFY(path);
        QCOMPARE(lurdOf(g, *path), std::string("RRRurDD"));
        const auto there = replay(g, *path);
        QVERIFY(there->isSolved());
        // Already there: nothing to do.
        QCOMPARE(finder.pushBoxTo(g.index(2, 2), g.index(2, 2)),
                 std::optional<std::vector<Direction>>(std::vector<Direction>{}));
    }

    void pushesFromWhereThePlayerStands()
    {
        const Game g = gameFrom({
            "#########",
            "#       #",
            "# ##### #",
            "# .  $ @#",
            "#########",
        });
        const auto path = PathFinder(g).pushBoxTo(g.index(5, 3), g.index(2, 3));
        QVERIFY(path);
        QCOMPARE(lurdOf(g, *path), std::string("lLLL"));
        // The other way the player first walks round the loop to the box's left side.
        const auto back = PathFinder(g).pushBoxTo(g.index(5, 3), g.index(6, 3));
        QVERIFY(back);
        QCOMPARE(lurdOf(g, *back), std::string("uullllllddrrrR"));
    }

    void impossibleBoxTargetsGiveNothing()
    {
        const Game g = gameFrom({
            "########",
            "#$ @   #",
            "#  ## $#",
            "#   $  #",
            "########",
        });
        const PathFinder finder(g);
        QVERIFY(!finder.pushBoxTo(g.index(1, 1), g.index(2, 1))); // box in a corner
        QVERIFY(finder.pushBoxTo(g.index(6, 2), g.index(6, 1)));  // along the right wall...
        QVERIFY(finder.pushBoxTo(g.index(6, 2), g.index(6, 3)));
        QVERIFY(!finder.pushBoxTo(g.index(6, 2), g.index(5, 2))); // ...but never off it
        QVERIFY(!finder.pushBoxTo(g.index(4, 3), g.index(4, 2))); // onto a wall
        QVERIFY(!finder.pushBoxTo(g.index(4, 3), g.index(6, 2))); // onto another box
        QVERIFY(!finder.pushBoxTo(g.index(2, 2), g.index(2, 3))); // no box there
        QVERIFY(!finder.pushBoxTo(-1, g.index(2, 3)));
        QVERIFY(!finder.pushBoxTo(g.index(4, 3), 10000));
        QVERIFY(!finder.pushBoxTo(g.index(4, 3), -8));

        std::vector<bool> none = finder.boxDestinations(g.index(1, 1));
        QCOMPARE(std::count(none.begin(), none.end(), true), 0);
        none = finder.boxDestinations(g.index(2, 2));
        QCOMPARE(std::count(none.begin(), none.end(), true), 0);
        QCOMPARE(finder.boxDestinations(-3).size(), std::size_t(g.cellCount()));
    }

    void boxDestinationsInACorridor()
    {
        const Game g = gameFrom({
            "#########",
            "#@ $    #",
            "#########",
        });
        const std::vector<bool> dest = PathFinder(g).boxDestinations(g.index(3, 1));
        for (int x = 0; x < g.width(); ++x) {
            QCOMPARE(bool(dest[static_cast<std::size_t>(g.index(x, 1))]), x >= 4 && x <= 7);
        }
        QCOMPARE(std::count(dest.begin(), dest.end(), true), 4);
    }

    void boxPathsAgreeWithAnIndependentSearch_data()
    {
        QTest::addColumn<unsigned>("walls");
        QTest::addColumn<unsigned>("boxes");
        QTest::newRow("crowded") << 18u << 15u;
        QTest::newRow("open") << 4u << 5u;
    }
    void boxPathsAgreeWithAnIndependentSearch()
    {
        QFETCH(unsigned, walls);
        QFETCH(unsigned, boxes);
        std::mt19937 rng(77 + walls);
        int found = 0;
        int impossible = 0;
        int preferredPushes = 0;
        for (int round = 0; round < 30; ++round) {
            const Game g = randomGame(rng, walls, boxes);
            if (g.boxCount() == 0) {
                continue;
            }
            const PathFinder finder(g);
            for (int pick = 0; pick < 2; ++pick) {
                const int boxCell = g.boxes()[rng() % g.boxes().size()];
                const std::vector<Cost> costs = boxCosts(g, boxCell);
                const std::vector<Cost> movesFirst = boxCosts(g, boxCell, true);
                const std::vector<bool> dest = finder.boxDestinations(boxCell);
                for (int target = 0; target < g.cellCount(); ++target) {
                    const Cost expected = costs[static_cast<std::size_t>(target)];
                    const bool reachable = expected.pushes >= 0;
                    QCOMPARE(bool(dest[static_cast<std::size_t>(target)]),
                             reachable && target != boxCell);
                    const auto path = finder.pushBoxTo(boxCell, target);
                    QCOMPARE(path.has_value(), reachable);
                    if (!path) {
                        ++impossible;
                        continue;
                    }
                    const auto there = replay(g, *path);
                    QVERIFY(there);
                    // Fewer moves with more pushes exist here: pushes must still win.
                    const Cost shortest = movesFirst[static_cast<std::size_t>(target)];
                    preferredPushes += shortest.pushes > expected.pushes;
                    QCOMPARE(there->pushes(), expected.pushes);
                    QCOMPARE(there->moves(), expected.moves);
                    // The selected box is on the target, every other box where it was.
                    QCOMPARE(there->boxAt(target), g.boxAt(boxCell));
                    for (std::size_t id = 0; id < g.boxes().size(); ++id) {
                        if (g.boxes()[id] != boxCell) {
                            QCOMPARE(there->boxes()[id], g.boxes()[id]);
                        }
                    }
                    ++found;
                }
            }
        }
        QVERIFY(found > 200);
        QVERIFY(impossible > 50);
        QVERIFY(preferredPushes > 0);
    }

    void worksOnTheLargestBoard()
    {
        const int n = Level::maxSize;
        Level level(n, n);
        for (int y = 0; y < n; ++y) {
            for (int x = 0; x < n; ++x) {
                const bool edge = x == 0 || y == 0 || x == n - 1 || y == n - 1;
                level.at(x, y).terrain = edge ? Terrain::Wall : Terrain::Floor;
            }
        }
        level.at(1, 1).player = true;
        level.at(2, 2).box = true;
        level.at(n - 3, n - 3).goal = true;
        const Game g = *Game::fromLevel(level);
        const PathFinder finder(g);
        const std::vector<bool> reach = finder.reachableCells();
        QCOMPARE(std::count(reach.begin(), reach.end(), true), (n - 2) * (n - 2) - 1);
        const auto walk = finder.walkTo(g.index(n - 2, n - 2));
        QVERIFY(walk);
        QCOMPARE(static_cast<int>(walk->size()), 2 * (n - 3));
        const auto path = finder.pushBoxTo(g.index(2, 2), g.index(n - 3, n - 3));
        QVERIFY(path);
        const auto there = replay(g, *path);
        QVERIFY(there && there->isSolved());
        QCOMPARE(there->pushes(), 2 * (n - 5)); // straight there, one turn
        const std::vector<bool> dest = finder.boxDestinations(g.index(2, 2));
        // Anywhere in the room, along the walls too.
        QCOMPARE(std::count(dest.begin(), dest.end(), true), (n - 2) * (n - 2) - 1);
    }

    void worksOnALargeMaze()
    {
        // A serpentine corridor filling a 128x128 board: deep searches, one long path.
        const int n = Level::maxSize;
        Level level(n, n);
        for (int y = 0; y < n; ++y) {
            for (int x = 0; x < n; ++x) {
                const bool edge = x == 0 || y == 0 || x == n - 1 || y == n - 1;
                bool wall = edge;
                if (!edge && y % 2 == 0) {
                    // Every other row is a wall with one gap, alternating sides.
                    const int gap = (y / 2) % 2 ? n - 2 : 1;
                    wall = x != gap;
                }
                level.at(x, y).terrain = wall ? Terrain::Wall : Terrain::Floor;
            }
        }
        level.at(1, 1).player = true;
        level.at(3, 1).box = true;
        const Game g = *Game::fromLevel(level);
        const PathFinder finder(g);
        const std::vector<bool> reach = finder.reachableCells();
        QCOMPARE(std::count(reach.begin(), reach.end(), true), 2);
        // The box can only go right along the first corridor.
        const auto path = finder.pushBoxTo(g.index(3, 1), g.index(n - 2, 1));
        QVERIFY(path);
        QCOMPARE(static_cast<int>(path->size()), n - 4); // one step, then push to the end
        QVERIFY(!finder.pushBoxTo(g.index(3, 1), g.index(n - 2, 3)));
        const std::vector<bool> dest = finder.boxDestinations(g.index(3, 1));
        QCOMPARE(std::count(dest.begin(), dest.end(), true), n - 5);

        Level open = level;
        open.at(3, 1).box = false;
        const Game h = *Game::fromLevel(open);
        const auto far = PathFinder(h).walkTo(h.index(1, n - 3));
        QVERIFY(far);
        const auto there = replay(h, *far);
        QVERIFY(there);
        QCOMPARE(there->playerPosition(), h.index(1, n - 3));
    }
};

QTEST_APPLESS_MAIN(TestSokobanPathFinder)
#include "tst_sokoban_pathfinder.moc"
