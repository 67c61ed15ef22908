// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Search.h"

#include "ExpansionLoop.h"
#include "MeetingPoint.h"
#include "SolutionWriter.h"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <new>

namespace tessera::sokoban::solver {

namespace {

// Priorities beyond this share the last bucket (only on absurdly large levels).
constexpr std::uint64_t maxPriority = std::uint64_t{1} << 22;

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
               const GoalRooms *rooms, const PackingOrder *packing)
    : m_board(board), m_distances(distances), m_options(options), m_control(control),
      m_account(account), m_weight(static_cast<std::uint32_t>(std::clamp(weight, 1, 1000))),
      m_zobrist(static_cast<std::size_t>(board.cellCount()), MeetingPoint::zobristSeed),
      m_freeze(board), m_piCorrals(board), m_rooms(rooms), m_boxCuts(board)
{
    const auto cells = static_cast<std::size_t>(board.cellCount());
    m_boxAt.assign(cells, 0);
    m_reach.assign(cells, 0);
    m_childReach.assign(cells, 0);
    m_frozenMark.assign(cells, 0);
    if (options.corralDeadlocks && options.piCorrals) {
        // The feature search takes in no other search's patterns unless told to: on XSokoban
        // they moved its order about (level 46 from 4 s to lost at 30 s).
        m_corralDeadlock =
            std::make_unique<CorralDeadlock>(board, options.deadlockPatterns, control.patterns,
                                             !packing || options.featureSearchTakesPatterns);
    }
    if (m_rooms) {
        m_roomCount.assign(m_rooms->rooms().size(), 0);
        m_roomPacked.assign(m_rooms->rooms().size(), 0);
        m_pathMark.assign(cells, 0);
        m_stateMark.assign(cells * directionCount, 0);
    }
    if (packing) {
        m_packing = packing;
        m_features.emplace(board, *packing,
                           !options.roomConnectivity  ? PassageCount::None
                           : options.passagesWayRound ? PassageCount::BlockedWithoutWayRound
                                                      : PassageCount::Blocked,
                           options.featureAdvisors ? control.hotspots : nullptr);
        if (options.packingMacroBoxes > 0) {
            m_goalIndex.assign(cells, -1);
            for (std::size_t g = 0; g < board.goals().size(); ++g) {
                m_goalIndex[static_cast<std::size_t>(board.goals()[g])] = static_cast<int>(g);
            }
        }
        m_boxMoves = options.featureBoxMoves && !rooms;
        if (options.packingMacroBoxes > 0 || m_boxMoves) {
            m_pathMark.assign(cells, 0);
            m_stateMark.assign(cells * directionCount, 0);
        }
        m_featureOpen = std::make_unique<FeatureQueue>(account, options.featureFrontierVisits);
    }
    m_queue.reserve(cells);
}

Search::~Search()
{
    m_store.reset();
    m_featureOpen.reset();
    m_account.release(m_reserved);
}

// Keeps the corral deadlock cache inside the memory account; drops the detection when the
// account says no.
bool Search::corralDeadlockAllowed()
{
    constexpr std::size_t step = std::size_t{1} << 20;
    while (m_corralDeadlock && m_corralDeadlock->memoryBytes() + step > m_corralReserved) {
        if (!reserve(step)) {
            m_corralDeadlock.reset();
            return false;
        }
        m_corralReserved += step;
    }
    return m_corralDeadlock != nullptr;
}

bool Search::reserve(std::size_t bytes)
{
    if (!m_account.reserve(bytes)) {
        return false;
    }
    m_reserved += bytes;
    return true;
}

int Search::reach(int from, std::vector<std::uint32_t> &marks, std::uint32_t stamp)
{
    return floodPlayerArea(m_board, m_boxAt, from, marks, stamp, m_queue);
}

void Search::reachSides(int box, int side)
{
    // The flood stops once every free side of the box is reached: a path search asks no more.
    int sidesLeft = 0;
    for (int d = 0; d < directionCount; ++d) {
        const int n = box + m_board.offset(d);
        sidesLeft += m_board.isFloor(n) && !m_boxAt[static_cast<std::size_t>(n)] ? 1 : 0;
    }
    const std::uint32_t stamp = ++m_pathStamp;
    const int from = box + m_board.offset(side);
    m_queue.clear();
    m_queue.push_back(from);
    m_pathMark[static_cast<std::size_t>(from)] = stamp;
    --sidesLeft;
    for (std::size_t head = 0; head < m_queue.size() && sidesLeft > 0; ++head) {
        const int c = m_queue[head];
        for (int d = 0; d < directionCount; ++d) {
            const int n = c + m_board.offset(d);
            const auto ni = static_cast<std::size_t>(n);
            if (m_pathMark[ni] != stamp && m_board.isFloor(n) && !m_boxAt[ni]) {
                m_pathMark[ni] = stamp;
                m_queue.push_back(n);
                const int apart = std::abs(n - box);
                if (apart == 1 || apart == m_board.width()) {
                    --sidesLeft;
                }
            }
        }
    }
}

unsigned Search::sidesReached(int box, int side)
{
    if (m_boxCutsOf >= 0) {
        if (box == m_boxCutsOf && reached(box + m_board.offset(side))) {
            // Where it stands, the box leaves the parent's floor as it is: from the parent's
            // area, its sides the player reaches are those in it (back there by a way round,
            // the player may be elsewhere). Cuts made only for a box that moves.
            unsigned sides = 0;
            for (int d = 0; d < directionCount; ++d) {
                sides |= reached(box + m_board.offset(d)) ? 1u << d : 0u;
            }
            return sides;
        }
        if (!m_boxCutsMade) {
            // One depth-first search of the floor without the box moved answers for every
            // place of it, and counts its children's pieces of floor (FeatureSpace) too.
            m_boxCuts.compute(m_boxAt.data(), -1);
            if (m_features) {
                m_features->useCuts(m_boxCuts, m_expansionSerial, m_boxCutsOf);
            }
            m_boxCutsMade = true;
        }
        return m_boxCuts.sidesReached(box, side);
    }
    m_boxAt[static_cast<std::size_t>(box)] = 1;
    reachSides(box, side);
    m_boxAt[static_cast<std::size_t>(box)] = 0;
    unsigned sides = 0;
    for (int d = 0; d < directionCount; ++d) {
        if (m_pathMark[static_cast<std::size_t>(box + m_board.offset(d))] == m_pathStamp) {
            sides |= 1u << d;
        }
    }
    return sides;
}

FeatureCell Search::measureChild()
{
    return m_features ? m_features->measure(m_boxAt.data()) : FeatureCell{};
}

std::uint64_t Search::cellKeyOfCurrent()
{
    if (!m_features) {
        return 0;
    }
    for (const std::uint16_t b : m_current) {
        m_boxAt[b] = 1;
    }
    const std::uint64_t key = measureChild().key();
    for (const std::uint16_t b : m_current) {
        m_boxAt[b] = 0;
    }
    return key;
}

std::uint64_t Search::priorityOf(const Node &n) const
{
    if (m_features && m_options.featureAdvisors && m_options.featureAdviceFirst) {
        // Both saturate at 65,535: the unadvised moves, then the bound, in one 32-bit key.
        return (std::uint64_t{n.cost} << 16) | n.h;
    }
    const std::uint32_t g = m_features && m_options.featureAdvisors ? n.cost : n.g;
    return g + m_weight * std::uint64_t{n.h};
}

std::uint32_t Search::advisedCost(const FeatureCell &child) const
{
    const bool advised =
        child.packed > m_parentCell.packed || child.regions < m_parentCell.regions ||
        child.blockedPassages < m_parentCell.blockedPassages ||
        child.outOfPlan < m_parentCell.outOfPlan || child.hotspots < m_parentCell.hotspots;
    return advised ? 0 : 1;
}

bool Search::pushOpen(std::uint32_t id, std::uint64_t priority, std::uint64_t cell)
{
    if (m_featureOpen) {
        return m_featureOpen->push(cell, priority, id);
    }
    const std::size_t p = static_cast<std::size_t>(std::min(priority, maxPriority));
    if (p >= m_open.size()) {
        const std::size_t grown = std::max(p + 1, m_open.size() * 2);
        if (!reserve((grown - m_open.size()) * sizeof(m_open[0]))) {
            return false;
        }
        m_open.resize(grown);
    }
    std::vector<std::uint32_t> &bucket = m_open[p];
    if (bucket.size() == bucket.capacity()) {
        const std::size_t capacity = std::max<std::size_t>(16, bucket.capacity() * 2);
        if (!reserve((capacity - bucket.capacity()) * sizeof(std::uint32_t))) {
            return false;
        }
        bucket.reserve(capacity);
    }
    bucket.push_back(id);
    m_openMin = std::min(m_openMin, p);
    ++m_openCount;
    return true;
}

std::uint32_t Search::popOpen()
{
    if (m_featureOpen) {
        // A marked parent comes back closed, to make its dropped children again.
        while (const std::optional<std::uint32_t> id = m_featureOpen->pop()) {
            if (!m_store->node(*id).closed || m_store->marked(*id)) {
                return *id;
            }
        }
        return Node::noParent;
    }
    while (m_openCount > 0) {
        while (m_open[m_openMin].empty()) {
            ++m_openMin;
        }
        const std::uint32_t id = m_open[m_openMin].back();
        m_open[m_openMin].pop_back();
        --m_openCount;
        if (!m_store->node(id).closed) {
            return id;
        }
    }
    return Node::noParent;
}

std::optional<SolverStatus> Search::start(int player, std::vector<int> boxes)
{
    std::sort(boxes.begin(), boxes.end());
    m_boxCount = static_cast<int>(boxes.size());
    m_current.assign(boxes.begin(), boxes.end());
    m_child = m_current;
    try {
        // Boxes as moves where a search stores several children an expansion: a feature
        // search (5 to 80). The weighted search stores about 3, and one anchor an expansion
        // then costs more than the moves save (XSokoban 29 at 128 MiB: 12% fewer positions).
        m_store =
            std::make_unique<NodeStore>(m_board, m_boxCount, m_zobrist, m_account, boundedTree(),
                                        m_options.boxesAsMoves && usesFeatures());
        for (const int b : boxes) {
            m_boxAt[static_cast<std::size_t>(b)] = 1;
        }
        Node root;
        root.player = static_cast<std::uint16_t>(reach(player, m_childReach, ++m_childStamp));
        std::uint64_t rootHash = m_zobrist.player[root.player];
        for (const int b : boxes) {
            rootHash ^= m_zobrist.box[static_cast<std::size_t>(b)];
        }
        const std::uint32_t rootH = lowerBound(m_current.data());
        root.h = Node::saturated(rootH);
        for (const int b : boxes) {
            m_boxAt[static_cast<std::size_t>(b)] = 0;
        }
        const std::uint64_t rootCell = cellKeyOfCurrent();
        if (rootH == deadH) {
            return SolverStatus::Unsolvable;
        }
        m_bestH = rootH;
        if (rootH == 0) {
            return SolverStatus::Solved;
        }
        const std::uint32_t rootId = m_store->insert(root, rootHash, m_current.data());
        if (rootId == Node::noParent || !pushOpen(rootId, priorityOf(root), rootCell)) {
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
        if (m_corralDeadlock) {
            m_corralDeadlock->patterns().sync(); // what the other searches learned meanwhile
        }
    } catch (const std::bad_alloc &) {
        return SolverStatus::MemoryLimit;
    }
    const auto next = [this]() -> NextPosition {
        std::uint32_t id = popOpen();
        if (id == Node::noParent) {
            // Nothing open: the parents of dropped positions make them again, if there are any.
            switch (reopenMarked()) {
            case Reopened::None:
                break;
            case Reopened::Some:
                id = popOpen();
                break;
            case Reopened::NoMemory:
                return SolverStatus::MemoryLimit;
            }
        }
        if (id == Node::noParent) {
            return SolverStatus::Unsolvable;
        }
        const Node &n = m_store->node(id);
        m_lastDepth = n.g;
        m_lastPriority = n.g + m_weight * std::uint64_t{n.h};
        ++m_explored;
        return id;
    };
    const auto expandNarrowing = [this](std::uint32_t id) {
        const Step step = expand(id);
        return step == Step::OutOfMemory && narrow(id) ? Step::Continue : step;
    };
    const std::optional<SolverStatus> status =
        runExpansions(m_control, expansions, next, expandNarrowing);
    if (status == SolverStatus::Solved) {
        m_bestH = 0;
    }
    return status;
}

Search::Step Search::expand(std::uint32_t id)
{
    ++m_expansionSerial;
    Node &stored = m_store->node(id);
    stored.closed = 1;
    if (boundedTree() && m_store->marked(id)) {
        m_store->setMarked(id, false); // its children made again now
        m_store->setReopened(id, false);
        ++m_regrown;
    }
    const Node node = stored;
    if (!m_store->anchor(id)) {
        return Step::OutOfMemory; // its children's boxes are kept as moves from its own
    }
    m_store->boxes(id, m_current.data());
    std::uint64_t boxHash = 0;
    for (const std::uint16_t b : m_current) {
        m_boxAt[b] = 1;
        boxHash ^= m_zobrist.box[b];
    }
    struct ClearBoxes
    {
        Search &s;
        ~ClearBoxes()
        {
            for (const std::uint16_t b : s.m_current) {
                s.m_boxAt[b] = 0;
            }
        }
    } clearBoxes{*this};

    if (m_rooms) {
        // A room is packed when its boxes fill the start of its order exactly.
        std::fill(m_roomCount.begin(), m_roomCount.end(), 0);
        std::fill(m_roomPacked.begin(), m_roomPacked.end(), 1);
        for (const std::uint16_t b : m_current) {
            const int r = m_rooms->roomOf(b);
            if (r >= 0) {
                ++m_roomCount[static_cast<std::size_t>(r)];
            }
        }
        for (const std::uint16_t b : m_current) {
            const int r = m_rooms->roomOf(b);
            if (r >= 0 && m_rooms->orderIndex(b) >= m_roomCount[static_cast<std::size_t>(r)]) {
                m_roomPacked[static_cast<std::size_t>(r)] = 0;
            }
        }
    }
    reach(node.player, m_reach, ++m_reachStamp);
    prepareChildBounds();
    if (m_features && m_options.featureAdvisors) {
        m_parentCell = m_features->measure(m_boxAt.data());
    }
    using Verdict = PiCorrals::Verdict;
    Verdict corral = Verdict::None;
    if (m_options.piCorrals) {
        CorralDeadlock *fenced =
            m_corralDeadlock && corralDeadlockAllowed() ? m_corralDeadlock.get() : nullptr;
        corral = m_piCorrals.analyse(m_boxAt.data(), m_reach, m_reachStamp, node.player, fenced);
    }
    if (corral == Verdict::Deadlock) {
        if (boundedTree() && node.parent != Node::noParent && m_store->children(id) == 0) {
            // Lost: not made again by a narrowing (one expanded before, with children still
            // stored, stays as it is). Its parent counts it, as every lost child.
            stored.h = Node::maxCount;
        }
        return Step::Continue;
    }

    if (m_boxMoves) {
        for (int i = 0; i < m_boxCount; ++i) {
            const int b = m_current[static_cast<std::size_t>(i)];
            if (corral == Verdict::Restrict && !m_piCorrals.allowed(b)) {
                continue;
            }
            if (const Step step = boxMoves(id, node, boxHash, i); step != Step::Continue) {
                return step;
            }
        }
        return Step::Continue;
    }
    for (int i = 0; i < m_boxCount; ++i) {
        const int b = m_current[static_cast<std::size_t>(i)];
        if (corral == Verdict::Restrict && !m_piCorrals.allowed(b)) {
            continue;
        }
        for (int d = 0; d < directionCount; ++d) {
            const int to = b + m_board.offset(d);
            if (!reached(b - m_board.offset(d)) || !m_board.isFloor(to) ||
                m_boxAt[static_cast<std::size_t>(to)] || m_board.isDeadSquare(to)) {
                continue;
            }
            const int fromRoom = m_rooms ? m_rooms->roomOf(b) : -1;
            if (fromRoom >= 0 && m_roomPacked[static_cast<std::size_t>(fromRoom)]) {
                continue; // packed boxes stay
            }
            m_boxAt[static_cast<std::size_t>(b)] = 0;
            int target = to;
            int lastDirection = d;
            std::uint32_t pushes = 1;
            const int toRoom = m_rooms ? m_rooms->roomOf(to) : -1;
            bool roomMacro = false;
            if (toRoom >= 0 && m_roomPacked[static_cast<std::size_t>(toRoom)]) {
                // Entering a packed room: straight on to the next goal of its order when the box
                // can get there; otherwise an ordinary push (the room is no longer packed).
                const auto &order = m_rooms->rooms()[static_cast<std::size_t>(toRoom)].order;
                const int next =
                    order[static_cast<std::size_t>(m_roomCount[static_cast<std::size_t>(toRoom)])];
                if (next != to) {
                    const std::uint32_t path = roomPath(to, b, next, lastDirection);
                    if (path > 0) {
                        pushes = path;
                        target = next;
                        roomMacro = true;
                    }
                }
            }
            if (!roomMacro && m_options.tunnelMacros) {
                // Through a tunnel: a box between walls, off goal, pushed on to a free tunnel
                // cell loses nothing (no other box could use either cell meanwhile).
                while (!m_board.isGoal(target) && isTunnelCell(m_board, target, d)) {
                    const int next = target + m_board.offset(d);
                    if (!m_board.isFloor(next) || m_boxAt[static_cast<std::size_t>(next)] ||
                        m_board.isDeadSquare(next) || !isTunnelCell(m_board, next, d)) {
                        break;
                    }
                    target = next;
                    ++pushes;
                }
            }
            m_boxAt[static_cast<std::size_t>(target)] = 1;
            const LiftedBox lifted{m_boxAt, b, target};

            if (const Step step = addChild(id, node, boxHash, i, b, target, lastDirection, pushes);
                step != Step::Continue) {
                return step;
            }
        }
    }
    if (m_packing && m_options.packingMacroBoxes > 0) {
        return packingMacro(id, node, boxHash);
    }
    return Step::Continue;
}

// The child of `node` (stored as `id`) in which box `index` of m_current has gone from `from` to
// `to`, the last of `pushes` pushes in `lastDirection`: m_boxAt is already the child's. Stored and
// queued unless dead or seen before. `playerTop`, when the caller knows it, is the child's
// normalised player; otherwise worked out here.
Search::Step Search::addChild(std::uint32_t id, const Node &node, std::uint64_t boxHash, int index,
                              int from, int to, int lastDirection, std::uint32_t pushes,
                              int playerTop)
{
    if (m_freeze.isDeadlock(m_boxAt.data(), to)) {
        return Step::Continue;
    }
    withBoxMoved(m_current, static_cast<std::size_t>(index), to, m_child);
    Node child;
    const int quick = playerTop >= 0 ? playerTop
                      : pushes == 1  ? areaTopAfterMove(m_board, m_boxAt, m_reach, m_reachStamp,
                                                        node.player, from, to)
                                     : -1;
    child.player = static_cast<std::uint16_t>(
        quick >= 0 ? quick
                   : reach(to - m_board.offset(lastDirection), m_childReach, ++m_childStamp));
    const std::uint64_t hash = boxHash ^ m_zobrist.box[static_cast<std::size_t>(from)] ^
                               m_zobrist.box[static_cast<std::size_t>(to)] ^
                               m_zobrist.player[child.player];
    child.g = Node::saturated(std::uint64_t{node.g} + pushes);
    child.parent = id;
    MeetingPoint *const meeting = m_control.meeting;
    if (meeting && meeting->open()) {
        meeting->prefetch(hash); // on its way while the store is searched
    }

    const std::uint32_t existing = m_store->find(hash, child.player, m_child.data());
    if (existing != Node::noParent) {
        Node &e = m_store->node(existing);
        if (!e.closed && child.g < e.g) {
            const std::uint32_t oldParent = e.parent;
            if (!m_store->reparent(existing, id, m_child.data())) {
                return Step::OutOfMemory;
            }
            (void)m_store->removeChild(oldParent);
            m_store->addChild(id);
            e.g = child.g;
            // A feature search keeps it where it waits: its cell has not changed.
            if (!m_featureOpen && !pushOpen(existing, e.g + m_weight * std::uint64_t{e.h}, 0)) {
                return Step::OutOfMemory;
            }
        }
        return Step::Continue;
    }
    // Lost by a pattern learned from a corral: dropped. Not by a feature search: which
    // positions it takes depends on the cells that hold some, lost or not, and dropping
    // them there did as much harm as good; it meets them at the corral check instead.
    if (!m_featureOpen && m_corralDeadlock &&
        m_corralDeadlock->patterns().matchesWith(m_boxAt.data(), child.player, to)) {
        return Step::Continue;
    }
    const std::uint32_t h = childBound(index, to);
    // A lost position is kept, closed, so that it is not bounded again when met again.
    child.h = Node::saturated(h);
    child.closed = h == deadH;
    const std::uint32_t childId = m_store->insert(child, hash, m_child.data());
    if (childId == Node::noParent) {
        return Step::OutOfMemory;
    }
    // Lost children count too: a parent outlives its children (its boxes are theirs, kept as
    // moves), until the bounded tree frees the lost ones first.
    m_store->addChild(id);
    if (h == deadH) {
        return Step::Continue;
    }
    m_bestH = std::min(m_bestH, h);
    if (h == 0) {
        collectSolution(childId);
        return Step::Solved;
    }
    if (meeting && !meeting->waiting() && meeting->mayHold(hash)) {
        // The backward search may have reached it: it checks, and joins the halves.
        (void)meeting->post(
            {hash, child.player, m_child, movesAlongParents(m_board, *m_store, childId, false)});
    }
    const FeatureCell cell =
        m_features ? m_features->measureMove(m_boxAt.data(), m_expansionSerial, from, to)
                   : FeatureCell{};
    if (m_features && m_options.featureAdvisors) {
        m_store->node(childId).cost = Node::saturated(std::uint64_t{node.cost} + advisedCost(cell));
    }
    if (!pushOpen(childId, priorityOf(m_store->node(childId)), cell.key())) {
        m_store->free(childId); // not left stored and open where no list holds it
        (void)m_store->removeChild(id);
        return Step::OutOfMemory;
    }
    return Step::Continue;
}

void Search::collectSolution(std::uint32_t id)
{
    m_solution = movesAlongParents(m_board, *m_store, id, false);
}

} // namespace tessera::sokoban::solver
