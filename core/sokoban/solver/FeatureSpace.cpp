// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FeatureSpace.h"

#include <algorithm>
#include <numeric>

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

bool holdsBox(const std::vector<int> &run, const std::uint8_t *boxAt)
{
    return std::any_of(run.begin(), run.end(),
                       [&](int c) { return boxAt[static_cast<std::size_t>(c)] != 0; });
}

} // namespace

template <typename Enter>
void FeatureSpace::flood(int start, Enter &&enter)
{
    m_queue.assign(1, start);
    for (std::size_t head = 0; head < m_queue.size(); ++head) {
        const int from = m_queue[head];
        for (int d = 0; d < directionCount; ++d) {
            const int n = from + m_board.offset(d);
            if (m_board.isFloor(n) && enter(n)) {
                m_queue.push_back(n);
            }
        }
    }
}

FeatureSpace::FeatureSpace(const Board &board, const PackingOrder &order, PassageCount passageCount,
                           const Hotspots *hotspots)
    : m_board(board), m_order(order),
      m_wayRound(passageCount == PassageCount::BlockedWithoutWayRound), m_hotspots(hotspots),
      m_mark(static_cast<std::size_t>(board.cellCount()), 0), m_cuts(board)
{
    m_queue.reserve(static_cast<std::size_t>(board.cellCount()));
    if (passageCount == PassageCount::None) {
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
        flood(start, [&](int n) {
            const auto ni = static_cast<std::size_t>(n);
            if (passage[ni] || room[ni] >= 0) {
                return false;
            }
            room[ni] = rooms;
            return true;
        });
        ++rooms;
    }
    // Passages: runs of passage cells, kept when they join two different rooms. Each cell of a
    // run has at most two floor neighbours, so a run is a path and touches at most two rooms.
    std::vector<std::uint8_t> seen(cells, 0);
    for (const int start : board.floorCells()) {
        if (!passage[static_cast<std::size_t>(start)] || seen[static_cast<std::size_t>(start)]) {
            continue;
        }
        std::vector<int> ends; // rooms touching the run
        seen[static_cast<std::size_t>(start)] = 1;
        flood(start, [&](int n) {
            const auto ni = static_cast<std::size_t>(n);
            if (!passage[ni]) {
                ends.push_back(room[ni]);
                return false;
            }
            if (seen[ni]) {
                return false;
            }
            seen[ni] = 1;
            return true;
        });
        std::sort(ends.begin(), ends.end());
        ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
        if (ends.size() == 2) {
            m_passages.push_back(m_queue);
            m_passageRooms.emplace_back(ends[0], ends[1]);
        }
    }
    if (m_wayRound) {
        m_passageBlocked.resize(m_passages.size());
        m_roomSet.resize(static_cast<std::size_t>(rooms));
    }
}

int FeatureSpace::roomSetOf(int room)
{
    while (m_roomSet[static_cast<std::size_t>(room)] != room) {
        int &parent = m_roomSet[static_cast<std::size_t>(room)];
        parent = m_roomSet[static_cast<std::size_t>(parent)]; // halve the path
        room = parent;
    }
    return room;
}

int FeatureSpace::blockedPassages(const std::uint8_t *boxAt) const
{
    return static_cast<int>(
        std::count_if(m_passages.begin(), m_passages.end(),
                      [&](const std::vector<int> &run) { return holdsBox(run, boxAt); }));
}

int FeatureSpace::blockedPassagesWithoutWayRound(const std::uint8_t *boxAt)
{
    std::iota(m_roomSet.begin(), m_roomSet.end(), 0);
    int shut = 0; // passages a box stands in
    for (std::size_t i = 0; i < m_passages.size(); ++i) {
        m_passageBlocked[i] = holdsBox(m_passages[i], boxAt);
        if (m_passageBlocked[i]) {
            ++shut;
        } else {
            m_roomSet[static_cast<std::size_t>(roomSetOf(m_passageRooms[i].first))] =
                roomSetOf(m_passageRooms[i].second);
        }
    }
    if (shut == 0) {
        return 0;
    }
    // A blocked passage counts only when no way through open passages joins its two rooms (a
    // pillar in a wide corridor leaves two passages side by side, and a box in one of them does
    // not stop the player).
    int blocked = 0;
    for (std::size_t i = 0; i < m_passages.size(); ++i) {
        if (m_passageBlocked[i] &&
            roomSetOf(m_passageRooms[i].first) != roomSetOf(m_passageRooms[i].second)) {
            ++blocked;
        }
    }
    return blocked;
}

FeatureCell FeatureSpace::measure(const std::uint8_t *boxAt)
{
    FeatureCell cell = measureAllButRegions(boxAt);
    ++m_stamp;
    for (const int start : m_board.floorCells()) {
        const auto s = static_cast<std::size_t>(start);
        if (boxAt[s] || m_mark[s] == m_stamp) {
            continue;
        }
        ++cell.regions;
        m_mark[s] = m_stamp;
        flood(start, [&](int n) {
            const auto ni = static_cast<std::size_t>(n);
            if (boxAt[ni] || m_mark[ni] == m_stamp) {
                return false;
            }
            m_mark[ni] = m_stamp;
            return true;
        });
    }
    return cell;
}

FeatureCell FeatureSpace::measureMove(const std::uint8_t *boxAt, std::uint64_t expansion, int from,
                                      int to)
{
    if (from == to) {
        return measure(boxAt);
    }
    FeatureCell cell = measureAllButRegions(boxAt);
    const bool given = m_givenCuts && expansion == m_givenExpansion && from == m_givenFrom;
    if (!given && (expansion != m_cutExpansion || from != m_cutFrom)) {
        // The parent's floor without the box: the child's boxes but the one on `to`.
        m_cuts.compute(boxAt, to);
        m_cutExpansion = expansion;
        m_cutFrom = from;
    }
    const FloorCuts &cuts = given ? *m_givenCuts : m_cuts;
    // The box on `to` takes a cell of one piece, which goes if that was all of it and falls into
    // as many parts as taking the cell out leaves.
    cell.regions = cuts.pieces() - 1 + cuts.parts(to);
    return cell;
}

FeatureCell FeatureSpace::measureAllButRegions(const std::uint8_t *boxAt)
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
    if (!m_passages.empty()) { // none unless roomConnectivity
        cell.blockedPassages =
            m_wayRound ? blockedPassagesWithoutWayRound(boxAt) : blockedPassages(boxAt);
    }
    if (m_hotspots) {
        cell.hotspots = m_hotspots->count(boxAt, m_hotspotScratch);
    }
    return cell;
}

} // namespace tessera::sokoban::solver
