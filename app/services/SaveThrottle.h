// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
#pragma once

#include <QTimer>
#include <functional>

namespace tessera {

// When a state file that changes during play is written: at most once per interval, and at
// least once per interval while changes keep coming. The first change arms the timer; later
// changes never restart it, so a player making four moves a second still has the file follow
// within the interval, and a kill loses at most that much.
class SaveThrottle
{
public:
    // `save` runs on the timer, in the thread of `context` (the service that owns this).
    SaveThrottle(QObject *context, int intervalMs, std::function<void()> save);

    // A change was made: a save is due within the interval (now armed unless already armed).
    void changed();
    // Nothing is due any more (the owner saved by other means).
    void cancel() { m_timer.stop(); }
    [[nodiscard]] bool isArmed() const { return m_timer.isActive(); }

private:
    QTimer m_timer;
};

} // namespace tessera
