// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanBoxModel.h"

namespace tessera {

SokobanBoxModel::SokobanBoxModel(QObject *parent) : QAbstractListModel(parent) {}

int SokobanBoxModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_boxes.size());
}

QVariant SokobanBoxModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Box &b = m_boxes[static_cast<std::size_t>(index.row())];
    switch (role) {
    case BoxIdRole:
        return index.row();
    case CellXRole:
        return b.x;
    case CellYRole:
        return b.y;
    case OnGoalRole:
        return b.onGoal;
    case SelectedRole:
        return b.selected;
    case StuckRole:
        return b.stuck;
    case HintedRole:
        return b.hinted;
    default:
        return {};
    }
}

QHash<int, QByteArray> SokobanBoxModel::roleNames() const
{
    return {
        {BoxIdRole, "boxId"},   {CellXRole, "cellX"},       {CellYRole, "cellY"},
        {OnGoalRole, "onGoal"}, {SelectedRole, "selected"}, {StuckRole, "stuck"},
        {HintedRole, "hinted"},
    };
}

void SokobanBoxModel::clear()
{
    beginResetModel();
    m_boxes.clear();
    m_width = 0;
    endResetModel();
}

void SokobanBoxModel::resetToLevel(const sokoban::Level &level)
{
    beginResetModel();
    m_boxes.clear();
    m_width = level.width;
    if (level.cells.size() == static_cast<std::size_t>(level.width) * level.height) {
        for (int y = 0; y < level.height; ++y) {
            for (int x = 0; x < level.width; ++x) {
                const sokoban::Cell &c = level.at(x, y);
                if (c.box)
                    m_boxes.push_back({x, y, c.goal, false, false, false});
            }
        }
    }
    endResetModel();
}

void SokobanBoxModel::resetToGame(const sokoban::Game &game)
{
    beginResetModel();
    m_width = game.width();
    m_boxes.clear();
    for (const int cell : game.boxes())
        m_boxes.push_back({game.xOf(cell), game.yOf(cell), game.isGoal(cell), false, false, false});
    endResetModel();
}

void SokobanBoxModel::updateFromGame(const sokoban::Game &game)
{
    const std::vector<int> &cells = game.boxes();
    if (cells.size() != m_boxes.size() || game.width() != m_width) {
        resetToGame(game);
        return;
    }
    for (std::size_t id = 0; id < cells.size(); ++id) {
        Box &b = m_boxes[id];
        const int x = game.xOf(cells[id]);
        const int y = game.yOf(cells[id]);
        if (x == b.x && y == b.y)
            continue;
        b.x = x;
        b.y = y;
        b.onGoal = game.isGoal(cells[id]);
        const QModelIndex i = index(static_cast<int>(id));
        emit dataChanged(i, i, {CellXRole, CellYRole, OnGoalRole});
    }
}

void SokobanBoxModel::setSelectedCell(int cell)
{
    for (std::size_t id = 0; id < m_boxes.size(); ++id) {
        Box &b = m_boxes[id];
        const bool selected = isOn(b, cell);
        if (selected == b.selected)
            continue;
        b.selected = selected;
        const QModelIndex i = index(static_cast<int>(id));
        emit dataChanged(i, i, {SelectedRole});
    }
}

void SokobanBoxModel::setStuckCells(const std::vector<int> &cells)
{
    for (std::size_t id = 0; id < m_boxes.size(); ++id) {
        Box &b = m_boxes[id];
        bool stuck = false;
        for (const int cell : cells)
            stuck = stuck || isOn(b, cell);
        if (stuck == b.stuck)
            continue;
        b.stuck = stuck;
        const QModelIndex i = index(static_cast<int>(id));
        emit dataChanged(i, i, {StuckRole});
    }
}

void SokobanBoxModel::setHintedCell(int cell)
{
    for (std::size_t id = 0; id < m_boxes.size(); ++id) {
        Box &b = m_boxes[id];
        const bool hinted = isOn(b, cell);
        if (hinted == b.hinted)
            continue;
        b.hinted = hinted;
        const QModelIndex i = index(static_cast<int>(id));
        emit dataChanged(i, i, {HintedRole});
    }
}

} // namespace tessera
