// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "PackingOrder.h"
#include "SolverBoard.h"

#include <cstdint>
#include <vector>

namespace tessera::sokoban::solver {

// Where a position lies in the feature space of FESS (Shoham and Schaeffer's feature space
// search): how far the packing has come, into how many pieces the boxes cut the floor, and how
// many boxes are out of the plan. The feature search spreads its effort over these cells instead
// of following one bound, so that positions that made packing progress, or that opened the
// level up, get expanded even while the bound points elsewhere.
struct FeatureCell
{
    int packed = 0;    // boxes on goals
    int regions = 0;   // pieces of free floor: the player's and the ones it cannot get into
    int outOfPlan = 0; // empty goals the packing order fills before a goal that holds a box

    std::uint64_t key() const
    {
        return (std::uint64_t(std::uint32_t(packed)) << 32) |
               (std::uint64_t(std::uint16_t(regions)) << 16) | std::uint16_t(outOfPlan);
    }
    bool operator==(const FeatureCell &o) const
    {
        return packed == o.packed && regions == o.regions && outOfPlan == o.outOfPlan;
    }
};

// Measures positions against a level's packing order; one per search (it keeps scratch space).
class FeatureSpace
{
public:
    FeatureSpace(const Board &board, const PackingOrder &order);

    // `boxAt` marks the boxes by padded cell.
    FeatureCell measure(const std::uint8_t *boxAt);

private:
    const Board &m_board;
    const PackingOrder &m_order;
    std::vector<std::uint32_t> m_mark;
    std::uint32_t m_stamp = 0;
    std::vector<int> m_queue;
};

} // namespace tessera::sokoban::solver
