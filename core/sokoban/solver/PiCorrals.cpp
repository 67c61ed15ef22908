// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "PiCorrals.h"

#include <limits>

namespace tessera::sokoban::solver {

namespace {
constexpr int maxCorralMerges = 64;
constexpr std::size_t maxCorralDeadlockBoxes = 12;
} // namespace

PiCorrals::PiCorrals(const Board &board)
    : m_board(board), m_compMark(static_cast<std::size_t>(board.cellCount()), 0),
      m_compId(static_cast<std::size_t>(board.cellCount()), 0),
      m_boxMark(static_cast<std::size_t>(board.cellCount()), 0),
      m_allowed(static_cast<std::size_t>(board.cellCount()), 0)
{}

PiCorrals::Verdict PiCorrals::analyse(const std::uint8_t *boxAt,
                                      const std::vector<std::uint32_t> &reach,
                                      std::uint32_t reachStamp, int player,
                                      CorralDeadlock *fencedCorrals)
{
    auto reached = [&](int c) { return reach[static_cast<std::size_t>(c)] == reachStamp; };
    ++m_compStamp;
    m_compCells.clear();
    m_compStart.clear();
    for (const int c : m_board.floorCells()) {
        const auto ci = static_cast<std::size_t>(c);
        if (boxAt[ci] || reached(c) || m_compMark[ci] == m_compStamp) {
            continue;
        }
        const int k = static_cast<int>(m_compStart.size());
        m_compStart.push_back(static_cast<int>(m_compCells.size()));
        m_compMark[ci] = m_compStamp;
        m_compId[ci] = k;
        m_compCells.push_back(c);
        for (std::size_t head = m_compCells.size() - 1; head < m_compCells.size(); ++head) {
            const int cell = m_compCells[head];
            for (int d = 0; d < directionCount; ++d) {
                const int n = cell + m_board.offset(d);
                const auto ni = static_cast<std::size_t>(n);
                if (m_board.isFloor(n) && !boxAt[ni] && !reached(n) &&
                    m_compMark[ni] != m_compStamp) {
                    m_compMark[ni] = m_compStamp;
                    m_compId[ni] = k;
                    m_compCells.push_back(n);
                }
            }
        }
    }
    const int components = static_cast<int>(m_compStart.size());
    if (components == 0) {
        return Verdict::None;
    }
    m_compStart.push_back(static_cast<int>(m_compCells.size()));
    m_compParent.resize(static_cast<std::size_t>(components));
    for (int k = 0; k < components; ++k) {
        m_compParent[static_cast<std::size_t>(k)] = k;
    }
    auto find = [&](int k) {
        while (m_compParent[static_cast<std::size_t>(k)] != k) {
            auto &p = m_compParent[static_cast<std::size_t>(k)];
            p = m_compParent[static_cast<std::size_t>(p)];
            k = p;
        }
        return k;
    };

    // Evaluates the corral whose root is r: the number of pushes into it (>= 0) when it is an
    // unfinished PI-corral, -1 when it is not one, -2 - k when it must first merge with k.
    bool unfinished = false; // of the corral evaluated last
    auto evaluate = [&](int r) -> int {
        ++m_boxStamp;
        m_fence.clear();
        unfinished = false;
        for (int k = 0; k < components; ++k) {
            if (find(k) != r) {
                continue;
            }
            for (int j = m_compStart[static_cast<std::size_t>(k)];
                 j < m_compStart[static_cast<std::size_t>(k) + 1]; ++j) {
                const int c = m_compCells[static_cast<std::size_t>(j)];
                unfinished = unfinished || m_board.isGoal(c);
                for (int d = 0; d < directionCount; ++d) {
                    const int n = c + m_board.offset(d);
                    const auto ni = static_cast<std::size_t>(n);
                    if (boxAt[ni] && m_boxMark[ni] != m_boxStamp) {
                        m_boxMark[ni] = m_boxStamp;
                        m_fence.push_back(n);
                        unfinished = unfinished || !m_board.isGoal(n);
                    }
                }
            }
        }
        auto inside = [&](int c) {
            const auto ci = static_cast<std::size_t>(c);
            return !boxAt[ci] && m_compMark[ci] == m_compStamp && find(m_compId[ci]) == r;
        };
        auto corralBox = [&](int c) {
            const auto ci = static_cast<std::size_t>(c);
            return boxAt[ci] && m_boxMark[ci] == m_boxStamp;
        };
        int pushes = 0;
        for (const int box : m_fence) {
            for (int d = 0; d < directionCount; ++d) {
                const int from = box - m_board.offset(d);
                const int dest = box + m_board.offset(d);
                if (m_board.isWall(from) || m_board.isWall(dest) || m_board.isDeadSquare(dest)) {
                    continue; // never possible, or never part of a solution
                }
                if (corralBox(from) || inside(from) || corralBox(dest)) {
                    continue; // needs another push of this corral first
                }
                if (boxAt[static_cast<std::size_t>(dest)] || reached(dest)) {
                    return -1; // one day this box could leave the corral
                }
                if (!inside(dest)) {
                    return -2 - find(m_compId[static_cast<std::size_t>(dest)]);
                }
                if (!reached(from)) {
                    return -1; // a push into the corral the player cannot make yet
                }
                ++pushes;
            }
        }
        return unfinished ? pushes : -1;
    };

    std::vector<int> &pending = m_pending;
    pending.clear();
    for (int k = 0; k < components; ++k) {
        pending.push_back(k);
    }
    std::vector<int> &verdict = m_verdicts;
    verdict.assign(static_cast<std::size_t>(components), -1);
    m_unfinished.assign(static_cast<std::size_t>(components), 0);
    int merges = 0;
    while (!pending.empty()) {
        const int r = pending.back();
        pending.pop_back();
        if (find(r) != r) {
            continue;
        }
        const int v = evaluate(r);
        if (v <= -2) {
            if (++merges > maxCorralMerges) {
                verdict[static_cast<std::size_t>(r)] = -1;
                continue;
            }
            const int other = -2 - v;
            m_compParent[static_cast<std::size_t>(other)] = r;
            pending.push_back(r);
            continue;
        }
        verdict[static_cast<std::size_t>(r)] = v;
        m_unfinished[static_cast<std::size_t>(r)] = unfinished ? 1 : 0;
    }
    int best = -1;
    int bestPushes = std::numeric_limits<int>::max();
    for (int k = 0; k < components; ++k) {
        const int v = verdict[static_cast<std::size_t>(k)];
        if (find(k) == k && v >= 0 && v < bestPushes) {
            best = k;
            bestPushes = v;
        }
    }
    if (best >= 0 && bestPushes == 0) {
        return Verdict::Deadlock;
    }
    if (fencedCorrals) {
        // Unfinished corrals that are not PI may still be fenced for good: a small search on
        // their fence alone tells (CorralDeadlock). A couple per position at most.
        int tested = 0;
        for (int k = 0; k < components && tested < 2; ++k) {
            if (find(k) != k || verdict[static_cast<std::size_t>(k)] != -1 ||
                !m_unfinished[static_cast<std::size_t>(k)]) {
                continue;
            }
            evaluate(k);
            std::vector<int> &kept = m_kept;
            kept.assign(m_fence.begin(), m_fence.end());
            for (const int box : m_fence) {
                for (int d = 0; d < directionCount; ++d) {
                    const int n = box + m_board.offset(d);
                    const auto ni = static_cast<std::size_t>(n);
                    if (boxAt[ni] && m_boxMark[ni] != m_boxStamp) {
                        m_boxMark[ni] = m_boxStamp;
                        kept.push_back(n);
                    }
                }
            }
            if (kept.size() > maxCorralDeadlockBoxes) {
                continue;
            }
            m_region.clear();
            for (int j = 0; j < components; ++j) {
                if (find(j) == k) {
                    m_region.insert(m_region.end(),
                                    m_compCells.begin() + m_compStart[static_cast<std::size_t>(j)],
                                    m_compCells.begin() +
                                        m_compStart[static_cast<std::size_t>(j) + 1]);
                }
            }
            ++tested;
            if (fencedCorrals->isDeadlock(kept, player, m_region)) {
                return Verdict::Deadlock;
            }
        }
    }
    if (best < 0) {
        return Verdict::None;
    }
    evaluate(best);
    ++m_allowedStamp;
    for (const int box : m_fence) {
        m_allowed[static_cast<std::size_t>(box)] = m_allowedStamp;
    }
    return Verdict::Restrict;
}

} // namespace tessera::sokoban::solver
