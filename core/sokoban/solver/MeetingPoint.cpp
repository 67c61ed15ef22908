// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MeetingPoint.h"

#include <cstdlib>
#include <utility>

namespace tessera::sokoban::solver {

namespace {

// The slots are read by any number of threads while one writes them: relaxed atomic accesses
// (the tables are calloc'd, so that pages never written are never touched).
template <typename Slot>
Slot loadSlot(const Slot *slot)
{
    return __atomic_load_n(slot, __ATOMIC_RELAXED);
}

template <typename Slot>
void storeSlot(Slot *slot, Slot value)
{
    __atomic_store_n(slot, value, __ATOMIC_RELAXED);
}

// The tables of whole hashes: from 64 KiB, little for a level decided in a moment, to 8 MiB.
constexpr std::size_t firstSlots = std::size_t{1} << 13;
constexpr std::size_t lastWideSlots = std::size_t{1} << 20;

std::size_t threeQuarters(std::size_t slots)
{
    return slots / 4 * 3;
}

} // namespace

void MeetingPoint::FreeSlots::operator()(void *slots) const
{
    std::free(slots);
}

template <typename Slot>
Slot *MeetingPoint::Table<Slot>::slotFor(std::uint64_t hash) const
{
    const Slot wanted = key(hash);
    for (std::size_t i = home(hash);; i = (i + 1) & (size - 1)) {
        const Slot at = loadSlot(&slots[i]);
        if (at == wanted || at == 0) {
            return &slots[i];
        }
    }
}

template <typename Slot>
bool MeetingPoint::Table<Slot>::insert(std::uint64_t hash)
{
    Slot *const slot = slotFor(hash);
    if (loadSlot(slot) != 0) {
        return false;
    }
    storeSlot(slot, key(hash));
    return true;
}

template <typename Slot>
bool MeetingPoint::Table<Slot>::mayHold(std::uint64_t hash) const
{
    return loadSlot(slotFor(hash)) != 0;
}

MeetingPoint::MeetingPoint(std::size_t maxBytes, MemoryAccount &account)
    : m_account(account), m_maxBytes(maxBytes)
{}

MeetingPoint::~MeetingPoint()
{
    m_account.release(m_reserved);
}

template <typename Slot>
std::unique_ptr<MeetingPoint::Table<Slot>> MeetingPoint::makeTable(std::size_t size)
{
    const std::size_t bytes = size * sizeof(Slot);
    if (bytes / sizeof(Slot) != size || bytes > m_maxBytes - m_reserved) {
        return nullptr;
    }
    auto table = std::make_unique<Table<Slot>>(); // before the account: it may throw
    if (!m_account.reserve(bytes)) {
        return nullptr;
    }
    table->slots.reset(static_cast<Slot *>(std::calloc(size, sizeof(Slot))));
    if (!table->slots) {
        m_account.release(bytes);
        return nullptr;
    }
    m_reserved += bytes;
    table->size = size;
    return table;
}

bool MeetingPoint::grow()
{
    if (m_narrowTable) {
        return false;
    }
    const Table<std::uint64_t> *wide = m_wideTables.empty() ? nullptr : m_wideTables.back().get();
    if (!wide || wide->size < lastWideSlots) {
        if (auto table = makeTable<std::uint64_t>(wide ? wide->size * 2 : firstSlots)) {
            for (std::size_t i = 0; wide && i < wide->size; ++i) {
                if (const std::uint64_t hash = loadSlot(&wide->slots[i])) {
                    table->insert(hash);
                }
            }
            m_capacity = threeQuarters(table->size);
            // Kept first (push_back may throw), then shown to the readers.
            m_wideTables.push_back(std::move(table));
            m_wide.store(m_wideTables.back().get(), std::memory_order_release);
            return true;
        }
    }
    if (!wide) {
        return false;
    }
    // The last: 32 bits a slot, as many slots as the rest holds, when that is more room.
    std::size_t size = wide->size;
    const std::size_t room = (m_maxBytes - m_reserved) / sizeof(std::uint32_t);
    while (size <= room / 2) {
        size *= 2;
    }
    if (size <= wide->size) {
        return false;
    }
    auto table = makeTable<std::uint32_t>(size);
    if (!table) {
        return false;
    }
    for (std::size_t i = 0; i < wide->size; ++i) {
        if (const std::uint64_t hash = loadSlot(&wide->slots[i])) {
            table->insert(hash);
        }
    }
    m_capacity = threeQuarters(table->size);
    m_narrow.store(table.get(), std::memory_order_release);
    m_narrowTable = std::move(table);
    return true;
}

bool MeetingPoint::publish(std::uint64_t hash)
{
    if (m_full) {
        return false;
    }
    if (m_count >= m_capacity && !grow()) {
        m_full = true;
        return false;
    }
    const bool added =
        m_narrowTable ? m_narrowTable->insert(hash) : m_wideTables.back()->insert(hash);
    m_count += added ? 1 : 0;
    return true;
}

bool MeetingPoint::mayHold(std::uint64_t hash) const
{
    if (!open()) {
        return false;
    }
    if (const Table<std::uint32_t> *narrow = m_narrow.load(std::memory_order_acquire)) {
        return narrow->mayHold(hash);
    }
    const Table<std::uint64_t> *wide = m_wide.load(std::memory_order_acquire);
    return wide && wide->mayHold(hash);
}

bool MeetingPoint::post(Meeting meeting)
{
    if (m_waiting.load(std::memory_order_relaxed)) {
        return false;
    }
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (m_candidate) {
        return false;
    }
    m_candidate = std::move(meeting);
    m_posted.fetch_add(1, std::memory_order_relaxed);
    m_waiting.store(true, std::memory_order_release);
    return true;
}

std::optional<Meeting> MeetingPoint::take()
{
    if (!m_waiting.load(std::memory_order_acquire)) {
        return std::nullopt;
    }
    const std::lock_guard<std::mutex> lock(m_mutex);
    std::optional<Meeting> taken = std::move(m_candidate);
    m_candidate.reset();
    m_waiting.store(false, std::memory_order_relaxed);
    return taken;
}

} // namespace tessera::sokoban::solver
