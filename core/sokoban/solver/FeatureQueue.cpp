// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FeatureQueue.h"

#include "FeatureSpace.h"

#include <algorithm>
#include <functional>
#include <iterator>
#include <limits>

namespace tessera::sokoban::solver {

namespace {

// A map node's share of memory, near enough for the account.
constexpr std::size_t cellBytes = 96;

} // namespace

bool FeatureQueue::reserve(std::size_t bytes)
{
    if (!m_account.reserve(bytes)) {
        return false;
    }
    m_reserved += bytes;
    return true;
}

bool FeatureQueue::push(std::uint64_t cell, std::uint64_t priority, std::uint32_t id)
{
    auto it = m_cells.find(cell);
    if (it == m_cells.end()) {
        if (!reserve(cellBytes)) {
            return false;
        }
        it = m_cells.emplace(cell, std::vector<Entry>{}).first;
    }
    std::vector<Entry> &heap = it->second;
    if (heap.size() == heap.capacity()) {
        const std::size_t capacity = std::max<std::size_t>(8, heap.capacity() * 2);
        if (!reserve((capacity - heap.capacity()) * sizeof(Entry))) {
            if (heap.empty()) {
                // No cell is left empty: pop() takes from every cell it finds.
                m_cells.erase(it);
                m_account.release(cellBytes);
                m_reserved -= cellBytes;
            }
            return false;
        }
        heap.reserve(capacity);
    }
    heap.emplace_back(static_cast<std::uint32_t>(std::min<std::uint64_t>(
                          priority, std::numeric_limits<std::uint32_t>::max())),
                      id);
    std::push_heap(heap.begin(), heap.end(), std::greater<>());
    ++m_count;
    return true;
}

std::optional<std::uint32_t> FeatureQueue::pop()
{
    if (m_cells.empty()) {
        return std::nullopt;
    }
    // The cell taken last (just before m_next) again while its visit lasts, else the next.
    auto it = m_cells.end();
    if (m_visitsLeft > 0) {
        --m_visitsLeft;
        it = m_cells.find(m_next - 1);
    }
    if (it == m_cells.end()) {
        it = m_cells.lower_bound(m_next);
        if (it == m_cells.end()) {
            it = m_cells.begin();
        }
        // Keys order cells by boxes packed first: the last cell is at the frontier.
        const int frontier = FeatureCell::packedOf(std::prev(m_cells.end())->first);
        m_visitsLeft = FeatureCell::packedOf(it->first) == frontier ? m_frontierVisits - 1 : 0;
    }
    std::vector<Entry> &heap = it->second;
    std::pop_heap(heap.begin(), heap.end(), std::greater<>());
    const std::uint32_t id = heap.back().second;
    heap.pop_back();
    --m_count;
    m_next = it->first + 1;
    if (heap.empty()) {
        // An emptied cell gives its memory back.
        std::size_t bytes = cellBytes + heap.capacity() * sizeof(Entry);
        m_cells.erase(it);
        bytes = std::min(bytes, m_reserved);
        m_account.release(bytes);
        m_reserved -= bytes;
    }
    return id;
}

std::size_t FeatureQueue::dropWorse(const std::function<void(std::uint32_t)> &dropped)
{
    std::size_t count = 0;
    for (auto &[key, heap] : m_cells) {
        const std::size_t keep = (heap.size() + 1) / 2;
        if (keep == heap.size()) {
            continue;
        }
        const auto firstDropped = heap.begin() + static_cast<std::ptrdiff_t>(keep);
        std::nth_element(heap.begin(), firstDropped, heap.end()); // (priority, id), lowest first
        // The kept ones first: should that allocation fail, no entry is left for a dropped id.
        std::vector<Entry> kept(heap.begin(), firstDropped);
        std::make_heap(kept.begin(), kept.end(), std::greater<>());
        for (auto it = firstDropped; it != heap.end(); ++it) {
            dropped(it->second);
        }
        count += heap.size() - keep;
        const std::size_t bytes =
            std::min((heap.capacity() - kept.capacity()) * sizeof(Entry), m_reserved);
        heap.swap(kept);
        m_account.release(bytes);
        m_reserved -= bytes;
    }
    m_count -= count;
    return count;
}

} // namespace tessera::sokoban::solver
