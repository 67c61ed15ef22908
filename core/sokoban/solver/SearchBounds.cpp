// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Search.h"

#include <algorithm>
#include <limits>

namespace tessera::sokoban::solver {

// The lower bound of Search: a minimum-cost matching of boxes to goals by push distances, measured
// on a board where the boxes frozen on goals are walls.

// Boxes frozen on goals never move again: they and their goals are taken out, and the others
// measured on the board where they are walls. A frozen group holding a box off goal is lost.
bool Search::detectFrozen(const std::uint16_t *boxes)
{
    ++m_frozenStamp;
    m_frozen.clear();
    if (!m_options.frozenGoalBoxes || m_lockedFull) {
        return true;
    }
    for (int i = 0; i < m_boxCount; ++i) {
        const int b = boxes[i];
        if (!m_board.isGoal(b) || m_frozenMark[static_cast<std::size_t>(b)] == m_frozenStamp ||
            !m_freeze.isFrozen(m_boxAt.data(), b, &m_group)) {
            continue;
        }
        if (!addFrozenGroup()) {
            return false;
        }
    }
    std::sort(m_frozen.begin(), m_frozen.end());
    return true;
}

bool Search::addFrozenGroup()
{
    for (const int c : m_group) {
        if (!m_board.isGoal(c)) {
            return false;
        }
        if (m_frozenMark[static_cast<std::size_t>(c)] != m_frozenStamp) {
            m_frozenMark[static_cast<std::size_t>(c)] = m_frozenStamp;
            m_frozen.push_back(c);
        }
    }
    return true;
}

std::uint32_t Search::matchBound(const std::uint16_t *boxes, std::vector<int> *rowOfBox)
{
    const LockedBoard *locked = m_frozen.empty() ? nullptr : lockedBoard();
    m_lastLocked = locked;
    const Board &board = locked ? locked->board : m_board;
    const PushDistances &distances = locked ? locked->distances : m_distances;
    m_movable.clear();
    if (rowOfBox) {
        rowOfBox->assign(static_cast<std::size_t>(m_boxCount), -1);
    }
    for (int i = 0; i < m_boxCount; ++i) {
        if (!locked || m_frozenMark[boxes[i]] != m_frozenStamp) {
            if (rowOfBox) {
                (*rowOfBox)[static_cast<std::size_t>(i)] = static_cast<int>(m_movable.size());
            }
            m_movable.push_back(board.floorIndex(boxes[i]));
        }
    }
    const int goals = static_cast<int>(board.goals().size());
    // A row's costs are its box's distances on this board (locked boards are kept for the
    // search's life, so the address names one).
    const std::int64_t total = m_assignment.solve(
        static_cast<int>(m_movable.size()), goals,
        [&](int box, int goal) -> std::int64_t {
            const std::uint16_t d =
                distances.distance(goal, m_movable[static_cast<std::size_t>(box)]);
            return d == PushDistances::unreachable ? Assignment::infinite : d;
        },
        [&](int box) { return m_movable[static_cast<std::size_t>(box)]; },
        reinterpret_cast<std::uintptr_t>(locked));
    if (total >= Assignment::infinite || total >= deadH) {
        return deadH;
    }
    return static_cast<std::uint32_t>(total);
}

std::uint32_t Search::lowerBound(const std::uint16_t *boxes)
{
    return detectFrozen(boxes) ? matchBound(boxes, nullptr) : deadH;
}

void Search::prepareChildBounds()
{
    m_parentBoundValid = false;
    if (!detectFrozen(m_current.data())) {
        return;
    }
    const std::uint32_t h = matchBound(m_current.data(), &m_parentRow);
    if (h == deadH || m_movable.empty()) {
        return;
    }
    m_assignment.save();
    m_parentFrozen = m_frozen;
    m_parentLocked = m_lastLocked;
    m_parentBoundValid = true;
}

// The child's bound from its parent's matching: the moved box's row re-solved, unless the push
// froze boxes on goals (a new board to measure on, so a whole matching).
std::uint32_t Search::childBound(int movedIndex, int target)
{
    if (!m_parentBoundValid) {
        return lowerBound(m_child.data());
    }
    if (m_options.frozenGoalBoxes && !m_lockedFull && m_board.isGoal(target) &&
        m_freeze.isFrozen(m_boxAt.data(), target, &m_group)) {
        ++m_frozenStamp;
        m_frozen = m_parentFrozen;
        for (const int c : m_frozen) {
            m_frozenMark[static_cast<std::size_t>(c)] = m_frozenStamp;
        }
        if (!addFrozenGroup()) {
            return deadH;
        }
        std::sort(m_frozen.begin(), m_frozen.end());
        return matchBound(m_child.data(), nullptr);
    }
    const int row = m_parentRow[static_cast<std::size_t>(movedIndex)];
    if (row < 0) {
        return lowerBound(m_child.data());
    }
    const Board &board = m_parentLocked ? m_parentLocked->board : m_board;
    const PushDistances &distances = m_parentLocked ? m_parentLocked->distances : m_distances;
    const int cell = board.floorIndex(target);
    const std::int64_t total = m_assignment.resolveRow(row, [&](int goal) -> std::int64_t {
        const std::uint16_t d = distances.distance(goal, cell);
        return d == PushDistances::unreachable ? Assignment::infinite : d;
    });
    if (total >= Assignment::infinite || total >= deadH) {
        return deadH;
    }
    return static_cast<std::uint32_t>(total);
}

const LockedBoard *Search::lockedBoard()
{
    std::uint64_t key = 0;
    for (const int c : m_frozen) {
        key ^= m_zobrist.box[static_cast<std::size_t>(c)];
    }
    const auto range = m_lockedIndex.equal_range(key);
    for (auto it = range.first; it != range.second; ++it) {
        if (m_locked[it->second]->frozen == m_frozen) {
            return m_locked[it->second].get();
        }
    }
    constexpr std::size_t maxLockedBoards = 4096;
    const std::size_t bytes = m_board.memoryBytes() + PushDistances::bytesFor(m_board) + 256;
    if (m_locked.size() >= maxLockedBoards || !reserve(bytes)) {
        m_lockedFull = true; // the plain bound from here on: weaker, never wrong
        return nullptr;
    }
    auto entry = std::make_unique<LockedBoard>(LockedBoard{m_frozen, Board(m_board, m_frozen), {}});
    entry->distances.compute(entry->board, nullptr);
    m_locked.push_back(std::move(entry));
    m_lockedIndex.emplace(key, m_locked.size() - 1);
    return m_locked.back().get();
}

} // namespace tessera::sokoban::solver
