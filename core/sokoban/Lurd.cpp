// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Lurd.h"

#include "common/PlainText.h"
#include "common/RunLength.h"

namespace tessera::sokoban {

namespace {

// Deeper nesting than any real solution, shallow enough to keep the group stack small.
constexpr int maxGroupDepth = 1000;

bool isMove(char c)
{
    switch (c) {
    case 'l':
    case 'u':
    case 'r':
    case 'd':
    case 'L':
    case 'U':
    case 'R':
    case 'D':
        return true;
    default:
        return false;
    }
}

LurdError error(std::size_t index, const std::string &what)
{
    return {index + 1, "character " + std::to_string(index + 1) + ": " + what};
}

std::string faultMessage(text::RunLengthFault fault, char c)
{
    using text::RunLengthFault;
    switch (fault) {
    case RunLengthFault::BadChar:
        return text::describeChar(c) + " is not a move (l, u, r, d to walk; L, U, R, D to push)";
    case RunLengthFault::CountTooLarge:
        return "the count is larger than " + std::to_string(maxLurdSteps);
    case RunLengthFault::ZeroCount:
        return "a count of 0 repeats nothing";
    case RunLengthFault::CountWithoutItem:
        return "the count is not followed by a move or a group";
    case RunLengthFault::UnmatchedClose:
        return "')' has no matching '('";
    case RunLengthFault::TooDeep:
        return "groups are nested more than " + std::to_string(maxGroupDepth) + " deep";
    case RunLengthFault::NeverClosed:
        return "'(' is never closed";
    case RunLengthFault::TooLong:
    case RunLengthFault::None:
        break;
    }
    return "the solution expands to more than " + std::to_string(maxLurdSteps) + " steps";
}

// The longest group Grouped looks for: repeats of longer ones are rare in play.
constexpr std::size_t maxGroup = 8;

std::size_t digits(std::size_t n)
{
    std::size_t d = 1;
    for (; n >= 10; n /= 10)
        ++d;
    return d;
}

// How many times moves[at, at + length) follows itself from `at` on (1: only once).
std::size_t repeats(std::string_view moves, std::size_t at, std::size_t length)
{
    std::size_t count = 1;
    for (std::size_t next = at + length; next + length <= moves.size(); next += length) {
        if (moves.compare(next, length, moves, at, length) != 0)
            break;
        ++count;
    }
    return count;
}

// The next token of the Grouped form at `at` ("12r", "4999999(lr)", "u") and the moves it
// stands for: the run or group that saves the most characters.
std::pair<std::string, std::size_t> groupedToken(std::string_view moves, std::size_t at)
{
    const std::size_t run = repeats(moves, at, 1);
    std::size_t bestLength = 1;
    std::size_t bestCount = run;
    long long bestSaving = static_cast<long long>(run) - static_cast<long long>(digits(run) + 1);
    for (std::size_t length = 2; length <= maxGroup && at + 2 * length <= moves.size(); ++length) {
        const std::size_t count = repeats(moves, at, length);
        if (count < 2)
            continue;
        const long long saving = static_cast<long long>(count * length) -
                                 static_cast<long long>(digits(count) + length + 2);
        if (saving > bestSaving) {
            bestSaving = saving;
            bestLength = length;
            bestCount = count;
        }
    }
    const std::string_view group = moves.substr(at, bestLength);
    std::string token;
    if (bestLength == 1)
        token = bestCount > 1 ? std::to_string(bestCount) + group[0] : std::string(group);
    else
        token = std::to_string(bestCount) + '(' + std::string(group) + ')';
    return {token, bestLength * bestCount};
}

} // namespace

std::variant<LurdSteps, LurdError> parseLurdSteps(std::string_view text)
{
    text::RunLengthRules rules;
    rules.maxLength = maxLurdSteps;
    rules.maxDepth = maxGroupDepth;
    rules.skipBlanks = true;
    rules.zeroCountIsError = true;
    rules.tooLongIsError = true;
    rules.isItem = isMove;
    auto compiled = text::RunLengthSequence::compile(text, rules);
    if (const auto *result = std::get_if<text::RunLengthResult>(&compiled)) {
        const char c = result->at < text.size() ? text[result->at] : '\0';
        LurdError e = error(result->at, faultMessage(result->fault, c));
        e.fault = result->fault;
        e.byte = static_cast<unsigned char>(c);
        e.limit = result->fault == text::RunLengthFault::TooDeep
                      ? maxGroupDepth
                      : static_cast<long long>(maxLurdSteps);
        return e;
    }
    return LurdSteps(std::move(std::get<text::RunLengthSequence>(compiled)));
}

std::variant<std::string, LurdError> parseLurd(std::string_view text)
{
    auto parsed = parseLurdSteps(text);
    if (auto *error = std::get_if<LurdError>(&parsed))
        return std::move(*error);
    LurdSteps &steps = std::get<LurdSteps>(parsed);
    std::string moves;
    moves.reserve(steps.size());
    while (const std::optional<char> step = steps.next())
        moves += *step;
    return moves;
}

std::string writeLurd(std::string_view moves, LurdForm form, std::size_t lineLength)
{
    std::string out;
    std::size_t lineStart = 0;
    auto put = [&](const std::string &token) {
        if (lineLength > 0 && out.size() > lineStart &&
            out.size() - lineStart + token.size() > lineLength) {
            out += '\n';
            lineStart = out.size();
        }
        out += token;
    };
    if (form == LurdForm::Grouped) {
        std::string steps;
        steps.reserve(moves.size());
        for (const char c : moves)
            if (isMove(c))
                steps += c;
        for (std::size_t i = 0; i < steps.size();) {
            const auto [token, covered] = groupedToken(steps, i);
            put(token);
            i += covered;
        }
        return out;
    }
    for (std::size_t i = 0; i < moves.size();) {
        const char c = moves[i];
        if (!isMove(c)) {
            ++i;
            continue;
        }
        std::size_t run = 1;
        if (form == LurdForm::RunLength) {
            // Letters skipped as noise do not break a run.
            std::size_t j = i + 1;
            for (; j < moves.size() && (moves[j] == c || !isMove(moves[j])); ++j)
                run += moves[j] == c ? 1 : 0;
            i = j;
        } else {
            ++i;
        }
        put(run > 1 ? std::to_string(run) + c : std::string(1, c));
    }
    return out;
}

} // namespace tessera::sokoban
