// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Grid geometry of row-major cells: which way one step from a cell to its neighbour goes.

#include "sokoban/GridGeometry.h"

#include <QTest>

using tessera::Direction;
using tessera::sokoban::stepBetween;

class TestGridGeometry : public QObject
{
    Q_OBJECT

private slots:
    void neighboursGiveTheirDirection()
    {
        constexpr int width = 5;
        const int centre = 2 * width + 2;
        QCOMPARE(stepBetween(centre, centre - 1, width), std::optional<Direction>(Direction::Left));
        QCOMPARE(stepBetween(centre, centre + 1, width),
                 std::optional<Direction>(Direction::Right));
        QCOMPARE(stepBetween(centre, centre - width, width),
                 std::optional<Direction>(Direction::Up));
        QCOMPARE(stepBetween(centre, centre + width, width),
                 std::optional<Direction>(Direction::Down));
    }

    void cellsThatAreNotNeighboursGiveNone()
    {
        constexpr int width = 5;
        QVERIFY(!stepBetween(7, 7, width));
        QVERIFY(!stepBetween(7, 9, width));
        QVERIFY(!stepBetween(7, 7 + 2 * width, width));
        QVERIFY(!stepBetween(7, 13, width)); // diagonal
        // The last cell of a row and the first of the next are one index apart, not neighbours.
        QVERIFY(!stepBetween(width - 1, width, width));
        QVERIFY(!stepBetween(width, width - 1, width));
    }

    void badInputGivesNone()
    {
        QVERIFY(!stepBetween(-1, 0, 5));
        QVERIFY(!stepBetween(0, -1, 5));
        QVERIFY(!stepBetween(0, 1, 0));
    }
};

QTEST_APPLESS_MAIN(TestGridGeometry)
#include "tst_grid_geometry.moc"
