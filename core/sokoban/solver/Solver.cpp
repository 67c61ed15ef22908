// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Solver.h"

#include "BackwardSearch.h"
#include "GoalRooms.h"
#include "MeetingPoint.h"
#include "Portfolio.h"
#include "PushDistances.h"
#include "Search.h"
#include "SolutionOptimiser.h"
#include "SolutionWriter.h"
#include "SolverBoard.h"
#include "sokoban/Game.h"

#include <algorithm>
#include <new>
#include <tuple>

namespace tessera::sokoban {

using solver::Board;

std::string_view solverStatusName(SolverStatus status)
{
    switch (status) {
    case SolverStatus::Solved:
        return "solved";
    case SolverStatus::Unsolvable:
        return "unsolvable";
    case SolverStatus::TimedOut:
        return "timeout";
    case SolverStatus::Cancelled:
        return "cancelled";
    case SolverStatus::MemoryLimit:
        return "memory-limit";
    case SolverStatus::InvalidLevel:
        return "invalid-level";
    }
    return "unknown";
}

namespace {

struct StartPosition
{
    int player = -1;        // level cell
    std::vector<int> boxes; // level cells
};

// The position to solve, or what makes it unplayable.
std::optional<StartPosition> readPosition(const Level &level, SolverResult &result)
{
    auto fail = [&](std::string message, SolverReason reason, std::vector<long long> args = {}) {
        result.message = std::move(message);
        result.reason = reason;
        result.reasonArgs = std::move(args);
        return std::nullopt;
    };
    if (level.width < 1 || level.height < 1 || level.width > Level::maxSize ||
        level.height > Level::maxSize) {
        return fail("the level is " + std::to_string(level.width) + "x" +
                        std::to_string(level.height) + "; sizes from 1 to " +
                        std::to_string(Level::maxSize) + " can be solved",
                    SolverReason::SizeOutOfRange, {level.width, level.height, Level::maxSize});
    }
    if (level.cells.size() != static_cast<std::size_t>(level.width) * level.height) {
        return fail("the level has " + std::to_string(level.cells.size()) + " cells instead of " +
                        std::to_string(level.width * level.height),
                    SolverReason::CellCountMismatch,
                    {static_cast<long long>(level.cells.size()), level.width * level.height});
    }
    StartPosition start;
    int players = 0;
    for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
        const Cell &cell = level.cells[static_cast<std::size_t>(i)];
        // Worded only when a check fails: this loop visits every cell of the level.
        const auto where = [&] {
            return " at column " + std::to_string(i % level.width + 1) + ", row " +
                   std::to_string(i / level.width + 1);
        };
        const auto at = [&] {
            return std::vector<long long>{i % level.width + 1, i / level.width + 1};
        };
        if ((cell.box || cell.player || cell.goal) && cell.terrain == Terrain::Wall) {
            return fail(std::string(cell.box      ? "a box"
                                    : cell.player ? "the player"
                                                  : "a goal") +
                            " is on a wall" + where(),
                        cell.box      ? SolverReason::BoxOnWall
                        : cell.player ? SolverReason::PlayerOnWall
                                      : SolverReason::GoalOnWall,
                        at());
        }
        if (cell.box && cell.player)
            return fail("the player stands on a box" + where(), SolverReason::PlayerOnBox, at());
        if (cell.player) {
            ++players;
            start.player = i;
        }
        if (cell.box) {
            start.boxes.push_back(i);
        }
    }
    if (players == 0)
        return fail("the level has no player", SolverReason::NoPlayer);
    if (players > 1) {
        return fail("the level has " + std::to_string(players) + " players",
                    SolverReason::SeveralPlayers, {players});
    }
    if (start.boxes.empty())
        return fail("the level has no box", SolverReason::NoBox);
    return start;
}

} // namespace

Solver::Solver(SolverOptions options) : m_options(std::move(options)) {}

SolverResult Solver::solve(const Level &level, const std::atomic<bool> *cancel,
                           const SolverProgressCallback &progress) const
{
    const auto started = std::chrono::steady_clock::now();
    SolverResult result = search(level, cancel, progress);
    if (result.status != SolverStatus::Solved) {
        return result;
    }
    result.stats.foundPushes = result.pushCount();
    result.stats.foundMoves = result.moveCount();
    // Work, not time: the positions of the search that found the solution (not its rivals',
    // which depend on how the threads were scheduled).
    const double share = std::max(0.0, m_options.optimisePositionShare) *
                         static_cast<double>(result.stats.foundExplored);
    std::uint64_t positions = share >= 1e18 ? noPositionLimit : static_cast<std::uint64_t>(share);
    positions = m_options.optimiseMinPositions > noPositionLimit - positions
                    ? noPositionLimit
                    : positions + m_options.optimiseMinPositions;
    double budget = 1e9; // no limit on the clock but the solve's
    if (m_options.optimiseSeconds > 0) {
        budget = m_options.optimiseSeconds;
    }
    if (m_options.timeLimitSeconds > 0) {
        // What is left of the solve's limit, less a margin for writing the shorter solution
        // and replaying it after the optimiser stops (XSokoban 27 and 75 at 60 s, found in
        // time, came back 0.02 and 0.06 s past the limit without one).
        const double elapsed =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        const double margin = std::min(0.5, 0.01 * m_options.timeLimitSeconds);
        budget = std::min(budget, m_options.timeLimitSeconds - elapsed - margin);
    }
    if (budget <= 0 || positions == 0 || result.pushes.empty()) {
        return result;
    }
    // Progress goes on through the optimisation: the search's figures, the positions added.
    SolverProgressCallback optimiseProgress;
    if (progress) {
        optimiseProgress = [&](const SolverProgress &p) {
            SolverProgress whole;
            whole.stats = result.stats;
            whole.stats.statesExplored += p.stats.statesExplored;
            whole.stats.seconds += p.stats.seconds;
            progress(whole);
        };
    }
    SolverResult shorter =
        optimiseSolution(level, result.solution, budget, m_options.memoryLimitBytes, cancel,
                         optimiseProgress, m_options.progressInterval, positions);
    result.stats.optimiseSeconds = shorter.stats.optimiseSeconds;
    result.stats.optimisePositions = shorter.stats.optimisePositions;
    // optimiseSolution replayed it with the rules and never makes it longer: checked again,
    // as nothing else reaches the player.
    if (shorter.status == SolverStatus::Solved &&
        (shorter.pushCount() < result.pushCount() ||
         (shorter.pushCount() == result.pushCount() && shorter.moveCount() < result.moveCount()))) {
        result.solution = std::move(shorter.solution);
        result.pushes = std::move(shorter.pushes);
    }
    result.stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return result;
}

SolverResult Solver::search(const Level &level, const std::atomic<bool> *cancel,
                            const SolverProgressCallback &progress) const
{
    const auto started = std::chrono::steady_clock::now();
    SolverResult result;
    auto finish = [&](SolverStatus status) {
        result.status = status;
        result.stats.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        return result;
    };

    const std::optional<StartPosition> start = readPosition(level, result);
    if (!start) {
        return finish(SolverStatus::InvalidLevel);
    }
    try {
        const Board board(level);
        if (board.goals().size() < start->boxes.size()) {
            result.message = "the level has " + std::to_string(start->boxes.size()) +
                             " boxes but only " + std::to_string(board.goals().size()) + " goals";
            result.reason = SolverReason::FewerGoalsThanBoxes;
            result.reasonArgs = {static_cast<long long>(start->boxes.size()),
                                 static_cast<long long>(board.goals().size())};
            return finish(SolverStatus::Unsolvable);
        }
        if (auto deadlock = DeadlockDetector(level).check(start->boxes)) {
            result.message =
                "the position is a deadlock: " + std::string(deadlockKindName(deadlock->kind));
            result.reason = SolverReason::Deadlock;
            result.deadlock = std::move(deadlock);
            return finish(SolverStatus::Unsolvable);
        }

        const std::size_t fixedBytes = board.memoryBytes() + solver::PushDistances::bytesFor(board);
        result.stats.memoryBytes = fixedBytes;
        if (fixedBytes >= m_options.memoryLimitBytes) {
            return finish(SolverStatus::MemoryLimit);
        }
        solver::PushDistances distances;
        if (!distances.compute(board, cancel)) {
            return finish(SolverStatus::Cancelled);
        }

        solver::SearchControl control;
        control.cancel = cancel;
        // A limit past the clock's range (--time-limit 1e12) would overflow the conversion
        // and land in the past: it is no limit at all (half the range, so rounding stays in).
        const std::chrono::duration<double> room =
            std::chrono::steady_clock::time_point::max() - started;
        if (m_options.timeLimitSeconds > 0 && m_options.timeLimitSeconds < room.count() / 2) {
            control.deadline =
                started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(m_options.timeLimitSeconds));
        }
        control.boundedTree = m_options.boundedTree && control.deadline.has_value();
        std::vector<int> boxes;
        for (const int b : start->boxes) {
            boxes.push_back(board.fromLevelCell(b));
        }
        const int player = board.fromLevelCell(start->player);

        // The portfolio: one search per weight, taking turns in slices.
        solver::MemoryAccount account(m_options.memoryLimitBytes - fixedBytes);
        // A hand-over's feature search orders by advice and stays at the frontier as the
        // hand-over options say, whatever the first feature search does; a plain search made
        // after room macros never orders by advice. Before the searches, which hold them.
        SolverOptions plainOptions = m_options;
        plainOptions.featureAdvisors = false;
        SolverOptions handOverOptions = m_options;
        handOverOptions.featureAdvisors = m_options.handOverAdvisors;
        handOverOptions.roomConnectivity = m_options.handOverRoomConnectivity;
        handOverOptions.passagesWayRound = m_options.handOverPassagesWayRound;
        handOverOptions.featureFrontierVisits = m_options.handOverFrontierVisits;
        handOverOptions.featureAdviceFirst = m_options.handOverAdviceFirst;
        handOverOptions.featureBoxMoves = m_options.handOverBoxMoves;
        SolverOptions afterBackwardOptions = handOverOptions;
        afterBackwardOptions.featureAdviceFirst = true;
        afterBackwardOptions.featureBoxMoves = m_options.afterBackwardBoxMoves;
        SolverOptions beforeThirdOptions = afterBackwardOptions;
        beforeThirdOptions.featureBoxMoves = !m_options.afterBackwardBoxMoves;
        // Before the searches, which hold it, and after the account it draws on.
        std::optional<solver::SharedPatterns> sharedPatterns;
        std::optional<solver::MeetingPoint> meeting;
        std::optional<solver::Hotspots> hotspots;
        std::vector<std::unique_ptr<solver::SlicedSearch>> searches;
        std::uint64_t droppedExplored = 0;
        std::uint64_t droppedPositions = 0; // by searches no longer in `searches`
        std::vector<int> weights = m_options.heuristicWeights;
        // An entry without weight or budget is no search.
        std::vector<SolverOptions::BackwardRun> backwardRuns;
        if (solver::BackwardSearch::applies(board, static_cast<int>(boxes.size()))) {
            for (const SolverOptions::BackwardRun &run : m_options.backwardSearches) {
                if (run.weight > 0 && run.budget > 0) {
                    backwardRuns.push_back(run);
                }
            }
        }
        const bool backward = !backwardRuns.empty();
        if (weights.empty() && m_options.featureSearchWeight <= 0 && !backward) {
            weights.push_back(1);
        }
        auto collectStats = [&] {
            SolverStats s;
            s.statesExplored = droppedExplored;
            s.positionsDropped = droppedPositions;
            for (const auto &search : searches) {
                s.statesExplored += search->explored();
                s.statesStored += search->stored();
                s.positionsDropped += search->droppedPositions();
            }
            s.memoryBytes = fixedBytes + account.peak();
            s.meetingCandidates = meeting ? meeting->posted() : 0;
            s.seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            return s;
        };
        auto solved = [&](const solver::SlicedSearch &search) {
            result.stats = collectStats();
            result.stats.foundExplored = search.explored();
            result.stats.foundBy = search.name();
            result.stats.foundAtMeeting = meeting && search.backward() && meeting->met() > 0;
            // Nothing is reported that the rules engine does not accept.
            if (!solver::writeSolution(board, start->player, start->boxes, search.solution(),
                                       result) ||
                !solver::replaysWithTheRules(level, result.solution)) {
                result.solution.clear();
                result.pushes.clear();
                result.message = "internal error: the solution found does not replay";
                result.reason = SolverReason::SolutionDoesNotReplay;
                return finish(SolverStatus::InvalidLevel);
            }
            return finish(SolverStatus::Solved);
        };
        // Goal-room macros may miss solutions, so the search that can prove a level unsolvable
        // (weight 1) does without them; the others use them when the level has rooms.
        std::optional<solver::GoalRooms> rooms;
        if (m_options.goalRoomMacros) {
            rooms.emplace(board);
        }
        auto roomsFor = [&](int weight) -> const solver::GoalRooms * {
            return rooms && weight > 1 && !rooms->rooms().empty() ? &*rooms : nullptr;
        };
        const std::size_t searchCount =
            weights.size() + (m_options.featureSearchWeight > 0 ? 1 : 0) + backwardRuns.size();
        // A lone search never hands over: no packing order for it then.
        std::optional<solver::PackingOrder> packing;
        if (m_options.featureSearchWeight > 0 ||
            (m_options.handOverFeatureWeight > 0 && searchCount > 1)) {
            packing.emplace(board);
        }
        // Worked out only where a feature search ordered by advice will read it; drawn from the
        // account (kept to the solve's end) like the searches' own memory, and left out when the
        // account cannot give it.
        const bool advisedFeatures =
            (m_options.featureSearchWeight > 0 && m_options.featureAdvisors) ||
            (m_options.handOverFeatureWeight > 0 && searchCount > 1 && m_options.handOverAdvisors);
        if (packing && m_options.hotspotAdvisor && advisedFeatures) {
            hotspots = solver::Hotspots::compute(board, distances, cancel);
            if (!hotspots) {
                return finish(SolverStatus::Cancelled);
            }
            if (!hotspots->empty() && account.reserve(hotspots->memoryBytes())) {
                control.hotspots = &*hotspots;
            } else {
                hotspots.reset();
            }
        }
        if (m_options.sharePatterns && m_options.deadlockPatterns && m_options.corralDeadlocks &&
            m_options.piCorrals && searchCount > 1) {
            sharedPatterns.emplace(board, account);
            control.patterns = &*sharedPatterns;
        }
        // The first backward search publishes its positions for the forward searches to meet.
        if (m_options.meetBackward && backward && searchCount > backwardRuns.size()) {
            meeting.emplace(std::min(m_options.meetingBytes, m_options.memoryLimitBytes / 16),
                            account);
            control.meeting = &*meeting;
        }
        const auto afterBackward = [&](int which, std::uint64_t budget) {
            const bool on = m_options.afterBackwardFeatureSearch && packing &&
                            (which == 1 || m_options.afterBackwardBoxMovesFirst > 0);
            return solver::SearchStrategy{on ? m_options.handOverFeatureWeight : 0, true,  true,
                                          m_options.handOverFrontierVisits,         which, budget};
        };
        const solver::HandOver handOver{
            m_options.handOverAfter,
            {m_options.handOverFeatureWeight, true, m_options.handOverAdvisors,
             m_options.handOverFrontierVisits},
            {afterBackward(2, m_options.afterBackwardBoxMovesFirst), afterBackward(1, 0)}};
        // Several searches run on threads of their own, stopped through the portfolio's flag
        // (it watches `cancel`); one alone, or on request, they take turns on this thread.
        const bool parallel = m_options.parallelSearches && searchCount > 1;
        std::optional<solver::Portfolio> portfolio;
        // A search without goal-room macros, started: what the portfolio restarts with. Its
        // feature searches are the hand-over's (handOver.to, made from the same options); the
        // others are plain searches after room macros.
        auto restart = [&](solver::SearchStrategy strategy) {
            const SolverOptions &options = strategy.afterBackward == 1   ? afterBackwardOptions
                                           : strategy.afterBackward == 2 ? beforeThirdOptions
                                           : strategy.features           ? handOverOptions
                                                                         : plainOptions;
            std::unique_ptr<solver::SlicedSearch> search = std::make_unique<solver::Search>(
                board, distances, options, strategy.weight, account, control, nullptr,
                strategy.features ? &*packing : nullptr);
            search->setName(strategy.afterBackward == 1   ? "third features"
                            : strategy.afterBackward == 2 ? "third features, before"
                            : strategy.features           ? "hand-over features"
                                                : "weighted " + std::to_string(strategy.weight));
            std::optional<SolverStatus> status = search->start(player, boxes);
            return std::make_pair(std::move(search), status);
        };
        if (parallel) {
            portfolio.emplace(restart, handOver);
            control.cancel = &portfolio->stopFlag();
        }
        enum class Kind
        {
            Weighted,
            Features,
            Backward
        };
        struct Strategy
        {
            int weight;
            Kind kind;
            std::uint64_t budget = 0; // a backward search's expansions
            bool meets = false;       // the backward search the forward ones meet
        };
        auto makeSearch = [&](const Strategy &strategy) -> std::unique_ptr<solver::SlicedSearch> {
            const int weight = strategy.weight;
            const Kind kind = strategy.kind;
            if (kind == Kind::Backward) {
                // A little over half the memory at most, each: the forward searches go on after
                // it. Two together may hold more while the short greedy one runs.
                solver::SearchControl backwardControl = control;
                backwardControl.meeting = strategy.meets ? control.meeting : nullptr;
                auto search = std::make_unique<solver::BackwardSearch>(
                    board, weight, strategy.budget, m_options.memoryLimitBytes / 20 * 11, account,
                    backwardControl);
                search->setName("backward " + std::to_string(weight));
                return search;
            }
            const bool features = kind == Kind::Features;
            auto search = std::make_unique<solver::Search>(
                board, distances, m_options, weight, account, control,
                features ? nullptr : roomsFor(weight), features ? &*packing : nullptr);
            search->setName(features ? "features" : "weighted " + std::to_string(weight));
            return search;
        };
        std::vector<Strategy> strategies;
        for (const int weight : weights) {
            strategies.push_back({weight, Kind::Weighted});
        }
        if (m_options.featureSearchWeight > 0) {
            strategies.push_back({m_options.featureSearchWeight, Kind::Features});
        }
        for (const SolverOptions::BackwardRun &run : backwardRuns) {
            strategies.push_back(
                {run.weight, Kind::Backward, run.budget, &run == &backwardRuns[0]});
        }
        for (const Strategy &strategy : strategies) {
            auto search = makeSearch(strategy);
            const std::optional<SolverStatus> status = search->start(player, boxes);
            if (status == SolverStatus::MemoryLimit) {
                continue; // the others may still fit
            }
            searches.push_back(std::move(search));
            if (status == SolverStatus::Solved) {
                return solved(*searches.back());
            }
            if (status) {
                result.stats = collectStats();
                return finish(*status);
            }
        }
        // Turns in expansions. Plain A* (weight 1) proves and finds short solutions of small
        // levels; on hard ones the weighted searches win, so they get three times its share.
        // Turns shrink on big levels, where an expansion floods thousands of cells per push,
        // so that searches alternate and progress comes at a steady pace; counted in
        // expansions, not time, so that a solve always gives the same answer.
        const double work =
            static_cast<double>(board.floorCells().size()) * static_cast<double>(boxes.size() + 1);
        const int turn = static_cast<int>(std::clamp(4.0e6 / work, 4.0, 384.0));
        // A search that moves boxes far makes several times the children an expansion: a
        // quarter of the turn (Microban: 1.61 s with a whole turn, 1.36 s with a quarter).
        auto slice = [turn](const solver::SlicedSearch &search) {
            const int share = search.weight() > 1 ? turn : std::max(1, turn / 3);
            return search.movesBoxesFar() ? std::max(1, share / 4) : share;
        };
        // Side by side, the searches first take a few turns here: most levels are decided
        // within them, without starting a thread.
        constexpr int warmUpRounds = 4;
        auto lastReport = started;
        for (int round = 0; !searches.empty() && (!parallel || round < warmUpRounds); ++round) {
            if (parallel && cancel && cancel->load(std::memory_order_relaxed)) {
                result.stats = collectStats();
                return finish(SolverStatus::Cancelled);
            }
            for (std::size_t i = 0; i < searches.size(); ++i) {
                std::optional<SolverStatus> outcome = searches[i]->step(slice(*searches[i]));
                if (!outcome && searchCount > 1 && handOver.dueFor(*searches[i])) {
                    droppedExplored += searches[i]->explored();
                    droppedPositions += searches[i]->droppedPositions();
                    searches[i].reset();
                    std::tie(searches[i], outcome) = restart(handOver.to);
                } else if (outcome == SolverStatus::Unsolvable && searches[i]->usesRooms()) {
                    // Room macros may have cut the way: that proves nothing. Search again
                    // without them, at the same weight.
                    droppedExplored += searches[i]->explored();
                    droppedPositions += searches[i]->droppedPositions();
                    const int weight = searches[i]->weight();
                    searches[i].reset();
                    std::tie(searches[i], outcome) = restart({weight});
                }
                if (!outcome) {
                    continue;
                }
                if (*outcome == SolverStatus::MemoryLimit) {
                    // Free its memory for the others: the solve degrades, it does not fail.
                    droppedExplored += searches[i]->explored();
                    droppedPositions += searches[i]->droppedPositions();
                    searches.erase(searches.begin() + static_cast<std::ptrdiff_t>(i));
                    --i;
                    continue;
                }
                if (*outcome == SolverStatus::Solved) {
                    return solved(*searches[i]);
                }
                result.stats = collectStats();
                return finish(*outcome);
            }
            const auto now = std::chrono::steady_clock::now();
            if (progress && !searches.empty() && now - lastReport >= m_options.progressInterval) {
                lastReport = now;
                SolverProgress p;
                p.stats = collectStats();
                const solver::SlicedSearch &first = *searches.front();
                p.bound = static_cast<int>(std::min<std::uint64_t>(first.priority(), 0x7fffffff));
                p.depth = static_cast<int>(first.depth());
                p.lowerBound = static_cast<int>(first.bestLowerBound());
                for (const auto &search : searches) {
                    p.lowerBound =
                        std::min(p.lowerBound, static_cast<int>(search->bestLowerBound()));
                }
                progress(p);
            }
        }
        if (parallel && !searches.empty()) {
            auto report = [&] {
                SolverProgress p;
                p.stats = collectStats();
                p.stats.statesExplored = droppedExplored + portfolio->explored();
                p.stats.statesStored = portfolio->stored();
                p.stats.positionsDropped += portfolio->droppedPositions();
                p.bound = static_cast<int>(
                    std::min<std::uint64_t>(portfolio->firstPriority(), 0x7fffffff));
                p.depth = static_cast<int>(portfolio->firstDepth());
                p.lowerBound = static_cast<int>(portfolio->bestLowerBound());
                progress(p);
            };
            const SolverStatus status =
                portfolio->run(std::move(searches), cancel, m_options.progressInterval,
                               progress ? std::function<void()>(report) : std::function<void()>(),
                               m_options.othersJoinAfter);
            searches.clear();
            auto stats = collectStats();
            stats.statesExplored += portfolio->explored();
            stats.statesStored = portfolio->stored();
            stats.positionsDropped += portfolio->droppedPositions();
            if (status == SolverStatus::Solved) {
                SolverResult found = solved(*portfolio->winner());
                found.stats.statesExplored = stats.statesExplored;
                found.stats.statesStored = stats.statesStored;
                found.stats.positionsDropped = stats.positionsDropped;
                return found;
            }
            result.stats = stats;
            return finish(status);
        }
        result.stats = collectStats();
        return finish(SolverStatus::MemoryLimit);
    } catch (const std::bad_alloc &) {
        return finish(SolverStatus::MemoryLimit);
    }
}

} // namespace tessera::sokoban
