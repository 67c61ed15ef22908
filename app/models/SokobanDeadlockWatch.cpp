// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanDeadlockWatch.h"

#include "ServiceBinding.h"
#include "SokobanBoardModel.h"
#include "SokobanBoxModel.h"
#include "SokobanPlay.h"
#include "SokobanSolverRunner.h"

namespace tessera {

SokobanDeadlockWatch::SokobanDeadlockWatch(SokobanPlay *play, QObject *parent)
    : QObject(parent), m_play(play), m_board(play->board()), m_boxes(play->boxes())
{
    connect(play, &SokobanPlay::levelStarted, this, &SokobanDeadlockWatch::restart);
    connect(play, &SokobanPlay::rulesChanged, this, [this] {
        // What is stuck depends on the rules: boxes do not freeze each other with train push.
        if (m_tracker && m_play->game() && m_play->game()->trainPush() != m_trackerTrainPush)
            restart();
    });
    connect(play, &SokobanPlay::positionChanged, this,
            [this](SokobanPlay::Change change, const sokoban::Position &before) {
                if (m_play->game())
                    update(before.boxes, *m_play->game(), change == SokobanPlay::Change::Step);
            });
}

void SokobanDeadlockWatch::restart()
{
    const sokoban::Game *game = m_play->game();
    startLevel(game ? m_play->level() : nullptr, game);
}

void SokobanDeadlockWatch::setSettings(SokobanSettings *settings)
{
    rebindService(m_settings, settings, this, [this](SokobanSettings *s) {
        connect(s, &SokobanSettings::showDeadSquaresChanged, this,
                &SokobanDeadlockWatch::applyDeadSquares);
    });
    applyDeadSquares();
}

void SokobanDeadlockWatch::startLevel(const sokoban::Level *level, const sokoban::Game *game)
{
    m_tracker.reset();
    // By the rules in force: with train push only what holds for a box alone is a deadlock.
    if (level && game) {
        m_tracker.emplace(*level, sokoban::GameOptions{game->trainPush()});
        m_trackerTrainPush = game->trainPush();
    }
    m_moves = game ? game->moves() : 0;
    applyDeadSquares();
    if (!m_tracker) {
        m_pushMoves = -1;
        show(std::nullopt, 0);
    } else {
        const std::optional<sokoban::Deadlock> deadlock = m_tracker->reset(game->boxes());
        m_pushMoves = deadlock ? movesBeforeDeadlockPush(*game) : -1;
        show(deadlock, deadlock && m_pushMoves >= 0 ? game->moves() - m_pushMoves : 0);
    }
    // The box model was just reset: its stuck marks are gone even when the deadlock is not.
    m_boxes->setStuckCells(m_deadlock ? m_deadlock->cells : std::vector<int>{});
}

void SokobanDeadlockWatch::update(const std::vector<int> &before, const sokoban::Game &game,
                                  bool singleStep)
{
    if (!m_tracker) {
        show(std::nullopt, 0);
        return;
    }
    const bool wasStuck = m_deadlock.has_value();
    // A step forward (a move or a redo), not the undo of one.
    const bool forward = game.moves() > m_moves;
    m_moves = game.moves();
    m_tracker->update(before, game.boxes());
    const std::optional<sokoban::Deadlock> &deadlock = m_tracker->deadlock();
    // The push that made it stays where it was while the player walks on, pushes other boxes
    // or takes back moves after it; a new deadlock or a jump in the history looks again.
    // From nothing stuck to stuck in one step forward can only be the push just made: a walk
    // changes nothing. An undo makes a deadlock only when it takes back a train push made
    // under rules no longer in force; then the line is looked through.
    if (!deadlock)
        m_pushMoves = -1;
    else if (!wasStuck && singleStep && forward)
        m_pushMoves = game.moves() - 1;
    else if (!wasStuck || !singleStep || game.moves() <= m_pushMoves)
        m_pushMoves = movesBeforeDeadlockPush(game);
    show(deadlock, deadlock && m_pushMoves >= 0 ? game.moves() - m_pushMoves : 0);
}

int SokobanDeadlockWatch::movesBeforeDeadlockPush(const sokoban::Game &game) const
{
    // Back through the line of play, push by push, to the first position with nothing stuck.
    sokoban::Game back = game;
    while (back.moves() > 0) {
        const int pushes = back.pushes();
        back.undo();
        if (back.pushes() < pushes && !m_tracker->detector().check(back.boxes()))
            return back.moves();
    }
    return -1;
}

bool SokobanDeadlockWatch::undoPush()
{
    if (m_undos <= 0)
        return false;
    return m_play->stepHistory(-m_undos) > 0;
}

void SokobanDeadlockWatch::show(std::optional<sokoban::Deadlock> deadlock, int undos)
{
    if (deadlock == m_deadlock && undos == m_undos)
        return;
    m_undos = undos;
    if (deadlock == m_deadlock) {
        emit changed();
        return;
    }
    m_deadlock = std::move(deadlock);
    m_boxes->setStuckCells(m_deadlock ? m_deadlock->cells : std::vector<int>{});
    emit changed();
}

QString SokobanDeadlockWatch::text() const
{
    return m_deadlock ? SokobanSolverRunner::deadlockText(m_deadlock->kind) : QString();
}

bool SokobanDeadlockWatch::showDeadSquares() const
{
    return m_settings && m_settings->showDeadSquares();
}

void SokobanDeadlockWatch::applyDeadSquares()
{
    m_board->setDeadSquares(showDeadSquares() && m_tracker ? m_tracker->detector().deadSquares()
                                                           : std::vector<bool>{});
    emit deadSquaresChanged();
}

} // namespace tessera
