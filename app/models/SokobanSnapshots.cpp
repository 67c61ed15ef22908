// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanSnapshots.h"

#include "AppPaths.h"
#include "LogCategories.h"
#include "SokobanPlay.h"
#include "sokoban/Game.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QLockFile>
#include <algorithm>

namespace tessera {

namespace {

const QString formatName = QStringLiteral("tessera-snapshots");
const QString trainRulesName = QStringLiteral("train");

QString fileWording()
{
    return SokobanSnapshots::tr("snapshot file");
}

std::optional<QString> snapshotsShape(const QJsonObject &root)
{
    if (root.value(QStringLiteral("format")).toString() != formatName ||
        !root.value(QStringLiteral("levels")).isObject())
        return SokobanSnapshots::tr("not a Tessera snapshot file");
    return std::nullopt;
}

QJsonObject toJson(const sokoban::Snapshot &s, const QDateTime &date)
{
    QJsonArray boxes;
    for (const int b : s.position.boxes)
        boxes.append(b);
    QJsonObject o{{QStringLiteral("name"), QString::fromStdString(s.name)},
                  {QStringLiteral("lurd"), QString::fromStdString(s.lurd)},
                  {QStringLiteral("player"), s.position.player},
                  {QStringLiteral("boxes"), boxes},
                  {QStringLiteral("date"), date.toString(Qt::ISODate)}};
    if (s.rules == sokoban::PlayRules::TrainPush)
        o.insert(QStringLiteral("rules"), trainRulesName);
    return o;
}

// nullopt for an entry with bad fields (skipped with a warning; the file keeps it until this
// level's list is written again).
std::optional<sokoban::Snapshot> fromJson(const QJsonValue &value, QDateTime *date)
{
    const QJsonObject o = value.toObject();
    const QJsonValue lurd = o.value(QStringLiteral("lurd"));
    const QJsonValue player = o.value(QStringLiteral("player"));
    const QJsonValue boxes = o.value(QStringLiteral("boxes"));
    if (!value.isObject() || !lurd.isString() || !player.isDouble() || !boxes.isArray())
        return std::nullopt;
    sokoban::Snapshot s;
    s.name = o.value(QStringLiteral("name")).toString().toStdString();
    s.lurd = lurd.toString().toStdString();
    s.position.player = player.toInt(-1);
    for (const QJsonValue &b : boxes.toArray())
        s.position.boxes.push_back(b.toInt(-1));
    std::sort(s.position.boxes.begin(), s.position.boxes.end());
    if (o.value(QStringLiteral("rules")).toString() == trainRulesName)
        s.rules = sokoban::PlayRules::TrainPush;
    *date = QDateTime::fromString(o.value(QStringLiteral("date")).toString(), Qt::ISODate);
    return s;
}

} // namespace

SokobanSnapshots::SokobanSnapshots(SokobanPlay *play, QObject *parent, const QString &filePath)
    : QAbstractListModel(parent), m_play(play),
      m_file(filePath.isEmpty() ? AppPaths::dataDir() + QStringLiteral("/snapshots.json")
                                : filePath)
{
    connect(m_play, &SokobanPlay::levelStarted, this, &SokobanSnapshots::canSaveChanged);
    connect(m_play, &SokobanPlay::reverseModeChanged, this, &SokobanSnapshots::canSaveChanged);
}

void SokobanSnapshots::setFilePath(const QString &path)
{
    m_file = JsonStateFile(path);
    load();
}

void SokobanSnapshots::setLevel(const QString &key)
{
    m_key = key;
    load();
}

bool SokobanSnapshots::canSave() const
{
    // A snapshot is a forward position: the board in reverse mode shows another game.
    return m_play->game() && !m_key.isEmpty() && !m_play->reverseMode();
}

void SokobanSnapshots::load()
{
    beginResetModel();
    m_list.clear();
    if (!m_key.isEmpty()) {
        const JsonStateFile::LoadResult loaded = m_file.load(fileWording, snapshotsShape);
        if (loaded.error)
            emit notice(worded(loaded.error));
        const QJsonArray entries =
            loaded.object.value(QStringLiteral("levels")).toObject().value(m_key).toArray();
        for (const QJsonValue &value : entries) {
            QDateTime date;
            if (auto s = fromJson(value, &date))
                m_list.push_back({std::move(*s), date});
            else
                qCWarning(lcStorage).noquote()
                    << "snapshot of level" << m_key << "skipped: bad fields in" << m_file.path();
        }
    }
    endResetModel();
    emit countChanged();
}

bool SokobanSnapshots::write()
{
    const auto lock = m_file.lockForUpdate();
    // Re-read: other levels' snapshots, another window's included, stay as the file has them.
    const JsonStateFile::LoadResult loaded = m_file.load(fileWording, snapshotsShape);
    if (!loaded.writable) {
        emit notice(tr("Snapshots cannot be saved: %1").arg(worded(loaded.error)));
        return false;
    }
    QJsonObject root = loaded.object;
    root.insert(QStringLiteral("format"), formatName);
    root.insert(QStringLiteral("version"), 1);
    QJsonObject levels = root.value(QStringLiteral("levels")).toObject();
    QJsonArray list;
    for (const Entry &e : m_list)
        list.append(toJson(e.snapshot, e.date));
    if (list.isEmpty())
        levels.remove(m_key);
    else
        levels.insert(m_key, list);
    root.insert(QStringLiteral("levels"), levels);
    if (const auto error = m_file.save(root)) {
        emit notice(tr("Snapshots could not be saved: %1").arg(worded(*error)));
        return false;
    }
    return true;
}

int SokobanSnapshots::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant SokobanSnapshots::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &e = m_list[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return QString::fromStdString(e.snapshot.name);
    case MovesRole:
        return e.snapshot.moves();
    case PushesRole:
        return e.snapshot.pushes();
    case DateTextRole:
        return QLocale().toString(e.date.toLocalTime(), QLocale::ShortFormat);
    default:
        return {};
    }
}

QHash<int, QByteArray> SokobanSnapshots::roleNames() const
{
    return {{NameRole, "name"},
            {MovesRole, "moves"},
            {PushesRole, "pushes"},
            {DateTextRole, "dateText"}};
}

bool SokobanSnapshots::save(const QString &name)
{
    m_play->finishQueue(); // the keys pressed before F5 count, animated or not
    const sokoban::Game *game = m_play->game();
    if (!game || m_key.isEmpty()) {
        emit notice(tr("There is no position to save here."));
        return false;
    }
    if (m_play->reverseMode()) {
        emit notice(tr("Snapshots keep forward play: leave reverse mode (B) to save one."));
        return false;
    }
    // "Snapshot N": one more than the highest N in use, so a deleted one's name is not reused.
    int next = count() + 1;
    for (const Entry &e : m_list) {
        const QString shown = QString::fromStdString(e.snapshot.name);
        const QString prefix = tr("Snapshot %1").arg(QString());
        bool isNumber = false;
        const int n = shown.startsWith(prefix) ? shown.mid(prefix.size()).toInt(&isNumber) : 0;
        if (isNumber)
            next = std::max(next, n + 1);
    }
    const QString chosen = name.trimmed().isEmpty() ? tr("Snapshot %1").arg(next) : name.trimmed();
    // Whole seconds, as the file keeps them.
    QDateTime now = QDateTime::currentDateTimeUtc();
    now = now.addMSecs(-now.time().msec());
    beginInsertRows(QModelIndex(), 0, 0);
    m_list.insert(m_list.begin(), {sokoban::takeSnapshot(*game, chosen.toStdString()), now});
    endInsertRows();
    emit countChanged();
    if (!write())
        return false;
    emit notice(tr("Saved \"%1\" (%n moves)", "", game->moves()).arg(chosen));
    return true;
}

QString SokobanSnapshots::faultText(const sokoban::SnapshotCheck &check) const
{
    switch (check.fault) {
    case sokoban::SnapshotFault::NotLurd:
        return tr("its move %1 is not a move").arg(check.step);
    case sokoban::SnapshotFault::StepBlocked:
        return tr("its move %1 cannot be played on this level").arg(check.step);
    case sokoban::SnapshotFault::OtherPosition:
        return tr("its moves lead to another position on this level");
    case sokoban::SnapshotFault::LevelUnplayable:
        return tr("the level cannot be played");
    case sokoban::SnapshotFault::None:
        break;
    }
    return QString();
}

bool SokobanSnapshots::restore(int row)
{
    if (row < 0 || row >= count() || !m_play->level() || !m_play->game())
        return false;
    const sokoban::Snapshot &s = m_list[static_cast<std::size_t>(row)].snapshot;
    const QString name = QString::fromStdString(s.name);
    if (s.rules == sokoban::PlayRules::TrainPush && !m_play->trainPush()) {
        emit notice(
            tr("\"%1\" was made with train push: turn it on in Settings to restore it.").arg(name));
        return false;
    }
    const sokoban::SnapshotCheck check = sokoban::checkSnapshot(*m_play->level(), s);
    if (!check.ok()) {
        emit notice(tr("\"%1\" does not fit this level any more: %2.").arg(name, faultText(check)));
        return false;
    }
    emit aboutToRestore();
    m_play->clearQueue();
    // From the start, as one more step of the history: undo goes back to where the player was.
    m_play->jumpToStart();
    std::vector<tessera::Direction> steps;
    steps.reserve(s.lurd.size());
    for (const char c : s.lurd)
        steps.push_back(*tessera::directionFromLurd(c));
    m_play->playAtOnce(steps);
    emit notice(tr("Back to \"%1\"").arg(name));
    return true;
}

bool SokobanSnapshots::restoreLatest()
{
    if (m_list.empty()) {
        emit notice(tr("No snapshot of this level yet: F5 saves one."));
        return false;
    }
    return restore(0);
}

bool SokobanSnapshots::rename(int row, const QString &name)
{
    if (row < 0 || row >= count() || name.trimmed().isEmpty())
        return false;
    m_list[static_cast<std::size_t>(row)].snapshot.name = name.trimmed().toStdString();
    const QModelIndex i = index(row);
    emit dataChanged(i, i, {NameRole, Qt::DisplayRole});
    return write();
}

bool SokobanSnapshots::remove(int row)
{
    if (row < 0 || row >= count())
        return false;
    beginRemoveRows(QModelIndex(), row, row);
    m_list.erase(m_list.begin() + row);
    endRemoveRows();
    emit countChanged();
    return write();
}

} // namespace tessera
