// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The level generator (sokoban::LevelGenerator) on the walls and goals of Microban levels: for
// each, the pushes of the best level it found and proven within the time limit, the time to the
// first proven level, and beside them the pushes of the original level's solution (the solver's,
// 10 s at most) for scale.
//
//   bench_level_generator [FILE] [--levels A,B,..] [--time-limit S] [--seed S]
//
// FILE defaults to resources/levels/microban.xsb, the levels to ten of it (three of them with 10
// to 16 boxes, where the search runs out of positions; the others are searched through), the
// limit to 30 s a layout (five minutes at most).

#include "sokoban/LevelGenerator.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/Solver.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace tessera::sokoban;

int main(int argc, char **argv)
{
    std::string file = TESSERA_SOURCE_DIR "/resources/levels/microban.xsb";
    std::vector<int> levels{20, 60, 100, 131, 140, 144, 145, 151, 153, 155};
    GeneratorOptions options;
    options.timeLimitSeconds = 30;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--levels" && hasValue) {
            levels.clear();
            std::stringstream list(argv[++i]);
            std::string item;
            while (std::getline(list, item, ','))
                levels.push_back(std::atoi(item.c_str()));
        } else if (arg == "--time-limit" && hasValue) {
            options.timeLimitSeconds = std::atof(argv[++i]);
        } else if (arg == "--seed" && hasValue) {
            options.seed = std::strtoull(argv[++i], nullptr, 10);
        } else if (arg == "--help" || arg.rfind("--", 0) == 0) {
            std::fprintf(stderr, "usage: %s [FILE] [--levels A,B,..] [--time-limit S] [--seed S]\n",
                         argv[0]);
            return arg == "--help" ? 0 : 2;
        } else {
            file = arg;
        }
    }
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", file.c_str());
        return 2;
    }
    std::stringstream text;
    text << in.rdbuf();
    const LevelCollection collection = readXsb(text.str());

    std::printf("Level generator, %.0f s a layout, seed %llu, %s\n", options.timeLimitSeconds,
                static_cast<unsigned long long>(options.seed), file.c_str());
    std::printf("%-6s %5s %10s %-15s %7s %7s %7s %7s %9s %9s %9s\n", "level", "boxes", "positions",
                "search", "pushes", "fewest", "changes", "moves", "first(s)", "best(s)",
                "original");
    int total = 0;
    int counted = 0;
    for (const int number : levels) {
        if (number < 1 || number > static_cast<int>(collection.levels.size()))
            continue;
        const Level &level = collection.levels[static_cast<std::size_t>(number - 1)].level;
        int goals = 0;
        for (const Cell &c : level.cells)
            goals += c.goal ? 1 : 0;
        const GeneratorResult result = LevelGenerator(options).generate(level);
        SolverOptions solverOptions;
        solverOptions.timeLimitSeconds = 10;
        const SolverResult original = Solver(solverOptions).solve(level);
        const std::string originalPushes = original.status == SolverStatus::Solved
                                               ? std::to_string(original.pushCount())
                                               : std::string(solverStatusName(original.status));
        if (result.best) {
            std::printf("%-6d %5d %10llu %-15s %7d %7d %7d %7d %9.3f %9.3f %9s\n", number, goals,
                        static_cast<unsigned long long>(result.positions),
                        generatorStatusName(result.status).c_str(), result.best->pushes,
                        result.best->fewestPushes, result.best->boxChanges, result.best->moves,
                        result.firstValidSeconds, result.best->seconds, originalPushes.c_str());
            total += result.best->pushes;
            ++counted;
        } else {
            std::printf("%-6d %5d %10llu %-15s %7s %7s %7s %7s %9s %9s %9s\n", number, goals,
                        static_cast<unsigned long long>(result.positions),
                        generatorStatusName(result.status).c_str(), "-", "-", "-", "-", "-", "-",
                        originalPushes.c_str());
        }
        std::fflush(stdout);
    }
    std::printf("levels generated: %d of %zu, pushes in all: %d\n", counted, levels.size(), total);
    return 0;
}
