// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "EditHistory.h"

#include <cstddef>
#include <utility>

namespace tessera::sokoban {

bool EditHistory::record(const Level &before, const Level &after)
{
    if (before.width == after.width && before.height == after.height && before.cells == after.cells)
        return false;
    Step step;
    step.revision = m_nextRevision++;
    if (before.width == after.width && before.height == after.height &&
        before.cells.size() == after.cells.size()) {
        for (std::size_t i = 0; i < before.cells.size(); ++i)
            if (before.cells[i] != after.cells[i])
                step.changes.push_back({static_cast<int>(i), before.cells[i], after.cells[i]});
    } else {
        step.resizes = true;
        step.before = {before.width, before.height, before.cells};
        step.after = {after.width, after.height, after.cells};
    }
    m_steps.resize(m_position);
    m_steps.push_back(std::move(step));
    m_position = m_steps.size();
    return true;
}

bool EditHistory::undo(Level &level)
{
    if (!canUndo())
        return false;
    const Step &step = m_steps[--m_position];
    if (step.resizes) {
        level.width = step.before.width;
        level.height = step.before.height;
        level.cells = step.before.cells;
    } else {
        for (const CellChange &c : step.changes)
            level.cells[static_cast<std::size_t>(c.index)] = c.before;
    }
    return true;
}

bool EditHistory::redo(Level &level)
{
    if (!canRedo())
        return false;
    const Step &step = m_steps[m_position++];
    if (step.resizes) {
        level.width = step.after.width;
        level.height = step.after.height;
        level.cells = step.after.cells;
    } else {
        for (const CellChange &c : step.changes)
            level.cells[static_cast<std::size_t>(c.index)] = c.after;
    }
    return true;
}

void EditHistory::clear()
{
    m_steps.clear();
    m_position = 0;
    m_baseRevision = m_nextRevision++;
}

std::size_t EditHistory::storedCells() const
{
    std::size_t cells = 0;
    for (const Step &step : m_steps)
        cells +=
            step.resizes ? step.before.cells.size() + step.after.cells.size() : step.changes.size();
    return cells;
}

std::uint64_t EditHistory::revision() const
{
    return m_position == 0 ? m_baseRevision : m_steps[m_position - 1].revision;
}

} // namespace tessera::sokoban
