// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Spawn.h"

namespace tessera::game2048 {

std::optional<Spawn> spawnTile(Board &board, Random &random)
{
    const std::vector<Cell> empty = board.emptyCells();
    if (empty.empty())
        return std::nullopt;
    const Cell cell = empty[static_cast<std::size_t>(random.below(empty.size()))];
    const int exponent = random.below(10) == 0 ? 2 : 1;
    board.setExponent(cell, exponent);
    return Spawn{cell, exponent};
}

} // namespace tessera::game2048
