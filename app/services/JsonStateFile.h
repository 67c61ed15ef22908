// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Wording.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

class QLockFile;

namespace tessera {

// A small JSON document of user state (progress, the session) under the data folder.
// Reading never loses data: a file that does not parse, or parses to the wrong shape, is renamed
// aside as "<name>.corrupt-<yyyyMMdd-hhmmss>" and reported; a file that cannot be read at all
// (permissions, I/O) is left in place and the caller is told not to overwrite it.
class JsonStateFile
{
public:
    // What the caller's shape check says: nullopt if the object is usable, else why not (in the
    // language of the moment: a load error runs it again after a switch of language).
    using ShapeCheck = std::function<std::optional<QString>(const QJsonObject &)>;

    struct LoadResult
    {
        QJsonObject object;   // empty when missing or set aside
        Wording error;        // user-facing; none when all went well
        QString setAsidePath; // where a corrupt file went, if it was set aside
        bool writable = true; // false: the file exists but could not be read; don't replace it
    };

    explicit JsonStateFile(QString path) : m_path(std::move(path)) {}

    // A document held in memory instead of a file, read and saved by the same code: for the
    // fuzzing harness, which feeds millions of inputs to the services. `bytes` nullopt: no file
    // yet. Copies share the document, as copies of a path share the file.
    static JsonStateFile inMemory(std::optional<QByteArray> bytes);
    // What the document holds now (nullopt: no file, or it was set aside); a file's is not read.
    [[nodiscard]] std::optional<QByteArray> memoryBytes() const;

    const QString &path() const { return m_path; }

    // Why bytes are not a usable document: not JSON, not an object, or `shapeProblem`'s answer;
    // nullopt when `object` holds the document. What load() runs on the bytes it reads.
    [[nodiscard]] static std::optional<QString>
    parse(const QByteArray &bytes, const ShapeCheck &shapeProblem, QJsonObject *object);

    // `what` names the document in messages, e.g. "progress file".
    LoadResult load(const Wording &what, const ShapeCheck &shapeProblem) const;
    // Atomic (QSaveFile); nullopt on success, else a message.
    [[nodiscard]] std::optional<Wording> save(const QJsonObject &object) const;

    // Held from re-reading the file to saving what was merged into it, so that two programs
    // sharing the file (the app and tessera-cli) take turns and neither writes away what the
    // other just saved. A lock a crashed program left behind is taken over after a few
    // seconds; when the lock cannot be had at all, the update goes ahead without it.
    std::unique_ptr<QLockFile> lockForUpdate() const;

    // The name a corrupt file is renamed to; exposed for tests and messages.
    static QString setAsideName(const QString &path, const QDateTime &when);

private:
    // Moves a damaged document aside; the name it went to, or nullopt when it could not.
    [[nodiscard]] std::optional<QString> setAside() const;

    QString m_path;
    std::shared_ptr<std::optional<QByteArray>> m_memory; // set for inMemory() documents
};

} // namespace tessera
