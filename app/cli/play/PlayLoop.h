// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "KeyMap.h"

#include <QString>
#include <optional>

namespace cli::play {

class TerminalScreen;

// What the loop asks before a key that would throw a game away: "<text> y: <yes>, any other
// key: play on".
struct Question
{
    QString text; // "Start a new game?"
    QString yes;  // "new game"
};

// One game as the terminal plays it: it draws itself, takes the keys, and says how much room
// it needs and whether quitting would throw a game away.
class TerminalGame
{
public:
    virtual ~TerminalGame() = default;

    // The smallest terminal the game can be drawn in (the help line included).
    virtual int minimumWidth(const TerminalScreen &screen) const = 0;
    virtual int minimumHeight(const TerminalScreen &screen) const = 0;
    // Draws everything above the bottom row (the loop draws the help line there).
    virtual void draw(TerminalScreen &screen) = 0;
    virtual void handle(const KeyPress &key) = 0;
    // A game started and not finished: q asks before quitting it.
    virtual bool inProgress() const = 0;
    // The question to ask before handling `key` (n, r, p...) when it would throw the game in
    // progress away; nothing when the key can be handled at once.
    virtual std::optional<Question> questionBefore(const KeyPress &key) const
    {
        (void)key;
        return std::nullopt;
    }
    // The keys, for the help line.
    virtual QString helpLine(const TerminalScreen &screen) const = 0;
    // How often the screen is redrawn without a key (a running clock); -1 for only on keys.
    virtual int redrawIntervalMs() const { return -1; }
    // The player quits (after saying yes when asked): the game in play ends here, as a new
    // game would end it.
    virtual void quit() {}
};

// Plays until the player quits (or a quit signal comes); returns the exit code (0).
int runGame(TerminalScreen &screen, TerminalGame &game);

} // namespace cli::play
