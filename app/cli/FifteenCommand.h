// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace cli {

// `tessera-cli fifteen ...`: args holds what follows the game name.
int runFifteen(const QStringList &args);
// The part of --help that documents the fifteen commands.
QString fifteenHelp();

} // namespace cli
