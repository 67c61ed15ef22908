// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
#pragma once

#include "sokoban/Game.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tessera::sokoban {

// The rules a solution was made under, so it is replayed and verified by them. A solution that
// pushed a row of boxes at least once needs train push (Game::usesTrainPush()); one that never
// did plays the same by both rules and is a standard solution.
enum class PlayRules : std::uint8_t
{
    Standard,
    TrainPush,
};

GameOptions gameOptions(PlayRules rules);
PlayRules playRules(const GameOptions &options);

// What exported solutions write after "Rules: ": "standard", "train push".
std::string_view playRulesName(PlayRules rules);
// Reads a rules name: "standard" or "classic", "train push", "train-push" or "train" (any case,
// spaces around ignored); nullopt for anything else.
[[nodiscard]] std::optional<PlayRules> playRulesFromName(std::string_view name);

// A "Rules: NAME" line (trimmed, key in any case): the rules' name as written, else nullopt.
[[nodiscard]] std::optional<std::string_view> rulesLineValue(std::string_view trimmedLine);

// A solution as text together with its rules: the SOK-style block Tessera exports,
//     Solution (moves 4, pushes 3):
//     rRRR
//     Rules: train push
// (the "Rules:" line only for a variant; a standard solution is exported as bare LURD, as
// before), or bare LURD.
struct MarkedSolution
{
    std::string moves;              // the LURD text, for parseLurd()
    std::optional<PlayRules> rules; // named by a "Rules:" line; nullopt when none is given
    std::string unknownRules;       // a "Rules:" line naming rules Tessera does not know
};

// Reads a solution header first line ("Solution", "Solution (moves 4, pushes 3):", see
// solutionHeaderRest()) and a "Rules:" line anywhere; the other lines are the moves.
MarkedSolution readMarkedSolution(std::string_view text);

// The block above for a solution made under `rules` (moves and pushes counted from `lurd`):
// bare LURD for Standard, so what other programs read stays as it was.
std::string writeMarkedSolution(std::string_view lurd, PlayRules rules);

} // namespace tessera::sokoban
