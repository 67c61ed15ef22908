// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ProgressStore.h"

#include "AppPaths.h"
#include "LogCategories.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QLockFile>
#include <QMetaObject>
#include <QtDebug>
#include <cmath>
#include <limits>

namespace tessera {

namespace {

const QString formatName = QStringLiteral("tessera-progress");
constexpr int formatVersion = 1;

// Texts are marked with their context where they stand (QT_TRANSLATE_NOOP), for lupdate.
QString translated(const char *text)
{
    return QCoreApplication::translate("ProgressStore", text);
}

// nullopt if the counts and the LURD agree, else what is wrong.
std::optional<QString> solutionProblem(int moves, int pushes, const QString &lurd)
{
    if (moves < 0 || pushes < 0)
        return translated(QT_TRANSLATE_NOOP("ProgressStore", "negative count"));
    if (pushes > moves)
        return translated(QT_TRANSLATE_NOOP("ProgressStore", "more pushes (%1) than moves (%2)"))
            .arg(pushes)
            .arg(moves);
    if (lurd.isEmpty())
        return std::nullopt;
    if (lurd.size() != moves)
        return translated(QT_TRANSLATE_NOOP("ProgressStore", "the LURD has %1 moves, not %2"))
            .arg(lurd.size())
            .arg(moves);
    int upper = 0;
    for (const QChar c : lurd) {
        switch (c.unicode()) {
        case 'l':
        case 'u':
        case 'r':
        case 'd':
            break;
        case 'L':
        case 'U':
        case 'R':
        case 'D':
            ++upper;
            break;
        default:
            return translated(QT_TRANSLATE_NOOP("ProgressStore", "the LURD holds '%1'")).arg(c);
        }
    }
    if (upper != pushes)
        return translated(QT_TRANSLATE_NOOP("ProgressStore", "the LURD has %1 pushes, not %2"))
            .arg(upper)
            .arg(pushes);
    return std::nullopt;
}

std::optional<int> countFromJson(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    // Checked before the conversion: a double out of int's range would be UB to convert.
    if (!(d >= 0 && d <= std::numeric_limits<int>::max()) || std::floor(d) != d)
        return std::nullopt;
    return static_cast<int>(d);
}

// The "rules" field: absent for standard, so files stay as older versions wrote them.
const QString trainRulesName = QStringLiteral("train");

QJsonObject solutionToJson(const SolutionRecord &s)
{
    QJsonObject o{{QStringLiteral("moves"), s.moves},
                  {QStringLiteral("pushes"), s.pushes},
                  {QStringLiteral("lurd"), s.lurd},
                  {QStringLiteral("date"), s.date.toString(Qt::ISODate)}};
    if (s.rules == sokoban::PlayRules::TrainPush)
        o.insert(QStringLiteral("rules"), trainRulesName);
    if (s.optimised)
        o.insert(QStringLiteral("optimised"), true);
    return o;
}

// nullopt for a value this version does not know (the entry is then kept verbatim).
std::optional<sokoban::PlayRules> rulesFromJson(const QJsonValue &value)
{
    if (value.isUndefined() || value.toString() == QLatin1String("standard"))
        return sokoban::PlayRules::Standard;
    if (value.toString() == trainRulesName)
        return sokoban::PlayRules::TrainPush;
    return std::nullopt;
}

std::optional<SolutionRecord> solutionFromJson(const QJsonValue &value, QString *problem)
{
    if (!value.isObject()) {
        *problem = translated(QT_TRANSLATE_NOOP("ProgressStore", "not an object"));
        return std::nullopt;
    }
    const QJsonObject o = value.toObject();
    const auto moves = countFromJson(o.value(QStringLiteral("moves")));
    const auto pushes = countFromJson(o.value(QStringLiteral("pushes")));
    const QJsonValue lurd = o.value(QStringLiteral("lurd"));
    const QDateTime date =
        QDateTime::fromString(o.value(QStringLiteral("date")).toString(), Qt::ISODate);
    if (!moves || !pushes) {
        *problem = translated(QT_TRANSLATE_NOOP("ProgressStore", "bad \"moves\" or \"pushes\""));
        return std::nullopt;
    }
    if (!lurd.isString() && !lurd.isUndefined()) {
        *problem = translated(QT_TRANSLATE_NOOP("ProgressStore", "\"lurd\" is not a string"));
        return std::nullopt;
    }
    if (!date.isValid()) {
        *problem = translated(QT_TRANSLATE_NOOP("ProgressStore", "bad \"date\""));
        return std::nullopt;
    }
    if (const auto p = solutionProblem(*moves, *pushes, lurd.toString())) {
        *problem = *p;
        return std::nullopt;
    }
    const auto rules = rulesFromJson(o.value(QStringLiteral("rules")));
    if (!rules) {
        *problem = translated(QT_TRANSLATE_NOOP("ProgressStore", "unknown \"rules\""));
        return std::nullopt;
    }
    const QJsonValue optimised = o.value(QStringLiteral("optimised"));
    if (!optimised.isBool() && !optimised.isUndefined()) {
        *problem =
            translated(QT_TRANSLATE_NOOP("ProgressStore", "\"optimised\" is not true or false"));
        return std::nullopt;
    }
    return SolutionRecord{*moves,       *pushes, lurd.toString(),
                          date.toUTC(), *rules,  optimised.toBool()};
}

// At equal counts, a standard solution over a train-push one: it plays by either rule.
bool betterRules(const SolutionRecord &a, const SolutionRecord &b)
{
    return a.rules == sokoban::PlayRules::Standard && b.rules != sokoban::PlayRules::Standard;
}

bool betterByMoves(const SolutionRecord &a, const SolutionRecord &b)
{
    return a.moves < b.moves ||
           (a.moves == b.moves &&
            (a.pushes < b.pushes || (a.pushes == b.pushes && betterRules(a, b))));
}

bool betterByPushes(const SolutionRecord &a, const SolutionRecord &b)
{
    return a.pushes < b.pushes ||
           (a.pushes == b.pushes &&
            (a.moves < b.moves || (a.moves == b.moves && betterRules(a, b))));
}

struct ReadLevels
{
    QHash<QString, LevelProgress> levels;
    QJsonObject unreadable; // entries with bad fields, kept verbatim
    QStringList warnings;
};

// The entries of a file's "levels" object.
ReadLevels readLevels(const QJsonObject &levels)
{
    ReadLevels read;
    for (auto it = levels.begin(); it != levels.end(); ++it) {
        QString problem;
        LevelProgress p;
        const QJsonObject entry = it.value().toObject();
        if (!it.value().isObject()) {
            problem = translated(QT_TRANSLATE_NOOP("ProgressStore", "not an object"));
        } else {
            p.firstSolved = QDateTime::fromString(
                entry.value(QStringLiteral("firstSolved")).toString(), Qt::ISODate);
            if (!p.firstSolved.isValid()) {
                problem = translated(QT_TRANSLATE_NOOP("ProgressStore", "bad \"firstSolved\""));
            } else if (const auto m =
                           solutionFromJson(entry.value(QStringLiteral("bestMoves")), &problem)) {
                p.bestMoves = *m;
                if (const auto q =
                        solutionFromJson(entry.value(QStringLiteral("bestPushes")), &problem)) {
                    p.bestPushes = *q;
                }
            }
            if (problem.isEmpty() && it.key().isEmpty())
                problem = translated(QT_TRANSLATE_NOOP("ProgressStore", "empty level identity"));
            p.firstSolved = p.firstSolved.toUTC();
        }
        if (!problem.isEmpty()) {
            const QString warning =
                translated(QT_TRANSLATE_NOOP("ProgressStore", "Progress of level %1 skipped: %2."))
                    .arg(it.key(), problem);
            qCWarning(lcStorage).noquote() << warning;
            read.warnings.append(warning);
            read.unreadable.insert(it.key(), it.value());
            continue;
        }
        read.levels.insert(it.key(), p);
    }
    return read;
}

// Names the file in messages.
QString fileName()
{
    return translated(QT_TRANSLATE_NOOP("ProgressStore", "progress file"));
}

std::optional<QString> progressShape(const QJsonObject &root)
{
    if (root.value(QStringLiteral("format")).toString() != formatName)
        return translated(QT_TRANSLATE_NOOP("ProgressStore", "it is not a Tessera progress file"));
    if (!root.value(QStringLiteral("levels")).isObject())
        return translated(QT_TRANSLATE_NOOP("ProgressStore", "it has no \"levels\" object"));
    return std::nullopt;
}

bool writtenByNewer(const QJsonObject &root)
{
    return root.value(QStringLiteral("version")).toInt(0) > formatVersion;
}

// Takes into `mine` whatever `theirs` did better; true when that changed anything.
bool absorb(LevelProgress &mine, const LevelProgress &theirs)
{
    bool changed = false;
    if (theirs.firstSolved < mine.firstSolved) {
        mine.firstSolved = theirs.firstSolved;
        changed = true;
    }
    if (betterByMoves(theirs.bestMoves, mine.bestMoves)) {
        mine.bestMoves = theirs.bestMoves;
        changed = true;
    }
    if (betterByPushes(theirs.bestPushes, mine.bestPushes)) {
        mine.bestPushes = theirs.bestPushes;
        changed = true;
    }
    return changed;
}

} // namespace

ProgressStore::ProgressStore(QObject *parent) : ProgressStore(AppPaths::progressFile(), parent) {}

ProgressStore::ProgressStore(JsonStateFile file, QObject *parent)
    : QObject(parent), m_file(std::move(file))
{
    load();
    if (m_loadError) {
        // Queued, so whoever connects right after construction still hears about it.
        QMetaObject::invokeMethod(
            this, [this] { emit loadFailed(loadError()); }, Qt::QueuedConnection);
    }
}

void ProgressStore::load()
{
    const JsonStateFile::LoadResult loaded = m_file.load(fileName, progressShape);
    m_loadError = loaded.error;
    m_writable = loaded.writable;
    if (loaded.object.isEmpty())
        return;

    if (writtenByNewer(loaded.object)) {
        m_writable = false;
        m_loadError = [path = m_file.path()] {
            return translated(QT_TRANSLATE_NOOP("ProgressStore",
                                                "The progress file %1 was written by a newer "
                                                "Tessera. It is read as far as possible and left "
                                                "unchanged."))
                .arg(path);
        };
    }
    ReadLevels read = readLevels(loaded.object.value(QStringLiteral("levels")).toObject());
    m_levels = std::move(read.levels);
    m_unreadable = std::move(read.unreadable);
    m_loadWarnings = std::move(read.warnings);
}

bool ProgressStore::forgottenHere(const QString &levelId, const LevelProgress &onDisk) const
{
    const auto it = m_forgotten.constFind(levelId);
    if (it == m_forgotten.cend())
        return false;
    // A solution recorded after the level was forgotten is news and comes back in.
    return std::max(onDisk.bestMoves.date, onDisk.bestPushes.date) <= *it;
}

QStringList ProgressStore::mergeFromDisk()
{
    const JsonStateFile::LoadResult loaded = m_file.load(fileName, progressShape);
    if (!loaded.writable || writtenByNewer(loaded.object)) {
        m_writable = false;
        if (loaded.error)
            m_loadError = loaded.error;
        return {};
    }
    QStringList changed;
    const ReadLevels disk = readLevels(loaded.object.value(QStringLiteral("levels")).toObject());
    for (auto it = disk.levels.cbegin(); it != disk.levels.cend(); ++it) {
        if (forgottenHere(it.key(), *it))
            continue;
        const auto mine = m_levels.find(it.key());
        if (mine == m_levels.end()) {
            m_unreadable.remove(it.key());
            m_levels.insert(it.key(), *it);
            changed.append(it.key());
        } else if (absorb(*mine, *it)) {
            changed.append(it.key());
        }
    }
    for (auto it = disk.unreadable.constBegin(); it != disk.unreadable.constEnd(); ++it) {
        if (!m_forgotten.contains(it.key()) && !m_levels.contains(it.key()))
            m_unreadable.insert(it.key(), it.value());
    }
    return changed;
}

bool ProgressStore::save()
{
    if (!m_writable)
        return false;
    QJsonObject levels = m_unreadable;
    for (auto it = m_levels.cbegin(); it != m_levels.cend(); ++it) {
        levels.insert(
            it.key(),
            QJsonObject{{QStringLiteral("firstSolved"), it->firstSolved.toString(Qt::ISODate)},
                        {QStringLiteral("bestMoves"), solutionToJson(it->bestMoves)},
                        {QStringLiteral("bestPushes"), solutionToJson(it->bestPushes)}});
    }
    const QJsonObject root{{QStringLiteral("format"), formatName},
                           {QStringLiteral("version"), formatVersion},
                           {QStringLiteral("levels"), levels}};
    if (const auto error = m_file.save(root)) {
        m_dirty = true;
        m_lastSaveError = *error;
        emit saveFailed(worded(*error));
        return false;
    }
    m_dirty = false;
    m_lastSaveError = nullptr;
    emit saved();
    return true;
}

bool ProgressStore::flush()
{
    if (!m_dirty)
        return true;
    const auto lock = m_file.lockForUpdate();
    const QStringList changedElsewhere = mergeFromDisk();
    save();
    for (const QString &id : changedElsewhere)
        emit progressChanged(id);
    return !m_dirty;
}

std::optional<LevelProgress> ProgressStore::progress(const QString &levelId) const
{
    const auto it = m_levels.constFind(levelId);
    if (it == m_levels.cend())
        return std::nullopt;
    return *it;
}

bool ProgressStore::isSolved(const QString &levelId) const
{
    return m_levels.contains(levelId);
}

int ProgressStore::solvedCount() const
{
    return static_cast<int>(m_levels.size());
}

int ProgressStore::solvedCount(const QStringList &levelIds) const
{
    int n = 0;
    for (const QString &id : levelIds)
        n += m_levels.contains(id) ? 1 : 0;
    return n;
}

RecordOutcome ProgressStore::record(const QString &levelId, int moves, int pushes,
                                    const QString &lurd, sokoban::PlayRules rules, bool optimised)
{
    RecordOutcome outcome;
    if (levelId.isEmpty()) {
        qCWarning(lcStorage) << "ProgressStore::record: empty level identity";
        return outcome;
    }
    if (const auto problem = solutionProblem(moves, pushes, lurd)) {
        qCWarning(lcStorage).noquote()
            << "ProgressStore::record: solution of level" << levelId << "rejected:" << *problem;
        return outcome;
    }
    outcome.accepted = true;
    // Another program (the app, tessera-cli play) may have recorded since this store read the
    // file: take that in first, so the outcome is measured against it and nothing is lost.
    const auto lock = m_file.lockForUpdate();
    const QStringList changedElsewhere = mergeFromDisk();
    m_forgotten.remove(levelId);
    // Whole seconds: what the file keeps, so a reloaded store compares equal.
    QDateTime now = QDateTime::currentDateTimeUtc();
    now = now.addMSecs(-now.time().msec());
    const SolutionRecord solution{moves, pushes, lurd, now, rules, optimised};
    auto it = m_levels.find(levelId);
    if (it == m_levels.end()) {
        outcome.firstSolve = outcome.newBestMoves = outcome.newBestPushes = true;
        m_unreadable.remove(levelId); // a fresh, good entry replaces an unreadable one
        m_levels.insert(levelId, LevelProgress{solution.date, solution, solution});
    } else {
        if (betterByMoves(solution, it->bestMoves)) {
            it->bestMoves = solution;
            outcome.newBestMoves = true;
        }
        if (betterByPushes(solution, it->bestPushes)) {
            it->bestPushes = solution;
            outcome.newBestPushes = true;
        }
    }
    if (outcome.isNewBest() || !changedElsewhere.isEmpty())
        save();
    for (const QString &id : changedElsewhere) {
        if (id != levelId)
            emit progressChanged(id);
    }
    if (outcome.isNewBest())
        emit progressChanged(levelId);
    return outcome;
}

bool ProgressStore::forget(const QString &levelId)
{
    const auto lock = m_file.lockForUpdate();
    // Also the copy on disk: one another program recorded before now is not taken back in.
    m_forgotten.insert(levelId, QDateTime::currentDateTimeUtc());
    mergeFromDisk();
    const bool had = m_levels.remove(levelId) > 0 || m_unreadable.contains(levelId);
    m_unreadable.remove(levelId);
    if (!had)
        return false;
    save();
    emit progressChanged(levelId);
    return true;
}

} // namespace tessera
