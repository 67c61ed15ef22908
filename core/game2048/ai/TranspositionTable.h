// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::game2048::detail {

// A transposition cache: open addressing, one slot per hash, newest entry wins. Clearing it is
// a new generation number, not a memset (but for one in every 65,535 clears), so a fresh cache
// for each search costs next to nothing.
template <typename Key, typename Hash>
class TranspositionTable
{
public:
    explicit TranspositionTable(int bits) : m_slots(std::size_t{1} << bits), m_shift(64 - bits) {}

    void clear()
    {
        if (++m_generation == 0) { // wrapped: stale entries could look current
            std::fill(m_slots.begin(), m_slots.end(), Slot{});
            m_generation = 1;
        }
    }

    // The value stored for `key` when it was searched at `depth` or shallower (so at least as
    // many moves ahead as now).
    [[nodiscard]] std::optional<double> find(const Key &key, int depth) const
    {
        const Slot &slot = m_slots[index(key)];
        if (slot.generation == m_generation && slot.depth <= depth && slot.key == key)
            return slot.value;
        return std::nullopt;
    }

    // Asks the memory for `key`'s slot ahead of find() or store(): a search spends much of its
    // time waiting for slots, and can start loading the next ones while it works on one.
    void prefetch(const Key &key) const
    {
#if defined(__GNUC__)
        __builtin_prefetch(&m_slots[index(key)]);
#endif
    }

    void store(const Key &key, int depth, double value)
    {
        Slot &slot = m_slots[index(key)];
        slot.key = key;
        slot.value = static_cast<float>(value);
        slot.generation = m_generation;
        slot.depth = static_cast<std::uint8_t>(depth);
    }

private:
    // 16 bytes for a 4x4 board, four to a cache line. A float keeps a board's value to better
    // than one part in a million, far finer than the differences between moves.
    struct Slot
    {
        Key key{};
        float value = 0.0f;
        std::uint16_t generation = 0;
        std::uint8_t depth = 0;
    };

    std::size_t index(const Key &key) const
    {
        return static_cast<std::size_t>((Hash{}(key)*0x9E3779B97F4A7C15ULL) >> m_shift);
    }

    std::vector<Slot> m_slots;
    int m_shift;
    std::uint16_t m_generation = 1;
};

} // namespace tessera::game2048::detail
