// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"
#include "sokoban/XsbReader.h"

#include <string>
#include <vector>

namespace tessera::sokoban {

struct XsbWriteOptions
{
    // What floor (and Outside) is written as: ' ' (the usual), '-' or '_' (for places that eat
    // spaces, such as forum posts and e-mail).
    char floor = ' ';
};

// XSB text that readXsb() reads back to the same levels (a round trip), laid out like
// Microban: the board, then "Title:", "Author:", the other "Key: value" lines and the comment
// ("Comment: text", or "Comment:" ... "Comment-End:" when it has several lines), then a blank
// line. Rows lose trailing Outside cells; a row with nothing left is written as one floor
// character, so it does not end the board. Line ends are '\n'.
//
// What the format cannot hold is adjusted: line breaks in a title, author, key or value become
// spaces; a comment with a line that looks like a board row (which would end a "Comment:"
// block early) is written as one "Comment:" line per line, losing those lines' leading spaces.
// What it cannot hold at all is left out rather than guessed at: a board with no cell (0x0) is
// not written, and a board without any wall does not read back as a board.

// The rows of the board, each ending in '\n'.
std::string writeBoard(const Level &level, const XsbWriteOptions &options = {});

// One level: its board and its metadata.
std::string writeLevel(const Level &level, const XsbWriteOptions &options = {});

// Levels separated by blank lines.
std::string writeXsb(const std::vector<Level> &levels, const XsbWriteOptions &options = {});

// A whole collection: its notes as ';' lines and its header "Key: value" lines, then the levels.
std::string writeXsb(const LevelCollection &collection, const XsbWriteOptions &options = {});

} // namespace tessera::sokoban
