// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Assignment.h"

#include <algorithm>

namespace tessera::sokoban::solver {

// The matrix is made square with rows of zero costs (one for each column more than rows). With
// goals to spare, a row re-solved alone would otherwise not be optimal: a goal it leaves keeps
// the potential it had while taken, and the shortest augmenting path then weighs it against
// the goals never taken by another measure.
void Assignment::reset(int columns)
{
    m_matrix.assign(static_cast<std::size_t>(columns) * static_cast<std::size_t>(columns), 0);
    m_u.assign(static_cast<std::size_t>(columns) + 1, 0);
    m_v.assign(static_cast<std::size_t>(columns) + 1, 0);
    m_minv.assign(static_cast<std::size_t>(columns) + 1, 0);
    m_p.assign(static_cast<std::size_t>(columns) + 1, 0);
    m_way.assign(static_cast<std::size_t>(columns) + 1, 0);
    m_used.assign(static_cast<std::size_t>(columns) + 1, 0);
    m_changedRow = -1;
}

// One step of the classic shortest-augmenting-path form (rows and columns 1-based, column 0 a
// sentinel): matches `row` while keeping the rows matched before optimal. Infinite entries are
// large finite numbers, so the sum tells whether one had to be used.
void Assignment::augment(int row)
{
    const std::int64_t big = infinite * 4;
    const int columns = m_columns;
    m_p[0] = row;
    int j0 = 0;
    for (int j = 0; j <= columns; ++j) {
        m_minv[static_cast<std::size_t>(j)] = big;
        m_used[static_cast<std::size_t>(j)] = 0;
    }
    do {
        m_used[static_cast<std::size_t>(j0)] = 1;
        const int i0 = m_p[static_cast<std::size_t>(j0)];
        std::int64_t delta = big;
        int j1 = 0;
        const std::int64_t *line = &m_matrix[static_cast<std::size_t>((i0 - 1) * columns)];
        const std::int64_t ui0 = m_u[static_cast<std::size_t>(i0)];
        for (int j = 1; j <= columns; ++j) {
            const auto ju = static_cast<std::size_t>(j);
            if (m_used[ju]) {
                continue;
            }
            const std::int64_t cur = line[j - 1] - ui0 - m_v[ju];
            if (cur < m_minv[ju]) {
                m_minv[ju] = cur;
                m_way[ju] = j0;
            }
            if (m_minv[ju] < delta) {
                delta = m_minv[ju];
                j1 = j;
            }
        }
        for (int j = 0; j <= columns; ++j) {
            const auto ju = static_cast<std::size_t>(j);
            if (m_used[ju]) {
                m_u[static_cast<std::size_t>(m_p[ju])] += delta;
                m_v[ju] -= delta;
            } else {
                m_minv[ju] -= delta;
            }
        }
        j0 = j1;
    } while (m_p[static_cast<std::size_t>(j0)] != 0);
    do {
        const int j1 = m_way[static_cast<std::size_t>(j0)];
        m_p[static_cast<std::size_t>(j0)] = m_p[static_cast<std::size_t>(j1)];
        j0 = j1;
    } while (j0 != 0);
}

std::int64_t Assignment::total() const
{
    std::int64_t sum = 0;
    for (int j = 1; j <= m_columns; ++j) {
        const int i = m_p[static_cast<std::size_t>(j)];
        if (i != 0 && i <= m_rows) { // past m_rows: the rows that fill the square
            sum += m_matrix[static_cast<std::size_t>((i - 1) * m_columns + (j - 1))];
        }
    }
    return sum >= infinite ? infinite : sum;
}

void Assignment::save()
{
    m_savedMatrix = m_matrix;
    m_savedU = m_u;
    m_savedV = m_v;
    m_savedP = m_p;
    m_savedRows = m_rows;
    m_savedColumns = m_columns;
    m_changedRow = -1;
    m_overwritten = false;
}

void Assignment::restore()
{
    m_rows = m_savedRows;
    m_columns = m_savedColumns;
    m_u = m_savedU;
    m_v = m_savedV;
    m_p = m_savedP;
    const auto width = static_cast<std::size_t>(m_columns) + 1;
    m_minv.resize(width);
    m_way.resize(width);
    m_used.resize(width);
    if (m_overwritten) {
        m_matrix = m_savedMatrix;
        m_overwritten = false;
        m_changedRow = -1;
    } else if (m_changedRow >= 0) {
        const auto from = static_cast<std::ptrdiff_t>(m_changedRow) * m_columns;
        std::copy(m_savedMatrix.begin() + from, m_savedMatrix.begin() + from + m_columns,
                  m_matrix.begin() + from);
        m_changedRow = -1;
    }
}

// Takes `row` (1-based) out of the matching and lowers its potential so that every reduced cost
// of the row is non-negative again: the other rows stay optimal, ready for one augment().
void Assignment::reopenRow(int row)
{
    for (int j = 1; j <= m_columns; ++j) {
        if (m_p[static_cast<std::size_t>(j)] == row) {
            m_p[static_cast<std::size_t>(j)] = 0;
        }
    }
    const std::int64_t *line = &m_matrix[static_cast<std::size_t>((row - 1) * m_columns)];
    std::int64_t lowest = infinite * 4;
    for (int j = 1; j <= m_columns; ++j) {
        lowest = std::min(lowest, line[j - 1] - m_v[static_cast<std::size_t>(j)]);
    }
    m_u[static_cast<std::size_t>(row)] = lowest;
}

} // namespace tessera::sokoban::solver
