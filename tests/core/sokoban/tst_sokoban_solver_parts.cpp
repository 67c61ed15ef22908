// The solver's parts on small hand-made positions: the packing order of a goal room, a tunnel
// macro, the memory account that searches on several threads share, and the portfolio's late
// joiners.

#include "SolverTestLevels.h"
#include "sokoban/solver/GoalRooms.h"
#include "sokoban/solver/NodeStore.h"
#include "sokoban/solver/Portfolio.h"
#include "sokoban/solver/PushDistances.h"
#include "sokoban/solver/Search.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

using namespace tessera::sokoban;

namespace {

// The padded cell of the level's cell at (x, y).
int cellAt(const solver::Board &board, const Level &level, int x, int y)
{
    return board.fromLevelCell(level.index(x, y));
}

struct Position
{
    int player = -1;
    std::vector<int> boxes;
};

Position startOf(const solver::Board &board, const Level &level)
{
    Position p;
    for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
        if (level.cells[static_cast<std::size_t>(i)].box) {
            p.boxes.push_back(board.fromLevelCell(i));
        }
        if (level.cells[static_cast<std::size_t>(i)].player) {
            p.player = board.fromLevelCell(i);
        }
    }
    return p;
}

// The box moves of a weight-1 search run to the end.
std::vector<solver::BoxMove> searchMoves(const Level &level, const SolverOptions &options)
{
    const solver::Board board(level);
    solver::PushDistances distances;
    distances.compute(board, nullptr);
    solver::MemoryAccount account(std::size_t{16} << 20);
    const solver::SearchControl control;
    solver::Search search(board, distances, options, 1, account, control);
    const Position start = startOf(board, level);
    std::optional<SolverStatus> status = search.start(start.player, start.boxes);
    while (!status) {
        status = search.step(100);
    }
    if (status != SolverStatus::Solved) {
        return {};
    }
    return search.solution();
}

} // namespace

class TestSokobanSolverParts : public QObject
{
    Q_OBJECT

private slots:
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

    void portfolioStartsTheOthersOnlyAfterTheirDelay()
    {
        // Two identical plain A* searches side by side, the second to join after an hour of
        // processor time: the first decides alone, and the second never expands a position.
        // Joining at once, the second expands thousands while the first searches.
        const Level level = solvertest::levelFrom({
            "##########",
            "#  ....  #",
            "#  ...   #",
            "#        #",
            "# $$$$$$ #",
            "#    $   #",
            "#@       #",
            "##########",
        });
        const solver::Board board(level);
        solver::PushDistances distances;
        distances.compute(board, nullptr);
        const SolverOptions options;
        solver::MemoryAccount account(std::size_t{64} << 20);
        const auto start = startOf(board, level);
        solver::Portfolio portfolio([](int) {
            return std::make_pair(std::unique_ptr<solver::Search>(),
                                  std::optional<SolverStatus>(SolverStatus::MemoryLimit));
        });
        solver::SearchControl control;
        control.cancel = &portfolio.stopFlag();
        std::vector<std::unique_ptr<solver::Search>> searches;
        for (int i = 0; i < 2; ++i) {
            searches.push_back(
                std::make_unique<solver::Search>(board, distances, options, 1, account, control));
            QVERIFY(!searches.back()->start(start.player, start.boxes));
        }
        const SolverStatus status =
            portfolio.run(std::move(searches), nullptr, std::chrono::milliseconds(200), {},
                          std::chrono::hours(1));
        QCOMPARE(status, SolverStatus::Solved);
        QVERIFY(portfolio.winner()->explored() > 1000);
        QCOMPARE(portfolio.explored(), portfolio.winner()->explored());
    }

    void portfolioStartsTheOthersWhenTheFirstDropsOut()
    {
        // The first search has too little memory for the level and drops out; the second, due
        // an hour later, must start then rather than wait for processor time nobody spends. A
        // watchdog cancels after a minute, which would fail the test.
        const Level level = solvertest::levelFrom({
            "##########",
            "#  ....  #",
            "#  ...   #",
            "#        #",
            "# $$$$$$ #",
            "#    $   #",
            "#@       #",
            "##########",
        });
        const solver::Board board(level);
        solver::PushDistances distances;
        distances.compute(board, nullptr);
        const SolverOptions options;
        solver::MemoryAccount scarce(std::size_t{256} << 10);
        solver::MemoryAccount ample(std::size_t{64} << 20);
        const auto start = startOf(board, level);
        solver::Portfolio portfolio([](int) {
            return std::make_pair(std::unique_ptr<solver::Search>(),
                                  std::optional<SolverStatus>(SolverStatus::MemoryLimit));
        });
        solver::SearchControl control;
        control.cancel = &portfolio.stopFlag();
        std::vector<std::unique_ptr<solver::Search>> searches;
        for (solver::MemoryAccount *account : {&scarce, &ample}) {
            searches.push_back(
                std::make_unique<solver::Search>(board, distances, options, 1, *account, control));
            QVERIFY(!searches.back()->start(start.player, start.boxes));
        }
        std::atomic<bool> cancel{false};
        std::mutex mutex;
        std::condition_variable finished;
        bool done = false;
        std::thread watchdog([&] {
            std::unique_lock<std::mutex> lock(mutex);
            if (!finished.wait_for(lock, std::chrono::minutes(1), [&] { return done; })) {
                cancel.store(true);
            }
        });
        const SolverStatus status =
            portfolio.run(std::move(searches), &cancel, std::chrono::milliseconds(200), {},
                          std::chrono::hours(1));
        {
            const std::lock_guard<std::mutex> lock(mutex);
            done = true;
        }
        finished.notify_all();
        watchdog.join();
        QCOMPARE(status, SolverStatus::Solved);
        QVERIFY(portfolio.winner() != nullptr);
    }

    void memoryAccountHoldsUnderConcurrentUse()
    {
        // Four threads draw single bytes from one budget as fast as they can: exactly the
        // budget is granted, never more, and all of it comes back.
        constexpr std::size_t budget = 20000;
        solver::MemoryAccount account(budget);
        std::atomic<std::size_t> granted{0};
        std::atomic<bool> over{false};
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t) {
            threads.emplace_back([&] {
                for (int i = 0; i < 10000; ++i) {
                    if (account.reserve(1)) {
                        granted.fetch_add(1);
                    }
                    if (account.used() > budget) {
                        over = true;
                    }
                }
            });
        }
        for (std::thread &t : threads) {
            t.join();
        }
        QVERIFY(!over.load());
        QCOMPARE(granted.load(), budget);
        QCOMPARE(account.used(), budget);
        QCOMPARE(account.peak(), budget);
        QVERIFY(!account.reserve(1));
        account.release(budget);
        QCOMPARE(account.used(), std::size_t(0));
        QVERIFY(account.reserve(budget));
        QVERIFY(!account.reserve(budget + 1));
    }
};

QTEST_GUILESS_MAIN(TestSokobanSolverParts)
#include "tst_sokoban_solver_parts.moc"
