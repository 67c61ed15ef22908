// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fifteen/Board.h"

#include <cstdint>
#include <optional>

namespace cli::play {

class TerminalScreen;

struct FifteenOptions
{
    int width = 4;
    int height = 4;
    bool letters = false;                         // A..O instead of 1..15
    std::optional<std::uint64_t> seed;            // the shuffles' generator; random when absent
    std::optional<tessera::fifteen::Board> start; // the first game's position (--board)
};

// Plays Fifteen in the terminal until the player quits; returns the exit code.
int playFifteen(TerminalScreen &screen, const FifteenOptions &options);

} // namespace cli::play
