// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sokoban/LevelIdentity.h"
#include "sokoban/XsbReader.h"

#include <QTest>
#include <algorithm>

using namespace tessera::sokoban;

namespace {

Level levelOf(const std::string &text)
{
    const LevelCollection c = readXsb(text);
    return c.levels.empty() ? Level() : c.levels.front().level;
}

// Builds a grid straight from rows, without the reader's normalisation: ' ' Outside, '-' Floor.
Level rawLevel(const std::vector<std::string> &rows)
{
    int width = 0;
    for (const std::string &row : rows)
        width = std::max(width, int(row.size()));
    Level level(width, int(rows.size()));
    for (int y = 0; y < level.height; ++y) {
        for (int x = 0; x < int(rows[std::size_t(y)].size()); ++x) {
            Cell &c = level.at(x, y);
            const char ch = rows[std::size_t(y)][std::size_t(x)];
            c.terrain = ch == ' ' ? Terrain::Outside : ch == '#' ? Terrain::Wall : Terrain::Floor;
            c.goal = ch == '.' || ch == '*' || ch == '+';
            c.box = ch == '$' || ch == '*';
            c.player = ch == '@' || ch == '+';
        }
    }
    return level;
}

} // namespace

class TestLevelIdentity : public QObject
{
    Q_OBJECT

private slots:
    void theSameBoardWrittenDifferentlyHasOneKey()
    {
        const std::string key = levelKey(levelOf("#####\n#@$.#\n#####\n"));
        for (const char *text : {"  #####\n  #@$.#\n  #####\n", "#####   \r\n#@$.#\t\r\n#####\r\n",
                                 "--#####--\n__#@$.#__\n--#####\n", "5#|#@$.#|5#",
                                 "Title: Other\n#####\n#p$.#\n#####\nAuthor: Someone else\n"
                                 "Key: value\n"})
            QCOMPARE(levelKey(levelOf(text)), key);
        // A grid built in code with padding and floor outside the walls.
        Level padded = rawLevel({"       ", " ----- ", " #####-", " #@$.#-", " #####-", "       "});
        padded.title = "metadata does not count";
        QCOMPARE(levelKey(padded), key);
    }

    void differentBoardsHaveDifferentKeys()
    {
        const std::vector<std::string> boards{
            "#####\n#@$.#\n#####\n",           "######\n#@$ .#\n######\n",
            "######\n#@ $.#\n######\n",        "#####\n#+$ #\n#####\n",
            "######\n# @$.#\n######\n",        "######\n#@$.-#\n######\n",
            "#####\n#.$@#\n#####\n",           "#####\n#@*.#\n#####\n",
            "######\n#@$. #\n#    #\n######\n"};
        std::vector<std::string> keys;
        for (const std::string &b : boards) {
            const std::string key = levelKey(levelOf(b));
            QVERIFY2(std::find(keys.begin(), keys.end(), key) == keys.end(), b.c_str());
            keys.push_back(key);
        }
    }

    void keysAreStable()
    {
        // Progress is stored under these keys: they must never change between versions.
        QCOMPARE(levelKey(levelOf("#####\n#@$.#\n#####\n")), std::string("8b4b1afd0534a3cd"));
        const LevelCollection microban =
            readXsbFile(TESSERA_SOURCE_DIR "/resources/levels/microban.xsb");
        QCOMPARE(microban.levels.size(), std::size_t(155));
        QCOMPARE(levelKey(microban.levels[0].level), std::string("288d8b88cc77b1b7"));
        QCOMPARE(boardHash(microban.levels[0].level), std::uint64_t(0x288d8b88cc77b1b7ull));
        // Every Microban level is a different board.
        std::vector<std::string> keys;
        for (const LevelEntry &e : microban.levels)
            keys.push_back(levelKey(e.level));
        std::sort(keys.begin(), keys.end());
        QVERIFY(std::adjacent_find(keys.begin(), keys.end()) == keys.end());
    }

    void normalisedText()
    {
        QCOMPARE(normalizedBoardText(levelOf("  ####\n  #@.##\n  #$  #\n  ######\n")),
                 std::string("####\n#@.##\n#$  #\n######\n"));
        QCOMPARE(normalizedBoardText(Level()), std::string());
    }

    void normalizeBoardInPlace()
    {
        // Padding goes, floor outside the walls becomes Outside, enclosed Outside becomes floor.
        Level l =
            rawLevel({"        ", " -#####-", " -#@$ #-", " -#. ##-", " -####  ", "        "});
        l.at(5, 2).terrain = Terrain::Outside; // an enclosed hole, as an editor might leave it
        l.author = "kept";
        normalizeBoard(l);
        QCOMPARE(l.width, 5);
        QCOMPARE(l.height, 4);
        QCOMPARE(l.author, std::string("kept"));
        QCOMPARE(l.at(3, 1).terrain, Terrain::Floor);
        QCOMPARE(l.at(4, 3).terrain, Terrain::Outside);
        QCOMPARE(l.at(0, 0).terrain, Terrain::Wall);
        QVERIFY(l.at(1, 1).player);

        // Things on the edge keep their cell: they are not floor outside the walls.
        Level edge = rawLevel({"----", "$@.-", "----"});
        normalizeBoard(edge);
        QCOMPARE(edge.width, 3);
        QCOMPARE(edge.height, 1);
        QVERIFY(edge.at(0, 0).box);

        Level nothing = rawLevel({"---", "- -"});
        normalizeBoard(nothing);
        QCOMPARE(nothing.width, 0);
        QCOMPARE(nothing.height, 0);
        QVERIFY(nothing.cells.empty());
    }
};

QTEST_GUILESS_MAIN(TestLevelIdentity)
#include "tst_level_identity.moc"
