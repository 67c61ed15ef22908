// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GoalRooms.h"

#include <algorithm>

namespace tessera::sokoban::solver {

namespace {
constexpr std::size_t minRoomSize = 3;
constexpr std::size_t maxRoomSize = 64; // the searches are quadratic in it
} // namespace

GoalRooms::GoalRooms(const Board &board)
    : m_board(board), m_roomOf(static_cast<std::size_t>(board.cellCount()), -1),
      m_orderIndex(static_cast<std::size_t>(board.cellCount()), -1)
{
    std::vector<char> seen(static_cast<std::size_t>(board.cellCount()), 0);
    for (const int g : board.goals()) {
        if (seen[static_cast<std::size_t>(g)]) {
            continue;
        }
        std::vector<int> room{g};
        seen[static_cast<std::size_t>(g)] = 1;
        for (std::size_t head = 0; head < room.size(); ++head) {
            for (int d = 0; d < directionCount; ++d) {
                const int n = room[head] + board.offset(d);
                if (board.isGoal(n) && !seen[static_cast<std::size_t>(n)]) {
                    seen[static_cast<std::size_t>(n)] = 1;
                    room.push_back(n);
                }
            }
        }
        if (room.size() < minRoomSize || room.size() > maxRoomSize || !isDeadEnd(room)) {
            continue;
        }
        std::vector<int> order = packingOrder(room);
        if (order.empty()) {
            continue;
        }
        const int index = static_cast<int>(m_rooms.size());
        for (std::size_t i = 0; i < order.size(); ++i) {
            m_roomOf[static_cast<std::size_t>(order[i])] = index;
            m_orderIndex[static_cast<std::size_t>(order[i])] = static_cast<int>(i);
        }
        std::sort(room.begin(), room.end());
        m_rooms.push_back({std::move(room), std::move(order)});
    }
}

// Without the room, the floor cells next to it must still reach each other: the room is no
// passage that boxes or the player might need to cross.
bool GoalRooms::isDeadEnd(const std::vector<int> &room) const
{
    std::vector<char> blocked(static_cast<std::size_t>(m_board.cellCount()), 0);
    for (const int c : room) {
        blocked[static_cast<std::size_t>(c)] = 1;
    }
    std::vector<int> doors;
    for (const int c : room) {
        for (int d = 0; d < directionCount; ++d) {
            const int n = c + m_board.offset(d);
            if (m_board.isFloor(n) && !blocked[static_cast<std::size_t>(n)]) {
                doors.push_back(n);
            }
        }
    }
    if (doors.empty()) {
        return false;
    }
    std::vector<int> queue{doors.front()};
    blocked[static_cast<std::size_t>(doors.front())] = 2;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        for (int d = 0; d < directionCount; ++d) {
            const int n = queue[head] + m_board.offset(d);
            if (m_board.isFloor(n) && blocked[static_cast<std::size_t>(n)] == 0) {
                blocked[static_cast<std::size_t>(n)] = 2;
                queue.push_back(n);
            }
        }
    }
    return std::all_of(doors.begin(), doors.end(),
                       [&](int c) { return blocked[static_cast<std::size_t>(c)] == 2; });
}

// Backwards from the full room: pull out, one at a time, a box that can leave it while the
// others stay; the reverse of that sequence fills the room. Empty when the room jams.
std::vector<int> GoalRooms::packingOrder(const std::vector<int> &room) const
{
    std::vector<char> occupied(static_cast<std::size_t>(m_board.cellCount()), 0);
    std::vector<char> inRoom(static_cast<std::size_t>(m_board.cellCount()), 0);
    for (const int c : room) {
        occupied[static_cast<std::size_t>(c)] = 1;
        inRoom[static_cast<std::size_t>(c)] = 1;
    }
    std::vector<int> left = room;
    std::vector<int> extracted;
    while (!left.empty()) {
        bool found = false;
        for (std::size_t i = 0; i < left.size() && !found; ++i) {
            const int box = left[i];
            occupied[static_cast<std::size_t>(box)] = 0;
            if (canPullOut(box, occupied, inRoom)) {
                extracted.push_back(box);
                left.erase(left.begin() + static_cast<std::ptrdiff_t>(i));
                found = true;
            } else {
                occupied[static_cast<std::size_t>(box)] = 1;
            }
        }
        if (!found) {
            return {};
        }
    }
    std::reverse(extracted.begin(), extracted.end());
    return extracted;
}

// Can a box on `box` be pulled out of the room, the player starting outside it and the boxes
// on `occupied` staying where they are? Pulls only: the reverse of pushing it in.
bool GoalRooms::canPullOut(int box, const std::vector<char> &occupied,
                           const std::vector<char> &inRoom) const
{
    const auto cells = static_cast<std::size_t>(m_board.cellCount());
    auto free = [&](int c) { return m_board.isFloor(c) && !occupied[static_cast<std::size_t>(c)]; };
    // Where the player may stand with the box on `at`: flood fill from `from`.
    std::vector<int> mark(cells, -1);
    std::vector<int> queue;
    int stamp = 0;
    auto flood = [&](int from, int at) {
        ++stamp;
        queue.assign(1, from);
        mark[static_cast<std::size_t>(from)] = stamp;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            for (int d = 0; d < directionCount; ++d) {
                const int n = queue[head] + m_board.offset(d);
                if (n != at && free(n) && mark[static_cast<std::size_t>(n)] != stamp) {
                    mark[static_cast<std::size_t>(n)] = stamp;
                    queue.push_back(n);
                }
            }
        }
    };
    // Start: the player anywhere outside the room it can get to around the box (the outside is
    // one piece, see isDeadEnd, so any door will do).
    std::vector<char> seen(cells * directionCount, 0);
    std::vector<int> states; // box * 4 + side of the player
    int door = -1;
    for (std::size_t i = 0; i < cells && door < 0; ++i) {
        if (!inRoom[i]) {
            continue;
        }
        for (int d = 0; d < directionCount; ++d) {
            const int n = static_cast<int>(i) + m_board.offset(d);
            if (free(n) && !inRoom[static_cast<std::size_t>(n)]) {
                door = n;
                break;
            }
        }
    }
    if (door < 0) {
        return false;
    }
    flood(door, box);
    for (int s = 0; s < directionCount; ++s) {
        const int p = box + m_board.offset(s);
        if (free(p) && mark[static_cast<std::size_t>(p)] == stamp) {
            seen[static_cast<std::size_t>(box * directionCount + s)] = 1;
            states.push_back(box * directionCount + s);
        }
    }
    for (std::size_t head = 0; head < states.size(); ++head) {
        const int b = states[head] / directionCount;
        const int s = states[head] % directionCount;
        if (!inRoom[static_cast<std::size_t>(b)]) {
            return true;
        }
        flood(b + m_board.offset(s), b);
        for (int k = 0; k < directionCount; ++k) {
            const int p = b + m_board.offset(k);      // player beside the box
            const int behind = p + m_board.offset(k); // where the pull takes the player
            if (!free(p) || mark[static_cast<std::size_t>(p)] != stamp || !free(behind)) {
                continue;
            }
            // The box follows onto p, the player stands on `behind`, on side k of it.
            const int state = p * directionCount + k;
            if (!seen[static_cast<std::size_t>(state)]) {
                seen[static_cast<std::size_t>(state)] = 1;
                states.push_back(state);
            }
        }
    }
    return false;
}

} // namespace tessera::sokoban::solver
