// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanBoardModel.h"

#include "BoardCellsModel.h"

#include <algorithm>

namespace tessera {

namespace {

std::size_t at(int cell)
{
    return static_cast<std::size_t>(cell);
}

} // namespace

SokobanBoardModel::SokobanBoardModel(QObject *parent) : QAbstractListModel(parent) {}

SokobanBoardModel::Terrain SokobanBoardModel::terrainOf(sokoban::Terrain t)
{
    switch (t) {
    case sokoban::Terrain::Floor:
        return Floor;
    case sokoban::Terrain::Wall:
        return Wall;
    case sokoban::Terrain::Outside:
        break;
    }
    return Outside;
}

int SokobanBoardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_cells.size());
}

QVariant SokobanBoardModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const CellState &c = m_cells[at(row)];
    switch (role) {
    case CellXRole:
        return row % m_columns;
    case CellYRole:
        return row / m_columns;
    case TerrainRole:
        return c.terrain;
    case GoalRole:
        return c.has(GoalFlag);
    case BoxRole:
        return c.has(BoxFlag);
    case BoxOnGoalRole:
        return c.has(BoxFlag) && c.has(GoalFlag);
    case PlayerRole:
        return c.has(PlayerFlag);
    case WallJoinRole:
        return int(c.wallJoin);
    case DeadSquareRole:
        return c.has(DeadFlag);
    case BoxTargetRole:
        return c.has(TargetFlag);
    case SelectedRole:
        return c.has(SelectedFlag);
    case ProblemRole:
        return c.has(ProblemFlag);
    case HintTargetRole:
        return c.has(HintTargetFlag);
    case SpokenTextRole:
        return BoardCellsModel::placed(row / m_columns, row % m_columns, spokenContents(c));
    default:
        return {};
    }
}

QHash<int, QByteArray> SokobanBoardModel::roleNames() const
{
    return {
        {CellXRole, "cellX"},
        {CellYRole, "cellY"},
        {TerrainRole, "terrain"},
        {GoalRole, "goal"},
        {BoxRole, "box"},
        {BoxOnGoalRole, "boxOnGoal"},
        {PlayerRole, "player"},
        {WallJoinRole, "wallJoin"},
        {DeadSquareRole, "deadSquare"},
        {BoxTargetRole, "boxTarget"},
        {SelectedRole, "selected"},
        {ProblemRole, "problem"},
        {HintTargetRole, "hintTarget"},
        {SpokenTextRole, "spokenText"},
    };
}

QString SokobanBoardModel::spokenContents(const CellState &c)
{
    switch (c.terrain) {
    case Outside:
        return tr("outside");
    case Wall:
        return tr("wall");
    case Floor:
        break;
    }
    const bool goal = c.has(GoalFlag);
    QString text;
    if (c.has(PlayerFlag))
        text = goal ? tr("you, on a goal") : tr("you");
    else if (c.has(BoxFlag))
        text = goal ? tr("box on a goal") : tr("box");
    else
        text = goal ? tr("goal") : tr("floor");
    if (c.has(DeadFlag) && !c.has(BoxFlag))
        //: A cell from which no box can reach a goal: %1 is what it holds ("floor").
        text = tr("%1, dead square").arg(text);
    return text;
}

int SokobanBoardModel::indexOf(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_columns || y >= m_rows)
        return -1;
    return y * m_columns + x;
}

QVariant SokobanBoardModel::cellData(int x, int y, const QString &roleName) const
{
    const int row = indexOf(x, y);
    if (row < 0)
        return {};
    const int role = roleNames().key(roleName.toUtf8(), -1);
    return role < 0 ? QVariant() : data(index(row), role);
}

void SokobanBoardModel::resize(int columns, int rows)
{
    const bool sizeChange = columns != m_columns || rows != m_rows;
    m_columns = columns;
    m_rows = rows;
    m_cells.assign(static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows), {});
    if (sizeChange)
        emit sizeChanged();
}

void SokobanBoardModel::clear()
{
    beginResetModel();
    resize(0, 0);
    endResetModel();
}

void SokobanBoardModel::resetToLevel(const sokoban::Level &level,
                                     const std::vector<sokoban::CellCoord> &problems)
{
    beginResetModel();
    // A board whose cells do not match its size (or too large to read) shows nothing.
    const bool usable = level.width > 0 && level.height > 0 &&
                        level.width <= sokoban::Level::maxSize &&
                        level.height <= sokoban::Level::maxSize &&
                        level.cells.size() == static_cast<std::size_t>(level.width) * level.height;
    if (!usable) {
        resize(0, 0);
        endResetModel();
        return;
    }
    resize(level.width, level.height);
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        const sokoban::Cell &in = level.cells[i];
        CellState &c = m_cells[i];
        c.terrain = terrainOf(in.terrain);
        // Outside cells carrying something are floor, as the game would take them.
        if (c.terrain == Outside && (in.goal || in.box || in.player))
            c.terrain = Floor;
        c.set(GoalFlag, in.goal);
        c.set(BoxFlag, in.box);
        c.set(PlayerFlag, in.player);
    }
    for (const sokoban::CellCoord &p : problems) {
        const int row = indexOf(p.x, p.y);
        if (row >= 0)
            m_cells[at(row)].set(ProblemFlag, true);
    }
    computeWallJoins();
    endResetModel();
}

void SokobanBoardModel::resetToGame(const sokoban::Game &game)
{
    beginResetModel();
    resize(game.width(), game.height());
    for (int cell = 0; cell < game.cellCount(); ++cell) {
        CellState &c = m_cells[at(cell)];
        c.terrain = terrainOf(game.terrain(cell));
        c.set(GoalFlag, game.isGoal(cell));
        c.set(BoxFlag, game.hasBox(cell));
        c.set(PlayerFlag, game.playerPosition() == cell);
    }
    computeWallJoins();
    endResetModel();
}

void SokobanBoardModel::updateCells(const sokoban::Game &game, const std::vector<int> &cells)
{
    std::vector<int> changed;
    changed.reserve(cells.size());
    for (const int cell : cells) {
        if (cell < 0 || at(cell) >= m_cells.size())
            continue;
        CellState &c = m_cells[at(cell)];
        const std::uint16_t before = c.flags;
        c.set(BoxFlag, game.hasBox(cell));
        c.set(PlayerFlag, game.playerPosition() == cell);
        if (c.flags != before)
            changed.push_back(cell);
    }
    std::sort(changed.begin(), changed.end());
    changed.erase(std::unique(changed.begin(), changed.end()), changed.end());
    emitChanged(changed, {BoxRole, BoxOnGoalRole, PlayerRole, SpokenTextRole});
}

void SokobanBoardModel::setHighlights(int selected, const std::vector<bool> &targets)
{
    std::vector<int> changed;
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        CellState &c = m_cells[i];
        const std::uint16_t before = c.flags;
        c.set(SelectedFlag, static_cast<int>(i) == selected);
        c.set(TargetFlag, i < targets.size() && targets[i]);
        if (c.flags != before)
            changed.push_back(static_cast<int>(i));
    }
    emitChanged(changed, {BoxTargetRole, SelectedRole});
}

void SokobanBoardModel::setDeadSquares(const std::vector<bool> &dead)
{
    std::vector<int> changed;
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        CellState &c = m_cells[i];
        const bool on = i < dead.size() && dead[i] && c.terrain == Floor;
        if (on == c.has(DeadFlag))
            continue;
        c.set(DeadFlag, on);
        changed.push_back(static_cast<int>(i));
    }
    emitChanged(changed, {DeadSquareRole, SpokenTextRole});
}

void SokobanBoardModel::setHintTarget(int cell)
{
    std::vector<int> changed;
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        CellState &c = m_cells[i];
        const bool on = static_cast<int>(i) == cell;
        if (on == c.has(HintTargetFlag))
            continue;
        c.set(HintTargetFlag, on);
        changed.push_back(static_cast<int>(i));
    }
    emitChanged(changed, {HintTargetRole});
}

void SokobanBoardModel::computeWallJoins()
{
    const auto terrainAt = [this](int x, int y) {
        const int row = indexOf(x, y);
        return row >= 0 ? m_cells[at(row)].terrain : Outside;
    };
    for (int y = 0; y < m_rows; ++y)
        for (int x = 0; x < m_columns; ++x)
            m_cells[at(indexOf(x, y))].wallJoin = wallJoinAt(x, y, terrainAt);
}

void SokobanBoardModel::emitChanged(const std::vector<int> &changed, const QList<int> &roles)
{
    std::size_t i = 0;
    while (i < changed.size()) {
        std::size_t j = i;
        while (j + 1 < changed.size() && changed[j + 1] == changed[j] + 1)
            ++j;
        emit dataChanged(index(changed[i]), index(changed[j]), roles);
        i = j + 1;
    }
}

} // namespace tessera
