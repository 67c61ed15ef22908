#pragma once

#include <QColor>
#include <QQuickPaintedItem>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace tessera {

// A small picture of a level for the level browser: walls, floor, goals, boxes and the player
// drawn from XSB rows (LevelListModel's "rows" role; '-' is outside), scaled to fit the item
// with square cells and centred. Colours come from QML (the Theme).
class LevelPreview : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QStringList rows READ rows WRITE setRows NOTIFY rowsChanged)
    Q_PROPERTY(QColor wallColor MEMBER m_wall NOTIFY colorsChanged)
    Q_PROPERTY(QColor floorColor MEMBER m_floor NOTIFY colorsChanged)
    Q_PROPERTY(QColor goalColor MEMBER m_goal NOTIFY colorsChanged)
    Q_PROPERTY(QColor boxColor MEMBER m_box NOTIFY colorsChanged)
    Q_PROPERTY(QColor boxOnGoalColor MEMBER m_boxOnGoal NOTIFY colorsChanged)
    Q_PROPERTY(QColor playerColor MEMBER m_player NOTIFY colorsChanged)
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
    void colorsChanged();

private:
    QStringList m_rows;
    int m_columns = 0;
    QColor m_wall{QStringLiteral("#6c7585")};
    QColor m_floor{QStringLiteral("#e2d8c5")};
    QColor m_goal{QStringLiteral("#1f9a70")};
    QColor m_box{QStringLiteral("#b8732e")};
    QColor m_boxOnGoal{QStringLiteral("#2e7d4f")};
    QColor m_player{QStringLiteral("#2f63c8")};
};

} // namespace tessera
