// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <variant>
#include <vector>

namespace tessera::fifteen {

// What is wrong with a board text, so the app can say it in the player's language; Other for
// the rest (saved games, pattern databases), whose message stays the only wording.
enum class ErrorKind
{
    Other,
    EmptyBoard,        // no args
    NotANumberInLine,  // item; word
    NotANumber,        // row, column; word
    OneLineCount,      // count of numbers on a one-line board
    EmptyRow,          // row
    RowLength,         // row, its cells, row 1's cells
    BadSize,           // width, height, min side, max side
    TileCount,         // width, height, numbers needed, numbers given
    OutOfRange,        // row, column, width, height, largest number; word
    RepeatedOrMissing, // args: value, row, column, row, column per repeat; numbers: the missing
    SavedGameDamaged,  // a saved game that cannot be read (`line` says where when known)
    TablesDamaged,     // a pattern database file that is not tables of this version
};

// Why some input was refused, in words a user can act on ("row 2 has 2 cells but row 1 has 3").
struct Error
{
    std::string message;
    ErrorKind kind = ErrorKind::Other;
    std::vector<long long> args = {};
    // The user's text the message quotes, shortened.
    std::string word = {};
    std::vector<int> numbers = {};
    // The line of a saved game the error is on, 0 when not known or not in a saved game; a board
    // error inside a saved game keeps the board's kind and args.
    int line = 0;
};

// A value or the reason there is none.
template <typename T>
using Result = std::variant<T, Error>;

} // namespace tessera::fifteen
