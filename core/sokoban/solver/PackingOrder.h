// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SolverBoard.h"

#include <vector>

namespace tessera::sokoban::solver {

// The order in which to fill all the goals of a level, found backwards: from the solved
// position (a box on every goal, no other box), boxes are pulled off their goals one at a time,
// each time one that can still be pulled onto a cell that is no goal; the box pulled out last is
// the one to push in first. Goals no box could be pulled from come first, in board order (the
// analysis says nothing about them). The player may start beside any goal box (where the player
// stands in the solved position is not known), then follows the pulls.
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
    bool canPullOff(int box, const std::vector<char> &occupied);

    const Board &m_board;
    std::vector<int> m_order;
    std::vector<int> m_index;
    int m_unplaced = 0;
    // Scratch for the pulls.
    std::vector<int> m_mark;
    int m_stamp = 0;
    std::vector<int> m_queue;
    std::vector<char> m_seen;
    std::vector<int> m_states;
};

} // namespace tessera::sokoban::solver
