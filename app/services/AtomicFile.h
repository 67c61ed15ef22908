#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace tessera {

// Writes user data so that a failed save never leaves a half-written file: the bytes go to a
// temporary file (QSaveFile) that replaces the target only once everything was written.
// Missing parent folders are created first. Returns nullopt on success, else a message naming
// the file and what went wrong; the previous file, if any, is then left as it was.
std::optional<QString> writeFileAtomically(const QString &path, const QByteArray &data);

} // namespace tessera
