// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FeatureSpace.h"

namespace tessera::sokoban::solver {

FeatureSpace::FeatureSpace(const Board &board, const PackingOrder &order)
    : m_board(board), m_order(order), m_mark(static_cast<std::size_t>(board.cellCount()), 0)
{
    m_queue.reserve(static_cast<std::size_t>(board.cellCount()));
}

FeatureCell FeatureSpace::measure(const std::uint8_t *boxAt)
{
    FeatureCell cell;
    const std::vector<int> &order = m_order.order();
    int lastFilled = -1;
    for (int i = 0; i < static_cast<int>(order.size()); ++i) {
        if (boxAt[order[static_cast<std::size_t>(i)]]) {
            ++cell.packed;
            lastFilled = i;
        }
    }
    // Goals the analysis could not place have no order among themselves.
    for (int i = m_order.unplaced(); i < lastFilled; ++i) {
        if (!boxAt[order[static_cast<std::size_t>(i)]]) {
            ++cell.outOfPlan;
        }
    }
    ++m_stamp;
    for (const int start : m_board.floorCells()) {
        const auto s = static_cast<std::size_t>(start);
        if (boxAt[s] || m_mark[s] == m_stamp) {
            continue;
        }
        ++cell.regions;
        m_mark[s] = m_stamp;
        m_queue.assign(1, start);
        for (std::size_t head = 0; head < m_queue.size(); ++head) {
            for (int d = 0; d < directionCount; ++d) {
                const int n = m_queue[head] + m_board.offset(d);
                const auto ni = static_cast<std::size_t>(n);
                if (m_board.isFloor(n) && !boxAt[ni] && m_mark[ni] != m_stamp) {
                    m_mark[ni] = m_stamp;
                    m_queue.push_back(n);
                }
            }
        }
    }
    return cell;
}

} // namespace tessera::sokoban::solver
