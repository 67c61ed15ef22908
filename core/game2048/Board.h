// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::game2048 {

// A cell of the board: row 0 is the top, column 0 the left.
struct Cell
{
    int row = 0;
    int col = 0;

    friend bool operator==(const Cell &a, const Cell &b)
    {
        return a.row == b.row && a.col == b.col;
    }
    friend bool operator!=(const Cell &a, const Cell &b) { return !(a == b); }
};

// Tiles are stored as exponents: 0 is an empty cell, e >= 1 a tile of value 2^e (1 is a 2,
// 11 is a 2048). A byte per cell keeps boards small and is what a fast encoding for a solver
// starts from.
inline constexpr int minSide = 2;
inline constexpr int maxSide = 8;
// The largest tile is 2^30 (1073741824), so every value fits an int. Two 2^30 tiles do not merge.
// No game reaches it: a 2^30 tile takes at least 2^28 moves.
inline constexpr int maxExponent = 30;
inline constexpr int winExponent = 11; // 2048

// 2^exponent, or 0 for an empty cell (exponent 0). Exponents outside 0..maxExponent give 0.
std::int64_t tileValue(int exponent);

// Where one tile went in a slide. Every tile of the board before the slide has one entry, also
// those that stay put (from == to). Two tiles that merge both have merged == true and the same
// `to`: a view slides both there, then replaces them by the merged tile.
struct TileMove
{
    Cell from;
    Cell to;
    bool merged = false;

    friend bool operator==(const TileMove &a, const TileMove &b)
    {
        return a.from == b.from && a.to == b.to && a.merged == b.merged;
    }
    friend bool operator!=(const TileMove &a, const TileMove &b) { return !(a == b); }
};

// One line slid toward its start (index 0): what a slide does to a row or a column. A solver can
// tabulate every row from this, so the rule has a single source.
struct LineSlide
{
    std::array<std::uint8_t, maxSide> exponents{};
    std::int64_t gained = 0;
    bool changed = false;
};
// `line` holds `length` exponents (2..maxSide; other lengths give an unchanged empty result).
LineSlide slideLine(const std::array<std::uint8_t, maxSide> &line, int length);

struct SlideResult;

// A rows x cols 2048 board, each side 2..8. Value type.
class Board
{
public:
    Board(); // 4x4, empty
    // An empty board; nullopt when a side is outside minSide..maxSide.
    [[nodiscard]] static std::optional<Board> empty(int rows, int cols);
    // A board from row-major exponents; nullopt on a wrong size or an exponent outside
    // 0..maxExponent.
    [[nodiscard]] static std::optional<Board>
    fromExponents(int rows, int cols, const std::vector<std::uint8_t> &exponents);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    int cellCount() const { return m_rows * m_cols; }
    bool contains(Cell c) const
    {
        return c.row >= 0 && c.col >= 0 && c.row < m_rows && c.col < m_cols;
    }

    // 0 for an empty cell and for a cell outside the board.
    int exponent(Cell c) const;
    std::int64_t value(Cell c) const { return tileValue(exponent(c)); }
    // False (and no change) for a cell outside the board or an exponent outside 0..maxExponent.
    bool setExponent(Cell c, int exponent);
    // Row-major, rows() * cols() entries.
    const std::vector<std::uint8_t> &exponents() const { return m_cells; }

    int tileCount() const;
    // Row-major order: the order a new tile's position is drawn from.
    std::vector<Cell> emptyCells() const;
    int highestExponent() const;

    // Whether a slide in this direction would change the board.
    bool canSlide(Direction d) const;
    // Whether any slide would change the board; false means the game is over.
    bool canMove() const;
    // The board after sliding every tile toward the side `d` points to, with what it earns
    // and, for animation, where every tile went.
    SlideResult slide(Direction d) const;

    friend bool operator==(const Board &a, const Board &b)
    {
        return a.m_rows == b.m_rows && a.m_cols == b.m_cols && a.m_cells == b.m_cells;
    }
    friend bool operator!=(const Board &a, const Board &b) { return !(a == b); }

private:
    Board(int rows, int cols);
    int index(Cell c) const { return c.row * m_cols + c.col; }

    int m_rows = 4;
    int m_cols = 4;
    std::vector<std::uint8_t> m_cells;
};

struct SlideResult
{
    Board board;                 // after the slide, before any new tile
    std::int64_t gained = 0;     // the sum of the values of the tiles made by merges
    bool moved = false;          // whether the board changed
    std::vector<TileMove> tiles; // every tile before the slide, in row-major order of `from`
    std::vector<Cell> merges;    // the cells of the tiles made by merges, after the slide
};

} // namespace tessera::game2048
