// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// SokobanSession's ways to open a level: a collection of the library or any collection read,
// a level file, pasted XSB text, another level of the same collection, and where the player
// left (the resume state) or the first level of the tutorial.

#include "SokobanSession.h"

#include <QFileInfo>

namespace tessera {

bool SokobanSession::openCollection(std::shared_ptr<const LibraryCollection> collection, int index)
{
    if (!collection) {
        tellProblem([] { return tr("There is no such level collection."); });
        return false;
    }
    if (!collection->isReadable()) {
        // The file's name with its problem: "levels.sok: line 3: a NUL byte: ...".
        const QString source = collection->sourcePath().isEmpty()
                                   ? collection->name()
                                   : QFileInfo(collection->sourcePath()).fileName();
        tellProblem([source, collection] {
            return tr("%1: %2").arg(source,
                                    collection->readErrorMessages().join(QLatin1Char('\n')));
        });
        return false;
    }
    if (collection->count() == 0) {
        tellProblem([collection] { return tr("%1 holds no level.").arg(collection->name()); });
        return false;
    }
    if (index < 0 || index >= collection->count()) {
        tellProblem([collection, index] {
            return tr("%1 has no level %2.").arg(collection->name()).arg(index + 1);
        });
        return false;
    }
    showLevel(std::move(collection), index, QString());
    return true;
}

bool SokobanSession::openCollection(const QString &collectionId, int index)
{
    if (!m_library) {
        tellProblem([collectionId] {
            return tr("There is no level library to open %1 from.").arg(collectionId);
        });
        return false;
    }
    return openCollection(m_library->collection(collectionId), index);
}

bool SokobanSession::openFile(const QString &path)
{
    std::shared_ptr<const LibraryCollection> c;
    if (m_library)
        c = m_library->openFile(path);
    else
        c = std::make_shared<const LibraryCollection>(
            LibraryCollection::fromFile(path, CollectionKind::File, path));
    return openCollection(std::move(c), 0);
}

bool SokobanSession::openFileUrl(const QUrl &url)
{
    if (!url.isLocalFile()) {
        tellProblem([url] {
            return tr("Only files on this computer can be opened: %1").arg(url.toString());
        });
        return false;
    }
    return openFile(url.toLocalFile());
}

bool SokobanSession::openPastedText(const QString &text)
{
    std::shared_ptr<const LibraryCollection> c;
    if (m_library) {
        c = m_library->openText(text);
    } else {
        c = std::make_shared<const LibraryCollection>(LibraryCollection::fromText(
            text.toUtf8(), CollectionKind::Pasted, localTextId(), tr("Pasted level")));
    }
    if (!c || c->count() == 0) {
        tellProblem([] { return tr("The text holds no Sokoban level."); });
        return false;
    }
    return openCollection(std::move(c), 0);
}

bool SokobanSession::openLevel(int index)
{
    if (!m_collection)
        return false;
    return openCollection(m_collection, index);
}

bool SokobanSession::nextLevel()
{
    return hasNextLevel() && openLevel(m_index + 1);
}

bool SokobanSession::previousLevel()
{
    return hasPreviousLevel() && openLevel(m_index - 1);
}

bool SokobanSession::resume()
{
    const std::optional<SokobanResume> saved =
        resumeState() ? resumeState()->sokoban() : std::optional<SokobanResume>();
    if (saved && m_library) {
        const auto c = m_library->collection(saved->collectionId);
        if (c && c->isReadable() && c->count() > 0) {
            int index = saved->levelIndex;
            QString lurd = saved->lurd;
            const LibraryLevel *level = c->level(index);
            if (!level || level->key != saved->levelId) {
                // The file changed since: follow the level if it moved, else forget the moves.
                const int moved = c->indexOfKey(saved->levelId);
                if (moved >= 0) {
                    index = moved;
                } else {
                    lurd.clear();
                    if (!level)
                        index = 0;
                }
            }
            showLevel(c, index, lurd);
            return true;
        }
    }
    const bool opened = openDefaultLevel();
    if (saved)
        tellProblem(
            [] { return tr("The level you played last is no longer in the level library."); });
    return opened;
}

QString SokobanSession::savedState() const
{
    // Only whether there is a place kept: resume() reads the record itself.
    const auto saved = resumeState() ? resumeState()->sokoban() : std::nullopt;
    return saved ? saved->collectionId : QString();
}

bool SokobanSession::restore(const QString &, Wording *)
{
    // A place that is gone opens the default level and tells so itself, in Sokoban's words.
    return resume();
}

void SokobanSession::startNewGame()
{
    openDefaultLevel();
}

void SokobanSession::tellProblem(Wording wording)
{
    setNotice(std::move(wording));
}

void SokobanSession::followLibrary()
{
    if (!m_library)
        return;
    if (m_removedPlace) {
        // The removal was undone: back to the level and the moves made on it.
        const Place left = *m_removedPlace;
        if (auto c = m_library->collection(left.collectionId); c && c->level(left.index))
            showLevel(std::move(c), left.index, left.lurd);
        return;
    }
    if (!m_collection || m_collection->kind() != CollectionKind::Pasted ||
        m_collection->id() == localTextId() || m_library->collection(m_collection->id()))
        return;
    // The pasted collection played was removed: its level is no longer offered anywhere.
    const Place left{m_collection->id(), m_index, currentLurd()};
    const QString name = m_collection->name();
    bool opened = false;
    if (m_lastKeptPlace) {
        const Place back = *m_lastKeptPlace;
        if (auto c = m_library->collection(back.collectionId);
            c && c->isReadable() && c->level(back.index)) {
            showLevel(std::move(c), back.index, back.lurd);
            opened = true;
        }
    }
    if (!opened)
        opened = openDefaultLevel();
    m_removedPlace = left;
    emit passingNotice(tr("\"%1\" was removed from the level library.").arg(name));
}

bool SokobanSession::openDefaultLevel()
{
    for (const CollectionRef &ref : LevelLibrary::bundledCollections()) {
        std::shared_ptr<const LibraryCollection> c;
        if (m_library)
            c = m_library->collection(ref.id);
        else
            c = std::make_shared<const LibraryCollection>(
                LibraryCollection::fromFile(ref.path, ref.kind, ref.id, ref.name));
        if (c && c->isReadable() && c->count() > 0) {
            showLevel(c, 0, QString());
            return true;
        }
    }
    return false;
}

} // namespace tessera
