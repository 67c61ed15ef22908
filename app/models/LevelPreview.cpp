#include "LevelPreview.h"

#include <QPainter>
#include <algorithm>

namespace tessera {

LevelPreview::LevelPreview(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    connect(this, &LevelPreview::colorsChanged, this, [this] { update(); });
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
    update();
    emit rowsChanged();
}

qreal LevelPreview::cellSize() const
{
    if (m_columns == 0 || m_rows.isEmpty())
        return 0;
    return std::min(width() / m_columns, height() / m_rows.size());
}

void LevelPreview::paint(QPainter *painter)
{
    const qreal cell = cellSize();
    if (cell <= 0)
        return;
    const qreal left = (width() - cell * m_columns) / 2;
    const qreal top = (height() - cell * m_rows.size()) / 2;
    painter->setPen(Qt::NoPen);
    for (int y = 0; y < m_rows.size(); ++y) {
        const QString &row = m_rows.at(y);
        for (int x = 0; x < row.size(); ++x) {
            const QChar ch = row.at(x);
            if (ch == QLatin1Char('-'))
                continue;
            const QRectF r(left + x * cell, top + y * cell, cell, cell);
            if (ch == QLatin1Char('#')) {
                // A hair of overlap so neighbouring walls join without seams.
                painter->fillRect(r.adjusted(0, 0, 0.5, 0.5), m_wall);
                continue;
            }
            painter->fillRect(r.adjusted(0, 0, 0.5, 0.5), m_floor);
            const bool goal =
                ch == QLatin1Char('.') || ch == QLatin1Char('*') || ch == QLatin1Char('+');
            if (goal) {
                painter->setBrush(m_goal);
                painter->drawEllipse(r.center(), cell * 0.2, cell * 0.2);
            }
            if (ch == QLatin1Char('$') || ch == QLatin1Char('*')) {
                painter->setBrush(ch == QLatin1Char('*') ? m_boxOnGoal : m_box);
                const qreal inset = cell * 0.12;
                painter->drawRoundedRect(r.adjusted(inset, inset, -inset, -inset), cell * 0.15,
                                         cell * 0.15);
            } else if (ch == QLatin1Char('@') || ch == QLatin1Char('+')) {
                painter->setBrush(m_player);
                painter->drawEllipse(r.center(), cell * 0.36, cell * 0.36);
            }
        }
    }
}

} // namespace tessera
