// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PackingOrder.h"

#include <algorithm>

namespace tessera::sokoban::solver {

PackingOrder::PackingOrder(const Board &board)
    : m_board(board), m_index(static_cast<std::size_t>(board.cellCount()), -1)
{
    const auto cells = static_cast<std::size_t>(board.cellCount());
    m_mark.assign(cells, 0);
    m_seen.assign(cells * directionCount, 0);
    const int noLimit = board.cellCount() * directionCount; // more pulls than any search makes
    const bool compareAll =
        static_cast<std::size_t>(board.goals().size()) * board.floorCells().size() <=
        compareAllUpTo;
    // Where a box has left the goal area, and where it is at least off its goal.
    std::vector<char> outOfArea(cells, 0);
    std::vector<char> offGoal(cells, 0);
    for (const int c : board.floorCells()) {
        if (board.isGoal(c)) {
            continue;
        }
        offGoal[static_cast<std::size_t>(c)] = 1;
        bool besideGoal = false;
        for (int d = 0; d < directionCount; ++d) {
            besideGoal = besideGoal || board.isGoal(c + board.offset(d));
        }
        outOfArea[static_cast<std::size_t>(c)] = besideGoal ? 0 : 1;
    }
    std::vector<char> occupied(cells, 0);
    std::vector<int> left = board.goals();
    for (const int g : left) {
        occupied[static_cast<std::size_t>(g)] = 1;
    }
    std::vector<int> pulledOff; // in the order they came off
    while (!left.empty()) {
        // The box with the fewest pulls out, the first in board order among equals. On a big
        // level, or once the work is spent, the first box that can go at all: comparing every
        // box each round is quadratic in the goals, each a search over the board (minutes at
        // 128 x 128 with a thousand goals).
        auto fewest = [&](const std::vector<char> &out,
                          bool budgeted) -> std::optional<std::size_t> {
            std::optional<std::size_t> best;
            int bestPulls = 0;
            for (std::size_t i = 0; i < left.size(); ++i) {
                const int box = left[i];
                occupied[static_cast<std::size_t>(box)] = 0;
                const std::optional<int> pulls =
                    pullsOut(box, occupied, out, best ? bestPulls - 1 : noLimit, budgeted);
                occupied[static_cast<std::size_t>(box)] = 1;
                if (pulls) {
                    best = i;
                    bestPulls = *pulls;
                    if (bestPulls == 1 || !compareAll || m_workLeft <= 0) {
                        break; // none does better, or the first will do
                    }
                }
            }
            return best;
        };
        // Out of the area when the work allows: where boxes can roam a big goal area without
        // leaving it, each search covers it all.
        std::optional<std::size_t> taken;
        if (m_workLeft > 0) {
            taken = fewest(outOfArea, true);
        }
        if (!taken) {
            taken = fewest(offGoal, false);
        }
        if (!taken) {
            break;
        }
        const int box = left[*taken];
        occupied[static_cast<std::size_t>(box)] = 0;
        pulledOff.push_back(box);
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(*taken));
    }
    m_unplaced = static_cast<int>(left.size());
    m_order = left;
    m_order.insert(m_order.end(), pulledOff.rbegin(), pulledOff.rend());
    for (std::size_t i = 0; i < m_order.size(); ++i) {
        m_index[static_cast<std::size_t>(m_order[i])] = static_cast<int>(i);
    }
}

// Breadth-first over (box cell, player side), so the first box cell found out is the one the
// fewest pulls reach; the player starts on any free side.
std::optional<int> PackingOrder::pullsOut(int box, const std::vector<char> &occupied,
                                          const std::vector<char> &out, int limit, bool budgeted)
{
    auto free = [&](int c) { return m_board.isFloor(c) && !occupied[static_cast<std::size_t>(c)]; };
    auto flood = [&](int from, int at) {
        ++m_stamp;
        m_queue.assign(1, from);
        m_mark[static_cast<std::size_t>(from)] = m_stamp;
        for (std::size_t head = 0; head < m_queue.size(); ++head) {
            for (int d = 0; d < directionCount; ++d) {
                const int n = m_queue[head] + m_board.offset(d);
                --m_workLeft;
                if (n != at && free(n) && m_mark[static_cast<std::size_t>(n)] != m_stamp) {
                    m_mark[static_cast<std::size_t>(n)] = m_stamp;
                    m_queue.push_back(n);
                }
            }
        }
    };
    m_states.clear();
    m_pulls.clear();
    for (int s = 0; s < directionCount; ++s) {
        if (free(box + m_board.offset(s))) {
            m_states.push_back(box * directionCount + s);
            m_pulls.push_back(0);
            m_seen[static_cast<std::size_t>(m_states.back())] = 1;
        }
    }
    std::optional<int> pulls;
    for (std::size_t head = 0; head < m_states.size() && !pulls; ++head) {
        if (m_pulls[head] >= limit || (budgeted && m_workLeft <= 0)) {
            break; // the states after it are as far or farther, or the work is spent
        }
        const int b = m_states[head] / directionCount;
        const int s = m_states[head] % directionCount;
        flood(b + m_board.offset(s), b);
        for (int k = 0; k < directionCount; ++k) {
            const int p = b + m_board.offset(k);      // player beside the box
            const int behind = p + m_board.offset(k); // where the pull takes the player
            if (!free(p) || m_mark[static_cast<std::size_t>(p)] != m_stamp || !free(behind)) {
                continue;
            }
            if (out[static_cast<std::size_t>(p)]) {
                pulls = m_pulls[head] + 1;
                break;
            }
            const int state = p * directionCount + k;
            if (!m_seen[static_cast<std::size_t>(state)]) {
                m_seen[static_cast<std::size_t>(state)] = 1;
                m_states.push_back(state);
                m_pulls.push_back(m_pulls[head] + 1);
            }
        }
    }
    for (const int state : m_states) {
        m_seen[static_cast<std::size_t>(state)] = 0;
    }
    return pulls;
}

} // namespace tessera::sokoban::solver
