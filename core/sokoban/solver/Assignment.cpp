#include "Assignment.h"

#include <algorithm>

namespace tessera::sokoban::solver {

void Assignment::reset(int rows, int columns)
{
    matrix_.resize(static_cast<std::size_t>(rows) * static_cast<std::size_t>(columns));
    u_.assign(static_cast<std::size_t>(rows) + 1, 0);
    v_.assign(static_cast<std::size_t>(columns) + 1, 0);
    minv_.assign(static_cast<std::size_t>(columns) + 1, 0);
    p_.assign(static_cast<std::size_t>(columns) + 1, 0);
    way_.assign(static_cast<std::size_t>(columns) + 1, 0);
    used_.assign(static_cast<std::size_t>(columns) + 1, 0);
    changedRow_ = -1;
}

// One step of the classic shortest-augmenting-path form (rows and columns 1-based, column 0 a
// sentinel): matches `row` while keeping the rows matched before optimal. Infinite entries are
// large finite numbers, so the sum tells whether one had to be used.
void Assignment::augment(int row)
{
    const std::int64_t big = infinite * 4;
    const int columns = columns_;
    p_[0] = row;
    int j0 = 0;
    for (int j = 0; j <= columns; ++j) {
        minv_[static_cast<std::size_t>(j)] = big;
        used_[static_cast<std::size_t>(j)] = 0;
    }
    do {
        used_[static_cast<std::size_t>(j0)] = 1;
        const int i0 = p_[static_cast<std::size_t>(j0)];
        std::int64_t delta = big;
        int j1 = 0;
        const std::int64_t *line = &matrix_[static_cast<std::size_t>((i0 - 1) * columns)];
        const std::int64_t ui0 = u_[static_cast<std::size_t>(i0)];
        for (int j = 1; j <= columns; ++j) {
            const auto ju = static_cast<std::size_t>(j);
            if (used_[ju]) {
                continue;
            }
            const std::int64_t cur = line[j - 1] - ui0 - v_[ju];
            if (cur < minv_[ju]) {
                minv_[ju] = cur;
                way_[ju] = j0;
            }
            if (minv_[ju] < delta) {
                delta = minv_[ju];
                j1 = j;
            }
        }
        for (int j = 0; j <= columns; ++j) {
            const auto ju = static_cast<std::size_t>(j);
            if (used_[ju]) {
                u_[static_cast<std::size_t>(p_[ju])] += delta;
                v_[ju] -= delta;
            } else {
                minv_[ju] -= delta;
            }
        }
        j0 = j1;
    } while (p_[static_cast<std::size_t>(j0)] != 0);
    do {
        const int j1 = way_[static_cast<std::size_t>(j0)];
        p_[static_cast<std::size_t>(j0)] = p_[static_cast<std::size_t>(j1)];
        j0 = j1;
    } while (j0 != 0);
}

std::int64_t Assignment::total() const
{
    std::int64_t sum = 0;
    for (int j = 1; j <= columns_; ++j) {
        const int i = p_[static_cast<std::size_t>(j)];
        if (i != 0) {
            sum += matrix_[static_cast<std::size_t>((i - 1) * columns_ + (j - 1))];
        }
    }
    return sum >= infinite ? infinite : sum;
}

void Assignment::save()
{
    savedMatrix_ = matrix_;
    savedU_ = u_;
    savedV_ = v_;
    savedP_ = p_;
    savedRows_ = rows_;
    savedColumns_ = columns_;
    changedRow_ = -1;
    overwritten_ = false;
}

void Assignment::restore()
{
    rows_ = savedRows_;
    columns_ = savedColumns_;
    u_ = savedU_;
    v_ = savedV_;
    p_ = savedP_;
    const auto width = static_cast<std::size_t>(columns_) + 1;
    minv_.resize(width);
    way_.resize(width);
    used_.resize(width);
    if (overwritten_) {
        matrix_ = savedMatrix_;
        overwritten_ = false;
        changedRow_ = -1;
    } else if (changedRow_ >= 0) {
        const auto from = static_cast<std::ptrdiff_t>(changedRow_) * columns_;
        std::copy(savedMatrix_.begin() + from, savedMatrix_.begin() + from + columns_,
                  matrix_.begin() + from);
        changedRow_ = -1;
    }
}

// Takes `row` (1-based) out of the matching and lowers its potential so that every reduced cost
// of the row is non-negative again: the other rows stay optimal, ready for one augment().
void Assignment::reopenRow(int row)
{
    for (int j = 1; j <= columns_; ++j) {
        if (p_[static_cast<std::size_t>(j)] == row) {
            p_[static_cast<std::size_t>(j)] = 0;
        }
    }
    const std::int64_t *line = &matrix_[static_cast<std::size_t>((row - 1) * columns_)];
    std::int64_t lowest = infinite * 4;
    for (int j = 1; j <= columns_; ++j) {
        lowest = std::min(lowest, line[j - 1] - v_[static_cast<std::size_t>(j)]);
    }
    u_[static_cast<std::size_t>(row)] = lowest;
}

} // namespace tessera::sokoban::solver
