// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/RunLength.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace tessera::sokoban {

// LURD: a line of play as letters, 'l' 'u' 'r' 'd' for walks and 'L' 'U' 'R' 'D' for pushes.
// Written solutions may compress it: a count repeats the letter or parenthesised group after it
// ("3r", "10l", "2(dr)", nested "2(3(ul)R)"); whitespace and line breaks mean nothing.

// Longer expansions are refused, so "999999999(999999999l)" cannot exhaust the memory.
inline constexpr std::size_t maxLurdSteps = 10'000'000;

struct LurdError
{
    std::size_t position = 0; // 1-based character (byte) in the text
    std::string message;      // names the character: "character 5: 'x' is not a move ..."
    // What the message is made of, for the app to say it in the player's language: the fault,
    // the character at `position` (BadChar) and the limit passed (CountTooLarge, TooDeep,
    // TooLong).
    text::RunLengthFault fault = text::RunLengthFault::None;
    unsigned char byte = 0;
    long long limit = 0;
};

// The moves as one letter per step (only l u r d L U R D), or what is wrong and where.
[[nodiscard]] std::variant<std::string, LurdError> parseLurd(std::string_view text);

// The moves of a LURD text one step at a time, never expanded whole: "R4999999(lr)" is ten
// million steps in the memory of its text.
class LurdSteps
{
public:
    explicit LurdSteps(text::RunLengthSequence sequence) : m_sequence(std::move(sequence)) {}
    // How many steps there are in all.
    [[nodiscard]] std::size_t size() const { return m_sequence.size(); }
    // The next step's letter (l u r d L U R D), or nothing at the end.
    [[nodiscard]] std::optional<char> next() { return m_sequence.next(); }
    // Back to the first step.
    void rewind() { m_sequence.rewind(); }

private:
    text::RunLengthSequence m_sequence;
};

// parseLurd() without the expansion: the same errors, the steps to walk through.
[[nodiscard]] std::variant<LurdSteps, LurdError> parseLurdSteps(std::string_view text);

enum class LurdForm
{
    Plain,     // one letter per step
    RunLength, // runs of one letter as count and letter: "3rD2u"
    // RunLength, and repeats of a short group of letters too: "R4999999(lr)". A line of
    // millions of moves that came from such a text takes as little room again.
    Grouped,
};

// `moves` as parseLurd() gives them (anything but l u r d L U R D is skipped). With lineLength
// > 0, lines are broken before they grow longer, never between a count and its letter.
std::string writeLurd(std::string_view moves, LurdForm form = LurdForm::Plain,
                      std::size_t lineLength = 0);

} // namespace tessera::sokoban
