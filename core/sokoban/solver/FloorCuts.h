// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SolverBoard.h"

#include <cstdint>
#include <vector>

namespace tessera::sokoban::solver {

// What a box on any free cell cuts the free floor into, from one depth-first search with
// Tarjan's low points: how many parts its piece falls into (the feature search's count of
// regions, FeatureSpace::measureMove()) and which of the box's sides the player can still walk
// between (where a box moved from place to place can be pushed next, Search::boxMoves()). A
// flood for each cell would answer the same, one cell at a time.
class FloorCuts
{
public:
    explicit FloorCuts(const Board &board) : m_board(board) {}

    // Over the floor free of the boxes in `boxAt`, the cell `lifted` counted free (-1: none).
    void compute(const std::uint8_t *boxAt, int lifted);

    // Pieces of free floor.
    [[nodiscard]] int pieces() const { return m_pieces; }
    // The parts a box on free cell `cell` leaves of its piece (0 where it was all of it).
    [[nodiscard]] int parts(int cell) const { return m_parts[static_cast<std::size_t>(cell)]; }
    // With a box on free cell `cell`, its free sides the player reaches from its free side
    // `side` (that one included): bit d for the side in direction d.
    [[nodiscard]] unsigned sidesReached(int cell, int side) const;
    // With a box on free cell `cell`, the top-left-most cell of the floor the player reaches
    // from its free side `side`: the player's normalised cell, as floodPlayerArea() gives it.
    [[nodiscard]] int areaTop(int cell, int side) const;

private:
    // The part of the floor without `cell` that its free neighbour `n` is in: the DFS child of
    // `cell` whose subtree holds it, where a box on `cell` cuts that subtree off; -1 for the
    // rest of the piece.
    [[nodiscard]] int partOf(int cell, int n) const;

    const Board &m_board;
    int m_pieces = 0;
    std::vector<std::uint8_t> m_parts;
    // Discovery times (0: not free floor), low points, the last time in each cell's subtree,
    // its DFS parent (-1 for a root), the smallest cell in its subtree, and its piece's root.
    std::vector<std::uint32_t> m_discovered;
    std::vector<std::uint32_t> m_low;
    std::vector<std::uint32_t> m_end;
    std::vector<int> m_parent;
    std::vector<int> m_smallest;
    std::vector<int> m_root;
    struct DfsFrame
    {
        int cell;
        int parent;
        int direction;
    };
    std::vector<DfsFrame> m_dfs;
};

} // namespace tessera::sokoban::solver
