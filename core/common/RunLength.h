#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace tessera::text {

// Run-length expansion as the Sokoban text formats write it: a count repeats the character or
// parenthesised group after it ("3#", "10l", "2(dr)", nested "2(3(ul)R)"). XSB board rows and
// LURD solutions both use it; they differ only in the rules below.
struct RunLengthRules
{
    std::size_t maxLength = 0; // the longest expansion
    int maxDepth = 0;          // the deepest nesting of groups
    bool skipBlanks = false;   // blanks (isBlank) are not content, and may stand inside a count
    bool zeroCountIsError = false;
    // Past maxLength: an error (TooLong), or the expansion is cut short and `overflow` set.
    bool tooLongIsError = false;
    // What may be repeated; anything else (not a digit, '(' or ')') is a BadChar error.
    bool (*isItem)(char) = nullptr;
};

enum class RunLengthFault
{
    None,
    BadChar,          // at: the character
    CountTooLarge,    // at: the count's first digit
    ZeroCount,        // at: the count's first digit
    CountWithoutItem, // at: the count's first digit
    UnmatchedClose,   // at: the ')'
    TooDeep,          // at: the '(' one too deep
    NeverClosed,      // at: the '('
    TooLong,          // at: where the expansion grew too long
};

struct RunLengthResult
{
    std::string expanded;
    bool overflow = false; // cut short at maxLength (when that is not an error)
    RunLengthFault fault = RunLengthFault::None;
    std::size_t at = 0; // 0-based index in the text of what `fault` names
};

RunLengthResult expandRunLength(std::string_view text, const RunLengthRules &rules);

} // namespace tessera::text
