// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Helpers shared by the Fifteen solver tests: random positions, exact distances by
// breadth-first search on small boards, replaying solutions, and a few of Korf's positions.

#include "common/Direction.h"
#include "fifteen/solver/PositionRules.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <random>
#include <variant>
#include <vector>

namespace solvertest {

using tessera::Direction;

// A uniformly random solvable position.
inline std::vector<int> randomSolvable(int width, int height, std::mt19937 &rng)
{
    std::vector<int> tiles = tessera::fifteen::goalTiles(width, height);
    do {
        std::shuffle(tiles.begin(), tiles.end(), rng);
    } while (!tessera::fifteen::isSolvable(tiles, width, height));
    return tiles;
}

// The position reached from the goal by `steps` random moves that never undo the last one.
inline std::vector<int> randomWalk(int width, int height, int steps, std::mt19937 &rng)
{
    std::vector<int> tiles = tessera::fifteen::goalTiles(width, height);
    int empty = width * height - 1;
    int previous = -1;
    for (int i = 0; i < steps; ++i) {
        std::vector<int> options;
        for (const Direction d : tessera::allDirections) {
            const int x = empty % width + tessera::dx(d);
            const int y = empty / width + tessera::dy(d);
            const int cell = y * width + x;
            if (x >= 0 && y >= 0 && x < width && y < height && cell != previous)
                options.push_back(cell);
        }
        const int next =
            options[std::uniform_int_distribution<std::size_t>(0, options.size() - 1)(rng)];
        std::swap(tiles[static_cast<std::size_t>(empty)], tiles[static_cast<std::size_t>(next)]);
        previous = empty;
        empty = next;
    }
    return tiles;
}

// True when `moves` slide legally from `tiles` to the goal.
inline bool solves(const std::vector<int> &tiles, int width, int height,
                   const std::vector<Direction> &moves)
{
    const auto end = tessera::fifteen::applyMoves(tiles, width, height, moves);
    const auto *finalTiles = std::get_if<std::vector<int>>(&end);
    return finalTiles && tessera::fifteen::isGoal(*finalTiles);
}

// Exact distances to the goal of every position of a board of at most 9 cells, indexed by
// permutationRank().
class SmallBoardDistances
{
public:
    SmallBoardDistances(int width, int height) : m_width(width), m_height(height)
    {
        const int cells = width * height;
        std::size_t count = 1;
        for (int i = 2; i <= cells; ++i)
            count *= static_cast<std::size_t>(i);
        m_distance.assign(count, -1);
        using State = std::array<int, 9>;
        const auto rankOf = [cells](const State &s) {
            return permutationRank(s.data(), static_cast<std::size_t>(cells));
        };
        State goal{};
        for (int c = 0; c + 1 < cells; ++c)
            goal[static_cast<std::size_t>(c)] = c + 1;
        std::deque<State> queue{goal};
        m_distance[rankOf(goal)] = 0;
        while (!queue.empty()) {
            const State tiles = queue.front();
            queue.pop_front();
            const int here = m_distance[rankOf(tiles)];
            const int empty = static_cast<int>(std::find(tiles.begin(), tiles.begin() + cells, 0) -
                                               tiles.begin());
            for (const Direction d : tessera::allDirections) {
                const int x = empty % width + tessera::dx(d);
                const int y = empty / width + tessera::dy(d);
                if (x < 0 || y < 0 || x >= width || y >= height)
                    continue;
                State next = tiles;
                std::swap(next[static_cast<std::size_t>(empty)],
                          next[static_cast<std::size_t>(y * width + x)]);
                const std::size_t rank = rankOf(next);
                if (m_distance[rank] >= 0)
                    continue;
                m_distance[rank] = static_cast<std::int8_t>(here + 1);
                queue.push_back(next);
            }
        }
    }

    // -1 for positions not reachable from the goal.
    int distance(const std::vector<int> &tiles) const { return m_distance[permutationRank(tiles)]; }
    std::size_t reachable() const
    {
        return static_cast<std::size_t>(std::count_if(m_distance.begin(), m_distance.end(),
                                                      [](std::int8_t d) { return d >= 0; }));
    }
    int width() const { return m_width; }
    int height() const { return m_height; }

    // The Lehmer code of the arrangement.
    static std::size_t permutationRank(const int *tiles, std::size_t count)
    {
        std::size_t rank = 0;
        for (std::size_t i = 0; i < count; ++i) {
            int smallerAfter = 0;
            for (std::size_t j = i + 1; j < count; ++j)
                smallerAfter += tiles[j] < tiles[i] ? 1 : 0;
            rank = rank * (count - i) + static_cast<std::size_t>(smallerAfter);
        }
        return rank;
    }
    static std::size_t permutationRank(const std::vector<int> &tiles)
    {
        return permutationRank(tiles.data(), tiles.size());
    }

private:
    int m_width;
    int m_height;
    std::vector<std::int8_t> m_distance;
};

// Seven of Korf's 100 positions (Korf 1985; numbers as in his list) with short optimal
// solutions, as relabelled to Tessera's goal in ../shared/benchmarks/fifteen
// (korf100_tessera_goal.txt), with their published optimal lengths (korf100_optimal.txt).
struct KnownPosition
{
    int number;
    std::vector<int> tiles;
    int optimal;
};

inline std::vector<KnownPosition> easyKorfPositions()
{
    return {
        {9, {0, 1, 15, 6, 9, 10, 4, 3, 14, 8, 12, 11, 5, 7, 2, 13}, 46},
        {12, {1, 3, 5, 6, 0, 13, 14, 9, 11, 4, 8, 12, 10, 7, 15, 2}, 45},
        {42, {6, 1, 15, 8, 5, 10, 13, 0, 3, 4, 2, 7, 14, 9, 11, 12}, 42},
        {55, {5, 10, 14, 4, 6, 12, 11, 1, 9, 0, 15, 7, 13, 2, 8, 3}, 41},
        {71, {2, 3, 12, 8, 13, 14, 10, 1, 6, 7, 15, 4, 5, 0, 9, 11}, 44},
        {79, {1, 6, 10, 8, 14, 12, 4, 2, 13, 11, 3, 5, 9, 7, 15, 0}, 42},
        {86, {1, 3, 8, 2, 13, 12, 9, 15, 14, 7, 4, 5, 6, 11, 0, 10}, 45},
    };
}

} // namespace solvertest
