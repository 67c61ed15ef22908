// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanOptimise.h"

#include "CliSupport.h"
#include "SokobanInput.h"
#include "sokoban/Lurd.h"
#include "sokoban/SolutionRules.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/SolutionOptimiser.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <atomic>
#include <cmath>
#include <optional>
#include <variant>

namespace cli {

namespace {

namespace s = tessera::sokoban;

constexpr double defaultSeconds = 10;

} // namespace

QString sokobanOptimiseHelp()
{
    return QStringLiteral(
        "  tessera-cli sokoban optimise FILE [--level N] (--solution LURD | --solution-file F)\n"
        "                                    [--metric moves|pushes] [--time-limit SECONDS]\n"
        "      Shortens a solution of one level of FILE (FILE may be - for standard input):\n"
        "      the positions near the solution's own are searched for a shorter way (a\n"
        "      vicinity search, as YASC's and JSoko's optimisers do). Prints one line:\n"
        "      {\"level\":N,\"metric\":\"pushes\",\"optimised\":true,\"solution\":\"LURD...\","
        "\"moves\":M,\"pushes\":P,\"moves_before\":M0,\"pushes_before\":P0,\"seconds\":S}\n"
        "      {\"level\":N,\"metric\":\"pushes\",\"optimised\":false,\"error\":\"the moves do not "
        "solve the level\"}\n"
        "        metric     what shorter means (as --metric)\n"
        "        optimised  true when a shorter solution was found (shorter walks between the\n"
        "                   same pushes count); false when none was: the solution printed is\n"
        "                   then the one given\n"
        "        solution   the whole solution from the level's start: l u r d walk, L U R D\n"
        "                   push (`sokoban verify` replays it); never longer than the one\n"
        "                   given, and replayed by the rules before it is printed\n"
        "        moves, pushes  its steps and its pushes; moves_before, pushes_before those\n"
        "                   of the solution given\n"
        "        seconds    the time the optimiser took\n"
        "        error      why nothing was optimised: the solution does not solve the level\n"
        "                   (\"the moves do not solve the level\"), or the level fails `check`\n"
        "                   (\"invalid level: \" and its problems)\n"
        "        --level N          the level, counting from 1 (default 1)\n"
        "        --solution LURD    the solution, as for `verify` (counts and groups such as\n"
        "                           \"3r\", \"2(dR)\" allowed; letter case is a hint)\n"
        "        --solution-file F  read the solution from file F instead (- for standard\n"
        "                           input)\n"
        "        --metric pushes    fewer pushes first, then fewer moves (the default)\n"
        "        --metric moves     fewer moves first, then fewer pushes\n"
        "        --time-limit SECONDS  the most time to search, e.g. 10 or 0.5 (default 10);\n"
        "                           Ctrl+C or SIGTERM stops it sooner and prints the shortest\n"
        "                           solution found so far (or the one given)\n"
        "      Exit code: 0 when the solution solves the level (shortened or not); 1 when it\n"
        "      does not or the level is invalid; 2 for bad arguments (no FILE, no solution or\n"
        "      several, --level, --metric or --time-limit not valid, a solution that is not\n"
        "      LURD or is for train push) or a file that cannot be read.\n");
}

int runSokobanOptimise(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption levelOption(QStringLiteral("level"),
                                         QStringLiteral("The level, from 1."), QStringLiteral("N"),
                                         QStringLiteral("1"));
    const QCommandLineOption solutionOption(QStringLiteral("solution"),
                                            QStringLiteral("The solution in LURD."),
                                            QStringLiteral("LURD"));
    const QCommandLineOption solutionFileOption(QStringLiteral("solution-file"),
                                                QStringLiteral("A file holding the solution."),
                                                QStringLiteral("F"));
    const QCommandLineOption metricOption(QStringLiteral("metric"),
                                          QStringLiteral("moves or pushes (default)."),
                                          QStringLiteral("METRIC"));
    const QCommandLineOption timeOption(QStringLiteral("time-limit"),
                                        QStringLiteral("Seconds at most (default 10)."),
                                        QStringLiteral("SECONDS"));
    for (const QCommandLineOption *option :
         {&levelOption, &solutionOption, &solutionFileOption, &metricOption, &timeOption})
        parser.addOption(*option);
    QStringList files;
    int exitCode = Success;
    if (!parseArguments(parser, QStringLiteral("optimise"), args, files, exitCode))
        return exitCode;
    const QString file = files.constFirst();

    std::optional<QString> levelText, metricText, timeText;
    for (const auto &[option, text] :
         {std::pair(&levelOption, &levelText), std::pair(&metricOption, &metricText),
          std::pair(&timeOption, &timeText)}) {
        const auto value = optionalValue(parser, *option);
        if (const QString *error = std::get_if<QString>(&value))
            return usageError(QStringLiteral("sokoban optimise: ") + *error);
        *text = std::get<std::optional<QString>>(value);
    }
    const std::optional<int> level =
        levelNumber(QStringLiteral("optimise"), levelText.value_or(QStringLiteral("1")), exitCode);
    if (!level)
        return exitCode;
    const int number = *level;
    s::OptimiseMetric metric = s::OptimiseMetric::Pushes;
    if (metricText) {
        if (*metricText == QLatin1String("moves"))
            metric = s::OptimiseMetric::Moves;
        else if (*metricText != QLatin1String("pushes"))
            return usageError(QStringLiteral("sokoban optimise: --metric %1 is not moves or pushes")
                                  .arg(*metricText));
    }
    double seconds = defaultSeconds;
    if (timeText) {
        const std::optional<double> given = parseSeconds(*timeText);
        if (!given)
            return usageError(QStringLiteral("sokoban optimise: --time-limit %1 is not a number "
                                             "of seconds above 0 (e.g. 10 or 0.5)")
                                  .arg(*timeText));
        seconds = *given;
    }
    const std::optional<GivenSolution> given =
        givenSolution(QStringLiteral("optimise"), parser, solutionOption, solutionFileOption, file,
                      QStringLiteral(" or --solution-file F"), exitCode);
    if (!given)
        return exitCode;
    const QString &source = given->source;
    const s::MarkedSolution marked = s::readMarkedSolution(given->text);
    if (!marked.unknownRules.empty() || (marked.rules && *marked.rules != s::PlayRules::Standard))
        return usageError(QStringLiteral("sokoban optimise: %1: only solutions by the standard "
                                         "rules can be optimised")
                              .arg(source));
    const auto parsed = s::parseLurd(marked.moves);
    if (const auto *error = std::get_if<s::LurdError>(&parsed))
        return usageError(QStringLiteral("sokoban optimise: %1: %2")
                              .arg(source, QString::fromStdString(error->message)));
    const std::string &moves = std::get<std::string>(parsed);

    const std::optional<s::LevelCollection> levels =
        readLevels(QStringLiteral("optimise"), file, exitCode);
    if (!levels)
        return exitCode;
    const int count = static_cast<int>(levels->levels.size());
    if (number > count)
        return levelOutOfRange(QStringLiteral("optimise"), number, file, count);

    JsonLine line;
    line.add(QStringLiteral("level"), number)
        .add(QStringLiteral("metric"), metric == s::OptimiseMetric::Moves
                                           ? QStringLiteral("moves")
                                           : QStringLiteral("pushes"));
    const QString problems = problemText(*levels, number);
    if (!problems.isEmpty()) {
        printLine(line.add(QStringLiteral("optimised"), false)
                      .add(QStringLiteral("error"), QStringLiteral("invalid level: ") + problems)
                      .toString());
        return No;
    }
    // Stopped early, it prints the best found so far.
    const std::atomic<bool> &stop = stopOnInterrupt();
    const s::Level &board = levels->levels[static_cast<std::size_t>(number - 1)].level;
    const s::SolverResult result = s::optimiseSolution(board, moves, seconds, std::size_t{1} << 30,
                                                       &stop, {}, {}, s::noPositionLimit, metric);
    if (result.status != s::SolverStatus::Solved) {
        printLine(line.add(QStringLiteral("optimised"), false)
                      .add(QStringLiteral("error"), result.message)
                      .toString());
        return No;
    }
    const bool shorter = result.pushCount() != result.stats.foundPushes ||
                         result.moveCount() != result.stats.foundMoves;
    printLine(
        line.add(QStringLiteral("optimised"), shorter)
            .add(QStringLiteral("solution"), result.solution)
            .add(QStringLiteral("moves"), result.moveCount())
            .add(QStringLiteral("pushes"), result.pushCount())
            .add(QStringLiteral("moves_before"), result.stats.foundMoves)
            .add(QStringLiteral("pushes_before"), result.stats.foundPushes)
            .add(QStringLiteral("seconds"), std::round(result.stats.optimiseSeconds * 1000) / 1000)
            .toString());
    return Success;
}

} // namespace cli
