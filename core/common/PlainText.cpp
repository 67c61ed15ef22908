// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PlainText.h"

#include <algorithm>

namespace tessera::text {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\x1a';
}

bool isBlank(char c)
{
    return isSpace(c) || c == '\n' || c == '\r';
}

std::string_view trimSpaceLeft(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    return s;
}

std::string_view trimSpaceRight(std::string_view s)
{
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

std::string_view trimSpace(std::string_view s)
{
    return trimSpaceLeft(trimSpaceRight(s));
}

std::string_view trimBlank(std::string_view s)
{
    while (!s.empty() && isBlank(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back()))
        s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> blankSeparatedWords(std::string_view text)
{
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isBlank(text[i]))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && !isBlank(text[i]))
            ++i;
        if (i > start)
            words.push_back(text.substr(start, i - start));
    }
    return words;
}

bool isAsciiDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isAsciiLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

char asciiLower(char c)
{
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

bool equalsNoCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (asciiLower(a[i]) != asciiLower(b[i]))
            return false;
    return true;
}

bool startsWithNoCase(std::string_view s, std::string_view prefix)
{
    return s.size() >= prefix.size() && equalsNoCase(s.substr(0, prefix.size()), prefix);
}

void appendLine(std::string &text, std::string_view line)
{
    if (!text.empty())
        text += '\n';
    text += line;
}

std::string tidyLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    std::string_view rest = text;
    for (;;) {
        const std::size_t nl = rest.find('\n');
        lines.push_back(trimSpaceRight(rest.substr(0, nl)));
        if (nl == std::string_view::npos)
            break;
        rest.remove_prefix(nl + 1);
    }
    std::size_t first = 0;
    while (first < lines.size() && lines[first].empty())
        ++first;
    std::size_t last = lines.size();
    while (last > first && lines[last - 1].empty())
        --last;
    std::string out;
    for (std::size_t i = first; i < last; ++i) {
        if (i > first)
            out += '\n';
        out += lines[i];
    }
    return out;
}

std::string hexByte(unsigned char b)
{
    static constexpr char hex[] = "0123456789abcdef";
    return std::string("0x") + hex[b >> 4] + hex[b & 0xf];
}

std::string describeChar(char c)
{
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x80)
        return "a non-ASCII character";
    if (u < 0x20 || u == 0x7f)
        return "byte " + hexByte(u);
    return std::string("'") + c + "'";
}

std::size_t unicodeSpaceAt(std::string_view text, std::size_t pos)
{
    const auto byte = [&](std::size_t i) {
        return pos + i < text.size() ? static_cast<unsigned char>(text[pos + i]) : 0;
    };
    const unsigned char b0 = byte(0);
    if (b0 == 0xc2 && byte(1) == 0xa0)
        return 2; // U+00A0
    if (b0 == 0xe1 && byte(1) == 0x9a && byte(2) == 0x80)
        return 3; // U+1680
    if (b0 == 0xe2 && byte(1) == 0x80) {
        const unsigned char b2 = byte(2);
        if ((b2 >= 0x80 && b2 <= 0x8a) || b2 == 0xaf)
            return 3; // U+2000..U+200A, U+202F
    }
    if (b0 == 0xe2 && byte(1) == 0x81 && byte(2) == 0x9f)
        return 3; // U+205F
    if (b0 == 0xe3 && byte(1) == 0x80 && byte(2) == 0x80)
        return 3; // U+3000
    return 0;
}

bool hasNonAscii(std::string_view s)
{
    return std::any_of(s.begin(), s.end(),
                       [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
}

std::string withAsciiSpaces(std::string_view line)
{
    std::string out;
    out.reserve(line.size());
    for (std::size_t i = 0; i < line.size();) {
        if (const std::size_t n = unicodeSpaceAt(line, i)) {
            out += ' ';
            i += n;
        } else {
            out += line[i++];
        }
    }
    return out;
}

} // namespace tessera::text
