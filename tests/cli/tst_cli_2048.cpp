#include "CliRunner.h"

#include <QTest>

namespace {

QStringList moveArgs(const QString &board, const QString &dir)
{
    return {QStringLiteral("2048"),    QStringLiteral("move"),
            QStringLiteral("--board"), board,
            QStringLiteral("--dir"),   dir};
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
        QTest::newRow("unknown command")
            << QStringList{"2048", "shuffle"} << "2048: unknown command 'shuffle' (expected move)";
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

    void helpDocumentsMove_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("2048 --help") << QStringList{"2048", "--help"};
        QTest::newRow("2048 -h") << QStringList{"2048", "-h"};
        QTest::newRow("2048 move --help") << QStringList{"2048", "move", "--help"};
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
    }
};

QTEST_GUILESS_MAIN(TestCli2048)
#include "tst_cli_2048.moc"
