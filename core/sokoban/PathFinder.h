// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::sokoban {

class Game;

// Path finding for mouse play, on a snapshot of one position of a Game (taken at construction:
// after the game moves, make a new PathFinder). Cells are the Game's row-major indices; any
// cell argument off the board, on a wall or otherwise unusable gives an empty answer, never a
// crash.
//
// Box paths minimise pushes first, then moves (walks + pushes), like Skladnik and JSoko: the box
// travels the fewest pushes, and among those ways the player walks least. Only the selected box
// moves; the other boxes stay where they are.
//
// Built for boards up to 128x128: flat arrays over a grid padded with a wall border, one
// biconnected-component pass so that "can the player get round the box" is answered without
// searching, and walking searches that stop as soon as what they look for is found.
class PathFinder
{
public:
    explicit PathFinder(const Game &game);

    // The cells the player can walk to without pushing (their own cell included), by cell index.
    std::vector<bool> reachableCells() const;

    // The shortest walk to `target` (no push): empty when already there; nullopt when the target
    // is off the board, a wall, outside, a box or cut off from the player.
    [[nodiscard]] std::optional<std::vector<Direction>> walkTo(int target) const;

    // The steps (walks and pushes, to play with Game::move) that bring the box on `boxCell` to
    // `target`: fewest pushes, then fewest moves. Empty when the box is already there; nullopt
    // when there is no box on `boxCell`, the target is not free floor, or it cannot be done.
    [[nodiscard]] std::optional<std::vector<Direction>> pushBoxTo(int boxCell, int target) const;

    // Every cell the box on `boxCell` can be pushed to, by cell index (its own cell excluded):
    // what the app highlights once a box is selected. All false when there is no box there.
    std::vector<bool> boxDestinations(int boxCell) const;

private:
    struct BoxSearch;

    int padded(int cell) const;
    int unpadded(int p) const;
    bool isBoardCell(int cell) const { return cell >= 0 && cell < m_width * m_height; }
    // Runs the push search for the box on padded cell `origin`. With a `target` (>= 0) it
    // counts moves and stops at the target; without, it only finds where the box can go.
    void searchBox(BoxSearch &search, int origin, int target) const;

    int m_width = 0;
    int m_height = 0;
    int m_paddedWidth = 0;
    std::array<int, 4> m_step{};       // padded offsets, in tessera::allDirections order
    std::vector<std::uint8_t> m_floor; // padded; the border is not floor
    std::vector<std::uint8_t> m_box;   // padded
    int m_player = -1;                 // padded
};

} // namespace tessera::sokoban
