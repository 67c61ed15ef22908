// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

// Helpers of the level library's tests (tst_level_library, tst_level_library_saving): files read
// and written whole, the test data, a level from XSB text, where lines start.

#include "sokoban/XsbReader.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QVector>
#include <string_view>

namespace librarytest {

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

inline QString dataFile(const char *name)
{
    return QStringLiteral(TESSERA_TEST_DATA "/") + QLatin1String(name);
}

inline tessera::sokoban::Level levelFromXsb(std::string_view text)
{
    const tessera::sokoban::LevelCollection c = tessera::sokoban::readXsb(text);
    return c.levels.empty() ? tessera::sokoban::Level() : c.levels.front().level;
}

// Byte offsets of the start of each line (1-based: starts[n] is where line n begins), plus
// the end of the text as a last entry.
inline QVector<qsizetype> lineStarts(const QByteArray &bytes)
{
    QVector<qsizetype> starts{0, 0};
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (bytes[i] == '\r' && i + 1 < bytes.size() && bytes[i + 1] == '\n')
            continue;
        if (bytes[i] == '\n' || bytes[i] == '\r')
            starts.append(i + 1);
    }
    starts.append(bytes.size());
    return starts;
}

} // namespace librarytest
