// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Fifteen solver benchmark (issue 7): builds or loads the 6-6-3 pattern databases, solves
// Korf's 100 positions optimally and checks every length against the published optimum, and
// answers the 80-move positions under the Hint's 0.2 s limit. Prints medians over --runs.
//
//   bench_fifteen_solver [--tables FILE] [--runs N] [--jobs N] [--data DIR] [--build-threads N]
//
// --tables FILE caches the tables: loaded when FILE holds valid tables, else built and saved.

#include "fifteen/solver/FifteenSolver.h"
#include "fifteen/solver/PatternDatabase.h"
#include "fifteen/solver/PositionRules.h"
#include "fifteen/solver/ReductionSolver.h"
#include "fifteen/solver/SolutionText.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

using namespace tessera::fifteen;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// CPU time of the whole process: on a shared machine this says more than wall time.
double cpuSeconds()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

std::vector<std::vector<int>> readLines(const std::string &path)
{
    std::ifstream in(path);
    if (!in) {
        std::cerr << "cannot read " << path << "\n";
        std::exit(2);
    }
    std::vector<std::vector<int>> lines;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::vector<int> numbers;
        int n = 0;
        while (fields >> n)
            numbers.push_back(n);
        if (!numbers.empty())
            lines.push_back(numbers);
    }
    return lines;
}

std::shared_ptr<const PatternDatabase> tablesFor(const std::string &cacheFile, int threads)
{
    if (!cacheFile.empty()) {
        std::ifstream in(cacheFile, std::ios::binary);
        if (in) {
            const auto start = Clock::now();
            auto loaded = PatternDatabase::load(in);
            if (auto *database = std::get_if<PatternDatabase>(&loaded)) {
                if (database->partition() == PatternPartition::fifteen663()) {
                    std::printf("tables: loaded %s in %.3f s (%zu bytes of tables)\n",
                                cacheFile.c_str(), secondsSince(start), database->tableBytes());
                    return std::make_shared<const PatternDatabase>(std::move(*database));
                }
                std::printf("tables: %s holds another partition; rebuilding\n", cacheFile.c_str());
            } else {
                std::printf("tables: %s refused (%s); rebuilding\n", cacheFile.c_str(),
                            std::get<Error>(loaded).message.c_str());
            }
        }
    }
    PatternBuildOptions options;
    options.threads = threads;
    const auto start = Clock::now();
    const double cpuStart = cpuSeconds();
    auto built = PatternDatabase::build(PatternPartition::fifteen663(), options);
    if (auto *error = std::get_if<Error>(&built)) {
        std::cerr << "building the tables failed: " << error->message << "\n";
        std::exit(1);
    }
    auto database =
        std::make_shared<const PatternDatabase>(std::get<PatternDatabase>(std::move(built)));
    std::printf("tables: built 6-6-3 in %.2f s wall, %.2f s CPU, %d thread(s); %zu bytes "
                "(%.1f MB)\n",
                secondsSince(start), cpuSeconds() - cpuStart, threads, database->tableBytes(),
                static_cast<double>(database->tableBytes()) / (1 << 20));
    if (!cacheFile.empty()) {
        const auto saveStart = Clock::now();
        std::ofstream out(cacheFile, std::ios::binary | std::ios::trunc);
        if (!out || !database->save(out))
            std::printf("tables: could not write %s\n", cacheFile.c_str());
        else
            std::printf("tables: saved to %s in %.3f s\n", cacheFile.c_str(),
                        secondsSince(saveStart));
    }
    return database;
}

struct Solved
{
    double seconds = 0;
    std::uint64_t nodes = 0;
    int length = -1;
    bool optimal = false;
    bool replays = false;
};

Solved solveOne(const std::vector<int> &tiles, const SolveOptions &options)
{
    Solved solved;
    const auto start = Clock::now();
    auto result = solve(tiles, 4, 4, options);
    solved.seconds = secondsSince(start);
    if (auto *r = std::get_if<SolveResult>(&result)) {
        solved.nodes = r->nodesExpanded;
        solved.length = static_cast<int>(r->moves.size());
        solved.optimal = r->optimal;
        auto end = applyMoves(tiles, 4, 4, r->moves);
        solved.replays = std::holds_alternative<std::vector<int>>(end) &&
                         isGoal(std::get<std::vector<int>>(end));
    }
    return solved;
}

// Solves every position; `jobs` threads take positions in turn.
std::vector<Solved> solveAll(const std::vector<std::vector<int>> &positions,
                             const SolveOptions &options, int jobs)
{
    std::vector<Solved> results(positions.size());
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t i = next++; i < positions.size(); i = next++)
            results[i] = solveOne(positions[i], options);
    };
    std::vector<std::thread> helpers;
    for (int j = 1; j < jobs; ++j)
        helpers.emplace_back(work);
    work();
    for (auto &helper : helpers)
        helper.join();
    return results;
}

} // namespace

int main(int argc, char **argv)
{
    std::string cacheFile;
    std::string dataDir = std::string(TESSERA_SOURCE_DIR) + "/../shared/benchmarks/fifteen";
    int runs = 5;
    int jobs = 1;
    int buildThreads = 2;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--tables" && hasValue)
            cacheFile = argv[++i];
        else if (arg == "--runs" && hasValue)
            runs = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--jobs" && hasValue)
            jobs = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--data" && hasValue)
            dataDir = argv[++i];
        else if (arg == "--build-threads" && hasValue)
            buildThreads = std::max(1, std::atoi(argv[++i]));
        else {
            std::cerr << "usage: bench_fifteen_solver [--tables FILE] [--runs N] [--jobs N] "
                         "[--data DIR] [--build-threads N]\n";
            return 2;
        }
    }

    const auto korf = readLines(dataDir + "/korf100_tessera_goal.txt");
    const auto optimum = readLines(dataDir + "/korf100_optimal.txt");
    const auto hard = readLines(dataDir + "/hard80.txt");
    if (korf.size() != optimum.size()) {
        std::cerr << "korf100_tessera_goal.txt and korf100_optimal.txt differ in length\n";
        return 2;
    }

    const auto tables = tablesFor(cacheFile, buildThreads);
    SolveOptions optimal;
    optimal.tables = tables;

    // Korf's 100, optimal.
    std::vector<double> wallTotals;
    std::vector<double> cpuTotals;
    std::vector<double> medians;
    std::uint64_t nodes = 0;
    int mismatches = 0;
    for (int run = 0; run < runs; ++run) {
        const auto start = Clock::now();
        const double cpuStart = cpuSeconds();
        const auto results = solveAll(korf, optimal, jobs);
        const double wall = secondsSince(start);
        const double cpu = cpuSeconds() - cpuStart;
        std::vector<double> perPosition;
        nodes = 0;
        mismatches = 0;
        for (std::size_t i = 0; i < results.size(); ++i) {
            const Solved &s = results[i];
            perPosition.push_back(s.seconds);
            nodes += s.nodes;
            if (s.length != optimum[i][0] || !s.optimal || !s.replays) {
                ++mismatches;
                if (run == 0)
                    std::printf("  MISMATCH korf #%zu: length %d (optimal %d), optimal flag %d, "
                                "replays %d\n",
                                i + 1, s.length, optimum[i][0], s.optimal, s.replays);
            }
        }
        wallTotals.push_back(wall);
        cpuTotals.push_back(cpu);
        medians.push_back(median(perPosition));
        std::printf("korf100 run %d: %.3f s wall, %.3f s CPU, median %.1f ms, max %.1f ms, "
                    "%llu nodes, %d mismatches\n",
                    run + 1, wall, cpu, median(perPosition) * 1000,
                    *std::max_element(perPosition.begin(), perPosition.end()) * 1000,
                    static_cast<unsigned long long>(nodes), mismatches);
    }
    std::printf("korf100 (%d job(s)): median of %d runs: %.3f s wall, %.3f s CPU for all 100; "
                "median per position %.1f ms; %llu nodes expanded (%.1f M/s CPU); %s\n",
                jobs, runs, median(wallTotals), median(cpuTotals), median(medians) * 1000,
                static_cast<unsigned long long>(nodes),
                static_cast<double>(nodes) / median(cpuTotals) / 1e6,
                mismatches == 0 ? "all 100 optimal" : "MISMATCHES");

    // The fast solver on the same positions.
    {
        long reductionMoves = 0;
        long optimalMoves = 0;
        double worst = 0;
        std::vector<double> times;
        for (std::size_t i = 0; i < korf.size(); ++i) {
            const auto start = Clock::now();
            const auto moves = solveByReduction(korf[i], 4, 4);
            const double seconds = secondsSince(start);
            times.push_back(seconds);
            worst = std::max(worst, seconds);
            reductionMoves += moves ? static_cast<long>(moves->size()) : 0;
            optimalMoves += optimum[i][0];
        }
        std::printf("fast solver on korf100: %.1f moves on average vs %.1f optimal (x%.2f); "
                    "median %.3f ms, max %.3f ms\n",
                    reductionMoves / 100.0, optimalMoves / 100.0,
                    static_cast<double>(reductionMoves) / optimalMoves, median(times) * 1000,
                    worst * 1000);
    }

    // The Hint's budget: 0.2 s per position.
    SolveOptions hint = optimal;
    hint.timeLimit = std::chrono::milliseconds(200);
    {
        const auto results = solveAll(korf, hint, 1);
        int proven = 0;
        long moves = 0;
        long optimalMoves = 0;
        double worst = 0;
        for (std::size_t i = 0; i < results.size(); ++i) {
            proven += results[i].optimal ? 1 : 0;
            optimalMoves += optimum[i][0];
            moves += results[i].length;
            worst = std::max(worst, results[i].seconds);
        }
        std::printf("korf100 with a 0.2 s limit: %d of 100 proven optimal, %.1f moves on "
                    "average (optimal %.1f), slowest answer %.0f ms\n",
                    proven, moves / 100.0, optimalMoves / 100.0, worst * 1000);
    }
    // The app's Hint searches 150 ms (FifteenAssistant::hintTimeLimitMs) to answer in 200.
    {
        SolveOptions appHint = optimal;
        appHint.timeLimit = std::chrono::milliseconds(150);
        std::vector<std::vector<int>> all = korf;
        all.insert(all.end(), hard.begin(), hard.end());
        const auto results = solveAll(all, appHint, 1);
        double worst = 0;
        int replayed = 0;
        for (const Solved &r : results) {
            worst = std::max(worst, r.seconds);
            replayed += r.replays ? 1 : 0;
        }
        std::printf("hint budget (150 ms) on korf100 + hard80: slowest answer %.0f ms, %d of %zu "
                    "replay to the goal\n",
                    worst * 1000, replayed, all.size());
    }
    {
        std::printf("hard80 with a 0.2 s limit:\n");
        const auto results = solveAll(hard, hint, 1);
        for (std::size_t i = 0; i < results.size(); ++i) {
            std::printf("  #%zu: %d moves, optimal %s, %.0f ms, replays %s\n", i + 1,
                        results[i].length, results[i].optimal ? "true" : "false",
                        results[i].seconds * 1000, results[i].replays ? "yes" : "NO");
        }
    }
    return mismatches == 0 ? 0 : 1;
}
