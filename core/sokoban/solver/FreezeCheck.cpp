// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FreezeCheck.h"

namespace tessera::sokoban::solver {

namespace {
constexpr int callBudget = 4096;
constexpr int maxDepth = 512; // keeps the recursion well inside any thread's stack
} // namespace

FreezeCheck::FreezeCheck(const Board &board)
    : m_board(board), m_onPath(static_cast<std::size_t>(board.cellCount()), 0)
{}

bool FreezeCheck::isDeadlock(const std::uint8_t *boxAt, int cell, std::vector<int> *group)
{
    m_boxAt = boxAt;
    m_budget = callBudget;
    m_group.clear();
    if (!frozen(cell, 0)) {
        return false;
    }
    bool offGoal = false;
    for (const int c : m_group) {
        offGoal = offGoal || !m_board.isGoal(c);
    }
    if (offGoal && group) {
        *group = m_group;
    }
    return offGoal;
}

bool FreezeCheck::isFrozen(const std::uint8_t *boxAt, int cell, std::vector<int> *group)
{
    m_boxAt = boxAt;
    m_budget = callBudget;
    m_group.clear();
    if (!frozen(cell, 0)) {
        return false;
    }
    if (group) {
        *group = m_group;
    }
    return true;
}

// A wall, or a box on the current path (assumed to stand still).
bool FreezeCheck::solidForAxis(int cell) const
{
    return m_board.isWall(cell) || m_onPath[static_cast<std::size_t>(cell)] != 0;
}

bool FreezeCheck::blockedOnAxis(int cell, int axis, int depth)
{
    const int a = cell + m_board.offset(axis);     // Left or Up
    const int b = cell + m_board.offset(axis + 2); // Right or Down
    if (solidForAxis(a) || solidForAxis(b)) {
        return true;
    }
    if (m_board.isDeadSquare(a) && m_board.isDeadSquare(b)) {
        return true;
    }
    return (m_boxAt[static_cast<std::size_t>(a)] && frozen(a, depth + 1)) ||
           (m_boxAt[static_cast<std::size_t>(b)] && frozen(b, depth + 1));
}

bool FreezeCheck::frozen(int cell, int depth)
{
    if (--m_budget < 0 || depth > maxDepth) {
        return false;
    }
    const std::size_t mark = m_group.size();
    m_group.push_back(cell);
    m_onPath[static_cast<std::size_t>(cell)] = 1;
    const bool result = blockedOnAxis(cell, 0, depth) && blockedOnAxis(cell, 1, depth);
    m_onPath[static_cast<std::size_t>(cell)] = 0;
    if (!result) {
        m_group.resize(mark); // what this box's failed proof collected proves nothing
    }
    return result;
}

} // namespace tessera::sokoban::solver
