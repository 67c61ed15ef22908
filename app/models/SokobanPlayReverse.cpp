// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// SokobanPlay's reverse mode: the level played backwards on sokoban::ReverseGame, shown on the
// same board models, and joined to the forward game when the two meet.

#include "SokobanPlay.h"
#include "sokoban/PathFinder.h"

namespace tessera {

int SokobanPlay::moves() const
{
    if (m_reverseOn)
        return m_reverse->moves();
    return m_game ? m_game->moves() : 0;
}

int SokobanPlay::pushes() const
{
    if (m_reverseOn)
        return m_reverse->pulls();
    return m_game ? m_game->pushes() : 0;
}

int SokobanPlay::boxesOnGoals() const
{
    if (m_reverseOn)
        return m_reverse->board().boxesOnGoals();
    return m_game ? m_game->boxesOnGoals() : 0;
}

bool SokobanPlay::canUndo() const
{
    if (m_reverseOn)
        return m_reverse->canUndo();
    return m_game && m_game->canUndo();
}

bool SokobanPlay::canReverse() const
{
    return m_game && m_reverse;
}

bool SokobanPlay::setReverseMode(bool on)
{
    if (on == m_reverseOn)
        return true;
    if (on) {
        if (!canReverse() || m_game->isSolved())
            return false;
    }
    emit tookOver();
    clearQueue();
    showReverse(on);
    return true;
}

void SokobanPlay::showReverse(bool on)
{
    m_reverseOn = on;
    setSelectedCell(-1);
    setAnimateSteps(false);
    const sokoban::Game &shown = on ? m_reverse->board() : *m_game;
    m_board->resetToGame(shown);
    m_boxes->resetToGame(shown);
    m_playerCell = shown.playerPosition();
    // Where the forward play left the boxes: what the reverse play pulls them towards.
    std::vector<bool> targets;
    if (on) {
        targets.assign(static_cast<std::size_t>(m_game->cellCount()), false);
        for (const int cell : m_game->boxes())
            targets[static_cast<std::size_t>(cell)] = true;
    }
    m_board->setHighlights(-1, targets);
    emit reverseModeChanged();
    emit stateChanged();
    emit playerChanged();
}

void SokobanPlay::leaveReverse()
{
    if (m_reverseOn)
        showReverse(false);
}

void SokobanPlay::reverseStep(tessera::Direction d, bool pull)
{
    const sokoban::Position before = m_reverse->position();
    const int goalsBefore = m_reverse->board().boxesOnGoals();
    const sokoban::PullResult result = m_reverse->move(d, pull);
    m_facing = QmlDirection::fromCore(d);
    if (!result.moved()) {
        emit playerChanged();
        emit stepRefused();
        return;
    }
    if (m_reverse->pulls() > 0) {
        // When the two halves meet, the forward game plays the walk and the pulls turned round.
        const sokoban::Position forwardBefore = m_game->position();
        if (m_reverse->join(*m_game)) {
            showReverse(false);
            emit positionChanged(Change::Jump, forwardBefore);
            emit reverseJoined();
            return;
        }
    }
    afterReverseStep(before);
    emit stepped(result.pulled(), m_reverse->board().boxesOnGoals() - goalsBefore);
}

void SokobanPlay::afterReverseStep(const sokoban::Position &before)
{
    setAnimateSteps(true);
    const sokoban::Game &board = m_reverse->board();
    m_board->updateCells(board, sokoban::changedCells(before, m_reverse->position()));
    m_boxes->updateFromGame(board);
    m_playerCell = board.playerPosition();
    emit playerChanged();
    emit stateChanged();
}

bool SokobanPlay::reverseUndo()
{
    if (!m_reverse->canUndo())
        return false;
    const sokoban::Position before = m_reverse->position();
    m_reverse->undo();
    afterReverseStep(before);
    emit undone();
    return true;
}

bool SokobanPlay::reverseRestart()
{
    if (m_reverse->moves() == 0)
        return false;
    m_reverse = sokoban::ReverseGame::fromLevel(*m_level);
    showReverse(true);
    return true;
}

bool SokobanPlay::reverseClick(int cell)
{
    const sokoban::Game &board = m_reverse->board();
    if (!board.isFree(cell) || cell == board.playerPosition())
        return false;
    // A walk never pulls; before the first step the player may also stand anywhere (where the
    // last push of a solution left them).
    if (const auto walk = sokoban::PathFinder(board).walkTo(cell)) {
        for (const tessera::Direction d : *walk) {
            if (!m_reverseOn)
                break; // joined on the way
            reverseStep(d, false);
        }
        return true;
    }
    if (!m_reverse->placePlayer(cell))
        return false;
    showReverse(true);
    return true;
}

} // namespace tessera
