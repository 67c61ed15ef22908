// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <array>
#include <optional>

namespace tessera {

// The four directions every game here moves in. Sokoban names them by LURD letters,
// 2048 and Fifteen by the arrow key a player presses.
enum class Direction
{
    Left,
    Up,
    Right,
    Down
};

inline constexpr std::array<Direction, 4> allDirections{Direction::Left, Direction::Up,
                                                        Direction::Right, Direction::Down};

constexpr int dx(Direction d)
{
    return d == Direction::Left ? -1 : d == Direction::Right ? 1 : 0;
}

constexpr int dy(Direction d)
{
    return d == Direction::Up ? -1 : d == Direction::Down ? 1 : 0;
}

constexpr Direction opposite(Direction d)
{
    switch (d) {
    case Direction::Left:
        return Direction::Right;
    case Direction::Right:
        return Direction::Left;
    case Direction::Up:
        return Direction::Down;
    case Direction::Down:
        return Direction::Up;
    }
    return d;
}

// Lower-case LURD letter: 'l', 'u', 'r', 'd'.
char lurdLetter(Direction d);
// Accepts l/u/r/d in either case.
[[nodiscard]] std::optional<Direction> directionFromLurd(char c);

} // namespace tessera
