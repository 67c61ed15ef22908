// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Board.h"

#include <algorithm>

namespace tessera::game2048 {

namespace {

// What happened to the tiles of one line slid toward index 0.
struct LineTrace
{
    LineSlide slide;
    std::array<std::int8_t, maxSide>
        target{};                       // for each source index holding a tile: its new index
    std::array<bool, maxSide> merged{}; // for each source index: whether it merged
};

// The rule of 2048 on one line, read from the edge the tiles move toward. Each tile waits at
// the next free slot; the following tile merges into it when equal (and the waiting tile has
// not merged yet, which the slot advancing guarantees), else pushes it out. So the pair nearest
// the edge merges first and a tile merges at most once per move.
LineTrace traceLine(const std::array<std::uint8_t, maxSide> &in, int length)
{
    LineTrace t;
    int slot = 0;
    int waiting = -1; // source index of the tile waiting at `slot`, not merged yet
    for (int i = 0; i < length; ++i) {
        const int e = in[static_cast<std::size_t>(i)];
        if (e == 0)
            continue;
        if (waiting >= 0 && in[static_cast<std::size_t>(waiting)] == e && e < maxExponent) {
            t.slide.exponents[static_cast<std::size_t>(slot)] = static_cast<std::uint8_t>(e + 1);
            t.slide.gained += tileValue(e + 1);
            t.target[static_cast<std::size_t>(waiting)] = static_cast<std::int8_t>(slot);
            t.target[static_cast<std::size_t>(i)] = static_cast<std::int8_t>(slot);
            t.merged[static_cast<std::size_t>(waiting)] = true;
            t.merged[static_cast<std::size_t>(i)] = true;
            ++slot;
            waiting = -1;
            continue;
        }
        if (waiting >= 0) {
            t.slide.exponents[static_cast<std::size_t>(slot)] =
                in[static_cast<std::size_t>(waiting)];
            t.target[static_cast<std::size_t>(waiting)] = static_cast<std::int8_t>(slot);
            ++slot;
        }
        waiting = i;
    }
    if (waiting >= 0) {
        t.slide.exponents[static_cast<std::size_t>(slot)] = in[static_cast<std::size_t>(waiting)];
        t.target[static_cast<std::size_t>(waiting)] = static_cast<std::int8_t>(slot);
    }
    for (int i = 0; i < length; ++i) {
        if (t.slide.exponents[static_cast<std::size_t>(i)] != in[static_cast<std::size_t>(i)])
            t.slide.changed = true;
    }
    return t;
}

// The cell at position `i` of line `line` for a slide toward `d`, position 0 being at the edge.
Cell lineCell(Direction d, int line, int i, int rows, int cols)
{
    switch (d) {
    case Direction::Left:
        return {line, i};
    case Direction::Right:
        return {line, cols - 1 - i};
    case Direction::Up:
        return {i, line};
    case Direction::Down:
        return {rows - 1 - i, line};
    }
    return {line, i};
}

bool isHorizontal(Direction d)
{
    return d == Direction::Left || d == Direction::Right;
}

bool validSide(int n)
{
    return n >= minSide && n <= maxSide;
}

} // namespace

std::int64_t tileValue(int exponent)
{
    if (exponent <= 0 || exponent > maxExponent)
        return 0;
    return std::int64_t{1} << exponent;
}

LineSlide slideLine(const std::array<std::uint8_t, maxSide> &line, int length)
{
    if (!validSide(length))
        return {};
    return traceLine(line, length).slide;
}

Board::Board() : Board(4, 4) {}

Board::Board(int rows, int cols)
    : m_rows(rows), m_cols(cols), m_cells(static_cast<std::size_t>(rows * cols), 0)
{}

std::optional<Board> Board::empty(int rows, int cols)
{
    if (!validSide(rows) || !validSide(cols))
        return std::nullopt;
    return Board(rows, cols);
}

std::optional<Board> Board::fromExponents(int rows, int cols,
                                          const std::vector<std::uint8_t> &exponents)
{
    std::optional<Board> board = empty(rows, cols);
    if (!board || exponents.size() != board->m_cells.size())
        return std::nullopt;
    for (const std::uint8_t e : exponents) {
        if (e > maxExponent)
            return std::nullopt;
    }
    board->m_cells = exponents;
    return board;
}

int Board::exponent(Cell c) const
{
    return contains(c) ? m_cells[static_cast<std::size_t>(index(c))] : 0;
}

bool Board::setExponent(Cell c, int exponent)
{
    if (!contains(c) || exponent < 0 || exponent > maxExponent)
        return false;
    m_cells[static_cast<std::size_t>(index(c))] = static_cast<std::uint8_t>(exponent);
    return true;
}

int Board::tileCount() const
{
    return static_cast<int>(
        std::count_if(m_cells.begin(), m_cells.end(), [](std::uint8_t e) { return e != 0; }));
}

std::vector<Cell> Board::emptyCells() const
{
    std::vector<Cell> cells;
    for (int r = 0; r < m_rows; ++r) {
        for (int c = 0; c < m_cols; ++c) {
            if (exponent({r, c}) == 0)
                cells.push_back({r, c});
        }
    }
    return cells;
}

int Board::highestExponent() const
{
    return m_cells.empty() ? 0 : *std::max_element(m_cells.begin(), m_cells.end());
}

bool Board::canSlide(Direction d) const
{
    const int lines = isHorizontal(d) ? m_rows : m_cols;
    const int length = isHorizontal(d) ? m_cols : m_rows;
    for (int line = 0; line < lines; ++line) {
        // A line changes when a tile has an empty cell or an equal tile before it toward the edge.
        int previous = -1; // exponent of the nearest tile toward the edge; 0 when a gap was seen
        for (int i = 0; i < length; ++i) {
            const int e = exponent(lineCell(d, line, i, m_rows, m_cols));
            if (e == 0) {
                previous = 0;
                continue;
            }
            if (previous == 0 || (previous == e && e < maxExponent))
                return true;
            previous = e;
        }
    }
    return false;
}

bool Board::canMove() const
{
    return std::any_of(allDirections.begin(), allDirections.end(),
                       [this](Direction d) { return canSlide(d); });
}

SlideResult Board::slide(Direction d) const
{
    SlideResult result{*this, 0, false, {}, {}};
    const int lines = isHorizontal(d) ? m_rows : m_cols;
    const int length = isHorizontal(d) ? m_cols : m_rows;
    result.tiles.reserve(static_cast<std::size_t>(tileCount()));
    for (int line = 0; line < lines; ++line) {
        std::array<std::uint8_t, maxSide> in{};
        for (int i = 0; i < length; ++i)
            in[static_cast<std::size_t>(i)] =
                static_cast<std::uint8_t>(exponent(lineCell(d, line, i, m_rows, m_cols)));
        const LineTrace trace = traceLine(in, length);
        result.gained += trace.slide.gained;
        result.moved = result.moved || trace.slide.changed;
        for (int i = 0; i < length; ++i) {
            const auto k = static_cast<std::size_t>(i);
            const Cell cell = lineCell(d, line, i, m_rows, m_cols);
            result.board.m_cells[static_cast<std::size_t>(index(cell))] = trace.slide.exponents[k];
            if (in[k] != 0) {
                const Cell to = lineCell(d, line, trace.target[k], m_rows, m_cols);
                result.tiles.push_back({cell, to, trace.merged[k]});
                if (trace.merged[k] && (result.merges.empty() || result.merges.back() != to))
                    result.merges.push_back(to);
            }
        }
    }
    const auto rowMajor = [](const Cell &a, const Cell &b) {
        return a.row != b.row ? a.row < b.row : a.col < b.col;
    };
    std::sort(result.tiles.begin(), result.tiles.end(),
              [&](const TileMove &a, const TileMove &b) { return rowMajor(a.from, b.from); });
    std::sort(result.merges.begin(), result.merges.end(), rowMajor);
    return result;
}

} // namespace tessera::game2048
