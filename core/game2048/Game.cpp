// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game.h"

#include <limits>

namespace tessera::game2048 {

namespace {

// A score cannot overflow in any real game; saturate anyway, so a loaded score near the limit
// cannot make the arithmetic undefined.
std::int64_t addScore(std::int64_t score, std::int64_t gained)
{
    constexpr std::int64_t max = std::numeric_limits<std::int64_t>::max();
    return score > max - gained ? max : score + gained;
}

} // namespace

Game::Game(const Board &board, const Random &random, std::int64_t score)
    : m_board(board), m_random(random), m_score(score < 0 ? 0 : score)
{
    m_won = m_board.highestExponent() >= winExponent;
    m_keepGoing = m_won;
}

Game::Game(std::uint64_t seed) : Game(*create(4, 4, seed)) {}

std::optional<Game> Game::create(int rows, int cols, std::uint64_t seed)
{
    const std::optional<Board> board = Board::empty(rows, cols);
    if (!board)
        return std::nullopt;
    Game game(*board, Random(seed), 0);
    spawnTile(game.m_board, game.m_random);
    spawnTile(game.m_board, game.m_random);
    return game;
}

Game Game::fromBoard(const Board &board, std::uint64_t seed, std::int64_t score)
{
    return Game(board, Random(seed), score);
}

Game Game::fromBoard(const Board &board, const Random &random, std::int64_t score)
{
    return Game(board, random, score);
}

MoveResult Game::move(Direction d)
{
    MoveResult result;
    if (winPending())
        return result;
    SlideResult slide = m_board.slide(d);
    if (!slide.moved)
        return result;

    m_undo.push_back({m_board, m_score, m_random});
    if (static_cast<int>(m_undo.size()) > maxUndo)
        m_undo.pop_front();

    m_board = std::move(slide.board);
    m_score = addScore(m_score, slide.gained);
    result.moved = true;
    result.gained = slide.gained;
    result.tiles = std::move(slide.tiles);
    result.merges = std::move(slide.merges);
    result.spawn = spawnTile(m_board, m_random);
    if (!m_won && m_board.highestExponent() >= winExponent) {
        m_won = true;
        result.won = true;
    }
    result.over = isOver();
    return result;
}

void Game::keepGoing()
{
    if (m_won)
        m_keepGoing = true;
}

bool Game::undo()
{
    if (!canUndo())
        return false;
    UndoStep &step = m_undo.back();
    m_board = std::move(step.board);
    m_score = step.score;
    m_random = step.random;
    m_undo.pop_back();
    return true;
}

} // namespace tessera::game2048
