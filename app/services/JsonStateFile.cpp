// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "JsonStateFile.h"

#include "AtomicFile.h"
#include "LogCategories.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLockFile>
#include <QtDebug>
#include <cerrno>
#include <cstring>

namespace tessera {

namespace {

// Texts are marked with their context where they stand (QT_TRANSLATE_NOOP), for lupdate.
QString translated(const char *text)
{
    return QCoreApplication::translate("JsonStateFile", text);
}

// Why a lock file was not taken, in words: QLockFile gives only its error's number, and the
// system's reason (errno just after tryLock()) when the file could not be made.
QString lockProblem(QLockFile::LockError lockError, int error)
{
    switch (lockError) {
    case QLockFile::NoError:
        break;
    case QLockFile::LockFailedError:
        return QStringLiteral("another program holds it");
    case QLockFile::PermissionError:
    case QLockFile::UnknownError:
        if (error != 0)
            return QStringLiteral("the lock file cannot be made (%1)")
                .arg(QString::fromLocal8Bit(std::strerror(error)));
        return QStringLiteral("the lock file cannot be made");
    }
    return QStringLiteral("the lock was not taken");
}

} // namespace

QString JsonStateFile::setAsideName(const QString &path, const QDateTime &when)
{
    return path + QStringLiteral(".corrupt-") + when.toString(QStringLiteral("yyyyMMdd-hhmmss"));
}

JsonStateFile JsonStateFile::inMemory(std::optional<QByteArray> bytes)
{
    JsonStateFile file{QString()};
    file.m_memory = std::make_shared<std::optional<QByteArray>>(std::move(bytes));
    return file;
}

std::optional<QByteArray> JsonStateFile::memoryBytes() const
{
    return m_memory ? *m_memory : std::nullopt;
}

std::optional<QString> JsonStateFile::parse(const QByteArray &bytes, const ShapeCheck &shapeProblem,
                                            QJsonObject *object)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return translated(QT_TRANSLATE_NOOP("JsonStateFile", "not valid JSON at byte %1: %2"))
            .arg(parseError.offset)
            .arg(parseError.errorString());
    }
    if (!document.isObject())
        return translated(QT_TRANSLATE_NOOP("JsonStateFile", "the top level is not a JSON object"));
    *object = document.object();
    if (const auto shape = shapeProblem ? shapeProblem(*object) : std::nullopt) {
        *object = QJsonObject();
        return shape;
    }
    return std::nullopt;
}

JsonStateFile::LoadResult JsonStateFile::load(const Wording &what,
                                              const ShapeCheck &shapeProblem) const
{
    LoadResult result;
    QByteArray bytes;
    const QString path = QDir::toNativeSeparators(m_path);
    if (m_memory) {
        if (!*m_memory)
            return result;
        bytes = **m_memory;
    } else {
        QFile file(m_path);
        if (!file.exists())
            return result;
        if (!file.open(QIODevice::ReadOnly)) {
            result.error = [what, path, why = file.errorString()] {
                return translated(QT_TRANSLATE_NOOP(
                                      "JsonStateFile",
                                      "The %1 %2 cannot be read (%3). It was left as it is and "
                                      "nothing will be saved to it in this session."))
                    .arg(what(), path, why);
            };
            result.writable = false;
            return result;
        }
        bytes = file.readAll();
    }

    if (!parse(bytes, shapeProblem, &result.object))
        return result;
    // What is wrong, worded again from the bytes whenever the message is.
    const auto problem = [bytes, shapeProblem] {
        QJsonObject unused;
        return parse(bytes, shapeProblem, &unused).value_or(QString());
    };

    // Keep the damaged file for the user (or a bug report) under a name that says what it is.
    if (const auto aside = setAside()) {
        result.setAsidePath = *aside;
        result.error = [what, path, problem, aside = QDir::toNativeSeparators(*aside)] {
            return translated(QT_TRANSLATE_NOOP("JsonStateFile",
                                                "The %1 %2 is damaged (%3). It was kept as %4 and "
                                                "a new one is started."))
                .arg(what(), path, problem(), aside);
        };
    } else {
        // Could not move it: then do not overwrite it either.
        result.writable = false;
        result.error = [what, path, problem] {
            return translated(QT_TRANSLATE_NOOP("JsonStateFile",
                                                "The %1 %2 is damaged (%3) and could not be set "
                                                "aside. It was left as it is and nothing will be "
                                                "saved to it in this session."))
                .arg(what(), path, problem());
        };
    }
    return result;
}

std::optional<QString> JsonStateFile::setAside() const
{
    if (m_memory) {
        m_memory->reset();
        return QStringLiteral("(memory)");
    }
    QString aside = setAsideName(m_path, QDateTime::currentDateTime());
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = setAsideName(m_path, QDateTime::currentDateTime()) + QLatin1Char('-') +
                QString::number(n);
    if (!QFile::rename(m_path, aside))
        return std::nullopt;
    return aside;
}

std::optional<Wording> JsonStateFile::save(const QJsonObject &object) const
{
    const QByteArray bytes = QJsonDocument(object).toJson(QJsonDocument::Indented);
    if (m_memory) {
        *m_memory = bytes;
        return std::nullopt;
    }
    return writeFileAtomically(m_path, bytes);
}

std::unique_ptr<QLockFile> JsonStateFile::lockForUpdate() const
{
    if (m_memory)
        return nullptr; // nothing else can reach a document in memory
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    auto lock = std::make_unique<QLockFile>(m_path + QStringLiteral(".lock"));
    lock->setStaleLockTime(10000);
    errno = 0;
    if (!lock->tryLock(5000)) {
        const int error = errno;
        qCWarning(lcStorage).noquote()
            << "Updating" << m_path << "without its lock:" << lockProblem(lock->error(), error);
    }
    return lock;
}

} // namespace tessera
