// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "BoardText.h"

#include "common/PlainText.h"

#include <vector>

namespace tessera::fifteen {

namespace {

using text::blankSeparatedWords;

// A cell's number. Digits only; big values are capped (never wrapped), which keeps them
// out of range.
std::optional<int> parseNumber(std::string_view word)
{
    if (word.empty())
        return std::nullopt;
    int value = 0;
    for (const char c : word) {
        if (c < '0' || c > '9')
            return std::nullopt;
        value = value > 100000 ? value : value * 10 + (c - '0');
    }
    return value;
}

// A word as the user wrote it, cut short if it is very long.
std::string shortened(std::string_view word)
{
    constexpr std::size_t longest = 20;
    return std::string(word.substr(0, longest)) + (word.size() > longest ? "..." : "");
}

std::string quoted(std::string_view word)
{
    return "'" + shortened(word) + "'";
}

} // namespace

Result<Board> parseBoard(std::string_view text)
{
    std::vector<std::vector<std::string_view>> rows;
    std::size_t start = 0;
    while (true) {
        const std::size_t slash = text.find('/', start);
        rows.push_back(blankSeparatedWords(text.substr(start, slash - start)));
        if (slash == std::string_view::npos)
            break;
        start = slash + 1;
    }
    if (rows.size() == 1 && rows.front().empty())
        return Error{"the board is empty: write its rows separated by '/', such as "
                     "\"1 2 3/4 5 6/7 8 0\"",
                     ErrorKind::EmptyBoard};

    // Words that are not numbers first: a board written with commas is named as such rather
    // than as rows of the wrong length.
    std::vector<std::vector<int>> numbers(rows.size());
    for (std::size_t r = 0; r < rows.size(); ++r) {
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            const std::optional<int> value = parseNumber(rows[r][c]);
            if (!value) {
                const std::string where =
                    rows.size() == 1
                        ? "item " + std::to_string(c + 1)
                        : "row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1);
                const auto row = static_cast<long long>(r + 1);
                const auto column = static_cast<long long>(c + 1);
                return Error{where + ": " + quoted(rows[r][c]) + " is not a number",
                             rows.size() == 1 ? ErrorKind::NotANumberInLine : ErrorKind::NotANumber,
                             rows.size() == 1 ? std::vector<long long>{column}
                                              : std::vector<long long>{row, column},
                             shortened(rows[r][c])};
            }
            numbers[r].push_back(*value);
        }
    }

    if (rows.size() == 1) {
        if (rows.front().size() != 16)
            return Error{"a board on one line without '/' must have 16 numbers (a 4x4 board), "
                         "not " +
                             std::to_string(rows.front().size()) +
                             "; separate the rows of other sizes with '/'",
                         ErrorKind::OneLineCount,
                         {static_cast<long long>(rows.front().size())}};
        const std::vector<std::string_view> line = rows.front();
        rows.clear();
        for (std::size_t r = 0; r < 4; ++r)
            rows.emplace_back(line.begin() + static_cast<std::ptrdiff_t>(r * 4),
                              line.begin() + static_cast<std::ptrdiff_t>(r * 4 + 4));
        const std::vector<int> values = numbers.front();
        numbers.clear();
        for (std::size_t r = 0; r < 4; ++r)
            numbers.emplace_back(values.begin() + static_cast<std::ptrdiff_t>(r * 4),
                                 values.begin() + static_cast<std::ptrdiff_t>(r * 4 + 4));
    }

    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].empty())
            return Error{"row " + std::to_string(r + 1) + " is empty",
                         ErrorKind::EmptyRow,
                         {static_cast<long long>(r + 1)}};
        if (rows[r].size() != rows.front().size())
            return Error{"row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                             " cells but row 1 has " + std::to_string(rows.front().size()) +
                             ": every row needs the same number",
                         ErrorKind::RowLength,
                         {static_cast<long long>(r + 1), static_cast<long long>(rows[r].size()),
                          static_cast<long long>(rows.front().size())}};
    }

    const auto height = static_cast<int>(rows.size());
    const auto width = static_cast<int>(rows.front().size());
    if (!Board::isValidSize(width, height))
        return Error{"the board is " + std::to_string(width) + "x" + std::to_string(height) +
                         " (width x height): width and height must each be from " +
                         std::to_string(Board::minSide) + " to " + std::to_string(Board::maxSide),
                     ErrorKind::BadSize,
                     {width, height, Board::minSide, Board::maxSide}};

    std::vector<int> tiles;
    tiles.reserve(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    for (std::size_t r = 0; r < rows.size(); ++r) {
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            // Checked here as well as in fromTiles so the message shows the number as written,
            // however long.
            if (numbers[r][c] >= width * height)
                return Error{"row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1) +
                                 ": " + shortened(rows[r][c]) + " is out of range (a " +
                                 std::to_string(width) + "x" + std::to_string(height) +
                                 " board holds 0 to " + std::to_string(width * height - 1) +
                                 ", 0 being the empty cell)",
                             ErrorKind::OutOfRange,
                             {static_cast<long long>(r + 1), static_cast<long long>(c + 1), width,
                              height, width * height - 1},
                             shortened(rows[r][c])};
            tiles.push_back(numbers[r][c]);
        }
    }
    return Board::fromTiles(width, height, tiles);
}

std::string formatBoard(const Board &board)
{
    std::string text;
    for (int y = 0; y < board.height(); ++y) {
        if (y > 0)
            text += '/';
        for (int x = 0; x < board.width(); ++x) {
            if (x > 0)
                text += ' ';
            text += std::to_string(board.tileAt(x, y));
        }
    }
    return text;
}

} // namespace tessera::fifteen
