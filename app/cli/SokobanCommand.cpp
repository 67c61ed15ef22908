// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanCommand.h"

#include "CliSupport.h"
#include "SokobanGenerate.h"
#include "SokobanInput.h"
#include "SokobanOptimise.h"
#include "SokobanVerify.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/Solver.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <atomic>
#include <cmath>
#include <optional>
#include <utility>
#include <variant>

namespace cli {

namespace {

namespace s = tessera::sokoban;

QString checkHelp()
{
    return QStringLiteral(
        "  tessera-cli sokoban check FILE...\n"
        "      Reads every level of each FILE (- for standard input), a level file in XSB/SOK\n"
        "      text (UTF-8, UTF-16, or the encoding of an older program, such as Windows-1250,\n"
        "      Windows-1251, Windows-1252 or GBK, which uchardet guesses; boards of '#' walls,\n"
        "      '@' the player, '$' boxes, '.' goals, '*' a box on a goal, '+' the player on a\n"
        "      goal, floor as ' ', '-' or '_'; Title:, Author: and other lines after a board;\n"
        "      run-length rows), and checks that each level can be played: exactly one player,\n"
        "      at least one box, as many goals as boxes, walls that close the level, no box off\n"
        "      a goal and no empty goal the player cannot get to, at most 128x128.\n"
        "      Spaces from web pages (U+00A0 and the like) and tabs in a board are floor.\n"
        "      Prints one line per level, in file order:\n"
        "      {\"level\":1,\"title\":\"...\",\"width\":W,\"height\":H,\"boxes\":B,\"goals\":G,"
        "\"valid\":true}\n"
        "      {\"level\":3,\"title\":\"...\",\"line\":L,\"valid\":false,\"error\":\"...\"}\n"
        "      {\"file\":\"a.sok\",\"level\":1,...}  (with several FILEs)\n"
        "        file    FILE, as given; only when several FILEs are given, first on the line\n"
        "        level   the level's number in FILE, from 1\n"
        "        title   its title (\"\" when it has none on a valid line; left out of an\n"
        "                invalid line when it has none)\n"
        "        width, height  the board's size; boxes, goals  how many\n"
        "        line    the line of FILE where the level's board starts\n"
        "        error   every problem, separated by \"; \"; a syntax error inside the board\n"
        "                starts with its own line: \"line 42: 'x' at column 3 is not board "
        "syntax\"\n"
        "      Exit code: 0 when every level is valid; 1 when any level is invalid; 2 when FILE\n"
        "      cannot be read (also: it is a FIFO, a device, not a regular file), is binary\n"
        "      data, is over 16 MiB or holds no level (the reason goes to stderr; the other\n"
        "      FILEs are still checked).\n");
}

QString solveHelp()
{
    return QStringLiteral(
        "  tessera-cli sokoban solve FILE [--level N] [--time-limit SECONDS]\n"
        "                               [--memory-limit MB] [--optimise SECONDS]\n"
        "      Solves levels of FILE with Tessera's solver and prints one line per level, in\n"
        "      file order (every level of FILE, or only level N; FILE may be - for standard\n"
        "      input):\n"
        "      {\"level\":N,\"solved\":true,\"solution\":\"LURD...\",\"moves\":M,\"pushes\":P,"
        "\"seconds\":S}\n"
        "      {\"level\":N,\"solved\":false,\"reason\":\"timeout\"}\n"
        "      {\"level\":N,\"solved\":false,\"reason\":\"invalid-level\",\"error\":\"...\"}\n"
        "        solution  the whole solution from the level's start: l u r d walk, L U R D\n"
        "                  push (`sokoban verify` replays it)\n"
        "        moves, pushes  its steps and its pushes\n"
        "        seconds   the time the solve took\n"
        "        reason    why there is no solution:\n"
        "                  \"unsolvable\"    proven: no order of pushes solves the level\n"
        "                  \"timeout\"       not decided within --time-limit\n"
        "                  \"memory-limit\"  not decided within --memory-limit\n"
        "                  \"cancelled\"     interrupted (Ctrl+C, SIGTERM); no further level is\n"
        "                                  tried, a second Ctrl+C ends the program at once\n"
        "                  \"invalid-level\" the level fails `check`; \"error\" says why\n"
        "        --level N          only level N, counting from 1\n"
        "        --time-limit SECONDS  the most time for each level, e.g. 10 or 0.5 (default:\n"
        "                           none, the memory limit still ends a search)\n"
        "        --memory-limit MB  the most memory the solver holds for each level, in MiB,\n"
        "                           16 to 65536 (default 1024)\n"
        "        --optimise SECONDS  the time for shortening each solution found (fewer\n"
        "                           pushes, then fewer moves), within --time-limit; 0 turns it\n"
        "                           off (default: three positions for every four the search\n"
        "                           expanded, about an eighth of its time, the same solution\n"
        "                           on any machine)\n"
        "      Exit code: 0 when every level printed is solved; 1 when any is not; 2 for bad\n"
        "      arguments or a file that cannot be read (nothing is printed on stdout then).\n");
}

int countCells(const s::Level &level, bool s::Cell::*flag)
{
    int n = 0;
    for (const s::Cell &c : level.cells)
        n += (c.*flag) ? 1 : 0;
    return n;
}

// Checks every level of one file and prints their lines; false when any is invalid.
bool checkFile(const s::LevelCollection &levels, const QString &file, bool named)
{
    bool allValid = true;
    for (int n = 1; n <= static_cast<int>(levels.levels.size()); ++n) {
        const s::LevelEntry &entry = levels.levels[static_cast<std::size_t>(n - 1)];
        const s::Level &level = entry.level;
        const QString problems = problemText(levels, n);
        JsonLine line;
        if (named)
            line.add(QStringLiteral("file"), file);
        line.add(QStringLiteral("level"), n);
        if (problems.isEmpty()) {
            line.add(QStringLiteral("title"), level.title)
                .add(QStringLiteral("width"), level.width)
                .add(QStringLiteral("height"), level.height)
                .add(QStringLiteral("boxes"), countCells(level, &s::Cell::box))
                .add(QStringLiteral("goals"), countCells(level, &s::Cell::goal))
                .add(QStringLiteral("valid"), true);
        } else {
            allValid = false;
            if (!level.title.empty())
                line.add(QStringLiteral("title"), level.title);
            line.add(QStringLiteral("line"), entry.line)
                .add(QStringLiteral("valid"), false)
                .add(QStringLiteral("error"), problems);
        }
        printLine(line.toString());
    }
    return allValid;
}

int runCheck(const QStringList &args)
{
    QCommandLineParser parser;
    QStringList files;
    int exitCode = Success;
    if (!parseArguments(parser, QStringLiteral("check"), args, files, exitCode, true))
        return exitCode;
    // With several files each line names its file; a file that cannot be read does not stop
    // the others.
    const bool named = files.size() > 1;
    bool allValid = true;
    bool allRead = true;
    for (const QString &file : files) {
        int fileExit = Success;
        const std::optional<s::LevelCollection> levels =
            readLevels(QStringLiteral("check"), file, fileExit);
        if (!levels) {
            allRead = false;
            continue;
        }
        allValid = checkFile(*levels, file, named) && allValid;
    }
    if (!allRead)
        return BadInput;
    return allValid ? Success : No;
}

// Solves level `number` of `levels` and prints its line; true when solved. `stop` ends the
// search early (it then prints "cancelled").
bool solveLevel(const s::LevelCollection &levels, int number, const s::SolverOptions &options,
                const std::atomic<bool> &stop)
{
    JsonLine line;
    line.add(QStringLiteral("level"), number);
    const QString problems = problemText(levels, number);
    if (!problems.isEmpty()) {
        printLine(line.add(QStringLiteral("solved"), false)
                      .add(QStringLiteral("reason"), QStringLiteral("invalid-level"))
                      .add(QStringLiteral("error"), problems)
                      .toString());
        return false;
    }
    const s::Level &level = levels.levels[static_cast<std::size_t>(number - 1)].level;
    const s::SolverResult result = s::Solver(options).solve(level, &stop);
    if (result.status == s::SolverStatus::Solved) {
        printLine(
            line.add(QStringLiteral("solved"), true)
                .add(QStringLiteral("solution"), result.solution)
                .add(QStringLiteral("moves"), result.moveCount())
                .add(QStringLiteral("pushes"), result.pushCount())
                .add(QStringLiteral("seconds"), std::round(result.stats.seconds * 1000) / 1000)
                .toString());
        return true;
    }
    line.add(QStringLiteral("solved"), false)
        .add(QStringLiteral("reason"),
             QString::fromLatin1(s::solverStatusName(result.status).data(),
                                 static_cast<int>(s::solverStatusName(result.status).size())));
    if (result.status == s::SolverStatus::InvalidLevel)
        line.add(QStringLiteral("error"), result.message);
    printLine(line.toString());
    return false;
}

int runSolve(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption levelOption(
        QStringLiteral("level"), QStringLiteral("Only this level, from 1."), QStringLiteral("N"));
    const QCommandLineOption timeOption(QStringLiteral("time-limit"),
                                        QStringLiteral("Seconds per level at most."),
                                        QStringLiteral("SECONDS"));
    const QCommandLineOption memoryOption(QStringLiteral("memory-limit"),
                                          QStringLiteral("MiB per level at most."),
                                          QStringLiteral("MB"));
    parser.addOption(levelOption);
    parser.addOption(timeOption);
    const QCommandLineOption optimiseOption(
        QStringLiteral("optimise"), QStringLiteral("Seconds for shortening each solution at most."),
        QStringLiteral("SECONDS"));
    parser.addOption(memoryOption);
    parser.addOption(optimiseOption);
    QStringList files;
    int exitCode = Success;
    if (!parseArguments(parser, QStringLiteral("solve"), args, files, exitCode))
        return exitCode;
    const QString file = files.constFirst();

    std::optional<QString> levelText, timeText, memoryText, optimiseText;
    for (const auto &[option, text] :
         {std::pair(&levelOption, &levelText), std::pair(&timeOption, &timeText),
          std::pair(&memoryOption, &memoryText), std::pair(&optimiseOption, &optimiseText)}) {
        const auto value = optionalValue(parser, *option);
        if (const QString *error = std::get_if<QString>(&value))
            return usageError(QStringLiteral("sokoban solve: ") + *error);
        *text = std::get<std::optional<QString>>(value);
    }
    int number = 0; // 0: every level
    if (levelText) {
        const std::optional<int> level = levelNumber(QStringLiteral("solve"), *levelText, exitCode);
        if (!level)
            return exitCode;
        number = *level;
    }
    s::SolverOptions options;
    if (timeText) {
        const std::optional<double> seconds = parseSeconds(*timeText);
        if (!seconds)
            return usageError(QStringLiteral("sokoban solve: --time-limit %1 is not a number of "
                                             "seconds above 0 (e.g. 10 or 0.5)")
                                  .arg(*timeText));
        options.timeLimitSeconds = *seconds;
    }
    constexpr int minMemoryMb = 16;
    constexpr int maxMemoryMb = 65536;
    if (memoryText) {
        bool isNumber = false;
        const int mb = memoryText->toInt(&isNumber);
        if (!isNumber || mb < minMemoryMb || mb > maxMemoryMb)
            return usageError(QStringLiteral("sokoban solve: --memory-limit %1 is not a number "
                                             "of MiB from %2 to %3")
                                  .arg(*memoryText)
                                  .arg(minMemoryMb)
                                  .arg(maxMemoryMb));
        options.memoryLimitBytes = static_cast<std::size_t>(mb) << 20;
    }
    if (optimiseText) {
        // A fixed time instead of the budget in positions: 0 is none at all.
        const std::optional<double> seconds = optimiseText->trimmed() == QLatin1String("0")
                                                  ? std::optional<double>(0)
                                                  : parseSeconds(*optimiseText);
        if (!seconds)
            return usageError(QStringLiteral("sokoban solve: --optimise %1 is not a number of "
                                             "seconds, 0 or above (e.g. 0 or 2.5)")
                                  .arg(*optimiseText));
        options.optimisePositionShare = 0;
        options.optimiseMinPositions = *seconds > 0 ? s::noPositionLimit : 0;
        options.optimiseSeconds = *seconds;
    }

    const std::optional<s::LevelCollection> levels =
        readLevels(QStringLiteral("solve"), file, exitCode);
    if (!levels)
        return exitCode;
    const int count = static_cast<int>(levels->levels.size());
    if (number > count)
        return levelOutOfRange(QStringLiteral("solve"), number, file, count);

    // The level being solved ends as "cancelled" and no other is tried.
    const std::atomic<bool> &stop = stopOnInterrupt();
    bool allSolved = true;
    for (int n = number > 0 ? number : 1; n <= (number > 0 ? number : count); ++n) {
        allSolved = solveLevel(*levels, n, options, stop) && allSolved;
        if (stop.load())
            break;
    }
    return allSolved ? Success : No;
}

} // namespace

int runSokoban(const QStringList &args)
{
    return runSubCommand(QStringLiteral("sokoban"), QStringLiteral("command"), args,
                         {{QLatin1String("check"), runCheck},
                          {QLatin1String("verify"), runSokobanVerify},
                          {QLatin1String("solve"), runSolve},
                          {QLatin1String("generate"), runSokobanGenerate},
                          {QLatin1String("optimise"), runSokobanOptimise}},
                         printSokobanHelp);
}

QString sokobanHelp()
{
    // One section per command; other sokoban commands add theirs here.
    return QStringLiteral("Sokoban:\n") + checkHelp() + sokobanVerifyHelp() + solveHelp() +
           sokobanGenerateHelp() + sokobanOptimiseHelp();
}

} // namespace cli
