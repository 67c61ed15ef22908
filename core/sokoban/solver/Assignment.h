#pragma once

#include <cstdint>
#include <vector>

namespace tessera::sokoban::solver {

// Minimum-cost assignment of rows (boxes) to distinct columns (goals), rows <= columns:
// the Hungarian algorithm with potentials, O(rows^2 * columns). Scratch buffers are kept between
// calls, so one instance serves a whole search without allocating.
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
        if (rows > columns) {
            return infinite;
        }
        if (rows == 0) {
            return 0;
        }
        reset(rows, columns);
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < columns; ++c) {
                const std::int64_t v = cost(r, c);
                matrix_[static_cast<std::size_t>(r * columns + c)] = v < infinite ? v : infinite;
            }
        }
        return run(rows, columns);
    }

private:
    void reset(int rows, int columns);
    std::int64_t run(int rows, int columns);

    std::vector<std::int64_t> matrix_;
    std::vector<std::int64_t> u_, v_, minv_;
    std::vector<int> p_, way_;
    std::vector<std::uint8_t> used_;
};

} // namespace tessera::sokoban::solver
