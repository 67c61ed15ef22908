// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Search.h"
#include "Solver.h"
#include "SolverBoard.h"
#include "sokoban/Level.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tessera::sokoban::solver {

// The move that takes boxes `before` to boxes `after` (padded cells, sorted, one box apart),
// the player then normalised on `player`. Its direction is the line from `from` to `to` over
// floor when there is one (a push, or a tunnel's pushes), else -1: writeSolution() finds the
// pushes again.
[[nodiscard]] BoxMove boxMoveBetween(const Board &board, const std::vector<std::uint16_t> &before,
                                     const std::vector<std::uint16_t> &after, int player);

// Turns box moves (padded cells) into the player's steps: the whole LURD in result.solution and
// the pushes one by one in result.pushes, appended. The start is in level cells. Each walk is a
// shortest one. False when a move cannot be played.
bool writeSolution(const Board &board, int startPlayer, const std::vector<int> &startBoxes,
                   const std::vector<BoxMove> &moves, SolverResult &result);

// The solution played by the rules engine from the level's position: every letter a legal
// step (a push exactly where it says one), and all boxes on goals at the end.
bool replaysWithTheRules(const Level &level, const std::string &lurd);

} // namespace tessera::sokoban::solver
