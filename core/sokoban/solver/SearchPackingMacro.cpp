// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Search.h"

#include <algorithm>

namespace tessera::sokoban::solver {

// The packing macro of a feature search (FESS's packing advisor): besides its single pushes, a
// position gets the child in which the box nearest to the next empty goal of the packing order
// has been pushed all the way onto it, when it can get there without moving another box. The
// search still has every single push, so it stays complete; it reaches packing progress in one
// step instead of one push per expansion, each in a different feature cell. The same path search
// makes a feature search's box moves (SolverOptions::featureBoxMoves), which the packing macro
// is then one of.

namespace {

// Pushes a path may take beyond the lone box's distance: room for a detour round other boxes,
// while the search stays small.
constexpr std::uint32_t detourPushes = 8;

// Empty goals of the order tried, the first first, until a box can be packed into one. The
// next goal may be blocked for now while the one after is not (XSokoban, 5 s of CPU each: one
// goal solved 40 levels, two 41, four 38; a detour of 4 or 8 pushes 40, none 38, 30 37).
constexpr int goalsTried = 2;

} // namespace

Search::Step Search::packingMacro(std::uint32_t id, const Node &node, std::uint64_t boxHash)
{
    int tried = 0;
    for (const int goal : m_packing->order()) {
        if (m_boxAt[static_cast<std::size_t>(goal)]) {
            continue;
        }
        bool made = false;
        const Step step = packInto(goal, id, node, boxHash, made);
        if (made || step != Step::Continue || ++tried >= goalsTried) {
            return step;
        }
    }
    return Step::Continue;
}

Search::Step Search::packInto(int target, std::uint32_t id, const Node &node, std::uint64_t boxHash,
                              bool &made)
{
    const std::uint16_t *distance = m_distances.row(m_goalIndex[static_cast<std::size_t>(target)]);
    m_macroBoxes.clear();
    for (int i = 0; i < m_boxCount; ++i) {
        const int b = m_current[static_cast<std::size_t>(i)];
        const std::uint16_t pushes = distance[m_board.floorIndex(b)];
        // Boxes on goals stay: the macro packs, it does not unpack. One push the ordinary
        // children make already.
        if (!m_board.isGoal(b) && pushes != PushDistances::unreachable && pushes > 1) {
            m_macroBoxes.emplace_back(pushes, i);
        }
    }
    const auto candidates =
        std::min(m_macroBoxes.size(), static_cast<std::size_t>(m_options.packingMacroBoxes));
    std::partial_sort(m_macroBoxes.begin(),
                      m_macroBoxes.begin() + static_cast<std::ptrdiff_t>(candidates),
                      m_macroBoxes.end());
    for (std::size_t k = 0; k < candidates; ++k) {
        const int i = m_macroBoxes[k].second;
        const int b = m_current[static_cast<std::size_t>(i)];
        LiftedBox lifted{m_boxAt, b};
        m_boxAt[static_cast<std::size_t>(b)] = 0;
        int lastDirection = 0;
        const std::uint32_t pushes =
            pushPath(b, target, distance, m_macroBoxes[k].first + detourPushes, lastDirection);
        if (pushes == 0) {
            continue;
        }
        lifted.to = target;
        m_boxAt[static_cast<std::size_t>(target)] = 1;
        made = true;
        return addChild(id, node, boxHash, i, b, target, lastDirection, pushes);
    }
    return Step::Continue;
}

Search::Step Search::boxMoves(std::uint32_t id, const Node &node, std::uint64_t boxHash, int index)
{
    const int box = m_current[static_cast<std::size_t>(index)];
    LiftedBox lifted{m_boxAt, box};
    m_boxAt[static_cast<std::size_t>(box)] = 0;
    startPushPaths(box);
    const std::size_t starts = m_pathQueue.size();
    int unusedDirection = 0; // no target: the search only fills the queue
    // Every place the box reaches asks which of its sides the player can walk between: a
    // flood each took a quarter of the first feature search's time on XSokoban 42, where one
    // depth-first search of the floor without the box answers them all (sidesReached()).
    m_boxCutsOf = box;
    m_boxCutsMade = false;
    (void)searchPushPath(-1, -1, nullptr, 0, unusedDirection);
    m_boxCutsOf = -1;
    // Every state the box reached after the start is a child. addChild() leaves m_pathQueue
    // alone (its floods use m_queue), so the queue is read as it stands. The player's place
    // comes from the same cuts (a flood of each child's floor was an eighth of the first feature
    // search's time), and with it the child's hash, so that its slot in the store's index is
    // asked of the memory a few children ahead of its look-up.
    const auto playerTop = [&](std::size_t k) {
        const int state = m_pathQueue[k].first;
        return m_boxCuts.areaTop(state / directionCount, state % directionCount);
    };
    const auto prefetch = [&](std::size_t k) {
        const int to = m_pathQueue[k].first / directionCount;
        m_store->prefetch(boxHash ^ m_zobrist.box[static_cast<std::size_t>(box)] ^
                          m_zobrist.box[static_cast<std::size_t>(to)] ^
                          m_zobrist.player[static_cast<std::size_t>(playerTop(k))]);
    };
    constexpr std::size_t ahead = 4;
    for (std::size_t k = starts; k < std::min(m_pathQueue.size(), starts + ahead); ++k) {
        prefetch(k);
    }
    for (std::size_t k = starts; k < m_pathQueue.size(); ++k) {
        if (k + ahead < m_pathQueue.size()) {
            prefetch(k + ahead);
        }
        const auto [state, pushes] = m_pathQueue[k];
        const int to = state / directionCount;
        if (to == box) {
            // Back where it was, the player moved round: not a box move the solution's
            // writer can tell from its boxes (nor, mostly, a useful one).
            continue;
        }
        const int lastDirection = oppositeDirection(state % directionCount);
        m_boxAt[static_cast<std::size_t>(to)] = 1;
        const Step step =
            addChild(id, node, boxHash, index, box, to, lastDirection, pushes, playerTop(k));
        m_boxAt[static_cast<std::size_t>(to)] = 0;
        if (step != Step::Continue) {
            return step;
        }
    }
    return Step::Continue;
}

void Search::startPushPaths(int box)
{
    ++m_stateStamp;
    m_pathQueue.clear();
    for (int s = 0; s < directionCount; ++s) {
        const int side = box + m_board.offset(s);
        if (m_board.isFloor(side) && reached(side)) {
            m_pathQueue.push_back({box * directionCount + s, 0});
            m_stateMark[static_cast<std::size_t>(box * directionCount + s)] = m_stateStamp;
        }
    }
}

std::uint32_t Search::pushPath(int box, int target, const std::uint16_t *distance,
                               std::uint32_t limit, int &lastDirection)
{
    startPushPaths(box);
    // Kept to paths no longer than `limit` by the lone box's distances.
    return searchPushPath(target, -1, distance, limit, lastDirection);
}

std::uint32_t Search::searchPushPath(int target, int room, const std::uint16_t *distance,
                                     std::uint32_t limit, int &lastDirection)
{
    auto allowed = [&](int cell, std::uint32_t pushes) {
        if (room >= 0 && m_rooms->roomOf(cell) != room) {
            return false;
        }
        if (!distance) {
            return true;
        }
        const std::uint16_t left = distance[m_board.floorIndex(cell)];
        return left != PushDistances::unreachable && pushes + left <= limit;
    };
    for (std::size_t head = 0; head < m_pathQueue.size(); ++head) {
        const int c = m_pathQueue[head].first / directionCount;
        const int s = m_pathQueue[head].first % directionCount;
        const std::uint32_t pushes = m_pathQueue[head].second;
        const unsigned sides = sidesReached(c, s);
        // The other sides of the box the player reaches are the same state: not flooded again.
        for (int t = 0; t < directionCount; ++t) {
            if ((sides >> t) & 1u) {
                m_stateMark[static_cast<std::size_t>(c * directionCount + t)] = m_stateStamp;
            }
        }
        for (int e = 0; e < directionCount; ++e) {
            const int to = c + m_board.offset(e);
            // The player pushes from the side opposite e.
            if (((sides >> oppositeDirection(e)) & 1u) == 0 || !m_board.isFloor(to) ||
                m_boxAt[static_cast<std::size_t>(to)] || m_board.isDeadSquare(to) ||
                !allowed(to, pushes + 1)) {
                continue;
            }
            if (to == target) {
                lastDirection = e;
                return pushes + 1;
            }
            const auto state = static_cast<std::size_t>(to * directionCount + oppositeDirection(e));
            if (m_stateMark[state] != m_stateStamp) {
                m_stateMark[state] = m_stateStamp;
                m_pathQueue.push_back({static_cast<int>(state), pushes + 1});
            }
        }
    }
    return 0;
}

} // namespace tessera::sokoban::solver
