// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PushDistances.h"

#include <algorithm>

namespace tessera::sokoban::solver {

std::size_t PushDistances::bytesFor(const Board &board, std::size_t targets)
{
    return targets * board.floorCells().size() * sizeof(std::uint16_t);
}

// Per target, a breadth-first search over (box cell, player side) states, as for dead squares:
// backwards (pulls) for the pushes to the target, forwards (pushes) for the pulls to it. A
// cell's distance is the best over the sides the player may start on.
bool PushDistances::compute(const Board &board, const std::vector<int> &targets, Moves moves,
                            const std::atomic<bool> *cancel)
{
    m_floorCount = board.floorCells().size();
    m_table.assign(targets.size() * m_floorCount, unreachable);
    const auto states = static_cast<std::size_t>(board.cellCount()) * directionCount;
    std::vector<std::uint16_t> dist(states, unreachable);
    std::vector<int> queue;
    queue.reserve(states);
    for (std::size_t t = 0; t < targets.size(); ++t) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            return false;
        }
        std::fill(dist.begin(), dist.end(), unreachable);
        queue.clear();
        const int target = targets[t];
        for (int s = 0; s < directionCount; ++s) {
            if (board.isFloor(target + board.offset(s))) {
                dist[static_cast<std::size_t>(target * directionCount + s)] = 0;
                queue.push_back(target * directionCount + s);
            }
        }
        std::uint16_t *row = &m_table[t * m_floorCount];
        row[board.floorIndex(target)] = 0;
        auto reached = [&](int box, int side, std::uint16_t d) {
            const auto next = static_cast<std::size_t>(box * directionCount + side);
            if (dist[next] != unreachable) {
                return;
            }
            dist[next] = d;
            queue.push_back(static_cast<int>(next));
            std::uint16_t &best = row[board.floorIndex(box)];
            best = std::min(best, d);
        };
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int state = queue[head];
            const int cell = state / directionCount;
            const int s = state % directionCount;
            const std::uint16_t d = dist[static_cast<std::size_t>(state)];
            if (d + 1 >= unreachable) {
                continue;
            }
            const auto next = static_cast<std::uint16_t>(d + 1);
            if (moves == Moves::Pulls) {
                // Pushed on from the target: the player ends behind the box.
                for (int dir = 0; dir < directionCount; ++dir) {
                    if (board.canPushAlone(cell, s, dir)) {
                        reached(cell + board.offset(dir), oppositeDirection(dir), next);
                    }
                }
                continue;
            }
            // Pulled away from the target towards the player's side, the player stepping back;
            // then on any side the player can walk round to.
            const int box = cell + board.offset(s);
            if (!board.isFloor(box + board.offset(s))) {
                continue;
            }
            const int part = board.sideComponent(box, s);
            for (int k = 0; k < directionCount; ++k) {
                if (board.sideComponent(box, k) == part) {
                    reached(box, k, next);
                }
            }
        }
    }
    return true;
}

} // namespace tessera::sokoban::solver
