// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 the Tessera project
#pragma once

#include "Wording.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace tessera {

// The settings file (tessera.conf) is read by QSettings, which takes anything: random bytes
// become junk keys that it writes back, and a huge file is read whole and replaced. So the app
// looks at the file first, as the other state files are looked at: a file that is not settings
// is set aside ("tessera.conf.corrupt-<date>", kept for the player or a bug report), Tessera
// starts with the defaults, and the player is told where the copy went.
namespace SettingsFileCheck {

// Larger than any settings Tessera writes by far (a few kilobytes), small enough to read.
constexpr qint64 largestPlausibleSize = 1024 * 1024;

// Why `bytes` are not a settings file Tessera could have written (binary data, text that is
// not UTF-8, a line that is neither a [section], a key=value nor a comment); nullopt when they
// are. Worded in the language of the moment, whenever it is worded.
[[nodiscard]] std::optional<Wording> problem(const QByteArray &bytes);

// Where QSettings() keeps the app's settings on this system (the user scope's native file), found
// without a QSettings object: making one reads the whole file, 5 s for 50 MB.
[[nodiscard]] QString defaultPath();

// Checks the file at `path` (defaultPath()) before the first settings object reads
// it, also asking QSettings whether it parses; a damaged file is moved aside. nullopt when the
// file is missing or fine, else the notice to show (naming the file, what is wrong and where
// the copy is, or that it could not be moved).
[[nodiscard]] std::optional<Wording> setAsideIfDamaged(const QString &path);

} // namespace SettingsFileCheck

} // namespace tessera
