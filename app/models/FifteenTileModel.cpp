// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenTileModel.h"

#include <set>

namespace tessera {

FifteenTileModel::FifteenTileModel(const fifteen::Board &board, QObject *parent)
    : QAbstractListModel(parent), m_board(board)
{}

int FifteenTileModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_board.cellCount();
}

int FifteenTileModel::rowOfTile(int tile) const
{
    return tile == fifteen::Board::empty ? m_board.cellCount() - 1 : tile - 1;
}

QString FifteenTileModel::labelOf(int tile) const
{
    if (tile == fifteen::Board::empty)
        return QString();
    if (m_letters)
        return QString(QChar(u'A' + (tile - 1)));
    return QString::number(tile);
}

int FifteenTileModel::slideDirectionOf(int cell) const
{
    const std::vector<fifteen::Move> moves = m_board.movesForClick(cell);
    return moves.empty() ? -1 : static_cast<int>(moves.front().direction);
}

QVariant FifteenTileModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int tile =
        index.row() == m_board.cellCount() - 1 ? fifteen::Board::empty : index.row() + 1;
    const int cell = m_board.cellOf(tile);
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole:
        return labelOf(tile);
    case TileRole:
        return tile;
    case CellRole:
        return cell;
    case BoardColumnRole:
        return m_board.xOf(cell);
    case BoardRowRole:
        return m_board.yOf(cell);
    case IsEmptyRole:
        return tile == fifteen::Board::empty;
    case InPlaceRole:
        return m_board.homeCell(tile) == cell;
    case SlideDirectionRole:
        return tile == fifteen::Board::empty ? -1 : slideDirectionOf(cell);
    default:
        return {};
    }
}

QHash<int, QByteArray> FifteenTileModel::roleNames() const
{
    // Not "row"/"column": delegates already have those from the view.
    return {{TileRole, "tile"},         {LabelRole, "label"},
            {CellRole, "cell"},         {BoardColumnRole, "boardColumn"},
            {BoardRowRole, "boardRow"}, {IsEmptyRole, "isEmpty"},
            {InPlaceRole, "inPlace"},   {SlideDirectionRole, "slideDirection"}};
}

void FifteenTileModel::showBoard(const fifteen::Board &board, bool letters)
{
    if (board.width() == m_board.width() && board.height() == m_board.height()) {
        // Same rows, new places: the tiles slide to their new cells.
        m_board = board;
        emit dataChanged(index(0), index(rowCount() - 1));
        setLetters(letters);
        return;
    }
    beginResetModel();
    m_board = board;
    m_letters = letters;
    endResetModel();
}

void FifteenTileModel::followMoves(const fifteen::Board &board,
                                   const std::vector<fifteen::Move> &made)
{
    m_board = board;
    std::set<int> rows{rowOfTile(fifteen::Board::empty)};
    for (const fifteen::Move &m : made)
        rows.insert(rowOfTile(m.tile));
    for (const int row : rows)
        emit dataChanged(index(row), index(row),
                         {CellRole, BoardColumnRole, BoardRowRole, InPlaceRole});
    // Which tiles a click can move follows the empty cell's row and column.
    emit dataChanged(index(0), index(rowCount() - 1), {SlideDirectionRole});
}

bool FifteenTileModel::setLetters(bool letters)
{
    if (letters == m_letters)
        return false;
    m_letters = letters;
    emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, LabelRole});
    return true;
}

} // namespace tessera
