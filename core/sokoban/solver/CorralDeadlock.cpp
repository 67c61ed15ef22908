#include "CorralDeadlock.h"

#include <algorithm>
#include <deque>
#include <unordered_set>

namespace tessera::sokoban::solver {

namespace {
// Positions a search may expand: 400, fewer on huge boards where each costs a flood fill of
// thousands of cells.
int nodeLimitFor(const Board &board)
{
    return std::clamp(
        static_cast<int>(400000 / std::max<std::size_t>(board.floorCells().size(), 1)), 20, 400);
}

constexpr std::size_t maxCacheEntries = 200000;
constexpr std::size_t entryOverhead = 64; // hash node and bookkeeping, roughly
} // namespace

CorralDeadlock::CorralDeadlock(const Board &board)
    : board_(board), freeze_(board), boxAt_(static_cast<std::size_t>(board.cellCount()), 0),
      stateMark_(static_cast<std::size_t>(board.cellCount()), 0),
      childMark_(static_cast<std::size_t>(board.cellCount()), 0), nodeLimit_(nodeLimitFor(board))
{}

int CorralDeadlock::reach(int from, std::vector<std::uint32_t> &marks)
{
    ++stamp_;
    queue_.assign(1, from);
    marks[static_cast<std::size_t>(from)] = stamp_;
    int top = from;
    for (std::size_t head = 0; head < queue_.size(); ++head) {
        const int c = queue_[head];
        top = std::min(top, c);
        for (int d = 0; d < directionCount; ++d) {
            const int n = c + board_.offset(d);
            const auto ni = static_cast<std::size_t>(n);
            if (marks[ni] != stamp_ && board_.isFloor(n) && !boxAt_[ni]) {
                marks[ni] = stamp_;
                queue_.push_back(n);
            }
        }
    }
    return top;
}

std::string CorralDeadlock::key(const std::vector<int> &boxes, int player) const
{
    std::string k;
    k.reserve((boxes.size() + 1) * 2);
    for (const int v : boxes) {
        k.push_back(static_cast<char>(v & 0xff));
        k.push_back(static_cast<char>(v >> 8));
    }
    k.push_back(static_cast<char>(player & 0xff));
    k.push_back(static_cast<char>(player >> 8));
    return k;
}

bool CorralDeadlock::isDeadlock(std::vector<int> boxes, int player, const std::vector<int> &corral)
{
    std::sort(boxes.begin(), boxes.end());
    for (const int b : boxes) {
        boxAt_[static_cast<std::size_t>(b)] = 1;
    }
    const int start = reach(player, childMark_);
    for (const int b : boxes) {
        boxAt_[static_cast<std::size_t>(b)] = 0;
    }
    // The corral and the box set decide the answer (the player only through its area).
    std::string startKey = key(boxes, start);
    for (const int c : corral) {
        startKey.push_back(static_cast<char>(c & 0xff));
        startKey.push_back(static_cast<char>(c >> 8));
    }
    if (const auto it = cache_.find(startKey); it != cache_.end()) {
        return it->second;
    }
    ++searches_;

    struct State
    {
        std::vector<int> boxes;
        int player;
    };
    std::deque<State> open;
    std::unordered_set<std::string> seen;
    open.push_back({boxes, start});
    seen.insert(key(boxes, start));
    bool alive = false;
    int expanded = 0;
    while (!open.empty() && !alive) {
        if (++expanded > nodeLimit_) {
            alive = true; // not proven
            break;
        }
        const State state = std::move(open.front());
        open.pop_front();
        for (const int b : state.boxes) {
            boxAt_[static_cast<std::size_t>(b)] = 1;
        }
        reach(state.player, stateMark_);
        const std::vector<std::uint32_t> &reached = stateMark_;
        const std::uint32_t reachedStamp = stamp_;
        bool allOnGoals = true;
        for (const int b : state.boxes) {
            allOnGoals = allOnGoals && board_.isGoal(b);
        }
        if (allOnGoals) {
            alive = true;
        }
        for (const int c : corral) {
            if (!boxAt_[static_cast<std::size_t>(c)] &&
                reached[static_cast<std::size_t>(c)] == reachedStamp) {
                alive = true; // the corral is open
            }
        }
        for (std::size_t i = 0; i < state.boxes.size() && !alive; ++i) {
            const int b = state.boxes[i];
            for (int d = 0; d < directionCount; ++d) {
                const int from = b - board_.offset(d);
                const int to = b + board_.offset(d);
                if (reached[static_cast<std::size_t>(from)] != reachedStamp ||
                    !board_.isFloor(to) || boxAt_[static_cast<std::size_t>(to)] ||
                    board_.isDeadSquare(to)) {
                    continue;
                }
                boxAt_[static_cast<std::size_t>(b)] = 0;
                boxAt_[static_cast<std::size_t>(to)] = 1;
                if (!freeze_.isDeadlock(boxAt_.data(), to)) {
                    State next{state.boxes, 0};
                    next.boxes[i] = to;
                    std::sort(next.boxes.begin(), next.boxes.end());
                    next.player = reach(b, childMark_);
                    if (seen.insert(key(next.boxes, next.player)).second) {
                        open.push_back(std::move(next));
                    }
                }
                boxAt_[static_cast<std::size_t>(to)] = 0;
                boxAt_[static_cast<std::size_t>(b)] = 1;
            }
        }
        for (const int b : state.boxes) {
            boxAt_[static_cast<std::size_t>(b)] = 0;
        }
    }
    const bool dead = !alive;
    if (cache_.size() >= maxCacheEntries) {
        cache_.clear();
        cacheBytes_ = 0;
    }
    cacheBytes_ += startKey.size() + entryOverhead;
    cache_.emplace(std::move(startKey), dead);
    return dead;
}

} // namespace tessera::sokoban::solver
