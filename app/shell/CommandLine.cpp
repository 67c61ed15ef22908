// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CommandLine.h"

#include "AppSettings.h"
#include "QtStandardOptions.h"
#include "common/RegularFile.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace tessera {

namespace {

CommandLine failure(const QString &message)
{
    CommandLine result;
    result.error =
        QStringLiteral("tessera: %1\nTry 'tessera --help' for more information.").arg(message);
    return result;
}

CommandLine printed(const QString &text)
{
    CommandLine result;
    result.action = CommandLine::Action::PrintAndExit;
    result.output = text;
    return result;
}

// Why the file cannot be opened when it is a FIFO (opening it would wait for a writer), a
// device, a socket or a loop of symbolic links; empty otherwise (missing files and folders
// have their own words).
QString notARegularFile(const QFileInfo &info)
{
    const auto notRegular =
        files::checkRegularFile(QFile::encodeName(info.absoluteFilePath()).toStdString());
    if (!notRegular || notRegular->kind == files::NotRegular::Missing ||
        notRegular->kind == files::NotRegular::Folder ||
        notRegular->kind == files::NotRegular::Unreachable)
        return QString();
    return QString::fromStdString(files::describe(*notRegular));
}

} // namespace

CommandLine CommandLine::parse(const QStringList &arguments, const QString &workingDirectory)
{
    const QString games = AppSettings::gameIds().join(QLatin1Char('|'));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Tessera: Sokoban, 2048 and the Fifteen puzzle.\n"
                       "With FILE, opens that Sokoban level file (XSB/SOK text, one or more "
                       "levels) at its first level.\n"
                       "With --edit, opens the Sokoban level editor: on FILE's first level, on an "
                       "empty level that saving adds to FILE (which need not exist yet), or "
                       "without FILE on the level last edited (a new level when there is none)."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help and exit."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Show the version and exit."));
    const QCommandLineOption game(
        {QStringLiteral("g"), QStringLiteral("game")},
        QStringLiteral("Open a game directly instead of the home screen (%1).").arg(games),
        QStringLiteral("game"));
    const QCommandLineOption edit(
        {QStringLiteral("e"), QStringLiteral("edit")},
        QStringLiteral("Open the Sokoban level editor (on FILE when one is given)."));
    parser.addOption(help);
    parser.addOption(version);
    parser.addOption(game);
    parser.addOption(edit);
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("A Sokoban level file to open (optional)."),
                                 QStringLiteral("[FILE]"));

    const QtStandardOptions qtOptions = QtStandardOptions::split(arguments);
    if (!parser.parse(qtOptions.ownArguments))
        return failure(parser.errorText());

    if (parser.isSet(help)) {
        // helpText() names the program after argv[0]; keep the usage line stable.
        QString text = parser.helpText();
        const int lineEnd = text.indexOf(QLatin1Char('\n'));
        text.replace(0, lineEnd, QStringLiteral("Usage: tessera [options] [FILE]"));
        text += QStringLiteral(
            "\nQt's standard options work too, among them -platform <name>, -style <style>, "
            "-reverse and -qwindowgeometry <WxH+X+Y>; see man tessera.\n");
        text += QStringLiteral("\nExit codes: 0 normal exit, 1 the window could not be created, "
                               "2 bad arguments or a level file that cannot be read.\n");
        return printed(text);
    }
    if (parser.isSet(version))
        return printed(QStringLiteral("tessera %1\n").arg(QCoreApplication::applicationVersion()));

    CommandLine result;
    result.qtArguments = qtOptions.qtArguments;
    result.style = qtOptions.style;
    if (parser.isSet(game)) {
        const QStringList values = parser.values(game);
        if (values.size() > 1)
            return failure(QStringLiteral("--game given more than once"));
        result.game = values.first();
        if (!AppSettings::gameIds().contains(result.game))
            return failure(QStringLiteral("unknown game '%1' for --game (expected %2)")
                               .arg(result.game, AppSettings::gameIds().join(QLatin1String(", "))));
    }

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return failure(QStringLiteral("only one level file can be opened at a time (got %1)")
                           .arg(files.size()));
    if (parser.isSet(edit)) {
        if (!result.game.isEmpty())
            return failure(
                QStringLiteral("--edit opens the level editor; it cannot go with --game"));
        result.edit = true;
        if (files.size() == 1) {
            // The file may be one to create: the editor's first save writes it.
            const QFileInfo info(QDir(workingDirectory), files.first());
            if (info.isDir())
                return failure(QStringLiteral("cannot edit '%1': it is a folder, not a level file")
                                   .arg(files.first()));
            if (const QString why = notARegularFile(info); !why.isEmpty())
                return failure(QStringLiteral("cannot edit '%1': %2").arg(files.first(), why));
            if (info.exists() && !info.isReadable())
                return failure(
                    QStringLiteral("cannot edit '%1': permission denied").arg(files.first()));
            if (!info.exists() && !info.absoluteDir().exists())
                return failure(QStringLiteral("cannot edit '%1': no folder '%2'")
                                   .arg(files.first(), info.absolutePath()));
            result.levelFile = info.absoluteFilePath();
        }
        return result;
    }
    if (files.size() == 1) {
        const QFileInfo info(QDir(workingDirectory), files.first());
        if (const QString why = notARegularFile(info); !why.isEmpty())
            return failure(QStringLiteral("cannot open '%1': %2").arg(files.first(), why));
        if (!info.exists())
            return failure(QStringLiteral("cannot open '%1': no such file").arg(files.first()));
        if (info.isDir())
            return failure(QStringLiteral("cannot open '%1': it is a folder, not a level file")
                               .arg(files.first()));
        if (!info.isReadable())
            return failure(
                QStringLiteral("cannot open '%1': permission denied").arg(files.first()));
        if (!result.game.isEmpty() && result.game != QLatin1String("sokoban"))
            return failure(
                QStringLiteral("a level file opens in Sokoban, not in '%1'").arg(result.game));
        result.levelFile = info.absoluteFilePath();
        result.game = QStringLiteral("sokoban");
    }
    return result;
}

} // namespace tessera
