// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// Where the forward and the backward searches meet: the table of positions the backward search
// publishes holds every one it was given within its bytes, and tells others apart; a candidate
// waits alone until the backward search takes it; one the backward search does not hold is
// refused, one it holds joined; and in the solver a forward search's half and the backward search's
// are joined into a solution that replays.

#include "SolverTestLevels.h"
#include "sokoban/solver/BackwardSearch.h"
#include "sokoban/solver/MeetingPoint.h"
#include "sokoban/solver/SolutionWriter.h"
#include "sokoban/solver/Solver.h"
#include "sokoban/solver/SolverBoard.h"

#include <QTest>
#include <algorithm>
#include <optional>
#include <random>
#include <string>
#include <unordered_set>
#include <utility>
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

// Boxes to push right onto their goals, the player at (1, 1) on the left; a backward search on
// it that publishes to `meeting`, stepped one expansion at a time.
struct BoxesGoingRight
{
    explicit BoxesGoingRight(const std::vector<std::string> &rows)
        : level(solvertest::levelFrom(rows)), board(level),
          keys(static_cast<std::size_t>(board.cellCount()), solver::MeetingPoint::zobristSeed)
    {}

    int cell(int x, int y) const { return board.fromLevelCell(level.index(x, y)); }
    // The solver's direction whose step is `offset` cells.
    int direction(int offset) const
    {
        int found = -1;
        for (int d = 0; d < solver::directionCount; ++d) {
            found = board.offset(d) == offset ? d : found;
        }
        return found;
    }

    std::optional<SolverStatus> start()
    {
        std::vector<int> boxes;
        for (int i = 0; i < static_cast<int>(level.cells.size()); ++i) {
            if (level.cells[static_cast<std::size_t>(i)].box) {
                boxes.push_back(board.fromLevelCell(i));
                levelBoxes.push_back(i);
            }
        }
        return search.start(cell(1, 1), boxes);
    }

    SolverStatus finish()
    {
        std::optional<SolverStatus> status;
        while (!status) {
            status = search.step(1);
        }
        return *status;
    }

    // The position with boxes and the player at these level (x, y), keyed as the searches key
    // it: the player's normalised cell, the shared Zobrist keys.
    solver::Meeting meetingAt(const std::vector<std::pair<int, int>> &boxes,
                              std::pair<int, int> player)
    {
        std::vector<std::uint8_t> boxAt(static_cast<std::size_t>(board.cellCount()), 0);
        solver::Meeting m;
        for (const auto &[x, y] : boxes) {
            m.boxes.push_back(static_cast<std::uint16_t>(cell(x, y)));
            boxAt[static_cast<std::size_t>(cell(x, y))] = 1;
        }
        std::sort(m.boxes.begin(), m.boxes.end());
        std::vector<std::uint32_t> marks(boxAt.size(), 0);
        std::vector<int> queue;
        m.player = static_cast<std::uint16_t>(solver::floodPlayerArea(
            board, boxAt, cell(player.first, player.second), marks, 1, queue));
        m.hash = keys.player[m.player];
        for (const std::uint16_t b : m.boxes) {
            m.hash ^= keys.box[b];
        }
        return m;
    }

    std::string lurd() const
    {
        SolverResult result;
        return solver::writeSolution(board, level.index(1, 1), levelBoxes, search.solution(),
                                     result)
                   ? result.solution
                   : std::string("not written");
    }

    const Level level;
    const solver::Board board;
    const solver::ZobristKeys keys;
    solver::MemoryAccount account{64 * mebibyte};
    solver::MeetingPoint meeting{mebibyte, account};
    // Made before the search, which copies it.
    const solver::SearchControl control = [this] {
        solver::SearchControl c;
        c.meeting = &meeting;
        return c;
    }();
    solver::BackwardSearch search{board, 10, 1000000, 32 * mebibyte, account, control};
    std::vector<int> levelBoxes;
};

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
        BoxesGoingRight run({
            "########",
            "#@ $ . #",
            "#  $ . #",
            "########",
        });
        QVERIFY(!run.start());
        QVERIFY(run.meeting.published() > 0);
        // Both boxes in the left column, the player right of them: no pull from the goals
        // reaches it (a box never goes further left than the start's). Its true key, so that
        // only the backward search's exact look-up can refuse it; and made-up moves which,
        // joined, would not replay.
        solver::Meeting stranger = run.meetingAt({{1, 1}, {1, 2}}, {2, 1});
        QVERIFY(run.meeting.mayHold(stranger.hash) == false);
        stranger.fromStart = {{run.cell(3, 1), run.cell(4, 1), run.direction(1), run.cell(2, 1)}};
        QVERIFY(run.meeting.post(stranger));
        const SolverStatus status = run.finish();
        QCOMPARE(status, SolverStatus::Solved);
        QVERIFY(!run.meeting.waiting()); // taken, and refused
        QCOMPARE(run.meeting.met(), std::uint64_t{0});
        const std::string lurd = run.lurd();
        QCOMPARE(solvertest::replayError(run.level, lurd), std::string());
    }

    void backwardSearchJoinsACandidateItHolds()
    {
        BoxesGoingRight run({
            "########",
            "#@ $ . #",
            "########",
        });
        QVERIFY(!run.start());
        // The box pushed one cell right, the player behind it: one pull from the goal. Once the
        // backward search holds it, a forward search meets it there.
        solver::Meeting met = run.meetingAt({{4, 1}}, {3, 1});
        std::optional<SolverStatus> status;
        while (!status && !run.meeting.mayHold(met.hash)) {
            status = run.search.step(1);
        }
        QVERIFY2(!status, "the backward search decided before it held the meeting position");
        met.fromStart = {{run.cell(3, 1), run.cell(4, 1), run.direction(1), met.player}};
        QVERIFY(run.meeting.post(met));
        status = run.search.step(1);
        QCOMPARE(status, std::optional<SolverStatus>(SolverStatus::Solved));
        QCOMPARE(run.meeting.met(), std::uint64_t{1});
        const std::vector<solver::BoxMove> &moves = run.search.solution();
        QCOMPARE(moves.size(), std::size_t{2});
        QCOMPARE(moves.front().from, run.cell(3, 1));
        QCOMPARE(moves.front().to, run.cell(4, 1));
        QCOMPARE(moves.back().from, run.cell(4, 1));
        QCOMPARE(moves.back().to, run.cell(5, 1));
        const std::string lurd = run.lurd();
        QCOMPARE(lurd, std::string("rRR"));
        QCOMPARE(solvertest::replayError(run.level, lurd), std::string());
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
