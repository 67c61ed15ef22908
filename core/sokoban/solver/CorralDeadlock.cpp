// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CorralDeadlock.h"

#include <algorithm>
#include <deque>
#include <unordered_set>

namespace tessera::sokoban::solver {

namespace {
// Positions a search may expand: 400, fewer on huge boards where each costs a flood fill of
// thousands of cells.
int nodeLimitFor(const Board &board)
{
    return std::clamp(
        static_cast<int>(400000 / std::max<std::size_t>(board.floorCells().size(), 1)), 20, 400);
}

constexpr std::size_t maxCacheEntries = 200000;
constexpr std::size_t entryOverhead = 64; // hash node and bookkeeping, roughly
} // namespace

CorralDeadlock::CorralDeadlock(const Board &board, bool learnPatterns, SharedPatterns *shared,
                               bool takeIn)
    : m_board(board), m_freeze(board), m_boxAt(static_cast<std::size_t>(board.cellCount()), 0),
      m_stateMark(static_cast<std::size_t>(board.cellCount()), 0),
      m_childMark(static_cast<std::size_t>(board.cellCount()), 0), m_nodeLimit(nodeLimitFor(board)),
      m_patterns(board, learnPatterns ? shared : nullptr, takeIn), m_learnPatterns(learnPatterns)
{}

int CorralDeadlock::reach(int from, std::vector<std::uint32_t> &marks)
{
    return floodPlayerArea(m_board, m_boxAt, from, marks, ++m_stamp, m_queue);
}

std::string CorralDeadlock::key(const std::vector<int> &boxes, int player) const
{
    std::string k;
    k.reserve((boxes.size() + 1) * 2);
    for (const int v : boxes) {
        k.push_back(static_cast<char>(v & 0xff));
        k.push_back(static_cast<char>(v >> 8));
    }
    k.push_back(static_cast<char>(player & 0xff));
    k.push_back(static_cast<char>(player >> 8));
    return k;
}

// The boxes' area for the player on `player`, with those boxes alone on the board: its
// top-left-most cell, the area marked in m_childMark with m_stamp.
int CorralDeadlock::startOf(const std::vector<int> &boxes, int player)
{
    for (const int b : boxes) {
        m_boxAt[static_cast<std::size_t>(b)] = 1;
    }
    const int start = reach(player, m_childMark);
    for (const int b : boxes) {
        m_boxAt[static_cast<std::size_t>(b)] = 0;
    }
    return start;
}

bool CorralDeadlock::isDeadlock(std::vector<int> boxes, int player, const std::vector<int> &corral)
{
    std::sort(boxes.begin(), boxes.end());
    const int start = startOf(boxes, player);
    // The corral and the box set decide the answer (the player only through its area).
    std::string startKey = key(boxes, start);
    for (const int c : corral) {
        startKey.push_back(static_cast<char>(c & 0xff));
        startKey.push_back(static_cast<char>(c >> 8));
    }
    if (const auto it = m_cache.find(startKey); it != m_cache.end()) {
        return it->second;
    }
    for (const int b : boxes) {
        m_boxAt[static_cast<std::size_t>(b)] = 1;
    }
    const bool known = m_patterns.matchesAny(m_boxAt.data(), boxes, start);
    for (const int b : boxes) {
        m_boxAt[static_cast<std::size_t>(b)] = 0;
    }
    if (known) {
        remember(std::move(startKey), true);
        return true;
    }
    const bool dead = provenLost(boxes, start, corral);
    if (dead) {
        learn(boxes, player, corral);
    }
    remember(std::move(startKey), dead);
    return dead;
}

// Learns the lost boxes as a pattern, first leaving out those the proof holds without: the
// fewer its boxes, the more positions a pattern matches. Taking one away and searching again
// proves the rest lost just as well (the corral only decides when to give up).
void CorralDeadlock::learn(std::vector<int> boxes, int player, const std::vector<int> &corral)
{
    if (!m_learnPatterns || m_patterns.full()) {
        return;
    }
    for (std::size_t i = boxes.size(); i-- > 0 && boxes.size() > 1;) {
        std::vector<int> fewer = boxes;
        fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
        if (provenLost(fewer, startOf(fewer, player), corral)) {
            boxes = std::move(fewer);
        }
    }
    startOf(boxes, player);
    m_patterns.add(boxes, m_childMark, m_stamp);
}

// The small search: true when no push sequence of `boxes` alone (sorted), the player starting
// on `start`, brings them all to goals or lets the player into the corral.
bool CorralDeadlock::provenLost(const std::vector<int> &boxes, int start,
                                const std::vector<int> &corral)
{
    ++m_searches;
    struct State
    {
        std::vector<int> boxes;
        int player;
    };
    std::deque<State> open;
    std::unordered_set<std::string> seen;
    open.push_back({boxes, start});
    seen.insert(key(boxes, start));
    bool alive = false;
    int expanded = 0;
    while (!open.empty() && !alive) {
        if (++expanded > m_nodeLimit) {
            alive = true; // not proven
            break;
        }
        const State state = std::move(open.front());
        open.pop_front();
        for (const int b : state.boxes) {
            m_boxAt[static_cast<std::size_t>(b)] = 1;
        }
        reach(state.player, m_stateMark);
        const std::vector<std::uint32_t> &reached = m_stateMark;
        const std::uint32_t reachedStamp = m_stamp;
        bool allOnGoals = true;
        for (const int b : state.boxes) {
            allOnGoals = allOnGoals && m_board.isGoal(b);
        }
        if (allOnGoals) {
            alive = true;
        }
        for (const int c : corral) {
            if (!m_boxAt[static_cast<std::size_t>(c)] &&
                reached[static_cast<std::size_t>(c)] == reachedStamp) {
                alive = true; // the corral is open
            }
        }
        for (std::size_t i = 0; i < state.boxes.size() && !alive; ++i) {
            const int b = state.boxes[i];
            for (int d = 0; d < directionCount; ++d) {
                const int from = b - m_board.offset(d);
                const int to = b + m_board.offset(d);
                if (reached[static_cast<std::size_t>(from)] != reachedStamp ||
                    !m_board.isFloor(to) || m_boxAt[static_cast<std::size_t>(to)] ||
                    m_board.isDeadSquare(to)) {
                    continue;
                }
                m_boxAt[static_cast<std::size_t>(b)] = 0;
                m_boxAt[static_cast<std::size_t>(to)] = 1;
                if (!m_freeze.isDeadlock(m_boxAt.data(), to)) {
                    State next{state.boxes, 0};
                    next.boxes[i] = to;
                    std::sort(next.boxes.begin(), next.boxes.end());
                    next.player = reach(b, m_childMark);
                    if (seen.insert(key(next.boxes, next.player)).second) {
                        open.push_back(std::move(next));
                    }
                }
                m_boxAt[static_cast<std::size_t>(to)] = 0;
                m_boxAt[static_cast<std::size_t>(b)] = 1;
            }
        }
        for (const int b : state.boxes) {
            m_boxAt[static_cast<std::size_t>(b)] = 0;
        }
    }
    return !alive;
}

void CorralDeadlock::remember(std::string key, bool dead)
{
    if (m_cache.size() >= maxCacheEntries) {
        m_cache.clear();
        m_cacheBytes = 0;
    }
    m_cacheBytes += key.size() + entryOverhead;
    m_cache.emplace(std::move(key), dead);
}

} // namespace tessera::sokoban::solver
