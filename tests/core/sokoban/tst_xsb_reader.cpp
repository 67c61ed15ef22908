// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sokoban/LevelIdentity.h"
#include "sokoban/LevelValidator.h"
#include "sokoban/XsbReader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <random>
#include <string>

using namespace tessera::sokoban;

namespace {

// The board as rows, telling Outside (' ') from Floor ('-'), so tests see both.
QStringList rowsOf(const Level &level)
{
    QStringList rows;
    for (int y = 0; y < level.height; ++y) {
        QString row;
        for (int x = 0; x < level.width; ++x) {
            const Cell &c = level.at(x, y);
            QChar ch = c.terrain == Terrain::Outside ? QChar(' ') : QChar('-');
            if (c.terrain == Terrain::Wall)
                ch = '#';
            else if (c.player)
                ch = c.goal ? '+' : '@';
            else if (c.box)
                ch = c.goal ? '*' : '$';
            else if (c.goal)
                ch = '.';
            row += ch;
        }
        rows << row;
    }
    return rows;
}

std::string readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

QString dataFile(const char *name)
{
    return QStringLiteral(TESSERA_TEST_DATA "/sokoban/") + QLatin1String(name);
}

const Level &only(const LevelCollection &c)
{
    static const Level empty;
    return c.levels.size() == 1 ? c.levels.front().level : empty;
}

} // namespace

class TestXsbReader : public QObject
{
    Q_OBJECT

private slots:
    void everySymbolIsRead()
    {
        const LevelCollection c = readXsb("#######\n"
                                          "#@$.* #\n"
                                          "#+    #\n"
                                          "#######\n");
        QCOMPARE(c.levels.size(), std::size_t(1));
        QVERIFY(c.errors.empty());
        const Level &l = only(c);
        QCOMPARE(rowsOf(l), QStringList({"#######", "#@$.*-#", "#+----#", "#######"}));
        QCOMPARE(l.at(1, 1), (Cell{Terrain::Floor, false, false, true}));
        QCOMPARE(l.at(2, 1), (Cell{Terrain::Floor, false, true, false}));
        QCOMPARE(l.at(3, 1), (Cell{Terrain::Floor, true, false, false}));
        QCOMPARE(l.at(4, 1), (Cell{Terrain::Floor, true, true, false}));
        QCOMPARE(l.at(1, 2), (Cell{Terrain::Floor, true, false, true}));
        QCOMPARE(l.at(0, 0).terrain, Terrain::Wall);
    }

    void alternateLettersAndFloorCharacters()
    {
        const Level a = only(readXsb("#######\n#pb.B-#\n#P__  #\n#######\n"));
        const Level b = only(readXsb("#######\n#@$.*  #\n#+    #\n#######\n"));
        QCOMPARE(rowsOf(a), QStringList({"#######", "#@$.*-#", "#+----#", "#######"}));
        QCOMPARE(levelKey(a), levelKey(only(readXsb("#######\n#@$.* #\n#+    #\n#######\n"))));
        QVERIFY(levelKey(a) != levelKey(b));
    }

    void levelsAreSeparatedByBlankLinesAndKeepTheirLine()
    {
        const LevelCollection c = readXsb("####\n#@$.#\n####\n\n\n  ####\n  #.$@#\n  ####\n");
        QCOMPARE(c.levels.size(), std::size_t(2));
        QCOMPARE(c.levels[0].line, 1);
        QCOMPARE(c.levels[1].line, 6);
        QCOMPARE(rowsOf(c.levels[0].level), QStringList({"#### ", "#@$.#", "#### "}));
        // Leading spaces are outside the level: trimmed away.
        QCOMPARE(rowsOf(c.levels[1].level), QStringList({"#### ", "#.$@#", "#### "}));
    }

    void metadataAfterABoardBelongsToIt()
    {
        const LevelCollection c = readXsb("#####\n#@$.#\n#####\n"
                                          "Title: First\nauthor: Ann\nDIFFICULTY: hard\n"
                                          "Date Created: 2020-05-01\n\n"
                                          "#####\n#.$@#\n#####\nTITLE: Second\n");
        QCOMPARE(c.levels.size(), std::size_t(2));
        const Level &first = c.levels[0].level;
        QCOMPARE(first.title, std::string("First"));
        QCOMPARE(first.author, std::string("Ann"));
        const std::vector<std::pair<std::string, std::string>> meta{{"DIFFICULTY", "hard"},
                                                                    {"Date Created", "2020-05-01"}};
        QVERIFY(first.metadata == meta);
        QCOMPARE(c.levels[1].level.title, std::string("Second"));
        QVERIFY(c.levels[1].level.author.empty());
    }

    void microbanStyleWithoutBlankLines()
    {
        const LevelCollection c =
            readXsb("#####\n#@$.#\n#####\nTitle: A\n######\n#@ $.#\n######\nTitle: B\n");
        QCOMPARE(c.levels.size(), std::size_t(2));
        QCOMPARE(c.levels[0].level.title, std::string("A"));
        QCOMPARE(c.levels[1].level.title, std::string("B"));
    }

    void titleLineBeforeABoard()
    {
        // Directly above the board.
        QCOMPARE(only(readXsb("Level 1\n#####\n#@$.#\n#####\n")).title, std::string("Level 1"));
        // Alone in its paragraph, a blank line above the board (as Sokoban YASC writes it).
        QCOMPARE(only(readXsb("Level 1: The Start\n\n#####\n#@$.#\n#####\n")).title,
                 std::string("Level 1: The Start"));
        // A Title: line wins over it.
        QCOMPARE(only(readXsb("Level 1\n#####\n#@$.#\n#####\nTitle: Real\n")).title,
                 std::string("Real"));
        // Between two boards without blank lines: the next level's title.
        const LevelCollection c = readXsb("#####\n#@$.#\n#####\nSecond\n#####\n#.$@#\n#####\n");
        QCOMPARE(c.levels.size(), std::size_t(2));
        QVERIFY(c.levels[0].level.title.empty());
        QCOMPARE(c.levels[1].level.title, std::string("Second"));
    }

    void textLinesAreNotBoards_data()
    {
        QTest::addColumn<QString>("line");
        for (const char *line : {"Level 1", "Title", "1", "42", "#1", "Level #3", "...", "$$$",
                                 "----------", "==========", "(c) 2001", "pb", "Comment"})
            QTest::newRow(line) << QString::fromLatin1(line);
    }

    void textLinesAreNotBoards()
    {
        QFETCH(QString, line);
        const std::string text = line.toStdString() + "\n\n#####\n#@$.#\n#####\n";
        const LevelCollection c = readXsb(text);
        QCOMPARE(c.levels.size(), std::size_t(1));
        QCOMPARE(rowsOf(c.levels[0].level), QStringList({"#####", "#@$.#", "#####"}));
        QCOMPARE(c.levels[0].line, 3);
        QVERIFY(c.errors.empty());
    }

    void whatCountsAsABoardRow()
    {
        for (const char *row : {"#####", "  #@$.#  ", "4#", "#3-#|#$.#", "#pPbB_-#", "\t#"})
            QVERIFY2(isBoardRow(row), row);
        for (const char *text : {"", "   ", "Level 1", "#1", "....", "3(#", "#x#", "Title: #"})
            QVERIFY2(!isBoardRow(text), text);
    }

    void linesOfBoardCharactersJoinABoardWithAWall()
    {
        // A row without a wall is still a row when it touches the board (here open at both
        // ends, so its floor lies outside).
        const Level l = only(readXsb("#####\n#@$.#\n  $ \n#.  #\n#####\n"));
        QCOMPARE(rowsOf(l), QStringList({"#####", "#@$.#", "  $  ", "#.  #", "#####"}));
        QCOMPARE(rowsOf(only(readXsb("..\n#####\n#@$$#\n#####\n"))),
                 QStringList({"..   ", "#####", "#@$$#", "#####"}));
    }

    void commentsAreIgnoredAndTheHeaderKept()
    {
        const LevelCollection c = readXsb("; My collection\n;second line\n\n"
                                          "#####\n; inside\n#@$.#\n#####\n;after\n");
        QCOMPARE(c.notes, std::string("My collection\nsecond line"));
        // A comment line ends a board: the rows after it are another board.
        QCOMPARE(c.levels.size(), std::size_t(2));
        QCOMPARE(rowsOf(c.levels[1].level), QStringList({"#@$.#", "#####"}));
    }

    void headerMetadataBelongsToTheFile()
    {
        const LevelCollection c =
            readXsb("Collection: Test set\nAuthor: Someone\n\n#####\n#@$.#\n#####\n");
        const std::vector<std::pair<std::string, std::string>> meta{{"Collection", "Test set"},
                                                                    {"Author", "Someone"}};
        QVERIFY(c.metadata == meta);
        QVERIFY(only(c).author.empty());
        // Key-value lines directly above a board are the board's.
        const Level l = only(readXsb("Title: Above\nAuthor: Me\n#####\n#@$.#\n#####\n"));
        QCOMPARE(l.title, std::string("Above"));
        QCOMPARE(l.author, std::string("Me"));
    }

    void commentBlocksAndSingleLineComments()
    {
        const Level block = only(readXsb("#####\n#@$.#\n#####\ncomment:\nOne\n\n  two  \n"
                                         "; kept\nTitle: not a key here\nCOMMENT-END:\n"
                                         "Title: T\n"));
        QCOMPARE(block.comment, std::string("One\n\n  two\n; kept\nTitle: not a key here"));
        QCOMPARE(block.title, std::string("T"));
        QCOMPARE(only(readXsb("#####\n#@$.#\n#####\nComment: just this\n")).comment,
                 std::string("just this"));
        // Without an end marker before the next board, the comment is its own line only.
        const LevelCollection c =
            readXsb("#####\n#@$.#\n#####\nComment: short\n\n#####\n#.$@#\n#####\n"
                    "Comment:\nlong\nComment-End:\n");
        QCOMPARE(c.levels.size(), std::size_t(2));
        QCOMPARE(c.levels[0].level.comment, std::string("short"));
        QCOMPARE(c.levels[1].level.comment, std::string("long"));
        // Plain text after a board is a note of that level.
        QCOMPARE(only(readXsb("#####\n#@$.#\n#####\nTitle: X\nA remark.\n")).comment,
                 std::string("A remark."));
    }

    void lineEndingsAndByteOrderMark()
    {
        const std::string lf = "Title line\n#####\n#@$.#\n#####\nAuthor: A\n\n"
                               "######\n#@ $.#\n######\n";
        auto with = [&](const std::string &eol) {
            std::string out;
            for (const char c : lf)
                out += c == '\n' ? eol : std::string(1, c);
            return out;
        };
        const LevelCollection a = readXsb(lf);
        for (const std::string &text : {with("\r\n"), with("\r"), "\xef\xbb\xbf" + with("\r\n")}) {
            const LevelCollection b = readXsb(text);
            QCOMPARE(b.levels.size(), std::size_t(2));
            QVERIFY(b.levels[0].level == a.levels[0].level);
            QVERIFY(b.levels[1].level == a.levels[1].level);
            QCOMPARE(b.levels[1].line, 7);
        }
        QCOMPARE(a.levels[0].level.title, std::string("Title line"));
    }

    void tabsAndShortRows()
    {
        const Level l = only(readXsb("\t#####\n\t#@  #\n\t# $.####\n\t#   #  #\n\t########\n"));
        QCOMPARE(rowsOf(l),
                 QStringList({"#####   ", "#@--#   ", "#-$.####", "#---#--#", "########"}));
        // A tab inside a row moves to the next multiple of 8 columns.
        QCOMPARE(rowsOf(only(readXsb("#########\n#@$.\t#\n#########\n"))),
                 QStringList({"#########", "#@$.----#", "#########"}));
    }

    void floorOutsideTheWallsIsOutside()
    {
        const Level l = only(readXsb("--#####--\n__#@$.#__\n  # ###  \n--###----\n"));
        QCOMPARE(rowsOf(l), QStringList({"#####", "#@$.#", "#-###", "###  "}));
        // Floor enclosed by walls stays floor even without anything on it.
        const Level room = only(readXsb("#######\n#@$. -#\n#######\n"));
        QCOMPARE(rowsOf(room), QStringList({"#######", "#@$.--#", "#######"}));
    }

    void runLengthRows()
    {
        const Level plain = only(readXsb("#####\n#@$.#\n# - #\n#####\n"));
        for (const char *text : {"5#|#@$.#|#3-#|5#\n", "5#\n#@$.#\n#3 #\n5#\n",
                                 "2(##)#|#@$.#|#-2(-)#|5#\n", "2(2(#))#\n#@$.#|# _ #\n3(#)2#\n"}) {
            const LevelCollection c = readXsb(text);
            QVERIFY2(c.errors.empty(), text);
            QCOMPARE(rowsOf(only(c)), rowsOf(plain));
        }
    }

    void brokenRowsAreErrorsWithTheirLine()
    {
        const LevelCollection c = readXsb("#####\n#@$.#\n#####\n\n"
                                          "Title: Broken\n#####\n#@x.#\n#$  #\n#####\n\n"
                                          "#####\n#@$.#\n#2(#\n#####\n");
        QCOMPARE(c.levels.size(), std::size_t(3));
        QCOMPARE(c.errors.size(), std::size_t(2));
        QCOMPARE(c.errors[0].kind, ProblemKind::BadBoardRow);
        QCOMPARE(c.errors[0].level, 2);
        QCOMPARE(c.errors[0].title, std::string("Broken"));
        QCOMPARE(c.errors[0].line, 7);
        QCOMPARE(c.errors[0].message, std::string("'x' at column 3 is not board syntax"));
        QCOMPARE(c.errors[0].toString(),
                 std::string("level 2 \"Broken\", line 7: 'x' at column 3 is not board syntax"));
        // The broken row keeps its place: the level is shown as written.
        QCOMPARE(rowsOf(c.levels[1].level), QStringList({"#####", "#@-.#", "#$--#", "#####"}));
        QCOMPARE(c.errors[1].level, 3);
        QCOMPARE(c.errors[1].line, 13);
        QVERIFY(c.errors[1].message.find("never closed") != std::string::npos);
        QCOMPARE(c.errorsOf(1).size(), std::size_t(0));
        QCOMPARE(c.errorsOf(3).size(), std::size_t(1));
    }

    void boardsOverTheSizeLimit()
    {
        const std::string wide = std::string(129, '#') + "\n#@$.#\n#####\n";
        LevelCollection c = readXsb(wide + "\n#####\n#@$.#\n#####\n");
        QCOMPARE(c.levels.size(), std::size_t(2));
        QCOMPARE(c.errors.size(), std::size_t(1));
        QCOMPARE(c.errors[0].kind, ProblemKind::BoardTooLarge);
        QCOMPARE(c.errors[0].level, 1);
        QCOMPARE(c.errors[0].line, 1);
        QCOMPARE(c.errors[0].message,
                 std::string("the board is 129 columns wide, over the 128x128 limit"));
        QCOMPARE(c.levels[0].level.width, 0);
        QCOMPARE(c.levels[1].level.width, 5);

        std::string tall;
        for (int i = 0; i < 130; ++i)
            tall += "#@$.#\n";
        c = readXsb(tall);
        QCOMPARE(c.errors.size(), std::size_t(1));
        QCOMPARE(c.errors[0].message,
                 std::string("the board is 130 rows high, over the 128x128 limit"));

        // Exactly 128x128 is allowed.
        std::string max = std::string(128, '#') + "\n";
        for (int i = 0; i < 126; ++i)
            max += "#@$." + std::string(123, ' ') + "#\n";
        max += std::string(128, '#') + "\n";
        c = readXsb(max);
        QVERIFY(c.errors.empty());
        QCOMPARE(only(c).width, 128);
        QCOMPARE(only(c).height, 128);

        // Huge run-length counts are cut short, not expanded.
        c = readXsb("999999999#|#@$.#|999999999(999999999(#-))\n");
        QCOMPARE(c.errors.size(), std::size_t(1));
        QCOMPARE(c.errors[0].kind, ProblemKind::BoardTooLarge);
        QVERIFY(c.errors[0].message.find("wider than 128 columns") != std::string::npos);
    }

    void fileOverSixteenMebibytes()
    {
        std::string big(maxLevelFileSize + 1, ' ');
        const LevelCollection c = readXsb(big);
        QVERIFY(c.levels.empty());
        QCOMPARE(c.errors.size(), std::size_t(1));
        QCOMPARE(c.errors[0].kind, ProblemKind::FileTooLarge);
        QCOMPARE(c.errors[0].level, 0);
        QVERIFY(!c.readable());
        big.resize(maxLevelFileSize);
        QVERIFY(readXsb(big).readable());
    }

    void bytesThatAreNotText_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("what");
        QTest::newRow("NUL") << QByteArray("#####\n#@$.#\n##\0##\n", 17) << 3 << "NUL byte";
        QTest::newRow("NUL in UTF-16") << QByteArray("\xff\xfe#\0\n\0\0\0", 8) << 2 << "NUL byte";
        QTest::newRow("mostly control bytes")
            << QByteArray("\n\n\x01\x02\x03\x04") << 3 << "byte 0x01 and 3 more control bytes";
    }

    void bytesThatAreNotText()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, what);
        const LevelCollection c = readXsb(std::string_view(text.constData(), text.size()));
        QVERIFY(c.levels.empty());
        QCOMPARE(c.errors.size(), std::size_t(1));
        QCOMPARE(c.errors[0].kind, ProblemKind::NotText);
        QCOMPARE(c.errors[0].line, line);
        QVERIFY2(c.errors[0].message.find(what.toStdString()) != std::string::npos,
                 c.errors[0].message.c_str());
    }

    void utf8TextIsFine()
    {
        const Level l = only(readXsb("Titel: Größe\n#####\n#@$.#\n#####\nTitle: Ünïcödé ☃\n"));
        QCOMPARE(l.title, std::string("Ünïcödé ☃"));
        QCOMPARE(l.metadata.size(), std::size_t(1));
        // Form feed and a DOS end-of-file mark are blank space.
        QCOMPARE(readXsb("#####\n#@$.#\n#####\n\f\n\x1a").levels.size(), std::size_t(1));
    }

    void absurdlyManyKeyValueLines()
    {
        std::string text = "#####\n#@$.#\n#####\n";
        for (int i = 0; i < 10005; ++i)
            text += "Key" + std::to_string(i) + ": value\n";
        const LevelCollection c = readXsb(text);
        QCOMPARE(c.levels.size(), std::size_t(1));
        QCOMPARE(c.levels[0].level.metadata.size(), std::size_t(10000));
        QCOMPARE(c.errors.size(), std::size_t(1));
        QCOMPARE(c.errors[0].kind, ProblemKind::TooManyNotes);
        QCOMPARE(c.errors[0].level, 1);
        QCOMPARE(c.errors[0].line, 10004);
    }

    void emptyAndBoardlessInput()
    {
        QVERIFY(readXsb("").levels.empty());
        QVERIFY(readXsb("").errors.empty());
        QVERIFY(readXsb("\n\n\r\n").levels.empty());
        const LevelCollection c = readXsb("Just some text\nTitle: nothing\n");
        QVERIFY(c.levels.empty());
        QVERIFY(c.errors.empty());
    }

    void trickyFile()
    {
        const LevelCollection c = readXsbFile(dataFile("tricky.xsb").toStdString());
        QVERIFY(c.errors.empty());
        QCOMPARE(c.levels.size(), std::size_t(14));
        QCOMPARE(c.notes, std::string("Tricky levels for the XSB reader tests: every syntax the "
                                      "reader accepts.\n  Header comments become the "
                                      "collection's notes."));
        const std::vector<std::pair<std::string, std::string>> header{{"Collection", "Tricky"},
                                                                      {"Date", "2024-01-01"}};
        QVERIFY(c.metadata == header);
        const QStringList titles{"Plain title line",
                                 "Run-length one-liner",
                                 "Alternate letters",
                                 "Lonely title",
                                 "Level with a comment block",
                                 "Tabs, short rows and trailing spaces",
                                 "Floor outside the walls",
                                 "Tight A",
                                 "Tight B",
                                 "Next level without a blank line",
                                 "Run-length with a title and a note",
                                 "Groups",
                                 "Before the board",
                                 "Nested groups"};
        const QList<int> lines{8, 14, 18, 27, 31, 42, 49, 55, 59, 64, 68, 73, 79, 85};
        for (std::size_t i = 0; i < c.levels.size(); ++i) {
            QCOMPARE(QString::fromStdString(c.levels[i].level.title), titles[int(i)]);
            QCOMPARE(c.levels[i].line, lines[int(i)]);
            QVERIFY2(problemsOfLevel(c, int(i) + 1).empty(), qPrintable(titles[int(i)]));
        }
        const Level &first = c.levels[0].level;
        QCOMPARE(first.author, std::string("Someone"));
        QVERIFY((first.metadata ==
                 std::vector<std::pair<std::string, std::string>>{{"Difficulty", "easy"}}));
        // The same board written three ways is one level.
        QCOMPARE(levelKey(c.levels[1].level), levelKey(first));
        QCOMPARE(levelKey(c.levels[7].level), levelKey(first));
        QCOMPARE(levelKey(c.levels[13].level), levelKey(first));
        QCOMPARE(c.levels[2].level.author, std::string("Upper Case Key"));
        QCOMPARE(rowsOf(c.levels[2].level),
                 QStringList({"#######", "#-+-$-#", "#-$-.-#", "#--*--#", "#######"}));
        QCOMPARE(c.levels[4].level.comment,
                 std::string("First line of the comment\n   indented line\n\nafter a blank line"));
        QCOMPARE(rowsOf(c.levels[5].level),
                 QStringList({"#####    ", "#@--#    ", "#-$.#####", "#---#    ", "#####    "}));
        QCOMPARE(c.levels[10].level.comment,
                 std::string("single-line comment\nThis level has a note in plain text."));
        QCOMPARE(c.levels[12].level.author, std::string("Pre Author"));
    }

    void microbanIsReadCompletely()
    {
        const LevelCollection c = readXsbFile(TESSERA_SOURCE_DIR "/resources/levels/microban.xsb");
        QVERIFY(c.errors.empty());
        QCOMPARE(c.levels.size(), std::size_t(155));
        for (int i = 0; i < 155; ++i) {
            const Level &l = c.levels[std::size_t(i)].level;
            const std::string number = "Microban " + std::to_string(i + 1);
            // Some carry a subtitle: "Microban 44: Duh!".
            QVERIFY2(l.title == number || l.title.rfind(number + ": ", 0) == 0, l.title.c_str());
            QCOMPARE(l.author, std::string("David W. Skinner"));
            QVERIFY(l.metadata.empty());
            const auto problems = problemsOfLevel(c, i + 1);
            QVERIFY2(problems.empty(), problems.empty() ? "" : problems[0].toString().c_str());
        }
        QCOMPARE(c.levels[0].line, 3);
        QCOMPARE(rowsOf(c.levels[0].level), QStringList({"####  ", "#-.#  ", "#--###", "#*@--#",
                                                         "#--$-#", "#--###", "####  "}));
        QCOMPARE(c.notes, std::string("Microban: 155 levels by David W. Skinner. Freely "
                                      "distributable provided the author is credited."));
    }

    void filesThatCannotBeRead()
    {
        LevelCollection c = readXsbFile("/nonexistent/folder/levels.xsb");
        QVERIFY(c.levels.empty());
        QCOMPARE(c.errors.size(), std::size_t(1));
        QCOMPARE(c.errors[0].kind, ProblemKind::Unreadable);
        QVERIFY(c.errors[0].message.find("No such file") != std::string::npos);
        QTemporaryDir dir;
        c = readXsbFile(dir.path().toStdString());
        QCOMPARE(c.errors.size(), std::size_t(1));
        QCOMPARE(c.errors[0].kind, ProblemKind::Unreadable);
        QVERIFY(c.errors[0].message.find("folder") != std::string::npos);
    }

    // Mutated and random input: the reader never crashes and always returns consistent levels.
    void garbageNeverCrashes()
    {
        const std::string seeds[] = {
            readAll(dataFile("tricky.xsb")), readAll(dataFile("invalid.xsb")),
            readAll(TESSERA_SOURCE_DIR "/resources/levels/microban.xsb").substr(0, 3000)};
        QVERIFY(!seeds[0].empty() && !seeds[1].empty() && !seeds[2].empty());
        static const char alphabet[] = "#@+$*. -_pPbB0123456789()|\n\r\t:;Tt:xX\xff\xc3\x00";
        std::mt19937 rng(20240611u);
        auto pick = [&](std::size_t n) {
            return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
        };
        for (int round = 0; round < 2000; ++round) {
            std::string text;
            if (round % 10 == 9) {
                const std::size_t n = pick(400);
                for (std::size_t i = 0; i < n; ++i)
                    text += alphabet[pick(sizeof alphabet)];
            } else {
                text = seeds[pick(3)];
                const std::size_t edits = 1 + pick(8);
                for (std::size_t e = 0; e < edits && !text.empty(); ++e) {
                    const std::size_t at = pick(text.size());
                    switch (pick(4)) {
                    case 0:
                        text.insert(at, 1, alphabet[pick(sizeof alphabet)]);
                        break;
                    case 1:
                        text.erase(at, 1 + pick(20));
                        break;
                    case 2:
                        text[at] = alphabet[pick(sizeof alphabet)];
                        break;
                    default:
                        text.insert(at, text.substr(pick(text.size()), 1 + pick(40)));
                        break;
                    }
                }
            }
            const LevelCollection c = readXsb(text);
            for (const LevelEntry &e : c.levels) {
                QVERIFY(e.level.width >= 0 && e.level.width <= Level::maxSize);
                QVERIFY(e.level.height >= 0 && e.level.height <= Level::maxSize);
                QCOMPARE(e.level.cells.size(), std::size_t(e.level.width * e.level.height));
                QVERIFY(e.line >= 1);
            }
            for (const LevelProblem &p : c.errors) {
                QVERIFY(p.level >= 0 && p.level <= int(c.levels.size()));
                QVERIFY(p.line >= 0);
                QVERIFY(!p.message.empty());
            }
            validateCollection(c);
        }
    }
};

QTEST_GUILESS_MAIN(TestXsbReader)
#include "tst_xsb_reader.moc"
