// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// How the solver runs its searches: the portfolio that runs them side by side (late joiners,
// the hand-over of the weighted search's thread and of a backward search's) and the expansion loop
// each one steps through.
// The searches' other parts: tst_sokoban_solver_parts.

#include "SolverTestLevels.h"
#include "sokoban/solver/BackwardSearch.h"
#include "sokoban/solver/ExpansionLoop.h"
#include "sokoban/solver/Portfolio.h"
#include "sokoban/solver/PushDistances.h"
#include "sokoban/solver/Search.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

using namespace tessera::sokoban;
using solvertest::distancesOn;
using solvertest::startOf;

namespace {

// Seven boxes that take a plain A* search thousands of positions.
Level portfolioLevel()
{
    return solvertest::levelFrom({
        "##########",
        "#  ....  #",
        "#  ...   #",
        "#        #",
        "# $$$$$$ #",
        "#    $   #",
        "#@       #",
        "##########",
    });
}

// Two plain A* searches side by side in a portfolio whose restarts fail, the second due an
// hour of processor time after the first.
struct PortfolioRun
{
    PortfolioRun()
        : level(portfolioLevel()), board(level), distances(distancesOn(board)),
          start(startOf(board, level)), portfolio([](solver::SearchStrategy) {
              return std::make_pair(std::unique_ptr<solver::SlicedSearch>(),
                                    std::optional<SolverStatus>(SolverStatus::MemoryLimit));
          })
    {
        control.cancel = &portfolio.stopFlag();
    }

    // A search started on the level drawing from `account`; null if the start decided.
    std::unique_ptr<solver::SlicedSearch> search(solver::MemoryAccount &account)
    {
        auto s = std::make_unique<solver::Search>(board, distances, options, 1, account, control);
        return s->start(start.player, start.boxes) ? nullptr : std::move(s);
    }

    SolverStatus run(std::vector<std::unique_ptr<solver::SlicedSearch>> searches,
                     const std::atomic<bool> *cancel = nullptr)
    {
        return portfolio.run(std::move(searches), cancel, std::chrono::milliseconds(200), {},
                             std::chrono::hours(1));
    }

    const Level level;
    const solver::Board board;
    const solver::PushDistances distances;
    const SolverOptions options;
    const solvertest::StartPosition start;
    solver::Portfolio portfolio;
    solver::SearchControl control;
};

// Microban 36, which takes a search at weight 2 thousands of positions, and a portfolio
// restart on it that records each strategy asked for.
struct HandOverLevel
{
    HandOverLevel()
        : level(solvertest::microbanLevel(36)), board(level), distances(distancesOn(board)),
          packing(board), start(startOf(board, level))
    {}

    // Starts a search of each strategy (with `optionsFor` its options), recording it.
    solver::Portfolio::Restart recordingRestart(
        solver::MemoryAccount &account, const solver::SearchControl &control,
        std::vector<solver::SearchStrategy> &restarts,
        std::function<const SolverOptions &(const solver::SearchStrategy &)> optionsFor) const
    {
        return [=, &account, &control, &restarts](solver::SearchStrategy strategy) {
            restarts.push_back(strategy);
            auto search = std::make_unique<solver::Search>(
                board, distances, optionsFor(strategy), strategy.weight, account, control, nullptr,
                strategy.features ? &packing : nullptr);
            std::optional<SolverStatus> status = search->start(start.player, start.boxes);
            return std::make_pair(std::unique_ptr<solver::SlicedSearch>(std::move(search)), status);
        };
    }

    // A backward search on the level, started, whose budget is spent after one expansion.
    std::unique_ptr<solver::SlicedSearch>
    backwardOutAfterOne(solver::MemoryAccount &account, const solver::SearchControl &control) const
    {
        auto search = std::make_unique<solver::BackwardSearch>(board, 10, 1, std::size_t{32} << 20,
                                                               account, control);
        if (search->start(start.player, start.boxes)) {
            return nullptr; // decided at once: not what the tests want
        }
        return search;
    }

    const Level level;
    const solver::Board board;
    const solver::PushDistances distances;
    const solver::PackingOrder packing;
    const solvertest::StartPosition start;
};

} // namespace

class TestSokobanPortfolio : public QObject
{
    Q_OBJECT

private slots:
    void portfolioStartsTheOthersOnlyAfterTheirDelay()
    {
        // Two identical plain A* searches side by side, the second to join after an hour of
        // processor time: the first decides alone, and the second never expands a position.
        // Joining at once, the second expands thousands while the first searches.
        PortfolioRun run;
        solver::MemoryAccount account(std::size_t{64} << 20);
        std::vector<std::unique_ptr<solver::SlicedSearch>> searches;
        for (int i = 0; i < 2; ++i) {
            searches.push_back(run.search(account));
            QVERIFY(searches.back());
        }
        const SolverStatus status = run.run(std::move(searches));
        QCOMPARE(status, SolverStatus::Solved);
        QVERIFY(run.portfolio.winner()->explored() > 1000);
        QCOMPARE(run.portfolio.explored(), run.portfolio.winner()->explored());
    }

    void portfolioStartsTheOthersWhenTheFirstDropsOut()
    {
        // The first search has too little memory for the level and drops out; the second, due
        // an hour later, must start then rather than wait for processor time nobody spends. A
        // watchdog cancels after a minute, which would fail the test.
        PortfolioRun run;
        solver::MemoryAccount scarce(std::size_t{256} << 10);
        solver::MemoryAccount ample(std::size_t{64} << 20);
        std::vector<std::unique_ptr<solver::SlicedSearch>> searches;
        for (solver::MemoryAccount *account : {&scarce, &ample}) {
            searches.push_back(run.search(*account));
            QVERIFY(searches.back());
        }
        std::atomic<bool> cancel{false};
        SolverStatus status = SolverStatus::Cancelled;
        {
            const solvertest::CancelAfter watchdog(cancel, std::chrono::minutes(1));
            status = run.run(std::move(searches), &cancel);
        }
        QCOMPARE(status, SolverStatus::Solved);
        QVERIFY(run.portfolio.winner() != nullptr);
    }

    void weightedSearchHandsOverToAFeatureSearch()
    {
        // A weighted search still undecided after its first slice gives its thread to the
        // strategy the hand-over names, a feature search ordered by advice, which decides the
        // level. Without a hand-over the weighted search decides it itself.
        const HandOverLevel on;
        const SolverOptions plain;
        SolverOptions advised;
        advised.featureAdvisors = true;
        for (const bool handOver : {false, true}) {
            solver::MemoryAccount account(std::size_t{64} << 20);
            solver::SearchControl control;
            std::vector<solver::SearchStrategy> restarts;
            solver::Portfolio portfolio(
                on.recordingRestart(
                    account, control, restarts,
                    [&](const solver::SearchStrategy &strategy) -> const SolverOptions & {
                        return strategy.advisors ? advised : plain;
                    }),
                solver::HandOver{1, {handOver ? 10 : 0, true, true}});
            control.cancel = &portfolio.stopFlag();
            std::vector<std::unique_ptr<solver::SlicedSearch>> searches;
            searches.push_back(std::make_unique<solver::Search>(on.board, on.distances, plain, 2,
                                                                account, control));
            QVERIFY(!searches.back()->start(on.start.player, on.start.boxes));
            QCOMPARE(
                portfolio.run(std::move(searches), nullptr, std::chrono::milliseconds(200), {}),
                SolverStatus::Solved);
            const solver::SlicedSearch &winner = *portfolio.winner();
            QCOMPARE(winner.usesFeatures(), handOver);
            if (!handOver) {
                // More than a slice: with a hand-over after one expansion it is due.
                QVERIFY(winner.explored() > 64);
                QVERIFY(restarts.empty());
                continue;
            }
            QCOMPARE(restarts.size(), std::size_t(1));
            QCOMPARE(restarts.front().weight, 10);
            QVERIFY(restarts.front().features && restarts.front().advisors);
            QCOMPARE(winner.weight(), 10);
            // The weighted search's positions still count, beside the feature search's.
            QVERIFY(portfolio.explored() > winner.explored());
        }
    }

    void backwardSearchHandsItsThreadToAFeatureSearch()
    {
        // A backward search whose budget is spent after one expansion drops out; with a
        // search named for after it, its thread goes on with that one (a feature search ordered
        // by advice first), which decides the level. Without, nothing is left to decide it.
        const HandOverLevel on;
        SolverOptions adviceFirst;
        adviceFirst.featureAdvisors = true;
        adviceFirst.featureAdviceFirst = true;
        for (const bool afterBackward : {false, true}) {
            solver::MemoryAccount account(std::size_t{64} << 20);
            solver::SearchControl control;
            std::vector<solver::SearchStrategy> restarts;
            solver::HandOver handOver;
            handOver.afterBackward = {{afterBackward ? 10 : 0, true, true, 4, 1}};
            solver::Portfolio portfolio(
                on.recordingRestart(account, control, restarts,
                                    [&](const solver::SearchStrategy &) -> const SolverOptions & {
                                        return adviceFirst;
                                    }),
                handOver);
            control.cancel = &portfolio.stopFlag();
            std::vector<std::unique_ptr<solver::SlicedSearch>> searches;
            searches.push_back(on.backwardOutAfterOne(account, control));
            QVERIFY(searches.back());
            const SolverStatus status =
                portfolio.run(std::move(searches), nullptr, std::chrono::milliseconds(200), {});
            if (!afterBackward) {
                QCOMPARE(status, SolverStatus::MemoryLimit);
                QVERIFY(restarts.empty());
                continue;
            }
            QCOMPARE(status, SolverStatus::Solved);
            QCOMPARE(restarts.size(), std::size_t(1));
            QCOMPARE(restarts.front().afterBackward, 1);
            QVERIFY(restarts.front().features);
            const solver::SlicedSearch &winner = *portfolio.winner();
            QVERIFY(winner.usesFeatures() && !winner.backward());
            // The backward search's expansion still counts.
            QVERIFY(portfolio.explored() > winner.explored());
        }
    }

    void searchesAfterTheBackwardOneTakeItsThreadInTurn()
    {
        // The backward search out after one expansion gives its thread to the first search
        // named for after it, a plain weighted one with a budget of one expansion (it needs more
        // than a slice), and once that is spent, to the next, a feature search ordered by
        // advice first, which decides the level.
        const HandOverLevel on;
        const SolverOptions plain;
        SolverOptions adviceFirst;
        adviceFirst.featureAdvisors = true;
        adviceFirst.featureAdviceFirst = true;
        solver::MemoryAccount account(std::size_t{64} << 20);
        solver::SearchControl control;
        std::vector<solver::SearchStrategy> restarts;
        solver::HandOver handOver;
        handOver.afterBackward = {{2, false, false, 1, 2, 1}, {10, true, true, 4, 1}};
        solver::Portfolio portfolio(
            on.recordingRestart(
                account, control, restarts,
                [&](const solver::SearchStrategy &strategy) -> const SolverOptions & {
                    return strategy.features ? adviceFirst : plain;
                }),
            handOver);
        control.cancel = &portfolio.stopFlag();
        std::vector<std::unique_ptr<solver::SlicedSearch>> searches;
        searches.push_back(on.backwardOutAfterOne(account, control));
        QVERIFY(searches.back());
        QCOMPARE(portfolio.run(std::move(searches), nullptr, std::chrono::milliseconds(200), {}),
                 SolverStatus::Solved);
        QCOMPARE(restarts.size(), std::size_t(2));
        QCOMPARE(restarts[0].afterBackward, 2);
        QCOMPARE(restarts[0].weight, 2);
        QCOMPARE(restarts[1].afterBackward, 1);
        const solver::SlicedSearch &winner = *portfolio.winner();
        QVERIFY(winner.usesFeatures());
        QCOMPARE(winner.weight(), 10);
    }

    void expansionLoopStopsWhereASearchMust()
    {
        // The one loop the forward and the backward search run: it expands what next() gives
        // until a step is made, and says why it stopped otherwise.
        enum class Step
        {
            Continue,
            Solved,
            OutOfMemory
        };
        std::vector<std::uint32_t> expanded;
        std::uint32_t queued = 3; // positions 0, 1, 2 are open
        const auto next = [&]() -> solver::NextPosition {
            if (queued == 0) {
                return SolverStatus::Unsolvable;
            }
            return --queued;
        };
        const auto expand = [&](std::uint32_t id) {
            expanded.push_back(id);
            return Step::Continue;
        };
        solver::SearchControl control;
        QCOMPARE(solver::runExpansions(control, 2, next, expand), std::optional<SolverStatus>());
        QCOMPARE(expanded, (std::vector<std::uint32_t>{2, 1}));
        QCOMPARE(solver::runExpansions(control, 5, next, expand),
                 std::optional<SolverStatus>(SolverStatus::Unsolvable));
        QCOMPARE(expanded.size(), std::size_t(3));

        queued = 3;
        const auto solvedAt1 = [](std::uint32_t id) {
            return id == 1 ? Step::Solved : Step::Continue;
        };
        QCOMPARE(solver::runExpansions(control, 10, next, solvedAt1),
                 std::optional<SolverStatus>(SolverStatus::Solved));
        QCOMPARE(queued, 1u); // position 0 was never taken
        const auto full = [](std::uint32_t) { return Step::OutOfMemory; };
        QCOMPARE(solver::runExpansions(control, 10, next, full),
                 std::optional<SolverStatus>(SolverStatus::MemoryLimit));
        queued = 3;
        const auto throwing = [](std::uint32_t) -> Step { throw std::bad_alloc(); };
        QCOMPARE(solver::runExpansions(control, 10, next, throwing),
                 std::optional<SolverStatus>(SolverStatus::MemoryLimit));

        // Cancel and the deadline are looked at before a position is taken.
        queued = 3;
        std::atomic<bool> cancel{true};
        control.cancel = &cancel;
        QCOMPARE(solver::runExpansions(control, 10, next, expand),
                 std::optional<SolverStatus>(SolverStatus::Cancelled));
        cancel = false;
        control.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
        QCOMPARE(solver::runExpansions(control, 10, next, expand),
                 std::optional<SolverStatus>(SolverStatus::TimedOut));
        QCOMPARE(queued, 3u);
    }
};

QTEST_GUILESS_MAIN(TestSokobanPortfolio)
#include "tst_sokoban_portfolio.moc"
