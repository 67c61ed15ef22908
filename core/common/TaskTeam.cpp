// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "TaskTeam.h"

#include <algorithm>

namespace tessera {

TaskTeam::TaskTeam(int size)
{
    const int helpers = std::max(size, 1) - 1;
    m_helpers.reserve(static_cast<std::size_t>(helpers));
    try {
        for (int part = 1; part <= helpers; ++part)
            m_helpers.emplace_back([this, part] { serve(part); });
    } catch (...) { // no thread to be had: the ones started must end before the team does
        stop();
        throw;
    }
}

TaskTeam::~TaskTeam()
{
    stop();
}

void TaskTeam::stop()
{
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    for (std::thread &helper : m_helpers)
        helper.join();
}

void TaskTeam::run(const std::function<void(int)> &job)
{
    if (m_helpers.empty()) {
        job(0);
        return;
    }
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_job = &job;
        m_busy = static_cast<int>(m_helpers.size());
        m_failure = nullptr;
        ++m_generation;
    }
    m_wake.notify_all();
    std::exception_ptr failure;
    try {
        job(0);
    } catch (...) {
        failure = std::current_exception();
    }
    // Always wait: the helpers use `job`, which lives no longer than this call.
    std::unique_lock<std::mutex> lock(m_mutex);
    m_done.wait(lock, [this] { return m_busy == 0; });
    m_job = nullptr;
    if (!failure)
        failure = m_failure;
    m_failure = nullptr;
    lock.unlock();
    if (failure)
        std::rethrow_exception(failure);
}

void TaskTeam::serve(int part)
{
    std::uint64_t seen = 0;
    for (;;) {
        const std::function<void(int)> *job = nullptr;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_wake.wait(lock, [&] { return m_stopping || m_generation != seen; });
            if (m_stopping)
                return;
            seen = m_generation;
            job = m_job;
        }
        std::exception_ptr failure;
        try {
            (*job)(part);
        } catch (...) {
            failure = std::current_exception();
        }
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            if (failure && !m_failure)
                m_failure = failure;
            --m_busy;
        }
        m_done.notify_one();
    }
}

} // namespace tessera
