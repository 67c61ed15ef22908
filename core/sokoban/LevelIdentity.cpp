// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelIdentity.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace tessera::sokoban {

namespace {

bool isEmptyCell(const Cell &c)
{
    return c.terrain != Terrain::Wall && !c.goal && !c.box && !c.player;
}

char cellChar(const Cell &c)
{
    if (c.terrain == Terrain::Wall)
        return '#';
    if (c.player)
        return c.goal ? '+' : '@';
    if (c.box)
        return c.goal ? '*' : '$';
    return c.goal ? '.' : ' ';
}

} // namespace

void normalizeBoard(Level &level)
{
    const int w = level.width;
    const int h = level.height;
    if (w <= 0 || h <= 0 || level.cells.size() != static_cast<std::size_t>(w) * h) {
        level.width = 0;
        level.height = 0;
        level.cells.clear();
        return;
    }

    // Flood from the edge through empty cells: what it reaches lies outside the walls.
    std::vector<unsigned char> outside(level.cells.size(), 0);
    std::vector<int> stack;
    auto seed = [&](int x, int y) {
        const int i = level.index(x, y);
        if (!outside[static_cast<std::size_t>(i)] && isEmptyCell(level.at(x, y))) {
            outside[static_cast<std::size_t>(i)] = 1;
            stack.push_back(i);
        }
    };
    for (int x = 0; x < w; ++x) {
        seed(x, 0);
        seed(x, h - 1);
    }
    for (int y = 0; y < h; ++y) {
        seed(0, y);
        seed(w - 1, y);
    }
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        const int x = i % w;
        const int y = i / w;
        if (x > 0)
            seed(x - 1, y);
        if (x + 1 < w)
            seed(x + 1, y);
        if (y > 0)
            seed(x, y - 1);
        if (y + 1 < h)
            seed(x, y + 1);
    }

    int minX = w, minY = h, maxX = -1, maxY = -1;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            Cell &c = level.at(x, y);
            if (outside[static_cast<std::size_t>(level.index(x, y))])
                c.terrain = Terrain::Outside;
            else if (c.terrain == Terrain::Outside)
                c.terrain = Terrain::Floor;
            if (c.terrain != Terrain::Outside) {
                minX = std::min(minX, x);
                maxX = std::max(maxX, x);
                minY = std::min(minY, y);
                maxY = std::max(maxY, y);
            }
        }
    }
    if (maxX < 0) {
        level.width = 0;
        level.height = 0;
        level.cells.clear();
        return;
    }
    if (minX == 0 && minY == 0 && maxX == w - 1 && maxY == h - 1)
        return;

    const int nw = maxX - minX + 1;
    const int nh = maxY - minY + 1;
    std::vector<Cell> cells;
    cells.reserve(static_cast<std::size_t>(nw) * nh);
    for (int y = minY; y <= maxY; ++y)
        for (int x = minX; x <= maxX; ++x)
            cells.push_back(level.at(x, y));
    level.width = nw;
    level.height = nh;
    level.cells = std::move(cells);
}

std::string normalizedBoardText(const Level &level)
{
    Level board;
    board.width = level.width;
    board.height = level.height;
    board.cells = level.cells;
    normalizeBoard(board);

    std::string text;
    text.reserve(static_cast<std::size_t>(board.width + 1) * board.height);
    for (int y = 0; y < board.height; ++y) {
        const std::size_t rowStart = text.size();
        for (int x = 0; x < board.width; ++x)
            text += cellChar(board.at(x, y));
        std::size_t end = text.size();
        while (end > rowStart && text[end - 1] == ' ')
            --end;
        text.resize(end);
        text += '\n';
    }
    return text;
}

std::uint64_t boardHash(const Level &level)
{
    std::uint64_t hash = 14695981039346656037ull; // FNV-1a offset basis
    for (const char c : normalizedBoardText(level)) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ull; // FNV prime
    }
    return hash;
}

std::string levelKey(const Level &level)
{
    static constexpr char digits[] = "0123456789abcdef";
    std::uint64_t hash = boardHash(level);
    std::string key(16, '0');
    for (int i = 15; i >= 0; --i) {
        key[static_cast<std::size_t>(i)] = digits[hash & 0xf];
        hash >>= 4;
    }
    return key;
}

} // namespace tessera::sokoban
