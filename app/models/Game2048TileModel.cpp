// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game2048TileModel.h"

#include "LogCategories.h"

#include <QtDebug>
#include <cstdlib>
#include <vector>

namespace tessera {

namespace {

// The removal of merged-away tiles waits this much longer than their slide, so the view never
// loses a delegate before its animation has ended.
constexpr int settleMarginMs = 30;

int manhattan(const game2048::Cell &a, const game2048::Cell &b)
{
    return std::abs(a.row - b.row) + std::abs(a.col - b.col);
}

} // namespace

Game2048TileModel::Game2048TileModel(QObject *parent) : QAbstractListModel(parent)
{
    m_settleTimer.setSingleShot(true);
    connect(&m_settleTimer, &QTimer::timeout, this, &Game2048TileModel::removeConsumed);
}

int Game2048TileModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_tiles.size());
}

QVariant Game2048TileModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Tile &tile = m_tiles.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return QString::number(game2048::tileValue(tile.exponent));
    case TileIdRole:
        return tile.id;
    case ExponentRole:
        return tile.exponent;
    case ValueRole:
        return static_cast<qint64>(game2048::tileValue(tile.exponent));
    case BoardRowRole:
        return tile.row;
    case BoardColumnRole:
        return tile.column;
    case MergesRole:
        return tile.merges;
    case IsNewRole:
        return tile.isNew;
    case ConsumedRole:
        return tile.consumed;
    default:
        return {};
    }
}

QHash<int, QByteArray> Game2048TileModel::roleNames() const
{
    // Not "row"/"column": delegates already have those from the view.
    return {{TileIdRole, "tileId"},     {ExponentRole, "exponent"},       {ValueRole, "value"},
            {BoardRowRole, "boardRow"}, {BoardColumnRole, "boardColumn"}, {MergesRole, "merges"},
            {IsNewRole, "isNew"},       {ConsumedRole, "consumed"}};
}

void Game2048TileModel::reset(const game2048::Board &board, bool newTilesGrow)
{
    m_settleTimer.stop();
    beginResetModel();
    m_tiles.clear();
    for (int r = 0; r < board.rows(); ++r) {
        for (int c = 0; c < board.cols(); ++c) {
            const int exponent = board.exponent({r, c});
            if (exponent > 0)
                m_tiles.append(Tile{m_nextTileId++, exponent, r, c, 0, newTilesGrow, false});
        }
    }
    endResetModel();
}

void Game2048TileModel::removeConsumed()
{
    m_settleTimer.stop();
    for (int i = static_cast<int>(m_tiles.size()) - 1; i >= 0; --i) {
        if (!m_tiles.at(i).consumed)
            continue;
        beginRemoveRows(QModelIndex(), i, i);
        m_tiles.removeAt(i);
        endRemoveRows();
    }
}

bool Game2048TileModel::matches(const game2048::Board &board) const
{
    std::vector<bool> seen(static_cast<std::size_t>(board.cellCount()), false);
    int live = 0;
    for (const Tile &t : m_tiles) {
        if (t.consumed)
            continue;
        const game2048::Cell cell{t.row, t.column};
        if (!board.contains(cell) || board.exponent(cell) != t.exponent)
            return false;
        const auto index = static_cast<std::size_t>(t.row * board.cols() + t.column);
        if (seen[index])
            return false;
        seen[index] = true;
        ++live;
    }
    return live == board.tileCount();
}

void Game2048TileModel::followMove(const game2048::Board &board, const game2048::MoveResult &result,
                                   int slideDurationMs)
{
    const int cols = board.cols();
    // Which row holds the tile of each cell before the move (consumed tiles are gone by now).
    std::vector<int> rowOfCell(static_cast<std::size_t>(board.cellCount()), -1);
    for (int i = 0; i < m_tiles.size(); ++i)
        rowOfCell[static_cast<std::size_t>(m_tiles.at(i).row * cols + m_tiles.at(i).column)] = i;

    bool consistent = true;
    for (Tile &t : m_tiles)
        t.isNew = false;
    // Merging pairs, by target cell: the first tile seen waits for its partner.
    std::vector<int> waiting(static_cast<std::size_t>(board.cellCount()), -1);
    for (const game2048::TileMove &tm : result.tiles) {
        const int from = tm.from.row * cols + tm.from.col;
        const int to = tm.to.row * cols + tm.to.col;
        if (from < 0 || from >= board.cellCount() || to < 0 || to >= board.cellCount() ||
            rowOfCell[static_cast<std::size_t>(from)] < 0) {
            consistent = false;
            break;
        }
        Tile &tile = m_tiles[rowOfCell[static_cast<std::size_t>(from)]];
        tile.row = tm.to.row;
        tile.column = tm.to.col;
        if (!tm.merged)
            continue;
        int &partner = waiting[static_cast<std::size_t>(to)];
        if (partner < 0) {
            partner = rowOfCell[static_cast<std::size_t>(from)];
            continue;
        }
        // The tile that travels less stays; the other slides into it and leaves.
        Tile &first = m_tiles[partner];
        const game2048::TileMove *firstMove = nullptr;
        for (const game2048::TileMove &other : result.tiles) {
            if (other.to == tm.to && other.merged && other.from != tm.from)
                firstMove = &other;
        }
        const bool firstStays =
            firstMove && manhattan(firstMove->from, firstMove->to) <= manhattan(tm.from, tm.to);
        Tile &stays = firstStays ? first : tile;
        Tile &leaves = firstStays ? tile : first;
        stays.exponent = board.exponent(tm.to);
        ++stays.merges;
        leaves.consumed = true;
    }
    if (consistent && !m_tiles.isEmpty())
        emit dataChanged(index(0), index(static_cast<int>(m_tiles.size()) - 1));

    if (consistent && result.spawn) {
        const int row = static_cast<int>(m_tiles.size());
        beginInsertRows(QModelIndex(), row, row);
        m_tiles.append(Tile{m_nextTileId++, result.spawn->exponent, result.spawn->cell.row,
                            result.spawn->cell.col, 0, true, false});
        endInsertRows();
    }

    if (!consistent || !matches(board)) {
        // Never show a board other than the game's: start the view over from the board.
        qCWarning(lcGame) << "2048: the tiles did not follow the move; the board is shown afresh";
        reset(board, false);
        return;
    }
    if (slideDurationMs > 0)
        m_settleTimer.start(slideDurationMs + settleMarginMs);
    else
        removeConsumed();
}

} // namespace tessera
