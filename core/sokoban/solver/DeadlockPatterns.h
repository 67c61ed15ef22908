// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "NodeStore.h"
#include "SolverBoard.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <vector>

namespace tessera::sokoban::solver {

// Deadlock patterns learned during a search: a set of boxes B proven lost with the player in a
// region R, R being the floor the player can walk on with the walls and B alone on the board.
// Any position holding every box of B (and others besides) with the player in R is lost: its
// B-only position is the proven one (the player's area there lies inside R), and any solution
// of the whole position, its other boxes' pushes left out, would solve that one too (taking
// boxes away only makes pushing and walking easier).
//
// Patterns are indexed by box cell, so that a position that is new by one push is checked
// against the patterns holding the box just pushed. Nothing is ever removed: past maxPatterns
// no more are learned. Their memory is counted in memoryBytes(), for the search's account.
// The patterns of several searches of one solve, shared: each search publishes what it
// learns and takes in what the others learned (DeadlockPatterns::sync), so that a corral one of
// them proved lost costs the other no search. A pattern is a proof on the board alone, whoever
// found it. Thread-safe; bounded by DeadlockPatterns::maxPatterns and by the memory account,
// which holds its bytes until it is destroyed.
class SharedPatterns
{
public:
    SharedPatterns(const Board &board, MemoryAccount &account);
    ~SharedPatterns();
    SharedPatterns(const SharedPatterns &) = delete;
    SharedPatterns &operator=(const SharedPatterns &) = delete;

    // Adds a pattern: its boxes (sorted) and its region (regionWords() words); false when full.
    bool publish(const std::vector<std::uint16_t> &boxes, const std::uint64_t *region);
    // Patterns published so far: cheap enough to ask before every slice of a search.
    std::size_t count() const { return m_count.load(std::memory_order_acquire); }
    std::size_t regionWords() const { return m_regionWords; }
    std::size_t memoryBytes() const;

    // Calls take(boxes, boxCount, region) for each pattern from the `from`th on; returns the
    // count taken in all (from + those seen).
    template <typename Take>
    std::size_t readFrom(std::size_t from, Take &&take) const
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        for (std::size_t p = from; p < m_starts.size(); ++p) {
            const std::size_t end = p + 1 < m_starts.size() ? m_starts[p + 1] : m_boxes.size();
            take(m_boxes.data() + m_starts[p], end - m_starts[p],
                 m_regions.data() + p * m_regionWords);
        }
        return m_starts.size();
    }

private:
    std::size_t m_regionWords;
    MemoryAccount &m_account;
    mutable std::mutex m_mutex;
    std::vector<std::uint16_t> m_boxes; // guarded by m_mutex, as the next two
    std::vector<std::uint32_t> m_starts;
    std::vector<std::uint64_t> m_regions;
    std::size_t m_reserved = 0;
    std::atomic<std::size_t> m_count{0};
};

// Deadlock patterns learned during a search: a set of boxes B proven lost with the player in a
// region R, R being the floor the player can walk on with the walls and B alone on the board.
// Any position holding every box of B (and others besides) with the player in R is lost: its
// B-only position is the proven one (the player's area there lies inside R), and any solution
// of the whole position, its other boxes' pushes left out, would solve that one too (taking
// boxes away only makes pushing and walking easier).
//
// Patterns are indexed by box cell, so that a position that is new by one push is checked
// against the patterns holding the box just pushed. Nothing is ever removed: past maxPatterns
// no more are learned. Their memory is counted in memoryBytes(), for the search's account.
// Given SharedPatterns, what it learns goes there too, and sync() takes in what other searches
// learned.
class DeadlockPatterns
{
public:
    // `takeIn` false: what it learns goes to `shared`, but nothing comes back from there.
    explicit DeadlockPatterns(const Board &board, SharedPatterns *shared = nullptr,
                              bool takeIn = true);

    // Learns that `boxes` (padded cells) are lost with the player on the cells whose `region`
    // mark is `regionStamp`.
    void add(const std::vector<int> &boxes, const std::vector<std::uint32_t> &region,
             std::uint32_t regionStamp);
    // Takes in the patterns the other searches sharing them learned since the last call.
    void sync()
    {
        if (m_takeIn && m_shared && m_shared->count() != m_synced) {
            takeShared();
        }
    }

    // Whether a pattern holding the box on `cell` matches the position: boxes where `boxAt` is
    // set, the player on `player` (any cell of its area).
    bool matchesWith(const std::uint8_t *boxAt, int player, int cell);
    // Whether any pattern matches the position of the boxes on `boxes`, also set in `boxAt`.
    bool matchesAny(const std::uint8_t *boxAt, const std::vector<int> &boxes, int player);

    std::size_t size() const { return m_starts.size(); }
    bool full() const { return m_full; }
    std::size_t memoryBytes() const { return m_bytes; }
    // Positions found lost by a pattern.
    std::uint64_t matches() const { return m_matches; }
    // Of size(): the patterns taken in from other searches.
    std::size_t shared() const { return m_synced - m_published; }

    static constexpr std::size_t maxPatterns = 100000;

private:
    bool holds(std::uint32_t pattern, const std::uint8_t *boxAt, int playerIndex) const;
    void insert(const std::uint16_t *boxes, std::size_t count, const std::uint64_t *region);
    void takeShared();

    const Board &m_board;
    std::size_t m_regionWords;
    std::vector<std::uint16_t> m_boxes;   // every pattern's boxes, one after the other
    std::vector<std::uint32_t> m_starts;  // where each pattern's boxes start in m_boxes
    std::vector<std::uint64_t> m_regions; // m_regionWords bits per pattern, by floor index
    std::vector<std::vector<std::uint32_t>> m_byCell; // the patterns holding a box there
    std::size_t m_bytes = 0;
    bool m_full = false;
    std::uint64_t m_matches = 0;
    SharedPatterns *m_shared = nullptr;
    bool m_takeIn = true;
    std::size_t m_synced = 0;    // patterns of m_shared taken in so far
    std::size_t m_published = 0; // of those, this one's own (each taken in as it is published)
    std::vector<std::uint16_t> m_scratchBoxes;
    std::vector<std::uint64_t> m_scratchRegion;
};

} // namespace tessera::sokoban::solver
