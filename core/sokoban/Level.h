// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tessera::sokoban {

// What a square of the board is made of. Goals, boxes and the player sit on top of it.
enum class Terrain : std::uint8_t
{
    Outside, // not part of the level: beyond a short row, or floor outside the walls
    Floor,
    Wall,
};

struct Cell
{
    Terrain terrain = Terrain::Outside;
    bool goal = false;
    bool box = false;
    bool player = false;

    friend bool operator==(const Cell &a, const Cell &b)
    {
        return a.terrain == b.terrain && a.goal == b.goal && a.box == b.box && a.player == b.player;
    }
    friend bool operator!=(const Cell &a, const Cell &b) { return !(a == b); }
};

// A level as written in a file: a grid plus its metadata. It may be invalid (no player, two
// players, open walls...): the reader keeps what it read so the editor and the error messages
// can show it; validation decides whether it can be played.
struct Level
{
    static constexpr int maxSize = 128;

    int width = 0;
    int height = 0;
    std::vector<Cell> cells; // row-major, width * height

    std::string title;
    std::string author;
    std::string comment; // may hold several lines, '\n'-separated
    // Other "Key: value" lines, in file order, kept so a file written back loses nothing.
    std::vector<std::pair<std::string, std::string>> metadata;

    Level() = default;
    Level(int w, int h) : width(w), height(h), cells(static_cast<std::size_t>(w) * h) {}

    bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
    int index(int x, int y) const { return y * width + x; }
    Cell &at(int x, int y) { return cells[static_cast<std::size_t>(index(x, y))]; }
    const Cell &at(int x, int y) const { return cells[static_cast<std::size_t>(index(x, y))]; }

    friend bool operator==(const Level &a, const Level &b)
    {
        return a.width == b.width && a.height == b.height && a.cells == b.cells &&
               a.title == b.title && a.author == b.author && a.comment == b.comment &&
               a.metadata == b.metadata;
    }
    friend bool operator!=(const Level &a, const Level &b) { return !(a == b); }
};

} // namespace tessera::sokoban
