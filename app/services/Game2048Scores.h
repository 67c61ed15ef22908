// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "PerSizeDocument.h"
#include "SaveThrottle.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QVariantList>

namespace tessera {

// 2048's scores, per board size: the best score ever reached, and a high-score table of the top
// ten games (name, score, highest tile, date). Kept in AppDataLocation/2048-scores.json and
// written atomically, together with what another program (the app, tessera-cli play) saved since
// (re-read and merged under the file's lock): a new table entry at once, a best score raised during
// play within a second (a game raises it on every merge: one write a second while it does), and
// whatever is pending on flush() and on destruction. A damaged file is set aside
// (2048-scores.json.corrupt-<date>) and reported, never silently emptied.
//
// Sizes are named "<columns>x<rows>" ("5x3" is five columns wide and three rows high), as the
// Fifteen records name theirs.
class Game2048Scores : public QObject
{
    Q_OBJECT
    // A user-facing message when the file could not be read or was damaged; empty otherwise.
    Q_PROPERTY(QString loadError READ loadError CONSTANT)
    Q_PROPERTY(QString lastSaveError READ lastSaveError NOTIFY changed)
    Q_PROPERTY(int tableSize READ tableSizeValue CONSTANT)

public:
    static constexpr int tableSize = 10;
    static constexpr int saveDelayMs = 1000;

    struct Entry
    {
        QString name;
        qint64 score = 0;
        qint64 highestTile = 0; // the value of the game's highest tile: 2048, not 11
        QDateTime date;         // when the game ended (UTC in the file)
        // Which game made it (any text, may be empty): a game that is taken back with undo
        // and ends higher replaces its own entry instead of adding a second one.
        QString gameId;
    };

    // Uses AppPaths::dataDir()/2048-scores.json.
    explicit Game2048Scores(QObject *parent = nullptr);
    explicit Game2048Scores(const QString &filePath, QObject *parent = nullptr)
        : Game2048Scores(JsonStateFile(filePath), parent)
    {}
    // The document in a file or, for fuzzing, in memory (JsonStateFile::inMemory).
    explicit Game2048Scores(JsonStateFile file, QObject *parent = nullptr);
    ~Game2048Scores() override;

    static QString defaultFilePath();
    QString filePath() const { return m_file.path(); }

    // The best score of that size; 0 when none.
    Q_INVOKABLE qint64 best(int rows, int columns) const;
    // Raises the best score of that size to `score` when it is higher; true if it did. Saved
    // within saveDelayMs. Sizes outside 2..8 and negative scores are ignored.
    bool noteScore(int rows, int columns, qint64 score);

    // The table of that size, best first (equal scores: the earlier game first).
    QList<Entry> table(int rows, int columns) const;
    // The same for QML: one map per entry with name, score, tile, date (a Date) and rank (1..10).
    Q_INVOKABLE QVariantList entries(int rows, int columns) const;
    // The sizes that have a table entry or a best score, smallest first, as maps
    // {rows, columns}.
    Q_INVOKABLE QVariantList sizes() const;
    // The place (0-based) a game with this score would take in the table, or -1 when it would
    // not enter it (a score of 0 never does). With a gameId, that game's own entry (a game
    // taken back with undo and ended again) is left out, and -1 means its entry already has
    // this score or more: entering it again would change nothing.
    Q_INVOKABLE int rankFor(int rows, int columns, qint64 score,
                            const QString &gameId = QString()) const;
    // Enters a game in the table and saves at once. Returns its place (0-based), or -1 when it
    // does not enter (score too low, bad size, score or tile). An entry with the same non-empty
    // gameId is replaced when the new score is higher, else kept (its place is returned).
    // The best score follows.
    int addEntry(int rows, int columns, const Entry &entry);

    // Writes what is pending now; false if the write failed (see lastSaveError()).
    bool flush();
    bool hasUnsavedChanges() const { return m_dirty; }

    QString loadError() const { return m_file.loadError(); }
    QString lastSaveError() const { return m_file.lastSaveError(); }
    // The last save error, worded again in the language of the moment (StorageNotices).
    Wording lastSaveWording() const { return m_file.lastSaveWording(); }

    // The key of a size in the file: "<columns>x<rows>".
    static QString sizeKey(int rows, int columns);

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
    struct SizeScores
    {
        qint64 best = 0;
        QList<Entry> table;
    };

    void load();
    bool save();
    // save() without the lock and the merge, for a caller that did both already.
    bool saveMerged();
    // Takes in the best scores and table entries the file on disk has beyond this object's.
    void mergeFromDisk();
    void markDirty();
    static int tableSizeValue() { return tableSize; }
    static int placeFor(const QList<Entry> &table, qint64 score);
    static QMap<QString, SizeScores> sizesOf(const QJsonObject &sizes);

    PerSizeDocument::File m_file;
    QMap<QString, SizeScores> m_sizes;
    SaveThrottle m_saveThrottle{this, saveDelayMs, [this] { flush(); }};
    bool m_dirty = false;
};

} // namespace tessera
