// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanBoardPicture.h"

#include <QPainter>
#include <algorithm>

namespace tessera {

void SokobanBoardPicture::setBoard(SokobanBoardModel *board)
{
    if (m_board == board)
        return;
    if (m_board)
        disconnect(m_board, nullptr, this, nullptr);
    m_board = board;
    if (m_board) {
        const auto repaint = [this] { update(); };
        connect(m_board, &QAbstractItemModel::dataChanged, this,
                &SokobanBoardPicture::cellsChanged);
        connect(m_board, &QAbstractItemModel::modelReset, this, repaint);
        connect(m_board, &SokobanBoardModel::sizeChanged, this, repaint);
    }
    emit boardChanged();
    update();
}

void SokobanBoardPicture::setCellSize(int size)
{
    if (size == m_cellSize)
        return;
    m_cellSize = size;
    emit cellSizeChanged();
    update();
}

// The model reports runs of neighbouring rows (row-major cells): repaint just their cells, a
// part of one board row or the whole width of the rows the run spans.
void SokobanBoardPicture::cellsChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    const int columns = m_board ? m_board->columns() : 0;
    if (columns <= 0 || m_cellSize <= 0 || !topLeft.isValid() || !bottomRight.isValid())
        return;
    const int first = topLeft.row();
    const int last = bottomRight.row();
    const int s = m_cellSize;
    const int y0 = first / columns;
    const int y1 = last / columns;
    if (y0 == y1) {
        const int x0 = first % columns;
        const int x1 = last % columns;
        update(QRect(x0 * s, y0 * s, (x1 - x0 + 1) * s, s));
    } else {
        update(QRect(0, y0 * s, columns * s, (y1 - y0 + 1) * s));
    }
}

void SokobanBoardPicture::paint(QPainter *painter)
{
    if (!m_board || m_cellSize <= 0 || m_board->columns() <= 0)
        return;
    const int columns = m_board->columns();
    const int rows = m_board->rows();
    const auto &cells = m_board->cells();
    if (cells.size() != static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows))
        return;
    // Only the cells in the part being repainted (a move touches a few cells).
    this->painter().paintCells(
        painter, painter->clipBoundingRect().toAlignedRect(), m_cellSize, columns, rows,
        [&](int x, int y) {
            return SokobanCellState{cells[static_cast<std::size_t>(y) * columns + x], false};
        });
}

} // namespace tessera
