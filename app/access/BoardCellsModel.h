// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <functional>

namespace tessera {

// The cells of a board as a screen reader says them, row-major, one role "spokenText" ("row 1,
// column 2: 64"), for an AccessibleBoard. The game's session owns one and says what a cell
// holds (`contents`, worded with tr in the player's language); refresh() after each change
// rereads every cell and reports only the ones whose text changed.
class BoardCellsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A game's session owns its cells' texts")

public:
    enum Role
    {
        SpokenTextRole = Qt::UserRole + 1,
    };
    Q_ENUM(Role)

    // What cell (row, column) holds, without its place ("64", "empty").
    using Contents = std::function<QString(int row, int column)>;

    explicit BoardCellsModel(Contents contents, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // "row 3, column 4: box on a goal" (rows and columns counted from 1).
    [[nodiscard]] static QString placed(int row, int column, const QString &contents);

    // The whole board, row by row: "row 1: 2, empty, empty, 4. row 2: ...".
    [[nodiscard]] QString rowsText() const;

    // Rereads the board (`rows` x `columns`): a new size resets the model.
    void refresh(int rows, int columns);

private:
    Contents m_contents;
    int m_rows = 0;
    int m_columns = 0;
    QStringList m_texts;
};

} // namespace tessera
