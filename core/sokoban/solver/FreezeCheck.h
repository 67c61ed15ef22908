// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SolverBoard.h"

#include <cstdint>
#include <vector>

namespace tessera::sokoban::solver {

// Freeze deadlocks: a box blocked on both axes for good (by walls, by dead squares on both sides,
// or by other frozen boxes, recursively) can never move again; when a group of frozen boxes holds
// one off its goal, the position is lost.
//
// The recursion treats only the boxes on its current path as walls and forgets them on return,
// so every conclusion rests on a set of boxes each blocked while all the others stand still
// (the first of them to move would have to be unblocked: impossible). A call budget bounds the
// work on huge clusters of boxes; when it runs out the answer is "not frozen", which is safe.
class FreezeCheck
{
public:
    explicit FreezeCheck(const Board &board);

    // `boxAt` has one entry per padded cell, nonzero where a box stands; `cell` holds a box.
    // True when that box is frozen together with a box off its goal. `group` (optional) then
    // receives the frozen boxes found, the box on `cell` first.
    bool isDeadlock(const std::uint8_t *boxAt, int cell, std::vector<int> *group = nullptr);

    // True when the box on `cell` can never move again, on a goal or not; `group` (optional)
    // then receives the boxes frozen with it, the box on `cell` first.
    bool isFrozen(const std::uint8_t *boxAt, int cell, std::vector<int> *group = nullptr);

private:
    bool frozen(int cell, int depth);
    bool blockedOnAxis(int cell, int axis, int depth);
    bool solidForAxis(int cell) const;

    const Board &m_board;
    const std::uint8_t *m_boxAt = nullptr;
    std::vector<std::uint8_t> m_onPath;
    std::vector<int> m_group;
    int m_budget = 0;
};

} // namespace tessera::sokoban::solver
