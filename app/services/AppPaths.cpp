// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppPaths.h"

#include <QStandardPaths>

namespace tessera::AppPaths {

QString dataDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString progressFile()
{
    return dataDir() + QStringLiteral("/progress.json");
}

QString sessionFile()
{
    return dataDir() + QStringLiteral("/session.json");
}

QString userLevelsDir()
{
    return dataDir() + QStringLiteral("/levels");
}

QString myLevelsFile()
{
    return userLevelsDir() + QStringLiteral("/my-levels.xsb");
}

QString recentFilesFile()
{
    return dataDir() + QStringLiteral("/recent-files.json");
}

} // namespace tessera::AppPaths
