// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The level library (LevelLibrary, LevelFileWriter) writing levels: My levels, appending, saving
// as, replacing a level in place byte for byte, and saves that fail without losing the old file.
// Reading: tst_level_library.

#include "AppPaths.h"
#include "LevelFileWriter.h"
#include "LevelLibrary.h"
#include "LevelLibraryTestSupport.h"
#include "common/Direction.h"
#include "sokoban/Game.h"
#include "sokoban/LevelIdentity.h"
#include "sokoban/XsbReader.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cctype>
#include <string_view>
#include <sys/stat.h>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/resource.h>
#endif

using namespace tessera;
using librarytest::dataFile;
using librarytest::levelFromXsb;
using librarytest::lineStarts;
using librarytest::readAll;
using librarytest::writeAll;

namespace {

const sokoban::Level replacement = levelFromXsb("#######\n"
                                                "#@ $$ #\n"
                                                "#  .. #\n"
                                                "#######\n"
                                                "Title: Replaced\n"
                                                "Author: The editor\n"
                                                "Comment: written in place\n");

} // namespace

class TestLevelLibrarySaving : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_tmp;

    QString tmpPath(const QString &name) const { return m_tmp.filePath(name); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Tessera"));
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-library-saving"));
        QVERIFY(m_tmp.isValid());
        QCOMPARE(replacement.title, std::string("Replaced"));
    }

    void init() { QDir(AppPaths::dataDir()).removeRecursively(); }
    void cleanupTestCase() { QDir(AppPaths::dataDir()).removeRecursively(); }

    // --- My levels ---

    void myLevelsStartsEmptyAndGrows()
    {
        {
            LevelLibrary library;
            const auto empty = library.myLevels();
            QVERIFY(empty);
            QCOMPARE(empty->count(), 0);
            QVERIFY(empty->isReadable());
            QVERIFY(empty->readErrors().empty());
            QVERIFY(!QFile::exists(library.myLevelsPath()));

            QSignalSpy changed(&library, &LevelLibrary::collectionChanged);
            const auto first = library.appendToMyLevels(replacement);
            QVERIFY2(first.ok(), qPrintable(first.error()));
            QCOMPARE(first.index, 0);
            QCOMPARE(first.collectionId, LevelLibrary::myLevelsId);
            QVERIFY(QFile::exists(AppPaths::myLevelsFile()));
            QCOMPARE(changed.count(), 1);
            QCOMPARE(library.myLevels()->count(), 1); // visible at once

            sokoban::Level second = levelFromXsb("######\n#@$ .#\n######\n");
            second.title = "Second";
            const auto r = library.appendToMyLevels(second);
            QVERIFY2(r.ok(), qPrintable(r.error()));
            QCOMPARE(r.index, 1);
        }
        LevelLibrary again;
        const auto mine = again.myLevels();
        QCOMPARE(mine->count(), 2);
        QCOMPARE(mine->level(0)->title, QStringLiteral("Replaced"));
        QCOMPARE(mine->level(0)->author, QStringLiteral("The editor"));
        QCOMPARE(mine->level(0)->comment, QStringLiteral("written in place"));
        QCOMPARE(mine->level(0)->level, replacement);
        QCOMPARE(mine->level(1)->title, QStringLiteral("Second"));
        QVERIFY(mine->readErrors().empty());
        QVERIFY(readAll(AppPaths::myLevelsFile()).startsWith(";"));

        // Opening the file itself gives My levels, not a second copy in the recent list.
        QCOMPARE(again.openFile(AppPaths::myLevelsFile())->id(), LevelLibrary::myLevelsId);
        QVERIFY(again.recentFiles().isEmpty());
    }

    void appendKeepsTheFileAsItWas()
    {
        const QString path = tmpPath(QStringLiteral("append.xsb"));
        QFile::remove(path);
        const QByteArray before = readAll(dataFile("library_layouts.xsb"));
        QVERIFY(!before.endsWith('\n')); // the hard case: no line end after the last line
        QVERIFY(writeAll(path, before));
        LevelLibrary library;
        const auto r = library.appendToFile(path, replacement);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r.index, 6);
        const QByteArray after = readAll(path);
        QVERIFY(after.startsWith(before));
        const auto c = library.collection(path);
        QCOMPARE(c->count(), 7);
        QCOMPARE(c->level(6)->level, replacement);
        QCOMPARE(c->level(5)->title, QStringLiteral("Six RLE"));
        QCOMPARE(library.recentFiles().first(), path);
    }

    // A file of another kind (JSON here) holds no level: saving into it says so, not that the
    // new level would change how the levels before it read.
    void appendingToAFileWithoutLevelsSaysItIsNoLevelFile()
    {
        const QString path = tmpPath(QStringLiteral("numbers.xsb"));
        QVERIFY(writeAll(path, "[1,2,3]\n"));
        LevelLibrary library;
        const auto r = library.appendToFile(path, replacement);
        QVERIFY(!r.ok());
        QCOMPARE(r.error(), QStringLiteral("The level was not saved: %1 is not a level file (no "
                                           "level was found in it).")
                                .arg(QDir::toNativeSeparators(path)));
        QCOMPARE(readAll(path), QByteArray("[1,2,3]\n"));
    }

    void saveAsWritesANewFileAndOpensIt()
    {
        const QString path = tmpPath(QStringLiteral("save-as/new.xsb"));
        QDir(tmpPath(QStringLiteral("save-as"))).removeRecursively();
        LevelLibrary library;
        QSignalSpy listChanged(&library, &LevelLibrary::collectionsChanged);
        const auto r = library.saveAsNewFile(path, replacement);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r.index, 0);
        QCOMPARE(r.collectionId, path);
        QCOMPARE(listChanged.count(), 1);
        QCOMPARE(library.recentFiles().first(), path);
        QCOMPARE(library.collection(path)->count(), 1);
        QCOMPARE(library.collection(path)->level(0)->level, replacement);

        // Saving as an existing file replaces it (the file dialog asked first).
        const sokoban::Level other = levelFromXsb("#####\n#@$.#\n#####\nTitle: Other\n");
        QVERIFY(library.saveAsNewFile(path, other).ok());
        QCOMPARE(library.collection(path)->count(), 1);
        QCOMPARE(library.collection(path)->level(0)->title, QStringLiteral("Other"));
    }

    // --- Saving in place ---

    void replaceKeepsEveryOtherByte_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("firstLine"); // the level's own lines in library_layouts.xsb
        QTest::addColumn<int>("lastLine");
        QTest::addColumn<bool>("crlf");
        const int spans[6][2] = {{5, 8}, {10, 14}, {18, 24}, {26, 35}, {37, 42}, {44, 45}};
        for (const bool crlf : {false, true}) {
            for (int i = 0; i < 6; ++i) {
                QTest::addRow("level %d%s", i + 1, crlf ? " CRLF" : "")
                    << i << spans[i][0] << spans[i][1] << crlf;
            }
        }
    }

    void replaceKeepsEveryOtherByte()
    {
        QFETCH(int, index);
        QFETCH(int, firstLine);
        QFETCH(int, lastLine);
        QFETCH(bool, crlf);
        QByteArray before = readAll(dataFile("library_layouts.xsb"));
        if (crlf)
            before.replace("\n", "\r\n");
        const QString path = tmpPath(QStringLiteral("replace.xsb"));
        QVERIFY(writeAll(path, before));

        LevelLibrary library;
        const auto opened = library.openFile(path);
        QCOMPARE(opened->count(), 6);
        QSignalSpy changed(&library, &LevelLibrary::collectionChanged);
        const auto r = library.replaceLevel(path, index, replacement);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        QCOMPARE(r.index, index);
        QCOMPARE(changed.count(), 1);

        // Outside the level's own lines, the file is the same, byte for byte.
        const QByteArray after = readAll(path);
        const QVector<qsizetype> lines = lineStarts(before);
        const qsizetype spanBegin = lines[firstLine];
        const qsizetype spanEnd =
            lastLine + 1 < lines.size() - 1 ? lines[lastLine + 1] : before.size();
        const QByteArray head = before.left(spanBegin);
        const QByteArray tail = before.mid(spanEnd);
        QVERIFY(after.startsWith(head));
        QVERIFY(after.endsWith(tail));
        QVERIFY(after.size() >= head.size() + tail.size());
        const QByteArray middle = after.mid(head.size(), after.size() - head.size() - tail.size());
        QCOMPARE(middle.contains("\r\n"), crlf); // the file's line ends are kept
        QCOMPARE(levelFromXsb(std::string_view(middle.constData(), middle.size())), replacement);

        // Read back: the new level in its place, every other level as before.
        const auto reread = library.collection(path);
        QCOMPARE(reread->count(), 6);
        for (int i = 0; i < 6; ++i) {
            if (i == index)
                QCOMPARE(reread->level(i)->level, replacement);
            else
                QCOMPARE(reread->level(i)->level, opened->level(i)->level);
        }
        QCOMPARE(reread->notes(), opened->notes());
    }

    void replaceInMyLevels()
    {
        LevelLibrary library;
        QVERIFY(library.appendToMyLevels(levelFromXsb("#####\n#@$.#\n#####\nTitle: A\n")).ok());
        QVERIFY(library.appendToMyLevels(levelFromXsb("######\n#@$ .#\n######\nTitle: B\n")).ok());
        const QByteArray before = readAll(library.myLevelsPath());
        const auto r = library.replaceLevel(LevelLibrary::myLevelsId, 0, replacement);
        QVERIFY2(r.ok(), qPrintable(r.error()));
        const auto mine = library.myLevels();
        QCOMPARE(mine->count(), 2);
        QCOMPARE(mine->level(0)->title, QStringLiteral("Replaced"));
        QCOMPARE(mine->level(1)->title, QStringLiteral("B"));
        const QByteArray after = readAll(library.myLevelsPath());
        const qsizetype levelB = before.indexOf("######\n#@$ .#");
        QVERIFY(levelB > 0);
        QVERIFY(after.endsWith(before.mid(levelB)));
    }

    void replaceRefusesAFileChangedOnDisk()
    {
        const QString path = tmpPath(QStringLiteral("changed.xsb"));
        QVERIFY(
            writeAll(path, "#####\n#@$.#\n#####\nTitle: A\n\n######\n#@$ .#\n######\nTitle: B\n"));
        LevelLibrary library;
        QCOMPARE(library.openFile(path)->count(), 2);
        // Someone else edits level 1 meanwhile.
        const QByteArray edited =
            "######\n#@ $.#\n######\nTitle: A\n\n######\n#@$ .#\n######\nTitle: B\n";
        QVERIFY(writeAll(path, edited));
        const auto r = library.replaceLevel(path, 0, replacement);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QStringLiteral("changed")), qPrintable(r.error()));
        QCOMPARE(readAll(path), edited);
    }

    void readOnlyCollectionsAreNotWritten()
    {
        LevelLibrary library;
        const auto r = library.replaceLevel(QStringLiteral("bundled:microban"), 0, replacement);
        QVERIFY(!r.ok());
        QVERIFY(r.error().contains(QStringLiteral("My levels")));
        const auto pasted = library.openText(QStringLiteral("#####\n#@$.#\n#####\n"));
        QVERIFY(!library.replaceLevel(pasted->id(), 0, replacement).ok());
        QVERIFY(!library.replaceLevel(QStringLiteral("nope"), 0, replacement).ok());
        QVERIFY(!library.replaceLevel(LevelLibrary::myLevelsId, 0, replacement).ok()); // empty
    }

    void emptyLevelIsNotSaved()
    {
        LevelLibrary library;
        const auto r = library.appendToMyLevels(sokoban::Level());
        QVERIFY(!r.ok());
        QVERIFY(!QFile::exists(library.myLevelsPath()));
    }

    // --- Failed saves ---

    void saveIntoAnImpossiblePlaceFailsClearly()
    {
        // The parent "folder" is a regular file: nobody, root included, can create files there.
        const QString blocker = tmpPath(QStringLiteral("blocker"));
        QVERIFY(writeAll(blocker, "not a folder"));
        LevelLibrary library(blocker + QStringLiteral("/levels/my-levels.xsb"),
                             tmpPath(QStringLiteral("recent.json")));
        const auto r = library.appendToMyLevels(replacement);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QStringLiteral("blocker")), qPrintable(r.error()));
        QCOMPARE(readAll(blocker), QByteArray("not a folder"));
        QCOMPARE(library.myLevels()->count(), 0);

        // A folder where the file should be.
        const QString folder = tmpPath(QStringLiteral("folder.xsb"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(!library.appendToFile(folder, replacement).ok());
        QVERIFY(QFileInfo(folder).isDir());
    }

    void failedWriteLeavesTheOldFile()
    {
#ifdef Q_OS_UNIX
        // A write that fails half-way, as on a full disk: a file size limit makes the write
        // fail for root too (EFBIG), where a read-only folder would not.
        const QString path = tmpPath(QStringLiteral("full-disk.xsb"));
        const QByteArray before = readAll(dataFile("library_layouts.xsb"));
        QVERIFY(writeAll(path, before));
        LevelLibrary library;
        QCOMPARE(library.openFile(path)->count(), 6);

        struct rlimit old
        {};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
        const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = old;
        small.rlim_cur = static_cast<rlim_t>(before.size() / 2);
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        const auto replaced = library.replaceLevel(path, 2, replacement);
        const auto appended = library.appendToFile(path, replacement);
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, previousHandler);

        QVERIFY(!replaced.ok());
        QVERIFY(!replaced.error().isEmpty());
        QVERIFY(!appended.ok());
        QCOMPARE(readAll(path), before);
        QCOMPARE(library.collection(path)->count(), 6);
        // No temporary file left behind.
        QCOMPARE(QDir(m_tmp.path()).entryList({QStringLiteral("full-disk.xsb*")}, QDir::Files),
                 QStringList{QStringLiteral("full-disk.xsb")});
#else
        QSKIP("needs a POSIX file size limit");
#endif
    }

    void writerRefusesWhatWouldReadDifferently()
    {
        // A file whose last line is free text: a board appended after it would turn that text
        // into the new level's title. The save is refused and the file left as it was.
        const QString path = tmpPath(QStringLiteral("trailing-text.xsb"));
        const QByteArray before = "#####\n#@$.#\n#####\nTitle: A\n\nThe end\n";
        QVERIFY(writeAll(path, before));
        const auto check = sokoban::readXsb(std::string_view(before.constData(), before.size()));
        QCOMPARE(check.levels.size(), std::size_t(1));
        const auto r = LevelFileWriter::appendLevel(path, replacement);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QStringLiteral("trailing-text.xsb")), qPrintable(r.error()));
        QCOMPARE(readAll(path), before);
    }

    void sameLevelInTwoCollectionsHasOneIdentity()
    {
        LevelLibrary library;
        const LibraryLevel *first =
            library.collection(QStringLiteral("bundled:microban"))->level(0);
        sokoban::Level copy = first->level;
        copy.title = "My copy of Microban 1";
        copy.author = "Me";
        QVERIFY(library.appendToMyLevels(copy).ok());
        QCOMPARE(library.myLevels()->level(0)->key, first->key);
        QCOMPARE(library.myLevels()->indexOfKey(first->key), 0);
    }
};

QTEST_GUILESS_MAIN(TestLevelLibrarySaving)
#include "tst_level_library_saving.moc"
