// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace tessera {

// A fixed team of threads that runs the parts of one job at a time: run(job) calls job(0) on the
// calling thread and job(1) .. job(size() - 1) on helpers kept waiting between jobs, and returns
// when every part has returned. Which thread runs which part is fixed, so a job that splits its
// work by part number gets the same answer however the threads are scheduled. Starting a thread
// costs tens of microseconds; a search that asks for help on every move of a game (a 2048 move
// can take less than a millisecond) keeps its team rather than starting threads each time.
//
// One job at a time: run() must not be called from two threads at once, nor from a part. A part
// that throws does not stop the others; run() rethrows the first exception once all have ended.
class TaskTeam
{
public:
    // size: the parts of every job, the calling thread included; at least 1.
    explicit TaskTeam(int size);
    ~TaskTeam();
    TaskTeam(const TaskTeam &) = delete;
    TaskTeam &operator=(const TaskTeam &) = delete;

    [[nodiscard]] int size() const { return static_cast<int>(m_helpers.size()) + 1; }
    void run(const std::function<void(int part)> &job);

private:
    void serve(int part);
    void stop();

    std::vector<std::thread> m_helpers;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_done;
    const std::function<void(int)> *m_job = nullptr;
    std::uint64_t m_generation = 0; // one more for each job handed out
    int m_busy = 0;                 // helpers still running the current job
    std::exception_ptr m_failure;   // the first a helper's part threw
    bool m_stopping = false;
};

} // namespace tessera
