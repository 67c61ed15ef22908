// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "WebWhitespace.h"

#include "XsbReader.h"
#include "common/PlainText.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace tessera::sokoban {

namespace {

struct TextLine
{
    std::string text; // without its line end
    std::string end;  // "\n", "\r\n", "\r" or "" for the last line
    bool board = false;
};

std::size_t indentOf(std::string_view s)
{
    std::size_t n = 0;
    while (n < s.size() && (s[n] == ' ' || s[n] == '\t'))
        ++n;
    return n;
}

bool isBlankLine(std::string_view s)
{
    return std::all_of(s.begin(), s.end(), text::isSpace);
}

// Removes the indentation the rows of lines[first, last) share, when one of them is a wall row.
void removeSharedIndent(std::vector<TextLine> &lines, std::size_t first, std::size_t last)
{
    if (last - first < 1)
        return;
    bool wall = false;
    std::string_view shared = lines[first].text;
    shared = shared.substr(0, indentOf(shared));
    for (std::size_t i = first; i < last; ++i) {
        const std::string &row = lines[i].text;
        wall = wall || isBoardRow(row);
        std::size_t n = 0;
        while (n < shared.size() && n < row.size() && row[n] == shared[n])
            ++n;
        shared = shared.substr(0, n);
    }
    if (!wall || shared.empty())
        return;
    const std::size_t n = shared.size();
    for (std::size_t i = first; i < last; ++i)
        lines[i].text.erase(0, n);
}

} // namespace

std::optional<std::string> tidyWebWhitespace(std::string_view text)
{
    // Without Unicode characters, tabs or lines longer than a board may be wide, there is
    // nothing to do: shared indentation of spaces alone is trimmed with the rest of the floor
    // outside the walls. Most files are like that and are read without a copy.
    bool work = false;
    std::size_t lineLength = 0;
    for (const char c : text) {
        if (static_cast<unsigned char>(c) >= 0x80 || c == '\t' ||
            ++lineLength > static_cast<std::size_t>(Level::maxSize)) {
            work = true;
            break;
        }
        if (c == '\n' || c == '\r')
            lineLength = 0;
    }
    if (!work)
        return std::nullopt;

    std::vector<TextLine> lines;
    for (std::size_t pos = 0; pos <= text.size();) {
        std::size_t end = pos;
        while (end < text.size() && text[end] != '\n' && text[end] != '\r')
            ++end;
        TextLine line;
        line.text = std::string(text.substr(pos, end - pos));
        std::size_t next = end;
        if (end < text.size())
            next =
                end + (text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n' ? 2 : 1);
        line.end = std::string(text.substr(end, next - end));
        if (text::hasNonAscii(line.text)) {
            std::string ascii = text::withAsciiSpaces(line.text);
            if (ascii != line.text && (isBlankLine(ascii) || isBoardSyntax(ascii)))
                line.text = std::move(ascii);
        }
        line.board = isBoardSyntax(line.text);
        lines.push_back(std::move(line));
        if (next == end)
            break;
        pos = next;
    }

    for (std::size_t i = 0; i < lines.size();) {
        if (!lines[i].board) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < lines.size() && lines[j].board)
            ++j;
        removeSharedIndent(lines, i, j);
        i = j;
    }

    std::string out;
    out.reserve(text.size());
    for (const TextLine &line : lines)
        out += line.text + line.end;
    return out;
}

} // namespace tessera::sokoban
