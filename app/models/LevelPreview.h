// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "SokobanPaintedBoard.h"

#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace tessera {

// A small picture of a level for the level browser: walls, floor, goals, boxes and the player
// drawn from XSB rows (LevelListModel's "rows" role; '-' is outside) with the play board's
// painter, in the largest whole-pixel square cells that fit the item, centred. Colours come from
// QML (the Theme).
class LevelPreview : public SokobanPaintedBoard
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QStringList rows READ rows WRITE setRows NOTIFY rowsChanged)
    // The side of one cell in pixels as last drawn (0 when there is nothing to draw).
    Q_PROPERTY(qreal cellSize READ cellSize NOTIFY rowsChanged)

public:
    explicit LevelPreview(QQuickItem *parent = nullptr);

    QStringList rows() const { return m_rows; }
    void setRows(const QStringList &rows);
    qreal cellSize() const;

    void paint(QPainter *painter) override;

signals:
    void rowsChanged();

private:
    QStringList m_rows;
    int m_columns = 0;
    // What each cell of m_rows shows, row-major over m_columns.
    std::vector<SokobanCellState> m_cells;
};

} // namespace tessera
