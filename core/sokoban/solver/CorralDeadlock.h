// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "DeadlockPatterns.h"
#include "FreezeCheck.h"
#include "SolverBoard.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace tessera::sokoban::solver {

// Corral deadlocks: a part of the board the player cannot reach, fenced by boxes that can never
// be pushed usefully, although no box is frozen or on a dead square. Found by a small search on
// the fence boxes (and the boxes touching them) alone, every other box taken away: taking boxes
// away only makes pushing easier, and any solution of the whole position, its other pushes left
// out, would be one of the smaller position too. So when no push sequence of the smaller
// position enters the corral or brings its boxes to goals, the whole position is lost. The
// search has a node limit; beyond it the answer is "not proven", which is safe. Answers are
// remembered, so positions sharing the same fence cost nothing the second time, and each fence
// proven lost is learned as a deadlock pattern (patterns()): a position holding those boxes with
// the player on the same side is lost whatever other boxes it holds.
class CorralDeadlock
{
public:
    // `learnPatterns` false: no pattern is learned (to compare or to test). `shared`, when
    // given, holds the patterns of all the searches of a solve (see SharedPatterns).
    explicit CorralDeadlock(const Board &board, bool learnPatterns = true,
                            SharedPatterns *shared = nullptr, bool takeIn = true);

    // `boxes`: the boxes kept (padded cells); `player`: where the player stands; `corral`: the
    // cells the player cannot reach. True when proven lost.
    bool isDeadlock(std::vector<int> boxes, int player, const std::vector<int> &corral);

    std::size_t memoryBytes() const { return m_cacheBytes + m_patterns.memoryBytes(); }
    // Small searches made (answers remembered or given by a pattern cost none).
    std::uint64_t searches() const { return m_searches; }
    DeadlockPatterns &patterns() { return m_patterns; }

private:
    // Player reachability from `from` over free floor, into `marks` with a new stamp; returns
    // the top-left-most cell reached.
    int reach(int from, std::vector<std::uint32_t> &marks);
    int startOf(const std::vector<int> &boxes, int player);
    bool provenLost(const std::vector<int> &boxes, int start, const std::vector<int> &corral);
    void learn(std::vector<int> boxes, int player, const std::vector<int> &corral);
    std::string key(const std::vector<int> &boxes, int player) const;
    void remember(std::string key, bool dead);

    const Board &m_board;
    FreezeCheck m_freeze;
    std::vector<std::uint8_t> m_boxAt;
    std::vector<std::uint32_t> m_stateMark; // the position being expanded
    std::vector<std::uint32_t> m_childMark; // a position pushed to
    std::uint32_t m_stamp = 0;
    int m_nodeLimit;
    std::vector<int> m_queue;
    std::unordered_map<std::string, bool> m_cache;
    std::size_t m_cacheBytes = 0;
    std::uint64_t m_searches = 0;
    DeadlockPatterns m_patterns;
    bool m_learnPatterns;
};

} // namespace tessera::sokoban::solver
