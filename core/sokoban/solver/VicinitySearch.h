// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Search.h"
#include "SolutionOptimiser.h"
#include "SolverBoard.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

// The search behind solver::shortenSolution (see SolutionOptimiser.h).
namespace tessera::sokoban::solver {

// The box configurations a round searches: those of the solution's positions with up to `boxes`
// boxes moved, each to one of the `cells` live floor cells nearest to it.
struct Vicinity
{
    int boxes;
    int cells;
};

// A set of 64-bit keys (box configurations by their Zobrist hash), open addressing. Two
// configurations sharing a hash only widen the search a little: every push it makes is legal.
class KeySet
{
public:
    void clear()
    {
        m_slots.clear();
        m_count = 0;
    }
    std::size_t memoryBytes() const { return m_slots.size() * sizeof(std::uint64_t); }
    // False when growing would pass `maxBytes`.
    bool insert(std::uint64_t key, std::size_t maxBytes)
    {
        key = key ? key : 1;
        if ((m_count + 1) * 2 > m_slots.size()) {
            const std::size_t grown = std::max<std::size_t>(16, m_slots.size() * 2);
            if (grown * sizeof(std::uint64_t) > maxBytes) {
                return false;
            }
            std::vector<std::uint64_t> old(grown, 0);
            old.swap(m_slots);
            m_count = 0;
            for (const std::uint64_t k : old) {
                if (k) {
                    place(k);
                }
            }
        }
        place(key);
        return true;
    }
    bool contains(std::uint64_t key) const
    {
        key = key ? key : 1;
        if (m_slots.empty()) {
            return false;
        }
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = (key >> 17) & mask;; i = (i + 1) & mask) {
            if (m_slots[i] == key) {
                return true;
            }
            if (m_slots[i] == 0) {
                return false;
            }
        }
    }

private:
    void place(std::uint64_t key)
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = (key >> 17) & mask;; i = (i + 1) & mask) {
            if (m_slots[i] == key) {
                return;
            }
            if (m_slots[i] == 0) {
                m_slots[i] = key;
                ++m_count;
                return;
            }
        }
    }

    std::vector<std::uint64_t> m_slots;
    std::size_t m_count = 0;
};

// One round of the vicinity search: the solution's positions and their vicinity, then a
// breadth-first search over pushes through those configurations (see round()).
class VicinitySearch
{
public:
    // A configuration of a vicinity added (a hash inserted) costs about this much less than a
    // position searched (a walk over the floor and its pushes).
    static constexpr std::uint64_t configurationsPerPosition = 16;

    enum class Outcome
    {
        Improved,
        NoGain,
        TooBig, // the vicinity would not fit in memory: the next may be narrower
        Stopped // time, cancel or memory: nothing more is tried
    };

    VicinitySearch(const Board &board, const OptimiserLimits &limits, std::uint64_t &positions);

    // Pushes and moves of `pushes` from the start; nullopt when they do not play (or time or
    // cancel stopped it).
    std::optional<std::pair<std::uint32_t, std::uint32_t>>
    measure(int player, const std::vector<int> &boxes, const std::vector<BoxMove> &pushes);
    // One round around the solution `pushes` (pushes, moves as measure() says).
    Outcome round(int player, const std::vector<int> &boxes, const std::vector<BoxMove> &pushes,
                  std::pair<std::uint32_t, std::uint32_t> length, Vicinity vicinity);
    const std::vector<BoxMove> &found() const { return m_found; }

private:
    struct Node
    {
        static constexpr std::uint32_t noParent = 0xffffffffu;

        std::uint64_t hash = 0; // boxes and player
        std::uint32_t parent = 0;
        std::uint32_t moves = 0;
        // Where the player stands: where the box pushed last stood (the push's `from`), or the
        // start's player cell at the root.
        std::uint16_t player = 0;
        std::uint8_t direction = 0; // of the push that led here
    };

    bool stopped();
    const std::vector<int> &nearest(int cell);
    // Breadth-first from `from` over the cells `passable` says, each stamped in m_seen with
    // m_stamp and its distance in m_dist; visit(cell) is called on each as it is reached (from
    // first), nearest first, and stops the walk by returning false.
    template <typename Passable, typename Visit>
    void walk(int from, Passable passable, Visit visit)
    {
        ++m_stamp;
        m_queue.assign(1, from);
        m_seen[static_cast<std::size_t>(from)] = m_stamp;
        m_dist[static_cast<std::size_t>(from)] = 0;
        if (!visit(from)) {
            return;
        }
        for (std::size_t head = 0; head < m_queue.size(); ++head) {
            const int c = m_queue[head];
            for (int d = 0; d < directionCount; ++d) {
                const int n = c + m_board.offset(d);
                const auto ni = static_cast<std::size_t>(n);
                if (m_seen[ni] == m_stamp || !passable(n)) {
                    continue;
                }
                m_seen[ni] = m_stamp;
                m_dist[ni] = m_dist[static_cast<std::size_t>(c)] + 1;
                m_queue.push_back(n);
                if (!visit(n)) {
                    return;
                }
            }
        }
    }
    // Player distances over free floor from `from`, boxes in m_boxAt, into m_dist (m_stamp).
    void walkDistances(int from);
    bool reached(int cell) const { return m_seen[static_cast<std::size_t>(cell)] == m_stamp; }
    bool addVicinity(const std::vector<int> &position, std::size_t first, int left,
                     std::uint64_t hash, int cells);
    std::uint64_t hashOf(const std::vector<int> &boxes) const;
    std::uint32_t findOrAdd(std::uint64_t hash, const std::vector<std::uint16_t> &boxes,
                            bool &added);
    bool growIndex();
    std::size_t bfsBytes() const
    {
        return m_nodes.capacity() * sizeof(Node) + m_boxes.capacity() * sizeof(std::uint16_t) +
               m_index.capacity() * sizeof(std::uint32_t);
    }

    const Board &m_board;
    const OptimiserLimits &m_limits;
    std::uint64_t &m_positions;
    std::vector<std::uint64_t> m_zobristBox;
    std::vector<std::uint64_t> m_zobristPlayer;
    // A lower bound on the pushes from here to the nearest goal (the walk there);
    // noDistance on dead squares.
    std::vector<std::uint16_t> m_lower;
    std::vector<std::vector<int>> m_nearest;
    std::vector<char> m_nearestDone;
    std::vector<std::uint8_t> m_boxAt;
    std::vector<std::uint32_t> m_seen;
    std::vector<std::uint32_t> m_dist;
    std::uint32_t m_stamp = 0;
    std::vector<int> m_queue;
    KeySet m_allowed;
    std::vector<Node> m_nodes;
    std::vector<std::uint16_t> m_boxes; // m_boxCount per node
    std::vector<std::uint32_t> m_index; // node id + 1, 0 empty
    std::size_t m_boxCount = 0;
    std::vector<BoxMove> m_found;
    // Configurations of the vicinities added, counted in the budget of positions
    // (OptimiserLimits::maxPositions) at configurationsPerPosition a position.
    std::uint64_t m_configurations = 0;
    std::uint32_t m_polls = 0;
    bool m_stopped = false;
};

} // namespace tessera::sokoban::solver
