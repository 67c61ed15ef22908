// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CliRunner.h"

#include <QRegularExpression>
#include <QTest>

namespace {

QStringList moveArgs(const QString &board, const QString &dir)
{
    return {QStringLiteral("2048"),    QStringLiteral("move"),
            QStringLiteral("--board"), board,
            QStringLiteral("--dir"),   dir};
}

QStringList autoplayArgs(const QStringList &options)
{
    return QStringList{QStringLiteral("2048"), QStringLiteral("autoplay")} + options;
}

// One autoplay line: exactly these keys in this order, whole numbers but for seconds.
const QRegularExpression autoplayLine(QStringLiteral(
    R"(^\{"seed":[0-9]+,"max_tile":[0-9]+,"score":[0-9]+,"moves":[0-9]+,"seconds":[0-9.e+-]+\}$)"));

bool isPowerOfTwo(qint64 v)
{
    return v >= 2 && (v & (v - 1)) == 0;
}

} // namespace

class TestCli2048 : public QObject
{
    Q_OBJECT

private slots:
    // The issue's example, byte for byte: these keys, in this order, one line.
    void issueExample()
    {
        const CliResult r = runCli(
            moveArgs(QStringLiteral("2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0"), QStringLiteral("left")));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(
            r.out,
            QStringLiteral(
                "{\"board\":\"4 0 0 0/8 0 0 0/0 0 0 0/0 0 0 0\",\"gained\":12,\"moved\":true}\n"));
        QVERIFY(r.err.isEmpty());
    }

    void everyDirection_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QString>("after");
        QTest::addColumn<int>("gained");
        QTest::addColumn<bool>("moved");
        const QString b = QStringLiteral("2 2 2 0/4 0 4 8/2 0 0 2/4 4 4 4");
        QTest::newRow("left") << b << "left"
                              << "4 2 0 0/8 8 0 0/4 0 0 0/8 8 0 0" << 32 << true;
        QTest::newRow("right") << b << "right"
                               << "0 0 2 4/0 0 8 8/0 0 0 4/0 0 8 8" << 32 << true;
        QTest::newRow("up") << b << "up"
                            << "2 2 2 8/4 4 8 2/2 0 0 4/4 0 0 0" << 8 << true;
        QTest::newRow("down") << b << "down"
                              << "2 0 0 0/4 0 0 8/2 2 2 2/4 4 8 4" << 8 << true;
        QTest::newRow("upper case") << b << "LEFT"
                                    << "4 2 0 0/8 8 0 0/4 0 0 0/8 8 0 0" << 32 << true;
        QTest::newRow("3x5 down") << "2 2 0 4 4/0 8 8 8 0/2 0 2 0 2"
                                  << "down"
                                  << "0 0 0 0 0/0 2 8 4 4/4 8 2 8 2" << 4 << true;
        QTest::newRow("2x8 right") << "2 2 2 2 2 2 2 2/4 0 4 8 0 8 16 16"
                                   << "right"
                                   << "0 0 0 0 4 4 4 4/0 0 0 0 0 8 16 32" << 72 << true;
        QTest::newRow("nothing moves") << "2 4/8 16"
                                       << "up"
                                       << "2 4/8 16" << 0 << false;
        QTest::newRow("spaces normalised") << " 2  2 / 0 0 "
                                           << "left"
                                           << "4 0/0 0" << 4 << true;
    }

    void everyDirection()
    {
        QFETCH(QString, board);
        QFETCH(QString, dir);
        QFETCH(QString, after);
        QFETCH(int, gained);
        QFETCH(bool, moved);
        const CliResult r = runCli(moveArgs(board, dir));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.allLinesAreJson);
        QCOMPARE(r.objects.size(), 1);
        const QJsonObject o = r.objects.constFirst();
        QCOMPARE(o.keys().size(), 3);
        QCOMPARE(o.value(QLatin1String("board")).toString(), after);
        QCOMPARE(o.value(QLatin1String("gained")).toInt(-1), gained);
        QCOMPARE(o.value(QLatin1String("moved")).toBool(!moved), moved);
        QVERIFY(r.out.startsWith(QLatin1String("{\"board\":")));
        QVERIFY(r.out.indexOf(QLatin1String("\"gained\"")) <
                r.out.indexOf(QLatin1String("\"moved\"")));
    }

    void equalsSyntaxWorks()
    {
        const CliResult r =
            runCli({QStringLiteral("2048"), QStringLiteral("move"),
                    QStringLiteral("--board=1024 1024/0 0"), QStringLiteral("--dir=right")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out,
                 QStringLiteral("{\"board\":\"0 2048/0 0\",\"gained\":2048,\"moved\":true}\n"));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString good = QStringLiteral("2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0");
        QTest::newRow("ragged") << moveArgs("2 2 0 0/0 4 4/0 0 0 0/0 0 0 0", "left")
                                << "--board: row 2 has 3 cells but row 1 has 4";
        QTest::newRow("not a number")
            << moveArgs("2 2/x 2", "left") << "--board: row 2, cell 1: 'x' is not a number";
        QTest::newRow("not a power")
            << moveArgs("2 2/6 2", "left") << "--board: row 2, cell 1: '6' is not a tile";
        QTest::newRow("one") << moveArgs("1 2/2 2", "left") << "'1' is not a tile";
        QTest::newRow("too large")
            << moveArgs("2147483648 2/2 2", "left") << "is larger than the largest tile";
        QTest::newRow("one row") << moveArgs("2 2 0 0", "left") << "the board has 1 row";
        QTest::newRow("nine columns")
            << moveArgs("0 0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0 0", "left") << "row 1 has 9 cells";
        QTest::newRow("empty board") << moveArgs("", "left") << "--board: the board is empty";
        QTest::newRow("bad direction") << moveArgs(good, "sideways")
                                       << "--dir 'sideways' is not a direction: use left, right, "
                                          "up or down";
        QTest::newRow("letter direction") << moveArgs(good, "l") << "--dir 'l' is not a direction";
        QTest::newRow("no board") << QStringList{"2048", "move", "--dir", "left"}
                                  << "--board is required";
        QTest::newRow("no dir") << QStringList{"2048", "move", "--board", good}
                                << "--dir is required";
        QTest::newRow("dir twice") << (moveArgs(good, "left") << "--dir"
                                                              << "up")
                                   << "--dir is given more than once";
        QTest::newRow("unknown option") << (moveArgs(good, "left") << "--seed"
                                                                   << "3")
                                        << "Unknown option 'seed'";
        QTest::newRow("missing value") << QStringList{"2048", "move", "--dir", "left", "--board"}
                                       << "Missing value after '--board'";
        QTest::newRow("extra argument")
            << (moveArgs(good, "left") << "again") << "unexpected argument 'again'";
        QTest::newRow("no command") << QStringList{"2048"} << "2048: no command given";
        QTest::newRow("unknown command") << QStringList{"2048", "shuffle"}
                                         << "2048: unknown command 'shuffle' (expected move or "
                                            "autoplay)";
        // autoplay
        QTest::newRow("size 9x9") << autoplayArgs({"--size", "9x9"})
                                  << "2048 autoplay: --size '9x9' is not a board size: give rows "
                                     "x columns, 2 to 8 each";
        QTest::newRow("size 1x4") << autoplayArgs({"--size", "1x4"}) << "--size '1x4'";
        QTest::newRow("size 4") << autoplayArgs({"--size", "4"})
                                << "--size '4' is not a board size";
        QTest::newRow("size words")
            << autoplayArgs({"--size=four by four"}) << "--size 'four by four' is not a board size";
        QTest::newRow("games 0") << autoplayArgs({"--games", "0"})
                                 << "--games '0' is not a number of games from 1 to 1000000";
        QTest::newRow("games x") << autoplayArgs({"--games", "x"}) << "--games 'x'";
        QTest::newRow("games negative") << autoplayArgs({"--games=-2"}) << "--games '-2'";
        QTest::newRow("seed negative") << autoplayArgs({"--seed=-1"})
                                       << "--seed '-1' is not a seed from 0 to 9007199254740991";
        QTest::newRow("seed too large")
            << autoplayArgs({"--seed", "9007199254740992"}) << "--seed '9007199254740992'";
        QTest::newRow("seed decimal") << autoplayArgs({"--seed", "1.5"}) << "--seed '1.5'";
        QTest::newRow("last seed too large")
            << autoplayArgs({"--seed", "9007199254740990", "--games", "3"})
            << "--seed 9007199254740990 with --games 3: the last game's seed would pass";
        QTest::newRow("depth 0") << autoplayArgs({"--depth", "0"})
                                 << "--depth '0' is not a depth: give 1 to 12, or auto";
        QTest::newRow("depth 13") << autoplayArgs({"--depth", "13"}) << "--depth '13'";
        QTest::newRow("depth word") << autoplayArgs({"--depth", "deep"}) << "--depth 'deep'";
        QTest::newRow("max moves 0") << autoplayArgs({"--max-moves", "0"}) << "--max-moves '0'";
        QTest::newRow("games twice")
            << autoplayArgs({"--games", "1", "--games", "2"}) << "--games is given more than once";
        QTest::newRow("autoplay unknown option")
            << autoplayArgs({"--board", "2 2/0 0"}) << "2048 autoplay: Unknown option 'board'";
        QTest::newRow("autoplay missing value")
            << autoplayArgs({"--seed"}) << "Missing value after '--seed'";
        QTest::newRow("autoplay extra argument")
            << autoplayArgs({"4x4"}) << "2048 autoplay: unexpected argument '4x4'";
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.err.startsWith(QLatin1String("tessera-cli: ")));
    }

    // Each game on its own line, as it ends: the documented keys in their order, game i with
    // seed S+i, numbers that make sense for a game played to its end.
    void autoplayPrintsOneLinePerGame()
    {
        const CliResult r = runCli(autoplayArgs({"--games", "3", "--seed", "40", "--depth", "1"}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY(r.allLinesAreJson);
        QVERIFY(r.out.endsWith(QLatin1Char('\n')));
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        for (const QString &line : lines)
            QVERIFY2(autoplayLine.match(line).hasMatch(), qPrintable(line));
        QCOMPARE(r.objects.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const QJsonObject o = r.objects.at(i);
            QCOMPARE(o.keys().size(), 5);
            QCOMPARE(o.value(QLatin1String("seed")).toInteger(-1), 40 + i);
            const qint64 maxTile = o.value(QLatin1String("max_tile")).toInteger(-1);
            QVERIFY2(isPowerOfTwo(maxTile) && maxTile >= 64, qPrintable(lines.at(i)));
            // Every merge scores the tile it makes: a game that made maxTile scored at least it.
            QVERIFY(o.value(QLatin1String("score")).toInteger(-1) >= maxTile);
            QVERIFY(o.value(QLatin1String("moves")).toInteger(-1) > 50);
            QVERIFY(o.value(QLatin1String("seconds")).toDouble(-1) >= 0);
        }
    }

    // The same options play the same games.
    void autoplayIsRepeatable()
    {
        const QStringList args =
            autoplayArgs({"--games", "2", "--seed", "7", "--depth", "2", "--size", "3x4"});
        const CliResult a = runCli(args);
        const CliResult b = runCli(args);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(b.exitCode, 0);
        QCOMPARE(a.objects.size(), 2);
        QCOMPARE(b.objects.size(), 2);
        for (int i = 0; i < 2; ++i)
            for (const char *key : {"seed", "max_tile", "score", "moves"})
                QCOMPARE(a.objects.at(i).value(QLatin1String(key)),
                         b.objects.at(i).value(QLatin1String(key)));
        // Another seed, another game.
        QVERIFY(a.objects.at(0).value(QLatin1String("moves")) !=
                    a.objects.at(1).value(QLatin1String("moves")) ||
                a.objects.at(0).value(QLatin1String("score")) !=
                    a.objects.at(1).value(QLatin1String("score")));
    }

    void autoplaySizesAndLimits_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("moves"); // -1: played to the end
        QTest::newRow("defaults, 20 moves") << autoplayArgs({"--max-moves", "20"}) << 1 << 20;
        QTest::newRow("3x3 to the end")
            << autoplayArgs({"--size", "3x3", "--depth", "2", "--seed", "0"}) << 0 << -1;
        QTest::newRow("2x5 to the end")
            << autoplayArgs({"--size=2x5", "--depth=1", "--seed=12"}) << 12 << -1;
        QTest::newRow("5x5, 25 moves")
            << autoplayArgs({"--size", "5X5", "--depth", "2", "--max-moves", "25"}) << 1 << 25;
        QTest::newRow("8x8, 10 moves auto depth")
            << autoplayArgs({"--size", "8x8", "--depth", "auto", "--max-moves", "10"}) << 1 << 10;
    }

    void autoplaySizesAndLimits()
    {
        QFETCH(QStringList, args);
        QFETCH(int, seed);
        QFETCH(int, moves);
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QCOMPARE(r.objects.size(), 1);
        QVERIFY(autoplayLine.match(r.out.trimmed()).hasMatch());
        const QJsonObject o = r.objects.constFirst();
        QCOMPARE(o.value(QLatin1String("seed")).toInteger(-1), seed);
        if (moves >= 0)
            QCOMPARE(o.value(QLatin1String("moves")).toInteger(-1), moves);
        else
            QVERIFY(o.value(QLatin1String("moves")).toInteger(-1) > 10);
        QVERIFY(isPowerOfTwo(o.value(QLatin1String("max_tile")).toInteger(-1)));
    }

    void helpDocumentsMove_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("2048 --help") << QStringList{"2048", "--help"};
        QTest::newRow("2048 -h") << QStringList{"2048", "-h"};
        QTest::newRow("2048 move --help") << QStringList{"2048", "move", "--help"};
        QTest::newRow("2048 autoplay --help") << QStringList{"2048", "autoplay", "--help"};
        QTest::newRow("--help") << QStringList{"--help"};
    }

    void helpDocumentsMove()
    {
        QFETCH(QStringList, args);
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        for (const char *text :
             {"tessera-cli 2048 move --board BOARD --dir DIRECTION", "--board BOARD",
              "--dir DIRECTION", "left, right, up or down", "gained", "moved",
              "{\"board\":\"4 0 0 0/8 0 0 0/0 0 0 0/0 0 0 0\",\"gained\":12,\"moved\":true}",
              "exit code 2"})
            QVERIFY2(r.out.contains(QLatin1String(text)), text);
        for (const char *text :
             {"tessera-cli 2048 autoplay [--size RxC] [--games N] [--seed S] [--depth D]",
              "[--max-moves M]", "--size RxC", "--games N", "--seed S", "--depth D", "auto",
              "--max-moves M", "max_tile", "seconds", "S+i"})
            QVERIFY2(r.out.contains(QLatin1String(text)), text);
        const QRegularExpression example(QStringLiteral(
            R"(\{"seed":[0-9]+,"max_tile":[0-9]+,"score":[0-9]+,"moves":[0-9]+,"seconds":[0-9.]+\})"));
        QVERIFY(example.match(r.out).hasMatch());
    }
};

QTEST_GUILESS_MAIN(TestCli2048)
#include "tst_cli_2048.moc"
