// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ReachPastBoxes.h"

#include <cstddef>

namespace tessera::sokoban {

std::vector<unsigned char> reachPastBoxes(const Level &level, int x, int y, PastEmptyOutside past)
{
    std::vector<unsigned char> reached(level.cells.size(), 0);
    std::vector<int> stack{level.index(x, y)};
    reached[static_cast<std::size_t>(stack.back())] = 1;
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        const int cx = i % level.width;
        const int cy = i / level.width;
        if (past == PastEmptyOutside::Stop && isEmptyOutside(level.at(cx, cy)))
            continue;
        const int nx[4] = {cx - 1, cx + 1, cx, cx};
        const int ny[4] = {cy, cy, cy - 1, cy + 1};
        for (int k = 0; k < 4; ++k) {
            if (!level.contains(nx[k], ny[k]))
                continue;
            const int j = level.index(nx[k], ny[k]);
            if (reached[static_cast<std::size_t>(j)] ||
                level.at(nx[k], ny[k]).terrain == Terrain::Wall)
                continue;
            reached[static_cast<std::size_t>(j)] = 1;
            stack.push_back(j);
        }
    }
    return reached;
}

} // namespace tessera::sokoban
