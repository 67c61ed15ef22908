// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// What the Sokoban screen's Hint costs (sokoban::solveWithWayBack, as the app's worker thread
// runs it): for each level of an XSB file, a hint halfway along the solver's own solution
// (a solvable position), and a hint after one more push that loses (the way back: how many
// undos lead to a solvable position), which is checked to answer 1.
//
//   bench_sokoban_hint [FILE] [--time-limit S]
//
// FILE defaults to resources/levels/microban.xsb, the limit (for the whole hint) to 10 s.

#include "sokoban/Game.h"
#include "sokoban/Lurd.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/DeadlockDetector.h"
#include "sokoban/solver/WayBack.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace tessera::sokoban;
using tessera::Direction;
using tessera::directionFromLurd;
using tessera::lurdLetter;
using Clock = std::chrono::steady_clock;

namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double maxOf(const std::vector<double> &v)
{
    return v.empty() ? 0 : *std::max_element(v.begin(), v.end());
}

double msSince(Clock::time_point t)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

} // namespace

int main(int argc, char **argv)
{
    std::string file = std::string(TESSERA_SOURCE_DIR) + "/resources/levels/microban.xsb";
    SolverOptions options;
    options.timeLimitSeconds = 10;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--time-limit" && i + 1 < argc)
            options.timeLimitSeconds = std::atof(argv[++i]);
        else
            file = arg;
    }
    const LevelCollection read = readXsbFile(file);
    std::vector<double> solvableMs, lostMs, checkUs;
    int levels = 0, lostLevels = 0, wrong = 0;
    for (std::size_t n = 0; n < read.levels.size(); ++n) {
        const Level &start = read.levels[n].level;
        const SolverResult solved = Solver(options).solve(start);
        if (solved.status != SolverStatus::Solved || solved.pushes.size() < 2)
            continue;
        ++levels;
        // Halfway: just after the middle push of the solution.
        std::optional<Game> game = Game::fromLevel(start);
        const DeadlockDetector detector(start);
        std::string line;
        std::size_t pushes = 0;
        for (const char c : solved.solution) {
            const MoveResult step = game->move(*directionFromLurd(c));
            line += c;
            if (!step.pushedBoxes.empty()) {
                // The check the app runs after every push.
                const auto t = Clock::now();
                const auto dead = detector.checkPush(game->boxes(), step.boxTo());
                checkUs.push_back(msSince(t) * 1000);
                (void)dead;
                if (++pushes == solved.pushes.size() / 2)
                    break;
            }
        }
        auto t = Clock::now();
        const WayBackResult hint = solveWithWayBack(start, line, options);
        solvableMs.push_back(msSince(t));
        if (hint.current.status != SolverStatus::Solved)
            ++wrong;
        // One more step that pushes a box into a simple deadlock, if one of the four does.
        for (const Direction d : tessera::allDirections) {
            std::optional<Game> trial = game;
            const MoveResult step = trial->move(d);
            if (step.pushedBoxes.empty() || !detector.checkPush(trial->boxes(), step.boxTo()))
                continue;
            const std::string lost =
                line + static_cast<char>(std::toupper(static_cast<unsigned char>(lurdLetter(d))));
            t = Clock::now();
            const WayBackResult back = solveWithWayBack(start, lost, options);
            lostMs.push_back(msSince(t));
            ++lostLevels;
            if (back.current.status != SolverStatus::Unsolvable || !back.undos || *back.undos != 1)
                ++wrong;
            break;
        }
    }
    std::printf("file: %s\n", file.c_str());
    std::printf("hint on a solvable position (%d levels): median %.2f ms, max %.1f ms\n", levels,
                median(solvableMs), maxOf(solvableMs));
    std::printf(
        "hint on a lost position, way back found (%d levels): median %.2f ms, max %.1f ms\n",
        lostLevels, median(lostMs), maxOf(lostMs));
    std::printf("deadlock check after a push (%zu pushes): median %.2f us, max %.1f us\n",
                checkUs.size(), median(checkUs), maxOf(checkUs));
    std::printf("wrong answers: %d\n", wrong);
    return wrong == 0 ? 0 : 1;
}
