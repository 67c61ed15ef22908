// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Game.h"
#include "sokoban/Level.h"
#include "sokoban/SolutionRules.h"

#include <cstddef>
#include <string>

namespace tessera::sokoban {

// A snapshot (YASC, JSoko): a position reached on a level, kept under a name with the moves
// that led there from the level's start, so the player can try an idea and come back to it,
// its history to undo included.
struct Snapshot
{
    std::string name;
    std::string lurd;  // the moves from the level's start: l u r d walk, L U R D push
    Position position; // where they lead (boxes sorted), checked when it is restored
    PlayRules rules = PlayRules::Standard; // train push when the moves pushed a row

    [[nodiscard]] int moves() const { return static_cast<int>(lurd.size()); }
    [[nodiscard]] int pushes() const;
};

// The position of `game` with its moves since the level's start (or its last restart).
[[nodiscard]] Snapshot takeSnapshot(const Game &game, std::string name);

// Why a snapshot does not restore on a level (a level file edited since, a damaged record).
enum class SnapshotFault
{
    None,
    NotLurd,         // the moves hold a letter that is no move
    StepBlocked,     // step `step` (from 1) cannot be played
    OtherPosition,   // the moves play, but lead elsewhere than the position recorded
    LevelUnplayable, // the level itself cannot be played
};

struct SnapshotCheck
{
    SnapshotFault fault = SnapshotFault::None;
    std::size_t step = 0;
    [[nodiscard]] bool ok() const { return fault == SnapshotFault::None; }
};

// Plays the snapshot's moves on `level` by its rules and checks they reach its position.
[[nodiscard]] SnapshotCheck checkSnapshot(const Level &level, const Snapshot &snapshot);

} // namespace tessera::sokoban
