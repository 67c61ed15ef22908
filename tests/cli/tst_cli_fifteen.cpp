// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CliRunner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <vector>

namespace {

const QStringList solvedKeys{"solvable", "optimal", "length", "solution", "seconds"};

QString dataFile(const char *name)
{
    return QStringLiteral(TESSERA_TEST_DATA "/fifteen/") + QLatin1String(name);
}

// The keys of a one-line JSON object in the order they are written (QJsonObject sorts them).
QStringList keysInOrder(const QString &line)
{
    QStringList keys;
    static const QRegularExpression key(QStringLiteral(R"re([{,]"([a-z_]+)":)re"));
    for (auto it = key.globalMatch(line); it.hasNext();)
        keys << it.next().captured(1);
    return keys;
}

// Plays a solution on a board, written here apart from the core: each letter names the way a
// tile slides into the empty cell (U: the tile below the empty cell moves up). Empty when every
// move can be made and the tiles end 1, 2, ... with the empty cell last; else what went wrong.
QString replayProblem(const QString &boardText, const QString &solution)
{
    QStringList rows = boardText.split(QLatin1Char('/'));
    std::vector<int> cells;
    int width = 0;
    for (const QString &row : rows) {
        const QStringList numbers = row.simplified().split(QLatin1Char(' '));
        width = static_cast<int>(numbers.size());
        for (const QString &n : numbers)
            cells.push_back(n.toInt());
    }
    if (rows.size() == 1 && cells.size() == 16)
        width = 4;
    const int height = static_cast<int>(cells.size()) / width;
    int gap = static_cast<int>(std::find(cells.begin(), cells.end(), 0) - cells.begin());
    for (int i = 0; i < solution.size(); ++i) {
        const int x = gap % width;
        const int y = gap / width;
        int from = -1; // the cell of the tile that slides into the gap
        switch (solution[i].toLatin1()) {
        case 'U':
            from = y + 1 < height ? gap + width : -1;
            break;
        case 'D':
            from = y > 0 ? gap - width : -1;
            break;
        case 'L':
            from = x + 1 < width ? gap + 1 : -1;
            break;
        case 'R':
            from = x > 0 ? gap - 1 : -1;
            break;
        default:
            return QStringLiteral("move %1: '%2' is not U, D, L or R").arg(i + 1).arg(solution[i]);
        }
        if (from < 0)
            return QStringLiteral("move %1: no tile can slide %2").arg(i + 1).arg(solution[i]);
        std::swap(cells[static_cast<std::size_t>(gap)], cells[static_cast<std::size_t>(from)]);
        gap = from;
    }
    for (std::size_t i = 0; i + 1 < cells.size(); ++i)
        if (cells[i] != static_cast<int>(i) + 1)
            return QStringLiteral("not solved after the moves: cell %1 holds %2")
                .arg(i + 1)
                .arg(cells[i]);
    return QString();
}

// Checks one printed line against its board: the documented keys in order, a length that is
// the solution's, and a solution that solves the board.
QString lineProblem(const QString &board, const QString &line)
{
    const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
    if (keysInOrder(line) != solvedKeys)
        return QStringLiteral("keys: ") + line;
    if (!o.value("solvable").toBool() || !o.value("optimal").isBool() ||
        !o.value("seconds").isDouble() || o.value("seconds").toDouble() < 0)
        return QStringLiteral("members: ") + line;
    const QString solution = o.value("solution").toString();
    if (o.value("length").toInt() != solution.size())
        return QStringLiteral("length is not the solution's: ") + line;
    return replayProblem(board, solution);
}

CliResult solvable(const QString &board)
{
    return runCli(
        {QStringLiteral("fifteen"), QStringLiteral("solvable"), QStringLiteral("--board"), board});
}

} // namespace

class TestCliFifteen : public QObject
{
    Q_OBJECT

    // The tables are built once, in a cache folder of this test's own.
    QTemporaryDir m_cacheHome;

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CACHE_HOME"), m_cacheHome.path());
        return env;
    }
    QString tablesFile() const
    {
        return m_cacheHome.path() + QStringLiteral("/Tessera/fifteen-4x4-6-6-3.tables");
    }
    // For a test run on its own: the tables the first test builds.
    void ensureTables() const
    {
        if (!QFile::exists(tablesFile()))
            runCli({"fifteen", "solve", "--board", "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15"},
                   environment());
        QVERIFY(QFile::exists(tablesFile()));
    }
    CliResult solve(const QStringList &args) const
    {
        return runCli(QStringList{QStringLiteral("fifteen"), QStringLiteral("solve")} + args,
                      environment());
    }

private slots:
    // First, so the tables are built here and the other tests find them cached.
    void solveBuildsTheTablesOnceAndSaysSo()
    {
        QVERIFY(m_cacheHome.isValid());
        QVERIFY(!QFile::exists(tablesFile()));
        // Korf's first position: 57 moves at least.
        const QString korf1 = QStringLiteral("13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2");
        CliResult r = solve({"--board", korf1});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QLatin1String("building the 4x4 solver's tables")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QDir::toNativeSeparators(tablesFile())), qPrintable(r.err));
        QVERIFY(QFileInfo(tablesFile()).size() > 5'000'000);
        QCOMPARE(r.objects.size(), 1);
        QVERIFY(r.allLinesAreJson);
        QString problem = lineProblem(korf1, r.out.trimmed());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(r.objects[0].value("optimal").toBool(), true);
        QCOMPARE(r.objects[0].value("length").toInt(), 57);

        // Next time they are read, silently.
        r = solve({"--board", korf1});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QCOMPARE(r.objects.value(0).value("length").toInt(), 57);
    }

    void solveKorfPositionsOptimallyFromAFile()
    {
        ensureTables();
        const CliResult r = solve({"--board-file", dataFile("korf5.txt")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QVERIFY(r.allLinesAreJson);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QFile file(dataFile("korf5.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList boards;
        for (const QByteArray &line : file.readAll().split('\n'))
            if (!line.trimmed().isEmpty() && !line.startsWith('#'))
                boards << QString::fromLatin1(line.trimmed());
        const QList<int> optimum{52, 45, 46, 41, 53}; // Korf's published lengths
        QCOMPARE(lines.size(), optimum.size());
        QCOMPARE(boards.size(), optimum.size());
        for (int i = 0; i < lines.size(); ++i) {
            const QString problem = lineProblem(boards[i], lines[i]);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QCOMPARE(r.objects[i].value("optimal").toBool(), true);
            QCOMPARE(r.objects[i].value("length").toInt(), optimum[i]);
        }
    }

    void solveWithATimeLimitGivesTheBestFoundInTime()
    {
        ensureTables();
        // An 80-move position (the most any 4x4 needs): proving it takes many seconds.
        const QString hard = QStringLiteral("0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1");
        const CliResult r = solve({"--board", hard, "--time-limit", "0.2"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QString problem = lineProblem(hard, r.out.trimmed());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QJsonObject o = r.objects.value(0);
        QVERIFY(o.value("length").toInt() >= 80);
        // Said to be optimal only when it is (a much faster machine might prove it in time).
        if (o.value("optimal").toBool())
            QCOMPARE(o.value("length").toInt(), 80);
    }

    void boardFileFromStandardInput()
    {
        // Small boards: no pattern tables are needed.
        const CliResult r = runCli({"fifteen", "solve", "--board-file", "-"}, environment(),
                                   "# from a pipe\n1 2 3/4 0 5\n8 6 7/2 5 4/3 0 1\n");
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.objects.size(), 2);
        QCOMPARE(r.objects[0].value("length").toInt(), 1);
        QCOMPARE(r.objects[1].value("length").toInt(), 31);
    }

    void solveOtherSizes_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<bool>("optimal");
        QTest::addColumn<int>("length");                           // -1: not known here
        QTest::newRow("3x3") << "8 6 7/2 5 4/3 0 1" << true << 31; // one of the two hardest
        QTest::newRow("2x2") << "3 1/0 2" << true << 3;
        QTest::newRow("3 wide, 2 high") << "1 2 3/4 0 5" << true << 1;
        QTest::newRow("5x5") << "2 3 4 5 10/1 7 8 9 15/6 12 13 14 20/11 17 18 19 0/16 21 22 23 24"
                             << false << -1;
        QTest::newRow("8x8 one move away")
            << "1 2 3 4 5 6 7 8/9 10 11 12 13 14 15 16/17 18 19 20 21 22 23 24/"
               "25 26 27 28 29 30 31 32/33 34 35 36 37 38 39 40/41 42 43 44 45 46 47 48/"
               "49 50 51 52 53 54 55 56/57 58 59 60 61 62 0 63"
            << false << -1;
        QTest::newRow("solved") << "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0" << true << 0;
    }

    void solveOtherSizes()
    {
        QFETCH(QString, board);
        QFETCH(bool, optimal);
        QFETCH(int, length);
        const CliResult r = solve({"--board", board});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QString problem = lineProblem(board, r.out.trimmed());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QJsonObject o = r.objects.value(0);
        if (optimal)
            QCOMPARE(o.value("optimal").toBool(), true);
        if (length >= 0)
            QCOMPARE(o.value("length").toInt(), length);
    }

    void unsolvableBoardsAnswerNoWithExitOne()
    {
        ensureTables();
        CliResult r = solve({"--board", "1 2 3/4 5 6/8 7 0"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.isEmpty());
        QCOMPARE(r.out, QStringLiteral("{\"solvable\":false}\n"));
        // In a file: every board answered, in order; one unsolvable makes the exit code 1.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("boards.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("1 2 3/4 5 6/7 0 8\n\n# a comment\n2 1/3 0\n"
                   "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n");
        file.close();
        r = solve({"--board-file", path});
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], QStringLiteral(R"({"solvable":true,"optimal":true,"length":1,)"
                                          R"("solution":"L","seconds":)") +
                               QString::number(r.objects[0].value("seconds").toDouble()) + "}");
        QCOMPARE(lines[1], QStringLiteral(R"({"solvable":false})"));
        QCOMPARE(r.objects[2].value("solution").toString(), QStringLiteral("L"));
    }

    void solveBadArgumentsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("nothing to solve")
            << QStringList{} << "give --board BOARD or --board-file F";
        QTest::newRow("both") << QStringList{"--board", "1 2/3 0", "--board-file",
                                             dataFile("korf5.txt")}
                              << "not both";
        QTest::newRow("malformed board")
            << QStringList{"--board", "1 2 3/4 5 6/7 8 8"} << "8 appears twice";
        QTest::newRow("time limit 0") << QStringList{"--board", "1 2/3 0", "--time-limit", "0"}
                                      << "--time-limit 0 is not a number of seconds above 0";
        QTest::newRow("time limit word")
            << QStringList{"--board", "1 2/3 0", "--time-limit", "soon"} << "--time-limit soon";
        QTest::newRow("two time limits")
            << QStringList{"--board", "1 2/3 0", "--time-limit", "1", "--time-limit", "2"}
            << "more than once";
        QTest::newRow("missing file") << QStringList{"--board-file", "/nonexistent/boards.txt"}
                                      << "/nonexistent/boards.txt: No such file";
        QTest::newRow("folder") << QStringList{"--board-file", TESSERA_TEST_DATA}
                                << "it is a folder";
        QTest::newRow("stray argument")
            << QStringList{"--board", "1 2/3 0", "extra"} << "unexpected argument 'extra'";
    }

    void solveBadArgumentsExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const CliResult r = solve(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    }

    void aMalformedLineOfABoardFileIsNamed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("boards.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("1 2 3/4 5 6/7 0 8\n# fine so far\n1 2 3/4 five 6/7 8 0\n");
        file.close();
        CliResult r = solve({"--board-file", path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty()); // nothing solved before the whole file is known good
        QVERIFY2(r.err.contains(QStringLiteral("--board-file %1: line 3: row 2, column 2: 'five' "
                                               "is not a number")
                                    .arg(QDir::toNativeSeparators(path))),
                 qPrintable(r.err));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("\n# only comments\n");
        file.close();
        r = solve({"--board-file", path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("no board in it")), qPrintable(r.err));
    }

    void solveHelpDocumentsTheCommand()
    {
        for (const QStringList &args :
             {QStringList{"fifteen", "solve", "--help"}, QStringList{"--help"}}) {
            const CliResult r = runCli(args);
            QCOMPARE(r.exitCode, 0);
            for (const char *text :
                 {"tessera-cli fifteen solve (--board BOARD | --board-file F) [--time-limit "
                  "SECONDS]",
                  R"({"solvable":true,"optimal":true,"length":N,"solution":"UDLR...","seconds":S})",
                  R"({"solvable":false})", "\"optimal\":false", "~/.cache/Tessera",
                  "1 when any is not"})
                QVERIFY2(r.out.contains(QLatin1String(text)), text);
        }
    }

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
