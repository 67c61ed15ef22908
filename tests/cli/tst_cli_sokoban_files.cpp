// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// tessera-cli sokoban with the files people have: legacy encodings, web boards, solutions in
// any case or published in the collection, several files, standard input.
#include "CliRunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

namespace {

const QString microban = QStringLiteral(TESSERA_SOURCE_DIR "/resources/levels/microban.xsb");

QString dataFile(const char *name)
{
    return QStringLiteral(TESSERA_TEST_DATA "/sokoban/") + QLatin1String(name);
}

QByteArray readData(const char *name)
{
    QFile file(dataFile(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

CliResult sokoban(const QStringList &args, const QByteArray &input = QByteArray())
{
    return runCli(QStringList{QStringLiteral("sokoban")} + args, QProcessEnvironment(), input);
}

const QString twoBoxesSolved = QStringLiteral(R"({"level":2,"solved":true,"moves":9,"pushes":4})");

} // namespace

class TestCliSokobanFiles : public QObject
{
    Q_OBJECT

private slots:
    void helpDocumentsTheNewOptions()
    {
        const CliResult r = sokoban({"--help"});
        QCOMPARE(r.exitCode, 0);
        for (const char *text :
             {"tessera-cli sokoban check FILE...", "--strict", "--embedded", "- for standard input",
              "Windows-1252", "UTF-16", "Solution (moves 97, pushes 19):", "\"file\"", "U+00A0"})
            QVERIFY2(r.out.contains(QLatin1String(text)), text);
    }

    void checkReadsEveryEncoding_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *name :
             {"encoding-utf8.sok", "encoding-utf8-bom.sok", "encoding-utf16le.sok",
              "encoding-utf16be.sok", "encoding-windows1252.sok"})
            QTest::newRow(name) << dataFile(name);
    }

    void checkReadsEveryEncoding()
    {
        QFETCH(QString, file);
        const CliResult r = sokoban({"check", file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QCOMPARE(r.objects.size(), 2);
        QCOMPARE(r.objects[0].value("title").toString(), QStringLiteral("Château « Zoë » — 5 €"));
        QCOMPARE(r.objects[1].value("title").toString(), QStringLiteral("Deux caisses à l’œil"));
        QVERIFY(!r.objects[0].contains("file"));
    }

    void checkReadsWebBoards()
    {
        for (const char *name : {"web-nbsp.txt", "web-tabs.txt"}) {
            const CliResult r = sokoban({"check", dataFile(name)});
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.objects.size(), 2);
            for (const QJsonObject &o : r.objects)
                QVERIFY2(o.value("valid").toBool(), name);
        }
        const CliResult r = sokoban({"check", dataFile("web-tabs.txt")});
        QCOMPARE(r.objects[0].value("width").toInt(), 10);
        QCOMPARE(r.objects[1].value("width").toInt(), 10);
    }

    void binaryIsRefusedWithFileAndLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("levels.bin");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("#####\n#@$.#\n", 12) + QByteArray(64, '\x01'));
        file.close();
        const CliResult r = sokoban({"check", path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(path + ": line 3: byte 0x01 and 63 more control bytes: this is "
                                       "binary data, not a level file"),
                 qPrintable(r.err));
    }

    void checkSeveralFiles()
    {
        const CliResult r = sokoban({"check", dataFile("encoding-utf8.sok"), dataFile("verify.xsb"),
                                     dataFile("web-tabs.txt")});
        QCOMPARE(r.exitCode, 1); // verify.xsb level 3 has no player
        QVERIFY(r.allLinesAreJson);
        QCOMPARE(r.objects.size(), 2 + 3 + 2);
        QStringList files;
        for (const QJsonObject &o : r.objects)
            files << o.value("file").toString();
        QCOMPARE(files, QStringList({dataFile("encoding-utf8.sok"), dataFile("encoding-utf8.sok"),
                                     dataFile("verify.xsb"), dataFile("verify.xsb"),
                                     dataFile("verify.xsb"), dataFile("web-tabs.txt"),
                                     dataFile("web-tabs.txt")}));
        QCOMPARE(r.out.split('\n').value(2),
                 QStringLiteral(R"({"file":"%1","level":1,"title":"One push","width":5,)"
                                R"("height":3,"boxes":1,"goals":1,"valid":true})")
                     .arg(dataFile("verify.xsb")));
        QCOMPARE(r.objects[4].value("valid").toBool(), false);
    }

    void aFileThatCannotBeReadDoesNotStopTheOthers()
    {
        const CliResult r = sokoban({"check", "/nonexistent/a.sok", dataFile("web-tabs.txt")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.objects.size(), 2);
        QVERIFY(r.err.contains("/nonexistent/a.sok: cannot open it"));
    }

    // Reading a FIFO would wait for a writer forever, /dev/zero never ends: refused at once,
    // named, exit code 2 (runCli's timeout is only the safety net: a hang fails there).
    void notRegularFilesAreRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("check a FIFO") << QStringList{"check", "FIFO"}
                                      << "FIFO: cannot read it: it is not a regular file (a FIFO)";
        QTest::newRow("a solution file that is a FIFO")
            << QStringList{"verify", dataFile("verify.xsb"), "--solution-file", "FIFO"}
            << "--solution-file FIFO: it is not a regular file (a FIFO)";
        QTest::newRow("check a device") << QStringList{"check", "/dev/zero"}
                                        << "/dev/zero: cannot read it: it is not a regular file "
                                           "(a device)";
        QTest::newRow("check a loop of symbolic links")
            << QStringList{"check", "LOOP"}
            << "LOOP: cannot open it: it is a loop of symbolic links";
    }

    void notRegularFilesAreRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("levels.xsb"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo), 0600) == 0);
        const QString loop = dir.filePath(QStringLiteral("loop.xsb"));
        QVERIFY(QFile::link(loop, loop));
        args.replaceInStrings(QStringLiteral("FIFO"), fifo);
        args.replaceInStrings(QStringLiteral("LOOP"), loop);
        message.replace(QStringLiteral("FIFO:"), fifo + QLatin1Char(':'));
        message.replace(QStringLiteral("LOOP"), loop);
        const CliResult r = sokoban(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    // Ten million steps in twelve characters: played one step at a time as they expand (in
    // about 11 MB; 827 MB when expanded whole), and past the cap a clear error.
    void aTenMillionStepSolutionIsVerified()
    {
        const CliResult r = sokoban({"verify", "-", "--solution", "R4999999(lr)"},
                                    QByteArray("#####\n#@$.#\n#####\n"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(),
                 QStringLiteral(R"({"level":1,"solved":true,"moves":9999999,"pushes":1})"));
        const CliResult over = sokoban({"verify", "-", "--solution", "R5000000(lr)"},
                                       QByteArray("#####\n#@$.#\n#####\n"));
        QCOMPARE(over.exitCode, 2);
        QVERIFY2(over.err.contains("the solution expands to more than 10000000 steps"),
                 qPrintable(over.err));
    }

    void checkFromStandardInput()
    {
        const CliResult r = sokoban({"check", "-"}, readData("encoding-utf16le.sok"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.objects.size(), 2);
        QCOMPARE(r.objects[0].value("title").toString(), QStringLiteral("Château « Zoë » — 5 €"));
        const CliResult named =
            sokoban({"check", dataFile("web-nbsp.txt"), "-"}, readData("web-tabs.txt"));
        QCOMPARE(named.exitCode, 0);
        QCOMPARE(named.objects.size(), 4);
        QCOMPARE(named.objects[3].value("file").toString(), QStringLiteral("-"));
        const CliResult empty = sokoban({"check", "-"});
        QCOMPARE(empty.exitCode, 2);
        QVERIFY(empty.err.contains("standard input: no level found"));
        const CliResult twice = sokoban({"check", "-", "-"}, "x");
        QCOMPARE(twice.exitCode, 2);
        QVERIFY(twice.err.contains("can be read only once"));
    }

    void verifyReadsAnyCaseByDefault_data()
    {
        QTest::addColumn<QString>("solutionFile");
        QTest::newRow("lower") << dataFile("two-boxes-lower.lurd");
        QTest::newRow("mixed") << dataFile("two-boxes-mixed.lurd");
    }

    void verifyReadsAnyCaseByDefault()
    {
        QFETCH(QString, solutionFile);
        const CliResult r = sokoban(
            {"verify", dataFile("verify.xsb"), "--level", "2", "--solution-file", solutionFile});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), twoBoxesSolved);
    }

    void verifyMicrobanInLowerCase()
    {
        const CliResult r =
            sokoban({"verify", microban, "--solution-file", dataFile("microban1-lower.lurd")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(),
                 QStringLiteral(R"({"level":1,"solved":true,"moves":33,"pushes":8})"));
    }

    void strictKeepsTheDesignersCheck()
    {
        CliResult r = sokoban({"verify", dataFile("verify.xsb"), "--level", "2", "--strict",
                               "--solution-file", dataFile("two-boxes-lower.lurd")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out.trimmed(), QStringLiteral(R"({"level":2,"solved":false,)"
                                                 R"("error":"step 3: 'd' walks but a box is )"
                                                 R"(there"})"));
        r = sokoban({"verify", dataFile("verify.xsb"), "--level", "2", "--strict",
                     "--solution-file", dataFile("two-boxes-mixed.lurd")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.contains("step 1: 'U' pushes but there is no box there"));
        r = sokoban({"verify", dataFile("verify.xsb"), "--level", "2", "--strict", "--solution",
                     "urDRlldRR"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), twoBoxesSolved);
    }

    void verifyFromStandardInput()
    {
        CliResult r =
            sokoban({"verify", dataFile("verify.xsb"), "--level", "2", "--solution-file", "-"},
                    readData("two-boxes-lower.lurd"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), twoBoxesSolved);
        r = sokoban({"verify", "-", "--level", "2", "--solution", "urdrlldrr"},
                    readData("verify.xsb"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), twoBoxesSolved);
        r = sokoban({"verify", "-", "--solution-file", "-"}, "x");
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("not both"));
    }

    void verifyEmbeddedSolutions()
    {
        const CliResult r = sokoban({"verify", dataFile("embedded-solutions.sok"), "--embedded"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QCOMPARE(r.out, QStringLiteral(R"({"level":1,"solved":true,"moves":1,"pushes":1})"
                                       "\n"
                                       R"({"level":2,"solved":true,"moves":9,"pushes":4})"
                                       "\n"
                                       R"({"level":3,"solved":true,"moves":33,"pushes":8})"
                                       "\n"));
        const CliResult one =
            sokoban({"verify", dataFile("embedded-solutions.sok"), "--embedded", "--level", "2"});
        QCOMPARE(one.out.trimmed(), twoBoxesSolved);
        // The published solutions are in lower case: --strict refuses the first one's push.
        const CliResult strict =
            sokoban({"verify", dataFile("embedded-solutions.sok"), "--embedded", "--strict"});
        QCOMPARE(strict.exitCode, 1);
        QCOMPARE(strict.objects.value(0).value("error").toString(),
                 QStringLiteral("step 1: 'l' walks but a box is there"));
        QVERIFY(strict.objects.value(2).value("solved").toBool()); // its Solution/Pushes
    }

    void embeddedSolutionsThatFailOrAreMissing()
    {
        const QByteArray text = "#####\n#.$@#\n#####\nSolution: r\n\n"
                                "#####\n#.$@#\n#####\n\n"
                                "#####\n#.$@#\n#####\nSolution (moves 1, pushes 1):\n"
                                "2(l\n";
        const CliResult r = sokoban({"verify", "-", "--embedded"}, text);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.objects.size(), 3);
        QCOMPARE(r.objects[0].value("error").toString(), QStringLiteral("step 1: walk into wall"));
        QCOMPARE(r.objects[1].value("error").toString(), QStringLiteral("no solution in the file"));
        QCOMPARE(r.objects[2].value("error").toString(),
                 QStringLiteral("the solution at line 13 is not LURD: character 2: '(' is never "
                                "closed"));
        const CliResult both = sokoban({"verify", microban, "--embedded", "--solution", "r"});
        QCOMPARE(both.exitCode, 2);
        QVERIFY(both.err.contains("--embedded"));
    }

    // Train push: --train-push verifies by the variant; a solution block that says
    // "Rules: train push" (as the app copies one, or published in a file) is verified by it.
    // Lines verified with train push end with "rules"; standard lines are as before.
    void verifyByTheTrainPushRule()
    {
        const QByteArray corridor = "#########\n#@ $$ ..#\n#########\n";
        CliResult r = sokoban({"verify", "-", "--solution", "rRRR"}, corridor);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out.trimmed(),
                 QStringLiteral(
                     R"({"level":1,"solved":false,"error":"step 2: push blocked by a box"})"));
        r = sokoban({"verify", "-", "--solution", "rRRR", "--train-push"}, corridor);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral(R"({"level":1,"solved":true,"moves":4,)"
                                                 R"("pushes":3,"rules":"train push"})"));
        // As the app copies it.
        const QString block =
            QStringLiteral("Solution (moves 4, pushes 3):\nrRRR\nRules: train push\n");
        r = sokoban({"verify", "-", "--solution", block}, corridor);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.objects.value(0).value("rules").toString(), QStringLiteral("train push"));
        // Published after the level.
        r = sokoban({"verify", "-", "--embedded"},
                    corridor + "Solution (moves 4, pushes 3):\nrRRR\nRules: train push\n");
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.objects.value(0).value("solved").toBool());
        // A standard solution plays the same with --train-push.
        r = sokoban({"verify", microban, "--level", "1", "--train-push", "--solution",
                     "dlUrrrdLullddrUluRuulDrddrruLdlUU"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.objects.value(0).value("rules").toString(), QStringLiteral("train push"));
        // Rules Tessera does not know are refused, not played by others.
        r = sokoban({"verify", "-", "--solution", "rRRR\nRules: reverse"}, corridor);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("unknown rules \"reverse\""), qPrintable(r.err));
    }

    void helpDocumentsTrainPush()
    {
        const CliResult r = sokoban({"--help"});
        for (const char *text : {"[--train-push]", "Rules: train push", R"("rules":"train push")"})
            QVERIFY2(r.out.contains(QLatin1String(text)), text);
    }
};

QTEST_GUILESS_MAIN(TestCliSokobanFiles)
#include "tst_cli_sokoban_files.moc"
