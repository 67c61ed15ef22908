// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"

#include <array>
#include <cstdint>

// Internal to the solvers: the cells next to each cell of a W x H board, indexed by the way the
// EMPTY cell steps. The tile that fills the gap slides the opposite way, which is the
// direction a solution reports.
namespace tessera::fifteen::detail {

inline constexpr int maxCells = 64;

struct GridSteps
{
    int width = 0;
    int height = 0;
    // next[cell][d]: the cell the empty cell reaches stepping in direction d, or -1.
    std::array<std::array<std::int8_t, 4>, maxCells> next{};

    GridSteps(int w, int h) : width(w), height(h)
    {
        for (int cell = 0; cell < w * h; ++cell) {
            for (const Direction d : allDirections) {
                const int x = cell % w + dx(d);
                const int y = cell / w + dy(d);
                next[static_cast<std::size_t>(cell)][static_cast<std::size_t>(d)] =
                    static_cast<std::int8_t>(x >= 0 && y >= 0 && x < w && y < h ? y * w + x : -1);
            }
        }
    }
};

// The direction the tile slides when the empty cell steps in direction `emptyStep`.
constexpr Direction tileSlide(int emptyStep)
{
    return opposite(static_cast<Direction>(emptyStep));
}

} // namespace tessera::fifteen::detail
