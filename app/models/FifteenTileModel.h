// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "fifteen/Board.h"
#include "fifteen/Game.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace tessera {

// The tiles of a Fifteen game as a list model (FifteenSession owns one and shows it each
// position the game takes).
//
// Rows: one per tile, tile t in row t - 1, and the empty cell last. A tile keeps its row for
// the whole game, so when it slides only its boardRow/boardColumn change and the view's
// delegate animates from the old place to the new one.
class FifteenTileModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A FifteenSession owns its tiles.")

public:
    enum Role
    {
        TileRole = Qt::UserRole + 1, // the number on the tile; 0 for the empty cell
        LabelRole,                   // "7" or "G"; empty for the empty cell
        CellRole,                    // the cell it is in, row-major
        BoardColumnRole,             // its column and row on the board
        BoardRowRole,
        IsEmptyRole,
        InPlaceRole,       // the tile is in its home cell
        SlideDirectionRole // the way a click slides it (a Direction), -1 when it cannot move
    };
    Q_ENUM(Role)

    explicit FifteenTileModel(const fifteen::Board &board, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows another position: of the same size, the tiles slide to their new cells; of
    // another size, every row is new.
    void showBoard(const fifteen::Board &board, bool letters);
    // Shows the position `board` that `made` led to from the one shown.
    void followMoves(const fifteen::Board &board, const std::vector<fifteen::Move> &made);
    // Labels the tiles A, B, C... instead of 1, 2, 3...; whether that changed anything.
    bool setLetters(bool letters);
    bool letters() const { return m_letters; }

private:
    int rowOfTile(int tile) const;
    int slideDirectionOf(int cell) const;
    QString labelOf(int tile) const;
    void emitLabelsChanged();

    fifteen::Board m_board;
    bool m_letters = false;
};

} // namespace tessera
