// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// The 2048 evaluation's weights as the benchmarks read and print them: eight numbers separated
// by commas, in the order of EvaluationWeights (lostPenalty, monotonicityPower,
// monotonicityWeight, sumPower, sumWeight, mergesWeight, emptyWeight, smoothnessWeight); seven
// are read as the first seven, with no smoothness (as they were written before it came).

#include "game2048/ai/Evaluation.h"

#include <array>
#include <cstdio>
#include <optional>
#include <string>

namespace tessera::game2048 {

inline std::array<double *, 8> weightFields(EvaluationWeights &w)
{
    return {&w.lostPenalty, &w.monotonicityPower, &w.monotonicityWeight, &w.sumPower,
            &w.sumWeight,   &w.mergesWeight,      &w.emptyWeight,        &w.smoothnessWeight};
}

// Powers as Evaluation.h allows them.
[[nodiscard]] inline bool powerAllowed(double power)
{
    return power > 0.0 && power <= maxEvaluationPower;
}

// nullopt for anything but seven or eight numbers that EvaluationWeights allows.
[[nodiscard]] inline std::optional<EvaluationWeights> parseWeights(const std::string &text)
{
    EvaluationWeights w;
    std::array<double *, 8> fields = weightFields(w);
    int used = 0;
    const int read =
        std::sscanf(text.c_str(), "%lf,%lf,%lf,%lf,%lf,%lf,%lf%n", fields[0], fields[1], fields[2],
                    fields[3], fields[4], fields[5], fields[6], &used);
    if (read != 7)
        return std::nullopt;
    if (used != static_cast<int>(text.size())) {
        int more = 0;
        if (std::sscanf(text.c_str() + used, ",%lf%n", fields[7], &more) != 1 ||
            used + more != static_cast<int>(text.size()))
            return std::nullopt;
    }
    for (const double *f : fields) {
        if (!(*f >= 0.0) || *f > 1e9) // also rejects NaN
            return std::nullopt;
    }
    if (!powerAllowed(w.monotonicityPower) || !powerAllowed(w.sumPower))
        return std::nullopt;
    return w;
}

[[nodiscard]] inline std::string formatWeights(EvaluationWeights w)
{
    std::string out;
    for (const double *f : weightFields(w)) {
        char text[32];
        std::snprintf(text, sizeof text, "%s%.10g", out.empty() ? "" : ",", *f);
        out += text;
    }
    return out;
}

} // namespace tessera::game2048
