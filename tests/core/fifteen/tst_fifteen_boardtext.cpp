// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fifteen/BoardText.h"

#include <QTest>

using tessera::fifteen::Board;
using tessera::fifteen::Error;
using tessera::fifteen::formatBoard;
using tessera::fifteen::parseBoard;

class TestFifteenBoardText : public QObject
{
    Q_OBJECT

private slots:
    void readsRowsSeparatedBySlashes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<std::vector<int>>("tiles");
        QTest::newRow("3x3") << "1 2 3/4 5 6/8 7 0" << 3 << 3
                             << std::vector<int>{1, 2, 3, 4, 5, 6, 8, 7, 0};
        QTest::newRow("2x2") << "3 1/0 2" << 2 << 2 << std::vector<int>{3, 1, 0, 2};
        QTest::newRow("3 wide, 2 high")
            << "1 2 3/4 5 0" << 3 << 2 << std::vector<int>{1, 2, 3, 4, 5, 0};
        QTest::newRow("2 wide, 3 high")
            << "1 2/3 4/5 0" << 2 << 3 << std::vector<int>{1, 2, 3, 4, 5, 0};
        QTest::newRow("loose spacing") << "  1\t2 / 3   0 \n"
                                       << 2 << 2 << std::vector<int>{1, 2, 3, 0};
        QTest::newRow("leading zeros") << "01 2/3 00" << 2 << 2 << std::vector<int>{1, 2, 3, 0};
        QTest::newRow("16 numbers on one line")
            << "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3" << 4 << 4
            << std::vector<int>{14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3};
    }

    void readsRowsSeparatedBySlashes()
    {
        QFETCH(QString, text);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(std::vector<int>, tiles);
        const auto parsed = parseBoard(text.toStdString());
        if (const Error *error = std::get_if<Error>(&parsed))
            QFAIL(error->message.c_str());
        const Board &b = std::get<Board>(parsed);
        QCOMPARE(b.width(), width);
        QCOMPARE(b.height(), height);
        QCOMPARE(b.tiles(), tiles);
    }

    void formatsWhatItReads()
    {
        QCOMPARE(formatBoard(*Board::solved(3, 2)), std::string("1 2 3/4 5 0"));
        for (int w = Board::minSide; w <= Board::maxSide; ++w) {
            for (int h = Board::minSide; h <= Board::maxSide; ++h) {
                Board b = *Board::solved(w, h);
                b.move(tessera::Direction::Down);
                b.move(tessera::Direction::Right);
                const auto back = parseBoard(formatBoard(b));
                QVERIFY(std::holds_alternative<Board>(back));
                QCOMPARE(std::get<Board>(back), b);
            }
        }
    }

    void namesWhatIsWrong_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << ""
                               << "the board is empty";
        QTest::newRow("blank") << "   "
                               << "the board is empty";
        QTest::newRow("missing and repeated")
            << "1 2 3/4 5 6/7 8 8"
            << "8 appears twice (row 3, column 2 and row 3, column 3)";
        QTest::newRow("no empty cell") << "1 2 3/4 5 6/7 8 8"
                                       << "missing 0";
        QTest::newRow("missing tile") << "1 2 3/4 0 6/7 8 0"
                                      << "missing 5";
        QTest::newRow("ragged row") << "1 2 3/4 5/6 7 8 0"
                                    << "row 2 has 2 cells but row 1 has 3";
        QTest::newRow("ragged last row") << "1 2/3 4/5 6 0"
                                         << "row 3 has 3 cells but row 1 has 2";
        QTest::newRow("empty row") << "1 2//3 0"
                                   << "row 2 is empty";
        QTest::newRow("trailing slash") << "1 2/3 0/"
                                        << "row 3 is empty";
        QTest::newRow("not a number") << "1 2 x/4 5 6/7 8 0"
                                      << "row 1, column 3: 'x' is not a number";
        QTest::newRow("negative") << "1 2/-3 0"
                                  << "row 2, column 1: '-3' is not a number";
        QTest::newRow("comma") << "1,2/3 0"
                               << "'1,2' is not a number";
        QTest::newRow("out of range")
            << "1 2 3/4 5 6/7 8 9"
            << "row 3, column 3: 9 is out of range (a 3x3 board holds 0 to 8";
        QTest::newRow("huge number") << "1 2/3 99999999999999999999"
                                     << "99999999999999999999 is out of range";
        QTest::newRow("one row") << "1 2 0/"
                                 << "row 2 is empty";
        QTest::newRow("one cell wide") << "1/0"
                                       << "the board is 1x2";
        QTest::newRow("too tall") << "1 2/3 4/5 6/7 8/9 10/11 12/13 14/15 16/17 0"
                                  << "width and height must each be from 2 to 8";
        QTest::newRow("one line not 16") << "1 2 3 4 5 6 7 8 0"
                                         << "must have 16 numbers (a 4x4 board), not 9";
        QTest::newRow("one line 16 with a repeat") << "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15"
                                                   << "15 appears twice";
    }

    void namesWhatIsWrong()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const auto parsed = parseBoard(text.toStdString());
        const Error *error = std::get_if<Error>(&parsed);
        QVERIFY(error);
        const QString message = QString::fromStdString(error->message);
        QVERIFY2(message.contains(expected), qPrintable(message));
    }

    // Arbitrary bytes give an error or a board, never a crash (run under the sanitizers).
    void survivesGarbage()
    {
        unsigned seed = 7;
        const std::string alphabet = "0123456789 /\t-x\n";
        for (int round = 0; round < 3000; ++round) {
            std::string text;
            const int length = round % 60;
            for (int i = 0; i < length; ++i) {
                seed = seed * 1664525u + 1013904223u;
                text += (round % 3 == 0) ? static_cast<char>(seed >> 24)
                                         : alphabet[(seed >> 16) % alphabet.size()];
            }
            const auto parsed = parseBoard(text);
            if (const Board *b = std::get_if<Board>(&parsed))
                QCOMPARE(std::get<Board>(parseBoard(formatBoard(*b))), *b);
            else
                QVERIFY(!std::get<Error>(parsed).message.empty());
        }
    }
};

QTEST_APPLESS_MAIN(TestFifteenBoardText)
#include "tst_fifteen_boardtext.moc"
