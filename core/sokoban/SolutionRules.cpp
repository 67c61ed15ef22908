// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
#include "SolutionRules.h"

#include "EmbeddedSolution.h"
#include "common/PlainText.h"

#include <cctype>

namespace tessera::sokoban {

namespace {

using text::trimSpace;

// Lower case, runs of spaces and '-' as one space.
std::string folded(std::string_view s)
{
    std::string out;
    for (const char c : trimSpace(s)) {
        if (text::isSpace(c) || c == '-') {
            if (!out.empty() && out.back() != ' ')
                out.push_back(' ');
        } else {
            out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
        }
    }
    return out;
}

} // namespace

GameOptions gameOptions(PlayRules rules)
{
    GameOptions options;
    options.trainPush = rules == PlayRules::TrainPush;
    return options;
}

PlayRules playRules(const GameOptions &options)
{
    return options.trainPush ? PlayRules::TrainPush : PlayRules::Standard;
}

std::string_view playRulesName(PlayRules rules)
{
    return rules == PlayRules::TrainPush ? "train push" : "standard";
}

std::optional<PlayRules> playRulesFromName(std::string_view name)
{
    const std::string f = folded(name);
    if (f == "standard" || f == "classic")
        return PlayRules::Standard;
    if (f == "train push" || f == "train")
        return PlayRules::TrainPush;
    return std::nullopt;
}

std::optional<std::string_view> rulesLineValue(std::string_view line)
{
    static constexpr std::string_view key = "rules:";
    if (!text::startsWithNoCase(line, key))
        return std::nullopt;
    return trimSpace(line.substr(key.size()));
}

MarkedSolution readMarkedSolution(std::string_view text)
{
    MarkedSolution solution;
    bool marked = false; // a header or a rules line was taken out
    bool firstLine = true;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t end = text.find_first_of("\r\n", pos);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view line = trimSpace(text.substr(pos, end - pos));
        pos = end + 1;
        if (line.empty())
            continue;
        std::string_view moves = line;
        if (const auto rules = rulesLineValue(line)) {
            if (const auto known = playRulesFromName(*rules))
                solution.rules = known;
            else
                solution.unknownRules = std::string(*rules);
            moves = {};
            marked = true;
        } else if (firstLine) {
            if (const auto rest = solutionHeaderRest(line)) {
                moves = *rest;
                marked = true;
            }
        }
        firstLine = false;
        if (!solution.moves.empty() && !moves.empty())
            solution.moves.push_back('\n');
        solution.moves.append(moves);
    }
    // Bare LURD is kept as given, so parseLurd() names its characters where they stand.
    if (!marked)
        solution.moves = std::string(text);
    return solution;
}

std::string writeMarkedSolution(std::string_view lurd, PlayRules rules)
{
    if (rules == PlayRules::Standard)
        return std::string(lurd);
    int pushes = 0;
    for (const char c : lurd)
        pushes += (c >= 'A' && c <= 'Z') ? 1 : 0;
    std::string out = "Solution (moves " + std::to_string(lurd.size()) + ", pushes " +
                      std::to_string(pushes) + "):\n";
    out.append(lurd);
    out.append("\nRules: ");
    out.append(playRulesName(rules));
    out.append("\n");
    return out;
}

} // namespace tessera::sokoban
