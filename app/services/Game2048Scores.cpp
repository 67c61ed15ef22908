// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game2048Scores.h"

#include "AppPaths.h"
#include "PerSizeDocument.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLockFile>
#include <QMetaObject>
#include <QVariantMap>
#include <QtDebug>
#include <algorithm>
#include <optional>

namespace tessera {

namespace {

const QString bestKey = QStringLiteral("best");
const QString tableKey = QStringLiteral("table");
const QString nameKey = QStringLiteral("name");
const QString scoreKey = QStringLiteral("score");
const QString tileKey = QStringLiteral("tile");
const QString dateKey = QStringLiteral("date");
const QString gameKey = QStringLiteral("game");

// Scores stay exact in a JSON double up to 2^53; no game comes near.
constexpr double largestScore = 9007199254740992.0;
// The largest tile the core makes: 2^30.
constexpr qint64 largestTile = qint64(1) << 30;
// Names are short; a longer one means the file was not written by Tessera.
constexpr int longestName = 200;

bool validSize(int rows, int columns)
{
    return rows >= 2 && rows <= 8 && columns >= 2 && columns <= 8;
}

bool validTile(qint64 tile)
{
    return tile >= 2 && tile <= largestTile && (tile & (tile - 1)) == 0;
}

using PerSizeDocument::wholeNumber;

// Names the file in messages.
QString fileName()
{
    return Game2048Scores::tr("2048 scores file");
}

PerSizeDocument::Format scoresFormat()
{
    return {QStringLiteral("tessera-2048-scores"), 1,
            [] { return Game2048Scores::tr("it is not a Tessera 2048 scores file"); }};
}

QDateTime readDate(const QJsonValue &value)
{
    return value.isString() ? QDateTime::fromString(value.toString(), Qt::ISODateWithMs)
                            : QDateTime();
}

// Why one size's scores are unusable, or nullopt when they are fine.
std::optional<QString> sizeProblem(const QString &key, const QJsonValue &value)
{
    if (!value.isObject())
        return Game2048Scores::tr("the scores of %1 are not an object").arg(key);
    const QJsonObject scores = value.toObject();
    if (!wholeNumber(scores.value(bestKey), 0, largestScore))
        return Game2048Scores::tr("the best score of %1 is not a whole number of at least 0")
            .arg(key);
    const QJsonValue tableValue = scores.value(tableKey);
    if (!tableValue.isArray())
        return Game2048Scores::tr("the high-score table of %1 is not a list").arg(key);
    const QJsonArray table = tableValue.toArray();
    if (table.size() > Game2048Scores::tableSize)
        return Game2048Scores::tr("the high-score table of %1 has %n entries, more than %2", "",
                                  static_cast<int>(table.size()))
            .arg(key)
            .arg(Game2048Scores::tableSize);
    for (int i = 0; i < table.size(); ++i) {
        const QString where = Game2048Scores::tr("entry %1 of the %2 table").arg(i + 1).arg(key);
        if (!table.at(i).isObject())
            return Game2048Scores::tr("%1 is not an object").arg(where);
        const QJsonObject e = table.at(i).toObject();
        const QJsonValue name = e.value(nameKey);
        if (!name.isString() || name.toString().size() > longestName)
            return Game2048Scores::tr("%1 has no name, or one longer than %n characters", "",
                                      longestName)
                .arg(where);
        if (!wholeNumber(e.value(scoreKey), 1, largestScore))
            return Game2048Scores::tr("the score of %1 is not a whole number of at least 1")
                .arg(where);
        const auto tile = wholeNumber(e.value(tileKey), 2, static_cast<double>(largestTile));
        if (!tile || !validTile(*tile))
            return Game2048Scores::tr("the highest tile of %1 is not a tile value (2, 4, 8...)")
                .arg(where);
        if (!readDate(e.value(dateKey)).isValid())
            return Game2048Scores::tr("the date of %1 is not an ISO 8601 date and time").arg(where);
        const QJsonValue game = e.value(gameKey);
        if (!game.isUndefined() && !game.isString())
            return Game2048Scores::tr("the game of %1 is not text").arg(where);
    }
    return std::nullopt;
}

bool higherFirst(const Game2048Scores::Entry &a, const Game2048Scores::Entry &b)
{
    if (a.score != b.score)
        return a.score > b.score;
    return a.date < b.date;
}

} // namespace

Game2048Scores::Game2048Scores(QObject *parent) : Game2048Scores(defaultFilePath(), parent) {}

Game2048Scores::Game2048Scores(JsonStateFile file, QObject *parent)
    : QObject(parent), m_file(std::move(file), scoresFormat())
{
    load();
    if (!loadError().isEmpty()) {
        QMetaObject::invokeMethod(
            this, [this] { emit loadFailed(loadError()); }, Qt::QueuedConnection);
    }
}

Game2048Scores::~Game2048Scores()
{
    if (m_dirty)
        save();
}

QString Game2048Scores::defaultFilePath()
{
    return AppPaths::dataDir() + QStringLiteral("/2048-scores.json");
}

QString Game2048Scores::sizeKey(int rows, int columns)
{
    return QStringLiteral("%1x%2").arg(columns).arg(rows);
}

void Game2048Scores::load()
{
    m_sizes = sizesOf(m_file.load(fileName, sizeProblem));
}

QMap<QString, Game2048Scores::SizeScores> Game2048Scores::sizesOf(const QJsonObject &sizes)
{
    QMap<QString, SizeScores> out;
    for (auto it = sizes.begin(); it != sizes.end(); ++it) {
        const QJsonObject s = it.value().toObject();
        SizeScores scores;
        scores.best = static_cast<qint64>(s.value(bestKey).toDouble());
        for (const QJsonValue &value : s.value(tableKey).toArray()) {
            const QJsonObject e = value.toObject();
            Entry entry;
            entry.name = e.value(nameKey).toString();
            entry.score = static_cast<qint64>(e.value(scoreKey).toDouble());
            entry.highestTile = static_cast<qint64>(e.value(tileKey).toDouble());
            entry.date = readDate(e.value(dateKey));
            entry.gameId = e.value(gameKey).toString();
            scores.table.append(entry);
        }
        std::stable_sort(scores.table.begin(), scores.table.end(), higherFirst);
        if (!scores.table.isEmpty())
            scores.best = std::max(scores.best, scores.table.first().score);
        out.insert(it.key(), scores);
    }
    return out;
}

void Game2048Scores::mergeFromDisk()
{
    const auto sizes = m_file.reread(fileName, sizeProblem);
    if (!sizes)
        return;
    const QMap<QString, SizeScores> disk = sizesOf(*sizes);
    bool grew = false;
    for (auto it = disk.cbegin(); it != disk.cend(); ++it) {
        SizeScores &mine = m_sizes[it.key()];
        if (it->best > mine.best) {
            mine.best = it->best;
            grew = true;
        }
        for (const Entry &theirs : it->table) {
            // The same game (by id, or the very same entry): the higher score stays.
            const auto same =
                std::find_if(mine.table.begin(), mine.table.end(), [&theirs](const Entry &e) {
                    return theirs.gameId.isEmpty()
                               ? e.gameId.isEmpty() && e.name == theirs.name &&
                                     e.score == theirs.score && e.date == theirs.date
                               : e.gameId == theirs.gameId;
                });
            if (same != mine.table.end()) {
                if (same->score < theirs.score) {
                    *same = theirs;
                    grew = true;
                }
                continue;
            }
            mine.table.append(theirs);
            grew = true;
        }
        std::stable_sort(mine.table.begin(), mine.table.end(), higherFirst);
        while (mine.table.size() > tableSize)
            mine.table.removeLast();
    }
    if (grew)
        emit changed();
}

bool Game2048Scores::save()
{
    // What another program (the app, tessera-cli play) saved since this object read the file
    // joins what is saved now.
    const auto lock = m_file.lockForUpdate();
    if (m_file.writable())
        mergeFromDisk();
    return saveMerged();
}

bool Game2048Scores::saveMerged()
{
    m_saveThrottle.cancel();
    QJsonObject sizes;
    for (auto it = m_sizes.cbegin(); it != m_sizes.cend(); ++it) {
        QJsonArray table;
        for (const Entry &e : it->table) {
            QJsonObject entry{{nameKey, e.name},
                              {scoreKey, static_cast<double>(e.score)},
                              {tileKey, static_cast<double>(e.highestTile)},
                              {dateKey, e.date.toUTC().toString(Qt::ISODateWithMs)}};
            if (!e.gameId.isEmpty())
                entry.insert(gameKey, e.gameId);
            table.append(entry);
        }
        sizes.insert(it.key(),
                     QJsonObject{{bestKey, static_cast<double>(it->best)}, {tableKey, table}});
    }
    if (!m_file.save(sizes,
                     [] { return Game2048Scores::tr("The 2048 scores were not saved: %1"); }))
        return false;
    m_dirty = false;
    emit saved();
    return true;
}

bool Game2048Scores::flush()
{
    if (!m_dirty)
        return true;
    const bool saved = save();
    if (!saved)
        emit saveFailed(lastSaveError());
    return saved;
}

void Game2048Scores::markDirty()
{
    m_dirty = true;
    m_saveThrottle.changed();
}

qint64 Game2048Scores::best(int rows, int columns) const
{
    return m_sizes.value(sizeKey(rows, columns)).best;
}

bool Game2048Scores::noteScore(int rows, int columns, qint64 score)
{
    if (!validSize(rows, columns) || score <= 0 || score > static_cast<qint64>(largestScore))
        return false;
    const QString key = sizeKey(rows, columns);
    if (score <= m_sizes.value(key).best)
        return false;
    m_sizes[key].best = score;
    markDirty();
    emit changed();
    return true;
}

QList<Game2048Scores::Entry> Game2048Scores::table(int rows, int columns) const
{
    return m_sizes.value(sizeKey(rows, columns)).table;
}

QVariantList Game2048Scores::entries(int rows, int columns) const
{
    QVariantList list;
    int rank = 1;
    for (const Entry &e : table(rows, columns)) {
        list.append(QVariantMap{{QStringLiteral("rank"), rank++},
                                {QStringLiteral("name"), e.name},
                                {QStringLiteral("score"), e.score},
                                {QStringLiteral("tile"), e.highestTile},
                                {QStringLiteral("date"), e.date.toLocalTime()}});
    }
    return list;
}

QVariantList Game2048Scores::sizes() const
{
    QList<QPair<int, int>> found; // rows, columns
    for (auto it = m_sizes.cbegin(); it != m_sizes.cend(); ++it) {
        if (it->best <= 0 && it->table.isEmpty())
            continue;
        const QStringList parts = it.key().split(QLatin1Char('x'));
        found.append({parts.value(1).toInt(), parts.value(0).toInt()});
    }
    // By number of cells, then rows: 3x3, 3x4, 4x3, 4x4, ...
    std::sort(found.begin(), found.end(), [](const auto &a, const auto &b) {
        const int cellsA = a.first * a.second;
        const int cellsB = b.first * b.second;
        return cellsA != cellsB ? cellsA < cellsB : a < b;
    });
    QVariantList list;
    for (const auto &[rows, columns] : found)
        list.append(
            QVariantMap{{QStringLiteral("rows"), rows}, {QStringLiteral("columns"), columns}});
    return list;
}

int Game2048Scores::placeFor(const QList<Entry> &table, qint64 score)
{
    if (score <= 0)
        return -1;
    // After every entry with the same or a higher score: the earlier game keeps its place.
    int place = 0;
    while (place < table.size() && table.at(place).score >= score)
        ++place;
    return place < tableSize ? place : -1;
}

int Game2048Scores::rankFor(int rows, int columns, qint64 score, const QString &gameId) const
{
    if (!validSize(rows, columns))
        return -1;
    QList<Entry> others = table(rows, columns);
    if (!gameId.isEmpty()) {
        const auto own = std::find_if(others.begin(), others.end(),
                                      [&gameId](const Entry &e) { return e.gameId == gameId; });
        if (own != others.end()) {
            if (own->score >= score)
                return -1;
            others.erase(own);
        }
    }
    return placeFor(others, score);
}

int Game2048Scores::addEntry(int rows, int columns, const Entry &entry)
{
    if (!validSize(rows, columns) || entry.score <= 0 ||
        entry.score > static_cast<qint64>(largestScore) || !validTile(entry.highestTile))
        return -1;
    // The place is measured against what other programs entered too.
    const auto lock = m_file.lockForUpdate();
    if (m_file.writable())
        mergeFromDisk();
    const QString key = sizeKey(rows, columns);
    SizeScores scores = m_sizes.value(key);
    QList<Entry> &table = scores.table;
    if (!entry.gameId.isEmpty()) {
        for (int i = 0; i < table.size(); ++i) {
            if (table.at(i).gameId != entry.gameId)
                continue;
            if (entry.score <= table.at(i).score)
                return i;
            table.removeAt(i);
            break;
        }
    }
    const int place = placeFor(table, entry.score);
    if (place < 0)
        return -1;
    Entry stored = entry;
    stored.name = stored.name.left(longestName);
    if (!stored.date.isValid())
        stored.date = QDateTime::currentDateTimeUtc();
    table.insert(place, stored);
    while (table.size() > tableSize)
        table.removeLast();
    scores.best = std::max(scores.best, entry.score);
    m_sizes.insert(key, scores);
    m_dirty = true;
    if (!saveMerged())
        emit saveFailed(lastSaveError());
    emit changed();
    return place;
}

} // namespace tessera
