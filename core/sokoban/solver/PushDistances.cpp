#include "PushDistances.h"

#include <algorithm>

namespace tessera::sokoban::solver {

std::size_t PushDistances::bytesFor(const Board &board)
{
    return board.goals().size() * board.floorCells().size() * sizeof(std::uint16_t);
}

// Per goal, a breadth-first search backwards (pulls) over (box cell, player side) states, as for
// dead squares; a cell's distance is the best over the sides the player may start on.
bool PushDistances::compute(const Board &board, const std::atomic<bool> *cancel)
{
    m_floorCount = board.floorCells().size();
    m_table.assign(board.goals().size() * m_floorCount, unreachable);
    const auto states = static_cast<std::size_t>(board.cellCount()) * directionCount;
    std::vector<std::uint16_t> dist(states, unreachable);
    std::vector<int> queue;
    queue.reserve(states);
    for (std::size_t g = 0; g < board.goals().size(); ++g) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            return false;
        }
        std::fill(dist.begin(), dist.end(), unreachable);
        queue.clear();
        const int goal = board.goals()[g];
        for (int s = 0; s < directionCount; ++s) {
            if (board.isFloor(goal + board.offset(s))) {
                dist[static_cast<std::size_t>(goal * directionCount + s)] = 0;
                queue.push_back(goal * directionCount + s);
            }
        }
        std::uint16_t *row = &m_table[g * m_floorCount];
        row[board.floorIndex(goal)] = 0;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int state = queue[head];
            const int boxAfter = state / directionCount;
            const int s = state % directionCount;
            const std::uint16_t d = dist[static_cast<std::size_t>(state)];
            const int box = boxAfter + board.offset(s);
            if (!board.isFloor(box + board.offset(s)) || d + 1 >= unreachable) {
                continue;
            }
            const int part = board.sideComponent(box, s);
            for (int k = 0; k < directionCount; ++k) {
                const auto next = static_cast<std::size_t>(box * directionCount + k);
                if (board.sideComponent(box, k) == part && dist[next] == unreachable) {
                    dist[next] = static_cast<std::uint16_t>(d + 1);
                    queue.push_back(static_cast<int>(next));
                    std::uint16_t &best = row[board.floorIndex(box)];
                    best = std::min<std::uint16_t>(best, static_cast<std::uint16_t>(d + 1));
                }
            }
        }
    }
    return true;
}

} // namespace tessera::sokoban::solver
