// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Game::serialize and Game::deserialize: the saved-game text form documented in Game.h.
#include "Game.h"
#include "common/PlainText.h"

#include <cstdio>
#include <limits>

namespace tessera::game2048 {

namespace {

using text::trimBlank;

constexpr std::string_view header = "tessera-2048 1";

std::string hex64(std::uint64_t v)
{
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(v));
    return buffer;
}

std::string shown(std::string_view text)
{
    constexpr std::size_t maxShown = 40;
    if (text.size() > maxShown)
        return "'" + std::string(text.substr(0, maxShown)) + "...'";
    return "'" + std::string(text) + "'";
}

std::optional<std::int64_t> parseScore(std::string_view text)
{
    if (text.empty())
        return std::nullopt;
    std::int64_t value = 0;
    constexpr std::int64_t max = std::numeric_limits<std::int64_t>::max();
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        const int digit = c - '0';
        if (value > (max - digit) / 10)
            return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

std::optional<std::uint64_t> parseHex64(std::string_view text)
{
    if (text.empty() || text.size() > 16)
        return std::nullopt;
    std::uint64_t value = 0;
    for (const char c : text) {
        int digit = 0;
        if (c >= '0' && c <= '9')
            digit = c - '0';
        else if (c >= 'a' && c <= 'f')
            digit = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            digit = c - 'A' + 10;
        else
            return std::nullopt;
        value = (value << 4) | static_cast<std::uint64_t>(digit);
    }
    return value;
}

std::variant<bool, std::string> parseFlag(std::string_view text)
{
    if (text == "0")
        return false;
    if (text == "1")
        return true;
    return shown(text) + " is not 0 or 1";
}

std::variant<UndoStep, std::string> parseUndo(std::string_view text)
{
    const std::size_t bar1 = text.find('|');
    const std::size_t bar2 = bar1 == std::string_view::npos ? bar1 : text.find('|', bar1 + 1);
    if (bar2 == std::string_view::npos || text.find('|', bar2 + 1) != std::string_view::npos)
        return std::string("an undo step is 'score | board | random'");
    UndoStep step;
    const std::string_view scoreText = trimBlank(text.substr(0, bar1));
    const std::optional<std::int64_t> score = parseScore(scoreText);
    if (!score)
        return "the undo score " + shown(scoreText) + " is not a number from 0 to 2^63-1";
    step.score = *score;
    auto board = parseBoard(trimBlank(text.substr(bar1 + 1, bar2 - bar1 - 1)));
    if (const auto *error = std::get_if<ParseError>(&board))
        return "the undo board: " + error->message;
    step.board = std::get<Board>(std::move(board));
    auto random = parseRandomState(trimBlank(text.substr(bar2 + 1)));
    if (const auto *error = std::get_if<std::string>(&random))
        return *error;
    step.random = std::get<Random>(random);
    return step;
}

} // namespace

std::string formatRandomState(const Random &random)
{
    std::string text;
    for (const std::uint64_t word : random.state()) {
        if (!text.empty())
            text += ' ';
        text += hex64(word);
    }
    return text;
}

std::variant<Random, std::string> parseRandomState(std::string_view text)
{
    Random::State state{};
    std::size_t word = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ')
            ++i;
        if (i == start)
            break;
        if (word == state.size())
            return std::string("the random state has more than 4 words");
        const std::optional<std::uint64_t> value = parseHex64(text.substr(start, i - start));
        if (!value)
            return "the random state word " + shown(text.substr(start, i - start)) +
                   " is not a 64-bit hex number";
        state[word++] = *value;
    }
    if (word != state.size())
        return "the random state has " + std::to_string(word) + " words instead of 4";
    const std::optional<Random> random = Random::fromState(state);
    if (!random)
        return std::string("the random state is all zero, which the generator cannot have");
    return *random;
}

std::string Game::serialize() const
{
    std::string text(header);
    text += '\n';
    text += "board " + formatBoard(m_board) + '\n';
    text += "score " + std::to_string(m_score) + '\n';
    text += "random " + formatRandomState(m_random) + '\n';
    text += std::string("won ") + (m_won ? "1" : "0") + '\n';
    text += std::string("keep-going ") + (m_keepGoing ? "1" : "0") + '\n';
    for (const UndoStep &step : m_undo) {
        text += "undo " + std::to_string(step.score) + " | " + formatBoard(step.board) + " | " +
                formatRandomState(step.random) + '\n';
    }
    return text;
}

std::variant<Game, ParseError> Game::deserialize(std::string_view text)
{
    std::optional<Board> board;
    std::optional<std::int64_t> score;
    std::optional<Random> random;
    std::optional<bool> won;
    std::optional<bool> keepGoing;
    std::deque<UndoStep> undo;
    bool headerSeen = false;

    int lineNumber = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = trimBlank(text.substr(pos, end - pos));
        pos = end + 1;
        ++lineNumber;
        const auto fail = [lineNumber](const std::string &message) {
            return ParseError{"saved 2048 game, line " + std::to_string(lineNumber) + ": " +
                                  message,
                              ParseErrorKind::SavedGameDamaged,
                              {},
                              {},
                              lineNumber};
        };
        if (line.empty())
            continue;
        if (!headerSeen) {
            if (line != header)
                return fail("expected '" + std::string(header) + "', found " + shown(line));
            headerSeen = true;
            continue;
        }
        const std::size_t space = line.find(' ');
        const std::string_view key = line.substr(0, space);
        const std::string_view value = space == std::string_view::npos
                                           ? std::string_view()
                                           : trimBlank(line.substr(space + 1));
        const auto once = [&](bool seen) {
            return seen
                       ? std::optional<ParseError>(fail("'" + std::string(key) + "' appears twice"))
                       : std::nullopt;
        };

        if (key == "board") {
            if (auto e = once(board.has_value()))
                return *e;
            auto parsed = parseBoard(value);
            if (const auto *error = std::get_if<ParseError>(&parsed)) {
                ParseError wrapped = *error;
                wrapped.message = fail("board: " + error->message).message;
                wrapped.line = lineNumber;
                return wrapped;
            }
            board = std::get<Board>(std::move(parsed));
        } else if (key == "score") {
            if (auto e = once(score.has_value()))
                return *e;
            score = parseScore(value);
            if (!score)
                return fail("the score " + shown(value) + " is not a number from 0 to 2^63-1");
        } else if (key == "random") {
            if (auto e = once(random.has_value()))
                return *e;
            auto parsed = parseRandomState(value);
            if (const auto *error = std::get_if<std::string>(&parsed))
                return fail(*error);
            random = std::get<Random>(parsed);
        } else if (key == "won" || key == "keep-going") {
            std::optional<bool> &flag = key == "won" ? won : keepGoing;
            if (auto e = once(flag.has_value()))
                return *e;
            auto parsed = parseFlag(value);
            if (const auto *error = std::get_if<std::string>(&parsed))
                return fail(std::string(key) + ": " + *error);
            flag = std::get<bool>(parsed);
        } else if (key == "undo") {
            if (static_cast<int>(undo.size()) == maxUndo)
                return fail("more than " + std::to_string(maxUndo) + " undo steps");
            auto parsed = parseUndo(value);
            if (const auto *error = std::get_if<std::string>(&parsed))
                return fail(*error);
            undo.push_back(std::get<UndoStep>(std::move(parsed)));
        } else {
            return fail("unknown key " + shown(key));
        }
    }

    const auto missing = [](const char *key) {
        return ParseError{std::string("saved 2048 game: the '") + key + "' line is missing",
                          ParseErrorKind::SavedGameDamaged};
    };
    if (!headerSeen)
        return ParseError{"saved 2048 game: the text is empty", ParseErrorKind::SavedGameDamaged};
    if (!board)
        return missing("board");
    if (!score)
        return missing("score");
    if (!random)
        return missing("random");
    if (!won)
        return missing("won");
    if (!keepGoing)
        return missing("keep-going");
    if (*keepGoing && !*won)
        return ParseError{"saved 2048 game: keep-going is 1 but won is 0",
                          ParseErrorKind::SavedGameDamaged};
    if (!*won && board->highestExponent() >= winExponent)
        return ParseError{"saved 2048 game: the board holds a 2048 tile but won is 0",
                          ParseErrorKind::SavedGameDamaged};
    for (std::size_t i = 0; i < undo.size(); ++i) {
        if (undo[i].board.rows() != board->rows() || undo[i].board.cols() != board->cols())
            return ParseError{"saved 2048 game: undo step " + std::to_string(i + 1) + " is " +
                                  std::to_string(undo[i].board.rows()) + "x" +
                                  std::to_string(undo[i].board.cols()) + " but the board is " +
                                  std::to_string(board->rows()) + "x" +
                                  std::to_string(board->cols()),
                              ParseErrorKind::SavedGameDamaged};
    }

    Game game(*board, *random, *score);
    game.m_won = *won;
    game.m_keepGoing = *keepGoing;
    game.m_undo = std::move(undo);
    return game;
}

} // namespace tessera::game2048
