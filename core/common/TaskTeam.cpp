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
    for (int part = 1; part <= helpers; ++part)
        m_helpers.emplace_back([this, part] { serve(part); });
}

TaskTeam::~TaskTeam()
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
        ++m_generation;
    }
    m_wake.notify_all();
    job(0);
    std::unique_lock<std::mutex> lock(m_mutex);
    m_done.wait(lock, [this] { return m_busy == 0; });
    m_job = nullptr;
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
        (*job)(part);
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            --m_busy;
        }
        m_done.notify_one();
    }
}

} // namespace tessera
