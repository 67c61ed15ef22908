// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "XsbBoardLine.h"

#include "XsbReader.h"
#include "common/PlainText.h"
#include "common/RunLength.h"

#include <algorithm>

namespace tessera::sokoban {

namespace xsb {

namespace {

constexpr int tabWidth = 8;
// What one run-length line may expand to, '|' separators included, before it is cut short.
constexpr std::size_t maxExpandedLine = (Level::maxSize + 2) * (Level::maxSize + 2);
constexpr int maxGroupDepth = 32;

bool isBoardChar(char c)
{
    switch (c) {
    case '#':
    case '@':
    case '+':
    case '$':
    case '*':
    case '.':
    case ' ':
    case '-':
    case '_':
    case 'p':
    case 'P':
    case 'b':
    case 'B':
    case '\t':
        return true;
    default:
        return false;
    }
}

bool isRunLengthChar(char c)
{
    return text::isAsciiDigit(c) || c == '(' || c == ')' || c == '|';
}

ProblemDetail runLengthDetail(text::RunLengthFault fault)
{
    using text::RunLengthFault;
    switch (fault) {
    case RunLengthFault::UnmatchedClose:
        return ProblemDetail::UnmatchedClose;
    case RunLengthFault::CountWithoutItem:
        return ProblemDetail::CountWithoutItem;
    case RunLengthFault::TooDeep:
        return ProblemDetail::NestedTooDeep;
    case RunLengthFault::NeverClosed:
        return ProblemDetail::NeverClosed;
    default:
        return ProblemDetail::BadRunLength;
    }
}

bool isRunLengthItem(char c)
{
    return isBoardChar(c) || c == '|';
}

// Why run-length text cannot be expanded, naming the column.
std::string runLengthError(text::RunLengthFault fault, std::size_t at)
{
    using text::RunLengthFault;
    const std::string column = std::to_string(at + 1);
    switch (fault) {
    case RunLengthFault::UnmatchedClose:
        return "')' at column " + column + " has no matching '('";
    case RunLengthFault::CountWithoutItem:
        return "the count at column " + column + " is not followed by a character or a group";
    case RunLengthFault::TooDeep:
        return "groups nested too deeply at column " + column;
    case RunLengthFault::NeverClosed:
        return "'(' at column " + column + " is never closed";
    default: // the rules below allow no other fault
        return "bad run-length encoding at column " + column;
    }
}

} // namespace

Cell cellFromChar(char c)
{
    Cell cell;
    cell.terrain = Terrain::Floor;
    switch (c) {
    case '#':
        cell.terrain = Terrain::Wall;
        break;
    case '@':
    case 'p':
        cell.player = true;
        break;
    case '+':
    case 'P':
        cell.player = true;
        cell.goal = true;
        break;
    case '$':
    case 'b':
        cell.box = true;
        break;
    case '*':
    case 'B':
        cell.box = true;
        cell.goal = true;
        break;
    case '.':
        cell.goal = true;
        break;
    default: // floor, and whatever stands in a broken row
        break;
    }
    return cell;
}

std::size_t appendRow(std::string_view expanded, std::vector<std::string> *rows)
{
    std::string row;
    std::size_t width = 0;
    for (const char c : expanded) {
        const std::size_t n = c == '\t' ? tabWidth - width % tabWidth : 1;
        if (rows && row.size() < maxStoredRow)
            row.append(std::min(n, maxStoredRow - row.size()), c == '\t' ? ' ' : c);
        width += n;
    }
    if (rows)
        rows->push_back(std::move(row));
    return width;
}

BoardLine parseBoardLine(std::string_view line, std::vector<std::string> *rows)
{
    BoardLine result;
    bool runLength = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c == '#')
            result.hasWall = true;
        else if (isRunLengthChar(c))
            runLength = true;
        else if (!isBoardChar(c)) {
            result.error = text::describeChar(c) + " at column " + std::to_string(i + 1) +
                           " is not board syntax";
            result.errorDetail = ProblemDetail::NotBoardSyntax;
            result.errorArgs = {static_cast<unsigned char>(c), static_cast<long long>(i + 1)};
            return result;
        }
    }
    if (!runLength) {
        result.ok = true;
        result.width = appendRow(line, rows);
        return result;
    }
    text::RunLengthRules rules;
    rules.maxLength = maxExpandedLine;
    rules.maxDepth = maxGroupDepth;
    rules.isItem = isRunLengthItem;
    const text::RunLengthResult run = text::expandRunLength(line, rules);
    if (run.fault != text::RunLengthFault::None) {
        result.error = runLengthError(run.fault, run.at);
        result.errorDetail = runLengthDetail(run.fault);
        result.errorArgs = {static_cast<long long>(run.at + 1)};
        return result;
    }
    result.overflow = run.overflow;
    const std::string &expanded = run.expanded;
    // A wall counted zero times ("0#") is no wall: such a line alone would make an empty board.
    result.hasWall = expanded.find('#') != std::string::npos;
    result.ok = true;
    std::size_t start = 0;
    for (;;) {
        const std::size_t bar = expanded.find('|', start);
        const std::string_view part = std::string_view(expanded).substr(
            start, bar == std::string::npos ? std::string::npos : bar - start);
        result.width = std::max(result.width, appendRow(part, rows));
        if (bar == std::string::npos)
            break;
        start = bar + 1;
    }
    return result;
}

} // namespace xsb

bool isBoardSyntax(std::string_view line)
{
    const std::string_view t = text::trimSpaceRight(line);
    return !text::trimSpaceLeft(t).empty() && xsb::parseBoardLine(t, nullptr).ok;
}

bool isBoardRow(std::string_view line)
{
    const auto wallRow = [](std::string_view row) {
        const std::string_view t = text::trimSpaceRight(row);
        if (text::trimSpaceLeft(t).empty())
            return false;
        const xsb::BoardLine b = xsb::parseBoardLine(t, nullptr);
        return b.ok && b.hasWall;
    };
    if (wallRow(line))
        return true;
    // readXsb() reads Unicode spaces as floor in a line that is board syntax with them as
    // ASCII spaces (tidyWebWhitespace()), so such a line is a board row too.
    return text::hasNonAscii(line) && wallRow(text::withAsciiSpaces(line));
}

} // namespace tessera::sokoban
