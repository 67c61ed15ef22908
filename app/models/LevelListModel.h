// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "LevelLibrary.h"
#include "ProgressStore.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace tessera {

// The level browser's second page: the levels of one collection of the LevelLibrary, each with
// its number, title, whether it can be played (and why not), and from the ProgressStore whether
// it is solved and its best moves and pushes. Updates when a level's progress changes and when
// the library reloads the collection.
class LevelListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(tessera::LevelLibrary *library READ library WRITE setLibrary NOTIFY libraryChanged)
    Q_PROPERTY(tessera::ProgressStore *progressStore READ progressStore WRITE setProgressStore
                   NOTIFY progressStoreChanged)
    Q_PROPERTY(
        QString collectionId READ collectionId WRITE setCollectionId NOTIFY collectionIdChanged)
    Q_PROPERTY(QString collectionName READ collectionName NOTIFY countChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(int solvedCount READ solvedCount NOTIFY solvedCountChanged)

public:
    enum Role
    {
        NumberRole = Qt::UserRole + 1, // 1-based
        TitleRole,                     // the title, or "Level N"
        KeyRole,
        SolvedRole,
        BestMovesRole,  // 0: not solved
        BestPushesRole, // 0: not solved
        PlayableRole,
        ErrorTextRole, // one line per problem; empty when playable
        RowsRole,      // the board as XSB rows ('-' outside), for LevelPreview
        BoardWidthRole,
        BoardHeightRole,
    };
    Q_ENUM(Role)

    explicit LevelListModel(QObject *parent = nullptr);

    LevelLibrary *library() const { return m_library; }
    void setLibrary(LevelLibrary *library);
    ProgressStore *progressStore() const { return m_progress; }
    void setProgressStore(ProgressStore *store);
    QString collectionId() const { return m_collectionId; }
    void setCollectionId(const QString &id);
    QString collectionName() const;
    int solvedCount() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The board of a level as XSB rows, with '-' for squares outside the level.
    static QStringList boardRows(const sokoban::Level &level);

signals:
    void libraryChanged();
    void progressStoreChanged();
    void collectionIdChanged();
    void countChanged();
    void solvedCountChanged();

private:
    void reload();
    void onProgressChanged(const QString &key);

    QPointer<LevelLibrary> m_library;
    QPointer<ProgressStore> m_progress;
    QString m_collectionId;
    std::shared_ptr<const LibraryCollection> m_collection;
};

} // namespace tessera
