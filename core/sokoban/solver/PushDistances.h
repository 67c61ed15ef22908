// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SolverBoard.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace tessera::sokoban::solver {

// For every goal and floor cell: the fewest pushes that bring a lone box from the cell to the
// goal, the player walking around it as the walls allow. A lower bound for any box with other
// boxes about, so the matching of boxes to goals over these numbers is one too. The backward
// search takes the same table for pulls, to other targets (the start's box cells).
class PushDistances
{
public:
    static constexpr std::uint16_t unreachable = 0xffff;

    enum class Moves
    {
        Pushes, // the fewest pushes from a cell to the target
        Pulls   // the fewest pulls
    };

    PushDistances() = default;

    // Bytes the table will take, to check against a memory limit before computing it.
    static std::size_t bytesFor(const Board &board, std::size_t targets);
    static std::size_t bytesFor(const Board &board)
    {
        return bytesFor(board, board.goals().size());
    }

    // Returns false (leaving the table incomplete) when `cancel` is raised meanwhile.
    bool compute(const Board &board, const std::vector<int> &targets, Moves moves,
                 const std::atomic<bool> *cancel);
    bool compute(const Board &board, const std::atomic<bool> *cancel)
    {
        return compute(board, board.goals(), Moves::Pushes, cancel);
    }

    // `goalIndex`: the target's index in the targets computed for.
    std::uint16_t distance(int goalIndex, int floorIndex) const
    {
        return m_table[static_cast<std::size_t>(goalIndex) * m_floorCount +
                       static_cast<std::size_t>(floorIndex)];
    }
    const std::uint16_t *row(int goalIndex) const
    {
        return &m_table[static_cast<std::size_t>(goalIndex) * m_floorCount];
    }

    std::size_t memoryBytes() const { return m_table.capacity() * sizeof(std::uint16_t); }

private:
    std::size_t m_floorCount = 0;
    std::vector<std::uint16_t> m_table; // goal-major
};

} // namespace tessera::sokoban::solver
