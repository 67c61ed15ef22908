// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SokobanSettings.h"
#include "sokoban/Game.h"
#include "sokoban/solver/DeadlockTracker.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <optional>
#include <vector>

namespace tessera {

class SokobanBoardModel;
class SokobanBoxModel;
class SokobanPlay;

// The deadlock watch of the play screen (session.deadlock): after every push, whether the
// position has a simple deadlock (core's DeadlockTracker decides), said in words, with the
// boxes involved marked in the box model ("stuck"), and how far back the push that made it
// lies (the player may have walked on since: undoPush() goes back to just before it); and,
// when the settings ask for it, the dead squares of the level marked on the board. It judges
// by the rules in force (the game's): with train push, boxes do not freeze each other, so only
// a box in a corner or on a dead square is reported (DeadlockDetector). It follows the
// SokobanPlay: each level started, each change of its position and of its rules.
class SokobanDeadlockWatch : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of SokobanSession: session.deadlock")

    Q_PROPERTY(bool found READ found NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // The moves to take back to stand just before the push that made the deadlock; 0 when
    // there is none, or the line of play was stuck from its start.
    Q_PROPERTY(int undos READ undos NOTIFY changed)
    // Dead squares are shown (the board's deadSquare role), from the settings.
    Q_PROPERTY(bool showDeadSquares READ showDeadSquares NOTIFY deadSquaresChanged)

public:
    SokobanDeadlockWatch(SokobanPlay *play, QObject *parent);

    void setSettings(SokobanSettings *settings);
    // A level was opened (or the rules changed): both null when it cannot be played; `game`
    // may hold resumed moves.
    void startLevel(const sokoban::Level *level, const sokoban::Game *game);
    // After a change of the game's position from the boxes `before` (microseconds);
    // `singleStep`: one move or the undo of one, not a jump (restart, the undo of one).
    void update(const std::vector<int> &before, const sokoban::Game &game, bool singleStep);

    bool found() const { return m_deadlock.has_value(); }
    QString text() const;
    int undos() const { return m_undos; }
    // Takes back the moves up to just before the push that made the deadlock (as the Hint's
    // "Undo N" does); false when there is no such push.
    Q_INVOKABLE bool undoPush();
    const std::optional<sokoban::Deadlock> &current() const { return m_deadlock; }
    bool showDeadSquares() const;

signals:
    void changed();
    void deadSquaresChanged();

private:
    void show(std::optional<sokoban::Deadlock> deadlock, int undos);
    void applyDeadSquares();
    // The moves of the game's line of play before the push that made its deadlock, or -1 when
    // the line was stuck from its start.
    int movesBeforeDeadlockPush(const sokoban::Game &game) const;

    // The play's level was started or its rules changed.
    void restart();

    SokobanPlay *m_play;
    SokobanBoardModel *m_board;
    SokobanBoxModel *m_boxes;
    QPointer<SokobanSettings> m_settings;
    // Built once per level (dead squares; freeze checks after each push).
    std::optional<sokoban::DeadlockTracker> m_tracker;
    bool m_trackerTrainPush = false; // the rules m_tracker judges by
    std::optional<sokoban::Deadlock> m_deadlock;
    int m_pushMoves = -1; // see movesBeforeDeadlockPush
    int m_moves = 0;      // the game's moves at the last update
    int m_undos = 0;
};

} // namespace tessera
