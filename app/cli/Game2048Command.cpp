// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game2048Command.h"

#include "CliSupport.h"
#include "game2048/Board.h"
#include "game2048/BoardText.h"
#include "game2048/Game.h"
#include "game2048/ai/Autoplay.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <chrono>
#include <cmath>
#include <optional>
#include <variant>

namespace cli {

namespace {

using tessera::Direction;
namespace g = tessera::game2048;

std::optional<Direction> parseDirection(const QString &text)
{
    const QString name = text.trimmed().toLower();
    if (name == QLatin1String("left"))
        return Direction::Left;
    if (name == QLatin1String("right"))
        return Direction::Right;
    if (name == QLatin1String("up"))
        return Direction::Up;
    if (name == QLatin1String("down"))
        return Direction::Down;
    return std::nullopt;
}

// One value for a required option: its value, or an error message.
std::variant<QString, QString> requiredValue(const QCommandLineParser &parser,
                                             const QCommandLineOption &option,
                                             const QString &example)
{
    const QString name = QStringLiteral("--") + option.names().constLast();
    const QStringList values = parser.values(option);
    if (values.isEmpty())
        return std::variant<QString, QString>(std::in_place_index<1>,
                                              name + QStringLiteral(" is required, e.g. ") + name +
                                                  QLatin1Char(' ') + example);
    if (values.size() > 1)
        return std::variant<QString, QString>(std::in_place_index<1>,
                                              name + QStringLiteral(" is given more than once"));
    return std::variant<QString, QString>(std::in_place_index<0>, values.constFirst());
}

QString moveHelp()
{
    return QStringLiteral(
        "  tessera-cli 2048 move --board BOARD --dir DIRECTION\n"
        "      Slides the tiles of BOARD once, by the rules of the original game, and prints\n"
        "      the board after the slide, before the new random tile appears:\n"
        "      {\"board\":\"4 0 0 0/8 0 0 0/0 0 0 0/0 0 0 0\",\"gained\":12,\"moved\":true}\n"
        "        board    the board after the slide, in the form of --board\n"
        "        gained   the score the slide earns: the sum of the tiles its merges made\n"
        "        moved    whether the slide changed the board (when false, the game would\n"
        "                 add no tile; the exit code is 0 either way)\n"
        "      --board BOARD      rows separated by '/', cells by spaces, 0 for an empty cell,\n"
        "                         tiles by their value: 2, 4, 8 ... 1073741824 (2^30);\n"
        "                         2 to 8 rows and columns, e.g.\n"
        "                         \"2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0\"\n"
        "      --dir DIRECTION    left, right, up or down\n"
        "      A malformed board or direction: exit code 2, the reason on stderr.\n");
}

QString autoplayHelp()
{
    return QStringLiteral(
        "  tessera-cli 2048 autoplay [--size RxC] [--games N] [--seed S] [--depth D]\n"
        "                            [--max-moves M]\n"
        "      Lets the AI (expectimax search) play N games, each until no move is left,\n"
        "      and prints one line per game as it ends:\n"
        "      {\"seed\":1,\"max_tile\":8192,\"score\":157316,\"moves\":6852,\"seconds\":41.873}\n"
        "        seed      the game's seed: game i (counting from 0) uses S+i, and the same\n"
        "                  seed, size and depth always play the same game\n"
        "        max_tile  the largest tile made\n"
        "        score     the final score\n"
        "        moves     the moves played\n"
        "        seconds   the time the game took\n"
        "      --size RxC     rows x columns, 2 to 8 each (default 4x4)\n"
        "      --games N      how many games, 1 to 1000000 (default 1)\n"
        "      --seed S       the first game's seed, 0 to 9007199254740991 (2^53-1, so every\n"
        "                     JSON reader gets it exactly) (default 1)\n"
        "      --depth D      moves the AI looks ahead, 1 to 12, or auto: deeper when the\n"
        "                     board is crowded (default auto); each step deeper costs several\n"
        "                     times the time\n"
        "      --max-moves M  end each game after M moves at most (default: no limit)\n"
        "      A bad option: exit code 2, the reason on stderr.\n");
}

void printHelp()
{
    QString help = game2048Help();
    if (help.endsWith(QLatin1Char('\n')))
        help.chop(1); // printLine adds the last line end
    printLine(help);
}

int runMove(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption boardOption(QStringLiteral("board"),
                                         QStringLiteral("The board, rows separated by '/'."),
                                         QStringLiteral("BOARD"));
    const QCommandLineOption dirOption(QStringLiteral("dir"),
                                       QStringLiteral("left, right, up or down."),
                                       QStringLiteral("DIRECTION"));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        QStringLiteral("Show the help."));
    parser.addOption(boardOption);
    parser.addOption(dirOption);
    parser.addOption(helpOption);
    // parse(), not process(): process() exits with code 1 on an error, and ours is 2.
    if (!parser.parse(QStringList{QStringLiteral("tessera-cli 2048 move")} + args))
        return usageError(QStringLiteral("2048 move: ") + parser.errorText());
    if (parser.isSet(helpOption)) {
        printHelp();
        return Success;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("2048 move: unexpected argument '%1'")
                              .arg(parser.positionalArguments().constFirst()));

    const auto boardText =
        requiredValue(parser, boardOption, QStringLiteral("\"2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0\""));
    if (boardText.index() == 1)
        return usageError(QStringLiteral("2048 move: ") + std::get<1>(boardText));
    const auto dirText = requiredValue(parser, dirOption, QStringLiteral("left"));
    if (dirText.index() == 1)
        return usageError(QStringLiteral("2048 move: ") + std::get<1>(dirText));

    const auto board = g::parseBoard(std::get<0>(boardText).toStdString());
    if (const auto *error = std::get_if<g::ParseError>(&board))
        return usageError(QStringLiteral("2048 move: --board: ") +
                          QString::fromStdString(error->message));
    const std::optional<Direction> direction = parseDirection(std::get<0>(dirText));
    if (!direction)
        return usageError(
            QStringLiteral("2048 move: --dir '%1' is not a direction: use left, right, up or down")
                .arg(std::get<0>(dirText)));

    const g::SlideResult result = std::get<g::Board>(board).slide(*direction);
    printLine(JsonLine()
                  .add(QStringLiteral("board"), g::formatBoard(result.board))
                  .add(QStringLiteral("gained"), static_cast<long long>(result.gained))
                  .add(QStringLiteral("moved"), result.moved)
                  .toString());
    return Success;
}

struct AutoplaySettings
{
    int rows = 4;
    int cols = 4;
    int games = 1;
    qulonglong seed = 1;
    int depth = g::autoDepth;
    int maxMoves = 0;
};

// The settings, or an error message naming the option.
std::variant<AutoplaySettings, QString>
readAutoplaySettings(const QCommandLineParser &parser, const QCommandLineOption &size,
                     const QCommandLineOption &games, const QCommandLineOption &seed,
                     const QCommandLineOption &depth, const QCommandLineOption &maxMoves)
{
    constexpr qulonglong maxSeed = 9007199254740991ULL; // 2^53 - 1
    constexpr qulonglong maxGames = 1000000;
    AutoplaySettings settings;
    for (const QCommandLineOption *option : {&size, &games, &seed, &depth, &maxMoves}) {
        const auto value = optionalValue(parser, *option);
        if (const auto *error = std::get_if<QString>(&value))
            return *error;
        const std::optional<QString> text = std::get<std::optional<QString>>(value);
        if (!text)
            continue;
        const QString t = text->trimmed();
        if (option == &size) {
            const auto rowsCols = parseSidesPair(t, g::minSide, g::maxSide);
            if (!rowsCols)
                return QStringLiteral("--size '%1' is not a board size: give rows x columns, "
                                      "2 to 8 each, e.g. 4x4 or 3x5")
                    .arg(*text);
            settings.rows = rowsCols->first;
            settings.cols = rowsCols->second;
        } else if (option == &games) {
            const std::optional<qulonglong> n = parseCount(t, 1, maxGames);
            if (!n)
                return QStringLiteral("--games '%1' is not a number of games from 1 to %2")
                    .arg(*text)
                    .arg(maxGames);
            settings.games = static_cast<int>(*n);
        } else if (option == &seed) {
            const std::optional<qulonglong> s = parseCount(t, 0, maxSeed);
            if (!s)
                return QStringLiteral("--seed '%1' is not a seed from 0 to %2")
                    .arg(*text)
                    .arg(maxSeed);
            settings.seed = *s;
        } else if (option == &depth) {
            if (t.compare(QLatin1String("auto"), Qt::CaseInsensitive) == 0) {
                settings.depth = g::autoDepth;
            } else {
                const std::optional<qulonglong> d = parseCount(t, 1, g::maxSearchDepth);
                if (!d)
                    return QStringLiteral("--depth '%1' is not a depth: give 1 to %2, or auto")
                        .arg(*text)
                        .arg(g::maxSearchDepth);
                settings.depth = static_cast<int>(*d);
            }
        } else if (option == &maxMoves) {
            const std::optional<qulonglong> m = parseCount(t, 1, 1000000000);
            if (!m)
                return QStringLiteral("--max-moves '%1' is not a number of moves from 1 to "
                                      "1000000000")
                    .arg(*text);
            settings.maxMoves = static_cast<int>(*m);
        }
    }
    if (settings.seed + static_cast<qulonglong>(settings.games - 1) > maxSeed)
        return QStringLiteral("--seed %1 with --games %2: the last game's seed would pass %3")
            .arg(settings.seed)
            .arg(settings.games)
            .arg(maxSeed);
    return settings;
}

int runAutoplay(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption sizeOption(
        QStringLiteral("size"), QStringLiteral("Rows x columns, e.g. 4x4."), QStringLiteral("RxC"));
    const QCommandLineOption gamesOption(QStringLiteral("games"), QStringLiteral("How many games."),
                                         QStringLiteral("N"));
    const QCommandLineOption seedOption(
        QStringLiteral("seed"), QStringLiteral("The first game's seed."), QStringLiteral("S"));
    const QCommandLineOption depthOption(QStringLiteral("depth"),
                                         QStringLiteral("Search depth, 1-12 or auto."),
                                         QStringLiteral("D"));
    const QCommandLineOption maxMovesOption(QStringLiteral("max-moves"),
                                            QStringLiteral("Moves per game at most."),
                                            QStringLiteral("M"));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        QStringLiteral("Show the help."));
    for (const QCommandLineOption *option :
         {&sizeOption, &gamesOption, &seedOption, &depthOption, &maxMovesOption, &helpOption})
        parser.addOption(*option);
    // parse(), not process(): process() exits with code 1 on an error, and ours is 2.
    if (!parser.parse(QStringList{QStringLiteral("tessera-cli 2048 autoplay")} + args))
        return usageError(QStringLiteral("2048 autoplay: ") + parser.errorText());
    if (parser.isSet(helpOption)) {
        printHelp();
        return Success;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("2048 autoplay: unexpected argument '%1'")
                              .arg(parser.positionalArguments().constFirst()));

    const auto read = readAutoplaySettings(parser, sizeOption, gamesOption, seedOption, depthOption,
                                           maxMovesOption);
    if (const auto *error = std::get_if<QString>(&read))
        return usageError(QStringLiteral("2048 autoplay: ") + *error);
    const AutoplaySettings &settings = std::get<AutoplaySettings>(read);

    g::AutoplayOptions options;
    options.ai.depth = settings.depth;
    options.maxMoves = settings.maxMoves;
    for (int i = 0; i < settings.games; ++i) {
        const qulonglong seed = settings.seed + static_cast<qulonglong>(i);
        g::Game game = *g::Game::create(settings.rows, settings.cols, seed);
        const auto start = std::chrono::steady_clock::now();
        const g::AutoplayResult result = g::autoplay(game, options);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        printLine(JsonLine()
                      .add(QStringLiteral("seed"), static_cast<long long>(seed))
                      .add(QStringLiteral("max_tile"),
                           static_cast<long long>(g::tileValue(game.board().highestExponent())))
                      .add(QStringLiteral("score"), static_cast<long long>(game.score()))
                      .add(QStringLiteral("moves"), result.moves)
                      .add(QStringLiteral("seconds"), std::round(seconds * 1000.0) / 1000.0)
                      .toString());
    }
    return Success;
}

} // namespace

int runGame2048(const QStringList &args)
{
    return runSubCommand(
        QStringLiteral("2048"), QStringLiteral("command"), args,
        {{QLatin1String("move"), runMove}, {QLatin1String("autoplay"), runAutoplay}}, printHelp);
}

QString game2048Help()
{
    // One section per command.
    return QStringLiteral("2048:\n") + moveHelp() + autoplayHelp();
}

} // namespace cli
