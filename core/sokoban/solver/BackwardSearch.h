// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Assignment.h"
#include "FeatureQueue.h"
#include "NodeStore.h"
#include "PushDistances.h"
#include "Search.h"
#include "SolverBoard.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace tessera::sokoban::solver {

// Best-first search backwards, as Sokolution and YASC's reverse mode do: from the solved
// position (a box on every goal, the player in any piece of the free floor) boxes are pulled,
// never pushed, until the start position is reached. Levels whose goal area must be filled in
// one tight order, which a forward search rarely starts right, come apart easily this way: a
// box is pulled out of a packed room only where it can go. Positions are ordered by
// g + weight * h, h the cheapest matching of boxes to the start's box cells in pulls of a lone
// box. Only for levels with as many goals as boxes (the solved position is then one). Complete:
// every solution, played backwards, starts from one of its roots, so running out of positions
// proves the level unsolvable. After `budget` expansions, or once it needs more than `memoryCap`
// bytes (its hash index then fills up rather than double), it gives up (step() says MemoryLimit: it
// drops out, its memory going to the others), so that the forward searches it runs beside keep
// memory to go on with. Given SearchControl::meeting, it publishes the positions it stores there
// and joins a forward search's half of a solution to its own where they meet.
class BackwardSearch : public SlicedSearch
{
public:
    BackwardSearch(const Board &board, int weight, std::uint64_t budget, std::size_t memoryCap,
                   MemoryAccount &account, const SearchControl &control);
    ~BackwardSearch() override;
    BackwardSearch(const BackwardSearch &) = delete;
    BackwardSearch &operator=(const BackwardSearch &) = delete;

    // True when the level suits it: as many goals as `boxCount`.
    static bool applies(const Board &board, int boxCount)
    {
        return static_cast<int>(board.goals().size()) == boxCount;
    }

    // The start position (padded cells) is what the search looks for.
    [[nodiscard]] std::optional<SolverStatus> start(int player, std::vector<int> boxes) override;
    [[nodiscard]] std::optional<SolverStatus> step(int expansions) override;

    // Once solved: the pushes forward from the start, one box move per push.
    const std::vector<BoxMove> &solution() const override { return m_solution; }
    std::uint64_t explored() const override { return m_explored; }
    std::size_t stored() const override { return m_store ? m_store->size() : 0; }
    int weight() const override { return static_cast<int>(m_weight); }
    bool backward() const override { return true; }
    std::uint32_t depth() const override { return m_lastDepth; }
    // Progress only: the priority of the last position that had a new child (the matching that
    // gives it is solved only then).
    std::uint64_t priority() const override { return m_lastPriority; }
    std::uint32_t bestLowerBound() const override { return m_bestH; }
    // All it holds: distance table, positions, open list.
    std::size_t memoryBytes() const;

private:
    enum class Step
    {
        Continue,
        Solved,
        OutOfMemory
    };

    bool computePullDistances();
    // Pulls of a lone box from `cell` to the start's box cell `target` (an index), as a cost
    // of the matching: infinite when it cannot get there.
    std::int64_t matchCost(int target, int cell) const;
    // The cheapest matching of m_boxes to the start's cells by pull distances (keyed by the
    // boxes' cells: those costs are the same all search long).
    std::int64_t matchBoxes();
    // Queues stored position `id` by g + weight * h.
    bool pushOpen(std::uint32_t g, std::uint32_t h, std::uint32_t id);
    bool isStart(std::uint64_t hash, std::uint16_t player,
                 const std::vector<std::uint16_t> &boxes) const;
    // Player area over free floor from `from`, stamped into `marks`; its top-left-most cell.
    int reach(int from, std::vector<std::uint32_t> &marks, std::uint32_t stamp);
    std::uint64_t boxHash(const std::uint16_t *boxes) const;
    // m_boxes (sorted) with the player's area topped by `player`; Solved when that is the start.
    Step addRoot(int player, std::uint64_t hash);
    Step expand(std::uint32_t id);
    void collectSolution(std::uint32_t id);
    // A forward search's candidate (SearchControl::meeting), if one waits and this search holds
    // it: the solution joined there into m_solution.
    bool joinAtMeeting();

    const Board &m_board;
    std::uint32_t m_weight;
    std::uint64_t m_budget;
    MemoryAccount m_account; // capped, drawing on the solve's
    SearchControl m_control;
    std::size_t m_reserved = 0;
    int m_boxCount = 0;

    PushDistances m_pullDistances; // to the start's box cells
    ZobristKeys m_zobrist;         // also the store's, to hash its positions again
    std::unique_ptr<PullNodeStore> m_store;
    std::unique_ptr<FeatureQueue> m_open;
    Assignment m_assignment;

    std::vector<std::uint16_t> m_targetBoxes; // sorted
    std::uint16_t m_targetPlayer = 0;         // normalised
    std::uint64_t m_targetHash = 0;

    std::vector<std::uint8_t> m_boxAt;
    std::vector<std::uint32_t> m_reach, m_childReach;
    std::uint32_t m_reachStamp = 0, m_childStamp = 0;
    std::vector<int> m_queue;
    std::vector<std::uint16_t> m_boxes, m_child;
    // An expansion's pulls, found before any is looked up (see expand()).
    struct Pull
    {
        int index = 0; // the pulled box's in m_boxes
        int to = 0;
        std::uint16_t top = 0; // the child's normalised player
        std::uint64_t hash = 0;
    };
    std::vector<Pull> m_pulls;

    std::vector<BoxMove> m_solution;
    std::uint64_t m_explored = 0;
    std::uint32_t m_lastDepth = 0;
    std::uint64_t m_lastPriority = 0;
    std::uint32_t m_bestH = 0xffffffffu;
};

} // namespace tessera::sokoban::solver
