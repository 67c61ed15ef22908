// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fifteen/Board.h"
#include "fifteen/BoardText.h"

#include <QTest>
#include <algorithm>
#include <deque>
#include <numeric>
#include <unordered_map>

using tessera::Direction;
using tessera::fifteen::Board;
using tessera::fifteen::Error;
using tessera::fifteen::Move;

namespace {

Board board(const char *text)
{
    auto parsed = tessera::fifteen::parseBoard(text);
    if (const Error *error = std::get_if<Error>(&parsed))
        qFatal("bad board in test: %s", error->message.c_str());
    return std::get<Board>(parsed);
}

QString text(const Board &b)
{
    return QString::fromStdString(tessera::fifteen::formatBoard(b));
}

// Boards up to 3x3 packed 4 bits a cell, for the search's visited table.
std::uint64_t key(const Board &b)
{
    std::uint64_t k = 0;
    for (int cell = 0; cell < b.cellCount(); ++cell)
        k = k << 4 | static_cast<std::uint64_t>(b.tileAt(cell));
    return k;
}

} // namespace

class TestFifteenBoard : public QObject
{
    Q_OBJECT

private slots:
    void solvedBoardIsInReadingOrder()
    {
        const Board b = *Board::solved(3, 2);
        QCOMPARE(text(b), QStringLiteral("1 2 3/4 5 0"));
        QVERIFY(b.isSolved());
        QVERIFY(b.isSolvable());
        QCOMPARE(b.emptyCell(), 5);
        QCOMPARE(Board(), *Board::solved(4, 4));
        QVERIFY(!board("1 2 3/4 5 6/7 0 8").isSolved());
        QVERIFY(!board("0 1/2 3").isSolved());
    }

    void sizesOutsideTwoToEightAreRefused()
    {
        QVERIFY(Board::solved(2, 2).has_value());
        QVERIFY(Board::solved(8, 8).has_value());
        QVERIFY(Board::solved(2, 8).has_value());
        QVERIFY(!Board::solved(1, 4).has_value());
        QVERIFY(!Board::solved(4, 9).has_value());
        QVERIFY(!Board::solved(0, 0).has_value());
        QVERIFY(!Board::solved(-3, 4).has_value());
    }

    void homeAndCellOf()
    {
        const Board b = board("3 1/0 2");
        QCOMPARE(b.cellOf(3), 0);
        QCOMPARE(b.cellOf(0), 2);
        QCOMPARE(b.cellOf(4), -1);
        QCOMPARE(b.homeCell(3), 2);
        QCOMPARE(b.homeCell(0), 3);
        QCOMPARE(b.tileAt(1, 1), 2);
        QCOMPARE(b.tiles(), (std::vector<int>{3, 1, 0, 2}));
    }

    void fromTilesNamesTheProblem_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<std::vector<int>>("tiles");
        QTest::addColumn<QString>("expected");
        QTest::newRow("too wide") << 9 << 2 << std::vector<int>(18, 0) << "9x2";
        QTest::newRow("too few numbers") << 2 << 2 << std::vector<int>{1, 2, 0} << "not 3";
        QTest::newRow("out of range")
            << 2 << 2 << std::vector<int>{1, 2, 4, 0} << "row 2, column 1: 4 is out of range";
        QTest::newRow("negative") << 2 << 2 << std::vector<int>{1, -2, 3, 0}
                                  << "row 1, column 2: -2 is out of range";
        QTest::newRow("repeated") << 2 << 2 << std::vector<int>{1, 2, 2, 0}
                                  << "2 appears twice (row 1, column 2 and row 2, column 1)";
        QTest::newRow("repeated names missing")
            << 2 << 2 << std::vector<int>{1, 2, 2, 0} << "missing 3";
        QTest::newRow("no empty cell")
            << 2 << 2 << std::vector<int>{1, 2, 3, 3} << "missing 0 (0 is the empty cell";
    }

    void fromTilesNamesTheProblem()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(std::vector<int>, tiles);
        QFETCH(QString, expected);
        const auto result = Board::fromTiles(width, height, tiles);
        const Error *error = std::get_if<Error>(&result);
        QVERIFY(error);
        const QString message = QString::fromStdString(error->message);
        QVERIFY2(message.contains(expected), qPrintable(message));
    }

    // The parity rule against the truth: every position a breadth-first search reaches from
    // the solved one by legal moves, compared with every arrangement of the cells.
    void solvabilityMatchesBreadthFirstSearch_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<int>("godsNumber"); // the most moves any position needs (published)
        QTest::newRow("2x2") << 2 << 2 << 6;
        QTest::newRow("3x2") << 3 << 2 << 21;
        QTest::newRow("2x3") << 2 << 3 << 21;
        QTest::newRow("3x3") << 3 << 3 << 31;
    }

    void solvabilityMatchesBreadthFirstSearch()
    {
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(int, godsNumber);

        std::unordered_map<std::uint64_t, int> distance;
        std::deque<Board> queue;
        const Board solved = *Board::solved(width, height);
        distance.emplace(key(solved), 0);
        queue.push_back(solved);
        int deepest = 0;
        while (!queue.empty()) {
            const Board here = queue.front();
            queue.pop_front();
            const int d = distance.at(key(here));
            deepest = std::max(deepest, d);
            for (const Direction dir : tessera::allDirections) {
                Board next = here;
                if (next.move(dir) && distance.emplace(key(next), d + 1).second)
                    queue.push_back(next);
            }
        }

        const int cells = width * height;
        std::vector<int> tiles(static_cast<std::size_t>(cells));
        std::iota(tiles.begin(), tiles.end(), 0);
        long long arrangements = 0;
        long long solvable = 0;
        do {
            const Board b = std::get<Board>(Board::fromTiles(width, height, tiles));
            const bool reached = distance.count(key(b)) > 0;
            if (b.isSolvable() != reached)
                QFAIL(qPrintable(QStringLiteral("%1: parity rule says %2, search says %3")
                                     .arg(text(b), b.isSolvable() ? "solvable" : "unsolvable",
                                          reached ? "reached" : "not reached")));
            ++arrangements;
            solvable += b.isSolvable() ? 1 : 0;
        } while (std::next_permutation(tiles.begin(), tiles.end()));

        long long factorial = 1;
        for (int i = 2; i <= cells; ++i)
            factorial *= i;
        QCOMPARE(arrangements, factorial);
        QCOMPARE(static_cast<long long>(distance.size()), factorial / 2);
        QCOMPARE(solvable, factorial / 2);
        QCOMPARE(deepest, godsNumber);
    }

    // On boards too big to search, legal moves keep a board solvable and swapping two tiles
    // (which no sequence of moves can do) makes it unsolvable.
    void movesKeepSolvabilityAndSwapsBreakIt()
    {
        const std::vector<std::pair<int, int>> sizes{{4, 4}, {5, 3}, {2, 7}, {8, 8}, {6, 5}};
        unsigned step = 12345;
        for (const auto &[w, h] : sizes) {
            Board b = *Board::solved(w, h);
            for (int i = 0; i < 2000; ++i) {
                step = step * 1103515245u + 12345u;
                b.move(tessera::allDirections[(step >> 16) % 4]);
                QVERIFY(b.isSolvable());
            }
            std::vector<int> tiles = b.tiles();
            const auto a = std::find_if(tiles.begin(), tiles.end(), [](int t) { return t != 0; });
            const auto c = std::find_if(a + 1, tiles.end(), [](int t) { return t != 0; });
            std::iter_swap(a, c);
            QVERIFY(!std::get<Board>(Board::fromTiles(w, h, tiles)).isSolvable());
        }
    }

    void nonSquareParity()
    {
        // Width even and odd, empty cell in various rows: checked by hand with the classic
        // rule (inversions + row of the empty cell counted from the bottom for even widths).
        QVERIFY(!board("1 2 3/4 5 6/8 7 0").isSolvable());
        QVERIFY(board("1 2 3/4 5 6/7 0 8").isSolvable());
        QVERIFY(!board("2 1/3 0").isSolvable());
        QVERIFY(!board("0 1/2 3").isSolvable());
        QVERIFY(!board("1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0").isSolvable());
        QVERIFY(board("1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12").isSolvable());
        QVERIFY(!board("1 2 3 4/5 6 7 8/9 10 11 0/13 14 12 15").isSolvable());
    }

    // Arrow-key meaning: the key names the way the tile moves.
    void keyDirectionsSlideTheTileOnTheFarSide_data()
    {
        QTest::addColumn<Direction>("direction");
        QTest::addColumn<int>("tile");
        QTest::addColumn<int>("from");
        QTest::addColumn<QString>("after");
        // 1 2 3
        // 4 _ 5
        // 6 7 8
        QTest::newRow("Down slides the tile above down")
            << Direction::Down << 2 << 1 << "1 0 3/4 2 5/6 7 8";
        QTest::newRow("Up slides the tile below up")
            << Direction::Up << 7 << 7 << "1 2 3/4 7 5/6 0 8";
        QTest::newRow("Left slides the right tile left")
            << Direction::Left << 5 << 5 << "1 2 3/4 5 0/6 7 8";
        QTest::newRow("Right slides the left tile right")
            << Direction::Right << 4 << 3 << "1 2 3/0 4 5/6 7 8";
    }

    void keyDirectionsSlideTheTileOnTheFarSide()
    {
        QFETCH(Direction, direction);
        QFETCH(int, tile);
        QFETCH(int, from);
        QFETCH(QString, after);
        Board b = board("1 2 3/4 0 5/6 7 8");
        const std::optional<Move> planned = b.moveFor(direction);
        const std::optional<Move> made = b.move(direction);
        QVERIFY(made.has_value());
        QCOMPARE(planned, made);
        QCOMPARE(made->tile, tile);
        QCOMPARE(made->from, from);
        QCOMPARE(made->to, 4);
        QCOMPARE(made->direction, direction);
        QCOMPARE(text(b), after);
        QCOMPARE(b.emptyCell(), from);
    }

    void movesAtTheEdgeDoNothing()
    {
        Board corner = *Board::solved(4, 4); // empty cell bottom right
        QVERIFY(!corner.move(Direction::Up));
        QVERIFY(!corner.move(Direction::Left));
        QCOMPARE(corner, *Board::solved(4, 4));
        Board topLeft = board("0 1 2/3 4 5/6 7 8");
        const Board before = topLeft;
        QVERIFY(!topLeft.move(Direction::Down));
        QVERIFY(!topLeft.move(Direction::Right));
        QCOMPARE(topLeft, before);
        QVERIFY(topLeft.move(Direction::Up));
        QVERIFY(corner.move(Direction::Down));
    }

    void clickSlidesRowSeveralTilesOneMoveEach()
    {
        const Board b = board("1 2 3 4/0 5 6 7/8 9 10 11/12 13 14 15");
        const std::vector<Move> moves = b.movesForClick(b.cellAt(3, 1));
        const std::vector<Move> expected{
            {5, 5, 4, Direction::Left}, {6, 6, 5, Direction::Left}, {7, 7, 6, Direction::Left}};
        QCOMPARE(moves, expected);
        QCOMPARE(b.movesForClick(b.cellAt(1, 1)), std::vector<Move>{expected.front()});

        const Board right = board("1 2 3 0/4 5 6 7/8 9 10 11/12 13 14 15");
        const std::vector<Move> fromLeft = right.movesForClick(0);
        QCOMPARE(fromLeft.size(), std::size_t(3));
        QCOMPARE(fromLeft[0], (Move{3, 2, 3, Direction::Right}));
        QCOMPARE(fromLeft[2], (Move{1, 0, 1, Direction::Right}));
    }

    void clickSlidesColumn()
    {
        const Board b = board("1 2 3/4 5 6/7 8 0");
        const std::vector<Move> down = b.movesForClick(2); // top of the empty cell's column
        const std::vector<Move> expected{{6, 5, 8, Direction::Down}, {3, 2, 5, Direction::Down}};
        QCOMPARE(down, expected);

        const Board top = board("1 0 3/4 2 6/7 8 5");
        const std::vector<Move> up = top.movesForClick(7);
        const std::vector<Move> expectedUp{{2, 4, 1, Direction::Up}, {8, 7, 4, Direction::Up}};
        QCOMPARE(up, expectedUp);
    }

    void clickOffTheRowAndColumnDoesNothing()
    {
        const Board b = board("1 2 3/4 0 5/6 7 8");
        for (const int cell : {0, 2, 6, 8, 4, -1, 9, 1000})
            QVERIFY2(b.movesForClick(cell).empty(), qPrintable(QString::number(cell)));
    }
};

QTEST_APPLESS_MAIN(TestFifteenBoard)
#include "tst_fifteen_board.moc"
