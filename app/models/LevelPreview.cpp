// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelPreview.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace tessera {

namespace {

SokobanBoardModel::Terrain terrainOf(QChar ch)
{
    if (ch == QLatin1Char('#'))
        return SokobanBoardModel::Wall;
    if (ch == QLatin1Char('-'))
        return SokobanBoardModel::Outside;
    return SokobanBoardModel::Floor;
}

} // namespace

LevelPreview::LevelPreview(QQuickItem *parent) : SokobanPaintedBoard(parent)
{
    setAntialiasing(true);
    connect(this, &QQuickItem::widthChanged, this, [this] { update(); });
    connect(this, &QQuickItem::heightChanged, this, [this] { update(); });
}

void LevelPreview::setRows(const QStringList &rows)
{
    if (rows == m_rows)
        return;
    m_rows = rows;
    m_columns = 0;
    for (const QString &row : m_rows)
        m_columns = std::max(m_columns, static_cast<int>(row.size()));
    const int height = static_cast<int>(m_rows.size());
    const auto charAt = [&](int x, int y) -> QChar {
        if (y < 0 || y >= height || x < 0 || x >= m_rows.at(y).size())
            return QLatin1Char('-');
        return m_rows.at(y).at(x);
    };
    const auto terrainAt = [&](int x, int y) { return terrainOf(charAt(x, y)); };
    m_cells.assign(static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(height), {});
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < m_columns; ++x) {
            const QChar ch = charAt(x, y);
            SokobanCellState &state = m_cells[static_cast<std::size_t>(y) * m_columns + x];
            state.drawPieces = true;
            state.cell.terrain = terrainOf(ch);
            state.cell.wallJoin = SokobanBoardModel::wallJoinAt(x, y, terrainAt);
            state.cell.set(SokobanBoardModel::GoalFlag, ch == QLatin1Char('.') ||
                                                            ch == QLatin1Char('*') ||
                                                            ch == QLatin1Char('+'));
            state.cell.set(SokobanBoardModel::BoxFlag,
                           ch == QLatin1Char('$') || ch == QLatin1Char('*'));
            state.cell.set(SokobanBoardModel::PlayerFlag,
                           ch == QLatin1Char('@') || ch == QLatin1Char('+'));
        }
    }
    update();
    emit rowsChanged();
}

qreal LevelPreview::cellSize() const
{
    if (m_columns == 0 || m_rows.isEmpty())
        return 0;
    const qreal fit = std::min(width() / m_columns, height() / m_rows.size());
    // Whole pixels, so neighbouring cells meet without seams; only a level too big for one pixel
    // a cell is drawn scaled down.
    return fit >= 1 ? std::floor(fit) : fit;
}

void LevelPreview::paint(QPainter *painter)
{
    const qreal cell = cellSize();
    if (cell <= 0)
        return;
    const int rows = static_cast<int>(m_rows.size());
    const int side = cell >= 1 ? static_cast<int>(cell) : 1;
    painter->translate(std::round((width() - cell * m_columns) / 2),
                       std::round((height() - cell * rows) / 2));
    if (side != cell)
        painter->scale(cell / side, cell / side);
    painter->setRenderHint(QPainter::SmoothPixmapTransform, true);
    this->painter().paintCells(painter, QRect(), side, m_columns, rows, [&](int x, int y) {
        return m_cells[static_cast<std::size_t>(y) * m_columns + x];
    });
}

} // namespace tessera
