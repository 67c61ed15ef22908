// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/TextDecoding.h"
#include "sokoban/EmbeddedSolution.h"
#include "sokoban/Level.h"
#include "sokoban/LevelProblem.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tessera::sokoban {

// A level as read from a file, with where its board starts.
struct LevelEntry
{
    Level level;
    int line = 0; // 1-based line of the board's first row
    // Solutions published with the level in the file ("Solution" lines after its board).
    std::vector<EmbeddedSolution> solutions;
};

// Everything a level file holds. Reading never throws and never gives up on the rest of a file
// because one level is broken: a level with a syntax error is kept (so its number and the editor
// still see it) and its errors are listed. Only a file that is not text at all, too large or
// unreadable gives no levels, with one error whose level is 0.
struct LevelCollection
{
    std::vector<LevelEntry> levels;
    // The file's header: ';' comment lines and text before the first board (collection notes),
    // and "Key: value" lines there that belong to no level.
    std::string notes;
    std::vector<std::pair<std::string, std::string>> metadata;
    // Syntax errors in level order (file-wide ones, level 0, first), and in file order within
    // a level. Board problems (no player...) are LevelValidator's.
    std::vector<LevelProblem> errors;
    // What the file was written in; the text above is UTF-8 whatever it was.
    text::TextEncoding encoding = text::TextEncoding::Utf8;

    // The file could be read as text; levels may still have errors.
    bool readable() const;
    // The errors of level `number` (1-based).
    std::vector<LevelProblem> errorsOf(int number) const;
};

inline constexpr std::size_t maxLevelFileSize = std::size_t{16} * 1024 * 1024;

// Reads XSB/SOK text: many levels, separated by blank lines.
//
// Board rows: '#' wall, '@' player, '+' player on goal, '$' box, '*' box on goal, '.' goal,
// floor as ' ', '-' or '_'; 'p' 'P' 'b' 'B' stand for '@' '+' '$' '*'. Run-length encoding: a
// count before a character or a parenthesised group ("4#", "3-", "2(#-)"), '|' ends a row
// inside a line. Tabs advance to the next multiple of 8 columns. A board line is made only of
// these characters; a run of such lines is a board when one of them holds a wall.
//
// Around a board: "Title:", "Author:", "Comment:" (one line, or up to a "Comment-End:" line)
// and other "Key: value" lines (kept in Level::metadata) after the board belong to it; the text
// line just before a board (or alone in its paragraph before it) is its title when no "Title:"
// gives one; lines starting with ';' or "::" are comments.
//
// After a board, a line "Solution", "Solution (moves 97, pushes 19):", "Solution/Moves" (the
// forms popular Sokoban programs write) followed by LURD lines is a published solution of that
// level (LevelEntry::solutions). A "Rules: train push" line after the header or after the
// moves says it was made with train push (EmbeddedSolution::rules).
//
// Text is decoded with text::decodeText() (UTF-8, UTF-16, Windows-1250/1251/1252, GB18030...);
// binary data gives a NotText error. Unicode spaces in board rows are floor, and the leading
// indentation a web page gave every row of a board is removed (see tidyWebWhitespace()).
// Accepts LF, CRLF and CR line ends. Floor outside the walls
// becomes Outside and the board is trimmed to its used area (see normalizeBoard()).
LevelCollection readXsb(std::string_view text);

// Whether `line` (without its line end) is made only of board characters (with run-length
// encoding), not blank.
bool isBoardSyntax(std::string_view line);

// Whether readXsb() takes `line` (without its line end) for a board row that can start a board:
// board syntax (Unicode spaces counting as floor), valid run-length encoding, at least one wall.
bool isBoardRow(std::string_view line);

// Reads a file with readXsb(); an unreadable file, or one over maxLevelFileSize, gives an
// Unreadable or FileTooLarge error and no levels. Only regular files are opened (see
// refuseNonRegularFile()).
LevelCollection readXsbFile(const std::string &path);

// The Unreadable problem of a path that is a folder, a FIFO, a device, a socket or a loop of
// symbolic links, checked before opening it (a FIFO would block the open until a writer comes,
// a device never ends); nothing for a regular file or a missing one (opening it tells why).
[[nodiscard]] std::optional<LevelProblem> refuseNonRegularFile(const std::string &path);

} // namespace tessera::sokoban
