// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "PushDistances.h"
#include "SolverBoard.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::sokoban::solver {

// FESS's hotspots (Shoham and Schaeffer): boxes standing where they cut other boxes off from
// goals. Worked out once per level for every pair of cells a box can stand on for good (not
// dead squares): a box on x is in the way of a box on y when a lone box on y, with a wall on x,
// can be pushed to fewer of the goals other than x than it can without. A door of a goal room,
// the one corridor out of a dead end, the only cell a box along a wall can leave the wall by.
// The feature search ordered by advice takes a push that leaves fewer boxes in fewer boxes' way
// as advised (its hotspots advisor), so a box blocking others is moved out of the way early.
class Hotspots
{
public:
    // Levels past this many (live cells x goals x padded cells) get no hotspots: the work grows
    // with the cube of the level's size (a push-distance table per live cell; XSokoban's
    // largest, level 10's 116 x 32 x 378, takes 6.7 ms).
    static constexpr std::uint64_t maxWork = std::uint64_t{300} * 40 * 1000;

    // `plain`: the board's own push distances to its goals. nullopt when `cancel` is raised
    // meanwhile; an empty table (count() always 0) for a level past maxWork.
    [[nodiscard]] static std::optional<Hotspots>
    compute(const Board &board, const PushDistances &plain, const std::atomic<bool> *cancel);

    // Whether a box on padded cell `x` is in the way of one on `y`.
    [[nodiscard]] bool inTheWay(int x, int y) const;

    // How much the boxes off goals (`boxAt` nonzero, by padded cell) are in each other's way: the
    // pairs (x, y) of them with x in the way of y. A push that moves a box to where it blocks
    // fewer lowers it even while the box still blocks some. `scratch` is the caller's.
    [[nodiscard]] int count(const std::uint8_t *boxAt, std::vector<std::uint64_t> &scratch) const;

    [[nodiscard]] bool empty() const { return m_liveCells.empty(); }
    [[nodiscard]] std::size_t memoryBytes() const;

private:
    Hotspots() = default;

    std::vector<int> m_liveCells;            // padded cells a box can stand on for good
    std::vector<int> m_liveIndex;            // by padded cell: index in m_liveCells, or -1
    std::vector<std::uint8_t> m_goalAt;      // by live index
    std::size_t m_words = 0;                 // 64-bit words per row
    std::vector<std::uint64_t> m_inTheWayOf; // row per live x: bit per live y
};

} // namespace tessera::sokoban::solver
