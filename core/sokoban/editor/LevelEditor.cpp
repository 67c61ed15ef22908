// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelEditor.h"

#include "sokoban/LevelValidator.h"
#include "sokoban/editor/LevelTransforms.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace tessera::sokoban {

LevelEditor::LevelEditor() : LevelEditor(*blankLevel(10, 8)) {}

LevelEditor::LevelEditor(Level level)
{
    open(std::move(level));
}

void LevelEditor::open(Level level)
{
    if (level.cells.size() != static_cast<std::size_t>(std::max(0, level.width)) *
                                  static_cast<std::size_t>(std::max(0, level.height)) ||
        level.width <= 0 || level.height <= 0) {
        // Nothing to edit in a board without cells: start from a small empty room instead.
        Level blank = *blankLevel(minNewLevelSize + 2, minNewLevelSize + 2);
        blank.title = level.title;
        blank.author = level.author;
        blank.comment = level.comment;
        blank.metadata = level.metadata;
        level = std::move(blank);
    }
    m_level = std::move(level);
    m_history.clear();
    m_inStroke = false;
    m_savedRevision = m_history.revision();
    m_metadataChanged = false;
}

bool LevelEditor::openBlank(int width, int height)
{
    std::optional<Level> level = blankLevel(width, height);
    if (!level)
        return false;
    open(std::move(*level));
    return true;
}

bool LevelEditor::replace(const Level &level)
{
    if (level.width <= 0 || level.height <= 0 || level.width > Level::maxSize ||
        level.height > Level::maxSize ||
        level.cells.size() != static_cast<std::size_t>(level.width) * level.height)
        return false;
    endStroke();
    const Level before = m_level;
    m_level.width = level.width;
    m_level.height = level.height;
    m_level.cells = level.cells;
    if (!level.title.empty())
        setTitle(level.title);
    if (!level.author.empty())
        setAuthor(level.author);
    return commit(before);
}

bool LevelEditor::paintCell(int x, int y, EditorTool tool)
{
    if (!m_level.contains(x, y))
        return false;
    const Cell target = tool == EditorTool::Erase ? erasedCell(m_level, x, y) : cellFor(tool);
    bool changed = false;
    if (placesPlayer(tool)) {
        for (int i = 0; i < static_cast<int>(m_level.cells.size()); ++i) {
            Cell &c = m_level.cells[static_cast<std::size_t>(i)];
            if (c.player && i != m_level.index(x, y)) {
                c.player = false;
                changed = true;
            }
        }
    }
    Cell &c = m_level.at(x, y);
    if (c != target) {
        c = target;
        changed = true;
    }
    return changed;
}

bool LevelEditor::paint(int x, int y, EditorTool tool)
{
    if (m_inStroke)
        return paintCell(x, y, tool);
    const Level before = m_level;
    if (!paintCell(x, y, tool))
        return false;
    return commit(before);
}

bool LevelEditor::paintLine(CellCoord a, CellCoord b, EditorTool tool)
{
    const Level before = m_inStroke ? Level() : m_level;
    bool changed = false;
    // A 4-connected line (no diagonal steps), so a wall drawn with a quick drag stays closed.
    int x = a.x, y = a.y;
    const int dx = std::abs(b.x - a.x), dy = std::abs(b.y - a.y);
    const int sx = a.x < b.x ? 1 : -1, sy = a.y < b.y ? 1 : -1;
    int err = dx - dy;
    changed = paintCell(x, y, tool);
    for (int step = 0; step < dx + dy; ++step) {
        const bool alongX = y == b.y || (x != b.x && std::abs(err - dy) < std::abs(err + dx));
        if (alongX) {
            err -= dy;
            x += sx;
        } else {
            err += dx;
            y += sy;
        }
        changed = paintCell(x, y, tool) || changed;
    }
    if (m_inStroke || !changed)
        return changed;
    return commit(before);
}

void LevelEditor::beginStroke()
{
    if (m_inStroke)
        return;
    m_inStroke = true;
    m_strokeStart = m_level;
}

bool LevelEditor::endStroke()
{
    if (!m_inStroke)
        return false;
    m_inStroke = false;
    const bool changed = m_history.record(m_strokeStart, m_level);
    m_strokeStart = Level();
    return changed;
}

bool LevelEditor::commit(const Level &before)
{
    if (m_inStroke)
        return before.cells != m_level.cells || before.width != m_level.width;
    return m_history.record(before, m_level);
}

namespace {

struct Rect
{
    int x0, y0, x1, y1;
};

Rect normalisedRect(CellCoord a, CellCoord b, const Level &level)
{
    Rect r{std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)};
    r.x0 = std::max(r.x0, 0);
    r.y0 = std::max(r.y0, 0);
    r.x1 = std::min(r.x1, level.width - 1);
    r.y1 = std::min(r.y1, level.height - 1);
    return r;
}

} // namespace

bool LevelEditor::fillRectangle(CellCoord a, CellCoord b, EditorTool tool)
{
    return paintRectangle(a, b, tool, false);
}

bool LevelEditor::outlineRectangle(CellCoord a, CellCoord b, EditorTool tool)
{
    return paintRectangle(a, b, tool, true);
}

bool LevelEditor::paintRectangle(CellCoord a, CellCoord b, EditorTool tool, bool outlineOnly)
{
    endStroke();
    if (placesPlayer(tool))
        return paint(b.x, b.y, tool);
    const Level before = m_level;
    const Rect r = normalisedRect(a, b, m_level);
    // Erase takes one layer off a cell at a time: an erased rectangle is cleared down to what
    // erasing leaves there (outside from the level's edge in, floor inside the room).
    for (bool changed = true; changed;) {
        changed = false;
        for (int y = r.y0; y <= r.y1; ++y)
            for (int x = r.x0; x <= r.x1; ++x)
                if ((!outlineOnly || x == r.x0 || x == r.x1 || y == r.y0 || y == r.y1) &&
                    paintCell(x, y, tool) && tool == EditorTool::Erase)
                    changed = true;
    }
    return commit(before);
}

bool LevelEditor::applyTransform(const Level &next)
{
    endStroke();
    const Level before = m_level;
    m_level.width = next.width;
    m_level.height = next.height;
    m_level.cells = next.cells;
    return commit(before);
}

bool LevelEditor::resize(int left, int top, int right, int bottom)
{
    const std::optional<Level> next = resized(m_level, left, top, right, bottom);
    return next && applyTransform(*next);
}

bool LevelEditor::trim()
{
    const std::optional<Level> next = trimmed(m_level);
    return next && applyTransform(*next);
}

bool LevelEditor::rotate(bool clockwise)
{
    return applyTransform(rotated(m_level, clockwise));
}

bool LevelEditor::mirror(bool horizontally)
{
    return applyTransform(mirrored(m_level, horizontally));
}

bool LevelEditor::normalise()
{
    const std::optional<Level> next = normalised(m_level);
    return next && applyTransform(*next);
}

bool LevelEditor::undo()
{
    endStroke();
    return m_history.undo(m_level);
}

bool LevelEditor::redo()
{
    endStroke();
    return m_history.redo(m_level);
}

void LevelEditor::setTitle(const std::string &title)
{
    if (title == m_level.title)
        return;
    m_level.title = title;
    m_metadataChanged = true;
}

void LevelEditor::setAuthor(const std::string &author)
{
    if (author == m_level.author)
        return;
    m_level.author = author;
    m_metadataChanged = true;
}

bool LevelEditor::modified() const
{
    return m_metadataChanged || m_history.revision() != m_savedRevision ||
           (m_inStroke && m_strokeStart.cells != m_level.cells);
}

void LevelEditor::markSaved()
{
    endStroke();
    m_savedRevision = m_history.revision();
    m_metadataChanged = false;
}

std::vector<LevelProblem> LevelEditor::problems() const
{
    return validateLevel(m_level);
}

int LevelEditor::boxCount() const
{
    return static_cast<int>(std::count_if(m_level.cells.begin(), m_level.cells.end(),
                                          [](const Cell &c) { return c.box; }));
}

int LevelEditor::goalCount() const
{
    return static_cast<int>(std::count_if(m_level.cells.begin(), m_level.cells.end(),
                                          [](const Cell &c) { return c.goal; }));
}

} // namespace tessera::sokoban
