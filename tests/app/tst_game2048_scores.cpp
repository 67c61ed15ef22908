// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppPaths.h"
#include "Game2048Scores.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using tessera::Game2048Scores;
using Entry = tessera::Game2048Scores::Entry;

class tst_Game2048Scores : public QObject
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
        const QFileInfo info(Game2048Scores::defaultFilePath());
        return QDir(info.absolutePath())
            .entryList({info.fileName() + QStringLiteral(".corrupt-*")}, QDir::Files);
    }
    static Entry entry(const QString &name, qint64 score, qint64 tile = 256,
                       const QString &gameId = QString(), int minutesAgo = 0)
    {
        Entry e;
        e.name = name;
        e.score = score;
        e.highestTile = tile;
        e.date = QDateTime(QDate(2024, 5, 1), QTime(12, 0), Qt::UTC).addSecs(-60 * minutesAgo);
        e.gameId = gameId;
        return e;
    }
    static QStringList names(const QList<Entry> &table)
    {
        QStringList list;
        for (const Entry &e : table)
            list.append(e.name);
        return list;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-2048-scores"));
    }
    void init() { QDir(tessera::AppPaths::dataDir()).removeRecursively(); }
    void cleanupTestCase() { QDir(tessera::AppPaths::dataDir()).removeRecursively(); }

    void nothingBeforeTheFirstGame()
    {
        const Game2048Scores scores;
        QCOMPARE(scores.filePath(), Game2048Scores::defaultFilePath());
        QVERIFY(scores.filePath().startsWith(tessera::AppPaths::dataDir()));
        QVERIFY(scores.loadError().isEmpty());
        QCOMPARE(scores.best(4, 4), 0);
        QVERIFY(scores.table(4, 4).isEmpty());
        QVERIFY(scores.sizes().isEmpty());
        QCOMPARE(scores.rankFor(4, 4, 4), 0);
        QCOMPARE(scores.rankFor(4, 4, 0), -1);      // nothing scored, nothing to enter
        QVERIFY(!QFile::exists(scores.filePath())); // reading alone writes nothing
    }

    void bestScoreRisesAndIsSavedShortlyAfter()
    {
        Game2048Scores scores;
        QSignalSpy changed(&scores, &Game2048Scores::changed);
        QVERIFY(scores.noteScore(4, 4, 120));
        QVERIFY(!scores.noteScore(4, 4, 100)); // lower: the best stays
        QVERIFY(!scores.noteScore(4, 4, 120)); // equal: no change
        QVERIFY(scores.noteScore(4, 4, 500));
        QCOMPARE(scores.best(4, 4), 500);
        QCOMPARE(scores.best(5, 5), 0);
        QCOMPARE(changed.count(), 2);
        // Many raises in a row make one write, a moment later.
        QVERIFY(scores.hasUnsavedChanges());
        QVERIFY(!QFile::exists(scores.filePath()));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(scores.filePath()), 5000);
        QVERIFY(!scores.hasUnsavedChanges());
        QCOMPARE(Game2048Scores().best(4, 4), 500);
    }

    // A file another program holds locked is still saved, and the log says why in words
    // (it gave QLockFile's error number).
    void aHeldLockIsSaidInWords()
    {
        const QString path = Game2048Scores::defaultFilePath();
        QDir().mkpath(QFileInfo(path).absolutePath());
        QLockFile held(path + QStringLiteral(".lock"));
        QVERIFY(held.lock());
        Game2048Scores scores;
        QVERIFY(scores.noteScore(4, 4, 64));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral(
                                               "without its lock: another program holds it$")));
        QVERIFY(scores.flush());
        QCOMPARE(Game2048Scores().best(4, 4), 64);
    }

    void bestRisingAllTheTimeIsStillWritten()
    {
        // A game scoring on every move, faster than the save delay: the best on disk follows
        // during play, not only once the player pauses.
        Game2048Scores scores;
        qint64 score = 0;
        QTimer player;
        player.setInterval(Game2048Scores::saveDelayMs / 10);
        connect(&player, &QTimer::timeout, &scores, [&] { scores.noteScore(4, 4, score += 4); });
        player.start();
        const auto bestOnDisk = [&scores] {
            return QJsonDocument::fromJson(readAll(scores.filePath()))
                .object()
                .value(QStringLiteral("sizes"))
                .toObject()
                .value(QStringLiteral("4x4"))
                .toObject()
                .value(QStringLiteral("best"))
                .toInteger();
        };
        // The player never stops: only a save made while the best keeps rising ends the wait.
        QTRY_VERIFY_WITH_TIMEOUT(bestOnDisk() > 0, Game2048Scores::saveDelayMs * 5);
        const qint64 firstSaved = bestOnDisk();
        QVERIFY(player.isActive());
        QTRY_VERIFY_WITH_TIMEOUT(bestOnDisk() > firstSaved, Game2048Scores::saveDelayMs * 5);
        player.stop();
    }

    void pendingBestIsWrittenOnDestruction()
    {
        {
            Game2048Scores scores;
            scores.noteScore(3, 5, 64);
        }
        QCOMPARE(Game2048Scores().best(3, 5), 64);
    }

    void badScoresAreIgnored()
    {
        Game2048Scores scores;
        QVERIFY(!scores.noteScore(4, 4, -5));
        QVERIFY(!scores.noteScore(1, 4, 50));
        QVERIFY(!scores.noteScore(4, 9, 50));
        QCOMPARE(scores.addEntry(4, 4, entry(QStringLiteral("a"), 0)), -1);
        QCOMPARE(scores.addEntry(4, 4, entry(QStringLiteral("a"), 10, 3)), -1); // not a tile
        QCOMPARE(scores.addEntry(9, 4, entry(QStringLiteral("a"), 10)), -1);
        QVERIFY(scores.sizes().isEmpty());
        QVERIFY(!scores.hasUnsavedChanges());
    }

    void tableKeepsTheTopTenBestFirst()
    {
        Game2048Scores scores;
        for (int i = 1; i <= 12; ++i) {
            // 100, 200, ... 1200, in that order.
            const int place = scores.addEntry(4, 4, entry(QStringLiteral("p%1").arg(i), i * 100));
            QCOMPARE(place, 0); // each is the best so far
        }
        const QList<Entry> table = scores.table(4, 4);
        QCOMPARE(table.size(), Game2048Scores::tableSize);
        QCOMPARE(table.first().name, QStringLiteral("p12"));
        QCOMPARE(table.last().name, QStringLiteral("p3")); // p1 and p2 dropped out
        QCOMPARE(scores.best(4, 4), 1200);

        // Too low for a full table, and where others would go.
        QCOMPARE(scores.rankFor(4, 4, 300), -1);
        QCOMPARE(scores.addEntry(4, 4, entry(QStringLiteral("low"), 300)), -1);
        QCOMPARE(scores.rankFor(4, 4, 301), 9);
        QCOMPARE(scores.rankFor(4, 4, 5000), 0);
        QCOMPARE(scores.addEntry(4, 4, entry(QStringLiteral("mid"), 650)), 6);
        QCOMPARE(scores.table(4, 4).at(6).name, QStringLiteral("mid"));
        QCOMPARE(scores.table(4, 4).last().name, QStringLiteral("p4"));
    }

    void equalScoresKeepTheEarlierGameFirst()
    {
        Game2048Scores scores;
        scores.addEntry(4, 4, entry(QStringLiteral("first"), 1000, 128, QString(), 10));
        QCOMPARE(scores.addEntry(4, 4, entry(QStringLiteral("second"), 1000, 128)), 1);
        QCOMPARE(names(scores.table(4, 4)),
                 (QStringList{QStringLiteral("first"), QStringLiteral("second")}));
        // Read back, the order is the same.
        QCOMPARE(names(Game2048Scores().table(4, 4)),
                 (QStringList{QStringLiteral("first"), QStringLiteral("second")}));
    }

    void theSameGameReplacesItsEntryOnlyWhenHigher()
    {
        Game2048Scores scores;
        scores.addEntry(4, 4, entry(QStringLiteral("other"), 900));
        QCOMPARE(scores.addEntry(4, 4, entry(QStringLiteral("me"), 500, 64, QStringLiteral("g1"))),
                 1);
        // Undone and ended lower: the entry stays as it was.
        QCOMPARE(scores.addEntry(4, 4, entry(QStringLiteral("me"), 400, 64, QStringLiteral("g1"))),
                 1);
        QCOMPARE(scores.table(4, 4).size(), 2);
        QCOMPARE(scores.table(4, 4).at(1).score, 500);
        // Its place is measured without its own entry: ending no higher enters nothing, ending
        // higher takes the place the score earns among the others.
        QCOMPARE(scores.rankFor(4, 4, 400, QStringLiteral("g1")), -1);
        QCOMPARE(scores.rankFor(4, 4, 500, QStringLiteral("g1")), -1);
        QCOMPARE(scores.rankFor(4, 4, 600, QStringLiteral("g1")), 1);
        QCOMPARE(scores.rankFor(4, 4, 1000, QStringLiteral("g1")), 0);
        QCOMPARE(scores.rankFor(4, 4, 400), 2); // another game
        QCOMPARE(scores.rankFor(4, 4, 400, QStringLiteral("g2")), 2);
        // Ended higher: one entry, moved up.
        QCOMPARE(
            scores.addEntry(4, 4, entry(QStringLiteral("me"), 1500, 128, QStringLiteral("g1"))), 0);
        QCOMPARE(scores.table(4, 4).size(), 2);
        QCOMPARE(scores.table(4, 4).at(0).score, 1500);
        QCOMPARE(scores.table(4, 4).at(0).highestTile, 128);
        // A game without an id is always a new entry.
        scores.addEntry(4, 4, entry(QStringLiteral("x"), 100));
        scores.addEntry(4, 4, entry(QStringLiteral("x"), 100));
        QCOMPARE(scores.table(4, 4).size(), 4);
    }

    void sizesAreKeptApart()
    {
        Game2048Scores scores;
        scores.addEntry(3, 3, entry(QStringLiteral("a"), 300));
        scores.addEntry(3, 5, entry(QStringLiteral("b"), 350)); // 3 rows, 5 columns
        scores.addEntry(5, 3, entry(QStringLiteral("c"), 530));
        scores.noteScore(8, 8, 80000);
        QCOMPARE(scores.best(3, 5), 350);
        QCOMPARE(scores.best(5, 3), 530);
        QCOMPARE(scores.table(3, 5).first().name, QStringLiteral("b"));
        QCOMPARE(scores.table(4, 4).size(), 0);
        QCOMPARE(Game2048Scores::sizeKey(3, 5), QStringLiteral("5x3"));

        const QVariantList sizes = scores.sizes();
        QCOMPARE(sizes.size(), 4);
        QCOMPARE(sizes.first().toMap().value("rows").toInt(), 3);
        QCOMPARE(sizes.first().toMap().value("columns").toInt(), 3);
        QCOMPARE(sizes.last().toMap().value("rows").toInt(), 8);
        // For QML: ranks from 1, the tile as a value.
        const QVariantMap first = scores.entries(5, 3).first().toMap();
        QCOMPARE(first.value("rank").toInt(), 1);
        QCOMPARE(first.value("name").toString(), QStringLiteral("c"));
        QCOMPARE(first.value("score").toLongLong(), 530);
        QCOMPARE(first.value("tile").toLongLong(), 256);
        QVERIFY(first.value("date").toDateTime().isValid());
    }

    void survivesARestart()
    {
        {
            Game2048Scores scores;
            scores.addEntry(4, 4, entry(QStringLiteral("Ada"), 20480, 2048));
            scores.addEntry(4, 4, entry(QStringLiteral("Grace"), 3000, 256, QStringLiteral("g7")));
            scores.addEntry(6, 4, entry(QStringLiteral("Big"), 262144, 131072));
        }
        const QJsonObject root =
            QJsonDocument::fromJson(readAll(Game2048Scores::defaultFilePath())).object();
        QCOMPARE(root.value("format").toString(), QStringLiteral("tessera-2048-scores"));
        const QJsonArray table =
            root.value("sizes").toObject().value("4x4").toObject().value("table").toArray();
        QCOMPARE(table.size(), 2);
        QCOMPARE(table.at(0).toObject().value("name").toString(), QStringLiteral("Ada"));
        QCOMPARE(table.at(0).toObject().value("date").toString(),
                 QStringLiteral("2024-05-01T12:00:00.000Z"));

        Game2048Scores again;
        QVERIFY(again.loadError().isEmpty());
        QCOMPARE(again.best(4, 4), 20480);
        const QList<Entry> reread = again.table(4, 4);
        QCOMPARE(reread.size(), 2);
        QCOMPARE(reread.at(0).name, QStringLiteral("Ada"));
        QCOMPARE(reread.at(0).highestTile, 2048);
        QCOMPARE(reread.at(0).date, QDateTime(QDate(2024, 5, 1), QTime(12, 0), Qt::UTC));
        QCOMPARE(reread.at(1).gameId, QStringLiteral("g7"));
        QCOMPARE(again.table(6, 4).size(), 1); // 6 rows, 4 columns
        QCOMPARE(again.table(6, 4).first().highestTile, 131072);
        QVERIFY(again.table(4, 6).isEmpty());
        // The game id still works after the restart.
        QCOMPARE(
            again.addEntry(4, 4, entry(QStringLiteral("Grace"), 5000, 512, QStringLiteral("g7"))),
            1);
        QCOMPARE(again.table(4, 4).size(), 2);
    }

    void failedSaveIsReportedAndKeepsTheScores()
    {
        // The file's folder cannot be made: its parent is a plain file.
        const QString blocker = tessera::AppPaths::dataDir() + QStringLiteral("/blocker");
        writeAll(blocker, "not a folder");
        Game2048Scores scores(blocker + QStringLiteral("/2048-scores.json"));
        QSignalSpy reported(&scores, &Game2048Scores::saveFailed);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("2048-scores")));
        QCOMPARE(scores.addEntry(4, 4, entry(QStringLiteral("a"), 64)), 0);
        QCOMPARE(reported.count(), 1);
        QVERIFY(!scores.lastSaveError().isEmpty());
        QVERIFY(scores.hasUnsavedChanges()); // tried again later
        QCOMPARE(scores.table(4, 4).size(), 1);
        QCOMPARE(readAll(blocker), QByteArray("not a folder"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("2048-scores")));
    }

    void corruptFileIsSetAsideAndReported_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("reason");
        const QByteArray head = R"({"format":"tessera-2048-scores","version":1,"sizes":)";
        QTest::newRow("not JSON") << QByteArray("{\"format\": \"tessera-2048-sc") << "JSON";
        // (Not a raw string: moc misreads one that ends inside a JSON key.)
        QTest::newRow("cut short") << QByteArray(head + "{\"4x4\":{\"best\":12,\"ta") << "JSON";
        QTest::newRow("a list") << QByteArray("[1, 2, 3]") << "object";
        QTest::newRow("another file")
            << QByteArray(R"({"format":"tessera-session","version":1,"games":{}})")
            << "not a Tessera 2048 scores file";
        QTest::newRow("future version")
            << QByteArray(R"({"format":"tessera-2048-scores","version":3,"sizes":{}})")
            << "version 3";
        QTest::newRow("bad size key")
            << QByteArray(head + R"({"4by4":{"best":3,"table":[]}}})") << "4by4";
        QTest::newRow("negative best")
            << QByteArray(head + R"({"4x4":{"best":-3,"table":[]}}})") << "best score of 4x4";
        QTest::newRow("table not a list")
            << QByteArray(head + R"({"4x4":{"best":3,"table":{}}}})") << "not a list";
        QTest::newRow("score not a number")
            << QByteArray(head + R"({"4x4":{"best":3,"table":[{"name":"a","score":"lots",)"
                                 R"("tile":4,"date":"2024-05-01T12:00:00Z"}]}}})")
            << "score of entry 1 of the 4x4 table";
        QTest::newRow("tile not a power of two")
            << QByteArray(head + R"({"3x3":{"best":3,"table":[{"name":"a","score":8,)"
                                 R"("tile":6,"date":"2024-05-01T12:00:00Z"}]}}})")
            << "highest tile of entry 1 of the 3x3 table";
        QTest::newRow("no date") << QByteArray(head +
                                               R"({"4x4":{"best":3,"table":[{"name":"a","score":8,)"
                                               R"("tile":4,"date":"yesterday"}]}}})")
                                 << "date of entry 1";
        QByteArray eleven = head + R"({"4x4":{"best":3,"table":[)";
        for (int i = 0; i < 11; ++i) {
            eleven += QByteArray(i ? "," : "") +
                      R"({"name":"a","score":8,"tile":4,"date":"2024-05-01T12:00:00Z"})";
        }
        eleven += "]}}}";
        QTest::newRow("eleven entries") << eleven << "11 entries";
    }

    void corruptFileIsSetAsideAndReported()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, reason);
        const QString path = Game2048Scores::defaultFilePath();
        writeAll(path, content);

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("damaged")));
        Game2048Scores scores;
        QSignalSpy reported(&scores, &Game2048Scores::loadFailed);
        QVERIFY2(scores.loadError().contains(reason), qPrintable(scores.loadError()));
        QVERIFY(scores.loadError().contains(QStringLiteral("corrupt-")));
        QCOMPARE(scores.best(4, 4), 0);
        QVERIFY(reported.wait(1000));

        // The damaged bytes are kept beside, untouched, for the user.
        const QStringList aside = setAsideFiles();
        QCOMPARE(aside.size(), 1);
        QCOMPARE(readAll(QFileInfo(path).absolutePath() + QLatin1Char('/') + aside.first()),
                 content);
        QVERIFY(!QFile::exists(path));

        // New scores start a clean file.
        QCOMPARE(scores.addEntry(4, 4, entry(QStringLiteral("a"), 64)), 0);
        const Game2048Scores again;
        QVERIFY(again.loadError().isEmpty());
        QCOMPARE(again.best(4, 4), 64);
    }

    // The app and tessera-cli play each hold the scores of the same file: a best score and a
    // table entry saved by one survive the other's later save.
    void twoProgramsOnOneFileLoseNoScore()
    {
        Game2048Scores app;
        Game2048Scores terminal;
        Game2048Scores::Entry entry;
        entry.name = QStringLiteral("Terminal");
        entry.score = 5000;
        entry.highestTile = 512;
        entry.gameId = QStringLiteral("terminal-game");
        QCOMPARE(terminal.addEntry(4, 4, entry), 0);
        QVERIFY(app.noteScore(4, 4, 300));
        entry.name = QStringLiteral("App");
        entry.score = 800;
        entry.highestTile = 64;
        entry.gameId = QStringLiteral("app-game");
        QCOMPARE(app.addEntry(4, 4, entry), 1); // below the terminal's game, read from the file
        QVERIFY(terminal.noteScore(3, 3, 100));
        QVERIFY(terminal.flush());

        const Game2048Scores reread;
        QCOMPARE(reread.best(4, 4), 5000);
        QCOMPARE(reread.best(3, 3), 100);
        const QList<Game2048Scores::Entry> table = reread.table(4, 4);
        QCOMPARE(table.size(), 2);
        QCOMPARE(table.at(0).name, QStringLiteral("Terminal"));
        QCOMPARE(table.at(1).name, QStringLiteral("App"));
    }
};

QTEST_GUILESS_MAIN(tst_Game2048Scores)
#include "tst_game2048_scores.moc"
