// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// solve() (FifteenSolver.h): the one call the app and tessera-cli make. Invalid and
// unsolvable positions, optimal answers where a method exists, the fast answer elsewhere, and
// time limits and cancelling that return a legal solution flagged as not proven optimal.

#include "fifteen/solver/FifteenSolver.h"
#include "fifteen/solver/ManhattanSearch.h"
#include "fifteen/solver/PositionRules.h"
#include "fifteen/solver/SolutionText.h"
#include "tst_fifteen_solver_support.h"

#include <QTest>
#include <thread>

using namespace tessera::fifteen;
using tessera::Direction;

namespace {

std::shared_ptr<const PatternDatabase> smallTables4x4()
{
    static const auto database = std::make_shared<const PatternDatabase>(
        std::get<PatternDatabase>(PatternDatabase::build(PatternPartition{
            4, 4, {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {10, 11, 12}, {13, 14, 15}}})));
    return database;
}

const std::vector<int> hardPosition{0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1};

SolveResult solved(const std::vector<int> &tiles, int width, int height,
                   const SolveOptions &options = {})
{
    auto result = solve(tiles, width, height, options);
    if (auto *error = std::get_if<Error>(&result))
        qFatal("solve refused a valid position: %s", error->message.c_str());
    return std::get<SolveResult>(std::move(result));
}

} // namespace

class TestFifteenSolver : public QObject
{
    Q_OBJECT

private slots:
    void invalidPositionIsAnError()
    {
        const auto result = solve({1, 2, 3, 3}, 2, 2);
        const auto *error = std::get_if<Error>(&result);
        QVERIFY(error);
        QVERIFY2(QString::fromStdString(error->message).contains("appears twice"),
                 error->message.c_str());
        QVERIFY(std::holds_alternative<Error>(solve(goalTiles(4, 4), 4, 3)));
        QVERIFY(std::holds_alternative<Error>(solve(goalTiles(9, 9), 9, 9)));
    }

    // Parity says no at once: nothing is searched, even with no time limit on a big board.
    void unsolvablePositionIsReportedWithoutSearching()
    {
        for (const auto &[width, height] : {std::pair{4, 4}, {3, 3}, {8, 8}, {2, 5}}) {
            std::vector<int> tiles = goalTiles(width, height);
            std::swap(tiles[0], tiles[1]);
            const SolveResult result = solved(tiles, width, height);
            QVERIFY(!result.solvable);
            QVERIFY(result.moves.empty());
            QCOMPARE(result.nodesExpanded, std::uint64_t{0});
        }
    }

    void solvedPositionNeedsNoMoves()
    {
        const SolveResult result = solved(goalTiles(4, 4), 4, 4);
        QVERIFY(result.solvable);
        QVERIFY(result.optimal);
        QVERIFY(result.moves.empty());
    }

    // The letters name the way the tile slides: the arrow key a player presses.
    void oneMoveAwayGivesThatMove()
    {
        std::vector<int> tiles = goalTiles(4, 4);
        std::swap(tiles[15], tiles[14]); // the empty cell left of tile 15
        QCOMPARE(solutionString(solved(tiles, 4, 4).moves), std::string("L"));
        tiles = goalTiles(4, 4);
        std::swap(tiles[15], tiles[11]); // the empty cell above tile 12
        QCOMPARE(solutionString(solved(tiles, 4, 4).moves), std::string("U"));
        tiles = goalTiles(3, 3);
        std::swap(tiles[8], tiles[7]);
        std::swap(tiles[7], tiles[6]); // two tiles to slide left
        const SolveResult result = solved(tiles, 3, 3);
        QVERIFY(result.optimal);
        QCOMPARE(solutionString(result.moves), std::string("LL"));
    }

    // Up to 9 cells every answer is optimal, against breadth-first distances.
    void smallBoardsAreSolvedOptimally_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("2x2") << 2 << 2;
        QTest::newRow("2x3") << 2 << 3;
        QTest::newRow("3x2") << 3 << 2;
        QTest::newRow("3x3") << 3 << 3;
    }

    void smallBoardsAreSolvedOptimally()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        const solvertest::SmallBoardDistances distances(width, height);
        std::mt19937 rng(static_cast<unsigned>(width * 7 + height));
        for (int i = 0; i < 100; ++i) {
            const auto tiles = solvertest::randomSolvable(width, height, rng);
            const SolveResult result = solved(tiles, width, height);
            QVERIFY(result.optimal);
            QVERIFY(!result.cancelled && !result.timedOut);
            QCOMPARE(static_cast<int>(result.moves.size()), distances.distance(tiles));
            QCOMPARE(result.lowerBound, distances.distance(tiles));
            QVERIFY(solvertest::solves(tiles, width, height, result.moves));
        }
    }

    void fourByFourWithTablesIsOptimal()
    {
        SolveOptions options;
        options.tables = smallTables4x4();
        for (const auto &known : solvertest::easyKorfPositions()) {
            const SolveResult result = solved(known.tiles, 4, 4, options);
            QVERIFY(result.optimal);
            QCOMPARE(static_cast<int>(result.moves.size()), known.optimal);
            QVERIFY(solvertest::solves(known.tiles, 4, 4, result.moves));
            QVERIFY(result.nodesExpanded > 0);
        }
    }

    // Tables made for another board size are ignored, not misread.
    void tablesOfAnotherSizeAreIgnored()
    {
        SolveOptions options;
        options.tables = smallTables4x4();
        std::mt19937 rng(6);
        const auto tiles = solvertest::randomSolvable(3, 3, rng);
        const SolveResult result = solved(tiles, 3, 3, options);
        QVERIFY(result.optimal);
        QCOMPARE(static_cast<int>(result.moves.size()),
                 solvertest::SmallBoardDistances(3, 3).distance(tiles));
    }

    // Without tables and without a time limit, 4x4 and larger boards get the fast answer.
    void largerBoardsGetTheFastAnswer()
    {
        std::mt19937 rng(12);
        for (const auto &[width, height] : {std::pair{4, 4}, {5, 5}, {8, 8}, {3, 7}, {6, 4}}) {
            const auto tiles = solvertest::randomSolvable(width, height, rng);
            const SolveResult result = solved(tiles, width, height);
            QVERIFY(result.solvable);
            QVERIFY(!result.optimal);
            QVERIFY(!result.moves.empty());
            QVERIFY(solvertest::solves(tiles, width, height, result.moves));
        }
    }

    // Boards of 10 to 12 cells are solved optimally over tables solve() builds once: the
    // lengths agree with the (independent) Manhattan IDA*.
    void tenToTwelveCellBoardsAreOptimal_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("3x4") << 3 << 4;
        QTest::newRow("5x2") << 5 << 2;
    }

    void tenToTwelveCellBoardsAreOptimal()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        std::mt19937 rng(static_cast<unsigned>(31 * width + height));
        for (int i = 0; i < 6; ++i) {
            const auto tiles = solvertest::randomWalk(width, height, 34, rng);
            const SolveResult result = solved(tiles, width, height);
            QVERIFY(result.optimal);
            QVERIFY(solvertest::solves(tiles, width, height, result.moves));
            SearchControl control;
            const SearchOutcome check = searchManhattan(tiles, width, height, control);
            QVERIFY(check.moves.has_value());
            QCOMPARE(result.moves.size(), check.moves->size());
        }
        // Any position, not only near ones; and once built, the tables serve a short limit.
        SolveOptions hint;
        hint.timeLimit = std::chrono::milliseconds(150);
        for (int i = 0; i < 6; ++i) {
            const auto tiles = solvertest::randomSolvable(width, height, rng);
            const SolveResult result = solved(tiles, width, height, hint);
            QVERIFY(result.optimal);
            QVERIFY(solvertest::solves(tiles, width, height, result.moves));
        }
    }

    // A time limit too short for the proof: the best solution found in time, flagged.
    void timeLimitReturnsTheBestSolutionFound()
    {
        SolveOptions options;
        options.tables = smallTables4x4();
        options.timeLimit = std::chrono::milliseconds(30);
        const SolveResult result = solved(hardPosition, 4, 4, options);
        QVERIFY(result.solvable);
        QVERIFY(!result.optimal);
        QVERIFY(result.timedOut);
        QVERIFY(!result.cancelled);
        QVERIFY(result.moves.size() >= 80);
        QVERIFY(solvertest::solves(hardPosition, 4, 4, result.moves));
        QVERIFY(result.lowerBound <= 80);

        // 4x4 without tables but with a limit tries Manhattan IDA* and falls back.
        SolveOptions plain;
        plain.timeLimit = std::chrono::milliseconds(20);
        const SolveResult fallback = solved(hardPosition, 4, 4, plain);
        QVERIFY(!fallback.optimal);
        QVERIFY(fallback.timedOut);
        QVERIFY(solvertest::solves(hardPosition, 4, 4, fallback.moves));
    }

    // A limit the search can meet gives a proven optimum.
    void generousTimeLimitStillProvesOptimal()
    {
        SolveOptions options;
        options.tables = smallTables4x4();
        options.timeLimit = std::chrono::seconds(60);
        const auto known = solvertest::easyKorfPositions()[2];
        const SolveResult result = solved(known.tiles, 4, 4, options);
        QVERIFY(result.optimal);
        QVERIFY(!result.timedOut);
        QCOMPARE(static_cast<int>(result.moves.size()), known.optimal);
    }

    void cancelFlagFromAnotherThreadStopsTheSolve()
    {
        SolveOptions options;
        options.tables = smallTables4x4();
        std::atomic<bool> cancel{false};
        options.cancel = &cancel;
        std::thread canceller([&cancel] {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            cancel = true;
        });
        const SolveResult result = solved(hardPosition, 4, 4, options);
        canceller.join();
        QVERIFY(result.cancelled);
        QVERIFY(!result.timedOut);
        QVERIFY(!result.optimal);
        QVERIFY(solvertest::solves(hardPosition, 4, 4, result.moves));
    }

    void cancelFlagSetBeforehandReturnsTheFastAnswer()
    {
        std::atomic<bool> cancel{true};
        SolveOptions options;
        options.cancel = &cancel;
        std::mt19937 rng(17);
        const auto tiles = solvertest::randomSolvable(3, 3, rng);
        const SolveResult result = solved(tiles, 3, 3, options);
        QVERIFY(result.cancelled);
        QVERIFY(solvertest::solves(tiles, 3, 3, result.moves));
    }

    void progressIsReported()
    {
        SolveOptions options;
        options.tables = smallTables4x4();
        int calls = 0;
        int lastBound = 0;
        options.progress = [&](const SolveProgress &p) {
            ++calls;
            lastBound = p.bound;
        };
        const auto known = solvertest::easyKorfPositions()[0];
        const SolveResult result = solved(known.tiles, 4, 4, options);
        QVERIFY(result.optimal);
        QVERIFY(calls >= 2);
        QCOMPARE(lastBound, known.optimal);
    }
};

QTEST_APPLESS_MAIN(TestFifteenSolver)
#include "tst_fifteen_solver.moc"
