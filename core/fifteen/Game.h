// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fifteen/Board.h"
#include "fifteen/Stopwatch.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::fifteen {

// One game of the Fifteen puzzle: the position, the move counter, unlimited undo and redo,
// and the timer. Every call that can count as a move takes the current time in milliseconds
// (see Stopwatch) so the timer starts at the first move and runs on at any later one.
//
// Undo and redo each count as a move, like any other slide of a tile. When the board is
// solved the game is over: the timer stops and moves, undo and redo do nothing until
// restart() or a new Game.
class Game
{
public:
    // A game on the solved 4x4 board, already over; replace it with a shuffled one.
    Game() = default;
    // A new game from this position (randomSolvableBoard gives a shuffled one).
    explicit Game(const Board &start);

    // A game as it was saved: its start position, the moves from there to the current
    // position (history, oldest first) and the undone moves that can be redone (redo, the
    // next one to redo last, as redoMoves() gives them), the move counter and the time
    // played. Every move is replayed and checked; an error names the first problem.
    static Result<Game> restore(const Board &start, const std::vector<Direction> &history,
                                const std::vector<Direction> &redo, int moveCount,
                                std::int64_t elapsedMs);

    const Board &board() const { return m_board; }
    const Board &start() const { return m_start; }
    int moveCount() const { return m_moveCount; }
    bool isSolved() const { return m_board.isSolved(); }

    // Slides the tile on the far side of the empty cell in direction d (Down slides the
    // tile above the empty cell down). The move made, or nothing at the edge or when over.
    std::optional<Move> move(Direction d, std::int64_t nowMs);
    // A click on a tile in the empty cell's row or column slides it and every tile between,
    // one move per tile, nearest the empty cell first. The moves made, in order; none for any
    // other cell.
    std::vector<Move> clickTile(int cell, std::int64_t nowMs);

    bool canUndo() const { return !isSolved() && !m_history.empty(); }
    bool canRedo() const { return !isSolved() && !m_redo.empty(); }
    // Takes back the last move: the tile slides back (the returned move), counted as a move.
    std::optional<Move> undo(std::int64_t nowMs);
    // Makes the last undone move again, counted as a move.
    std::optional<Move> redo(std::int64_t nowMs);

    // The same puzzle from its start position: no moves, no history, the timer at zero.
    void restart();

    // The timer: pause while the window is hidden or the player paused; any move resumes it.
    void pause(std::int64_t nowMs) { m_stopwatch.pause(nowMs); }
    void resume(std::int64_t nowMs) { m_stopwatch.resume(nowMs); }
    std::int64_t elapsedMs(std::int64_t nowMs) const { return m_stopwatch.elapsedMs(nowMs); }
    const Stopwatch &stopwatch() const { return m_stopwatch; }

    // The moves from the start to the current position, oldest first (what undo takes back).
    const std::vector<Move> &history() const { return m_history; }
    // The undone moves, the next one redo() makes last.
    const std::vector<Move> &redoMoves() const { return m_redo; }

private:
    std::optional<Move> apply(Direction d, std::int64_t nowMs);
    void countMove(std::int64_t nowMs);

    Board m_start;
    Board m_board;
    int m_moveCount = 0;
    std::vector<Move> m_history;
    std::vector<Move> m_redo;
    Stopwatch m_stopwatch;
};

} // namespace tessera::fifteen
