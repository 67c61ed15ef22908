// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanStepQueue.h"

namespace tessera {

SokobanStepQueue::SokobanStepQueue(QObject *parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &SokobanStepQueue::due);
}

void SokobanStepQueue::append(const std::vector<Direction> &steps)
{
    m_steps.insert(m_steps.end(), steps.begin(), steps.end());
}

void SokobanStepQueue::reset(std::vector<Direction> steps)
{
    m_steps.assign(steps.begin(), steps.end());
    m_position = 0;
}

void SokobanStepQueue::clear()
{
    m_steps.clear();
    m_position = 0;
}

Direction SokobanStepQueue::takeNext()
{
    const Direction d = m_steps[m_position];
    m_steps.erase(m_steps.begin() + static_cast<std::ptrdiff_t>(m_position));
    return d;
}

void SokobanStepQueue::advance()
{
    if (m_position < m_steps.size())
        ++m_position;
}

bool SokobanStepQueue::stepBack()
{
    if (m_position == 0)
        return false;
    --m_position;
    return true;
}

} // namespace tessera
