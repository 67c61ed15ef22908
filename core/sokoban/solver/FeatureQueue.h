// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "NodeStore.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace tessera::sokoban::solver {

// The open list of the feature search: one queue per feature cell (FeatureCell::key), taken in
// turn. Each pop moves on to the next cell that holds positions, in key order, wrapping round,
// and takes that cell's position of lowest priority; a cell at the packing frontier (the most
// boxes packed of any cell holding positions) gives `frontierVisits` positions in a row. Its
// memory is drawn from the account and given back when it is destroyed.
class FeatureQueue
{
public:
    explicit FeatureQueue(MemoryAccount &account, int frontierVisits = 1)
        : m_account(account), m_frontierVisits(std::max(frontierVisits, 1))
    {}
    ~FeatureQueue() { m_account.release(m_reserved); }
    FeatureQueue(const FeatureQueue &) = delete;
    FeatureQueue &operator=(const FeatureQueue &) = delete;

    // False when the memory account says no (nothing is added then).
    bool push(std::uint64_t cell, std::uint64_t priority, std::uint32_t id);
    // The next cell's best position; nullopt when empty.
    [[nodiscard]] std::optional<std::uint32_t> pop();
    // The worse half of each cell's positions (by priority; a cell of one keeps it) taken out,
    // each given to `dropped`, and their memory given back; returns how many. The cells are
    // still taken in turn as before: it is the least promising of each that go.
    std::size_t dropWorse(const std::function<void(std::uint32_t)> &dropped);

    std::size_t size() const { return m_count; }
    std::size_t cellCount() const { return m_cells.size(); }
    std::size_t memoryBytes() const { return m_reserved; }

private:
    // (priority, id) in 8 bytes: the queue holds most of a search's positions. Priorities
    // beyond 32 bits (none on real levels) share the last value.
    using Entry = std::pair<std::uint32_t, std::uint32_t>;
    bool reserve(std::size_t bytes);

    MemoryAccount &m_account;
    std::size_t m_reserved = 0;
    std::map<std::uint64_t, std::vector<Entry>> m_cells; // each a min-heap on priority
    std::uint64_t m_next = 0; // the key to take from next (or the first after it)
    std::size_t m_count = 0;
    int m_frontierVisits;
    int m_visitsLeft = 0; // of the cell taken last, when at the frontier
};

} // namespace tessera::sokoban::solver
