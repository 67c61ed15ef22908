// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Test helpers for the Sokoban engine tests: a level from a few strings, independent of the
// XSB reader so the engine is tested on its own.
//   '#' wall    ' ' '-' '_' floor    '~' outside
//   '.' goal    '$' box    '*' box on goal    '@' player    '+' player on goal
// Short rows are padded with outside cells.

#include "sokoban/Game.h"
#include "sokoban/Level.h"

#include <QByteArray>
#include <QTest>
#include <algorithm>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

namespace tessera::sokoban {

// QCOMPARE prints positions on failure.
inline char *toString(const Position &p)
{
    QByteArray text = "player " + QByteArray::number(p.player) + ", boxes";
    for (const int b : p.boxes) {
        text += ' ' + QByteArray::number(b);
    }
    return qstrdup(text.constData());
}

} // namespace tessera::sokoban

namespace testlevels {

inline tessera::sokoban::Level levelFrom(const std::vector<std::string> &rows)
{
    using tessera::sokoban::Terrain;
    int width = 0;
    for (const std::string &row : rows) {
        width = std::max(width, static_cast<int>(row.size()));
    }
    tessera::sokoban::Level level(width, static_cast<int>(rows.size()));
    for (int y = 0; y < level.height; ++y) {
        const std::string &row = rows[static_cast<std::size_t>(y)];
        for (int x = 0; x < static_cast<int>(row.size()); ++x) {
            tessera::sokoban::Cell &c = level.at(x, y);
            const char ch = row[static_cast<std::size_t>(x)];
            c.terrain = Terrain::Floor;
            switch (ch) {
            case '#':
                c.terrain = Terrain::Wall;
                break;
            case '~':
                c.terrain = Terrain::Outside;
                break;
            case ' ':
            case '-':
            case '_':
                break;
            case '.':
                c.goal = true;
                break;
            case '$':
                c.box = true;
                break;
            case '*':
                c.box = c.goal = true;
                break;
            case '@':
                c.player = true;
                break;
            case '+':
                c.player = c.goal = true;
                break;
            default:
                throw std::invalid_argument(std::string("unknown level character ") + ch);
            }
        }
    }
    return level;
}

inline tessera::sokoban::Game gameFrom(const std::vector<std::string> &rows,
                                       tessera::sokoban::GameOptions options = {})
{
    auto game = tessera::sokoban::Game::fromLevel(levelFrom(rows), options);
    if (!game) {
        throw std::invalid_argument("test level is not playable");
    }
    return *game;
}

// A made-up level of the usual look: rooms, a corridor, six boxes, one already on a goal.
inline const std::vector<std::string> &roomsLevel()
{
    static const std::vector<std::string> rows = {
        "~~#######~~~", "~~#  .  ###~", "###$#*#   #~", "#   .@$ $ ##", "# $ #.     #",
        "###  .#$## #", "~~#  .  #  #", "~~#######  #", "~~~~~~~~####",
    };
    return rows;
}

// A larger made-up level with open rooms, where random play pushes boxes often.
inline const std::vector<std::string> &warehouseLevel()
{
    static const std::vector<std::string> rows = {
        "~~~~#########~~~", "~~~~#   #   #~~~", "#####$  $   ####", "#   . $  ##$ . #",
        "# .## .@   # $ #", "#   $  #  $  . #", "###  #.## ## ###", "~~#  $    .   #~",
        "~~#   ##*#  . #~", "~~#############~",
    };
    return rows;
}

// A game's counters, to keep and compare.
struct Counters
{
    int moves;
    int pushes;
    int boxesOnGoals;
};

inline Counters countersOf(const tessera::sokoban::Game &g)
{
    return {g.moves(), g.pushes(), g.boxesOnGoals()};
}

} // namespace testlevels

// The three counters of `game` at once.
#define COMPARE_COUNTERS(game, m, p, bog)                                                          \
    do {                                                                                           \
        QCOMPARE((game).moves(), m);                                                               \
        QCOMPARE((game).pushes(), p);                                                              \
        QCOMPARE((game).boxesOnGoals(), bog);                                                      \
    } while (false)
