// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Level files as people have them: legacy encodings, boards copied from web pages, solutions
// published inside collections.
#include "common/TextDecoding.h"
#include "sokoban/Lurd.h"
#include "sokoban/XsbReader.h"
#include "sokoban/XsbWriter.h"

#include <QTest>
#include <variant>

using namespace tessera::sokoban;
using tessera::text::TextEncoding;

namespace {

std::string dataFile(const char *name)
{
    return std::string(TESSERA_TEST_DATA "/sokoban/") + name;
}

// A level's board as XSB rows, as the writer gives them.
std::string boardOf(const Level &level)
{
    std::string text = writeBoard(level);
    while (!text.empty() && text.back() == '\n')
        text.pop_back();
    return text;
}

} // namespace

class TestXsbFiles : public QObject
{
    Q_OBJECT

private slots:
    void encodingsReadBackTheSameText_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("encoding");
        QTest::newRow("UTF-8") << "encoding-utf8.sok" << int(TextEncoding::Utf8);
        QTest::newRow("UTF-8 BOM") << "encoding-utf8-bom.sok" << int(TextEncoding::Utf8WithBom);
        QTest::newRow("UTF-16 LE") << "encoding-utf16le.sok" << int(TextEncoding::Utf16LE);
        QTest::newRow("UTF-16 BE") << "encoding-utf16be.sok" << int(TextEncoding::Utf16BE);
        QTest::newRow("Windows-1252")
            << "encoding-windows1252.sok" << int(TextEncoding::Windows1252);
    }

    void encodingsReadBackTheSameText()
    {
        QFETCH(QString, file);
        QFETCH(int, encoding);
        const LevelCollection c = readXsbFile(dataFile(file.toUtf8().constData()));
        QVERIFY(c.errors.empty());
        QCOMPARE(int(c.encoding), encoding);
        QCOMPARE(c.levels.size(), std::size_t(2));
        QCOMPARE(c.notes, std::string("Collection: Château « Zoë » — 5 €"));
        const Level &first = c.levels[0].level;
        QCOMPARE(first.title, std::string("Château « Zoë » — 5 €"));
        QCOMPARE(first.author, std::string("José Núñez"));
        QCOMPARE(first.comment, std::string("Première étape – facile"));
        QCOMPARE(boardOf(first), std::string("#####\n#.$@#\n#####"));
        QCOMPARE(c.levels[1].level.title, std::string("Deux caisses à l’œil"));
        QCOMPARE(c.levels[1].line, 10);
        // Written back, the text is UTF-8 whatever it was read from.
        const std::string written = writeLevel(first);
        QVERIFY(tessera::text::isValidUtf8(written));
        QVERIFY(written.find("Château « Zoë » — 5 €") != std::string::npos);
    }

    // Level files of the languages Tessera speaks, as older programs wrote them.
    void oldEncodingsOfTheSeedsLanguages_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("encoding");
        QTest::addColumn<QString>("notes");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("author");
        QTest::addColumn<QString>("secondTitle");
        QTest::newRow("Czech, Windows-1250")
            << "encoding-windows1250-cs.sok" << int(TextEncoding::Windows1250)
            << "Sbírka: Skladiště u Čačáku"
            << "Příliš žluťoučký kůň"
            << "Jiří Čermák"
            << "Dvě krabice ve skladišti";
        QTest::newRow("Polish, Windows-1250")
            << "encoding-windows1250-pl.sok" << int(TextEncoding::Windows1250)
            << "Zbiór: Magazyn w Łodzi"
            << "Zażółć gęślą jaźń"
            << "Łukasz Wójcik"
            << "Dwie skrzynie w magazynie";
        QTest::newRow("Bulgarian, Windows-1251")
            << "encoding-windows1251-bg.sok" << int(TextEncoding::Windows1251)
            << "Сборник: Старата мелница край реката"
            << "Първа стъпка в склада"
            << "Георги Иванов"
            << "Две кутии в склада";
        QTest::newRow("Chinese, GBK")
            << "encoding-gbk-zh.sok" << int(TextEncoding::Gb18030) << "关卡集：旧仓库"
            << "第一步：推一下"
            << "王小明"
            << "仓库里的两个箱子";
        QTest::newRow("Chinese, UTF-16 LE without a byte order mark")
            << "encoding-utf16le-nobom-zh.sok" << int(TextEncoding::Utf16LE) << "关卡集：旧仓库"
            << "第一步：推一下"
            << "王小明"
            << "仓库里的两个箱子";
        QTest::newRow("Czech, UTF-16 BE without a byte order mark")
            << "encoding-utf16be-nobom-cs.sok" << int(TextEncoding::Utf16BE)
            << "Sbírka: Skladiště u Čačáku"
            << "Příliš žluťoučký kůň"
            << "Jiří Čermák"
            << "Dvě krabice ve skladišti";
    }

    void oldEncodingsOfTheSeedsLanguages()
    {
        QFETCH(QString, file);
        QFETCH(int, encoding);
        QFETCH(QString, notes);
        QFETCH(QString, title);
        QFETCH(QString, author);
        QFETCH(QString, secondTitle);
        const LevelCollection c = readXsbFile(dataFile(file.toUtf8().constData()));
        QVERIFY(c.errors.empty());
        QCOMPARE(int(c.encoding), encoding);
        QCOMPARE(c.levels.size(), std::size_t(2));
        QVERIFY2(QString::fromStdString(c.notes).startsWith(notes), c.notes.c_str());
        QCOMPARE(QString::fromStdString(c.levels[0].level.title), title);
        QCOMPARE(QString::fromStdString(c.levels[0].level.author), author);
        QCOMPARE(boardOf(c.levels[0].level), std::string("#####\n#.$@#\n#####"));
        QCOMPARE(QString::fromStdString(c.levels[1].level.title), secondTitle);
    }

    void aUtf8FileWithItsLastCharacterCut()
    {
        const LevelCollection c = readXsbFile(dataFile("encoding-utf8-cut.sok"));
        QVERIFY(c.errors.empty());
        QCOMPARE(c.encoding, TextEncoding::Utf8);
        QCOMPARE(c.levels.size(), std::size_t(2));
        QCOMPARE(c.levels[0].level.title, std::string("Příliš žluťoučký kůň"));
        QCOMPARE(c.levels[1].level.comment,
                 std::string("Nejdřív posuňte spodní krabici, jinak se obě zaseknou u zdi. Čtěte "
                             "pozorn\xef\xbf\xbd"));
    }

    void latin1BytesAreWindows1252()
    {
        const LevelCollection c =
            readXsb("Title: Caf\xe9 \x80 \x93quoted\x94\n#####\n#@$.#\n#####\n");
        QVERIFY(c.errors.empty());
        QCOMPARE(c.encoding, TextEncoding::Windows1252);
        QCOMPARE(c.levels.at(0).level.title, std::string("Café € “quoted”"));
    }

    void aStrayControlByteIsNotBinary()
    {
        // One control byte in a title is an odd character, not a reason to refuse the file.
        const LevelCollection c = readXsb("Title: A\x01 B\n#####\n#@$.#\n#####\n");
        QVERIFY(c.readable());
        QCOMPARE(c.levels.size(), std::size_t(1));
        // In a board row it is a syntax error naming its line.
        const LevelCollection bad = readXsb("#####\n#@$.#\n##\x01##\n");
        QVERIFY(bad.readable());
        QCOMPARE(bad.errors.size(), std::size_t(1));
        QCOMPARE(bad.errors[0].line, 3);
        QCOMPARE(bad.errors[0].message, std::string("byte 0x01 at column 3 is not board syntax"));
    }

    void webBoardsWithUnicodeSpaces()
    {
        const LevelCollection c = readXsbFile(dataFile("web-nbsp.txt"));
        QVERIFY(c.errors.empty());
        QCOMPARE(c.levels.size(), std::size_t(2));
        const std::string twoBoxes = "######\n#    #\n#@$$.#\n#   .#\n######";
        QCOMPARE(c.levels[0].level.title, std::string("Two boxes, as copied from a web page"));
        QCOMPARE(boardOf(c.levels[0].level), twoBoxes);
        QCOMPARE(boardOf(c.levels[1].level), twoBoxes);
        QCOMPARE(c.levels[1].line, 8);
    }

    void unicodeSpacesOutsideBoardsStay()
    {
        const LevelCollection c = readXsb("Title: a\xc2\xa0"
                                          "b\n#####\n#@$.#\n#####\n");
        QCOMPARE(c.levels.at(0).level.title, std::string("a\xc2\xa0"
                                                         "b"));
    }

    void webBoardsWithTabs()
    {
        const LevelCollection c = readXsbFile(dataFile("web-tabs.txt"));
        QVERIFY(c.errors.empty());
        QCOMPARE(c.levels.size(), std::size_t(2));
        // The tab after "#@$" reaches column 8 as in the row without the page's indentation.
        const std::string corridor = "##########\n#@$     .#\n##########";
        QCOMPARE(boardOf(c.levels[0].level), corridor);
        QCOMPARE(boardOf(c.levels[1].level), corridor);
    }

    void indentationIsRemovedBeforeTheSizeLimit()
    {
        std::string text;
        const std::string indent(120, ' ');
        for (const char *row : {"##########", "#@$    .#", "##########"})
            text += indent + row + "\n";
        const LevelCollection c = readXsb(text);
        QVERIFY(c.errors.empty());
        QCOMPARE(c.levels.at(0).level.width, 10);
    }

    void embeddedSolutionsInEachStyle()
    {
        const LevelCollection c = readXsbFile(dataFile("embedded-solutions.sok"));
        QVERIFY(c.errors.empty());
        QCOMPARE(c.levels.size(), std::size_t(3));
        QCOMPARE(c.levels[0].solutions.size(), std::size_t(1));
        QCOMPARE(c.levels[0].solutions[0].moves, std::string("l"));
        QCOMPARE(c.levels[0].solutions[0].line, 7);
        QCOMPARE(c.levels[1].solutions.size(), std::size_t(1));
        QCOMPARE(c.levels[1].solutions[0].moves, std::string("urDRll\ndRR"));
        QCOMPARE(c.levels[2].solutions.size(), std::size_t(2));
        QCOMPARE(std::get<std::string>(parseLurd(c.levels[2].solutions[1].moves)),
                 std::string("dlUrrrdLullddrUluRuulDrddrruLdlUU"));
        // Solutions are neither comments nor metadata, and titles stay where they were.
        for (const LevelEntry &e : c.levels) {
            QCOMPARE(e.level.comment, std::string());
            QVERIFY(e.level.metadata.empty());
        }
        QCOMPARE(c.levels[2].level.title, std::string("Microban 1"));
        QCOMPARE(c.levels[2].level.author, std::string("David W. Skinner"));
    }

    void solutionHeaders_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("header");
        QTest::addColumn<QString>("rest");
        QTest::newRow("plain") << "Solution" << true << "";
        QTest::newRow("colon") << "solution: rrU" << true << "rrU";
        QTest::newRow("counts") << "Solution (moves 97, pushes 19):" << true << "";
        QTest::newRow("slash") << "Solution/Pushes" << true << "";
        QTest::newRow("prose") << "Solutions are welcome" << false << "";
        QTest::newRow("sentence") << "Solution: send it by mail" << false << "";
    }

    void solutionHeaders()
    {
        QFETCH(QString, line);
        QFETCH(bool, header);
        QFETCH(QString, rest);
        const std::string text = line.toStdString();
        const auto found = solutionHeaderRest(text);
        QCOMPARE(found.has_value(), header);
        if (found)
            QCOMPARE(QString::fromStdString(std::string(*found)), rest);
    }

    void aSolutionRightAfterTheFirstBoard()
    {
        const LevelCollection c = readXsb("#####\n#.$@#\n#####\nSolution: l\n");
        QCOMPARE(c.levels.size(), std::size_t(1));
        QCOMPARE(c.levels[0].solutions.size(), std::size_t(1));
        QCOMPARE(c.levels[0].solutions[0].moves, std::string("l"));
        QCOMPARE(c.levels[0].solutions[0].line, 4);
    }

    void aSolutionLineBeforeAnyLevelIsText()
    {
        const LevelCollection c = readXsb("Solution\nrrr\n\n#####\n#@$.#\n#####\n");
        QCOMPARE(c.levels.size(), std::size_t(1));
        QVERIFY(c.levels[0].solutions.empty());
    }
};

QTEST_APPLESS_MAIN(TestXsbFiles)
#include "tst_xsb_files.moc"
