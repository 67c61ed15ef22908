// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QObject>

namespace tessera {

// Whether the player asked for less motion (Settings > Reduce motion): the walks, slides, pops
// and screen changes of every game become instant changes. One per process: AppSettings sets it
// from its file, each game's settings read it for the durations they give their boards.
class MotionPreference : public QObject
{
    Q_OBJECT

public:
    [[nodiscard]] static MotionPreference *instance();

    bool reduced() const { return m_reduced; }
    void setReduced(bool reduced);

    // A duration the player's preference allows: 0 when motion is reduced.
    [[nodiscard]] static int allowed(int milliseconds);

signals:
    void reducedChanged();

private:
    using QObject::QObject;

    bool m_reduced = false;
};

} // namespace tessera
