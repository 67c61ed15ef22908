// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ManhattanSearch.h"

#include "GridSteps.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>

namespace tessera::fifteen {

namespace {

using detail::GridSteps;
using detail::maxCells;

constexpr int maxSide = 8;
constexpr int maxDepth = 1024;

// Tiles that must leave a line so that the rest sit in goal order: the line's length minus its
// longest increasing run of goal positions. Lines hold at most eight tiles.
int lineConflicts(const std::array<int, maxSide> &order, int count)
{
    if (count < 2)
        return 0;
    std::array<int, maxSide> best{};
    int longest = 0;
    for (int i = 0; i < count; ++i) {
        best[static_cast<std::size_t>(i)] = 1;
        for (int j = 0; j < i; ++j) {
            if (order[static_cast<std::size_t>(j)] < order[static_cast<std::size_t>(i)])
                best[static_cast<std::size_t>(i)] = std::max(best[static_cast<std::size_t>(i)],
                                                             best[static_cast<std::size_t>(j)] + 1);
        }
        longest = std::max(longest, best[static_cast<std::size_t>(i)]);
    }
    return count - longest;
}

class ManhattanIda
{
public:
    ManhattanIda(const std::vector<int> &tiles, int width, int height, SearchControl &control)
        : m_steps(width, height), m_width(width), m_height(height), m_control(control)
    {
        const int cells = width * height;
        for (int cell = 0; cell < cells; ++cell) {
            const int tile = tiles[static_cast<std::size_t>(cell)];
            m_board[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(tile);
            if (tile == 0)
                m_empty = cell;
        }
        for (int cell = 0; cell < cells; ++cell) {
            const int tile = m_board[static_cast<std::size_t>(cell)];
            if (tile != 0)
                m_manhattan += distance(tile, cell);
        }
        for (int y = 0; y < height; ++y)
            m_conflicts += m_rowConflicts[static_cast<std::size_t>(y)] = rowConflicts(y);
        for (int x = 0; x < width; ++x)
            m_conflicts += m_columnConflicts[static_cast<std::size_t>(x)] = columnConflicts(x);
    }

    int heuristic() const { return m_manhattan + 2 * m_conflicts; }

    SearchOutcome run(int knownLength)
    {
        SearchOutcome outcome;
        m_bound = heuristic();
        while (true) {
            if (knownLength >= 0 && m_bound >= knownLength) {
                outcome.knownSolutionIsOptimal = true;
                outcome.lowerBound = knownLength;
                break;
            }
            m_control.reportIteration(m_nodes, m_bound);
            m_nextBound = std::numeric_limits<int>::max();
            m_foundLength = 0;
            if (m_bound == 0 || dfs(0, -1)) {
                std::vector<Direction> moves;
                moves.reserve(static_cast<std::size_t>(m_foundLength));
                for (int i = 0; i < m_foundLength; ++i)
                    moves.push_back(detail::tileSlide(m_path[static_cast<std::size_t>(i)]));
                outcome.moves = std::move(moves);
                outcome.lowerBound = m_foundLength;
                break;
            }
            outcome.lowerBound = m_bound;
            if (m_stopped || m_nextBound > maxDepth)
                break;
            m_bound = m_nextBound;
        }
        outcome.nodes = m_nodes;
        return outcome;
    }

private:
    int distance(int tile, int cell) const
    {
        const int home = tile - 1;
        return std::abs(home % m_width - cell % m_width) +
               std::abs(home / m_width - cell / m_width);
    }

    int rowConflicts(int y) const
    {
        std::array<int, maxSide> order{};
        int count = 0;
        for (int x = 0; x < m_width; ++x) {
            const int tile = m_board[static_cast<std::size_t>(y * m_width + x)];
            if (tile != 0 && (tile - 1) / m_width == y)
                order[static_cast<std::size_t>(count++)] = (tile - 1) % m_width;
        }
        return lineConflicts(order, count);
    }

    int columnConflicts(int x) const
    {
        std::array<int, maxSide> order{};
        int count = 0;
        for (int y = 0; y < m_height; ++y) {
            const int tile = m_board[static_cast<std::size_t>(y * m_width + x)];
            if (tile != 0 && (tile - 1) % m_width == x)
                order[static_cast<std::size_t>(count++)] = (tile - 1) / m_width;
        }
        return lineConflicts(order, count);
    }

    // Moves the empty cell to `to`: the tile there slides into the old empty cell.
    void slide(int to)
    {
        const int from = m_empty;
        const int tile = m_board[static_cast<std::size_t>(to)];
        m_manhattan += distance(tile, from) - distance(tile, to);
        m_board[static_cast<std::size_t>(from)] = static_cast<std::uint8_t>(tile);
        m_board[static_cast<std::size_t>(to)] = 0;
        m_empty = to;
        if (from / m_width != to / m_width) {
            updateRow(from / m_width);
            updateRow(to / m_width);
        } else {
            updateColumn(from % m_width);
            updateColumn(to % m_width);
        }
    }

    void updateRow(int y)
    {
        int &stored = m_rowConflicts[static_cast<std::size_t>(y)];
        const int now = rowConflicts(y);
        m_conflicts += now - stored;
        stored = now;
    }

    void updateColumn(int x)
    {
        int &stored = m_columnConflicts[static_cast<std::size_t>(x)];
        const int now = columnConflicts(x);
        m_conflicts += now - stored;
        stored = now;
    }

    bool dfs(int depth, int previous)
    {
        if ((++m_nodes & SearchControl::pollMask) == 0 && m_control.poll(m_nodes, m_bound)) {
            m_stopped = true;
            return false;
        }
        const int here = m_empty;
        for (int d = 0; d < 4; ++d) {
            const int to =
                m_steps.next[static_cast<std::size_t>(here)][static_cast<std::size_t>(d)];
            if (to < 0 || to == previous)
                continue;
            slide(to);
            const int h = heuristic();
            const int f = depth + 1 + h;
            if (f <= m_bound) {
                m_path[static_cast<std::size_t>(depth)] = static_cast<std::uint8_t>(d);
                if (h == 0) {
                    m_foundLength = depth + 1;
                    return true;
                }
                if (dfs(depth + 1, here))
                    return true;
            } else {
                m_nextBound = std::min(m_nextBound, f);
            }
            slide(here);
            if (m_stopped)
                return false;
        }
        return false;
    }

    GridSteps m_steps;
    int m_width;
    int m_height;
    SearchControl &m_control;
    std::array<std::uint8_t, maxCells> m_board{};
    int m_empty = 0;
    int m_manhattan = 0;
    int m_conflicts = 0;
    std::array<int, maxSide> m_rowConflicts{};
    std::array<int, maxSide> m_columnConflicts{};
    std::array<std::uint8_t, maxDepth + 1> m_path{};
    int m_bound = 0;
    int m_nextBound = 0;
    int m_foundLength = 0;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
};

} // namespace

SearchOutcome searchManhattan(const std::vector<int> &tiles, int width, int height,
                              SearchControl &control, int knownLength)
{
    ManhattanIda search(tiles, width, height, control);
    return search.run(knownLength);
}

int manhattanLinearConflict(const std::vector<int> &tiles, int width, int height)
{
    SearchControl control;
    return ManhattanIda(tiles, width, height, control).heuristic();
}

} // namespace tessera::fifteen
