// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sokoban/LevelValidator.h"
#include "sokoban/XsbReader.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <algorithm>

using namespace tessera::sokoban;

namespace {

Level levelOf(const char *text)
{
    const LevelCollection c = readXsb(text);
    return c.levels.empty() ? Level() : c.levels.front().level;
}

std::vector<ProblemKind> kindsOf(const std::vector<LevelProblem> &problems)
{
    std::vector<ProblemKind> kinds;
    for (const LevelProblem &p : problems)
        kinds.push_back(p.kind);
    return kinds;
}

bool sameCells(std::vector<CellCoord> a, std::vector<CellCoord> b)
{
    auto order = [](CellCoord p, CellCoord q) { return p.y != q.y ? p.y < q.y : p.x < q.x; };
    std::sort(a.begin(), a.end(), order);
    std::sort(b.begin(), b.end(), order);
    return a == b;
}

} // namespace

class TestLevelValidator : public QObject
{
    Q_OBJECT

private slots:
    void aGoodLevelHasNoProblem()
    {
        QVERIFY(validateLevel(levelOf("#####\n#@$.#\n#####\n")).empty());
        QVERIFY(validateLevel(levelOf("######\n#+*$ #\n#    #\n######\n")).empty());
        // A box already on a goal may sit where the player cannot go.
        QVERIFY(validateLevel(levelOf("#######\n#@$.#*#\n#######\n")).empty());
    }

    void noPlayer()
    {
        const auto problems = validateLevel(levelOf("#####\n# $.#\n#####\n"), 2, 10);
        QCOMPARE(kindsOf(problems), std::vector<ProblemKind>{ProblemKind::NoPlayer});
        QCOMPARE(problems[0].message, std::string("no player"));
        QCOMPARE(problems[0].level, 2);
        QCOMPARE(problems[0].line, 10);
    }

    void severalPlayers()
    {
        const auto problems = validateLevel(levelOf("######\n#@$.@#\n#+  $#\n#    #\n######\n"));
        QCOMPARE(kindsOf(problems), std::vector<ProblemKind>{ProblemKind::SeveralPlayers});
        QCOMPARE(problems[0].message,
                 std::string("3 players (row 2, column 2; row 2, column 5; row 3, column 2); "
                             "a level has exactly one"));
        QVERIFY(sameCells(problems[0].cells, {{1, 1}, {4, 1}, {1, 2}}));
    }

    void noBoxes()
    {
        const auto problems = validateLevel(levelOf("#####\n#@ .#\n#####\n"));
        QCOMPARE(kindsOf(problems), std::vector<ProblemKind>{ProblemKind::NoBoxes});
        QCOMPARE(problems[0].message, std::string("no boxes"));
        // No goal either: still "no boxes", and no count mismatch on top.
        QCOMPARE(kindsOf(validateLevel(levelOf("####\n#@ #\n####\n"))),
                 std::vector<ProblemKind>{ProblemKind::NoBoxes});
    }

    void boxesAndGoalsDifferInNumber()
    {
        auto problems = validateLevel(levelOf("######\n#@$..#\n######\n"));
        QCOMPARE(kindsOf(problems), std::vector<ProblemKind>{ProblemKind::BoxGoalMismatch});
        QCOMPARE(problems[0].message,
                 std::string("boxes and goals differ in number: 1 box, 2 goals"));
        QVERIFY(sameCells(problems[0].cells, {{2, 1}, {3, 1}, {4, 1}}));
        problems = validateLevel(levelOf("#######\n#@$$$*#\n#.   .#\n#######\n"));
        QCOMPARE(problems[0].message,
                 std::string("boxes and goals differ in number: 4 boxes, 3 goals"));
        // The box on its goal is not highlighted.
        QVERIFY(sameCells(problems[0].cells, {{2, 1}, {3, 1}, {4, 1}, {1, 2}, {5, 2}}));
    }

    void levelNotClosed()
    {
        // A gap in the wall...
        auto problems = validateLevel(levelOf("#####\n#@$. \n#####\n"));
        QCOMPARE(kindsOf(problems), std::vector<ProblemKind>{ProblemKind::NotClosed});
        QCOMPARE(problems[0].message, std::string("the level is not closed: the player can walk "
                                                  "off the board (at row 2, column 5)"));
        QVERIFY(sameCells(problems[0].cells, {{4, 1}}));
        // ...or the player on the edge of the grid, even behind a box.
        problems = validateLevel(levelOf("######\n$@$ .#\n#.   #\n######\n"));
        QCOMPARE(kindsOf(problems), std::vector<ProblemKind>{ProblemKind::NotClosed});
        QVERIFY(sameCells(problems[0].cells, {{0, 1}}));
        // A level built in code with an Outside cell next to the player's room.
        Level l = levelOf("#####\n#@$.#\n#####\n");
        l.at(4, 1).terrain = Terrain::Outside;
        QCOMPARE(kindsOf(validateLevel(l)), std::vector<ProblemKind>{ProblemKind::NotClosed});
    }

    void unreachableBoxesAndGoals()
    {
        auto problems = validateLevel(levelOf("########\n#@$.#$.#\n########\n"));
        QCOMPARE(kindsOf(problems), (std::vector<ProblemKind>{ProblemKind::UnreachableBox,
                                                              ProblemKind::UnreachableGoal}));
        QCOMPARE(problems[0].message,
                 std::string("a box the player cannot reach is not on a goal (row 2, column 6)"));
        QVERIFY(sameCells(problems[0].cells, {{5, 1}}));
        QCOMPARE(problems[1].message,
                 std::string("a goal without a box cannot be reached (row 2, column 7)"));
        // Boxes in the player's way do not cut the region: they can be pushed aside.
        QVERIFY(validateLevel(levelOf("#######\n#@$$..#\n#######\n")).empty());
    }

    void everyProblemIsReported()
    {
        const Level l = levelOf("#######\n#@$ .@#\n#   $ \n#######\n");
        const auto problems = validateLevel(l, 7, 3);
        QCOMPARE(kindsOf(problems), (std::vector<ProblemKind>{ProblemKind::SeveralPlayers,
                                                              ProblemKind::BoxGoalMismatch}));
        // The open wall is found once there is one player to walk from.
        Level one = l;
        one.at(5, 1).player = false;
        QCOMPARE(kindsOf(validateLevel(one)),
                 (std::vector<ProblemKind>{ProblemKind::BoxGoalMismatch, ProblemKind::NotClosed}));
    }

    void boardsBuiltInCode()
    {
        QCOMPARE(kindsOf(validateLevel(Level())),
                 std::vector<ProblemKind>{ProblemKind::EmptyBoard});
        Level broken(3, 3);
        broken.cells.pop_back();
        QCOMPARE(kindsOf(validateLevel(broken)), std::vector<ProblemKind>{ProblemKind::EmptyBoard});
        QCOMPARE(kindsOf(validateLevel(Level(129, 3))),
                 std::vector<ProblemKind>{ProblemKind::BoardTooLarge});
        Level l = levelOf("#####\n#@$.#\n#####\n");
        l.at(0, 0).box = true;
        l.at(4, 0).goal = true;
        const auto problems = validateLevel(l);
        QCOMPARE(problems.front().kind, ProblemKind::ObjectOnWall);
        QVERIFY(sameCells(problems.front().cells, {{0, 0}, {4, 0}}));
    }

    void messagesNameTheLevel()
    {
        const LevelCollection c = readXsbFile(TESSERA_TEST_DATA "/sokoban/invalid.xsb");
        QCOMPARE(c.levels.size(), std::size_t(10));
        QVERIFY(problemsOfLevel(c, 1).empty());
        QVERIFY(problemsOfLevel(c, 10).empty());
        QCOMPARE(problemsOfLevel(c, 2).at(0).toString(),
                 std::string("level 2 \"No player\", line 8: no player"));
        QCOMPARE(problemsOfLevel(c, 3).at(0).toString(),
                 std::string("level 3 \"Two players\", line 13: 2 players (row 2, column 2; row 2, "
                             "column 5); a level has exactly one"));
        QCOMPARE(problemsOfLevel(c, 4).at(0).toString(),
                 std::string("level 4 \"No boxes\", line 18: no boxes"));
        QCOMPARE(problemsOfLevel(c, 5).at(0).toString(),
                 std::string("level 5 \"More goals than boxes\", line 23: boxes and goals differ "
                             "in number: 1 box, 2 goals"));
        QCOMPARE(kindsOf(problemsOfLevel(c, 6)), std::vector<ProblemKind>{ProblemKind::NotClosed});
        QCOMPARE(
            kindsOf(problemsOfLevel(c, 7)),
            (std::vector<ProblemKind>{ProblemKind::UnreachableBox, ProblemKind::UnreachableGoal}));
        // A board too large to read is reported once, by the reader.
        QCOMPARE(problemsOfLevel(c, 8).size(), std::size_t(1));
        QCOMPARE(problemsOfLevel(c, 8)[0].toString(),
                 std::string("level 8 \"Too wide\", line 38: the board is 130 columns wide, over "
                             "the 128x128 limit"));
        // A syntax error names its own line.
        QCOMPARE(problemsOfLevel(c, 9).size(), std::size_t(1));
        QCOMPARE(problemsOfLevel(c, 9)[0].toString(),
                 std::string("level 9 \"Bad row\", line 42: 'x' at column 3 is not board syntax"));
        QVERIFY(problemsOfLevel(c, 11).empty());

        const auto all = validateCollection(c);
        QCOMPARE(all.size(), std::size_t(9));
        QVERIFY(std::is_sorted(all.begin(), all.end(),
                               [](const auto &a, const auto &b) { return a.level < b.level; }));
    }

    void everyBundledLevelIsValid()
    {
        const QDir folder(QStringLiteral(TESSERA_SOURCE_DIR "/resources/levels"));
        const QStringList files =
            folder.entryList({QStringLiteral("*.xsb"), QStringLiteral("*.sok")}, QDir::Files);
        QVERIFY(files.contains(QStringLiteral("microban.xsb")));
        for (const QString &name : files) {
            const LevelCollection c =
                readXsbFile(QFile::encodeName(folder.filePath(name)).toStdString());
            QVERIFY2(!c.levels.empty(), qPrintable(name));
            const auto problems = validateCollection(c);
            QVERIFY2(
                problems.empty(),
                qPrintable(name + QStringLiteral(": ") +
                           QString::fromStdString(problems.empty() ? std::string()
                                                                   : problems.front().toString())));
        }
    }

    void fileErrorsComeFirst()
    {
        const LevelCollection c = readXsb(std::string_view("#####\n#@$.#\n#\0###\n", 18));
        const auto all = validateCollection(c);
        QCOMPARE(all.size(), std::size_t(1));
        QCOMPARE(all[0].toString(),
                 std::string("line 3: a NUL byte: this is binary data, not a level file"));
        LevelProblem p;
        p.message = "cannot open it";
        QCOMPARE(p.toString(), std::string("cannot open it"));
        p.level = 4;
        QCOMPARE(p.toString(), std::string("level 4: cannot open it"));
    }
};

QTEST_GUILESS_MAIN(TestLevelValidator)
#include "tst_level_validator.moc"
