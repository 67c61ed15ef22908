// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "LibraryCollection.h"
#include "RecentFiles.h"
#include "Wording.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVector>
#include <memory>

namespace tessera {

// One row of the collection list: enough to show it without reading the file.
struct CollectionRef
{
    QString id;   // stable key: "bundled:microban", "my-levels", or a file's absolute path
    QString name; // shown to the user
    QString path; // the source: ":/levels/x.xsb", the file path
    CollectionKind kind = CollectionKind::File;
    QString credit; // bundled collections: who made the levels (for the About box)
};

// The level library: the bundled collections, the user's "My levels" and the files the user
// opened (remembered as recent), plus pasted text, kept as files beside My levels (in
// "pasted/") until the player removes them. Collections are read on first use and kept; a save
// refreshes the collection it changed. Qt Core only: the QML models sit on top of it.
class LevelLibrary : public QObject
{
    Q_OBJECT
public:
    static inline const QString myLevelsId = QStringLiteral("my-levels");

    // User data under AppPaths (My levels, the pasted collections, the recent list).
    explicit LevelLibrary(QObject *parent = nullptr);
    // For tests and tools: My levels (the pasted collections in "pasted/" beside it) and the
    // recent list at these paths.
    LevelLibrary(const QString &myLevelsPath, const QString &recentFilesPath,
                 QObject *parent = nullptr);

    // The list the browser shows: bundled collections (tutorial first), My levels and the
    // pasted collections, oldest first, then the recently opened files, newest first.
    QVector<CollectionRef> collections() const;
    static QVector<CollectionRef> bundledCollections();

    // The collection with this id, read on first use; nullptr for an unknown id. A file that
    // cannot be read gives a collection without levels whose readErrors() say why.
    std::shared_ptr<const LibraryCollection> collection(const QString &id);
    // Reads the collection again from its source (after it changed on disk).
    std::shared_ptr<const LibraryCollection> reload(const QString &id);

    // Opens a level file (.xsb, .sok, .txt or any text): reads it afresh and, when it can be
    // read and holds a level, puts it first in the recent list. Opening the My levels file
    // gives My levels.
    std::shared_ptr<const LibraryCollection> openFile(const QString &path);
    // Reads XSB text pasted from the clipboard: one level or a whole collection, named by the
    // text's Title: (or Collection:) line, else its first level's title, else "Pasted level N".
    // It is kept (a file in pastedDir()) and listed by its id ("pasted:N") until removed.
    std::shared_ptr<const LibraryCollection> openText(const QString &text);
    // Removes a pasted collection from the list and from disk; false when it is not there.
    // When its file cannot be deleted yet, saveFailed says why and the deletion is pending:
    // flush() tries it again. Its text is kept in memory until the app quits, so
    // restorePasted() can undo the removal.
    Q_INVOKABLE bool removePasted(const QString &id);
    // Undoes removePasted(id): the collection is listed again, in its place, and written back
    // to disk (if that fails, saveFailed says why and the write is pending, as for a paste
    // that could not be kept). False when no collection of that id was removed.
    Q_INVOKABLE bool restorePasted(const QString &id);
    QString pastedDir() const { return m_pastedDir; }

    std::shared_ptr<const LibraryCollection> myLevels() { return collection(myLevelsId); }
    QString myLevelsPath() const { return m_myLevelsPath; }

    QStringList recentFiles() const { return m_recent.paths(); }
    void forgetRecentFile(const QString &path);
    // Writes what failed to be written (the recent list, pasted collections' files to write
    // or delete); true when nothing is left unsaved. StorageNotices calls it to try again.
    bool flush();
    bool hasUnsavedChanges() const { return m_recentDirty || !m_pendingPasted.isEmpty(); }

    struct SaveResult
    {
        QString collectionId; // the collection saved into
        int index = -1;       // 0-based index of the level in it
        Wording wording;      // why it failed, in the language of the moment; none on success
        bool ok() const { return !wording; }
        QString error() const { return worded(wording); } // user-facing; empty on success
    };
    // Adds a level at the end of My levels (the file is created on first use).
    SaveResult appendToMyLevels(const sokoban::Level &level);
    // Adds a level at the end of any level file (created if needed); the file becomes recent.
    SaveResult appendToFile(const QString &path, const sokoban::Level &level);
    // Save As: writes a new file holding only `level` (replacing any file at `path`) and
    // opens it as a recent file.
    SaveResult saveAsNewFile(const QString &path, const sokoban::Level &level);
    // Replaces level `index` of a writable collection (My levels or an opened file) in place,
    // keeping every other level of the file byte for byte. Refused if the file changed on disk
    // so that the level at `index` is no longer the one that was loaded.
    SaveResult replaceLevel(const QString &collectionId, int index, const sokoban::Level &level);

    // Problems found reading the recent list (it was set aside), for the app to show; also
    // sent once through loadFailed after construction.
    QString loadError() const { return m_recent.loadError(); }
    // The last save error sent through saveFailed, worded again in the language of the
    // moment (StorageNotices).
    Wording lastSaveWording() const { return m_lastSaveError; }

signals:
    // The list of collections changed (a file opened or forgotten, a text pasted).
    void collectionsChanged();
    // The levels of a collection changed (a level saved into it, a reload).
    void collectionChanged(const QString &id);
    // The recent list could not be read as it was (loadError()); sent once after construction.
    void loadFailed(const QString &message);
    // A write failed: the recent list, or keeping or removing a pasted collection
    // (lastSaveWording() says every write still failing).
    void saveFailed(const QString &message);
    // Everything is written: the recent list and the pasted collections' files (an earlier
    // save error, if any, is over).
    void saved();

private:
    std::shared_ptr<const LibraryCollection> load(const QString &id) const;
    QString idForPath(const QString &path) const;
    void saveRecent(); // writes the recent list and says how the saves stand
    void writeRecent();
    void failSave(Wording error);
    // A pasted collection's file as the player left it: written (bytes), or deleted (no
    // bytes). On failure it is pending, and flush() tries it again.
    struct PastedFileChange
    {
        QString path;
        QByteArray bytes;
        QString name;  // the collection's, for the message
        Wording error; // why it failed last
    };
    [[nodiscard]] bool applyPasted(const QString &id, PastedFileChange change);
    // saved() when nothing is left unsaved, else saveFailed naming every write still failing.
    void reportSaves();
    void loadPasted();
    void addPasted(LibraryCollection read, int number);

    QString m_myLevelsPath;
    QString m_pastedDir;
    RecentFiles m_recent;
    QHash<QString, std::shared_ptr<const LibraryCollection>> m_loaded;
    QVector<CollectionRef> m_pasted;
    // Pasted collections removed while the app runs, with their file's bytes, for an undo.
    struct RemovedPasted
    {
        CollectionRef ref;
        std::shared_ptr<const LibraryCollection> collection;
        QByteArray bytes; // empty when the paste had not been kept on disk
    };
    QHash<QString, RemovedPasted> m_removedPasted;
    QHash<QString, PastedFileChange> m_pendingPasted; // by collection id: not yet on disk
    int m_pastedCount = 0;
    Wording m_lastSaveError;
    Wording m_recentError;
    bool m_recentDirty = false; // the recent list's last save failed
};

} // namespace tessera
