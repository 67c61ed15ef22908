// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "DeadlockDetector.h"

#include <optional>
#include <vector>

namespace tessera::sokoban {

// The simple deadlock of a game in play, kept up to date move by move (the play screen marks
// the stuck boxes as soon as a push makes them). After a single push with nothing stuck before,
// only what that push made can be new, so the cheap checkPush() decides; a lost position stays
// lost, so an undo never makes a new deadlock. Anything else gets the whole check().
class DeadlockTracker
{
public:
    // `rules`: with train push only single-box deadlocks count (see DeadlockDetector).
    explicit DeadlockTracker(const Level &level, GameOptions rules = {});

    const DeadlockDetector &detector() const { return m_detector; }
    const std::optional<Deadlock> &deadlock() const { return m_deadlock; }

    // Forgets the past and checks the whole position (`boxes`: level cells, any order).
    const std::optional<Deadlock> &reset(const std::vector<int> &boxes);
    // After a change from the boxes `before` to `boxes` (level cells, any order; `boxes` is
    // what the checks are given, e.g. Game::boxes()). A walk changes nothing. Returns whether
    // deadlock() changed.
    bool update(const std::vector<int> &before, const std::vector<int> &boxes);

private:
    DeadlockDetector m_detector;
    std::optional<Deadlock> m_deadlock;
};

} // namespace tessera::sokoban
