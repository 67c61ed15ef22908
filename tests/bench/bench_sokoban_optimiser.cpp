// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The solution optimiser on the solver's own unoptimised solutions (as `tessera-cli sokoban
// solve --optimise 0` gives them): for each level, the pushes and moves before and after
// optimising for S seconds by pushes and by moves, every answer replayed by the rules engine.
// A table, then the totals; exits 1 when any answer is longer by its metric or does not solve.
//
//   bench_sokoban_optimiser [FILE] [--levels A-B] [--seconds S] [--solve-limit S]
//
// FILE defaults to resources/levels/xsokoban.xsb, the levels to 1-20, S to 10 s for each
// metric, the solve to 120 s a level (a level not solved in it is listed and skipped).

#include "../core/sokoban/SolverTestLevels.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/SolutionOptimiser.h"
#include "sokoban/solver/Solver.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>

using namespace tessera::sokoban;

int main(int argc, char **argv)
{
    std::string file = TESSERA_SOURCE_DIR "/resources/levels/xsokoban.xsb";
    int first = 1;
    int last = 20;
    double seconds = 10;
    double solveLimit = 120;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--levels" && hasValue) {
            if (std::sscanf(argv[++i], "%d-%d", &first, &last) != 2) {
                std::fprintf(stderr, "--levels A-B, e.g. 1-20\n");
                return 2;
            }
        } else if (arg == "--seconds" && hasValue) {
            seconds = std::atof(argv[++i]);
        } else if (arg == "--solve-limit" && hasValue) {
            solveLimit = std::atof(argv[++i]);
        } else if (arg == "--help" || arg == "-h") {
            std::printf("bench_sokoban_optimiser [FILE] [--levels A-B] [--seconds S] "
                        "[--solve-limit S]\n");
            return 0;
        } else if (!arg.empty() && arg[0] != '-') {
            file = arg;
        } else {
            std::fprintf(stderr, "unknown argument %s\n", arg.c_str());
            return 2;
        }
    }
    const LevelCollection levels = readXsbFile(file);
    if (levels.levels.empty()) {
        std::fprintf(stderr, "no level in %s\n", file.c_str());
        return 2;
    }
    std::printf("%s, levels %d-%d: the solver's solution (--optimise 0), then %.0f s of the "
                "optimiser by pushes and by moves\n\n",
                file.c_str(), first, last, seconds);
    std::printf("level | found: pushes moves | by pushes: pushes moves    s | by moves: pushes "
                "moves    s\n");
    std::printf("------+---------------------+---------------------------+---------------------"
                "------\n");
    long long totals[6] = {};
    int counted = 0;
    bool allGood = true;
    for (int n = first; n <= last && n <= static_cast<int>(levels.levels.size()); ++n) {
        const Level &level = levels.levels[static_cast<std::size_t>(n - 1)].level;
        SolverOptions options;
        options.timeLimitSeconds = solveLimit;
        options.optimisePositionShare = 0;
        options.optimiseMinPositions = 0;
        options.optimiseSeconds = 0;
        const SolverResult found = Solver(options).solve(level);
        if (found.status != SolverStatus::Solved) {
            std::printf("%5d | not solved in %.0f s (%s)\n", n, solveLimit,
                        std::string(solverStatusName(found.status)).c_str());
            std::fflush(stdout);
            continue;
        }
        std::printf("%5d | %13d %5d |", n, found.pushCount(), found.moveCount());
        int column = 2;
        for (const OptimiseMetric metric : {OptimiseMetric::Pushes, OptimiseMetric::Moves}) {
            const SolverResult r =
                optimiseSolution(level, found.solution, seconds, std::size_t{1} << 30, nullptr, {},
                                 {}, noPositionLimit, metric);
            const std::string error = solvertest::replayError(level, r.solution);
            const std::pair<int, int> before{found.pushCount(), found.moveCount()};
            const std::pair<int, int> after{r.pushCount(), r.moveCount()};
            const bool longer = metric == OptimiseMetric::Pushes
                                    ? after > before
                                    : std::make_pair(after.second, after.first) >
                                          std::make_pair(before.second, before.first);
            const bool good = r.status == SolverStatus::Solved && error.empty() && !longer;
            allGood = allGood && good;
            std::printf(" %17d %5d %4.1f%s |", r.pushCount(), r.moveCount(),
                        r.stats.optimiseSeconds, good ? "" : " WRONG");
            totals[column++] += r.pushCount();
            totals[column++] += r.moveCount();
        }
        totals[0] += found.pushCount();
        totals[1] += found.moveCount();
        ++counted;
        std::printf("\n");
        std::fflush(stdout);
    }
    std::printf("------+---------------------+---------------------------+---------------------"
                "------\n");
    std::printf("total | %13lld %5lld | %17lld %5lld      | %17lld %5lld      (%d levels)\n",
                totals[0], totals[1], totals[2], totals[3], totals[4], totals[5], counted);
    std::printf("%s\n", allGood ? "every answer replays to solved and is no longer by its metric"
                                : "SOME ANSWER IS LONGER OR WRONG");
    return allGood ? 0 : 1;
}
