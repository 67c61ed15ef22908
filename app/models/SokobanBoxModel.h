// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Game.h"
#include "sokoban/Level.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace tessera {

// The boxes of a Sokoban board, one row per box id (sokoban::Game::boxes()), so that the view
// draws each box as one item that moves from cell to cell instead of cells that change.
// Owned by a SokobanSession, which reports the boxes a move, undo or redo moved.
class SokobanBoxModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The boxes belong to a SokobanSession")

public:
    enum Roles
    {
        BoxIdRole = Qt::UserRole + 1, // "boxId"
        CellXRole,                    // "cellX"
        CellYRole,                    // "cellY"
        OnGoalRole,                   // "onGoal"
        SelectedRole,                 // "selected"
        StuckRole,                    // "stuck": one of the boxes of a deadlock just made
        HintedRole,                   // "hinted": the box a hint says to push next
    };
    Q_ENUM(Roles)

    explicit SokobanBoxModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void clear();
    // The boxes of a level as read (an unplayable level), in row-major order.
    void resetToLevel(const sokoban::Level &level);
    void resetToGame(const sokoban::Game &game);
    // Rereads the cells of every box and reports those that moved.
    void updateFromGame(const sokoban::Game &game);
    // The box standing on `cell` is selected (-1: none).
    void setSelectedCell(int cell);
    // The boxes standing on `cells` are stuck (none when empty); reports those that change.
    void setStuckCells(const std::vector<int> &cells);
    // The box standing on `cell` is the hint's (-1: none).
    void setHintedCell(int cell);

private:
    struct Box
    {
        int x = 0;
        int y = 0;
        bool onGoal = false;
        bool selected = false;
        bool stuck = false;
        bool hinted = false;
    };

    bool isOn(const Box &b, int cell) const
    {
        return cell >= 0 && m_width > 0 && b.x == cell % m_width && b.y == cell / m_width;
    }

    std::vector<Box> m_boxes;
    int m_width = 0;
};

} // namespace tessera
