// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SokobanBoardModel.h"

#include <QColor>
#include <QImage>
#include <QRect>
#include <array>

class QPainter;

namespace tessera {

// The colours of a Sokoban board. Light theme defaults; QML binds the Theme's.
struct SokobanPalette
{
    QColor floor{QStringLiteral("#e2d8c5")};
    QColor floorAlt{QStringLiteral("#dcd1bc")};
    QColor floorShade{QStringLiteral("#30503c1e")};
    QColor wall{QStringLiteral("#6c7585")};
    QColor wallFront{QStringLiteral("#4d5562")};
    QColor wallEdge{QStringLiteral("#8c95a4")};
    QColor goal{QStringLiteral("#1f9a70")};
    QColor target{QStringLiteral("#2f63c8")};
    QColor dead{QStringLiteral("#26a0302a")};
    QColor hint{QStringLiteral("#f2a900")};
    QColor problem{QStringLiteral("#d32f2f")};
    // The outline of an outside cell (the editor shows the grid there is to paint on); none when
    // invalid.
    QColor grid;
};

// What one cell shows: its terrain, wall joins and marks (SokobanBoardModel's CellState: goal,
// dead square, hint target, push target, problem), and whether the painter draws the box or
// the player standing there (the play board has them as separate, animated items).
struct SokobanCellState
{
    SokobanBoardModel::CellState cell;
    bool drawPieces = false;
};

// The one way a Sokoban cell is drawn, shared by the play board's picture, the editor's picture
// and the level browser's previews so they look alike; SokobanCell.qml, the small boards'
// delegate, follows the same sizes and the same palette. Layers, bottom to top: the terrain
// (a raised wall block, or the checkered floor shaded under walls), the floor's marks, the
// piece's picture, and a problem mark last, so a fault on a box is seen.
class SokobanBoardPainter
{
public:
    SokobanPalette palette;

    // Draws the cell in `r` (square); (x, y) picks the floor's checker shade.
    void paintCell(QPainter *painter, const QRect &r, int x, int y, const SokobanCellState &state);

    // Every cell of a columns x rows board with `cellSize` pixel cells that meets `area` (the
    // whole board when empty); `stateAt(x, y)` gives each cell's SokobanCellState.
    template <typename StateAt>
    void paintCells(QPainter *painter, QRect area, int cellSize, int columns, int rows,
                    const StateAt &stateAt)
    {
        if (cellSize <= 0 || columns <= 0 || rows <= 0)
            return;
        if (area.isEmpty())
            area = QRect(0, 0, columns * cellSize, rows * cellSize);
        const int x0 = std::max(0, area.left() / cellSize);
        const int y0 = std::max(0, area.top() / cellSize);
        const int x1 = std::min(columns - 1, area.right() / cellSize);
        const int y1 = std::min(rows - 1, area.bottom() / cellSize);
        for (int y = y0; y <= y1; ++y) {
            for (int x = x0; x <= x1; ++x)
                paintCell(painter, QRect(x * cellSize, y * cellSize, cellSize, cellSize), x, y,
                          stateAt(x, y));
        }
    }

private:
    void paintWall(QPainter *painter, const QRect &r, int join) const;
    void paintFloor(QPainter *painter, const QRect &r, int x, int y,
                    const SokobanBoardModel::CellState &c) const;
    void paintOutside(QPainter *painter, const QRect &r) const;
    void paintProblem(QPainter *painter, const QRect &r) const;
    // The art of a piece (box, box on a goal, the player) at `size` pixels, rendered once per size.
    const QImage &art(int index, int size);

    std::array<QImage, 3> m_art;
    int m_artSize = 0;
};

} // namespace tessera
