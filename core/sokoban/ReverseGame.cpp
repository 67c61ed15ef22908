// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReverseGame.h"

#include "sokoban/PathFinder.h"

#include <cctype>

namespace tessera::sokoban {

std::optional<ReverseGame> ReverseGame::fromLevel(const Level &level)
{
    const std::optional<Game> start = Game::fromLevel(level);
    if (!start || start->boxCount() == 0 || start->boxCount() != start->goalCount()) {
        return std::nullopt;
    }
    // The solved position: a box on every goal, the player where they started if that is free.
    Level solved = start->toLevel();
    int firstFree = -1;
    for (int cell = 0; cell < start->cellCount(); ++cell) {
        Cell &c = solved.cells[static_cast<std::size_t>(cell)];
        c.box = c.goal;
        c.player = false;
        if (firstFree < 0 && c.terrain == Terrain::Floor && !c.goal) {
            firstFree = cell;
        }
    }
    int player = start->playerPosition();
    if (start->isGoal(player)) {
        player = firstFree;
    }
    if (player < 0) {
        return std::nullopt; // goals cover every floor cell: no room to pull
    }
    solved.cells[static_cast<std::size_t>(player)].player = true;
    std::optional<Game> board = Game::fromLevel(solved);
    if (!board) {
        return std::nullopt;
    }
    board->setKeepsHistory(false);
    return ReverseGame(std::move(*board));
}

PullResult ReverseGame::move(Direction d, bool pull)
{
    const MoveResult m = m_board.pull(d, pull);
    PullResult result;
    result.kind = m.kind;
    result.blocker = m.blocker;
    result.direction = d;
    result.from = m.from;
    result.to = m.to;
    result.boxFrom = m.boxFrom();
    result.boxTo = m.boxTo();
    if (!m.moved()) {
        return result;
    }
    m_steps.push_back({d, result.pulled()});
    if (result.pulled()) {
        ++m_pulls;
    }
    return result;
}

bool ReverseGame::placePlayer(int cell)
{
    if (!m_steps.empty() || !m_board.isFree(cell)) {
        return false;
    }
    // Rebuild the solved position with the player elsewhere: nothing else has moved yet.
    Level level = m_board.toLevel();
    level.cells[static_cast<std::size_t>(m_board.playerPosition())].player = false;
    level.cells[static_cast<std::size_t>(cell)].player = true;
    std::optional<Game> board = Game::fromLevel(level);
    if (!board) {
        return false;
    }
    board->setKeepsHistory(false);
    m_board = std::move(*board);
    return true;
}

bool ReverseGame::undo()
{
    if (m_steps.empty()) {
        return false;
    }
    const Step step = m_steps.back();
    // A pull undone is the push it stands for; a walk undone is a walk back onto free floor.
    m_board.move(opposite(step.direction));
    m_steps.pop_back();
    if (step.pulled) {
        --m_pulls;
    }
    return true;
}

std::string ReverseGame::forwardLurd() const
{
    std::string text;
    text.reserve(m_steps.size());
    for (auto it = m_steps.rbegin(); it != m_steps.rend(); ++it) {
        const char letter = lurdLetter(opposite(it->direction));
        text.push_back(it->pulled ? static_cast<char>(std::toupper(letter)) : letter);
    }
    return text;
}

std::optional<std::vector<Direction>> ReverseGame::walkToMeet(const Game &forward) const
{
    if (forward.width() != m_board.width() || forward.height() != m_board.height() ||
        forward.position().boxes != position().boxes) {
        return std::nullopt;
    }
    return PathFinder(forward).walkTo(playerPosition());
}

bool ReverseGame::meets(const Game &forward) const
{
    return walkToMeet(forward).has_value();
}

bool ReverseGame::join(Game &forward) const
{
    const std::optional<std::vector<Direction>> walk = walkToMeet(forward);
    if (!walk) {
        return false;
    }
    int played = 0;
    bool ok = true;
    for (const Direction d : *walk) {
        ok = forward.move(d).moved();
        if (!ok) {
            break;
        }
        ++played;
    }
    // The steps before the first pull only placed the reverse player: the forward line ends
    // with the last push, solved.
    for (std::size_t i = m_steps.size(); ok && i > 0 && !forward.isSolved(); --i) {
        const Step &step = m_steps[i - 1];
        const MoveResult m = forward.move(opposite(step.direction));
        ok = m.moved() && (m.kind == MoveKind::Pushed) == step.pulled;
        if (m.moved()) {
            ++played;
        }
    }
    if (ok && forward.isSolved()) {
        return true;
    }
    while (played-- > 0) {
        forward.undo(); // the rules disagreed: leave the forward game as it was
    }
    return false;
}

} // namespace tessera::sokoban
