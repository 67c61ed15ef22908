// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QAbstractItemModel>
#include <QAccessible>
#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace tessera {

// A board as a screen reader sees it: a table of rows and columns whose cells are named by the
// board's model ("row 3, column 4: box on a goal"). It draws nothing; it lies over the board.
// Qt Quick 6.4 has no table for an Item (Accessible.role: Accessible.Table gives no row or
// column counts), so this item brings its own QAccessibleInterface with QAccessibleTable-
// and QAccessibleTableCellInterface, and tells the screen reader which cells changed.
//
// The model has one row per cell in row-major order (row * columns + column) and a role named
// "spokenText". In QML, set `Accessible.role: Accessible.Table` too: that is what puts the item
// in the accessible tree of its parents.
class AccessibleBoard : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QAbstractItemModel *model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(int rowCount READ rows WRITE setRows NOTIFY sizeChanged)
    Q_PROPERTY(int columnCount READ columns WRITE setColumns NOTIFY sizeChanged)
    // Where the cells are drawn, when not over the whole item (for the cells' places on the
    // screen, which a screen reader's magnifier follows).
    Q_PROPERTY(QQuickItem *cellArea READ cellArea WRITE setCellArea NOTIFY sizeChanged)
    // What the table is ("Sokoban board"), and what a screen reader adds ("7 columns, 3 rows").
    Q_PROPERTY(QString name READ name WRITE setName NOTIFY nameChanged)
    Q_PROPERTY(QString description READ description WRITE setDescription NOTIFY nameChanged)

public:
    explicit AccessibleBoard(QQuickItem *parent = nullptr);
    ~AccessibleBoard() override;

    QAbstractItemModel *model() const { return m_model; }
    void setModel(QAbstractItemModel *model);
    int rows() const { return m_rows; }
    void setRows(int rows);
    int columns() const { return m_columns; }
    void setColumns(int columns);
    QQuickItem *cellArea() const { return m_cellArea; }
    void setCellArea(QQuickItem *area);
    QString name() const { return m_name; }
    void setName(const QString &name);
    QString description() const { return m_description; }
    void setDescription(const QString &description);

    // The spoken text of a cell, empty off the board: for the cells' interfaces and tests.
    Q_INVOKABLE QString cellText(int row, int column) const;
    // The accessible cell (owned by QAccessible's cache), null off the board.
    [[nodiscard]] QAccessibleInterface *cellInterface(int row, int column);
    // Where a cell is on the screen.
    [[nodiscard]] QRect cellRect(int row, int column) const;
    // The cell under a point of the screen (a screen reader's mouse review), null off the cells.
    [[nodiscard]] QAccessibleInterface *cellInterfaceAt(const QPoint &global);

signals:
    void modelChanged();
    void sizeChanged();
    void nameChanged();

private:
    // Where the cells are drawn: the cell area, else this item.
    const QQuickItem *cellsItem() const { return m_cellArea ? m_cellArea.data() : this; }
    void cellsChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                      const QList<int> &roles = {});
    void forgetCells();
    void tableReset();

    QPointer<QAbstractItemModel> m_model;
    QPointer<QQuickItem> m_cellArea;
    int m_textRole = -1;
    int m_rows = 0;
    int m_columns = 0;
    QString m_name;
    QString m_description;
    // The cells' interfaces made so far, by row-major index (0: not made).
    std::vector<QAccessible::Id> m_cellIds;
};

} // namespace tessera
