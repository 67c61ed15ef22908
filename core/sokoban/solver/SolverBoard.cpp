// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SolverBoard.h"

#include <algorithm>
#include <array>
#include <cstring>

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
    if (!m_floorCells.empty()) {
        m_firstFloorRow = m_floorCells.front() / m_width;
        m_lastFloorRow = m_floorCells.back() / m_width;
    }
    if (m_width <= 64) {
        m_floorRows.assign(static_cast<std::size_t>(m_height), 0);
        for (const int c : m_floorCells) {
            m_floorRows[static_cast<std::size_t>(c / m_width)] |= std::uint64_t{1} << (c % m_width);
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
           m_sideComponent.capacity() * sizeof(m_sideComponent[0]) +
           m_floorRows.capacity() * sizeof(std::uint64_t);
}

namespace {

// Bit x set when row[x] is nonzero, for x < width (at most 64): eight bytes at a time.
[[nodiscard]] std::uint64_t nonzeroBits(const std::uint8_t *row, int width)
{
    // Each byte's top bit set when the byte is nonzero (no carry crosses a byte), moved to the
    // byte's bottom bit, then the eight gathered into the top byte by one multiply (byte i's
    // bit lands on bit 56 + i; no two products share a bit). Little-endian.
    const auto eightBits = [row](int x) {
        constexpr std::uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;
        constexpr std::uint64_t high = 0x8080808080808080ULL;
        std::uint64_t bytes = 0;
        std::memcpy(&bytes, row + x, sizeof bytes);
        const std::uint64_t ones = ((((bytes & low7) + low7) | bytes) & high) >> 7;
        return (ones * 0x0102040810204080ULL) >> 56;
    };
    if (width < 8) {
        std::uint64_t bits = 0;
        for (int x = 0; x < width; ++x) {
            bits |= std::uint64_t{row[x] != 0} << x;
        }
        return bits;
    }
    std::uint64_t bits = 0;
    int x = 0;
    for (; x + 8 <= width; x += 8) {
        bits |= eightBits(x) << x;
    }
    if (x < width) { // the last eight bytes of the row, overlapping the ones read
        bits |= eightBits(width - 8) << (width - 8);
    }
    return bits;
}

// The cells of `within` joined to `seeds` (a subset) along the row. Upwards by a carry: adding
// a seed to its run clears the run from the seed up, whatever other seeds it holds, and the
// carry stops on the cell past the run (a board's last column is padding, so a run of floor
// never reaches bit 63). Downwards by an occluded fill in doubling steps (Kogge-Stone).
[[nodiscard]] std::uint64_t fillRow(std::uint64_t seeds, std::uint64_t within)
{
    const std::uint64_t up = (((within + seeds) ^ within) & within) | seeds;
    std::uint64_t down = seeds;
    std::uint64_t open = within;
    for (int step = 1; step < 64; step *= 2) {
        down |= open & (down >> step);
        open &= open >> step;
    }
    return up | down;
}

} // namespace

// The area as a bit row per board row: each row filled along itself, then rows joined to the
// rows above and below, sweeping down and up until nothing changes. A breadth-first flood
// looked at every cell's four neighbours, and was a quarter of a solve's time.
int floodPlayerAreaByRows(const Board &board, const std::vector<std::uint8_t> &boxAt, int from,
                          std::vector<std::uint32_t> &marks, std::uint32_t stamp)
{
    static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "nonzeroBits() reads bytes in order");
    const int width = board.width();
    // Rows from the first with floor to the last, and `from`'s. Not zeroed whole: a flood is a
    // few hundred instructions, and clearing two 1 KiB arrays was a tenth of them.
    const auto fromRow = static_cast<std::size_t>(from / width);
    const std::size_t first = std::min(static_cast<std::size_t>(board.firstFloorRow()), fromRow);
    const std::size_t last = std::max(static_cast<std::size_t>(board.lastFloorRow()), fromRow);
    std::array<std::uint64_t, Level::maxSize + 2> open;
    std::array<std::uint64_t, Level::maxSize + 2> area;
    const std::vector<std::uint64_t> &floor = board.floorRows();
    for (std::size_t y = first; y <= last; ++y) {
        open[y] = floor[y] & ~nonzeroBits(&boxAt[y * static_cast<std::size_t>(width)], width);
        area[y] = 0;
    }
    // `from` belongs to the area even on a box or a wall, as in the breadth-first flood.
    const std::uint64_t fromBit = std::uint64_t{1} << (from % width);
    area[fromRow] = fillRow(fromBit, open[fromRow] | fromBit);
    const auto grow = [&](std::size_t y, std::uint64_t neighbours) {
        const std::uint64_t joined = neighbours & open[y] & ~area[y];
        if (joined == 0) {
            return false;
        }
        area[y] = fillRow(area[y] | joined, open[y] | area[y]);
        return true;
    };
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t y = first + 1; y <= last; ++y) {
            changed |= grow(y, area[y - 1]);
        }
        for (std::size_t y = last; y-- > first;) {
            changed |= grow(y, area[y + 1]);
        }
    }
    int top = -1;
    for (std::size_t y = first; y <= last; ++y) {
        for (std::uint64_t bits = area[y]; bits != 0; bits &= bits - 1) {
            const int cell = static_cast<int>(y) * width + __builtin_ctzll(bits);
            marks[static_cast<std::size_t>(cell)] = stamp;
            if (top < 0) {
                top = cell;
            }
        }
    }
    return top;
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
