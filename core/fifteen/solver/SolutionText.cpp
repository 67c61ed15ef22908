// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SolutionText.h"

namespace tessera::fifteen {

std::string solutionString(const std::vector<Direction> &moves)
{
    std::string text;
    text.reserve(moves.size());
    for (const Direction d : moves)
        text.push_back(static_cast<char>(lurdLetter(d) - 'a' + 'A'));
    return text;
}

std::optional<std::vector<Direction>> parseSolution(const std::string &text)
{
    std::vector<Direction> moves;
    moves.reserve(text.size());
    for (const char c : text) {
        const auto d = directionFromLurd(c);
        if (!d)
            return std::nullopt;
        moves.push_back(*d);
    }
    return moves;
}

} // namespace tessera::fifteen
