// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "DeadlockDetector.h"
#include "common/Direction.h"
#include "sokoban/Level.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::sokoban {

// A budget in positions that never runs out (SolverOptions::optimiseMinPositions).
inline constexpr std::uint64_t noPositionLimit = ~std::uint64_t{0};

struct SolverOptions
{
    // Everything the solve holds (distance tables, transposition tables, open lists, caches)
    // stays below this. A search that would need more is dropped and the others go on with its
    // memory; when none is left the solve ends with SolverStatus::MemoryLimit.
    std::size_t memoryLimitBytes = std::size_t{1} << 30;
    // Wall-clock limit in seconds; 0 or less means none.
    double timeLimitSeconds = 0;
    // How often the progress callback is called at most.
    std::chrono::milliseconds progressInterval{200};
    // Speed against solution length: a search orders positions by g + w * h (g pushes made,
    // h a lower bound on the pushes left). w = 1 is plain A* (fewest pushes, slow on hard
    // levels); larger finds solutions faster, and longer. Which w suits a level varies, so one
    // search runs per weight listed, taking turns on the calling thread (weight 1 gets a third
    // of the others' share); the first to decide ends the solve. Beside the feature search
    // (below), a weight of 10 solved the most XSokoban levels.
    std::vector<int> heuristicWeights{10};
    // The searches run on threads of their own, side by side (the first to decide ends the
    // others), rather than taking turns on the calling thread. Taking turns gives the same
    // answer every time; side by side, which search wins may depend on the machine's load.
    bool parallelSearches = true;
    // Side by side, the first search starts at once and the others join after this much
    // processor time, unless the solve is decided by then: two searches on the two cores slow each
    // other down (they share the caches), and the first search alone decides most small levels
    // sooner.
    std::chrono::milliseconds othersJoinAfter{1000};
    // Pruning and macro moves, on by default; off only to compare or to test.
    bool piCorrals = true;
    bool corralDeadlocks = true; // fenced corrals proven lost by a small search (needs piCorrals)
    // The boxes of each corral proven lost learned as a pattern: any position holding them,
    // the player on the same side, is lost (needs corralDeadlocks).
    bool deadlockPatterns = true;
    // The searches share the patterns they learn: a corral one proved lost costs the others no
    // search (see solver::SharedPatterns). Side by side, when a pattern reaches the other
    // search depends on the threads' timing.
    bool sharePatterns = true;
    // The feature search takes the others' patterns in too (it always gives its own).
    bool featureSearchTakesPatterns = false;
    bool tunnelMacros = true;
    bool frozenGoalBoxes = true; // boxes frozen on goals are walls for the bound
    // Goal rooms filled in a packing order, a box entering one pushed straight to its goal.
    // Used by the searches of weight above 1 only, since they may miss solutions (weight 1
    // keeps "unsolvable" a proof). Off by default: on Microban it costs more states than it
    // saves (levels that park a box in a goal room for a while, orders that do not suit).
    bool goalRoomMacros = false;
    // Above 0: a feature search (FESS: effort spread over cells of packing progress, floor
    // pieces and boxes out of the packing order; see solver::Search) runs besides, ordering the
    // positions of each cell by g + w * h at this weight. Complete like the others, so its
    // "unsolvable" is a proof too. 0 leaves the weighted searches alone (plain A* with
    // heuristicWeights {1}).
    int featureSearchWeight = 10;
    // The feature search orders a cell's positions by the moves no advisor suggested (packing a
    // box, joining pieces of floor, clearing the plan's way) instead of by pushes, as FESS
    // does. With single pushes alone it solved no more XSokoban levels; with box moves and
    // advice first (below) it is the default. (The hand-over's feature search, below, orders by
    // advice too.)
    bool featureAdvisors = true;
    // A feature search ordered by advice takes a cell's positions by the moves no advisor
    // suggested first and by the lower bound only among equals, as FESS orders by its advisors'
    // weights alone, instead of by those moves plus featureSearchWeight times the bound (where
    // the bound, tens to hundreds of pushes, outweighs the advice). Set for the hand-over's
    // feature search by handOverAdviceFirst.
    bool featureAdviceFirst = true;
    // The first feature search also counts FESS's room connectivity: passages between rooms
    // that a box blocks (solver::FeatureSpace::passages()); a search ordered by advice takes a
    // push that clears one as advised. XSokoban at 60 s: 64 levels with this and
    // handOverRoomConnectivity, 60 with neither.
    bool roomConnectivity = true;
    // The first feature search, when it counts room connectivity, counts a blocked passage only
    // when no other open passage joins its two rooms (solver::PassageCount::
    // BlockedWithoutWayRound): floor between a pillar and a wall reads as a passage, and a box
    // there does not stop the player. Off: a reshuffle, not a gain. Measured with both feature
    // searches counting that way, XSokoban at 60 s on one core, 57 levels either way (10 and 72
    // won, 32 and 40 lost; the 55 both solve in 16% less time); on two cores 63 against 64 (10
    // and 72 won; 18, 32, 40 lost).
    bool passagesWayRound = false;
    // The first feature search's moves are FESS's: a box pushed to any place it can reach,
    // the other boxes staying put, as one move (its cost one unadvised move, or none), instead
    // of single pushes and packing macros. handOverBoxMoves does the same for the hand-over's.
    // With featureAdvisors and featureAdviceFirst, XSokoban at 60 s on two cores: 71 levels
    // (30, 36, 47 and 71 won; 70 and 74 lost) against 69 with single pushes, advice and bound
    // off; the feature search alone at 5 s of CPU solves 47 in 0.9 s (unsolved before).
    bool featureBoxMoves = true;
    bool handOverBoxMoves = false;
    // The feature searches also push a box along a path straight onto the next empty goal of
    // the packing order, as one move besides the single pushes (FESS's packing advisor): of the
    // boxes nearest to that goal, this many are tried (0: no such move). On XSokoban, 5 s of CPU
    // per level, the feature search alone solved 33 levels without, 40 with one box or three.
    int packingMacroBoxes = 1;
    // The feature searches that order by advice take a push that leaves boxes less in each
    // other's way (solver::Hotspots) as advised: FESS's hotspots advisor. Off: on XSokoban, the
    // feature search alone ordered by advice, 5 s of CPU a level, 41 levels with it, 42 without
    // (58 lost); counting only a box that cuts another off from every goal, 40. The whole
    // solver at 60 s: the same 64 levels either way.
    bool hotspotAdvisor = false;
    // A feature search takes this many positions in a row from a cell at the packing frontier
    // (the most boxes packed of any cell holding positions) each time it comes to it; 1 treats
    // all cells alike, as FESS does.
    int featureFrontierVisits = 1;
    // FESS's bounded tree: a feature search that meets the memory limit drops the worse half of
    // each cell's open positions (their parents marked to be expanded again) and goes on in the
    // memory it holds, instead of stopping; once its open list is empty it expands the marked
    // parents again, so what it proves unsolvable still is. Only in a solve with a time limit: a
    // search that forgets positions may meet them again without end, and without one the memory
    // limit is what ends a solve (tessera-cli's --time-limit says so).
    bool boundedTree = true;
    // The feature searches keep a position's boxes as the move from its parent's (4 bytes)
    // and only an expanded position's whole (solver::NodeStore): the same positions in the same
    // order in less memory. Off: every position's boxes whole, as before December 2026.
    bool boxesAsMoves = true;
    // A weighted search still undecided after handOverAfter expansions hands its thread over
    // to a second feature search at handOverFeatureWeight (0: never), which orders by advice
    // when handOverAdvisors is set. The weighted searches win what they win at all within their
    // first second or two (Microban 153, their longest, at 155,000 expansions); on harder levels
    // a feature search ordered differently from the first does more with the core: advice
    // solved XSokoban 44 where the plain order did not, while weights 5 and 20 solved no level
    // that weight 10 missed (5 s of CPU each).
    std::uint64_t handOverAfter = 300000;
    int handOverFeatureWeight = 10;
    bool handOverAdvisors = true;
    // The hand-over's feature search counts room connectivity (see roomConnectivity): with it
    // in one of the two feature searches only, XSokoban 29 or 70 is lost at 60 s.
    bool handOverRoomConnectivity = true;
    // The hand-over's feature search counts passages as passagesWayRound says for the first.
    // Off: with it alone, XSokoban levels 1-41 and 72 at 60 s on two cores, 10 and 72 won and
    // 29, 32, 40 lost.
    bool handOverPassagesWayRound = false;
    // The hand-over's feature search stays at the packing frontier (featureFrontierVisits):
    // differently from the first feature search again, so the two solve different levels. On
    // XSokoban, 10 s of CPU per level, the whole solver: 41 with 1, 43 with 2 (74 and 81 in), 43
    // with 4 (59 and 81 in); alone, 5 s, the feature search solved 41 with 1 and 37 with 4.
    int handOverFrontierVisits = 4;
    // The hand-over's feature search orders by advice first (see featureAdviceFirst). Off: a
    // reshuffle at 60 s. XSokoban, 120 s of processor time a level (about 60 s on two cores):
    // 71, never solved before, in 28 s; 44 in 16 s (88 before), 70 in 12 (37), 19 and 21 in
    // half the time; but 27 and 72 lost, 35 in 114 s (39), 22 in 85 (29), 29 in 75 (11).
    bool handOverAdviceFirst = false;
    // Side by side, the first backward search to drop out (its budget spent, usually the short
    // greedy one) gives its thread to a third feature search: the hand-over's (at its weight;
    // none without a hand-over), but ordered by advice first, which solves levels the other two
    // orders miss. XSokoban at 60 s on two cores: 74 levels (42, 70 and 74 won) against 71.
    bool afterBackwardFeatureSearch = true;
    // The third feature search moves boxes (see featureBoxMoves), staying at the packing
    // frontier as the hand-over's does. Off: a reshuffle. XSokoban at 60 s on two cores, 74
    // levels either way: 24 (50 s) and 25 (17 s) won, 42 and 70 lost.
    bool afterBackwardBoxMoves = false;
    // Before the third feature search, on its thread, a feature search of the third's order
    // that moves boxes where the third makes single pushes (and the other way round) expands
    // this many positions (0: none). XSokoban at 60 s on two cores, levels 1-87, the same
    // build: 74 with 100,000 (25 won in 17 s) against 73 without. Before the feature searches
    // kept boxes as moves, 42 was lost at the memory limit with it.
    std::uint64_t afterBackwardBoxMovesFirst = 100000;
    // Searches backwards (solver::BackwardSearch: boxes pulled from the solved position back to
    // the start) run besides, one per entry (weight, expansions), on levels with as many goals
    // as boxes; none when empty (nor for an entry whose weight or budget is 0). Each wins what
    // it wins within its budget of expansions, then drops out, its memory going to the others;
    // so it does once it needs more than 55% of memoryLimitBytes (where its hash index cannot
    // double it fills up instead). The 55% is each one's: while the short greedy one runs the
    // two may hold more together, and all the searches stay within memoryLimitBytes. At weight 10,
    // XSokoban 16 and 75 take 8,700,000 and 9,500,000 expansions, 14,000,000 positions stored,
    // 540 MB: solved at 60 s with these, not with half the memory or 6,000,000 expansions; 22
    // takes 5,400,000 and 41 8,800,000 (about 35 s of processor time alone). The weight decides
    // which levels it solves: weight 100, nearly greedy, solves XSokoban 11 and 21 in 1,700,000
    // and 1,800,000 expansions (4 and 5 s), which weight 10 does not in 10,000,000 (40 and 50
    // solve both, more slowly; 15 and 20 solve 11 only and lose 41 and 75). On XSokoban, alone
    // at 5 s of CPU per level, the weight-10 search solved 31 levels, among them 5, 13, 45 and
    // 58, which the forward searches did not solve at 60 s.
    struct BackwardRun
    {
        int weight = 10;
        std::uint64_t budget = 0;
    };
    std::vector<BackwardRun> backwardSearches{{10, 10000000}, {100, 2500000}};
    // The forward searches look up each new position among those the first backward search
    // stored, and a solution is joined where they meet (solver::MeetingPoint). The tables of
    // those positions take up to meetingBytes or a sixteenth of the memory limit, the smaller,
    // until the solve ends: 64 MiB hold the first 6,291,456 positions. Off: XSokoban 10, 16, 22,
    // 27, 39, 41, 44 and 52 (20 s of CPU each, two threads) posted no candidate at all, nor did a
    // trial the other way round (the backward search looking up the feature search's positions) on
    // 11 hard levels; taking turns on one thread, 2 of Microban's 155 met.
    bool meetBackward = false;
    std::size_t meetingBytes = std::size_t{64} << 20;
    // Once solved, the solution is shortened (fewer pushes, then fewer moves) by a search of
    // the positions near its own (see SolutionOptimiser.h). Its budget is counted in work, not
    // time, so that a level and its options give the same answer on a busy machine as on an idle
    // one: at most optimisePositionShare positions per position the winning search expanded,
    // plus optimiseMinPositions (both 0 turn it off). An optimiser position costs about a sixth
    // of a search's, so the share takes about an eighth of the search's time: no answer comes
    // much later than the first solution would. Where a person waits for the answer, a floor
    // gives quickly solved levels a real try too. Cancel, timeLimitSeconds and memoryLimitBytes
    // still stop it, keeping the best so far, and so does optimiseSeconds when above 0: a limit in
    // time for it alone (tessera-cli's --optimise SECONDS, which lifts the limit in positions).
    double optimisePositionShare = 0.75;
    std::uint64_t optimiseMinPositions = 0;
    double optimiseSeconds = 0;
};

enum class SolverStatus : std::uint8_t
{
    Solved,
    Unsolvable,   // proven: every reachable position was searched
    TimedOut,     // not decided within SolverOptions::timeLimitSeconds
    Cancelled,    // the cancel flag was raised
    MemoryLimit,  // not decided within SolverOptions::memoryLimitBytes
    InvalidLevel, // cannot be played at all: see SolverResult::message
};

// What SolverResult::message says, for the app to say it in the player's language; the
// numbers it quotes are SolverResult::reasonArgs, as listed here.
enum class SolverReason : std::uint8_t
{
    None,
    SizeOutOfRange,      // args {width, height, largest side}
    CellCountMismatch,   // args {cells, width * height}
    BoxOnWall,           // args {column, row}, 1-based
    PlayerOnWall,        // args {column, row}
    GoalOnWall,          // args {column, row}
    PlayerOnBox,         // args {column, row}
    NoPlayer,            //
    SeveralPlayers,      // args {players}
    NoBox,               //
    FewerGoalsThanBoxes, // args {boxes, goals}
    Deadlock,            // SolverResult::deadlock says which
    LevelUnplayable,     //
    MovesDoNotPlay,      //
    SolutionDoesNotReplay,
};

// A stable name for scripts and logs: "solved", "unsolvable", "timeout", "cancelled",
// "memory-limit", "invalid-level".
std::string_view solverStatusName(SolverStatus status);

// One push of a solution. Cells are level cells (row-major y * width + x), as in Game.
struct SolutionPush
{
    int boxFrom = -1;
    int boxTo = -1; // boxFrom + one step in `direction`
    Direction direction = Direction::Left;
    // The walk to the box (lower case) then the push (upper case): what the player types.
    std::string lurd;
};

struct SolverStats
{
    std::uint64_t statesExplored = 0; // positions expanded
    std::uint64_t statesStored = 0;   // positions in the transposition table
    std::size_t memoryBytes = 0;      // peak of the memory account
    double seconds = 0;               // all of the solve, the optimisation included
    // Solved: the solution as the search found it, before it was optimised, the positions the
    // search that found it expanded (statesExplored counts all searches'), and the time the
    // optimisation took and the positions it searched (0 when it did not run).
    int foundPushes = 0;
    int foundMoves = 0;
    std::uint64_t foundExplored = 0;
    std::string foundBy; // which search found it (solver::SlicedSearch::name())
    double optimiseSeconds = 0;
    std::uint64_t optimisePositions = 0;
    // Positions a forward search reached that the backward search might hold (see
    // solver::MeetingPoint), and whether the solution was joined at one.
    std::uint64_t meetingCandidates = 0;
    bool foundAtMeeting = false;
    // Open positions the feature searches dropped near the memory limit, to go on within it
    // (SolverOptions::boundedTree).
    std::uint64_t positionsDropped = 0;
};

struct SolverProgress
{
    SolverStats stats;
    // Of the position the first search (the first weight listed) expanded last: its priority
    // g + w * h and its pushes from the start.
    int bound = 0;
    int depth = 0;
    int lowerBound = 0; // smallest lower bound on the pushes left seen so far, by any search
};

struct SolverResult
{
    SolverStatus status = SolverStatus::InvalidLevel;
    // Solved: the whole solution from the given position (walks lower case, pushes upper case)
    // and its pushes one by one.
    std::string solution;
    std::vector<SolutionPush> pushes;
    // Unsolvable because the given position is itself a simple deadlock: which one.
    std::optional<Deadlock> deadlock;
    // InvalidLevel: what is wrong with the level; Unsolvable: why, when it is simple to say.
    // In English (tessera-cli prints it); reason and reasonArgs say the same for translation.
    std::string message;
    SolverReason reason = SolverReason::None;
    std::vector<long long> reasonArgs;
    SolverStats stats;

    int moveCount() const { return static_cast<int>(solution.size()); }
    int pushCount() const { return static_cast<int>(pushes.size()); }
    // What a "Hint" shows: the first push of the solution (none when already solved or not
    // solved).
    [[nodiscard]] std::optional<SolutionPush> nextPush() const
    {
        return pushes.empty() ? std::nullopt : std::optional<SolutionPush>(pushes.front());
    }
};

using SolverProgressCallback = std::function<void(const SolverProgress &)>;

// A Sokoban solver for real levels, without Qt; meant to run in a worker thread.
//
// It searches pushes, not steps: a state is the set of box cells plus the player's normalised
// cell (the top-left-most cell the player can walk to), ordered by g + w * h where h is a
// minimum-cost matching of boxes to goals over push distances that respect walls and the
// player's way around a box (Hungarian algorithm, re-solved incrementally push by push; boxes
// frozen on goals count as walls for the others). It prunes dead squares, freeze deadlocks,
// corral deadlocks and the positions holding boxes such a corral was learned lost with (deadlock
// patterns), and through PI-corrals the pushes that need not be tried yet; it pushes boxes
// through tunnels in one macro move (goal-room macros on request). States live in transposition
// tables in bounded memory. A search that runs out of positions proves the level unsolvable.
// Solutions come back as full LURD, shortened within a budget of work
// (SolverOptions::optimisePositionShare) and replayed by the rules engine.
//
// Deterministic: the same level and options give the same answer (time and cancel aside, and
// SolverOptions::optimiseSeconds, a limit on the clock).
//
// The position solved is the one in `level`: its boxes and player, so the level's start or any
// position reached in play (Game::toLevel()). Already solved gives Solved with an empty solution.
class Solver
{
public:
    explicit Solver(SolverOptions options = {});

    const SolverOptions &options() const { return m_options; }

    // `cancel`, when given, is polled throughout: raising it from any thread ends the search
    // promptly with SolverStatus::Cancelled. `progress` is called on the calling thread, at most
    // once per SolverOptions::progressInterval.
    SolverResult solve(const Level &level, const std::atomic<bool> *cancel = nullptr,
                       const SolverProgressCallback &progress = {}) const;
    SolverResult solve(const Level &level, const std::atomic<bool> &cancel,
                       const SolverProgressCallback &progress = {}) const
    {
        return solve(level, &cancel, progress);
    }

private:
    // The search alone: its first solution, not optimised.
    SolverResult search(const Level &level, const std::atomic<bool> *cancel,
                        const SolverProgressCallback &progress) const;

    SolverOptions m_options;
};

} // namespace tessera::sokoban
