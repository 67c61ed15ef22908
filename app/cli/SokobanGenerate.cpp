// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanGenerate.h"

#include "CliSupport.h"
#include "SokobanInput.h"
#include "sokoban/LevelGenerator.h"
#include "sokoban/XsbWriter.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>
#include <utility>
#include <variant>

namespace cli {

namespace {

namespace s = tessera::sokoban;

constexpr double defaultSeconds = 10;
constexpr double mostSeconds = 86400;
// Seeds stay exact as JSON numbers (2^53 - 1).
constexpr qulonglong mostSeed = 9007199254740991ULL;

double rounded(double seconds)
{
    return std::round(seconds * 1000) / 1000;
}

QString statusText(s::GeneratorStatus status)
{
    return QString::fromStdString(s::generatorStatusName(status));
}

} // namespace

QString sokobanGenerateHelp()
{
    return QStringLiteral(
        "  tessera-cli sokoban generate FILE [--level N] [--seed S] [--time-limit SECONDS]\n"
        "                                  [--xsb]\n"
        "  tessera-cli sokoban generate --size WxH --boxes N [--seed S] [--time-limit SECONDS]\n"
        "                                  [--xsb]\n"
        "      Generates a level (after YASC's YASGen): takes the walls and goals of level N of\n"
        "      FILE (default 1; its boxes and player are ignored), or a room of W x H floor\n"
        "      cells (3 to 40 each) inside walls with a few wall blocks and N goals placed from\n"
        "      the seed, and places as many boxes as goals and the player so that the level is\n"
        "      as hard as can be found: most pushes, then most box changes. Boxes are pulled\n"
        "      back from the goals, breadth first, and positions of the deepest layer reached\n"
        "      are proven solvable by Tessera's solver; only a level solved is printed. The\n"
        "      same layout and seed give the same level when the search ends before the time\n"
        "      limit (\"search\" is then \"exhausted\" or \"position-limit\").\n"
        "      Prints one line:\n"
        "      {\"generated\":true,\"seed\":S,\"board\":\"XSB rows\\n...\",\"width\":W,"
        "\"height\":H,\"boxes\":B,\"solution\":\"LURD...\",\"moves\":M,\"pushes\":P,"
        "\"boxChanges\":C,\"fewestPushes\":F,\"search\":\"exhausted\",\"positions\":N,"
        "\"seconds\":S,\"firstValidSeconds\":S}\n"
        "      {\"generated\":false,\"seed\":S,\"search\":\"time-limit\",\"positions\":N,"
        "\"seconds\":S}\n"
        "      {\"generated\":false,\"reason\":\"invalid-layout\",\"error\":\"...\"}\n"
        "      With --xsb, the level as a level file instead (a reason on stderr when none):\n"
        "        the board, \"Title: Generated, seed S\", \"Solution (moves M, pushes P):\" and\n"
        "        the solution's LURD, which `sokoban verify --embedded` checks\n"
        "        board       the level's rows, each ending in \\n\n"
        "        solution    the solver's solution (`sokoban verify` replays it); moves,\n"
        "                    pushes  its steps and pushes; boxChanges  pushes of another box\n"
        "                    than the push before\n"
        "        fewestPushes  no solution has fewer pushes (the layer the level came from);\n"
        "                    0 when layers were thinned to 20,000 positions (many boxes)\n"
        "        search      how the search ended: \"exhausted\" (every position searched: the\n"
        "                    hardest level of the layout), \"position-limit\" (2,000,000\n"
        "                    positions stored, fewer with over 27 boxes: about 400 MB),\n"
        "                    \"time-limit\", \"cancelled\" (Ctrl+C, SIGTERM)\n"
        "        positions   positions the search stored; seconds  the time it all took;\n"
        "        firstValidSeconds  when the first level was proven\n"
        "        --level N             the layout from level N of FILE, counting from 1\n"
        "        --size WxH --boxes N  a room instead of FILE\n"
        "        --seed S              a whole number, 0 to 9007199254740991 (default 1)\n"
        "        --time-limit SECONDS  the most time for all of it (default 10)\n"
        "        --xsb                 the level file text instead of the JSON line\n"
        "      Exit code: 0 when a level is printed; 1 when none was proven in time or the\n"
        "      layout cannot hold one (no goal, no floor for the player, open walls); 2 for bad\n"
        "      arguments or a file that cannot be read.\n");
}

int runSokobanGenerate(const QStringList &args)
{
    const QString command = QStringLiteral("generate");
    const auto usage = [](const QString &message) {
        return usageError(QStringLiteral("sokoban generate: ") + message);
    };
    QCommandLineParser parser;
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        QStringLiteral("Show the help."));
    const QCommandLineOption levelOption(QStringLiteral("level"), QStringLiteral("Level N."),
                                         QStringLiteral("N"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("Room size."),
                                        QStringLiteral("WxH"));
    const QCommandLineOption boxesOption(QStringLiteral("boxes"), QStringLiteral("Boxes."),
                                         QStringLiteral("N"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Seed."),
                                        QStringLiteral("S"));
    const QCommandLineOption timeOption(QStringLiteral("time-limit"), QStringLiteral("Seconds."),
                                        QStringLiteral("SECONDS"));
    const QCommandLineOption xsbOption(QStringLiteral("xsb"), QStringLiteral("XSB output."));
    for (const QCommandLineOption *option : {&helpOption, &levelOption, &sizeOption, &boxesOption,
                                             &seedOption, &timeOption, &xsbOption}) {
        parser.addOption(*option);
    }
    if (!parser.parse(QStringList{QStringLiteral("tessera-cli sokoban generate")} + args))
        return usage(parser.errorText());
    if (parser.isSet(helpOption)) {
        printSokobanHelp();
        return Success;
    }
    std::optional<QString> levelText, sizeText, boxesText, seedText, timeText;
    for (const auto &[option, text] :
         {std::pair(&levelOption, &levelText), std::pair(&sizeOption, &sizeText),
          std::pair(&boxesOption, &boxesText), std::pair(&seedOption, &seedText),
          std::pair(&timeOption, &timeText)}) {
        const auto value = optionalValue(parser, *option);
        if (const QString *error = std::get_if<QString>(&value))
            return usage(*error);
        *text = std::get<std::optional<QString>>(value);
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1)
        return usage(
            QStringLiteral("unexpected argument '%1' (one level file at a time)").arg(files.at(1)));
    if (files.isEmpty() && !sizeText)
        return usage(QStringLiteral("no level file and no --size WxH --boxes N given"));
    if (!files.isEmpty() && (sizeText || boxesText))
        return usage(QStringLiteral("a level file and --size/--boxes exclude each other"));
    if (sizeText && !boxesText)
        return usage(QStringLiteral("--size needs --boxes N"));
    if (levelText && files.isEmpty())
        return usage(QStringLiteral("--level needs a level file"));

    s::GeneratorOptions options;
    options.timeLimitSeconds = defaultSeconds;
    if (seedText) {
        const std::optional<qulonglong> seed = parseCount(*seedText, 0, mostSeed);
        if (!seed)
            return usage(QStringLiteral("--seed %1 is not a whole number from 0 to "
                                        "9007199254740991")
                             .arg(*seedText));
        options.seed = *seed;
    }
    if (timeText) {
        const std::optional<double> seconds = parseSeconds(*timeText, mostSeconds);
        if (!seconds || *seconds < 0.1)
            return usage(QStringLiteral("--time-limit %1 is not a number of seconds from 0.1 "
                                        "to 86400 (e.g. 10 or 0.5)")
                             .arg(*timeText));
        options.timeLimitSeconds = *seconds;
    }

    int exitCode = Success;
    s::Level layout;
    if (sizeText) {
        const std::optional<std::pair<int, int>> size = parseSidesPair(*sizeText, 1, 1000);
        if (!size)
            return usage(QStringLiteral("--size %1 is not WxH (e.g. 8x6)").arg(*sizeText));
        const std::optional<qulonglong> boxes = parseCount(*boxesText, 0, 100000);
        if (!boxes)
            return usage(QStringLiteral("--boxes %1 is not a whole number").arg(*boxesText));
        std::string error;
        const std::optional<s::Level> room = s::LevelGenerator::roomLayout(
            size->first, size->second, static_cast<int>(*boxes), options.seed, &error);
        if (!room)
            return usage(QString::fromStdString(error));
        layout = *room;
    } else {
        int number = 1;
        if (levelText) {
            const std::optional<int> level = levelNumber(command, *levelText, exitCode);
            if (!level)
                return exitCode;
            number = *level;
        }
        const std::optional<s::LevelCollection> levels =
            readLevels(command, files.constFirst(), exitCode);
        if (!levels)
            return exitCode;
        const int count = static_cast<int>(levels->levels.size());
        if (number > count)
            return levelOutOfRange(command, number, files.constFirst(), count);
        layout = levels->levels[static_cast<std::size_t>(number - 1)].level;
    }

    // Stopped early, the run ends with the best level proven so far.
    const std::atomic<bool> &stop = stopOnInterrupt();
    const s::GeneratorResult result = s::LevelGenerator(options).generate(layout, &stop);
    const bool json = !parser.isSet(xsbOption);
    if (result.status == s::GeneratorStatus::InvalidLayout) {
        const QString error = QString::fromStdString(result.message);
        if (json) {
            printLine(JsonLine()
                          .add(QStringLiteral("generated"), false)
                          .add(QStringLiteral("reason"), QStringLiteral("invalid-layout"))
                          .add(QStringLiteral("error"), error)
                          .toString());
        } else {
            printError(QStringLiteral("tessera-cli: sokoban generate: ") + error);
        }
        return No;
    }
    const long long seed = static_cast<long long>(options.seed);
    if (!result.best) {
        if (json) {
            printLine(
                JsonLine()
                    .add(QStringLiteral("generated"), false)
                    .add(QStringLiteral("seed"), seed)
                    .add(QStringLiteral("search"), statusText(result.status))
                    .add(QStringLiteral("positions"), static_cast<long long>(result.positions))
                    .add(QStringLiteral("seconds"), rounded(result.seconds))
                    .toString());
        } else {
            printError(QStringLiteral("tessera-cli: sokoban generate: no level was proven "
                                      "solvable within %1 s (search: %2)")
                           .arg(options.timeLimitSeconds)
                           .arg(statusText(result.status)));
        }
        return No;
    }
    const s::GeneratedLevel &best = *result.best;
    if (json) {
        printLine(JsonLine()
                      .add(QStringLiteral("generated"), true)
                      .add(QStringLiteral("seed"), seed)
                      .add(QStringLiteral("board"), s::writeBoard(best.level))
                      .add(QStringLiteral("width"), best.level.width)
                      .add(QStringLiteral("height"), best.level.height)
                      .add(QStringLiteral("boxes"),
                           static_cast<int>(std::count_if(best.level.cells.begin(),
                                                          best.level.cells.end(),
                                                          [](const s::Cell &c) { return c.box; })))
                      .add(QStringLiteral("solution"), best.solution)
                      .add(QStringLiteral("moves"), best.moves)
                      .add(QStringLiteral("pushes"), best.pushes)
                      .add(QStringLiteral("boxChanges"), best.boxChanges)
                      .add(QStringLiteral("fewestPushes"), best.fewestPushes)
                      .add(QStringLiteral("search"), statusText(result.status))
                      .add(QStringLiteral("positions"), static_cast<long long>(result.positions))
                      .add(QStringLiteral("seconds"), rounded(result.seconds))
                      .add(QStringLiteral("firstValidSeconds"), rounded(result.firstValidSeconds))
                      .toString());
        return Success;
    }
    s::Level level = best.level;
    level.title = "Generated, seed " + std::to_string(options.seed);
    QString text = QString::fromStdString(s::writeLevel(level));
    while (text.endsWith(QLatin1Char('\n')))
        text.chop(1);
    printLine(
        text +
        QStringLiteral("\nSolution (moves %1, pushes %2):\n").arg(best.moves).arg(best.pushes) +
        QString::fromStdString(best.solution));
    return Success;
}

} // namespace cli
