// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SearchControl.h"

#include <utility>

namespace tessera::fifteen {

namespace {
// Progress is reported about every million nodes: a few times a second at most.
constexpr std::uint64_t reportEvery = std::uint64_t{1} << 20;
} // namespace

SearchControl::SearchControl(const std::atomic<bool> *cancel,
                             std::optional<Clock::time_point> deadline, ProgressCallback progress)
    : m_cancel(cancel), m_deadline(deadline), m_progress(std::move(progress))
{}

void SearchControl::setNodeLimit(std::uint64_t nodesNow, std::uint64_t limit)
{
    m_nodeLimit = limit == 0 ? 0 : nodesNow + limit;
}

bool SearchControl::shouldStop()
{
    if (m_reason != StopReason::None)
        return true;
    if (m_cancel && m_cancel->load(std::memory_order_relaxed))
        m_reason = StopReason::Cancelled;
    else if (m_deadline && Clock::now() >= *m_deadline)
        m_reason = StopReason::TimedOut;
    return m_reason != StopReason::None;
}

bool SearchControl::poll(std::uint64_t nodes, int bound)
{
    if (m_nodeLimit != 0 && nodes >= m_nodeLimit && m_reason == StopReason::None)
        m_reason = StopReason::NodeLimit;
    if (shouldStop())
        return true;
    if (m_progress && nodes - m_lastReport >= reportEvery) {
        m_lastReport = nodes;
        m_progress(SolveProgress{m_nodeOffset + nodes, bound});
    }
    return false;
}

void SearchControl::reportIteration(std::uint64_t nodes, int bound)
{
    m_lastReport = nodes;
    if (m_progress)
        m_progress(SolveProgress{m_nodeOffset + nodes, bound});
}

void SearchControl::clearNodeLimitStop()
{
    if (m_reason == StopReason::NodeLimit)
        m_reason = StopReason::None;
    m_nodeLimit = 0;
}

} // namespace tessera::fifteen
