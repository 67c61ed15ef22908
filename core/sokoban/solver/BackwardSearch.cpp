// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "BackwardSearch.h"

#include "ExpansionLoop.h"
#include "MeetingPoint.h"
#include "SolutionWriter.h"

#include <algorithm>
#include <new>

namespace tessera::sokoban::solver {

namespace {

// The bits of a priority below g + weight * h, which hold h.
constexpr std::uint32_t hBits = 10;

} // namespace

BackwardSearch::BackwardSearch(const Board &board, int weight, std::uint64_t budget,
                               std::size_t memoryCap, MemoryAccount &account,
                               const SearchControl &control)
    : m_board(board), m_weight(static_cast<std::uint32_t>(std::clamp(weight, 1, 1000))),
      m_budget(budget), m_account(memoryCap, &account), m_control(control),
      m_zobrist(static_cast<std::size_t>(board.cellCount()), MeetingPoint::zobristSeed)
{
    const auto cells = static_cast<std::size_t>(board.cellCount());
    m_boxAt.assign(cells, 0);
    m_reach.assign(cells, 0);
    m_childReach.assign(cells, 0);
}

BackwardSearch::~BackwardSearch()
{
    if (m_control.meeting) {
        m_control.meeting->close(); // its positions go with it: nothing more can be joined
    }
    m_account.release(m_reserved);
}

bool BackwardSearch::computePullDistances()
{
    const std::size_t bytes = PushDistances::bytesFor(m_board, m_targetBoxes.size());
    if (!m_account.reserve(bytes)) {
        return false;
    }
    m_reserved += bytes;
    const std::vector<int> targets(m_targetBoxes.begin(), m_targetBoxes.end());
    m_pullDistances.compute(m_board, targets, PushDistances::Moves::Pulls, nullptr);
    return true;
}

std::int64_t BackwardSearch::matchCost(int target, int cell) const
{
    const std::uint16_t d = m_pullDistances.distance(target, m_board.floorIndex(cell));
    return d == PushDistances::unreachable ? Assignment::infinite : std::int64_t{d};
}

std::int64_t BackwardSearch::matchBoxes()
{
    return m_assignment.solve(
        m_boxCount, m_boxCount,
        [&](int r, int c) { return matchCost(c, m_boxes[static_cast<std::size_t>(r)]); },
        [&](int r) { return int{m_boxes[static_cast<std::size_t>(r)]}; }, 0);
}

bool BackwardSearch::pushOpen(std::uint32_t g, std::uint32_t h, std::uint32_t id)
{
    // Ties of g + weight * h go to fewer pulls left.
    constexpr std::uint32_t hMask = (1u << hBits) - 1;
    const std::uint64_t f = g + std::uint64_t{m_weight} * h;
    return m_open->push(0, (f << hBits) | std::min(h, hMask), id);
}

bool BackwardSearch::isStart(std::uint64_t hash, std::uint16_t player,
                             const std::vector<std::uint16_t> &boxes) const
{
    return hash == m_targetHash && player == m_targetPlayer && boxes == m_targetBoxes;
}

std::size_t BackwardSearch::memoryBytes() const
{
    return m_reserved + (m_store ? m_store->memoryBytes() : 0) +
           (m_open ? m_open->memoryBytes() : 0);
}

int BackwardSearch::reach(int from, std::vector<std::uint32_t> &marks, std::uint32_t stamp)
{
    return floodPlayerArea(m_board, m_boxAt, from, marks, stamp, m_queue);
}

std::uint64_t BackwardSearch::boxHash(const std::uint16_t *boxes) const
{
    std::uint64_t hash = 0;
    for (int i = 0; i < m_boxCount; ++i) {
        hash ^= m_zobrist.box[boxes[i]];
    }
    return hash;
}

std::optional<SolverStatus> BackwardSearch::start(int player, std::vector<int> boxes)
{
    m_boxCount = static_cast<int>(boxes.size());
    if (!applies(m_board, m_boxCount)) {
        return SolverStatus::MemoryLimit; // drops out: it proves nothing on such a level
    }
    std::sort(boxes.begin(), boxes.end());
    m_targetBoxes.assign(boxes.begin(), boxes.end());
    for (const int b : boxes) {
        m_boxAt[static_cast<std::size_t>(b)] = 1;
    }
    m_targetPlayer = static_cast<std::uint16_t>(reach(player, m_reach, ++m_reachStamp));
    for (const int b : boxes) {
        m_boxAt[static_cast<std::size_t>(b)] = 0;
    }
    m_targetHash = boxHash(m_targetBoxes.data()) ^ m_zobrist.player[m_targetPlayer];
    try {
        if (!computePullDistances()) {
            return SolverStatus::MemoryLimit;
        }
        m_store = std::make_unique<PullNodeStore>(m_board, m_boxCount, m_zobrist, m_account);
        m_open = std::make_unique<FeatureQueue>(m_account);
        // The solved position: a box on every goal, the player in any piece of free floor.
        m_boxes.assign(m_board.goals().begin(), m_board.goals().end());
        std::sort(m_boxes.begin(), m_boxes.end());
        for (const auto b : m_boxes) {
            m_boxAt[b] = 1;
        }
        const std::uint64_t hash = boxHash(m_boxes.data());
        const std::uint32_t stamp = ++m_reachStamp;
        Step root = Step::Continue;
        for (const int cell : m_board.floorCells()) {
            if (root == Step::Continue && !m_boxAt[static_cast<std::size_t>(cell)] &&
                m_reach[static_cast<std::size_t>(cell)] != stamp) {
                root = addRoot(reach(cell, m_reach, stamp), hash);
            }
        }
        for (const auto b : m_boxes) {
            m_boxAt[b] = 0;
        }
        if (root != Step::Continue) {
            return root == Step::Solved ? SolverStatus::Solved : SolverStatus::MemoryLimit;
        }
    } catch (const std::bad_alloc &) {
        return SolverStatus::MemoryLimit;
    }
    return std::nullopt;
}

BackwardSearch::Step BackwardSearch::addRoot(int player, std::uint64_t hash)
{
    const auto top = static_cast<std::uint16_t>(player);
    if (isStart(hash ^ m_zobrist.player[top], top, m_boxes)) {
        m_solution.clear();
        return Step::Solved;
    }
    const std::int64_t h = matchBoxes();
    if (h >= Assignment::infinite) {
        return Step::Continue; // no box can reach the start's cells from here
    }
    PullNode node;
    node.player = top;
    const auto rootH = static_cast<std::uint32_t>(h);
    const std::uint32_t id = m_store->insert(node, hash ^ m_zobrist.player[top], m_boxes.data());
    if (id == PullNode::noParent || !pushOpen(0, rootH, id)) {
        return Step::OutOfMemory;
    }
    if (m_control.meeting) {
        (void)m_control.meeting->publish(hash ^ m_zobrist.player[top]);
    }
    m_bestH = std::min(m_bestH, rootH);
    return Step::Continue;
}

std::optional<SolverStatus> BackwardSearch::step(int expansions)
{
    try {
        if (m_control.meeting && joinAtMeeting()) {
            m_bestH = 0;
            return SolverStatus::Solved;
        }
    } catch (const std::bad_alloc &) {
        return SolverStatus::MemoryLimit;
    }
    const auto next = [this]() -> NextPosition {
        if (m_explored >= m_budget) {
            return SolverStatus::MemoryLimit;
        }
        const std::optional<std::uint32_t> id = m_open->pop();
        if (!id) {
            return SolverStatus::Unsolvable;
        }
        ++m_explored;
        return *id;
    };
    const std::optional<SolverStatus> status =
        runExpansions(m_control, expansions, next, [this](std::uint32_t id) { return expand(id); });
    if (status == SolverStatus::Solved) {
        m_bestH = 0;
    }
    return status;
}

BackwardSearch::Step BackwardSearch::expand(std::uint32_t id)
{
    // Each position is queued once, when stored: no need to mark it expanded.
    const PullNode &node = m_store->node(id);
    const std::uint32_t g = node.g;
    const int player = node.player;
    m_boxes.resize(static_cast<std::size_t>(m_boxCount));
    m_store->boxes(id, m_boxes.data());
    for (const auto b : m_boxes) {
        m_boxAt[b] = 1;
    }
    struct Clear
    {
        std::vector<std::uint8_t> &boxAt;
        const std::vector<std::uint16_t> &boxes;
        ~Clear()
        {
            for (const auto b : boxes) {
                boxAt[b] = 0;
            }
        }
    } clear{m_boxAt, m_boxes};
    const std::uint64_t hash = boxHash(m_boxes.data());
    const std::uint32_t stamp = ++m_reachStamp;
    reach(player, m_reach, stamp);
    m_lastDepth = g;
    // The matching is most of an expansion's work: it is solved only once a child turns out new,
    // and each new child's re-solved from it (most children have been seen before).
    bool matched = false;
    auto childBound = [&](int i, int to) {
        if (!matched) {
            const std::int64_t h = matchBoxes();
            m_assignment.save();
            m_lastPriority = g + std::uint64_t{m_weight} * static_cast<std::uint64_t>(h);
            matched = true;
        }
        return m_assignment.resolveRow(i, [&](int c) { return matchCost(c, to); });
    };
    // The pulls first, each child's index slot asked of the memory as it is found, then the
    // look-ups: a slot is a random place in tens of megabytes, and waiting for each in turn was
    // the largest cost after the matching.
    m_pulls.clear();
    for (int i = 0; i < m_boxCount; ++i) {
        const int box = m_boxes[static_cast<std::size_t>(i)];
        for (int d = 0; d < directionCount; ++d) {
            const int to = box + m_board.offset(d);
            const int playerTo = to + m_board.offset(d);
            if (m_reach[static_cast<std::size_t>(to)] != stamp || !m_board.isFloor(playerTo) ||
                m_boxAt[static_cast<std::size_t>(playerTo)]) {
                continue;
            }
            m_boxAt[static_cast<std::size_t>(box)] = 0;
            m_boxAt[static_cast<std::size_t>(to)] = 1;
            const int quick = areaTopAfterMove(m_board, m_boxAt, m_reach, stamp, player, box, to);
            const auto top = static_cast<std::uint16_t>(
                quick >= 0 ? quick : reach(playerTo, m_childReach, ++m_childStamp));
            m_boxAt[static_cast<std::size_t>(to)] = 0;
            m_boxAt[static_cast<std::size_t>(box)] = 1;
            const std::uint64_t childHash = hash ^ m_zobrist.box[static_cast<std::size_t>(box)] ^
                                            m_zobrist.box[static_cast<std::size_t>(to)] ^
                                            m_zobrist.player[top];
            m_store->prefetch(childHash);
            m_pulls.push_back({i, to, top, childHash});
        }
    }
    for (const Pull &pull : m_pulls) {
        const int i = pull.index;
        const int to = pull.to;
        const std::uint16_t top = pull.top;
        const std::uint64_t childHash = pull.hash;
        withBoxMoved(m_boxes, static_cast<std::size_t>(i), to, m_child);
        if (m_store->find(childHash, top, m_child.data()) != PullNode::noParent) {
            continue;
        }
        const std::int64_t childH = childBound(i, to);
        if (childH >= Assignment::infinite) {
            continue;
        }
        const PullNode child{id, static_cast<std::uint16_t>(std::min(g + 1, 0xffffu)), top};
        const std::uint32_t childId = m_store->insert(child, childHash, m_child.data());
        if (childId == PullNode::noParent) {
            return Step::OutOfMemory;
        }
        if (isStart(childHash, top, m_child)) {
            collectSolution(childId);
            return Step::Solved;
        }
        m_bestH = std::min(m_bestH, static_cast<std::uint32_t>(childH));
        if (!pushOpen(g + 1, static_cast<std::uint32_t>(childH), childId)) {
            return Step::OutOfMemory;
        }
        if (m_control.meeting) {
            (void)m_control.meeting->publish(childHash);
        }
    }
    return Step::Continue;
}

bool BackwardSearch::joinAtMeeting()
{
    std::optional<Meeting> meeting = m_control.meeting->take();
    if (!meeting || !m_store || meeting->boxes.size() != static_cast<std::size_t>(m_boxCount)) {
        return false;
    }
    const std::uint32_t id = m_store->find(meeting->hash, meeting->player, meeting->boxes.data());
    if (id == PullNode::noParent) {
        return false; // another position with the same key in the table
    }
    m_solution = std::move(meeting->fromStart);
    const std::vector<BoxMove> toSolved = movesAlongParents(m_board, *m_store, id, true);
    m_solution.insert(m_solution.end(), toSolved.begin(), toSolved.end());
    m_control.meeting->countMet();
    return true;
}

void BackwardSearch::collectSolution(std::uint32_t id)
{
    // From the start back up to the solved position: each pull, undone, is a push forward.
    m_solution = movesAlongParents(m_board, *m_store, id, true);
}

} // namespace tessera::sokoban::solver
