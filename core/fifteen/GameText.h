// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fifteen/Game.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace tessera::fifteen {

// A game saved as text, so the app resumes an unfinished game after a restart:
//
//   tessera-fifteen-game 1
//   size 4x4
//   start 5 1 3 4/2 6 7 8/9 10 11 12/13 14 15 0
//   board 1 0 3 4/5 2 6 7/9 10 11 8/13 14 15 12
//   moves 9
//   elapsed-ms 41250
//   history LDLDRURD...
//   redo UL
//
// history lists the moves from the start, oldest first, and redo the undone moves (the next
// one to redo last), each as the letter of the direction its tile slid (L, U, R, D: the arrow
// key). The board line is redundant and checked against the replayed history.
std::string saveGame(const Game &game, std::int64_t nowMs);

// Reads what saveGame wrote. Anything else (another version, a missing or repeated line, a
// move that cannot be made, numbers out of range) is an error naming the line and the
// problem; it never crashes. A bad board keeps its kind (with the line); the rest is
// ErrorKind::SavedGameDamaged.
Result<Game> loadGame(std::string_view text);

} // namespace tessera::fifteen
