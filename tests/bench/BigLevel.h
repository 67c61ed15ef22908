// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <string>
#include <vector>

// A big Sokoban level for benchmarks and screenshots, the same every time: rooms of 9x9 floor
// joined by doorways, the top right corner cut away (outside, so walls get outer corners),
// `boxesPerRoom` boxes in every whole room with a goal four rows below each, the player at the
// top left. Valid: as many boxes as goals, everything reachable.
inline std::string bigLevelXsb(int width, int height, int boxesPerRoom)
{
    enum : char
    {
        Wall = '#',
        Floor = '-',
        Outside = 'O'
    };
    std::vector<std::string> grid(static_cast<std::size_t>(height),
                                  std::string(static_cast<std::size_t>(width), Wall));
    const auto at = [&](int x, int y) -> char & {
        return grid[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
    };
    for (int y = 1; y < height - 1; ++y) {
        for (int x = 1; x < width - 1; ++x) {
            const bool wallColumn = x % 10 == 0;
            const bool wallRow = y % 10 == 0;
            const bool door = (wallColumn && !wallRow && (y % 10 == 4 || y % 10 == 5)) ||
                              (wallRow && !wallColumn && (x % 10 == 4 || x % 10 == 5));
            if ((!wallColumn && !wallRow) || door)
                at(x, y) = Floor;
        }
    }
    // The cut corner: solid wall first, thinned to outside below.
    if (width > 60 && height > 40) {
        for (int y = 0; y <= 20; ++y)
            for (int x = width - 21; x < width; ++x)
                at(x, y) = Wall;
    }
    // Boxes and goals in whole rooms.
    for (int cy = 0; cy + 10 < height; cy += 10) {
        for (int cx = 0; cx + 10 < width; cx += 10) {
            for (int i = 0; i < boxesPerRoom && i < 4; ++i) {
                const int x = cx + 2 + 2 * i;
                if (at(x, cy + 3) == Floor && at(x, cy + 7) == Floor && !(cx == 0 && cy == 0)) {
                    at(x, cy + 3) = '$';
                    at(x, cy + 7) = '.';
                }
            }
        }
    }
    at(1, 1) = '@';
    // Walls that touch no floor are outside.
    const auto touchesFloor = [&](int x, int y) {
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const int nx = x + dx;
                const int ny = y + dy;
                if (nx >= 0 && ny >= 0 && nx < width && ny < height && at(nx, ny) != Wall &&
                    at(nx, ny) != Outside)
                    return true;
            }
        }
        return false;
    };
    std::vector<std::pair<int, int>> lonely;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            if (at(x, y) == Wall && !touchesFloor(x, y))
                lonely.emplace_back(x, y);
    for (const auto &[x, y] : lonely)
        at(x, y) = Outside;
    std::string out;
    for (std::string row : grid) {
        for (char &c : row)
            if (c == Floor || c == Outside)
                c = ' ';
        row.erase(row.find_last_not_of(' ') + 1);
        out += row;
        out += '\n';
    }
    out += "Title: Big " + std::to_string(width) + "x" + std::to_string(height) + "\n";
    return out;
}
