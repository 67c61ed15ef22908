#include "Search.h"

namespace tessera::sokoban::solver {

// The goal-room macro of Search: a box entering a packed room is pushed on to the next goal of
// the room's order.

std::uint32_t Search::roomPath(int box, int player, int target, int &lastDirection)
{
    // Breadth-first over (box cell, player side), the box kept inside the room, other boxes
    // where they are.
    const int room = m_rooms->roomOf(box);
    ++m_stateStamp;
    m_pathQueue.clear();
    for (int s = 0; s < directionCount; ++s) {
        if (box + m_board.offset(s) == player) {
            m_pathQueue.push_back({box * directionCount + s, 1});
            m_stateMark[static_cast<std::size_t>(box * directionCount + s)] = m_stateStamp;
        }
    }
    for (std::size_t head = 0; head < m_pathQueue.size(); ++head) {
        const int c = m_pathQueue[head].first / directionCount;
        const int s = m_pathQueue[head].first % directionCount;
        const std::uint32_t pushes = m_pathQueue[head].second;
        m_boxAt[static_cast<std::size_t>(c)] = 1;
        reach(c + m_board.offset(s), m_pathMark, ++m_pathStamp);
        m_boxAt[static_cast<std::size_t>(c)] = 0;
        for (int e = 0; e < directionCount; ++e) {
            const int from = c - m_board.offset(e);
            const int to = c + m_board.offset(e);
            if (m_pathMark[static_cast<std::size_t>(from)] != m_pathStamp ||
                m_rooms->roomOf(to) != room || m_boxAt[static_cast<std::size_t>(to)]) {
                continue;
            }
            if (to == target) {
                lastDirection = e;
                return pushes + 1;
            }
            const auto state = static_cast<std::size_t>(to * directionCount + oppositeDirection(e));
            if (m_stateMark[state] != m_stateStamp) {
                m_stateMark[state] = m_stateStamp;
                m_pathQueue.push_back({static_cast<int>(state), pushes + 1});
            }
        }
    }
    return 0;
}

} // namespace tessera::sokoban::solver
