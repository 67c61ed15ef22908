// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SolutionOptimiser.h"

#include "SolutionWriter.h"
#include "VicinitySearch.h"
#include "sokoban/Game.h"

#include <algorithm>
#include <iterator>
#include <new>

namespace tessera::sokoban {

namespace solver {

namespace {

// The vicinities tried in turn. Cheap ones first; after a gain, again from the first, around
// the new solution.
constexpr Vicinity vicinities[] = {{1, 8}, {1, 40}, {2, 8}, {3, 4}, {2, 16}, {3, 8}, {4, 4}};

} // namespace

std::optional<std::vector<BoxMove>> shortenSolution(const Board &board, int player,
                                                    const std::vector<int> &boxes,
                                                    const std::vector<BoxMove> &pushes,
                                                    const OptimiserLimits &limits,
                                                    std::uint64_t &positions)
{
    VicinitySearch search(board, limits, positions);
    const auto measured = search.measure(player, boxes, pushes);
    if (!measured) {
        return std::nullopt;
    }
    std::pair<std::uint32_t, std::uint32_t> length = *measured;
    std::vector<BoxMove> best = pushes;
    bool gained = false;
    for (std::size_t v = 0; v < std::size(vicinities);) {
        const auto outcome = search.round(player, boxes, best, length, vicinities[v]);
        if (outcome == VicinitySearch::Outcome::Stopped) {
            break;
        }
        if (outcome == VicinitySearch::Outcome::Improved) {
            best = search.found();
            gained = true;
            const auto shorter = search.measure(player, boxes, best);
            if (!shorter) {
                break; // stopped meanwhile: the shorter solution stands
            }
            length = *shorter;
            v = 0;
        } else {
            ++v;
        }
    }
    if (!gained) {
        return std::nullopt;
    }
    return best;
}

} // namespace solver

SolverResult optimiseSolution(const Level &level, std::string_view lurd, double seconds,
                              std::size_t memoryLimitBytes, const std::atomic<bool> *cancel,
                              const SolverProgressCallback &progress,
                              std::chrono::milliseconds progressInterval,
                              std::uint64_t maxPositions, OptimiseMetric metric)
{
    const auto started = std::chrono::steady_clock::now();
    SolverResult result;
    const auto finish = [&](SolverStatus status) {
        result.status = status;
        result.stats.optimiseSeconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        result.stats.seconds = result.stats.optimiseSeconds;
        return result;
    };
    const auto length = [](const SolverResult &r) {
        return std::make_pair(static_cast<std::uint32_t>(r.pushCount()),
                              static_cast<std::uint32_t>(r.moveCount()));
    };
    // The input, played by the rules: its pushes, and it must solve the level.
    std::optional<Game> game = Game::fromLevel(level);
    if (!game) {
        result.message = "the level cannot be played";
        result.reason = SolverReason::LevelUnplayable;
        return finish(SolverStatus::InvalidLevel);
    }
    const int startPlayer = game->playerPosition();
    const std::vector<int> startBoxes = game->boxes();
    std::vector<std::pair<int, int>> played; // (level cell of the box, direction)
    std::string walked;
    for (const char c : lurd) {
        const std::optional<Direction> d = directionFromLurd(c);
        const MoveResult step = d ? game->move(*d) : MoveResult{};
        if (!step.moved()) {
            break;
        }
        // Letters in the usual case: walks lower, pushes upper.
        walked.push_back(lurdLetter(*d));
        result.solution.push_back(step.pushedBoxes.empty()
                                      ? lurdLetter(*d)
                                      : static_cast<char>(lurdLetter(*d) - 'a' + 'A'));
        if (!step.pushedBoxes.empty()) {
            SolutionPush push;
            push.boxFrom = step.boxFrom();
            push.boxTo = step.boxTo();
            push.direction = *d;
            walked.back() = static_cast<char>(lurdLetter(*d) - 'a' + 'A');
            push.lurd = walked;
            walked.clear();
            played.emplace_back(push.boxFrom, static_cast<int>(*d));
            result.pushes.push_back(std::move(push));
        }
    }
    if (result.solution.size() != lurd.size() || !game->isSolved()) {
        result.solution.clear();
        result.pushes.clear();
        result.message = "the moves do not solve the level";
        result.reason = SolverReason::MovesDoNotPlay;
        return finish(SolverStatus::InvalidLevel);
    }
    result.stats.foundPushes = result.pushCount();
    result.stats.foundMoves = result.moveCount();
    if (seconds <= 0 || maxPositions == 0 || played.empty() || (cancel && cancel->load())) {
        return finish(SolverStatus::Solved);
    }
    try {
        const solver::Board board(level);
        // The board, and the optimiser's tables: a few numbers per cell.
        const std::size_t fixed =
            board.memoryBytes() + static_cast<std::size_t>(board.cellCount()) * 64;
        if (fixed >= memoryLimitBytes) {
            return finish(SolverStatus::Solved);
        }
        solver::OptimiserLimits limits;
        limits.cancel = cancel;
        limits.memoryBytes = memoryLimitBytes - fixed;
        limits.maxPositions = maxPositions;
        limits.metric = metric;
        auto lastReport = started;
        if (progress) {
            limits.progress = [&](std::uint64_t positions) {
                const auto now = std::chrono::steady_clock::now();
                if (now - lastReport < progressInterval) {
                    return;
                }
                lastReport = now;
                SolverProgress p;
                p.stats.statesExplored = positions;
                p.stats.seconds = std::chrono::duration<double>(now - started).count();
                progress(p);
            };
        }
        limits.deadline = started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                        std::chrono::duration<double>(std::min(seconds, 1e9)));
        std::vector<solver::BoxMove> pushes;
        for (const auto &[box, direction] : played) {
            solver::BoxMove move;
            move.from = board.fromLevelCell(box);
            move.direction = direction;
            move.to = move.from + board.offset(direction);
            move.player = move.from;
            pushes.push_back(move);
        }
        std::vector<int> boxes;
        for (const int b : startBoxes) {
            boxes.push_back(board.fromLevelCell(b));
        }
        std::uint64_t positions = 0;
        const int player = board.fromLevelCell(startPlayer);
        if (metric == OptimiseMetric::Moves) {
            // The search by moves goes through every layer of pushes and covers far less in its
            // time; fewer pushes mostly mean fewer moves too. Half the time goes to the search
            // by pushes first, and its answer, when it has fewer moves, is where the search by
            // moves starts (XSokoban 11-13 at 10 s: 2268 moves instead of 2542).
            solver::OptimiserLimits byPushes = limits;
            byPushes.metric = OptimiseMetric::Pushes;
            byPushes.deadline = started + (*limits.deadline - started) / 2;
            if (const auto first =
                    solver::shortenSolution(board, player, boxes, pushes, byPushes, positions)) {
                solver::VicinitySearch measuring(board, limits, positions);
                const auto before = measuring.measure(player, boxes, pushes);
                const auto after = measuring.measure(player, boxes, *first);
                // The first answer is where the search by moves starts, and what stands when
                // that search finds nothing shorter.
                if (before && after && after->second < before->second)
                    pushes = *first;
            }
        }
        std::optional<std::vector<solver::BoxMove>> shorter =
            solver::shortenSolution(board, player, boxes, pushes, limits, positions);
        result.stats.statesExplored = positions;
        result.stats.optimisePositions = positions;
        // Stopped by cancel too: what it found so far is kept, when it replays and is shorter.
        // Without a shorter way, the same pushes with the shortest walks between them.
        SolverResult written;
        // Reported only when the rules engine plays it to the end, and when it is shorter.
        if (solver::writeSolution(board, startPlayer, startBoxes, shorter ? *shorter : pushes,
                                  written) &&
            solver::replaysWithTheRules(level, written.solution) &&
            solver::isShorter(length(written), length(result), metric)) {
            result.solution = std::move(written.solution);
            result.pushes = std::move(written.pushes);
        }
    } catch (const std::bad_alloc &) {
        // The input stands.
    }
    return finish(SolverStatus::Solved);
}

} // namespace tessera::sokoban
