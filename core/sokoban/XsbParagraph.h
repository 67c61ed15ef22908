// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// The XSB reader's text around boards: "Key: value" lines and plain text, in paragraphs.
namespace tessera::sokoban::xsb {

// "Key: value" lines kept per level (and for the file header): far above any real file, low
// enough that a file of nothing but such lines cannot eat the memory.
inline constexpr std::size_t maxKeyValues = 10000;

// "Key: value": a key starts with a letter and holds letters, digits, spaces, '-', '_' or '.';
// a key with both a digit and a space ("Level 1: The Start") is a text line, not a key.
[[nodiscard]] std::optional<std::pair<std::string_view, std::string_view>>
splitKeyValue(std::string_view line);

// A "Comment-End:" (or "Comment_End:") line, trimmed.
[[nodiscard]] bool isCommentEnd(std::string_view trimmedLine);

// Lines of text between blank lines, that are not part of a board: key-value lines and plain
// text. Where they belong (the level before, the level after, the file header) is decided once
// it is known what follows them.
struct Paragraph
{
    std::vector<std::pair<std::string, std::string>> keyValues;
    std::string text; // plain text lines, '\n'-separated
    int textLines = 0;
    std::size_t lastTextStart = 0;
    bool lastIsText = false;
    int lines = 0;
    int droppedLine = 0; // the first key-value line dropped over the limit

    [[nodiscard]] bool empty() const { return lines == 0; }
    [[nodiscard]] bool isSingleTextLine() const { return lines == 1 && textLines == 1; }

    void addKeyValue(std::string_view key, std::string value, int lineNumber);
    void addText(std::string_view line);
    // Removes the last line, which is plain text, and returns it.
    std::string takeLastText();
    // Puts the lines of `before` ahead of this paragraph's.
    void prepend(Paragraph &&before);
    void clear() { *this = Paragraph(); }
};

} // namespace tessera::sokoban::xsb
