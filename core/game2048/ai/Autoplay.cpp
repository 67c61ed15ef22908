// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Autoplay.h"

namespace tessera::game2048 {

AutoplayResult autoplay(Game &game, const AutoplayOptions &options, const AutoplayCallback &onMove)
{
    const auto cancelled = [&] {
        return options.ai.cancel && options.ai.cancel->load(std::memory_order_relaxed);
    };
    Expectimax ai;
    AutoplayResult result;
    for (;;) {
        if (game.winPending()) {
            if (!options.keepGoingAfterWin) {
                result.end = AutoplayEnd::Won;
                return result;
            }
            game.keepGoing();
        }
        if (options.maxMoves > 0 && result.moves >= options.maxMoves) {
            result.end = AutoplayEnd::MoveLimit;
            return result;
        }
        if (cancelled()) {
            result.end = AutoplayEnd::Cancelled;
            return result;
        }
        const MoveAnalysis analysis = ai.analyse(game.board(), options.ai);
        if (analysis.cancelled) {
            result.end = AutoplayEnd::Cancelled;
            return result;
        }
        if (!analysis.best) {
            result.end = AutoplayEnd::GameOver;
            return result;
        }
        const MoveResult moved = game.move(*analysis.best);
        // The AI only picks moves that change the board, and a pending win was handled above.
        if (!moved.moved) {
            result.end = AutoplayEnd::GameOver;
            return result;
        }
        ++result.moves;
        if (onMove && !onMove(AutoplayStep{result.moves, *analysis.best, moved, game, analysis})) {
            result.end = game.isOver() ? AutoplayEnd::GameOver : AutoplayEnd::Stopped;
            return result;
        }
    }
}

} // namespace tessera::game2048
