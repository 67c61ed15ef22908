// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Game.h"
#include "sokoban/Lurd.h"

#include <string>
#include <string_view>

namespace tessera::sokoban {

// How a solution's letter case is read.
enum class LurdCase
{
    // The case is a hint: each letter gives a direction, and the rules tell whether the step
    // walks or pushes (published solutions are often all lower case).
    Directions,
    // A designer's check: a lower-case letter must walk and an upper-case one must push.
    Strict,
};

// What playing a solution from a position gave.
struct SolutionReplay
{
    bool complete = false; // every step could be played
    int failedStep = 0;    // when not complete: the step (from 1) that cannot be played
    std::string error;     // why: "walk into wall", "push blocked by a box", ...
    int moves = 0;         // steps played (all of them when complete)
    int pushes = 0;
    bool solved = false;  // complete, with every box on a goal at the end
    int boxesOnGoals = 0; // at the end
    int boxCount = 0;
    std::string canonical; // the steps played, lower case for walks, upper case for pushes
    bool trainPushed = false; // a step pushed a row of two or more boxes (train push)

    // "step 17: push blocked by a box", or "" when complete.
    std::string failure() const;
};

// Plays `steps` (one letter per step, as parseLurd() gives them) on a copy of `game` from
// where it stands, without touching `game`: a caller can check a whole solution first and
// play it only when it fits. The copy plays by `game`'s rules: a solution made with train push
// is checked on a game made with GameOptions{true} (gameOptions(PlayRules::TrainPush)).
SolutionReplay replaySolution(Game game, std::string_view steps, LurdCase letterCase);

// The same for steps read one at a time (parseLurdSteps()), from where `steps` stands: a
// solution of millions of steps is checked in the memory of the game alone. `canonical` is
// filled only with `keepCanonical`.
SolutionReplay replaySolution(Game game, LurdSteps steps, LurdCase letterCase,
                              bool keepCanonical = false);

} // namespace tessera::sokoban
