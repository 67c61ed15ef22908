// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelTransforms.h"

#include "sokoban/ReachPastBoxes.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace tessera::sokoban {

namespace {

// The same level with another grid.
Level withGrid(const Level &level, int width, int height)
{
    Level out = level;
    out.width = width;
    out.height = height;
    out.cells.assign(static_cast<std::size_t>(width) * height, Cell{});
    return out;
}

bool gridIsValid(const Level &level)
{
    return level.width > 0 && level.height > 0 &&
           level.cells.size() == static_cast<std::size_t>(level.width) * level.height;
}

} // namespace

std::optional<Level> blankLevel(int width, int height)
{
    if (width < minNewLevelSize || height < minNewLevelSize || width > Level::maxSize ||
        height > Level::maxSize)
        return std::nullopt;
    Level level(width, height);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const bool edge = x == 0 || y == 0 || x == width - 1 || y == height - 1;
            level.at(x, y).terrain = edge ? Terrain::Wall : Terrain::Floor;
        }
    }
    return level;
}

std::optional<Level> resized(const Level &level, int left, int top, int right, int bottom)
{
    if (!gridIsValid(level))
        return std::nullopt;
    const int w = level.width + left + right;
    const int h = level.height + top + bottom;
    if (w < 1 || h < 1 || w > Level::maxSize || h > Level::maxSize)
        return std::nullopt;
    if (left == 0 && top == 0 && right == 0 && bottom == 0)
        return std::nullopt;
    Level out = withGrid(level, w, h);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const int sx = x - left;
            const int sy = y - top;
            if (level.contains(sx, sy))
                out.at(x, y) = level.at(sx, sy);
        }
    }
    return out;
}

std::optional<Level> trimmed(const Level &level)
{
    if (!gridIsValid(level))
        return std::nullopt;
    int minX = level.width, minY = level.height, maxX = -1, maxY = -1;
    for (int y = 0; y < level.height; ++y) {
        for (int x = 0; x < level.width; ++x) {
            if (isEmptyOutside(level.at(x, y)))
                continue;
            minX = std::min(minX, x);
            maxX = std::max(maxX, x);
            minY = std::min(minY, y);
            maxY = std::max(maxY, y);
        }
    }
    if (maxX < 0)
        return std::nullopt;
    if (minX == 0 && minY == 0 && maxX == level.width - 1 && maxY == level.height - 1)
        return std::nullopt;
    return resized(level, -minX, -minY, maxX - (level.width - 1), maxY - (level.height - 1));
}

Level rotated(const Level &level, bool clockwise)
{
    if (!gridIsValid(level))
        return level;
    const int w = level.width;
    const int h = level.height;
    Level out = withGrid(level, h, w);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            if (clockwise)
                out.at(h - 1 - y, x) = level.at(x, y);
            else
                out.at(y, w - 1 - x) = level.at(x, y);
        }
    }
    return out;
}

Level mirrored(const Level &level, bool horizontally)
{
    if (!gridIsValid(level))
        return level;
    Level out = level;
    for (int y = 0; y < level.height; ++y) {
        for (int x = 0; x < level.width; ++x) {
            if (horizontally)
                out.at(level.width - 1 - x, y) = level.at(x, y);
            else
                out.at(x, level.height - 1 - y) = level.at(x, y);
        }
    }
    return out;
}

std::optional<Level> normalised(const Level &level)
{
    if (!gridIsValid(level))
        return std::nullopt;
    const int w = level.width;
    const int h = level.height;
    int player = -1;
    for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
        if (level.cells[static_cast<std::size_t>(i)].player) {
            if (player >= 0)
                return std::nullopt; // several players: which one's reach counts is unclear
            player = i;
        }
    }
    if (player < 0)
        return std::nullopt;

    // Everything the player can get to, boxes pushed aside: all but walls.
    const std::vector<unsigned char> reached = reachPastBoxes(level, player % w, player / w);
    auto reachedAt = [&](int x, int y) {
        return level.contains(x, y) && reached[static_cast<std::size_t>(level.index(x, y))];
    };

    Level out = level;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            Cell &c = out.at(x, y);
            if (c.terrain == Terrain::Wall) {
                bool touches = false;
                for (int dy = -1; dy <= 1 && !touches; ++dy)
                    for (int dx = -1; dx <= 1 && !touches; ++dx)
                        touches = (dx != 0 || dy != 0) && reachedAt(x + dx, y + dy) &&
                                  level.at(x + dx, y + dy).terrain != Terrain::Outside;
                if (!touches)
                    c = Cell{};
            } else if (!reachedAt(x, y)) {
                c = Cell{};
            }
        }
    }
    if (std::optional<Level> t = trimmed(out))
        out = std::move(*t);
    if (out == level)
        return std::nullopt;
    return out;
}

} // namespace tessera::sokoban
