// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace tessera {

// The options QGuiApplication and its platform plugins read from the command line themselves
// (-platform offscreen, -style Fusion, -reverse, -qwindowgeometry 800x600, ...). Tessera parses
// its own options before QGuiApplication exists, so it sets these aside instead of rejecting
// them; Qt still finds them in argv.
struct QtStandardOptions
{
    // The arguments without Qt's options (program name first, as given), and Qt's options.
    QStringList ownArguments;
    QStringList qtArguments;
    // The value of -style (Qt Quick Controls' style), or empty when none was given.
    QString style;

    // `arguments` includes the program name first. Options are recognised with one or two
    // dashes, as Qt does; after "--" nothing is an option any more.
    static QtStandardOptions split(const QStringList &arguments);
};

} // namespace tessera
