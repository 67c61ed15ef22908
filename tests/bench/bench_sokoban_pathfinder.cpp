// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Sokoban path finding on the largest boards (128x128): median milliseconds per query, in
// process CPU time (user + system), so that other work on a busy machine does not count.
// Usage: bench_sokoban_pathfinder [runs]   (default 7)

#include "sokoban/Game.h"
#include "sokoban/PathFinder.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <time.h>
#include <vector>

using tessera::sokoban::Game;
using tessera::sokoban::Level;
using tessera::sokoban::PathFinder;
using tessera::sokoban::Terrain;

namespace {

constexpr int n = Level::maxSize;

// A closed 128x128 board; `wallPercent` and `boxPercent` of the inside are walls and boxes.
Level board(unsigned seed, int wallPercent, int boxPercent)
{
    std::mt19937 rng(seed);
    Level level(n, n);
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const bool edge = x == 0 || y == 0 || x == n - 1 || y == n - 1;
            const bool wall = edge || static_cast<int>(rng() % 100) < wallPercent;
            level.at(x, y).terrain = wall ? Terrain::Wall : Terrain::Floor;
            level.at(x, y).box = !wall && static_cast<int>(rng() % 100) < boxPercent;
        }
    }
    // Keep the player's and the measured box's corners clear.
    for (int y = 1; y <= 4; ++y) {
        for (int x = 1; x <= 4; ++x) {
            level.at(x, y) = {Terrain::Floor, false, false, false};
            level.at(n - 1 - x, n - 1 - y) = {Terrain::Floor, false, false, false};
        }
    }
    level.at(1, 1).player = true;
    level.at(3, 3).box = true;
    return level;
}

double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double medianMs(int runs, const std::function<void()> &work)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        const double start = cpuMs();
        work();
        times.push_back(cpuMs() - start);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

void measure(const char *name, const Level &level, int runs)
{
    const auto game = Game::fromLevel(level);
    if (!game) {
        std::fprintf(stderr, "%s: level not playable\n", name);
        std::exit(1);
    }
    const int box = game->index(3, 3);
    const int far = game->index(n - 3, n - 3);
    std::size_t sink = 0;
    const double reach = medianMs(runs, [&] { sink += PathFinder(*game).reachableCells().size(); });
    const double walk = medianMs(runs, [&] {
        const auto w = PathFinder(*game).walkTo(far);
        sink += w ? w->size() : 0;
    });
    std::size_t pushPathLength = 0;
    const double push = medianMs(runs, [&] {
        const auto p = PathFinder(*game).pushBoxTo(box, far);
        pushPathLength = p ? p->size() : 0;
        sink += pushPathLength;
    });
    std::size_t destinations = 0;
    const double dest = medianMs(runs, [&] {
        const auto d = PathFinder(*game).boxDestinations(box);
        destinations = static_cast<std::size_t>(std::count(d.begin(), d.end(), true));
        sink += destinations;
    });
    std::printf("%-28s reachable %7.3f ms  walkTo %7.3f ms  pushBoxTo %7.3f ms (%zu steps)  "
                "boxDestinations %7.3f ms (%zu cells)\n",
                name, reach, walk, push, pushPathLength, dest, destinations);
    if (sink == 42) {
        std::puts(""); // keeps the work observable
    }
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    std::printf("Sokoban path finding, 128x128, median CPU time of %d runs\n", runs);
    measure("open room", board(1, 0, 0), runs);
    measure("room, 5% boxes", board(2, 0, 5), runs);
    measure("cave, 20% walls 3% boxes", board(3, 20, 3), runs);
    measure("cave, 30% walls 2% boxes", board(4, 30, 2), runs);
    return 0;
}
