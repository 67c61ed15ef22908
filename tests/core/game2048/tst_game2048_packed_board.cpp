// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// The 4x4 board as 64 bits (PackedBoard.h): packing, the row tables and the slides they make,
// checked against Board.

#include "Game2048TestSupport.h"
#include "game2048/Board.h"
#include "game2048/Random.h"
#include "game2048/ai/PackedBoard.h"

#include <QTest>
#include <vector>

using namespace tessera::game2048;
using game2048test::board;
using game2048test::directionName;
using game2048test::randomBoard;
using game2048test::text;
using tessera::allDirections;
using tessera::Direction;

class TestGame2048PackedBoard : public QObject
{
    Q_OBJECT

private slots:
    void packRoundTrip()
    {
        const Board b = board("2 4 8 16/32 64 128 256/512 1024 2048 4096/8192 16384 32768 0");
        const std::optional<PackedBoard> packed = packBoard(b);
        QVERIFY(packed);
        QCOMPARE(text(unpackBoard(*packed)), text(b));
        QCOMPARE(packedExponent(*packed, {0, 0}), 1);
        QCOMPARE(packedExponent(*packed, {0, 1}), 2);
        QCOMPARE(packedExponent(*packed, {2, 2}), 11);
        QCOMPARE(packedExponent(*packed, {3, 2}), 15);
        QCOMPARE(packedExponent(*packed, {3, 3}), 0);
        QCOMPARE(packedExponent(*packed, {4, 0}), 0);
        QCOMPARE(*packed & 0xF, std::uint64_t{1}); // cell (0, 0) is the low nibble
    }

    void packRefusesWhatDoesNotFit()
    {
        QVERIFY(!packBoard(board("2 2 2/0 0 0/0 0 0")));                       // 3x3
        QVERIFY(!packBoard(board("2 0 0 0 0/0 0 0 0 0/0 0 0 0 0/0 0 0 0 0"))); // 4x5
        QVERIFY(!packBoard(board("65536 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0")));     // 2^16
        QVERIFY(packBoard(board("32768 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0")));      // 2^15
    }

    void transposeEmptyAndDistinct()
    {
        Random random(11);
        for (int i = 0; i < 500; ++i) {
            const Board b = randomBoard(random, 4, 4, static_cast<int>(random.below(101)), 15);
            const PackedBoard p = *packBoard(b);
            const Board t = unpackBoard(transposePacked(p));
            for (int r = 0; r < 4; ++r)
                for (int c = 0; c < 4; ++c)
                    QCOMPARE(t.exponent({c, r}), b.exponent({r, c}));
            QCOMPARE(transposePacked(transposePacked(p)), p);
            QCOMPARE(emptyCellCount(p), static_cast<int>(b.emptyCells().size()));
            std::vector<bool> seen(16);
            int distinct = 0;
            for (const std::uint8_t e : b.exponents())
                if (e != 0 && !seen[e]) {
                    seen[e] = true;
                    ++distinct;
                }
            QCOMPARE(distinctTileCount(p), distinct);
        }
        QCOMPARE(emptyCellCount(0), 16);
        QCOMPARE(emptyCellCount(0x1111111111111111ULL), 0);
    }

    // Every row of the tables is slideLine() itself, both ways (rows holding two 32768s that
    // would merge are the documented exception).
    void rowTablesAreSlideLine()
    {
        const RowTables &t = RowTables::instance();
        for (std::uint32_t row = 0; row < RowTables::rowCount; ++row) {
            std::array<std::uint8_t, maxSide> line{};
            std::array<std::uint8_t, maxSide> reversed{};
            int fifteens = 0;
            for (int i = 0; i < 4; ++i) {
                line[static_cast<std::size_t>(i)] =
                    static_cast<std::uint8_t>((row >> (4 * i)) & 0xF);
                reversed[static_cast<std::size_t>(3 - i)] = line[static_cast<std::size_t>(i)];
                fifteens += line[static_cast<std::size_t>(i)] == 15;
            }
            if (fifteens > 1)
                continue;
            const LineSlide left = slideLine(line, 4);
            const LineSlide right = slideLine(reversed, 4);
            const auto r16 = static_cast<std::uint16_t>(row);
            for (int i = 0; i < 4; ++i) {
                if (((t.towardStart(r16) >> (4 * i)) & 0xF) !=
                    left.exponents[static_cast<std::size_t>(i)])
                    QFAIL(qPrintable(QStringLiteral("row %1 left").arg(row, 4, 16)));
                if (((t.towardEnd(r16) >> (4 * (3 - i))) & 0xF) !=
                    right.exponents[static_cast<std::size_t>(i)])
                    QFAIL(qPrintable(QStringLiteral("row %1 right").arg(row, 4, 16)));
                if (((t.columnTowardStart(r16) >> (16 * i)) & 0xF) !=
                    left.exponents[static_cast<std::size_t>(i)])
                    QFAIL(qPrintable(QStringLiteral("row %1 as column").arg(row, 4, 16)));
            }
            if (t.gainedTowardStart(r16) != left.gained || t.gainedTowardEnd(r16) != right.gained)
                QFAIL(qPrintable(QStringLiteral("row %1 gained").arg(row, 4, 16)));
        }
    }

    // The fast 4x4 slide equals Board::slide on many random boards, in every direction.
    void packedSlideEqualsBoardSlide()
    {
        Random random(2048);
        int moved = 0;
        for (int i = 0; i < 10000; ++i) {
            const int emptyPercent = static_cast<int>(random.below(90));
            const int maxExp = 1 + static_cast<int>(random.below(14)); // up to 2^14
            Board b = randomBoard(random, 4, 4, emptyPercent, maxExp);
            if (i % 10 == 0) // sometimes a single 32768
                b.setExponent(
                    {static_cast<int>(random.below(4)), static_cast<int>(random.below(4))}, 15);
            const PackedBoard p = *packBoard(b);
            for (const Direction d : allDirections) {
                const SlideResult expected = b.slide(d);
                const PackedSlide fast = slidePacked(p, d);
                if (unpackBoard(fast.board) != expected.board || fast.gained != expected.gained ||
                    fast.moved != expected.moved)
                    QFAIL(qPrintable(QStringLiteral("%1 %2: expected %3 (+%4), got %5 (+%6)")
                                         .arg(text(b), directionName(d), text(expected.board))
                                         .arg(expected.gained)
                                         .arg(text(unpackBoard(fast.board)))
                                         .arg(fast.gained)));
                QCOMPARE(slidePackedBoard(RowTables::instance(), p, d), fast.board);
                moved += fast.moved;
            }
        }
        QVERIFY(moved > 5000); // the boards were not all stuck
    }
};

QTEST_GUILESS_MAIN(TestGame2048PackedBoard)
#include "tst_game2048_packed_board.moc"
