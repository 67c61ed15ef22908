// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fifteen/Board.h"

#include <string>
#include <string_view>

namespace tessera::fifteen {

// The text form of a board: rows separated by '/', cells by spaces, 0 the empty cell:
// "1 2 3/4 5 6/7 8 0". Any size from 2x2 to 8x8. Sixteen numbers on one line without '/'
// are also read as a 4x4 board, as benchmark files write them. Spaces and tabs around the
// numbers and rows do not matter.
Result<Board> parseBoard(std::string_view text);

// "1 2 3/4 5 6/7 8 0": parseBoard reads it back to the same board.
std::string formatBoard(const Board &board);

} // namespace tessera::fifteen
