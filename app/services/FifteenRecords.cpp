// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenRecords.h"

#include "AppPaths.h"
#include "PerSizeDocument.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QLockFile>
#include <QMetaObject>
#include <QtDebug>
#include <limits>

namespace tessera {

namespace {

const QString movesKey = QStringLiteral("bestMoves");
const QString timeKey = QStringLiteral("bestTimeMs");
const QString solvedKey = QStringLiteral("solved");

// Sides a record can have: every size the core plays.
constexpr int smallestSide = 2;
constexpr int largestSide = 8;
// Far beyond any real game, small enough to stay exact in a JSON double.
constexpr double largestTimeMs = 1e15;

using PerSizeDocument::wholeNumber;

// Names the file in messages.
QString fileName()
{
    return FifteenRecords::tr("Fifteen records file");
}

PerSizeDocument::Format recordsFormat()
{
    return {QStringLiteral("tessera-fifteen-records"), 1,
            [] { return FifteenRecords::tr("it is not a Tessera Fifteen records file"); }};
}

// Why one size's entry is unusable, or nullopt when it is fine.
std::optional<QString> entryProblem(const QString &key, const QJsonValue &value)
{
    if (!value.isObject())
        return FifteenRecords::tr("the records of %1 are not an object").arg(key);
    const QJsonObject entry = value.toObject();
    if (!wholeNumber(entry.value(movesKey), 1, std::numeric_limits<int>::max()))
        return FifteenRecords::tr("the best moves of %1 are not a whole number of at least 1")
            .arg(key);
    if (!wholeNumber(entry.value(timeKey), 0, largestTimeMs))
        return FifteenRecords::tr("the best time of %1 is not a whole number of milliseconds")
            .arg(key);
    if (!wholeNumber(entry.value(solvedKey), 1, std::numeric_limits<int>::max()))
        return FifteenRecords::tr("the solved count of %1 is not a whole number of at least 1")
            .arg(key);
    return std::nullopt;
}

QMap<QString, FifteenRecords::Entry> entriesOf(const QJsonObject &sizes)
{
    QMap<QString, FifteenRecords::Entry> entries;
    for (auto it = sizes.begin(); it != sizes.end(); ++it) {
        const QJsonObject e = it.value().toObject();
        FifteenRecords::Entry entry;
        entry.bestMoves = e.value(movesKey).toInt();
        entry.bestTimeMs = static_cast<qint64>(e.value(timeKey).toDouble());
        entry.solvedCount = e.value(solvedKey).toInt();
        entries.insert(it.key(), entry);
    }
    return entries;
}

} // namespace

FifteenRecords::FifteenRecords(QObject *parent) : FifteenRecords(defaultFilePath(), parent) {}

FifteenRecords::FifteenRecords(JsonStateFile file, QObject *parent)
    : QObject(parent), m_file(std::move(file), recordsFormat())
{
    load();
    if (!loadError().isEmpty()) {
        QMetaObject::invokeMethod(
            this, [this] { emit loadFailed(loadError()); }, Qt::QueuedConnection);
    }
}

QString FifteenRecords::defaultFilePath()
{
    return AppPaths::dataDir() + QStringLiteral("/fifteen-records.json");
}

QString FifteenRecords::sizeKey(int width, int height)
{
    return QStringLiteral("%1x%2").arg(width).arg(height);
}

void FifteenRecords::load()
{
    m_entries = entriesOf(m_file.load(fileName, entryProblem));
}

void FifteenRecords::mergeFromDisk()
{
    const auto sizes = m_file.reread(fileName, entryProblem);
    if (!sizes)
        return;
    const QMap<QString, Entry> disk = entriesOf(*sizes);
    for (auto it = disk.cbegin(); it != disk.cend(); ++it) {
        const auto mine = m_entries.find(it.key());
        if (mine == m_entries.end()) {
            m_entries.insert(it.key(), *it);
            continue;
        }
        mine->bestMoves = std::min(mine->bestMoves, it->bestMoves);
        mine->bestTimeMs = std::min(mine->bestTimeMs, it->bestTimeMs);
        // Every solve is saved at once under the lock, so the file's count includes ours.
        mine->solvedCount = std::max(mine->solvedCount, it->solvedCount);
    }
}

bool FifteenRecords::save()
{
    QJsonObject sizes;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        sizes.insert(it.key(), QJsonObject{{movesKey, it->bestMoves},
                                           {timeKey, static_cast<double>(it->bestTimeMs)},
                                           {solvedKey, it->solvedCount}});
    }
    m_dirty = !m_file.save(
        sizes, [] { return FifteenRecords::tr("The Fifteen records were not saved: %1"); });
    if (m_dirty)
        return false;
    emit saved();
    return true;
}

bool FifteenRecords::flush()
{
    if (!m_dirty)
        return true;
    const auto lock = m_file.lockForUpdate();
    mergeFromDisk();
    if (!save())
        emit saveFailed(lastSaveError());
    emit changed();
    return !m_dirty;
}

std::optional<FifteenRecords::Entry> FifteenRecords::entry(int width, int height) const
{
    const auto it = m_entries.constFind(sizeKey(width, height));
    if (it == m_entries.cend())
        return std::nullopt;
    return *it;
}

int FifteenRecords::bestMoves(int width, int height) const
{
    const auto e = entry(width, height);
    return e ? e->bestMoves : 0;
}

qint64 FifteenRecords::bestTimeMs(int width, int height) const
{
    const auto e = entry(width, height);
    return e ? e->bestTimeMs : 0;
}

int FifteenRecords::solvedCount(int width, int height) const
{
    const auto e = entry(width, height);
    return e ? e->solvedCount : 0;
}

std::optional<FifteenRecords::Outcome> FifteenRecords::recordSolved(int width, int height,
                                                                    int moves, qint64 timeMs)
{
    const QString key = sizeKey(width, height);
    if (!PerSizeDocument::isSizeKey(key) || moves < 1 || timeMs < 0 || timeMs > largestTimeMs)
        return std::nullopt;

    // Another program (the app, tessera-cli play) may have recorded a game since: count it.
    const auto lock = m_file.lockForUpdate();
    mergeFromDisk();
    Outcome outcome;
    const auto earlier = entry(width, height);
    if (earlier)
        outcome.before = *earlier;
    Entry &now = m_entries[key];
    if (!earlier) {
        now = Entry{moves, timeMs, 1};
        outcome.newBestMoves = true;
        outcome.newBestTime = true;
    } else {
        outcome.newBestMoves = moves < now.bestMoves;
        outcome.newBestTime = timeMs < now.bestTimeMs;
        if (outcome.newBestMoves)
            now.bestMoves = moves;
        if (outcome.newBestTime)
            now.bestTimeMs = timeMs;
        if (now.solvedCount < std::numeric_limits<int>::max())
            ++now.solvedCount;
    }
    outcome.after = now;
    if (!save())
        emit saveFailed(lastSaveError());
    emit changed();
    return outcome;
}

} // namespace tessera
