// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <array>
#include <cstdint>
#include <optional>

namespace tessera::game2048 {

// The random generator of one 2048 game: xoshiro256** (Blackman and Vigna, 2018), its 256-bit
// state filled from a 64-bit seed by splitmix64, exactly as the authors' reference code does.
// Both algorithms are fully specified integer arithmetic, so a seed replays the same game on
// every compiler and platform; std::uniform_int_distribution is deliberately not used, because
// its output is left to each standard library. The state is four words, so an undo step and a
// saved game can copy it cheaply.
class Random
{
public:
    using State = std::array<std::uint64_t, 4>;

    explicit Random(std::uint64_t seed = 0);
    // A generator resumed from state(); nullopt for the all-zero state, which xoshiro cannot leave.
    [[nodiscard]] static std::optional<Random> fromState(const State &state);

    State state() const { return m_state; }

    // The next 64 random bits.
    std::uint64_t next();
    // A uniform draw from 0 .. bound-1, without modulo bias (rejection of the short top range,
    // as OpenBSD's arc4random_uniform does); 0 when bound is 0 or 1.
    std::uint64_t below(std::uint64_t bound);

    friend bool operator==(const Random &a, const Random &b) { return a.m_state == b.m_state; }
    friend bool operator!=(const Random &a, const Random &b) { return !(a == b); }

private:
    explicit Random(const State &state) : m_state(state) {}
    State m_state{};
};

} // namespace tessera::game2048
