// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SettingsObject.h"

namespace tessera {

bool SettingsObject::changeSides(int &first, int &second, int newFirst, int newSecond,
                                 const QString &firstKey, const QString &secondKey)
{
    if (newFirst == first && newSecond == second)
        return false;
    first = newFirst;
    second = newSecond;
    m_store.setValue(firstKey, newFirst);
    m_store.setValue(secondKey, newSecond);
    return true;
}

} // namespace tessera
