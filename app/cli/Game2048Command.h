// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace cli {

// `tessera-cli 2048 ...`: args holds what follows the game name.
int runGame2048(const QStringList &args);
// The part of --help that documents the 2048 commands.
QString game2048Help();

} // namespace cli
