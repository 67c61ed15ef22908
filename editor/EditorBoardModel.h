// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"
#include "sokoban/LevelProblem.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>
#include <cstdint>
#include <vector>

namespace tessera {

// The cells of the level being edited, one row per cell in row-major order (row = y * columns
// + x), with the same role names as SokobanBoardModel so the editor draws cells with the play
// screen's SokobanCell. LevelEditorSession hands it every new state of the level; it reports
// only the cells that changed (dataChanged in runs of neighbouring rows), and resets only when
// the size changes.
class EditorBoardModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The board belongs to a LevelEditorSession")
    Q_PROPERTY(int columns READ columns NOTIFY sizeChanged)
    Q_PROPERTY(int rows READ rows NOTIFY sizeChanged)

public:
    enum Roles
    {
        CellXRole = Qt::UserRole + 1, // "cellX"
        CellYRole,                    // "cellY"
        TerrainRole,                  // "terrain": SokobanBoardModel::Terrain values
        GoalRole,                     // "goal"
        BoxRole,                      // "box"
        PlayerRole,                   // "player"
        WallJoinRole,                 // "wallJoin": SokobanBoardModel::WallJoin bits
        ProblemRole,                  // "problem": named by a validation problem
        ToolRole,                     // "tool": the palette tool that paints this cell
        BoxTargetRole,                // "boxTarget": always false (SokobanCell reads it)
        DeadSquareRole,               // "deadSquare": always false (SokobanCell reads it)
        HintTargetRole,               // "hintTarget": always false (SokobanCell reads it)
        // "spokenText": the cell for a screen reader ("row 2, column 3: box on a goal"), as
        // AccessibleBoard reads it.
        SpokenTextRole,
    };
    Q_ENUM(Roles)

    explicit EditorBoardModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    // One role of cell (x, y) by its name, undefined off the board: for tests and tools.
    Q_INVOKABLE QVariant cellData(int x, int y, const QString &roleName) const;

    // Shows `level`, with `problemCells` highlighted.
    void show(const sokoban::Level &level, const std::vector<sokoban::CellCoord> &problemCells);

    // What one cell shows, for a painted view of big boards (EditorBoardPicture).
    struct CellState
    {
        std::uint8_t terrain = 0;
        bool goal = false;
        bool box = false;
        bool player = false;
        bool problem = false;
        std::uint16_t wallJoin = 0;
        friend bool operator==(const CellState &a, const CellState &b)
        {
            return a.terrain == b.terrain && a.goal == b.goal && a.box == b.box &&
                   a.player == b.player && a.problem == b.problem && a.wallJoin == b.wallJoin;
        }
    };
    // Row-major, columns() * rows().
    const std::vector<CellState> &cells() const { return m_cells; }
    // What a cell holds in words ("wall", "player on a goal"), the play board's words but for
    // the player, who is placed here rather than "you".
    [[nodiscard]] static QString spokenContents(const CellState &cell);

signals:
    void sizeChanged();

private:
    int m_columns = 0;
    int m_rows = 0;
    std::vector<CellState> m_cells;
};

} // namespace tessera
