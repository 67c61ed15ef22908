// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sokoban/LevelIdentity.h"
#include "sokoban/XsbReader.h"
#include "sokoban/XsbWriter.h"

#include <QFile>
#include <QTest>
#include <algorithm>
#include <random>

using namespace tessera::sokoban;

namespace {

std::string readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

const QString microbanPath = QStringLiteral(TESSERA_SOURCE_DIR "/resources/levels/microban.xsb");

QString dataFile(const char *name)
{
    return QStringLiteral(TESSERA_TEST_DATA "/sokoban/") + QLatin1String(name);
}

// The levels that have a board: a board-less level (too large to read) cannot be written.
std::vector<Level> boards(const LevelCollection &c)
{
    std::vector<Level> out;
    for (const LevelEntry &e : c.levels)
        if (e.level.width > 0)
            out.push_back(e.level);
    return out;
}

std::vector<Level> levelsOf(const LevelCollection &c)
{
    std::vector<Level> out;
    for (const LevelEntry &e : c.levels)
        out.push_back(e.level);
    return out;
}

// Where two lists of levels first differ, for a readable failure.
QByteArray firstDifference(const std::vector<Level> &a, const std::vector<Level> &b)
{
    if (a.size() != b.size())
        return "level counts " + QByteArray::number(qsizetype(a.size())) + " and " +
               QByteArray::number(qsizetype(b.size()));
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] != b[i])
            return "level " + QByteArray::number(qsizetype(i + 1)) + ": \n" +
                   QByteArray::fromStdString(writeLevel(a[i])) + "--- versus ---\n" +
                   QByteArray::fromStdString(writeLevel(b[i]));
    return {};
}

std::string withoutIndentIfBoardRows(const std::string &comment)
{
    std::vector<std::string> lines;
    bool boardRow = false;
    std::size_t start = 0;
    for (;;) {
        const std::size_t nl = comment.find('\n', start);
        lines.push_back(comment.substr(start, nl == std::string::npos ? nl : nl - start));
        boardRow = boardRow || isBoardRow(lines.back());
        if (nl == std::string::npos)
            break;
        start = nl + 1;
    }
    if (!boardRow)
        return comment;
    std::string out;
    for (const std::string &line : lines) {
        if (!out.empty() || &line != &lines.front())
            out += '\n';
        out += line.substr(std::min(line.find_first_not_of(" \t"), line.size()));
    }
    return out;
}

} // namespace

class TestXsbWriter : public QObject
{
    Q_OBJECT

private slots:
    void writesTheBoardAndItsMetadata()
    {
        Level l = readXsb("  #####\n  #@$.#\n  #  ##\n  ####\n").levels.at(0).level;
        l.title = "First";
        l.author = "Ann\nBerry";
        l.metadata = {{"Difficulty", "easy"}, {"Date Created", "2024-03-01"}};
        l.comment = "one line";
        QCOMPARE(writeLevel(l), std::string("#####\n#@$.#\n#  ##\n####\n"
                                            "Title: First\nAuthor: Ann Berry\n"
                                            "Difficulty: easy\nDate Created: 2024-03-01\n"
                                            "Comment: one line\n"));
        l.comment = "two\n  lines";
        const std::string block =
            "Date Created: 2024-03-01\nComment:\ntwo\n  lines\nComment-End:\n";
        const std::string text = writeLevel(l);
        QVERIFY(text.size() > block.size());
        QCOMPARE(text.substr(text.size() - block.size()), block);
        QCOMPARE(readXsb(text).levels.at(0).level.comment, l.comment);
    }

    void floorCharacters()
    {
        const Level l = readXsb("#######\n#@$ .##\n#    #\n######\n").levels.at(0).level;
        QCOMPARE(writeBoard(l), std::string("#######\n#@$ .##\n#    #\n######\n"));
        XsbWriteOptions dash;
        dash.floor = '-';
        QCOMPARE(writeBoard(l, dash), std::string("#######\n#@$-.##\n#----#\n######\n"));
        XsbWriteOptions underscore;
        underscore.floor = '_';
        const std::string text = writeLevel(l, underscore);
        QCOMPARE(text, std::string("#######\n#@$_.##\n#____#\n######\n"));
        QVERIFY(readXsb(text).levels.at(0).level == l);
        // Leading Outside is written as floor too: it reads back as Outside.
        const Level indented = readXsb("  ####\n###  #\n#@$.##\n####\n").levels.at(0).level;
        QCOMPARE(writeBoard(indented, dash), std::string("--####\n###--#\n#@$.##\n####\n"));
        QVERIFY(readXsb(writeLevel(indented, dash)).levels.at(0).level == indented);
    }

    void anEmptyRowDoesNotEndTheBoard()
    {
        // A run-length row with a trailing '|' gives a row with nothing in it.
        const Level l = readXsb("5#|#@$.#|\n5#\n").levels.at(0).level;
        QCOMPARE(l.height, 4);
        QCOMPARE(writeBoard(l), std::string("#####\n#@$.#\n-\n#####\n"));
        QVERIFY(readXsb(writeBoard(l)).levels.at(0).level == l);
    }

    void writesLikeMicroban()
    {
        const std::string written = writeXsb(readXsbFile(microbanPath.toStdString()));
        const std::string start =
            "; Microban: 155 levels by David W. Skinner. Freely distributable provided the "
            "author is credited.\n\n"
            "####\n# .#\n#  ###\n#*@  #\n#  $ #\n#  ###\n####\n"
            "Title: Microban 1\nAuthor: David W. Skinner\n\n"
            "######\n#    #\n# #@ #\n# $* #\n# .* #\n#    #\n######\n"
            "Title: Microban 2\nAuthor: David W. Skinner\n\n";
        QCOMPARE(written.substr(0, start.size()), start);
        const std::string end = "Title: Microban 155: The Dungeon\nAuthor: David W. Skinner\n";
        QVERIFY(written.size() > start.size() + end.size());
        QCOMPARE(written.substr(written.size() - end.size()), end);
    }

    void commentsWithBoardRows()
    {
        Level l = readXsb("#####\n#@$.#\n#####\n").levels.at(0).level;
        l.comment = "Watch this corner:\n###\n  #$\nComment-End:";
        const std::string text = writeLevel(l);
        QVERIFY(text.find("Comment: ###\n") != std::string::npos);
        QCOMPARE(readXsb(text).levels.at(0).level.comment,
                 std::string("Watch this corner:\n###\n#$\nComment-End:"));
    }

    // A comment line with a no-break space is a board row to the reader (web text): it must
    // not stand inside a "Comment:" block, where it would end the block and start a level.
    void commentsWithWebSpacedBoardRows()
    {
        Level l = readXsb("#####\n#@$.#\n#####\n").levels.at(0).level;
        l.comment = "Watch this corner:\n99\u00a0 $ #\nthen push";
        const std::string text = writeLevel(l);
        const LevelCollection again = readXsb(text);
        QCOMPARE(again.levels.size(), std::size_t{1});
        QVERIFY(again.errors.empty());
        QCOMPARE(again.levels.at(0).level.comment, l.comment);
    }

    // Control bytes in a level's text (a damaged file that is mostly text) are not kept: written
    // alone, the level would be mostly control bytes and read back as binary data, not a level.
    void controlBytesInTextFieldsAreDropped()
    {
        const std::string controls(17, '\x19');
        const LevelCollection read =
            readXsb("#####\n#@$.#\n#####\nTitle: A" + controls + "\nComment: b" + controls +
                    "\n\n" + std::string(400, ';') + "\n");
        QCOMPARE(read.levels.size(), std::size_t(1));
        QVERIFY(read.errors.empty());
        const Level &level = read.levels.front().level;
        QCOMPARE(QString::fromStdString(level.title), QStringLiteral("A"));
        QCOMPARE(QString::fromStdString(level.comment), QStringLiteral("b"));
        const LevelCollection again = readXsb(writeLevel(level));
        QCOMPARE(again.levels.size(), std::size_t(1));
        QVERIFY(again.levels.front().level == level);
    }

    // The file's header is written back with the levels, so the same rule holds there.
    void controlBytesInTheHeaderAreDropped()
    {
        // Few enough control bytes for the text to read as text, not binary data.
        const std::string controls(17, '\x19');
        const LevelCollection read =
            readXsb("; notes" + controls + "\nSet: s" + controls +
                    "\n\n#####\n#@$.#\n#####\nTitle: A\nComment: " + std::string(400, 'c') + "\n");
        QCOMPARE(read.levels.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(read.notes), QStringLiteral("notes"));
        QCOMPARE(read.metadata.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(read.metadata.front().second), QStringLiteral("s"));
        const LevelCollection again = readXsb(writeXsb(read, {}));
        QVERIFY(again.readable());
        QCOMPARE(again.notes, read.notes);
        QVERIFY(again.metadata == read.metadata);
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("microban") << microbanPath;
        QTest::newRow("tricky") << dataFile("tricky.xsb");
        QTest::newRow("invalid") << dataFile("invalid.xsb");
    }

    void roundTrip()
    {
        QFETCH(QString, file);
        const LevelCollection original = readXsbFile(file.toStdString());
        QVERIFY(original.readable());
        QVERIFY(!original.levels.empty());
        for (const char floor : {' ', '-', '_'}) {
            XsbWriteOptions options;
            options.floor = floor;
            const std::string text = writeXsb(original, options);
            const LevelCollection again = readXsb(text);
            QVERIFY2(firstDifference(levelsOf(again), boards(original)).isEmpty(),
                     firstDifference(levelsOf(again), boards(original)).constData());
            QCOMPARE(again.notes, original.notes);
            QVERIFY(again.metadata == original.metadata);
            // Written text is a fixed point.
            QCOMPARE(writeXsb(again, options), text);
        }
    }

    void boardlessLevelsAreLeftOut()
    {
        const LevelCollection c = readXsbFile(dataFile("invalid.xsb").toStdString());
        QCOMPARE(c.levels.size(), std::size_t(10));
        QCOMPARE(c.levels[7].level.width, 0); // "Too wide"
        QVERIFY(writeLevel(c.levels[7].level).empty());
        QCOMPARE(readXsb(writeXsb(c)).levels.size(), std::size_t(9));
    }

    void aLevelBuiltInCodeKeepsItsIdentity()
    {
        // As the editor may hold it: padding, floor outside the walls, an enclosed hole.
        Level l(8, 5);
        const char *rows[] = {"        ", " ###### ", " #@$ .# ", " ###### ", "        "};
        for (int y = 0; y < 5; ++y) {
            for (int x = 0; x < 8; ++x) {
                Cell &c = l.at(x, y);
                const char ch = rows[y][x];
                c.terrain = ch == '#' ? Terrain::Wall : Terrain::Floor;
                c.player = ch == '@';
                c.box = ch == '$';
                c.goal = ch == '.';
            }
        }
        l.at(4, 2).terrain = Terrain::Outside;
        l.title = "  Spaces around  ";
        const LevelCollection back = readXsb(writeLevel(l));
        QCOMPARE(back.levels.size(), std::size_t(1));
        const Level &read = back.levels[0].level;
        QCOMPARE(levelKey(read), levelKey(l));
        QCOMPARE(read.title, std::string("Spaces around"));
        Level normal = l;
        normalizeBoard(normal);
        normal.title = "Spaces around";
        QVERIFY(read == normal);
    }

    // Whatever the reader makes of any text, writing it and reading that gives the same levels.
    void roundTripOfMutatedFiles()
    {
        const std::string seeds[] = {readAll(dataFile("tricky.xsb")),
                                     readAll(dataFile("invalid.xsb"))};
        static const char alphabet[] = "#@+$*. -_pPbB0123456789()|\n\r\t:;Tt:xX";
        std::mt19937 rng(7u);
        auto pick = [&](std::size_t n) {
            return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
        };
        for (int round = 0; round < 1500; ++round) {
            std::string text = seeds[pick(2)];
            const std::size_t edits = 1 + pick(6);
            for (std::size_t e = 0; e < edits; ++e) {
                const std::size_t at = pick(text.size());
                switch (pick(3)) {
                case 0:
                    text.insert(at, 1, alphabet[pick(sizeof alphabet - 1)]);
                    break;
                case 1:
                    text.erase(at, 1 + pick(10));
                    break;
                default:
                    text.insert(at, text.substr(pick(text.size()), 1 + pick(40)));
                    break;
                }
            }
            LevelCollection first = readXsb(text);
            const std::string written = writeXsb(first);
            LevelCollection second = readXsb(written);
            QCOMPARE(writeXsb(second), written);
            // The one documented loss: a comment with a board-like line keeps no indentation.
            for (LevelCollection *c : {&first, &second})
                for (LevelEntry &e : c->levels)
                    e.level.comment = withoutIndentIfBoardRows(e.level.comment);
            // Boards without a wall cannot be told from text once written.
            std::vector<Level> expected;
            for (const Level &l : boards(first))
                if (std::any_of(l.cells.begin(), l.cells.end(),
                                [](const Cell &c) { return c.terrain == Terrain::Wall; }))
                    expected.push_back(l);
            const QByteArray diff = firstDifference(levelsOf(second), expected);
            if (!diff.isEmpty())
                qWarning("input:\n%s\nwritten:\n%s", text.c_str(), written.c_str());
            QVERIFY2(diff.isEmpty(), diff.constData());
            QCOMPARE(second.notes, first.notes);
        }
    }
};

QTEST_GUILESS_MAIN(TestXsbWriter)
#include "tst_xsb_writer.moc"
