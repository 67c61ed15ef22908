// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenTableCache.h"
#include "FifteenTables.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>

using tessera::FifteenTableCache;
using tessera::FifteenTables;
using tessera::fifteen::PatternPartition;

namespace {

// The 3x4 board's tables build in a fraction of a second: the damaged-file cases use them.
PatternPartition small()
{
    return *PatternPartition::standard(3, 4);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QByteArray bytesOf(const tessera::fifteen::PatternDatabase &tables)
{
    const std::vector<std::uint8_t> bytes = tables.toBytes();
    return QByteArray(reinterpret_cast<const char *>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

} // namespace

class tst_FifteenTableCache : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-fifteen-tables"));
    }

    void theDefaultIsThe663TablesInTheUsersCacheFolder()
    {
        const FifteenTableCache cache;
        QCOMPARE(cache.partition(), PatternPartition::fifteen663());
        const QString cacheRoot =
            QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
        QVERIFY(cacheRoot.contains(QLatin1String("qttest"))); // test mode: not the user's own
        QCOMPARE(FifteenTableCache::defaultFolder(), cacheRoot + QStringLiteral("/Tessera"));
        QCOMPARE(cache.filePath(), cacheRoot + QStringLiteral("/Tessera/fifteen-4x4-6-6-3.tables"));
    }

    void buildsTheTablesOnceThenLoadsThem()
    {
        QTemporaryDir dir;
        // The small 3x4 tables (tst_cli_fifteen builds the real 4x4 ones through tessera-cli).
        const FifteenTableCache cache(small(), dir.filePath("cache"));
        double lastProgress = 0;
        int reports = 0;
        FifteenTableCache::Options options;
        options.progress = [&](double done) {
            lastProgress = done;
            ++reports;
        };
        const FifteenTableCache::Outcome first = cache.obtain(options);
        QVERIFY(first.tables);
        QVERIFY(first.built);
        QVERIFY(first.refused.isEmpty()); // no file yet: nothing to complain about
        QVERIFY2(first.saveError.isEmpty(), qPrintable(first.saveError));
        QVERIFY(first.error.isEmpty());
        QVERIFY(reports > 0);
        QCOMPARE(lastProgress, 1.0);
        QCOMPARE(first.tables->partition(), small());
        // The folder is made as needed; the file holds exactly the tables.
        QCOMPARE(readAll(cache.filePath()), bytesOf(*first.tables));

        reports = 0;
        const FifteenTableCache::Outcome second = cache.obtain(options);
        QVERIFY(second.tables);
        QVERIFY(!second.built);
        QVERIFY(second.refused.isEmpty());
        QCOMPARE(reports, 0);
        QCOMPARE(bytesOf(*second.tables), bytesOf(*first.tables));
        // The tables work: nothing to do when solved, one move when one tile is out of place.
        QCOMPARE(second.tables->heuristic({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0}), 0);
        QCOMPARE(second.tables->heuristic({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11}), 1);
        QVERIFY(second.tables->heuristic({0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 1, 2}) > 20);
    }

    void aDamagedFileIsRebuiltNotTrusted_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("reason");
        QTest::newRow("one byte changed") << "flip"
                                          << "checksum";
        QTest::newRow("cut in half") << "truncate"
                                     << "truncated";
        QTest::newRow("empty") << "empty"
                               << "truncated";
        QTest::newRow("not tables") << "text"
                                    << "not a Tessera pattern database";
        QTest::newRow("another partition") << "other"
                                           << "another partition";
    }

    void aDamagedFileIsRebuiltNotTrusted()
    {
        QFETCH(QString, damage);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const FifteenTableCache cache(small(), dir.path());
        const FifteenTableCache::Outcome good = cache.obtain();
        QVERIFY(good.tables && good.built);
        const QByteArray original = readAll(cache.filePath());
        QVERIFY(!original.isEmpty());

        QByteArray damaged = original;
        if (damage == "flip") {
            damaged[damaged.size() / 2] = static_cast<char>(damaged[damaged.size() / 2] ^ 0x10);
        } else if (damage == "truncate") {
            damaged.truncate(damaged.size() / 2);
        } else if (damage == "empty") {
            damaged.clear();
        } else if (damage == "text") {
            damaged = "these are not the tables you are looking for\n";
        } else {
            // Valid tables, for another board: refused as well.
            const FifteenTableCache wide(*PatternPartition::standard(4, 3), dir.filePath("w"));
            QVERIFY(wide.obtain().tables);
            damaged = readAll(wide.filePath());
            QVERIFY(!damaged.isEmpty());
        }
        QVERIFY(writeAll(cache.filePath(), damaged));

        const FifteenTableCache::Outcome again = cache.obtain();
        QVERIFY(again.tables);
        QVERIFY(again.built); // rebuilt, and says why
        QVERIFY(!again.refused.isEmpty());
        QVERIFY2(again.refused.contains(reason), qPrintable(again.refused));
        QVERIFY(again.saveError.isEmpty());
        QCOMPARE(bytesOf(*again.tables), original);
        // ...and written back whole: the next start loads it.
        QCOMPARE(readAll(cache.filePath()), original);
        const FifteenTableCache::Outcome loaded = cache.obtain();
        QVERIFY(loaded.tables && !loaded.built && loaded.refused.isEmpty());
    }

    void tablesThatCannotBeSavedAreStillUsed()
    {
        QTemporaryDir dir;
        // The cache folder's place is taken by a file: nothing can be written under it.
        QVERIFY(writeAll(dir.filePath("blocked"), "a file, not a folder"));
        const FifteenTableCache cache(small(), dir.filePath("blocked"));
        const FifteenTableCache::Outcome outcome = cache.obtain();
        QVERIFY(outcome.tables);
        QVERIFY(outcome.built);
        QVERIFY(!outcome.saveError.isEmpty());
        QVERIFY2(outcome.saveError.contains(QDir::toNativeSeparators(cache.filePath())),
                 qPrintable(outcome.saveError));
    }

    void aCancelledBuildGivesNoTablesAndWritesNothing()
    {
        QTemporaryDir dir;
        const FifteenTableCache cache(small(), dir.path());
        const std::atomic<bool> cancel{true};
        FifteenTableCache::Options options;
        options.cancel = &cancel;
        const FifteenTableCache::Outcome outcome = cache.obtain(options);
        QVERIFY(!outcome.tables);
        QVERIFY(outcome.error.contains(QLatin1String("cancelled")));
        QVERIFY(!QFile::exists(cache.filePath()));
    }

    void theAppPreparesThemInTheBackground()
    {
        QTemporaryDir dir;
        FifteenTables tables(FifteenTableCache(small(), dir.path()));
        QVERIFY(!tables.ready());
        QVERIFY(!tables.preparing());
        QSignalSpy ready(&tables, &FifteenTables::tablesReady);
        QSignalSpy progress(&tables, &FifteenTables::progressChanged);
        tables.prepare();
        // The call returns at once; the work goes on in another thread.
        QVERIFY(tables.preparing());
        QVERIFY(tables.building()); // no file yet
        tables.prepare();           // a second call while under way changes nothing
        QVERIFY(ready.wait(60000));
        QCOMPARE(ready.count(), 1);
        QVERIFY(tables.ready());
        QVERIFY(!tables.preparing());
        QVERIFY(!tables.building());
        QCOMPARE(tables.progress(), 1.0);
        QVERIFY(progress.count() > 1);
        QVERIFY(tables.notice().isEmpty());
        QVERIFY(tables.tables());
        QVERIFY(QFile::exists(tables.cache().filePath()));
        tables.prepare(); // ready: nothing to do
        QVERIFY(!tables.preparing());

        // Next start: read, not built.
        FifteenTables next(FifteenTableCache(small(), dir.path()));
        QSignalSpy nextReady(&next, &FifteenTables::tablesReady);
        next.prepare();
        QVERIFY(!next.building());
        QVERIFY(nextReady.wait(60000));
        QCOMPARE(bytesOf(*next.tables()), bytesOf(*tables.tables()));
        QVERIFY(next.notice().isEmpty());
    }

    void theAppSaysWhenItRebuiltADamagedFile()
    {
        QTemporaryDir dir;
        const FifteenTableCache cache(small(), dir.path());
        QVERIFY(cache.obtain().tables);
        QByteArray bytes = readAll(cache.filePath());
        bytes.chop(1);
        QVERIFY(writeAll(cache.filePath(), bytes));

        FifteenTables tables(cache);
        QSignalSpy ready(&tables, &FifteenTables::tablesReady);
        tables.prepare();
        QVERIFY(ready.wait(60000));
        QVERIFY(tables.ready());
        QVERIFY2(tables.notice().contains(QLatin1String("rebuilt")), qPrintable(tables.notice()));
    }

    void destroyingItStopsABuildUnderWay()
    {
        QTemporaryDir dir;
        {
            FifteenTables tables(FifteenTableCache(PatternPartition::fifteen663(), dir.path()));
            tables.prepare();
            QVERIFY(tables.preparing());
        } // must not hang nor crash: the build is cancelled and its thread joined
        QVERIFY(!QFile::exists(
            FifteenTableCache(PatternPartition::fifteen663(), dir.path()).filePath()));
    }
};

QTEST_GUILESS_MAIN(tst_FifteenTableCache)
#include "tst_fifteen_table_cache.moc"
