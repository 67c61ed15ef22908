// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanInput.h"

#include "CliSupport.h"
#include "SokobanCommand.h"
#include "sokoban/LevelValidator.h"
#include "sokoban/Lurd.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QFile>

namespace cli {

namespace s = tessera::sokoban;

std::optional<GivenSolution> givenSolution(const QString &command, const QCommandLineParser &parser,
                                           const QCommandLineOption &inline_,
                                           const QCommandLineOption &fromFile,
                                           const QString &levelFile, const QString &others,
                                           int &exitCode)
{
    const QStringList inlineValues = parser.values(inline_);
    const QStringList files = parser.values(fromFile);
    if (isStdin(levelFile) && files.contains(QStringLiteral("-"))) {
        exitCode = usageError(QStringLiteral("sokoban %1: standard input ('-') can be FILE or "
                                             "--solution-file, not both")
                                  .arg(command));
        return std::nullopt;
    }
    if (inlineValues.size() + files.size() == 0) {
        exitCode = usageError(QStringLiteral("sokoban %1: no solution given (--solution LURD%2)")
                                  .arg(command, others));
        return std::nullopt;
    }
    if (inlineValues.size() + files.size() > 1) {
        exitCode = usageError(
            QStringLiteral("sokoban %1: give one solution: --solution or --solution-file, once")
                .arg(command));
        return std::nullopt;
    }
    if (!inlineValues.isEmpty())
        return GivenSolution{inlineValues.constFirst().toStdString(), QStringLiteral("--solution")};

    const QString path = files.constFirst();
    // A solution within the step limit, written out plainly with line breaks, fits in this.
    const qint64 limit = static_cast<qint64>(s::maxLurdSteps) * 2;
    const std::optional<QByteArray> bytes =
        readInput(QStringLiteral("sokoban %1: --solution-file %2").arg(command, shownPath(path)),
                  path, limit, QStringLiteral("longer than any solution"), exitCode);
    if (!bytes)
        return std::nullopt;
    return GivenSolution{bytes->toStdString(),
                         QStringLiteral("--solution-file ") + shownPath(path)};
}

int fileError(const QString &message)
{
    printError(QStringLiteral("tessera-cli: ") + message);
    return BadInput;
}

std::optional<s::LevelCollection> readLevels(const QString &command, const QString &path,
                                             int &exitCode)
{
    s::LevelCollection levels;
    if (isStdin(path)) {
        const std::optional<QByteArray> bytes =
            readInput(QStringLiteral("sokoban %1: %2").arg(command, shownPath(path)), path,
                      static_cast<qint64>(s::maxLevelFileSize),
                      QStringLiteral("the most a level file may hold"), exitCode);
        if (!bytes)
            return std::nullopt;
        levels = s::readXsb(std::string_view(bytes->constData(), bytes->size()));
    } else {
        levels = s::readXsbFile(QFile::encodeName(path).toStdString());
    }
    for (const s::LevelProblem &problem : levels.errors) {
        if (problem.level == 0) {
            exitCode = fileError(
                QStringLiteral("sokoban %1: %2: %3")
                    .arg(command, shownPath(path), QString::fromStdString(problem.toString())));
            return std::nullopt;
        }
    }
    if (levels.levels.empty()) {
        exitCode = fileError(QStringLiteral("sokoban %1: %2: no level found (a level is a board "
                                            "of rows such as \"#@$.#\")")
                                 .arg(command, shownPath(path)));
        return std::nullopt;
    }
    return levels;
}

QString problemText(const s::LevelCollection &levels, int number)
{
    const s::LevelEntry &entry = levels.levels[static_cast<std::size_t>(number - 1)];
    QStringList parts;
    for (const s::LevelProblem &p : s::problemsOfLevel(levels, number)) {
        QString text = QString::fromStdString(p.message);
        if (p.line > 0 && p.line != entry.line)
            text = QStringLiteral("line %1: ").arg(p.line) + text;
        parts << text;
    }
    return parts.join(QStringLiteral("; "));
}

bool parseArguments(QCommandLineParser &parser, const QString &command, const QStringList &args,
                    QStringList &files, int &exitCode, bool manyFiles)
{
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        QStringLiteral("Show the help."));
    parser.addOption(helpOption);
    // parse(), not process(): process() exits with code 1 on an error, and ours is 2.
    if (!parser.parse(QStringList{QStringLiteral("tessera-cli sokoban ") + command} + args)) {
        exitCode = usageError(QStringLiteral("sokoban %1: %2").arg(command, parser.errorText()));
        return false;
    }
    if (parser.isSet(helpOption)) {
        printSokobanHelp();
        exitCode = Success;
        return false;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        exitCode = usageError(QStringLiteral("sokoban %1: no level file given").arg(command));
        return false;
    }
    if (positional.size() > 1 && !manyFiles) {
        exitCode = usageError(
            QStringLiteral("sokoban %1: unexpected argument '%2' (one level file at a time)")
                .arg(command, positional.at(1)));
        return false;
    }
    if (positional.count(QStringLiteral("-")) > 1) {
        exitCode = usageError(
            QStringLiteral("sokoban %1: standard input ('-') can be read only once").arg(command));
        return false;
    }
    files = positional;
    return true;
}

std::optional<int> levelNumber(const QString &command, const QString &text, int &exitCode)
{
    bool isNumber = false;
    const int number = text.toInt(&isNumber);
    if (isNumber && number >= 1)
        return number;
    exitCode =
        usageError(QStringLiteral("sokoban %1: --level %2 is not a level number (1, 2, 3 ...)")
                       .arg(command, text));
    return std::nullopt;
}

int levelOutOfRange(const QString &command, int number, const QString &file, int count)
{
    return usageError(QStringLiteral("sokoban %1: --level %2 is out of range: %3 holds %4 level%5")
                          .arg(command)
                          .arg(number)
                          .arg(shownPath(file))
                          .arg(count)
                          .arg(count == 1 ? QString() : QStringLiteral("s")));
}

void printSokobanHelp()
{
    QString help = sokobanHelp();
    if (help.endsWith(QLatin1Char('\n')))
        help.chop(1); // printLine adds the last line end
    printLine(help);
}

} // namespace cli
