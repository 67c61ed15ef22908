// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/Direction.h"

#include <QTest>

using tessera::Direction;

class TestDirection : public QObject
{
    Q_OBJECT

private slots:
    void lurdLettersRoundTrip()
    {
        for (const Direction d : tessera::allDirections) {
            const char letter = tessera::lurdLetter(d);
            QCOMPARE(tessera::directionFromLurd(letter), std::optional<Direction>(d));
            QCOMPARE(tessera::directionFromLurd(static_cast<char>(std::toupper(letter))),
                     std::optional<Direction>(d));
        }
        QVERIFY(!tessera::directionFromLurd('x').has_value());
        QVERIFY(!tessera::directionFromLurd(' ').has_value());
    }

    void oppositeUndoesTheStep()
    {
        for (const Direction d : tessera::allDirections) {
            QCOMPARE(tessera::dx(d) + tessera::dx(tessera::opposite(d)), 0);
            QCOMPARE(tessera::dy(d) + tessera::dy(tessera::opposite(d)), 0);
            QCOMPARE(std::abs(tessera::dx(d)) + std::abs(tessera::dy(d)), 1);
        }
    }
};

QTEST_APPLESS_MAIN(TestDirection)
#include "tst_direction.moc"
