// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace tessera::sokoban {

// A cell of a level's grid, 0-based (x: column, y: row). Messages show them 1-based.
struct CellCoord
{
    int x = 0;
    int y = 0;

    friend bool operator==(const CellCoord &a, const CellCoord &b)
    {
        return a.x == b.x && a.y == b.y;
    }
    friend bool operator!=(const CellCoord &a, const CellCoord &b) { return !(a == b); }
};

enum class ProblemKind : std::uint8_t
{
    // The file as a whole (level == 0).
    Unreadable,   // cannot open or read it: see ProblemDetail and LevelProblem::reason
    FileTooLarge, // over 16 MiB; args {bytes, limit in MiB}
    NotText,      // NUL or control bytes, invalid UTF-8: see ProblemDetail

    // Syntax of one level (line is the offending line).
    BoardTooLarge, // over Level::maxSize in either direction: see ProblemDetail
    BadBoardRow,   // a board row with a character that is not board syntax: see ProblemDetail
    TooManyNotes,  // absurdly many "Key: value" lines for one level; args {limit}

    // The board of one level (validation); the cells say where.
    EmptyBoard,
    ObjectOnWall,
    NoPlayer,
    SeveralPlayers, // args {players}
    NoBoxes,
    BoxGoalMismatch, // args {boxes, goals}
    NotClosed,
    UnreachableBox,  // args {boxes}
    UnreachableGoal, // args {goals}
};

// Which wording a problem has where its kind has several, and what its args hold then.
enum class ProblemDetail : std::uint8_t
{
    None,
    NulByte,          // NotText: a NUL byte
    ControlBytes,     // NotText: args {first control byte, how many more}
    SizeOverLimit,    // BoardTooLarge: args {width, height, limit}
    ReadOverLimit,    // BoardTooLarge while reading: args {columns or 0, rows or 0, limit,
                      // 1 when the columns are past counting}
    NotBoardSyntax,   // BadBoardRow: args {byte, column}
    UnmatchedClose,   // BadBoardRow, run-length text: args {column}
    CountWithoutItem, // BadBoardRow: args {column}
    NestedTooDeep,    // BadBoardRow: args {column}
    NeverClosed,      // BadBoardRow: args {column}
    BadRunLength,     // BadBoardRow: args {column}
    IsFolder,         // Unreadable: the path is a folder
    CannotOpen,       // Unreadable: the system's reason, if any, in `reason` (none: no such file)
    CannotRead,       // Unreadable: opened, then reading failed; the system's reason in `reason`
    NotRegularFile,   // Unreadable: a FIFO, a device, a socket; args {files::NotRegular}
    LinkLoop,         // Unreadable: a loop of symbolic links
};

// One thing wrong with a level file or one of its levels, as the reader and the validator report
// it: what (kind, message), which level (number from 1 and title), where (file line, cells).
struct LevelProblem
{
    ProblemKind kind = ProblemKind::Unreadable;
    int level = 0;                // 1-based; 0 when the problem is the file's as a whole
    std::string title;            // the level's title, when it has one
    int line = 0;                 // 1-based line in the file; 0 when not tied to a line
    std::string message;          // what is wrong, without the level and line: "no player"
    std::vector<CellCoord> cells; // the cells to highlight, in the level's grid
    // What the message is made of, for the app to say it in the player's language (`message`
    // stays English, as tessera-cli prints it): the numbers listed at ProblemKind/ProblemDetail.
    ProblemDetail detail = ProblemDetail::None;
    std::vector<long long> args;
    // The system's own words for why a file cannot be read ("Permission denied"), kept apart from
    // the message so the app words the rest itself.
    std::string reason;

    // "level 3 "Title", line 12: no player" (the parts that are known).
    std::string toString() const;
};

} // namespace tessera::sokoban
