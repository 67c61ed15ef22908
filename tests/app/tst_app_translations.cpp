// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "AppSettings.h"
#include "AppTranslations.h"
#include "FifteenSession.h"
#include "FifteenTables.h"
#include "Game2048Session.h"
#include "LibraryCollection.h"
#include "ResumeState.h"
#include "SokobanSession.h"
#include "SokobanSolverRunner.h"
#include "TutorialLessons.h"
#include "sokoban/XsbReader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFontDatabase>
#include <QGlyphRun>
#include <QGuiApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QRawFont>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextLayout>
#include <QtTest>
#include <memory>

using namespace tessera;

namespace {

// A count as the status line and the level cards say it, in the language installed.
QString counted(const char *context, const char *text, int n, const char *comment = "")
{
    return QCoreApplication::translate(context, text, comment, n);
}

// A search far longer than a test waits: plain A* on Microban 153 (as the solver's own test).
sokoban::Level microban153()
{
    const sokoban::LevelCollection read =
        sokoban::readXsbFile(std::string(TESSERA_SOURCE_DIR) + "/resources/levels/microban.xsb");
    return read.levels.at(152).level;
}

// A saved Fifteen game whose start board (line 3) has 'x' in row 2, column 2.
QString fifteenSaveWithBadBoard()
{
    return QStringLiteral("tessera-fifteen-game 1\nsize 3x3\nstart 1 2 3/4 x 6/7 8 0\n"
                          "board 1 2 3/4 5 6/7 8 0\nmoves 0\nelapsed-ms 0\nhistory \nredo \n");
}

// Starts `session` from the damaged game `resume` keeps for it (so with a notice).
void startFromDamagedSave(GameSession &session, ResumeState &resume)
{
    session.setResumeState(&resume);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("could not be restored"));
    session.start();
}

// The family that draws the Chinese of Tessera's own screens: the built-in cut of Noto Sans CJK
// SC where the build made one (scripts/subset-cjk-font.py), else the system's.
QString screensChineseFamily()
{
#ifdef TESSERA_HAVE_SCREENS_CJK_FONT
    return AppTranslations::screensCjkFamily();
#else
    return AppTranslations::cjkFamily();
#endif
}

// Every character of the Chinese translation's texts (the .ts file the build cut the font for).
QString chineseTranslationText()
{
    QFile ts(QStringLiteral(TESSERA_SOURCE_DIR "/resources/translations/tessera_zh_CN.ts"));
    if (!ts.open(QIODevice::ReadOnly))
        return {};
    const QString source = QString::fromUtf8(ts.readAll());
    static const QRegularExpression texts(
        QStringLiteral("<(?:translation|numerusform)[^>]*>(.*?)</"),
        QRegularExpression::DotMatchesEverythingOption);
    QString text;
    for (const QRegularExpressionMatch &match : texts.globalMatch(source))
        text += match.captured(1);
    return text;
}

// Whether a font file whose name contains `name` is mapped into this process.
bool fontFileMapped(const char *name)
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly | QIODevice::Text) && maps.readAll().contains(name);
}

} // namespace

// The languages as a player meets them: each is built into the app, a switch takes effect at
// once (in C++ and in QML bindings already shown), and the choice is kept.
class TestAppTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init() { QSettings().clear(); }

    // First of all (before any test lays out a character the cut lacks): Chinese screens need
    // no system CJK font file (issue #38: about 8 MB of its pages at start). Every character of
    // the translation is in the built-in cut, in both weights, and the cut's glyphs are drawn.
    void chineseScreensReadOnlyTheBuiltInFont()
    {
#ifndef TESSERA_HAVE_SCREENS_CJK_FONT
        QSKIP("built without the Chinese cut (fonts-noto-cjk or python3-fonttools missing)");
#else
        AppTranslations translations;
        translations.apply(QStringLiteral("zh_CN"));
        const QString text = chineseTranslationText();
        QVERIFY(text.size() > 1000);
        // Every text of the translation laid out in the app's font, bold too: the Chinese in the
        // cut's own weight, with real glyphs (glyph 0 is the "missing" box).
        QFont font = QGuiApplication::font();
        for (const bool bold : {false, true}) {
            font.setBold(bold);
            QTextLayout layout(text, font);
            layout.beginLayout();
            while (layout.createLine().isValid()) {
            }
            layout.endLayout();
            int cutRuns = 0;
            for (const QGlyphRun &run : layout.glyphRuns()) {
                const QRawFont raw = run.rawFont();
                QVERIFY2(raw.familyName() != AppTranslations::cjkFamily(),
                         qPrintable(raw.familyName()));
                if (raw.familyName() != AppTranslations::screensCjkFamily())
                    continue;
                ++cutRuns;
                QCOMPARE(raw.weight() >= QFont::Bold, bold);
                for (const quint32 glyph : run.glyphIndexes())
                    QVERIFY(glyph != 0);
            }
            QVERIFY(cutRuns > 0);
        }
        QVERIFY2(!fontFileMapped("NotoSansCJK"), "a system CJK font file was read");

        // A character Tessera's texts lack (a level's title, a name typed in) still gets a real
        // glyph: from the system's family, read now.
        if (!QFontDatabase::families().contains(AppTranslations::cjkFamily()))
            return;
        QTextLayout rare(QStringLiteral("龘"), QGuiApplication::font());
        rare.beginLayout();
        rare.createLine();
        rare.endLayout();
        const QList<QGlyphRun> runs = rare.glyphRuns();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().rawFont().familyName(), AppTranslations::cjkFamily());
        QVERIFY(runs.first().glyphIndexes().value(0) != 0);
        QVERIFY(fontFileMapped("NotoSansCJK"));
#endif
    }

    void everyLanguageIsBuiltIn_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString &code : AppSettings::languageCodes()) {
            if (code != QLatin1String("en"))
                QTest::newRow(qPrintable(code)) << code;
        }
    }
    void everyLanguageIsBuiltIn()
    {
        QFETCH(QString, code);
        QVERIFY2(QFile::exists(QStringLiteral(":/i18n/tessera_%1.qm").arg(code)), qPrintable(code));
        AppTranslations translations;
        translations.apply(code);
        QCOMPARE(translations.current(), code);
        // A message every screen shows, in the language chosen rather than in English.
        const QString about = QCoreApplication::translate("AboutDialog", "About Tessera");
        QVERIFY2(about != QLatin1String("About Tessera"), qPrintable(code + ": " + about));
        // The help page and the controller mapping read the action table's rows (C++).
        const QString slide = QCoreApplication::translate("ActionTable", "Slide the tiles left");
        QVERIFY2(slide != QLatin1String("Slide the tiles left"), qPrintable(code + ": " + slide));
    }

    void englishTakesTheOthersAway()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("pl"));
        QVERIFY(QCoreApplication::translate("AboutDialog", "About Tessera") !=
                QLatin1String("About Tessera"));
        translations.apply(QStringLiteral("en"));
        QCOMPARE(translations.current(), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("AboutDialog", "About Tessera"),
                 QStringLiteral("About Tessera"));
    }

    void aLanguageTesseraLacksIsEnglish()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("xx"));
        QCOMPARE(translations.current(), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("AboutDialog", "About Tessera"),
                 QStringLiteral("About Tessera"));
    }

    void qmlTextFollowsASwitchAtOnce()
    {
        QQmlEngine engine;
        AppTranslations translations;
        translations.setEngine(&engine);
        QQmlComponent component(&engine);
        // qsTr's context is the file's base name: the About box's own.
        component.setData("import QtQuick\nItem { property string title: qsTr(\"About Tessera\") }",
                          QUrl(QStringLiteral("file:///AboutDialog.qml")));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        QCOMPARE(object->property("title").toString(), QStringLiteral("About Tessera"));
        translations.apply(QStringLiteral("cs"));
        const QString czech = object->property("title").toString();
        QVERIFY2(czech != QLatin1String("About Tessera"), qPrintable(czech));
        translations.apply(QStringLiteral("en"));
        QCOMPARE(object->property("title").toString(), QStringLiteral("About Tessera"));
    }

    void englishSaysOnePushAndTwoPushes()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("en"));
        QCOMPARE(counted("LevelCard", "%n pushes", 1), QStringLiteral("1 push"));
        QCOMPARE(counted("LevelCard", "%n pushes", 2), QStringLiteral("2 pushes"));
        QCOMPARE(counted("SolvedOverlay", "%n moves", 1), QStringLiteral("1 move"));
        // The status line's word under the count.
        QCOMPARE(counted("SokobanStatusBar", "pushes", 1, "the word under the count"),
                 QStringLiteral("push"));
        QCOMPARE(counted("SokobanStatusBar", "pushes", 2, "the word under the count"),
                 QStringLiteral("pushes"));
        QCOMPARE(counted("tessera::SokobanAssistant", "Solved in %n pushes from here", 1),
                 QStringLiteral("Solved in 1 push from here"));
        // The last push, or the last slide, says that it solves the puzzle.
        QCOMPARE(
            counted("tessera::SokobanAssistant", "Push the marked box %1 (%n pushes to go).", 1),
            QStringLiteral("Push the marked box %1: that solves it."));
        QCOMPARE(counted("FifteenScreen", "Hint: slide %1 %2 (%n moves to go at best).", 1),
                 QStringLiteral("Hint: slide %1 %2, and it is solved."));
        QCOMPARE(counted("FifteenScreen", "Hint: slide %1 %2 (%n moves to go at best).", 3),
                 QStringLiteral("Hint: slide %1 %2 (3 moves to go at best)."));
    }

    void czechAndPolishHaveThreeForms_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QStringList>("moves"); // 1, 2, 5
        QTest::addColumn<QStringList>("words"); // the status line's word under 1, 2, 5
        QTest::newRow("cs") << QStringLiteral("cs") << QStringList{"1 tah", "2 tahy", "5 tahů"}
                            << QStringList{"posun", "posuny", "posunů"};
        QTest::newRow("pl") << QStringLiteral("pl") << QStringList{"1 ruch", "2 ruchy", "5 ruchów"}
                            << QStringList{"pchnięcie", "pchnięcia", "pchnięć"};
        QTest::newRow("bg") << QStringLiteral("bg") << QStringList{"1 ход", "2 хода", "5 хода"}
                            << QStringList{"бутане", "бутания", "бутания"};
    }
    void czechAndPolishHaveThreeForms()
    {
        QFETCH(QString, code);
        QFETCH(QStringList, moves);
        QFETCH(QStringList, words);
        AppTranslations translations;
        translations.apply(code);
        const int counts[] = {1, 2, 5};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(counted("LevelCard", "%n moves", counts[i]), moves[i]);
            QCOMPARE(counted("SokobanStatusBar", "pushes", counts[i], "the word under the count"),
                     words[i]);
        }
    }

    void qmlCountsFollowTheNumberAndTheLanguage()
    {
        QQmlEngine engine;
        AppTranslations translations;
        translations.setEngine(&engine);
        translations.apply(QStringLiteral("en"));
        QQmlComponent component(&engine);
        component.setData("import QtQuick\nItem { property int n: 1\n"
                          "property string text: qsTr(\"%n pushes\", \"\", n) }",
                          QUrl(QStringLiteral("file:///SokobanStatusBar.qml")));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        QCOMPARE(object->property("text").toString(), QStringLiteral("1 push"));
        translations.apply(QStringLiteral("cs"));
        QCOMPARE(object->property("text").toString(), QStringLiteral("1 posun"));
        object->setProperty("n", 3);
        QCOMPARE(object->property("text").toString(), QStringLiteral("3 posuny"));
        object->setProperty("n", 12);
        QCOMPARE(object->property("text").toString(), QStringLiteral("12 posunů"));
        translations.apply(QStringLiteral("pl"));
        object->setProperty("n", 22);
        QCOMPARE(object->property("text").toString(), QStringLiteral("22 pchnięcia"));
    }

    void aMalformedLevelIsExplainedInCzech()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("cs"));
        // Level 1: two boxes, one goal. Level 2: a row with a letter that is not board syntax.
        const LibraryCollection file = LibraryCollection::fromText(
            "#######\n#@$ $.#\n#######\nTitle: Two boxes\n\n"
            "#####\n#@$.#\n#@x.#\n#####\n",
            CollectionKind::File, QStringLiteral("test"), QStringLiteral("test"), QString());
        QCOMPARE(file.count(), 2);
        const QString twoBoxes = file.level(0)->problemMessages().join(QLatin1Char('\n'));
        QVERIFY2(twoBoxes.contains(QStringLiteral("bludiště 1 „Two boxes“, řádek 1: ")),
                 qPrintable(twoBoxes));
        QVERIFY2(twoBoxes.contains(
                     QStringLiteral("počet kamenů a plošinek nesouhlasí: 2 kameny, 1 plošinka")),
                 qPrintable(twoBoxes));
        QStringList all = file.readErrorMessages();
        all += file.level(1)->problemMessages();
        const QString badRow = all.join(QLatin1Char('\n'));
        QVERIFY2(badRow.contains(QStringLiteral("„x“ ve sloupci 3 do zápisu bludiště nepatří")),
                 qPrintable(badRow));
        QVERIFY2(!badRow.contains(QStringLiteral("column")), qPrintable(badRow));
    }

    void theSolversReasonsAreCzech()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("cs"));
        SokobanSolverRunner runner;
        QSignalSpy finished(&runner, &SokobanSolverRunner::finished);
        // More boxes than goals: core says why with numbers, the app words it.
        runner.start(sokoban::readXsb("#######\n#@$ $.#\n#######\n").levels.at(0).level);
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.status(), SokobanSolverRunner::Unsolvable);
        QCOMPARE(runner.reasonText(),
                 QStringLiteral("kamenů je víc než plošinek: 2 kameny, ale jen 1 plošinka"));
        // Not decided within the time limit, with the limit in Czech number format.
        sokoban::SolverOptions slow;
        slow.heuristicWeights = {1};
        slow.featureSearchWeight = 0;
        slow.backwardSearches.clear();
        runner.setOptions(slow);
        runner.setTimeLimit(0.2);
        runner.start(microban153());
        QVERIFY(finished.wait(20000));
        QCOMPARE(runner.status(), SokobanSolverRunner::TimedOut);
        QCOMPARE(runner.reasonText(), QStringLiteral("Nerozhodnuto do 0,2 s"));
    }

    void aPastedFifteenBoardIsExplainedInPolish()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("pl"));
        FifteenSession session;
        // A word that is not a number, named by its row and column and quoted as written.
        const QString notNumber = session.startFromText(QStringLiteral("1 2 3/4 x 6/7 8 0"));
        QCOMPARE(notNumber,
                 QStringLiteral("Układ jest nieprawidłowy: wiersz 2, kolumna 2: „x” nie jest "
                                "liczbą."));
        // A repeated tile and the missing gap: both places of the repeat, and the gap explained.
        const QString repeated = session.startFromText(QStringLiteral("1 1 3/4 5 6/7 8 2"));
        QVERIFY2(repeated.contains(QStringLiteral(
                     "1 występuje dwa razy (wiersz 1, kolumna 1 oraz wiersz 1, kolumna 2); "
                     "brakuje 0 (0 to puste pole: plansza go nie ma)")),
                 qPrintable(repeated));
        // Rows of different lengths, each length with its own plural form.
        const QString ragged = session.startFromText(QStringLiteral("1 2 3/4 5/6 7 0"));
        QVERIFY2(ragged.contains(QStringLiteral("wiersz 2 ma 2 pola, a wiersz 1 ma 3 pola")),
                 qPrintable(ragged));
        for (const QString &text : {notNumber, repeated, ragged})
            QVERIFY2(!text.contains(QStringLiteral("row")), qPrintable(text));
    }

    void aPasted2048BoardIsExplainedInCzech()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("cs"));
        Game2048Session session;
        const QString notTile =
            session.startFromText(QStringLiteral("2 3 0 0/0 0 0 0/0 0 0 0/0 0 0 0"), 1, 0);
        QVERIFY2(notTile.contains(QStringLiteral("řádek 1, políčko 2: „3“ není kostka: kostky jsou "
                                                 "mocniny dvou od 2 do 1073741824")),
                 qPrintable(notTile));
        // One row: the singular form, then the allowed range.
        const QString oneRow = session.startFromText(QStringLiteral("2 2 0 0"), 1, 0);
        QVERIFY2(oneRow.contains(QStringLiteral("deska má 1 řádek; deska má 2 až 8 řádků")),
                 qPrintable(oneRow));
        const QString ragged =
            session.startFromText(QStringLiteral("2 2 0 0/0 4 4/0 0 0 0/0 0 0 0"), 1, 0);
        QVERIFY2(ragged.contains(QStringLiteral("řádek 2 má 3 políčka, ale řádek 1 má 4 políčka")),
                 qPrintable(ragged));
        for (const QString &text : {notTile, oneRow, ragged})
            QVERIFY2(!text.contains(QStringLiteral("row")), qPrintable(text));
    }

    // A saved game that cannot be restored is explained in the player's language: a damaged
    // board inside it by what is wrong with the board (as when pasted) and the line it is on.
    void aDamagedSavedFifteenGameIsExplainedInPolish()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("pl"));
        ResumeState resume;
        resume.setGameState(FifteenSession::stateKey(), fifteenSaveWithBadBoard());
        FifteenSession session;
        startFromDamagedSave(session, resume);
        const QString board = session.notice();
        QVERIFY2(board.contains(QStringLiteral("wiersz 2, kolumna 2: „x” nie jest liczbą")),
                 qPrintable(board));
        QVERIFY2(board.contains(QStringLiteral("linia 3 zapisanej gry")), qPrintable(board));
        // Anything else wrong with the file: damaged, in Polish too.
        resume.setGameState(FifteenSession::stateKey(),
                            QStringLiteral("tessera-fifteen-game 1\nsize 3x3\nnonsense\n"));
        startFromDamagedSave(session, resume);
        const QString damaged = session.notice();
        QVERIFY2(damaged.contains(QStringLiteral("zapisana gra jest uszkodzona")),
                 qPrintable(damaged));
        for (const QString &text : {board, damaged}) {
            for (const char *english : {"line", "row", "saved", "unknown"})
                QVERIFY2(!text.contains(QLatin1String(english)), qPrintable(text));
        }
    }

    // A damaged tables file is named so in Polish (tessera-cli keeps the reader's English).
    void damagedSolverTablesAreExplainedInPolish()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("pl"));
        QTemporaryDir dir;
        const FifteenTableCache cache(*fifteen::PatternPartition::standard(3, 4), dir.path());
        QFile file(cache.filePath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("these are not the tables you are looking for\n");
        file.close();
        FifteenTables tables(cache);
        QSignalSpy ready(&tables, &FifteenTables::tablesReady);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression("refused and rebuilt"));
        tables.prepare();
        QVERIFY(ready.wait(60000));
        QVERIFY2(tables.notice().contains(
                     QStringLiteral("plik jest uszkodzony lub zawiera tabele z innej wersji")),
                 qPrintable(tables.notice()));
        QVERIFY2(!tables.notice().contains(QStringLiteral("signature")),
                 qPrintable(tables.notice()));
        // Switched while shown: said again in Czech.
        translations.apply(QStringLiteral("cs"));
        QVERIFY2(tables.notice().contains(
                     QStringLiteral("soubor je poškozený nebo obsahuje tabulky jiné verze")),
                 qPrintable(tables.notice()));
    }

    void aDamagedSaved2048GameIsExplainedInCzech()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("cs"));
        ResumeState resume;
        const auto saved = [](const QString &game) {
            return QStringLiteral("{\"format\":\"tessera-2048-app\",\"version\":1,\"game\":\"%1\"}")
                .arg(game);
        };
        resume.setGameState(Game2048Session::stateKey(),
                            saved(QStringLiteral("tessera-2048 1\\nboard 2 3 0 0/0 0 0 0/0 0 0 "
                                                 "0/0 0 0 0\\n")));
        Game2048Session session;
        startFromDamagedSave(session, resume);
        const QString board = session.notice();
        QVERIFY2(board.contains(QStringLiteral("řádek 1, políčko 2: „3“ není kostka")),
                 qPrintable(board));
        resume.setGameState(Game2048Session::stateKey(), saved(QStringLiteral("tessera-2048 1")));
        startFromDamagedSave(session, resume);
        const QString damaged = session.notice();
        QVERIFY2(damaged.contains(QStringLiteral("uložená hra je poškozená")), qPrintable(damaged));
        for (const QString &text : {board, damaged}) {
            for (const char *english : {"line", "row", "saved", "missing"})
                QVERIFY2(!text.contains(QLatin1String(english)), qPrintable(text));
        }
    }

    // What is wrong with a level, or with a saved game, is worded from its kind when shown: a
    // switch of language made while it is on screen rewords it (and tells QML so).
    void shownErrorsFollowASwitchOfLanguage()
    {
        AppTranslations translations;
        translations.apply(QStringLiteral("en"));
        SokobanSession level;
        QVERIFY(level.openPastedText(QStringLiteral("#######\n#@$ $.#\n#######\n")));
        const QString english = level.errorText();
        QVERIFY2(english.contains(QStringLiteral("2 boxes")), qPrintable(english));
        QSignalSpy levelSpy(&level, &SokobanSession::errorTextChanged);

        ResumeState resume;
        resume.setGameState(FifteenSession::stateKey(), fifteenSaveWithBadBoard());
        FifteenSession fifteen;
        startFromDamagedSave(fifteen, resume);
        QVERIFY2(fifteen.notice().contains(QStringLiteral("row 2, column 2: 'x' is not a number")),
                 qPrintable(fifteen.notice()));
        QSignalSpy noticeSpy(&fifteen, &FifteenSession::noticeChanged);

        translations.apply(QStringLiteral("cs"));
        QVERIFY(!levelSpy.isEmpty());
        const QString czech = level.errorText();
        QVERIFY2(czech.contains(QStringLiteral("2 kameny, 1 plošinka")), qPrintable(czech));
        QVERIFY(!noticeSpy.isEmpty());
        const QString notice = fifteen.notice();
        QVERIFY2(notice.contains(QStringLiteral("Vaši rozehranou hru nešlo obnovit")),
                 qPrintable(notice));
        QVERIFY2(notice.contains(QStringLiteral("řádek 2, sloupec 2: „x“ není číslo")),
                 qPrintable(notice));
        // A notice the player dismissed stays away.
        fifteen.dismissNotice();
        translations.apply(QStringLiteral("pl"));
        QVERIFY(fifteen.notice().isEmpty());
    }

    void theTutorialSpeaksEveryLanguage_data() { everyLanguageIsBuiltIn_data(); }
    void theTutorialSpeaksEveryLanguage()
    {
        QFETCH(QString, code);
        // The lessons marked for translation are the file's own words, every one of them.
        QFile file(QStringLiteral(":/levels/tutorial.xsb"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString xsb = QString::fromUtf8(file.readAll());
        const QRegularExpression line(QStringLiteral("^(?:Title|Comment): (.*)$"),
                                      QRegularExpression::MultilineOption);
        QStringList inFile;
        for (auto it = line.globalMatch(xsb); it.hasNext();)
            inFile << it.next().captured(1).trimmed();
        QCOMPARE(TutorialLessons::sourceTexts(), inFile);

        AppTranslations translations;
        translations.apply(code);
        for (const QString &english : inFile) {
            const QString shown =
                QCoreApplication::translate(TutorialLessons::context, english.toUtf8().constData());
            QVERIFY2(!shown.isEmpty() && shown != english, qPrintable(code + ": " + english));
        }
        // As the lesson box shows it, following a switch at once.
        QQmlEngine engine;
        translations.setEngine(&engine);
        QQmlComponent component(&engine);
        component.setData("import QtQuick\nItem { property string lesson\n"
                          "property string text: qsTranslate(\"TutorialLessons\", lesson) }",
                          QUrl(QStringLiteral("file:///SokobanScreen.qml")));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        object->setProperty("lesson", inFile.at(1));
        QCOMPARE(object->property("text").toString(),
                 QCoreApplication::translate(TutorialLessons::context,
                                             inFile.at(1).toUtf8().constData()));
        translations.apply(QStringLiteral("en"));
        QCOMPARE(object->property("text").toString(), inFile.at(1));
    }

    void theAboutBoxCreditsEachTranslation_data() { everyLanguageIsBuiltIn_data(); }
    void theAboutBoxCreditsEachTranslation()
    {
        QFETCH(QString, code);
        const char *comment =
            "This translation's credit in the About box: who translated it. Not shown in English.";
        AppTranslations translations;
        translations.apply(code);
        const QString credit =
            QCoreApplication::translate("AboutDialog", "translator-credits", comment);
        QVERIFY2(credit != QLatin1String("translator-credits"), qPrintable(code));
        translations.apply(QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("AboutDialog", "translator-credits", comment),
                 QStringLiteral("translator-credits"));
    }

    // Latin text in Chinese keeps the Latin face, its curly quotes included (the CJK face draws
    // them full width); the Chinese characters take Noto Sans CJK.
    void latinTextInChineseKeepsTheLatinFace()
    {
        if (!QFontDatabase::families().contains(AppTranslations::cjkFamily()))
            QSKIP("Noto Sans CJK SC (fonts-noto-cjk) is not installed");
        AppTranslations::useFontForEveryScript();
        const QFont font = QGuiApplication::font();
        const QString latin = font.families().value(0);
        QVERIFY2(latin != AppTranslations::cjkFamily(), qPrintable(latin));
        QCOMPARE(font.families().constLast(), AppTranslations::cjkFamily());
        const QString text = QStringLiteral("“New level” 有更改");
        QTextLayout layout(text, font);
        layout.beginLayout();
        layout.createLine();
        layout.endLayout();
        const auto familiesOf = [&layout](int from, int length) {
            QStringList families;
            for (const QGlyphRun &run : layout.glyphRuns(from, length))
                families << run.rawFont().familyName();
            families.removeDuplicates();
            return families;
        };
        QCOMPARE(familiesOf(0, 11), QStringList{latin});
        QCOMPARE(familiesOf(12, 3), QStringList{screensChineseFamily()});
        // Under a Chinese locale fontconfig resolves the default family to the CJK face: the
        // Latin face is then another one.
        const QString other = AppTranslations::latinFamily(AppTranslations::cjkFamily());
        QVERIFY2(!QFontDatabase::writingSystems(other).contains(QFontDatabase::SimplifiedChinese),
                 qPrintable(other));
    }

    void theChoiceIsKept()
    {
        {
            AppSettings settings;
            QCOMPARE(settings.language(), QStringLiteral("system"));
            QSignalSpy changed(&settings, &AppSettings::languageChanged);
            settings.setLanguage(QStringLiteral("bg"));
            QCOMPARE(changed.count(), 1);
            settings.setLanguage(QStringLiteral("klingon")); // not one Tessera speaks
            QCOMPARE(settings.language(), QStringLiteral("bg"));
            QCOMPARE(changed.count(), 1);
        }
        AppSettings again;
        QCOMPARE(again.language(), QStringLiteral("bg"));
    }

    void aDamagedChoiceIsDropped()
    {
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("zz"));
        AppSettings settings;
        QCOMPARE(settings.language(), QStringLiteral("system"));
    }
};

QTEST_MAIN(TestAppTranslations)
#include "tst_app_translations.moc"
