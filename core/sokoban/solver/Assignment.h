// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::sokoban::solver {

// Minimum-cost assignment of rows (boxes) to distinct columns (goals), rows <= columns:
// the Hungarian algorithm with potentials, O(columns^3) (rows of zero costs fill the square).
// Scratch buffers are kept between calls, so one instance serves a whole search without allocating.
//
// A solved assignment can be kept (save()) and then re-solved with one row's costs changed in
// O(columns^2) (resolveRow()): a push moves one box, so each child of a position costs one
// augmenting path instead of a whole matching.
class Assignment
{
public:
    // A cost at or above this means "cannot be assigned".
    static constexpr std::int64_t infinite = std::int64_t{1} << 40;

    // cost(row, column) for 0 <= row < rows, 0 <= column < columns. Returns the minimum total,
    // or `infinite` when no assignment avoids infinite costs (or rows > columns).
    template <typename Cost>
    std::int64_t solve(int rows, int columns, Cost cost)
    {
        if (const std::optional<std::int64_t> trivial = fill(rows, columns, cost)) {
            return *trivial;
        }
        matchCheapestFree();
        augmentUnmatched();
        return total();
    }

    // The same, where the costs of a row depend only on key(row) (a box's cell) within
    // `family` (a board): when the last keyed solve was of the same family, with as many rows
    // and columns, the rows whose key it had keep their part of its matching and potentials,
    // and only the others are matched anew (one state is kept, of the last keyed solve: a
    // solve of another family starts afresh). A search solves position after position that
    // mostly share their boxes, so most of a matching is found again rather than made.
    template <typename Cost, typename Key>
    std::int64_t solve(int rows, int columns, Cost cost, Key key, std::uintptr_t family)
    {
        if (const std::optional<std::int64_t> trivial = fill(rows, columns, cost)) {
            m_keyed.valid = false;
            return *trivial;
        }
        m_keys.resize(static_cast<std::size_t>(rows));
        for (int r = 0; r < rows; ++r) {
            m_keys[static_cast<std::size_t>(r)] = key(r);
        }
        if (!startFromKeyed(family)) {
            matchCheapestFree();
        }
        augmentUnmatched();
        const std::int64_t sum = total();
        keepKeyed(family, sum < infinite);
        return sum;
    }

    // How many keyed solves started from the last one's matching (a measure, for tests).
    [[nodiscard]] std::uint64_t carriedSolves() const { return m_carried; }

    // Keeps the state of the last solve() (which must have had rows <= columns, rows > 0).
    void save();
    // The saved assignment with row `row` given the costs rowCost(column): the new minimum.
    // Calls to solve() in between are fine: the saved state is restored first.
    template <typename RowCost>
    std::int64_t resolveRow(int row, RowCost rowCost)
    {
        restore();
        std::int64_t *line = &m_matrix[static_cast<std::size_t>(row * m_columns)];
        for (int c = 0; c < m_columns; ++c) {
            const std::int64_t v = rowCost(c);
            line[c] = v < infinite ? v : infinite;
        }
        m_changedRow = row;
        if (!reopenRow(row + 1)) {
            augment(row + 1);
        }
        return total();
    }

private:
    // Sets the matrix (square: see reset()); a result when there is nothing to match.
    template <typename Cost>
    std::optional<std::int64_t> fill(int rows, int columns, Cost cost)
    {
        m_rows = rows;
        m_columns = columns;
        m_overwritten = true;
        if (rows > columns) {
            return infinite;
        }
        if (rows == 0) {
            return 0;
        }
        reset(columns);
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < columns; ++c) {
                const std::int64_t v = cost(r, c);
                m_matrix[static_cast<std::size_t>(r * columns + c)] = v < infinite ? v : infinite;
            }
        }
        return std::nullopt;
    }
    bool startFromKeyed(std::uintptr_t family);
    void keepKeyed(std::uintptr_t family, bool finite);
    void augmentUnmatched();
    void reset(int columns);
    void matchCheapestFree();
    void augment(int row);
    void restore();
    [[nodiscard]] bool reopenRow(int row);
    std::int64_t total() const;

    int m_rows = 0;
    int m_columns = 0;
    std::vector<std::int64_t> m_matrix;
    std::vector<std::int64_t> m_u, m_v, m_minv;
    std::vector<int> m_p, m_way;
    std::vector<int> m_open;                // the columns not on the augmenting path (augment())
    std::vector<int> m_onPath;              // the columns on it, the sentinel 0 first
    std::vector<std::uint8_t> m_rowMatched; // rows matched before augmentUnmatched()
    std::vector<int> m_keys;                // of the rows of the keyed solve under way

    // The end of the last keyed solve, for the next to start from.
    struct Keyed
    {
        bool valid = false;
        std::uintptr_t family = 0;
        int rows = 0;
        int columns = 0;
        std::vector<int> keys;
        std::vector<std::int64_t> u, v;
        std::vector<int> p;
    } m_keyed;
    std::vector<int> m_rowFromKeyed; // a kept row's new index, or -1
    std::uint64_t m_carried = 0;

    std::vector<std::int64_t> m_savedMatrix, m_savedU, m_savedV;
    std::vector<int> m_savedP;
    int m_savedRows = 0;
    int m_savedColumns = 0;
    int m_changedRow = -1;     // the row resolveRow() last overwrote in m_matrix
    bool m_overwritten = true; // solve() ran since save(): m_matrix holds other costs
};

} // namespace tessera::sokoban::solver
