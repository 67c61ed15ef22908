// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"
#include "fifteen/Error.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::fifteen {

// One tile sliding one cell into the empty cell.
struct Move
{
    int tile = 0;                          // the number on the tile, 1..W*H-1
    int from = 0;                          // the tile's cell before the move (row-major index)
    int to = 0;                            // its cell after: the empty cell before the move
    Direction direction = Direction::Left; // the way the tile slid: the arrow key that moves it

    friend bool operator==(const Move &a, const Move &b)
    {
        return a.tile == b.tile && a.from == b.from && a.to == b.to && a.direction == b.direction;
    }
    friend bool operator!=(const Move &a, const Move &b) { return !(a == b); }
};

// A Fifteen puzzle position: W x H cells holding the tiles 1..W*H-1 and one empty cell (0).
// Cells are numbered row-major from the top left. Always valid: every way to build one checks
// its input. Held in a fixed array so copies never allocate (searches copy boards a lot).
class Board
{
public:
    static constexpr int minSide = 2;
    static constexpr int maxSide = 8;
    static constexpr int maxCells = maxSide * maxSide;
    static constexpr int empty = 0;

    // The solved 4x4 board.
    Board();

    static bool isValidSize(int width, int height);
    // The solved board of that size, or nothing when the size is outside minSide..maxSide.
    [[nodiscard]] static std::optional<Board> solved(int width, int height);
    // The board holding `tiles` in reading order; an error names what is wrong with them.
    static Result<Board> fromTiles(int width, int height, const std::vector<int> &tiles);

    int width() const { return m_width; }
    int height() const { return m_height; }
    int cellCount() const { return m_width * m_height; }
    bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < m_width && y < m_height; }
    bool containsCell(int cell) const { return cell >= 0 && cell < cellCount(); }
    int cellAt(int x, int y) const { return y * m_width + x; }
    int xOf(int cell) const { return cell % m_width; }
    int yOf(int cell) const { return cell / m_width; }

    // The tile in a cell, 0 for the empty cell. The cell must be on the board.
    int tileAt(int cell) const { return m_cells[static_cast<std::size_t>(cell)]; }
    int tileAt(int x, int y) const { return tileAt(cellAt(x, y)); }
    int emptyCell() const { return m_emptyCell; }
    // Where a tile is (0 finds the empty cell); -1 for a number not on this board.
    int cellOf(int tile) const;
    // Where a tile belongs when solved: tile t in cell t-1, the empty cell last.
    int homeCell(int tile) const { return tile == empty ? cellCount() - 1 : tile - 1; }
    std::vector<int> tiles() const;

    bool isSolved() const;
    // The parity rule: the permutation's parity (the empty cell counted as the largest tile)
    // equals the parity of the empty cell's taxicab distance from its home. Any W x H.
    bool isSolvable() const;

    // The move that sliding a tile in direction d would make: Down slides the tile above the
    // empty cell down into it, Left the tile right of it leftwards, and so on. Nothing when no
    // tile lies on that side of the empty cell.
    [[nodiscard]] std::optional<Move> moveFor(Direction d) const;
    // Makes that move; nothing happens (and nothing is returned) at the edge.
    std::optional<Move> move(Direction d);
    // The single moves a click on `cell` makes: a tile in the empty cell's row or column slides
    // together with every tile between it and the empty cell, nearest tile first. Empty for a
    // click on the empty cell, off the board, or outside its row and column.
    std::vector<Move> movesForClick(int cell) const;

    friend bool operator==(const Board &a, const Board &b);
    friend bool operator!=(const Board &a, const Board &b) { return !(a == b); }

private:
    Board(int width, int height);

    int m_width = 4;
    int m_height = 4;
    int m_emptyCell = 15;
    std::array<std::uint8_t, maxCells> m_cells{}; // only the first width*height are used
};

} // namespace tessera::fifteen
