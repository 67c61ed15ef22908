// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "JsonStateFile.h"
#include "SaveThrottle.h"

#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QString>
#include <optional>

namespace tessera {

// Where the player was in Sokoban: which collection, which level, and the moves made so far.
struct SokobanResume
{
    QString collectionId; // LevelCollection::id(): a bundled name, "my-levels" or a file path
    int levelIndex = 0;   // 0-based index in the collection
    QString levelId;      // the level's identity, to check the collection did not change since
    QString lurd;         // the moves made so far (upper case = push; may hold counts: "3r2(ul)")

    friend bool operator==(const SokobanResume &a, const SokobanResume &b)
    {
        return a.collectionId == b.collectionId && a.levelIndex == b.levelIndex &&
               a.levelId == b.levelId && a.lurd == b.lurd;
    }
};

// What Tessera needs to reopen where the user left: the game last shown, the Sokoban position,
// and for other games (2048, Fifteen) an unfinished game as an opaque string under the game's
// own key. Kept in AppDataLocation/session.json. Changes are saved within saveDelayMs of the
// first one (moves in a row make one write a second, however fast they come), on save(), and
// when the object is destroyed.
// A damaged file is set aside (session.json.corrupt-<date>) and reported, like the progress.
class ResumeState : public QObject
{
    Q_OBJECT
public:
    // Uses AppPaths::sessionFile().
    explicit ResumeState(QObject *parent = nullptr);
    explicit ResumeState(const QString &filePath, QObject *parent = nullptr)
        : ResumeState(JsonStateFile(filePath), parent)
    {}
    // The document in a file or, for fuzzing, in memory (JsonStateFile::inMemory).
    explicit ResumeState(JsonStateFile file, QObject *parent = nullptr);
    ~ResumeState() override;

    QString filePath() const { return m_file.path(); }

    // The game screen shown last: "sokoban", "2048", "fifteen"; empty for the home screen.
    QString lastGame() const { return m_lastGame; }
    void setLastGame(const QString &game);

    [[nodiscard]] std::optional<SokobanResume> sokoban() const { return m_sokoban; }
    void setSokoban(const SokobanResume &resume);
    void clearSokoban();

    // An unfinished game of `game` as its own engine serialised it; empty if none.
    QString gameState(const QString &game) const { return m_games.value(game); }
    void setGameState(const QString &game, const QString &state);
    void clearGameState(const QString &game);

    // Writes pending changes now. False if the write failed (see lastSaveError()).
    bool save();
    bool hasUnsavedChanges() const { return m_dirty; }

    // In the language of the moment.
    QString loadError() const { return worded(m_loadError); }
    QString lastSaveError() const { return worded(m_lastSaveError); }
    // The last save error, worded again in the language of the moment (StorageNotices).
    Wording lastSaveWording() const { return m_lastSaveError; }

    // How long after a change the file is written at the latest.
    static constexpr int saveDelayMs = 1000;

signals:
    // The file could not be read as it was (loadError() says why, in the language of the
    // moment); sent once, just after construction, so a listener connected then hears it.
    void loadFailed(const QString &message);
    // A write failed; lastSaveWording() says it again in the language of the moment.
    void saveFailed(const QString &message);
    // A write succeeded (an earlier save error, if any, is over).
    void saved();
    // The state is about to be written (save(), the destructor): an owner that keeps a change
    // back until its own timer fires (the Sokoban session's line of moves) hands it in now.
    void aboutToSave();

private:
    void load();
    void markDirty();

    JsonStateFile m_file;
    QString m_lastGame;
    std::optional<SokobanResume> m_sokoban;
    QMap<QString, QString> m_games;
    SaveThrottle m_saveThrottle{this, saveDelayMs, [this] { save(); }};
    Wording m_loadError;
    Wording m_lastSaveError;
    bool m_dirty = false;
    bool m_writable = true;
};

} // namespace tessera
