#pragma once

#include "common/RunLength.h"

#include <cstddef>
#include <string>
#include <string_view>
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
std::variant<std::string, LurdError> parseLurd(std::string_view text);

enum class LurdForm
{
    Plain,     // one letter per step
    RunLength, // runs of one letter as count and letter: "3rD2u"
};

// `moves` as parseLurd() gives them (anything but l u r d L U R D is skipped). With lineLength
// > 0, lines are broken before they grow longer, never between a count and its letter.
std::string writeLurd(std::string_view moves, LurdForm form = LurdForm::Plain,
                      std::size_t lineLength = 0);

} // namespace tessera::sokoban
