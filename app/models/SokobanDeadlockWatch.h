#pragma once

#include "SokobanSettings.h"
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

// The deadlock watch of the play screen (session.deadlock): after every push, whether the
// position has a simple deadlock (core's DeadlockTracker decides), said in words, with the
// boxes involved marked in the box model ("stuck"); and, when the settings ask for it, the
// dead squares of the level marked on the board.
class SokobanDeadlockWatch : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of SokobanSession: session.deadlock")

    Q_PROPERTY(bool found READ found NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // Dead squares are shown (the board's deadSquare role), from the settings.
    Q_PROPERTY(bool showDeadSquares READ showDeadSquares NOTIFY deadSquaresChanged)

public:
    SokobanDeadlockWatch(SokobanBoardModel *board, SokobanBoxModel *boxes, QObject *parent);

    void setSettings(SokobanSettings *settings);
    // A level was opened: `level` is null when it cannot be played; `boxes` its box cells.
    void startLevel(const sokoban::Level *level, const std::vector<int> &boxes);
    // After a change of the position from the boxes `before` (microseconds).
    void update(const std::vector<int> &before, const std::vector<int> &boxes);

    bool found() const { return m_deadlock.has_value(); }
    QString text() const;
    const std::optional<sokoban::Deadlock> &current() const { return m_deadlock; }
    bool showDeadSquares() const;

signals:
    void changed();
    void deadSquaresChanged();

private:
    void show(std::optional<sokoban::Deadlock> deadlock);
    void applyDeadSquares();

    SokobanBoardModel *m_board;
    SokobanBoxModel *m_boxes;
    QPointer<SokobanSettings> m_settings;
    // Built once per level (dead squares; freeze checks after each push).
    std::optional<sokoban::DeadlockTracker> m_tracker;
    std::optional<sokoban::Deadlock> m_deadlock;
};

} // namespace tessera
