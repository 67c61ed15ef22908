#include "FifteenCommand.h"

#include "CliSupport.h"
#include "fifteen/BoardText.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <variant>

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

void printHelp()
{
    QString help = fifteenHelp();
    if (help.endsWith(QLatin1Char('\n')))
        help.chop(1); // printLine adds the last line end
    printLine(help);
}

int runSolvable(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption boardOption(QStringLiteral("board"),
                                         QStringLiteral("The board, rows separated by '/'."),
                                         QStringLiteral("BOARD"));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        QStringLiteral("Show the help."));
    parser.addOption(boardOption);
    parser.addOption(helpOption);
    // parse(), not process(): process() exits with code 1 on an error, and ours is 2.
    if (!parser.parse(QStringList{QStringLiteral("tessera-cli fifteen solvable")} + args))
        return usageError(QStringLiteral("fifteen solvable: ") + parser.errorText());
    if (parser.isSet(helpOption)) {
        printHelp();
        return Success;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(QStringLiteral("fifteen solvable: unexpected argument '%1'")
                              .arg(parser.positionalArguments().constFirst()));
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

} // namespace

int runFifteen(const QStringList &args)
{
    if (args.isEmpty())
        return usageError(QStringLiteral("fifteen: no command given (expected solvable)"));
    const QString &command = args.constFirst();
    if (command == QLatin1String("-h") || command == QLatin1String("--help")) {
        printHelp();
        return Success;
    }
    if (command == QLatin1String("solvable"))
        return runSolvable(args.mid(1));
    // `fifteen solve` (the solver of issue 7) is dispatched here once it exists.
    return usageError(
        QStringLiteral("fifteen: unknown command '%1' (expected solvable)").arg(command));
}

QString fifteenHelp()
{
    // One section per command; the solver's `solve` adds its own when it is built.
    return QStringLiteral("Fifteen puzzle:\n") + solvableHelp();
}

} // namespace cli
