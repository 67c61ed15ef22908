// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace tessera::sokoban {

struct GeneratorOptions
{
    // Picks among equally hard positions, and places the goals and walls of roomLayout().
    std::uint64_t seed = 1;
    // Wall-clock limit in seconds for the whole run, proofs included; at least 0.1.
    double timeLimitSeconds = 10;
    // The backward search stops after storing this many positions (memory: about 100 bytes
    // each; fewer with many boxes, whose positions take more, so that it stays within about
    // 400 MB). Below the time limit, the same layout and seed then give the same level.
    std::uint64_t maxPositions = 2000000;
    // A layer that would hold more positions is thinned to this many (a beam, drawn from the
    // seed), so that layouts with many boxes are searched deep rather than wide. The layers are
    // then no longer complete: fewestPushes becomes 0 (unknown).
    std::size_t layerWidth = 20000;
    // How many positions of the deepest layer are proven and measured by the solver each time.
    int candidatesPerLayer = 4;
};

// A level offered by the generator: proven solvable by the solver, which found `solution`.
struct GeneratedLevel
{
    Level level;
    std::string solution; // LURD from the level's start
    int moves = 0;
    int pushes = 0;
    int boxChanges = 0; // pushes of another box than the push before
    // The backward search's depth: no solution has fewer pushes. 0 when a layer was thinned
    // (GeneratorOptions::layerWidth): unknown then.
    int fewestPushes = 0;
    double seconds = 0; // when it was found, from the start of the run
};

enum class GeneratorStatus : std::uint8_t
{
    Exhausted,     // every position of the layout was searched: the level is the hardest one
    TimeLimit,     // stopped by GeneratorOptions::timeLimitSeconds
    PositionLimit, // stopped by GeneratorOptions::maxPositions
    Cancelled,
    InvalidLayout, // see GeneratorResult::message
};

// "exhausted", "time-limit", "position-limit", "cancelled", "invalid-layout".
std::string generatorStatusName(GeneratorStatus status);

struct GeneratorProgress
{
    double fraction = 0;                  // of the time limit used
    std::uint64_t positions = 0;          // stored by the backward search
    int depth = 0;                        // pulls of its deepest complete layer
    const GeneratedLevel *best = nullptr; // the best level proven so far, if any
    bool improved = false;                // `best` is new since the last call
};

struct GeneratorResult
{
    GeneratorStatus status = GeneratorStatus::InvalidLayout;
    std::optional<GeneratedLevel> best; // none when no level was proven in time
    std::string message;                // InvalidLayout: why, in English
    std::uint64_t positions = 0;
    double seconds = 0;
    double firstValidSeconds = -1; // when the first proven level came, -1 for never
};

using GeneratorProgressCallback = std::function<void(const GeneratorProgress &)>;

// After YASC's YASGen: given walls and goals, places the boxes and the player so that the
// level is solvable and as hard as possible, most pushes first, then most box changes.
// A breadth-first search pulls boxes from the solved position (a box on every goal, the player
// in each piece of free floor); every position it reaches is solvable, and the layer it is in
// is the fewest pushes that solve it. The positions of the deepest complete layer are proven
// and measured by the Solver, the best one kept. Without Qt; meant for a worker thread.
class LevelGenerator
{
public:
    explicit LevelGenerator(GeneratorOptions options = {}) : m_options(options) {}

    // The walls and goals of `layout` (its boxes and player are ignored), as many boxes as
    // goals. `progress` is called on the calling thread after each layer and each level proven;
    // `cancel` is polled throughout.
    GeneratorResult generate(const Level &layout, const std::atomic<bool> *cancel = nullptr,
                             const GeneratorProgressCallback &progress = {}) const;

    // A room of width x height floor cells inside walls, some wall blocks inside (never
    // cutting the floor apart) and `boxes` goals, placed from the seed; nullopt with `error`
    // set when it cannot be made (sizes 3..40, boxes 1..a third of the floor).
    [[nodiscard]] static std::optional<Level> roomLayout(int width, int height, int boxes,
                                                         std::uint64_t seed, std::string *error);

private:
    GeneratorOptions m_options;
};

} // namespace tessera::sokoban
