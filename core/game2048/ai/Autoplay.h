// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Expectimax.h"
#include "game2048/Game.h"

#include <functional>

namespace tessera::game2048 {

struct AutoplayOptions
{
    AiOptions ai;     // depth, probability cut-off and the cancel flag (checked between moves too)
    int maxMoves = 0; // stop after this many moves; 0 or less: play until the game is over
    // After a 2048 the game waits for "keep going" (Game::winPending): true plays on, false
    // stops there.
    bool keepGoingAfterWin = true;
};

// One move autoplay made, for the callback.
struct AutoplayStep
{
    int number = 0; // 1 for the first move of this autoplay call
    Direction direction = Direction::Left;
    const MoveResult &result;
    const Game &game; // after the move
    const MoveAnalysis &analysis; // the search that chose it: depth, positions visited
};

enum class AutoplayEnd
{
    GameOver,  // no move changes the board
    MoveLimit, // maxMoves made
    Won,       // a 2048 waits for "keep going" and keepGoingAfterWin is false
    Cancelled, // the cancel flag was set
    Stopped,   // the callback returned false
};

struct AutoplayResult
{
    int moves = 0; // moves made by this call
    AutoplayEnd end = AutoplayEnd::GameOver;
};

// Called after every move; return false to stop.
using AutoplayCallback = std::function<bool(const AutoplayStep &)>;

// Plays `game` with the AI's best move until it is over, or a limit, a cancel or the callback
// stops it. The game keeps its undo steps and score as if a player had made the moves.
AutoplayResult autoplay(Game &game, const AutoplayOptions &options = {},
                        const AutoplayCallback &onMove = {});

} // namespace tessera::game2048
