// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>

namespace tessera::fifteen {

// What a running search reports now and then: nodes expanded so far in this solve and the
// depth bound of the iteration being searched.
struct SolveProgress
{
    std::uint64_t nodesExpanded = 0;
    int bound = 0;
};
using ProgressCallback = std::function<void(const SolveProgress &)>;

enum class StopReason
{
    None,
    Cancelled,
    TimedOut,
    NodeLimit
};

// The brakes and the progress line shared by the solvers' searches: a cancel flag another
// thread may set, a deadline, an optional node budget and a progress callback. Searches call
// poll() every few thousand nodes, so stopping takes well under a millisecond.
class SearchControl
{
public:
    using Clock = std::chrono::steady_clock;

    SearchControl() = default;
    SearchControl(const std::atomic<bool> *cancel, std::optional<Clock::time_point> deadline,
                  ProgressCallback progress = {});

    // How often searches poll, in nodes (a power of two minus one, used as a mask).
    static constexpr std::uint64_t pollMask = (1u << 12) - 1;

    // Counts of earlier phases, added to what the progress callback reports.
    void setNodeOffset(std::uint64_t offset) { m_nodeOffset = offset; }
    // Stops a search after `limit` more nodes (0 for no limit), counted from `nodesNow`.
    void setNodeLimit(std::uint64_t nodesNow, std::uint64_t limit);
    void clearNodeLimit() { m_nodeLimit = 0; }

    // True when the search must stop; remembers why. `nodes` is the search's own count.
    bool poll(std::uint64_t nodes, int bound);
    // Checks the flag and the deadline only (for code that counts no nodes).
    bool shouldStop();
    // Tells the callback a new iteration started.
    void reportIteration(std::uint64_t nodes, int bound);

    StopReason reason() const { return m_reason; }
    bool stopped() const { return m_reason != StopReason::None; }
    // Forgets a node-limit stop so the next phase can run (cancel and time stay final).
    void clearNodeLimitStop();
    bool hasDeadline() const { return m_deadline.has_value(); }

private:
    const std::atomic<bool> *m_cancel = nullptr;
    std::optional<Clock::time_point> m_deadline;
    ProgressCallback m_progress;
    std::uint64_t m_nodeOffset = 0;
    std::uint64_t m_nodeLimit = 0; // absolute count at which to stop; 0 = none
    std::uint64_t m_lastReport = 0;
    StopReason m_reason = StopReason::None;
};

} // namespace tessera::fifteen
