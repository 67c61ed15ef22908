// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// `tessera-cli sokoban optimise`: its line of output, a shorter solution that verifies, the
// input back when nothing is shorter, and the exit codes of bad arguments, a wrong solution and
// a missing file.

#include "CliRunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The fewest pushes (2) walk round to push the box down and left: 18 moves. By moves, 4 pushes
// in 14 moves.
const QByteArray detour = "#######\n"
                          "#   ###\n"
                          "#  @$ #\n"
                          "#  .# #\n"
                          "#     #\n"
                          "#######\n";
const QString pushOptimal = QStringLiteral("ddrruuLrddllluuurD");
// The fewest moves: more pushes than by pushes are needed.
const QString moveOptimal = QStringLiteral("ddrruuLLulDldR");

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

} // namespace

class TestCliSokobanOptimise : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_level;

    // Verifies `solution` on the level with `sokoban verify`: its moves and pushes.
    QJsonObject verified(const QString &solution)
    {
        const CliResult r = runCli({QStringLiteral("sokoban"), QStringLiteral("verify"), m_level,
                                    QStringLiteral("--solution"), solution});
        return r.objects.value(0);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_level = writeFile(m_dir, QStringLiteral("detour.xsb"), detour);
        QVERIFY(!m_level.isEmpty());
        QCOMPARE(verified(moveOptimal).value(QStringLiteral("solved")).toBool(), true);
    }

    void shortensByPushes()
    {
        const CliResult r = runCli({QStringLiteral("sokoban"), QStringLiteral("optimise"), m_level,
                                    QStringLiteral("--solution"), moveOptimal});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.allLinesAreJson);
        QCOMPARE(r.objects.size(), 1);
        const QJsonObject o = r.objects.first();
        QVERIFY2(r.out.startsWith(QStringLiteral("{\"level\":1,\"metric\":\"pushes\",\"optimised\":"
                                                 "true,\"solution\":")),
                 qPrintable(r.out));
        QCOMPARE(o.value(QStringLiteral("pushes_before")).toInt(), 4);
        QCOMPARE(o.value(QStringLiteral("moves_before")).toInt(), int(moveOptimal.size()));
        QCOMPARE(o.value(QStringLiteral("pushes")).toInt(), 2);
        QCOMPARE(o.value(QStringLiteral("moves")).toInt(), 18);
        QVERIFY(o.contains(QStringLiteral("seconds")));
        // The solution printed verifies with the counts printed.
        const QJsonObject v = verified(o.value(QStringLiteral("solution")).toString());
        QCOMPARE(v.value(QStringLiteral("solved")).toBool(), true);
        QCOMPARE(v.value(QStringLiteral("pushes")).toInt(), 2);
        QCOMPARE(v.value(QStringLiteral("moves")).toInt(), 18);
    }

    void shortensByMoves()
    {
        QTemporaryDir dir;
        const QString file =
            writeFile(dir, QStringLiteral("s.lurd"), pushOptimal.toLatin1() + "\n");
        const CliResult r =
            runCli({QStringLiteral("sokoban"), QStringLiteral("optimise"), m_level,
                    QStringLiteral("--solution-file"), file, QStringLiteral("--metric"),
                    QStringLiteral("moves"), QStringLiteral("--time-limit"), QStringLiteral("5")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.objects.value(0);
        QCOMPARE(o.value(QStringLiteral("metric")).toString(), QStringLiteral("moves"));
        QCOMPARE(o.value(QStringLiteral("optimised")).toBool(), true);
        QCOMPARE(o.value(QStringLiteral("moves")).toInt(), 14);
        QCOMPARE(o.value(QStringLiteral("pushes")).toInt(), 4);
        QCOMPARE(verified(o.value(QStringLiteral("solution")).toString())
                     .value(QStringLiteral("moves"))
                     .toInt(),
                 14);
    }

    void nothingShorterGivesTheInputBack()
    {
        const CliResult r = runCli({QStringLiteral("sokoban"), QStringLiteral("optimise"), m_level,
                                    QStringLiteral("--solution"), pushOptimal});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.objects.value(0);
        QCOMPARE(o.value(QStringLiteral("optimised")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("solution")).toString(), pushOptimal);
        QCOMPARE(o.value(QStringLiteral("moves")).toInt(), 18);
    }

    void wrongSolutionAnswersNo()
    {
        const CliResult r = runCli({QStringLiteral("sokoban"), QStringLiteral("optimise"), m_level,
                                    QStringLiteral("--solution"), QStringLiteral("ddrr")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out.trimmed(),
                 QStringLiteral("{\"level\":1,\"metric\":\"pushes\",\"optimised\":false,"
                                "\"error\":\"the moves do not solve the level\"}"));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString level = QStringLiteral("LEVEL");
        QTest::newRow("no solution") << QStringList{level} << QStringLiteral("no solution given");
        QTest::newRow("two solutions")
            << QStringList{level, QStringLiteral("--solution"), pushOptimal,
                           QStringLiteral("--solution"), pushOptimal}
            << QStringLiteral("give one solution");
        QTest::newRow("not LURD") << QStringList{level, QStringLiteral("--solution"),
                                                 QStringLiteral("ddx")}
                                  << QStringLiteral("character 3: 'x'");
        QTest::newRow("metric") << QStringList{level, QStringLiteral("--solution"), pushOptimal,
                                               QStringLiteral("--metric"), QStringLiteral("steps")}
                                << QStringLiteral("--metric steps is not moves or pushes");
        QTest::newRow("time") << QStringList{level, QStringLiteral("--solution"), pushOptimal,
                                             QStringLiteral("--time-limit"), QStringLiteral("0")}
                              << QStringLiteral("--time-limit 0 is not a number");
        QTest::newRow("level") << QStringList{level, QStringLiteral("--solution"), pushOptimal,
                                              QStringLiteral("--level"), QStringLiteral("2")}
                               << QStringLiteral("level 2");
        QTest::newRow("train push")
            << QStringList{level, QStringLiteral("--solution"),
                           pushOptimal + QStringLiteral("\nRules: train push")}
            << QStringLiteral("only solutions by the standard rules");
        QTest::newRow("missing file") << QStringList{QStringLiteral("/nonexistent/level.xsb"),
                                                     QStringLiteral("--solution"), pushOptimal}
                                      << QStringLiteral("/nonexistent/level.xsb");
        QTest::newRow("missing solution file")
            << QStringList{level, QStringLiteral("--solution-file"),
                           QStringLiteral("/nonexistent/s.lurd")}
            << QStringLiteral("--solution-file /nonexistent/s.lurd");
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        args.replaceInStrings(QStringLiteral("LEVEL"), m_level);
        const CliResult r =
            runCli(QStringList{QStringLiteral("sokoban"), QStringLiteral("optimise")} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void invalidLevelAnswersNo()
    {
        QTemporaryDir dir;
        const QString file = writeFile(dir, QStringLiteral("bad.xsb"), "#####\n#@$ #\n#####\n");
        const CliResult r = runCli({QStringLiteral("sokoban"), QStringLiteral("optimise"), file,
                                    QStringLiteral("--solution"), QStringLiteral("R")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.objects.value(0)
                     .value(QStringLiteral("error"))
                     .toString()
                     .startsWith(QStringLiteral("invalid level: ")),
                 qPrintable(r.out));
    }

    void helpDocumentsIt()
    {
        const CliResult r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("tessera-cli sokoban optimise FILE")));
        QVERIFY(r.out.contains(QStringLiteral("--metric moves|pushes")));
    }
};

QTEST_GUILESS_MAIN(TestCliSokobanOptimise)
#include "tst_cli_sokoban_optimise.moc"
