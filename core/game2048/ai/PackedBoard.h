// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Evaluation.h"
#include "game2048/Board.h"

#include <array>
#include <cstdint>
#include <optional>

namespace tessera::game2048 {

// A 4x4 board in 64 bits, 4 bits (an exponent 0..15) per cell: cell (row, col) is the nibble at
// bit 4 * (4 * row + col), so row r is the 16 bits at 16 * r with column 0 in the low nibble.
// The AI searches millions of these per second: a slide is four table look-ups.
using PackedBoard = std::uint64_t;

inline constexpr int packedMaxExponent = 15; // a 32768 tile

// Nullopt unless the board is 4x4 with every exponent at most packedMaxExponent.
[[nodiscard]] std::optional<PackedBoard> packBoard(const Board &board);
Board unpackBoard(PackedBoard packed);
int packedExponent(PackedBoard packed, Cell cell); // 0 outside 0..3 x 0..3

// Rows become columns: cell (r, c) moves to (c, r).
inline PackedBoard transposePacked(PackedBoard x)
{
    // Swap the off-diagonal nibbles of each 2x2 block, then the off-diagonal 2x2 blocks.
    const std::uint64_t a1 = x & 0xF0F00F0FF0F00F0FULL;
    const std::uint64_t a2 = x & 0x0000F0F00000F0F0ULL;
    const std::uint64_t a3 = x & 0x0F0F00000F0F0000ULL;
    const std::uint64_t a = a1 | (a2 << 12) | (a3 >> 12);
    const std::uint64_t b1 = a & 0xFF00FF0000FF00FFULL;
    const std::uint64_t b2 = a & 0x00FF00FF00000000ULL;
    const std::uint64_t b3 = a & 0x00000000FF00FF00ULL;
    return b1 | (b2 >> 24) | (b3 << 24);
}

inline int emptyCellCount(PackedBoard x)
{
    // One bit per nibble, set when the nibble is zero, then the sum of those bits: multiplying
    // by 0x1111... adds every nibble into the top one. Only a sum of 16 would not fit there.
    x |= (x >> 2) & 0x3333333333333333ULL;
    x |= x >> 1;
    x = ~x & 0x1111111111111111ULL;
    if (x == 0x1111111111111111ULL)
        return 16;
    return static_cast<int>((x * 0x1111111111111111ULL) >> 60);
}
// How many different tile values the board holds.
int distinctTileCount(PackedBoard packed);

struct PackedSlide
{
    PackedBoard board = 0;
    std::int64_t gained = 0;
    bool moved = false;
};

// The same slide as Board::slide, from tables built with slideLine(). One exception, which no
// real game position reaches at the root of a search: two 32768 tiles (exponent 15) do not merge,
// because a 65536 does not fit in 4 bits. Callers that need the exact rule for such a board use
// Board (the AI only packs boards with at most one 32768).
PackedSlide slidePacked(PackedBoard packed, Direction d);

// The per-row tables, built once (thread-safe) from slideLine(). A row is
// 16 bits, index 0 of the line in the low nibble.
class RowTables
{
public:
    static const RowTables &instance();

    // Row slid toward index 0 (left, or up for a transposed column) and toward index 3.
    std::uint16_t towardStart(std::uint16_t row) const { return m_start[row]; }
    std::uint16_t towardEnd(std::uint16_t row) const { return m_end[row]; }
    // The same, spread over a column: nibble i at bit 16 * i (column 0 of a board).
    std::uint64_t columnTowardStart(std::uint16_t row) const { return m_columnStart[row]; }
    std::uint64_t columnTowardEnd(std::uint16_t row) const { return m_columnEnd[row]; }
    std::uint32_t gainedTowardStart(std::uint16_t row) const { return m_gainedStart[row]; }
    std::uint32_t gainedTowardEnd(std::uint16_t row) const { return m_gainedEnd[row]; }

    static constexpr std::size_t rowCount = 65536;

private:
    RowTables();

    std::array<std::uint16_t, rowCount> m_start{};
    std::array<std::uint16_t, rowCount> m_end{};
    std::array<std::uint64_t, rowCount> m_columnStart{};
    std::array<std::uint64_t, rowCount> m_columnEnd{};
    std::array<std::uint32_t, rowCount> m_gainedStart{};
    std::array<std::uint32_t, rowCount> m_gainedEnd{};
};

inline std::uint16_t packedRow(PackedBoard packed, int r)
{
    return static_cast<std::uint16_t>((packed >> (16 * r)) & 0xFFFF);
}

// The board after a slide, without the score: what the search needs, inline for its inner loop.
inline PackedBoard slidePackedBoard(const RowTables &t, PackedBoard packed, Direction d)
{
    PackedBoard out = 0;
    switch (d) {
    case Direction::Left:
        for (int r = 0; r < 4; ++r)
            out |= static_cast<std::uint64_t>(t.towardStart(packedRow(packed, r))) << (16 * r);
        break;
    case Direction::Right:
        for (int r = 0; r < 4; ++r)
            out |= static_cast<std::uint64_t>(t.towardEnd(packedRow(packed, r))) << (16 * r);
        break;
    case Direction::Up: {
        const PackedBoard transposed = transposePacked(packed);
        for (int c = 0; c < 4; ++c)
            out |= t.columnTowardStart(packedRow(transposed, c)) << (4 * c);
        break;
    }
    case Direction::Down: {
        const PackedBoard transposed = transposePacked(packed);
        for (int c = 0; c < 4; ++c)
            out |= t.columnTowardEnd(packedRow(transposed, c)) << (4 * c);
        break;
    }
    }
    return out;
}

// evaluateLine() of every row for one set of weights, as a float: the table is read in the
// innermost loop of the search, and 256 KB stay in the cache better than 512.
class RowEvaluation
{
public:
    explicit RowEvaluation(const EvaluationWeights &weights);
    // The default weights' table, built once (thread-safe).
    [[nodiscard]] static const RowEvaluation &standard();

    [[nodiscard]] const EvaluationWeights &weights() const { return m_weights; }
    [[nodiscard]] float operator()(std::uint16_t row) const { return m_values[row]; }

private:
    EvaluationWeights m_weights;
    std::array<float, RowTables::rowCount> m_values{}; // in the object: no pointer to follow
};

// The evaluation of a packed board: evaluateBoard() of the same board with the table's weights
// (rounded to float per line).
inline double evaluatePacked(const RowEvaluation &rows, PackedBoard packed)
{
    const PackedBoard transposed = transposePacked(packed);
    double total = 0.0;
    for (int i = 0; i < 4; ++i)
        total += static_cast<double>(rows(packedRow(packed, i))) +
                 static_cast<double>(rows(packedRow(transposed, i)));
    return total;
}

} // namespace tessera::game2048
