// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QSettings>
#include <QString>
#include <optional>

namespace tessera {

// The paces, in moves per second, at which the computer plays a game for the player (2048's
// Autoplay, Fifteen's Solve, Sokoban's replay): one list, so the speed choices read alike.
namespace MoveSpeeds {

QList<int> choices();
// The choice nearest `movesPerSecond` (the smaller one on a tie).
int nearest(int movesPerSecond);
// The speed stored under `key`, when it is one of the choices. Anything else is reported and
// removed (SettingsValue::discardInvalid, saying `fallback` is used instead); nothing stored
// gives nullopt too.
[[nodiscard]] std::optional<int> read(QSettings &store, const QString &key,
                                      const QString &fallback);

} // namespace MoveSpeeds

} // namespace tessera
