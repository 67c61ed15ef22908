// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Where the forward and the backward searches meet: the table of positions the backward search
// publishes holds every one it was given within its bytes, and tells others apart; a candidate
// waits alone until the backward search takes it; one the backward search does not hold is
// refused; and in the solver a forward search's half and the backward search's are joined into
// a solution that replays.

#include "SolverTestLevels.h"
#include "sokoban/solver/BackwardSearch.h"
#include "sokoban/solver/MeetingPoint.h"
#include "sokoban/solver/SolutionWriter.h"
#include "sokoban/solver/Solver.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <optional>
#include <random>
#include <string>
#include <unordered_set>
#include <vector>

using namespace tessera::sokoban;

namespace {

constexpr std::size_t mebibyte = std::size_t{1} << 20;

// `count` distinct random hashes not in `avoid`, the same every run.
std::vector<std::uint64_t> randomHashes(std::size_t count, std::uint64_t seed,
                                        const std::unordered_set<std::uint64_t> &avoid = {})
{
    std::mt19937_64 random(seed);
    std::unordered_set<std::uint64_t> seen;
    std::vector<std::uint64_t> hashes;
    while (hashes.size() < count) {
        const std::uint64_t hash = random();
        if (!avoid.count(hash) && seen.insert(hash).second) {
            hashes.push_back(hash);
        }
    }
    return hashes;
}

// A sequential solve (the searches take turns on this thread: the same every run) by a weighted
// search and the backward search, meeting or not.
SolverOptions weightedAndBackward(bool meet)
{
    SolverOptions options;
    options.heuristicWeights = {10};
    options.featureSearchWeight = 0;
    options.handOverFeatureWeight = 0;
    options.backwardSearches = {{10, 100000000}};
    options.parallelSearches = false;
    options.memoryLimitBytes = 256 * mebibyte;
    options.meetBackward = meet;
    return options;
}

} // namespace

class TestSokobanMeeting : public QObject
{
    Q_OBJECT

private slots:
    void holdsEveryPositionPublishedAndTellsOthersApart()
    {
        solver::MemoryAccount account(std::size_t{1} << 30);
        {
            solver::MeetingPoint meeting(64 * mebibyte, account);
            // Past the tables of whole hashes (8 MiB at most) into the last one.
            const std::vector<std::uint64_t> published = randomHashes(1500000, 1);
            for (const std::uint64_t hash : published) {
                QVERIFY(meeting.publish(hash));
            }
            QCOMPARE(meeting.published(), published.size());
            QVERIFY(meeting.memoryBytes() > 16 * mebibyte);
            QVERIFY(meeting.memoryBytes() <= 64 * mebibyte);
            QCOMPARE(account.used(), meeting.memoryBytes());
            for (const std::uint64_t hash : published) {
                QVERIFY(meeting.mayHold(hash));
            }
            // 32 bits of each hash kept, the slot from others: a stranger matches about once
            // in a thousand million look-ups.
            const std::unordered_set<std::uint64_t> known(published.begin(), published.end());
            int strangers = 0;
            for (const std::uint64_t hash : randomHashes(1000000, 2, known)) {
                strangers += meeting.mayHold(hash) ? 1 : 0;
            }
            QVERIFY2(strangers <= 2, qPrintable(QString::number(strangers)));
        }
        QCOMPARE(account.used(), std::size_t{0});
    }

    void takesNoMoreThanItsBytes()
    {
        solver::MemoryAccount account(std::size_t{1} << 30);
        solver::MeetingPoint meeting(mebibyte, account);
        const std::vector<std::uint64_t> hashes = randomHashes(400000, 3);
        std::size_t taken = 0;
        while (taken < hashes.size() && meeting.publish(hashes[taken])) {
            ++taken;
        }
        // 1 MiB: 64-bit tables of 8,192 to 65,536 slots (960 KiB in all), three-quarters full.
        QCOMPARE(taken, std::size_t{49152});
        QVERIFY(meeting.memoryBytes() <= mebibyte);
        QVERIFY(!meeting.publish(hashes[taken + 1]));
        for (std::size_t i = 0; i < taken; ++i) {
            QVERIFY(meeting.mayHold(hashes[i]));
        }
    }

    void takesNothingTheAccountCannotGive()
    {
        solver::MemoryAccount account(32 * 1024);
        solver::MeetingPoint meeting(64 * mebibyte, account);
        QVERIFY(!meeting.publish(42));
        QVERIFY(!meeting.mayHold(42));
        QCOMPARE(account.used(), std::size_t{0});
    }

    void closedMeetsNothing()
    {
        solver::MemoryAccount account(64 * mebibyte);
        solver::MeetingPoint meeting(mebibyte, account);
        QVERIFY(meeting.publish(7));
        QVERIFY(meeting.mayHold(7));
        meeting.close();
        QVERIFY(!meeting.open());
        QVERIFY(!meeting.mayHold(7));
    }

    void oneCandidateWaitsAtATime()
    {
        solver::MemoryAccount account(64 * mebibyte);
        solver::MeetingPoint meeting(mebibyte, account);
        QVERIFY(!meeting.take());
        QVERIFY(meeting.post({11, 3, {20, 21}, {}}));
        QVERIFY(meeting.waiting());
        QVERIFY(!meeting.post({12, 4, {22, 23}, {}}));
        const std::optional<solver::Meeting> taken = meeting.take();
        QVERIFY(taken);
        QCOMPARE(taken->hash, std::uint64_t{11});
        QCOMPARE(taken->boxes, (std::vector<std::uint16_t>{20, 21}));
        QVERIFY(!meeting.waiting());
        QVERIFY(!meeting.take());
        QVERIFY(meeting.post({12, 4, {22, 23}, {}}));
        QCOMPARE(meeting.posted(), std::uint64_t{2});
    }

    void backwardSearchRefusesACandidateItDoesNotHold()
    {
        // Two boxes to push right onto the goals; the player on the left.
        const Level level = solvertest::levelFrom({
            "########",
            "#@ $ . #",
            "#  $ . #",
            "########",
        });
        const solver::Board board(level);
        solver::MemoryAccount account(64 * mebibyte);
        solver::MeetingPoint meeting(mebibyte, account);
        solver::SearchControl control;
        control.meeting = &meeting;
        solver::BackwardSearch search(board, 10, 1000000, 32 * mebibyte, account, control);
        std::vector<int> boxes;
        int player = -1;
        for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
            if (level.cells[static_cast<std::size_t>(i)].box) {
                boxes.push_back(board.fromLevelCell(i));
            }
            if (level.cells[static_cast<std::size_t>(i)].player) {
                player = board.fromLevelCell(i);
            }
        }
        QVERIFY(!search.start(player, boxes));
        QVERIFY(meeting.published() > 0);
        // A position no pull reaches (both boxes in the left column) with made-up moves: were
        // they joined, the solution would not replay.
        solver::Meeting stranger;
        stranger.hash = 0x1234;
        stranger.player = static_cast<std::uint16_t>(board.fromLevelCell(level.index(3, 1)));
        stranger.boxes = {static_cast<std::uint16_t>(board.fromLevelCell(level.index(1, 1))),
                          static_cast<std::uint16_t>(board.fromLevelCell(level.index(1, 2)))};
        stranger.fromStart = {{boxes[0], boxes[0] + 1, 0, player}};
        QVERIFY(meeting.post(stranger));
        std::optional<SolverStatus> status;
        while (!status) {
            status = search.step(1);
        }
        QCOMPARE(*status, SolverStatus::Solved);
        QVERIFY(!meeting.waiting()); // taken, and refused
        QCOMPARE(meeting.met(), std::uint64_t{0});
        SolverResult result;
        std::vector<int> levelBoxes;
        for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
            if (level.cells[static_cast<std::size_t>(i)].box) {
                levelBoxes.push_back(i);
            }
        }
        QVERIFY(
            solver::writeSolution(board, level.index(1, 1), levelBoxes, search.solution(), result));
        QCOMPARE(solvertest::replayError(level, result.solution), std::string());
        QCOMPARE(result.pushes.size(), std::size_t{4});
    }

    void solverJoinsTheHalvesWhereTheyMeet_data()
    {
        QTest::addColumn<int>("number");
        // Microban levels where, taking turns on one thread, the weighted search reaches a
        // position the backward search holds before either finishes alone.
        QTest::newRow("Microban 109") << 109;
        QTest::newRow("Microban 140") << 140;
    }

    void solverJoinsTheHalvesWhereTheyMeet()
    {
        QFETCH(int, number);
        const Level level = solvertest::microbanLevel(number);
        const SolverResult met = Solver(weightedAndBackward(true)).solve(level);
        QCOMPARE(met.status, SolverStatus::Solved);
        QVERIFY(met.stats.foundAtMeeting);
        QVERIFY(met.stats.meetingCandidates >= 1);
        QCOMPARE(solvertest::replayError(level, met.solution), std::string());

        // Without meeting the same searches solve it too, later and never at a meeting.
        const SolverResult alone = Solver(weightedAndBackward(false)).solve(level);
        QCOMPARE(alone.status, SolverStatus::Solved);
        QVERIFY(!alone.stats.foundAtMeeting);
        QCOMPARE(alone.stats.meetingCandidates, std::uint64_t{0});
        QCOMPARE(solvertest::replayError(level, alone.solution), std::string());
        QVERIFY(met.stats.statesExplored < alone.stats.statesExplored);
    }
};

QTEST_APPLESS_MAIN(TestSokobanMeeting)
#include "tst_sokoban_meeting.moc"
