// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReductionSolver.h"

#include "GridSteps.h"
#include "ManhattanSearch.h"

#include <cstdint>
#include <deque>

namespace tessera::fifteen {

namespace {

using detail::GridSteps;

class Reducer
{
public:
    Reducer(const std::vector<int> &tiles, int width, int height)
        : m_steps(width, height), m_width(width), m_height(height), m_cells(width * height),
          m_board(tiles), m_locked(static_cast<std::size_t>(m_cells), false)
    {
        for (int cell = 0; cell < m_cells; ++cell) {
            if (m_board[static_cast<std::size_t>(cell)] == 0)
                m_empty = cell;
        }
    }

    std::optional<std::vector<Direction>> run()
    {
        // Solve lines until at most a 3x3 corner is left, always along the longer side so the
        // rest stays as square as possible.
        while (m_height - m_top > 3 || m_width - m_left > 3) {
            const bool row = m_height - m_top >= m_width - m_left;
            if (!solveLine(row))
                return std::nullopt;
            (row ? m_top : m_left)++;
        }
        if (!solveCorner())
            return std::nullopt;
        return simplified();
    }

private:
    int cell(int x, int y) const { return y * m_width + x; }
    int tileAt(int c) const { return m_board[static_cast<std::size_t>(c)]; }
    static int homeTile(int c) { return c + 1; }

    int cellOf(int tile) const
    {
        for (int c = 0; c < m_cells; ++c) {
            if (tileAt(c) == tile)
                return c;
        }
        return -1;
    }

    int step(int from, int d) const
    {
        return m_steps.next[static_cast<std::size_t>(from)][static_cast<std::size_t>(d)];
    }

    void stepEmpty(int d)
    {
        const int to = step(m_empty, d);
        m_board[static_cast<std::size_t>(m_empty)] = tileAt(to);
        m_board[static_cast<std::size_t>(to)] = 0;
        m_empty = to;
        m_emptySteps.push_back(static_cast<std::uint8_t>(d));
    }

    bool solveLine(bool row)
    {
        // The line's cells, and for each the cell next to it in the following line.
        std::vector<int> line;
        std::vector<int> beside;
        if (row) {
            for (int x = m_left; x < m_width; ++x) {
                line.push_back(cell(x, m_top));
                beside.push_back(cell(x, m_top + 1));
            }
        } else {
            for (int y = m_top; y < m_height; ++y) {
                line.push_back(cell(m_left, y));
                beside.push_back(cell(m_left + 1, y));
            }
        }
        const std::size_t m = line.size();
        for (std::size_t i = 0; i + 2 < m; ++i) {
            if (!placeTile(homeTile(line[i]), line[i]))
                return false;
            lock(line[i]);
        }
        const int slotA = line[m - 2];
        const int slotB = line[m - 1];
        const int tileA = homeTile(slotA);
        const int tileB = homeTile(slotB);
        if (tileAt(slotA) != tileA || tileAt(slotB) != tileB) {
            // Stage A in its cell and B beside its cell, both within three lines of the
            // line being solved; then a search on those lines finishes the pair. Staging only
            // narrows that search: if it fails, the search runs on the whole free region.
            std::vector<bool> window(static_cast<std::size_t>(m_cells), false);
            for (int c = 0; c < m_cells; ++c) {
                const int lineIndex = row ? c / m_width - m_top : c % m_width - m_left;
                window[static_cast<std::size_t>(c)] =
                    !m_locked[static_cast<std::size_t>(c)] && lineIndex >= 0 && lineIndex < 3;
            }
            bool staged = placeTile(tileA, slotA);
            if (staged) {
                lock(slotA);
                staged = placeTile(tileB, beside[m - 1]);
                unlock(slotA);
            }
            if (staged && !window[static_cast<std::size_t>(m_empty)])
                staged = moveEmptyInto(window, cellOf(tileA), cellOf(tileB));
            if (!staged || !placePair(tileA, slotA, tileB, slotB, window)) {
                std::vector<bool> free(static_cast<std::size_t>(m_cells));
                for (int c = 0; c < m_cells; ++c)
                    free[static_cast<std::size_t>(c)] = !m_locked[static_cast<std::size_t>(c)];
                if (!placePair(tileA, slotA, tileB, slotB, free))
                    return false;
            }
        }
        lock(slotA);
        lock(slotB);
        return true;
    }

    void lock(int c) { m_locked[static_cast<std::size_t>(c)] = true; }
    void unlock(int c) { m_locked[static_cast<std::size_t>(c)] = false; }

    // Replays the empty cell's steps back from `state` through `parentStep`/`parentState`.
    template <typename State>
    void replayPath(State state, const std::vector<State> &parentState,
                    const std::vector<std::int8_t> &parentStep)
    {
        std::vector<int> path;
        while (parentStep[static_cast<std::size_t>(state)] >= 0) {
            path.push_back(parentStep[static_cast<std::size_t>(state)]);
            state = parentState[static_cast<std::size_t>(state)];
        }
        for (auto it = path.rbegin(); it != path.rend(); ++it)
            stepEmpty(*it);
    }

    // Brings `tile` to `target` by the fewest moves that touch no locked cell: a breadth-first
    // search over (tile cell, empty cell).
    bool placeTile(int tile, int target)
    {
        const int start = cellOf(tile);
        if (start == target)
            return true;
        const auto n = static_cast<std::size_t>(m_cells);
        const auto index = [n](int tileCell, int emptyCell) {
            return static_cast<int>(static_cast<std::size_t>(tileCell) * n +
                                    static_cast<std::size_t>(emptyCell));
        };
        std::vector<int> parentState(n * n, -1);
        std::vector<std::int8_t> parentStep(n * n, -1);
        std::vector<bool> seen(n * n, false);
        std::deque<int> queue;
        const int first = index(start, m_empty);
        seen[static_cast<std::size_t>(first)] = true;
        queue.push_back(first);
        while (!queue.empty()) {
            const int state = queue.front();
            queue.pop_front();
            const int tileCell = state / m_cells;
            const int emptyCell = state % m_cells;
            if (tileCell == target) {
                replayPath(state, parentState, parentStep);
                return true;
            }
            for (int d = 0; d < 4; ++d) {
                const int to = step(emptyCell, d);
                if (to < 0 || m_locked[static_cast<std::size_t>(to)])
                    continue;
                const int next = index(to == tileCell ? emptyCell : tileCell, to);
                if (seen[static_cast<std::size_t>(next)])
                    continue;
                seen[static_cast<std::size_t>(next)] = true;
                parentState[static_cast<std::size_t>(next)] = state;
                parentStep[static_cast<std::size_t>(next)] = static_cast<std::int8_t>(d);
                queue.push_back(next);
            }
        }
        return false;
    }

    // Walks the empty cell into `window` by the shortest way, around the cells `keepA` and
    // `keepB` and the locked cells.
    bool moveEmptyInto(const std::vector<bool> &window, int keepA, int keepB)
    {
        const auto n = static_cast<std::size_t>(m_cells);
        std::vector<int> parentState(n, -1);
        std::vector<std::int8_t> parentStep(n, -1);
        std::vector<bool> seen(n, false);
        std::deque<int> queue{m_empty};
        seen[static_cast<std::size_t>(m_empty)] = true;
        while (!queue.empty()) {
            const int here = queue.front();
            queue.pop_front();
            if (window[static_cast<std::size_t>(here)]) {
                replayPath(here, parentState, parentStep);
                return true;
            }
            for (int d = 0; d < 4; ++d) {
                const int to = step(here, d);
                if (to < 0 || to == keepA || to == keepB ||
                    m_locked[static_cast<std::size_t>(to)] || seen[static_cast<std::size_t>(to)])
                    continue;
                seen[static_cast<std::size_t>(to)] = true;
                parentState[static_cast<std::size_t>(to)] = here;
                parentStep[static_cast<std::size_t>(to)] = static_cast<std::int8_t>(d);
                queue.push_back(to);
            }
        }
        return false;
    }

    // Brings tiles A and B to their cells together by the fewest moves inside `region` (which
    // must hold both tiles and the empty cell): breadth-first over (A cell, B cell, empty cell).
    bool placePair(int tileA, int targetA, int tileB, int targetB, const std::vector<bool> &region)
    {
        std::vector<int> compact(static_cast<std::size_t>(m_cells), -1);
        int size = 0;
        for (int c = 0; c < m_cells; ++c) {
            if (region[static_cast<std::size_t>(c)])
                compact[static_cast<std::size_t>(c)] = size++;
        }
        const int startA = cellOf(tileA);
        const int startB = cellOf(tileB);
        const auto inRegion = [&](int c) { return compact[static_cast<std::size_t>(c)] >= 0; };
        if (!inRegion(startA) || !inRegion(startB) || !inRegion(m_empty) || !inRegion(targetA) ||
            !inRegion(targetB))
            return false;
        std::vector<int> cellAt(static_cast<std::size_t>(size));
        for (int c = 0; c < m_cells; ++c) {
            if (inRegion(c))
                cellAt[static_cast<std::size_t>(compact[static_cast<std::size_t>(c)])] = c;
        }
        const auto states = static_cast<std::size_t>(size) * static_cast<std::size_t>(size) *
                            static_cast<std::size_t>(size);
        const auto index = [&](int a, int b, int e) {
            return (compact[static_cast<std::size_t>(a)] * size +
                    compact[static_cast<std::size_t>(b)]) *
                       size +
                   compact[static_cast<std::size_t>(e)];
        };
        std::vector<int> parentState(states, -1);
        std::vector<std::int8_t> parentStep(states, -1);
        std::vector<bool> seen(states, false);
        std::deque<int> queue;
        const int first = index(startA, startB, m_empty);
        seen[static_cast<std::size_t>(first)] = true;
        queue.push_back(first);
        while (!queue.empty()) {
            const int state = queue.front();
            queue.pop_front();
            const int a = cellAt[static_cast<std::size_t>(state / (size * size))];
            const int b = cellAt[static_cast<std::size_t>(state / size % size)];
            const int e = cellAt[static_cast<std::size_t>(state % size)];
            if (a == targetA && b == targetB) {
                replayPath(state, parentState, parentStep);
                return true;
            }
            for (int d = 0; d < 4; ++d) {
                const int to = step(e, d);
                if (to < 0 || !inRegion(to))
                    continue;
                const int next = index(to == a ? e : a, to == b ? e : b, to);
                if (seen[static_cast<std::size_t>(next)])
                    continue;
                seen[static_cast<std::size_t>(next)] = true;
                parentState[static_cast<std::size_t>(next)] = state;
                parentStep[static_cast<std::size_t>(next)] = static_cast<std::int8_t>(d);
                queue.push_back(next);
            }
        }
        return false;
    }

    // The unsolved corner (at most 3x3) holds exactly its own tiles: solve it optimally as a
    // small board of its own, then play that solution here.
    bool solveCorner()
    {
        const int w = m_width - m_left;
        const int h = m_height - m_top;
        std::vector<int> corner(static_cast<std::size_t>(w * h));
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                const int tile = tileAt(cell(m_left + x, m_top + y));
                int local = 0;
                if (tile != 0) {
                    const int home = tile - 1;
                    local = (home / m_width - m_top) * w + (home % m_width - m_left) + 1;
                }
                corner[static_cast<std::size_t>(y * w + x)] = local;
            }
        }
        SearchControl unlimited;
        const SearchOutcome outcome = searchManhattan(corner, w, h, unlimited);
        if (!outcome.moves)
            return false;
        for (const Direction slide : *outcome.moves)
            stepEmpty(static_cast<int>(opposite(slide)));
        for (int c = 0; c < m_cells; ++c) {
            if (tileAt(c) != (c + 1 < m_cells ? c + 1 : 0))
                return false;
        }
        return true;
    }

    // The moves as tiles slide, with every step that the next one undoes taken out.
    std::vector<Direction> simplified() const
    {
        std::vector<Direction> moves;
        moves.reserve(m_emptySteps.size());
        for (const std::uint8_t d : m_emptySteps) {
            const Direction slide = detail::tileSlide(d);
            if (!moves.empty() && moves.back() == opposite(slide))
                moves.pop_back();
            else
                moves.push_back(slide);
        }
        return moves;
    }

    GridSteps m_steps;
    int m_width;
    int m_height;
    int m_cells;
    std::vector<int> m_board;
    std::vector<bool> m_locked;
    int m_empty = 0;
    int m_top = 0;
    int m_left = 0;
    std::vector<std::uint8_t> m_emptySteps;
};

} // namespace

std::optional<std::vector<Direction>> solveByReduction(const std::vector<int> &tiles, int width,
                                                       int height)
{
    return Reducer(tiles, width, height).run();
}

} // namespace tessera::fifteen
