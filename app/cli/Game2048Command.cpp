#include "Game2048Command.h"

#include "CliSupport.h"
#include "game2048/Board.h"
#include "game2048/BoardText.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
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

} // namespace

int runGame2048(const QStringList &args)
{
    if (args.isEmpty())
        return usageError(QStringLiteral("2048: no command given (expected move)"));
    const QString &command = args.constFirst();
    if (command == QLatin1String("-h") || command == QLatin1String("--help")) {
        printHelp();
        return Success;
    }
    if (command == QLatin1String("move"))
        return runMove(args.mid(1));
    // `2048 autoplay` (the AI player of issue 7) is dispatched here once it exists.
    return usageError(QStringLiteral("2048: unknown command '%1' (expected move)").arg(command));
}

QString game2048Help()
{
    // One section per command; the AI player's `autoplay` adds its own when it is built.
    return QStringLiteral("2048:\n") + moveHelp();
}

} // namespace cli
