// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Board.h"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tessera::game2048 {

// What is wrong with a board text, so the app can say it in the player's language; Other for
// the rest (saved games), whose message stays the only wording.
enum class ParseErrorKind
{
    Other,
    EmptyBoard,       // no args
    RowCount,         // rows, min, max
    EmptyRow,         // row
    FirstRowLength,   // cells, min, max
    RowLength,        // row, its cells, row 1's cells
    NotANumber,       // row, cell; word
    TooLarge,         // row, cell, largest tile; word
    NotATile,         // row, cell, largest tile; word
    SavedGameDamaged, // a saved game that cannot be read (`line` says where when known)
};

// Why a text could not be read: one sentence naming what is wrong and where.
struct ParseError
{
    std::string message;
    ParseErrorKind kind = ParseErrorKind::Other;
    std::vector<long long> args = {};
    // The user's text the message quotes, shortened.
    std::string word = {};
    // The line of a saved game the error is on, 0 when not known or not in a saved game; a board
    // error inside a saved game keeps the board's kind and args.
    int line = 0;
};

// The board text form: rows separated by '/', cells by spaces, tile values (not exponents),
// 0 for an empty cell: "2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0". Values are 0 or powers of two from 2
// to 2^30; 2 to 8 rows, all of the same length, 2 to 8 cells. Spaces around cells and rows are
// allowed (several in a row too); nothing else is.
[[nodiscard]] std::variant<Board, ParseError> parseBoard(std::string_view text);
// The text form of a board, single spaces; parseBoard(formatBoard(b)) == b.
std::string formatBoard(const Board &board);

} // namespace tessera::game2048
