// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppPaths.h"
#include "ProgressStore.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using tessera::ProgressStore;
using tessera::RecordOutcome;

class TestProgressStore : public QObject
{
    Q_OBJECT

private:
    static QByteArray readAll(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static void writeAll(const QString &path, const QByteArray &bytes)
    {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(f.write(bytes), bytes.size());
    }
    static QStringList setAsideFiles()
    {
        return QDir(tessera::AppPaths::dataDir())
            .entryList({QStringLiteral("progress.json.corrupt-*")}, QDir::Files);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-progress"));
    }

    void init() { QDir(tessera::AppPaths::dataDir()).removeRecursively(); }
    void cleanupTestCase() { QDir(tessera::AppPaths::dataDir()).removeRecursively(); }

    void storeLivesInTheDataFolder()
    {
        ProgressStore store;
        QCOMPARE(store.filePath(), tessera::AppPaths::progressFile());
        QVERIFY(store.filePath().startsWith(
            QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
        QVERIFY(store.filePath().endsWith(QStringLiteral("/progress.json")));
    }

    void missingFileIsAnEmptyStoreWithoutError()
    {
        ProgressStore store;
        QVERIFY(store.loadError().isEmpty());
        QVERIFY(!store.isSolved(QStringLiteral("abc")));
        QVERIFY(!store.progress(QStringLiteral("abc")));
        QCOMPARE(store.solvedCount(), 0);
        QVERIFY(!QFile::exists(store.filePath())); // nothing written until something happens
    }

    void firstSolutionIsBestOnBoth()
    {
        ProgressStore store;
        QSignalSpy changed(&store, &ProgressStore::progressChanged);
        const RecordOutcome o = store.record(QStringLiteral("L1"), 6, 2, QStringLiteral("rrUdlL"));
        QVERIFY(o.accepted);
        QVERIFY(o.firstSolve);
        QVERIFY(o.newBestMoves);
        QVERIFY(o.newBestPushes);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toString(), QStringLiteral("L1"));
        const auto p = store.progress(QStringLiteral("L1"));
        QVERIFY(p);
        QVERIFY(p->solved());
        QCOMPARE(p->bestMoves.moves, 6);
        QCOMPARE(p->bestMoves.pushes, 2);
        QCOMPARE(p->bestMoves.lurd, QStringLiteral("rrUdlL"));
        QCOMPARE(p->bestPushes.lurd, QStringLiteral("rrUdlL"));
        QVERIFY(p->bestMoves.date.isValid());
        QVERIFY(QFile::exists(store.filePath()));
    }

    void bestByMovesAndByPushesAreKeptApart()
    {
        ProgressStore store;
        const QString id = QStringLiteral("L2");
        QVERIFY(store.record(id, 10, 4, QString()).accepted);

        // Fewer moves, more pushes: a new best by moves only.
        RecordOutcome o = store.record(id, 8, 6, QString());
        QVERIFY(o.accepted && !o.firstSolve);
        QVERIFY(o.newBestMoves);
        QVERIFY(!o.newBestPushes);
        QCOMPARE(store.progress(id)->bestMoves.moves, 8);
        QCOMPARE(store.progress(id)->bestPushes.pushes, 4);
        QCOMPARE(store.progress(id)->bestPushes.moves, 10);

        // Fewer pushes, more moves: a new best by pushes only.
        o = store.record(id, 12, 3, QString());
        QVERIFY(!o.newBestMoves);
        QVERIFY(o.newBestPushes);
        QCOMPARE(store.progress(id)->bestMoves.moves, 8);
        QCOMPARE(store.progress(id)->bestPushes.pushes, 3);

        // Same moves, fewer pushes breaks the tie for the moves record; same pushes, fewer
        // moves breaks it for the pushes record.
        o = store.record(id, 8, 5, QString());
        QVERIFY(o.newBestMoves);
        QVERIFY(!o.newBestPushes);
        QCOMPARE(store.progress(id)->bestMoves.pushes, 5);
        o = store.record(id, 11, 3, QString());
        QVERIFY(!o.newBestMoves);
        QVERIFY(o.newBestPushes);
        QCOMPARE(store.progress(id)->bestPushes.moves, 11);

        // Equal or worse on both: solved again, but no new best, nothing changes.
        QSignalSpy changed(&store, &ProgressStore::progressChanged);
        o = store.record(id, 8, 5, QString());
        QVERIFY(o.accepted);
        QVERIFY(!o.isNewBest());
        o = store.record(id, 20, 9, QString());
        QVERIFY(!o.isNewBest());
        QCOMPARE(changed.count(), 0);
    }

    void badSolutionsAreRejected_data()
    {
        QTest::addColumn<int>("moves");
        QTest::addColumn<int>("pushes");
        QTest::addColumn<QString>("lurd");
        QTest::newRow("negative moves") << -1 << 0 << QString();
        QTest::newRow("negative pushes") << 3 << -1 << QString();
        QTest::newRow("more pushes than moves") << 2 << 3 << QString();
        QTest::newRow("lurd length differs") << 5 << 1 << QStringLiteral("rrU");
        QTest::newRow("lurd push count differs") << 3 << 2 << QStringLiteral("rrU");
        QTest::newRow("lurd bad letter") << 3 << 1 << QStringLiteral("rxU");
    }

    void badSolutionsAreRejected()
    {
        QFETCH(int, moves);
        QFETCH(int, pushes);
        QFETCH(QString, lurd);
        ProgressStore store;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("rejected")));
        const RecordOutcome o = store.record(QStringLiteral("L3"), moves, pushes, lurd);
        QVERIFY(!o.accepted);
        QVERIFY(!o.isNewBest());
        QVERIFY(!store.isSolved(QStringLiteral("L3")));
    }

    void progressSurvivesARestart()
    {
        {
            ProgressStore store;
            store.record(QStringLiteral("A"), 4, 1, QStringLiteral("urRd"));
            store.record(QStringLiteral("A"), 5, 0, QStringLiteral("urrdd").left(0)); // no lurd
            store.record(QStringLiteral("B"), 3, 3, QStringLiteral("LLL"));
        }
        ProgressStore again;
        QVERIFY(again.loadError().isEmpty());
        QVERIFY(again.loadWarnings().isEmpty());
        QCOMPARE(again.solvedCount(), 2);
        const auto a = again.progress(QStringLiteral("A"));
        QVERIFY(a);
        QCOMPARE(a->bestMoves.moves, 4);
        QCOMPARE(a->bestMoves.lurd, QStringLiteral("urRd"));
        QCOMPARE(a->bestPushes.moves, 5);
        QCOMPARE(a->bestPushes.pushes, 0);
        QVERIFY(a->firstSolved.isValid());
        QCOMPARE(again.progress(QStringLiteral("B"))->bestPushes.lurd, QStringLiteral("LLL"));
        QCOMPARE(again.solvedCount({QStringLiteral("A"), QStringLiteral("C"), QStringLiteral("B")}),
                 2);

        // The dates survive too (to the second, as they are written).
        ProgressStore third;
        QCOMPARE(third.progress(QStringLiteral("A"))->firstSolved, a->firstSolved);
        QCOMPARE(third.progress(QStringLiteral("A"))->bestMoves, a->bestMoves);
    }

    // A train-push solution keeps its rule ("rules":"train"); a file without the field (all
    // files before it) reads as standard; a rules name this version does not know skips the
    // entry and keeps it as it was.
    void solutionsKeepTheirRules()
    {
        const QString path = tessera::AppPaths::progressFile();
        const QByteArray old = R"({"firstSolved": "2024-03-01T10:00:00Z",
            "bestMoves": {"moves": 3, "pushes": 1, "lurd": "rrU", "date": "2024-03-01T10:00:00Z"},
            "bestPushes": {"moves": 3, "pushes": 1, "lurd": "rrU", "date": "2024-03-01T10:00:00Z"}})";
        const QByteArray future = R"({"firstSolved": "2024-03-01T10:00:00Z",
            "bestMoves": {"moves": 1, "pushes": 1, "lurd": "U", "date": "2024-03-01T10:00:00Z",
                          "rules": "pull"},
            "bestPushes": {"moves": 1, "pushes": 1, "lurd": "U", "date": "2024-03-01T10:00:00Z"}})";
        writeAll(path, "{\"format\": \"tessera-progress\", \"version\": 1, \"levels\": {"
                       "\"old\": " +
                           old + ", \"future\": " + future + "}}");
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("future")));
        {
            ProgressStore store;
            QCOMPARE(store.progress(QStringLiteral("old"))->bestMoves.rules,
                     tessera::sokoban::PlayRules::Standard);
            QVERIFY(!store.isSolved(QStringLiteral("future")));
            QVERIFY(store
                        .record(QStringLiteral("T"), 4, 3, QStringLiteral("rRRR"),
                                tessera::sokoban::PlayRules::TrainPush)
                        .accepted);
        }
        const QJsonObject levels = QJsonDocument::fromJson(readAll(path))
                                       .object()
                                       .value(QStringLiteral("levels"))
                                       .toObject();
        const QJsonObject best = levels.value(QStringLiteral("T"))
                                     .toObject()
                                     .value(QStringLiteral("bestMoves"))
                                     .toObject();
        QCOMPARE(best.value(QStringLiteral("rules")).toString(), QStringLiteral("train"));
        QCOMPARE(best.value(QStringLiteral("lurd")).toString(), QStringLiteral("rRRR"));
        // Standard solutions are written as before, without the field.
        QVERIFY(!levels.value(QStringLiteral("old"))
                     .toObject()
                     .value(QStringLiteral("bestMoves"))
                     .toObject()
                     .contains(QStringLiteral("rules")));
        QCOMPARE(levels.value(QStringLiteral("future")), QJsonDocument::fromJson(future).object());

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("future")));
        ProgressStore again;
        QCOMPARE(again.progress(QStringLiteral("T"))->bestMoves.rules,
                 tessera::sokoban::PlayRules::TrainPush);
        // At equal counts a standard solution is the better best: it plays by either rule.
        const RecordOutcome same = again.record(QStringLiteral("T"), 4, 3, QStringLiteral("rRRR"));
        QVERIFY(same.newBestMoves && same.newBestPushes);
        QCOMPARE(again.progress(QStringLiteral("T"))->bestMoves.rules,
                 tessera::sokoban::PlayRules::Standard);
        QVERIFY(!again
                     .record(QStringLiteral("T"), 4, 3, QStringLiteral("rRRR"),
                             tessera::sokoban::PlayRules::TrainPush)
                     .isNewBest());
    }

    // An optimised best keeps its mark ("optimised":true) across a restart; one played is
    // written as before, without the field; a mark that is not true or false skips the entry.
    void optimisedBestsKeepTheirMark()
    {
        const QString path = tessera::AppPaths::progressFile();
        const QByteArray odd = R"({"firstSolved": "2024-03-01T10:00:00Z",
            "bestMoves": {"moves": 1, "pushes": 1, "lurd": "U", "date": "2024-03-01T10:00:00Z",
                          "optimised": "yes"},
            "bestPushes": {"moves": 1, "pushes": 1, "lurd": "U", "date": "2024-03-01T10:00:00Z"}})";
        writeAll(path, "{\"format\": \"tessera-progress\", \"version\": 1, \"levels\": {"
                       "\"odd\": " +
                           odd + "}}");
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("odd")));
        {
            ProgressStore store;
            QVERIFY(!store.isSolved(QStringLiteral("odd")));
            QVERIFY(store.record(QStringLiteral("L"), 7, 2, QStringLiteral("uRlrurD")).accepted);
            const RecordOutcome optimised =
                store.record(QStringLiteral("L"), 5, 2, QStringLiteral("uRurD"),
                             tessera::sokoban::PlayRules::Standard, true);
            QVERIFY(optimised.newBestMoves);
            QVERIFY(!optimised.firstSolve);
            // Played, with fewer pushes: the best by pushes is the player's again.
            QVERIFY(
                store.record(QStringLiteral("L"), 9, 1, QStringLiteral("llllllllU")).newBestPushes);
        }
        const QJsonObject level = QJsonDocument::fromJson(readAll(path))
                                      .object()
                                      .value(QStringLiteral("levels"))
                                      .toObject()
                                      .value(QStringLiteral("L"))
                                      .toObject();
        QCOMPARE(
            level.value(QStringLiteral("bestMoves")).toObject().value(QStringLiteral("optimised")),
            QJsonValue(true));
        QVERIFY(!level.value(QStringLiteral("bestPushes"))
                     .toObject()
                     .contains(QStringLiteral("optimised")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("odd")));
        ProgressStore again;
        const tessera::LevelProgress p = *again.progress(QStringLiteral("L"));
        QVERIFY(p.bestMoves.optimised);
        QCOMPARE(p.bestMoves.lurd, QStringLiteral("uRurD"));
        QVERIFY(!p.bestPushes.optimised);
    }

    void forgetRemovesOneLevel()
    {
        {
            ProgressStore store;
            store.record(QStringLiteral("A"), 1, 1, QStringLiteral("R"));
            store.record(QStringLiteral("B"), 1, 1, QStringLiteral("L"));
            QVERIFY(store.forget(QStringLiteral("A")));
            QVERIFY(!store.forget(QStringLiteral("nope")));
        }
        ProgressStore again;
        QVERIFY(!again.isSolved(QStringLiteral("A")));
        QVERIFY(again.isSolved(QStringLiteral("B")));
    }

    void corruptFileIsSetAsideAndReported_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("not JSON") << QByteArray("{\"format\": \"tessera-progress\", \"lev");
        QTest::newRow("binary garbage") << QByteArray("\x00\xff\x13garbage", 10);
        QTest::newRow("array") << QByteArray("[1, 2, 3]");
        QTest::newRow("other document") << QByteArray("{\"hello\": \"world\"}");
        QTest::newRow("levels not an object")
            << QByteArray("{\"format\": \"tessera-progress\", \"version\": 1, \"levels\": 5}");
    }

    void corruptFileIsSetAsideAndReported()
    {
        QFETCH(QByteArray, content);
        const QString path = tessera::AppPaths::progressFile();
        writeAll(path, content);

        ProgressStore store;
        QSignalSpy errors(&store, &ProgressStore::loadFailed);
        QVERIFY(!store.loadError().isEmpty());
        QVERIFY2(store.loadError().contains(QStringLiteral("progress.json.corrupt-")),
                 qPrintable(store.loadError()));
        QTRY_COMPARE(errors.count(), 1); // queued, so a signal connected after construction
        QCOMPARE(errors.at(0).at(0).toString(), store.loadError());

        // The damaged bytes are kept, under the documented name, and not replaced.
        QVERIFY(!QFile::exists(path));
        const QStringList aside = setAsideFiles();
        QCOMPARE(aside.size(), 1);
        QVERIFY(QRegularExpression(QStringLiteral("^progress\\.json\\.corrupt-\\d{8}-\\d{6}$"))
                    .match(aside.first())
                    .hasMatch());
        const QString asidePath = tessera::AppPaths::dataDir() + QLatin1Char('/') + aside.first();
        QCOMPARE(readAll(asidePath), content);

        // A fresh store starts, and saving it leaves the set-aside file alone.
        QCOMPARE(store.solvedCount(), 0);
        QVERIFY(store.record(QStringLiteral("X"), 1, 0, QStringLiteral("u")).accepted);
        QVERIFY(QFile::exists(path));
        QCOMPARE(readAll(asidePath), content);
        ProgressStore again;
        QVERIFY(again.loadError().isEmpty());
        QVERIFY(again.isSolved(QStringLiteral("X")));
    }

    void secondCorruptFileDoesNotOverwriteTheFirst()
    {
        const QString path = tessera::AppPaths::progressFile();
        writeAll(path, "first bad");
        {
            ProgressStore store;
        }
        writeAll(path, "second bad");
        {
            ProgressStore store;
        }
        const QStringList aside = setAsideFiles();
        QCOMPARE(aside.size(), 2);
        QStringList contents;
        for (const QString &name : aside)
            contents << QString::fromLatin1(readAll(tessera::AppPaths::dataDir() + '/' + name));
        contents.sort();
        QCOMPARE(contents,
                 (QStringList{QStringLiteral("first bad"), QStringLiteral("second bad")}));
    }

    void entriesWithBadFieldsAreSkippedAndKept()
    {
        const QString path = tessera::AppPaths::progressFile();
        const QByteArray good = R"({"firstSolved": "2024-03-01T10:00:00Z",
            "bestMoves": {"moves": 3, "pushes": 1, "lurd": "rrU", "date": "2024-03-01T10:00:00Z"},
            "bestPushes": {"moves": 3, "pushes": 1, "lurd": "rrU", "date": "2024-03-01T10:00:00Z"}})";
        const QByteArray badMoves = R"({"firstSolved": "2024-03-01T10:00:00Z",
            "bestMoves": {"moves": "three", "pushes": 1, "lurd": "", "date": "2024-03-01T10:00:00Z"},
            "bestPushes": {"moves": 3, "pushes": 1, "lurd": "", "date": "2024-03-01T10:00:00Z"}})";
        const QByteArray hugeCount = R"({"firstSolved": "2024-03-01T10:00:00Z",
            "bestMoves": {"moves": 1e300, "pushes": 1, "lurd": "", "date": "2024-03-01T10:00:00Z"},
            "bestPushes": {"moves": 3, "pushes": 1, "lurd": "", "date": "2024-03-01T10:00:00Z"}})";
        writeAll(path, "{\"format\": \"tessera-progress\", \"version\": 1, \"levels\": {"
                       "\"good\": " +
                           good + ", \"badMoves\": " + badMoves + ", \"huge\": " + hugeCount +
                           ", \"notObject\": 7}}");

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("badMoves")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("huge")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("notObject")));
        ProgressStore store;
        QVERIFY(store.loadError().isEmpty());
        QCOMPARE(store.loadWarnings().size(), 3);
        QVERIFY(store.isSolved(QStringLiteral("good")));
        QVERIFY(!store.isSolved(QStringLiteral("badMoves")));
        QCOMPARE(store.progress(QStringLiteral("good"))->bestMoves.lurd, QStringLiteral("rrU"));
        QCOMPARE(setAsideFiles().size(), 0);

        // Saving writes the skipped entries back as they were: nothing is lost.
        store.record(QStringLiteral("new"), 1, 1, QStringLiteral("D"));
        const QJsonObject levels = QJsonDocument::fromJson(readAll(path))
                                       .object()
                                       .value(QStringLiteral("levels"))
                                       .toObject();
        QCOMPARE(levels.value(QStringLiteral("badMoves")),
                 QJsonDocument::fromJson(badMoves).object());
        QCOMPARE(levels.value(QStringLiteral("notObject")).toInt(), 7);
        QVERIFY(levels.contains(QStringLiteral("good")));
        QVERIFY(levels.contains(QStringLiteral("new")));
    }

    void failedSaveIsReportedAndKeepsMemory()
    {
        // The parent "folder" is a regular file: no one, root included, can write there.
        const QString blocker = tessera::AppPaths::dataDir() + QStringLiteral("/blocker");
        writeAll(blocker, "a file, not a folder");
        ProgressStore store(blocker + QStringLiteral("/progress.json"));
        QSignalSpy errors(&store, &ProgressStore::saveFailed);
        const RecordOutcome o = store.record(QStringLiteral("A"), 2, 1, QStringLiteral("lL"));
        QVERIFY(o.accepted && o.firstSolve);
        QVERIFY(!store.lastSaveError().isEmpty());
        QCOMPARE(errors.count(), 1);
        QVERIFY(store.isSolved(QStringLiteral("A")));
        QCOMPARE(readAll(blocker), QByteArray("a file, not a folder"));
    }

    void newerFormatIsReadButNotOverwritten()
    {
        const QString path = tessera::AppPaths::progressFile();
        const QByteArray content =
            R"({"format": "tessera-progress", "version": 99, "levels": {"A": {"firstSolved": "2024-03-01T10:00:00Z",
            "bestMoves": {"moves": 1, "pushes": 0, "lurd": "u", "date": "2024-03-01T10:00:00Z"},
            "bestPushes": {"moves": 1, "pushes": 0, "lurd": "u", "date": "2024-03-01T10:00:00Z"}}}})";
        writeAll(path, content);
        ProgressStore store;
        QVERIFY(!store.loadError().isEmpty());
        QVERIFY(store.isSolved(QStringLiteral("A")));
        store.record(QStringLiteral("B"), 1, 0, QStringLiteral("d"));
        QCOMPARE(readAll(path), content);
    }

    // The app and tessera-cli play each hold a store on the same file: each one's records
    // survive the other's saves, and a level forgotten in one stays forgotten.
    void twoStoresOnOneFileLoseNoRecord()
    {
        ProgressStore app;
        ProgressStore terminal;
        QVERIFY(app.record(QStringLiteral("level-a"), 4, 1, QStringLiteral("rrRl")).accepted);
        const RecordOutcome inTerminal =
            terminal.record(QStringLiteral("level-b"), 2, 1, QStringLiteral("rR"));
        QVERIFY(inTerminal.firstSolve);
        QVERIFY(terminal.isSolved(QStringLiteral("level-a"))); // taken in from the file
        // The app's next record must not write level-b away.
        QVERIFY(app.record(QStringLiteral("level-c"), 1, 1, QStringLiteral("R")).accepted);
        // A worse solution recorded elsewhere is measured against the better one on disk.
        const RecordOutcome worse =
            terminal.record(QStringLiteral("level-c"), 3, 1, QStringLiteral("llR"));
        QVERIFY(!worse.firstSolve);
        QVERIFY(!worse.isNewBest());

        const ProgressStore reread;
        for (const char *id : {"level-a", "level-b", "level-c"})
            QVERIFY2(reread.isSolved(QString::fromLatin1(id)), id);
        QCOMPARE(reread.progress(QStringLiteral("level-c"))->bestMoves.moves, 1);

        QVERIFY(app.forget(QStringLiteral("level-a")));
        QVERIFY(app.record(QStringLiteral("level-d"), 1, 0, QStringLiteral("u")).accepted);
        QVERIFY(!app.isSolved(QStringLiteral("level-a")));
        QVERIFY(!ProgressStore().isSolved(QStringLiteral("level-a")));
    }
};

QTEST_GUILESS_MAIN(TestProgressStore)
#include "tst_progress_store.moc"
