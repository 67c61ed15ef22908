// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "XsbWriter.h"

#include "common/PlainText.h"

#include <string_view>

namespace tessera::sokoban {

namespace {

char cellChar(const Cell &c, char floor)
{
    if (c.terrain == Terrain::Wall)
        return '#';
    if (c.player)
        return c.goal ? '+' : '@';
    if (c.box)
        return c.goal ? '*' : '$';
    return c.goal ? '.' : floor;
}

// Text on one line, without the spaces a reader trims away.
std::string oneLine(const std::string &value)
{
    std::string out = value;
    for (char &c : out)
        if (c == '\n' || c == '\r')
            c = ' ';
    return std::string(text::trimSpace(out));
}

void appendKeyValue(std::string &out, const std::string &key, const std::string &value)
{
    out += oneLine(key);
    out += ':';
    const std::string v = oneLine(value);
    if (!v.empty())
        out += ' ' + v;
    out += '\n';
}

} // namespace

std::string writeBoard(const Level &level, const XsbWriteOptions &options)
{
    const char floor = options.floor == '-' || options.floor == '_' ? options.floor : ' ';
    std::string out;
    if (level.width <= 0 || level.height <= 0 ||
        level.cells.size() != static_cast<std::size_t>(level.width) * level.height)
        return out;
    out.reserve(static_cast<std::size_t>(level.width + 1) * level.height);
    for (int y = 0; y < level.height; ++y) {
        const std::size_t start = out.size();
        for (int x = 0; x < level.width; ++x)
            out += cellChar(level.at(x, y), floor);
        std::size_t end = out.size();
        while (end > start && out[end - 1] == floor)
            --end;
        out.resize(end);
        if (end == start)
            out += '-'; // an empty line would end the board; floor on the edge reads as outside
        out += '\n';
    }
    return out;
}

std::string writeLevel(const Level &level, const XsbWriteOptions &options)
{
    std::string out = writeBoard(level, options);
    if (out.empty())
        return out;
    if (!oneLine(level.title).empty())
        appendKeyValue(out, "Title", level.title);
    if (!oneLine(level.author).empty())
        appendKeyValue(out, "Author", level.author);
    for (const auto &[key, value] : level.metadata)
        appendKeyValue(out, key, value);
    const std::string &comment = level.comment;
    if (!comment.empty()) {
        std::vector<std::string_view> lines;
        bool boardRow = false;
        for (std::size_t start = 0;;) {
            const std::size_t nl = comment.find('\n', start);
            lines.push_back(std::string_view(comment).substr(start, nl - start));
            boardRow = boardRow || isBoardRow(lines.back());
            if (nl == std::string::npos)
                break;
            start = nl + 1;
        }
        if (comment == oneLine(comment)) {
            appendKeyValue(out, "Comment", comment);
        } else if (boardRow) {
            // One "Comment:" line each: the reader joins them, and no line can end a block.
            for (const std::string_view line : lines)
                appendKeyValue(out, "Comment", std::string(line));
        } else {
            out += "Comment:\n";
            out += comment;
            if (comment.back() != '\n')
                out += '\n';
            out += "Comment-End:\n";
        }
    }
    return out;
}

std::string writeXsb(const std::vector<Level> &levels, const XsbWriteOptions &options)
{
    std::string out;
    for (const Level &level : levels) {
        const std::string text = writeLevel(level, options);
        if (text.empty())
            continue;
        if (!out.empty())
            out += '\n';
        out += text;
    }
    return out;
}

std::string writeXsb(const LevelCollection &collection, const XsbWriteOptions &options)
{
    std::string out;
    if (!collection.notes.empty()) {
        std::size_t start = 0;
        for (;;) {
            const std::size_t nl = collection.notes.find('\n', start);
            const std::string line = collection.notes.substr(
                start, nl == std::string::npos ? std::string::npos : nl - start);
            out += line.empty() ? ";\n" : "; " + line + "\n";
            if (nl == std::string::npos)
                break;
            start = nl + 1;
        }
        out += '\n';
    }
    if (!collection.metadata.empty()) {
        for (const auto &[key, value] : collection.metadata)
            appendKeyValue(out, key, value);
        out += '\n';
    }
    std::vector<Level> levels;
    levels.reserve(collection.levels.size());
    for (const LevelEntry &entry : collection.levels)
        levels.push_back(entry.level);
    return out + writeXsb(levels, options);
}

} // namespace tessera::sokoban
