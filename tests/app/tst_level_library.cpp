// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The level library (LevelLibrary) as a player meets it: the bundled collections, opening
// files and pasted text, recent files. Writing levels: tst_level_library_saving.

#include "AppPaths.h"
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

using namespace tessera;
using librarytest::dataFile;
using librarytest::levelFromXsb;
using librarytest::lineStarts;
using librarytest::readAll;
using librarytest::writeAll;

class TestLevelLibrary : public QObject
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
        QCoreApplication::setApplicationName(QStringLiteral("tessera-test-library"));
        QVERIFY(m_tmp.isValid());
    }

    void init() { QDir(AppPaths::dataDir()).removeRecursively(); }
    void cleanupTestCase() { QDir(AppPaths::dataDir()).removeRecursively(); }

    // --- Bundled collections ---

    void listsBundledCollectionsThenMyLevels()
    {
        LevelLibrary library;
        const QVector<CollectionRef> list = library.collections();
        QVERIFY(list.size() >= 4);
        QCOMPARE(list[0].id, QStringLiteral("bundled:tutorial"));
        QCOMPARE(list[0].name, QStringLiteral("Tutorial"));
        QCOMPARE(list[0].kind, CollectionKind::Bundled);
        QCOMPARE(list[1].id, QStringLiteral("bundled:microban"));
        QCOMPARE(list[1].name, QStringLiteral("Microban"));
        QCOMPARE(list[1].credit, QStringLiteral("David W. Skinner"));
        QCOMPARE(list[2].id, QStringLiteral("bundled:xsokoban"));
        QCOMPARE(list[2].name, QStringLiteral("XSokoban"));
        QCOMPARE(list[2].kind, CollectionKind::Bundled);
        QCOMPARE(list[3].id, LevelLibrary::myLevelsId);
        QCOMPARE(list[3].kind, CollectionKind::MyLevels);
        QCOMPARE(list[3].path, AppPaths::myLevelsFile());
        QVERIFY(list[3].path.startsWith(AppPaths::dataDir() + QStringLiteral("/levels/")));

        const auto microban = library.collection(QStringLiteral("bundled:microban"));
        QVERIFY(microban);
        QCOMPARE(microban->count(), 155);
        QVERIFY(!microban->isWritable());
        const auto tutorial = library.collection(QStringLiteral("bundled:tutorial"));
        QVERIFY(tutorial);
        QCOMPARE(tutorial->count(), 7);
        const auto xsokoban = library.collection(QStringLiteral("bundled:xsokoban"));
        QVERIFY(xsokoban);
        QCOMPARE(xsokoban->count(), 90);
        QVERIFY(!xsokoban->isWritable());
        // Read once, then shared.
        QCOMPARE(library.collection(QStringLiteral("bundled:microban")).get(), microban.get());
        QVERIFY(!library.collection(QStringLiteral("no-such-collection")));
    }

    void everyBundledLevelValidates_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("tutorial") << QStringLiteral("bundled:tutorial");
        QTest::newRow("microban") << QStringLiteral("bundled:microban");
        QTest::newRow("xsokoban") << QStringLiteral("bundled:xsokoban");
    }

    void everyBundledLevelValidates()
    {
        QFETCH(QString, id);
        LevelLibrary library;
        const auto c = library.collection(id);
        QVERIFY(c);
        QVERIFY(c->isReadable());
        QVERIFY2(c->readErrors().empty(), qPrintable(c->readErrorMessages().join('\n')));
        QSet<QString> keys;
        for (const LibraryLevel &level : c->levels()) {
            QVERIFY2(level.isPlayable(),
                     qPrintable(level.displayTitle() + ": " + level.problemMessages().join("; ")));
            QVERIFY(!level.title.isEmpty());
            // XSokoban is shipped as distributed, without Author lines: its credit is the
            // collection's.
            QVERIFY(!level.author.isEmpty() || id == QStringLiteral("bundled:xsokoban"));
            QCOMPARE(level.key.size(), 16);
            keys.insert(level.key);
        }
        QCOMPARE(keys.size(), c->count()); // no level twice
    }

    void microbanKeepsItsCredit()
    {
        const QByteArray bytes = readAll(QStringLiteral(":/levels/microban.xsb"));
        QVERIFY(bytes.contains("David W. Skinner"));
        LevelLibrary library;
        const auto c = library.collection(QStringLiteral("bundled:microban"));
        QVERIFY(c->notes().contains(QStringLiteral("David W. Skinner")));
        for (const LibraryLevel &level : c->levels())
            QCOMPARE(level.author, QStringLiteral("David W. Skinner"));
    }

    void xsokobanKeepsItsCredit()
    {
        const QByteArray bytes = readAll(QStringLiteral(":/levels/xsokoban.xsb"));
        QVERIFY(bytes.startsWith("XSokoban: the 90 classic Sokoban levels"));
        const CollectionRef ref = LevelLibrary::bundledCollections()[2];
        QCOMPARE(ref.id, QStringLiteral("bundled:xsokoban"));
        QVERIFY(ref.credit.contains(QStringLiteral("Hiroyuki Imabayashi")));
        QVERIFY(ref.credit.contains(QStringLiteral("Thinking Rabbit")));
        QVERIFY(ref.credit.contains(QStringLiteral("XSokoban")));
        LevelLibrary library;
        const auto c = library.collection(QStringLiteral("bundled:xsokoban"));
        QCOMPARE(c->levels()[0].title, QStringLiteral("XSokoban 1"));
        QCOMPARE(c->levels()[89].title, QStringLiteral("XSokoban 90"));
    }

    void tutorialTeachesOneLessonPerLevel()
    {
        LevelLibrary library;
        const auto c = library.collection(QStringLiteral("bundled:tutorial"));
        const QStringList titles{QStringLiteral("Walking"),
                                 QStringLiteral("Pushing"),
                                 QStringLiteral("Goals"),
                                 QStringLiteral("Corners"),
                                 QStringLiteral("Along the walls"),
                                 QStringLiteral("Undo"),
                                 QStringLiteral("Putting it together")};
        QCOMPARE(c->count(), titles.size());
        for (const LibraryLevel &level : c->levels()) {
            QCOMPARE(level.title, titles[level.index]);
            QCOMPARE(level.author, QStringLiteral("Tessera"));
            QVERIFY2(level.comment.size() > 40, qPrintable(level.title)); // the lesson text
        }
        QVERIFY(c->levels()[5].comment.contains(QStringLiteral("Ctrl+Z")));
        QVERIFY(c->levels()[3].comment.contains(QStringLiteral("corner")));
    }

    void tutorialLevelsAreSolvable_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("lurd");
        QTest::newRow("Walking") << 0 << QStringLiteral("ddrruurrrrddllddllL");
        QTest::newRow("Pushing") << 1 << QStringLiteral("RurDD");
        QTest::newRow("Goals") << 2 << QStringLiteral("LdlUUrRRDrUddL");
        QTest::newRow("Corners") << 3 << QStringLiteral("urDDuurrDD");
        QTest::newRow("Along the walls") << 4 << QStringLiteral("ruLLLddRRR");
        QTest::newRow("Undo") << 5 << QStringLiteral("uRRurrddLLrU");
        QTest::newRow("Putting it together") << 6 << QStringLiteral("lLLuluurDrrurrdLLLLulDrD");
    }

    void tutorialLevelsAreSolvable()
    {
        QFETCH(int, index);
        QFETCH(QString, lurd);
        LevelLibrary library;
        const LibraryLevel *level =
            library.collection(QStringLiteral("bundled:tutorial"))->level(index);
        QVERIFY(level);
        auto game = sokoban::Game::fromLevel(level->level);
        QVERIFY(game);
        for (int i = 0; i < lurd.size(); ++i) {
            QVERIFY(!game->isSolved());
            const char c = lurd[i].toLatin1();
            const auto direction = directionFromLurd(c);
            QVERIFY(direction);
            const sokoban::MoveResult r = game->move(*direction);
            QVERIFY2(r.moved(), qPrintable(QStringLiteral("move %1 blocked").arg(i + 1)));
            QCOMPARE(r.kind == sokoban::MoveKind::Pushed,
                     std::isupper(static_cast<unsigned char>(c)) != 0);
        }
        QVERIFY(game->isSolved());
        QCOMPARE(QString::fromStdString(game->lurd()), lurd);
    }

    // --- Opening files ---

    void openingAFileWithErrorsNamesLevelAndLine()
    {
        LevelLibrary library;
        const auto c = library.openFile(dataFile("library_errors.xsb"));
        QVERIFY(c->isReadable());
        QCOMPARE(c->count(), 5);
        QCOMPARE(c->kind(), CollectionKind::File);
        QCOMPARE(c->name(), QStringLiteral("library_errors"));
        QVERIFY(c->isWritable());

        QVERIFY(c->level(0)->isPlayable());
        QCOMPARE(c->unplayableCount(), 4);

        // A syntax error: level 2, line 10 ("#  x  #").
        QCOMPARE(c->readErrors().size(), std::size_t(1));
        const sokoban::LevelProblem &bad = c->readErrors().front();
        QCOMPARE(bad.kind, sokoban::ProblemKind::BadBoardRow);
        QCOMPARE(bad.level, 2);
        QCOMPARE(bad.line, 10);
        QVERIFY(c->readErrorMessages().first().startsWith(
            QStringLiteral("level 2 \"Bad row\", line 10")));
        QVERIFY(!c->level(1)->isPlayable());

        auto hasProblem = [&](int index, sokoban::ProblemKind kind, int line) {
            for (const auto &p : c->level(index)->problems)
                if (p.kind == kind && p.level == index + 1 && p.line == line)
                    return true;
            return false;
        };
        QVERIFY(hasProblem(2, sokoban::ProblemKind::NoPlayer, 14));
        QVERIFY(hasProblem(3, sokoban::ProblemKind::BoxGoalMismatch, 19));
        QVERIFY(hasProblem(4, sokoban::ProblemKind::NotClosed, 24));
        QVERIFY(c->level(2)->problemMessages().first().contains(QStringLiteral("level 3")));
        QVERIFY(c->level(2)->problemMessages().first().contains(QStringLiteral("line 14")));
    }

    // Text without a level cannot be played: it does not join the recent list.
    void aFileWithoutLevelsIsNotRemembered()
    {
        const QString path = tmpPath(QStringLiteral("notes.txt"));
        QVERIFY(writeAll(path, "Shopping list\n- milk\n- bread\n"));
        LevelLibrary library;
        QSignalSpy listChanged(&library, &LevelLibrary::collectionsChanged);
        const auto c = library.openFile(path);
        QVERIFY(c);
        QCOMPARE(c->count(), 0);
        QVERIFY(library.recentFiles().isEmpty());
        QCOMPARE(listChanged.count(), 0);
        QVERIFY(LevelLibrary().recentFiles().isEmpty());
    }

    void unreadableFilesGiveAnErrorNotACrash_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("content"); // written first when not empty
        QTest::newRow("missing") << QStringLiteral("missing.xsb") << QByteArray();
        QTest::newRow("folder") << QStringLiteral("a-folder.xsb") << QByteArray();
        QTest::newRow("binary") << QStringLiteral("binary.xsb")
                                << QByteArray("\x7f"
                                              "ELF\x02\x01\x01\x00\x00\x00",
                                              10);
    }

    void unreadableFilesGiveAnErrorNotACrash()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, content);
        const QString full = tmpPath(path);
        if (path.startsWith(QStringLiteral("a-folder")))
            QVERIFY(QDir().mkpath(full));
        else if (!content.isEmpty())
            QVERIFY(writeAll(full, content));

        LevelLibrary library;
        QSignalSpy listChanged(&library, &LevelLibrary::collectionsChanged);
        const auto c = library.openFile(full);
        QVERIFY(c);
        QVERIFY(!c->isReadable());
        QCOMPARE(c->count(), 0);
        QCOMPARE(c->readErrors().size(), std::size_t(1));
        QCOMPARE(c->readErrors().front().level, 0);
        QVERIFY(!c->readErrorMessages().first().isEmpty());
        // Not remembered as a recent file.
        QVERIFY(library.recentFiles().isEmpty());
        QCOMPARE(listChanged.count(), 0);
    }

    // The app's open path (Ctrl+O, a recent file): a FIFO would block the open until a writer
    // came, with the window frozen; a device never ends. Both are refused, named.
    void notRegularFilesAreRefusedBeforeOpening_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("FIFO") << "fifo"
                              << "cannot read it: it is not a regular file (a FIFO)";
        QTest::newRow("device") << "device"
                                << "cannot read it: it is not a regular file (a device)";
        QTest::newRow("symbolic link loop") << "loop"
                                            << "cannot open it: it is a loop of symbolic links";
    }

    void notRegularFilesAreRefusedBeforeOpening()
    {
        QFETCH(QString, kind);
        QFETCH(QString, message);
        QString path = tmpPath(kind + QStringLiteral(".xsb"));
        if (kind == QLatin1String("fifo"))
            QVERIFY(::mkfifo(QFile::encodeName(path), 0600) == 0);
        else if (kind == QLatin1String("loop"))
            QVERIFY(QFile::link(path, path));
        else
            path = QStringLiteral("/dev/zero");
        LevelLibrary library;
        const auto c = library.openFile(path);
        QVERIFY(c);
        QVERIFY(!c->isReadable());
        QCOMPARE(c->count(), 0);
        QCOMPARE(c->readErrorMessages().size(), 1);
        QVERIFY2(c->readErrorMessages().first().contains(message),
                 qPrintable(c->readErrorMessages().first()));
        QVERIFY(library.recentFiles().isEmpty());
    }

    void openedFilesAreRememberedAsRecent()
    {
        const QString a = tmpPath(QStringLiteral("recent-a.xsb"));
        const QString b = tmpPath(QStringLiteral("recent-b.sok"));
        QVERIFY(QFile::copy(dataFile("library_errors.xsb"), a) || QFile::exists(a));
        QVERIFY(QFile::copy(dataFile("library_layouts.xsb"), b) || QFile::exists(b));
        {
            LevelLibrary library;
            QSignalSpy listChanged(&library, &LevelLibrary::collectionsChanged);
            library.openFile(a);
            library.openFile(b);
            library.openFile(a); // back to the top
            QCOMPARE(listChanged.count(), 3);
            QCOMPARE(library.recentFiles(), (QStringList{a, b}));
            const QVector<CollectionRef> list = library.collections();
            // After the bundled collections and My levels.
            const qsizetype first = LevelLibrary::bundledCollections().size() + 1;
            QCOMPARE(list[first].id, a);
            QCOMPARE(list[first].name, QStringLiteral("recent-a"));
            QCOMPARE(list[first + 1].id, b);
            QCOMPARE(library.collection(b)->count(), 6);
        }
        LevelLibrary again;
        QVERIFY(again.loadError().isEmpty());
        QCOMPARE(again.recentFiles(), (QStringList{a, b}));
        QCOMPARE(again.collection(a)->count(), 5); // read on demand
        again.forgetRecentFile(a);
        QCOMPARE(again.recentFiles(), QStringList{b});
        LevelLibrary third;
        QCOMPARE(third.recentFiles(), QStringList{b});
    }

    void reopeningAFileReadsItAfresh()
    {
        const QString path = tmpPath(QStringLiteral("changing.xsb"));
        QVERIFY(writeAll(path, "#####\n#@$.#\n#####\n"));
        LevelLibrary library;
        QCOMPARE(library.openFile(path)->count(), 1);
        QVERIFY(writeAll(path, "#####\n#@$.#\n#####\n\n######\n#@$ .#\n######\n"));
        QCOMPARE(library.collection(path)->count(), 1); // cached
        QCOMPARE(library.openFile(path)->count(), 2);
        QCOMPARE(library.collection(path)->count(), 2);
    }

    void damagedRecentListIsSetAsideAndReported()
    {
        QVERIFY(writeAll(AppPaths::recentFilesFile(), "[\"not\", \"the right shape\""));
        LevelLibrary library;
        QSignalSpy errors(&library, &LevelLibrary::loadFailed);
        QVERIFY(library.loadError().contains(QStringLiteral("recent-files.json.corrupt-")));
        QTRY_COMPARE(errors.count(), 1);
        QVERIFY(library.recentFiles().isEmpty());
        QCOMPARE(QDir(AppPaths::dataDir())
                     .entryList({QStringLiteral("recent-files.json.corrupt-*")}, QDir::Files)
                     .size(),
                 1);
    }

    // --- Pasted text ---

    void pastedLevelOpens()
    {
        LevelLibrary library;
        QSignalSpy listChanged(&library, &LevelLibrary::collectionsChanged);
        const auto c = library.openText(QStringLiteral("Title: From the clipboard\r\n"
                                                       "#####\r\n#@$.#\r\n#####\r\n"));
        QCOMPARE(c->kind(), CollectionKind::Pasted);
        QCOMPARE(c->count(), 1);
        QCOMPARE(c->name(), QStringLiteral("From the clipboard"));
        QVERIFY(c->level(0)->isPlayable());
        QCOMPARE(c->level(0)->title, QStringLiteral("From the clipboard"));
        QCOMPARE(listChanged.count(), 1);
        QCOMPARE(library.collection(c->id()).get(), c.get());
        // Listed with My levels, after it.
        const QVector<CollectionRef> list = library.collections();
        const auto myLevels = std::find_if(list.begin(), list.end(), [](const CollectionRef &r) {
            return r.kind == CollectionKind::MyLevels;
        });
        QVERIFY(myLevels != list.end());
        QCOMPARE((myLevels + 1)->id, c->id());
        QVERIFY(!c->isWritable());
        // Same board as in a file: same identity, so progress is shared.
        const sokoban::Level same = levelFromXsb("  #####\n  #@$.#\n  #####\n");
        QCOMPARE(c->level(0)->key, QString::fromStdString(sokoban::levelKey(same)));
    }

    void pastedCollectionOpens()
    {
        LevelLibrary library;
        const auto c =
            library.openText(QString::fromUtf8(readAll(dataFile("library_layouts.xsb"))));
        QCOMPARE(c->count(), 6);
        QCOMPARE(c->name(), QStringLiteral("Library layouts")); // its Collection: line
        QCOMPARE(c->level(0)->title, QStringLiteral("Level one"));
        QCOMPARE(c->level(5)->title, QStringLiteral("Six RLE"));
        QCOMPARE(c->level(3)->level.metadata.size(), std::size_t(1));
    }

    void pastedTextWithoutLevelsGivesNoLevels()
    {
        LevelLibrary library;
        const auto c = library.openText(QStringLiteral("just some words\nfrom an e-mail"));
        QCOMPARE(c->count(), 0);
        const auto empty = library.openText(QString());
        QCOMPARE(empty->count(), 0);
        QVERIFY(c->id() != empty->id());
    }

    // A pasted collection is named by its text and kept on disk until the player removes it.
    void pastedCollectionsAreKeptUntilRemoved()
    {
        QString titled, untitled, firstTitle;
        {
            LevelLibrary library;
            titled = library
                         .openText(QStringLiteral("Title: Forum pack\n\n#####\n#@$.#\n#####\n"
                                                  "Title: First\n\n######\n#@$ .#\n######\n"
                                                  "Title: Second\n"))
                         ->id();
            untitled = library.openText(QStringLiteral("#######\n#@ $ .#\n#######\n"))->id();
            firstTitle =
                library.openText(QStringLiteral("#####\n#@$.#\n#####\nTitle: Only one\n"))->id();
            QCOMPARE(library.collection(titled)->name(), QStringLiteral("Forum pack"));
            QCOMPARE(library.collection(untitled)->name(), QStringLiteral("Pasted level 2"));
            QCOMPARE(library.collection(firstTitle)->name(), QStringLiteral("Only one"));
            // Text without a level is not kept.
            library.openText(QStringLiteral("just words"));
        }
        // A restart: the same collections, names and levels, in the order pasted.
        LevelLibrary library;
        QStringList pasted;
        for (const CollectionRef &ref : library.collections()) {
            if (ref.kind == CollectionKind::Pasted)
                pasted.append(ref.name);
        }
        QCOMPARE(pasted,
                 (QStringList{QStringLiteral("Forum pack"), QStringLiteral("Pasted level 2"),
                              QStringLiteral("Only one")}));
        const auto c = library.collection(titled);
        QVERIFY(c);
        QCOMPARE(c->kind(), CollectionKind::Pasted);
        QCOMPARE(c->count(), 2);
        QCOMPARE(c->level(0)->title, QStringLiteral("First"));
        QCOMPARE(c->level(1)->title, QStringLiteral("Second"));
        QVERIFY(!c->isWritable());
        // A new paste does not take the number of one kept.
        const auto next = library.openText(QStringLiteral("#####\n#@$.#\n#####\n"));
        QVERIFY(next->id() != titled && next->id() != untitled && next->id() != firstTitle);

        QSignalSpy listChanged(&library, &LevelLibrary::collectionsChanged);
        QVERIFY(library.removePasted(titled));
        QCOMPARE(listChanged.count(), 1);
        QVERIFY(!library.collection(titled));
        QVERIFY(!library.removePasted(titled));
        QVERIFY(!library.removePasted(LevelLibrary::myLevelsId));
        LevelLibrary again;
        for (const CollectionRef &ref : again.collections())
            QVERIFY2(ref.id != titled, qPrintable(ref.name));
        QVERIFY(again.collection(untitled));
    }

    // A removal can be undone while the app runs: the collection comes back in its place, on
    // disk too, so it is still there after a restart.
    void aRemovedPasteCanBeRestored()
    {
        LevelLibrary library;
        const QString first = library.openText(QStringLiteral("#####\n#@$.#\n#####\n"))->id();
        const QString second =
            library.openText(QStringLiteral("Title: Middle\n\n######\n#@$ .#\n######\n"))->id();
        const QString third = library.openText(QStringLiteral("#######\n#@ $ .#\n#######\n"))->id();
        const auto pastedIds = [](const LevelLibrary &l) {
            QStringList ids;
            for (const CollectionRef &ref : l.collections()) {
                if (ref.kind == CollectionKind::Pasted)
                    ids.append(ref.id);
            }
            return ids;
        };
        QVERIFY(!library.restorePasted(second)); // not removed
        QVERIFY(library.removePasted(second));
        QCOMPARE(pastedIds(library), (QStringList{first, third}));
        QSignalSpy listChanged(&library, &LevelLibrary::collectionsChanged);
        QVERIFY(library.restorePasted(second));
        QCOMPARE(listChanged.count(), 1);
        QCOMPARE(pastedIds(library), (QStringList{first, second, third}));
        QCOMPARE(library.collection(second)->name(), QStringLiteral("Middle"));
        QVERIFY(!library.restorePasted(second)); // once
        LevelLibrary again;
        QCOMPARE(pastedIds(again), (QStringList{first, second, third}));
        QCOMPARE(again.collection(second)->count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestLevelLibrary)
#include "tst_level_library.moc"
