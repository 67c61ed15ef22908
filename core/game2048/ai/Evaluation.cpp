// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Evaluation.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>

namespace tessera::game2048 {

namespace {

// exponent^power for every exponent a board can hold.
class PowerTable
{
public:
    explicit PowerTable(double power) : m_power(power)
    {
        for (int e = 0; e <= maxExponent; ++e)
            m_values[static_cast<std::size_t>(e)] = std::pow(static_cast<double>(e), power);
    }
    double power() const { return m_power; }
    double operator()(int e) const { return m_values[static_cast<std::size_t>(e)]; }

private:
    double m_power;
    std::array<double, maxExponent + 1> m_values{};
};

// The two tables a line's evaluation needs, kept for the last weights seen on this thread: a
// search asks for the same ones over and over.
struct LinePowers
{
    PowerTable sum;
    PowerTable monotonicity;

    static const LinePowers &of(const EvaluationWeights &weights)
    {
        thread_local std::optional<LinePowers> last;
        if (!last || last->sum.power() != weights.sumPower ||
            last->monotonicity.power() != weights.monotonicityPower)
            last.emplace(
                LinePowers{PowerTable(weights.sumPower), PowerTable(weights.monotonicityPower)});
        return *last;
    }
};

} // namespace

double evaluateLine(const std::array<std::uint8_t, maxSide> &line, int length,
                    const EvaluationWeights &weights)
{
    if (length < minSide || length > maxSide)
        return 0.0;
    const LinePowers &powers = LinePowers::of(weights);
    const PowerTable &sumPower = powers.sum;
    const PowerTable &monotonicityPower = powers.monotonicity;

    double sum = 0.0;
    int empty = 0;
    int merges = 0;
    int steps = 0;    // smoothness: exponent steps between neighbouring tiles
    int previous = 0; // the last tile seen; empty cells between equal tiles do not stop a merge
    int run = 0;      // equal tiles after the first of a run
    for (int i = 0; i < length; ++i) {
        const int e = std::min<int>(line[static_cast<std::size_t>(i)], maxExponent);
        sum += sumPower(e);
        if (e == 0) {
            ++empty;
            continue;
        }
        if (previous != 0)
            steps += std::abs(e - previous);
        if (e == previous) {
            ++run;
        } else if (run > 0) {
            merges += 1 + run;
            run = 0;
        }
        previous = e;
    }
    if (run > 0)
        merges += 1 + run;

    // Monotonicity: what it costs in exponent^monotonicityPower to go up (resp. down) along the
    // line; a line that only goes one way costs nothing in that direction.
    double decreasing = 0.0;
    double increasing = 0.0;
    for (int i = 1; i < length; ++i) {
        const int a = std::min<int>(line[static_cast<std::size_t>(i - 1)], maxExponent);
        const int b = std::min<int>(line[static_cast<std::size_t>(i)], maxExponent);
        if (a > b)
            decreasing += monotonicityPower(a) - monotonicityPower(b);
        else
            increasing += monotonicityPower(b) - monotonicityPower(a);
    }

    return weights.lostPenalty + weights.emptyWeight * empty + weights.mergesWeight * merges -
           weights.monotonicityWeight * std::min(decreasing, increasing) - weights.sumWeight * sum -
           weights.smoothnessWeight * steps;
}

double evaluateBoard(const Board &board, const EvaluationWeights &weights)
{
    double total = 0.0;
    for (int r = 0; r < board.rows(); ++r) {
        std::array<std::uint8_t, maxSide> line{};
        for (int c = 0; c < board.cols(); ++c)
            line[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(board.exponent({r, c}));
        total += evaluateLine(line, board.cols(), weights);
    }
    for (int c = 0; c < board.cols(); ++c) {
        std::array<std::uint8_t, maxSide> line{};
        for (int r = 0; r < board.rows(); ++r)
            line[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(board.exponent({r, c}));
        total += evaluateLine(line, board.rows(), weights);
    }
    return total;
}

double lostValue(double evaluation, int rows, int cols, const EvaluationWeights &weights)
{
    return evaluation - weights.lostPenalty * (rows + cols);
}

} // namespace tessera::game2048
