// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SokobanBoardModel.h"
#include "SokobanPaintedBoard.h"

#include <QPointer>
#include <QtQml/qqmlregistration.h>

class QPainter;

namespace tessera {

// The play board's terrain drawn as one picture, for big levels: one SokobanCell item per cell
// costs about 0.4 ms to create, so a 128x128 level would take many seconds to open. Draws what
// SokobanCell draws from a SokobanBoardModel (SokobanBoardPainter's cells: walls, floor, goals,
// dead squares, the hint target, where the selected box can go, problem cells), without the
// animations. Boxes and the player stay items above it. A change of some cells repaints only
// those cells. Colours come from QML (the Theme).
class SokobanBoardPicture : public SokobanPaintedBoard
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(tessera::SokobanBoardModel *board READ board WRITE setBoard NOTIFY boardChanged)
    // The side of a cell in pixels (whole), as the board view computes it.
    Q_PROPERTY(int cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)

public:
    using SokobanPaintedBoard::SokobanPaintedBoard;

    SokobanBoardModel *board() const { return m_board; }
    void setBoard(SokobanBoardModel *board);
    int cellSize() const { return m_cellSize; }
    void setCellSize(int size);

    void paint(QPainter *painter) override;

signals:
    void boardChanged();
    void cellSizeChanged();

private:
    void cellsChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    QPointer<SokobanBoardModel> m_board;
    int m_cellSize = 0;
};

} // namespace tessera
