// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

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

// The expansion of a run-length text one item at a time, never held whole: "R4999999(lr)"
// gives 9,999,999 items from the memory of its 12 characters. compile() is the one parser of
// the syntax (expandRunLength() walks what it compiles): it checks the text by the rules and
// measures it; next() then walks its runs and groups. Without tooLongIsError, the sequence is
// cut short at maxLength as the expansion is, and overflow() says so.
class RunLengthSequence
{
public:
    // The sequence, or the fault (RunLengthResult::fault and at; nothing expanded).
    [[nodiscard]] static std::variant<RunLengthSequence, RunLengthResult>
    compile(std::string_view text, const RunLengthRules &rules);

    // How many items the whole expansion holds.
    [[nodiscard]] std::size_t size() const { return m_size; }
    // Cut short at maxLength (only without tooLongIsError).
    [[nodiscard]] bool overflow() const { return m_overflow; }
    // The next item, or nothing at the end.
    [[nodiscard]] std::optional<char> next();
    // Back to the first item.
    void rewind();

private:
    struct Op
    {
        enum Kind : unsigned char
        {
            Item,
            Open,
            Close
        } kind = Item;
        char item = 0;
        std::size_t count = 0; // Item: repeats; Open: repeats (0: skipped, empty or counted 0)
        std::size_t match = 0; // Open: index of its Close; Close: index of its Open
    };
    struct Loop
    {
        std::size_t open = 0; // index of the Open op
        std::size_t left = 0; // repeats still to come, this one included
    };

    std::vector<Op> m_ops;
    std::size_t m_size = 0;
    bool m_overflow = false;
    std::size_t m_pc = 0;
    std::size_t m_itemLeft = 0;
    std::vector<Loop> m_loops;
};

} // namespace tessera::text
