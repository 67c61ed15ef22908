#pragma once

#include "Assignment.h"
#include "CorralDeadlock.h"
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
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace tessera::sokoban::solver {

// A box move of a solution, in padded cells: from `from` to `to` by pushes in `direction`
// (one push, several in a line through a tunnel, or a path into a goal room).
struct BoxMove
{
    int from = 0;
    int to = 0;
    int direction = 0; // of the last push
    int player = 0;    // normalised player cell after the move
};

struct SearchControl
{
    const std::atomic<bool> *cancel = nullptr;
    std::optional<std::chrono::steady_clock::time_point> deadline;
};

struct LockedBoard
{
    std::vector<int> frozen;
    Board board;
    PushDistances distances;
};

// Best-first search over push positions (see Solver), in order of g + weight * h. Runs in
// slices so several searches can share one thread.
class Search
{
public:
    // `rooms`, when given, turns on goal-room macros (and makes "unsolvable" unproven).
    Search(const Board &board, const PushDistances &distances, const SolverOptions &options,
           int weight, MemoryAccount &account, const SearchControl &control,
           const GoalRooms *rooms = nullptr);
    ~Search();
    Search(const Search &) = delete;
    Search &operator=(const Search &) = delete;

    // From the player on `player` and boxes on `boxes` (padded cells, floor, distinct).
    // A result when decided at once (already solved, dead, no memory); nullopt to go on with
    // step().
    std::optional<SolverStatus> start(int player, std::vector<int> boxes);
    // Expands up to `expansions` positions. nullopt while undecided; Solved (solution() holds
    // the box moves), Unsolvable (all searched), MemoryLimit, Cancelled or TimedOut otherwise.
    std::optional<SolverStatus> step(int expansions);

    const std::vector<BoxMove> &solution() const { return solution_; }
    std::uint64_t explored() const { return explored_; }
    std::size_t stored() const { return store_ ? store_->size() : 0; }
    int weight() const { return static_cast<int>(weight_); }
    bool usesRooms() const { return rooms_ != nullptr; }
    // Of the position expanded last: pushes made and priority.
    std::uint32_t depth() const { return lastDepth_; }
    std::uint64_t priority() const { return lastPriority_; }
    // Smallest lower bound seen (0 once solved).
    std::uint32_t bestLowerBound() const { return bestH_; }

private:
    enum class Step
    {
        Continue,
        Solved,
        OutOfMemory
    };

    Step expand(std::uint32_t id);
    bool pushOpen(std::uint32_t id, std::uint64_t priority);
    std::uint32_t popOpen();
    bool reserve(std::size_t bytes);
    bool corralDeadlockAllowed();

    // Player reachability over free floor from `from`, stamped into `marks`; returns the
    // top-left-most cell reached.
    int reach(int from, std::vector<std::uint32_t> &marks, std::uint32_t stamp);
    bool reached(int cell) const { return reach_[static_cast<std::size_t>(cell)] == reachStamp_; }
    // These need boxAt_ to hold exactly `boxes` (the child's for childBound()).
    std::uint32_t lowerBound(const std::uint16_t *boxes);
    bool detectFrozen(const std::uint16_t *boxes);
    bool addFrozenGroup();
    std::uint32_t matchBound(const std::uint16_t *boxes, std::vector<int> *rowOfBox);
    void prepareChildBounds();
    std::uint32_t childBound(int movedIndex, int target);
    // The board without the boxes frozen on goals in frozen_ (sorted), made on first use;
    // null when the memory account or the cache size says no.
    const struct LockedBoard *lockedBoard();
    void buildChild(int replaced, int newCell);
    int quickChildPlayer(int parentTop, int from, int to) const;
    // Room macro: the box just pushed onto `box` (player on `player`) pushed on inside its room
    // to `target`. Returns the pushes made (0 when impossible); sets the last direction.
    std::uint32_t roomPath(int box, int player, int target, int &lastDirection);
    void collectSolution(std::uint32_t id);

    const Board &board_;
    const PushDistances &distances_;
    const SolverOptions &options_;
    SearchControl control_;
    MemoryAccount &account_;
    std::size_t reserved_ = 0; // drawn from account_ besides the store
    int boxCount_ = 0;
    std::uint32_t weight_ = 1;

    std::vector<std::uint64_t> zobristBox_;
    std::vector<std::uint64_t> zobristPlayer_;
    std::unique_ptr<NodeStore> store_;
    std::vector<std::vector<std::uint32_t>> open_; // one bucket per priority, LIFO inside
    std::size_t openMin_ = 0;
    std::size_t openCount_ = 0;

    std::vector<std::uint8_t> boxAt_;
    std::vector<std::uint32_t> reach_;
    std::uint32_t reachStamp_ = 0;
    std::vector<std::uint32_t> childReach_;
    std::uint32_t childStamp_ = 0;
    std::vector<int> queue_;
    std::vector<std::uint16_t> current_;
    std::vector<std::uint16_t> child_;
    Assignment assignment_;
    FreezeCheck freeze_;

    PiCorrals piCorrals_;
    std::unique_ptr<CorralDeadlock> corralDeadlock_;
    std::size_t corralReserved_ = 0;

    // Boxes frozen on goals are walls for the others: distances recomputed without them.
    std::vector<int> frozen_;
    std::vector<int> group_;
    std::vector<int> movable_; // floor indices of the boxes left to match
    const LockedBoard *lastLocked_ = nullptr;
    // The position being expanded: its frozen boxes, board and matching, for its children.
    bool parentBoundValid_ = false;
    std::vector<int> parentFrozen_;
    const LockedBoard *parentLocked_ = nullptr;
    std::vector<int> parentRow_;
    std::vector<std::uint32_t> frozenMark_;
    std::uint32_t frozenStamp_ = 0;
    std::vector<std::unique_ptr<LockedBoard>> locked_;
    std::unordered_multimap<std::uint64_t, std::size_t> lockedIndex_;
    bool lockedFull_ = false;

    const GoalRooms *rooms_ = nullptr;
    std::vector<int> roomCount_;   // boxes in each room, at the position expanded
    std::vector<char> roomPacked_; // they fill the start of its order
    std::vector<std::uint32_t> pathMark_;
    std::uint32_t pathStamp_ = 0;
    std::vector<std::uint32_t> stateMark_;
    std::uint32_t stateStamp_ = 0;
    std::vector<std::pair<int, std::uint32_t>> pathQueue_; // (box * 4 + side, pushes)

    std::vector<BoxMove> solution_;
    std::uint64_t explored_ = 0;
    std::uint32_t bestH_ = 0;
    std::uint32_t lastDepth_ = 0;
    std::uint64_t lastPriority_ = 0;
};

} // namespace tessera::sokoban::solver
