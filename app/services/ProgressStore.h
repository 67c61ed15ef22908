// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "JsonStateFile.h"
#include "sokoban/SolutionRules.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>
#include <optional>

namespace tessera {

// One solution as the player made it: its counts, its moves in LURD (upper case = push) and
// the rules it was made under, so it is replayed by them (a train-push solution does not play
// by the standard rules). In the file: "rules":"train" for train push; no "rules" (all files
// before it) is standard.
struct SolutionRecord
{
    int moves = 0;
    int pushes = 0;
    QString lurd;
    QDateTime date; // when it was recorded (UTC)
    sokoban::PlayRules rules = sokoban::PlayRules::Standard;
    // Shortened by the optimiser from a solution of the player's, not played as it stands. In
    // the file: "optimised":true; absent (all files before it) when played.
    bool optimised = false;

    friend bool operator==(const SolutionRecord &a, const SolutionRecord &b)
    {
        return a.moves == b.moves && a.pushes == b.pushes && a.lurd == b.lurd && a.date == b.date &&
               a.rules == b.rules && a.optimised == b.optimised;
    }
};

// What the player achieved on one level. A level is known by its identity (the hash of its
// normalised board), so the same level in two collections shares its progress.
struct LevelProgress
{
    QDateTime firstSolved;     // UTC
    SolutionRecord bestMoves;  // fewest moves, then fewest pushes
    SolutionRecord bestPushes; // fewest pushes, then fewest moves
    bool solved() const { return firstSolved.isValid(); }
};

// The result of ProgressStore::record().
struct RecordOutcome
{
    bool accepted = false;      // false: bad input (see ProgressStore::record), nothing stored
    bool firstSolve = false;    // the level had never been solved before
    bool newBestMoves = false;  // better than the previous best by moves (or the first)
    bool newBestPushes = false; // better than the previous best by pushes (or the first)
    bool isNewBest() const { return newBestMoves || newBestPushes; }
};

// The player's progress per level, kept in AppDataLocation/progress.json and saved atomically
// after every change. Every change first re-reads the file and merges in what another program
// (the app, tessera-cli play) recorded meanwhile, under the file's lock, so none is lost. A damaged
// file is set aside (progress.json.corrupt-<date>) and reported through loadError()/loadFailed,
// never silently emptied; entries with bad fields are skipped with a warning and written back
// untouched, so a newer or hand-edited file loses nothing.
class ProgressStore : public QObject
{
    Q_OBJECT
public:
    // Uses AppPaths::progressFile().
    explicit ProgressStore(QObject *parent = nullptr);
    explicit ProgressStore(const QString &filePath, QObject *parent = nullptr)
        : ProgressStore(JsonStateFile(filePath), parent)
    {}
    // The document in a file or, for fuzzing, in memory (JsonStateFile::inMemory).
    explicit ProgressStore(JsonStateFile file, QObject *parent = nullptr);

    QString filePath() const { return m_file.path(); }

    [[nodiscard]] std::optional<LevelProgress> progress(const QString &levelId) const;
    bool isSolved(const QString &levelId) const;
    int solvedCount() const;
    // How many of the given level identities are solved (for a collection's "12 / 155").
    int solvedCount(const QStringList &levelIds) const;

    // Records a solution of the level. `lurd` holds the moves made (upper case letters are
    // pushes); when it is not empty its length must equal `moves` and its upper-case letters
    // `pushes`. Saves at once. A better solution replaces the best: by moves (ties broken by
    // fewer pushes) and, separately, by pushes (ties broken by fewer moves); at equal counts a
    // standard solution wins over a train-push one. `rules`: what the solution was made under;
    // `optimised`: the optimiser's shortening of one (SolutionRecord::optimised).
    RecordOutcome record(const QString &levelId, int moves, int pushes, const QString &lurd,
                         sokoban::PlayRules rules = sokoban::PlayRules::Standard,
                         bool optimised = false);

    // Forgets one level's progress (e.g. "reset progress" in a level's menu). Saves at once.
    Q_INVOKABLE bool forget(const QString &levelId);

    // Writes what a failed save left unsaved (merged with the file as a change is); true when
    // nothing is left unsaved. StorageNotices calls it to try again.
    bool flush();
    bool hasUnsavedChanges() const { return m_dirty; }

    // Set when the file could not be loaded (and was set aside) or the last save failed;
    // empty otherwise. The app shows it to the user.
    // In the language of the moment.
    QString loadError() const { return worded(m_loadError); }
    QString lastSaveError() const { return worded(m_lastSaveError); }
    // The last save error, worded again in the language of the moment (StorageNotices).
    Wording lastSaveWording() const { return m_lastSaveError; }
    // Entries skipped while loading because of bad fields: one message each.
    QStringList loadWarnings() const { return m_loadWarnings; }

signals:
    void progressChanged(const QString &levelId);
    // The file could not be read as it was (loadError() says why, in the language of the
    // moment); sent once, just after construction, so a listener connected then hears it.
    void loadFailed(const QString &message);
    // A write failed; lastSaveWording() says it again in the language of the moment.
    void saveFailed(const QString &message);
    // A write succeeded (an earlier save error, if any, is over).
    void saved();

private:
    void load();
    bool save();
    // Takes in the progress the file on disk has and this store has not (better solutions,
    // levels solved elsewhere), except for levels forgotten here. The levels that changed.
    QStringList mergeFromDisk();
    bool forgottenHere(const QString &levelId, const LevelProgress &onDisk) const;

    JsonStateFile m_file;
    QHash<QString, LevelProgress> m_levels;
    QJsonObject m_unreadable; // entries with bad fields, kept verbatim
    Wording m_loadError;
    Wording m_lastSaveError;
    QStringList m_loadWarnings;
    bool m_writable = true;
    bool m_dirty = false; // a save failed: what is in memory is not all on disk
    // When levels were forgotten here: a copy on disk recorded before is not taken back in.
    QHash<QString, QDateTime> m_forgotten;
};

} // namespace tessera
