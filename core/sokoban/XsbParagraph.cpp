// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "XsbParagraph.h"

#include "common/PlainText.h"

namespace tessera::sokoban::xsb {

using text::appendLine;
using text::equalsNoCase;
using text::isAsciiDigit;
using text::isAsciiLetter;

std::optional<std::pair<std::string_view, std::string_view>> splitKeyValue(std::string_view line)
{
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0 || colon > 40)
        return std::nullopt;
    const std::string_view key = text::trimSpaceRight(line.substr(0, colon));
    if (key.empty() || !isAsciiLetter(key.front()))
        return std::nullopt;
    bool digit = false;
    bool space = false;
    for (const char c : key) {
        if (isAsciiDigit(c))
            digit = true;
        else if (c == ' ')
            space = true;
        else if (!isAsciiLetter(c) && c != '-' && c != '_' && c != '.')
            return std::nullopt;
    }
    if (digit && space)
        return std::nullopt;
    return std::make_pair(key, text::trimSpace(line.substr(colon + 1)));
}

bool isCommentEnd(std::string_view trimmedLine)
{
    const auto kv = splitKeyValue(trimmedLine);
    return kv && (equalsNoCase(kv->first, "comment-end") || equalsNoCase(kv->first, "comment_end"));
}

void Paragraph::addKeyValue(std::string_view key, std::string value, int lineNumber)
{
    ++lines;
    lastIsText = false;
    if (keyValues.size() >= maxKeyValues) {
        if (droppedLine == 0)
            droppedLine = lineNumber;
        return;
    }
    keyValues.emplace_back(std::string(key), std::move(value));
}

void Paragraph::addText(std::string_view line)
{
    ++lines;
    ++textLines;
    lastIsText = true;
    if (!text.empty())
        text += '\n';
    lastTextStart = text.size();
    text += line;
}

std::string Paragraph::takeLastText()
{
    std::string last = text.substr(lastTextStart);
    text.resize(lastTextStart > 0 ? lastTextStart - 1 : 0);
    --lines;
    --textLines;
    lastIsText = false;
    return last;
}

void Paragraph::prepend(Paragraph &&before)
{
    if (before.empty())
        return;
    before.keyValues.insert(before.keyValues.end(), keyValues.begin(), keyValues.end());
    keyValues = std::move(before.keyValues);
    if (!text.empty()) {
        std::string joined = std::move(before.text);
        appendLine(joined, text);
        lastTextStart += joined.size() - text.size();
        text = std::move(joined);
    } else {
        text = std::move(before.text);
    }
    textLines += before.textLines;
    lines += before.lines;
    if (droppedLine == 0)
        droppedLine = before.droppedLine;
}

} // namespace tessera::sokoban::xsb
