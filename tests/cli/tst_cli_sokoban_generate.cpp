// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CliRunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString microban = QStringLiteral(TESSERA_SOURCE_DIR "/resources/levels/microban.xsb");

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return QString();
    return path;
}

CliResult generate(QStringList args)
{
    return runCli(QStringList{QStringLiteral("sokoban"), QStringLiteral("generate")} + args);
}

} // namespace

class TestCliSokobanGenerate : public QObject
{
    Q_OBJECT

private slots:
    void aRoomAsJson()
    {
        const CliResult r = generate({"--size", "6x5", "--boxes", "2", "--seed", "3"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.allLinesAreJson);
        QCOMPARE(r.objects.size(), 1);
        const QJsonObject o = r.objects.first();
        QCOMPARE(o.keys().size(), 15);
        QCOMPARE(o.value("generated").toBool(), true);
        QCOMPARE(o.value("seed").toInt(), 3);
        QCOMPARE(o.value("width").toInt(), 8);
        QCOMPARE(o.value("height").toInt(), 7);
        QCOMPARE(o.value("boxes").toInt(), 2);
        QCOMPARE(o.value("search").toString(), QStringLiteral("exhausted"));
        QVERIFY(o.value("pushes").toInt() >= o.value("fewestPushes").toInt());
        QVERIFY(o.value("fewestPushes").toInt() > 0);
        QCOMPARE(o.value("moves").toInt(), o.value("solution").toString().size());
        QVERIFY(o.value("firstValidSeconds").toDouble() >= 0);
        // The same seed, the same level; another seed, another room.
        const CliResult again = generate({"--size", "6x5", "--boxes", "2", "--seed", "3"});
        QCOMPARE(again.objects.first().value("board"), o.value("board"));
        QCOMPARE(again.objects.first().value("solution"), o.value("solution"));
        const CliResult other = generate({"--size", "6x5", "--boxes", "2", "--seed", "4"});
        QVERIFY(other.objects.first().value("board") != o.value("board"));
    }

    void theXsbOutputChecksAndItsSolutionSolves()
    {
        const CliResult r = generate({microban, "--level", "2", "--seed", "8", "--xsb"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("Title: Generated, seed 8\n")));
        QVERIFY(r.out.contains(QStringLiteral("Solution (moves ")));
        QTemporaryDir dir;
        const QString file = writeFile(dir, QStringLiteral("generated.xsb"), r.out.toUtf8());
        const CliResult check = runCli({"sokoban", "check", file});
        QCOMPARE(check.exitCode, 0);
        QCOMPARE(check.objects.first().value("valid").toBool(), true);
        const CliResult verify = runCli({"sokoban", "verify", file, "--embedded", "--strict"});
        QCOMPARE(verify.exitCode, 0);
        QCOMPARE(verify.objects.first().value("solved").toBool(), true);
        // The walls and goals are Microban 2's: its size and goals, as many boxes.
        const QJsonObject original = runCli({"sokoban", "check", microban}).objects.at(1);
        const QJsonObject generated = check.objects.first();
        QCOMPARE(generated.value("width"), original.value("width"));
        QCOMPARE(generated.value("height"), original.value("height"));
        QCOMPARE(generated.value("goals"), original.value("goals"));
        QCOMPARE(generated.value("boxes"), original.value("goals"));
    }

    void badArgumentsExitWithTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing") << QStringList{} << "no level file and no --size";
        QTest::newRow("size without boxes")
            << QStringList{"--size", "5x5"} << "--size needs --boxes";
        QTest::newRow("bad size") << QStringList{"--size", "5by5", "--boxes", "1"}
                                  << "--size 5by5 is not WxH";
        QTest::newRow("small room")
            << QStringList{"--size", "2x5", "--boxes", "1"} << "the room's size 2x5 is not 3 to 40";
        QTest::newRow("too many boxes")
            << QStringList{"--size", "4x4", "--boxes", "9"} << "9 boxes do not fit a 4x4 room";
        QTest::newRow("file and size")
            << QStringList{microban, "--size", "4x4", "--boxes", "1"} << "exclude each other";
        QTest::newRow("bad seed") << QStringList{"--size", "4x4", "--boxes", "1", "--seed", "-1"}
                                  << "--seed -1 is not a whole number";
        QTest::newRow("bad time") << QStringList{"--size", "4x4",          "--boxes",
                                                 "1",      "--time-limit", "0"}
                                  << "--time-limit 0 is not a number of seconds";
        QTest::newRow("level past the end") << QStringList{microban, "--level", "9999"} << "9999";
        QTest::newRow("missing file") << QStringList{"/nonexistent/levels.xsb"} << "levels.xsb";
    }

    void badArgumentsExitWithTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliResult r = generate(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void aLayoutWithoutGoalsExitsWithOne()
    {
        QTemporaryDir dir;
        const QString file = writeFile(dir, QStringLiteral("nogoal.xsb"), "#####\n#@$ #\n#####\n");
        const CliResult text = generate({file, "--xsb"});
        QCOMPARE(text.exitCode, 1);
        QVERIFY(text.out.isEmpty());
        QVERIFY2(text.err.contains(QStringLiteral("the layout has no goal")), qPrintable(text.err));
        const CliResult json = generate({file});
        QCOMPARE(json.exitCode, 1);
        QCOMPARE(json.objects.first().value("reason").toString(), QStringLiteral("invalid-layout"));
        QCOMPARE(json.objects.first().value("error").toString(),
                 QStringLiteral("the layout has no goal"));
    }

    void helpNamesTheCommand()
    {
        const CliResult r = runCli({"--help"});
        QVERIFY(r.out.contains(QStringLiteral("tessera-cli sokoban generate FILE")));
        QVERIFY(r.out.contains(QStringLiteral("--size WxH --boxes N")));
    }
};

QTEST_GUILESS_MAIN(TestCliSokobanGenerate)
#include "tst_cli_sokoban_generate.moc"
