// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanPaintedBoard.h"

namespace tessera {

SokobanPaintedBoard::SokobanPaintedBoard(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    connect(this, &SokobanPaintedBoard::colorsChanged, this, [this] { update(); });
}

std::array<std::pair<const char *, SokobanPaintedBoard::ColorMember>, 12>
SokobanPaintedBoard::namedColors()
{
    return {{{"floor", &SokobanPaintedBoard::m_floor},
             {"floorAlt", &SokobanPaintedBoard::m_floorAlt},
             {"floorShade", &SokobanPaintedBoard::m_floorShade},
             {"wall", &SokobanPaintedBoard::m_wall},
             {"wallFront", &SokobanPaintedBoard::m_wallFront},
             {"wallEdge", &SokobanPaintedBoard::m_wallEdge},
             {"goal", &SokobanPaintedBoard::m_goal},
             {"target", &SokobanPaintedBoard::m_target},
             {"dead", &SokobanPaintedBoard::m_dead},
             {"hint", &SokobanPaintedBoard::m_hint},
             {"problem", &SokobanPaintedBoard::m_problem},
             {"grid", &SokobanPaintedBoard::m_grid}}};
}

QVariantMap SokobanPaintedBoard::colors() const
{
    QVariantMap map;
    for (const auto &[name, color] : namedColors())
        map.insert(QString::fromLatin1(name), this->*color);
    return map;
}

void SokobanPaintedBoard::setColors(const QVariantMap &colors)
{
    bool changed = false;
    for (const auto &[name, color] : namedColors()) {
        const auto found = colors.constFind(QString::fromLatin1(name));
        if (found == colors.cend())
            continue;
        const QColor value = found->value<QColor>();
        if (value != this->*color) {
            this->*color = value;
            changed = true;
        }
    }
    if (changed)
        emit colorsChanged();
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
