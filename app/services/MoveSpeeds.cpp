// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "MoveSpeeds.h"

#include "SettingsValue.h"

#include <cstdlib>

namespace tessera::MoveSpeeds {

QList<int> choices()
{
    return {1, 2, 5, 10, 20, 50};
}

int nearest(int movesPerSecond)
{
    const QList<int> speeds = choices();
    int best = speeds.front();
    for (const int speed : speeds) {
        if (std::abs(speed - movesPerSecond) < std::abs(best - movesPerSecond))
            best = speed;
    }
    return best;
}

std::optional<int> read(QSettings &store, const QString &key, const QString &fallback)
{
    if (!store.contains(key))
        return std::nullopt;
    const QVariant stored = store.value(key);
    const auto speed = SettingsValue::toInt(stored, 1, 1000);
    if (speed && choices().contains(*speed))
        return speed;
    SettingsValue::discardInvalid(store, key, stored, fallback);
    return std::nullopt;
}

} // namespace tessera::MoveSpeeds
