// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "common/TaskTeam.h"

#include <QTest>
#include <atomic>
#include <chrono>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
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

    // The parts really run at once: each waits until all have started, which cannot happen if
    // they run one after the other (each then gives up after ten seconds and says so).
    void partsRunAtTheSameTime()
    {
        TaskTeam team(2);
        std::atomic<int> started{0};
        std::atomic<int> sawTheOther{0};
        team.run([&](int) {
            ++started;
            const auto giveUp = std::chrono::steady_clock::now() + std::chrono::seconds(10);
            while (started.load() < 2 && std::chrono::steady_clock::now() < giveUp)
                std::this_thread::yield();
            if (started.load() == 2)
                ++sawTheOther;
        });
        QCOMPARE(sawTheOther.load(), 2);
    }

    // run() returns only when the slowest part has: a helper's late write is seen.
    void runWaitsForTheSlowestPart()
    {
        TaskTeam team(3);
        for (int job = 0; job < 5; ++job) {
            std::vector<int> written(3, 0);
            team.run([&](int part) {
                if (part == 2)
                    std::this_thread::sleep_for(std::chrono::milliseconds(20));
                written[static_cast<std::size_t>(part)] = job + 1;
            });
            QVERIFY(written == std::vector<int>(3, job + 1));
        }
    }

    // A part that throws: the others still run, run() waits for them and rethrows, and the team
    // takes the next job.
    void aThrowingPartIsRethrownAfterTheOthers()
    {
        TaskTeam team(3);
        for (const int thrower : {0, 1, 2}) {
            std::atomic<int> finished{0};
            bool thrown = false;
            try {
                team.run([&](int part) {
                    if (part == thrower)
                        throw std::runtime_error("part " + std::to_string(part));
                    std::this_thread::sleep_for(std::chrono::milliseconds(5));
                    ++finished;
                });
            } catch (const std::runtime_error &e) {
                thrown = std::string(e.what()) == "part " + std::to_string(thrower);
            }
            QVERIFY(thrown);
            QCOMPARE(finished.load(), 2);
        }
        std::atomic<int> runs{0};
        team.run([&](int) { ++runs; });
        QCOMPARE(runs.load(), 3);
    }

    // A team of one, or less, runs the job on the caller alone.
    void aTeamOfOneIsTheCaller()
    {
        for (const int size : {1, 0, -3}) {
            TaskTeam team(size);
            QCOMPARE(team.size(), 1);
            std::vector<std::pair<int, std::thread::id>> calls;
            team.run([&](int part) { calls.emplace_back(part, std::this_thread::get_id()); });
            QCOMPARE(calls.size(), std::size_t{1});
            QCOMPARE(calls.front().first, 0);
            QCOMPARE(calls.front().second, std::this_thread::get_id());
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
