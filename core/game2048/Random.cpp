// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Random.h"

namespace tessera::game2048 {

namespace {

constexpr std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

std::uint64_t splitmix64(std::uint64_t &x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

} // namespace

Random::Random(std::uint64_t seed)
{
    // splitmix64 is a bijection of its counter, so at most one of the four words can be zero:
    // the state is never all zero.
    for (std::uint64_t &word : m_state)
        word = splitmix64(seed);
}

std::optional<Random> Random::fromState(const State &state)
{
    if (state[0] == 0 && state[1] == 0 && state[2] == 0 && state[3] == 0)
        return std::nullopt;
    return Random(state);
}

std::uint64_t Random::next()
{
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

std::uint64_t Random::below(std::uint64_t bound)
{
    if (bound <= 1)
        return 0;
    // 2^64 mod bound: the values under it are the incomplete last cycle of 0..bound-1; skipping
    // them leaves every remainder equally likely. Fewer than half the draws are ever rejected.
    const std::uint64_t threshold = (0 - bound) % bound;
    for (;;) {
        const std::uint64_t r = next();
        if (r >= threshold)
            return r % bound;
    }
}

} // namespace tessera::game2048
