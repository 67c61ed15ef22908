// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace cli {

// `tessera-cli sokoban ...`: args holds what follows the game name.
int runSokoban(const QStringList &args);
// The part of --help that documents the sokoban commands.
QString sokobanHelp();

} // namespace cli
