// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "DeadlockPatterns.h"

#include <algorithm>

namespace tessera::sokoban::solver {

namespace {
constexpr std::size_t bitsPerWord = 64;

// Bytes a vector holds beyond its header.
template <typename T>
std::size_t heldBytes(const std::vector<T> &v)
{
    return v.capacity() * sizeof(T);
}
} // namespace

SharedPatterns::SharedPatterns(const Board &board, MemoryAccount &account)
    : m_regionWords((board.floorCells().size() + bitsPerWord - 1) / bitsPerWord), m_account(account)
{}

SharedPatterns::~SharedPatterns()
{
    m_account.release(m_reserved);
}

std::size_t SharedPatterns::memoryBytes() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_reserved;
}

bool SharedPatterns::publish(const std::vector<std::uint16_t> &boxes, const std::uint64_t *region)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (m_starts.size() >= DeadlockPatterns::maxPatterns) {
        return false;
    }
    // The vectors grow by doubling: what they may hold next is reserved first, in steps.
    const auto wanted = [](const auto &v, std::size_t more) {
        const std::size_t size = v.size() + more;
        return (size > v.capacity() ? std::max(size, v.capacity() * 2) : v.capacity()) *
               sizeof(v[0]);
    };
    const std::size_t need =
        wanted(m_boxes, boxes.size()) + wanted(m_starts, 1) + wanted(m_regions, m_regionWords);
    if (need > m_reserved) {
        const std::size_t step = std::max(need - m_reserved, std::size_t{1} << 18);
        if (!m_account.reserve(step)) {
            return false;
        }
        m_reserved += step;
    }
    m_starts.push_back(static_cast<std::uint32_t>(m_boxes.size()));
    m_boxes.insert(m_boxes.end(), boxes.begin(), boxes.end());
    m_regions.insert(m_regions.end(), region, region + m_regionWords);
    m_count.store(m_starts.size(), std::memory_order_release);
    return true;
}

DeadlockPatterns::DeadlockPatterns(const Board &board, SharedPatterns *shared, bool takeIn)
    : m_board(board), m_regionWords((board.floorCells().size() + bitsPerWord - 1) / bitsPerWord),
      m_byCell(static_cast<std::size_t>(board.cellCount())), m_shared(shared), m_takeIn(takeIn)
{
    m_bytes = heldBytes(m_byCell);
}

void DeadlockPatterns::add(const std::vector<int> &boxes, const std::vector<std::uint32_t> &region,
                           std::uint32_t regionStamp)
{
    if (m_full || boxes.empty()) {
        return;
    }
    m_scratchBoxes.assign(boxes.begin(), boxes.end());
    std::sort(m_scratchBoxes.begin(), m_scratchBoxes.end());
    m_scratchRegion.assign(m_regionWords, 0);
    const std::vector<int> &floor = m_board.floorCells();
    for (std::size_t i = 0; i < floor.size(); ++i) {
        if (region[static_cast<std::size_t>(floor[i])] == regionStamp) {
            m_scratchRegion[i / bitsPerWord] |= std::uint64_t{1} << (i % bitsPerWord);
        }
    }
    if (m_shared && m_shared->publish(m_scratchBoxes, m_scratchRegion.data()) && m_takeIn) {
        // Taken in with the others', in the order they were published.
        ++m_published;
        takeShared();
        return;
    }
    insert(m_scratchBoxes.data(), m_scratchBoxes.size(), m_scratchRegion.data());
}

void DeadlockPatterns::takeShared()
{
    m_synced = m_shared->readFrom(
        m_synced, [this](const std::uint16_t *boxes, std::size_t count,
                         const std::uint64_t *region) { insert(boxes, count, region); });
}

void DeadlockPatterns::insert(const std::uint16_t *boxes, std::size_t count,
                              const std::uint64_t *region)
{
    if (m_full) {
        return;
    }
    if (m_starts.size() >= maxPatterns) {
        m_full = true;
        return;
    }
    const std::size_t before = heldBytes(m_boxes) + heldBytes(m_starts) + heldBytes(m_regions);
    const auto id = static_cast<std::uint32_t>(m_starts.size());
    m_starts.push_back(static_cast<std::uint32_t>(m_boxes.size()));
    for (std::size_t i = 0; i < count; ++i) {
        m_boxes.push_back(boxes[i]);
        std::vector<std::uint32_t> &patterns = m_byCell[boxes[i]];
        const std::size_t held = heldBytes(patterns);
        patterns.push_back(id);
        m_bytes += heldBytes(patterns) - held;
    }
    m_regions.insert(m_regions.end(), region, region + m_regionWords);
    m_bytes += heldBytes(m_boxes) + heldBytes(m_starts) + heldBytes(m_regions) - before;
}

bool DeadlockPatterns::holds(std::uint32_t pattern, const std::uint8_t *boxAt,
                             int playerIndex) const
{
    const auto p = static_cast<std::size_t>(pattern);
    const auto bit = static_cast<std::size_t>(playerIndex);
    if (!(m_regions[p * m_regionWords + bit / bitsPerWord] >> (bit % bitsPerWord) & 1)) {
        return false;
    }
    const std::size_t end = p + 1 < m_starts.size() ? m_starts[p + 1] : m_boxes.size();
    for (std::size_t i = m_starts[p]; i < end; ++i) {
        if (!boxAt[m_boxes[i]]) {
            return false;
        }
    }
    return true;
}

bool DeadlockPatterns::matchesWith(const std::uint8_t *boxAt, int player, int cell)
{
    const int playerIndex = m_board.floorIndex(player);
    for (const std::uint32_t p : m_byCell[static_cast<std::size_t>(cell)]) {
        if (holds(p, boxAt, playerIndex)) {
            ++m_matches;
            return true;
        }
    }
    return false;
}

bool DeadlockPatterns::matchesAny(const std::uint8_t *boxAt, const std::vector<int> &boxes,
                                  int player)
{
    const int playerIndex = m_board.floorIndex(player);
    for (const int b : boxes) {
        // Each pattern once: under its first box.
        for (const std::uint32_t p : m_byCell[static_cast<std::size_t>(b)]) {
            if (m_boxes[m_starts[p]] == b && holds(p, boxAt, playerIndex)) {
                ++m_matches;
                return true;
            }
        }
    }
    return false;
}

} // namespace tessera::sokoban::solver
