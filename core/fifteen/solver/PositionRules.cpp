// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PositionRules.h"

#include <array>
#include <cstdlib>

namespace tessera::fifteen {

namespace {

std::string cellName(int cell, int width)
{
    return "row " + std::to_string(cell / width + 1) + ", column " +
           std::to_string(cell % width + 1);
}

} // namespace

std::optional<std::string> positionError(const std::vector<int> &tiles, int width, int height)
{
    if (width < solverMinSide || height < solverMinSide || width > solverMaxSide ||
        height > solverMaxSide) {
        return "the solver handles boards from " + std::to_string(solverMinSide) + "x" +
               std::to_string(solverMinSide) + " to " + std::to_string(solverMaxSide) + "x" +
               std::to_string(solverMaxSide) + ", not " + std::to_string(width) + "x" +
               std::to_string(height);
    }
    const int cells = width * height;
    if (static_cast<int>(tiles.size()) != cells) {
        return "a " + std::to_string(width) + "x" + std::to_string(height) + " board has " +
               std::to_string(cells) + " cells, but " + std::to_string(tiles.size()) +
               " numbers were given";
    }
    std::vector<int> seenAt(static_cast<std::size_t>(cells), -1);
    for (int cell = 0; cell < cells; ++cell) {
        const int tile = tiles[static_cast<std::size_t>(cell)];
        if (tile < 0 || tile >= cells) {
            return "the number " + std::to_string(tile) + " at " + cellName(cell, width) +
                   " is outside 0.." + std::to_string(cells - 1);
        }
        int &first = seenAt[static_cast<std::size_t>(tile)];
        if (first >= 0) {
            return "the number " + std::to_string(tile) + " appears twice, at " +
                   cellName(first, width) + " and at " + cellName(cell, width);
        }
        first = cell;
    }
    // With every number in range and none repeated, none is missing either.
    return std::nullopt;
}

std::vector<int> goalTiles(int width, int height)
{
    const int cells = width * height;
    std::vector<int> tiles(static_cast<std::size_t>(cells));
    for (int cell = 0; cell + 1 < cells; ++cell)
        tiles[static_cast<std::size_t>(cell)] = cell + 1;
    tiles.back() = 0;
    return tiles;
}

bool isGoal(const std::vector<int> &tiles)
{
    const int cells = static_cast<int>(tiles.size());
    for (int cell = 0; cell < cells; ++cell) {
        const int expected = cell + 1 < cells ? cell + 1 : 0;
        if (tiles[static_cast<std::size_t>(cell)] != expected)
            return false;
    }
    return true;
}

bool isSolvable(const std::vector<int> &tiles, int width, int height)
{
    const int cells = width * height;
    // Parity of the permutation cell -> home cell, by counting cycles.
    std::array<bool, solverMaxSide * solverMaxSide> visited{};
    int transpositions = 0;
    int emptyCell = 0;
    for (int start = 0; start < cells; ++start) {
        if (tiles[static_cast<std::size_t>(start)] == 0)
            emptyCell = start;
        if (visited[static_cast<std::size_t>(start)])
            continue;
        int length = 0;
        for (int cell = start; !visited[static_cast<std::size_t>(cell)];) {
            visited[static_cast<std::size_t>(cell)] = true;
            const int tile = tiles[static_cast<std::size_t>(cell)];
            cell = tile == 0 ? cells - 1 : tile - 1;
            ++length;
        }
        transpositions += length - 1;
    }
    const int distance =
        std::abs(emptyCell % width - (width - 1)) + std::abs(emptyCell / width - (height - 1));
    return transpositions % 2 == distance % 2;
}

Result<std::vector<int>> applyMoves(std::vector<int> tiles, int width, int height,
                                    const std::vector<Direction> &moves)
{
    if (auto error = positionError(tiles, width, height))
        return Error{*error};
    int empty = 0;
    while (tiles[static_cast<std::size_t>(empty)] != 0)
        ++empty;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        // The tile that slides in direction d comes from the opposite side of the empty cell.
        const int x = empty % width - dx(moves[i]);
        const int y = empty / width - dy(moves[i]);
        if (x < 0 || y < 0 || x >= width || y >= height) {
            return Error{"move " + std::to_string(i + 1) + " (" +
                         static_cast<char>(lurdLetter(moves[i]) - 'a' + 'A') +
                         ") has no tile to slide"};
        }
        const int from = y * width + x;
        tiles[static_cast<std::size_t>(empty)] = tiles[static_cast<std::size_t>(from)];
        tiles[static_cast<std::size_t>(from)] = 0;
        empty = from;
    }
    return tiles;
}

} // namespace tessera::fifteen
