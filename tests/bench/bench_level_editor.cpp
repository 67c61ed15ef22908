// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Speed of the level editor's core on the largest level (128x128): what one edit costs the
// designer, validation included (the editor validates after every edit). Prints the median of
// several runs, wall clock and this process's processor time (the machine may be busy).
//
//   bench_level_editor [RUNS]

#include "sokoban/editor/LevelEditor.h"
#include "sokoban/editor/LevelTransforms.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

using namespace tessera::sokoban;

namespace {

struct Timing
{
    double wallMs = 0;
    double cpuMs = 0;
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

Timing measure(int runs, const std::function<void()> &setUp, const std::function<void()> &work)
{
    std::vector<double> wall, cpu;
    for (int r = 0; r < runs; ++r) {
        setUp();
        const auto w0 = std::chrono::steady_clock::now();
        const std::clock_t c0 = std::clock();
        work();
        const std::clock_t c1 = std::clock();
        const auto w1 = std::chrono::steady_clock::now();
        wall.push_back(std::chrono::duration<double, std::milli>(w1 - w0).count());
        cpu.push_back(1000.0 * double(c1 - c0) / CLOCKS_PER_SEC);
    }
    return {median(wall), median(cpu)};
}

void print(const char *what, const Timing &t, int per = 1)
{
    std::printf("%-44s %10.4f ms wall %10.4f ms cpu\n", what, t.wallMs / per, t.cpuMs / per);
}

// A 128x128 room with a box and goal every few cells and the player in a corner.
Level bigLevel()
{
    Level level = *blankLevel(128, 128);
    for (int y = 2; y < 126; y += 4)
        for (int x = 2; x < 126; x += 4) {
            level.at(x, y).box = true;
            level.at(x + 1, y).goal = true;
        }
    level.at(1, 1).player = true;
    return level;
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    const Level start = bigLevel();
    LevelEditor editor;
    const auto fresh = [&] { editor.open(start); };
    volatile std::size_t sink = 0;

    std::printf("level editor on a 128x128 level, median of %d runs\n", runs);
    print("paint one cell (a history step) + validate",
          measure(runs, fresh,
                  [&] {
                      for (int i = 0; i < 200; ++i) {
                          editor.paint(3 + i % 120, 5 + i / 120, EditorTool::Wall);
                          sink = sink + editor.problems().size();
                      }
                  }),
          200);
    print("stroke of 126 cells (one step) + validate", measure(runs, fresh, [&] {
              editor.beginStroke();
              editor.paintLine({1, 64}, {126, 64}, EditorTool::Wall);
              editor.endStroke();
              sink = sink + editor.problems().size();
          }));
    print("filled rectangle 100x100", measure(runs, fresh, [&] {
              editor.fillRectangle({10, 10}, {109, 109}, EditorTool::Goal);
          }));
    print("rotate", measure(runs, fresh, [&] { editor.rotate(true); }));
    print("mirror", measure(runs, fresh, [&] { editor.mirror(true); }));
    print("normalise", measure(runs, fresh, [&] { editor.normalise(); }));
    print("add a column on the left", measure(runs, fresh, [&] { editor.resize(-1, 0, 0, 0); }));
    print("validate", measure(runs, fresh, [&] { sink = sink + editor.problems().size(); }));
    print("undo one paint step (of 1000)",
          measure(
              runs,
              [&] {
                  fresh();
                  for (int i = 0; i < 1000; ++i)
                      editor.paint(3 + i % 120, 5 + i / 120, EditorTool::Floor);
              },
              [&] {
                  while (editor.undo())
                      ;
              }),
          1000);
    return sink == 0xdeadbeef ? 1 : 0;
}
