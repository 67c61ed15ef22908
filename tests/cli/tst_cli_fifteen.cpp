#include "CliRunner.h"

#include <QTest>

namespace {

CliResult solvable(const QString &board)
{
    return runCli(
        {QStringLiteral("fifteen"), QStringLiteral("solvable"), QStringLiteral("--board"), board});
}

} // namespace

class TestCliFifteen : public QObject
{
    Q_OBJECT

private slots:
    void answersSolvable_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<bool>("expected");
        // Two tiles swapped in a solved board: the classic impossible position.
        QTest::newRow("7 and 8 swapped") << "1 2 3/4 5 6/8 7 0" << false;
        QTest::newRow("14 and 15 swapped") << "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0" << false;
        QTest::newRow("solved") << "1 2 3/4 5 6/7 8 0" << true;
        QTest::newRow("one move away") << "1 2 3/4 5 6/7 0 8" << true;
        QTest::newRow("2x2 swapped") << "2 1/3 0" << false;
        QTest::newRow("2x2 rotated") << "3 1/0 2" << true;
        QTest::newRow("3 wide, 2 high") << "1 2 3/4 0 5" << true;
        QTest::newRow("2 wide, 3 high") << "1 2/3 4/0 5" << true;
        QTest::newRow("2 wide, 3 high, swapped") << "2 1/3 4/0 5" << false;
        // The first of Korf's 100, relabelled for the goal with the empty cell last.
        QTest::newRow("16 on one line") << "13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2" << true;
        QTest::newRow("16 on one line, swapped")
            << "6 13 8 12 15 14 0 10 11 7 4 5 9 1 3 2" << false;
        QTest::newRow("8x8 one move away")
            << "1 2 3 4 5 6 7 8/9 10 11 12 13 14 15 16/17 18 19 20 21 22 23 24/"
               "25 26 27 28 29 30 31 32/33 34 35 36 37 38 39 40/41 42 43 44 45 46 47 48/"
               "49 50 51 52 53 54 55 56/57 58 59 60 61 62 0 63"
            << true;
    }

    void answersSolvable()
    {
        QFETCH(QString, board);
        QFETCH(bool, expected);
        const CliResult r = solvable(board);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QCOMPARE(r.out, expected ? QStringLiteral("{\"solvable\":true}\n")
                                 : QStringLiteral("{\"solvable\":false}\n"));
        QVERIFY(r.allLinesAreJson);
        QCOMPARE(r.objects.size(), 1);
        QCOMPARE(r.objects.first().value(QStringLiteral("solvable")).toBool(), expected);
    }

    void malformedBoardsExitTwoNamingTheProblem_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("expected");
        QTest::newRow("repeated and missing")
            << "1 2 3/4 5 6/7 8 8"
            << "8 appears twice (row 3, column 2 and row 3, column 3)";
        QTest::newRow("missing empty cell") << "1 2 3/4 5 6/7 8 8"
                                            << "missing 0";
        QTest::newRow("missing tile") << "1 2 3/4 0 6/7 8 0"
                                      << "missing 5";
        QTest::newRow("ragged rows") << "1 2 3/4 5/6 7 8 0"
                                     << "row 2 has 2 cells but row 1 has 3";
        QTest::newRow("not a number") << "1 2 3/4 five 6/7 8 0"
                                      << "row 2, column 2: 'five' is not a number";
        QTest::newRow("out of range") << "1 2 3/4 5 6/7 8 9"
                                      << "9 is out of range";
        QTest::newRow("too large") << "1 2 3 4 5 6 7 8 9/10 11 12 13 14 15 16 17 0"
                                   << "width and height must each be from 2 to 8";
        QTest::newRow("one line of 9") << "1 2 3 4 5 6 7 8 0"
                                       << "16 numbers";
        QTest::newRow("empty") << ""
                               << "the board is empty";
    }

    void malformedBoardsExitTwoNamingTheProblem()
    {
        QFETCH(QString, board);
        QFETCH(QString, expected);
        const CliResult r = solvable(board);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("--board")), qPrintable(r.err));
    }

    void badArgumentsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no command") << QStringList{"fifteen"} << "no command given";
        QTest::newRow("unknown command")
            << QStringList{"fifteen", "shuffle"} << "unknown command 'shuffle'";
        QTest::newRow("no board") << QStringList{"fifteen", "solvable"} << "--board is required";
        QTest::newRow("board without value")
            << QStringList{"fifteen", "solvable", "--board"} << "--board";
        QTest::newRow("two boards")
            << QStringList{"fifteen", "solvable", "--board", "1 2/3 0", "--board", "1 2/3 0"}
            << "more than once";
        QTest::newRow("unknown option")
            << QStringList{"fifteen", "solvable", "--board", "1 2/3 0", "--colour", "red"}
            << "colour";
        QTest::newRow("stray argument")
            << QStringList{"fifteen", "solvable", "--board", "1 2/3 0", "extra"}
            << "unexpected argument 'extra'";
    }

    void badArgumentsExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    }

    void helpDocumentsTheCommand_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("fifteen --help") << QStringList{"fifteen", "--help"};
        QTest::newRow("fifteen -h") << QStringList{"fifteen", "-h"};
        QTest::newRow("fifteen solvable --help") << QStringList{"fifteen", "solvable", "--help"};
        QTest::newRow("--help") << QStringList{"--help"};
    }

    void helpDocumentsTheCommand()
    {
        QFETCH(QStringList, args);
        const CliResult r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        QVERIFY(r.out.contains(QLatin1String("tessera-cli fifteen solvable --board BOARD")));
        QVERIFY(r.out.contains(QLatin1String("{\"solvable\":true} or {\"solvable\":false}")));
        QVERIFY(r.out.contains(QLatin1String("exit code 2")));
        QVERIFY(r.out.contains(QLatin1String("16 numbers without '/'")));
    }
};

QTEST_GUILESS_MAIN(TestCliFifteen)
#include "tst_cli_fifteen.moc"
