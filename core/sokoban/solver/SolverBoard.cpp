// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SolverBoard.h"

#include <algorithm>

namespace tessera::sokoban::solver {

Board::Board(const Level &level)
    : m_levelWidth(std::clamp(level.width, 0, Level::maxSize)),
      m_levelHeight(std::clamp(level.height, 0, Level::maxSize))
{
    if (m_levelWidth == 0 || m_levelHeight == 0) {
        m_levelWidth = m_levelHeight = 0;
    }
    m_width = m_levelWidth + 2;
    m_height = m_levelHeight + 2;
    m_offsets = {-1, -m_width, 1, m_width};
    const auto cells = static_cast<std::size_t>(cellCount());
    m_floor.assign(cells, 0);
    m_goal.assign(cells, 0);
    for (int y = 0; y < m_levelHeight; ++y) {
        for (int x = 0; x < m_levelWidth; ++x) {
            // Index with the level's own width: a malformed level may be narrower than it says.
            const auto source =
                static_cast<std::size_t>(y) * static_cast<std::size_t>(level.width) +
                static_cast<std::size_t>(x);
            if (source >= level.cells.size()) {
                continue;
            }
            const Cell &cell = level.cells[source];
            const bool floor =
                cell.terrain == Terrain::Floor ||
                (cell.terrain == Terrain::Outside && (cell.goal || cell.box || cell.player));
            const int c = (y + 1) * m_width + x + 1;
            if (floor) {
                m_floor[static_cast<std::size_t>(c)] = 1;
                m_goal[static_cast<std::size_t>(c)] = cell.goal ? 1 : 0;
            }
        }
    }
    finish();
}

Board::Board(const Board &base, const std::vector<int> &extraWalls)
    : m_levelWidth(base.m_levelWidth), m_levelHeight(base.m_levelHeight), m_width(base.m_width),
      m_height(base.m_height), m_offsets(base.m_offsets), m_floor(base.m_floor), m_goal(base.m_goal)
{
    for (const int c : extraWalls) {
        m_floor[static_cast<std::size_t>(c)] = 0;
        m_goal[static_cast<std::size_t>(c)] = 0;
    }
    finish();
}

void Board::finish()
{
    m_floorIndex.assign(static_cast<std::size_t>(cellCount()), -1);
    for (int c = 0; c < cellCount(); ++c) {
        if (isGoal(c)) {
            m_goals.push_back(c);
        }
        if (isFloor(c)) {
            m_floorIndex[static_cast<std::size_t>(c)] = static_cast<int>(m_floorCells.size());
            m_floorCells.push_back(c);
        }
    }
    computeSideComponents();
    computeDeadSquares();
}

// For every floor cell b and each floor neighbour, which part of (floor minus b) the neighbour
// lies in: the articulation-point structure of the floor graph, found in one iterative DFS
// (Tarjan's low-link) instead of one flood fill per cell.
void Board::computeSideComponents()
{
    const auto cells = static_cast<std::size_t>(cellCount());
    m_sideComponent.assign(cells, {-1, -1, -1, -1});
    std::vector<int> disc(cells, -1);
    std::vector<int> low(cells, 0);
    std::vector<int> last(cells, 0); // largest discovery time in the DFS subtree
    std::vector<int> parent(cells, -1);
    struct Frame
    {
        int cell;
        int next;
    };
    std::vector<Frame> stack;
    stack.reserve(m_floorCells.size());
    int time = 0;
    for (const int root : m_floorCells) {
        if (disc[static_cast<std::size_t>(root)] >= 0) {
            continue;
        }
        disc[static_cast<std::size_t>(root)] = low[static_cast<std::size_t>(root)] = time++;
        stack.push_back({root, 0});
        while (!stack.empty()) {
            Frame &top = stack.back();
            const int v = top.cell;
            const auto vi = static_cast<std::size_t>(v);
            if (top.next < directionCount) {
                const int w = v + offset(top.next++);
                const auto wi = static_cast<std::size_t>(w);
                if (!isFloor(w)) {
                    continue;
                }
                if (disc[wi] < 0) {
                    parent[wi] = v;
                    disc[wi] = low[wi] = time++;
                    stack.push_back({w, 0}); // invalidates `top`
                } else if (w != parent[vi]) {
                    low[vi] = std::min(low[vi], disc[wi]);
                }
            } else {
                last[vi] = time - 1;
                stack.pop_back();
                if (parent[vi] >= 0) {
                    const auto pi = static_cast<std::size_t>(parent[vi]);
                    low[pi] = std::min(low[pi], low[vi]);
                }
            }
        }
    }

    for (const int b : m_floorCells) {
        const auto bi = static_cast<std::size_t>(b);
        // The part a child's subtree falls in: its own when the child cannot climb above b.
        auto childPart = [&](int child, int direction) {
            return low[static_cast<std::size_t>(child)] >= disc[bi] ? 1 + direction : 0;
        };
        for (int k = 0; k < directionCount; ++k) {
            const int n = b + offset(k);
            const auto ni = static_cast<std::size_t>(n);
            if (!isFloor(n)) {
                continue;
            }
            int part = 0; // the side of b's DFS parent
            if (parent[ni] == b) {
                part = childPart(n, k);
            } else if (disc[ni] > disc[bi]) {
                // A descendant reached by a back edge: the part of the child subtree holding it.
                for (int j = 0; j < directionCount; ++j) {
                    const int child = b + offset(j);
                    const auto ci = static_cast<std::size_t>(child);
                    if (isFloor(child) && parent[ci] == b && disc[ci] <= disc[ni] &&
                        disc[ni] <= last[ci]) {
                        part = childPart(child, j);
                        break;
                    }
                }
            }
            m_sideComponent[bi][static_cast<std::size_t>(k)] = static_cast<std::int8_t>(part);
        }
    }
}

// Reverse search from the goals over (box cell, player side) states: a pull undoes a push.
// A cell none of whose states is reached can never bring its box to any goal.
void Board::computeDeadSquares()
{
    const auto cells = static_cast<std::size_t>(cellCount());
    std::vector<std::uint8_t> reached(cells, 0); // bit per side
    std::vector<int> queue;                      // cell * 4 + side
    queue.reserve(m_floorCells.size() * directionCount);
    auto reach = [&](int cell, int side) {
        auto &bits = reached[static_cast<std::size_t>(cell)];
        if (!(bits & (1u << side))) {
            bits = static_cast<std::uint8_t>(bits | (1u << side));
            queue.push_back(cell * directionCount + side);
        }
    };
    for (const int g : m_goals) {
        for (int s = 0; s < directionCount; ++s) {
            if (isFloor(g + offset(s))) {
                reach(g, s);
            }
        }
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int boxAfter = queue[head] / directionCount;
        const int s = queue[head] % directionCount;
        // The box came from where the player stands, pushed by a player one further.
        const int box = boxAfter + offset(s);
        if (!isFloor(box + offset(s))) {
            continue;
        }
        const int part = sideComponent(box, s);
        for (int k = 0; k < directionCount; ++k) {
            if (sideComponent(box, k) == part) {
                reach(box, k);
            }
        }
    }
    m_dead.assign(cells, 0);
    for (const int c : m_floorCells) {
        m_dead[static_cast<std::size_t>(c)] =
            (reached[static_cast<std::size_t>(c)] == 0 && !isGoal(c)) ? 1 : 0;
    }
}

std::size_t Board::memoryBytes() const
{
    return m_floor.capacity() + m_goal.capacity() + m_dead.capacity() +
           (m_goals.capacity() + m_floorCells.capacity() + m_floorIndex.capacity()) * sizeof(int) +
           m_sideComponent.capacity() * sizeof(m_sideComponent[0]);
}

int areaTopAfterMove(const Board &board, const std::vector<std::uint8_t> &boxAt,
                     const std::vector<std::uint32_t> &marks, std::uint32_t stamp, int oldTop,
                     int vacated, int filled)
{
    const auto reached = [&](int c) { return marks[static_cast<std::size_t>(c)] == stamp; };
    const auto free = [&](int c) {
        return board.isFloor(c) && !boxAt[static_cast<std::size_t>(c)];
    };
    if (filled == oldTop) {
        return -1; // the next-smallest cell of the area is unknown
    }
    // The vacated cell joins the area when a free neighbour of it is in the area (after a push,
    // the one the player came from). Joining, it must bring no free cell the area lacked; not
    // joining, it stays apart with whatever it touches.
    bool vacatedJoins = false;
    bool vacatedTouchesOutside = false;
    for (int d = 0; d < directionCount; ++d) {
        const int n = vacated + board.offset(d);
        if (n != filled && free(n)) {
            (reached(n) ? vacatedJoins : vacatedTouchesOutside) = true;
        }
    }
    if (vacatedJoins && vacatedTouchesOutside) {
        return -1;
    }
    if (reached(filled)) {
        // The 8 cells around `filled`, in ring order from up; edges at even places. Its free
        // edge neighbours in the area must hang together around it: free edges, less the links
        // between consecutive free edges through a free corner, counts the groups. A vacated
        // cell the area does not reach (a pull into a dead end) is not one of them.
        const auto open = [&](int c) { return c == vacated ? vacatedJoins : free(c); };
        const int w = board.width();
        const int ring[8] = {filled - w, filled - w + 1, filled + 1, filled + w + 1,
                             filled + w, filled + w - 1, filled - 1, filled - w - 1};
        int freeEdges = 0;
        int links = 0;
        for (int k = 0; k < 8; k += 2) {
            if (!open(ring[k])) {
                continue;
            }
            ++freeEdges;
            if (open(ring[k + 1]) && open(ring[(k + 2) % 8])) {
                ++links;
            }
        }
        const int groups = freeEdges == links ? (freeEdges > 0 ? 1 : 0) : freeEdges - links;
        if (groups > 1) {
            return -1;
        }
    }
    return vacatedJoins ? std::min(oldTop, vacated) : oldTop;
}

ZobristKeys::ZobristKeys(std::size_t cells, std::uint64_t seed) : box(cells), player(cells)
{
    auto splitMix = [&seed] {
        std::uint64_t z = (seed += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    };
    for (std::size_t c = 0; c < cells; ++c) {
        box[c] = splitMix();
        player[c] = splitMix();
    }
}

} // namespace tessera::sokoban::solver
