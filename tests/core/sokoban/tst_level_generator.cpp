// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "EngineTestLevels.h"
#include "sokoban/Game.h"
#include "sokoban/LevelGenerator.h"
#include "sokoban/LevelValidator.h"
#include "sokoban/XsbWriter.h"
#include "sokoban/solver/Solver.h"

#include <QTest>
#include <atomic>
#include <string>
#include <vector>

using tessera::sokoban::Game;
using tessera::sokoban::GeneratedLevel;
using tessera::sokoban::GeneratorOptions;
using tessera::sokoban::GeneratorProgress;
using tessera::sokoban::GeneratorResult;
using tessera::sokoban::GeneratorStatus;
using tessera::sokoban::Level;
using tessera::sokoban::LevelGenerator;
using tessera::sokoban::Solver;
using tessera::sokoban::SolverStatus;
using testlevels::levelFrom;

namespace {

// Walls and goals only, as a level designer gives them.
const std::vector<std::string> twoGoals{
    "########", "#      #", "# #  # #", "#  ..  #", "# #    #", "#      #", "########",
};

GeneratorOptions quick(std::uint64_t seed)
{
    GeneratorOptions options;
    options.seed = seed;
    options.timeLimitSeconds = 60; // ends long before: the layouts here are searched through
    return options;
}

// The level is valid, the solver solves it, and the generator's solution solves it.
void checkOffered(const GeneratedLevel &g)
{
    QVERIFY(tessera::sokoban::validateLevel(g.level).empty());
    const auto solved = Solver().solve(g.level);
    QCOMPARE(solved.status, SolverStatus::Solved);
    QVERIFY(solved.pushCount() >= g.fewestPushes);
    auto game = Game::fromLevel(g.level);
    QVERIFY(game);
    for (const char c : g.solution) {
        QVERIFY(game->move(*tessera::directionFromLurd(c)).moved());
    }
    QVERIFY(game->isSolved());
    QCOMPARE(game->pushes(), g.pushes);
    QCOMPARE(game->moves(), g.moves);
    QVERIFY(g.pushes >= g.fewestPushes);
}

} // namespace

class TestLevelGenerator : public QObject
{
    Q_OBJECT

private slots:
    void findsTheHardestPositionOfACorridor()
    {
        // One goal at the right: the box can start no further left than x 2, 3 pushes away.
        const GeneratorResult result =
            LevelGenerator(quick(1)).generate(levelFrom({"#######", "#    .#", "#######"}));
        QCOMPARE(result.status, GeneratorStatus::Exhausted);
        QVERIFY(result.best);
        QCOMPARE(tessera::sokoban::writeBoard(result.best->level),
                 std::string("#######\n#@$  .#\n#######\n"));
        QCOMPARE(result.best->fewestPushes, 3);
        QCOMPARE(result.best->pushes, 3);
        QVERIFY(result.firstValidSeconds >= 0);
        checkOffered(*result.best);
    }

    void generatedLevelsAreValidAndSolvable()
    {
        std::vector<int> depths;
        const GeneratorResult result = LevelGenerator(quick(7)).generate(
            levelFrom(twoGoals), nullptr,
            [&depths](const GeneratorProgress &p) { depths.push_back(p.depth); });
        QCOMPARE(result.status, GeneratorStatus::Exhausted);
        QVERIFY(result.best);
        checkOffered(*result.best);
        // Progress came layer by layer, deeper each time, and the level is of the deepest.
        QVERIFY(depths.size() >= 4);
        QVERIFY(std::is_sorted(depths.begin(), depths.end()));
        QCOMPARE(result.best->fewestPushes, depths.back());
        QVERIFY(result.best->fewestPushes >= 4);
        // The walls and goals are the layout's.
        const Level layout = levelFrom(twoGoals);
        for (std::size_t i = 0; i < layout.cells.size(); ++i) {
            QCOMPARE(result.best->level.cells[i].terrain, layout.cells[i].terrain);
            QCOMPARE(result.best->level.cells[i].goal, layout.cells[i].goal);
        }
    }

    void oneSeedGivesOneLevel()
    {
        const Level layout = levelFrom(twoGoals);
        const GeneratorResult a = LevelGenerator(quick(42)).generate(layout);
        const GeneratorResult b = LevelGenerator(quick(42)).generate(layout);
        QVERIFY(a.best && b.best);
        QCOMPARE(a.best->level, b.best->level);
        QCOMPARE(a.best->solution, b.best->solution);
        QCOMPARE(a.positions, b.positions);
    }

    void roomsComeFromTheSeed()
    {
        std::string error;
        const auto a = LevelGenerator::roomLayout(6, 5, 3, 9, &error);
        const auto b = LevelGenerator::roomLayout(6, 5, 3, 9, &error);
        const auto c = LevelGenerator::roomLayout(6, 5, 3, 10, &error);
        QVERIFY(a && b && c);
        QCOMPARE(*a, *b);
        QVERIFY(*a != *c);
        QCOMPARE(a->width, 8);
        QCOMPARE(a->height, 7);
        int goals = 0;
        for (const auto &cell : a->cells) {
            goals += cell.goal ? 1 : 0;
        }
        QCOMPARE(goals, 3);
        const GeneratorResult result = LevelGenerator(quick(9)).generate(*a);
        QVERIFY(result.best);
        checkOffered(*result.best);
    }

    void badRoomsAreRefused()
    {
        std::string error;
        QVERIFY(!LevelGenerator::roomLayout(2, 5, 1, 1, &error));
        QVERIFY(QString::fromStdString(error).contains(QLatin1String("2x5")));
        QVERIFY(!LevelGenerator::roomLayout(4, 4, 6, 1, &error));
        QVERIFY(QString::fromStdString(error).contains(QLatin1String("6 boxes")));
        QVERIFY(!LevelGenerator::roomLayout(4, 4, 0, 1, &error));
    }

    void badLayoutsAreNamed()
    {
        const auto noGoal =
            LevelGenerator(quick(1)).generate(levelFrom({"#####", "#   #", "#####"}));
        QCOMPARE(noGoal.status, GeneratorStatus::InvalidLayout);
        QCOMPARE(noGoal.message, std::string("the layout has no goal"));
        QVERIFY(!noGoal.best);
        const auto open = LevelGenerator(quick(1)).generate(levelFrom({"#####", "#  . ", "#####"}));
        QCOMPARE(open.status, GeneratorStatus::InvalidLayout);
        QCOMPARE(open.message, std::string("the walls do not close the layout (column 5, row 2)"));
        const auto full = LevelGenerator(quick(1)).generate(levelFrom({"####", "#..#", "####"}));
        QCOMPARE(full.status, GeneratorStatus::InvalidLayout);
        QVERIFY(full.message.find("no floor") != std::string::npos);
    }

    void cancelStopsTheRun()
    {
        std::string error;
        const auto room = LevelGenerator::roomLayout(12, 10, 6, 3, &error);
        QVERIFY(room);
        std::atomic<bool> cancel{false};
        GeneratorOptions options = quick(3);
        options.timeLimitSeconds = 600;
        int calls = 0;
        const auto result =
            LevelGenerator(options).generate(*room, &cancel, [&](const GeneratorProgress &) {
                if (++calls == 3) {
                    cancel = true;
                }
            });
        QCOMPARE(result.status, GeneratorStatus::Cancelled);
        QVERIFY(result.seconds < 600);
    }

    void manyBoxesKeepMemoryBounded()
    {
        // 500 boxes: positions of about 2 KB each, so far fewer of them than 2,000,000.
        std::string error;
        const auto room = LevelGenerator::roomLayout(40, 40, 500, 2, &error);
        QVERIFY(room);
        GeneratorOptions options = quick(2);
        options.timeLimitSeconds = 2;
        const auto result = LevelGenerator(options).generate(*room);
        QVERIFY(result.status == GeneratorStatus::TimeLimit ||
                result.status == GeneratorStatus::PositionLimit);
        QVERIFY(result.positions <= (std::uint64_t{400} << 20) / (4 * 501 + 96));
        if (result.best) {
            QVERIFY(tessera::sokoban::validateLevel(result.best->level).empty());
        }
    }

    void positionLimitStopsTheSearch()
    {
        std::string error;
        const auto room = LevelGenerator::roomLayout(12, 10, 6, 3, &error);
        GeneratorOptions options = quick(3);
        options.maxPositions = 20000;
        const auto result = LevelGenerator(options).generate(*room);
        QCOMPARE(result.status, GeneratorStatus::PositionLimit);
        QCOMPARE(result.positions, std::uint64_t{20000});
        QVERIFY(result.best);
        checkOffered(*result.best);
    }
};

QTEST_APPLESS_MAIN(TestLevelGenerator)
#include "tst_level_generator.moc"
