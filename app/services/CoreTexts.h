// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fifteen/Error.h"
#include "game2048/BoardText.h"
#include "sokoban/LevelProblem.h"
#include "sokoban/Lurd.h"
#include "sokoban/solver/Solver.h"

#include <QCoreApplication>
#include <QString>

namespace tessera {

// What core/ reports (a kind and its numbers, never words) in the player's language. core/ keeps
// its English sentences for tessera-cli; the app says the same from the kind and args here, so
// one place holds every translated text of a level problem or a solver's reason.
class CoreTexts
{
    Q_DECLARE_TR_FUNCTIONS(CoreTexts)

public:
    // What is wrong, without the level and line: "no player".
    static QString problemWhat(const sokoban::LevelProblem &problem);
    // "level 3 "Title", line 12: no player" (the parts that are known).
    static QString problem(const sokoban::LevelProblem &problem);
    // Why the solver gave up or found no solution, when core said why (deadlocks aside: see
    // SokobanSolverRunner::deadlockText); empty when it did not.
    static QString solverReason(const sokoban::SolverResult &result);
    // Why pasted text is not a solution: "character 5: 'x' is not a move (...)".
    static QString lurdError(const sokoban::LurdError &error);
    // What is wrong with a Fifteen board the player wrote or pasted ("row 2 is empty"), a saved
    // game or a tables file.
    static QString fifteenError(const fifteen::Error &error);
    // What is wrong with a 2048 board the player wrote or pasted ("row 2, cell 3: '3' is not a
    // tile") or a saved game.
    static QString game2048Error(const game2048::ParseError &error);

private:
    static QString savedGameDamaged(int line);
    static QString savedGameLine(int line, const QString &what);
};

} // namespace tessera
