#pragma once

#include "Assignment.h"
#include "FreezeCheck.h"
#include "NodeStore.h"
#include "PushDistances.h"
#include "Solver.h"
#include "SolverBoard.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::sokoban::solver {

// A box move of a solution, in padded cells: from `from` to `to` by pushes in `direction`
// (one push, or several in a line through a tunnel).
struct BoxMove
{
    int from = 0;
    int to = 0;
    int direction = 0;
};

struct SearchControl
{
    const std::atomic<bool> *cancel = nullptr;
    std::optional<std::chrono::steady_clock::time_point> deadline;
    std::chrono::steady_clock::time_point started;
    const SolverProgressCallback *progress = nullptr;
    std::size_t memoryBudget = 0; // for the transposition table and open list
    std::size_t fixedBytes = 0;   // board and distance tables, for the reports
};

// Best-first search over push positions (see Solver). One instance runs once.
class Search
{
public:
    Search(const Board &board, const PushDistances &distances, const SolverOptions &options,
           const SearchControl &control);

    // From the player on `player` and boxes on `boxes` (padded cells, floor, distinct).
    // Solved: solution() holds the box moves from there.
    SolverStatus run(int player, std::vector<int> boxes);

    const std::vector<BoxMove> &solution() const { return solution_; }
    SolverStats stats() const;

private:
    enum class Step
    {
        Continue,
        Solved,
        OutOfMemory
    };
    enum class CorralVerdict
    {
        None,
        Restrict,
        Deadlock
    };

    Step expand(std::uint32_t id);
    bool pushOpen(std::uint32_t id, std::uint64_t priority);
    std::uint32_t popOpen();
    bool stopRequested(std::uint32_t depth, std::uint64_t priority);
    void report(std::uint32_t depth, std::uint64_t priority);

    // Player reachability over free floor from `from`, stamped into `marks`; returns the
    // top-left-most cell reached.
    int reach(int from, std::vector<std::uint32_t> &marks, std::uint32_t stamp);
    bool reached(int cell) const { return reach_[static_cast<std::size_t>(cell)] == reachStamp_; }
    std::uint32_t lowerBound(const std::uint16_t *boxes);
    CorralVerdict analyseCorrals();
    void buildChild(int replaced, int newCell);
    void collectSolution(std::uint32_t id);

    const Board &board_;
    const PushDistances &distances_;
    const SolverOptions &options_;
    SearchControl control_;
    int boxCount_ = 0;
    std::uint32_t weight_ = 1;

    std::vector<std::uint64_t> zobristBox_;
    std::vector<std::uint64_t> zobristPlayer_;
    NodeStore store_;
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

    // PI-corral analysis scratch.
    std::vector<std::uint32_t> compMark_;
    std::uint32_t compStamp_ = 0;
    std::vector<int> compId_;
    std::vector<int> compCells_;
    std::vector<int> compStart_;
    std::vector<int> compParent_;
    std::vector<std::uint32_t> boxMark_;
    std::uint32_t boxStamp_ = 0;
    std::vector<int> corralBoxes_;
    std::vector<int> verdicts_;
    std::vector<std::uint32_t> allowed_;
    std::uint32_t allowedStamp_ = 0;

    std::vector<BoxMove> solution_;
    std::uint64_t explored_ = 0;
    std::uint32_t bestH_ = 0;
    std::chrono::steady_clock::time_point lastReport_;
    SolverStatus stopStatus_ = SolverStatus::Solved;
};

} // namespace tessera::sokoban::solver
