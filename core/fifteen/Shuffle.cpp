// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Shuffle.h"

#include <limits>
#include <utility>
#include <vector>

namespace tessera::fifteen {

std::uint64_t uniformBelow(Random &random, std::uint64_t bound)
{
    static_assert(Random::min() == 0 && Random::max() == std::numeric_limits<std::uint64_t>::max(),
                  "uniformBelow expects a full 64-bit generator");
    if (bound <= 1)
        return 0;
    // 2^64 mod bound values at the bottom would make small results more likely: skip them.
    const std::uint64_t threshold = (0 - bound) % bound;
    std::uint64_t value = random();
    while (value < threshold)
        value = random();
    return value % bound;
}

std::optional<Board> randomSolvableBoard(int width, int height, Random &random)
{
    if (!Board::isValidSize(width, height))
        return std::nullopt;
    const int count = width * height;
    std::vector<int> tiles(static_cast<std::size_t>(count));
    while (true) {
        for (int i = 0; i < count; ++i)
            tiles[static_cast<std::size_t>(i)] = i;
        // Fisher-Yates.
        for (int i = count - 1; i > 0; --i) {
            const auto j =
                static_cast<std::size_t>(uniformBelow(random, static_cast<std::uint64_t>(i) + 1));
            std::swap(tiles[static_cast<std::size_t>(i)], tiles[j]);
        }
        Result<Board> drawn = Board::fromTiles(width, height, tiles);
        Board board = std::get<Board>(std::move(drawn));
        if (!board.isSolvable()) {
            std::size_t first = 0;
            while (tiles[first] == Board::empty)
                ++first;
            std::size_t second = first + 1;
            while (tiles[second] == Board::empty)
                ++second;
            std::swap(tiles[first], tiles[second]);
            board = std::get<Board>(Board::fromTiles(width, height, tiles));
        }
        if (!board.isSolved())
            return board;
    }
}

} // namespace tessera::fifteen
