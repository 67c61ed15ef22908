// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Game.h"
#include "sokoban/SolutionRules.h"

#include <QString>
#include <QStringList>

namespace tessera {

class LibraryCollection;

// What Ctrl+V and a published solution need before the session acts on them: what pasted text
// is, whether pasted levels can be opened, whether a solution fits a level. Checked first, so
// nothing half-done is left behind: no broken "Pasted level" collection, no solution played
// up to the step where it stops fitting.

enum class PasteKind
{
    Solution, // LURD, any case, with counts and groups
    Levels,   // XSB text: a line that can start a board (web spaces and indentation allowed)
    Neither,
};

PasteKind pasteKind(const QString &text);

// Why pasted level text is not opened: it holds no level, or none that can be played (their
// problems follow, each naming its level and line). Empty when it can be opened.
QString pastedLevelsRefusal(const LibraryCollection &read);

// A solution checked against a level from its start.
struct SolutionFit
{
    std::string steps; // the whole solution, canonical case, when it fits
    QString problem;   // why it does not fit (or is no solution at all); empty when it fits
    bool solves = false;
    // The rules it was checked by, and is to be replayed by.
    sokoban::PlayRules rules = sokoban::PlayRules::Standard;
};

// Replays `lurd` on a copy of `game` from its start (the case is a hint: the rules tell what
// pushes); `game` is left as it is. `lurd` may be a solution block with a "Rules:" line
// (sokoban::readMarkedSolution()). The rules: `rules` when given, else those the text names,
// else `game`'s (the setting).
SolutionFit fitSolution(const sokoban::Game &game, const QString &lurd,
                        std::optional<sokoban::PlayRules> rules = std::nullopt);

// The first of `solutions` that solves `game`'s level from its start, else the first that fits,
// else the first one's problem.
SolutionFit bestPublishedSolution(const sokoban::Game &game, const QStringList &solutions);

} // namespace tessera
