// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game.h"

#include <limits>
#include <string>

namespace tessera::fifteen {

Game::Game(const Board &start) : m_start(start), m_board(start) {}

Result<Game> Game::restore(const Board &start, const std::vector<Direction> &history,
                           const std::vector<Direction> &redo, int moveCount,
                           std::int64_t elapsedMs)
{
    // Every undo was counted and took one move off the history, and every redoable move was
    // put there by an undo, so a real game has made at least this many moves.
    const auto fewest =
        static_cast<long long>(history.size()) + 2 * static_cast<long long>(redo.size());
    if (moveCount < 0 || moveCount < fewest)
        return Error{"the move counter " + std::to_string(moveCount) +
                     " is too small for a history of " + std::to_string(history.size()) +
                     " moves and " + std::to_string(redo.size()) + " moves to redo"};
    if (elapsedMs < 0)
        return Error{"the time played is negative (" + std::to_string(elapsedMs) + " ms)"};

    Game game(start);
    for (std::size_t i = 0; i < history.size(); ++i) {
        if (game.m_board.isSolved())
            return Error{"the board is already solved before move " + std::to_string(i + 1) +
                         " of the history"};
        const std::optional<Move> made = game.m_board.move(history[i]);
        if (!made)
            return Error{"move " + std::to_string(i + 1) + " of the history has no tile to slide"};
        game.m_history.push_back(*made);
    }
    // Redo the undone moves on a copy, next one first, to check each can be made.
    Board ahead = game.m_board;
    for (std::size_t i = redo.size(); i-- > 0;) {
        const std::optional<Move> made = ahead.move(redo[i]);
        if (!made)
            return Error{"move " + std::to_string(redo.size() - i) +
                         " to redo has no tile to slide"};
        game.m_redo.insert(game.m_redo.begin(), *made);
    }
    game.m_moveCount = moveCount;
    if (game.isSolved() && !game.m_redo.empty())
        return Error{"a solved game has moves to redo"};
    if (game.isSolved())
        game.m_stopwatch = Stopwatch::finished(elapsedMs);
    else
        game.m_stopwatch = Stopwatch::restored(elapsedMs);
    return game;
}

void Game::countMove(std::int64_t nowMs)
{
    if (m_moveCount < std::numeric_limits<int>::max())
        ++m_moveCount;
    m_stopwatch.start(nowMs);
    m_stopwatch.resume(nowMs);
    if (m_board.isSolved())
        m_stopwatch.stop(nowMs);
}

std::optional<Move> Game::apply(Direction d, std::int64_t nowMs)
{
    if (isSolved())
        return std::nullopt;
    const std::optional<Move> made = m_board.move(d);
    if (made) {
        m_history.push_back(*made);
        countMove(nowMs);
    }
    return made;
}

std::optional<Move> Game::move(Direction d, std::int64_t nowMs)
{
    const std::optional<Move> made = apply(d, nowMs);
    if (made)
        m_redo.clear();
    return made;
}

std::vector<Move> Game::clickTile(int cell, std::int64_t nowMs)
{
    std::vector<Move> made;
    if (isSolved())
        return made;
    for (const Move &planned : m_board.movesForClick(cell)) {
        const std::optional<Move> m = move(planned.direction, nowMs);
        if (!m)
            break; // only if a slide solved the board early, which geometry rules out
        made.push_back(*m);
    }
    return made;
}

std::optional<Move> Game::undo(std::int64_t nowMs)
{
    if (!canUndo())
        return std::nullopt;
    const Move last = m_history.back();
    const std::optional<Move> back = m_board.move(opposite(last.direction));
    if (!back)
        return std::nullopt; // cannot happen: the tile came from there
    m_history.pop_back();
    m_redo.push_back(last);
    countMove(nowMs);
    return back;
}

std::optional<Move> Game::redo(std::int64_t nowMs)
{
    if (!canRedo())
        return std::nullopt;
    const Direction d = m_redo.back().direction;
    m_redo.pop_back();
    return apply(d, nowMs);
}

void Game::restart()
{
    *this = Game(m_start);
}

} // namespace tessera::fifteen
