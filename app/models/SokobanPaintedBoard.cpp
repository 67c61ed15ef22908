// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanPaintedBoard.h"

namespace tessera {

SokobanPaintedBoard::SokobanPaintedBoard(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    connect(this, &SokobanPaintedBoard::colorsChanged, this, [this] { update(); });
}

SokobanBoardPainter &SokobanPaintedBoard::painter()
{
    SokobanPalette &p = m_painter.palette;
    p.floor = m_floor;
    p.floorAlt = m_floorAlt;
    p.floorShade = m_floorShade;
    p.wall = m_wall;
    p.wallFront = m_wallFront;
    p.wallEdge = m_wallEdge;
    p.goal = m_goal;
    p.target = m_target;
    p.dead = m_dead;
    p.hint = m_hint;
    p.problem = m_problem;
    p.grid = m_grid;
    return m_painter;
}

} // namespace tessera
