// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "BoardText.h"

#include "common/PlainText.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace tessera::game2048 {

namespace {

using text::blankSeparatedWords;

std::vector<std::string_view> split(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t end = text.find(separator, start);
        if (end == std::string_view::npos) {
            parts.push_back(text.substr(start));
            return parts;
        }
        parts.push_back(text.substr(start, end - start));
        start = end + 1;
    }
}

// A piece of user text as a message shows it, shortened so a huge argument stays readable.
std::string shortened(std::string_view text)
{
    constexpr std::size_t maxShown = 24;
    if (text.size() > maxShown)
        return std::string(text.substr(0, maxShown)) + "...";
    return std::string(text);
}

std::string quoted(std::string_view text)
{
    return "'" + shortened(text) + "'";
}

// A cell's error without its place: the place is added by the caller.
ParseError cellError(std::string message, ParseErrorKind kind, std::string_view word)
{
    return ParseError{std::move(message), kind, {}, shortened(word)};
}

// The exponent of a cell's value: 0 for "0", e for "2^e"; an error otherwise.
std::variant<int, ParseError> cellExponent(std::string_view word)
{
    std::uint64_t value = 0;
    for (const char c : word) {
        if (c < '0' || c > '9')
            return cellError(quoted(word) + " is not a number", ParseErrorKind::NotANumber, word);
        value = value * 10 + static_cast<std::uint64_t>(c - '0');
        if (value > (std::uint64_t{1} << maxExponent))
            return cellError(quoted(word) + " is larger than the largest tile, " +
                                 std::to_string(tileValue(maxExponent)),
                             ParseErrorKind::TooLarge, word);
    }
    if (value == 0)
        return 0;
    if (value == 1 || (value & (value - 1)) != 0)
        return cellError(quoted(word) + " is not a tile: tiles are powers of two from 2 to " +
                             std::to_string(tileValue(maxExponent)),
                         ParseErrorKind::NotATile, word);
    int exponent = 0;
    while ((std::uint64_t{1} << exponent) != value)
        ++exponent;
    return exponent;
}

} // namespace

std::variant<Board, ParseError> parseBoard(std::string_view text)
{
    if (blankSeparatedWords(text).empty())
        return ParseError{"the board is empty", ParseErrorKind::EmptyBoard};
    const std::vector<std::string_view> rowTexts = split(text, '/');
    const int rows = static_cast<int>(rowTexts.size());
    if (rows < minSide || rows > maxSide)
        return ParseError{"the board has " + std::to_string(rows) + (rows == 1 ? " row" : " rows") +
                              "; a board has " + std::to_string(minSide) + " to " +
                              std::to_string(maxSide) + " rows separated by '/'",
                          ParseErrorKind::RowCount,
                          {rows, minSide, maxSide}};

    int cols = 0;
    std::vector<std::uint8_t> exponents;
    for (int r = 0; r < rows; ++r) {
        const std::vector<std::string_view> cells =
            blankSeparatedWords(rowTexts[static_cast<std::size_t>(r)]);
        const std::string where = "row " + std::to_string(r + 1);
        const int n = static_cast<int>(cells.size());
        if (n == 0)
            return ParseError{where + " is empty", ParseErrorKind::EmptyRow, {r + 1}};
        if (r == 0) {
            if (n < minSide || n > maxSide)
                return ParseError{where + " has " + std::to_string(n) +
                                      (n == 1 ? " cell" : " cells") + "; a row has " +
                                      std::to_string(minSide) + " to " + std::to_string(maxSide) +
                                      " cells separated by spaces",
                                  ParseErrorKind::FirstRowLength,
                                  {n, minSide, maxSide}};
            cols = n;
        } else if (n != cols) {
            return ParseError{where + " has " + std::to_string(n) + (n == 1 ? " cell" : " cells") +
                                  " but row 1 has " + std::to_string(cols) +
                                  ": every row must have the same length",
                              ParseErrorKind::RowLength,
                              {r + 1, n, cols}};
        }
        for (int c = 0; c < n; ++c) {
            const auto exponent = cellExponent(cells[static_cast<std::size_t>(c)]);
            if (const auto *error = std::get_if<ParseError>(&exponent))
                return ParseError{where + ", cell " + std::to_string(c + 1) + ": " + error->message,
                                  error->kind,
                                  {r + 1, c + 1, tileValue(maxExponent)},
                                  error->word};
            exponents.push_back(static_cast<std::uint8_t>(std::get<int>(exponent)));
        }
    }
    std::optional<Board> board = Board::fromExponents(rows, cols, exponents);
    if (!board) // not reachable: sizes and exponents were checked above
        return ParseError{"the board is not valid"};
    return *board;
}

std::string formatBoard(const Board &board)
{
    std::string text;
    for (int r = 0; r < board.rows(); ++r) {
        if (r > 0)
            text += '/';
        for (int c = 0; c < board.cols(); ++c) {
            if (c > 0)
                text += ' ';
            text += std::to_string(board.value({r, c}));
        }
    }
    return text;
}

} // namespace tessera::game2048
