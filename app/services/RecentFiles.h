// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "JsonStateFile.h"

#include <QString>
#include <QStringList>

namespace tessera {

// The level files the user opened, newest first, kept in AppDataLocation/recent-files.json.
// Files that no longer exist are dropped when the list is read. A damaged list is set aside
// like the other state files; losing it costs the user nothing but a few clicks.
class RecentFiles
{
public:
    static constexpr int maxCount = 10;

    explicit RecentFiles(const QString &filePath) : RecentFiles(JsonStateFile(filePath)) {}
    // The list in a file or, for fuzzing, in memory (JsonStateFile::inMemory).
    explicit RecentFiles(JsonStateFile file);

    const QStringList &paths() const { return m_paths; }
    // Puts `path` (made absolute) first. Returns false if the list did not change.
    bool add(const QString &path);
    bool remove(const QString &path);

    // In the language of the moment.
    QString loadError() const { return worded(m_loadError); }
    // nullopt on success, else why the list could not be saved.
    [[nodiscard]] std::optional<Wording> save() const;

private:
    JsonStateFile m_file;
    QStringList m_paths;
    Wording m_loadError;
    bool m_writable = true;
};

} // namespace tessera
