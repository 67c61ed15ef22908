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
    Unreadable,   // cannot open or read it
    FileTooLarge, // over 16 MiB
    NotText,      // NUL or control bytes, invalid UTF-8

    // Syntax of one level (line is the offending line).
    BoardTooLarge, // over Level::maxSize in either direction
    BadBoardRow,   // a row of the board with a character that is not board syntax
    TooManyNotes,  // absurdly many "Key: value" lines for one level

    // The board of one level (validation).
    EmptyBoard,
    ObjectOnWall,
    NoPlayer,
    SeveralPlayers,
    NoBoxes,
    BoxGoalMismatch,
    NotClosed,
    UnreachableBox,
    UnreachableGoal,
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

    // "level 3 "Title", line 12: no player" (the parts that are known).
    std::string toString() const;
};

} // namespace tessera::sokoban
