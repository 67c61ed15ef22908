// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// FloorCuts: from one depth-first search of the free floor, which sides of a box on any free
// cell the player can walk between, how many parts the box cuts its piece into, and the player's
// normalised place. Each must be what a flood with the box there finds.

#include "SolverTestLevels.h"
#include "sokoban/solver/FloorCuts.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

using namespace tessera::sokoban;
using solvertest::cellAt;

namespace {

// The sides of a box on `cell` a flood from its side `side` reaches (bit d for direction d), and
// in `top` the smallest cell it reaches (the player's normalised cell).
unsigned floodedSides(const solver::Board &board, std::vector<std::uint8_t> at, int cell, int side,
                      int &top)
{
    at[static_cast<std::size_t>(cell)] = 1;
    std::vector<char> seen(at.size(), 0);
    std::vector<int> queue{cell + board.offset(side)};
    seen[static_cast<std::size_t>(queue.front())] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        for (int d = 0; d < solver::directionCount; ++d) {
            const int n = queue[head] + board.offset(d);
            const auto ni = static_cast<std::size_t>(n);
            if (board.isFloor(n) && !at[ni] && !seen[ni]) {
                seen[ni] = 1;
                queue.push_back(n);
            }
        }
    }
    top = *std::min_element(queue.begin(), queue.end());
    unsigned sides = 0;
    for (int d = 0; d < solver::directionCount; ++d) {
        sides |= seen[static_cast<std::size_t>(cell + board.offset(d))] ? 1u << d : 0u;
    }
    return sides;
}

// Left, up, right, down, as the solver's directions.
constexpr int left = 0;
constexpr int up = 1;
constexpr int right = 2;

} // namespace

class TestSokobanFloorCuts : public QObject
{
    Q_OBJECT

private slots:
    void boxInADoorwayKeepsItsSidesApart()
    {
        // A box in the door between two rooms: its left and right sides apart. In the open
        // room, all four sides joined; at the corridor's end, its one free side alone.
        const Level level = solvertest::twoRoomsAndADoor();
        const solver::Board board(level);
        std::vector<std::uint8_t> at(static_cast<std::size_t>(board.cellCount()), 0);
        solver::FloorCuts cuts(board);
        cuts.compute(at.data(), -1);
        QCOMPARE(cuts.pieces(), 1);
        const int door = cellAt(board, level, 4, 2);
        QCOMPARE(cuts.sidesReached(door, left), 1u << left);
        QCOMPARE(cuts.sidesReached(door, right), 1u << right);
        QCOMPARE(cuts.parts(door), 2);
        const int middle = cellAt(board, level, 2, 2);
        QCOMPARE(cuts.sidesReached(middle, up), 15u);
        QCOMPARE(cuts.parts(middle), 1);
        const int end = cellAt(board, level, 7, 5);
        QCOMPARE(cuts.sidesReached(end, left), 1u << left);
        // The player's place, the smallest cell reached: the top room's corner either way
        // round the open room's box; the right room's from the door's right.
        QCOMPARE(cuts.areaTop(middle, up), cellAt(board, level, 1, 1));
        QCOMPARE(cuts.areaTop(door, left), cellAt(board, level, 1, 1));
        QCOMPARE(cuts.areaTop(door, right), cellAt(board, level, 5, 1));
    }

    void sidesAndPartsAreWhatAFloodFinds()
    {
        // Boxes scattered over the first 60 Microban levels, one lifted as a moved box is: for
        // every free cell and free side, the sides joined, the parts left and the player's
        // place are those a flood with a box there finds.
        std::mt19937 random(5);
        int compared = 0;
        for (int number = 1; number <= 60; ++number) {
            const Level level = solvertest::microbanLevel(number);
            const solver::Board board(level);
            const std::vector<int> &floor = board.floorCells();
            solver::FloorCuts cuts(board);
            for (int trial = 0; trial < 6; ++trial) {
                std::vector<std::uint8_t> at(static_cast<std::size_t>(board.cellCount()), 0);
                const int count = static_cast<int>(random() % (floor.size() / 3 + 1));
                for (int i = 0; i < count; ++i) {
                    at[static_cast<std::size_t>(floor[random() % floor.size()])] = 1;
                }
                const int lifted = floor[random() % floor.size()];
                cuts.compute(at.data(), lifted);
                at[static_cast<std::size_t>(lifted)] = 0;
                for (const int cell : floor) {
                    if (at[static_cast<std::size_t>(cell)]) {
                        continue;
                    }
                    unsigned freeSides = 0;
                    for (int s = 0; s < solver::directionCount; ++s) {
                        const int n = cell + board.offset(s);
                        freeSides |=
                            board.isFloor(n) && !at[static_cast<std::size_t>(n)] ? 1u << s : 0u;
                    }
                    unsigned partsSeen = 0; // one side of each part, as a flood tells them
                    int parts = 0;
                    for (int s = 0; s < solver::directionCount; ++s) {
                        if (((freeSides >> s) & 1u) == 0) {
                            continue;
                        }
                        int top = -1;
                        const unsigned flooded = floodedSides(board, at, cell, s, top);
                        QCOMPARE(cuts.sidesReached(cell, s), flooded);
                        QCOMPARE(cuts.areaTop(cell, s), top);
                        if ((partsSeen & flooded) == 0) {
                            ++parts;
                            partsSeen |= flooded;
                        }
                        ++compared;
                    }
                    QCOMPARE(cuts.parts(cell), parts);
                }
            }
        }
        QVERIFY(compared > 10000);
    }
};

QTEST_GUILESS_MAIN(TestSokobanFloorCuts)
#include "tst_sokoban_floor_cuts.moc"
