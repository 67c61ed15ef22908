// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelLibrary.h"

#include "AppPaths.h"
#include "AtomicFile.h"
#include "LevelFileWriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMetaObject>
#include <algorithm>
#include <optional>

namespace tessera {

namespace {

struct Bundled
{
    const char *id;
    const char *name;
    const char *path;
    const char *credit;
};

// Shown in this order, the tutorial first.
constexpr Bundled bundled[] = {
    {"bundled:tutorial", QT_TRANSLATE_NOOP("LevelLibrary", "Tutorial"), ":/levels/tutorial.xsb",
     QT_TRANSLATE_NOOP("LevelLibrary", "The Tessera project")},
    {"bundled:microban", "Microban", ":/levels/microban.xsb", "David W. Skinner"},
    {"bundled:xsokoban", "XSokoban", ":/levels/xsokoban.xsb",
     "Hiroyuki Imabayashi, Thinking Rabbit (as distributed with XSokoban)"},
};

const QString pastedPrefix = QStringLiteral("pasted:");

QString normalPath(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

QString myLevelsHeader()
{
    return QStringLiteral("; My levels: Sokoban levels made with the Tessera level editor.\n");
}

// A name the app gives, in the language of the moment.
Wording libraryName(const char *name)
{
    return [name] { return QCoreApplication::translate("LevelLibrary", name); };
}

// What a pasted collection is called: the title of the text's header (a Title: or Collection:
// line before its first level), else the first level's title, else "Pasted level N".
Wording pastedName(const LibraryCollection &read, int number)
{
    QString title = read.title();
    if (const LibraryLevel *first = read.level(0); title.isEmpty() && first)
        title = first->title.trimmed();
    if (!title.isEmpty())
        return [title] { return title; };
    return [one = read.count() == 1, number] {
        return one ? QCoreApplication::translate("LevelLibrary", "Pasted level %1").arg(number)
                   : QCoreApplication::translate("LevelLibrary", "Pasted levels %1").arg(number);
    };
}

} // namespace

LevelLibrary::LevelLibrary(QObject *parent)
    : LevelLibrary(AppPaths::myLevelsFile(), AppPaths::recentFilesFile(), parent)
{}

LevelLibrary::LevelLibrary(const QString &myLevelsPath, const QString &recentFilesPath,
                           QObject *parent)
    : QObject(parent), m_myLevelsPath(normalPath(myLevelsPath)),
      m_pastedDir(QFileInfo(m_myLevelsPath).absolutePath() + QStringLiteral("/pasted")),
      m_recent(recentFilesPath)
{
    m_recent.remove(m_myLevelsPath); // listed once, as My levels
    loadPasted();
    if (!m_recent.loadError().isEmpty()) {
        QMetaObject::invokeMethod(
            this, [this] { emit loadFailed(m_recent.loadError()); }, Qt::QueuedConnection);
    }
}

QVector<CollectionRef> LevelLibrary::bundledCollections()
{
    QVector<CollectionRef> out;
    for (const Bundled &b : bundled) {
        out.append({QString::fromLatin1(b.id), QCoreApplication::translate("LevelLibrary", b.name),
                    QString::fromLatin1(b.path), CollectionKind::Bundled,
                    QCoreApplication::translate("LevelLibrary", b.credit)});
    }
    return out;
}

QVector<CollectionRef> LevelLibrary::collections() const
{
    QVector<CollectionRef> out = bundledCollections();
    out.append({myLevelsId, QCoreApplication::translate("LevelLibrary", "My levels"),
                m_myLevelsPath, CollectionKind::MyLevels, QString()});
    for (CollectionRef ref : m_pasted) {
        if (const auto it = m_loaded.constFind(ref.id); it != m_loaded.cend())
            ref.name = (*it)->name();
        out.append(ref);
    }
    for (const QString &path : m_recent.paths()) {
        const auto it = m_loaded.constFind(path);
        out.append({path,
                    it != m_loaded.cend() ? (*it)->name() : QFileInfo(path).completeBaseName(),
                    path, CollectionKind::File, QString()});
    }
    return out;
}

QString LevelLibrary::idForPath(const QString &path) const
{
    const QString p = normalPath(path);
    return p == m_myLevelsPath ? myLevelsId : p;
}

std::shared_ptr<const LibraryCollection> LevelLibrary::load(const QString &id) const
{
    const auto named = [](LibraryCollection c, const char *name) {
        c.rename(libraryName(name));
        return std::make_shared<const LibraryCollection>(std::move(c));
    };
    for (const Bundled &b : bundled) {
        if (id == QLatin1String(b.id)) {
            return named(LibraryCollection::fromFile(QString::fromLatin1(b.path),
                                                     CollectionKind::Bundled, id),
                         b.name);
        }
    }
    if (id == myLevelsId) {
        const char *name = QT_TRANSLATE_NOOP("LevelLibrary", "My levels");
        // Not created yet: an empty collection, not an error.
        if (!QFileInfo::exists(m_myLevelsPath)) {
            return named(LibraryCollection::fromText(QByteArray(), CollectionKind::MyLevels, id,
                                                     QString(), m_myLevelsPath),
                         name);
        }
        return named(LibraryCollection::fromFile(m_myLevelsPath, CollectionKind::MyLevels, id),
                     name);
    }
    if (QDir::isAbsolutePath(id))
        return std::make_shared<const LibraryCollection>(
            LibraryCollection::fromFile(id, CollectionKind::File, id));
    return nullptr;
}

std::shared_ptr<const LibraryCollection> LevelLibrary::collection(const QString &id)
{
    const auto it = m_loaded.constFind(id);
    if (it != m_loaded.cend())
        return *it;
    if (id.startsWith(pastedPrefix))
        return nullptr; // pasted text is only known once opened
    auto c = load(id);
    if (c)
        m_loaded.insert(id, c);
    return c;
}

std::shared_ptr<const LibraryCollection> LevelLibrary::reload(const QString &id)
{
    if (id.startsWith(pastedPrefix))
        return collection(id);
    auto c = load(id);
    if (!c)
        return nullptr;
    m_loaded.insert(id, c);
    emit collectionChanged(id);
    return c;
}

std::shared_ptr<const LibraryCollection> LevelLibrary::openFile(const QString &path)
{
    const QString id = idForPath(path);
    auto c = load(id);
    m_loaded.insert(id, c);
    emit collectionChanged(id);
    // Only a file that opened is remembered: one that holds no level cannot be played from
    // the list either.
    if (c->kind() == CollectionKind::File && c->isReadable() && c->count() > 0) {
        if (m_recent.add(id)) {
            saveRecent();
            emit collectionsChanged();
        }
    }
    return c;
}

std::shared_ptr<const LibraryCollection> LevelLibrary::openText(const QString &text)
{
    const int number = ++m_pastedCount;
    const QString id = pastedPrefix + QString::number(number);
    const QString path = m_pastedDir + QStringLiteral("/%1.xsb").arg(number);
    const QByteArray bytes = text.toUtf8();
    // Text that holds no level is not worth keeping; one that cannot be kept still opens.
    LibraryCollection read =
        LibraryCollection::fromText(bytes, CollectionKind::Pasted, id, QString(), path);
    const bool keep = read.count() > 0;
    const QString name = worded(pastedName(read, number));
    addPasted(std::move(read), number);
    if (keep && !applyPasted(id, {path, bytes, name, {}}))
        reportSaves();
    emit collectionsChanged();
    return m_loaded.value(id);
}

void LevelLibrary::addPasted(LibraryCollection read, int number)
{
    read.rename(pastedName(read, number));
    auto c = std::make_shared<const LibraryCollection>(std::move(read));
    m_loaded.insert(c->id(), c);
    m_pasted.append({c->id(), c->name(), c->sourcePath(), CollectionKind::Pasted, QString()});
}

void LevelLibrary::loadPasted()
{
    // Files named by their number, listed in the order they were pasted.
    std::vector<int> numbers;
    const QStringList names =
        QDir(m_pastedDir).entryList({QStringLiteral("*.xsb")}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        bool ok = false;
        const int number = QFileInfo(name).completeBaseName().toInt(&ok);
        if (ok && number > 0)
            numbers.push_back(number);
    }
    std::sort(numbers.begin(), numbers.end());
    for (const int number : numbers) {
        const QString path = m_pastedDir + QStringLiteral("/%1.xsb").arg(number);
        addPasted(LibraryCollection::fromFile(path, CollectionKind::Pasted,
                                              pastedPrefix + QString::number(number)),
                  number);
        m_pastedCount = std::max(m_pastedCount, number);
    }
}

bool LevelLibrary::removePasted(const QString &id)
{
    const auto it = std::find_if(m_pasted.begin(), m_pasted.end(),
                                 [&id](const CollectionRef &ref) { return ref.id == id; });
    if (it == m_pasted.end())
        return false;
    RemovedPasted removed{*it, m_loaded.value(id), QByteArray()};
    const bool wasPending = m_pendingPasted.contains(id);
    if (wasPending)
        removed.bytes = m_pendingPasted.value(id).bytes; // never written: the text is here
    else if (QFile file(it->path); !it->path.isEmpty() && file.open(QIODevice::ReadOnly))
        removed.bytes = file.readAll();
    const PastedFileChange deletion{it->path, QByteArray(), it->name, {}};
    m_removedPasted.insert(id, std::move(removed));
    m_loaded.remove(id);
    m_pasted.erase(it);
    emit collectionsChanged();
    // Gone from the list at once: a file that cannot be deleted yet is deleted when it can.
    if (!applyPasted(id, deletion) || wasPending)
        reportSaves();
    return true;
}

bool LevelLibrary::restorePasted(const QString &id)
{
    const auto removed = m_removedPasted.constFind(id);
    if (removed == m_removedPasted.cend() || !removed->collection)
        return false;
    // A deletion still pending never happened: the file is on disk as it was.
    const bool deletionPending =
        m_pendingPasted.contains(id) && m_pendingPasted.value(id).bytes.isEmpty();
    const bool wasPending = m_pendingPasted.remove(id) > 0;
    bool written = true;
    if (!deletionPending && !removed->bytes.isEmpty())
        written = applyPasted(id, {removed->ref.path, removed->bytes, removed->ref.name, {}});
    // Back in its place: the pasted collections are listed in the order pasted (by number).
    const auto number = [](const QString &pastedId) {
        return QStringView(pastedId).mid(pastedPrefix.size()).toInt();
    };
    const auto at = std::find_if(m_pasted.begin(), m_pasted.end(), [&](const CollectionRef &ref) {
        return number(ref.id) > number(id);
    });
    m_pasted.insert(at, removed->ref);
    m_loaded.insert(id, removed->collection);
    m_removedPasted.erase(removed);
    emit collectionsChanged();
    if (!written || wasPending)
        reportSaves();
    return true;
}

bool LevelLibrary::applyPasted(const QString &id, PastedFileChange change)
{
    std::optional<Wording> error;
    if (!change.bytes.isEmpty()) {
        error = writeFileAtomically(change.path, change.bytes);
    } else if (QFileInfo::exists(change.path) && !QFile::remove(change.path)) {
        error = [name = change.name, path = change.path] {
            return QCoreApplication::translate("LevelLibrary",
                                               "The pasted collection \"%1\" could not be "
                                               "removed: %2 cannot be deleted.")
                .arg(name, QDir::toNativeSeparators(path));
        };
    }
    if (!error) {
        m_pendingPasted.remove(id);
        return true;
    }
    change.error = std::move(*error);
    m_pendingPasted.insert(id, std::move(change));
    return false;
}

void LevelLibrary::forgetRecentFile(const QString &path)
{
    if (!m_recent.remove(path))
        return;
    m_loaded.remove(normalPath(path));
    saveRecent();
    emit collectionsChanged();
}

void LevelLibrary::saveRecent()
{
    writeRecent();
    reportSaves();
}

void LevelLibrary::writeRecent()
{
    auto error = m_recent.save();
    m_recentDirty = error.has_value();
    if (error)
        m_recentError = std::move(*error);
}

bool LevelLibrary::flush()
{
    if (!hasUnsavedChanges())
        return true;
    if (m_recentDirty)
        writeRecent();
    const auto pending = m_pendingPasted; // a copy: applying takes what succeeds out
    for (auto it = pending.cbegin(); it != pending.cend(); ++it)
        (void)applyPasted(it.key(), it.value());
    reportSaves();
    return !hasUnsavedChanges();
}

void LevelLibrary::reportSaves()
{
    if (!hasUnsavedChanges()) {
        emit saved();
        return;
    }
    QList<Wording> failures;
    if (m_recentDirty)
        failures.append(m_recentError);
    for (const PastedFileChange &change : std::as_const(m_pendingPasted))
        failures.append(change.error);
    failSave([failures] {
        QStringList texts;
        for (const Wording &failure : failures)
            texts.append(worded(failure));
        return texts.join(QLatin1Char('\n'));
    });
}

void LevelLibrary::failSave(Wording error)
{
    m_lastSaveError = std::move(error);
    emit saveFailed(worded(m_lastSaveError));
}

LevelLibrary::SaveResult LevelLibrary::appendToMyLevels(const sokoban::Level &level)
{
    SaveResult result;
    result.collectionId = myLevelsId;
    const LevelFileWriter::Result written =
        LevelFileWriter::appendLevel(m_myLevelsPath, level, myLevelsHeader());
    result.index = written.index;
    result.wording = written.wording;
    if (result.ok())
        reload(myLevelsId);
    return result;
}

LevelLibrary::SaveResult LevelLibrary::appendToFile(const QString &path,
                                                    const sokoban::Level &level)
{
    const QString id = idForPath(path);
    if (id == myLevelsId)
        return appendToMyLevels(level);
    SaveResult result;
    result.collectionId = id;
    const LevelFileWriter::Result written = LevelFileWriter::appendLevel(id, level);
    result.index = written.index;
    result.wording = written.wording;
    if (result.ok()) {
        reload(id);
        if (m_recent.add(id)) {
            saveRecent();
            emit collectionsChanged();
        }
    }
    return result;
}

LevelLibrary::SaveResult LevelLibrary::saveAsNewFile(const QString &path,
                                                     const sokoban::Level &level)
{
    const QString id = idForPath(path);
    SaveResult result;
    result.collectionId = id;
    const LevelFileWriter::Result written =
        LevelFileWriter::writeNewFile(id == myLevelsId ? m_myLevelsPath : id, level,
                                      id == myLevelsId ? myLevelsHeader() : QString());
    result.index = written.index;
    result.wording = written.wording;
    if (!result.ok())
        return result;
    reload(id);
    if (id != myLevelsId && m_recent.add(id)) {
        saveRecent();
        emit collectionsChanged();
    }
    return result;
}

LevelLibrary::SaveResult LevelLibrary::replaceLevel(const QString &collectionId, int index,
                                                    const sokoban::Level &level)
{
    SaveResult result;
    result.collectionId = collectionId;
    const auto c = collection(collectionId);
    const auto refuse = [&result](Wording why) {
        result.wording = std::move(why);
        return result;
    };
    if (!c) {
        return refuse([] {
            return QCoreApplication::translate("LevelLibrary",
                                               "The level was not saved: unknown collection.");
        });
    }
    if (!c->isWritable()) {
        return refuse([c] {
            return QCoreApplication::translate("LevelLibrary",
                                               "The level was not saved: \"%1\" cannot be "
                                               "changed. Save it into My levels instead.")
                .arg(c->name());
        });
    }
    const LibraryLevel *old = c->level(index);
    if (!old) {
        return refuse([c, index] {
            return QCoreApplication::translate("LevelLibrary",
                                               "The level was not saved: \"%1\" has no "
                                               "level %2.")
                .arg(c->name())
                .arg(index + 1);
        });
    }
    const LevelFileWriter::Result written =
        LevelFileWriter::replaceLevel(c->sourcePath(), index, level, old->key);
    result.index = written.index;
    result.wording = written.wording;
    if (result.ok())
        reload(collectionId);
    return result;
}

} // namespace tessera
