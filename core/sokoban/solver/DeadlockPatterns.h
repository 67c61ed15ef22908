#pragma once

#include "SolverBoard.h"

#include <cstdint>
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
class DeadlockPatterns
{
public:
    explicit DeadlockPatterns(const Board &board);

    // Learns that `boxes` (padded cells) are lost with the player on the cells whose `region`
    // mark is `regionStamp`.
    void add(const std::vector<int> &boxes, const std::vector<std::uint32_t> &region,
             std::uint32_t regionStamp);

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

    static constexpr std::size_t maxPatterns = 100000;

private:
    bool holds(std::uint32_t pattern, const std::uint8_t *boxAt, int playerIndex) const;

    const Board &m_board;
    std::size_t m_regionWords;
    std::vector<std::uint16_t> m_boxes;   // every pattern's boxes, one after the other
    std::vector<std::uint32_t> m_starts;  // where each pattern's boxes start in m_boxes
    std::vector<std::uint64_t> m_regions; // m_regionWords bits per pattern, by floor index
    std::vector<std::vector<std::uint32_t>> m_byCell; // the patterns holding a box there
    std::size_t m_bytes = 0;
    bool m_full = false;
    std::uint64_t m_matches = 0;
};

} // namespace tessera::sokoban::solver
