// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>
#include <QVariant>
#include <optional>

class QSettings;

// Strict readers for values stored in a QSettings file. QVariant's own conversions are too
// forgiving for a file a user may edit by hand ("banana".toBool() is true), so each reader
// accepts only what the matching writer produces and reports anything else.
namespace tessera::SettingsValue {

// true/false (also 1/0, as other tools write them); nullopt for anything else.
[[nodiscard]] std::optional<bool> toBool(const QVariant &value);

// A whole number in [min, max]; nullopt for text that is not a number or is out of range.
[[nodiscard]] std::optional<int> toInt(const QVariant &value, int min, int max);

// One of the allowed names (compared exactly); nullopt otherwise.
[[nodiscard]] std::optional<QString> toChoice(const QVariant &value, const QStringList &allowed);

// Warns on stderr that `key` in the settings file holds `value`, which is not valid, and that
// `fallback` is used instead, then removes the key: a user who edited the file by hand sees
// what was ignored, once, and the next start reads a clean file.
void discardInvalid(QSettings &settings, const QString &key, const QVariant &value,
                    const QString &fallback);

// The value stored at `key`, or `fallback` when there is none; an invalid one is reported and
// removed as discardInvalid() does, and `fallback` is used.
bool readBool(QSettings &settings, const QString &key, bool fallback);
int readInt(QSettings &settings, const QString &key, int min, int max, int fallback);

} // namespace tessera::SettingsValue
