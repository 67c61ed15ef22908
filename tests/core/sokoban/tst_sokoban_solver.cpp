// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Solver: every solution is replayed with the rules engine; unsolvable levels are proven so
// (checked against a brute-force search on small random levels); cancelling, time and memory
// limits stop it with the matching status.

#include "SolverTestLevels.h"
#include "sokoban/Game.h"
#include "sokoban/XsbReader.h"
#include "sokoban/solver/Solver.h"

#include <QTest>
#include <atomic>
#include <map>
#include <random>
#include <set>
#include <thread>

using namespace tessera::sokoban;

Q_DECLARE_METATYPE(Level)
Q_DECLARE_METATYPE(std::vector<std::string>)
Q_DECLARE_METATYPE(std::vector<int>)

namespace {

const std::vector<Level> &microban()
{
    static const std::vector<Level> levels = [] {
        std::vector<Level> read;
        for (LevelEntry &entry :
             readXsbFile(std::string(TESSERA_SOURCE_DIR) + "/resources/levels/microban.xsb")
                 .levels) {
            read.push_back(std::move(entry.level));
        }
        return read;
    }();
    return levels;
}

// Checks what a Solved result says against the level, by replay and push by push.
void verifySolution(const Level &level, const SolverResult &result)
{
    QCOMPARE(result.status, SolverStatus::Solved);
    QCOMPARE(solvertest::replayError(level, result.solution), std::string());
    std::string joined;
    int upper = 0;
    for (const SolutionPush &push : result.pushes) {
        joined += push.lurd;
        QVERIFY(!push.lurd.empty());
        const char last = push.lurd.back();
        QCOMPARE(last, static_cast<char>(lurdLetter(push.direction) - 'a' + 'A'));
        QCOMPARE(push.boxTo - push.boxFrom,
                 tessera::dx(push.direction) + tessera::dy(push.direction) * level.width);
    }
    for (const char c : result.solution) {
        upper += (c >= 'A' && c <= 'Z') ? 1 : 0;
    }
    QCOMPARE(joined, result.solution);
    QCOMPARE(result.pushCount(), upper);
    QCOMPARE(result.moveCount(), static_cast<int>(result.solution.size()));
    QCOMPARE(result.nextPush().has_value(), !result.pushes.empty());
}

// Breadth-first search over every (player, boxes) position, with rules of its own: the truth
// about small levels.
bool bruteForceSolvable(const Level &level)
{
    const int w = level.width;
    std::vector<int> boxes;
    int player = -1;
    for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
        const Cell &c = level.cells[static_cast<std::size_t>(i)];
        if (c.box) {
            boxes.push_back(i);
        }
        if (c.player) {
            player = i;
        }
    }
    auto floor = [&](int i) {
        return i >= 0 && i < static_cast<int>(level.cells.size()) &&
               level.cells[static_cast<std::size_t>(i)].terrain == Terrain::Floor;
    };
    auto solved = [&](const std::vector<int> &b) {
        for (const int c : b) {
            if (!level.cells[static_cast<std::size_t>(c)].goal) {
                return false;
            }
        }
        return true;
    };
    using State = std::pair<int, std::vector<int>>;
    std::set<State> seen{{player, boxes}};
    std::vector<State> queue{{player, boxes}};
    const int steps[] = {-1, 1, -w, w};
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const State s = queue[head];
        if (solved(s.second)) {
            return true;
        }
        for (const int step : steps) {
            const int to = s.first + step;
            if (!floor(to)) {
                continue;
            }
            std::vector<int> b = s.second;
            const auto box = std::find(b.begin(), b.end(), to);
            if (box != b.end()) {
                const int beyond = to + step;
                if (!floor(beyond) || std::find(b.begin(), b.end(), beyond) != b.end()) {
                    continue;
                }
                *box = beyond;
                std::sort(b.begin(), b.end());
            }
            State next{to, b};
            if (seen.insert(next).second) {
                queue.push_back(std::move(next));
            }
        }
    }
    return false;
}

// A small walled room with random inner walls, boxes, goals and the player.
Level randomLevel(std::mt19937 &rng, int boxes)
{
    const int w = 7;
    const int h = 6;
    Level level(w, h);
    std::uniform_int_distribution<int> percent(0, 99);
    std::vector<int> floor;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const bool border = x == 0 || y == 0 || x == w - 1 || y == h - 1;
            const bool wall = border || percent(rng) < 18;
            level.at(x, y).terrain = wall ? Terrain::Wall : Terrain::Floor;
            if (!wall) {
                floor.push_back(level.index(x, y));
            }
        }
    }
    std::shuffle(floor.begin(), floor.end(), rng);
    std::shuffle(floor.begin(), floor.end(), rng);
    for (int i = 0; i < boxes; ++i) {
        level.cells[static_cast<std::size_t>(floor[static_cast<std::size_t>(i)])].box = true;
    }
    // Goals drawn independently: some under boxes, some not.
    std::vector<int> goals = floor;
    std::shuffle(goals.begin(), goals.end(), rng);
    for (int i = 0; i < boxes; ++i) {
        level.cells[static_cast<std::size_t>(goals[static_cast<std::size_t>(i)])].goal = true;
    }
    level.cells[static_cast<std::size_t>(floor[static_cast<std::size_t>(boxes)])].player = true;
    return level;
}

// The same kind of room with the boxes on their goals, then the player walking and pulling at
// random: solvable, often in ways that need the player to go round boxes (corrals).
Level scrambledLevel(std::mt19937 &rng, int boxes, int pulls)
{
    Level level = randomLevel(rng, boxes);
    // Boxes onto the goals, then walk and pull at random: always solvable.
    for (Cell &c : level.cells) {
        c.box = c.goal;
    }
    int player = -1;
    for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
        if (level.cells[static_cast<std::size_t>(i)].player) {
            player = i;
        }
    }
    if (level.cells[static_cast<std::size_t>(player)].box) {
        // The player was drawn on a goal, now under a box: stand on the first free floor.
        level.cells[static_cast<std::size_t>(player)].player = false;
        for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
            const Cell &c = level.cells[static_cast<std::size_t>(i)];
            if (c.terrain == Terrain::Floor && !c.box) {
                player = i;
                break;
            }
        }
        level.cells[static_cast<std::size_t>(player)].player = true;
    }
    const int steps[] = {-1, 1, -level.width, level.width};
    std::uniform_int_distribution<int> direction(0, 3);
    std::uniform_int_distribution<int> coin(0, 1);
    auto free = [&](int i) {
        const Cell &c = level.cells[static_cast<std::size_t>(i)];
        return c.terrain == Terrain::Floor && !c.box;
    };
    for (int i = 0; i < pulls; ++i) {
        const int step = steps[direction(rng)];
        const int to = player + step;
        if (!free(to)) {
            continue;
        }
        const int behind = player - step;
        level.cells[static_cast<std::size_t>(player)].player = false;
        if (level.cells[static_cast<std::size_t>(behind)].box && coin(rng)) {
            level.cells[static_cast<std::size_t>(behind)].box = false;
            level.cells[static_cast<std::size_t>(player)].box = true;
        }
        player = to;
        level.cells[static_cast<std::size_t>(player)].player = true;
    }
    return level;
}

SolverOptions quickOptions()
{
    SolverOptions options;
    options.memoryLimitBytes = std::size_t{64} << 20;
    return options;
}

} // namespace

class TestSokobanSolver : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(microban().size() == 155, "microban.xsb not read"); }

    void solvesSmallLevels_data()
    {
        QTest::addColumn<std::vector<std::string>>("rows");
        QTest::newRow("one push") << std::vector<std::string>{"#####", "#@$.#", "#####"};
        QTest::newRow("walk then push")
            << std::vector<std::string>{"######", "#.   #", "#$ # #", "#  @ #", "######"};
        QTest::newRow("around a corner") << std::vector<std::string>{
            "#######", "#@    #", "# $$  #", "#  # .#", "#   ..#", "#######"};
        QTest::newRow("tunnel") << std::vector<std::string>{"##########", "#@$     .#",
                                                            "##########"};
        QTest::newRow("box behind box")
            << std::vector<std::string>{"########", "#      #", "# $$ @ #", "#..    #", "########"};
        QTest::newRow("more goals than boxes")
            << std::vector<std::string>{"#######", "#. $ .#", "#  @ .#", "#######"};
    }

    void solvesSmallLevels()
    {
        QFETCH(std::vector<std::string>, rows);
        const Level level = solvertest::levelFrom(rows);
        const SolverResult result = Solver(quickOptions()).solve(level);
        verifySolution(level, result);
        QVERIFY(result.pushCount() > 0);
        QVERIFY(result.stats.statesStored > 0);
    }

    void solvesMicrobanLevels_data()
    {
        QTest::addColumn<int>("number");
        for (const int n : {1, 2, 3, 84, 106, 120, 134, 155}) {
            QTest::addRow("microban %d", n) << n;
        }
    }

    void solvesMicrobanLevels()
    {
        QFETCH(int, number);
        const Level &level = microban()[static_cast<std::size_t>(number - 1)];
        const SolverResult result = Solver(quickOptions()).solve(level);
        verifySolution(level, result);
    }

    void eachTechniqueAloneStillSolves()
    {
        // The plain search, without corrals, tunnels or frozen-goal bounds, and A* alone.
        const Level &level = microban()[83];
        SolverOptions options = quickOptions();
        options.piCorrals = false;
        options.tunnelMacros = false;
        options.frozenGoalBoxes = false;
        verifySolution(level, Solver(options).solve(level));
        options = quickOptions();
        options.heuristicWeights = {1};
        options.featureSearchWeight = 0;
        options.backwardSearches.clear();
        const SolverResult optimal = Solver(options).solve(level);
        verifySolution(level, optimal);
        // A* finds no more pushes than the default portfolio.
        QVERIFY(optimal.pushCount() <= Solver(quickOptions()).solve(level).pushCount());
    }

    void goalRoomMacros()
    {
        // Microban 100 fills a column of goals: with room macros the search takes another
        // (shorter) course to a correct solution.
        SolverOptions options = quickOptions();
        options.heuristicWeights = {10};
        options.featureSearchWeight = 0;
        options.backwardSearches.clear();
        const Level &column = microban()[99];
        const SolverResult plain = Solver(options).solve(column);
        options.goalRoomMacros = true;
        const SolverResult rooms = Solver(options).solve(column);
        verifySolution(column, plain);
        verifySolution(column, rooms);
        QVERIFY(rooms.stats.statesExplored != plain.stats.statesExplored);
        // On Microban 80 the packing order leads nowhere: the search notices it ran dry only
        // because of the macros, searches again without them, and solves the level.
        const Level &trap = microban()[79];
        verifySolution(trap, Solver(options).solve(trap));
    }

    void alreadySolvedNeedsNothing()
    {
        const Level level = solvertest::levelFrom({"#####", "#@* #", "#####"});
        const SolverResult result = Solver().solve(level);
        QCOMPARE(result.status, SolverStatus::Solved);
        QVERIFY(result.solution.empty());
        QVERIFY(result.pushes.empty());
        QVERIFY(!result.nextPush());
    }

    void agreesWithBruteForceOnSmallLevels()
    {
        // Every pruning rule must keep solvable positions solvable, and "unsolvable" must be
        // true: compare with an exhaustive search on a few hundred tiny random levels.
        std::mt19937 rng(20240611);
        int solvable = 0;
        int unsolvable = 0;
        for (int i = 0; i < 400; ++i) {
            const int boxes = 2 + i % 3;
            const Level level = i % 2 ? scrambledLevel(rng, boxes, 80) : randomLevel(rng, boxes);
            const bool truth = bruteForceSolvable(level);
            const SolverResult result = Solver(quickOptions()).solve(level);
            if (truth) {
                ++solvable;
                verifySolution(level, result);
            } else {
                ++unsolvable;
                QCOMPARE(result.status, SolverStatus::Unsolvable);
            }
        }
        // The sample holds both kinds in numbers.
        QVERIFY(solvable > 30);
        QVERIFY(unsolvable > 30);
    }

    void unsolvableLevelIsProven()
    {
        // No simple deadlock at the start, and each box alone could reach a goal; yet no
        // order of pushes brings both home (the brute-force search agrees): only searching
        // shows it.
        const Level level = solvertest::lostLevel();
        QVERIFY(!DeadlockDetector(level).check(level));
        QVERIFY(!bruteForceSolvable(level));
        const SolverResult result = Solver(quickOptions()).solve(level);
        QCOMPARE(result.status, SolverStatus::Unsolvable);
        QVERIFY(!result.deadlock);
        QVERIFY(result.stats.statesExplored > 0);
        QVERIFY(result.solution.empty());
    }

    void simpleDeadlockAtTheStartIsNamed()
    {
        const Level level = solvertest::levelFrom({
            "######",
            "#$   #",
            "# @ .#",
            "######",
        });
        const SolverResult result = Solver().solve(level);
        QCOMPARE(result.status, SolverStatus::Unsolvable);
        QVERIFY(result.deadlock);
        QCOMPARE(result.deadlock->kind, DeadlockKind::BoxInCorner);
        QCOMPARE(result.deadlock->cells, std::vector<int>{level.index(1, 1)});
        QVERIFY(!result.message.empty());
    }

    void moreBoxesThanGoalsIsUnsolvable()
    {
        const SolverResult result =
            Solver().solve(solvertest::levelFrom({"#######", "#@ $$.#", "#######"}));
        QCOMPARE(result.status, SolverStatus::Unsolvable);
        QVERIFY(QString::fromStdString(result.message).contains("goals"));
    }

    void invalidLevelsAreRefusedWithAReason_data()
    {
        QTest::addColumn<Level>("level");
        QTest::addColumn<QString>("reason");
        QTest::newRow("no player") << [] {
            Level l = solvertest::levelFrom({"#####", "#@$.#", "#####"});
            l.at(1, 1).player = false;
            return l;
        }() << "no player";
        QTest::newRow("two players") << [] {
            Level l = solvertest::levelFrom({"######", "#@$. #", "######"});
            l.at(4, 1).player = true;
            return l;
        }() << "2 players";
        QTest::newRow("no box") << solvertest::levelFrom({"#####", "#@ .#", "#####"}) << "no box";
        QTest::newRow("box on a wall") << [] {
            Level l = solvertest::levelFrom({"#####", "#@$.#", "#####"});
            l.at(0, 1).box = true;
            return l;
        }() << "column 1, row 2";
        QTest::newRow("goal on a wall") << [] {
            Level l = solvertest::levelFrom({"#####", "#@$.#", "#####"});
            l.at(2, 0).goal = true;
            return l;
        }() << "goal is on a wall at column 3, row 1";
        QTest::newRow("player on a box") << [] {
            Level l = solvertest::levelFrom({"#####", "#@$.#", "#####"});
            l.at(1, 1).box = true;
            return l;
        }() << "player stands on a box";
        QTest::newRow("cells missing") << [] {
            Level l = solvertest::levelFrom({"#####", "#@$.#", "#####"});
            l.cells.pop_back();
            return l;
        }() << "14 cells";
        QTest::newRow("empty") << Level() << "0x0";
    }

    void invalidLevelsAreRefusedWithAReason()
    {
        QFETCH(Level, level);
        QFETCH(QString, reason);
        const SolverResult result = Solver().solve(level);
        QCOMPARE(result.status, SolverStatus::InvalidLevel);
        QVERIFY2(QString::fromStdString(result.message).contains(reason), result.message.c_str());
    }

    void solvesFromAPositionOfPlay()
    {
        // The hint's question: from where the player stands now, after some moves.
        const Level &start = microban()[133];
        auto game = Game::fromLevel(start);
        QVERIFY(game);
        const SolverResult first = Solver(quickOptions()).solve(start);
        verifySolution(start, first);
        // Play the first three pushes of the solution, then wander off a bit.
        for (int i = 0; i < 3; ++i) {
            for (const char c : first.pushes[static_cast<std::size_t>(i)].lurd) {
                QVERIFY(game->move(*tessera::directionFromLurd(c)).moved());
            }
        }
        for (const char c : std::string("ll")) {
            game->move(*tessera::directionFromLurd(c));
        }
        const Level now = game->toLevel();
        QVERIFY(now != start);
        const SolverResult result = Solver(quickOptions()).solve(now);
        verifySolution(now, result);
        const auto next = result.nextPush();
        QVERIFY(next);
        QCOMPARE(next->lurd, result.pushes.front().lurd);
        QVERIFY(game->hasBox(next->boxFrom));
        // Playing the hint pushes that box.
        for (const char c : next->lurd) {
            game->move(*tessera::directionFromLurd(c));
        }
        QVERIFY(game->hasBox(next->boxTo));
        QVERIFY(!game->hasBox(next->boxFrom));
    }

    void lostPositionOfPlayIsReported()
    {
        // Pushing the box into the corner loses Microban 1.
        const Level &start = microban()[0];
        auto game = Game::fromLevel(start);
        QVERIFY(game);
        const Level before = game->toLevel();
        QCOMPARE(Solver().solve(before).status, SolverStatus::Solved);
        // Microban 1: box at (3,4), player at (2,3); walk down, push right twice.
        for (const char c : std::string("dRR")) {
            game->move(*tessera::directionFromLurd(c));
        }
        const SolverResult lost = Solver().solve(game->toLevel());
        QCOMPARE(lost.status, SolverStatus::Unsolvable);
        QVERIFY(lost.deadlock);
        QVERIFY(!lost.nextPush());
    }

    void cancelFromAnotherThreadStopsTheSearch_data()
    {
        QTest::addColumn<std::vector<int>>("weights");
        QTest::addColumn<bool>("parallel");
        QTest::newRow("one search") << std::vector<int>{1} << false;
        QTest::newRow("two taking turns") << std::vector<int>{1, 1} << false;
        QTest::newRow("two side by side") << std::vector<int>{1, 1} << true;
    }

    void cancelFromAnotherThreadStopsTheSearch()
    {
        // Plain A* on Microban 153 runs far longer than this test waits. Progress comes on
        // the thread that called solve(), side by side or not, and cancelling stops it all.
        QFETCH(std::vector<int>, weights);
        QFETCH(bool, parallel);
        SolverOptions options;
        options.heuristicWeights = weights;
        options.featureSearchWeight = 0;
        options.backwardSearches.clear();
        options.parallelSearches = parallel;
        options.progressInterval = std::chrono::milliseconds(1);
        std::atomic<bool> cancel{false};
        std::atomic<int> reports{0};
        std::atomic<bool> progressMoved{true};
        std::atomic<bool> onCaller{true};
        SolverResult result;
        const Level &level = microban()[152];
        std::thread worker([&] {
            const auto caller = std::this_thread::get_id();
            result = Solver(options).solve(level, cancel, [&](const SolverProgress &p) {
                if (p.stats.statesExplored == 0 || p.stats.seconds <= 0) {
                    progressMoved.store(false);
                }
                if (std::this_thread::get_id() != caller) {
                    onCaller.store(false);
                }
                reports.fetch_add(1);
            });
        });
        // Cancel once the search is under way, as a user clicking "Cancel" would.
        QTRY_VERIFY_WITH_TIMEOUT(reports.load() > 0, 60000);
        cancel.store(true);
        worker.join();
        QVERIFY(progressMoved.load());
        QVERIFY(onCaller.load());
        QCOMPARE(result.status, SolverStatus::Cancelled);
        QVERIFY(result.solution.empty());
        QVERIFY(result.stats.statesExplored > 0);
    }

    void portfolioStopsItsLoser()
    {
        // Plain A* alone runs far longer on Microban 153 than this test waits (see above);
        // beside it a weighted search finds a solution, and A* must stop for the solve to
        // return. A watchdog cancels after two minutes, which would fail the test.
        SolverOptions options;
        options.heuristicWeights = {1, 10};
        options.featureSearchWeight = 0;
        options.backwardSearches.clear();
        options.parallelSearches = true;
        std::atomic<bool> cancel{false};
        const Level &level = microban()[152];
        SolverResult result;
        {
            const solvertest::CancelAfter watchdog(cancel, std::chrono::minutes(2));
            result = Solver(options).solve(level, cancel);
        }
        verifySolution(level, result);
    }

    void takingTurnsGivesTheSameAnswerEveryTime()
    {
        SolverOptions options = quickOptions();
        options.parallelSearches = false;

        const Level &level = microban()[143];
        const SolverResult first = Solver(options).solve(level);
        verifySolution(level, first);
        const SolverResult second = Solver(options).solve(level);
        QCOMPARE(second.solution, first.solution);
        QCOMPARE(second.stats.statesExplored, first.stats.statesExplored);
    }

    void cancelledBeforeStartingReturnsAtOnce()
    {
        const std::atomic<bool> cancel{true};
        const SolverResult result = Solver().solve(microban()[152], cancel);
        QCOMPARE(result.status, SolverStatus::Cancelled);
    }

    void timeLimitIsReported()
    {
        SolverOptions options;
        options.heuristicWeights = {1};
        options.featureSearchWeight = 0;
        options.backwardSearches.clear();
        options.timeLimitSeconds = 0.05;
        const SolverResult result = Solver(options).solve(microban()[152]);
        QCOMPARE(result.status, SolverStatus::TimedOut);
    }

    void timeLimitPastTheClocksRangeIsNoLimit()
    {
        // `sokoban solve --time-limit 1e12` once overflowed into a deadline in the past and
        // reported "timeout" at once.
        for (const double seconds : {1e12, 1e300}) {
            SolverOptions options;
            options.timeLimitSeconds = seconds;
            verifySolution(microban()[0], Solver(options).solve(microban()[0]));
        }
    }

    void memoryLimitIsRespected()
    {
        // A quarter of a MiB is far too little for Microban 93: the searches give up one by one
        // and the solve says so, never holding more than allowed.
        SolverOptions options;
        options.memoryLimitBytes = 256 * 1024;
        const SolverResult result = Solver(options).solve(microban()[92]);
        QCOMPARE(result.status, SolverStatus::MemoryLimit);
        QVERIFY(result.stats.memoryBytes <= options.memoryLimitBytes);
        QVERIFY(result.stats.memoryBytes > options.memoryLimitBytes / 2);
        // Too little even for the tables.
        options.memoryLimitBytes = 1024;
        QCOMPARE(Solver(options).solve(microban()[92]).status, SolverStatus::MemoryLimit);
        // The same bound is plenty for a small level.
        options.memoryLimitBytes = 256 * 1024;
        verifySolution(microban()[1], Solver(options).solve(microban()[1]));
    }

    void statusNamesAreStable()
    {
        QCOMPARE(solverStatusName(SolverStatus::Solved), std::string_view("solved"));
        QCOMPARE(solverStatusName(SolverStatus::Unsolvable), std::string_view("unsolvable"));
        QCOMPARE(solverStatusName(SolverStatus::TimedOut), std::string_view("timeout"));
        QCOMPARE(solverStatusName(SolverStatus::Cancelled), std::string_view("cancelled"));
        QCOMPARE(solverStatusName(SolverStatus::MemoryLimit), std::string_view("memory-limit"));
        QCOMPARE(solverStatusName(SolverStatus::InvalidLevel), std::string_view("invalid-level"));
    }
};

QTEST_GUILESS_MAIN(TestSokobanSolver)
#include "tst_sokoban_solver.moc"
