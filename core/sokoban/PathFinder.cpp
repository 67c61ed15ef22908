// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PathFinder.h"

#include "Game.h"

#include <algorithm>
#include <cstddef>

namespace tessera::sokoban {

namespace {

// Directions as 0..3 in tessera::allDirections order (Left, Up, Right, Down).
constexpr int reverse(int d)
{
    return (d + 2) % 4;
}

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

// Breadth-first walks over a padded grid, reusable without clearing (a stamp per search).
class Walker
{
public:
    explicit Walker(std::size_t cells) : m_seen(cells, 0), m_dist(cells, 0), m_via(cells, 0)
    {
        m_queue.reserve(cells);
    }

    // Walks from `start` over `passable` cells (`blocked` excepted) until every one of the
    // `count` targets is reached, or everything reachable when count is 0.
    // dist[i] is the walking distance to targets[i], or -1 when it cannot be reached.
    void search(const std::vector<std::uint8_t> &passable, const std::array<int, 4> &step,
                int start, int blocked, const int *targets, int *dist, int count)
    {
        if (++m_stamp == 0) { // wrapped after 4 billion searches: clear once
            std::fill(m_seen.begin(), m_seen.end(), 0);
            m_stamp = 1;
        }
        int remaining = count;
        for (int i = 0; i < count; ++i) {
            dist[i] = -1;
        }
        m_queue.clear();
        m_seen[at(start)] = m_stamp;
        m_dist[at(start)] = 0;
        m_queue.push_back(start);
        for (std::size_t head = 0; head < m_queue.size(); ++head) {
            const int c = m_queue[head];
            for (int i = 0; i < count; ++i) {
                if (dist[i] < 0 && targets[i] == c) {
                    dist[i] = m_dist[at(c)];
                    --remaining;
                }
            }
            if (count > 0 && remaining == 0) {
                return;
            }
            for (int d = 0; d < 4; ++d) {
                const int n = c + step[at(d)];
                if (!passable[at(n)] || n == blocked || m_seen[at(n)] == m_stamp) {
                    continue;
                }
                m_seen[at(n)] = m_stamp;
                m_dist[at(n)] = m_dist[at(c)] + 1;
                m_via[at(n)] = static_cast<std::uint8_t>(d);
                m_queue.push_back(n);
            }
        }
    }

    bool reached(int cell) const { return m_seen[at(cell)] == m_stamp; }

    // After a search that reached `target`: the walk from its start there.
    void appendPath(int start, int target, const std::array<int, 4> &step,
                    std::vector<Direction> &out) const
    {
        const std::size_t first = out.size();
        for (int c = target; c != start;) {
            const int d = m_via[at(c)];
            out.push_back(allDirections[at(d)]);
            c -= step[at(d)];
        }
        std::reverse(out.begin() + static_cast<std::ptrdiff_t>(first), out.end());
    }

private:
    std::vector<std::uint32_t> m_seen;
    std::vector<int> m_dist;
    std::vector<std::uint8_t> m_via;
    std::vector<int> m_queue;
    std::uint32_t m_stamp = 0;
};

// Biconnected components of the graph of passable cells (Tarjan, iterative: a 128x128 board
// would overflow the stack in recursion). Result: for the edge leaving cell c in direction d,
// block[c * 4 + d] is its component, -1 where there is no edge.
// For two neighbours a and b of a cell c, the player can walk from a to b without passing c
// exactly when the edges c-a and c-b lie in the same component: then a cycle holds both.
std::vector<int> edgeBlocks(const std::vector<std::uint8_t> &passable,
                            const std::array<int, 4> &step)
{
    const std::size_t n = passable.size();
    std::vector<int> block(n * 4, -1);
    std::vector<int> disc(n, -1);
    std::vector<int> low(n, 0);
    struct Frame
    {
        int v;
        int parentDir; // direction of the tree edge that reached v, -1 for a root
        int next;      // next direction to look at
    };
    std::vector<Frame> frames;
    std::vector<int> edges; // edge = cell * 4 + direction
    int time = 0;
    int blocks = 0;
    for (int root = 0; root < static_cast<int>(n); ++root) {
        if (!passable[at(root)] || disc[at(root)] >= 0) {
            continue;
        }
        disc[at(root)] = low[at(root)] = time++;
        frames.push_back({root, -1, 0});
        while (!frames.empty()) {
            Frame &f = frames.back();
            if (f.next < 4) {
                const int dir = f.next++;
                const int v = f.v;
                const int w = v + step[at(dir)];
                if (!passable[at(w)] || (f.parentDir >= 0 && dir == reverse(f.parentDir))) {
                    continue;
                }
                if (disc[at(w)] < 0) {
                    edges.push_back(v * 4 + dir);
                    disc[at(w)] = low[at(w)] = time++;
                    frames.push_back({w, dir, 0}); // f is not used after this
                } else if (disc[at(w)] < disc[at(v)]) {
                    edges.push_back(v * 4 + dir); // back edge to an ancestor
                    low[at(v)] = std::min(low[at(v)], disc[at(w)]);
                }
                continue;
            }
            const Frame done = f;
            frames.pop_back();
            if (frames.empty()) {
                break;
            }
            const int u = frames.back().v;
            low[at(u)] = std::min(low[at(u)], low[at(done.v)]);
            if (low[at(done.v)] >= disc[at(u)]) {
                // u separates done.v's subtree: its edges since the tree edge form one block.
                const int tree = u * 4 + done.parentDir;
                int e = -1;
                do {
                    e = edges.back();
                    edges.pop_back();
                    const int x = e / 4;
                    const int d = e % 4;
                    block[at(e)] = blocks;
                    block[at((x + step[at(d)]) * 4 + reverse(d))] = blocks;
                } while (e != tree);
                ++blocks;
            }
        }
    }
    return block;
}

// The walk round a box on cell c from its side `from` to its side `to` (directions from c),
// when it is one of the shortest possible: 2 steps past a free diagonal cell for a quarter
// turn, 4 steps along a free column beside the box for the opposite side. -1 otherwise (then
// only a search can tell). Nothing shorter exists: the cells on the grid are two-coloured, and
// every other walk of that length passes through c.
int shortWalkRound(const std::vector<std::uint8_t> &passable, const std::array<int, 4> &step, int c,
                   int from, int to)
{
    const auto free = [&](int cell) { return passable[at(cell)] != 0; };
    if (to == from) {
        return 0;
    }
    if (to != reverse(from)) {
        return free(c + step[at(from)] + step[at(to)]) ? 2 : -1;
    }
    for (const int side : {(from + 1) % 4, (from + 3) % 4}) {
        const int beside = c + step[at(side)];
        if (free(beside + step[at(from)]) && free(beside) && free(beside + step[at(to)])) {
            return 4;
        }
    }
    return -1;
}

} // namespace

// The state of the box search: the box on cell c having just been pushed in direction d
// (the player stands on c - step[d]) is state c * 4 + d.
struct PathFinder::BoxSearch
{
    std::vector<std::uint8_t> passable; // floor without the other boxes
    std::vector<int> edgeBlock;
    std::vector<int> layer;  // pushes needed to reach a state, -1 not reached
    std::vector<int> moves;  // fewest moves with that many pushes
    std::vector<int> parent; // state before, -1 for the first push
    int found = -1;          // the best state with the box on the target
};

PathFinder::PathFinder(const Game &game)
    : m_width(game.width()), m_height(game.height()), m_paddedWidth(game.width() + 2)
{
    for (int i = 0; i < 4; ++i) {
        const Direction d = allDirections[at(i)];
        m_step[at(i)] = dx(d) + dy(d) * m_paddedWidth;
    }
    const std::size_t cells = static_cast<std::size_t>(m_paddedWidth) * (m_height + 2);
    m_floor.assign(cells, 0);
    m_box.assign(cells, 0);
    for (int cell = 0; cell < m_width * m_height; ++cell) {
        m_floor[at(padded(cell))] = game.isFloor(cell) ? 1 : 0;
        m_box[at(padded(cell))] = game.hasBox(cell) ? 1 : 0;
    }
    m_player = padded(game.playerPosition());
}

int PathFinder::padded(int cell) const
{
    return (cell / m_width + 1) * m_paddedWidth + cell % m_width + 1;
}

int PathFinder::unpadded(int p) const
{
    return (p / m_paddedWidth - 1) * m_width + p % m_paddedWidth - 1;
}

std::vector<bool> PathFinder::reachableCells() const
{
    std::vector<std::uint8_t> passable(m_floor.size());
    for (std::size_t i = 0; i < passable.size(); ++i) {
        passable[i] = m_floor[i] && !m_box[i];
    }
    Walker walker(m_floor.size());
    walker.search(passable, m_step, m_player, -1, nullptr, nullptr, 0);
    std::vector<bool> result(at(m_width * m_height), false);
    for (int cell = 0; cell < m_width * m_height; ++cell) {
        result[at(cell)] = walker.reached(padded(cell));
    }
    return result;
}

std::optional<std::vector<Direction>> PathFinder::walkTo(int target) const
{
    if (!isBoardCell(target)) {
        return std::nullopt;
    }
    const int goal = padded(target);
    if (!m_floor[at(goal)] || m_box[at(goal)]) {
        return std::nullopt;
    }
    std::vector<Direction> path;
    if (goal == m_player) {
        return path;
    }
    std::vector<std::uint8_t> passable(m_floor.size());
    for (std::size_t i = 0; i < passable.size(); ++i) {
        passable[i] = m_floor[i] && !m_box[i];
    }
    Walker walker(m_floor.size());
    int dist = -1;
    walker.search(passable, m_step, m_player, -1, &goal, &dist, 1);
    if (dist < 0) {
        return std::nullopt;
    }
    walker.appendPath(m_player, goal, m_step, path);
    return path;
}

void PathFinder::searchBox(BoxSearch &search, int origin, int target) const
{
    const bool needMoves = target >= 0; // a path is wanted, not only where the box can go
    const std::size_t cells = m_floor.size();
    search.passable.resize(cells);
    for (std::size_t i = 0; i < cells; ++i) {
        search.passable[i] = m_floor[i] && !m_box[i];
    }
    search.passable[at(origin)] = 1; // the selected box moves: its cell is floor to the others
    search.edgeBlock = edgeBlocks(search.passable, m_step);
    search.layer.assign(cells * 4, -1);
    if (needMoves) {
        search.moves.assign(cells * 4, 0);
        search.parent.assign(cells * 4, -1);
    }
    search.found = -1;
    const std::vector<std::uint8_t> &passable = search.passable;
    Walker walker(cells);

    // The first pushes: the player walks to a side of the box where it stands.
    std::vector<int> current;
    std::vector<int> next;
    {
        int sides[4];
        int dirs[4];
        int dist[4];
        int count = 0;
        for (int e = 0; e < 4; ++e) {
            const int side = origin - m_step[at(e)];
            if (passable[at(side)] && passable[at(origin + m_step[at(e)])]) {
                sides[count] = side;
                dirs[count] = e;
                ++count;
            }
        }
        if (count > 0) {
            walker.search(passable, m_step, m_player, origin, sides, dist, count);
        }
        for (int k = 0; k < count; ++k) {
            if (dist[k] >= 0) {
                const int t = (origin + m_step[at(dirs[k])]) * 4 + dirs[k];
                search.layer[at(t)] = 1;
                if (needMoves) {
                    search.moves[at(t)] = dist[k] + 1;
                }
                current.push_back(t);
            }
        }
    }

    for (int pushes = 1; !current.empty(); ++pushes) {
        if (target >= 0) {
            // Every state of this layer is final: take the fewest moves onto the target.
            for (const int s : current) {
                if (s / 4 == target &&
                    (search.found < 0 || search.moves[at(s)] < search.moves[at(search.found)])) {
                    search.found = s;
                }
            }
            if (search.found >= 0) {
                return;
            }
        }
        next.clear();
        for (const int s : current) {
            const int c = s / 4;
            const int d = s % 4;
            const int player = c - m_step[at(d)];
            int dist[4] = {-1, -1, -1, -1};
            int sides[4];
            int dirs[4];
            int walks[4];
            int count = 0;
            for (int e = 0; e < 4; ++e) {
                const int side = c - m_step[at(e)];
                const int beyond = c + m_step[at(e)];
                if (!passable[at(side)] || !passable[at(beyond)]) {
                    continue;
                }
                const int t = beyond * 4 + e;
                if (search.layer[at(t)] >= 0 && search.layer[at(t)] <= pushes) {
                    continue; // reached with fewer pushes already
                }
                const std::vector<int> &blockOf = search.edgeBlock;
                if (e == d) {
                    dist[e] = 0; // pushing on in the same direction
                } else if (blockOf[at(c * 4 + reverse(d))] >= 0 &&
                           blockOf[at(c * 4 + reverse(d))] == blockOf[at(c * 4 + reverse(e))]) {
                    if (!needMoves) {
                        dist[e] = 0;
                    } else if ((dist[e] = shortWalkRound(passable, m_step, c, reverse(d),
                                                         reverse(e))) < 0) {
                        sides[count] = side; // reachable, but far: measure the walk
                        dirs[count] = e;
                        ++count;
                    }
                }
            }
            if (count > 0) {
                walker.search(passable, m_step, player, c, sides, walks, count);
                for (int k = 0; k < count; ++k) {
                    dist[dirs[k]] = walks[k];
                }
            }
            for (int e = 0; e < 4; ++e) {
                if (dist[e] < 0) {
                    continue;
                }
                const int t = (c + m_step[at(e)]) * 4 + e;
                const bool first = search.layer[at(t)] < 0;
                if (first) {
                    search.layer[at(t)] = pushes + 1;
                    next.push_back(t);
                }
                if (needMoves) {
                    const int m = search.moves[at(s)] + dist[e] + 1;
                    if (first || m < search.moves[at(t)]) {
                        search.moves[at(t)] = m;
                        search.parent[at(t)] = s;
                    }
                }
            }
        }
        current.swap(next);
    }
}

std::optional<std::vector<Direction>> PathFinder::pushBoxTo(int boxCell, int target) const
{
    if (!isBoardCell(boxCell) || !isBoardCell(target)) {
        return std::nullopt;
    }
    const int origin = padded(boxCell);
    const int goal = padded(target);
    if (!m_box[at(origin)] || !m_floor[at(goal)]) {
        return std::nullopt;
    }
    std::vector<Direction> path;
    if (goal == origin) {
        return path;
    }
    if (m_box[at(goal)]) {
        return std::nullopt;
    }
    BoxSearch search;
    searchBox(search, origin, goal);
    if (search.found < 0) {
        return std::nullopt;
    }

    std::vector<int> chain;
    for (int s = search.found; s >= 0; s = search.parent[at(s)]) {
        chain.push_back(s);
    }
    std::reverse(chain.begin(), chain.end());

    // Replay the chain, filling in the walks between pushes.
    Walker walker(m_floor.size());
    path.reserve(at(search.moves[at(search.found)]));
    int player = m_player;
    int box = origin;
    for (const int s : chain) {
        const int e = s % 4;
        const int pushFrom = box - m_step[at(e)];
        int dist = -1;
        walker.search(search.passable, m_step, player, box, &pushFrom, &dist, 1);
        if (dist < 0) {
            return std::nullopt; // cannot happen: the search measured this walk
        }
        walker.appendPath(player, pushFrom, m_step, path);
        path.push_back(allDirections[at(e)]);
        player = box;
        box = s / 4;
    }
    return path;
}

std::vector<bool> PathFinder::boxDestinations(int boxCell) const
{
    std::vector<bool> result(at(m_width * m_height), false);
    if (!isBoardCell(boxCell) || !m_box[at(padded(boxCell))]) {
        return result;
    }
    const int origin = padded(boxCell);
    BoxSearch search;
    searchBox(search, origin, -1);
    for (std::size_t s = 0; s < search.layer.size(); ++s) {
        const int c = static_cast<int>(s / 4);
        if (search.layer[s] >= 0 && c != origin) {
            result[at(unpadded(c))] = true;
        }
    }
    return result;
}

} // namespace tessera::sokoban
