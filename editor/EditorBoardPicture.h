#pragma once

#include "EditorBoardModel.h"

#include <QColor>
#include <QImage>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

namespace tessera {

// The editor's board drawn as one picture, for big levels: one item per cell (SokobanCell) costs
// about a third of a millisecond to create, so a 128x128 level would take many seconds to open,
// while its cells are a few pixels wide and the tile details cannot be seen anyway. Draws what
// EditorBoardModel holds (walls, floor, goals, the box and player art, problem marks, the
// outside grid) and repaints when the model changes. Colours come from QML (the Theme).
class EditorBoardPicture : public QQuickPaintedItem
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
    Q_PROPERTY(QColor wallColor MEMBER m_wall NOTIFY colorsChanged)
    Q_PROPERTY(QColor wallFrontColor MEMBER m_wallFront NOTIFY colorsChanged)
    Q_PROPERTY(QColor floorColor MEMBER m_floor NOTIFY colorsChanged)
    Q_PROPERTY(QColor floorAltColor MEMBER m_floorAlt NOTIFY colorsChanged)
    Q_PROPERTY(QColor goalColor MEMBER m_goal NOTIFY colorsChanged)
    Q_PROPERTY(QColor problemColor MEMBER m_problem NOTIFY colorsChanged)
    Q_PROPERTY(QColor gridColor MEMBER m_grid NOTIFY colorsChanged)

public:
    explicit EditorBoardPicture(QQuickItem *parent = nullptr);

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
    void colorsChanged();

private:
    // The art of one piece at the current cell size, rendered once per size.
    const QImage &art(int index);

    QPointer<EditorBoardModel> m_board;
    int m_cellSize = 0;
    int m_viewX = 0;
    int m_viewY = 0;
    QImage m_art[3]; // box, box on goal, player
    int m_artSize = 0;
    QColor m_wall{QStringLiteral("#6c7585")};
    QColor m_wallFront{QStringLiteral("#4d5562")};
    QColor m_floor{QStringLiteral("#e2d8c5")};
    QColor m_floorAlt{QStringLiteral("#dcd1bc")};
    QColor m_goal{QStringLiteral("#1f9a70")};
    QColor m_problem{QStringLiteral("#d32f2f")};
    QColor m_grid{QStringLiteral("#d8d2c6")};
};

} // namespace tessera
