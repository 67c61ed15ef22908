// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The rules as the expectimax search sees them, in its two encodings: what a slide makes, the
// new tiles that can follow, how a board scores, and the cache type for its positions.

#include "LineMemo.h"
#include "PackedBoard.h"
#include "TranspositionTable.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>

namespace tessera::game2048::detail {

// ---- 4x4: a 64-bit board and row tables ----

struct PackedHash
{
    std::uint64_t operator()(PackedBoard b) const { return b ^ (b >> 29); }
};

class PackedRules
{
public:
    using State = PackedBoard;
    using Table = TranspositionTable<PackedBoard, PackedHash>;
    static constexpr int tableBits = 18; // 4 MB: past 2^18 slots, fewer repeats but slower
    // About a tenth of a second: the automatic depth's search is cut to one move less beyond it.
    static constexpr std::uint64_t nodeBudget = 8'000'000;

    explicit PackedRules(const RowEvaluation &rows) : m_tables(RowTables::instance()), m_rows(rows)
    {}

    // The board after sliding toward d; equal to `s` when nothing moves.
    State slide(State s, Direction d) const { return slidePackedBoard(m_tables, s, d); }
    double evaluate(State s) const { return evaluatePacked(m_rows, s); }
    double lost(State s) const { return lostValue(evaluate(s), 4, 4, m_rows.weights()); }
    int emptyCells(State s) const { return emptyCellCount(s); }

    // Calls f(board with a 2, board with a 4) for every empty cell.
    template <typename F>
    void forEachSpawn(State s, F &&f) const
    {
        for (int i = 0; i < 16; ++i) {
            const int shift = 4 * i;
            if (((s >> shift) & 0xF) == 0)
                f(s | (std::uint64_t{1} << shift), s | (std::uint64_t{2} << shift));
        }
    }

private:
    const RowTables &m_tables;
    const RowEvaluation &m_rows;
};

// ---- any size: a byte per cell ----

using Cells = std::array<std::uint8_t, maxSide * maxSide>;

struct CellsHash
{
    std::uint64_t operator()(const Cells &cells) const
    {
        std::uint64_t h = 0;
        for (std::size_t i = 0; i < cells.size(); i += 8) {
            std::uint64_t word = 0;
            std::memcpy(&word, cells.data() + i, 8);
            h = (h ^ word) * 0xFF51AFD7ED558CCDULL;
            h ^= h >> 32;
        }
        return h;
    }
};

class CellRules
{
public:
    using State = Cells;
    using Table = TranspositionTable<Cells, CellsHash>;
    static constexpr int tableBits = 15;
    static constexpr std::uint64_t nodeBudget = 1'500'000; // about a fifth of a second

    CellRules(int rows, int cols, LineMemo &memo) : m_rows(rows), m_cols(cols), m_memo(memo) {}

    State slide(const State &s, Direction d) const
    {
        const bool horizontal = d == Direction::Left || d == Direction::Right;
        const int lines = horizontal ? m_rows : m_cols;
        const int length = horizontal ? m_cols : m_rows;
        State out = s;
        for (int line = 0; line < lines; ++line) {
            LineMemo::Line in{};
            for (int i = 0; i < length; ++i)
                in[static_cast<std::size_t>(i)] = s[cellIndex(d, line, i)];
            if (!m_memo.slide(in, length))
                continue;
            for (int i = 0; i < length; ++i)
                out[cellIndex(d, line, i)] = in[static_cast<std::size_t>(i)];
        }
        return out;
    }

    double evaluate(const State &s) const
    {
        double total = 0.0;
        LineMemo::Line line{};
        for (int r = 0; r < m_rows; ++r) {
            for (int c = 0; c < m_cols; ++c)
                line[static_cast<std::size_t>(c)] = s[at(r, c)];
            total += m_memo.evaluate(line, m_cols);
        }
        line = {};
        for (int c = 0; c < m_cols; ++c) {
            for (int r = 0; r < m_rows; ++r)
                line[static_cast<std::size_t>(r)] = s[at(r, c)];
            total += m_memo.evaluate(line, m_rows);
        }
        return total;
    }
    double lost(const State &s) const
    {
        return lostValue(evaluate(s), m_rows, m_cols, m_memo.weights());
    }

    int emptyCells(const State &s) const
    {
        return static_cast<int>(
            std::count(s.begin(), s.begin() + m_rows * m_cols, std::uint8_t{0}));
    }

    template <typename F>
    void forEachSpawn(const State &s, F &&f) const
    {
        const auto cells = static_cast<std::size_t>(m_rows * m_cols);
        for (std::size_t i = 0; i < cells; ++i) {
            if (s[i] != 0)
                continue;
            State two = s;
            two[i] = 1;
            State four = s;
            four[i] = 2;
            f(two, four);
        }
    }

private:
    std::size_t at(int r, int c) const { return static_cast<std::size_t>(r * m_cols + c); }
    // Position i of a line, counted from the edge the tiles move toward.
    std::size_t cellIndex(Direction d, int line, int i) const
    {
        switch (d) {
        case Direction::Left:
            return at(line, i);
        case Direction::Right:
            return at(line, m_cols - 1 - i);
        case Direction::Up:
            return at(i, line);
        case Direction::Down:
            return at(m_rows - 1 - i, line);
        }
        return at(line, i);
    }

    int m_rows;
    int m_cols;
    LineMemo &m_memo; // a cache: filling it does not change what the rules say
};

} // namespace tessera::game2048::detail
