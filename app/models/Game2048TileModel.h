// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "game2048/Game.h"

#include <QAbstractListModel>
#include <QTimer>
#include <QVector>
#include <QtQml/qqmlregistration.h>

namespace tessera {

// The tiles of a 2048 game as a list model, kept so the view can animate them
// (Game2048Session owns one and tells it what each command did).
//
// Rows: one per tile, with an id that stays with the tile while it lives. When tiles slide,
// only their boardRow/boardColumn change, so the view's delegate moves from the old cell to the
// new one. When two tiles merge, both slide to the same cell; one of them takes the doubled
// value (its `merges` count goes up: the view pops it) and the other is marked `consumed` and
// removed once the slide is over (the slide's duration after the move, at the next move, or by
// removeConsumed()). A new tile is a new row with `isNew` set (the view grows it). A new game,
// an undo and a resumed game replace all rows at once.
class Game2048TileModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A Game2048Session owns its tiles.")

public:
    enum Role
    {
        TileIdRole = Qt::UserRole + 1, // stays with the tile from its birth to its merge
        ExponentRole,                  // 1 for a 2, 11 for a 2048
        ValueRole,                     // 2, 4, ... (a number: 2^30 fits)
        BoardRowRole,                  // the cell it is in (or sliding to)
        BoardColumnRole,
        MergesRole,   // how many merges this tile took part in as the one that stays
        IsNewRole,    // appeared with the last move or the new game: the view grows it
        ConsumedRole, // merged into another tile; leaves when the slide is over
    };
    Q_ENUM(Role)

    explicit Game2048TileModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows `board` afresh, every tile a new row (growing when `newTilesGrow`).
    void reset(const game2048::Board &board, bool newTilesGrow);
    // Follows a move that turned the shown board into `board`: the tiles slide, merge and
    // appear as `result` says, and merged-away ones leave `slideDurationMs` later (at once for
    // 0). Should the rows not match the board afterwards, the board is shown afresh.
    void followMove(const game2048::Board &board, const game2048::MoveResult &result,
                    int slideDurationMs);
    // Removes the tiles that merged away now instead of when their slide ends.
    void removeConsumed();

private:
    struct Tile
    {
        int id = 0;
        int exponent = 0;
        int row = 0;
        int column = 0;
        int merges = 0;
        bool isNew = false;
        bool consumed = false;
    };

    bool matches(const game2048::Board &board) const;

    QVector<Tile> m_tiles;
    int m_nextTileId = 1;
    QTimer m_settleTimer;
};

} // namespace tessera
