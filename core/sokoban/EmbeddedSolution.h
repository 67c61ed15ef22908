// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/SolutionRules.h"

#include <optional>
#include <string>
#include <string_view>

namespace tessera::sokoban {

// A solution published inside a level file, after its level's board.
struct EmbeddedSolution
{
    std::string moves; // LURD as written (parseLurd() reads it), lines joined by '\n'
    int line = 0;      // 1-based line of its "Solution" header
    // A "Rules: train push" line after the header or the moves (see SolutionRules.h): the
    // rules the solution is played by; nullopt when none is given (standard).
    std::optional<PlayRules> rules;
    std::string unknownRules; // a "Rules:" line naming rules Tessera does not know
};

// When `trimmedLine` is a solution header as Sokoban programs write them: "Solution",
// "Solution:", "Solution (moves 97, pushes 19):", "Solution/Moves", "Solution/Pushes:" (any
// case), the LURD that follows the header on the same line (often empty); otherwise nullopt.
[[nodiscard]] std::optional<std::string_view> solutionHeaderRest(std::string_view trimmedLine);

// Whether `trimmedLine` holds only LURD (moves, counts, groups, blanks) and at least one move.
bool isLurdLine(std::string_view trimmedLine);

} // namespace tessera::sokoban
