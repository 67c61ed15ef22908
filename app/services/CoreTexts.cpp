// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CoreTexts.h"

#include "common/RegularFile.h"

#include <QLocale>
#include <QStringList>

namespace tessera {

namespace {

using sokoban::ProblemDetail;
using sokoban::ProblemKind;

// How many cells a message lists before it says "and N more" (as core's English does).
constexpr int listedCells = 5;

QString fromStd(const std::string &s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// A byte a message names: the character itself when it is printable ASCII.
QString byteName(long long byte)
{
    if (byte >= 0x80)
        return CoreTexts::tr("a non-ASCII character");
    if (byte < 0x20 || byte == 0x7f)
        return CoreTexts::tr("byte 0x%1")
            .arg(QString::number(byte, 16).toUpper().rightJustified(2, QLatin1Char('0')));
    return CoreTexts::tr("'%1'").arg(QChar(char16_t(byte)));
}

// What a path is when it is not a regular file.
QString notRegularKind(files::NotRegular kind)
{
    switch (kind) {
    case files::NotRegular::Fifo:
        return CoreTexts::tr("a FIFO");
    case files::NotRegular::Socket:
        return CoreTexts::tr("a socket");
    case files::NotRegular::Device:
        return CoreTexts::tr("a device");
    default:
        break;
    }
    return QString::fromLatin1(files::kindName(kind));
}

QString cellList(const std::vector<sokoban::CellCoord> &cells)
{
    QStringList parts;
    const int n = static_cast<int>(cells.size());
    for (int i = 0; i < n && i < listedCells; ++i) {
        const sokoban::CellCoord c = cells[static_cast<std::size_t>(i)];
        parts.append(CoreTexts::tr("row %1, column %2").arg(c.y + 1).arg(c.x + 1));
    }
    if (n > listedCells)
        parts.append(CoreTexts::tr("and %n more", "cells", n - listedCells));
    return parts.join(CoreTexts::tr("; ", "between cells of a list"));
}

} // namespace

QString CoreTexts::problemWhat(const sokoban::LevelProblem &p)
{
    // Each needs the numbers core gives its kind; an older or odd problem keeps core's words.
    const auto has = [&](std::size_t count) { return p.args.size() >= count; };
    const auto arg = [&](std::size_t i) { return p.args[i]; };
    const auto count = [&](std::size_t i) { return static_cast<int>(p.args[i]); };
    const QString cells = cellList(p.cells);
    const QLocale locale;
    switch (p.kind) {
    case ProblemKind::Unreadable:
        switch (p.detail) {
        case ProblemDetail::IsFolder:
            return tr("cannot read it: it is a folder");
        case ProblemDetail::CannotOpen:
            return tr("cannot open it: %1")
                .arg(p.reason.empty() ? tr("no such file") : fromStd(p.reason));
        case ProblemDetail::CannotRead:
            return tr("cannot read it: %1").arg(fromStd(p.reason));
        case ProblemDetail::LinkLoop:
            return tr("cannot open it: it is a loop of symbolic links");
        case ProblemDetail::NotRegularFile:
            if (has(1))
                return tr("cannot read it: it is not a regular file (%1)")
                    .arg(notRegularKind(files::NotRegular(arg(0))));
            break;
        default:
            break;
        }
        break;
    case ProblemKind::FileTooLarge:
        if (has(2))
            return tr("the file is %1 bytes, over the %2 MiB limit")
                .arg(locale.toString(arg(0)))
                .arg(arg(1));
        break;
    case ProblemKind::NotText:
        if (p.detail == ProblemDetail::NulByte)
            return tr("a NUL byte: this is binary data, not a level file");
        if (p.detail == ProblemDetail::ControlBytes && has(2))
            return tr("%1 and %n more control bytes: this is binary data, not a level file", "",
                      count(1))
                .arg(byteName(arg(0)));
        break;
    case ProblemKind::BoardTooLarge:
        if (p.detail == ProblemDetail::SizeOverLimit && has(3))
            return tr("the board is %1×%2, over the %3×%3 limit")
                .arg(arg(0))
                .arg(arg(1))
                .arg(arg(2));
        if (p.detail == ProblemDetail::ReadOverLimit && has(4)) {
            QStringList size;
            if (arg(3) != 0)
                size.append(tr("wider than %n columns", "", count(2)));
            else if (arg(0) > 0)
                size.append(tr("%n columns wide", "", count(0)));
            if (arg(1) > 0)
                size.append(tr("%n rows high", "", count(1)));
            return tr("the board is %1, over the %2×%2 limit")
                .arg(size.join(tr(" and ", "wider than … and … rows high")))
                .arg(arg(2));
        }
        break;
    case ProblemKind::BadBoardRow:
        if (p.detail == ProblemDetail::NotBoardSyntax && has(2))
            return tr("%1 at column %2 is not board syntax").arg(byteName(arg(0))).arg(arg(1));
        if (!has(1))
            break;
        switch (p.detail) {
        case ProblemDetail::UnmatchedClose:
            return tr("')' at column %1 has no matching '('").arg(arg(0));
        case ProblemDetail::CountWithoutItem:
            return tr("the count at column %1 is not followed by a character or a group")
                .arg(arg(0));
        case ProblemDetail::NestedTooDeep:
            return tr("groups nested too deeply at column %1").arg(arg(0));
        case ProblemDetail::NeverClosed:
            return tr("'(' at column %1 is never closed").arg(arg(0));
        case ProblemDetail::BadRunLength:
            return tr("bad run-length encoding at column %1").arg(arg(0));
        default:
            break;
        }
        break;
    case ProblemKind::TooManyNotes:
        if (has(1))
            return tr("more than %1 \"Key: value\" lines; the rest are left out")
                .arg(locale.toString(arg(0)));
        break;
    case ProblemKind::EmptyBoard:
        return tr("the board is empty");
    case ProblemKind::ObjectOnWall:
        return tr("a goal, box or player stands on a wall (%1)").arg(cells);
    case ProblemKind::NoPlayer:
        return tr("no player");
    case ProblemKind::SeveralPlayers:
        if (has(1))
            return tr("%n players (%1); a level has exactly one", "", count(0)).arg(cells);
        break;
    case ProblemKind::NoBoxes:
        return tr("no boxes");
    case ProblemKind::BoxGoalMismatch:
        if (has(2))
            return tr("boxes and goals differ in number: %1, %2")
                .arg(tr("%n boxes", "", count(0)), tr("%n goals", "", count(1)));
        break;
    case ProblemKind::NotClosed:
        return tr("the level is not closed: the player can walk off the board (at %1)").arg(cells);
    case ProblemKind::UnreachableBox:
        if (has(1))
            return tr("%n boxes the player cannot reach are not on goals (%1)", "", count(0))
                .arg(cells);
        break;
    case ProblemKind::UnreachableGoal:
        if (has(1))
            return tr("%n goals without a box cannot be reached (%1)", "", count(0)).arg(cells);
        break;
    }
    return fromStd(p.message);
}

QString CoreTexts::problem(const sokoban::LevelProblem &p)
{
    QString where;
    if (p.level > 0)
        where = p.title.empty() ? tr("level %1").arg(p.level)
                                : tr("level %1 \"%2\"").arg(p.level).arg(fromStd(p.title));
    if (p.line > 0)
        where = where.isEmpty() ? tr("line %1").arg(p.line)
                                : tr("%1, line %2", "level 3, line 12").arg(where).arg(p.line);
    const QString what = problemWhat(p);
    return where.isEmpty() ? what : tr("%1: %2", "where: what is wrong").arg(where, what);
}

QString CoreTexts::lurdError(const sokoban::LurdError &e)
{
    using text::RunLengthFault;
    const QLocale locale;
    QString what;
    switch (e.fault) {
    case RunLengthFault::None:
        return fromStd(e.message);
    case RunLengthFault::BadChar:
        what =
            tr("%1 is not a move (l, u, r, d to walk; L, U, R, D to push)").arg(byteName(e.byte));
        break;
    case RunLengthFault::CountTooLarge:
        what = tr("the count is larger than %1").arg(locale.toString(e.limit));
        break;
    case RunLengthFault::ZeroCount:
        what = tr("a count of 0 repeats nothing");
        break;
    case RunLengthFault::CountWithoutItem:
        what = tr("the count is not followed by a move or a group");
        break;
    case RunLengthFault::UnmatchedClose:
        what = tr("')' has no matching '('");
        break;
    case RunLengthFault::TooDeep:
        what = tr("groups are nested more than %1 deep").arg(locale.toString(e.limit));
        break;
    case RunLengthFault::NeverClosed:
        what = tr("'(' is never closed");
        break;
    case RunLengthFault::TooLong:
        what = tr("the solution expands to more than %Ln steps", "", static_cast<int>(e.limit));
        break;
    }
    return tr("character %1: %2", "place in the pasted text: what is wrong")
        .arg(static_cast<qulonglong>(e.position))
        .arg(what);
}

QString CoreTexts::solverReason(const sokoban::SolverResult &r)
{
    using sokoban::SolverReason;
    const auto has = [&](std::size_t count) { return r.reasonArgs.size() >= count; };
    const auto arg = [&](std::size_t i) { return r.reasonArgs[i]; };
    switch (r.reason) {
    case SolverReason::None:
    case SolverReason::Deadlock:
        break;
    case SolverReason::SizeOutOfRange:
        if (has(3))
            return tr("the level is %1×%2; sizes from 1 to %3 can be solved")
                .arg(arg(0))
                .arg(arg(1))
                .arg(arg(2));
        break;
    case SolverReason::CellCountMismatch:
        if (has(2))
            return tr("the level has %1 cells instead of %2").arg(arg(0)).arg(arg(1));
        break;
    case SolverReason::BoxOnWall:
        if (has(2))
            return tr("a box is on a wall at column %1, row %2").arg(arg(0)).arg(arg(1));
        break;
    case SolverReason::PlayerOnWall:
        if (has(2))
            return tr("the player is on a wall at column %1, row %2").arg(arg(0)).arg(arg(1));
        break;
    case SolverReason::GoalOnWall:
        if (has(2))
            return tr("a goal is on a wall at column %1, row %2").arg(arg(0)).arg(arg(1));
        break;
    case SolverReason::PlayerOnBox:
        if (has(2))
            return tr("the player stands on a box at column %1, row %2").arg(arg(0)).arg(arg(1));
        break;
    case SolverReason::NoPlayer:
        return tr("the level has no player");
    case SolverReason::SeveralPlayers:
        if (has(1))
            return tr("the level has %n players", "", static_cast<int>(arg(0)));
        break;
    case SolverReason::NoBox:
        return tr("the level has no box");
    case SolverReason::FewerGoalsThanBoxes:
        if (has(2))
            return tr("the level has %1 but only %2")
                .arg(tr("%n boxes", "", static_cast<int>(arg(0))),
                     tr("%n goals", "", static_cast<int>(arg(1))));
        break;
    case SolverReason::LevelUnplayable:
        return tr("the level cannot be played");
    case SolverReason::MovesDoNotPlay:
        return tr("the moves do not play on this level");
    case SolverReason::SolutionDoesNotReplay:
        return tr("internal error: the solution found does not replay");
    }
    return fromStd(r.message);
}

} // namespace tessera

namespace tessera {

namespace {

// "5 cells", said where a row's length is compared with another's.
QString cellCount(long long n)
{
    return CoreTexts::tr("%n cells", "in a row of a board", static_cast<int>(n));
}

// The missing numbers of a Fifteen board: "4, 7 and 9", cut short as core's English is.
QString missingList(const std::vector<int> &numbers)
{
    constexpr std::size_t shown = 8;
    QStringList parts;
    for (std::size_t i = 0; i < numbers.size() && i < shown; ++i)
        parts.append(QString::number(numbers[i]));
    if (numbers.size() > shown)
        parts.append(CoreTexts::tr("%n more", "numbers", static_cast<int>(numbers.size() - shown)));
    return QLocale().createSeparatedList(parts);
}

} // namespace

QString CoreTexts::fifteenError(const fifteen::Error &e)
{
    using fifteen::ErrorKind;
    if (e.line > 0 && e.kind != ErrorKind::SavedGameDamaged) {
        fifteen::Error board = e;
        board.line = 0;
        return savedGameLine(e.line, fifteenError(board));
    }
    const auto has = [&](std::size_t count) { return e.args.size() >= count; };
    const auto arg = [&](std::size_t i) { return e.args[i]; };
    const QString word = fromStd(e.word);
    switch (e.kind) {
    case ErrorKind::Other:
        break;
    case ErrorKind::SavedGameDamaged:
        return savedGameDamaged(e.line);
    case ErrorKind::TablesDamaged:
        return tr("the file is damaged or holds tables of another version");
    case ErrorKind::EmptyBoard:
        return tr("the board is empty: write its rows separated by '/', such as \"1 2 3/4 5 6/7 8 "
                  "0\"");
    case ErrorKind::NotANumberInLine:
        if (has(1))
            return tr("item %1: '%2' is not a number").arg(arg(0)).arg(word);
        break;
    case ErrorKind::NotANumber:
        if (has(2))
            return tr("row %1, column %2: '%3' is not a number").arg(arg(0)).arg(arg(1)).arg(word);
        break;
    case ErrorKind::OneLineCount:
        if (has(1))
            return tr("a board on one line without '/' must have 16 numbers (a 4×4 board), not "
                      "%n; separate the rows of other sizes with '/'",
                      "", static_cast<int>(arg(0)));
        break;
    case ErrorKind::EmptyRow:
        if (has(1))
            return tr("row %1 is empty").arg(arg(0));
        break;
    case ErrorKind::RowLength:
        if (has(3))
            return tr("row %1 has %2 but row 1 has %3: every row needs the same number")
                .arg(arg(0))
                .arg(cellCount(arg(1)), cellCount(arg(2)));
        break;
    case ErrorKind::BadSize:
        if (has(4))
            return tr("the board is %1×%2 (width × height): width and height must each be from %3 "
                      "to %4")
                .arg(arg(0))
                .arg(arg(1))
                .arg(arg(2))
                .arg(arg(3));
        break;
    case ErrorKind::TileCount:
        if (has(4))
            return tr("a %1×%2 board needs %n numbers, not %3", "", static_cast<int>(arg(2)))
                .arg(arg(0))
                .arg(arg(1))
                .arg(arg(3));
        break;
    case ErrorKind::OutOfRange:
        if (has(5))
            return tr("row %1, column %2: %3 is out of range (a %4×%5 board holds 0 to %6, 0 "
                      "being the empty cell)")
                .arg(arg(0))
                .arg(arg(1))
                .arg(word)
                .arg(arg(2))
                .arg(arg(3))
                .arg(arg(4));
        break;
    case ErrorKind::RepeatedOrMissing: {
        QStringList parts;
        for (std::size_t i = 0; i + 5 <= e.args.size(); i += 5)
            parts.append(tr("%1 appears twice (row %2, column %3 and row %4, column %5)")
                             .arg(arg(i))
                             .arg(arg(i + 1))
                             .arg(arg(i + 2))
                             .arg(arg(i + 3))
                             .arg(arg(i + 4)));
        if (!e.numbers.empty()) {
            parts.append(e.numbers.front() == 0
                             ? tr("missing %1 (0 is the empty cell: the board has none)")
                                   .arg(missingList(e.numbers))
                             : tr("missing %1").arg(missingList(e.numbers)));
        }
        if (!parts.isEmpty())
            return parts.join(tr("; ", "between problems of a board"));
        break;
    }
    }
    return fromStd(e.message);
}

QString CoreTexts::game2048Error(const game2048::ParseError &e)
{
    using game2048::ParseErrorKind;
    if (e.line > 0 && e.kind != ParseErrorKind::SavedGameDamaged) {
        game2048::ParseError board = e;
        board.line = 0;
        return savedGameLine(e.line, game2048Error(board));
    }
    const auto has = [&](std::size_t count) { return e.args.size() >= count; };
    const auto arg = [&](std::size_t i) { return e.args[i]; };
    const QString word = fromStd(e.word);
    switch (e.kind) {
    case ParseErrorKind::Other:
        break;
    case ParseErrorKind::SavedGameDamaged:
        return savedGameDamaged(e.line);
    case ParseErrorKind::EmptyBoard:
        return tr("the board is empty");
    case ParseErrorKind::RowCount:
        if (has(3))
            return tr("the board has %n rows; a board has %1 to %2 rows separated by '/'", "",
                      static_cast<int>(arg(0)))
                .arg(arg(1))
                .arg(arg(2));
        break;
    case ParseErrorKind::EmptyRow:
        if (has(1))
            return tr("row %1 is empty").arg(arg(0));
        break;
    case ParseErrorKind::FirstRowLength:
        if (has(3))
            return tr("row 1 has %n cells; a row has %1 to %2 cells separated by spaces", "",
                      static_cast<int>(arg(0)))
                .arg(arg(1))
                .arg(arg(2));
        break;
    case ParseErrorKind::RowLength:
        if (has(3))
            return tr("row %1 has %2 but row 1 has %3: every row must have the same length")
                .arg(arg(0))
                .arg(cellCount(arg(1)), cellCount(arg(2)));
        break;
    case ParseErrorKind::NotANumber:
        if (has(2))
            return tr("row %1, cell %2: '%3' is not a number").arg(arg(0)).arg(arg(1)).arg(word);
        break;
    case ParseErrorKind::TooLarge:
        if (has(3))
            return tr("row %1, cell %2: '%3' is larger than the largest tile, %4")
                .arg(arg(0))
                .arg(arg(1))
                .arg(word)
                .arg(arg(2));
        break;
    case ParseErrorKind::NotATile:
        if (has(3))
            return tr("row %1, cell %2: '%3' is not a tile: tiles are powers of two from 2 to %4")
                .arg(arg(0))
                .arg(arg(1))
                .arg(word)
                .arg(arg(2));
        break;
    }
    return fromStd(e.message);
}

QString CoreTexts::savedGameDamaged(int line)
{
    return line > 0 ? tr("the saved game is damaged at line %1").arg(line)
                    : tr("the saved game is damaged");
}

QString CoreTexts::savedGameLine(int line, const QString &what)
{
    return tr("line %1 of the saved game: %2", "line number, what is wrong").arg(line).arg(what);
}

} // namespace tessera
