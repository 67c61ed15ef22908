// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Hotspots.h"

namespace tessera::sokoban::solver {

namespace {

// How many of `board`'s goals a lone box on each floor cell can be pushed to, by floor index.
std::vector<int> goalsReached(const Board &board, const PushDistances &distances)
{
    std::vector<int> reached(board.floorCells().size(), 0);
    for (std::size_t g = 0; g < board.goals().size(); ++g) {
        const std::uint16_t *row = distances.row(static_cast<int>(g));
        for (std::size_t f = 0; f < reached.size(); ++f) {
            reached[f] += row[f] != PushDistances::unreachable ? 1 : 0;
        }
    }
    return reached;
}

} // namespace

std::optional<Hotspots> Hotspots::compute(const Board &board, const PushDistances &plain,
                                          const std::atomic<bool> *cancel)
{
    Hotspots hotspots;
    std::vector<int> live;
    for (const int c : board.floorCells()) {
        if (!board.isDeadSquare(c)) {
            live.push_back(c);
        }
    }
    // Each push-distance table below runs over the padded cells, not only the floor.
    const std::uint64_t work = std::uint64_t{live.size()} * board.goals().size() *
                               static_cast<std::uint64_t>(board.cellCount());
    if (live.size() < 2 || work > maxWork) {
        return hotspots;
    }
    const std::vector<int> plainReached = goalsReached(board, plain);
    std::vector<int> goalIndex(static_cast<std::size_t>(board.cellCount()), -1);
    for (std::size_t g = 0; g < board.goals().size(); ++g) {
        goalIndex[static_cast<std::size_t>(board.goals()[g])] = static_cast<int>(g);
    }

    hotspots.m_liveCells = live;
    hotspots.m_liveIndex.assign(static_cast<std::size_t>(board.cellCount()), -1);
    hotspots.m_goalAt.assign(live.size(), 0);
    for (std::size_t i = 0; i < live.size(); ++i) {
        hotspots.m_liveIndex[static_cast<std::size_t>(live[i])] = static_cast<int>(i);
        hotspots.m_goalAt[i] = board.isGoal(live[i]) ? 1 : 0;
    }
    hotspots.m_words = (live.size() + 63) / 64;
    hotspots.m_inTheWayOf.assign(live.size() * hotspots.m_words, 0);

    for (std::size_t xi = 0; xi < live.size(); ++xi) {
        const int x = live[xi];
        const Board walled(board, {x});
        PushDistances distances;
        if (!distances.compute(walled, cancel)) {
            return std::nullopt;
        }
        const std::vector<int> reached = goalsReached(walled, distances);
        const int xGoal = goalIndex[static_cast<std::size_t>(x)];
        std::uint64_t *row = &hotspots.m_inTheWayOf[xi * hotspots.m_words];
        for (std::size_t yi = 0; yi < live.size(); ++yi) {
            const int y = live[yi];
            if (y == x) {
                continue;
            }
            // Goal x itself is taken while the box stands there: not counted either way.
            const int fi = board.floorIndex(y);
            int before = plainReached[static_cast<std::size_t>(fi)];
            if (xGoal >= 0 && plain.distance(xGoal, fi) != PushDistances::unreachable) {
                --before;
            }
            if (reached[static_cast<std::size_t>(walled.floorIndex(y))] < before) {
                row[yi / 64] |= std::uint64_t{1} << (yi % 64);
            }
        }
    }
    return hotspots;
}

bool Hotspots::inTheWay(int x, int y) const
{
    if (m_liveCells.empty() || x < 0 || y < 0 ||
        static_cast<std::size_t>(x) >= m_liveIndex.size() ||
        static_cast<std::size_t>(y) >= m_liveIndex.size()) {
        return false;
    }
    const int xi = m_liveIndex[static_cast<std::size_t>(x)];
    const int yi = m_liveIndex[static_cast<std::size_t>(y)];
    if (xi < 0 || yi < 0) {
        return false;
    }
    const std::uint64_t word =
        m_inTheWayOf[static_cast<std::size_t>(xi) * m_words + static_cast<std::size_t>(yi) / 64];
    return ((word >> (yi % 64)) & 1) != 0;
}

int Hotspots::count(const std::uint8_t *boxAt, std::vector<std::uint64_t> &scratch) const
{
    if (m_liveCells.empty()) {
        return 0;
    }
    // The boxes off goals as a bit set over live cells; a box on a dead square is no one's
    // hotspot (the search never keeps such a position).
    scratch.assign(m_words, 0);
    for (std::size_t i = 0; i < m_liveCells.size(); ++i) {
        if (boxAt[static_cast<std::size_t>(m_liveCells[i])] && !m_goalAt[i]) {
            scratch[i / 64] |= std::uint64_t{1} << (i % 64);
        }
    }
    int pairs = 0;
    for (std::size_t w = 0; w < m_words; ++w) {
        for (std::uint64_t bits = scratch[w]; bits != 0; bits &= bits - 1) {
            const std::size_t xi = w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits));
            const std::uint64_t *row = &m_inTheWayOf[xi * m_words];
            for (std::size_t v = 0; v < m_words; ++v) {
                pairs += __builtin_popcountll(row[v] & scratch[v]);
            }
        }
    }
    return pairs;
}

std::size_t Hotspots::memoryBytes() const
{
    return m_liveCells.capacity() * sizeof(int) + m_liveIndex.capacity() * sizeof(int) +
           m_goalAt.capacity() + m_inTheWayOf.capacity() * sizeof(std::uint64_t);
}

} // namespace tessera::sokoban::solver
