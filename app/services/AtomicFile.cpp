// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AtomicFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <cerrno>
#include <cstring>

namespace tessera {

namespace {

// QDir::mkpath() says only that it failed: the nearest part of the path that exists tells why.
QString whyFolderCannotBeMade(const QString &folder)
{
    QFileInfo existing(folder);
    while (!existing.exists() && !existing.isRoot())
        existing.setFile(existing.absolutePath());
    const QString shown = QDir::toNativeSeparators(existing.absoluteFilePath());
    if (!existing.isDir())
        return QCoreApplication::translate("AtomicFile", "%1 is a file, not a folder").arg(shown);
    if (!existing.isWritable())
        return QCoreApplication::translate("AtomicFile", "no permission to write in %1").arg(shown);
    return QCoreApplication::translate("AtomicFile", "the system refused");
}

// "Cannot save <path>: <reason>." with a reason the system worded.
Wording cannotSave(const QString &path, const QString &reason)
{
    return [path, reason] {
        return QCoreApplication::translate("AtomicFile", "Cannot save %1: %2.")
            .arg(QDir::toNativeSeparators(path), reason);
    };
}

} // namespace

std::optional<Wording> writeFileAtomically(const QString &path, const QByteArray &data)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        return Wording([path] {
            return QCoreApplication::translate("AtomicFile", "Cannot save %1: it is a folder.")
                .arg(QDir::toNativeSeparators(path));
        });
    }
    const QString folder = info.absolutePath();
    if (!QDir().mkpath(folder)) {
        return Wording([path, folder] {
            return QCoreApplication::translate(
                       "AtomicFile", "Cannot save %1: the folder %2 cannot be created (%3).")
                .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(folder),
                     whyFolderCannotBeMade(folder));
        });
    }
    QSaveFile file(path);
    // Unbuffered, so a short write (disk full, file size limit) shows in write()'s count: with
    // Qt 6.4's buffered writes a short write at flush time goes unnoticed and commit() then
    // replaces the old file with a truncated one (checked).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return cannotSave(path, file.errorString());
    errno = 0;
    const qint64 written = file.write(data);
    if (written != data.size()) {
        // The system's reason ("No space left on device", "File too large"...): Qt reports a
        // short write without one.
        const int error = errno;
        const QString reason =
            error != 0 ? QString::fromLocal8Bit(std::strerror(error)) : QString();
        file.cancelWriting();
        return Wording([path, written = qMax<qint64>(written, 0), size = data.size(), reason] {
            return QCoreApplication::translate("AtomicFile",
                                               "Cannot save %1: only %2 of %3 bytes could be "
                                               "written (%4). The previous file was kept.")
                .arg(QDir::toNativeSeparators(path))
                .arg(written)
                .arg(size)
                .arg(reason.isEmpty()
                         ? QCoreApplication::translate("AtomicFile", "is the disk full?")
                         : reason);
        });
    }
    if (!file.commit())
        return cannotSave(path, file.errorString());
    return std::nullopt;
}

} // namespace tessera
