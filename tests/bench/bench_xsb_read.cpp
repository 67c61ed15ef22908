// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Reading speed of the XSB reader: a 1,000-level file, parsed several times; prints the median.
//
//   bench_xsb_read [FILE] [RUNS]
//
// Without FILE, a 1,000-level file is generated from Microban (cycled, each level with its own
// title, author, a metadata line and every tenth with a comment block), as a large collection
// looks. The validator and the writer are timed too, since opening a collection runs both.

#include "sokoban/LevelValidator.h"
#include "sokoban/XsbReader.h"
#include "sokoban/XsbWriter.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

using namespace tessera::sokoban;

namespace {

std::string generated()
{
    const LevelCollection microban =
        readXsbFile(TESSERA_SOURCE_DIR "/resources/levels/microban.xsb");
    if (microban.levels.empty())
        return {};
    std::vector<Level> levels;
    for (int i = 0; i < 1000; ++i) {
        Level level = microban.levels[static_cast<std::size_t>(i) % microban.levels.size()].level;
        level.title = "Generated " + std::to_string(i + 1);
        level.author = "Benchmark";
        level.metadata = {{"Difficulty", std::to_string(i % 10)}};
        if (i % 10 == 0)
            level.comment = "A comment block\nof two lines";
        levels.push_back(std::move(level));
    }
    return "; 1,000 generated levels\n\n" + writeXsb(levels);
}

struct Timing
{
    double wallMs = 0; // median elapsed time
    double cpuMs = 0;  // median processor time of this process: what a busy machine does not
                       // inflate
};

Timing median(int runs, const std::function<void()> &work)
{
    std::vector<double> wall, cpu;
    for (int i = 0; i < runs; ++i) {
        const std::clock_t cpuStart = std::clock();
        const auto start = std::chrono::steady_clock::now();
        work();
        const auto end = std::chrono::steady_clock::now();
        const std::clock_t cpuEnd = std::clock();
        wall.push_back(std::chrono::duration<double, std::milli>(end - start).count());
        cpu.push_back(1000.0 * double(cpuEnd - cpuStart) / CLOCKS_PER_SEC);
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return {wall[wall.size() / 2], cpu[cpu.size() / 2]};
}

} // namespace

int main(int argc, char *argv[])
{
    std::string text;
    std::string source = "generated from Microban";
    if (argc > 1) {
        std::ifstream in(argv[1], std::ios::binary);
        std::ostringstream buffer;
        buffer << in.rdbuf();
        text = buffer.str();
        source = argv[1];
        if (!in) {
            std::fprintf(stderr, "bench_xsb_read: cannot read %s\n", argv[1]);
            return 2;
        }
    } else {
        text = generated();
        if (text.empty()) {
            std::fprintf(stderr, "bench_xsb_read: cannot read Microban from the source tree\n");
            return 2;
        }
    }
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 9;

    const LevelCollection once = readXsb(text);
    std::size_t problems = 0;
    const Timing read = median(runs, [&] {
        const LevelCollection c = readXsb(text);
        if (c.levels.size() != once.levels.size())
            std::abort();
    });
    const Timing validate = median(runs, [&] { problems = validateCollection(once).size(); });
    std::size_t written = 0;
    const Timing write = median(runs, [&] { written = writeXsb(once).size(); });

    std::printf("bench_xsb_read: %s, %zu bytes, %zu levels, %zu problems, median of %d runs\n",
                source.c_str(), text.size(), once.levels.size(), problems, runs);
    const double perLevel = once.levels.empty() ? 0.0 : 1000.0 / double(once.levels.size());
    std::printf("  read      %8.2f ms wall  %8.2f ms cpu  (%.1f us cpu per level)\n", read.wallMs,
                read.cpuMs, read.cpuMs * perLevel);
    std::printf("  validate  %8.2f ms wall  %8.2f ms cpu\n", validate.wallMs, validate.cpuMs);
    std::printf("  write     %8.2f ms wall  %8.2f ms cpu  (%zu bytes)\n", write.wallMs, write.cpuMs,
                written);
    return 0;
}
