// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Wording.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace tessera {

// Writes user data so that a failed save never leaves a half-written file: the bytes go to a
// temporary file (QSaveFile) that replaces the target only once everything was written.
// Missing parent folders are created first. Returns nullopt on success, else a message naming
// the file and what went wrong (worded in the language of the moment, the system's own reason
// as the system gave it); the previous file, if any, is then left as it was.
[[nodiscard]] std::optional<Wording> writeFileAtomically(const QString &path,
                                                         const QByteArray &data);

} // namespace tessera
