// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Small helpers shared by the 2048 core tests.

#include "game2048/Board.h"
#include "game2048/BoardText.h"
#include "game2048/Random.h"

#include <QString>
#include <QTest>
#include <string_view>
#include <variant>

namespace game2048test {

// The board a test writes in the text form; a parse error fails the test.
inline tessera::game2048::Board board(std::string_view text, const char *file = __builtin_FILE(),
                                      int line = __builtin_LINE())
{
    auto parsed = tessera::game2048::parseBoard(text);
    if (const auto *error = std::get_if<tessera::game2048::ParseError>(&parsed)) {
        QTest::qFail(("test board does not parse: " + error->message).c_str(), file, line);
        return {};
    }
    return std::get<tessera::game2048::Board>(parsed);
}

// A random board from the core's own generator: each cell empty with probability `emptyPercent`,
// else an exponent 1..maxExp.
inline tessera::game2048::Board randomBoard(tessera::game2048::Random &random, int rows, int cols,
                                            int emptyPercent, int maxExp)
{
    tessera::game2048::Board b = *tessera::game2048::Board::empty(rows, cols);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            const bool empty = static_cast<int>(random.below(100)) < emptyPercent;
            b.setExponent(
                {r, c},
                empty ? 0 : 1 + static_cast<int>(random.below(static_cast<std::uint64_t>(maxExp))));
        }
    }
    return b;
}

inline QString text(const tessera::game2048::Board &b)
{
    return QString::fromStdString(tessera::game2048::formatBoard(b));
}

inline const char *directionName(tessera::Direction d)
{
    switch (d) {
    case tessera::Direction::Left:
        return "left";
    case tessera::Direction::Up:
        return "up";
    case tessera::Direction::Right:
        return "right";
    case tessera::Direction::Down:
        return "down";
    }
    return "?";
}

// Whether sliding toward d changes the board (a move the rules allow).
inline bool changes(const tessera::game2048::Board &b, tessera::Direction d)
{
    return b.slide(d).board != b;
}

// A fixed, simple way to play until the end, so a seed gives a long game.
inline tessera::Direction policy(int moveNumber, const tessera::game2048::Board &b)
{
    static constexpr tessera::Direction order[] = {
        tessera::Direction::Left, tessera::Direction::Down, tessera::Direction::Right,
        tessera::Direction::Down};
    for (int k = 0; k < 4; ++k) {
        const tessera::Direction d = order[(moveNumber + k) % 4];
        if (b.canSlide(d))
            return d;
    }
    return tessera::Direction::Up;
}

} // namespace game2048test
