// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Portfolio.h"

#include <algorithm>
#include <ctime>
#include <new>

namespace tessera::sokoban::solver {

namespace {

// Expansions between two looks at the stop flag and two publications of the figures: small
// enough that a loser stops within a few milliseconds on any level.
constexpr int sliceExpansions = 64;

} // namespace

Portfolio::Portfolio(Restart restart, HandOver handOver)
    : m_restart(std::move(restart)), m_handOver(handOver)
{}

Portfolio::~Portfolio()
{
    stopAll();
}

void Portfolio::stopAll()
{
    {
        // Under the lock, so that a worker waiting to join cannot miss it.
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    for (const auto &worker : m_workers) {
        if (worker->thread.joinable()) {
            worker->thread.join();
        }
    }
}

void Portfolio::publish(Worker &worker)
{
    const SlicedSearch &search = *worker.search;
    worker.explored.store(search.explored(), std::memory_order_relaxed);
    worker.stored.store(search.stored(), std::memory_order_relaxed);
    worker.droppedPositions.store(worker.droppedBefore + search.droppedPositions(),
                                  std::memory_order_relaxed);
    worker.bestH.store(search.bestLowerBound(), std::memory_order_relaxed);
    worker.depth.store(search.depth(), std::memory_order_relaxed);
    worker.priority.store(search.priority(), std::memory_order_relaxed);
}

void Portfolio::decide(Worker &worker, SolverStatus status)
{
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        if (!m_decision) {
            m_decision = status;
            m_winner = worker.search.get();
        }
        m_stop = true;
    }
    m_changed.notify_all();
}

void Portfolio::work(Worker &worker)
{
    {
        // Counted in processor time: on a busy machine the first search may get little of it.
        // Once the first has dropped out, the clock would hardly move: the others start then.
        std::unique_lock<std::mutex> lock(m_mutex);
        const Worker &first = *m_workers.front();
        while (!m_stop && first.running && std::clock() - m_startClock < worker.joinAfterClock) {
            m_changed.wait_for(lock, std::chrono::milliseconds(10));
        }
    }
    while (!m_stop) {
        std::optional<SolverStatus> outcome = worker.search->step(sliceExpansions);
        publish(worker);
        if (!outcome && worker.budget > 0 && worker.search->explored() >= worker.budget) {
            if (!startAfterBackward(worker, outcome)) {
                break;
            }
        } else if (!outcome && m_handOver.dueFor(*worker.search)) {
            if (!replace(worker, m_handOver.to, outcome)) {
                break; // no memory left for it: the others go on
            }
        } else if (outcome == SolverStatus::Unsolvable && worker.search->usesRooms()) {
            if (!replace(worker, {worker.search->weight()}, outcome)) {
                break;
            }
        }
        if (!outcome) {
            continue;
        }
        if (*outcome == SolverStatus::Cancelled) {
            break; // stopped: another search decided, or the solve was cancelled
        }
        // The first backward search out gives its thread to feature searches, which its memory
        // makes room for; one of those out of memory to the next.
        if (*outcome == SolverStatus::MemoryLimit && worker.search &&
            (worker.search->backward()
                 ? !m_afterBackwardTaken.exchange(true)
                 : worker.afterBackward > 0 &&
                       worker.afterBackward < m_handOver.afterBackward.size())) {
            if (!startAfterBackward(worker, outcome)) {
                break;
            }
            if (!outcome) {
                continue;
            }
        }
        if (*outcome == SolverStatus::MemoryLimit) {
            // Its memory goes back to the account for the others.
            worker.dropped += worker.search ? worker.search->explored() : 0;
            worker.droppedBefore += worker.search ? worker.search->droppedPositions() : 0;
            worker.droppedPositions.store(worker.droppedBefore, std::memory_order_relaxed);
            worker.explored = 0;
            worker.stored = 0;
            worker.search.reset();
            break;
        }
        decide(worker, *outcome);
        break;
    }
    worker.running = false;
    m_changed.notify_all();
}

bool Portfolio::startAfterBackward(Worker &worker, std::optional<SolverStatus> &started)
{
    const std::vector<SearchStrategy> &next = m_handOver.afterBackward;
    while (worker.afterBackward < next.size() && next[worker.afterBackward].weight <= 0) {
        ++worker.afterBackward;
    }
    if (worker.afterBackward == next.size()) {
        worker.budget = 0;
        return true; // none left: the search it has goes on, or its outcome stands
    }
    const SearchStrategy &strategy = next[worker.afterBackward++];
    worker.budget = strategy.budget;
    return replace(worker, strategy, started);
}

bool Portfolio::replace(Worker &worker, SearchStrategy strategy,
                        std::optional<SolverStatus> &started)
{
    worker.dropped += worker.search->explored();
    worker.droppedBefore += worker.search->droppedPositions();
    worker.droppedPositions.store(worker.droppedBefore, std::memory_order_relaxed);
    worker.explored = 0;
    worker.stored = 0;
    worker.search.reset(); // first, so that its memory goes to the new one
    try {
        auto [search, status] = m_restart(strategy);
        worker.search = std::move(search);
        started = status;
    } catch (const std::bad_alloc &) {
        return false;
    }
    if (worker.search) {
        publish(worker);
    }
    return true;
}

SolverStatus Portfolio::run(std::vector<std::unique_ptr<SlicedSearch>> searches,
                            const std::atomic<bool> *cancel, std::chrono::milliseconds interval,
                            const std::function<void()> &progress,
                            std::chrono::milliseconds othersJoinAfter)
{
    m_startClock = std::clock();
    const auto othersJoinAfterClock = static_cast<std::clock_t>(
        static_cast<double>(othersJoinAfter.count()) * CLOCKS_PER_SEC / 1000);
    for (auto &search : searches) {
        auto worker = std::make_unique<Worker>();
        worker->joinAfterClock = m_workers.empty() ? 0 : othersJoinAfterClock;
        worker->search = std::move(search);
        publish(*worker);
        m_workers.push_back(std::move(worker));
    }
    for (const auto &worker : m_workers) {
        Worker *w = worker.get();
        w->thread = std::thread([this, w] { work(*w); });
    }
    // The cancel flag is looked at often even when progress is reported rarely.
    const auto poll = std::min(interval, std::chrono::milliseconds(20));
    auto lastReport = std::chrono::steady_clock::now();
    bool cancelled = false;
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        for (;;) {
            m_changed.wait_for(lock, poll);
            if (m_decision || runningCount() == 0) {
                break;
            }
            if (cancel && cancel->load(std::memory_order_relaxed)) {
                cancelled = true;
                break;
            }
            const auto now = std::chrono::steady_clock::now();
            if (progress && now - lastReport >= interval) {
                lastReport = now;
                lock.unlock();
                progress();
                lock.lock();
            }
        }
    }
    stopAll();
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (m_decision && (!cancelled || *m_decision == SolverStatus::Solved)) {
        return *m_decision;
    }
    m_winner = nullptr;
    return cancelled ? SolverStatus::Cancelled : SolverStatus::MemoryLimit;
}

std::uint64_t Portfolio::explored() const
{
    std::uint64_t total = 0;
    for (const auto &w : m_workers) {
        total += w->explored.load(std::memory_order_relaxed) +
                 w->dropped.load(std::memory_order_relaxed);
    }
    return total;
}

std::uint64_t Portfolio::droppedPositions() const
{
    std::uint64_t total = 0;
    for (const auto &w : m_workers) {
        total += w->droppedPositions.load(std::memory_order_relaxed);
    }
    return total;
}

std::size_t Portfolio::stored() const
{
    std::size_t total = 0;
    for (const auto &w : m_workers) {
        total += w->stored.load(std::memory_order_relaxed);
    }
    return total;
}

std::uint32_t Portfolio::bestLowerBound() const
{
    std::uint32_t best = 0xffffffffu;
    for (const auto &w : m_workers) {
        best = std::min(best, w->bestH.load(std::memory_order_relaxed));
    }
    return best;
}

std::uint32_t Portfolio::firstDepth() const
{
    return m_workers.empty() ? 0 : m_workers.front()->depth.load(std::memory_order_relaxed);
}

std::uint64_t Portfolio::firstPriority() const
{
    return m_workers.empty() ? 0 : m_workers.front()->priority.load(std::memory_order_relaxed);
}

std::size_t Portfolio::runningCount() const
{
    return static_cast<std::size_t>(std::count_if(m_workers.begin(), m_workers.end(),
                                                  [](const auto &w) { return w->running.load(); }));
}

} // namespace tessera::sokoban::solver
