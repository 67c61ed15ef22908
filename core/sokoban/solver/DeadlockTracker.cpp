// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "DeadlockTracker.h"

#include <algorithm>
#include <iterator>

namespace tessera::sokoban {

DeadlockTracker::DeadlockTracker(const Level &level, GameOptions rules) : m_detector(level, rules)
{}

const std::optional<Deadlock> &DeadlockTracker::reset(const std::vector<int> &boxes)
{
    m_deadlock = m_detector.check(boxes);
    return m_deadlock;
}

bool DeadlockTracker::update(const std::vector<int> &before, const std::vector<int> &boxes)
{
    std::vector<int> was = before;
    std::vector<int> now = boxes;
    std::sort(was.begin(), was.end());
    std::sort(now.begin(), now.end());
    if (now == was)
        return false;
    std::vector<int> arrived;
    std::set_difference(now.begin(), now.end(), was.begin(), was.end(),
                        std::back_inserter(arrived));
    std::optional<Deadlock> next = arrived.size() == 1 && !m_deadlock
                                       ? m_detector.checkPush(boxes, arrived.front())
                                       : m_detector.check(boxes);
    if (next == m_deadlock)
        return false;
    m_deadlock = std::move(next);
    return true;
}

} // namespace tessera::sokoban
