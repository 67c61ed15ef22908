// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SokobanBoardPainter.h"

#include <QColor>
#include <QQuickPaintedItem>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <array>
#include <utility>

namespace tessera {

// What every painted Sokoban board shares (the play board's and the editor's pictures, the level
// browser's previews): the colours, bound from QML's Theme, and the one SokobanBoardPainter that
// draws their cells. A colour change repaints.
class SokobanPaintedBoard : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(QColor floorColor MEMBER m_floor NOTIFY colorsChanged)
    Q_PROPERTY(QColor floorAltColor MEMBER m_floorAlt NOTIFY colorsChanged)
    Q_PROPERTY(QColor floorShadeColor MEMBER m_floorShade NOTIFY colorsChanged)
    Q_PROPERTY(QColor wallColor MEMBER m_wall NOTIFY colorsChanged)
    Q_PROPERTY(QColor wallFrontColor MEMBER m_wallFront NOTIFY colorsChanged)
    Q_PROPERTY(QColor wallEdgeColor MEMBER m_wallEdge NOTIFY colorsChanged)
    Q_PROPERTY(QColor goalColor MEMBER m_goal NOTIFY colorsChanged)
    Q_PROPERTY(QColor targetColor MEMBER m_target NOTIFY colorsChanged)
    Q_PROPERTY(QColor deadColor MEMBER m_dead NOTIFY colorsChanged)
    Q_PROPERTY(QColor hintColor MEMBER m_hint NOTIFY colorsChanged)
    Q_PROPERTY(QColor problemColor MEMBER m_problem NOTIFY colorsChanged)
    // The outline of outside cells; none unless set (only the editor shows the grid).
    Q_PROPERTY(QColor gridColor MEMBER m_grid NOTIFY colorsChanged)
    // All the cell colours at once, named as in SokobanPalette ("floor", "wall", "goal"...):
    // every board binds `colors: Theme.sokobanBoardColors`, so a colour is chosen in one place.
    // A name left out keeps its colour.
    Q_PROPERTY(QVariantMap colors READ colors WRITE setColors NOTIFY colorsChanged)

public:
    explicit SokobanPaintedBoard(QQuickItem *parent = nullptr);

    [[nodiscard]] QVariantMap colors() const;
    void setColors(const QVariantMap &colors);

signals:
    void colorsChanged();

protected:
    // The painter, with the colours as they are now.
    SokobanBoardPainter &painter();

private:
    // The colour members by their names in `colors`.
    using ColorMember = QColor SokobanPaintedBoard::*;
    [[nodiscard]] static std::array<std::pair<const char *, ColorMember>, 12> namedColors();

    SokobanBoardPainter m_painter;
    const SokobanPalette m_defaults;
    QColor m_floor = m_defaults.floor;
    QColor m_floorAlt = m_defaults.floorAlt;
    QColor m_floorShade = m_defaults.floorShade;
    QColor m_wall = m_defaults.wall;
    QColor m_wallFront = m_defaults.wallFront;
    QColor m_wallEdge = m_defaults.wallEdge;
    QColor m_goal = m_defaults.goal;
    QColor m_target = m_defaults.target;
    QColor m_dead = m_defaults.dead;
    QColor m_hint = m_defaults.hint;
    QColor m_problem = m_defaults.problem;
    QColor m_grid = m_defaults.grid;
};

} // namespace tessera
