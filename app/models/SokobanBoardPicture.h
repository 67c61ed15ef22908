#pragma once

#include "SokobanBoardModel.h"

#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

class QPainter;

namespace tessera {

// The play board's terrain drawn as one picture, for big levels: one SokobanCell item per cell
// costs about 0.4 ms to create, so a 128x128 level would take many seconds to open. Draws what
// SokobanCell draws from a SokobanBoardModel (walls joined with their lit edge, front face and
// rounded outer corners; the checkered floor shaded under walls; goals; dead squares; the hint
// target; where the selected box can go; problem cells), without the animations. Boxes and
// the player stay items above it. A change of some cells repaints only those cells.
// Colours come from QML (the Theme).
class SokobanBoardPicture : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(tessera::SokobanBoardModel *board READ board WRITE setBoard NOTIFY boardChanged)
    // The side of a cell in pixels (whole), as the board view computes it.
    Q_PROPERTY(int cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    Q_PROPERTY(QColor floorColor MEMBER m_floor NOTIFY colorsChanged)
    Q_PROPERTY(QColor floorAltColor MEMBER m_floorAlt NOTIFY colorsChanged)
    Q_PROPERTY(QColor floorShadeColor MEMBER m_floorShade NOTIFY colorsChanged)
    Q_PROPERTY(QColor wallColor MEMBER m_wall NOTIFY colorsChanged)
    Q_PROPERTY(QColor wallFrontColor MEMBER m_wallFront NOTIFY colorsChanged)
    Q_PROPERTY(QColor wallEdgeColor MEMBER m_wallEdge NOTIFY colorsChanged)
    Q_PROPERTY(QColor goalColor MEMBER m_goal NOTIFY colorsChanged)
    Q_PROPERTY(QColor targetColor MEMBER m_target NOTIFY colorsChanged)
    Q_PROPERTY(QColor deadColor MEMBER m_dead NOTIFY colorsChanged)
    Q_PROPERTY(QColor hintColor MEMBER m_hint NOTIFY colorsChanged)
    Q_PROPERTY(QColor problemColor MEMBER m_problem NOTIFY colorsChanged)

public:
    explicit SokobanBoardPicture(QQuickItem *parent = nullptr);

    SokobanBoardModel *board() const { return m_board; }
    void setBoard(SokobanBoardModel *board);
    int cellSize() const { return m_cellSize; }
    void setCellSize(int size);

    void paint(QPainter *painter) override;

signals:
    void boardChanged();
    void cellSizeChanged();
    void colorsChanged();

private:
    void cellsChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    void paintWall(QPainter *painter, const QRect &r, int join) const;
    void paintFloor(QPainter *painter, const QRect &r, int x, int y,
                    const SokobanBoardModel::CellState &c) const;
    void paintProblem(QPainter *painter, const QRect &r) const;

    QPointer<SokobanBoardModel> m_board;
    int m_cellSize = 0;
    // Light theme defaults; QML binds the Theme's.
    QColor m_floor{QStringLiteral("#e2d8c5")};
    QColor m_floorAlt{QStringLiteral("#dcd1bc")};
    QColor m_floorShade{QStringLiteral("#30503c1e")};
    QColor m_wall{QStringLiteral("#6c7585")};
    QColor m_wallFront{QStringLiteral("#4d5562")};
    QColor m_wallEdge{QStringLiteral("#8c95a4")};
    QColor m_goal{QStringLiteral("#1f9a70")};
    QColor m_target{QStringLiteral("#2f63c8")};
    QColor m_dead{QStringLiteral("#26a0302a")};
    QColor m_hint{QStringLiteral("#f2a900")};
    QColor m_problem{QStringLiteral("#d32f2f")};
};

} // namespace tessera
