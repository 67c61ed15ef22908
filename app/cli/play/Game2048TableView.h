// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
#pragma once

#include "Game2048Scores.h"

#include <QList>
#include <QString>

namespace cli::play {

class TerminalScreen;

// What the 2048 high-score table of one board size shows: the app's entries (best first), the
// best score, the place to highlight (1-based; 0 for none) and a line under the table.
struct Game2048TableView
{
    int rows = 4;
    int columns = 4;
    QList<tessera::Game2048Scores::Entry> entries;
    qint64 best = 0;
    int highlightRank = 0;
    QString note;
};

// Draws the table above the bottom row, in as many rows as the terminal has: when they are too
// few for ten entries, the highlighted one stays in sight.
void drawGame2048Table(TerminalScreen &screen, const Game2048TableView &table);

} // namespace cli::play
