// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "game2048/Board.h"

#include <array>
#include <cstdint>

namespace tessera::game2048 {

// How good a position looks to the AI, the heuristic of the widely published expectimax 2048
// player (nneonneo/2048-ai); the default weights are his, tests/bench/tune_2048_weights
// measures others (docs/ai2048.md). Each row and each column scores
//     lostPenalty + emptyWeight * empty cells + mergesWeight * merges ready
//       - monotonicityWeight * (how far the line is from monotonic, on exponent^monotonicityPower)
//       - sumWeight * sum of exponent^sumPower
//       - smoothnessWeight * (sum of the exponent steps between neighbouring tiles)
// and a board scores the sum over its rows and columns. Monotonic lines keep big tiles in a
// corner; empty cells and ready merges keep the game alive; the sum penalty makes the search
// prefer boards where tiles have been merged; smoothness (neighbours are the tiles next to each
// other once empty cells are skipped) keeps tiles beside those they will merge with, the next
// tile of a chain beside the last. lostPenalty is what a line is worth just by the
// game going on: a lost board scores without it (see lostValue). Every weight is finite and not
// negative, and the powers are above 0 (0^0 would count empty cells) and at most
// maxEvaluationPower (beyond it 15^power overflows the packed search's float table).
inline constexpr double maxEvaluationPower = 8.0;

struct EvaluationWeights
{
    double lostPenalty = 200000.0;
    double monotonicityPower = 4.0;
    double monotonicityWeight = 47.0;
    double sumPower = 3.5;
    double sumWeight = 11.0;
    double mergesWeight = 700.0;
    double emptyWeight = 270.0;
    double smoothnessWeight = 0.0;

    friend bool operator==(const EvaluationWeights &a, const EvaluationWeights &b)
    {
        return a.lostPenalty == b.lostPenalty && a.monotonicityPower == b.monotonicityPower &&
               a.monotonicityWeight == b.monotonicityWeight && a.sumPower == b.sumPower &&
               a.sumWeight == b.sumWeight && a.mergesWeight == b.mergesWeight &&
               a.emptyWeight == b.emptyWeight && a.smoothnessWeight == b.smoothnessWeight;
    }
    friend bool operator!=(const EvaluationWeights &a, const EvaluationWeights &b)
    {
        return !(a == b);
    }
};

// One line of `length` (2..maxSide) exponents, as slideLine() takes it. The score does not
// depend on the direction the line is read in.
double evaluateLine(const std::array<std::uint8_t, maxSide> &line, int length,
                    const EvaluationWeights &weights = {});
// The sum over every row and column.
double evaluateBoard(const Board &board, const EvaluationWeights &weights = {});
// What a board where no move is possible is worth: its evaluation without the lostPenalty
// bonus of each line, so losing is always worse than the same board going on.
double lostValue(double evaluation, int rows, int cols, const EvaluationWeights &weights = {});

} // namespace tessera::game2048
