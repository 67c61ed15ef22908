// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "VicinitySearch.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <random>

namespace tessera::sokoban::solver {

namespace {

constexpr std::uint16_t noDistance = 0xffff; // in m_lower: a dead square
// The nearest cells kept for each box cell: as many as the widest vicinity tries.
constexpr int nearestKept = 40;

} // namespace

VicinitySearch::VicinitySearch(const Board &board, const OptimiserLimits &limits,
                               std::uint64_t &positions)
    : m_board(board), m_limits(limits), m_positions(positions)
{
    const auto cells = static_cast<std::size_t>(board.cellCount());
    // Zobrist keys, the same every run: the answer does not depend on chance.
    std::mt19937_64 random(0x0b715e5eedull);
    m_zobristBox.resize(cells);
    m_zobristPlayer.resize(cells);
    std::generate(m_zobristBox.begin(), m_zobristBox.end(), std::ref(random));
    std::generate(m_zobristPlayer.begin(), m_zobristPlayer.end(), std::ref(random));
    // Walks from all goals at once: cheaper than the solver's push distances, which a quickly
    // solved big level would spend more time on than its search.
    m_lower.assign(cells, noDistance);
    m_queue = board.goals();
    for (const int g : m_queue) {
        m_lower[static_cast<std::size_t>(g)] = 0;
    }
    for (std::size_t head = 0; head < m_queue.size(); ++head) {
        const int c = m_queue[head];
        for (int d = 0; d < directionCount; ++d) {
            const int n = c + board.offset(d);
            const auto ni = static_cast<std::size_t>(n);
            if (board.isFloor(n) && m_lower[ni] == noDistance) {
                m_lower[ni] = static_cast<std::uint16_t>(m_lower[static_cast<std::size_t>(c)] + 1);
                m_queue.push_back(n);
            }
        }
    }
    for (const int c : board.floorCells()) {
        if (board.isDeadSquare(c)) {
            m_lower[static_cast<std::size_t>(c)] = noDistance;
        }
    }
    m_nearest.resize(cells);
    m_nearestDone.assign(cells, 0);
    m_boxAt.assign(cells, 0);
    m_seen.assign(cells, 0);
    m_dist.assign(cells, 0);
}

bool VicinitySearch::stopped()
{
    if (m_stopped) {
        return true;
    }
    // The budget in work, looked at every time: where it stops must not depend on the clock.
    if (m_positions + m_configurations / configurationsPerPosition >= m_limits.maxPositions) {
        m_stopped = true;
        return true;
    }
    if ((m_polls++ & 63) != 0) {
        return false;
    }
    m_stopped = (m_limits.cancel && m_limits.cancel->load(std::memory_order_relaxed)) ||
                (m_limits.deadline && std::chrono::steady_clock::now() >= *m_limits.deadline);
    if (m_limits.progress && !m_stopped) {
        m_limits.progress(m_positions);
    }
    return m_stopped;
}

// The live floor cells nearest to `cell` (walking over floor, boxes aside), nearest first.
const std::vector<int> &VicinitySearch::nearest(int cell)
{
    const auto ci = static_cast<std::size_t>(cell);
    if (m_nearestDone[ci]) {
        return m_nearest[ci];
    }
    m_nearestDone[ci] = 1;
    std::vector<int> &near = m_nearest[ci];
    walk(
        cell, [this](int c) { return m_board.isFloor(c); },
        [&](int c) {
            if (c != cell && m_lower[static_cast<std::size_t>(c)] != noDistance) {
                near.push_back(c);
            }
            return near.size() < static_cast<std::size_t>(nearestKept);
        });
    return near;
}

void VicinitySearch::walkDistances(int from)
{
    walk(
        from, [this](int c) { return m_board.isFloor(c) && !m_boxAt[static_cast<std::size_t>(c)]; },
        [](int) { return true; });
}

std::uint64_t VicinitySearch::hashOf(const std::vector<int> &boxes) const
{
    std::uint64_t hash = 0;
    for (const int b : boxes) {
        hash ^= m_zobristBox[static_cast<std::size_t>(b)];
    }
    return hash;
}

std::optional<std::pair<std::uint32_t, std::uint32_t>>
VicinitySearch::measure(int player, const std::vector<int> &boxes,
                        const std::vector<BoxMove> &pushes)
{
    for (const int b : boxes) {
        m_boxAt[static_cast<std::size_t>(b)] = 1;
    }
    std::uint32_t moves = 0;
    bool plays = true;
    for (const BoxMove &push : pushes) {
        if (stopped()) {
            plays = false;
            break;
        }
        const int to = push.from + m_board.offset(push.direction);
        walkDistances(player);
        const int behind = push.from - m_board.offset(push.direction);
        if (!m_boxAt[static_cast<std::size_t>(push.from)] || !reached(behind) ||
            !m_board.isFloor(to) || m_boxAt[static_cast<std::size_t>(to)]) {
            plays = false;
            break;
        }
        moves += m_dist[static_cast<std::size_t>(behind)] + 1;
        m_boxAt[static_cast<std::size_t>(push.from)] = 0;
        m_boxAt[static_cast<std::size_t>(to)] = 1;
        player = push.from;
    }
    std::fill(m_boxAt.begin(), m_boxAt.end(), 0);
    if (!plays) {
        return std::nullopt;
    }
    return std::make_pair(static_cast<std::uint32_t>(pushes.size()), moves);
}

// Adds the configurations with up to `left` more of the boxes from position[first] on moved
// (m_boxAt marks the cells taken).
bool VicinitySearch::addVicinity(const std::vector<int> &position, std::size_t first, int left,
                                 std::uint64_t hash, int cells)
{
    if (stopped() || !m_allowed.insert(hash, m_limits.memoryBytes / 2)) {
        return false;
    }
    ++m_configurations;
    if (left == 0) {
        return true;
    }
    for (std::size_t i = first; i < position.size(); ++i) {
        const int box = position[i];
        const auto bi = static_cast<std::size_t>(box);
        m_boxAt[bi] = 0;
        const std::vector<int> &near = nearest(box);
        const std::size_t count = std::min(near.size(), static_cast<std::size_t>(cells));
        for (std::size_t j = 0; j < count; ++j) {
            const auto ci = static_cast<std::size_t>(near[j]);
            if (m_boxAt[ci]) {
                continue;
            }
            m_boxAt[ci] = 1;
            const bool ok = addVicinity(position, i + 1, left - 1,
                                        hash ^ m_zobristBox[bi] ^ m_zobristBox[ci], cells);
            m_boxAt[ci] = 0;
            if (!ok) {
                m_boxAt[bi] = 1;
                return false;
            }
        }
        m_boxAt[bi] = 1;
    }
    return true;
}

bool VicinitySearch::growIndex()
{
    const std::size_t size = std::max<std::size_t>(1024, m_index.size() * 2);
    if (m_allowed.memoryBytes() + bfsBytes() + size * sizeof(std::uint32_t) >
        m_limits.memoryBytes) {
        return false;
    }
    std::vector<std::uint32_t> index(size, 0);
    const std::size_t mask = size - 1;
    for (std::uint32_t id = 0; id < m_nodes.size(); ++id) {
        std::size_t i = m_nodes[id].hash & mask;
        while (index[i]) {
            i = (i + 1) & mask;
        }
        index[i] = id + 1;
    }
    m_index.swap(index);
    return true;
}

// The node of (hash, boxes), added when new (its fields left for the caller); noParent when
// memory is out.
std::uint32_t VicinitySearch::findOrAdd(std::uint64_t hash, const std::vector<std::uint16_t> &boxes,
                                        bool &added)
{
    added = false;
    if ((m_nodes.size() + 1) * 2 > m_index.size() && !growIndex()) {
        return Node::noParent;
    }
    const std::size_t mask = m_index.size() - 1;
    std::size_t i = hash & mask;
    for (; m_index[i]; i = (i + 1) & mask) {
        const std::uint32_t id = m_index[i] - 1;
        if (m_nodes[id].hash == hash &&
            std::equal(boxes.begin(), boxes.end(), m_boxes.begin() + id * m_boxCount)) {
            return id;
        }
    }
    const auto extra = [](std::size_t capacity, std::size_t want) {
        return want > capacity ? std::max(want, capacity * 2) - capacity : 0;
    };
    if (m_allowed.memoryBytes() + bfsBytes() +
            extra(m_nodes.capacity(), m_nodes.size() + 1) * sizeof(Node) +
            extra(m_boxes.capacity(), m_boxes.size() + m_boxCount) * sizeof(std::uint16_t) >
        m_limits.memoryBytes) {
        return Node::noParent;
    }
    const auto id = static_cast<std::uint32_t>(m_nodes.size());
    m_nodes.emplace_back();
    m_nodes.back().hash = hash;
    m_boxes.insert(m_boxes.end(), boxes.begin(), boxes.end());
    m_index[i] = id + 1;
    added = true;
    return id;
}

VicinitySearch::Outcome VicinitySearch::round(int player, const std::vector<int> &boxes,
                                              const std::vector<BoxMove> &pushes,
                                              std::pair<std::uint32_t, std::uint32_t> length,
                                              Vicinity vicinity)
{
    // The solution's positions, and their vicinity, if it fits.
    m_boxCount = boxes.size();
    // Every position of the solution is kept: on a giant level that alone may not fit.
    if (static_cast<double>(pushes.size() + 1) * static_cast<double>(m_boxCount) * sizeof(int) >
        static_cast<double>(m_limits.memoryBytes) / 4) {
        return Outcome::Stopped;
    }
    std::vector<std::vector<int>> path{boxes};
    for (const BoxMove &push : pushes) {
        std::vector<int> next = path.back();
        std::replace(next.begin(), next.end(), push.from,
                     push.from + m_board.offset(push.direction));
        path.push_back(std::move(next));
    }
    double estimate = 0;
    double choose = 1;
    for (int k = 0; k <= vicinity.boxes && k <= static_cast<int>(m_boxCount); ++k) {
        double power = 1;
        for (int j = 0; j < k; ++j) {
            power *= vicinity.cells;
        }
        estimate += choose * power;
        choose = choose * static_cast<double>(m_boxCount - static_cast<std::size_t>(k)) / (k + 1);
    }
    estimate *= static_cast<double>(path.size());
    // Two slots of the set per configuration, at most (neighbouring positions share most).
    if (estimate * 2 * sizeof(std::uint64_t) > static_cast<double>(m_limits.memoryBytes)) {
        return Outcome::TooBig;
    }
    m_allowed.clear();
    for (const std::vector<int> &position : path) {
        for (const int b : position) {
            m_boxAt[static_cast<std::size_t>(b)] = 1;
        }
        const bool ok = addVicinity(position, 0, vicinity.boxes, hashOf(position), vicinity.cells);
        for (const int b : position) {
            m_boxAt[static_cast<std::size_t>(b)] = 0;
        }
        if (!ok) {
            return Outcome::Stopped; // the memory is full: a wider one will not fit either
        }
    }

    // Breadth-first over pushes, layer by layer; within a layer each position keeps its fewest
    // moves. A position is (boxes, the player's cell): the moves depend on where it stands.
    m_nodes.clear();
    m_boxes.clear();
    m_index.clear();
    std::vector<std::uint16_t> child(boxes.begin(), boxes.end());
    std::sort(child.begin(), child.end());
    bool added = false;
    const std::uint64_t startHash =
        hashOf(boxes) ^ m_zobristPlayer[static_cast<std::size_t>(player)];
    if (findOrAdd(startHash, child, added) == Node::noParent) {
        return Outcome::Stopped;
    }
    m_nodes[0].player = static_cast<std::uint16_t>(player);
    m_nodes[0].parent = Node::noParent;
    const std::uint32_t bestPushes = length.first;
    const std::uint32_t bestMoves = length.second;
    std::uint32_t goal = Node::noParent;
    std::uint32_t goalPushes = 0;
    std::vector<std::uint32_t> solvedIds;
    std::size_t layerBegin = 0;
    std::size_t layerEnd = 1;
    // By moves a solution with more pushes may be shorter: every layer up to the moves, each
    // push at least one.
    const bool byMoves = m_limits.metric == OptimiseMetric::Moves;
    const std::uint32_t layers = byMoves ? bestMoves : bestPushes;
    for (std::uint32_t layer = 0; layerBegin < layerEnd && layer < layers; ++layer) {
        for (std::size_t id = layerBegin; id < layerEnd; ++id) {
            if (stopped()) {
                return Outcome::Stopped;
            }
            ++m_positions;
            const Node node = m_nodes[id];
            const std::uint16_t *at = &m_boxes[id * m_boxCount];
            std::uint64_t boxHash = node.hash ^ m_zobristPlayer[node.player];
            std::uint32_t lower = 0;
            std::size_t onGoals = 0;
            for (std::size_t i = 0; i < m_boxCount; ++i) {
                m_boxAt[at[i]] = 1;
                lower += m_lower[at[i]];
                onGoals += m_board.isGoal(at[i]) ? 1 : 0;
            }
            walkDistances(node.player);
            for (std::size_t i = 0; i < m_boxCount; ++i) {
                const int box = at[i];
                for (int d = 0; d < directionCount; ++d) {
                    const int behind = box - m_board.offset(d);
                    const int to = box + m_board.offset(d);
                    const auto ti = static_cast<std::size_t>(to);
                    if (!reached(behind) || !m_board.isFloor(to) || m_boxAt[ti] ||
                        m_lower[ti] == noDistance) {
                        continue;
                    }
                    const std::uint32_t pushesAfter = layer + 1;
                    const std::uint32_t h =
                        lower - m_lower[static_cast<std::size_t>(box)] + m_lower[ti];
                    const std::uint32_t moves =
                        node.moves + m_dist[static_cast<std::size_t>(behind)] + 1;
                    // Every push is a move too: h bounds the moves left as well.
                    if (!isShorter({pushesAfter + h, moves + h}, {bestPushes, bestMoves},
                                   m_limits.metric)) {
                        continue; // cannot beat the best known
                    }
                    const std::uint64_t childBoxes =
                        boxHash ^ m_zobristBox[static_cast<std::size_t>(box)] ^ m_zobristBox[ti];
                    const bool solved =
                        onGoals - (m_board.isGoal(box) ? 1 : 0) + (m_board.isGoal(to) ? 1 : 0) ==
                        m_boxCount;
                    if (!solved && !m_allowed.contains(childBoxes)) {
                        continue;
                    }
                    child.assign(at, at + m_boxCount);
                    child[i] = static_cast<std::uint16_t>(to);
                    std::sort(child.begin(), child.end());
                    const std::uint32_t cid = findOrAdd(
                        childBoxes ^ m_zobristPlayer[static_cast<std::size_t>(box)], child, added);
                    if (cid == Node::noParent) {
                        std::fill(m_boxAt.begin(), m_boxAt.end(), 0);
                        return Outcome::Stopped; // out of memory
                    }
                    at = &m_boxes[id * m_boxCount]; // m_boxes may have moved
                    Node &c = m_nodes[cid];
                    if (added || (cid >= layerEnd && moves < c.moves)) {
                        c.parent = static_cast<std::uint32_t>(id);
                        c.moves = moves;
                        c.player = static_cast<std::uint16_t>(box);
                        c.direction = static_cast<std::uint8_t>(d);
                        if (added && solved) {
                            solvedIds.push_back(cid);
                        }
                    }
                }
            }
            for (std::size_t i = 0; i < m_boxCount; ++i) {
                m_boxAt[at[i]] = 0;
            }
        }
        layerBegin = layerEnd;
        layerEnd = m_nodes.size();
        for (const std::uint32_t id : solvedIds) {
            const std::pair<std::uint32_t, std::uint32_t> length{layer + 1, m_nodes[id].moves};
            if (isShorter(length, {bestPushes, bestMoves}, m_limits.metric) &&
                (goal == Node::noParent ||
                 isShorter(length, {goalPushes, m_nodes[goal].moves}, m_limits.metric))) {
                goal = id;
                goalPushes = layer + 1;
            }
        }
        solvedIds.clear();
        // By pushes the first layer with a solution has the fewest; by moves a later one may
        // still have fewer moves.
        if (goal != Node::noParent && !byMoves) {
            break;
        }
    }
    if (goal == Node::noParent) {
        return Outcome::NoGain;
    }
    m_found.clear();
    for (std::uint32_t id = goal; m_nodes[id].parent != Node::noParent; id = m_nodes[id].parent) {
        const Node &n = m_nodes[id];
        BoxMove move;
        move.from = n.player;
        move.direction = n.direction;
        move.to = n.player + m_board.offset(n.direction);
        move.player = n.player;
        m_found.push_back(move);
    }
    std::reverse(m_found.begin(), m_found.end());
    return Outcome::Improved;
}

} // namespace tessera::sokoban::solver
