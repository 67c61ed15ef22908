// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// From the searches' box moves to the player's steps. A search keeps only each position's boxes
// and player region, so a move is found again as where two box sets differ; the pushes are a
// straight line when the box went in one, or searched again when it did not, or when the line
// would leave the player on the wrong side of the box.

#include "SolverTestLevels.h"
#include "sokoban/solver/SolutionWriter.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

using namespace tessera::sokoban;
using tessera::Direction;

namespace {

// A doorway (level cell 3,2) between a closet on the left and a room on the right.
//   #########
//   ####    #
//   #@$.    #
//   ####    #
//   #########
const std::vector<std::string> doorway{"#########", "####    #", "#@$.    #", "####    #",
                                       "#########"};

int cell(const Level &level, int x, int y)
{
    return y * level.width + x;
}

// Box sets as the searches keep them: sorted.
std::vector<std::uint16_t> sorted(std::vector<std::uint16_t> boxes)
{
    std::sort(boxes.begin(), boxes.end());
    return boxes;
}

} // namespace

class TestSokobanSolutionWriter : public QObject
{
    Q_OBJECT

private slots:
    void moveIsWhereTheBoxesDiffer()
    {
        const Level level = solvertest::levelFrom(doorway);
        const solver::Board board(level);
        const auto at = [&](int x, int y) {
            return static_cast<std::uint16_t>(board.fromLevelCell(cell(level, x, y)));
        };
        const std::uint16_t other = at(6, 1); // a second box that stays put

        // One push right: the box's line.
        solver::BoxMove move = solver::boxMoveBetween(board, sorted({at(2, 2), other}),
                                                      sorted({at(3, 2), other}), at(1, 2));
        QCOMPARE(move.from, int(at(2, 2)));
        QCOMPARE(move.to, int(at(3, 2)));
        QCOMPARE(move.direction, int(Direction::Right));
        QCOMPARE(move.player, int(at(1, 2)));

        // Pushes in a line, down: the moved box changes places in the sorted set.
        const std::uint16_t right = at(7, 2);
        move = solver::boxMoveBetween(board, sorted({at(5, 1), right}), sorted({right, at(5, 3)}),
                                      at(1, 2));
        QVERIFY(sorted({at(5, 1), right})[0] == at(5, 1) &&
                sorted({right, at(5, 3)})[1] == at(5, 3));
        QCOMPARE(move.from, int(at(5, 1)));
        QCOMPARE(move.to, int(at(5, 3)));
        QCOMPARE(move.direction, int(Direction::Down));

        // Round a corner: no line, the pushes are searched for.
        move = solver::boxMoveBetween(board, sorted({at(4, 2), other}), sorted({at(5, 3), other}),
                                      at(1, 2));
        QCOMPARE(move.from, int(at(4, 2)));
        QCOMPARE(move.to, int(at(5, 3)));
        QCOMPARE(move.direction, -1);
    }

    void pushesFollowTheLineOrAreFoundAgain()
    {
        const Level level = solvertest::levelFrom(doorway);
        const solver::Board board(level);
        const int start = cell(level, 1, 2);
        const std::vector<int> boxes{cell(level, 2, 2)};
        const auto at = [&](int x, int y) {
            return static_cast<std::uint16_t>(board.fromLevelCell(cell(level, x, y)));
        };
        const std::vector<std::uint16_t> before{at(2, 2)};
        const std::vector<std::uint16_t> after{at(3, 2)};

        // The player left behind in the closet: one push.
        SolverResult closet;
        QVERIFY(solver::writeSolution(
            board, start, boxes, {solver::boxMoveBetween(board, before, after, at(1, 2))}, closet));
        QCOMPARE(closet.solution, std::string("R"));

        // The same boxes with the player in the room: the line would shut it in the closet, so
        // the box goes through the doorway and is pushed back into it from the room.
        SolverResult room;
        QVERIFY(solver::writeSolution(
            board, start, boxes, {solver::boxMoveBetween(board, before, after, at(5, 2))}, room));
        QCOMPARE(room.pushes.size(), std::size_t{5});
        QCOMPARE(room.pushes.back().boxTo, cell(level, 3, 2));
        QCOMPARE(room.pushes.back().direction, Direction::Left);
    }

    void lineOverAnotherBoxIsNotPushedThrough()
    {
        const Level level = solvertest::levelFrom(doorway);
        const solver::Board board(level);
        const auto at = [&](int x, int y) {
            return static_cast<std::uint16_t>(board.fromLevelCell(cell(level, x, y)));
        };
        // The line from (4,2) to (7,2) crosses the box on (6,2), and no way round it takes the
        // box to (7,2) (the room's right column is pushed along only from walls).
        const solver::BoxMove move = solver::boxMoveBetween(board, sorted({at(4, 2), at(6, 2)}),
                                                            sorted({at(6, 2), at(7, 2)}), at(1, 2));
        QCOMPARE(move.direction, int(Direction::Right));
        SolverResult result;
        QVERIFY(!solver::writeSolution(board, cell(level, 1, 2),
                                       {cell(level, 4, 2), cell(level, 6, 2)}, {move}, result));
    }
};

QTEST_GUILESS_MAIN(TestSokobanSolutionWriter)
#include "tst_sokoban_solution_writer.moc"
