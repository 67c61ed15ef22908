// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The optimal searches: IDA* with Manhattan distance + linear conflicts (ManhattanSearch.h) and
// IDA* over pattern databases (PatternSearch.h). Lengths are checked against breadth-first
// distances and Korf's published optima; every solution is replayed; stopping is checked.

#include "fifteen/solver/ManhattanSearch.h"
#include "fifteen/solver/PatternSearch.h"
#include "fifteen/solver/PositionRules.h"
#include "tst_fifteen_solver_support.h"

#include <QTest>
#include <thread>

using namespace tessera::fifteen;

namespace {

// Small tables for 4x4: five groups of three tiles build in milliseconds even under the
// sanitizers, and are strong enough for Korf's easier positions.
const PatternDatabase &smallTables4x4()
{
    static const PatternDatabase database = std::get<PatternDatabase>(PatternDatabase::build(
        PatternPartition{4, 4, {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {10, 11, 12}, {13, 14, 15}}}));
    return database;
}

const PatternDatabase &tables3x3()
{
    static const PatternDatabase database = std::get<PatternDatabase>(
        PatternDatabase::build(PatternPartition{3, 3, {{1, 2, 3, 4}, {5, 6, 7, 8}}}));
    return database;
}

// One of the 4x4 positions that need 80 moves (hard80.txt, first line): a search over the
// small tables would run for a long time, so it shows whether stopping works.
const std::vector<int> hardPosition{0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1};

// Sets `flag` after `delay` on another thread.
class DelayedCancel
{
public:
    DelayedCancel(std::atomic<bool> &flag, std::chrono::milliseconds delay)
        : m_thread([&flag, delay] {
              std::this_thread::sleep_for(delay);
              flag = true;
          })
    {}
    ~DelayedCancel() { m_thread.join(); }

private:
    std::thread m_thread;
};

} // namespace

class TestFifteenSolverSearch : public QObject
{
    Q_OBJECT

private slots:
    void manhattanHeuristicIsAdmissibleOn3x3()
    {
        const solvertest::SmallBoardDistances distances(3, 3);
        std::mt19937 rng(5);
        for (int i = 0; i < 2000; ++i) {
            const auto tiles = solvertest::randomSolvable(3, 3, rng);
            QVERIFY(manhattanLinearConflict(tiles, 3, 3) <= distances.distance(tiles));
        }
        // 2 1 .    1 and 2 swapped in the top row: Manhattan 2, plus 2 for the conflict.
        QCOMPARE(manhattanLinearConflict({2, 1, 3, 4, 5, 6, 7, 8, 0}, 3, 3), 4);
    }

    // Optimal on every board with at most 9 cells, against breadth-first distances.
    void manhattanSearchIsOptimalOnSmallBoards_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("2x2") << 2 << 2;
        QTest::newRow("2x3") << 2 << 3;
        QTest::newRow("3x2") << 3 << 2;
        QTest::newRow("3x3") << 3 << 3;
    }

    void manhattanSearchIsOptimalOnSmallBoards()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        const solvertest::SmallBoardDistances distances(width, height);
        std::mt19937 rng(static_cast<unsigned>(width * 10 + height));
        int longest = 0;
        for (int i = 0; i < 150; ++i) {
            const auto tiles = solvertest::randomSolvable(width, height, rng);
            SearchControl control;
            const SearchOutcome outcome = searchManhattan(tiles, width, height, control);
            QVERIFY(outcome.moves.has_value());
            QCOMPARE(static_cast<int>(outcome.moves->size()), distances.distance(tiles));
            QCOMPARE(outcome.lowerBound, distances.distance(tiles));
            QVERIFY(solvertest::solves(tiles, width, height, *outcome.moves));
            longest = std::max(longest, distances.distance(tiles));
        }
        QVERIFY(longest > 0);
    }

    void patternSearchIsOptimalOn3x3()
    {
        const solvertest::SmallBoardDistances distances(3, 3);
        std::mt19937 rng(21);
        for (int i = 0; i < 150; ++i) {
            const auto tiles = solvertest::randomSolvable(3, 3, rng);
            SearchControl control;
            const SearchOutcome outcome = searchPatternDatabase(tables3x3(), tiles, control);
            QVERIFY(outcome.moves.has_value());
            QCOMPARE(static_cast<int>(outcome.moves->size()), distances.distance(tiles));
            QVERIFY(solvertest::solves(tiles, 3, 3, *outcome.moves));
        }
    }

    // A non-square board: the tables are read without the mirrored lookup.
    void patternSearchIsOptimalOn2x4()
    {
        const PatternDatabase database = std::get<PatternDatabase>(
            PatternDatabase::build(PatternPartition{2, 4, {{1, 3, 5}, {2, 4, 6, 7}}}));
        const solvertest::SmallBoardDistances distances(2, 4);
        std::mt19937 rng(8);
        for (int i = 0; i < 100; ++i) {
            const auto tiles = solvertest::randomSolvable(2, 4, rng);
            SearchControl control;
            const SearchOutcome outcome = searchPatternDatabase(database, tiles, control);
            QVERIFY(outcome.moves.has_value());
            QCOMPARE(static_cast<int>(outcome.moves->size()), distances.distance(tiles));
            QVERIFY(solvertest::solves(tiles, 2, 4, *outcome.moves));
        }
    }

    void patternSearchFindsKorfsOptimum()
    {
        for (const auto &known : solvertest::easyKorfPositions()) {
            SearchControl control;
            const SearchOutcome outcome =
                searchPatternDatabase(smallTables4x4(), known.tiles, control);
            QVERIFY(outcome.moves.has_value());
            QVERIFY2(static_cast<int>(outcome.moves->size()) == known.optimal,
                     qPrintable(QStringLiteral("Korf #%1: %2 moves, optimum %3")
                                    .arg(known.number)
                                    .arg(outcome.moves->size())
                                    .arg(known.optimal)));
            QVERIFY(solvertest::solves(known.tiles, 4, 4, *outcome.moves));
            QVERIFY(outcome.nodes > 0);
        }
    }

    // Two independent optimal searches agree on 4x4 positions a random walk away.
    void patternAndManhattanSearchesAgreeOn4x4()
    {
        std::mt19937 rng(99);
        for (int i = 0; i < 20; ++i) {
            const auto tiles = solvertest::randomWalk(4, 4, 36, rng);
            SearchControl first;
            SearchControl second;
            const SearchOutcome byTables = searchPatternDatabase(smallTables4x4(), tiles, first);
            const SearchOutcome byManhattan = searchManhattan(tiles, 4, 4, second);
            QVERIFY(byTables.moves && byManhattan.moves);
            QCOMPARE(byTables.moves->size(), byManhattan.moves->size());
            QVERIFY(solvertest::solves(tiles, 4, 4, *byTables.moves));
        }
    }

    void searchOfTheGoalIsEmpty()
    {
        SearchControl control;
        const SearchOutcome outcome =
            searchPatternDatabase(smallTables4x4(), goalTiles(4, 4), control);
        QVERIFY(outcome.moves.has_value());
        QVERIFY(outcome.moves->empty());
        const SearchOutcome manhattan = searchManhattan(goalTiles(5, 2), 5, 2, control);
        QVERIFY(manhattan.moves && manhattan.moves->empty());
    }

    // Given the length of a solution already known, the search stops once it proves that no
    // shorter one exists, instead of searching for another.
    void knownLengthIsProvenOptimal()
    {
        const auto known = solvertest::easyKorfPositions().front();
        SearchControl control;
        const SearchOutcome outcome =
            searchPatternDatabase(smallTables4x4(), known.tiles, control, known.optimal);
        QVERIFY(!outcome.moves.has_value());
        QVERIFY(outcome.knownSolutionIsOptimal);
        QCOMPARE(outcome.lowerBound, known.optimal);
        // A longer known solution is beaten by a real search.
        SearchControl again;
        const SearchOutcome better =
            searchPatternDatabase(smallTables4x4(), known.tiles, again, known.optimal + 10);
        QVERIFY(better.moves.has_value());
        QCOMPARE(static_cast<int>(better.moves->size()), known.optimal);
        QVERIFY(!better.knownSolutionIsOptimal);

        const solvertest::SmallBoardDistances distances(3, 3);
        std::mt19937 rng(4);
        const auto tiles = solvertest::randomWalk(3, 3, 40, rng);
        SearchControl third;
        const SearchOutcome proven = searchManhattan(tiles, 3, 3, third, distances.distance(tiles));
        QVERIFY(proven.knownSolutionIsOptimal);
    }

    void weightedSearchIsBoundedByItsWeight()
    {
        for (const auto &known : solvertest::easyKorfPositions()) {
            SearchControl control;
            const SearchOutcome outcome =
                searchPatternDatabaseWeighted(smallTables4x4(), known.tiles, control, 3, 2);
            QVERIFY(outcome.moves.has_value());
            QVERIFY(solvertest::solves(known.tiles, 4, 4, *outcome.moves));
            QVERIFY(static_cast<int>(outcome.moves->size()) >= known.optimal);
            QVERIFY(2 * static_cast<int>(outcome.moves->size()) <= 3 * known.optimal);
        }
    }

    void cancelFlagStopsThePatternSearch()
    {
        std::atomic<bool> cancel{false};
        SearchControl control(&cancel, std::nullopt);
        SearchOutcome outcome;
        {
            const DelayedCancel canceller(cancel, std::chrono::milliseconds(30));
            outcome = searchPatternDatabase(smallTables4x4(), hardPosition, control);
        }
        QCOMPARE(control.reason(), StopReason::Cancelled);
        QVERIFY(!outcome.moves.has_value());
        QVERIFY(outcome.lowerBound > 0 && outcome.lowerBound <= 80);
    }

    void cancelFlagStopsTheManhattanSearch()
    {
        std::atomic<bool> cancel{false};
        SearchControl control(&cancel, std::nullopt);
        SearchOutcome outcome;
        {
            const DelayedCancel canceller(cancel, std::chrono::milliseconds(30));
            outcome = searchManhattan(hardPosition, 4, 4, control);
        }
        QCOMPARE(control.reason(), StopReason::Cancelled);
        QVERIFY(!outcome.moves.has_value());
    }

    void deadlineStopsTheSearch()
    {
        SearchControl control(nullptr, SearchControl::Clock::now() + std::chrono::milliseconds(20));
        const SearchOutcome outcome =
            searchPatternDatabase(smallTables4x4(), hardPosition, control);
        QCOMPARE(control.reason(), StopReason::TimedOut);
        QVERIFY(!outcome.moves.has_value());
    }

    void nodeLimitStopsTheSearch()
    {
        SearchControl control;
        control.setNodeLimit(0, 10000);
        const SearchOutcome outcome =
            searchPatternDatabase(smallTables4x4(), hardPosition, control);
        QCOMPARE(control.reason(), StopReason::NodeLimit);
        QVERIFY(outcome.nodes >= 10000 &&
                outcome.nodes < 10000 + 2 * (SearchControl::pollMask + 1));
        control.clearNodeLimitStop();
        QVERIFY(!control.stopped());
    }

    void progressReportsBoundsAndNodes()
    {
        std::vector<SolveProgress> reports;
        SearchControl control(nullptr, std::nullopt,
                              [&](const SolveProgress &p) { reports.push_back(p); });
        const auto known = solvertest::easyKorfPositions()[1];
        const SearchOutcome outcome = searchPatternDatabase(smallTables4x4(), known.tiles, control);
        QVERIFY(outcome.moves.has_value());
        QVERIFY(reports.size() >= 2);
        for (std::size_t i = 1; i < reports.size(); ++i) {
            QVERIFY(reports[i].bound >= reports[i - 1].bound);
            QVERIFY(reports[i].nodesExpanded >= reports[i - 1].nodesExpanded);
        }
        QCOMPARE(reports.back().bound, known.optimal);
    }
};

QTEST_APPLESS_MAIN(TestFifteenSolverSearch)
#include "tst_fifteen_solver_search.moc"
