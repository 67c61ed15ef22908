// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The solver's parts on small hand-made positions: the packing order of a goal room, a tunnel
// macro, deadlock patterns learned from corrals. The node store and the memory account have
// tst_sokoban_node_store; the portfolio and the expansion loop tst_sokoban_portfolio.

#include "SolverTestLevels.h"
#include "sokoban/solver/CorralDeadlock.h"
#include "sokoban/solver/GoalRooms.h"
#include "sokoban/solver/NodeStore.h"
#include "sokoban/solver/PackingOrder.h"
#include "sokoban/solver/PiCorrals.h"
#include "sokoban/solver/PushDistances.h"
#include "sokoban/solver/Search.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <memory>
#include <optional>
#include <vector>

using namespace tessera::sokoban;
using solvertest::cellAt;
using solvertest::distancesOn;
using solvertest::startOf;

namespace {

// A weight-1 search run to the end on the level's position.
struct SearchRun
{
    SearchRun(const Level &level, const SolverOptions &options)
        : board(level), distances(distancesOn(board)), account(std::size_t{16} << 20),
          search(board, distances, options, 1, account, control)
    {
        const solvertest::StartPosition start = startOf(board, level);
        status = search.start(start.player, start.boxes);
        while (!status) {
            status = search.step(100);
        }
    }

    const solver::Board board;
    const solver::PushDistances distances;
    solver::MemoryAccount account;
    const solver::SearchControl control;
    solver::Search search;
    std::optional<SolverStatus> status;
};

// The box moves of a weight-1 search run to the end.
std::vector<solver::BoxMove> searchMoves(const Level &level, const SolverOptions &options)
{
    const SearchRun run(level, options);
    if (run.status != SolverStatus::Solved) {
        return {};
    }
    return run.search.solution();
}

// The PI-corral analysis of a position (with the corral deadlock search `fenced`), as a search
// makes it before expanding the position.
solver::PiCorrals::Verdict analyseCorrals(const solver::Board &board,
                                          const solvertest::StartPosition &position,
                                          solver::CorralDeadlock &fenced)
{
    const auto cells = static_cast<std::size_t>(board.cellCount());
    std::vector<std::uint8_t> boxAt(cells, 0);
    for (const int b : position.boxes) {
        boxAt[static_cast<std::size_t>(b)] = 1;
    }
    std::vector<std::uint32_t> reach(cells, 0);
    std::vector<int> queue{position.player};
    reach[static_cast<std::size_t>(position.player)] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        for (int d = 0; d < solver::directionCount; ++d) {
            const int n = queue[head] + board.offset(d);
            const auto ni = static_cast<std::size_t>(n);
            if (board.isFloor(n) && !boxAt[ni] && !reach[ni]) {
                reach[ni] = 1;
                queue.push_back(n);
            }
        }
    }
    solver::PiCorrals corrals(board);
    return corrals.analyse(boxAt.data(), reach, 1, position.player, &fenced);
}

// Two boxes that are lost with the player above them: the right one reaches a goal only
// pushed up from below, where the player can only go through its cell; the left one, on its
// goal, can only be pushed right, on the goal the right one would need. The corral right of
// them is not PI (the push up cannot be made now), so a small search proves it lost. The other
// positions of the tests have the same walls and goals.
struct LostPair
{
    explicit LostPair(bool learnPatterns = true)
        : level(solvertest::levelFrom({
              "########",
              "#@. *. #",
              "#.   $ #",
              "##### ##",
              "####  ##",
              "####  ##",
              "########",
          })),
          board(level), fenced(board, learnPatterns),
          verdict(analyseCorrals(board, startOf(board, level), fenced))
    {}

    const Level level;
    const solver::Board board;
    solver::CorralDeadlock fenced; // has seen the pair
    const solver::PiCorrals::Verdict verdict;
};

// Three boxes beside a column of goals: a search meets corrals a small search proves lost.
Level boxesBesideGoalColumn()
{
    return solvertest::levelFrom({
        "   ####",
        "   #  #",
        "   #@ #",
        "####$.#",
        "#   $.#",
        "# # $.#",
        "#    ##",
        "######",
    });
}

// Steps an already started search until it decides; `status` is what start() returned.
SolverStatus runToTheEnd(solver::Search &search, std::optional<SolverStatus> status)
{
    while (!status)
        status = search.step(100);
    return *status;
}

} // namespace

class TestSokobanSolverParts : public QObject
{
    Q_OBJECT

private slots:
    void pullsAreCountedTheOtherWayRound()
    {
        // A corridor a b c d: a box is pushed from b to a (the player at c), never pulled
        // there (the player would step into the wall); pulled from d to c (the player at c
        // stepping back to b), never pushed there.
        const Level level = solvertest::levelFrom({"######", //
                                                   "#@$. #", //
                                                   "######"});
        const solver::Board board(level);
        const int a = board.fromLevelCell(7), b = board.fromLevelCell(8);
        const int c = board.fromLevelCell(9), d = board.fromLevelCell(10);
        using Moves = solver::PushDistances::Moves;
        constexpr auto unreachable = solver::PushDistances::unreachable;
        solver::PushDistances toA, toC;
        QVERIFY(toA.compute(board, {a}, Moves::Pushes, nullptr));
        QCOMPARE(toA.distance(0, board.floorIndex(b)), std::uint16_t{1});
        QCOMPARE(toA.distance(0, board.floorIndex(c)), std::uint16_t{2});
        QVERIFY(toC.compute(board, {c}, Moves::Pushes, nullptr));
        QCOMPARE(toC.distance(0, board.floorIndex(d)), unreachable);
        QVERIFY(toA.compute(board, {a}, Moves::Pulls, nullptr));
        QCOMPARE(toA.distance(0, board.floorIndex(b)), unreachable);
        QVERIFY(toC.compute(board, {c}, Moves::Pulls, nullptr));
        QCOMPARE(toC.distance(0, board.floorIndex(d)), std::uint16_t{1});
        QCOMPARE(toC.distance(0, board.floorIndex(a)), std::uint16_t{2});
        QCOMPARE(toC.distance(0, board.floorIndex(c)), std::uint16_t{0});
    }

    void goalRoomIsFilledFromTheBack()
    {
        // Three goals at the end of a dead-end corridor: the backward analysis pulls the box
        // nearest the door out first, so the order fills the far end first.
        const Level level = solvertest::levelFrom({
            "########",
            "#...   #",
            "###### #",
            "#@ $$$ #",
            "########",
        });
        const solver::Board board(level);
        const solver::GoalRooms rooms(board);
        QCOMPARE(rooms.rooms().size(), std::size_t(1));
        const std::vector<int> expected{cellAt(board, level, 1, 1), cellAt(board, level, 2, 1),
                                        cellAt(board, level, 3, 1)};
        QCOMPARE(rooms.rooms()[0].order, expected);
        QCOMPARE(rooms.orderIndex(cellAt(board, level, 1, 1)), 0);
        QCOMPARE(rooms.roomOf(cellAt(board, level, 2, 1)), 0);
        QCOMPARE(rooms.roomOf(cellAt(board, level, 5, 1)), -1);
    }

    void goalsOnTheWayAreNoRoom()
    {
        // The same goals in a passage between two parts of the floor: filling them would cut
        // the level in two, so they make no room.
        const Level level = solvertest::levelFrom({
            "###########",
            "#   ###   #",
            "#@$$...   #",
            "#  $###   #",
            "###########",
        });
        const solver::Board board(level);
        QVERIFY(solver::GoalRooms(board).rooms().empty());
    }

    void tunnelIsCrossedInOneMove()
    {
        // A box in a corridor one cell high: one macro move to the goal, six single pushes
        // without the macro; both the same pushes for the player.
        const Level level = solvertest::levelFrom({
            "##########",
            "#@$     .#",
            "##########",
        });
        SolverOptions options;
        const std::vector<solver::BoxMove> macro = searchMoves(level, options);
        QCOMPARE(macro.size(), std::size_t(1));
        const solver::Board board(level);
        QCOMPARE(macro[0].from, cellAt(board, level, 2, 1));
        QCOMPARE(macro[0].to, cellAt(board, level, 8, 1));
        options.tunnelMacros = false;
        QCOMPARE(searchMoves(level, options).size(), std::size_t(6));
        options.tunnelMacros = true;
        const SolverResult result = Solver(options).solve(level);
        QCOMPARE(result.pushCount(), 6);
        QCOMPARE(solvertest::replayError(level, result.solution), std::string());
    }

    void learnedPatternIsReusedWithOtherBoxesAround()
    {
        LostPair pair;
        solver::CorralDeadlock &fenced = pair.fenced;
        using Verdict = solver::PiCorrals::Verdict;
        QCOMPARE(pair.verdict, Verdict::Deadlock);
        QCOMPARE(fenced.patterns().size(), std::size_t(1));
        QVERIFY(fenced.patterns().memoryBytes() > 0);
        QVERIFY(fenced.memoryBytes() >= fenced.patterns().memoryBytes());
        const std::uint64_t searches = fenced.searches();
        QVERIFY(searches > 0);

        // Two more boxes, one of them beside both lost ones: the corral's fence and its
        // neighbours are other boxes now, so the answer is not the one remembered for the
        // first position, but the pattern gives it without a search.
        const Level crowded = solvertest::levelFrom({
            "########",
            "#@. *. #",
            "#.$ $$ #",
            "##### ##",
            "####  ##",
            "####  ##",
            "########",
        });
        const auto position = startOf(pair.board, crowded);
        QCOMPARE(analyseCorrals(pair.board, position, fenced), Verdict::Deadlock);
        QCOMPARE(fenced.searches(), searches);
        QCOMPARE(fenced.patterns().matches(), std::uint64_t(1));

        // Without patterns the same position takes a search of its own.
        LostPair unlearned(false);
        QCOMPARE(unlearned.verdict, Verdict::Deadlock);
        const std::uint64_t before = unlearned.fenced.searches();
        QCOMPARE(analyseCorrals(unlearned.board, position, unlearned.fenced), Verdict::Deadlock);
        QVERIFY(unlearned.fenced.searches() > before);
        QCOMPARE(unlearned.fenced.patterns().size(), std::size_t(0));
    }

    void patternNeedsThePlayerOnItsSide()
    {
        // The lost pair's boxes, the player below them: one push up solves the level. The
        // pattern learned with the player above must not call it lost.
        LostPair pair;
        QCOMPARE(pair.verdict, solver::PiCorrals::Verdict::Deadlock);
        QCOMPARE(pair.fenced.patterns().size(), std::size_t(1));

        const Level below = solvertest::levelFrom({
            "########",
            "# . *. #",
            "#.   $ #",
            "##### ##",
            "####  ##",
            "####@ ##",
            "########",
        });
        const auto position = startOf(pair.board, below);
        std::vector<std::uint8_t> boxAt(static_cast<std::size_t>(pair.board.cellCount()), 0);
        for (const int b : position.boxes) {
            boxAt[static_cast<std::size_t>(b)] = 1;
        }
        solver::DeadlockPatterns &patterns = pair.fenced.patterns();
        QVERIFY(!patterns.matchesAny(boxAt.data(), position.boxes, position.player));
        QVERIFY(analyseCorrals(pair.board, position, pair.fenced) !=
                solver::PiCorrals::Verdict::Deadlock);
        QCOMPARE(patterns.matches(), std::uint64_t(0));

        const SolverResult result = Solver().solve(below);
        QCOMPARE(result.status, SolverStatus::Solved);
        QCOMPARE(result.pushCount(), 1);
    }

    void searchPrunesPositionsByLearnedPatterns()
    {
        // Three boxes beside a column of goals: the search meets corrals that a small search
        // proves lost, learns their boxes and drops positions holding them before storing
        // them. It solves the level in as many pushes as without patterns, expanding fewer
        // positions.
        const Level level = boxesBesideGoalColumn();
        SolverOptions options;
        const SearchRun learning(level, options);
        QCOMPARE(learning.status, SolverStatus::Solved);
        QVERIFY(learning.search.patternsLearned() > 0);
        QVERIFY(learning.search.patternMatches() > 0);
        options.deadlockPatterns = false;
        const SearchRun plain(level, options);
        QCOMPARE(plain.status, SolverStatus::Solved);
        QCOMPARE(plain.search.patternsLearned(), std::size_t(0));
        QCOMPARE(plain.search.patternMatches(), std::uint64_t(0));
        QCOMPARE(learning.search.solution().size(), plain.search.solution().size());
        QVERIFY(learning.search.explored() < plain.search.explored());

        const SolverResult result = Solver().solve(level);
        QCOMPARE(result.status, SolverStatus::Solved);
        QCOMPARE(solvertest::replayError(level, result.solution), std::string());
    }

    void patternLearnedByOneSearchIsUsedByTheOther()
    {
        // Two corral deadlock searches sharing their patterns, as the portfolio's searches do:
        // the first proves the lost pair and learns it; the second, meeting the pair with two
        // more boxes around, takes the first's pattern in and answers without a search.
        const LostPair alone;
        solver::MemoryAccount account(std::size_t{16} << 20);
        solver::SharedPatterns shared(alone.board, account);
        solver::CorralDeadlock first(alone.board, true, &shared);
        solver::CorralDeadlock second(alone.board, true, &shared);
        using Verdict = solver::PiCorrals::Verdict;
        QCOMPARE(analyseCorrals(alone.board, startOf(alone.board, alone.level), first),
                 Verdict::Deadlock);
        QCOMPARE(shared.count(), std::size_t(1));
        QCOMPARE(first.patterns().size(), std::size_t(1));
        QCOMPARE(first.patterns().shared(), std::size_t(0)); // its own
        QVERIFY(account.used() > 0);
        QVERIFY(account.used() >= shared.memoryBytes());

        const Level crowded = solvertest::levelFrom({
            "########",
            "#@. *. #",
            "#.$ $$ #",
            "##### ##",
            "####  ##",
            "####  ##",
            "########",
        });
        const auto position = startOf(alone.board, crowded);
        second.patterns().sync();
        QCOMPARE(second.patterns().size(), std::size_t(1));
        QCOMPARE(second.patterns().shared(), std::size_t(1));
        QCOMPARE(analyseCorrals(alone.board, position, second), Verdict::Deadlock);
        QCOMPARE(second.searches(), std::uint64_t(0));
        QCOMPARE(second.patterns().matches(), std::uint64_t(1));

        // Not shared, the second needs a search of its own.
        solver::CorralDeadlock apart(alone.board, true);
        QCOMPARE(analyseCorrals(alone.board, position, apart), Verdict::Deadlock);
        QVERIFY(apart.searches() > 0);
    }

    void searchTakesInTheOtherSearchsPatterns()
    {
        // The level of searchPrunesPositionsByLearnedPatterns, searched twice with the patterns
        // shared: the second search starts with the first's and makes fewer small searches of
        // its own than a search without them.
        const Level level = boxesBesideGoalColumn();
        const solver::Board board(level);
        const solver::PushDistances distances = distancesOn(board);
        solver::MemoryAccount account(std::size_t{16} << 20);
        solver::SharedPatterns shared(board, account);
        solver::SearchControl control;
        control.patterns = &shared;
        const SolverOptions options;
        const auto start = startOf(board, level);
        solver::Search first(board, distances, options, 1, account, control);
        QCOMPARE(runToTheEnd(first, first.start(start.player, start.boxes)), SolverStatus::Solved);
        QVERIFY(first.patternsLearned() > 0);
        QCOMPARE(first.patternsShared(), std::size_t(0));
        QCOMPARE(shared.count(), first.patternsLearned());

        // Taken in before its first expansion, before it learns anything itself.
        solver::Search second(board, distances, options, 1, account, control);
        QVERIFY(!second.start(start.player, start.boxes));
        QCOMPARE(second.patternsLearned(), std::size_t(0));
        QVERIFY(!second.step(1));
        QCOMPARE(second.patternsShared(), first.patternsLearned());
        QCOMPARE(runToTheEnd(second, std::nullopt), SolverStatus::Solved);
        QVERIFY(second.patternsShared() >= first.patternsLearned());
        QVERIFY(second.patternMatches() > 0);
        QVERIFY2(second.corralSearches() < first.corralSearches(),
                 qPrintable(QStringLiteral("%1 small searches, %2 for the first")
                                .arg(second.corralSearches())
                                .arg(first.corralSearches())));
        QCOMPARE(second.solution().size(), first.solution().size());
    }

    void featureSearchGivesItsPatternsButTakesNone()
    {
        // The feature search's order moves with every position a pattern drops, so it keeps to
        // its own patterns; it gives them to the weighted search, whose order does not.
        const Level level = boxesBesideGoalColumn();
        const solver::Board board(level);
        const solver::PushDistances distances = distancesOn(board);
        const solver::PackingOrder packing(board);
        solver::MemoryAccount account(std::size_t{16} << 20);
        solver::SharedPatterns shared(board, account);
        solver::SearchControl control;
        control.patterns = &shared;
        const SolverOptions options;
        const auto start = startOf(board, level);
        solver::Search weighted(board, distances, options, 1, account, control);
        QCOMPARE(runToTheEnd(weighted, weighted.start(start.player, start.boxes)),
                 SolverStatus::Solved);
        const std::size_t fromWeighted = shared.count();
        QVERIFY(fromWeighted > 0);
        solver::Search features(board, distances, options, 10, account, control, nullptr, &packing);
        QCOMPARE(runToTheEnd(features, features.start(start.player, start.boxes)),
                 SolverStatus::Solved);
        QCOMPARE(features.patternsShared(), std::size_t(0));
        QCOMPARE(shared.count(), fromWeighted + features.patternsLearned());

        SolverOptions both;
        both.featureSearchTakesPatterns = true;
        solver::Search taking(board, distances, both, 10, account, control, nullptr, &packing);
        QCOMPARE(runToTheEnd(taking, taking.start(start.player, start.boxes)),
                 SolverStatus::Solved);
        QVERIFY(taking.patternsShared() >= fromWeighted);
    }
};

QTEST_GUILESS_MAIN(TestSokobanSolverParts)
#include "tst_sokoban_solver_parts.moc"
