// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Search.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <ctime>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace tessera::sokoban::solver {

// What a search is: its weight, whether it is a feature search, and whether that orders a
// cell's positions by advice (SolverOptions::featureAdvisors).
struct SearchStrategy
{
    int weight = 1;
    bool features = false;
    bool advisors = false;
    int frontierVisits = 1; // SolverOptions::featureFrontierVisits
    // A feature search that takes a backward search's thread (HandOver::afterBackward), with
    // options of its own: 1 the third feature search (SolverOptions::afterBackwardFeatureSearch),
    // 2 the one moving boxes before it (afterBackwardBoxMovesFirst); 0 none of these.
    int afterBackward = 0;
    // Expansions, after which it gives its thread to the next of HandOver::afterBackward; 0: none.
    std::uint64_t budget = 0;
};

// A weighted search (weight above 1: plain A* keeps its shortest solutions) still undecided
// after `after` expansions gives its thread to a search of strategy `to` (weight 0: never). The
// weighted search wins the levels it wins quickly; after that a second feature search, ordered
// differently from the first, does more with the core (SolverOptions::handOverAfter).
// The first backward search to drop out (its budget spent) gives its thread to the searches of
// the strategies `afterBackward`, one after the other, each until its budget is spent (those of
// weight 0 left out), once a solve.
struct HandOver
{
    std::uint64_t after = 0;
    SearchStrategy to{0, true, false};
    std::vector<SearchStrategy> afterBackward;
    bool dueFor(const SlicedSearch &search) const
    {
        return to.weight > 0 && search.weight() > 1 && !search.usesFeatures() &&
               !search.backward() && search.explored() >= after;
    }
};

// Searches run side by side, one thread each. The first to decide (solved, proven unsolvable,
// out of time) wins and the others stop; one that runs out of memory drops out and its memory
// goes to the others. The calling thread watches the cancel flag and reports progress.
//
// The searches must have been built with SearchControl::cancel pointing at stopFlag(), so that
// the portfolio can stop them.
class Portfolio
{
public:
    // A search of `strategy` without goal-room macros, started on the solve's position: what a
    // search with them is replaced by when it runs out of positions (that proves nothing), and
    // what a weighted search hands over to.
    using Restart =
        std::function<std::pair<std::unique_ptr<SlicedSearch>, std::optional<SolverStatus>>(
            SearchStrategy strategy)>;

    explicit Portfolio(Restart restart, HandOver handOver = {});
    ~Portfolio();
    Portfolio(const Portfolio &) = delete;
    Portfolio &operator=(const Portfolio &) = delete;

    std::atomic<bool> &stopFlag() { return m_stop; }

    // Runs `searches` (started and undecided) until one decides, all drop out (MemoryLimit) or
    // `cancel` is raised (Cancelled); `progress` is called on this thread every `interval`.
    // The first search starts at once, the others once the process has spent `othersJoinAfter`
    // of processor time more, unless the solve is decided by then: side by side, searches slow each
    // other down (they share the caches), so a level the first decides soon is decided sooner
    // alone. Every thread has ended when it returns.
    SolverStatus run(std::vector<std::unique_ptr<SlicedSearch>> searches,
                     const std::atomic<bool> *cancel, std::chrono::milliseconds interval,
                     const std::function<void()> &progress,
                     std::chrono::milliseconds othersJoinAfter = {});

    // The search that decided (its solution when Solved); null when none did.
    const SlicedSearch *winner() const { return m_winner; }

    // Figures the workers publish as they go: safe to read while they run.
    std::uint64_t explored() const;
    std::size_t stored() const;
    std::uint64_t droppedPositions() const; // SlicedSearch::droppedPositions()
    std::uint32_t bestLowerBound() const;
    // Of the first search: pushes made and priority of the position it expanded last.
    std::uint32_t firstDepth() const;
    std::uint64_t firstPriority() const;
    std::size_t runningCount() const;

private:
    struct Worker
    {
        std::unique_ptr<SlicedSearch> search;
        std::thread thread;
        std::atomic<std::uint64_t> explored{0};
        std::atomic<std::uint64_t> dropped{0}; // expanded by searches it replaced or dropped
        std::atomic<std::size_t> stored{0};
        std::atomic<std::uint64_t> droppedPositions{0}; // all its searches'
        std::uint64_t droppedBefore = 0;                // its searches' before this one
        std::atomic<std::uint32_t> bestH{0xffffffffu};
        std::atomic<std::uint32_t> depth{0};
        std::atomic<std::uint64_t> priority{0};
        std::atomic<bool> running{true};
        std::clock_t joinAfterClock = 0; // processor time of the solve before it starts
        std::size_t afterBackward = 0;   // of HandOver::afterBackward, the next to start
        std::uint64_t budget = 0;        // of its search, 0: none
    };

    void work(Worker &worker);
    // Drops the worker's search for a new one of `strategy`; `started` is the new one's start.
    // False when there is no memory for it.
    bool replace(Worker &worker, SearchStrategy strategy, std::optional<SolverStatus> &started);
    // Starts the next of HandOver::afterBackward on the worker's thread. True, `started` left
    // as it was, when none is left; false when there is no memory for it.
    bool startAfterBackward(Worker &worker, std::optional<SolverStatus> &started);
    void publish(Worker &worker);
    void decide(Worker &worker, SolverStatus status);
    void stopAll();

    Restart m_restart;
    HandOver m_handOver;
    std::atomic<bool> m_stop{false};
    std::vector<std::unique_ptr<Worker>> m_workers;
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::atomic<bool> m_afterBackwardTaken{false}; // HandOver::afterBackward started
    std::optional<SolverStatus> m_decision; // guarded by m_mutex
    const SlicedSearch *m_winner = nullptr; // guarded by m_mutex
    std::clock_t m_startClock = 0;
};

} // namespace tessera::sokoban::solver
