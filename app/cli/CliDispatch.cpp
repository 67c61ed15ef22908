// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CliDispatch.h"

#include "CliSupport.h"
#include "FifteenCommand.h"
#include "Game2048Command.h"
#include "SokobanCommand.h"
#include "play/PlayCommand.h"

#include <QCoreApplication>

namespace {

QString fullHelp()
{
    return QStringLiteral(
               "Usage: tessera-cli GAME COMMAND [OPTIONS]\n"
               "\n"
               "       tessera-cli play GAME [OPTIONS]\n"
               "\n"
               "Tessera's puzzle rules, level formats and solvers without a window.\n"
               "Every answer is one JSON object per line on stdout; errors go to stderr.\n"
               "`play` is the exception: it plays a game full screen in the terminal.\n"
               "\n"
               "Exit codes:\n"
               "  0  success\n"
               "  1  the answer is \"no\" (an invalid level, a solution that does not solve)\n"
               "  2  bad arguments, or a file that cannot be read\n"
               "\n"
               "General options:\n"
               "  -h, --help     show this help (also after GAME)\n"
               "  -v, --version  show the version\n") +
           QStringLiteral("\n") + cli::sokobanHelp() + QStringLiteral("\n") + cli::game2048Help() +
           QStringLiteral("\n") + cli::fifteenHelp() + QStringLiteral("\n") + cli::playHelp();
}

} // namespace

namespace cli {

int run(const QStringList &args)
{
    if (args.isEmpty())
        return cli::usageError(QStringLiteral("no game given (sokoban, 2048 or fifteen)"));

    const QString &first = args.first();
    if (first == QLatin1String("-h") || first == QLatin1String("--help")) {
        cli::printLine(fullHelp());
        return cli::Success;
    }
    if (first == QLatin1String("-v") || first == QLatin1String("--version")) {
        cli::printLine(QStringLiteral("tessera-cli ") + QCoreApplication::applicationVersion());
        return cli::Success;
    }

    const QStringList rest = args.mid(1);
    if (first == QLatin1String("sokoban"))
        return cli::runSokoban(rest);
    if (first == QLatin1String("2048"))
        return cli::runGame2048(rest);
    if (first == QLatin1String("fifteen"))
        return cli::runFifteen(rest);
    if (first == QLatin1String("play"))
        return cli::runPlay(rest);
    return cli::usageError(
        QStringLiteral("unknown game '%1' (expected sokoban, 2048 or fifteen)").arg(first));
}

} // namespace cli
