// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "EditorBoardModel.h"

#include "BoardCellsModel.h"
#include "SokobanBoardModel.h"
#include "sokoban/editor/EditorTool.h"

namespace tessera {

EditorBoardModel::EditorBoardModel(QObject *parent) : QAbstractListModel(parent) {}

int EditorBoardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_cells.size());
}

QVariant EditorBoardModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount())
        return {};
    const CellState &c = m_cells[static_cast<std::size_t>(index.row())];
    switch (role) {
    case CellXRole:
        return index.row() % m_columns;
    case CellYRole:
        return index.row() / m_columns;
    case TerrainRole:
        return int(c.terrain);
    case GoalRole:
        return c.goal;
    case BoxRole:
        return c.box;
    case PlayerRole:
        return c.player;
    case WallJoinRole:
        return int(c.wallJoin);
    case ProblemRole:
        return c.problem;
    case BoxTargetRole:
    case DeadSquareRole:
    case HintTargetRole:
        // The play board's marks; SokobanCell requires them, the editor has none.
        return false;
    case SpokenTextRole:
        return BoardCellsModel::placed(index.row() / m_columns, index.row() % m_columns,
                                       spokenContents(c));
    case ToolRole: {
        using sokoban::EditorTool;
        EditorTool tool = EditorTool::Erase;
        if (c.terrain == SokobanBoardModel::Wall)
            tool = EditorTool::Wall;
        else if (c.player)
            tool = c.goal ? EditorTool::PlayerOnGoal : EditorTool::Player;
        else if (c.box)
            tool = c.goal ? EditorTool::BoxOnGoal : EditorTool::Box;
        else if (c.goal)
            tool = EditorTool::Goal;
        else if (c.terrain == SokobanBoardModel::Floor)
            tool = EditorTool::Floor;
        return int(tool);
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> EditorBoardModel::roleNames() const
{
    return {{CellXRole, "cellX"},
            {CellYRole, "cellY"},
            {TerrainRole, "terrain"},
            {GoalRole, "goal"},
            {BoxRole, "box"},
            {PlayerRole, "player"},
            {WallJoinRole, "wallJoin"},
            {ProblemRole, "problem"},
            {ToolRole, "tool"},
            {BoxTargetRole, "boxTarget"},
            {DeadSquareRole, "deadSquare"},
            {HintTargetRole, "hintTarget"},
            {SpokenTextRole, "spokenText"}};
}

QString EditorBoardModel::spokenContents(const CellState &cell)
{
    if (cell.player && cell.terrain == SokobanBoardModel::Floor)
        return cell.goal ? tr("player, on a goal") : tr("player");
    SokobanBoardModel::CellState played;
    played.terrain = static_cast<SokobanBoardModel::Terrain>(cell.terrain);
    played.set(SokobanBoardModel::GoalFlag, cell.goal);
    played.set(SokobanBoardModel::BoxFlag, cell.box);
    return SokobanBoardModel::spokenContents(played);
}

QVariant EditorBoardModel::cellData(int x, int y, const QString &roleName) const
{
    if (x < 0 || y < 0 || x >= m_columns || y >= m_rows)
        return {};
    const int role = roleNames().key(roleName.toUtf8(), -1);
    return role < 0 ? QVariant() : data(index(y * m_columns + x), role);
}

void EditorBoardModel::show(const sokoban::Level &level,
                            const std::vector<sokoban::CellCoord> &problemCells)
{
    const int w = level.width;
    const int h = level.height;
    std::vector<CellState> next(level.cells.size());
    const auto terrainAt = [&](int x, int y) {
        return level.contains(x, y) ? SokobanBoardModel::terrainOf(level.at(x, y).terrain)
                                    : SokobanBoardModel::Outside;
    };
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const sokoban::Cell &cell = level.at(x, y);
            CellState &c = next[static_cast<std::size_t>(level.index(x, y))];
            c.terrain = static_cast<std::uint8_t>(SokobanBoardModel::terrainOf(cell.terrain));
            c.goal = cell.goal;
            c.box = cell.box;
            c.player = cell.player;
            c.wallJoin = SokobanBoardModel::wallJoinAt(x, y, terrainAt);
        }
    }
    for (const sokoban::CellCoord p : problemCells)
        if (level.contains(p.x, p.y))
            next[static_cast<std::size_t>(level.index(p.x, p.y))].problem = true;

    if (w != m_columns || h != m_rows) {
        beginResetModel();
        m_columns = w;
        m_rows = h;
        m_cells = std::move(next);
        // Before the reset ends, so a view can choose how to draw the new size (EditorBoard
        // switches to one picture for big boards) before any delegate is made for it.
        emit sizeChanged();
        endResetModel();
        return;
    }
    // Report the changed rows in runs, so a stroke or a fill is a few signals, not one a cell.
    int runStart = -1;
    const int count = static_cast<int>(m_cells.size());
    for (int i = 0; i <= count; ++i) {
        const bool changed = i < count && !(m_cells[static_cast<std::size_t>(i)] ==
                                            next[static_cast<std::size_t>(i)]);
        if (changed) {
            m_cells[static_cast<std::size_t>(i)] = next[static_cast<std::size_t>(i)];
            if (runStart < 0)
                runStart = i;
        } else if (runStart >= 0) {
            emit dataChanged(index(runStart), index(i - 1));
            runStart = -1;
        }
    }
}

} // namespace tessera
