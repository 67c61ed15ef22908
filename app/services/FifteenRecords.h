// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "PerSizeDocument.h"

#include <QMap>
#include <QObject>
#include <QString>
#include <optional>

namespace tessera {

// The Fifteen puzzle's best results, one entry per board size: the fewest moves and the
// shortest time of any solved game (each on its own: the fastest game need not be the
// shortest), and how many games were solved. Kept in AppDataLocation/fifteen-records.json,
// written atomically after every solved game, together with whatever another program (the app,
// tessera-cli play) recorded since (re-read and merged under the file's lock). A damaged file is
// set aside (fifteen-records.json.corrupt-<date>) and reported, never silently emptied.
class FifteenRecords : public QObject
{
    Q_OBJECT
    // A user-facing message when the file could not be read or was damaged; empty otherwise.
    Q_PROPERTY(QString loadError READ loadError CONSTANT)
    Q_PROPERTY(QString lastSaveError READ lastSaveError NOTIFY changed)

public:
    struct Entry
    {
        int bestMoves = 0;     // fewest moves of a solved game
        qint64 bestTimeMs = 0; // shortest time of a solved game
        int solvedCount = 0;   // games solved at this size
    };

    // What one solved game did to the records of its size.
    struct Outcome
    {
        Entry before; // the records before this game; solvedCount 0 if none
        Entry after;
        bool newBestMoves = false; // fewer moves than any earlier game (or the first game)
        bool newBestTime = false;
    };

    // Uses AppPaths::dataDir()/fifteen-records.json.
    explicit FifteenRecords(QObject *parent = nullptr);
    explicit FifteenRecords(const QString &filePath, QObject *parent = nullptr)
        : FifteenRecords(JsonStateFile(filePath), parent)
    {}
    // The document in a file or, for fuzzing, in memory (JsonStateFile::inMemory).
    explicit FifteenRecords(JsonStateFile file, QObject *parent = nullptr);

    static QString defaultFilePath();
    QString filePath() const { return m_file.path(); }

    // The records of that size, if a game of that size was ever solved.
    [[nodiscard]] std::optional<Entry> entry(int width, int height) const;
    // For QML: 0 when no game of that size was solved.
    Q_INVOKABLE int bestMoves(int width, int height) const;
    Q_INVOKABLE qint64 bestTimeMs(int width, int height) const;
    Q_INVOKABLE int solvedCount(int width, int height) const;

    // Counts a solved game and saves at once. Moves below 1 or negative times are not a
    // solved game and are refused (nullopt, nothing changes).
    std::optional<Outcome> recordSolved(int width, int height, int moves, qint64 timeMs);

    // Writes what a failed save left unsaved (merged with the file as a solve is); true when
    // nothing is left unsaved. StorageNotices calls it to try again.
    bool flush();
    bool hasUnsavedChanges() const { return m_dirty; }

    QString loadError() const { return m_file.loadError(); }
    QString lastSaveError() const { return m_file.lastSaveError(); }
    // The last save error, worded again in the language of the moment (StorageNotices).
    Wording lastSaveWording() const { return m_file.lastSaveWording(); }

    // The key of a size in the file: "4x4" (width x height).
    static QString sizeKey(int width, int height);

signals:
    void changed();
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
    // Takes in what the file on disk holds beyond this object's records.
    void mergeFromDisk();

    PerSizeDocument::File m_file;
    QMap<QString, Entry> m_entries;
    bool m_dirty = false; // a save failed: what is in memory is not all on disk
};

} // namespace tessera
