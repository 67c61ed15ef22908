// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Game.h"
#include "sokoban/Level.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace tessera::sokoban {

namespace solver {
class Board;
}

// Why a position can no longer be solved, as far as a quick look can tell.
enum class DeadlockKind : std::uint8_t
{
    BoxInCorner,     // a box off goal between two walls at a right angle
    BoxOnDeadSquare, // a box on a cell from which no box can ever reach a goal
    Block2x2,        // a 2x2 square of boxes and walls holding a box off goal
    FrozenBoxes, // boxes that can never move again (walls, dead squares, each other), one off goal
};

// A stable name for scripts and logs: "box-in-corner", "box-on-dead-square", "block-2x2",
// "frozen-boxes". Texts shown to users are the app's business (translated there).
std::string_view deadlockKindName(DeadlockKind kind);

struct Deadlock
{
    DeadlockKind kind = DeadlockKind::FrozenBoxes;
    // The boxes involved, as level cells (row-major y * width + x), sorted.
    std::vector<int> cells;

    friend bool operator==(const Deadlock &a, const Deadlock &b)
    {
        return a.kind == b.kind && a.cells == b.cells;
    }
    friend bool operator!=(const Deadlock &a, const Deadlock &b) { return !(a == b); }
};

// Simple deadlocks on one level: dead squares and freeze deadlocks (corners, 2x2 blocks, frozen
// chains of boxes). Built once per level (walls and goals; boxes and the player are ignored), then
// asked about any number of positions. A check costs microseconds even on a 128x128 level, so the
// app can run one after every move. It only ever reports positions that really are lost; a
// position it passes may still be lost in a way too deep for a quick look (the solver decides).
// Const methods are safe to call from several threads at once.
//
// With train push (`rules`), a row of boxes moves together, so boxes no longer freeze each
// other (a 2x2 block of boxes can be pushed away as a train): only what holds for a box alone
// is reported, a box in a corner or on a dead square (a box moves from one cell to the next
// only when the cell behind it is floor, whether the player or another box stands there).
class DeadlockDetector
{
public:
    explicit DeadlockDetector(const Level &level, GameOptions rules = {});
    ~DeadlockDetector();
    DeadlockDetector(DeadlockDetector &&) noexcept;
    DeadlockDetector &operator=(DeadlockDetector &&) noexcept;

    int width() const { return m_width; }
    int height() const { return m_height; }

    // One flag per level cell: true on floor from which no box can ever be pushed to any goal,
    // even with no other box in the way (found by pulling boxes back from every goal).
    const std::vector<bool> &deadSquares() const { return m_deadSquares; }
    bool isDeadSquare(int cell) const;

    // The whole position: `boxes` are level cells (any order). Cells off the board or not floor
    // are ignored.
    [[nodiscard]] std::optional<Deadlock> check(const std::vector<int> &boxes) const;
    // The boxes of `position` (a level of the same size, e.g. the game's current position).
    [[nodiscard]] std::optional<Deadlock> check(const Level &position) const;
    // After a push that brought a box to `movedBox`: only what that push can have created,
    // which is cheaper than check() and what to call after every move.
    [[nodiscard]] std::optional<Deadlock> checkPush(const std::vector<int> &boxes,
                                                    int movedBox) const;

private:
    [[nodiscard]] std::optional<Deadlock> checkBoxes(const std::vector<int> &boxes,
                                                     const std::vector<int> &seeds,
                                                     bool offGoalSeedsOnly) const;

    int m_width = 0;
    int m_height = 0;
    bool m_trainPush = false;
    std::unique_ptr<const solver::Board> m_board;
    std::vector<bool> m_deadSquares;
};

// deadSquares() of a level, without keeping a detector.
std::vector<bool> deadSquares(const Level &level);

} // namespace tessera::sokoban
