// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "CorralDeadlock.h"
#include "SolverBoard.h"

#include <cstdint>
#include <vector>

namespace tessera::sokoban::solver {

// PI-corrals. A corral is a part of the floor the player cannot reach, fenced by boxes and walls.
// When every box of its fence can only ever be pushed into it (I), the player can make all those
// pushes now (P), and it is not finished (a box off goal or a goal free in it), some solution
// starts with one of those pushes: the others need not be tried. Without any such push the
// position is lost. Corrals that a fence box could be pushed between are merged.
class PiCorrals
{
public:
    enum class Verdict
    {
        None,     // no PI-corral: every push may be tried
        Restrict, // only the pushes of the boxes allowed() need be tried
        Deadlock  // the position is lost
    };

    explicit PiCorrals(const Board &board);

    // The position: boxes where `boxAt` is set (padded cells), the player on `player`
    // reaching the cells whose `reach` mark is `reachStamp`. `fencedCorrals`, when given, also
    // tries a couple of unfinished corrals that are not PI for a fence that is lost for good.
    Verdict analyse(const std::uint8_t *boxAt, const std::vector<std::uint32_t> &reach,
                    std::uint32_t reachStamp, int player, CorralDeadlock *fencedCorrals);
    // After Verdict::Restrict: whether the box on `cell` is one of the corral's fence.
    bool allowed(int cell) const
    {
        return m_allowed[static_cast<std::size_t>(cell)] == m_allowedStamp;
    }

private:
    const Board &m_board;
    // Parts of the floor the player cannot reach ("components"), merged into corrals.
    std::vector<std::uint32_t> m_compMark;
    std::uint32_t m_compStamp = 0;
    std::vector<int> m_compId;
    std::vector<int> m_compCells;
    std::vector<int> m_compStart;
    std::vector<int> m_compParent;
    // The fence of the corral evaluated last.
    std::vector<std::uint32_t> m_boxMark;
    std::uint32_t m_boxStamp = 0;
    std::vector<int> m_fence;
    std::vector<int> m_pending;
    std::vector<int> m_verdicts;
    std::vector<char> m_unfinished;
    std::vector<int> m_kept;
    std::vector<int> m_region;
    std::vector<std::uint32_t> m_allowed;
    std::uint32_t m_allowedStamp = 0;
};

} // namespace tessera::sokoban::solver
