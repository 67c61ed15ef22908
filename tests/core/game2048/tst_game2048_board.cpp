// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game2048TestSupport.h"
#include "game2048/Board.h"
#include "game2048/BoardText.h"
#include "game2048/Random.h"

#include <QTest>
#include <map>
#include <vector>

using namespace tessera::game2048;
using game2048test::board;
using game2048test::text;
using tessera::Direction;

Q_DECLARE_METATYPE(tessera::Direction)

namespace {

// The original game's algorithm, written independently of Board::slide: visit the tiles from the
// edge the move goes toward; each one travels to the farthest free cell, or merges into the
// tile just beyond when that tile has its value and was not itself made by a merge this move.
struct ReferenceSlide
{
    std::vector<std::vector<std::int64_t>> grid;
    std::int64_t gained = 0;
    bool moved = false;
};

ReferenceSlide referenceSlide(std::vector<std::vector<std::int64_t>> grid, Direction d)
{
    const int rows = static_cast<int>(grid.size());
    const int cols = static_cast<int>(grid[0].size());
    const int dr = tessera::dy(d);
    const int dc = tessera::dx(d);
    std::vector<int> rowOrder;
    std::vector<int> colOrder;
    for (int r = 0; r < rows; ++r)
        rowOrder.push_back(dr == 1 ? rows - 1 - r : r);
    for (int c = 0; c < cols; ++c)
        colOrder.push_back(dc == 1 ? cols - 1 - c : c);
    std::vector<std::vector<bool>> madeByMerge(static_cast<std::size_t>(rows),
                                               std::vector<bool>(static_cast<std::size_t>(cols)));
    const auto inside = [&](int r, int c) { return r >= 0 && c >= 0 && r < rows && c < cols; };
    const auto at = [&](int r, int c) -> std::int64_t & {
        return grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
    };
    ReferenceSlide result;
    for (const int r : rowOrder) {
        for (const int c : colOrder) {
            const std::int64_t v = at(r, c);
            if (v == 0)
                continue;
            int fr = r;
            int fc = c;
            while (inside(fr + dr, fc + dc) && at(fr + dr, fc + dc) == 0) {
                fr += dr;
                fc += dc;
            }
            const int nr = fr + dr;
            const int nc = fc + dc;
            if (inside(nr, nc) && at(nr, nc) == v && !madeByMerge[nr][nc] &&
                v < tileValue(maxExponent)) {
                at(nr, nc) = 2 * v;
                madeByMerge[nr][nc] = true;
                at(r, c) = 0;
                result.gained += 2 * v;
                result.moved = true;
            } else if (fr != r || fc != c) {
                at(fr, fc) = v;
                at(r, c) = 0;
                result.moved = true;
            }
        }
    }
    result.grid = grid;
    return result;
}

std::vector<std::vector<std::int64_t>> grid(const Board &b)
{
    std::vector<std::vector<std::int64_t>> g(static_cast<std::size_t>(b.rows()));
    for (int r = 0; r < b.rows(); ++r) {
        for (int c = 0; c < b.cols(); ++c)
            g[static_cast<std::size_t>(r)].push_back(b.value({r, c}));
    }
    return g;
}

// A random board with many equal neighbours, so merges of every kind occur.
Board randomBoard(Random &random, int rows, int cols)
{
    Board b = *Board::empty(rows, cols);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            const std::uint64_t pick = random.below(8);
            b.setExponent({r, c}, pick < 3 ? 0 : static_cast<int>(pick - 2)); // 0 or 2..32
        }
    }
    return b;
}

QString cellText(Cell c)
{
    return QStringLiteral("(%1,%2)").arg(c.row).arg(c.col);
}

// The animation trace explains the slide: every tile before it has one entry; a tile that did
// not merge carries its value to `to`; merging pairs are two equal tiles ending on one cell that
// now holds their sum, and `merges` lists exactly those cells.
void verifyTrace(const Board &before, const SlideResult &result)
{
    QCOMPARE(static_cast<int>(result.tiles.size()), before.tileCount());
    std::map<std::pair<int, int>, std::vector<TileMove>> arrivals;
    for (std::size_t i = 0; i < result.tiles.size(); ++i) {
        const TileMove &m = result.tiles[i];
        QVERIFY(before.exponent(m.from) != 0);
        QVERIFY(result.board.contains(m.to));
        // Tiles move in a straight line, in row-major order of where they started.
        QVERIFY(m.from.row == m.to.row || m.from.col == m.to.col);
        if (i > 0) {
            const Cell p = result.tiles[i - 1].from;
            QVERIFY(p.row < m.from.row || (p.row == m.from.row && p.col < m.from.col));
        }
        arrivals[{m.to.row, m.to.col}].push_back(m);
    }
    std::vector<Cell> merged;
    for (const auto &[cell, moves] : arrivals) {
        const Cell to{cell.first, cell.second};
        if (moves.size() == 1) {
            QVERIFY2(!moves[0].merged, qPrintable(cellText(to)));
            QCOMPARE(result.board.exponent(to), before.exponent(moves[0].from));
        } else {
            QCOMPARE(moves.size(), std::size_t{2});
            QVERIFY(moves[0].merged && moves[1].merged);
            QCOMPARE(before.exponent(moves[0].from), before.exponent(moves[1].from));
            QCOMPARE(result.board.exponent(to), before.exponent(moves[0].from) + 1);
            merged.push_back(to);
        }
    }
    QCOMPARE(result.board.tileCount(), static_cast<int>(arrivals.size()));
    QCOMPARE(result.merges.size(), merged.size());
    for (std::size_t i = 0; i < merged.size(); ++i)
        QCOMPARE(result.merges[i], merged[i]); // both row-major
}

} // namespace

namespace QTest {
template <>
char *toString(const Cell &c)
{
    return QTest::toString(cellText(c));
}
} // namespace QTest

class TestGame2048Board : public QObject
{
    Q_OBJECT

private slots:
    // The examples of the original game's description and the issue, as a row moving left or
    // right, and the same line as a column moving up or down.
    void lineExamples_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("towardStart"); // left / up, else right / down
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("gained");

        QTest::newRow("2 2 2 2 left") << "2 2 2 2" << true << "4 4 0 0" << 8;
        QTest::newRow("2 2 2 0 left") << "2 2 2 0" << true << "4 2 0 0" << 4;
        QTest::newRow("4 2 2 0 left") << "4 2 2 0" << true << "4 4 0 0" << 4;
        QTest::newRow("2 2 4 4 left") << "2 2 4 4" << true << "4 8 0 0" << 12;
        QTest::newRow("4 4 4 4 left") << "4 4 4 4" << true << "8 8 0 0" << 16;
        QTest::newRow("8 0 0 8 left") << "8 0 0 8" << true << "16 0 0 0" << 16;
        QTest::newRow("2 2 4 0 left, no chain") << "2 2 4 0" << true << "4 4 0 0" << 4;
        QTest::newRow("4 4 8 0 left, no chain") << "4 4 8 0" << true << "8 8 0 0" << 8;
        QTest::newRow("0 2 0 2 left") << "0 2 0 2" << true << "4 0 0 0" << 4;
        QTest::newRow("0 0 0 2 left") << "0 0 0 2" << true << "2 0 0 0" << 0;
        QTest::newRow("2 0 2 4 left") << "2 0 2 4" << true << "4 4 0 0" << 4;
        QTest::newRow("2 4 2 4 left, stuck") << "2 4 2 4" << true << "2 4 2 4" << 0;
        QTest::newRow("2 2 2 2 right") << "2 2 2 2" << false << "0 0 4 4" << 8;
        QTest::newRow("2 2 2 0 right") << "2 2 2 0" << false << "0 0 2 4" << 4;
        QTest::newRow("0 2 2 2 right") << "0 2 2 2" << false << "0 0 2 4" << 4;
        QTest::newRow("4 2 2 0 right") << "4 2 2 0" << false << "0 0 4 4" << 4;
        QTest::newRow("0 2 2 4 right") << "0 2 2 4" << false << "0 0 4 4" << 4;
        QTest::newRow("2 2 4 4 right") << "2 2 4 4" << false << "0 0 4 8" << 12;
        QTest::newRow("4 4 4 4 right") << "4 4 4 4" << false << "0 0 8 8" << 16;
        QTest::newRow("8 0 0 8 right") << "8 0 0 8" << false << "0 0 0 16" << 16;
        QTest::newRow("2 0 0 0 right") << "2 0 0 0" << false << "0 0 0 2" << 0;
        QTest::newRow("4 8 16 32 right, stuck") << "4 8 16 32" << false << "4 8 16 32" << 0;
    }

    void lineExamples()
    {
        QFETCH(QString, line);
        QFETCH(bool, towardStart);
        QFETCH(QString, expected);
        QFETCH(int, gained);
        const bool changes = line != expected;

        // As the top row of a 4x4 board.
        const QString rest = QStringLiteral("/0 0 0 0/0 0 0 0/0 0 0 0");
        const Board asRow = board((line + rest).toStdString());
        const SlideResult rowResult = asRow.slide(towardStart ? Direction::Left : Direction::Right);
        QCOMPARE(text(rowResult.board), expected + rest);
        QCOMPARE(rowResult.gained, std::int64_t{gained});
        QCOMPARE(rowResult.moved, changes);
        QCOMPARE(asRow.canSlide(towardStart ? Direction::Left : Direction::Right), changes);
        verifyTrace(asRow, rowResult);

        // As the left column: "a b c d" becomes "a 0 0 0/b 0 0 0/...".
        const auto column = [](const QString &cells) {
            QStringList rows;
            for (const QString &cell : cells.split(QLatin1Char(' ')))
                rows << cell + QStringLiteral(" 0 0 0");
            return rows.join(QLatin1Char('/'));
        };
        const Board asColumn = board(column(line).toStdString());
        const SlideResult colResult = asColumn.slide(towardStart ? Direction::Up : Direction::Down);
        QCOMPARE(text(colResult.board), column(expected));
        QCOMPARE(colResult.gained, std::int64_t{gained});
        QCOMPARE(colResult.moved, changes);
        verifyTrace(asColumn, colResult);
    }

    void issueCliExample()
    {
        const Board b = board("2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0");
        const SlideResult r = b.slide(Direction::Left);
        QCOMPARE(text(r.board), QStringLiteral("4 0 0 0/8 0 0 0/0 0 0 0/0 0 0 0"));
        QCOMPARE(r.gained, std::int64_t{12});
        QVERIFY(r.moved);
        QCOMPARE(text(b), QStringLiteral("2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0")); // slide is const
    }

    void rectangularBoards_data()
    {
        QTest::addColumn<QString>("start");
        QTest::addColumn<Direction>("direction");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("gained");

        const QString b3x5 = QStringLiteral("2 2 0 4 4/0 8 8 8 0/2 0 2 0 2");
        QTest::newRow("3x5 left") << b3x5 << Direction::Left << "4 8 0 0 0/16 8 0 0 0/4 2 0 0 0"
                                  << 32;
        QTest::newRow("3x5 right")
            << b3x5 << Direction::Right << "0 0 0 4 8/0 0 0 8 16/0 0 0 2 4" << 32;
        QTest::newRow("3x5 up") << b3x5 << Direction::Up << "4 2 8 4 4/0 8 2 8 2/0 0 0 0 0" << 4;
        QTest::newRow("3x5 down") << b3x5 << Direction::Down << "0 0 0 0 0/0 2 8 4 4/4 8 2 8 2"
                                  << 4;

        const QString b2x8 = QStringLiteral("2 2 2 2 2 2 2 2/4 0 4 8 0 8 16 16");
        QTest::newRow("2x8 left") << b2x8 << Direction::Left << "4 4 4 4 0 0 0 0/8 16 32 0 0 0 0 0"
                                  << 72;
        QTest::newRow("2x8 right")
            << b2x8 << Direction::Right << "0 0 0 0 4 4 4 4/0 0 0 0 0 8 16 32" << 72;
        QTest::newRow("2x8 up, stuck") << b2x8 << Direction::Up << b2x8 << 0;
        QTest::newRow("2x8 down") << b2x8 << Direction::Down << "2 0 2 2 0 2 2 2/4 2 4 8 2 8 16 16"
                                  << 0;

        const QString b8x3 = QStringLiteral("2 0 4/2 0 4/4 2 0/4 0 8/8 2 8/0 0 0/16 4 2/16 4 2");
        QTest::newRow("8x3 left") << b8x3 << Direction::Left
                                  << "2 4 0/2 4 0/4 2 0/4 8 0/8 2 8/0 0 0/16 4 2/16 4 2" << 0;
        QTest::newRow("8x3 right")
            << b8x3 << Direction::Right << "0 2 4/0 2 4/0 4 2/0 4 8/8 2 8/0 0 0/16 4 2/16 4 2" << 0;
        QTest::newRow("8x3 up") << b8x3 << Direction::Up
                                << "4 4 8/8 8 16/8 0 4/32 0 0/0 0 0/0 0 0/0 0 0/0 0 0" << 84;
        QTest::newRow("8x3 down") << b8x3 << Direction::Down
                                  << "0 0 0/0 0 0/0 0 0/0 0 0/4 0 0/8 0 8/8 4 16/32 8 4" << 84;
    }

    void rectangularBoards()
    {
        QFETCH(QString, start);
        QFETCH(Direction, direction);
        QFETCH(QString, expected);
        QFETCH(int, gained);
        const Board b = board(start.toStdString());
        const SlideResult r = b.slide(direction);
        QCOMPARE(text(r.board), expected);
        QCOMPARE(r.gained, std::int64_t{gained});
        QCOMPARE(r.moved, start != expected);
        QCOMPARE(b.canSlide(direction), start != expected);
        verifyTrace(b, r);
    }

    // Every size from 2x2 to 8x8, every direction, many boards: the same result as the original
    // game's algorithm, and an animation trace that explains it.
    void agreesWithTheOriginalAlgorithm()
    {
        Random random(20240501);
        int boards = 0;
        for (int rows = minSide; rows <= maxSide; ++rows) {
            for (int cols = minSide; cols <= maxSide; ++cols) {
                for (int n = 0; n < 40; ++n) {
                    const Board b = randomBoard(random, rows, cols);
                    for (const Direction d : tessera::allDirections) {
                        const SlideResult r = b.slide(d);
                        const ReferenceSlide expected = referenceSlide(grid(b), d);
                        const QByteArray where = QStringLiteral("%1 %2")
                                                     .arg(text(b), game2048test::directionName(d))
                                                     .toUtf8();
                        QVERIFY2(grid(r.board) == expected.grid, where.constData());
                        QCOMPARE(r.gained, expected.gained);
                        QCOMPARE(r.moved, expected.moved);
                        QCOMPARE(b.canSlide(d), expected.moved);
                        verifyTrace(b, r);
                    }
                    ++boards;
                }
            }
        }
        QCOMPARE(boards, 49 * 40);
    }

    void animationTraceOfAFullRow()
    {
        const SlideResult r = board("2 2 2 2/0 0 0 0").slide(Direction::Left);
        const std::vector<TileMove> expected{{{0, 0}, {0, 0}, true},
                                             {{0, 1}, {0, 0}, true},
                                             {{0, 2}, {0, 1}, true},
                                             {{0, 3}, {0, 1}, true}};
        QVERIFY(r.tiles == expected);
        QVERIFY((r.merges == std::vector<Cell>{{0, 0}, {0, 1}}));
    }

    void animationTraceWithStillAndMovingTiles()
    {
        // Right: the 4 slides two cells, the pair nearest the right edge merges there, and the
        // 8 in row 2 stays put.
        const SlideResult r = board("4 0 2 2/0 0 0 8").slide(Direction::Right);
        QCOMPARE(text(r.board), QStringLiteral("0 0 4 4/0 0 0 8"));
        const std::vector<TileMove> expected{{{0, 0}, {0, 2}, false},
                                             {{0, 2}, {0, 3}, true},
                                             {{0, 3}, {0, 3}, true},
                                             {{1, 3}, {1, 3}, false}};
        QVERIFY(r.tiles == expected);
        QVERIFY((r.merges == std::vector<Cell>{{0, 3}}));
    }

    void unchangedSlideReportsEveryTileStill()
    {
        const Board b = board("2 4 0/8 16 0");
        const SlideResult r = b.slide(Direction::Left);
        QVERIFY(!r.moved);
        QCOMPARE(r.gained, std::int64_t{0});
        QCOMPARE(r.board, b);
        QCOMPARE(r.tiles.size(), std::size_t{4});
        for (const TileMove &m : r.tiles) {
            QCOMPARE(m.to, m.from);
            QVERIFY(!m.merged);
        }
        QVERIFY(r.merges.empty());
    }

    void gameOverBoardsCannotMove()
    {
        const Board stuck = board("2 4 2 4/4 2 4 2/2 4 2 4/4 2 4 2");
        QVERIFY(!stuck.canMove());
        for (const Direction d : tessera::allDirections) {
            QVERIFY(!stuck.canSlide(d));
            QVERIFY(!stuck.slide(d).moved);
        }
        // Full, but two equal neighbours in a column: up and down merge them, left and right not.
        const Board pair = board("2 4/2 8");
        QVERIFY(pair.canMove());
        QVERIFY(pair.canSlide(Direction::Up));
        QVERIFY(pair.canSlide(Direction::Down));
        QVERIFY(!pair.canSlide(Direction::Left));
        QVERIFY(!pair.canSlide(Direction::Right));
        // One empty cell is always a way to move.
        QVERIFY(board("2 4 8/16 32 64/128 256 0").canMove());
    }

    void largestTilesDoNotMerge()
    {
        const Board b = board("1073741824 1073741824/0 0");
        QVERIFY(!b.canSlide(Direction::Left));
        QVERIFY(!b.canSlide(Direction::Right));
        QVERIFY(!b.slide(Direction::Left).moved);
        QCOMPARE(text(b.slide(Direction::Down).board), QStringLiteral("0 0/1073741824 1073741824"));
        const SlideResult below = board("536870912 536870912/0 0").slide(Direction::Left);
        QCOMPARE(text(below.board), QStringLiteral("1073741824 0/0 0"));
        QCOMPARE(below.gained, std::int64_t{1073741824});
    }

    void slideLineMatchesTheBoard()
    {
        // A solver tabulates rows with slideLine: it must agree with Board::slide.
        Random random(7);
        for (int length = minSide; length <= maxSide; ++length) {
            for (int n = 0; n < 200; ++n) {
                // Only the top row holds tiles, so the board's slide is that line's slide.
                Board b = randomBoard(random, 2, length);
                std::array<std::uint8_t, maxSide> line{};
                for (int c = 0; c < length; ++c) {
                    line[static_cast<std::size_t>(c)] =
                        static_cast<std::uint8_t>(b.exponent({0, c}));
                    b.setExponent({1, c}, 0);
                }
                const LineSlide s = slideLine(line, length);
                const SlideResult r = b.slide(Direction::Left);
                for (int c = 0; c < length; ++c)
                    QCOMPARE(int(s.exponents[static_cast<std::size_t>(c)]),
                             r.board.exponent({0, c}));
                for (int c = length; c < maxSide; ++c)
                    QCOMPARE(int(s.exponents[static_cast<std::size_t>(c)]), 0);
                QCOMPARE(s.gained, r.gained);
                QCOMPARE(s.changed, r.moved);
            }
        }
        const LineSlide bad = slideLine({}, 9);
        QVERIFY(!bad.changed);
        QCOMPARE(bad.gained, std::int64_t{0});
    }

    void sizesAndCellsAreChecked()
    {
        QVERIFY(!Board::empty(1, 4));
        QVERIFY(!Board::empty(4, 9));
        QVERIFY(!Board::empty(0, 0));
        QVERIFY(!Board::empty(-3, 4));
        QVERIFY(Board::empty(2, 8));
        QCOMPARE(Board::empty(3, 5)->emptyCells().size(), std::size_t{15});
        QCOMPARE(Board().rows(), 4);
        QCOMPARE(Board().cols(), 4);

        Board b = *Board::empty(3, 5);
        QVERIFY(b.setExponent({2, 4}, 11));
        QCOMPARE(b.value({2, 4}), std::int64_t{2048});
        QVERIFY(!b.setExponent({3, 0}, 1));
        QVERIFY(!b.setExponent({0, -1}, 1));
        QVERIFY(!b.setExponent({0, 0}, maxExponent + 1));
        QVERIFY(!b.setExponent({0, 0}, -1));
        QCOMPARE(b.exponent({7, 7}), 0); // outside: empty, no out-of-bounds read
        QCOMPARE(b.tileCount(), 1);
        QCOMPARE(b.highestExponent(), 11);

        QVERIFY(!Board::fromExponents(2, 2, {1, 2, 3}));
        QVERIFY(!Board::fromExponents(2, 2, {1, 2, 3, 31}));
        QVERIFY(!Board::fromExponents(1, 4, {1, 2, 3, 4}));
        const std::optional<Board> fromBytes = Board::fromExponents(2, 2, {1, 0, 0, 30});
        QVERIFY(fromBytes);
        QCOMPARE(text(*fromBytes), QStringLiteral("2 0/0 1073741824"));
    }

    void tileValues()
    {
        QCOMPARE(tileValue(0), std::int64_t{0});
        QCOMPARE(tileValue(1), std::int64_t{2});
        QCOMPARE(tileValue(11), std::int64_t{2048});
        QCOMPARE(tileValue(17), std::int64_t{131072});
        QCOMPARE(tileValue(maxExponent), std::int64_t{1} << 30);
        QCOMPARE(tileValue(maxExponent + 1), std::int64_t{0});
        QCOMPARE(tileValue(-1), std::int64_t{0});
        QCOMPARE(tileValue(1000), std::int64_t{0});
    }
};

QTEST_APPLESS_MAIN(TestGame2048Board)
#include "tst_game2048_board.moc"
