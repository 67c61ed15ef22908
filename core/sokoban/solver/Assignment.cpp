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
    m_open.assign(static_cast<std::size_t>(columns), 0);
    m_onPath.reserve(static_cast<std::size_t>(columns) + 1);
    m_changedRow = -1;
}

// The start of a solve: each row's potential is its least cost, and a row whose least cost is
// that of a column still free takes it. Those pairs are tight and every reduced cost is
// non-negative, so augmenting the other rows alone ends in a minimum: in a level most boxes
// have a goal of their own nearest, and each row matched here is an augmenting path saved.
void Assignment::matchCheapestFree()
{
    const int columns = m_columns;
    m_rowMatched.assign(static_cast<std::size_t>(columns) + 1, 0);
    for (int i = 1; i <= columns; ++i) {
        const std::int64_t *line = &m_matrix[static_cast<std::size_t>((i - 1) * columns)];
        const std::int64_t lowest = *std::min_element(line, line + columns);
        m_u[static_cast<std::size_t>(i)] = lowest;
        for (int j = 1; j <= columns; ++j) {
            if (line[j - 1] == lowest && m_p[static_cast<std::size_t>(j)] == 0) {
                m_p[static_cast<std::size_t>(j)] = i;
                m_rowMatched[static_cast<std::size_t>(i)] = 1;
                break;
            }
        }
    }
}

void Assignment::augmentUnmatched()
{
    for (int i = 1; i <= m_columns; ++i) {
        if (!m_rowMatched[static_cast<std::size_t>(i)]) {
            augment(i);
        }
    }
}

// The last keyed solve's state with its rows carried to the new ones of the same key: their
// costs are the same, so its potentials stay feasible for them and their pairs tight; a row of
// a new key gets the potential that makes its least reduced cost zero, and is left to augment.
// The rows that fill the square (all zeros) keep theirs. The matrix is square, so the goals
// left free may differ in potential: the final matching takes them all.
bool Assignment::startFromKeyed(std::uintptr_t family)
{
    const Keyed &k = m_keyed;
    if (!k.valid || k.family != family || k.rows != m_rows || k.columns != m_columns) {
        return false;
    }
    const auto rows = static_cast<std::size_t>(m_rows);
    const int columns = m_columns;
    m_rowFromKeyed.assign(rows, -1);
    std::size_t kept = 0;
    std::size_t hint = 0; // keys come sorted from both searches: look where the last was found
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t n = 0; n < rows; ++n) {
            const std::size_t old = (hint + n) % rows;
            if (k.keys[old] == m_keys[r] && m_rowFromKeyed[old] < 0) {
                m_rowFromKeyed[old] = static_cast<int>(r);
                hint = old + 1;
                ++kept;
                break;
            }
        }
    }
    if (kept * 2 < rows) {
        return false; // mostly new: the cheapest-first start does as well
    }
    ++m_carried;
    m_rowMatched.assign(static_cast<std::size_t>(columns) + 1, 0);
    m_v = k.v;
    for (int i = m_rows + 1; i <= columns; ++i) {
        m_u[static_cast<std::size_t>(i)] = k.u[static_cast<std::size_t>(i)];
    }
    for (std::size_t old = 0; old < rows; ++old) {
        if (const int r = m_rowFromKeyed[old]; r >= 0) {
            m_u[static_cast<std::size_t>(r) + 1] = k.u[old + 1];
        }
    }
    for (int j = 1; j <= columns; ++j) {
        const int i = k.p[static_cast<std::size_t>(j)];
        int now = 0;
        if (i > m_rows) {
            now = i; // a filling row
        } else if (i > 0) {
            now = m_rowFromKeyed[static_cast<std::size_t>(i) - 1] + 1; // 0: its row is gone
        }
        m_p[static_cast<std::size_t>(j)] = now;
        if (now > 0) {
            m_rowMatched[static_cast<std::size_t>(now)] = 1;
        }
    }
    for (int i = 1; i <= m_rows; ++i) {
        if (m_rowMatched[static_cast<std::size_t>(i)]) {
            continue;
        }
        const std::int64_t *line = &m_matrix[static_cast<std::size_t>((i - 1) * columns)];
        std::int64_t lowest = infinite * 4;
        for (int j = 1; j <= columns; ++j) {
            lowest = std::min(lowest, line[j - 1] - m_v[static_cast<std::size_t>(j)]);
        }
        m_u[static_cast<std::size_t>(i)] = lowest;
    }
    return true;
}

// The columns' potentials only fall in augment(), so carried from solve to solve they would
// drift down without end, and the search's sentinel (4 x infinite) would one day be no longer
// above every reduced cost. They are kept shifted so that the highest is zero (each row's up
// by as much: every reduced cost stays the same). A matching that had to use an impossible
// pair is not kept at all: its potentials spread by the size of `infinite`.
void Assignment::keepKeyed(std::uintptr_t family, bool finite)
{
    m_keyed.valid = finite;
    if (!finite) {
        return;
    }
    m_keyed.family = family;
    m_keyed.rows = m_rows;
    m_keyed.columns = m_columns;
    m_keyed.keys = m_keys;
    m_keyed.u = m_u;
    m_keyed.v = m_v;
    m_keyed.p = m_p;
    const std::int64_t highest = *std::max_element(m_keyed.v.begin() + 1, m_keyed.v.end());
    for (auto v = m_keyed.v.begin() + 1; v != m_keyed.v.end(); ++v) {
        *v -= highest;
    }
    for (auto u = m_keyed.u.begin() + 1; u != m_keyed.u.end(); ++u) {
        *u += highest;
    }
    m_keyed.v[0] = 0; // the sentinel column's: never read
}

// One step of the classic shortest-augmenting-path form (rows and columns 1-based, column 0 a
// sentinel): matches `row` while keeping the rows matched before optimal. Infinite entries are
// large finite numbers, so the sum tells whether one had to be used. The columns not yet on the
// path are kept in a list of their own (taken out by swapping with the last), so each step
// scans only those, with no test per column: half the work of scanning them all.
void Assignment::augment(int row)
{
    const std::int64_t big = infinite * 4;
    const int columns = m_columns;
    m_p[0] = row;
    int j0 = 0;
    int openCount = columns;
    for (int j = 1; j <= columns; ++j) {
        m_open[static_cast<std::size_t>(j - 1)] = j;
        m_minv[static_cast<std::size_t>(j)] = big;
    }
    m_onPath.clear();
    m_onPath.push_back(0);
    do {
        const int i0 = m_p[static_cast<std::size_t>(j0)];
        std::int64_t delta = big;
        int k1 = 0;
        const std::int64_t *line = &m_matrix[static_cast<std::size_t>((i0 - 1) * columns)];
        const std::int64_t ui0 = m_u[static_cast<std::size_t>(i0)];
        for (int k = 0; k < openCount; ++k) {
            const auto ju = static_cast<std::size_t>(m_open[static_cast<std::size_t>(k)]);
            const std::int64_t cur = line[ju - 1] - ui0 - m_v[ju];
            if (cur < m_minv[ju]) {
                m_minv[ju] = cur;
                m_way[ju] = j0;
            }
            if (m_minv[ju] < delta) {
                delta = m_minv[ju];
                k1 = k;
            }
        }
        for (const int j : m_onPath) {
            const auto ju = static_cast<std::size_t>(j);
            m_u[static_cast<std::size_t>(m_p[ju])] += delta;
            m_v[ju] -= delta;
        }
        for (int k = 0; k < openCount; ++k) {
            m_minv[static_cast<std::size_t>(m_open[static_cast<std::size_t>(k)])] -= delta;
        }
        j0 = m_open[static_cast<std::size_t>(k1)];
        m_open[static_cast<std::size_t>(k1)] = m_open[static_cast<std::size_t>(--openCount)];
        m_onPath.push_back(j0);
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
    m_open.resize(width);
    m_onPath.reserve(width);
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
// of the row is non-negative again: the other rows stay optimal, ready for one augment(). True
// when none is needed: the column the row leaves (the one column free, the matrix being
// square) is among its cheapest by reduced cost, so taking it again is tight and the matching
// optimal. A box pushed a cell or a few mostly keeps the goal it had.
bool Assignment::reopenRow(int row)
{
    int left = 0;
    for (int j = 1; j <= m_columns; ++j) {
        if (m_p[static_cast<std::size_t>(j)] == row) {
            m_p[static_cast<std::size_t>(j)] = 0;
            left = j;
        }
    }
    const std::int64_t *line = &m_matrix[static_cast<std::size_t>((row - 1) * m_columns)];
    std::int64_t lowest = infinite * 4;
    for (int j = 1; j <= m_columns; ++j) {
        lowest = std::min(lowest, line[j - 1] - m_v[static_cast<std::size_t>(j)]);
    }
    m_u[static_cast<std::size_t>(row)] = lowest;
    if (left > 0 && line[left - 1] - m_v[static_cast<std::size_t>(left)] == lowest) {
        m_p[static_cast<std::size_t>(left)] = row;
        return true;
    }
    return false;
}

} // namespace tessera::sokoban::solver
