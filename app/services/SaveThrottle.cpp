// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
#include "SaveThrottle.h"

namespace tessera {

SaveThrottle::SaveThrottle(QObject *context, int intervalMs, std::function<void()> save)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(intervalMs);
    QObject::connect(&m_timer, &QTimer::timeout, context, std::move(save));
}

void SaveThrottle::changed()
{
    // Restarting here would put the save off for as long as changes keep coming.
    if (!m_timer.isActive())
        m_timer.start();
}

} // namespace tessera
