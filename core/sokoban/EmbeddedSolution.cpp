// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "EmbeddedSolution.h"

#include "common/PlainText.h"

#include <cctype>
#include <cstring>

namespace tessera::sokoban {

namespace {

bool isLurdChar(char c)
{
    return std::strchr("lurdLURD0123456789()", c) != nullptr || text::isSpace(c);
}

} // namespace

std::optional<std::string_view> solutionHeaderRest(std::string_view line)
{
    static constexpr std::string_view word = "solution";
    if (!text::startsWithNoCase(line, word))
        return std::nullopt;
    std::string_view rest = line.substr(word.size());
    if (!rest.empty() && rest.front() == '/') { // "Solution/Moves"
        rest.remove_prefix(1);
        std::size_t n = 0;
        while (n < rest.size() && std::isalpha(static_cast<unsigned char>(rest[n])))
            ++n;
        if (n == 0)
            return std::nullopt;
        rest.remove_prefix(n);
    }
    rest = text::trimSpaceLeft(rest);
    if (!rest.empty() && rest.front() == '(') { // "(moves 97, pushes 19)"
        const std::size_t close = rest.find(')');
        if (close == std::string_view::npos)
            return std::nullopt;
        rest = text::trimSpaceLeft(rest.substr(close + 1));
    }
    if (!rest.empty() && rest.front() == ':')
        rest = text::trimSpaceLeft(rest.substr(1));
    if (!rest.empty() && !isLurdLine(rest))
        return std::nullopt;
    return rest;
}

bool isLurdLine(std::string_view line)
{
    bool move = false;
    for (const char c : line) {
        if (!isLurdChar(c))
            return false;
        move = move || std::strchr("lurdLURD", c) != nullptr;
    }
    return move;
}

} // namespace tessera::sokoban
