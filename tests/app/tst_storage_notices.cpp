// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenRecords.h"
#include "FileSystemFaults.h"
#include "Game2048Scores.h"
#include "LevelLibrary.h"
#include "ProgressStore.h"
#include "ResumeState.h"
#include "StorageNotices.h"
#include "sokoban/XsbReader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace tessera;
using tessera::test::FullDisk;

namespace {

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QString noticeText(const StorageNotices &notices, int index)
{
    const QVariantMap n = notices.notices().value(index).toMap();
    return n.value(QStringLiteral("message")).toString() + QLatin1Char('\n') +
           n.value(QStringLiteral("stillWorks")).toString();
}

} // namespace

class TestStorageNotices : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;
    QString tmpPath(const QString &name) const { return m_tmp.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QStandardPaths::setTestModeEnabled(true);
    }

    // A data folder that cannot be made (its parent is a file: root cannot write there either):
    // the player keeps playing, hears it once, and the next change saves everything.
    void unwritableFolderIsSaidOnceAndSavedOnTheNextChange()
    {
        const QString blocker = tmpPath(QStringLiteral("blocker"));
        QVERIFY(writeAll(blocker, "a file where the data folder should be"));
        StorageNotices notices;
        ProgressStore store(blocker + QStringLiteral("/data/progress.json"));
        notices.watch(&store);

        QVERIFY(store.record(QStringLiteral("level-a"), 3, 1, QStringLiteral("rrR")).accepted);
        QCOMPARE(notices.count(), 1);
        const QString said = noticeText(notices, 0);
        QVERIFY2(said.contains(QStringLiteral("blocker")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("is a file, not a folder")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("keep playing")), qPrintable(said));

        // Every further failed save is quiet: one notice, not one per move.
        QVERIFY(store.record(QStringLiteral("level-b"), 2, 1, QStringLiteral("rR")).accepted);
        QVERIFY(store.record(QStringLiteral("level-c"), 1, 1, QStringLiteral("R")).accepted);
        QCOMPARE(notices.count(), 1);
        QVERIFY(store.isSolved(QStringLiteral("level-a")));

        // The folder can be made again: the next change writes all that was kept in memory,
        // and the notice goes.
        QVERIFY(QFile::remove(blocker));
        QVERIFY(store.record(QStringLiteral("level-d"), 1, 1, QStringLiteral("L")).accepted);
        QCOMPARE(notices.count(), 0);
        ProgressStore reread(blocker + QStringLiteral("/data/progress.json"));
        QVERIFY(reread.loadError().isEmpty());
        QCOMPARE(reread.solvedCount(), 4);

        // A new failure later is said again.
        QVERIFY(QDir(blocker).removeRecursively());
        QVERIFY(writeAll(blocker, "blocked again"));
        QVERIFY(store.record(QStringLiteral("level-e"), 1, 1, QStringLiteral("U")).accepted);
        QCOMPARE(notices.count(), 1);
    }

    // A full disk: the notice gives the system's reason, the old file stays whole.
    void fullDiskIsToldWithTheRealReason()
    {
        const QString path = tmpPath(QStringLiteral("session.json"));
        StorageNotices notices;
        ResumeState state(path);
        notices.watch(&state);
        state.setLastGame(QStringLiteral("sokoban"));
        QVERIFY(state.save());
        const QByteArray before = [&] {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QVERIFY(!before.isEmpty());

        state.setGameState(QStringLiteral("2048"), QString(4000, QLatin1Char('x')));
        {
            FullDisk full(static_cast<rlim_t>(before.size() + 100));
            QVERIFY(full.ok());
            QVERIFY(!state.save());
        }
        QCOMPARE(notices.count(), 1);
        const QString said = noticeText(notices, 0);
        QVERIFY2(said.contains(QStringLiteral("File too large")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("session.json")), qPrintable(said));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        QCOMPARE(QDir(m_tmp.path()).entryList({QStringLiteral("session.json*")}, QDir::Files),
                 QStringList{QStringLiteral("session.json")});

        // The game is still in memory and written once the disk has room.
        QCOMPARE(state.gameState(QStringLiteral("2048")).size(), 4000);
        QVERIFY(state.save());
        QCOMPARE(notices.count(), 0);
    }

    // A damaged file: the notice says where it was set aside; it stays until closed, even
    // though saving works.
    void damagedFileIsToldWithWhereItWasSetAside()
    {
        const QString path = tmpPath(QStringLiteral("2048-scores.json"));
        QVERIFY(writeAll(path, "{ not json"));
        StorageNotices notices;
        Game2048Scores scores(path);
        notices.watch(&scores);
        QTRY_COMPARE(notices.count(), 1); // the load error is sent once the event loop runs
        const QString said = noticeText(notices, 0);
        QVERIFY2(said.contains(QStringLiteral(".corrupt-")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("works as usual")), qPrintable(said));

        QVERIFY(scores.addEntry(4, 4, {QStringLiteral("Ann"), 64, 16, {}, {}}) == 0);
        QVERIFY(scores.flush());
        QCOMPARE(notices.count(), 1);
        notices.dismiss(0);
        QCOMPARE(notices.count(), 0);
    }

    // Space comes back while nothing changes: what was not saved is written by itself, and the
    // notice goes (the player may quit without losing the solve).
    void failedSaveIsTriedAgainUntilItWorks()
    {
        const QString blocker = tmpPath(QStringLiteral("retry-blocker"));
        QVERIFY(writeAll(blocker, "x"));
        const QString path = blocker + QStringLiteral("/data/progress.json");
        StorageNotices notices;
        ProgressStore store(path);
        notices.watch(&store);
        QSignalSpy unsaved(&notices, &StorageNotices::unsavedDataChanged);
        QVERIFY(store.record(QStringLiteral("level-a"), 3, 1, QStringLiteral("rrR")).accepted);
        QCOMPARE(notices.count(), 1);
        QVERIFY(notices.hasUnsavedData());
        QCOMPARE(unsaved.count(), 1);
        QVERIFY(!notices.saveAll()); // still blocked
        const QStringList why = notices.unsavedMessages();
        QCOMPARE(why.size(), 1);
        QVERIFY2(why.first().contains(QStringLiteral("retry-blocker")), qPrintable(why.first()));

        QVERIFY(QFile::remove(blocker));
        QTRY_COMPARE_WITH_TIMEOUT(notices.count(), 0, StorageNotices::retryIntervalMs * 4);
        QVERIFY(!notices.hasUnsavedData());
        QVERIFY(notices.unsavedMessages().isEmpty());
        QVERIFY(ProgressStore(path).isSolved(QStringLiteral("level-a")));
    }

    void fifteenRecordsAreTriedAgainUntilSaved()
    {
        const QString blocker = tmpPath(QStringLiteral("records-retry-blocker"));
        QVERIFY(writeAll(blocker, "x"));
        const QString path = blocker + QStringLiteral("/fifteen-records.json");
        StorageNotices notices;
        FifteenRecords records(path);
        notices.watch(&records);
        QVERIFY(records.recordSolved(4, 4, 50, 1000));
        QVERIFY(notices.hasUnsavedData());
        QVERIFY(QFile::remove(blocker));
        QVERIFY(notices.saveAll()); // the player's "Try again"
        QCOMPARE(notices.count(), 0);
        QCOMPARE(FifteenRecords(path).bestMoves(4, 4), 50);
    }

    // The recent list could not be written when a file was opened: once it can, it is, and its
    // notice goes.
    void recentFilesNoticeGoesOnceTheListIsSaved()
    {
        const QString levels = tmpPath(QStringLiteral("opened.xsb"));
        QVERIFY(writeAll(levels, "#####\n#@$.#\n#####\n"));
        const QString blocker = tmpPath(QStringLiteral("recent-blocker"));
        QVERIFY(writeAll(blocker, "x"));
        const QString recentPath = blocker + QStringLiteral("/recent-files.json");
        StorageNotices notices;
        LevelLibrary library(tmpPath(QStringLiteral("recent-my-levels.xsb")), recentPath);
        notices.watch(&library);
        QVERIFY(library.openFile(levels)->isReadable());
        QCOMPARE(notices.count(), 1);
        QVERIFY(notices.hasUnsavedData());

        QVERIFY(QFile::remove(blocker));
        QTRY_COMPARE_WITH_TIMEOUT(notices.count(), 0, StorageNotices::retryIntervalMs * 4);
        QVERIFY(!notices.hasUnsavedData());
        QFile saved(recentPath);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("opened.xsb"));
    }

    // Removing a pasted collection whose file cannot be deleted yet (a folder stands in its
    // place, as root cannot be stopped by permissions): it leaves the list at once, the quit
    // question names it, trying again deletes the file, and then nothing is left unsaved.
    void aFailedRemovalOfAPasteIsTriedAgainUntilDone()
    {
        const QString dir = tmpPath(QStringLiteral("pasted-removal"));
        QVERIFY(QDir().mkpath(dir));
        StorageNotices notices;
        LevelLibrary library(dir + QStringLiteral("/my-levels.xsb"),
                             dir + QStringLiteral("/recent.json"));
        notices.watch(&library);
        const QByteArray text = "Title: Forum pack\n\n#####\n#@$.#\n#####\n";
        const auto pasted = library.openText(QString::fromUtf8(text));
        QVERIFY(pasted);
        const QString id = pasted->id();
        const QString path = pasted->sourcePath();
        QVERIFY(QFile::remove(path));
        QVERIFY(QDir().mkpath(path + QStringLiteral("/inside")));

        QVERIFY(library.removePasted(id));
        QVERIFY(!library.collection(id));
        QVERIFY(notices.hasUnsavedData());
        QCOMPARE(notices.unsavedMessages().size(), 1);
        QVERIFY2(notices.unsavedMessages().value(0).contains(QStringLiteral("\"Forum pack\"")),
                 qPrintable(notices.unsavedMessages().value(0)));
        QVERIFY(!notices.saveAll()); // the folder is still there
        QVERIFY(notices.hasUnsavedData());

        QVERIFY(QDir(path).removeRecursively());
        QVERIFY(writeAll(path, text)); // the file as it was, now deletable
        QVERIFY(notices.saveAll());
        QVERIFY(!notices.hasUnsavedData());
        QCOMPARE(notices.count(), 0);
        QVERIFY(!QFileInfo::exists(path));
        LevelLibrary again(dir + QStringLiteral("/my-levels.xsb"),
                           dir + QStringLiteral("/recent.json"));
        for (const CollectionRef &ref : again.collections())
            QVERIFY2(ref.id != id, qPrintable(ref.name));
    }

    // Undoing a removal that could not be done yet: the collection is back, its file was never
    // deleted (nor written over), and nothing is left to retry.
    void undoingAFailedRemovalLeavesNothingUnsaved()
    {
        const QString dir = tmpPath(QStringLiteral("pasted-undo"));
        QVERIFY(QDir().mkpath(dir));
        StorageNotices notices;
        LevelLibrary library(dir + QStringLiteral("/my-levels.xsb"),
                             dir + QStringLiteral("/recent.json"));
        notices.watch(&library);
        const auto pasted = library.openText(QStringLiteral("#####\n#@$.#\n#####\n"));
        QVERIFY(pasted);
        const QString id = pasted->id();
        const QString path = pasted->sourcePath();
        QVERIFY(QFile::remove(path));
        QVERIFY(QDir().mkpath(path + QStringLiteral("/inside")));
        QVERIFY(library.removePasted(id));
        QVERIFY(notices.hasUnsavedData());

        QVERIFY(library.restorePasted(id));
        QVERIFY(library.collection(id));
        QVERIFY(!notices.hasUnsavedData());
        QVERIFY(!library.hasUnsavedChanges());
        QCOMPARE(notices.count(), 0);
    }

    // A paste that could not be kept (its folder cannot be made) is written once it can be.
    void aPasteThatCouldNotBeKeptIsWrittenOnceItCan()
    {
        const QString dir = tmpPath(QStringLiteral("pasted-keep"));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(writeAll(dir + QStringLiteral("/pasted"), "x")); // a file where the folder goes
        StorageNotices notices;
        LevelLibrary library(dir + QStringLiteral("/my-levels.xsb"),
                             dir + QStringLiteral("/recent.json"));
        notices.watch(&library);
        const auto pasted = library.openText(QStringLiteral("#####\n#@$.#\n#####\n"));
        QVERIFY(pasted && pasted->count() == 1);
        QVERIFY(notices.hasUnsavedData());
        QVERIFY(!notices.saveAll());

        QVERIFY(QFile::remove(dir + QStringLiteral("/pasted")));
        QVERIFY(notices.saveAll());
        QVERIFY(!notices.hasUnsavedData());
        QVERIFY(QFileInfo(pasted->sourcePath()).isFile());
    }

    // Before quitting: whatever is pending is written now, and a failure is known and said.
    void saveAllWritesWhatIsPendingAndSaysWhatFailed()
    {
        const QString path = tmpPath(QStringLiteral("quit-2048-scores.json"));
        StorageNotices notices;
        Game2048Scores scores(path);
        notices.watch(&scores);
        QVERIFY(scores.noteScore(4, 4, 2048));
        {
            FullDisk full(10);
            QVERIFY(full.ok());
            QVERIFY(!notices.saveAll());
        }
        QVERIFY(notices.hasUnsavedData());
        QVERIFY2(notices.unsavedMessages().value(0).contains(QStringLiteral("File too large")),
                 qPrintable(notices.unsavedMessages().value(0)));
        QVERIFY(notices.saveAll());
        QVERIFY(!notices.hasUnsavedData());
        QCOMPARE(Game2048Scores(path).best(4, 4), 2048);
    }

    void fifteenRecordsSaveFailureIsTold()
    {
        const QString blocker = tmpPath(QStringLiteral("records-blocker"));
        QVERIFY(writeAll(blocker, "x"));
        StorageNotices notices;
        FifteenRecords records(blocker + QStringLiteral("/fifteen-records.json"));
        notices.watch(&records);
        QVERIFY(records.recordSolved(4, 4, 50, 1000));
        QVERIFY(records.recordSolved(4, 4, 40, 900));
        QCOMPARE(notices.count(), 1);
        QCOMPARE(records.bestMoves(4, 4), 40); // kept in memory
    }

    // The editor's Save As: the reason is the system's, the file on disk is never half-written
    // and the level stays in the editor (the caller keeps it; nothing here takes it away).
    void editorSaveGivesTheRealReason()
    {
        const auto read = sokoban::readXsb("#####\n#@$.#\n#####\nTitle: Kept\n");
        QCOMPARE(read.levels.size(), std::size_t(1));
        const sokoban::Level &level = read.levels.front().level;
        LevelLibrary library(tmpPath(QStringLiteral("my-levels.xsb")),
                             tmpPath(QStringLiteral("recent-files.json")));

        const QString blocker = tmpPath(QStringLiteral("gone"));
        QVERIFY(writeAll(blocker, "x"));
        const auto noFolder =
            library.saveAsNewFile(blocker + QStringLiteral("/levels/new.xsb"), level);
        QVERIFY(!noFolder.ok());
        QVERIFY2(noFolder.error().contains(QStringLiteral("is a file, not a folder")),
                 qPrintable(noFolder.error()));

        const QString path = tmpPath(QStringLiteral("big.xsb"));
        const QByteArray before(4096, '\n');
        QVERIFY(writeAll(path, before));
        sokoban::Level wide = level;
        wide.title = std::string(8000, 'w');
        LevelLibrary::SaveResult full;
        {
            FullDisk disk(1024);
            QVERIFY(disk.ok());
            full = library.saveAsNewFile(path, wide);
        }
        QVERIFY(!full.ok());
        QVERIFY2(full.error().contains(QStringLiteral("File too large")), qPrintable(full.error()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
    }

    // Settings that cannot be written: QSettings::status() after a change is told once.
    void settingsThatCannotBeKeptAreTold()
    {
        const QString blocker = tmpPath(QStringLiteral("config-blocker"));
        QVERIFY(writeAll(blocker, "x"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                           blocker + QStringLiteral("/config"));
        StorageNotices notices;
        // Alive throughout, as the app's settings objects are.
        QSettings settings;
        settings.setValue(QStringLiteral("probe"), 1);
        notices.checkSettings();
        QCOMPARE(notices.count(), 1);
        QVERIFY2(noticeText(notices, 0).contains(QStringLiteral("config-blocker")),
                 qPrintable(noticeText(notices, 0)));
        settings.setValue(QStringLiteral("probe"), 2);
        notices.checkSettings();
        QCOMPARE(notices.count(), 1);

        QVERIFY(QFile::remove(blocker));
        settings.setValue(QStringLiteral("probe"), 3);
        notices.checkSettings();
        QCOMPARE(notices.count(), 0);
        // Written: a settings file read afresh holds the last value.
        QSettings reread(settings.fileName(), QSettings::NativeFormat);
        QCOMPARE(reread.value(QStringLiteral("probe")).toInt(), 3);
    }
};

QTEST_GUILESS_MAIN(TestStorageNotices)
#include "tst_storage_notices.moc"
