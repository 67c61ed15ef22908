// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "game2048/Random.h"

#include <QTest>
#include <array>
#include <cmath>

using tessera::game2048::Random;

class TestGame2048Random : public QObject
{
    Q_OBJECT

private slots:
    // A seed must replay the same game everywhere, so the generator must be exactly the
    // published algorithms. The expected words were computed by an independent transcription
    // of Vigna's splitmix64.c and xoshiro256starstar.c (and splitmix64(0) = e220a8397b1dcdaf is
    // the well-known first output of that generator).
    void matchesTheReferenceAlgorithms()
    {
        Random zero(0);
        QCOMPARE(zero.state(), (Random::State{0xe220a8397b1dcdafULL, 0x6e789e6aa1b965f4ULL,
                                              0x06c45d188009454fULL, 0xf88bb8a8724c81ecULL}));
        const std::array<std::uint64_t, 4> zeroOutputs{0x99ec5f36cb75f2b4ULL, 0xbf6e1f784956452aULL,
                                                       0x1a5f849d4933e6e0ULL,
                                                       0x6aa594f1262d2d2cULL};
        for (const std::uint64_t expected : zeroOutputs)
            QCOMPARE(zero.next(), expected);

        Random game(2048);
        const std::array<std::uint64_t, 4> gameOutputs{0xedd2f7913e0e3cbcULL, 0xa717ef1c71314605ULL,
                                                       0x4403f214dd0b0c4bULL,
                                                       0x6fa3ce36bb19f7adULL};
        for (const std::uint64_t expected : gameOutputs)
            QCOMPARE(game.next(), expected);
    }

    void sameSeedSameSequence()
    {
        Random a(12345);
        Random b(12345);
        Random c(12346);
        bool differs = false;
        for (int i = 0; i < 1000; ++i) {
            const std::uint64_t x = a.next();
            QCOMPARE(b.next(), x);
            differs = differs || c.next() != x;
        }
        QVERIFY(differs);
        QCOMPARE(a, b);
    }

    void stateRoundTrips()
    {
        Random a(77);
        a.next();
        const std::optional<Random> copy = Random::fromState(a.state());
        QVERIFY(copy);
        QCOMPARE(*copy, a);
        Random b = *copy;
        QCOMPARE(b.next(), a.next());
        QVERIFY(!Random::fromState({0, 0, 0, 0}));
        QVERIFY(Random::fromState({0, 0, 0, 1}));
    }

    void belowStaysInRange()
    {
        Random r(5);
        QCOMPARE(r.below(0), std::uint64_t{0});
        QCOMPARE(r.below(1), std::uint64_t{0});
        for (const std::uint64_t bound :
             {2ULL, 3ULL, 10ULL, 16ULL, 63ULL, 1000003ULL, (1ULL << 63) + 1, ~0ULL}) {
            for (int i = 0; i < 2000; ++i)
                QVERIFY(r.below(bound) < bound);
        }
    }

    // The documented algorithm: draw, reject values under 2^64 mod bound, reduce mod bound.
    // Pinned because it is part of what a seed replays.
    void belowRejectsTheShortTopRange()
    {
        const std::uint64_t bound = (1ULL << 63) + 1; // threshold 2^63 - 1: about half rejected
        const std::uint64_t threshold = (0 - bound) % bound;
        QCOMPARE(threshold, (1ULL << 63) - 1);
        Random r(31337);
        Random mirror = r;
        int rejected = 0;
        for (int i = 0; i < 200; ++i) {
            std::uint64_t x = mirror.next();
            while (x < threshold) {
                ++rejected;
                x = mirror.next();
            }
            QCOMPARE(r.below(bound), x % bound);
        }
        QVERIFY(rejected > 0);
        QCOMPARE(r, mirror);
    }

    // below(6) is uniform: 60,000 draws, Pearson's chi-square over the 6 outcomes has 5 degrees
    // of freedom; P(chi2 > 35.9) = 1e-6 for a uniform draw, so the bound fails a correct
    // generator about once in a million seeds (the seed here is fixed). A modulo-biased draw is
    // not measurable with a bound this small, which is why the algorithm is pinned above.
    void belowIsUniform()
    {
        Random r(4242);
        std::array<int, 6> counts{};
        const int n = 60000;
        for (int i = 0; i < n; ++i)
            ++counts[static_cast<std::size_t>(r.below(6))];
        double chi2 = 0;
        for (const int c : counts)
            chi2 += (c - n / 6.0) * (c - n / 6.0) / (n / 6.0);
        QVERIFY2(chi2 < 35.9, qPrintable(QString::number(chi2)));
    }
};

QTEST_APPLESS_MAIN(TestGame2048Random)
#include "tst_game2048_random.moc"
