// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "JsonStateFile.h"
#include "sokoban/Snapshot.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace tessera {

class SokobanPlay;

// The snapshots of the level shown (session.snapshots), as YASC and JSoko keep them: save the
// position reached under a name, try an idea, restore it (its moves come back as history to
// undo, and restoring is itself undoable); rename and delete. A list model, newest first.
//
// They stay with the level across restarts: kept in AppDataLocation/snapshots.json under the
// level's identity, written (QSaveFile) at every change while play goes on. A change re-reads
// the file under its lock and replaces only this level's list, so another window's snapshots
// of other levels are not lost. A file that cannot be read is set aside and said (notice), as
// is a write that fails; a snapshot that no longer fits the level (the file was edited) is
// refused with the step that fails.
class SokobanSnapshots : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of SokobanSession: session.snapshots")

    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // A position can be saved now (a playable level is shown).
    Q_PROPERTY(bool canSave READ canSave NOTIFY canSaveChanged)

public:
    enum Roles
    {
        NameRole = Qt::UserRole + 1,
        MovesRole,
        PushesRole,
        DateTextRole, // when it was saved, in the locale's short format
    };
    Q_ENUM(Roles)

    // `filePath` empty: AppPaths::dataDir()/snapshots.json.
    SokobanSnapshots(SokobanPlay *play, QObject *parent, const QString &filePath = QString());

    // Another level is shown, stored under `key` (empty: none): its snapshots are read.
    void setLevel(const QString &key);
    // Tests: another file (the list is read again).
    void setFilePath(const QString &path);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int count() const { return static_cast<int>(m_list.size()); }
    bool canSave() const;

    // Saves the position reached; `name` empty: "Snapshot N". False (and a notice) when there
    // is no playable level or the file cannot be written (the snapshot is then kept for this
    // run, and written with the next change).
    Q_INVOKABLE bool save(const QString &name = QString());
    // Plays the snapshot `row` from the level's start (undoable). False with a notice when it
    // no longer fits the level.
    Q_INVOKABLE bool restore(int row);
    // The newest snapshot (row 0); false with a notice when there is none.
    Q_INVOKABLE bool restoreLatest();
    Q_INVOKABLE bool rename(int row, const QString &name);
    Q_INVOKABLE bool remove(int row);

signals:
    // Just before a snapshot is played onto the board (a replay running stops).
    void aboutToRestore();
    void countChanged();
    void canSaveChanged();
    // For the player: a toast ("Snapshot saved"...) or a problem (a file that fails).
    void notice(const QString &message);

private:
    struct Entry
    {
        sokoban::Snapshot snapshot;
        QDateTime date; // UTC
    };
    void load();
    // Writes this level's list into the file (merged under its lock); false (and a notice)
    // when that fails.
    bool write();
    QString faultText(const sokoban::SnapshotCheck &check) const;

    SokobanPlay *m_play;
    JsonStateFile m_file;
    QString m_key;
    std::vector<Entry> m_list; // newest first
};

} // namespace tessera
