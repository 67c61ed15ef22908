// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenCommand.h"

#include "CliSupport.h"
#include "FifteenTableCache.h"
#include "fifteen/BoardText.h"
#include "fifteen/solver/FifteenSolver.h"
#include "fifteen/solver/SolutionText.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <chrono>
#include <cmath>
#include <memory>
#include <optional>
#include <variant>
#include <vector>

namespace cli {

namespace {

namespace f = tessera::fifteen;

QString solvableHelp()
{
    return QStringLiteral(
        "  tessera-cli fifteen solvable --board BOARD\n"
        "      Tells whether sliding tiles can bring BOARD to the solved position: the tiles\n"
        "      1, 2, 3 ... in reading order, the empty cell last. Prints one line:\n"
        "      {\"solvable\":true} or {\"solvable\":false}\n"
        "      The exit code is 0 either way.\n"
        "      --board BOARD      rows separated by '/', cells by spaces, 0 for the empty cell,\n"
        "                         each number from 0 to W*H-1 exactly once, any size from 2x2\n"
        "                         to 8x8, e.g. \"1 2 3/4 5 6/8 7 0\"; 16 numbers without '/'\n"
        "                         are read as a 4x4 board, as benchmark files write them\n"
        "      A malformed board (a missing or repeated number, rows of different lengths, a\n"
        "      word that is not a number): exit code 2, the problem on stderr.\n");
}

QString solveHelp()
{
    return QStringLiteral(
        "  tessera-cli fifteen solve (--board BOARD | --board-file F) [--time-limit SECONDS]\n"
        "      Solves each board and prints one line per board, in order:\n"
        "      {\"solvable\":true,\"optimal\":true,\"length\":N,\"solution\":\"UDLR...\","
        "\"seconds\":S}\n"
        "      {\"solvable\":false}\n"
        "        optimal   the solution is proven shortest; false when it comes from the fast\n"
        "                  solver (boards over 16 cells, or when the time limit ran out)\n"
        "        length    the number of moves\n"
        "        solution  one letter per move, the way the tile slides (the arrow key a\n"
        "                  player presses): U up, D down, L left, R right\n"
        "        seconds   the time the search took\n"
        "      --board BOARD      a board as for `fifteen solvable` (may be given several times)\n"
        "      --board-file F     one board per line, in either form; empty lines and lines\n"
        "                         starting with '#' are skipped; - for standard input\n"
        "      --time-limit SECONDS  the most time for each board, e.g. 0.2; the best solution\n"
        "                         found by then is printed, with \"optimal\":false unless the\n"
        "                         search proved it shortest (default: none, 4x4 and smaller\n"
        "                         boards are solved optimally)\n"
        "      4x4 boards are solved optimally with pattern tables (about 6 MB). The first\n"
        "      4x4 solve builds them (a few seconds, said on stderr) and keeps them in the\n"
        "      user's cache folder (~/.cache/Tessera, shared with the app); a damaged file\n"
        "      there is rebuilt. The time limit does not count that build.\n"
        "      Exit code: 0 when every board is solvable; 1 when any is not; 2 for bad\n"
        "      arguments, a malformed board (its line is named) or a file that cannot be read\n"
        "      (nothing is printed on stdout then).\n");
}

void printHelp()
{
    QString help = fifteenHelp();
    if (help.endsWith(QLatin1Char('\n')))
        help.chop(1); // printLine adds the last line end
    printLine(help);
}

// Parses `args` of `fifteen COMMAND` (adding -h/--help): false when the command is done
// already, with exitCode set (a bad or unexpected argument, or the help printed).
bool parseArguments(QCommandLineParser &parser, const QString &command, const QStringList &args,
                    int &exitCode)
{
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        QStringLiteral("Show the help."));
    parser.addOption(helpOption);
    // parse(), not process(): process() exits with code 1 on an error, and ours is 2.
    if (!parser.parse(QStringList{QStringLiteral("tessera-cli fifteen ") + command} + args)) {
        exitCode = usageError(QStringLiteral("fifteen %1: %2").arg(command, parser.errorText()));
        return false;
    }
    if (parser.isSet(helpOption)) {
        printHelp();
        exitCode = Success;
        return false;
    }
    if (!parser.positionalArguments().isEmpty()) {
        exitCode = usageError(QStringLiteral("fifteen %1: unexpected argument '%2'")
                                  .arg(command, parser.positionalArguments().constFirst()));
        return false;
    }
    return true;
}

int runSolvable(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption boardOption(QStringLiteral("board"),
                                         QStringLiteral("The board, rows separated by '/'."),
                                         QStringLiteral("BOARD"));
    parser.addOption(boardOption);
    int exitCode = Success;
    if (!parseArguments(parser, QStringLiteral("solvable"), args, exitCode))
        return exitCode;
    const QStringList boards = parser.values(boardOption);
    if (boards.isEmpty())
        return usageError(QStringLiteral(
            "fifteen solvable: --board is required, e.g. --board \"1 2 3/4 5 6/8 7 0\""));
    if (boards.size() > 1)
        return usageError(QStringLiteral("fifteen solvable: --board is given more than once"));

    const f::Result<f::Board> board = f::parseBoard(boards.constFirst().toStdString());
    if (const f::Error *error = std::get_if<f::Error>(&board))
        return usageError(QStringLiteral("fifteen solvable: --board: ") +
                          QString::fromStdString(error->message));
    printLine(JsonLine()
                  .add(QStringLiteral("solvable"), std::get<f::Board>(board).isSolvable())
                  .toString());
    return Success;
}

// A problem with a file: stderr, exit code 2. Not a usage error, so no pointer to --help.
int fileError(const QString &message)
{
    printError(QStringLiteral("tessera-cli: ") + message);
    return BadInput;
}

// The boards of --board-file, or nullopt with exitCode set (nothing printed on stdout).
std::optional<std::vector<f::Board>> readBoardFile(const QString &path, int &exitCode)
{
    const QString shown = shownPath(path);
    constexpr qint64 limit = qint64{16} << 20;
    const std::optional<QByteArray> read =
        readInput(QStringLiteral("fifteen solve: --board-file ") + shown, path, limit,
                  QStringLiteral("too large"), exitCode);
    if (!read)
        return std::nullopt;
    const QByteArray &bytes = *read;
    std::vector<f::Board> boards;
    const QList<QByteArray> lines = bytes.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const f::Result<f::Board> board = f::parseBoard(line.toStdString());
        if (const f::Error *error = std::get_if<f::Error>(&board)) {
            exitCode = usageError(QStringLiteral("fifteen solve: --board-file %1: line %2: %3")
                                      .arg(shown)
                                      .arg(i + 1)
                                      .arg(QString::fromStdString(error->message)));
            return std::nullopt;
        }
        boards.push_back(std::get<f::Board>(board));
    }
    if (boards.empty()) {
        exitCode =
            usageError(QStringLiteral("fifteen solve: --board-file %1: no board in it").arg(shown));
        return std::nullopt;
    }
    return boards;
}

// The 4x4 tables from the cache folder, built there the first time; says on stderr what it
// does when that takes a while. Null when they cannot be had (answers are then not optimal).
std::shared_ptr<const f::PatternDatabase> fifteenTables()
{
    const tessera::FifteenTableCache cache;
    const QString shown = QDir::toNativeSeparators(cache.filePath());
    const tessera::FifteenTableCache::Outcome loaded = cache.load();
    if (loaded.tables)
        return loaded.tables;
    if (!loaded.refused.isEmpty())
        printError(QStringLiteral("tessera-cli: the cached solver tables %1 were refused (%2); "
                                  "rebuilding them")
                       .arg(shown, loaded.refused));
    else
        printError(QStringLiteral("tessera-cli: building the 4x4 solver's tables (a few "
                                  "seconds, only once: they are kept in %1)")
                       .arg(shown));
    tessera::FifteenTableCache::Options options;
    options.threads = std::max(1, std::min(2, QThread::idealThreadCount()));
    const tessera::FifteenTableCache::Outcome built = cache.build(options);
    if (!built.tables) {
        printError(QStringLiteral("tessera-cli: the tables could not be built (%1); 4x4 "
                                  "solutions will not be proven shortest")
                       .arg(built.error));
        return nullptr;
    }
    if (!built.saveError.isEmpty())
        printError(QStringLiteral("tessera-cli: the tables were built in %1 s but not saved: %2")
                       .arg(built.seconds, 0, 'f', 1)
                       .arg(built.saveError));
    else
        printError(QStringLiteral("tessera-cli: tables built in %1 s and saved to %2")
                       .arg(built.seconds, 0, 'f', 1)
                       .arg(shown));
    return built.tables;
}

int runSolve(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption boardOption(QStringLiteral("board"),
                                         QStringLiteral("A board, rows separated by '/'."),
                                         QStringLiteral("BOARD"));
    const QCommandLineOption fileOption(QStringLiteral("board-file"),
                                        QStringLiteral("A file of boards, one per line."),
                                        QStringLiteral("F"));
    const QCommandLineOption timeOption(QStringLiteral("time-limit"),
                                        QStringLiteral("Seconds per board at most."),
                                        QStringLiteral("SECONDS"));
    for (const QCommandLineOption *option : {&boardOption, &fileOption, &timeOption})
        parser.addOption(*option);
    int exitCode = Success;
    if (!parseArguments(parser, QStringLiteral("solve"), args, exitCode))
        return exitCode;
    const QStringList boardTexts = parser.values(boardOption);
    const QStringList files = parser.values(fileOption);
    if (boardTexts.isEmpty() && files.isEmpty())
        return usageError(QStringLiteral("fifteen solve: give --board BOARD or --board-file F, "
                                         "e.g. --board \"1 2 3/4 5 6/7 0 8\""));
    if (!boardTexts.isEmpty() && !files.isEmpty())
        return usageError(QStringLiteral("fifteen solve: give --board or --board-file, not both"));
    if (files.size() > 1)
        return usageError(QStringLiteral("fifteen solve: --board-file is given more than once"));

    f::SolveOptions options;
    const auto time = optionalValue(parser, timeOption);
    if (const QString *error = std::get_if<QString>(&time))
        return usageError(QStringLiteral("fifteen solve: ") + *error);
    if (const std::optional<QString> &timeText = std::get<std::optional<QString>>(time)) {
        const std::optional<double> seconds = parseSeconds(*timeText, 1e6);
        if (!seconds)
            return usageError(QStringLiteral("fifteen solve: --time-limit %1 is not a number of "
                                             "seconds above 0 (e.g. 0.2 or 10)")
                                  .arg(*timeText));
        options.timeLimit =
            std::chrono::milliseconds(std::max<long long>(1, std::llround(*seconds * 1000)));
    }

    std::vector<f::Board> boards;
    if (!files.isEmpty()) {
        std::optional<std::vector<f::Board>> read = readBoardFile(files.constFirst(), exitCode);
        if (!read)
            return exitCode;
        boards = std::move(*read);
    }
    for (const QString &text : boardTexts) {
        const f::Result<f::Board> board = f::parseBoard(text.toStdString());
        if (const f::Error *error = std::get_if<f::Error>(&board))
            return usageError(QStringLiteral("fifteen solve: --board %1: %2")
                                  .arg(text, QString::fromStdString(error->message)));
        boards.push_back(std::get<f::Board>(board));
    }

    bool allSolvable = true;
    bool tablesAsked = false;
    for (const f::Board &board : boards) {
        if (!board.isSolvable()) {
            allSolvable = false;
            printLine(JsonLine().add(QStringLiteral("solvable"), false).toString());
            continue;
        }
        if (board.width() == 4 && board.height() == 4 && !board.isSolved() && !tablesAsked) {
            tablesAsked = true;
            options.tables = fifteenTables();
        }
        QElapsedTimer timer;
        timer.start();
        const f::Result<f::SolveResult> solved =
            f::solve(board.tiles(), board.width(), board.height(), options);
        const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
        if (const f::Error *error = std::get_if<f::Error>(&solved))
            return fileError(
                QStringLiteral("fifteen solve: %1").arg(QString::fromStdString(error->message)));
        const f::SolveResult &result = std::get<f::SolveResult>(solved);
        printLine(JsonLine()
                      .add(QStringLiteral("solvable"), true)
                      .add(QStringLiteral("optimal"), result.optimal)
                      .add(QStringLiteral("length"), static_cast<int>(result.moves.size()))
                      .add(QStringLiteral("solution"), f::solutionString(result.moves))
                      .add(QStringLiteral("seconds"), std::round(seconds * 1000) / 1000)
                      .toString());
    }
    return allSolvable ? Success : No;
}

} // namespace

int runFifteen(const QStringList &args)
{
    return runSubCommand(
        QStringLiteral("fifteen"), QStringLiteral("command"), args,
        {{QLatin1String("solvable"), runSolvable}, {QLatin1String("solve"), runSolve}}, printHelp);
}

QString fifteenHelp()
{
    // One section per command.
    return QStringLiteral("Fifteen puzzle:\n") + solvableHelp() + solveHelp();
}

} // namespace cli
