// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Direction.h"

namespace tessera {

char lurdLetter(Direction d)
{
    switch (d) {
    case Direction::Left:
        return 'l';
    case Direction::Up:
        return 'u';
    case Direction::Right:
        return 'r';
    case Direction::Down:
        return 'd';
    }
    return '?';
}

std::optional<Direction> directionFromLurd(char c)
{
    switch (c) {
    case 'l':
    case 'L':
        return Direction::Left;
    case 'u':
    case 'U':
        return Direction::Up;
    case 'r':
    case 'R':
        return Direction::Right;
    case 'd':
    case 'D':
        return Direction::Down;
    default:
        return std::nullopt;
    }
}

} // namespace tessera
