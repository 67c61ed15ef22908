// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "BoardCellsModel.h"

namespace tessera {

BoardCellsModel::BoardCellsModel(Contents contents, QObject *parent)
    : QAbstractListModel(parent), m_contents(std::move(contents))
{}

int BoardCellsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_texts.size());
}

QVariant BoardCellsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != SpokenTextRole)
        return QVariant();
    return m_texts.at(index.row());
}

QHash<int, QByteArray> BoardCellsModel::roleNames() const
{
    return {{SpokenTextRole, "spokenText"}};
}

QString BoardCellsModel::placed(int row, int column, const QString &contents)
{
    //: A board's cell as a screen reader says it: %1 its row, %2 its column (from 1), %3 what
    //: it holds.
    return tr("row %1, column %2: %3").arg(row + 1).arg(column + 1).arg(contents);
}

QString BoardCellsModel::rowsText() const
{
    QStringList rows;
    for (int row = 0; row < m_rows; ++row) {
        QStringList cells;
        for (int column = 0; column < m_columns; ++column)
            cells << m_contents(row, column);
        //: One row of a board said by a screen reader: %1 its number, %2 its cells in order.
        rows << tr("row %1: %2").arg(row + 1).arg(cells.join(QStringLiteral(", ")));
    }
    return rows.join(QStringLiteral(". "));
}

void BoardCellsModel::refresh(int rows, int columns)
{
    QStringList texts;
    texts.reserve(rows * columns);
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column)
            texts << placed(row, column, m_contents(row, column));
    }
    if (rows != m_rows || columns != m_columns) {
        beginResetModel();
        m_rows = rows;
        m_columns = columns;
        m_texts = texts;
        endResetModel();
        return;
    }
    for (int i = 0; i < texts.size(); ++i) {
        if (texts.at(i) == m_texts.at(i))
            continue;
        m_texts[i] = texts.at(i);
        emit dataChanged(index(i), index(i), {SpokenTextRole});
    }
}

} // namespace tessera
