// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace cli {

// `tessera-cli sokoban optimise ...`: args holds what follows "optimise".
int runSokobanOptimise(const QStringList &args);
// Its part of --help.
QString sokobanOptimiseHelp();

} // namespace cli
