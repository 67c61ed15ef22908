// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace cli {

// `tessera-cli play GAME ...`: the games in a terminal (curses). Returns the exit code.
int runPlay(const QStringList &args);
QString playHelp();

} // namespace cli
