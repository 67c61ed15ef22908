// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "EditorBoardPicture.h"

#include <QPainter>
#include <algorithm>

namespace tessera {

void EditorBoardPicture::setBoard(EditorBoardModel *board)
{
    if (m_board == board)
        return;
    if (m_board)
        disconnect(m_board, nullptr, this, nullptr);
    m_board = board;
    if (m_board) {
        const auto repaint = [this] { update(); };
        connect(m_board, &QAbstractItemModel::dataChanged, this, repaint);
        connect(m_board, &QAbstractItemModel::modelReset, this, repaint);
    }
    emit boardChanged();
    update();
}

void EditorBoardPicture::setCellSize(int size)
{
    if (size == m_cellSize)
        return;
    m_cellSize = size;
    emit cellSizeChanged();
    update();
}

void EditorBoardPicture::setViewX(int x)
{
    if (x == m_viewX)
        return;
    m_viewX = x;
    emit viewChanged();
    update();
}

void EditorBoardPicture::setViewY(int y)
{
    if (y == m_viewY)
        return;
    m_viewY = y;
    emit viewChanged();
    update();
}

void EditorBoardPicture::paint(QPainter *painter)
{
    if (!m_board || m_cellSize <= 0 || m_board->columns() <= 0)
        return;
    const int columns = m_board->columns();
    const auto &cells = m_board->cells();
    painter->translate(-m_viewX, -m_viewY);
    const QRect view(m_viewX, m_viewY, static_cast<int>(width()) + 1,
                     static_cast<int>(height()) + 1);
    this->painter().paintCells(
        painter, view, m_cellSize, columns, m_board->rows(), [&](int x, int y) {
            const auto &c = cells[static_cast<std::size_t>(y * columns + x)];
            SokobanCellState state{{}, true};
            state.cell.terrain = static_cast<SokobanBoardModel::Terrain>(c.terrain);
            state.cell.wallJoin = c.wallJoin;
            state.cell.set(SokobanBoardModel::GoalFlag, c.goal);
            state.cell.set(SokobanBoardModel::BoxFlag, c.box);
            state.cell.set(SokobanBoardModel::PlayerFlag, c.player);
            state.cell.set(SokobanBoardModel::ProblemFlag, c.problem);
            return state;
        });
}

} // namespace tessera
