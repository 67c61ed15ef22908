// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "EditorTool.h"

namespace tessera::sokoban {

std::optional<EditorTool> editorToolAt(int index)
{
    if (index < 0 || index >= editorToolCount)
        return std::nullopt;
    return static_cast<EditorTool>(index);
}

Cell cellFor(EditorTool tool)
{
    Cell c;
    c.terrain = Terrain::Floor;
    switch (tool) {
    case EditorTool::Wall:
        c.terrain = Terrain::Wall;
        break;
    case EditorTool::Floor:
        break;
    case EditorTool::Goal:
        c.goal = true;
        break;
    case EditorTool::Box:
        c.box = true;
        break;
    case EditorTool::BoxOnGoal:
        c.box = true;
        c.goal = true;
        break;
    case EditorTool::Player:
        c.player = true;
        break;
    case EditorTool::PlayerOnGoal:
        c.player = true;
        c.goal = true;
        break;
    case EditorTool::Erase:
        c.terrain = Terrain::Outside;
        break;
    }
    return c;
}

Cell erasedCell(const Level &level, int x, int y)
{
    const Cell &c = level.at(x, y);
    Cell floor;
    floor.terrain = Terrain::Floor;
    if (c.box || c.goal || c.player)
        return floor;
    if (c.terrain == Terrain::Outside)
        return c;
    const auto outside = [&level](int nx, int ny) {
        return !level.contains(nx, ny) || level.at(nx, ny).terrain == Terrain::Outside;
    };
    if (outside(x - 1, y) || outside(x + 1, y) || outside(x, y - 1) || outside(x, y + 1))
        return cellFor(EditorTool::Erase);
    return floor;
}

} // namespace tessera::sokoban
