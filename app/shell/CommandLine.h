// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QStringList>

namespace tessera {

// What `tessera [OPTIONS] [FILE]` asks for. Parsed before any window exists, so --help,
// --version and argument errors work without a display.
struct CommandLine
{
    enum class Action
    {
        Run,         // start the app (game/levelFile say what to open)
        PrintAndExit // print `output` on stdout (help, version) and exit 0
    };

    Action action = Action::Run;
    QString output;
    // Empty when the arguments are valid; otherwise the message for stderr (exit code 2).
    QString error;
    // A game id ("sokoban", "2048", "fifteen") or empty for the home screen / last screen.
    QString game;
    // Absolute path of a level file to open in Sokoban (or in the editor), or empty.
    QString levelFile;
    // --edit: open the level editor (on levelFile's first level, or an empty level).
    bool edit = false;
    // Qt's standard options (-platform, -style, -reverse, ...) found among the arguments: they
    // are left in argv for QGuiApplication, which reads them itself.
    QStringList qtArguments;
    // The Qt Quick Controls style asked for with -style, or empty for Tessera's own choice.
    QString style;

    bool ok() const { return error.isEmpty(); }

    static constexpr int usageErrorExitCode = 2;

    // `arguments` includes the program name first, as QCoreApplication::arguments() does.
    // Relative file names are resolved against `workingDirectory`.
    static CommandLine parse(const QStringList &arguments, const QString &workingDirectory);
};

} // namespace tessera
