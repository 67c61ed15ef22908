// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppTranslations.h"
#include "FifteenRecords.h"
#include "Game2048Scores.h"
#include "LevelCollectionsModel.h"
#include "LevelEditorSession.h"
#include "LevelLibrary.h"
#include "LibraryCollection.h"
#include "ProgressStore.h"
#include "RecentFiles.h"
#include "ResumeState.h"
#include "SokobanPaste.h"
#include "SokobanSession.h"
#include "StorageNotices.h"
#include "sokoban/Game.h"
#include "sokoban/XsbReader.h"

#include <QDir>
#include <QFontDatabase>
#include <QGlyphRun>
#include <QGuiApplication>
#include <QRawFont>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextLayout>
#include <QtTest>

using namespace tessera;

namespace {

// A JSON state file of another program: set aside, and the player told so.
JsonStateFile foreignStateFile()
{
    return JsonStateFile::inMemory(QByteArray(R"({"format":"someone-else","version":1})"));
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QString noticeField(const StorageNotices &notices, const char *field)
{
    return notices.notices().value(0).toMap().value(QLatin1String(field)).toString();
}

} // namespace

// Texts the app words in C++ once, when something happens (a file that cannot be read, a level
// without a title, the editor's error), are said again in the new language after the player
// switches language in Preferences, and the views are told.
class TestAppTranslationsSwitch : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init() { QSettings().clear(); }

    // An English start reads no CJK font (issue #38: start-up time and memory); a switch to
    // Chinese at run time adds it, and Chinese text is drawn with its real glyphs, not boxes.
    void aSwitchToChineseBringsTheCjkFont()
    {
        if (!QFontDatabase::families().contains(AppTranslations::cjkFamily()))
            QSKIP("Noto Sans CJK SC (fonts-noto-cjk) is not installed");
        const QFont before = QGuiApplication::font();
        AppTranslations translations;
        translations.apply(QStringLiteral("en"));
        QVERIFY2(!QGuiApplication::font().families().contains(AppTranslations::cjkFamily()),
                 qPrintable(QGuiApplication::font().families().join(QLatin1Char(','))));

        translations.apply(QStringLiteral("zh_CN"));
        const QFont font = QGuiApplication::font();
        QVERIFY2(font.families().contains(AppTranslations::cjkFamily()),
                 qPrintable(font.families().join(QLatin1Char(','))));
        const QString text = QStringLiteral("新游戏");
        QTextLayout layout(text, font);
        layout.beginLayout();
        layout.createLine();
        layout.endLayout();
        const QList<QGlyphRun> runs = layout.glyphRuns();
        QVERIFY(!runs.isEmpty());
        for (const QGlyphRun &run : runs) {
#ifdef TESSERA_HAVE_SCREENS_CJK_FONT
            QCOMPARE(run.rawFont().familyName(), AppTranslations::screensCjkFamily());
#else
            QCOMPARE(run.rawFont().familyName(), AppTranslations::cjkFamily());
#endif
            // Glyph 0 is the font's "missing" box.
            for (const quint32 glyph : run.glyphIndexes())
                QVERIFY(glyph != 0);
        }

        // Back in English the font is the one from before.
        translations.apply(QStringLiteral("en"));
        QCOMPARE(QGuiApplication::font().families(), before.families());
    }

    // The storage notice of a damaged session file: its message and what still works.
    void aStorageNoticeFollowsASwitch()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("en"));
        ResumeState resume(foreignStateFile());
        StorageNotices notices;
        notices.watch(&resume);
        QTRY_COMPARE(notices.count(), 1);
        QVERIFY2(noticeField(notices, "message").contains("it is not a Tessera session file"),
                 qPrintable(noticeField(notices, "message")));
        QSignalSpy changed(&notices, &StorageNotices::noticesChanged);

        translations.apply(QStringLiteral("cs"));
        QVERIFY(!changed.isEmpty());
        QCOMPARE(notices.count(), 1);
        const QString message = noticeField(notices, "message");
        QVERIFY2(message.contains(QStringLiteral("nejde o soubor relace Tessery")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("byl uschován jako")), qPrintable(message));
        QCOMPARE(noticeField(notices, "stillWorks"),
                 QStringLiteral("Vše ostatní funguje jako obvykle."));
    }

    // A save that failed (the data folder cannot be made: a file is in its place): the notice,
    // with the path and the system's reason, is said again in the new language.
    void aSaveFailureFollowsASwitch()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("en"));
        QTemporaryDir dir;
        const QString blocker = dir.filePath("blocker");
        QVERIFY(writeAll(blocker, "a file where the data folder should be"));
        StorageNotices notices;
        ProgressStore progress(blocker + QStringLiteral("/data/progress.json"));
        notices.watch(&progress);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("Cannot save"));
        FifteenRecords records(blocker + QStringLiteral("/data/fifteen-records.json"));
        notices.watch(&records);
        QVERIFY(progress.record(QStringLiteral("level-a"), 3, 1, QStringLiteral("rrR")).accepted);
        QVERIFY(records.recordSolved(4, 4, 50, 1000));
        QCOMPARE(notices.count(), 2);
        const auto message = [&notices](int index) {
            return notices.notices().value(index).toMap().value("message").toString();
        };
        for (int i = 0; i < 2; ++i) {
            QVERIFY2(message(i).startsWith("Cannot save "), qPrintable(message(i)));
            QVERIFY2(message(i).contains("cannot be created"), qPrintable(message(i)));
            QVERIFY2(message(i).contains("is a file, not a folder"), qPrintable(message(i)));
        }
        QSignalSpy changed(&notices, &StorageNotices::noticesChanged);

        translations.apply(QStringLiteral("cs"));
        QVERIFY(!changed.isEmpty());
        QCOMPARE(notices.count(), 2);
        for (int i = 0; i < 2; ++i) {
            QVERIFY2(message(i).contains(QStringLiteral("nelze uložit: složku")),
                     qPrintable(message(i)));
            QVERIFY2(message(i).contains(QStringLiteral("je soubor, ne složka")),
                     qPrintable(message(i)));
            QVERIFY2(message(i).contains(QDir::toNativeSeparators(blocker)),
                     qPrintable(message(i)));
            QVERIFY2(!message(i).contains("Cannot save"), qPrintable(message(i)));
        }
        QVERIFY2(progress.lastSaveError().contains(QStringLiteral("nelze vytvořit")),
                 qPrintable(progress.lastSaveError()));
    }

    // Each service's load error is worded when asked for.
    void loadErrorsFollowASwitch()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("en"));
        // The scores and the records warn on the console too.
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("2048 scores"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("Fifteen records"));
        Game2048Scores scores(foreignStateFile());
        FifteenRecords records(foreignStateFile());
        ProgressStore progress(JsonStateFile::inMemory(
            QByteArray(R"({"format":"tessera-progress","version":99,"levels":{}})")));
        RecentFiles recent(foreignStateFile());
        QVERIFY2(scores.loadError().contains("2048 scores"), qPrintable(scores.loadError()));
        QVERIFY2(records.loadError().contains("Fifteen records"), qPrintable(records.loadError()));
        QVERIFY2(progress.loadError().contains("newer Tessera"), qPrintable(progress.loadError()));
        QVERIFY2(recent.loadError().contains("recent files"), qPrintable(recent.loadError()));

        translations.apply(QStringLiteral("bg"));
        QVERIFY2(scores.loadError().contains(
                     QStringLiteral("това не е файл с резултати от 2048 на Tessera")),
                 qPrintable(scores.loadError()));
        translations.apply(QStringLiteral("pl"));
        QVERIFY2(records.loadError().contains(
                     QStringLiteral("to nie jest plik rekordów Piętnastki Tessery")),
                 qPrintable(records.loadError()));
        QVERIFY2(progress.loadError().contains(QStringLiteral("przez nowszą wersję Tessery")),
                 qPrintable(progress.loadError()));
        translations.apply(QStringLiteral("cs"));
        QVERIFY2(recent.loadError().contains(QStringLiteral("nejde o seznam nedávných souborů")),
                 qPrintable(recent.loadError()));
    }

    // A level file that cannot be read: a folder, a file that is not there.
    void anUnreadableLevelFileFollowsASwitch()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("en"));
        QTemporaryDir dir;
        const LibraryCollection folder =
            LibraryCollection::fromFile(dir.path(), CollectionKind::File, dir.path());
        const LibraryCollection missing = LibraryCollection::fromFile(
            dir.filePath("nothere.xsb"), CollectionKind::File, dir.filePath("nothere.xsb"));
        QCOMPARE(folder.readErrorMessages(), QStringList{"cannot read it: it is a folder"});
        QCOMPARE(missing.readErrorMessages(), QStringList{"cannot open it: no such file"});

        translations.apply(QStringLiteral("cs"));
        QCOMPARE(folder.readErrorMessages(), QStringList{"nelze číst: je to složka"});
        const QString czech = missing.readErrorMessages().join('\n');
        QVERIFY2(!czech.contains("cannot") && !czech.contains("no such"), qPrintable(czech));
        // tessera-cli says the same in English, from core's message.
        QCOMPARE(missing.readErrors().at(0).message, std::string("cannot open it: no such file"));
    }

    // A level without a title is "Level N" in the player's language, on the card and in play.
    void aLevelWithoutATitleFollowsASwitch()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("en"));
        SokobanSession session;
        QVERIFY(session.openPastedText(QStringLiteral("#####\n#@$.#\n#####\n")));
        QCOMPARE(session.levelTitle(), QStringLiteral("Level 1"));
        QSignalSpy titleChanged(&session, &SokobanSession::levelTitleChanged);

        translations.apply(QStringLiteral("cs"));
        QVERIFY(!titleChanged.isEmpty());
        QCOMPARE(session.levelTitle(), QStringLiteral("Bludiště 1"));
        translations.apply(QStringLiteral("pl"));
        QCOMPARE(session.levelTitle(), QStringLiteral("Poziom 1"));
    }

    // The names the app gives collections, in the level browser and in play.
    void collectionNamesFollowASwitch()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("en"));
        QTemporaryDir dir;
        LevelLibrary library(dir.filePath("my-levels.xsb"), dir.filePath("recent.json"));
        const auto pasted = library.openText(QStringLiteral("#####\n#@$.#\n#####\n"));
        QVERIFY(pasted);
        LevelCollectionsModel model;
        model.setLibrary(&library);
        const auto names = [&model] {
            QStringList out;
            for (int i = 0; i < model.rowCount(); ++i)
                out << model.data(model.index(i), LevelCollectionsModel::NameRole).toString();
            return out;
        };
        QVERIFY2(names().contains("My levels"), qPrintable(names().join(", ")));
        QCOMPARE(pasted->name(), QStringLiteral("Pasted level 1"));
        SokobanSession session;
        session.setLibrary(&library);
        QVERIFY(session.openCollection(QStringLiteral("bundled:tutorial")));
        QCOMPARE(session.collectionName(), QStringLiteral("Tutorial"));
        QSignalSpy rowsChanged(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy titleChanged(&session, &SokobanSession::levelTitleChanged);

        translations.apply(QStringLiteral("cs"));
        QVERIFY(!rowsChanged.isEmpty());
        QVERIFY2(names().contains(QStringLiteral("Moje bludiště")), qPrintable(names().join(", ")));
        QVERIFY2(names().contains(QStringLiteral("Vložené bludiště 1")),
                 qPrintable(names().join(", ")));
        QVERIFY2(names().contains(QStringLiteral("Výuka")), qPrintable(names().join(", ")));
        QCOMPARE(library.collection(pasted->id())->name(), QStringLiteral("Vložené bludiště 1"));
        QVERIFY(!titleChanged.isEmpty());
        QCOMPARE(session.collectionName(), QStringLiteral("Výuka"));
    }

    // A pasted collection whose file cannot be deleted (a folder stands in its place): a storage
    // notice, said again in the new language like every other failed write.
    void aPastedCollectionThatCannotBeRemovedFollowsASwitch()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("en"));
        QTemporaryDir dir;
        LevelLibrary library(dir.filePath("my-levels.xsb"), dir.filePath("recent.json"));
        StorageNotices notices;
        notices.watch(&library);
        const auto pasted = library.openText(QStringLiteral("#####\n#@$.#\n#####\n"));
        QVERIFY(pasted);
        const QString path = pasted->sourcePath();
        QVERIFY(QFile::remove(path));
        QVERIFY(QDir().mkpath(path + QStringLiteral("/inside")));

        QVERIFY(library.removePasted(pasted->id()));
        QCOMPARE(notices.count(), 1);
        QVERIFY2(noticeField(notices, "message").contains("could not be removed"),
                 qPrintable(noticeField(notices, "message")));
        QSignalSpy changed(&notices, &StorageNotices::noticesChanged);

        translations.apply(QStringLiteral("cs"));
        QVERIFY(!changed.isEmpty());
        QCOMPARE(notices.count(), 1);
        const QString message = noticeField(notices, "message");
        QVERIFY2(message.contains(QStringLiteral("nešlo odebrat")), qPrintable(message));
        QVERIFY2(message.contains(QDir::toNativeSeparators(path)), qPrintable(message));
    }

    // The level editor: the error shown, the level's problems, where the level comes from.
    void theEditorsTextsFollowASwitch()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("en"));
        QTemporaryDir dir;
        LevelLibrary library(dir.filePath("my-levels.xsb"), dir.filePath("recent.json"));
        LevelEditorSession editor;
        editor.setLibrary(&library);
        QVERIFY(editor.newLevel(5, 5));
        const QStringList englishProblems = editor.problems();
        QVERIFY2(englishProblems.join(' ').contains("No player"),
                 qPrintable(englishProblems.join(' ')));
        QVERIFY(!editor.openFile(dir.path()));
        QVERIFY2(editor.lastError().contains("it is a folder"), qPrintable(editor.lastError()));
        QSignalSpy errorChanged(&editor, &LevelEditorSession::lastErrorChanged);
        QSignalSpy levelChanged(&editor, &LevelEditorSession::levelChanged);

        translations.apply(QStringLiteral("cs"));
        QVERIFY(!errorChanged.isEmpty());
        QVERIFY2(editor.lastError().contains(QStringLiteral("nelze číst: je to složka")),
                 qPrintable(editor.lastError()));
        QVERIFY(!levelChanged.isEmpty());
        const QString problems = editor.problems().join(' ');
        QVERIFY2(problems.contains(QStringLiteral("Chybí hráč")), qPrintable(problems));

        // A level of a read-only collection is edited as a copy of it, named so.
        translations.apply(QStringLiteral("en"));
        QVERIFY(editor.openLevel(QStringLiteral("bundled:microban"), 0));
        QCOMPARE(editor.sourceName(), QStringLiteral("Copy of Microban, level 1"));
        QSignalSpy sourceChanged(&editor, &LevelEditorSession::sourceChanged);
        translations.apply(QStringLiteral("pl"));
        QVERIFY(!sourceChanged.isEmpty());
        QVERIFY2(editor.sourceName().startsWith(QStringLiteral("Kopia Microban")),
                 qPrintable(editor.sourceName()));
        QVERIFY2(!editor.sourceName().contains("level"), qPrintable(editor.sourceName()));
    }

    // A failed Save As: the editor's reason follows a switch, like its other texts.
    void theEditorsSaveErrorFollowsASwitch()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("en"));
        QTemporaryDir dir;
        LevelLibrary library(dir.filePath("my-levels.xsb"), dir.filePath("recent.json"));
        LevelEditorSession editor;
        editor.setLibrary(&library);
        QVERIFY(editor.pasteText(QStringLiteral("#####\n#@$.#\n#####\n")));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.xsb")));
        QVERIFY(!editor.saveAs(dir.filePath("folder.xsb")));
        QVERIFY2(editor.lastError().startsWith(QStringLiteral("The level was not saved: ")) &&
                     editor.lastError().endsWith(QStringLiteral(" is a folder.")),
                 qPrintable(editor.lastError()));
        QSignalSpy errorChanged(&editor, &LevelEditorSession::lastErrorChanged);

        translations.apply(QStringLiteral("cs"));
        QVERIFY(!errorChanged.isEmpty());
        QVERIFY2(editor.lastError().startsWith(QStringLiteral("Bludiště nebylo uloženo: ")) &&
                     editor.lastError().endsWith(QStringLiteral(" je složka.")),
                 qPrintable(editor.lastError()));
        QVERIFY(editor.lastError().contains(QStringLiteral("folder.xsb")));
    }

    // A pasted text that is not a solution: core's reason, said in Czech (tessera-cli keeps
    // core's English).
    void aPastedNonSolutionIsExplainedInCzech()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("cs"));
        const auto game =
            sokoban::Game::fromLevel(sokoban::readXsb("#####\n#@$.#\n#####\n").levels.at(0).level);
        QVERIFY(game);
        const QString badLetter = fitSolution(*game, QStringLiteral("rrx")).problem;
        QVERIFY2(badLetter.startsWith(QStringLiteral("Nejde o řešení: znak 3: „x“ není tah")),
                 qPrintable(badLetter));
        const QString unclosed = fitSolution(*game, QStringLiteral("2(rl")).problem;
        QVERIFY2(unclosed.contains(QStringLiteral("znak 2: „(“ není nikde uzavřena")),
                 qPrintable(unclosed));
        for (const QString &text : {badLetter, unclosed})
            QVERIFY2(!text.contains("character") && !text.contains("move"), qPrintable(text));
    }

    // A level saved into a file that turns out not to be a level file: why, in Czech.
    void savingIntoABinaryFileIsExplainedInCzech()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("cs"));
        QTemporaryDir dir;
        const QString path = dir.filePath("binary.xsb");
        QVERIFY(writeAll(path, QByteArray("#####\n#@$.#\0\n#####\n", 20)));
        LevelLibrary library(dir.filePath("my-levels.xsb"), dir.filePath("recent.json"));
        const auto result = library.appendToFile(
            path, sokoban::readXsb("#####\n#@$.#\n#####\n").levels.at(0).level);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().contains(
                     QStringLiteral("(bajt NUL: jsou to binární data, ne soubor s bludišti)")),
                 qPrintable(result.error()));
    }
};

QTEST_MAIN(TestAppTranslationsSwitch)
#include "tst_app_translations_switch.moc"
