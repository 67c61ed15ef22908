#include "Assignment.h"

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
}

// The classic shortest-augmenting-path form (rows and columns 1-based, column 0 a sentinel).
// Infinite entries are large finite numbers, so the sum tells whether one had to be used.
std::int64_t Assignment::run(int rows, int columns)
{
    const std::int64_t big = infinite * 4;
    for (int i = 1; i <= rows; ++i) {
        p_[0] = i;
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
            const std::int64_t *row = &matrix_[static_cast<std::size_t>((i0 - 1) * columns)];
            const std::int64_t ui0 = u_[static_cast<std::size_t>(i0)];
            for (int j = 1; j <= columns; ++j) {
                const auto ju = static_cast<std::size_t>(j);
                if (used_[ju]) {
                    continue;
                }
                const std::int64_t cur = row[j - 1] - ui0 - v_[ju];
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
    std::int64_t total = 0;
    for (int j = 1; j <= columns; ++j) {
        const int i = p_[static_cast<std::size_t>(j)];
        if (i != 0) {
            total += matrix_[static_cast<std::size_t>((i - 1) * columns + (j - 1))];
        }
    }
    return total >= infinite ? infinite : total;
}

} // namespace tessera::sokoban::solver
