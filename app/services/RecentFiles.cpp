// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "RecentFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace tessera {

namespace {

const QString formatName = QStringLiteral("tessera-recent-files");

QString normalPath(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace

RecentFiles::RecentFiles(JsonStateFile file) : m_file(std::move(file))
{
    const auto shapeCheck = [](const QJsonObject &root) -> std::optional<QString> {
        if (root.value(QStringLiteral("format")).toString() != formatName ||
            !root.value(QStringLiteral("files")).isArray())
            return QCoreApplication::translate("RecentFiles", "it is not a list of recent files");
        return std::nullopt;
    };
    const JsonStateFile::LoadResult loaded = m_file.load(
        [] { return QCoreApplication::translate("RecentFiles", "list of recent files"); },
        shapeCheck);
    m_loadError = loaded.error;
    m_writable = loaded.writable;
    const QJsonArray files = loaded.object.value(QStringLiteral("files")).toArray();
    for (const QJsonValue &v : files) {
        const QString path = v.toString();
        if (!path.isEmpty() && QFileInfo::exists(path) && !m_paths.contains(path) &&
            m_paths.size() < maxCount)
            m_paths.append(path);
    }
}

bool RecentFiles::add(const QString &path)
{
    const QString p = normalPath(path);
    if (!m_paths.isEmpty() && m_paths.first() == p)
        return false;
    m_paths.removeAll(p);
    m_paths.prepend(p);
    while (m_paths.size() > maxCount)
        m_paths.removeLast();
    return true;
}

bool RecentFiles::remove(const QString &path)
{
    return m_paths.removeAll(normalPath(path)) > 0;
}

std::optional<Wording> RecentFiles::save() const
{
    if (!m_writable)
        return m_loadError;
    return m_file.save(QJsonObject{{QStringLiteral("format"), formatName},
                                   {QStringLiteral("version"), 1},
                                   {QStringLiteral("files"), QJsonArray::fromStringList(m_paths)}});
}

} // namespace tessera
