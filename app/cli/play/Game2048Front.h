// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>
#include <optional>

namespace cli::play {

class TerminalScreen;

struct Game2048Options
{
    int rows = 4;
    int columns = 4;
    std::optional<std::uint64_t> seed; // the first game's seed; the next games count up from it
};

// Plays 2048 in the terminal until the player quits; returns the exit code.
int play2048(TerminalScreen &screen, const Game2048Options &options);

} // namespace cli::play
