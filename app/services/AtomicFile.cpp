#include "AtomicFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace tessera {

std::optional<QString> writeFileAtomically(const QString &path, const QByteArray &data)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        return QCoreApplication::translate("AtomicFile", "Cannot save %1: it is a folder.")
            .arg(QDir::toNativeSeparators(path));
    }
    const QString folder = info.absolutePath();
    if (!QDir().mkpath(folder)) {
        return QCoreApplication::translate("AtomicFile",
                                           "Cannot save %1: the folder %2 cannot be created.")
            .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(folder));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return QCoreApplication::translate("AtomicFile", "Cannot save %1: %2.")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    }
    if (file.write(data) != data.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return QCoreApplication::translate("AtomicFile", "Cannot save %1: %2.")
            .arg(QDir::toNativeSeparators(path), reason);
    }
    if (!file.commit()) {
        return QCoreApplication::translate("AtomicFile", "Cannot save %1: %2.")
            .arg(QDir::toNativeSeparators(path), file.errorString());
    }
    return std::nullopt;
}

} // namespace tessera
