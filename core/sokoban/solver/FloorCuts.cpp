// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FloorCuts.h"

#include <algorithm>

namespace tessera::sokoban::solver {

void FloorCuts::compute(const std::uint8_t *boxAt, int lifted)
{
    // Depth first over the free floor, with Tarjan's low points: a cell's DFS children whose
    // subtree reaches no higher than the cell itself are cut off by a box there, and so is the
    // rest above it.
    const auto free = [&](int c) { return c == lifted || !boxAt[static_cast<std::size_t>(c)]; };
    const auto cells = static_cast<std::size_t>(m_board.cellCount());
    m_discovered.assign(cells, 0);
    m_low.assign(cells, 0);
    m_end.assign(cells, 0);
    m_parent.assign(cells, -1);
    m_smallest.assign(cells, -1);
    m_root.assign(cells, -1);
    m_parts.assign(cells, 0);
    m_pieces = 0;
    std::uint32_t time = 0;
    for (const int root : m_board.floorCells()) {
        if (!free(root) || m_discovered[static_cast<std::size_t>(root)] != 0) {
            continue;
        }
        // Floor cells are taken in order, so a piece's root is its smallest cell.
        ++m_pieces;
        m_discovered[static_cast<std::size_t>(root)] = m_low[static_cast<std::size_t>(root)] =
            ++time;
        m_smallest[static_cast<std::size_t>(root)] = m_root[static_cast<std::size_t>(root)] = root;
        m_dfs.assign(1, {root, -1, 0});
        while (!m_dfs.empty()) {
            DfsFrame &top = m_dfs.back();
            const int v = top.cell;
            const auto vi = static_cast<std::size_t>(v);
            if (top.direction < directionCount) {
                const int n = v + m_board.offset(top.direction++);
                if (!m_board.isFloor(n) || !free(n)) {
                    continue;
                }
                const auto ni = static_cast<std::size_t>(n);
                if (m_discovered[ni] == 0) {
                    m_discovered[ni] = m_low[ni] = ++time;
                    m_parent[ni] = v;
                    m_smallest[ni] = n;
                    m_root[ni] = root;
                    m_dfs.push_back({n, v, 0});
                } else if (n != top.parent) {
                    m_low[vi] = std::min(m_low[vi], m_discovered[ni]);
                }
                continue;
            }
            const int parent = top.parent;
            m_dfs.pop_back();
            m_end[vi] = time; // its subtree is what was discovered since
            if (parent < 0) {
                continue; // the root: its parts are its DFS children, counted below
            }
            const auto pi = static_cast<std::size_t>(parent);
            m_low[pi] = std::min(m_low[pi], m_low[vi]);
            m_smallest[pi] = std::min(m_smallest[pi], m_smallest[vi]);
            if (m_low[vi] >= m_discovered[pi]) {
                ++m_parts[pi];
            }
            // Every cell but the root leaves the part above it too.
            ++m_parts[vi];
        }
    }
}

int FloorCuts::partOf(int cell, int n) const
{
    const auto ci = static_cast<std::size_t>(cell);
    const auto ni = static_cast<std::size_t>(n);
    int child = -1;
    if (m_parent[ni] == cell) {
        child = n;
    } else if (m_discovered[ni] > m_discovered[ci]) {
        // Below `cell` by a back edge: in the subtree of one of its DFS children.
        for (int d = 0; d < directionCount; ++d) {
            const int k = cell + m_board.offset(d);
            const auto ki = static_cast<std::size_t>(k);
            if (m_board.isFloor(k) && m_parent[ki] == cell &&
                m_discovered[ki] <= m_discovered[ni] && m_discovered[ni] <= m_end[ki]) {
                child = k;
                break;
            }
        }
    }
    // A child subtree whose low point is below `cell` is joined to the rest above it.
    return child >= 0 && m_low[static_cast<std::size_t>(child)] >= m_discovered[ci] ? child : -1;
}

unsigned FloorCuts::sidesReached(int cell, int side) const
{
    const int part = partOf(cell, cell + m_board.offset(side));
    unsigned sides = 0;
    for (int d = 0; d < directionCount; ++d) {
        const int n = cell + m_board.offset(d);
        if (m_board.isFloor(n) && m_discovered[static_cast<std::size_t>(n)] != 0 &&
            partOf(cell, n) == part) {
            sides |= 1u << d;
        }
    }
    return sides;
}

int FloorCuts::areaTop(int cell, int side) const
{
    const int n = cell + m_board.offset(side);
    const int part = partOf(cell, n);
    // A part cut off below `cell` is one DFS subtree; the rest of the piece holds its root
    // (`cell` is never the root there: all of a root's subtrees are cut off by it).
    return part >= 0 ? m_smallest[static_cast<std::size_t>(part)]
                     : m_root[static_cast<std::size_t>(n)];
}

} // namespace tessera::sokoban::solver
