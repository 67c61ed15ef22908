// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "EditorBoardModel.h"
#include "SokobanPaintedBoard.h"

#include <QPointer>
#include <QtQml/qqmlregistration.h>

namespace tessera {

// The editor's board drawn as one picture, for big levels: one item per cell (SokobanCell) costs
// about a third of a millisecond to create, so a 128x128 level would take many seconds to open,
// while its cells are a few pixels wide. Draws what EditorBoardModel holds with the play
// board's painter (walls, floor, goals, the box and player art, problem marks over them, the
// outside grid) and repaints when the model changes. Colours come from QML (the Theme).
class EditorBoardPicture : public SokobanPaintedBoard
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(tessera::EditorBoardModel *board READ board WRITE setBoard NOTIFY boardChanged)
    // The side of a cell in pixels (whole), as the board view computes it.
    Q_PROPERTY(int cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    // Where the item's top left corner lies on the whole board, in pixels: the item shows only
    // the part of the board in view.
    Q_PROPERTY(int viewX READ viewX WRITE setViewX NOTIFY viewChanged)
    Q_PROPERTY(int viewY READ viewY WRITE setViewY NOTIFY viewChanged)

public:
    using SokobanPaintedBoard::SokobanPaintedBoard;

    EditorBoardModel *board() const { return m_board; }
    void setBoard(EditorBoardModel *board);
    int cellSize() const { return m_cellSize; }
    void setCellSize(int size);
    int viewX() const { return m_viewX; }
    void setViewX(int x);
    int viewY() const { return m_viewY; }
    void setViewY(int y);

    void paint(QPainter *painter) override;

signals:
    void boardChanged();
    void cellSizeChanged();
    void viewChanged();

private:
    QPointer<EditorBoardModel> m_board;
    int m_cellSize = 0;
    int m_viewX = 0;
    int m_viewY = 0;
};

} // namespace tessera
