// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Assignment.h"
#include "CorralDeadlock.h"
#include "FeatureQueue.h"
#include "FeatureSpace.h"
#include "FloorCuts.h"
#include "FreezeCheck.h"
#include "GoalRooms.h"
#include "NodeStore.h"
#include "PiCorrals.h"
#include "PushDistances.h"
#include "Solver.h"
#include "SolverBoard.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace tessera::sokoban::solver {

class MeetingPoint;

// A box move of a solution, in padded cells: from `from` to `to` (one push, several in a line
// through a tunnel, or a macro's path). A search's moves (boxMoveBetween()) carry the direction
// of the line from `from` to `to`, or -1 where there is none; the optimiser's are single pushes
// in `direction`.
struct BoxMove
{
    int from = 0;
    int to = 0;
    int direction = 0;
    int player = 0; // normalised player cell after the move
};

struct SearchControl
{
    const std::atomic<bool> *cancel = nullptr;
    std::optional<std::chrono::steady_clock::time_point> deadline;
    // The deadlock patterns the searches of the solve share, when they do.
    SharedPatterns *patterns = nullptr;
    // Where the forward searches meet the backward search that publishes there, when one does.
    MeetingPoint *meeting = nullptr;
    // The level's hotspots, for the feature searches that order by advice, when worked out.
    const Hotspots *hotspots = nullptr;
    // The feature searches narrow at the memory limit instead of stopping there (the bounded
    // tree): only where a deadline will end them, since a search that forgets positions may
    // meet them again without end.
    bool boundedTree = false;
};

struct LockedBoard
{
    std::vector<int> frozen;
    Board board;
    PushDistances distances;
};

// What the portfolio runs: a search from the solve's position that goes on in slices until it
// decides. Forwards (Search) or backwards from the solved position (BackwardSearch).
class SlicedSearch
{
public:
    virtual ~SlicedSearch() = default;

    // From the player on `player` and boxes on `boxes` (padded cells, floor, distinct).
    // A result when decided at once (already solved, dead, no memory); nullopt to go on with
    // step().
    virtual std::optional<SolverStatus> start(int player, std::vector<int> boxes) = 0;
    // Expands up to `expansions` positions. nullopt while undecided; Solved (solution() holds
    // the box moves from the start), Unsolvable (all searched), MemoryLimit (also: a budget
    // spent or a level it does not suit; the search drops out), Cancelled or TimedOut otherwise.
    virtual std::optional<SolverStatus> step(int expansions) = 0;

    virtual const std::vector<BoxMove> &solution() const = 0;
    virtual std::uint64_t explored() const = 0;
    virtual std::size_t stored() const = 0;
    virtual int weight() const = 0;
    virtual bool usesRooms() const { return false; }
    virtual bool usesFeatures() const { return false; }
    virtual bool backward() const { return false; }
    // An expansion makes a child for every place a box can reach, not for every single push.
    virtual bool movesBoxesFar() const { return false; }
    // Of the position expanded last: pushes (or pulls) made and priority.
    virtual std::uint32_t depth() const = 0;
    virtual std::uint64_t priority() const = 0;
    // Smallest lower bound seen on the pushes (or pulls) still to make (0 once solved).
    virtual std::uint32_t bestLowerBound() const = 0;
    // Open positions dropped near the memory limit (SolverOptions::boundedTree).
    virtual std::uint64_t droppedPositions() const { return 0; }

    // Which of the solver's searches it is ("features", "backward 10"...), for its figures.
    const std::string &name() const { return m_name; }
    void setName(std::string name) { m_name = std::move(name); }

private:
    std::string m_name;
};

// Best-first search over push positions (see Solver), in order of g + weight * h. Runs in
// slices so several searches can share one thread. Given a packing order, it is a feature
// search instead (FESS): it takes feature cells in turn (see FeatureQueue), and from each the
// position of lowest g + weight * h; with SolverOptions::featureAdvisors, g is replaced by the
// moves no advisor suggested (an advised move packs a box, joins pieces of floor or takes a
// box out of the plan's way), and with featureAdviceFirst the position of fewest such moves,
// the bound breaking ties. A feature search also makes packing macros: a box pushed along a
// path straight onto the next empty goal of the order, one move (SearchPackingMacro.cpp); with
// SolverOptions::featureBoxMoves its moves are instead a box pushed to any place it can reach.
class Search : public SlicedSearch
{
public:
    // `rooms`, when given, turns on goal-room macros (and makes "unsolvable" unproven);
    // `packing`, when given, makes it a feature search (still complete: it proves as much).
    Search(const Board &board, const PushDistances &distances, const SolverOptions &options,
           int weight, MemoryAccount &account, const SearchControl &control,
           const GoalRooms *rooms = nullptr, const PackingOrder *packing = nullptr);
    ~Search() override;
    Search(const Search &) = delete;
    Search &operator=(const Search &) = delete;

    [[nodiscard]] std::optional<SolverStatus> start(int player, std::vector<int> boxes) override;
    [[nodiscard]] std::optional<SolverStatus> step(int expansions) override;

    const std::vector<BoxMove> &solution() const override { return m_solution; }
    std::uint64_t explored() const override { return m_explored; }
    std::size_t stored() const override { return m_store ? m_store->size() : 0; }
    int weight() const override { return static_cast<int>(m_weight); }
    bool usesRooms() const override { return m_rooms != nullptr; }
    bool usesFeatures() const override { return m_features.has_value(); }
    bool movesBoxesFar() const override { return m_boxMoves; }
    // Feature cells holding open positions (0 unless a feature search).
    std::size_t featureCells() const { return m_featureOpen ? m_featureOpen->cellCount() : 0; }
    std::uint32_t depth() const override { return m_lastDepth; }
    std::uint64_t priority() const override { return m_lastPriority; }
    std::uint32_t bestLowerBound() const override { return m_bestH; }
    // Corral deadlocks: the small searches made, the patterns learned from them and the
    // positions those patterns found lost (0 when off or dropped for memory).
    std::uint64_t corralSearches() const
    {
        return m_corralDeadlock ? m_corralDeadlock->searches() : 0;
    }
    std::size_t patternsLearned() const
    {
        return m_corralDeadlock ? m_corralDeadlock->patterns().size() : 0;
    }
    // The bounded tree (SolverOptions::boundedTree): times the open list was cut, positions
    // dropped, and marked parents expanded again.
    std::uint64_t narrowings() const { return m_narrowings; }
    std::uint64_t droppedPositions() const override { return m_dropped; }
    std::uint64_t regrown() const { return m_regrown; }
    std::uint64_t patternMatches() const
    {
        return m_corralDeadlock ? m_corralDeadlock->patterns().matches() : 0;
    }
    // Of patternsLearned(): those another search learned (SearchControl::patterns).
    std::size_t patternsShared() const
    {
        return m_corralDeadlock ? m_corralDeadlock->patterns().shared() : 0;
    }

private:
    // The bound of a position known to be lost.
    static constexpr std::uint32_t deadH = std::numeric_limits<std::uint32_t>::max();

    enum class Step
    {
        Continue,
        Solved,
        OutOfMemory
    };

    // A box lifted off `from` in m_boxAt, and set down on `to` once that is known; put back
    // when it goes out of scope (a child is made, or a move is given up).
    struct LiftedBox
    {
        std::vector<std::uint8_t> &boxAt;
        int from;
        int to = -1;
        ~LiftedBox()
        {
            if (to >= 0) {
                boxAt[static_cast<std::size_t>(to)] = 0;
            }
            boxAt[static_cast<std::size_t>(from)] = 1;
        }
    };

    Step expand(std::uint32_t id);
    Step addChild(std::uint32_t id, const Node &node, std::uint64_t boxHash, int index, int from,
                  int to, int lastDirection, std::uint32_t pushes, int playerTop = -1);
    // The packing macro (SolverOptions::packingMacroBoxes): the child in which a box has been
    // pushed straight onto the next empty goal of the packing order.
    Step packingMacro(std::uint32_t id, const Node &node, std::uint64_t boxHash);
    // The box nearest to `target` pushed onto it; `made` tells whether a box could.
    Step packInto(int target, std::uint32_t id, const Node &node, std::uint64_t boxHash,
                  bool &made);
    // With SolverOptions::featureBoxMoves: a child for every place and side the box `index`
    // of m_current can be pushed to, the other boxes staying put (FESS's moves).
    Step boxMoves(std::uint32_t id, const Node &node, std::uint64_t boxHash, int index);
    // m_pathQueue holds the box on `box` with the player on each side it reaches now, no pushes
    // made, those states marked in m_stateMark at a new stamp: where searchPushPath() starts.
    void startPushPaths(int box);
    // Pushes that take the box on `box` (m_boxAt clear there) to `target`, the other boxes
    // staying put and the player starting where it can reach now, within `limit`; 0 when
    // impossible. Sets the last push's direction.
    // `distance`: the lone box's to `target`.
    std::uint32_t pushPath(int box, int target, const std::uint16_t *distance, std::uint32_t limit,
                           int &lastDirection);
    // Breadth-first over (box cell, player side) from the states in m_pathQueue (marked in
    // m_stateMark at m_stateStamp; m_boxAt clear under the box): the fewest pushes to `target`,
    // the box kept inside `room` when not -1 and, given `distance` (the lone box's to the
    // target), to paths of at most `limit`; 0 when there is none.
    std::uint32_t searchPushPath(int target, int room, const std::uint16_t *distance,
                                 std::uint32_t limit, int &lastDirection);
    // `cell`: the position's feature cell key (feature search only).
    bool pushOpen(std::uint32_t id, std::uint64_t priority, std::uint64_t cell);
    // The feature cell of m_boxAt; with the parent's, how much the move there costs.
    FeatureCell measureChild();
    // The feature cell key of the position whose boxes m_current holds (m_boxAt empty).
    std::uint64_t cellKeyOfCurrent();
    // A stored position's place in the open list: its advised cost where the feature
    // advisors give one, else its depth; plus the weight times its bound.
    std::uint64_t priorityOf(const Node &n) const;
    std::uint32_t advisedCost(const FeatureCell &child) const;
    std::uint32_t popOpen();
    // The bounded tree: after expanding `id` ran out of memory, the worse half of the open
    // positions dropped; false when that is not on or would not free enough to go on.
    bool narrow(std::uint32_t id);
    bool boundedTree() const { return m_control.boundedTree && m_featureOpen; }
    // An expanded position that may go: no children, not the root, not back on the open list.
    bool droppable(std::uint32_t id) const;
    // Closed without children to make: lost (its bound says so).
    bool lost(std::uint32_t id) const;
    // Frees `id`, marks its parent, and goes on up while the parent is left droppable.
    void dropLeaf(std::uint32_t id);
    // The marked parents back on the open list (what a pop then returns though closed).
    enum class Reopened
    {
        None,
        Some,
        NoMemory
    };
    Reopened reopenMarked();
    bool reserve(std::size_t bytes);
    bool corralDeadlockAllowed();

    // Player reachability over free floor from `from`, stamped into `marks`; returns the
    // top-left-most cell reached.
    int reach(int from, std::vector<std::uint32_t> &marks, std::uint32_t stamp);
    // The sides of the box on `box` the player reaches from its side `side`, stamped into
    // m_pathMark at m_pathStamp (other cells may be stamped too).
    void reachSides(int box, int side);
    // The same as bits (bit d for the side in direction d): by reachSides(), or in boxMoves()
    // from m_boxCuts.
    unsigned sidesReached(int box, int side);
    bool reached(int cell) const { return m_reach[static_cast<std::size_t>(cell)] == m_reachStamp; }
    // These need m_boxAt to hold exactly `boxes` (the child's for childBound()).
    std::uint32_t lowerBound(const std::uint16_t *boxes);
    bool detectFrozen(const std::uint16_t *boxes);
    bool addFrozenGroup();
    std::uint32_t matchBound(const std::uint16_t *boxes, std::vector<int> *rowOfBox);
    void prepareChildBounds();
    std::uint32_t childBound(int movedIndex, int target);
    // The board without the boxes frozen on goals in m_frozen (sorted), made on first use;
    // null when the memory account or the cache size says no.
    const struct LockedBoard *lockedBoard();
    // Room macro: the box just pushed onto `box` (player on `player`) pushed on inside its room
    // to `target`. Returns the pushes made (0 when impossible); sets the last direction.
    std::uint32_t roomPath(int box, int player, int target, int &lastDirection);
    void collectSolution(std::uint32_t id);

    const Board &m_board;
    const PushDistances &m_distances;
    const SolverOptions &m_options;
    SearchControl m_control;
    MemoryAccount &m_account;
    std::size_t m_reserved = 0; // drawn from m_account besides the store
    int m_boxCount = 0;
    std::uint32_t m_weight = 1;

    ZobristKeys m_zobrist; // also the store's, to hash its positions again
    std::unique_ptr<NodeStore> m_store;
    std::vector<std::vector<std::uint32_t>> m_open; // one bucket per priority, LIFO inside
    std::size_t m_openMin = 0;
    std::size_t m_openCount = 0;

    std::vector<std::uint8_t> m_boxAt;
    std::vector<std::uint32_t> m_reach;
    std::uint32_t m_reachStamp = 0;
    std::vector<std::uint32_t> m_childReach;
    std::uint32_t m_childStamp = 0;
    std::vector<int> m_queue;
    std::vector<std::uint16_t> m_current;
    std::vector<std::uint16_t> m_child;
    Assignment m_assignment;
    FreezeCheck m_freeze;

    PiCorrals m_piCorrals;
    std::unique_ptr<CorralDeadlock> m_corralDeadlock;
    std::size_t m_corralReserved = 0;

    // Boxes frozen on goals are walls for the others: distances recomputed without them.
    std::vector<int> m_frozen;
    std::vector<int> m_group;
    std::vector<int> m_movable; // floor indices of the boxes left to match
    const LockedBoard *m_lastLocked = nullptr;
    // The position being expanded: its frozen boxes, board and matching, for its children.
    bool m_parentBoundValid = false;
    std::vector<int> m_parentFrozen;
    const LockedBoard *m_parentLocked = nullptr;
    std::vector<int> m_parentRow;
    std::vector<std::uint32_t> m_frozenMark;
    std::uint32_t m_frozenStamp = 0;
    std::vector<std::unique_ptr<LockedBoard>> m_locked;
    std::unordered_multimap<std::uint64_t, std::size_t> m_lockedIndex;
    bool m_lockedFull = false;

    const GoalRooms *m_rooms = nullptr;
    const PackingOrder *m_packing = nullptr;
    std::vector<int> m_goalIndex; // of each goal cell in Board::goals(), -1 elsewhere
    std::vector<std::pair<std::uint16_t, int>> m_macroBoxes; // (pushes at least, box index)
    std::optional<FeatureSpace> m_features;                  // measures m_boxAt
    std::unique_ptr<FeatureQueue> m_featureOpen;
    FeatureCell m_parentCell;
    std::vector<int> m_roomCount;   // boxes in each room, at the position expanded
    std::vector<char> m_roomPacked; // they fill the start of its order
    std::vector<std::uint32_t> m_pathMark;
    std::uint32_t m_pathStamp = 0;
    std::vector<std::uint32_t> m_stateMark;
    std::uint32_t m_stateStamp = 0;
    std::vector<std::pair<int, std::uint32_t>> m_pathQueue; // (box * 4 + side, pushes)
    bool m_boxMoves = false; // SolverOptions::featureBoxMoves, in a feature search
    // boxMoves(): the floor without the box it moves (m_boxCutsOf, -1 outside it), made when
    // first asked, for every place of the box at once.
    FloorCuts m_boxCuts;
    int m_boxCutsOf = -1;
    bool m_boxCutsMade = false;

    std::vector<BoxMove> m_solution;
    std::uint64_t m_explored = 0;
    // Which expansion the children made are of (FeatureSpace::measureMove()).
    std::uint64_t m_expansionSerial = 0;
    std::uint64_t m_narrowings = 0;
    std::uint64_t m_dropped = 0;
    std::uint64_t m_regrown = 0;
    std::uint32_t m_bestH = 0;
    std::uint32_t m_lastDepth = 0;
    std::uint64_t m_lastPriority = 0;
};

} // namespace tessera::sokoban::solver
