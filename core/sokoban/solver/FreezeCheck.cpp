#include "FreezeCheck.h"

namespace tessera::sokoban::solver {

namespace {
constexpr int callBudget = 4096;
constexpr int maxDepth = 512; // keeps the recursion well inside any thread's stack
} // namespace

FreezeCheck::FreezeCheck(const Board &board)
    : board_(board), onPath_(static_cast<std::size_t>(board.cellCount()), 0)
{}

bool FreezeCheck::isDeadlock(const std::uint8_t *boxAt, int cell, std::vector<int> *group)
{
    boxAt_ = boxAt;
    budget_ = callBudget;
    group_.clear();
    if (!frozen(cell, 0)) {
        return false;
    }
    bool offGoal = false;
    for (const int c : group_) {
        offGoal = offGoal || !board_.isGoal(c);
    }
    if (offGoal && group) {
        *group = group_;
    }
    return offGoal;
}

bool FreezeCheck::isFrozen(const std::uint8_t *boxAt, int cell, std::vector<int> *group)
{
    boxAt_ = boxAt;
    budget_ = callBudget;
    group_.clear();
    if (!frozen(cell, 0)) {
        return false;
    }
    if (group) {
        *group = group_;
    }
    return true;
}

// A wall, or a box on the current path (assumed to stand still).
bool FreezeCheck::solidForAxis(int cell) const
{
    return board_.isWall(cell) || onPath_[static_cast<std::size_t>(cell)] != 0;
}

bool FreezeCheck::blockedOnAxis(int cell, int axis, int depth)
{
    const int a = cell + board_.offset(axis);     // Left or Up
    const int b = cell + board_.offset(axis + 2); // Right or Down
    if (solidForAxis(a) || solidForAxis(b)) {
        return true;
    }
    if (board_.isDeadSquare(a) && board_.isDeadSquare(b)) {
        return true;
    }
    return (boxAt_[static_cast<std::size_t>(a)] && frozen(a, depth + 1)) ||
           (boxAt_[static_cast<std::size_t>(b)] && frozen(b, depth + 1));
}

bool FreezeCheck::frozen(int cell, int depth)
{
    if (--budget_ < 0 || depth > maxDepth) {
        return false;
    }
    const std::size_t mark = group_.size();
    group_.push_back(cell);
    onPath_[static_cast<std::size_t>(cell)] = 1;
    const bool result = blockedOnAxis(cell, 0, depth) && blockedOnAxis(cell, 1, depth);
    onPath_[static_cast<std::size_t>(cell)] = 0;
    if (!result) {
        group_.resize(mark); // what this box's failed proof collected proves nothing
    }
    return result;
}

} // namespace tessera::sokoban::solver
