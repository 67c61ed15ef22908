// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelListModel.h"

#include "LanguageChangeWatch.h"
#include "ServiceBinding.h"

namespace tessera {

LevelListModel::LevelListModel(QObject *parent) : QAbstractListModel(parent)
{
    // Why a level cannot be played, and the title of one without its own, are worded when
    // shown: again in the new language.
    new LanguageChangeWatch(
        [this] {
            if (rowCount() > 0)
                emit dataChanged(index(0), index(rowCount() - 1),
                                 {Qt::DisplayRole, TitleRole, ErrorTextRole});
            emit countChanged(); // and collectionName, "My levels" in the new language
        },
        this);
}

void LevelListModel::setLibrary(LevelLibrary *library)
{
    const bool changed = rebindService(m_library, library, this, [this](LevelLibrary *l) {
        connect(l, &LevelLibrary::collectionChanged, this, [this](const QString &id) {
            if (id == m_collectionId)
                reload();
        });
    });
    if (!changed)
        return;
    reload();
    emit libraryChanged();
}

void LevelListModel::setProgressStore(ProgressStore *store)
{
    const bool changed = rebindService(m_progress, store, this, [this](ProgressStore *s) {
        connect(s, &ProgressStore::progressChanged, this, &LevelListModel::onProgressChanged);
    });
    if (!changed)
        return;
    if (!m_collection || m_collection->count() == 0) {
        emit solvedCountChanged();
    } else {
        emit dataChanged(index(0), index(m_collection->count() - 1),
                         {SolvedRole, BestMovesRole, BestPushesRole});
        emit solvedCountChanged();
    }
    emit progressStoreChanged();
}

void LevelListModel::setCollectionId(const QString &id)
{
    if (m_collectionId == id)
        return;
    m_collectionId = id;
    reload();
    emit collectionIdChanged();
}

void LevelListModel::reload()
{
    beginResetModel();
    m_collection =
        (m_library && !m_collectionId.isEmpty()) ? m_library->collection(m_collectionId) : nullptr;
    endResetModel();
    emit countChanged();
    emit solvedCountChanged();
}

void LevelListModel::onProgressChanged(const QString &key)
{
    if (!m_collection)
        return;
    const auto &levels = m_collection->levels();
    for (int i = 0; i < levels.size(); ++i) {
        if (levels.at(i).key == key) {
            const QModelIndex at = index(i);
            emit dataChanged(at, at, {SolvedRole, BestMovesRole, BestPushesRole});
        }
    }
    emit solvedCountChanged();
}

QString LevelListModel::collectionName() const
{
    return m_collection ? m_collection->name() : QString();
}

int LevelListModel::solvedCount() const
{
    return (m_collection && m_progress) ? m_progress->solvedCount(m_collection->levelKeys()) : 0;
}

int LevelListModel::rowCount(const QModelIndex &parent) const
{
    return (parent.isValid() || !m_collection) ? 0 : m_collection->count();
}

QStringList LevelListModel::boardRows(const sokoban::Level &level)
{
    QStringList rows;
    rows.reserve(level.height);
    for (int y = 0; y < level.height; ++y) {
        QString row(level.width, QLatin1Char('-'));
        for (int x = 0; x < level.width; ++x) {
            const sokoban::Cell &c = level.at(x, y);
            QChar ch = QLatin1Char('-');
            if (c.terrain == sokoban::Terrain::Wall)
                ch = QLatin1Char('#');
            else if (c.player)
                ch = QLatin1Char(c.goal ? '+' : '@');
            else if (c.box)
                ch = QLatin1Char(c.goal ? '*' : '$');
            else if (c.goal)
                ch = QLatin1Char('.');
            else if (c.terrain == sokoban::Terrain::Floor)
                ch = QLatin1Char(' ');
            row[x] = ch;
        }
        rows.append(row);
    }
    return rows;
}

QVariant LevelListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LibraryLevel &level = m_collection->levels().at(index.row());
    const std::optional<LevelProgress> progress =
        m_progress ? m_progress->progress(level.key) : std::nullopt;
    switch (role) {
    case NumberRole:
        return level.index + 1;
    case Qt::DisplayRole:
    case TitleRole:
        return level.displayTitle();
    case KeyRole:
        return level.key;
    case SolvedRole:
        return progress.has_value() && progress->solved();
    case BestMovesRole:
        return progress && progress->solved() ? progress->bestMoves.moves : 0;
    case BestPushesRole:
        return progress && progress->solved() ? progress->bestPushes.pushes : 0;
    case PlayableRole:
        return level.isPlayable();
    case ErrorTextRole:
        return level.problemMessages().join(QLatin1Char('\n'));
    case RowsRole:
        return boardRows(level.level);
    case BoardWidthRole:
        return level.level.width;
    case BoardHeightRole:
        return level.level.height;
    default:
        return {};
    }
}

QHash<int, QByteArray> LevelListModel::roleNames() const
{
    return {
        {NumberRole, "number"},
        {TitleRole, "title"},
        {KeyRole, "levelKey"},
        {SolvedRole, "solved"},
        {BestMovesRole, "bestMoves"},
        {BestPushesRole, "bestPushes"},
        {PlayableRole, "playable"},
        {ErrorTextRole, "errorText"},
        {RowsRole, "rows"},
        {BoardWidthRole, "boardWidth"},
        {BoardHeightRole, "boardHeight"},
    };
}

} // namespace tessera
