// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"
#include "sokoban/Game.h"

#include <optional>
#include <string>
#include <vector>

namespace tessera::sokoban {

// What one step of reverse play did.
struct PullResult
{
    MoveKind kind = MoveKind::Blocked; // Pushed stands for "pulled" here
    Blocker blocker = Blocker::None;   // Wall: the player would walk into a wall or a box
    Direction direction = Direction::Left;
    int from = -1;    // player cell before the step
    int to = -1;      // player cell after it
    int boxFrom = -1; // the box pulled, -1 for a walk
    int boxTo = -1;

    bool moved() const { return kind != MoveKind::Blocked; }
    bool pulled() const { return kind == MoveKind::Pushed; }
};

// Reverse mode (JSoko): the level played backwards. The boxes start on the goals; the player
// walks and pulls one box at a time, the box behind them following them, towards the boxes'
// start cells. A pull in direction d is a push in the opposite direction played backwards, so
// the reverse line of play read from its end, each step turned round, is a forward line from
// the reverse position to the solved one (forwardLurd()). When a forward game stands on the
// same box cells with the player able to walk to the reverse player, join() plays that walk
// and that forward line on it: the two halves meet and the level is solved.
//
// Terrain, neighbours and the box bookkeeping come from a Game on the solved position: the
// rules of walls and boxes live there once.
class ReverseGame
{
public:
    // Reverse play of `level` (as many goals as boxes, at least one of each), or nullopt when
    // it cannot be played (see Game::fromLevel) or the counts differ. The player starts on
    // their level start cell, or when a goal's box covers it, on the first free floor cell.
    [[nodiscard]] static std::optional<ReverseGame> fromLevel(const Level &level);

    const Game &board() const { return m_board; }
    int playerPosition() const { return m_board.playerPosition(); }
    const std::vector<int> &boxes() const { return m_board.boxes(); }
    Position position() const { return m_board.position(); }
    int moves() const { return static_cast<int>(m_steps.size()); }
    int pulls() const { return m_pulls; }

    // One step: the player moves in direction d when that cell is free floor; a box on the cell
    // behind them is pulled along when `pull` is true. Blocked changes nothing.
    PullResult move(Direction d, bool pull = true);
    // Before the first step, the player may stand anywhere on free floor (the last push of a
    // solution can leave them anywhere): false when a step was made or the cell is not free.
    bool placePlayer(int cell);
    bool canUndo() const { return !m_steps.empty(); }
    bool undo();

    // The reverse line of play as forward LURD, from position() to the solved position.
    std::string forwardLurd() const;
    // Whether `forward` and this game meet: the same box cells, and the forward player can walk
    // to this player without pushing.
    bool meets(const Game &forward) const;
    // When they meet, plays the walk and forwardLurd() up to its last push on `forward` (which
    // ends solved) and returns true; otherwise changes nothing and returns false.
    bool join(Game &forward) const;

private:
    explicit ReverseGame(Game board) : m_board(std::move(board)) {}

    // The forward player's walk to this player when the two meet (meets()); nullopt otherwise.
    std::optional<std::vector<Direction>> walkToMeet(const Game &forward) const;

    struct Step
    {
        Direction direction = Direction::Left;
        bool pulled = false;
    };
    Game m_board; // the solved position, moved by its own undo-style shifts
    std::vector<Step> m_steps;
    int m_pulls = 0;
};

} // namespace tessera::sokoban
