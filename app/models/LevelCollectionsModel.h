// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "LevelLibrary.h"
#include "ProgressStore.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QStringList>
#include <QVector>
#include <QtQml/qqmlregistration.h>

namespace tessera {

// The level browser's first page: one row per collection of the LevelLibrary (bundled, My
// levels, recent files, pasted text) with its level count and how many of its levels the
// ProgressStore says are solved. Follows the library (collections added, changed) and the
// store (a level solved anywhere updates every collection holding it).
class LevelCollectionsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(tessera::LevelLibrary *library READ library WRITE setLibrary NOTIFY libraryChanged)
    Q_PROPERTY(tessera::ProgressStore *progressStore READ progressStore WRITE setProgressStore
                   NOTIFY progressStoreChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role
    {
        IdRole = Qt::UserRole + 1,
        NameRole,
        PathRole,
        KindRole, // "bundled", "my-levels", "file", "pasted"
        CreditRole,
        LevelCountRole,
        SolvedCountRole,
        ReadableRole,
        ErrorTextRole, // why the file cannot be read, or its syntax errors
    };
    Q_ENUM(Role)

    explicit LevelCollectionsModel(QObject *parent = nullptr);

    LevelLibrary *library() const { return m_library; }
    void setLibrary(LevelLibrary *library);
    ProgressStore *progressStore() const { return m_progress; }
    void setProgressStore(ProgressStore *store);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The id of row `row`, or an empty string.
    Q_INVOKABLE QString idAt(int row) const;
    // The row of the collection with this id, or -1.
    Q_INVOKABLE int indexOfId(const QString &id) const;

    static QString kindName(CollectionKind kind);

signals:
    void libraryChanged();
    void progressStoreChanged();
    void countChanged();

private:
    struct Row
    {
        CollectionRef ref;
        QStringList keys;
        int levelCount = 0;
        int solved = 0;
        bool readable = true;
        QString errorText;
    };
    // After a switch of language: the rows' texts worded again.
    void reword();
    void rebuild();
    void refreshCollection(const QString &id);
    void refreshSolved();
    Row makeRow(const CollectionRef &ref) const;

    QPointer<LevelLibrary> m_library;
    QPointer<ProgressStore> m_progress;
    QVector<Row> m_rows;
};

} // namespace tessera
