#include "Search.h"

#include <algorithm>
#include <limits>
#include <new>

namespace tessera::sokoban::solver {

namespace {

constexpr std::uint32_t deadH = std::numeric_limits<std::uint32_t>::max();
// Priorities beyond this share the last bucket (only on absurdly large levels).
constexpr std::uint64_t maxPriority = std::uint64_t{1} << 22;

std::uint64_t splitMix(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

// Walls on both sides across `direction` (the two perpendicular directions): a box here can
// only move along it.
bool isTunnelCell(const Board &board, int cell, int direction)
{
    return board.isWall(cell + board.offset((direction + 1) % directionCount)) &&
           board.isWall(cell + board.offset((direction + 3) % directionCount));
}

} // namespace

Search::Search(const Board &board, const PushDistances &distances, const SolverOptions &options,
               int weight, MemoryAccount &account, const SearchControl &control,
               const GoalRooms *rooms)
    : board_(board), distances_(distances), options_(options), control_(control), account_(account),
      weight_(static_cast<std::uint32_t>(std::clamp(weight, 1, 1000))), freeze_(board),
      piCorrals_(board), rooms_(rooms)
{
    const auto cells = static_cast<std::size_t>(board.cellCount());
    std::uint64_t seed = 0x5eed5eed12345678ull;
    zobristBox_.resize(cells);
    zobristPlayer_.resize(cells);
    for (std::size_t c = 0; c < cells; ++c) {
        zobristBox_[c] = splitMix(seed);
        zobristPlayer_[c] = splitMix(seed);
    }
    boxAt_.assign(cells, 0);
    reach_.assign(cells, 0);
    childReach_.assign(cells, 0);
    frozenMark_.assign(cells, 0);
    if (options.corralDeadlocks && options.piCorrals) {
        corralDeadlock_ = std::make_unique<CorralDeadlock>(board);
    }
    if (rooms_) {
        roomCount_.assign(rooms_->rooms().size(), 0);
        roomPacked_.assign(rooms_->rooms().size(), 0);
        pathMark_.assign(cells, 0);
        stateMark_.assign(cells * directionCount, 0);
    }
    queue_.reserve(cells);
}

Search::~Search()
{
    store_.reset();
    account_.release(reserved_);
}

// Keeps the corral deadlock cache inside the memory account; drops the detection when the
// account says no.
bool Search::corralDeadlockAllowed()
{
    constexpr std::size_t step = std::size_t{1} << 20;
    while (corralDeadlock_ && corralDeadlock_->memoryBytes() + step > corralReserved_) {
        if (!reserve(step)) {
            corralDeadlock_.reset();
            return false;
        }
        corralReserved_ += step;
    }
    return corralDeadlock_ != nullptr;
}

bool Search::reserve(std::size_t bytes)
{
    if (!account_.reserve(bytes)) {
        return false;
    }
    reserved_ += bytes;
    return true;
}

int Search::reach(int from, std::vector<std::uint32_t> &marks, std::uint32_t stamp)
{
    queue_.clear();
    queue_.push_back(from);
    marks[static_cast<std::size_t>(from)] = stamp;
    int top = from;
    for (std::size_t head = 0; head < queue_.size(); ++head) {
        const int c = queue_[head];
        top = std::min(top, c);
        for (int d = 0; d < directionCount; ++d) {
            const int n = c + board_.offset(d);
            const auto ni = static_cast<std::size_t>(n);
            if (marks[ni] != stamp && board_.isFloor(n) && !boxAt_[ni]) {
                marks[ni] = stamp;
                queue_.push_back(n);
            }
        }
    }
    return top;
}

// Boxes frozen on goals never move again: they and their goals are taken out, and the others
// measured on the board where they are walls. A frozen group holding a box off goal is lost.
bool Search::detectFrozen(const std::uint16_t *boxes)
{
    ++frozenStamp_;
    frozen_.clear();
    if (!options_.frozenGoalBoxes || lockedFull_) {
        return true;
    }
    for (int i = 0; i < boxCount_; ++i) {
        const int b = boxes[i];
        if (!board_.isGoal(b) || frozenMark_[static_cast<std::size_t>(b)] == frozenStamp_ ||
            !freeze_.isFrozen(boxAt_.data(), b, &group_)) {
            continue;
        }
        if (!addFrozenGroup()) {
            return false;
        }
    }
    std::sort(frozen_.begin(), frozen_.end());
    return true;
}

bool Search::addFrozenGroup()
{
    for (const int c : group_) {
        if (!board_.isGoal(c)) {
            return false;
        }
        if (frozenMark_[static_cast<std::size_t>(c)] != frozenStamp_) {
            frozenMark_[static_cast<std::size_t>(c)] = frozenStamp_;
            frozen_.push_back(c);
        }
    }
    return true;
}

std::uint32_t Search::matchBound(const std::uint16_t *boxes, std::vector<int> *rowOfBox)
{
    const LockedBoard *locked = frozen_.empty() ? nullptr : lockedBoard();
    lastLocked_ = locked;
    const Board &board = locked ? locked->board : board_;
    const PushDistances &distances = locked ? locked->distances : distances_;
    movable_.clear();
    if (rowOfBox) {
        rowOfBox->assign(static_cast<std::size_t>(boxCount_), -1);
    }
    for (int i = 0; i < boxCount_; ++i) {
        if (!locked || frozenMark_[boxes[i]] != frozenStamp_) {
            if (rowOfBox) {
                (*rowOfBox)[static_cast<std::size_t>(i)] = static_cast<int>(movable_.size());
            }
            movable_.push_back(board.floorIndex(boxes[i]));
        }
    }
    const int goals = static_cast<int>(board.goals().size());
    const std::int64_t total = assignment_.solve(
        static_cast<int>(movable_.size()), goals, [&](int box, int goal) -> std::int64_t {
            const std::uint16_t d =
                distances.distance(goal, movable_[static_cast<std::size_t>(box)]);
            return d == PushDistances::unreachable ? Assignment::infinite : d;
        });
    if (total >= Assignment::infinite || total >= deadH) {
        return deadH;
    }
    return static_cast<std::uint32_t>(total);
}

std::uint32_t Search::lowerBound(const std::uint16_t *boxes)
{
    return detectFrozen(boxes) ? matchBound(boxes, nullptr) : deadH;
}

void Search::prepareChildBounds()
{
    parentBoundValid_ = false;
    if (!detectFrozen(current_.data())) {
        return;
    }
    const std::uint32_t h = matchBound(current_.data(), &parentRow_);
    if (h == deadH || movable_.empty()) {
        return;
    }
    assignment_.save();
    parentFrozen_ = frozen_;
    parentLocked_ = lastLocked_;
    parentBoundValid_ = true;
}

// The child's bound from its parent's matching: the moved box's row re-solved, unless the push
// froze boxes on goals (a new board to measure on, so a whole matching).
std::uint32_t Search::childBound(int movedIndex, int target)
{
    if (!parentBoundValid_) {
        return lowerBound(child_.data());
    }
    if (options_.frozenGoalBoxes && !lockedFull_ && board_.isGoal(target) &&
        freeze_.isFrozen(boxAt_.data(), target, &group_)) {
        ++frozenStamp_;
        frozen_ = parentFrozen_;
        for (const int c : frozen_) {
            frozenMark_[static_cast<std::size_t>(c)] = frozenStamp_;
        }
        if (!addFrozenGroup()) {
            return deadH;
        }
        std::sort(frozen_.begin(), frozen_.end());
        return matchBound(child_.data(), nullptr);
    }
    const int row = parentRow_[static_cast<std::size_t>(movedIndex)];
    if (row < 0) {
        return lowerBound(child_.data());
    }
    const Board &board = parentLocked_ ? parentLocked_->board : board_;
    const PushDistances &distances = parentLocked_ ? parentLocked_->distances : distances_;
    const int cell = board.floorIndex(target);
    const std::int64_t total = assignment_.resolveRow(row, [&](int goal) -> std::int64_t {
        const std::uint16_t d = distances.distance(goal, cell);
        return d == PushDistances::unreachable ? Assignment::infinite : d;
    });
    if (total >= Assignment::infinite || total >= deadH) {
        return deadH;
    }
    return static_cast<std::uint32_t>(total);
}

const LockedBoard *Search::lockedBoard()
{
    std::uint64_t key = 0;
    for (const int c : frozen_) {
        key ^= zobristBox_[static_cast<std::size_t>(c)];
    }
    const auto range = lockedIndex_.equal_range(key);
    for (auto it = range.first; it != range.second; ++it) {
        if (locked_[it->second]->frozen == frozen_) {
            return locked_[it->second].get();
        }
    }
    constexpr std::size_t maxLockedBoards = 4096;
    const std::size_t bytes = board_.memoryBytes() + PushDistances::bytesFor(board_) + 256;
    if (locked_.size() >= maxLockedBoards || !reserve(bytes)) {
        lockedFull_ = true; // the plain bound from here on: weaker, never wrong
        return nullptr;
    }
    auto entry = std::make_unique<LockedBoard>(LockedBoard{frozen_, Board(board_, frozen_), {}});
    entry->distances.compute(entry->board, nullptr);
    locked_.push_back(std::move(entry));
    lockedIndex_.emplace(key, locked_.size() - 1);
    return locked_.back().get();
}

bool Search::pushOpen(std::uint32_t id, std::uint64_t priority)
{
    const std::size_t p = static_cast<std::size_t>(std::min(priority, maxPriority));
    if (p >= open_.size()) {
        const std::size_t grown = std::max(p + 1, open_.size() * 2);
        if (!reserve((grown - open_.size()) * sizeof(open_[0]))) {
            return false;
        }
        open_.resize(grown);
    }
    std::vector<std::uint32_t> &bucket = open_[p];
    if (bucket.size() == bucket.capacity()) {
        const std::size_t capacity = std::max<std::size_t>(16, bucket.capacity() * 2);
        if (!reserve((capacity - bucket.capacity()) * sizeof(std::uint32_t))) {
            return false;
        }
        bucket.reserve(capacity);
    }
    bucket.push_back(id);
    openMin_ = std::min(openMin_, p);
    ++openCount_;
    return true;
}

std::uint32_t Search::popOpen()
{
    while (openCount_ > 0) {
        while (open_[openMin_].empty()) {
            ++openMin_;
        }
        const std::uint32_t id = open_[openMin_].back();
        open_[openMin_].pop_back();
        --openCount_;
        if (!(store_->node(id).flags & Node::closed)) {
            return id;
        }
    }
    return Node::noParent;
}

std::optional<SolverStatus> Search::start(int player, std::vector<int> boxes)
{
    std::sort(boxes.begin(), boxes.end());
    boxCount_ = static_cast<int>(boxes.size());
    current_.assign(boxes.begin(), boxes.end());
    child_ = current_;
    try {
        store_ = std::make_unique<NodeStore>(boxCount_, account_);
        for (const int b : boxes) {
            boxAt_[static_cast<std::size_t>(b)] = 1;
        }
        Node root;
        root.player = static_cast<std::uint16_t>(reach(player, childReach_, ++childStamp_));
        for (const int b : boxes) {
            root.hash ^= zobristBox_[static_cast<std::size_t>(b)];
        }
        root.hash ^= zobristPlayer_[root.player];
        root.h = lowerBound(current_.data());
        for (const int b : boxes) {
            boxAt_[static_cast<std::size_t>(b)] = 0;
        }
        if (root.h == deadH) {
            return SolverStatus::Unsolvable;
        }
        bestH_ = root.h;
        if (root.h == 0) {
            return SolverStatus::Solved;
        }
        const std::uint32_t rootId = store_->insert(root, current_.data());
        if (rootId == Node::noParent || !pushOpen(rootId, weight_ * std::uint64_t{root.h})) {
            return SolverStatus::MemoryLimit;
        }
    } catch (const std::bad_alloc &) {
        return SolverStatus::MemoryLimit;
    }
    return std::nullopt;
}

std::optional<SolverStatus> Search::step(int expansions)
{
    try {
        for (int i = 0; i < expansions; ++i) {
            if (control_.cancel && control_.cancel->load(std::memory_order_relaxed)) {
                return SolverStatus::Cancelled;
            }
            // A clock read costs far less than an expansion, even on the smallest level.
            const auto now = std::chrono::steady_clock::now();
            if (control_.deadline && now >= *control_.deadline) {
                return SolverStatus::TimedOut;
            }
            const std::uint32_t id = popOpen();
            if (id == Node::noParent) {
                return SolverStatus::Unsolvable;
            }
            const Node &n = store_->node(id);
            lastDepth_ = n.g;
            lastPriority_ = n.g + weight_ * std::uint64_t{n.h};
            ++explored_;
            switch (expand(id)) {
            case Step::Continue:
                break;
            case Step::Solved:
                bestH_ = 0;
                return SolverStatus::Solved;
            case Step::OutOfMemory:
                return SolverStatus::MemoryLimit;
            }
        }
    } catch (const std::bad_alloc &) {
        return SolverStatus::MemoryLimit;
    }
    return std::nullopt;
}

// After one push from `from` to `to` (boxAt_ already the child's), the child's normalised
// player cell without a flood fill, when the push changed the player's area only locally: the
// box's new cell cut nothing apart (its free neighbours still meet around it) and the vacated
// cell opened nothing new (its free neighbours were reachable). The area is then the parent's,
// less `to`, plus `from`. -1 when that cannot be told locally.
int Search::quickChildPlayer(int parentTop, int from, int to) const
{
    if (to == parentTop) {
        return -1; // the next-smallest cell of the area is unknown
    }
    for (int d = 0; d < directionCount; ++d) {
        const int n = from + board_.offset(d);
        if (n != to && board_.isFloor(n) && !boxAt_[static_cast<std::size_t>(n)] && !reached(n)) {
            return -1;
        }
    }
    if (reached(to)) {
        // The 8 cells around `to`, in ring order from up; edges at even places.
        const int w = board_.width();
        const int ring[8] = {to - w, to - w + 1, to + 1, to + w + 1,
                             to + w, to + w - 1, to - 1, to - w - 1};
        auto free = [&](int c) {
            return board_.isFloor(c) && !boxAt_[static_cast<std::size_t>(c)];
        };
        // Its free edge neighbours must hang together around it: free edges, less the links
        // between consecutive free edges through a free corner, counts the groups.
        int freeEdges = 0;
        int links = 0;
        for (int k = 0; k < 8; k += 2) {
            if (!free(ring[k])) {
                continue;
            }
            ++freeEdges;
            if (free(ring[k + 1]) && free(ring[(k + 2) % 8])) {
                ++links;
            }
        }
        const int groups = freeEdges == links ? (freeEdges > 0 ? 1 : 0) : freeEdges - links;
        if (groups > 1) {
            return -1;
        }
    }
    return std::min(parentTop, from);
}

void Search::buildChild(int replaced, int newCell)
{
    // current_ is sorted; move the replaced entry to its new place.
    child_ = current_;
    auto i = static_cast<std::size_t>(replaced);
    child_[i] = static_cast<std::uint16_t>(newCell);
    while (i > 0 && child_[i - 1] > child_[i]) {
        std::swap(child_[i - 1], child_[i]);
        --i;
    }
    while (i + 1 < child_.size() && child_[i + 1] < child_[i]) {
        std::swap(child_[i + 1], child_[i]);
        ++i;
    }
}

Search::Step Search::expand(std::uint32_t id)
{
    Node &stored = store_->node(id);
    stored.flags |= Node::closed;
    const Node node = stored;
    const std::uint16_t *boxes = store_->boxes(id);
    current_.assign(boxes, boxes + boxCount_);
    const std::uint64_t boxHash = node.hash ^ zobristPlayer_[node.player];
    for (const std::uint16_t b : current_) {
        boxAt_[b] = 1;
    }
    struct ClearBoxes
    {
        Search &s;
        ~ClearBoxes()
        {
            for (const std::uint16_t b : s.current_) {
                s.boxAt_[b] = 0;
            }
        }
    } clearBoxes{*this};

    if (rooms_) {
        // A room is packed when its boxes fill the start of its order exactly.
        std::fill(roomCount_.begin(), roomCount_.end(), 0);
        std::fill(roomPacked_.begin(), roomPacked_.end(), 1);
        for (const std::uint16_t b : current_) {
            const int r = rooms_->roomOf(b);
            if (r >= 0) {
                ++roomCount_[static_cast<std::size_t>(r)];
            }
        }
        for (const std::uint16_t b : current_) {
            const int r = rooms_->roomOf(b);
            if (r >= 0 && rooms_->orderIndex(b) >= roomCount_[static_cast<std::size_t>(r)]) {
                roomPacked_[static_cast<std::size_t>(r)] = 0;
            }
        }
    }
    reach(node.player, reach_, ++reachStamp_);
    prepareChildBounds();
    using Verdict = PiCorrals::Verdict;
    Verdict corral = Verdict::None;
    if (options_.piCorrals) {
        CorralDeadlock *fenced =
            corralDeadlock_ && corralDeadlockAllowed() ? corralDeadlock_.get() : nullptr;
        corral = piCorrals_.analyse(boxAt_.data(), reach_, reachStamp_, node.player, fenced);
    }
    if (corral == Verdict::Deadlock) {
        return Step::Continue;
    }

    for (int i = 0; i < boxCount_; ++i) {
        const int b = current_[static_cast<std::size_t>(i)];
        if (corral == Verdict::Restrict && !piCorrals_.allowed(b)) {
            continue;
        }
        for (int d = 0; d < directionCount; ++d) {
            const int to = b + board_.offset(d);
            if (!reached(b - board_.offset(d)) || !board_.isFloor(to) ||
                boxAt_[static_cast<std::size_t>(to)] || board_.isDeadSquare(to)) {
                continue;
            }
            const int fromRoom = rooms_ ? rooms_->roomOf(b) : -1;
            if (fromRoom >= 0 && roomPacked_[static_cast<std::size_t>(fromRoom)]) {
                continue; // packed boxes stay
            }
            boxAt_[static_cast<std::size_t>(b)] = 0;
            int target = to;
            int lastDirection = d;
            std::uint32_t pushes = 1;
            const int toRoom = rooms_ ? rooms_->roomOf(to) : -1;
            bool roomMacro = false;
            if (toRoom >= 0 && roomPacked_[static_cast<std::size_t>(toRoom)]) {
                // Entering a packed room: straight on to the next goal of its order when the box
                // can get there; otherwise an ordinary push (the room is no longer packed).
                const auto &order = rooms_->rooms()[static_cast<std::size_t>(toRoom)].order;
                const int next =
                    order[static_cast<std::size_t>(roomCount_[static_cast<std::size_t>(toRoom)])];
                if (next != to) {
                    const std::uint32_t path = roomPath(to, b, next, lastDirection);
                    if (path > 0) {
                        pushes = path;
                        target = next;
                        roomMacro = true;
                    }
                }
            }
            if (!roomMacro && options_.tunnelMacros) {
                // Through a tunnel: a box between walls, off goal, pushed on to a free tunnel
                // cell loses nothing (no other box could use either cell meanwhile).
                while (!board_.isGoal(target) && isTunnelCell(board_, target, d)) {
                    const int next = target + board_.offset(d);
                    if (!board_.isFloor(next) || boxAt_[static_cast<std::size_t>(next)] ||
                        board_.isDeadSquare(next) || !isTunnelCell(board_, next, d)) {
                        break;
                    }
                    target = next;
                    ++pushes;
                }
            }
            boxAt_[static_cast<std::size_t>(target)] = 1;
            struct Undo
            {
                std::vector<std::uint8_t> &boxAt;
                int from;
                int to;
                ~Undo()
                {
                    boxAt[static_cast<std::size_t>(to)] = 0;
                    boxAt[static_cast<std::size_t>(from)] = 1;
                }
            } undo{boxAt_, b, target};

            if (freeze_.isDeadlock(boxAt_.data(), target)) {
                continue;
            }
            buildChild(i, target);
            Node child;
            const int quick = pushes == 1 ? quickChildPlayer(node.player, b, target) : -1;
            child.player =
                static_cast<std::uint16_t>(quick >= 0 ? quick
                                                      : reach(target - board_.offset(lastDirection),
                                                              childReach_, ++childStamp_));
            child.hash = boxHash ^ zobristBox_[static_cast<std::size_t>(b)] ^
                         zobristBox_[static_cast<std::size_t>(target)] ^
                         zobristPlayer_[child.player];
            child.g = node.g + pushes;
            child.parent = id;
            child.moveFrom = static_cast<std::uint16_t>(b);
            child.moveTo = static_cast<std::uint16_t>(target);
            child.direction = static_cast<std::uint8_t>(lastDirection);

            const std::uint32_t existing = store_->find(child.hash, child.player, child_.data());
            if (existing != Node::noParent) {
                Node &e = store_->node(existing);
                if (!(e.flags & Node::closed) && child.g < e.g) {
                    e.g = child.g;
                    e.parent = id;
                    e.moveFrom = child.moveFrom;
                    e.moveTo = child.moveTo;
                    e.direction = child.direction;
                    if (!pushOpen(existing, e.g + weight_ * std::uint64_t{e.h})) {
                        return Step::OutOfMemory;
                    }
                }
                continue;
            }
            child.h = childBound(i, target);
            if (child.h == deadH) {
                child.flags = Node::closed | Node::dead;
            }
            const std::uint32_t childId = store_->insert(child, child_.data());
            if (childId == Node::noParent) {
                return Step::OutOfMemory;
            }
            if (child.h == deadH) {
                continue;
            }
            bestH_ = std::min(bestH_, child.h);
            if (child.h == 0) {
                collectSolution(childId);
                return Step::Solved;
            }
            if (!pushOpen(childId, child.g + weight_ * std::uint64_t{child.h})) {
                return Step::OutOfMemory;
            }
        }
    }
    return Step::Continue;
}

std::uint32_t Search::roomPath(int box, int player, int target, int &lastDirection)
{
    // Breadth-first over (box cell, player side), the box kept inside the room, other boxes
    // where they are.
    const int room = rooms_->roomOf(box);
    ++stateStamp_;
    pathQueue_.clear();
    for (int s = 0; s < directionCount; ++s) {
        if (box + board_.offset(s) == player) {
            pathQueue_.push_back({box * directionCount + s, 1});
            stateMark_[static_cast<std::size_t>(box * directionCount + s)] = stateStamp_;
        }
    }
    for (std::size_t head = 0; head < pathQueue_.size(); ++head) {
        const int c = pathQueue_[head].first / directionCount;
        const int s = pathQueue_[head].first % directionCount;
        const std::uint32_t pushes = pathQueue_[head].second;
        boxAt_[static_cast<std::size_t>(c)] = 1;
        reach(c + board_.offset(s), pathMark_, ++pathStamp_);
        boxAt_[static_cast<std::size_t>(c)] = 0;
        for (int e = 0; e < directionCount; ++e) {
            const int from = c - board_.offset(e);
            const int to = c + board_.offset(e);
            if (pathMark_[static_cast<std::size_t>(from)] != pathStamp_ ||
                rooms_->roomOf(to) != room || boxAt_[static_cast<std::size_t>(to)]) {
                continue;
            }
            if (to == target) {
                lastDirection = e;
                return pushes + 1;
            }
            const auto state = static_cast<std::size_t>(to * directionCount + oppositeDirection(e));
            if (stateMark_[state] != stateStamp_) {
                stateMark_[state] = stateStamp_;
                pathQueue_.push_back({static_cast<int>(state), pushes + 1});
            }
        }
    }
    return 0;
}

void Search::collectSolution(std::uint32_t id)
{
    solution_.clear();
    for (std::uint32_t at = id; store_->node(at).parent != Node::noParent;
         at = store_->node(at).parent) {
        const Node &n = store_->node(at);
        solution_.push_back({n.moveFrom, n.moveTo, n.direction, n.player});
    }
    std::reverse(solution_.begin(), solution_.end());
}

} // namespace tessera::sokoban::solver
