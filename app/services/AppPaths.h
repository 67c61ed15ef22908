// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace tessera {

// Where Tessera keeps the user's data: one place, so the app, tessera-cli and the tests
// (QStandardPaths test mode) agree. Every path is under QStandardPaths::AppDataLocation.
namespace AppPaths {

QString dataDir();         // AppDataLocation, e.g. ~/.local/share/Tessera/tessera
QString progressFile();    // dataDir()/progress.json
QString sessionFile();     // dataDir()/session.json
QString userLevelsDir();   // dataDir()/levels
QString myLevelsFile();    // dataDir()/levels/my-levels.xsb
QString recentFilesFile(); // dataDir()/recent-files.json

} // namespace AppPaths
} // namespace tessera
