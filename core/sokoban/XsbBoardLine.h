// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"
#include "sokoban/LevelProblem.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

// The XSB reader's board lines: which lines are board syntax, and the rows of cells they hold.
namespace tessera::sokoban::xsb {

// Rows are stored up to one cell past the limit: enough to know the board is too large.
inline constexpr std::size_t maxStoredRow = Level::maxSize + 1;

// The cell a board character stands for ('#', '@', '$', '.', their letter forms...); anything
// else is floor.
[[nodiscard]] Cell cellFromChar(char c);

// One row of cells from expanded board text: tabs advance to the next multiple of 8.
// Returns the row's real width; the stored row stops one cell past the limit. Without `rows`
// only the width is measured (the reader asks that of most lines, often more than once).
std::size_t appendRow(std::string_view expanded, std::vector<std::string> *rows);

struct BoardLine
{
    bool ok = false;       // the line is board syntax
    bool hasWall = false;  // it holds at least one '#'
    bool overflow = false; // run-length counts expand it past any board's size
    std::size_t width = 0; // its widest row
    std::string error;     // when !ok: why, naming the column
    ProblemDetail errorDetail = ProblemDetail::None; // and the same for the app's words
    std::vector<long long> errorArgs;
};

// Reads one line (right-trimmed, not blank) as board syntax; its rows go to `rows` if given.
[[nodiscard]] BoardLine parseBoardLine(std::string_view line, std::vector<std::string> *rows);

} // namespace tessera::sokoban::xsb
