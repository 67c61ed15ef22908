// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"

#include <QString>
#include <optional>

namespace cli::play {

class TerminalScreen;

// What a key asks for, the same in every game: the arrows, WASD and vim's hjkl move, and one
// letter per command. A game ignores what it has no use for.
enum class Action
{
    None,
    Move,      // see directionOf()
    Undo,      // u, z, Backspace
    Redo,      // y
    Restart,   // r
    New,       // n: a new game, or the next Sokoban level
    Previous,  // p: the previous Sokoban level
    KeepGoing, // c: play on after winning 2048
    Scores,    // t: the 2048 high-score table
    Quit,      // q, Esc
    Yes,       // y in a question
    Resize,
};

struct KeyPress
{
    Action action = Action::None;
    std::optional<tessera::Direction> direction; // for Action::Move
    int key = 0;                                 // the key as TerminalScreen::readKey gave it
};

KeyPress keyPress(int key);

// "←↑→↓ WASD hjkl" or "arrows WASD hjkl", for the help lines.
QString moveKeysHelp(const TerminalScreen &screen);

} // namespace cli::play
