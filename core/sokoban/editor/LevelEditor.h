// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"
#include "sokoban/LevelProblem.h"
#include "sokoban/editor/EditHistory.h"
#include "sokoban/editor/EditorTool.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tessera::sokoban {

// The level being edited: its grid and metadata, the edits a designer makes to it and their
// history (every change of the grid is one undoable step; a paint stroke, begun with
// beginStroke() and ended with endStroke(), is one step however many cells it painted), and
// whether it changed since it was last saved. Validation is the level reader's (validateLevel).
class LevelEditor
{
public:
    // An empty 10x8 level (floor enclosed by walls).
    LevelEditor();
    explicit LevelEditor(Level level);

    const Level &level() const { return m_level; }

    // Starts editing another level: the history is cleared and it counts as saved.
    void open(Level level);
    // open() on blankLevel(width, height); false (nothing changes) outside 3..128.
    bool openBlank(int width, int height);
    // Replaces the grid (a paste) as one undoable step; title and author are taken when the
    // new level has them.
    bool replace(const Level &level);

    // Paints (x, y) with `tool`; the player tools move the one player there. Inside a stroke the
    // cell joins the stroke's step, else it is a step of its own. False when nothing changed
    // (off the board, or the cell already is what the tool paints).
    bool paint(int x, int y, EditorTool tool);
    // Paints every cell on the straight line from a to b (a fast drag skips cells between two
    // pointer positions; the line fills them in). One step, or part of the stroke.
    bool paintLine(CellCoord a, CellCoord b, EditorTool tool);
    void beginStroke();
    // Ends the stroke; true when it changed anything (one history step).
    bool endStroke();
    bool inStroke() const { return m_inStroke; }

    // The rectangle with corners a and b (inclusive, any order, clipped to the board), filled
    // or only its border. The player tools place the player at `b` only.
    bool fillRectangle(CellCoord a, CellCoord b, EditorTool tool);
    bool outlineRectangle(CellCoord a, CellCoord b, EditorTool tool);

    // See LevelTransforms.h; each is one step, false when it did not apply.
    bool resize(int left, int top, int right, int bottom);
    bool trim();
    bool rotate(bool clockwise);
    bool mirror(bool horizontally);
    bool normalise();

    bool canUndo() const { return m_history.canUndo(); }
    bool canRedo() const { return m_history.canRedo(); }
    bool undo();
    bool redo();

    void setTitle(const std::string &title);
    void setAuthor(const std::string &author);

    // Changed since open() or the last markSaved() (undoing back to that state counts as not
    // changed, unless title or author changed).
    bool modified() const;
    void markSaved();

    // validateLevel() of the level as it is.
    std::vector<LevelProblem> problems() const;
    int boxCount() const;
    int goalCount() const;

private:
    // Records the change from `before` as one step (or into the stroke).
    bool commit(const Level &before);
    bool paintCell(int x, int y, EditorTool tool);
    bool paintRectangle(CellCoord a, CellCoord b, EditorTool tool, bool outlineOnly);
    bool applyTransform(const Level &next);

    Level m_level;
    EditHistory m_history;
    bool m_inStroke = false;
    Level m_strokeStart;
    std::uint64_t m_savedRevision = 0;
    bool m_metadataChanged = false;
};

} // namespace tessera::sokoban
