#include "SokobanCommand.h"

#include "CliSupport.h"
#include "common/Direction.h"
#include "sokoban/Game.h"
#include "sokoban/LevelValidator.h"
#include "sokoban/Lurd.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/Solver.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <atomic>
#include <cmath>
#include <csignal>
#include <optional>
#include <utility>
#include <variant>

namespace cli {

namespace {

namespace s = tessera::sokoban;

QString checkHelp()
{
    return QStringLiteral(
        "  tessera-cli sokoban check FILE\n"
        "      Reads every level of FILE, a level file in XSB/SOK text (boards of '#' walls,\n"
        "      '@' the player, '$' boxes, '.' goals, '*' a box on a goal, '+' the player on a\n"
        "      goal, floor as ' ', '-' or '_'; Title:, Author: and other lines after a board;\n"
        "      run-length rows), and checks that each level can be played: exactly one player,\n"
        "      at least one box, as many goals as boxes, walls that close the level, no box off\n"
        "      a goal and no empty goal the player cannot get to, at most 128x128.\n"
        "      Prints one line per level, in file order:\n"
        "      {\"level\":1,\"title\":\"...\",\"width\":W,\"height\":H,\"boxes\":B,\"goals\":G,"
        "\"valid\":true}\n"
        "      {\"level\":3,\"title\":\"...\",\"line\":L,\"valid\":false,\"error\":\"...\"}\n"
        "        level   the level's number in FILE, from 1\n"
        "        title   its title (\"\" when it has none on a valid line; left out of an\n"
        "                invalid line when it has none)\n"
        "        width, height  the board's size; boxes, goals  how many\n"
        "        line    the line of FILE where the level's board starts\n"
        "        error   every problem, separated by \"; \"; a syntax error inside the board\n"
        "                starts with its own line: \"line 42: 'x' at column 3 is not board "
        "syntax\"\n"
        "      Exit code: 0 when every level is valid; 1 when any level is invalid; 2 when FILE\n"
        "      cannot be read, is not text, is over 16 MiB or holds no level (nothing is\n"
        "      printed on stdout then, the reason goes to stderr).\n");
}

QString verifyHelp()
{
    return QStringLiteral(
        "  tessera-cli sokoban verify FILE [--level N] (--solution LURD | --solution-file F)\n"
        "      Plays a solution on one level of FILE and tells whether it solves it.\n"
        "        --level N            the level, counting from 1 (default 1)\n"
        "        --solution LURD      the solution: l u r d walk, L U R D push; a count\n"
        "                             repeats the move or bracketed group after it (\"3r\",\n"
        "                             \"2(dR)\"); spaces and line breaks are ignored\n"
        "        --solution-file F    read the solution from file F instead\n"
        "      Prints one line:\n"
        "      {\"level\":N,\"solved\":true,\"moves\":M,\"pushes\":P}\n"
        "      {\"level\":N,\"solved\":false,\"moves\":M,\"pushes\":P,"
        "\"error\":\"not solved: 3 of 4 boxes on goals\"}\n"
        "      {\"level\":N,\"solved\":false,\"error\":\"step 17: push blocked by a box\"}\n"
        "      {\"level\":N,\"solved\":false,\"error\":\"invalid level: no player\"}\n"
        "        moves, pushes  what the whole solution took (only when every step could be\n"
        "                       played)\n"
        "        error   why not: the solution ends with boxes off goals; or step S (from 1)\n"
        "                cannot be played: \"walk into wall\", \"push blocked by a wall\",\n"
        "                \"push blocked by a box\", \"'l' walks but a box is there\" (a "
        "lower-case\n"
        "                letter where the move would push), \"'L' pushes but there is no box\n"
        "                there\" (an upper-case letter where it would walk); or the level\n"
        "                fails `check` (its problems follow \"invalid level: \")\n"
        "      Exit code: 0 when solved; 1 when not solved, a step cannot be played or the\n"
        "      level is invalid; 2 for bad arguments (no FILE, no solution or both, --level\n"
        "      not a number or not a level of FILE), a solution that is not LURD (the\n"
        "      character is named) or a file that cannot be read.\n");
}

QString solveHelp()
{
    return QStringLiteral(
        "  tessera-cli sokoban solve FILE [--level N] [--time-limit SECONDS]\n"
        "                               [--memory-limit MB]\n"
        "      Solves levels of FILE with Tessera's solver and prints one line per level, in\n"
        "      file order (every level of FILE, or only level N):\n"
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
        "      Exit code: 0 when every level printed is solved; 1 when any is not; 2 for bad\n"
        "      arguments or a file that cannot be read (nothing is printed on stdout then).\n");
}

void printHelp()
{
    QString help = sokobanHelp();
    if (help.endsWith(QLatin1Char('\n')))
        help.chop(1); // printLine adds the last line end
    printLine(help);
}

// A problem with a file: stderr, exit code 2. Not a usage error, so no pointer to --help.
int fileError(const QString &message)
{
    printError(QStringLiteral("tessera-cli: ") + message);
    return BadInput;
}

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// Reads a level file; on failure prints why and leaves `exitCode` set.
std::optional<s::LevelCollection> readLevels(const QString &command, const QString &path,
                                             int &exitCode)
{
    s::LevelCollection levels = s::readXsbFile(QFile::encodeName(path).toStdString());
    for (const s::LevelProblem &problem : levels.errors) {
        if (problem.level == 0) {
            exitCode = fileError(
                QStringLiteral("sokoban %1: %2: %3")
                    .arg(command, shown(path), QString::fromStdString(problem.toString())));
            return std::nullopt;
        }
    }
    if (levels.levels.empty()) {
        exitCode = fileError(QStringLiteral("sokoban %1: %2: no level found (a level is a board "
                                            "of rows such as \"#@$.#\")")
                                 .arg(command, shown(path)));
        return std::nullopt;
    }
    return levels;
}

// Every problem of a level, for the "error" member.
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

// Parses the arguments of one command: FILE plus options. Returns false with exitCode set.
bool parseArguments(QCommandLineParser &parser, const QString &command, const QStringList &args,
                    QString &file, int &exitCode)
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
        printHelp();
        exitCode = Success;
        return false;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        exitCode = usageError(QStringLiteral("sokoban %1: no level file given").arg(command));
        return false;
    }
    if (positional.size() > 1) {
        exitCode = usageError(
            QStringLiteral("sokoban %1: unexpected argument '%2' (one level file at a time)")
                .arg(command, positional.at(1)));
        return false;
    }
    file = positional.constFirst();
    return true;
}

// The number of `--level N` (from 1), or nullopt with exitCode set.
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

// `--level N` past the last level of `file`.
int levelOutOfRange(const QString &command, int number, const QString &file, int count)
{
    return usageError(QStringLiteral("sokoban %1: --level %2 is out of range: %3 holds %4 level%5")
                          .arg(command)
                          .arg(number)
                          .arg(shown(file))
                          .arg(count)
                          .arg(count == 1 ? QString() : QStringLiteral("s")));
}

int countCells(const s::Level &level, bool s::Cell::*flag)
{
    int n = 0;
    for (const s::Cell &c : level.cells)
        n += (c.*flag) ? 1 : 0;
    return n;
}

int runCheck(const QStringList &args)
{
    QCommandLineParser parser;
    QString file;
    int exitCode = Success;
    if (!parseArguments(parser, QStringLiteral("check"), args, file, exitCode))
        return exitCode;
    const std::optional<s::LevelCollection> levels =
        readLevels(QStringLiteral("check"), file, exitCode);
    if (!levels)
        return exitCode;

    bool allValid = true;
    for (int n = 1; n <= static_cast<int>(levels->levels.size()); ++n) {
        const s::LevelEntry &entry = levels->levels[static_cast<std::size_t>(n - 1)];
        const s::Level &level = entry.level;
        const QString problems = problemText(*levels, n);
        JsonLine line;
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
    return allValid ? Success : No;
}

// The solution's text, from --solution or --solution-file; nullopt with exitCode set.
std::optional<std::string> solutionText(const QCommandLineParser &parser,
                                        const QCommandLineOption &inline_,
                                        const QCommandLineOption &fromFile, int &exitCode)
{
    const QStringList inlineValues = parser.values(inline_);
    const QStringList files = parser.values(fromFile);
    if (inlineValues.size() + files.size() == 0) {
        exitCode =
            usageError(QStringLiteral("sokoban verify: no solution given (--solution LURD or "
                                      "--solution-file F)"));
        return std::nullopt;
    }
    if (inlineValues.size() + files.size() > 1) {
        exitCode = usageError(QStringLiteral(
            "sokoban verify: give one solution: --solution or --solution-file, once"));
        return std::nullopt;
    }
    if (!inlineValues.isEmpty())
        return inlineValues.constFirst().toStdString();

    const QString path = files.constFirst();
    QFile file(path);
    if (QFileInfo(path).isDir()) {
        exitCode = fileError(
            QStringLiteral("sokoban verify: --solution-file %1: it is a folder").arg(shown(path)));
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        exitCode = fileError(QStringLiteral("sokoban verify: --solution-file %1: %2")
                                 .arg(shown(path), file.errorString()));
        return std::nullopt;
    }
    // A solution within the step limit, written out plainly with line breaks, fits in this.
    const qint64 limit = static_cast<qint64>(s::maxLurdSteps) * 2;
    const QByteArray bytes = file.read(limit + 1);
    if (bytes.size() > limit) {
        exitCode = fileError(QStringLiteral("sokoban verify: --solution-file %1: over %2 bytes, "
                                            "longer than any solution")
                                 .arg(shown(path))
                                 .arg(limit));
        return std::nullopt;
    }
    return bytes.toStdString();
}

// Why step `step` (from 1), letter `letter`, cannot be played; empty when it was played.
QString playStep(s::Game &game, int step, char letter)
{
    const std::optional<tessera::Direction> direction = tessera::directionFromLurd(letter);
    const bool push = letter >= 'A' && letter <= 'Z';
    const int target = game.neighbour(game.playerPosition(), *direction);
    const QString prefix = QStringLiteral("step %1: ").arg(step);
    if (target < 0 || game.isWall(target) || game.isOutside(target))
        return prefix + QStringLiteral("walk into wall");
    if (game.hasBox(target) && !push)
        return prefix + QStringLiteral("'%1' walks but a box is there").arg(QLatin1Char(letter));
    if (!game.hasBox(target) && push)
        return prefix +
               QStringLiteral("'%1' pushes but there is no box there").arg(QLatin1Char(letter));
    const s::MoveResult result = game.move(*direction);
    if (result.moved())
        return QString();
    switch (result.blocker) {
    case s::Blocker::BoxAgainstBox:
        return prefix + QStringLiteral("push blocked by a box");
    case s::Blocker::BoxAgainstWall:
        return prefix + QStringLiteral("push blocked by a wall");
    default:
        return prefix + QStringLiteral("walk into wall");
    }
}

int runVerify(const QStringList &args)
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
    parser.addOption(levelOption);
    parser.addOption(solutionOption);
    parser.addOption(solutionFileOption);
    QString file;
    int exitCode = Success;
    if (!parseArguments(parser, QStringLiteral("verify"), args, file, exitCode))
        return exitCode;

    if (parser.values(levelOption).size() > 1)
        return usageError(QStringLiteral("sokoban verify: --level is given more than once"));
    const std::optional<int> level =
        levelNumber(QStringLiteral("verify"), parser.value(levelOption), exitCode);
    if (!level)
        return exitCode;
    const int number = *level;
    const std::optional<std::string> text =
        solutionText(parser, solutionOption, solutionFileOption, exitCode);
    if (!text)
        return exitCode;
    const auto parsed = s::parseLurd(*text);
    if (const auto *error = std::get_if<s::LurdError>(&parsed)) {
        const QString source =
            parser.isSet(solutionOption)
                ? QStringLiteral("--solution")
                : QStringLiteral("--solution-file ") + shown(parser.value(solutionFileOption));
        return usageError(QStringLiteral("sokoban verify: %1: %2")
                              .arg(source, QString::fromStdString(error->message)));
    }
    const std::string &moves = std::get<std::string>(parsed);

    const std::optional<s::LevelCollection> levels =
        readLevels(QStringLiteral("verify"), file, exitCode);
    if (!levels)
        return exitCode;
    const int count = static_cast<int>(levels->levels.size());
    if (number > count)
        return levelOutOfRange(QStringLiteral("verify"), number, file, count);

    JsonLine line;
    line.add(QStringLiteral("level"), number).add(QStringLiteral("solved"), false);
    const QString problems = problemText(*levels, number);
    std::optional<s::Game> game;
    if (problems.isEmpty())
        game = s::Game::fromLevel(levels->levels[static_cast<std::size_t>(number - 1)].level);
    if (!game) {
        line.add(QStringLiteral("error"),
                 QStringLiteral("invalid level: ") +
                     (problems.isEmpty() ? QStringLiteral("it cannot be played") : problems));
        printLine(line.toString());
        return No;
    }

    for (std::size_t i = 0; i < moves.size(); ++i) {
        const QString failure = playStep(*game, static_cast<int>(i) + 1, moves[i]);
        if (!failure.isEmpty()) {
            line.add(QStringLiteral("error"), failure);
            printLine(line.toString());
            return No;
        }
    }
    const bool solved = game->isSolved();
    JsonLine result;
    result.add(QStringLiteral("level"), number)
        .add(QStringLiteral("solved"), solved)
        .add(QStringLiteral("moves"), game->moves())
        .add(QStringLiteral("pushes"), game->pushes());
    if (!solved)
        result.add(QStringLiteral("error"), QStringLiteral("not solved: %1 of %2 boxes on goals")
                                                .arg(game->boxesOnGoals())
                                                .arg(game->boxCount()));
    printLine(result.toString());
    return solved ? Success : No;
}

// Raised by SIGINT/SIGTERM: the level being solved ends as "cancelled" and no other is tried.
std::atomic<bool> solveCancelled{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void cancelSolve(int signal)
{
    solveCancelled.store(true);
    // A second signal ends the program the usual way.
    std::signal(signal, SIG_DFL);
}

// A positive number of seconds, or nullopt.
std::optional<double> parseSeconds(const QString &text)
{
    bool ok = false;
    const double seconds = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(seconds) || seconds <= 0)
        return std::nullopt;
    return seconds;
}

// Solves level `number` of `levels` and prints its line; true when solved.
bool solveLevel(const s::LevelCollection &levels, int number, const s::SolverOptions &options)
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
    const s::SolverResult result = s::Solver(options).solve(level, &solveCancelled);
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
    parser.addOption(memoryOption);
    QString file;
    int exitCode = Success;
    if (!parseArguments(parser, QStringLiteral("solve"), args, file, exitCode))
        return exitCode;

    std::optional<QString> levelText, timeText, memoryText;
    for (const auto &[option, text] :
         {std::pair(&levelOption, &levelText), std::pair(&timeOption, &timeText),
          std::pair(&memoryOption, &memoryText)}) {
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

    const std::optional<s::LevelCollection> levels =
        readLevels(QStringLiteral("solve"), file, exitCode);
    if (!levels)
        return exitCode;
    const int count = static_cast<int>(levels->levels.size());
    if (number > count)
        return levelOutOfRange(QStringLiteral("solve"), number, file, count);

    std::signal(SIGINT, cancelSolve);
    std::signal(SIGTERM, cancelSolve);
    bool allSolved = true;
    for (int n = number > 0 ? number : 1; n <= (number > 0 ? number : count); ++n) {
        allSolved = solveLevel(*levels, n, options) && allSolved;
        if (solveCancelled.load())
            break;
    }
    return allSolved ? Success : No;
}

} // namespace

int runSokoban(const QStringList &args)
{
    if (args.isEmpty())
        return usageError(
            QStringLiteral("sokoban: no command given (expected check, verify or solve)"));
    const QString &command = args.constFirst();
    if (command == QLatin1String("-h") || command == QLatin1String("--help")) {
        printHelp();
        return Success;
    }
    if (command == QLatin1String("check"))
        return runCheck(args.mid(1));
    if (command == QLatin1String("verify"))
        return runVerify(args.mid(1));
    if (command == QLatin1String("solve"))
        return runSolve(args.mid(1));
    return usageError(
        QStringLiteral("sokoban: unknown command '%1' (expected check, verify or solve)")
            .arg(command));
}

QString sokobanHelp()
{
    // One section per command; other sokoban commands add theirs here.
    return QStringLiteral("Sokoban:\n") + checkHelp() + verifyHelp() + solveHelp();
}

} // namespace cli
