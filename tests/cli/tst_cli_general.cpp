// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "CliRunner.h"

#include <QTest>

class TestCliGeneral : public QObject
{
    Q_OBJECT

private slots:
    void helpDocumentsEveryGameAndExitCodes()
    {
        const CliResult r = runCli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("Usage: tessera-cli")));
        QVERIFY(r.out.contains(QLatin1String("Exit codes")));
        QVERIFY(r.out.contains(QLatin1String("tessera-cli sokoban check")));
        QVERIFY(r.out.contains(QLatin1String("tessera-cli sokoban verify")));
        QVERIFY(r.out.contains(QLatin1String("tessera-cli 2048 move")));
        QVERIFY(r.out.contains(QLatin1String("tessera-cli fifteen solvable")));
        QVERIFY(r.err.isEmpty());
    }

    void versionIsPrinted()
    {
        const CliResult r = runCli({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QLatin1String("tessera-cli ")));
    }

    void noArgumentsIsAUsageError()
    {
        const CliResult r = runCli({});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains(QLatin1String("no game given")));
    }

    void unknownGameIsNamed()
    {
        const CliResult r = runCli({QStringLiteral("chess"), QStringLiteral("check")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains(QLatin1String("unknown game 'chess'")));
    }
};

QTEST_GUILESS_MAIN(TestCliGeneral)
#include "tst_cli_general.moc"
