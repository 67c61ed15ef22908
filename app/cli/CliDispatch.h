// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QStringList>

namespace cli {

// tessera-cli without its program name: picks the game and its command, prints the answer on
// stdout (errors on stderr) and returns the exit code. Needs a QCoreApplication (the version).
int run(const QStringList &args);

} // namespace cli
