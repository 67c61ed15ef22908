// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SolverBoard.h"

#include <optional>
#include <vector>

namespace tessera::sokoban::solver {

// The order in which to fill all the goals of a level, found backwards (FESS's packing order):
// from the solved position (a box on every goal, no other box), boxes are taken off their goals
// one at a time; the box taken out last is the one to push in first. Each time, the box taken is
// the one that needs the fewest pulls to leave the goal area (to a cell neither a goal nor beside
// one), the others staying put: boxes nearest the way out go first, so those far inside are
// filled first. When no box can leave the area, the one with the fewest pulls to any cell that
// is no goal. Goals no box could be pulled from come first, in board order (the analysis says
// nothing about them). The player may start beside any goal box (where the player stands in the
// solved position is not known), then follows the pulls.
class PackingOrder
{
public:
    explicit PackingOrder(const Board &board);

    // Every goal of the board, the one to fill first first.
    const std::vector<int> &order() const { return m_order; }
    // Place of `cell` in the order, or -1 off goals.
    int indexOf(int cell) const { return m_index[static_cast<std::size_t>(cell)]; }
    // How many goals at the start of the order the analysis could not place.
    int unplaced() const { return m_unplaced; }

private:
    // Fewest pulls that take the box on `box` (a goal) to a cell where `out` is set, the boxes
    // on `occupied` staying put; none if no `limit` pulls or fewer can, or, `budgeted`, if the
    // work budget runs out first.
    [[nodiscard]] std::optional<int> pullsOut(int box, const std::vector<char> &occupied,
                                              const std::vector<char> &out, int limit,
                                              bool budgeted);

    // Goals times floor cells up to which every box is compared each round (XSokoban's largest
    // is about 9,000; a 60 x 60 level of 144 goals about 420,000).
    static constexpr std::size_t compareAllUpTo = 250000;
    // Cells the floods of the searches out of the goal area may look at in all, after which the
    // order is the first box in board order that can leave its goal (a tenth of a second or so;
    // XSokoban needs at most 1.2 million, level 48).
    static constexpr long long workBudget = 100'000'000;

    const Board &m_board;
    std::vector<int> m_order;
    std::vector<int> m_index;
    int m_unplaced = 0;
    long long m_workLeft = workBudget;
    // Scratch for the pulls.
    std::vector<int> m_mark;
    int m_stamp = 0;
    std::vector<int> m_queue;
    std::vector<char> m_seen;
    std::vector<int> m_states;
    std::vector<int> m_pulls; // per entry of m_states
};

} // namespace tessera::sokoban::solver
