// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "FloorCuts.h"
#include "Hotspots.h"
#include "PackingOrder.h"
#include "SolverBoard.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace tessera::sokoban::solver {

// Where a position lies in the feature space of FESS (Shoham and Schaeffer's feature space
// search): how far the packing has come, into how many pieces the boxes cut the floor, how
// many passages between rooms boxes block, and how many boxes are out of the plan. The feature
// search spreads its effort over these cells instead of following one bound, so that positions that
// made packing progress, or that opened the level up, get expanded even while the bound points
// elsewhere.
struct FeatureCell
{
    int packed = 0;    // boxes on goals
    int regions = 0;   // pieces of free floor: the player's and the ones it cannot get into
    int outOfPlan = 0; // empty goals the packing order fills before a goal that holds a box
    // FESS's room connectivity: passages between two different rooms with a box in them, which
    // the player cannot walk through (see PassageCount; 0 when the search does not measure it).
    int blockedPassages = 0;
    // FESS's hotspots: pairs of boxes off goals, one in the other's way (Hotspots::count(); 0
    // when not measured).
    // Advice only: not a coordinate of the cell (neither in key() nor in ==).
    int hotspots = 0;

    // Keys order cells by boxes packed first (solver::FeatureQueue finds the packing frontier
    // by them), then by the other features. Each fits in 16 bits: a level has at most
    // 130 x 130 padded cells, and every count is of cells, goals or passages.
    static constexpr int packedShift = 48;
    [[nodiscard]] static int packedOf(std::uint64_t key)
    {
        return static_cast<int>(key >> packedShift);
    }
    [[nodiscard]] std::uint64_t key() const
    {
        return (std::uint64_t(std::uint16_t(packed)) << packedShift) |
               (std::uint64_t(std::uint16_t(regions)) << 32) |
               (std::uint64_t(std::uint16_t(blockedPassages)) << 16) | std::uint16_t(outOfPlan);
    }
    bool operator==(const FeatureCell &o) const
    {
        return packed == o.packed && regions == o.regions && outOfPlan == o.outOfPlan &&
               blockedPassages == o.blockedPassages;
    }
};

// Which blocked passages between rooms a FeatureSpace counts (FeatureCell::blockedPassages).
enum class PassageCount
{
    None,
    // Every passage a box stands in.
    Blocked,
    // Only those whose two rooms no other open passage joins: the player cannot walk round.
    BlockedWithoutWayRound,
};

// Measures positions against a level's packing order; one per search (it keeps scratch space).
class FeatureSpace
{
public:
    // With `hotspots`, measure() counts FeatureCell::hotspots too.
    FeatureSpace(const Board &board, const PackingOrder &order,
                 PassageCount passageCount = PassageCount::None,
                 const Hotspots *hotspots = nullptr);

    // `boxAt` marks the boxes by padded cell.
    FeatureCell measure(const std::uint8_t *boxAt);
    // The same, for a child of a position whose box on `from` went to `to` (`boxAt` is the
    // child's): the pieces of floor are counted from those of the parent without that box, found
    // once for all children of `expansion` that move it, rather than by a flood of every child's
    // floor (a quarter of a box-moving search's time went there).
    FeatureCell measureMove(const std::uint8_t *boxAt, std::uint64_t expansion, int from, int to);
    // `cuts` are those of the floor without the box on `from` in `expansion`, made by the
    // search: measureMove() takes them instead of making its own (kept until they change).
    void useCuts(const FloorCuts &cuts, std::uint64_t expansion, int from)
    {
        m_givenCuts = &cuts;
        m_givenExpansion = expansion;
        m_givenFrom = from;
    }

    // The passages between rooms, each as its padded cells. A passage is a run of corridor
    // cells one wide (straight pieces, bends and dead ends: a door, a corridor); rooms are the
    // pieces of floor the passages leave. Only runs that touch two different rooms are kept (not
    // a dead end, nor a loop back into the same room): a box in one shuts the player's way from
    // one room to the other through it. Cells are judged by their own neighbours, so a junction
    // is a room of one cell, and floor between a pillar and a wall is a passage; counting
    // PassageCount::BlockedWithoutWayRound, measure() does not count it blocked while open
    // passages, such as the one on the pillar's other side, still join its two rooms (boxes
    // inside rooms are left to the count of floor pieces).
    [[nodiscard]] const std::vector<std::vector<int>> &passages() const { return m_passages; }

private:
    // Breadth-first over floor from `start` through m_queue; `enter(cell)` says whether the
    // flood goes on into a floor neighbour (and marks it). The caller marks `start`.
    template <typename Enter>
    void flood(int start, Enter &&enter);
    // The passages a box stands in (PassageCount::Blocked).
    [[nodiscard]] int blockedPassages(const std::uint8_t *boxAt) const;
    // Those of them whose two rooms no open passage joins (BlockedWithoutWayRound).
    [[nodiscard]] int blockedPassagesWithoutWayRound(const std::uint8_t *boxAt);
    [[nodiscard]] int roomSetOf(int room);
    // All of measure() but the pieces of floor.
    FeatureCell measureAllButRegions(const std::uint8_t *boxAt);

    const Board &m_board;
    const PackingOrder &m_order;
    const bool m_wayRound;
    const Hotspots *m_hotspots;
    std::vector<std::uint64_t> m_hotspotScratch;
    std::vector<std::vector<int>> m_passages;
    std::vector<std::pair<int, int>> m_passageRooms; // the two rooms each passage joins
    std::vector<std::uint8_t> m_passageBlocked;      // scratch for measure()
    std::vector<int> m_roomSet;                      // union-find over rooms, scratch for measure()
    std::vector<std::uint32_t> m_mark;
    std::uint32_t m_stamp = 0;
    std::vector<int> m_queue;
    // measureMove(): the parent's floor without the box moved, and which expansion and box it
    // is of; or the search's (useCuts()).
    FloorCuts m_cuts;
    std::uint64_t m_cutExpansion = 0;
    int m_cutFrom = -1;
    const FloorCuts *m_givenCuts = nullptr;
    std::uint64_t m_givenExpansion = 0;
    int m_givenFrom = -1;
};

} // namespace tessera::sokoban::solver
