// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/TaskTeam.h"

#include <QTest>
#include <atomic>
#include <set>
#include <thread>
#include <vector>

using tessera::TaskTeam;

class TestTaskTeam : public QObject
{
    Q_OBJECT

private slots:
    // Every part of every job runs once, part 0 on the caller, the others on the same helper
    // each time; run() returns only when all have finished.
    void everyPartRunsOnceOnItsOwnThread()
    {
        TaskTeam team(3);
        QCOMPARE(team.size(), 3);
        std::vector<std::thread::id> firstThreads(3);
        for (int job = 0; job < 200; ++job) {
            std::vector<std::atomic<int>> runs(3);
            std::vector<std::thread::id> threads(3);
            std::atomic<bool> outOfRange{false};
            team.run([&](int part) { // no QVERIFY here: QTest's checks belong to one thread
                if (part < 0 || part >= 3) {
                    outOfRange = true;
                    return;
                }
                threads[static_cast<std::size_t>(part)] = std::this_thread::get_id();
                ++runs[static_cast<std::size_t>(part)];
            });
            QVERIFY(!outOfRange);
            for (const std::atomic<int> &r : runs)
                QCOMPARE(r.load(), 1);
            QCOMPARE(threads[0], std::this_thread::get_id());
            QCOMPARE(std::set<std::thread::id>(threads.begin(), threads.end()).size(),
                     std::size_t{3});
            if (job == 0)
                firstThreads = threads;
            QVERIFY(threads == firstThreads); // the same helpers, kept between jobs
        }
    }

    // The parts really run at once: each waits until all have started, which would never
    // happen if they ran one after the other.
    void partsRunAtTheSameTime()
    {
        TaskTeam team(2);
        std::atomic<int> started{0};
        team.run([&](int) {
            ++started;
            while (started.load() < 2)
                std::this_thread::yield();
        });
        QCOMPARE(started.load(), 2);
    }

    // A team of one, or less, runs the job on the caller alone.
    void aTeamOfOneIsTheCaller()
    {
        for (const int size : {1, 0, -3}) {
            TaskTeam team(size);
            QCOMPARE(team.size(), 1);
            int runs = 0;
            const std::thread::id caller = std::this_thread::get_id();
            team.run([&](int part) {
                QCOMPARE(part, 0);
                QCOMPARE(std::this_thread::get_id(), caller);
                ++runs;
            });
            QCOMPARE(runs, 1);
        }
    }

    // Destroying a team that has waited for work, or never had any, returns.
    void destroyedWhileIdle()
    {
        {
            TaskTeam idle(4);
        }
        TaskTeam team(4);
        std::atomic<int> runs{0};
        team.run([&](int) { ++runs; });
        QCOMPARE(runs.load(), 4);
    }
};

QTEST_APPLESS_MAIN(TestTaskTeam)
#include "tst_task_team.moc"
