// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelCollectionsModel.h"

#include "LanguageChangeWatch.h"
#include "ServiceBinding.h"

namespace tessera {

LevelCollectionsModel::LevelCollectionsModel(QObject *parent) : QAbstractListModel(parent)
{
    // The names the app gives ("My levels", "Pasted level 2") and why a file cannot be read are
    // worded when a row is made: made again in the new language, in place.
    new LanguageChangeWatch([this] { reword(); }, this);
}

void LevelCollectionsModel::reword()
{
    const QVector<CollectionRef> refs =
        m_library ? m_library->collections() : QVector<CollectionRef>();
    if (refs.size() != m_rows.size()) {
        rebuild();
        return;
    }
    for (int i = 0; i < m_rows.size(); ++i) {
        if (refs[i].id != m_rows[i].ref.id) {
            rebuild();
            return;
        }
    }
    for (int i = 0; i < m_rows.size(); ++i)
        m_rows[i] = makeRow(refs[i]);
    if (!m_rows.isEmpty())
        emit dataChanged(index(0), index(static_cast<int>(m_rows.size()) - 1));
}

void LevelCollectionsModel::setLibrary(LevelLibrary *library)
{
    const bool changed = rebindService(m_library, library, this, [this](LevelLibrary *l) {
        connect(l, &LevelLibrary::collectionsChanged, this, &LevelCollectionsModel::rebuild);
        connect(l, &LevelLibrary::collectionChanged, this,
                &LevelCollectionsModel::refreshCollection);
        connect(l, &QObject::destroyed, this, &LevelCollectionsModel::rebuild);
    });
    if (!changed)
        return;
    rebuild();
    emit libraryChanged();
}

void LevelCollectionsModel::setProgressStore(ProgressStore *store)
{
    const bool changed = rebindService(m_progress, store, this, [this](ProgressStore *s) {
        connect(s, &ProgressStore::progressChanged, this, &LevelCollectionsModel::refreshSolved);
    });
    if (!changed)
        return;
    refreshSolved();
    emit progressStoreChanged();
}

LevelCollectionsModel::Row LevelCollectionsModel::makeRow(const CollectionRef &ref) const
{
    Row row;
    row.ref = ref;
    if (m_library) {
        if (const auto collection = m_library->collection(ref.id)) {
            row.keys = collection->levelKeys();
            row.levelCount = collection->count();
            row.readable = collection->isReadable();
            row.errorText = collection->readErrorMessages().join(QLatin1Char('\n'));
        }
    }
    row.solved = m_progress ? m_progress->solvedCount(row.keys) : 0;
    return row;
}

void LevelCollectionsModel::rebuild()
{
    const int before = static_cast<int>(m_rows.size());
    beginResetModel();
    m_rows.clear();
    if (m_library) {
        for (const CollectionRef &ref : m_library->collections())
            m_rows.append(makeRow(ref));
    }
    endResetModel();
    if (before != m_rows.size())
        emit countChanged();
}

void LevelCollectionsModel::refreshCollection(const QString &id)
{
    const int row = indexOfId(id);
    if (row < 0)
        return;
    m_rows[row] = makeRow(m_rows[row].ref);
    const QModelIndex at = index(row);
    emit dataChanged(at, at);
}

void LevelCollectionsModel::refreshSolved()
{
    for (int i = 0; i < m_rows.size(); ++i) {
        const int solved = m_progress ? m_progress->solvedCount(m_rows[i].keys) : 0;
        if (solved != m_rows[i].solved) {
            m_rows[i].solved = solved;
            const QModelIndex at = index(i);
            emit dataChanged(at, at, {SolvedCountRole});
        }
    }
}

int LevelCollectionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QString LevelCollectionsModel::kindName(CollectionKind kind)
{
    switch (kind) {
    case CollectionKind::Bundled:
        return QStringLiteral("bundled");
    case CollectionKind::MyLevels:
        return QStringLiteral("my-levels");
    case CollectionKind::File:
        return QStringLiteral("file");
    case CollectionKind::Pasted:
        return QStringLiteral("pasted");
    }
    return QString();
}

QVariant LevelCollectionsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return row.ref.name;
    case IdRole:
        return row.ref.id;
    case PathRole:
        return row.ref.path;
    case KindRole:
        return kindName(row.ref.kind);
    case CreditRole:
        return row.ref.credit;
    case LevelCountRole:
        return row.levelCount;
    case SolvedCountRole:
        return row.solved;
    case ReadableRole:
        return row.readable;
    case ErrorTextRole:
        return row.errorText;
    default:
        return {};
    }
}

QHash<int, QByteArray> LevelCollectionsModel::roleNames() const
{
    return {
        {IdRole, "collectionId"},
        {NameRole, "name"},
        {PathRole, "path"},
        {KindRole, "kind"},
        {CreditRole, "credit"},
        {LevelCountRole, "levelCount"},
        {SolvedCountRole, "solvedCount"},
        {ReadableRole, "readable"},
        {ErrorTextRole, "errorText"},
    };
}

QString LevelCollectionsModel::idAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).ref.id : QString();
}

int LevelCollectionsModel::indexOfId(const QString &id) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).ref.id == id)
            return i;
    }
    return -1;
}

} // namespace tessera
