// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"

#include <optional>
#include <string>
#include <vector>

// A Fifteen solution as text: one upper-case letter per move, U D L R, naming the way the tile
// slides (the arrow key a player presses), as tessera-cli prints it.
namespace tessera::fifteen {

std::string solutionString(const std::vector<Direction> &moves);
// Reads U D L R in either case; nothing if any other character appears.
[[nodiscard]] std::optional<std::vector<Direction>> parseSolution(const std::string &text);

} // namespace tessera::fifteen
