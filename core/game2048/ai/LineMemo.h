// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Evaluation.h"
#include "game2048/Board.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tessera::game2048::detail {

// What slideLine() and evaluateLine() gave for the lines seen lately: a board of any size is
// made of few distinct lines, and a look-up is several times cheaper than either function.
// Direct-mapped: a line evicts whatever shared its slot.
class LineMemo
{
public:
    using Line = std::array<std::uint8_t, maxSide>;
    static constexpr int bits = 16;

    LineMemo() : m_slides(std::size_t{1} << bits), m_evaluations(std::size_t{1} << bits) {}

    // The line slid toward index 0; false when it does not change.
    [[nodiscard]] bool slide(Line &line, int length)
    {
        const std::uint64_t key = lineKey(line, length);
        SlideSlot &slot = m_slides[index(key)];
        if (slot.key != key) {
            const LineSlide slid = slideLine(line, length);
            slot.key = key;
            slot.changed = slid.changed;
            slot.packed = pack(slid.exponents, length);
        }
        if (!slot.changed)
            return false;
        for (int i = 0; i < length; ++i)
            line[static_cast<std::size_t>(i)] =
                static_cast<std::uint8_t>((slot.packed >> (5 * i)) & 0x1F);
        return true;
    }

    [[nodiscard]] const EvaluationWeights &weights() const { return m_weights; }
    // Scores lines with these weights from now on (forgetting the scores of others).
    void setWeights(const EvaluationWeights &weights)
    {
        if (weights == m_weights)
            return;
        m_weights = weights;
        std::fill(m_evaluations.begin(), m_evaluations.end(), EvaluationSlot{});
    }

    [[nodiscard]] double evaluate(const Line &line, int length)
    {
        const std::uint64_t key = lineKey(line, length);
        EvaluationSlot &slot = m_evaluations[index(key)];
        if (slot.key != key) {
            slot.key = key;
            slot.value = evaluateLine(line, length, m_weights);
        }
        return slot.value;
    }

private:
    struct SlideSlot
    {
        std::uint64_t key = 0; // 0: empty (a real key has its top bit set)
        std::uint64_t packed = 0;
        bool changed = false;
    };
    struct EvaluationSlot
    {
        std::uint64_t key = 0;
        double value = 0.0;
    };

    // 5 bits per exponent (maxExponent is 30), the length above them, the top bit set.
    static std::uint64_t pack(const Line &line, int length)
    {
        std::uint64_t packed = 0;
        for (int i = 0; i < length; ++i)
            packed |= static_cast<std::uint64_t>(line[static_cast<std::size_t>(i)]) << (5 * i);
        return packed;
    }
    static std::uint64_t lineKey(const Line &line, int length)
    {
        return pack(line, length) | (static_cast<std::uint64_t>(length) << 40) |
               (std::uint64_t{1} << 63);
    }
    static std::size_t index(std::uint64_t key)
    {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> (64 - bits));
    }

    std::vector<SlideSlot> m_slides;
    std::vector<EvaluationSlot> m_evaluations;
    EvaluationWeights m_weights;
};

} // namespace tessera::game2048::detail
