// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"

#include <QObject>
#include <QTimer>
#include <deque>
#include <vector>

namespace tessera {

// A line of steps played one at a time on a timer: what is left of the keys pressed and of a
// mouse path on the play screen, or a solution being replayed. It keeps the steps, how far
// playing has come and the timer to the next step; playing a step, and what a blocked one
// means, are the owner's (the session and the replay differ there).
//
// Keys and paths take the next step and forget it (takeNext); a replay walks a cursor over
// steps it keeps (next, advance, stepBack), so it can go back.
class SokobanStepQueue : public QObject
{
    Q_OBJECT

public:
    explicit SokobanStepQueue(QObject *parent = nullptr);

    void append(const std::vector<Direction> &steps);
    // Replaces the steps; playing starts from the first.
    void reset(std::vector<Direction> steps);
    void clear();

    // Steps kept (played ones too, for a cursor), how many are played, how many wait.
    int length() const { return static_cast<int>(m_steps.size()); }
    int position() const { return static_cast<int>(m_position); }
    int pending() const { return length() - position(); }
    bool atEnd() const { return m_position >= m_steps.size(); }

    // The step to play next (not atEnd()).
    Direction next() const { return m_steps[m_position]; }
    // Removes the next step and returns it (not atEnd()).
    Direction takeNext();
    // Moves the cursor over the next step / back over the last one played.
    void advance();
    bool stepBack();
    void rewind() { m_position = 0; }

    // The timer to the next step: due() when it runs out.
    void schedule(int milliseconds) { m_timer.start(milliseconds); }
    void stop() { m_timer.stop(); }
    bool scheduled() const { return m_timer.isActive(); }

signals:
    void due();

private:
    std::deque<Direction> m_steps;
    std::size_t m_position = 0;
    QTimer m_timer;
};

} // namespace tessera
