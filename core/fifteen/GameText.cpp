// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GameText.h"

#include "common/PlainText.h"
#include "fifteen/BoardText.h"

#include <array>
#include <cctype>
#include <limits>
#include <optional>
#include <vector>

namespace tessera::fifteen {

namespace {

using text::trimBlank;

constexpr std::string_view header = "tessera-fifteen-game";
constexpr int version = 1;

constexpr std::array<std::string_view, 7> keys{"size",       "start",   "board", "moves",
                                               "elapsed-ms", "history", "redo"};

std::string moveLetters(const std::vector<Move> &moves)
{
    std::string letters;
    letters.reserve(moves.size());
    for (const Move &m : moves)
        letters +=
            static_cast<char>(std::toupper(static_cast<unsigned char>(lurdLetter(m.direction))));
    return letters;
}

// A non-negative decimal number up to `largest`; nothing for anything else.
std::optional<std::int64_t> parseCount(std::string_view text, std::int64_t largest)
{
    if (text.empty() || text.size() > 19)
        return std::nullopt;
    std::int64_t value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        const int digit = c - '0';
        if (value > (largest - digit) / 10)
            return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

Result<std::vector<Direction>> parseMoves(std::string_view text, const std::string &where)
{
    std::vector<Direction> moves;
    moves.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const std::optional<Direction> d =
            std::isupper(static_cast<unsigned char>(c)) ? directionFromLurd(c) : std::nullopt;
        if (!d)
            return Error{where + ": character " + std::to_string(i + 1) +
                         " is not one of the move letters L, U, R, D"};
        moves.push_back(*d);
    }
    return moves;
}

} // namespace

std::string saveGame(const Game &game, std::int64_t nowMs)
{
    const Board &board = game.board();
    std::string text;
    text += std::string(header) + " " + std::to_string(version) + "\n";
    text += "size " + std::to_string(board.width()) + "x" + std::to_string(board.height()) + "\n";
    text += "start " + formatBoard(game.start()) + "\n";
    text += "board " + formatBoard(board) + "\n";
    text += "moves " + std::to_string(game.moveCount()) + "\n";
    text += "elapsed-ms " + std::to_string(game.elapsedMs(nowMs)) + "\n";
    text += "history " + moveLetters(game.history()) + "\n";
    text += "redo " + moveLetters(game.redoMoves()) + "\n";
    return text;
}

namespace {

Result<Game> readGame(std::string_view text)
{
    // Lines, without blank ones, each remembered with its number for the messages.
    std::vector<std::pair<int, std::string_view>> lines;
    int number = 0;
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        ++number;
        const std::string_view line = trimBlank(text.substr(start, end - start));
        if (!line.empty())
            lines.emplace_back(number, line);
        start = end + 1;
    }
    if (lines.empty())
        return Error{"the saved game is empty"};

    const std::string_view first = lines.front().second;
    const std::string expectedHeader = std::string(header) + " " + std::to_string(version);
    if (first.substr(0, header.size()) != header)
        return Error{"line " + std::to_string(lines.front().first) +
                     ": not a saved Fifteen game (it should begin with \"" + expectedHeader +
                     "\")"};
    if (first != expectedHeader)
        return Error{"line " + std::to_string(lines.front().first) +
                     ": unsupported saved game version (expected \"" + expectedHeader + "\")"};

    std::array<std::optional<std::pair<int, std::string_view>>, keys.size()> values;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const auto [lineNumber, line] = lines[i];
        const std::size_t space = line.find(' ');
        const std::string_view key = line.substr(0, space);
        const std::string_view value = space == std::string_view::npos
                                           ? std::string_view()
                                           : trimBlank(line.substr(space + 1));
        std::size_t k = 0;
        while (k < keys.size() && keys[k] != key)
            ++k;
        const std::string where = "line " + std::to_string(lineNumber);
        if (k == keys.size())
            return Error{where + ": unknown entry '" + std::string(key.substr(0, 20)) + "'"};
        if (values[k])
            return Error{where + ": '" + std::string(key) +
                         "' appears a second time (first on line " +
                         std::to_string(values[k]->first) + ")"};
        values[k] = std::make_pair(lineNumber, value);
    }
    for (std::size_t k = 0; k < keys.size(); ++k)
        if (!values[k])
            return Error{"the saved game has no '" + std::string(keys[k]) + "' line"};
    const auto where = [&](std::size_t k) { return "line " + std::to_string(values[k]->first); };
    const auto value = [&](std::size_t k) { return values[k]->second; };

    // size
    const std::string_view sizeText = value(0);
    const std::size_t x = sizeText.find('x');
    const std::optional<std::int64_t> width =
        x == std::string_view::npos ? std::nullopt : parseCount(sizeText.substr(0, x), 100);
    const std::optional<std::int64_t> height =
        x == std::string_view::npos ? std::nullopt : parseCount(sizeText.substr(x + 1), 100);
    if (!width || !height ||
        !Board::isValidSize(static_cast<int>(*width), static_cast<int>(*height)))
        return Error{where(0) + ": the size must be WIDTHxHEIGHT, each from " +
                     std::to_string(Board::minSide) + " to " + std::to_string(Board::maxSide)};

    // start and board
    std::array<std::optional<Board>, 2> boards;
    for (std::size_t k = 1; k <= 2; ++k) {
        Result<Board> parsed = parseBoard(value(k));
        if (const Error *error = std::get_if<Error>(&parsed)) {
            Error wrapped = *error;
            wrapped.message = where(k) + ": " + error->message;
            wrapped.line = values[k]->first;
            return wrapped;
        }
        const Board &b = std::get<Board>(parsed);
        if (b.width() != *width || b.height() != *height)
            return Error{where(k) + ": the board is " + std::to_string(b.width()) + "x" +
                         std::to_string(b.height()) + ", not the saved size " +
                         std::string(sizeText)};
        if (!b.isSolvable())
            return Error{where(k) + ": the board cannot be solved"};
        boards[k - 1] = b;
    }

    const std::optional<std::int64_t> moves = parseCount(value(3), std::numeric_limits<int>::max());
    if (!moves)
        return Error{where(3) + ": the move counter must be a whole number from 0 to " +
                     std::to_string(std::numeric_limits<int>::max())};
    const std::optional<std::int64_t> elapsed =
        parseCount(value(4), std::numeric_limits<std::int64_t>::max());
    if (!elapsed)
        return Error{where(4) + ": the time played must be a whole number of milliseconds"};

    Result<std::vector<Direction>> history = parseMoves(value(5), where(5));
    if (const Error *error = std::get_if<Error>(&history))
        return *error;
    Result<std::vector<Direction>> redo = parseMoves(value(6), where(6));
    if (const Error *error = std::get_if<Error>(&redo))
        return *error;

    Result<Game> game =
        Game::restore(*boards[0], std::get<std::vector<Direction>>(history),
                      std::get<std::vector<Direction>>(redo), static_cast<int>(*moves), *elapsed);
    if (const Error *error = std::get_if<Error>(&game))
        return Error{"the saved game does not add up: " + error->message};
    if (std::get<Game>(game).board() != *boards[1])
        return Error{where(2) + ": the board is not where the history leads from the start"};
    return game;
}

} // namespace

Result<Game> loadGame(std::string_view text)
{
    Result<Game> loaded = readGame(text);
    if (Error *error = std::get_if<Error>(&loaded); error && error->kind == ErrorKind::Other)
        error->kind = ErrorKind::SavedGameDamaged;
    return loaded;
}

} // namespace tessera::fifteen
