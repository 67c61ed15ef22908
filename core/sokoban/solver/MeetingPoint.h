// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "NodeStore.h"
#include "Search.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace tessera::sokoban::solver {

// A position a forward search reached that the backward search may hold: the two halves of a
// solution meet there. The forward search gives its box moves from the start.
struct Meeting
{
    std::uint64_t hash = 0;
    std::uint16_t player = 0;         // normalised
    std::vector<std::uint16_t> boxes; // padded cells, sorted
    std::vector<BoxMove> fromStart;
};

// Where a forward and a backward search running side by side meet. The backward search
// publishes the positions it stores (by their hash under keys both searches share: the box set
// and the player's normalised cell, so the same box set with the player in another region is
// another key); a forward search looks up each new position. A hit is only a candidate (the
// last table keeps the upper 32 bits of a hash, the lowest of them set): the forward search posts
// it, and the backward search checks it against its own store exactly and joins the two halves.
// Lock-free for the look-ups: one thread publishes, any number look up; a look-up that races a
// publication may miss it.
//
// The first tables keep whole hashes (bit 0 set) and double at three-quarters full, from 64 KiB
// to 8 MiB, their bytes drawn from the solve's account: most levels are decided with little.
// The last keeps 32 bits of each, as many slots as the rest of `maxBytes` holds. A look-up may
// still be reading an older table, so none is freed before the MeetingPoint is: when the
// backward search ends (`close()`), the forward searches stop looking, but the tables' bytes
// stay drawn until the solve ends. When the last is three-quarters full, it takes no more.
class MeetingPoint
{
public:
    MeetingPoint(std::size_t maxBytes, MemoryAccount &account);
    ~MeetingPoint();
    MeetingPoint(const MeetingPoint &) = delete;
    MeetingPoint &operator=(const MeetingPoint &) = delete;

    // The shared keys: the backward search hashes with them, the forward searches too.
    static constexpr std::uint64_t zobristSeed = 0x5eed5eed12345678ull;

    bool open() const { return m_open.load(std::memory_order_relaxed); }
    void close() { m_open.store(false, std::memory_order_relaxed); }

    // The backward search: a position it stored. False once the table takes no more.
    bool publish(std::uint64_t hash);
    std::size_t published() const { return m_count; }
    std::size_t memoryBytes() const { return m_reserved; }

    // Any thread: whether a position with `hash` may have been published.
    [[nodiscard]] bool mayHold(std::uint64_t hash) const;
    void prefetch(std::uint64_t hash) const
    {
#if defined(__GNUC__)
        if (const Table<std::uint32_t> *narrow = m_narrow.load(std::memory_order_acquire)) {
            __builtin_prefetch(&narrow->slots[narrow->home(hash)]);
        } else if (const Table<std::uint64_t> *wide = m_wide.load(std::memory_order_acquire)) {
            __builtin_prefetch(&wide->slots[wide->home(hash)]);
        }
#endif
    }

    // Whether a candidate waits for the backward search.
    bool waiting() const
    {
        return m_waiting.load(std::memory_order_relaxed);
    }
    // A forward search: a candidate found. False (and nothing kept) while another waits.
    bool post(Meeting meeting);
    // The backward search: the candidate waiting, if any, taken off.
    [[nodiscard]] std::optional<Meeting> take();
    // Candidates posted, and those the backward search then found in its store.
    std::uint64_t posted() const
    {
        return m_posted.load(std::memory_order_relaxed);
    }
    std::uint64_t met() const
    {
        return m_met.load(std::memory_order_relaxed);
    }
    void countMet()
    {
        m_met.fetch_add(1, std::memory_order_relaxed);
    }

private:
    struct FreeSlots
    {
        void operator()(void *slots) const;
    };
    // Open addressing, linear probing, 0 for an empty slot. A 64-bit slot keeps the whole hash
    // (bit 0 set), so that a larger table can be filled from it; a 32-bit one its upper half.
    template <typename Slot>
    struct Table
    {
        std::unique_ptr<Slot[], FreeSlots> slots;
        std::size_t size = 0; // a power of two
        // Not from bit 0, which a 64-bit slot sets: a larger table finds the same home.
        std::size_t home(std::uint64_t hash) const { return (hash >> 1) & (size - 1); }
        static Slot key(std::uint64_t hash)
        {
            return static_cast<Slot>(hash >> (64 - 8 * sizeof(Slot))) | Slot{1};
        }
        // The slot holding the key of `hash`, or the empty one where it would go.
        Slot *slotFor(std::uint64_t hash) const;
        // False when the slot is there already.
        bool insert(std::uint64_t hash);
        bool mayHold(std::uint64_t hash) const;
    };
    template <typename Slot>
    std::unique_ptr<Table<Slot>> makeTable(std::size_t size);
    // A table with more room, holding what the present one holds, made current; false when
    // the account or maxBytes cannot give it.
    bool grow();

    MemoryAccount &m_account;
    std::size_t m_maxBytes;
    std::size_t m_reserved = 0;
    // The publishing thread's; all kept till the end.
    std::vector<std::unique_ptr<Table<std::uint64_t>>> m_wideTables;
    std::unique_ptr<Table<std::uint32_t>> m_narrowTable;
    std::atomic<const Table<std::uint64_t> *> m_wide{nullptr};
    std::atomic<const Table<std::uint32_t> *> m_narrow{nullptr};
    std::size_t m_count = 0;    // the publishing thread's
    std::size_t m_capacity = 0; // of the present table
    bool m_full = false;
    std::atomic<bool> m_open{true};

    std::atomic<bool> m_waiting{false};
    std::mutex m_mutex;
    std::optional<Meeting> m_candidate; // guarded by m_mutex
    std::atomic<std::uint64_t> m_posted{0};
    std::atomic<std::uint64_t> m_met{0};
};

} // namespace tessera::sokoban::solver
