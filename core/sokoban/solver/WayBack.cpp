// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "WayBack.h"

#include "sokoban/Game.h"
#include "sokoban/Lurd.h"

#include <chrono>
#include <vector>

namespace tessera::sokoban {

namespace {

// The position after the first `moves` steps of `lurd`; nullopt when a step does not play.
std::optional<Game> playPrefix(const Level &start, std::string_view lurd, std::size_t moves,
                               GameOptions rules)
{
    std::optional<Game> game = Game::fromLevel(start, rules);
    if (!game)
        return std::nullopt;
    for (std::size_t i = 0; i < moves && i < lurd.size(); ++i) {
        const std::optional<Direction> d = directionFromLurd(lurd[i]);
        if (!d || !game->move(*d).moved())
            return std::nullopt;
    }
    return game;
}

} // namespace

WayBackResult solveWithWayBack(const Level &start, std::string_view lurd,
                               const SolverOptions &options, const std::atomic<bool> *cancel,
                               const SolverProgressCallback &progress, GameOptions rules)
{
    using Clock = std::chrono::steady_clock;
    const Clock::time_point begin = Clock::now();
    // Each solve gets what is left of the whole limit.
    const auto solveFrom = [&](const Level &position, bool optimise) {
        SolverOptions each = options;
        if (!optimise) {
            each.optimisePositionShare = 0;
            each.optimiseMinPositions = 0;
        }
        if (options.timeLimitSeconds > 0) {
            const double spent = std::chrono::duration<double>(Clock::now() - begin).count();
            each.timeLimitSeconds = options.timeLimitSeconds - spent;
            if (each.timeLimitSeconds <= 0) {
                SolverResult out;
                out.status = SolverStatus::TimedOut;
                return out;
            }
        }
        return Solver(each).solve(position, cancel, progress);
    };

    WayBackResult result;
    // Replay the line once: where its pushes are, and the boxes after each (for the detector).
    std::optional<Game> game = Game::fromLevel(start, rules);
    if (!game) {
        result.current.status = SolverStatus::InvalidLevel;
        result.current.message = "the level cannot be played";
        result.current.reason = SolverReason::LevelUnplayable;
        return result;
    }
    std::vector<std::size_t> pushAt; // lurd index of each push
    std::vector<std::vector<int>> boxesAfter;
    std::vector<int> movedBox;
    for (std::size_t i = 0; i < lurd.size(); ++i) {
        const std::optional<Direction> d = directionFromLurd(lurd[i]);
        const MoveResult step = d ? game->move(*d) : MoveResult{};
        if (!step.moved()) {
            result.current.status = SolverStatus::InvalidLevel;
            result.current.message = "the moves do not play on this level";
            result.current.reason = SolverReason::MovesDoNotPlay;
            return result;
        }
        if (!step.pushedBoxes.empty()) {
            pushAt.push_back(i);
            boxesAfter.push_back(game->boxes());
            movedBox.push_back(step.pushedBoxes.back().to);
        }
    }
    result.current = solveFrom(game->toLevel(), true);
    if (result.current.status != SolverStatus::Unsolvable)
        return result;

    // Positions after push j (1-based; 0 is the start) are solvable up to some j and lost
    // after it. lo: not known to be lost; hi: known lost.
    const std::size_t pushes = pushAt.size();
    std::size_t hi = pushes;
    const DeadlockDetector detector(start);
    for (std::size_t j = 1; j <= pushes; ++j) {
        if (detector.checkPush(boxesAfter[j - 1], movedBox[j - 1])) {
            hi = j;
            break;
        }
    }
    std::size_t lo = 0;
    bool loKnownSolvable = false;
    const auto solvableAfter = [&](std::size_t j) -> std::optional<bool> {
        const std::optional<Game> at =
            playPrefix(start, lurd, j == 0 ? 0 : pushAt[j - 1] + 1, rules);
        if (!at)
            return std::nullopt;
        // Only whether it can be solved counts here: no time for shortening the solution.
        const SolverResult r = solveFrom(at->toLevel(), false);
        if (r.status == SolverStatus::Solved)
            return true;
        if (r.status == SolverStatus::Unsolvable)
            return false;
        return std::nullopt;
    };
    if (pushes == 0) {
        result.startLost = true; // only walks since the start: the start is what is lost
        return result;
    }
    while (hi - lo > 1) {
        const std::size_t mid = lo + (hi - lo) / 2;
        const std::optional<bool> solvable = solvableAfter(mid);
        if (!solvable)
            return result; // not decided
        if (*solvable) {
            lo = mid;
            loKnownSolvable = true;
        } else {
            hi = mid;
        }
    }
    if (!loKnownSolvable) {
        // lo is still the start.
        const std::optional<bool> solvable = solvableAfter(lo);
        if (!solvable)
            return result;
        if (!*solvable) {
            result.startLost = true;
            return result;
        }
    }
    // Back to just before push hi: it and the moves after it are taken back.
    result.undos = static_cast<int>(lurd.size() - pushAt[hi - 1]);
    return result;
}

} // namespace tessera::sokoban
