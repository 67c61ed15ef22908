// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game2048TestSupport.h"
#include "game2048/BoardText.h"
#include "game2048/Random.h"

#include <QTest>

using namespace tessera::game2048;
using game2048test::text;

class TestGame2048BoardText : public QObject
{
    Q_OBJECT

private slots:
    void readsTheIssueExample()
    {
        const auto parsed = parseBoard("2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0");
        QVERIFY(std::holds_alternative<Board>(parsed));
        const Board &b = std::get<Board>(parsed);
        QCOMPARE(b.rows(), 4);
        QCOMPARE(b.cols(), 4);
        QCOMPARE(b.value({0, 0}), std::int64_t{2});
        QCOMPARE(b.value({0, 1}), std::int64_t{2});
        QCOMPARE(b.value({1, 1}), std::int64_t{4});
        QCOMPARE(b.value({1, 2}), std::int64_t{4});
        QCOMPARE(b.exponent({1, 2}), 2);
        QCOMPARE(b.tileCount(), 4);
    }

    void sizes_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("2x2") << "2 0/0 4" << 2 << 2;
        QTest::newRow("3x5") << "2 4 8 16 32/0 0 0 0 0/64 128 256 512 1024" << 3 << 5;
        QTest::newRow("2x8") << "2 2 2 2 2 2 2 2/0 0 0 0 0 0 0 0" << 2 << 8;
        QTest::newRow("8x3") << "2 0 0/0 0 0/0 0 0/0 0 0/0 0 0/0 0 0/0 0 0/0 0 4" << 8 << 3;
        QTest::newRow("largest tile") << "1073741824 0/0 2" << 2 << 2;
    }

    void sizes()
    {
        QFETCH(QString, board);
        QFETCH(int, rows);
        QFETCH(int, cols);
        const auto parsed = parseBoard(board.toStdString());
        QVERIFY(std::holds_alternative<Board>(parsed));
        QCOMPARE(std::get<Board>(parsed).rows(), rows);
        QCOMPARE(std::get<Board>(parsed).cols(), cols);
        QCOMPARE(text(std::get<Board>(parsed)), board);
    }

    void spacesAroundCellsAndRowsAreAllowed()
    {
        const auto parsed = parseBoard("  2   2 0 0 / 0 4\t4 0/0 0 0 0/0 0 0 0 ");
        QVERIFY(std::holds_alternative<Board>(parsed));
        QCOMPARE(text(std::get<Board>(parsed)), QStringLiteral("2 2 0 0/0 4 4 0/0 0 0 0/0 0 0 0"));
    }

    void formatRoundTripsEverySize()
    {
        Random random(99);
        for (int rows = minSide; rows <= maxSide; ++rows) {
            for (int cols = minSide; cols <= maxSide; ++cols) {
                Board b = *Board::empty(rows, cols);
                for (int r = 0; r < rows; ++r) {
                    for (int c = 0; c < cols; ++c)
                        b.setExponent({r, c}, static_cast<int>(random.below(maxExponent + 1)));
                }
                const auto parsed = parseBoard(formatBoard(b));
                QVERIFY(std::holds_alternative<Board>(parsed));
                QCOMPARE(std::get<Board>(parsed), b);
            }
        }
    }

    void errorsNameWhatAndWhere_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << ""
                               << "the board is empty";
        QTest::newRow("blank") << "   "
                               << "the board is empty";
        QTest::newRow("one row") << "2 2 0 0"
                                 << "the board has 1 row; a board has 2 to 8 rows";
        QTest::newRow("nine rows") << "2 0/0 0/0 0/0 0/0 0/0 0/0 0/0 0/0 0"
                                   << "the board has 9 rows";
        QTest::newRow("one column") << "2/2"
                                    << "row 1 has 1 cell; a row has 2 to 8 cells";
        QTest::newRow("nine columns") << "0 0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0 0"
                                      << "row 1 has 9 cells";
        QTest::newRow("ragged") << "2 2 0 0/0 4 4/0 0 0 0/0 0 0 0"
                                << "row 2 has 3 cells but row 1 has 4: every row must have the "
                                   "same length";
        QTest::newRow("longer row") << "2 2/0 4 4"
                                    << "row 2 has 3 cells but row 1 has 2";
        QTest::newRow("empty row") << "2 2//2 2"
                                   << "row 2 is empty";
        QTest::newRow("trailing slash") << "2 2/2 2/"
                                        << "row 3 is empty";
        QTest::newRow("word") << "2 2/x 2"
                              << "row 2, cell 1: 'x' is not a number";
        QTest::newRow("negative") << "2 -2/2 2"
                                  << "row 1, cell 2: '-2' is not a number";
        QTest::newRow("decimal") << "2 2/2 2.0"
                                 << "row 2, cell 2: '2.0' is not a number";
        QTest::newRow("comma") << "2,2/2 2"
                               << "row 1 has 1 cell";
        QTest::newRow("three") << "2 3/2 2"
                               << "row 1, cell 2: '3' is not a tile: tiles are "
                                  "powers of two from 2 to 1073741824";
        QTest::newRow("one") << "2 2/1 2"
                             << "row 2, cell 1: '1' is not a tile";
        QTest::newRow("six") << "0 0 0/0 0 6"
                             << "row 2, cell 3: '6' is not a tile";
        QTest::newRow("2^31") << "2 2/2147483648 2"
                              << "row 2, cell 1: '2147483648' is larger than the largest tile, "
                                 "1073741824";
        QTest::newRow("huge") << "2 2/2 99999999999999999999999999999999999"
                              << "row 2, cell 2: '999999999999999999999999...' is larger";
        QTest::newRow("exponent form") << "2 2/2 2^3"
                                       << "'2^3' is not a number";
    }

    void errorsNameWhatAndWhere()
    {
        QFETCH(QString, board);
        QFETCH(QString, message);
        const auto parsed = parseBoard(board.toStdString());
        QVERIFY(std::holds_alternative<ParseError>(parsed));
        const QString actual = QString::fromStdString(std::get<ParseError>(parsed).message);
        QVERIFY2(actual.contains(message), qPrintable(actual));
    }
};

QTEST_APPLESS_MAIN(TestGame2048BoardText)
#include "tst_game2048_boardtext.moc"
