// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <cstdint>

namespace tessera::fifteen {

// A game timer that reads no clock: every call takes the current time in milliseconds from
// the caller (the app passes a monotonic clock, tests pass made-up times). Times that go
// backwards count as no time passing, never as negative time.
//
//   Idle --start--> Running --pause--> Paused --resume--> Running --stop--> Stopped
//
// Calls that do not fit the current state are ignored, so callers need not check first.
class Stopwatch
{
public:
    enum class State
    {
        Idle,
        Running,
        Paused,
        Stopped
    };

    // A timer that had run for elapsedMs before it was saved: Paused at that time (Idle at
    // zero), so it goes on when resumed. Negative values count as zero.
    static Stopwatch restored(std::int64_t elapsedMs);
    // A finished timer showing elapsedMs.
    static Stopwatch finished(std::int64_t elapsedMs);

    void start(std::int64_t nowMs);  // Idle -> Running
    void pause(std::int64_t nowMs);  // Running -> Paused
    void resume(std::int64_t nowMs); // Paused -> Running
    void stop(std::int64_t nowMs);   // Running or Paused -> Stopped; the time is kept
    void reset();                    // back to Idle at zero

    std::int64_t elapsedMs(std::int64_t nowMs) const;
    State state() const { return m_state; }
    bool isRunning() const { return m_state == State::Running; }
    bool hasStarted() const { return m_state != State::Idle; }

private:
    State m_state = State::Idle;
    std::int64_t m_banked = 0;       // time counted up to the last pause
    std::int64_t m_runningSince = 0; // when the current run began, while Running
};

} // namespace tessera::fifteen
