// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Game.h"
#include "sokoban/Level.h"
#include "sokoban/LevelProblem.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <cstdint>
#include <vector>

namespace tessera {

// The cells of a Sokoban board for the view, one row per cell in row-major order
// (row = y * columns + x), after Qt's Game of Life example: the delegate is thin and binds to
// roles. The SokobanSession owns it and tells it which cells a move touched; it then emits
// dataChanged for those cells only (in runs of neighbouring rows).
//
// The view draws terrain and goals from these cells; the player and the boxes are separate
// items that move (SokobanSession's player properties, SokobanBoxModel), so the box and
// player roles are here for queries, tests and accessibility, not for drawing.
class SokobanBoardModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The board belongs to a SokobanSession")
    Q_PROPERTY(int columns READ columns NOTIFY sizeChanged)
    Q_PROPERTY(int rows READ rows NOTIFY sizeChanged)

public:
    enum Roles
    {
        CellXRole = Qt::UserRole + 1, // "cellX": column, from 0
        CellYRole,                    // "cellY": row, from 0
        TerrainRole,                  // "terrain": Terrain
        GoalRole,                     // "goal"
        BoxRole,                      // "box"
        BoxOnGoalRole,                // "boxOnGoal"
        PlayerRole,                   // "player"
        // "wallJoin": which neighbours of the cell are walls, and which sides border the
        // outside (WallJoin bits), so the view can draw walls as one joined mass with rounded
        // outer corners and floor shaded under the walls.
        WallJoinRole,
        // "deadSquare": a floor cell from which no box can reach a goal (DeadlockDetector),
        // while the session shows them (SokobanSettings::showDeadSquares).
        DeadSquareRole,
        BoxTargetRole,  // "boxTarget": where the selected box can be pushed
        SelectedRole,   // "selected": the selected box's cell
        ProblemRole,    // "problem": named by a validation problem of an invalid level
        HintTargetRole, // "hintTarget": where the hint's box is to be pushed
        // "spokenText": the cell as a screen reader says it ("row 3, column 4: box on a
        // goal"), for an AccessibleBoard.
        SpokenTextRole,
    };
    Q_ENUM(Roles)

    enum Terrain
    {
        Outside,
        Floor,
        Wall,
    };
    Q_ENUM(Terrain)

    enum WallJoin
    {
        JoinUp = 1,
        JoinRight = 2,
        JoinDown = 4,
        JoinLeft = 8,
        // Diagonal neighbours, for inner corners.
        JoinUpLeft = 16,
        JoinUpRight = 32,
        JoinDownRight = 64,
        JoinDownLeft = 128,
        // Sides where the board ends or an Outside cell lies (not a wall, not floor).
        OutsideUp = 256,
        OutsideRight = 512,
        OutsideDown = 1024,
        OutsideLeft = 2048,
    };
    Q_ENUM(WallJoin)

    // One cell's state, public so the painted board (SokobanBoardPicture) reads it without a
    // QVariant per role.
    enum Flag : std::uint16_t
    {
        GoalFlag = 1,
        BoxFlag = 2,
        PlayerFlag = 4,
        DeadFlag = 8,
        TargetFlag = 16,
        SelectedFlag = 32,
        ProblemFlag = 64,
        HintTargetFlag = 128,
    };

    struct CellState
    {
        Terrain terrain = Outside;
        std::uint16_t wallJoin = 0;
        std::uint16_t flags = 0;
        bool has(Flag f) const { return (flags & f) != 0; }
        void set(Flag f, bool on)
        {
            flags = static_cast<std::uint16_t>(on ? (flags | f) : (flags & ~f));
        }
    };

    explicit SokobanBoardModel(QObject *parent = nullptr);

    // The view's terrain for the core's.
    static Terrain terrainOf(sokoban::Terrain terrain);
    // The WallJoin bits of cell (x, y); `terrainAt(x, y)` gives a cell's Terrain, Outside off
    // the board. The editor's board (EditorBoardModel) uses it too, so both draw walls alike.
    template <typename TerrainAt>
    static std::uint16_t wallJoinAt(int x, int y, const TerrainAt &terrainAt);

    // What a cell holds, in words: "box on a goal", "wall"...
    [[nodiscard]] static QString spokenContents(const CellState &cell);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int columns() const { return m_columns; }
    // Row-major, columns() * rows() cells.
    const std::vector<CellState> &cells() const { return m_cells; }
    int rows() const { return m_rows; }
    // Row of cell (x, y), or -1 off the board.
    Q_INVOKABLE int indexOf(int x, int y) const;
    // One role of cell (x, y) by its name ("box", "goal"...), undefined off the board: for
    // tests and tools.
    Q_INVOKABLE QVariant cellData(int x, int y, const QString &roleName) const;

    // --- Filled in by the session ---

    // No level: no cells.
    void clear();
    // A level that cannot be played, shown as read; `problemCells` get the problem role.
    void resetToLevel(const sokoban::Level &level, const std::vector<sokoban::CellCoord> &problems);
    // A game's board and current position.
    void resetToGame(const sokoban::Game &game);
    // The game moved: reread the box and player flags of `cells` (row-major indices).
    void updateCells(const sokoban::Game &game, const std::vector<int> &cells);
    // The selection: `selected` (a cell or -1) and the cells flagged true in `targets` (empty
    // for none). Only the cells whose highlight changes are reported.
    void setHighlights(int selected, const std::vector<bool> &targets);
    // Dead squares to show: one flag per cell (empty: none). Only changes are reported.
    void setDeadSquares(const std::vector<bool> &dead);
    // The cell a hint pushes its box to (-1: none).
    void setHintTarget(int cell);

signals:
    void sizeChanged();

private:
    void resize(int columns, int rows);
    void computeWallJoins();
    // Emits dataChanged for the sorted, unique rows in `changed`, one signal per run.
    void emitChanged(const std::vector<int> &changed, const QList<int> &roles);

    int m_columns = 0;
    int m_rows = 0;
    std::vector<CellState> m_cells;
};

template <typename TerrainAt>
std::uint16_t SokobanBoardModel::wallJoinAt(int x, int y, const TerrainAt &terrainAt)
{
    const auto isWall = [&](int cx, int cy) { return terrainAt(cx, cy) == Wall; };
    const auto isOutside = [&](int cx, int cy) { return terrainAt(cx, cy) == Outside; };
    int join = 0;
    join |= isWall(x, y - 1) ? JoinUp : 0;
    join |= isWall(x + 1, y) ? JoinRight : 0;
    join |= isWall(x, y + 1) ? JoinDown : 0;
    join |= isWall(x - 1, y) ? JoinLeft : 0;
    join |= isWall(x - 1, y - 1) ? JoinUpLeft : 0;
    join |= isWall(x + 1, y - 1) ? JoinUpRight : 0;
    join |= isWall(x + 1, y + 1) ? JoinDownRight : 0;
    join |= isWall(x - 1, y + 1) ? JoinDownLeft : 0;
    join |= isOutside(x, y - 1) ? OutsideUp : 0;
    join |= isOutside(x + 1, y) ? OutsideRight : 0;
    join |= isOutside(x, y + 1) ? OutsideDown : 0;
    join |= isOutside(x - 1, y) ? OutsideLeft : 0;
    return static_cast<std::uint16_t>(join);
}

} // namespace tessera
