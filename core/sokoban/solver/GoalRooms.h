// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SolverBoard.h"

#include <vector>

namespace tessera::sokoban::solver {

// Goal rooms and their packing orders. A room is a group of touching goals off the way to
// anywhere else (taking it away leaves the rest of the floor in one piece). Its packing order
// fills it so that every box can still be brought in: found backwards, by pulling the boxes of
// a full room out one at a time. The search then pushes a box entering a room straight to the
// next goal of the order and never moves packed boxes again: far fewer positions, at the price
// of solutions that would fill the room otherwise (so only searches that need not prove
// anything use it).
class GoalRooms
{
public:
    struct Room
    {
        std::vector<int> cells; // the room's goals (padded cells)
        std::vector<int> order; // the same goals, in the order to fill them
    };

    explicit GoalRooms(const Board &board);

    const std::vector<Room> &rooms() const { return m_rooms; }
    // The room holding `cell`, or -1.
    int roomOf(int cell) const { return m_roomOf[static_cast<std::size_t>(cell)]; }
    // Place of `cell` in its room's order.
    int orderIndex(int cell) const { return m_orderIndex[static_cast<std::size_t>(cell)]; }

private:
    bool isDeadEnd(const std::vector<int> &room) const;
    std::vector<int> packingOrder(const std::vector<int> &room) const;
    bool canPullOut(int box, const std::vector<char> &occupied,
                    const std::vector<char> &inRoom) const;

    const Board &m_board;
    std::vector<Room> m_rooms;
    std::vector<int> m_roomOf;
    std::vector<int> m_orderIndex;
};

} // namespace tessera::sokoban::solver
