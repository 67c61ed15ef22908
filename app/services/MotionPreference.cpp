// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MotionPreference.h"

namespace tessera {

MotionPreference *MotionPreference::instance()
{
    static MotionPreference preference;
    return &preference;
}

void MotionPreference::setReduced(bool reduced)
{
    if (reduced == m_reduced)
        return;
    m_reduced = reduced;
    emit reducedChanged();
}

int MotionPreference::allowed(int milliseconds)
{
    return instance()->reduced() ? 0 : milliseconds;
}

} // namespace tessera
