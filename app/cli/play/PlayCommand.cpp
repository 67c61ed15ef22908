// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PlayCommand.h"

#include "CliSupport.h"
#include "FifteenFront.h"
#include "FifteenSettings.h"
#include "Game2048Front.h"
#include "LevelLibrary.h"
#include "LibraryCollection.h"
#include "SokobanFront.h"
#include "TerminalScreen.h"
#include "fifteen/BoardText.h"
#include "game2048/Board.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <csignal>
#include <functional>

namespace cli {

namespace {

namespace f = tessera::fifteen;
using play::TerminalScreen;

constexpr qulonglong maxSeed = 9007199254740991ULL; // 2^53 - 1, as `2048 autoplay`

const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                    QStringLiteral("Show the help."));

void printHelp()
{
    QString help = playHelp();
    if (help.endsWith(QLatin1Char('\n')))
        help.chop(1);
    printLine(help);
}

// Parses `play GAME` arguments: false when the command is done already (help, or an error),
// with exitCode set.
bool parseArguments(QCommandLineParser &parser, const QString &game, const QStringList &args,
                    int maxPositional, int &exitCode)
{
    parser.addOption(helpOption);
    if (!parser.parse(QStringList{QStringLiteral("tessera-cli play ") + game} + args)) {
        exitCode = usageError(QStringLiteral("play %1: %2").arg(game, parser.errorText()));
        return false;
    }
    if (parser.isSet(helpOption)) {
        printHelp();
        exitCode = Success;
        return false;
    }
    if (parser.positionalArguments().size() > maxPositional) {
        exitCode = usageError(QStringLiteral("play %1: unexpected argument '%2'")
                                  .arg(game, parser.positionalArguments().value(maxPositional)));
        return false;
    }
    return true;
}

// The value of an option given at most once, checked by `read`, which returns an error message
// or nothing. False (exitCode set) on an error.
bool readOption(const QCommandLineParser &parser, const QCommandLineOption &option,
                const QString &game, const std::function<QString(const QString &)> &read,
                int &exitCode)
{
    const auto value = optionalValue(parser, option);
    QString error;
    if (const auto *message = std::get_if<QString>(&value))
        error = *message;
    else if (const auto &text = std::get<std::optional<QString>>(value))
        error = read(text->trimmed());
    if (error.isEmpty())
        return true;
    exitCode = usageError(QStringLiteral("play %1: %2").arg(game, error));
    return false;
}

std::function<QString(const QString &)> seedReader(std::optional<std::uint64_t> &seed)
{
    return [&seed](const QString &text) {
        const auto s = parseCount(text, 0, maxSeed);
        if (!s)
            return QStringLiteral("--seed '%1' is not a seed from 0 to %2").arg(text).arg(maxSeed);
        seed = *s;
        return QString();
    };
}

// The games read and write the app's records: its data folder, not tessera-cli's own.
void useTheAppsData()
{
    QCoreApplication::setApplicationName(QStringLiteral("tessera"));
}

template <typename Play>
int inTerminal(const Play &play)
{
    useTheAppsData();
    QString error;
    std::unique_ptr<TerminalScreen> screen = TerminalScreen::open(&error);
    if (!screen) {
        printError(QStringLiteral("tessera-cli: play: ") + error);
        return BadInput;
    }
    const int exitCode = play(*screen);
    const int signal = TerminalScreen::stopSignal();
    screen.reset(); // the terminal given back, the signals' default handling restored
    // Everything saved: the program ends of the signal that asked it to, as its parent expects.
    if (signal != 0)
        std::raise(signal);
    return exitCode;
}

const QCommandLineOption seedOption(QStringLiteral("seed"),
                                    QStringLiteral("The first game's random seed."),
                                    QStringLiteral("S"));

int runPlay2048(const QStringList &args)
{
    const QString game = QStringLiteral("2048");
    QCommandLineParser parser;
    const QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("Rows x columns."),
                                        QStringLiteral("RxC"));
    parser.addOptions({sizeOption, seedOption});
    int exitCode = Success;
    if (!parseArguments(parser, game, args, 0, exitCode))
        return exitCode;
    play::Game2048Options options;
    const auto readSize = [&options](const QString &text) {
        const auto size =
            parseSidesPair(text, tessera::game2048::minSide, tessera::game2048::maxSide);
        if (!size)
            return QStringLiteral("--size '%1' is not a board size: give rows x columns, 2 to 8 "
                                  "each, e.g. 4x4 or 3x5")
                .arg(text);
        options.rows = size->first;
        options.columns = size->second;
        return QString();
    };
    if (!readOption(parser, sizeOption, game, readSize, exitCode) ||
        !readOption(parser, seedOption, game, seedReader(options.seed), exitCode))
        return exitCode;
    return inTerminal([&](TerminalScreen &screen) { return play::play2048(screen, options); });
}

int runPlayFifteen(const QStringList &args)
{
    const QString game = QStringLiteral("fifteen");
    QCommandLineParser parser;
    const QCommandLineOption sizeOption(
        QStringLiteral("size"), QStringLiteral("N, or width x height."), QStringLiteral("SIZE"));
    const QCommandLineOption lettersOption(QStringLiteral("letters"),
                                           QStringLiteral("Letters instead of numbers."));
    const QCommandLineOption boardOption(QStringLiteral("board"),
                                         QStringLiteral("The first game's position."),
                                         QStringLiteral("BOARD"));
    parser.addOptions({sizeOption, lettersOption, seedOption, boardOption});
    int exitCode = Success;
    if (!parseArguments(parser, game, args, 0, exitCode))
        return exitCode;
    play::FifteenOptions options;
    const auto readSize = [&options](const QString &text) {
        const int lo = f::Board::minSide;
        const int hi = f::Board::maxSide;
        if (const auto n = parseCount(text, lo, hi)) {
            options.width = options.height = static_cast<int>(*n);
            return QString();
        }
        const auto size = parseSidesPair(text, lo, hi);
        if (!size)
            return QStringLiteral("--size '%1' is not a board size: give N or width x height, "
                                  "2 to 8 each, e.g. 4 or 5x3")
                .arg(text);
        options.width = size->first;
        options.height = size->second;
        return QString();
    };
    const auto readBoard = [&options](const QString &text) {
        const f::Result<f::Board> board = f::parseBoard(text.toStdString());
        if (const auto *error = std::get_if<f::Error>(&board))
            return QStringLiteral("--board: ") + QString::fromStdString(error->message);
        options.start = std::get<f::Board>(board);
        if (options.start->isSolved() || !options.start->isSolvable())
            return QStringLiteral("--board: give a position that can be solved and is not "
                                  "solved yet");
        return QString();
    };
    if (!readOption(parser, sizeOption, game, readSize, exitCode) ||
        !readOption(parser, seedOption, game, seedReader(options.seed), exitCode) ||
        !readOption(parser, boardOption, game, readBoard, exitCode))
        return exitCode;
    if (options.start) {
        if (parser.isSet(sizeOption) &&
            (options.start->width() != options.width || options.start->height() != options.height))
            return usageError(QStringLiteral("play fifteen: --board is not of the --size given"));
        options.width = options.start->width();
        options.height = options.start->height();
    }
    options.letters = parser.isSet(lettersOption);
    if (options.letters && !tessera::FifteenSettings::lettersFit(options.width, options.height))
        return usageError(QStringLiteral("play fifteen: --letters: a %1x%2 board has more tiles "
                                         "than letters (at most %3 cells)")
                              .arg(options.width)
                              .arg(options.height)
                              .arg(tessera::FifteenSettings::maximumLetterCells));
    return inTerminal([&](TerminalScreen &screen) { return play::playFifteen(screen, options); });
}

int runPlaySokoban(const QStringList &args)
{
    const QString game = QStringLiteral("sokoban");
    QCommandLineParser parser;
    const QCommandLineOption levelOption(QStringLiteral("level"),
                                         QStringLiteral("The level to start with (1-based)."),
                                         QStringLiteral("N"));
    parser.addOption(levelOption);
    int exitCode = Success;
    if (!parseArguments(parser, game, args, 1, exitCode))
        return exitCode;

    play::SokobanOptions options;
    if (!parser.positionalArguments().isEmpty()) {
        const QString path = parser.positionalArguments().constFirst();
        const tessera::LibraryCollection file =
            tessera::LibraryCollection::fromFile(path, tessera::CollectionKind::File, path);
        if (!file.isReadable() || file.count() == 0) {
            const QStringList problems = file.readErrorMessages();
            printError(QStringLiteral("tessera-cli: play sokoban: %1: %2")
                           .arg(path, problems.isEmpty() ? QStringLiteral("no levels in the file")
                                                         : problems.join(QStringLiteral("; "))));
            return BadInput;
        }
        options.collections.append(file);
    } else {
        for (const tessera::CollectionRef &ref : tessera::LevelLibrary::bundledCollections())
            options.collections.append(tessera::LibraryCollection::fromFile(
                ref.path, tessera::CollectionKind::Bundled, ref.id, ref.name));
    }
    const int count = play::levelCount(options);
    const auto readLevel = [&options, count](const QString &text) {
        const auto n = parseCount(text, 1, static_cast<qulonglong>(count));
        if (!n)
            return QStringLiteral("--level '%1' is not a level from 1 to %2").arg(text).arg(count);
        options.level = static_cast<int>(*n);
        return QString();
    };
    if (!readOption(parser, levelOption, game, readLevel, exitCode))
        return exitCode;
    return inTerminal([&](TerminalScreen &screen) { return play::playSokoban(screen, options); });
}

} // namespace

int runPlay(const QStringList &args)
{
    return runSubCommand(QStringLiteral("play"), QStringLiteral("game"), args,
                         {{QLatin1String("sokoban"), runPlaySokoban},
                          {QLatin1String("2048"), runPlay2048},
                          {QLatin1String("fifteen"), runPlayFifteen}},
                         printHelp);
}

QString playHelp()
{
    return QStringLiteral(
        "Playing in a terminal (full screen; needs a terminal, else exit code 2):\n"
        "  tessera-cli play sokoban [FILE] [--level N]\n"
        "      Plays the levels of FILE, or the bundled collections one after another, from\n"
        "      the first level not solved yet or from level N (1-based over all of them).\n"
        "      Solved levels are recorded in the app's progress: solved here, solved there.\n"
        "  tessera-cli play 2048 [--size RxC] [--seed S]\n"
        "      RxC: rows x columns, 2 to 8 each (default 4x4). S: the first game's seed\n"
        "      (0 to 2^53-1; each new game takes the next one); random when not given.\n"
        "      Best scores and the high-score table are the app's; a game enters the table\n"
        "      when it ends, is replaced by a new one or is quit, and the table shows (t).\n"
        "  tessera-cli play fifteen [--size N | --size WxH] [--letters] [--seed S] [--board B]\n"
        "      N or WxH: 2 to 8 each (default 4). --letters: tiles A, B, C... (boards of at\n"
        "      most 25 cells). S: the shuffles' seed. --board B: start from this position\n"
        "      instead of a shuffle, written as for `fifteen solvable`, e.g.\n"
        "      \"1 2 3/4 5 6/7 0 8\"; a game started so is not entered in the records.\n"
        "  Keys: arrows, WASD or hjkl move (in Fifteen the tile next to the gap slides that\n"
        "  way); u undo, y redo, r restart, n new game or next level, p previous level,\n"
        "  c keep going after 2048, t the 2048 high-score table, q quit. n, p, q and\n"
        "  Fifteen's r ask first when they would throw away a game in progress.\n");
}

} // namespace cli
