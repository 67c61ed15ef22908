// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace cli {

// `tessera-cli sokoban verify ...`: args holds what follows "verify".
int runSokobanVerify(const QStringList &args);
// Its part of --help.
QString sokobanVerifyHelp();

} // namespace cli
