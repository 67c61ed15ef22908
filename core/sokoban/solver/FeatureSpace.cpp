// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FeatureSpace.h"

#include <algorithm>

namespace tessera::sokoban::solver {

namespace {

// A cell of a corridor one wide: a dead end (one floor neighbour), a straight piece (two
// opposite ones) or a bend (two at a right angle with a wall between them, so not the corner
// of a room). A junction of three or four ways counts as a room of its own.
bool isPassageCell(const Board &board, int cell)
{
    int floorSides = 0;
    int first = -1;
    int second = -1;
    for (int d = 0; d < directionCount; ++d) {
        if (!board.isFloor(cell + board.offset(d))) {
            continue;
        }
        ++floorSides;
        if (first < 0) {
            first = d;
        } else {
            second = d;
        }
    }
    if (floorSides == 1) {
        return true;
    }
    if (floorSides != 2) {
        return false;
    }
    return second == oppositeDirection(first) ||
           board.isWall(cell + board.offset(first) + board.offset(second));
}

} // namespace

FeatureSpace::FeatureSpace(const Board &board, const PackingOrder &order, bool roomConnectivity)
    : m_board(board), m_order(order), m_mark(static_cast<std::size_t>(board.cellCount()), 0)
{
    m_queue.reserve(static_cast<std::size_t>(board.cellCount()));
    if (!roomConnectivity) {
        return;
    }
    // Rooms: pieces of the floor without its passage cells, numbered by a flood fill each.
    const auto cells = static_cast<std::size_t>(board.cellCount());
    std::vector<std::uint8_t> passage(cells, 0);
    for (const int c : board.floorCells()) {
        passage[static_cast<std::size_t>(c)] = isPassageCell(board, c) ? 1 : 0;
    }
    std::vector<int> room(cells, -1);
    int rooms = 0;
    for (const int start : board.floorCells()) {
        if (passage[static_cast<std::size_t>(start)] ||
            room[static_cast<std::size_t>(start)] >= 0) {
            continue;
        }
        room[static_cast<std::size_t>(start)] = rooms;
        m_queue.assign(1, start);
        for (std::size_t head = 0; head < m_queue.size(); ++head) {
            for (int d = 0; d < directionCount; ++d) {
                const int n = m_queue[head] + board.offset(d);
                const auto ni = static_cast<std::size_t>(n);
                if (board.isFloor(n) && !passage[ni] && room[ni] < 0) {
                    room[ni] = rooms;
                    m_queue.push_back(n);
                }
            }
        }
        ++rooms;
    }
    // Passages: runs of passage cells, kept when they join two different rooms.
    std::vector<std::uint8_t> seen(cells, 0);
    for (const int start : board.floorCells()) {
        if (!passage[static_cast<std::size_t>(start)] || seen[static_cast<std::size_t>(start)]) {
            continue;
        }
        std::vector<int> run;
        std::vector<int> ends; // rooms touching the run
        seen[static_cast<std::size_t>(start)] = 1;
        m_queue.assign(1, start);
        for (std::size_t head = 0; head < m_queue.size(); ++head) {
            const int c = m_queue[head];
            run.push_back(c);
            for (int d = 0; d < directionCount; ++d) {
                const int n = c + board.offset(d);
                const auto ni = static_cast<std::size_t>(n);
                if (!board.isFloor(n)) {
                    continue;
                }
                if (!passage[ni]) {
                    ends.push_back(room[ni]);
                } else if (!seen[ni]) {
                    seen[ni] = 1;
                    m_queue.push_back(n);
                }
            }
        }
        std::sort(ends.begin(), ends.end());
        if (std::unique(ends.begin(), ends.end()) - ends.begin() >= 2) {
            m_passages.push_back(std::move(run));
        }
    }
}

FeatureCell FeatureSpace::measure(const std::uint8_t *boxAt)
{
    FeatureCell cell;
    const std::vector<int> &order = m_order.order();
    int lastFilled = -1;
    for (int i = 0; i < static_cast<int>(order.size()); ++i) {
        if (boxAt[order[static_cast<std::size_t>(i)]]) {
            ++cell.packed;
            lastFilled = i;
        }
    }
    // Goals the analysis could not place have no order among themselves.
    for (int i = m_order.unplaced(); i < lastFilled; ++i) {
        if (!boxAt[order[static_cast<std::size_t>(i)]]) {
            ++cell.outOfPlan;
        }
    }
    for (const std::vector<int> &run : m_passages) { // none unless roomConnectivity
        if (std::any_of(run.begin(), run.end(),
                        [&](int c) { return boxAt[static_cast<std::size_t>(c)] != 0; })) {
            ++cell.blockedPassages;
        }
    }
    ++m_stamp;
    for (const int start : m_board.floorCells()) {
        const auto s = static_cast<std::size_t>(start);
        if (boxAt[s] || m_mark[s] == m_stamp) {
            continue;
        }
        ++cell.regions;
        m_mark[s] = m_stamp;
        m_queue.assign(1, start);
        for (std::size_t head = 0; head < m_queue.size(); ++head) {
            for (int d = 0; d < directionCount; ++d) {
                const int n = m_queue[head] + m_board.offset(d);
                const auto ni = static_cast<std::size_t>(n);
                if (m_board.isFloor(n) && !boxAt[ni] && m_mark[ni] != m_stamp) {
                    m_mark[ni] = m_stamp;
                    m_queue.push_back(n);
                }
            }
        }
    }
    return cell;
}

} // namespace tessera::sokoban::solver
