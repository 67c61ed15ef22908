// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Stopwatch.h"

#include <limits>

namespace tessera::fifteen {

namespace {

constexpr std::int64_t maxTime = std::numeric_limits<std::int64_t>::max();

// later - earlier, or 0 when time went backwards; saturates instead of overflowing.
std::int64_t span(std::int64_t earlier, std::int64_t later)
{
    if (later <= earlier)
        return 0;
    if (earlier < 0 && later > maxTime + earlier)
        return maxTime;
    return later - earlier;
}

std::int64_t saturatingAdd(std::int64_t a, std::int64_t b) // both >= 0
{
    return a > maxTime - b ? maxTime : a + b;
}

} // namespace

Stopwatch Stopwatch::restored(std::int64_t elapsedMs)
{
    Stopwatch stopwatch;
    if (elapsedMs > 0) {
        stopwatch.m_state = State::Paused;
        stopwatch.m_banked = elapsedMs;
    }
    return stopwatch;
}

Stopwatch Stopwatch::finished(std::int64_t elapsedMs)
{
    Stopwatch stopwatch;
    stopwatch.m_state = State::Stopped;
    stopwatch.m_banked = elapsedMs > 0 ? elapsedMs : 0;
    return stopwatch;
}

void Stopwatch::start(std::int64_t nowMs)
{
    if (m_state != State::Idle)
        return;
    m_state = State::Running;
    m_runningSince = nowMs;
}

void Stopwatch::pause(std::int64_t nowMs)
{
    if (m_state != State::Running)
        return;
    m_banked = elapsedMs(nowMs);
    m_state = State::Paused;
}

void Stopwatch::resume(std::int64_t nowMs)
{
    if (m_state != State::Paused)
        return;
    m_state = State::Running;
    m_runningSince = nowMs;
}

void Stopwatch::stop(std::int64_t nowMs)
{
    if (m_state != State::Running && m_state != State::Paused)
        return;
    m_banked = elapsedMs(nowMs);
    m_state = State::Stopped;
}

void Stopwatch::reset()
{
    *this = Stopwatch();
}

std::int64_t Stopwatch::elapsedMs(std::int64_t nowMs) const
{
    if (m_state != State::Running)
        return m_banked;
    return saturatingAdd(m_banked, span(m_runningSince, nowMs));
}

} // namespace tessera::fifteen
