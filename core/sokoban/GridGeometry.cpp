// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GridGeometry.h"

namespace tessera::sokoban {

std::optional<Direction> stepBetween(int from, int to, int width)
{
    if (from < 0 || to < 0 || width <= 0)
        return std::nullopt;
    const int fromX = from % width;
    const int fromY = from / width;
    const int toX = to % width;
    const int toY = to / width;
    for (const Direction d : allDirections) {
        if (fromX + dx(d) == toX && fromY + dy(d) == toY)
            return d;
    }
    return std::nullopt;
}

} // namespace tessera::sokoban
