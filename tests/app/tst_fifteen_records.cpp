// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppPaths.h"
#include "FifteenRecords.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using tessera::FifteenRecords;

class tst_FifteenRecords : public QObject
{
    Q_OBJECT

private:
    static void writeAll(const QString &path, const QByteArray &bytes)
    {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(bytes), bytes.size());
    }
    static QByteArray readAll(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static QStringList setAsideFiles()
    {
        const QFileInfo info(FifteenRecords::defaultFilePath());
        return QDir(info.absolutePath())
            .entryList({info.fileName() + QStringLiteral(".corrupt-*")}, QDir::Files);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-fifteen-records"));
    }
    void init() { QDir(tessera::AppPaths::dataDir()).removeRecursively(); }
    void cleanupTestCase() { QDir(tessera::AppPaths::dataDir()).removeRecursively(); }

    void nothingBeforeTheFirstSolvedGame()
    {
        const FifteenRecords records;
        QCOMPARE(records.filePath(), FifteenRecords::defaultFilePath());
        QVERIFY(records.filePath().startsWith(tessera::AppPaths::dataDir()));
        QVERIFY(records.loadError().isEmpty());
        QVERIFY(!records.entry(4, 4));
        QCOMPARE(records.bestMoves(4, 4), 0);
        QCOMPARE(records.bestTimeMs(4, 4), 0);
        QCOMPARE(records.solvedCount(4, 4), 0);
        QVERIFY(!QFile::exists(records.filePath())); // reading alone writes nothing
    }

    void firstGameIsBothBests()
    {
        FifteenRecords records;
        QSignalSpy changed(&records, &FifteenRecords::changed);
        const auto outcome = records.recordSolved(4, 4, 120, 95'000);
        QVERIFY(outcome);
        QVERIFY(outcome->newBestMoves);
        QVERIFY(outcome->newBestTime);
        QCOMPARE(outcome->before.solvedCount, 0);
        QCOMPARE(outcome->after.bestMoves, 120);
        QCOMPARE(outcome->after.bestTimeMs, 95'000);
        QCOMPARE(outcome->after.solvedCount, 1);
        QCOMPARE(changed.count(), 1);
    }

    void movesAndTimeAreBestEachOnTheirOwn()
    {
        FifteenRecords records;
        records.recordSolved(4, 4, 120, 95'000);

        // Fewer moves, slower: a moves record only.
        auto outcome = records.recordSolved(4, 4, 100, 130'000);
        QVERIFY(outcome);
        QVERIFY(outcome->newBestMoves);
        QVERIFY(!outcome->newBestTime);
        QCOMPARE(outcome->before.bestMoves, 120);
        QCOMPARE(records.bestMoves(4, 4), 100);
        QCOMPARE(records.bestTimeMs(4, 4), 95'000);

        // More moves, faster: a time record only.
        outcome = records.recordSolved(4, 4, 150, 80'000);
        QVERIFY(!outcome->newBestMoves);
        QVERIFY(outcome->newBestTime);
        QCOMPARE(records.bestMoves(4, 4), 100);
        QCOMPARE(records.bestTimeMs(4, 4), 80'000);

        // Equal is not a new best.
        outcome = records.recordSolved(4, 4, 100, 80'000);
        QVERIFY(!outcome->newBestMoves);
        QVERIFY(!outcome->newBestTime);
        QCOMPARE(records.solvedCount(4, 4), 4);
    }

    void sizesAreKeptApart()
    {
        FifteenRecords records;
        records.recordSolved(3, 3, 25, 10'000);
        records.recordSolved(4, 3, 60, 40'000);
        records.recordSolved(3, 4, 70, 50'000);
        QCOMPARE(records.bestMoves(3, 3), 25);
        QCOMPARE(records.bestMoves(4, 3), 60); // width x height: 4x3 is not 3x4
        QCOMPARE(records.bestMoves(3, 4), 70);
        QCOMPARE(records.bestMoves(4, 4), 0);
    }

    void survivesARestart()
    {
        {
            FifteenRecords records;
            records.recordSolved(8, 8, 2000, 3'600'000);
            records.recordSolved(4, 4, 80, 61'500);
            records.recordSolved(4, 4, 90, 59'000);
        }
        const QJsonObject root =
            QJsonDocument::fromJson(readAll(FifteenRecords::defaultFilePath())).object();
        QCOMPARE(root.value("format").toString(), QStringLiteral("tessera-fifteen-records"));
        QCOMPARE(root.value("sizes").toObject().value("4x4").toObject().value("bestMoves").toInt(),
                 80);

        const FifteenRecords again;
        QVERIFY(again.loadError().isEmpty());
        QCOMPARE(again.bestMoves(4, 4), 80);
        QCOMPARE(again.bestTimeMs(4, 4), 59'000);
        QCOMPARE(again.solvedCount(4, 4), 2);
        QCOMPARE(again.bestMoves(8, 8), 2000);
        QCOMPARE(again.bestTimeMs(8, 8), 3'600'000);
    }

    void refusesWhatIsNotASolvedGame_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("moves");
        QTest::addColumn<qint64>("timeMs");
        QTest::newRow("no moves") << 4 << 4 << 0 << qint64(1000);
        QTest::newRow("negative moves") << 4 << 4 << -3 << qint64(1000);
        QTest::newRow("negative time") << 4 << 4 << 10 << qint64(-1);
        QTest::newRow("size too small") << 1 << 4 << 10 << qint64(1000);
        QTest::newRow("size too large") << 4 << 9 << 10 << qint64(1000);
    }

    void refusesWhatIsNotASolvedGame()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, moves);
        QFETCH(qint64, timeMs);
        FifteenRecords records;
        QVERIFY(!records.recordSolved(width, height, moves, timeMs));
        QCOMPARE(records.solvedCount(width, height), 0);
        QVERIFY(!QFile::exists(records.filePath()));
    }

    void corruptFileIsSetAsideAndReported_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not JSON") << QByteArray("{\"format\": \"tessera-fifteen-re") << "JSON";
        QTest::newRow("a list") << QByteArray("[1, 2, 3]") << "object";
        QTest::newRow("another file")
            << QByteArray(R"({"format":"tessera-session","version":1,"games":{}})")
            << "not a Tessera Fifteen records file";
        QTest::newRow("future version")
            << QByteArray(R"({"format":"tessera-fifteen-records","version":7,"sizes":{}})")
            << "version 7";
        QTest::newRow("bad size key")
            << QByteArray(R"({"format":"tessera-fifteen-records","version":1,)"
                          R"("sizes":{"4by4":{"bestMoves":3,"bestTimeMs":5,"solved":1}}})")
            << "4by4";
        QTest::newRow("moves not a number")
            << QByteArray(R"({"format":"tessera-fifteen-records","version":1,)"
                          R"("sizes":{"4x4":{"bestMoves":"many","bestTimeMs":5,"solved":1}}})")
            << "best moves of 4x4";
        QTest::newRow("negative time")
            << QByteArray(R"({"format":"tessera-fifteen-records","version":1,)"
                          R"("sizes":{"3x3":{"bestMoves":30,"bestTimeMs":-5,"solved":1}}})")
            << "best time of 3x3";
    }

    void corruptFileIsSetAsideAndReported()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        const QString path = FifteenRecords::defaultFilePath();
        writeAll(path, content);

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("damaged")));
        FifteenRecords records;
        QSignalSpy reported(&records, &FifteenRecords::loadFailed);
        QVERIFY2(records.loadError().contains(reason), qPrintable(records.loadError()));
        QVERIFY(records.loadError().contains(QStringLiteral("corrupt-")));
        QCOMPARE(records.bestMoves(4, 4), 0);
        QVERIFY(reported.wait(1000));

        // The damaged bytes are kept beside, untouched, for the user.
        const QStringList aside = setAsideFiles();
        QCOMPARE(aside.size(), 1);
        QCOMPARE(readAll(QFileInfo(path).absolutePath() + QLatin1Char('/') + aside.first()),
                 content);
        QVERIFY(!QFile::exists(path));

        // New records start a clean file.
        QVERIFY(records.recordSolved(4, 4, 50, 30'000));
        const FifteenRecords again;
        QVERIFY(again.loadError().isEmpty());
        QCOMPARE(again.bestMoves(4, 4), 50);
    }

    // The app and tessera-cli play each hold the records of the same file: every solve
    // counts and the best of both is kept.
    void twoProgramsOnOneFileCountEverySolve()
    {
        FifteenRecords app;
        FifteenRecords terminal;
        QVERIFY(app.recordSolved(4, 4, 80, 60000));
        const auto second = terminal.recordSolved(4, 4, 90, 50000);
        QVERIFY(second);
        QCOMPARE(second->before.solvedCount, 1);
        QVERIFY(!second->newBestMoves);
        QVERIFY(second->newBestTime);
        QVERIFY(app.recordSolved(4, 4, 100, 70000));

        const FifteenRecords reread;
        QCOMPARE(reread.solvedCount(4, 4), 3);
        QCOMPARE(reread.bestMoves(4, 4), 80);
        QCOMPARE(reread.bestTimeMs(4, 4), 50000);
    }
};

QTEST_GUILESS_MAIN(tst_FifteenRecords)
#include "tst_fifteen_records.moc"
