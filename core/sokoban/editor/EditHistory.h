// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"

#include <cstdint>
#include <vector>

namespace tessera::sokoban {

// The undo and redo history of a level's grid, without limit. A step that keeps the size
// stores only the cells it changed (a paint stroke over a 128x128 board costs what it touched);
// a step that changes the size stores both grids. Metadata (title, author) is not part of it.
//
// Every state of the grid has a revision number: the editor compares it with the revision last
// saved to know whether there are unsaved changes, also after undoing back to a saved state.
class EditHistory
{
public:
    // Records the change from `before` to `after` as one step, after the current one (redo
    // steps are dropped). Nothing when the grids are equal; returns whether a step was added.
    bool record(const Level &before, const Level &after);

    bool canUndo() const { return m_position > 0; }
    bool canRedo() const { return m_position < m_steps.size(); }
    // Applies the step back (or again) to `level`'s grid. False when there is none.
    bool undo(Level &level);
    bool redo(Level &level);

    // Forgets every step (a new level was opened); the revision becomes a fresh one.
    void clear();

    std::uint64_t revision() const;
    std::size_t undoCount() const { return m_position; }
    std::size_t redoCount() const { return m_steps.size() - m_position; }
    // The cells the steps hold in all, undone ones too: a changed cell counts once, a step that
    // resizes both grids. What the history costs, whatever the level's size.
    std::size_t storedCells() const;

private:
    struct CellChange
    {
        int index = 0;
        Cell before;
        Cell after;
    };
    struct Grid
    {
        int width = 0;
        int height = 0;
        std::vector<Cell> cells;
    };
    struct Step
    {
        std::uint64_t revision = 0; // of the state after the step
        bool resizes = false;
        std::vector<CellChange> changes; // when the size stays
        Grid before, after;              // when it changes
    };

    std::vector<Step> m_steps;
    std::size_t m_position = 0; // steps applied
    std::uint64_t m_baseRevision = 0;
    std::uint64_t m_nextRevision = 1;
};

} // namespace tessera::sokoban
