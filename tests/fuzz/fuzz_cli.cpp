// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer harness: any bytes as tessera-cli's arguments (one per line), run through the real
// dispatch and every command's argument handling. Nothing may crash, whatever the order,
// repetition or content of the options.
//
// The harness keeps each run short and harmless: it runs in a scratch folder holding a level
// file, a solution and a board file (file arguments name those; absolute paths and ".." are
// skipped so nothing outside is read), it appends bounds to the commands that search
// (--time-limit, --memory-limit, --max-moves, --games: a fuzzed copy of one then meets the
// "given more than once" error), and skips Fifteen boards over 9 cells, whose solver tables
// take seconds to build. stdout is discarded; stderr, where the errors go, too.
#include "CliDispatch.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <cstdint>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace {

QCoreApplication *application = nullptr;

void writeFile(const QString &name, const QByteArray &bytes)
{
    QFile file(name);
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes);
}

int numbersIn(const QString &arg)
{
    int count = 0;
    bool inNumber = false;
    for (const QChar c : arg) {
        const bool digit = c.isDigit();
        if (digit && !inNumber)
            ++count;
        inNumber = digit;
    }
    return count;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    application = new QCoreApplication(*argc, *argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
    QCoreApplication::setApplicationName(QStringLiteral("tessera-cli-fuzz"));
    QCoreApplication::setApplicationVersion(QStringLiteral("0.0.0"));
    static QTemporaryDir scratch;
    QDir::setCurrent(scratch.path());
    qputenv("XDG_CACHE_HOME", QFile::encodeName(scratch.filePath(QStringLiteral("cache"))));
    writeFile(QStringLiteral("level.xsb"), "#####\n#@$.#\n#####\nTitle: One\n\n"
                                           "######\n#@$ .#\n######\n");
    writeFile(QStringLiteral("solution.lurd"), "R\n");
    writeFile(QStringLiteral("boards.txt"), "1 2 3/4 5 6/7 0 8\n1 2/0 3\n");
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, STDOUT_FILENO);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > 1024)
        return 0;
    const QString text =
        QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QStringList args = text.split(QLatin1Char('\n'));
    if (args.size() > 16)
        return 0;
    for (const QString &arg : args) {
        if (arg.startsWith(QLatin1Char('/')) || arg.contains(QLatin1String("..")) ||
            arg.contains(QLatin1Char('~')))
            return 0;
    }
    const auto command = [&](const char *game, const char *name) {
        return args.size() >= 2 && args[0] == QLatin1String(game) && args[1] == QLatin1String(name);
    };
    if (command("sokoban", "solve")) {
        args << QStringLiteral("--time-limit") << QStringLiteral("0.05")
             << QStringLiteral("--memory-limit") << QStringLiteral("16");
    } else if (command("2048", "autoplay")) {
        args << QStringLiteral("--max-moves") << QStringLiteral("5") << QStringLiteral("--games")
             << QStringLiteral("1") << QStringLiteral("--depth") << QStringLiteral("1");
    } else if (command("fifteen", "solve")) {
        for (const QString &arg : args) {
            if (numbersIn(arg) > 9)
                return 0;
        }
        args << QStringLiteral("--time-limit") << QStringLiteral("0.05");
    }
    // Errors go to stderr; keep libFuzzer's own report readable by silencing them per run.
    const int savedError = dup(STDERR_FILENO);
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, STDERR_FILENO);
    close(null);
    cli::run(args);
    std::fflush(stderr);
    dup2(savedError, STDERR_FILENO);
    close(savedError);
    return 0;
}
