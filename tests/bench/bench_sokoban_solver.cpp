// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Solves every level of an XSB file with a time limit per level, verifies every solution by
// replaying it with the rules engine, and prints per-level figures (for a level solved, which
// search found it: "by features", "by backward 10"...) and a summary; then times the deadlock
// checks the app runs after each move, on a generated 128x128 level.
//
//   bench_sokoban_solver [FILE] [--time-limit S] [--cpu-limit S] [--levels A-B]
//                        [--weights W1,W2..] [--memory-limit MB] [--no-corrals] [--no-tunnels]
//                        [--no-frozen-goals] [--rooms] [--no-room-connectivity]
//                        [--no-hand-over-rooms] [--passages-way-round]
//                        [--hand-over-way-round] [--hand-over-advice-first]
//                        [--no-after-backward] [--after-backward-box-moves]
//                        [--box-moves-first N] [--features W]
//                        [--join-after MS]
//                        [--hand-over W[+]@N|none] [--advisors|--no-advisors]
//                        [--advice-first|--no-advice-first] [--box-moves|--no-box-moves]
//                        [--hand-over-box-moves] [--packing-macros N]
//                        [--frontier-visits N] [--hand-over-visits N] [--backward W@N,..|none]
//                        [--no-corral-deadlocks] [--no-patterns] [--no-share-patterns]
//                        [--meeting] [--hotspots|--no-hotspots]
//                        [--bounded-tree|--no-bounded-tree] [--no-boxes-as-moves]
//                        [--no-optimise]
//                        [--optimise-share X] [--optimise-min N] [--optimise-seconds S]
//                        [--no-deadlock-bench] [--help]
//
// FILE defaults to resources/levels/microban.xsb, the limit to 10 s of wall-clock time.
// --cpu-limit stops each level after that much CPU time of the process instead (all threads),
// which stays comparable when other jobs share the machine; the wall-clock limit is then ten
// times that, a backstop (the bounded tree works only in a solve with a time limit).
// --weights none --features W runs the feature search alone; --features 0 turns it off.
// --packing-macros N tries N boxes for the feature searches' packing macro (0: none).
// --passages-way-round: the first feature search counts a blocked passage only where the player
// cannot walk round it (SolverOptions::passagesWayRound); --hand-over-way-round: the hand-over's.
// --hand-over-advice-first: the hand-over's feature search orders by advice first, the bound
// only breaking ties (SolverOptions::handOverAdviceFirst).
// --no-after-backward: no third feature search on the thread of the first backward search to
// drop out (SolverOptions::afterBackwardFeatureSearch); --after-backward-box-moves: that
// search moves boxes (afterBackwardBoxMoves); --box-moves-first N: before it, the same search
// with the other kind of move expands N positions (afterBackwardBoxMovesFirst).
// --advice-first / --no-advice-first: the first feature search, ordered by advice, takes
// advice first, or advice plus the weighted bound (SolverOptions::featureAdviceFirst).
// --box-moves / --no-box-moves: the first feature search moves a box to any place it can reach
// as one move, or makes single pushes and packing macros (SolverOptions::featureBoxMoves);
// --hand-over-box-moves: the hand-over's does (handOverBoxMoves). The first feature search
// before 7 December 2026: --no-advisors --no-advice-first --no-box-moves.
// --meeting: the forward searches meet the backward search (SolverOptions::meetBackward); a
// level shows the candidates posted after its figures, and "met" when its solution was joined
// at one.
// --hotspots / --no-hotspots: the feature searches ordered by advice take a push that leaves
// boxes less in each other's way as advised, or not (SolverOptions::hotspotAdvisor).
// --bounded-tree / --no-bounded-tree: the feature searches drop their worse open positions at
// the memory limit and go on (the default), or stop there (SolverOptions::boundedTree); a
// level shows the positions dropped after its figures.
// --no-boxes-as-moves: the feature searches keep every position's boxes whole instead of as the
// move from its parent's (SolverOptions::boxesAsMoves); the same positions, more memory.
// --join-after sets the processor time (ms) after which the searches besides the first start.
// Each solved level also shows what the solution optimiser did (pushes and moves of the solution
// found -> reported, its time and positions); --no-optimise turns it off, --optimise-share and
// --optimise-min set its budget in positions (SolverOptions::optimisePositionShare,
// optimiseMinPositions), --optimise-seconds a time instead (optimiseSeconds).

#include "../core/sokoban/SolverTestLevels.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/DeadlockDetector.h"
#include "sokoban/solver/Solver.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace tessera::sokoban;

namespace {

double median(std::vector<double> v)
{
    if (v.empty()) {
        return 0;
    }
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1))];
}

// A 128x128 level: a wall ring, scattered wall pieces, and a box on about every eighth floor
// cell with as many goals at random: far more boxes than any real level, most positions dead
// somewhere (a check may stop at the first deadlock it finds).
Level randomBigLevel(std::mt19937 &rng)
{
    const int size = Level::maxSize;
    Level level(size, size);
    std::uniform_int_distribution<int> percent(0, 99);
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            Cell &c = level.at(x, y);
            const bool border = x == 0 || y == 0 || x == size - 1 || y == size - 1;
            c.terrain = border || percent(rng) < 8 ? Terrain::Wall : Terrain::Floor;
            if (c.terrain == Terrain::Floor) {
                c.box = percent(rng) < 12;
                c.goal = percent(rng) < 12;
            }
        }
    }
    level.at(size / 2, size / 2) = Cell{Terrain::Floor, false, false, true};
    return level;
}

// A 128x128 level that is alive although crowded: blocks of boxes on goals (each frozen, which
// the check must follow through) with free boxes off goal between them, away from the walls.
Level crowdedBigLevel(std::mt19937 &rng)
{
    const int size = Level::maxSize;
    Level level(size, size);
    std::uniform_int_distribution<int> percent(0, 99);
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            Cell &c = level.at(x, y);
            const bool border = x == 0 || y == 0 || x == size - 1 || y == size - 1;
            c.terrain = border ? Terrain::Wall : Terrain::Floor;
            if (border) {
                continue;
            }
            // 6x6 blocks: a 4x4 square of boxes on goals, framed by free floor.
            const int bx = (x - 1) % 6;
            const int by = (y - 1) % 6;
            const bool inBlock = bx >= 1 && bx <= 4 && by >= 1 && by <= 4;
            c.goal = inBlock || percent(rng) < 3;
            c.box = inBlock;
            // Loose boxes on the frames, never touching a wall or a block.
            if (!inBlock && x > 2 && y > 2 && x < size - 3 && y < size - 3 && bx == 0 && by == 0) {
                c.box = percent(rng) < 50;
            }
        }
    }
    level.at(size / 2 + 1, size / 2 + 1).player = true;
    return level;
}

struct CheckTimes
{
    std::vector<double> build, push, full;
    std::size_t boxes = 0;
    int dead = 0;
};

void timeChecks(const Level &level, std::mt19937 &rng, CheckTimes &times)
{
    auto t0 = std::chrono::steady_clock::now();
    const DeadlockDetector detector(level);
    auto ms = [&] {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
            .count();
    };
    times.build.push_back(ms());
    std::vector<int> boxes;
    for (int i = 0; i < level.width * level.height; ++i) {
        if (level.cells[static_cast<std::size_t>(i)].box) {
            boxes.push_back(i);
        }
    }
    times.boxes = boxes.size();
    std::uniform_int_distribution<std::size_t> pick(0, boxes.size() - 1);
    for (int i = 0; i < 2000; ++i) {
        const int moved = boxes[pick(rng)];
        t0 = std::chrono::steady_clock::now();
        const bool dead = detector.checkPush(boxes, moved).has_value();
        times.push.push_back(ms());
        times.dead += dead ? 1 : 0;
    }
    for (int i = 0; i < 20; ++i) {
        t0 = std::chrono::steady_clock::now();
        const bool dead = detector.check(boxes).has_value();
        times.full.push_back(ms());
        times.dead += dead ? 1 : 0;
    }
}

void printChecks(const char *what, const CheckTimes &t)
{
    std::printf("%s, %zu boxes:\n", what, t.boxes);
    std::printf("  detector construction (dead squares): median %.3f ms\n", median(t.build));
    std::printf("  checkPush (after a move):  median %.4f ms, 99th percentile %.4f ms, max %.3f ms "
                "over %zu checks\n",
                median(t.push), percentile(t.push, 0.99),
                *std::max_element(t.push.begin(), t.push.end()), t.push.size());
    std::printf("  check (whole position):    median %.3f ms, 99th percentile %.3f ms, max %.3f ms "
                "over %zu checks\n",
                median(t.full), percentile(t.full, 0.99),
                *std::max_element(t.full.begin(), t.full.end()), t.full.size());
    std::printf("  (%d of them found a deadlock)\n", t.dead);
}

void benchDeadlockChecks()
{
    std::mt19937 rng(7);
    CheckTimes random;
    CheckTimes crowded;
    for (int round = 0; round < 5; ++round) {
        timeChecks(randomBigLevel(rng), rng, random);
        timeChecks(crowdedBigLevel(rng), rng, crowded);
    }
    std::printf("\ndeadlock checks on 128x128 levels (5 levels each):\n");
    printChecks("random boxes and goals (mostly dead)", random);
    printChecks("crowded but alive (no check may stop early)", crowded);
}

double processCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Raises `cancel` once the process has spent `limit` CPU seconds from its construction.
class CpuWatchdog
{
public:
    CpuWatchdog(double limit, std::atomic<bool> &cancel)
    {
        if (limit <= 0) {
            return;
        }
        const double end = processCpuSeconds() + limit;
        m_thread = std::thread([this, end, &cancel] {
            std::unique_lock<std::mutex> lock(m_mutex);
            while (!m_done && !m_wake.wait_for(lock, std::chrono::milliseconds(20),
                                               [this] { return m_done; })) {
                if (processCpuSeconds() >= end) {
                    cancel = true;
                    return;
                }
            }
        });
    }
    ~CpuWatchdog()
    {
        if (m_thread.joinable()) {
            {
                const std::lock_guard<std::mutex> lock(m_mutex);
                m_done = true;
            }
            m_wake.notify_all();
            m_thread.join();
        }
    }
    CpuWatchdog(const CpuWatchdog &) = delete;
    CpuWatchdog &operator=(const CpuWatchdog &) = delete;

private:
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_done = false;
    std::thread m_thread;
};

// How the header names a feature search's room connectivity and its passage count.
const char *roomsLabel(bool roomConnectivity, bool wayRound)
{
    return !roomConnectivity ? "" : wayRound ? " rooms (way round)" : " rooms";
}

// " met" when the solution was joined where the searches met, the candidates posted.
std::string meetingText(const SolverStats &stats)
{
    if (stats.meetingCandidates == 0) {
        return {};
    }
    return (stats.foundAtMeeting ? "  met, candidates " : "  candidates ") +
           std::to_string(stats.meetingCandidates);
}

std::string droppedText(const SolverStats &stats)
{
    return stats.positionsDropped == 0 ? std::string()
                                       : "  dropped " + std::to_string(stats.positionsDropped);
}

} // namespace

int main(int argc, char **argv)
{
    std::string file = std::string(TESSERA_SOURCE_DIR) + "/resources/levels/microban.xsb";
    SolverOptions options;
    options.timeLimitSeconds = 10;
    int first = 1;
    int last = 1 << 30;
    bool deadlockBench = true;
    double cpuLimit = 0;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "%s needs a value\n", arg.c_str());
                std::exit(2);
            }
            return argv[++i];
        };
        if (arg == "--time-limit") {
            options.timeLimitSeconds = std::atof(value().c_str());
        } else if (arg == "--cpu-limit") {
            cpuLimit = std::atof(value().c_str());
        } else if (arg == "--levels") {
            const std::string range = value();
            const auto dash = range.find('-');
            first = std::atoi(range.substr(0, dash).c_str());
            last = dash == std::string::npos ? first : std::atoi(range.substr(dash + 1).c_str());
        } else if (arg == "--weights") {
            options.heuristicWeights.clear();
            std::string list = value();
            // "none": no weighted search (with --features, the feature search alone).
            for (std::size_t at = 0; list != "none" && at <= list.size();) {
                const std::size_t comma = std::min(list.find(',', at), list.size());
                options.heuristicWeights.push_back(std::atoi(list.substr(at, comma - at).c_str()));
                at = comma + 1;
            }
        } else if (arg == "--memory-limit" || arg == "--memory-mb") {
            options.memoryLimitBytes = std::size_t(std::atoll(value().c_str())) << 20;
        } else if (arg == "--no-corrals") {
            options.piCorrals = false;
        } else if (arg == "--no-corral-deadlocks") {
            options.corralDeadlocks = false;
        } else if (arg == "--no-patterns") {
            options.deadlockPatterns = false;
        } else if (arg == "--no-share-patterns") {
            options.sharePatterns = false;
        } else if (arg == "--meeting") {
            options.meetBackward = true;
        } else if (arg == "--hotspots") {
            options.hotspotAdvisor = true;
        } else if (arg == "--no-hotspots") {
            options.hotspotAdvisor = false;
        } else if (arg == "--bounded-tree") {
            options.boundedTree = true;
        } else if (arg == "--no-bounded-tree") {
            options.boundedTree = false;
        } else if (arg == "--no-boxes-as-moves") {
            options.boxesAsMoves = false;
        } else if (arg == "--share-both-ways") {
            options.featureSearchTakesPatterns = true;
        } else if (arg == "--features") {
            options.featureSearchWeight = std::atoi(value().c_str());
        } else if (arg == "--hand-over") {
            // "W@N": a weighted search hands over to a feature search at weight W after N
            // expansions ("W+@N": one ordered by advice); "none": never.
            const std::string spec = value();
            const auto at = spec.find('@');
            options.handOverFeatureWeight = spec == "none" ? 0 : std::atoi(spec.c_str());
            options.handOverAdvisors = spec.find('+') != std::string::npos;
            if (at != std::string::npos) {
                options.handOverAfter = std::strtoull(spec.c_str() + at + 1, nullptr, 10);
            }
        } else if (arg == "--frontier-visits") {
            options.featureFrontierVisits = std::atoi(value().c_str());
        } else if (arg == "--hand-over-visits") {
            options.handOverFrontierVisits = std::atoi(value().c_str());
        } else if (arg == "--advisors") {
            options.featureAdvisors = true;
        } else if (arg == "--no-advisors") {
            options.featureAdvisors = false;
        } else if (arg == "--packing-macros") {
            options.packingMacroBoxes = std::atoi(value().c_str());
        } else if (arg == "--no-room-connectivity") {
            options.roomConnectivity = false;
        } else if (arg == "--passages-way-round") {
            options.passagesWayRound = true;
        } else if (arg == "--hand-over-advice-first") {
            options.handOverAdviceFirst = true;
        } else if (arg == "--no-after-backward") {
            options.afterBackwardFeatureSearch = false;
        } else if (arg == "--after-backward-box-moves") {
            options.afterBackwardBoxMoves = true;
        } else if (arg == "--box-moves-first") {
            options.afterBackwardBoxMovesFirst = std::strtoull(value().c_str(), nullptr, 10);
        } else if (arg == "--advice-first") {
            options.featureAdviceFirst = true;
        } else if (arg == "--no-advice-first") {
            options.featureAdviceFirst = false;
        } else if (arg == "--box-moves") {
            options.featureBoxMoves = true;
        } else if (arg == "--no-box-moves") {
            options.featureBoxMoves = false;
        } else if (arg == "--hand-over-box-moves") {
            options.handOverBoxMoves = true;
        } else if (arg == "--hand-over-way-round") {
            options.handOverPassagesWayRound = true;
        } else if (arg == "--no-hand-over-rooms") {
            options.handOverRoomConnectivity = false;
        } else if (arg == "--rooms") {
            options.goalRoomMacros = true;
        } else if (arg == "--no-frozen-goals") {
            options.frozenGoalBoxes = false;
        } else if (arg == "--no-tunnels") {
            options.tunnelMacros = false;
        } else if (arg == "--no-deadlock-bench") {
            deadlockBench = false;
        } else if (arg == "--no-optimise") {
            options.optimisePositionShare = 0;
            options.optimiseMinPositions = 0;
        } else if (arg == "--optimise-share") {
            options.optimisePositionShare = std::atof(value().c_str());
        } else if (arg == "--optimise-min") {
            options.optimiseMinPositions = std::strtoull(value().c_str(), nullptr, 10);
        } else if (arg == "--optimise-seconds") {
            options.optimiseSeconds = std::atof(value().c_str());
            options.optimiseMinPositions = noPositionLimit;
        } else if (arg == "--backward") {
            // "W@N,W@N..": a backward search at weight W for N expansions, per entry (N by
            // default the first default search's, 10,000,000); "none" or "0" for none.
            const std::string v = value();
            options.backwardSearches.clear();
            for (std::size_t start = 0; start < v.size();) {
                const std::size_t end = std::min(v.find(',', start), v.size());
                const std::string entry = v.substr(start, end - start);
                const int weight = std::atoi(entry.c_str());
                const auto at = entry.find('@');
                if (weight > 0) {
                    options.backwardSearches.push_back(
                        {weight, at == std::string::npos
                                     ? SolverOptions{}.backwardSearches.front().budget
                                     : std::strtoull(entry.c_str() + at + 1, nullptr, 10)});
                }
                start = end + 1;
            }
        } else if (arg == "--join-after") {
            options.othersJoinAfter = std::chrono::milliseconds(std::atoll(value().c_str()));
        } else if (arg == "--help" || arg == "-h") {
            std::printf(
                "usage: bench_sokoban_solver [FILE] [--time-limit S] [--cpu-limit S] [--levels "
                "A-B]\n"
                "       [--weights W1,W2..|none] [--features W] [--hand-over W[+]@N|none]\n"
                "       [--advisors|--no-advisors] [--advice-first|--no-advice-first]\n"
                "       [--box-moves|--no-box-moves] [--hand-over-box-moves]\n"
                "       [--packing-macros N] [--join-after MS]\n"
                "       [--frontier-visits N] [--hand-over-visits N] [--backward W@N,..|none]\n"
                "       [--memory-limit MB] [--no-corrals] [--no-corral-deadlocks] [--no-tunnels]\n"
                "       [--no-patterns] [--no-share-patterns] [--no-frozen-goals] [--rooms]\n"
                "       [--no-room-connectivity] [--no-hand-over-rooms] [--passages-way-round]\n"
                "       [--hand-over-way-round] [--hand-over-advice-first]\n"
                "       [--no-after-backward] [--after-backward-box-moves]\n"
                "       [--box-moves-first N] [--meeting]\n"
                "       [--hotspots|--no-hotspots]\n"
                "       [--bounded-tree|--no-bounded-tree] [--no-boxes-as-moves]\n"
                "       [--no-optimise]\n"
                "       [--optimise-share X] [--optimise-min N] [--optimise-seconds S]\n"
                "       [--no-deadlock-bench]\n"
                "FILE defaults to resources/levels/microban.xsb, the limit to 10 s of wall-clock\n"
                "time; --cpu-limit counts the process's CPU time instead.\n"
                "--backward W@N,..: backward searches at weight W for N expansions each (N by\n"
                "default %llu); none for none.\n"
                "The solution optimiser searches X (default %.2f) positions per position the\n"
                "search expanded plus N (default %llu); --optimise-seconds S gives it S seconds\n"
                "instead; --no-optimise turns it off.\n",
                static_cast<unsigned long long>(SolverOptions{}.backwardSearches.front().budget),
                options.optimisePositionShare,
                static_cast<unsigned long long>(options.optimiseMinPositions));
            return 0;
        } else if (!arg.empty() && arg[0] != '-') {
            file = arg;
        } else {
            std::fprintf(stderr, "unknown option %s\n", arg.c_str());
            return 2;
        }
    }
    const LevelCollection collection = readXsbFile(file);
    if (!collection.readable() || collection.levels.empty()) {
        std::fprintf(stderr, "cannot read levels from %s\n", file.c_str());
        return 2;
    }
    std::vector<Level> levels;
    for (const LevelEntry &entry : collection.levels) {
        levels.push_back(entry.level);
    }
    std::string weights;
    for (const int w : options.heuristicWeights) {
        weights += (weights.empty() ? "" : ",") + std::to_string(w);
    }
    std::string backward;
    for (const SolverOptions::BackwardRun &run : options.backwardSearches) {
        backward += (backward.empty() ? "" : ",") + std::to_string(run.weight) + "@" +
                    std::to_string(run.budget);
    }
    // The third feature search, and what runs on its thread before it.
    std::string third = !options.afterBackwardFeatureSearch ? "none"
                        : options.afterBackwardBoxMoves     ? "features +first box moves"
                                                            : "features +first";
    if (options.afterBackwardFeatureSearch && options.afterBackwardBoxMovesFirst > 0) {
        third = std::string(options.afterBackwardBoxMoves ? "features +first"
                                                          : "features +first box moves") +
                "@" + std::to_string(options.afterBackwardBoxMovesFirst) + " then " + third;
    }
    if (cpuLimit > 0) {
        // A wall-clock limit far behind: a solve with a time limit, as the app's (the bounded
        // tree needs one), that the CPU limit ends first.
        options.timeLimitSeconds = cpuLimit * 10;
    }
    std::printf(
        "%s: %zu levels, %s limit %.1f s, weights %s, features %d%s%s%s*%d, hand-over "
        "%d%s%s%s*%d@%llu, "
        "backward %s%s, then %s, packing macro %d, memory %zu MiB%s%s, optimiser %.2f of the "
        "search's "
        "positions + %llu, %.2f "
        "s\n",
        file.c_str(), levels.size(), cpuLimit > 0 ? "CPU time" : "time",
        cpuLimit > 0 ? cpuLimit : options.timeLimitSeconds,
        weights.empty() ? "none" : weights.c_str(), options.featureSearchWeight,
        options.featureAdvisors ? "+" : "",
        roomsLabel(options.roomConnectivity, options.passagesWayRound),
        options.featureBoxMoves ? " box moves" : "", options.featureFrontierVisits,
        options.handOverFeatureWeight,
        options.handOverAdvisors ? (options.handOverAdviceFirst ? "+first" : "+") : "",
        roomsLabel(options.handOverRoomConnectivity, options.handOverPassagesWayRound),
        options.handOverBoxMoves ? " box moves" : "", options.handOverFrontierVisits,
        static_cast<unsigned long long>(options.handOverAfter),
        backward.empty() ? "none" : backward.c_str(), options.meetBackward ? " meeting" : "",
        third.c_str(), options.packingMacroBoxes, options.memoryLimitBytes >> 20,
        options.boundedTree ? " (bounded tree)" : "", options.boxesAsMoves ? "" : ", boxes whole",
        options.optimisePositionShare,
        static_cast<unsigned long long>(options.optimiseMinPositions), options.optimiseSeconds);
    const Solver solver(options);
    int solved = 0;
    int attempted = 0;
    int wrong = 0;
    double total = 0;
    double totalCpu = 0;
    std::vector<double> times;
    std::vector<int> failed;
    std::vector<int> solvedLevels;
    // Over the levels solved: the solutions as found and as reported, and the optimiser's time.
    long long foundPushes = 0, foundMoves = 0, pushes = 0, moves = 0;
    int shortened = 0;
    double optimiseSeconds = 0;
    for (int n = std::max(first, 1); n <= std::min<int>(last, static_cast<int>(levels.size()));
         ++n) {
        const Level &level = levels[static_cast<std::size_t>(n - 1)];
        std::atomic<bool> cancel{false};
        const double cpuBefore = processCpuSeconds();
        SolverResult r;
        {
            const CpuWatchdog watchdog(cpuLimit, cancel);
            r = solver.solve(level, cancel);
        }
        const double cpu = processCpuSeconds() - cpuBefore;
        if (cpuLimit > 0 && r.status == SolverStatus::Cancelled) {
            r.status = SolverStatus::TimedOut;
        }
        ++attempted;
        total += r.stats.seconds;
        totalCpu += cpu;
        times.push_back(r.stats.seconds);
        std::string check;
        if (r.status == SolverStatus::Solved) {
            check = solvertest::replayError(level, r.solution);
            if (check.empty()) {
                ++solved;
                solvedLevels.push_back(n);
                foundPushes += r.stats.foundPushes;
                foundMoves += r.stats.foundMoves;
                pushes += r.pushCount();
                moves += r.moveCount();
                shortened +=
                    r.pushCount() < r.stats.foundPushes || r.moveCount() < r.stats.foundMoves;
                optimiseSeconds += r.stats.optimiseSeconds;
            } else {
                ++wrong;
            }
        } else {
            failed.push_back(n);
        }
        std::string optimised;
        if (r.status == SolverStatus::Solved) {
            char text[160];
            std::snprintf(text, sizeof text,
                          "  found: pushes %4d moves %5d  optimiser %6.3f s %8llu of %8llu  by %s",
                          r.stats.foundPushes, r.stats.foundMoves, r.stats.optimiseSeconds,
                          static_cast<unsigned long long>(r.stats.optimisePositions),
                          static_cast<unsigned long long>(r.stats.foundExplored),
                          r.stats.foundBy.c_str());
            optimised = text;
        }
        std::printf("level %3d: %-12s %8.3f s  cpu %8.3f s  pushes %4d  moves %5d  states %9llu  "
                    "stored %9llu  mem %6.1f MiB%s%s%s%s%s\n",
                    n, std::string(solverStatusName(r.status)).c_str(), r.stats.seconds, cpu,
                    r.pushCount(), r.moveCount(),
                    static_cast<unsigned long long>(r.stats.statesExplored),
                    static_cast<unsigned long long>(r.stats.statesStored),
                    static_cast<double>(r.stats.memoryBytes) / (1 << 20), optimised.c_str(),
                    meetingText(r.stats).c_str(), droppedText(r.stats).c_str(),
                    check.empty() ? "" : "  REPLAY FAILED: ", check.c_str());
        std::fflush(stdout);
    }
    std::printf("\nsolved %d of %d (verified by replay), %d wrong solutions; total %.2f s, "
                "cpu %.2f s, median %.3f s per level\n",
                solved, attempted, wrong, total, totalCpu, median(times));
    std::printf("solutions as found: %lld pushes, %lld moves; as reported: %lld pushes, %lld moves "
                "(%d shortened; optimiser %.2f s)\n",
                foundPushes, foundMoves, pushes, moves, shortened, optimiseSeconds);
    if (!solvedLevels.empty()) {
        std::printf("solved:");
        for (const int n : solvedLevels) {
            std::printf(" %d", n);
        }
        std::printf("\n");
    }
    if (!failed.empty()) {
        std::printf("not solved:");
        for (const int n : failed) {
            std::printf(" %d", n);
        }
        std::printf("\n");
    }
    if (deadlockBench) {
        benchDeadlockChecks();
    }
    return wrong == 0 ? 0 : 1;
}
