// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

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
    return searchPushPath(target, room, nullptr, 0, lastDirection);
}

} // namespace tessera::sokoban::solver
