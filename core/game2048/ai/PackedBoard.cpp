// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PackedBoard.h"

#include "Evaluation.h"

#include <vector>

namespace tessera::game2048 {

namespace {

constexpr std::uint64_t nibble = 0xF;

int rowNibble(std::uint32_t row, int i)
{
    return static_cast<int>((row >> (4 * i)) & nibble);
}

std::uint16_t reverseRow(std::uint32_t row)
{
    return static_cast<std::uint16_t>(((row & 0x000F) << 12) | ((row & 0x00F0) << 4) |
                                      ((row & 0x0F00) >> 4) | ((row & 0xF000) >> 12));
}

// Nibble i of a row at bit 16 * i: the row laid along column 0.
std::uint64_t rowAsColumn(std::uint32_t row)
{
    std::uint64_t column = 0;
    for (int i = 0; i < 4; ++i)
        column |= static_cast<std::uint64_t>(rowNibble(row, i)) << (16 * i);
    return column;
}

// The row slid toward index 0 by slideLine(), the rule's one home. Two 15s must not merge into
// a 16, which 4 bits cannot hold: each 15 is renamed to its own distinct exponent above 15 for
// the slide (distinct tiles never merge) and named 15 again after it.
struct RowSlide
{
    std::uint16_t row = 0;
    std::uint32_t gained = 0;
};

RowSlide slideRowTowardStart(std::uint32_t row)
{
    std::array<std::uint8_t, maxSide> line{};
    for (int i = 0; i < 4; ++i) {
        const int e = rowNibble(row, i);
        line[static_cast<std::size_t>(i)] =
            static_cast<std::uint8_t>(e == packedMaxExponent ? packedMaxExponent + 1 + i : e);
    }
    const LineSlide slid = slideLine(line, 4);
    RowSlide result;
    for (int i = 0; i < 4; ++i) {
        const int e = slid.exponents[static_cast<std::size_t>(i)];
        const int packed = e > packedMaxExponent ? packedMaxExponent : e;
        result.row = static_cast<std::uint16_t>(result.row | (packed << (4 * i)));
    }
    result.gained = static_cast<std::uint32_t>(slid.gained);
    return result;
}

} // namespace

RowTables::RowTables()
{
    for (std::uint32_t r = 0; r < rowCount; ++r) {
        const RowSlide start = slideRowTowardStart(r);
        const RowSlide end = slideRowTowardStart(reverseRow(r));
        m_start[r] = start.row;
        m_gainedStart[r] = start.gained;
        m_end[r] = reverseRow(end.row);
        m_gainedEnd[r] = end.gained;
        m_columnStart[r] = rowAsColumn(m_start[r]);
        m_columnEnd[r] = rowAsColumn(m_end[r]);
    }
}

const RowTables &RowTables::instance()
{
    static const RowTables tables; // about 2.3 MB, built on first use, thread-safe
    return tables;
}

RowEvaluation::RowEvaluation(const EvaluationWeights &weights) : m_weights(weights)
{
    for (std::uint32_t r = 0; r < RowTables::rowCount; ++r) {
        std::array<std::uint8_t, maxSide> line{};
        for (int i = 0; i < 4; ++i)
            line[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(rowNibble(r, i));
        m_values[r] = static_cast<float>(evaluateLine(line, 4, weights));
    }
}

const RowEvaluation &RowEvaluation::standard()
{
    static const RowEvaluation rows{EvaluationWeights{}};
    return rows;
}

std::optional<PackedBoard> packBoard(const Board &board)
{
    if (board.rows() != 4 || board.cols() != 4)
        return std::nullopt;
    PackedBoard packed = 0;
    const std::vector<std::uint8_t> &cells = board.exponents();
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (cells[i] > packedMaxExponent)
            return std::nullopt;
        packed |= static_cast<std::uint64_t>(cells[i]) << (4 * i);
    }
    return packed;
}

Board unpackBoard(PackedBoard packed)
{
    std::vector<std::uint8_t> cells(16);
    for (std::size_t i = 0; i < cells.size(); ++i)
        cells[i] = static_cast<std::uint8_t>((packed >> (4 * i)) & nibble);
    return *Board::fromExponents(4, 4, cells);
}

int packedExponent(PackedBoard packed, Cell cell)
{
    if (cell.row < 0 || cell.row > 3 || cell.col < 0 || cell.col > 3)
        return 0;
    return static_cast<int>((packed >> (4 * (4 * cell.row + cell.col))) & nibble);
}

int distinctTileCount(PackedBoard packed)
{
    std::uint32_t seen = 0;
    for (int i = 0; i < 16; ++i) {
        const auto e = static_cast<int>((packed >> (4 * i)) & nibble);
        if (e != 0)
            seen |= 1u << e;
    }
    int count = 0;
    for (; seen != 0; seen &= seen - 1)
        ++count;
    return count;
}

PackedSlide slidePacked(PackedBoard packed, Direction d)
{
    const RowTables &t = RowTables::instance();
    PackedSlide result;
    switch (d) {
    case Direction::Left:
    case Direction::Right:
        for (int r = 0; r < 4; ++r) {
            const std::uint16_t in = packedRow(packed, r);
            const bool left = d == Direction::Left;
            result.board |= static_cast<std::uint64_t>(left ? t.towardStart(in) : t.towardEnd(in))
                            << (16 * r);
            result.gained += left ? t.gainedTowardStart(in) : t.gainedTowardEnd(in);
        }
        break;
    case Direction::Up:
    case Direction::Down: {
        const PackedBoard transposed = transposePacked(packed);
        for (int c = 0; c < 4; ++c) {
            const std::uint16_t in = packedRow(transposed, c);
            const bool up = d == Direction::Up;
            result.board |= (up ? t.columnTowardStart(in) : t.columnTowardEnd(in)) << (4 * c);
            result.gained += up ? t.gainedTowardStart(in) : t.gainedTowardEnd(in);
        }
        break;
    }
    }
    result.moved = result.board != packed;
    return result;
}

} // namespace tessera::game2048
