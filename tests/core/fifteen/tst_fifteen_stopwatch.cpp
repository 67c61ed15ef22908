// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fifteen/Stopwatch.h"

#include <QTest>
#include <limits>

using tessera::fifteen::Stopwatch;

// Every time here is made up: the stopwatch reads no clock.
class TestFifteenStopwatch : public QObject
{
    Q_OBJECT

private slots:
    void idleShowsZero()
    {
        const Stopwatch watch;
        QCOMPARE(watch.state(), Stopwatch::State::Idle);
        QVERIFY(!watch.hasStarted());
        QCOMPARE(watch.elapsedMs(0), 0);
        QCOMPARE(watch.elapsedMs(123456), 0);
    }

    void runsFromStart()
    {
        Stopwatch watch;
        watch.start(1000);
        QVERIFY(watch.isRunning());
        QCOMPARE(watch.elapsedMs(1000), 0);
        QCOMPARE(watch.elapsedMs(4500), 3500);
        watch.start(4000); // already running: ignored
        QCOMPARE(watch.elapsedMs(4500), 3500);
    }

    void pauseFreezesAndResumeGoesOn()
    {
        Stopwatch watch;
        watch.start(1000);
        watch.pause(5000);
        QCOMPARE(watch.state(), Stopwatch::State::Paused);
        QCOMPARE(watch.elapsedMs(5000), 4000);
        QCOMPARE(watch.elapsedMs(60000), 4000);
        watch.pause(70000); // already paused: ignored
        watch.resume(100000);
        QVERIFY(watch.isRunning());
        QCOMPARE(watch.elapsedMs(100000), 4000);
        QCOMPARE(watch.elapsedMs(102500), 6500);
        watch.resume(102000); // already running: ignored
        QCOMPARE(watch.elapsedMs(102500), 6500);
        watch.pause(103000);
        watch.resume(200000);
        QCOMPARE(watch.elapsedMs(200001), 7001);
    }

    void pauseAndResumeBeforeTheStartDoNothing()
    {
        Stopwatch watch;
        watch.pause(100);
        watch.resume(200);
        QCOMPARE(watch.state(), Stopwatch::State::Idle);
        QCOMPARE(watch.elapsedMs(300), 0);
    }

    void stopKeepsTheTime()
    {
        Stopwatch watch;
        watch.start(0);
        watch.stop(2500);
        QCOMPARE(watch.state(), Stopwatch::State::Stopped);
        QCOMPARE(watch.elapsedMs(9999), 2500);
        watch.resume(10000);
        watch.start(10000);
        QCOMPARE(watch.elapsedMs(20000), 2500);

        Stopwatch paused;
        paused.start(0);
        paused.pause(1000);
        paused.stop(5000);
        QCOMPARE(paused.elapsedMs(5000), 1000);
    }

    void resetGoesBackToIdle()
    {
        Stopwatch watch;
        watch.start(0);
        watch.reset();
        QCOMPARE(watch.state(), Stopwatch::State::Idle);
        QCOMPARE(watch.elapsedMs(5000), 0);
    }

    void timeGoingBackwardsCountsAsNone()
    {
        Stopwatch watch;
        watch.start(5000);
        QCOMPARE(watch.elapsedMs(4000), 0);
        watch.pause(3000);
        QCOMPARE(watch.elapsedMs(9000), 0);
    }

    void extremeTimesSaturate()
    {
        constexpr std::int64_t most = std::numeric_limits<std::int64_t>::max();
        constexpr std::int64_t least = std::numeric_limits<std::int64_t>::min();
        Stopwatch watch;
        watch.start(least);
        QCOMPARE(watch.elapsedMs(most), most);
        Stopwatch restored = Stopwatch::restored(most - 10);
        restored.resume(0);
        QCOMPARE(restored.elapsedMs(most), most);
    }

    void restoredWaitsPausedForTheNextMove()
    {
        Stopwatch watch = Stopwatch::restored(42000);
        QCOMPARE(watch.state(), Stopwatch::State::Paused);
        QCOMPARE(watch.elapsedMs(1000000), 42000);
        watch.resume(500);
        QCOMPARE(watch.elapsedMs(1500), 43000);

        QCOMPARE(Stopwatch::restored(0).state(), Stopwatch::State::Idle);
        QCOMPARE(Stopwatch::restored(-5).elapsedMs(10), 0);
        const Stopwatch done = Stopwatch::finished(9000);
        QCOMPARE(done.state(), Stopwatch::State::Stopped);
        QCOMPARE(done.elapsedMs(123), 9000);
    }
};

QTEST_APPLESS_MAIN(TestFifteenStopwatch)
#include "tst_fifteen_stopwatch.moc"
