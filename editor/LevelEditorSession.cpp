// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "LevelEditorSession.h"

#include "CoreTexts.h"
#include "LanguageChangeWatch.h"
#include "LevelFileWriter.h"
#include "LibraryCollection.h"
#include "SokobanSession.h"
#include "sokoban/LevelValidator.h"
#include "sokoban/XsbReader.h"

#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUrl>
#include <algorithm>
#include <memory>

namespace tessera {

namespace {

QString fromStd(const std::string &s)
{
    return QString::fromStdString(s);
}

std::optional<sokoban::EditorTool> toolOf(int index)
{
    return sokoban::editorToolAt(index);
}

// "no player" -> "No player".
QString sentence(const QString &message)
{
    QString s = message;
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace

LevelEditorSession::LevelEditorSession(QObject *parent)
    : QObject(parent), m_board(new EditorBoardModel(this))
{
    refresh();
    // Texts worded here follow a switch of language: the level's problems, the error shown,
    // the names of where the level comes from and goes to.
    new LanguageChangeWatch(
        [this] {
            m_problems = problemTexts();
            emit levelChanged();
            emit sourceChanged();
            if (m_lastErrorWording) {
                m_lastError = m_lastErrorWording();
                emit lastErrorChanged();
            }
        },
        this);
}

LevelEditorSession::~LevelEditorSession() = default;

void LevelEditorSession::setLibrary(LevelLibrary *library)
{
    if (m_library == library)
        return;
    m_library = library;
    emit libraryChanged();
}

void LevelEditorSession::setResumeState(ResumeState *state)
{
    if (m_resume == state)
        return;
    m_resume = state;
    emit libraryChanged();
}

// --- Opening ---------------------------------------------------------------------------------

bool LevelEditorSession::newLevel(int width, int height)
{
    if (!m_editor.openBlank(width, height)) {
        emit notice(tr("A level is 3 to 128 cells wide and high."));
        return false;
    }
    setSource(QString(), -1, QString());
    m_openedFrom = nullptr;
    setLastError(QString());
    refresh();
    return true;
}

bool LevelEditorSession::openLevel(const QString &collectionId, int index)
{
    if (!m_library) {
        setLastError([collectionId] {
            return tr("There is no level library to open %1 from.").arg(collectionId);
        });
        return false;
    }
    const auto collection = m_library->collection(collectionId);
    const LibraryLevel *level = collection ? collection->level(index) : nullptr;
    if (!level) {
        if (collection)
            setLastError([name = collection->name(), index] {
                return tr("%1 has no level %2.").arg(name).arg(index + 1);
            });
        else
            setLastError([] { return tr("There is no such level collection."); });
        return false;
    }
    m_editor.open(level->level);
    rememberLastEdited(collectionId, index);
    m_openedFrom = [name = collection->name(), index] {
        return tr("%1, level %2").arg(name).arg(index + 1);
    };
    if (collection->isWritable())
        setSource(collectionId, index, QString());
    else
        setSource(QString(), -1, QString());
    setLastError(QString());
    refresh();
    return true;
}

bool LevelEditorSession::openFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (!QFileInfo::exists(absolute)) {
        // A file to be: edit an empty level that the first save creates it with.
        m_editor.openBlank(10, 8);
        m_openedFrom = nullptr;
        setSource(QString(), -1, absolute);
        setLastError(QString());
        refresh();
        return true;
    }
    if (!m_library) {
        setLastError([path] { return tr("There is no level library to open %1 from.").arg(path); });
        return false;
    }
    const auto collection = m_library->openFile(absolute);
    if (!collection || !collection->isReadable()) {
        if (collection)
            setLastError(
                [collection] { return collection->readErrorMessages().join(QLatin1Char('\n')); });
        else
            setLastError([path] { return tr("%1 cannot be read.").arg(path); });
        emit notice(m_lastError);
        return false;
    }
    if (collection->count() == 0) {
        m_editor.openBlank(10, 8);
        m_openedFrom = nullptr;
        setSource(QString(), -1, collection->sourcePath());
        setLastError(QString());
        refresh();
        return true;
    }
    return openLevel(collection->id(), 0);
}

namespace {

const QString lastEditedKey = QStringLiteral("editor");

} // namespace

bool LevelEditorSession::openLastEdited()
{
    if (!m_resume || !m_library)
        return false;
    const QJsonObject last =
        QJsonDocument::fromJson(m_resume->gameState(lastEditedKey).toUtf8()).object();
    const QString collectionId = last.value(QStringLiteral("collection")).toString();
    const QString levelId = last.value(QStringLiteral("levelId")).toString();
    int index = last.value(QStringLiteral("levelIndex")).toInt(-1);
    const auto collection = collectionId.isEmpty() ? nullptr : m_library->collection(collectionId);
    if (!collection)
        return false;
    // The file may have changed since: follow the level if it moved.
    const LibraryLevel *level = collection->level(index);
    if (!level || (!levelId.isEmpty() && level->key != levelId))
        index = collection->indexOfKey(levelId);
    return index >= 0 && openLevel(collectionId, index);
}

void LevelEditorSession::forgetLastEdited()
{
    if (m_resume)
        m_resume->clearGameState(lastEditedKey);
}

void LevelEditorSession::rememberLastEdited(const QString &collectionId, int index)
{
    const auto collection = m_library ? m_library->collection(collectionId) : nullptr;
    const LibraryLevel *level = collection ? collection->level(index) : nullptr;
    if (!m_resume || !level)
        return;
    const QJsonObject last{{QStringLiteral("collection"), collectionId},
                           {QStringLiteral("levelIndex"), index},
                           {QStringLiteral("levelId"), level->key}};
    m_resume->setGameState(lastEditedKey,
                           QString::fromUtf8(QJsonDocument(last).toJson(QJsonDocument::Compact)));
}

// --- Editing ---------------------------------------------------------------------------------

void LevelEditorSession::beginStroke()
{
    m_editor.beginStroke();
}

bool LevelEditorSession::paint(int x, int y, int tool)
{
    const auto t = toolOf(tool);
    if (!t || !m_editor.paint(x, y, *t))
        return false;
    refresh();
    return true;
}

bool LevelEditorSession::paintLine(int x0, int y0, int x1, int y1, int tool)
{
    const auto t = toolOf(tool);
    if (!t || !m_editor.paintLine({x0, y0}, {x1, y1}, *t))
        return false;
    refresh();
    return true;
}

bool LevelEditorSession::endStroke()
{
    const bool changed = m_editor.endStroke();
    refresh(); // canUndo changes when the stroke becomes a step
    return changed;
}

bool LevelEditorSession::fillRectangle(int x0, int y0, int x1, int y1, int tool, bool outlineOnly)
{
    const auto t = toolOf(tool);
    if (!t)
        return false;
    const bool changed = outlineOnly ? m_editor.outlineRectangle({x0, y0}, {x1, y1}, *t)
                                     : m_editor.fillRectangle({x0, y0}, {x1, y1}, *t);
    if (changed)
        refresh();
    return changed;
}

bool LevelEditorSession::resize(int left, int top, int right, int bottom)
{
    if (!m_editor.resize(left, top, right, bottom)) {
        emit notice(tr("A level is 1 to 128 cells wide and high."));
        return false;
    }
    refresh();
    return true;
}

bool LevelEditorSession::trim()
{
    if (!m_editor.trim()) {
        emit notice(tr("Nothing to trim: every edge row and column is in use."));
        return false;
    }
    refresh();
    return true;
}

bool LevelEditorSession::rotate(bool clockwise)
{
    const bool changed = m_editor.rotate(clockwise);
    refresh();
    return changed;
}

bool LevelEditorSession::mirror(bool horizontally)
{
    const bool changed = m_editor.mirror(horizontally);
    refresh();
    return changed;
}

bool LevelEditorSession::normalise()
{
    if (!m_editor.normalise()) {
        const auto &cells = m_editor.level().cells;
        const auto players = std::count_if(cells.begin(), cells.end(),
                                           [](const sokoban::Cell &c) { return c.player; });
        emit notice(players != 1 ? tr("Normalise needs exactly one player: it keeps what the "
                                      "player can reach.")
                                 : tr("The level is already normal."));
        return false;
    }
    refresh();
    return true;
}

bool LevelEditorSession::undo()
{
    if (!m_editor.undo())
        return false;
    refresh();
    return true;
}

bool LevelEditorSession::redo()
{
    if (!m_editor.redo())
        return false;
    refresh();
    return true;
}

// --- Text ------------------------------------------------------------------------------------

QString LevelEditorSession::levelText() const
{
    return QString::fromUtf8(LevelFileWriter::levelText(m_editor.level()));
}

bool LevelEditorSession::copyLevel()
{
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setText(levelText());
    emit notice(tr("Level copied as XSB text"));
    return true;
}

bool LevelEditorSession::pasteText(const QString &text)
{
    const sokoban::LevelCollection read = sokoban::readXsb(text.toStdString());
    if (read.levels.empty()) {
        emit notice(tr("The clipboard holds no level (XSB text)."));
        return false;
    }
    sokoban::Level level = read.levels.front().level;
    if (!m_editor.replace(level)) {
        emit notice(tr("The pasted level is empty or too large."));
        return false;
    }
    refresh();
    emit notice(read.levels.size() > 1
                    ? tr("Pasted the first of %n levels", "", int(read.levels.size()))
                    : tr("Level pasted"));
    return true;
}

bool LevelEditorSession::applyGenerated(const QString &text)
{
    const sokoban::LevelCollection read = sokoban::readXsb(text.toStdString());
    if (read.levels.empty() || !m_editor.replace(read.levels.front().level))
        return false;
    refresh();
    emit notice(tr("Generated level placed: Undo takes it back."));
    return true;
}

bool LevelEditorSession::pasteFromClipboard()
{
    const QClipboard *clipboard = QGuiApplication::clipboard();
    return pasteText(clipboard ? clipboard->text() : QString());
}

// --- Saving ----------------------------------------------------------------------------------

bool LevelEditorSession::applySave(const LevelLibrary::SaveResult &result)
{
    if (!result.ok()) {
        setLastError(result.wording);
        emit saveFailed(result.error());
        return false;
    }
    m_editor.markSaved();
    m_openedFrom = nullptr;
    setSource(result.collectionId, result.index, QString());
    rememberLastEdited(result.collectionId, result.index);
    setLastError(QString());
    refresh();
    emit notice(playable() ? tr("Saved: %1").arg(sourceName())
                           : tr("Saved: %1 (it cannot be played yet)").arg(sourceName()));
    return true;
}

bool LevelEditorSession::save()
{
    if (!m_library) {
        setLastError([] { return tr("There is no level library to save into."); });
        emit saveFailed(m_lastError);
        return false;
    }
    m_editor.endStroke();
    const sokoban::Level &level = m_editor.level();
    if (!m_collectionId.isEmpty() && m_index >= 0)
        return applySave(m_library->replaceLevel(m_collectionId, m_index, level));
    if (!m_appendPath.isEmpty())
        return applySave(m_library->appendToFile(m_appendPath, level));
    return applySave(m_library->appendToMyLevels(level));
}

bool LevelEditorSession::saveAs(const QString &path)
{
    if (!m_library) {
        setLastError([] { return tr("There is no level library to save into."); });
        emit saveFailed(m_lastError);
        return false;
    }
    QString file = path;
    if (file.startsWith(QLatin1String("file:")))
        file = QUrl(file).toLocalFile();
    if (file.trimmed().isEmpty()) {
        setLastError([] { return tr("No file name was given."); });
        emit saveFailed(m_lastError);
        return false;
    }
    if (QFileInfo(file).suffix().isEmpty())
        file += QLatin1String(".xsb");
    m_editor.endStroke();
    return applySave(
        m_library->saveAsNewFile(QFileInfo(file).absoluteFilePath(), m_editor.level()));
}

QString LevelEditorSession::suggestedSavePath() const
{
    QString folder;
    QString name = title().trimmed();
    if (!m_collectionId.isEmpty() && m_collectionId != LevelLibrary::myLevelsId &&
        QFileInfo(m_collectionId).isAbsolute())
        folder = QFileInfo(m_collectionId).absolutePath();
    // A folder that is there: the dialog shows it, and nothing is created by the suggestion.
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QDir::homePath();
    if (name.isEmpty())
        name = tr("level");
    name.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|]")), QStringLiteral("-"));
    return QDir(folder).filePath(name + QStringLiteral(".xsb"));
}

// --- Test play -------------------------------------------------------------------------------

bool LevelEditorSession::testPlay(SokobanSession *session) const
{
    if (!session)
        return false;
    // The level object itself, validated as a file's would be: no text written and read back.
    auto collection = std::make_shared<LibraryCollection>(
        LibraryCollection::fromLevel(m_editor.level(), CollectionKind::Pasted,
                                     QStringLiteral("editor:test-play"), tr("Test play")));
    return session->openCollection(std::move(collection), 0) && session->playable();
}

// --- Properties ------------------------------------------------------------------------------

QString LevelEditorSession::title() const
{
    return fromStd(m_editor.level().title);
}

void LevelEditorSession::setTitle(const QString &title)
{
    if (title == this->title())
        return;
    m_editor.setTitle(title.toStdString());
    refresh();
}

QString LevelEditorSession::author() const
{
    return fromStd(m_editor.level().author);
}

void LevelEditorSession::setAuthor(const QString &author)
{
    if (author == this->author())
        return;
    m_editor.setAuthor(author.toStdString());
    refresh();
}

void LevelEditorSession::setTool(int tool)
{
    if (!toolOf(tool) || tool == m_tool)
        return;
    m_tool = tool;
    emit toolChanged();
}

void LevelEditorSession::setShape(Shape shape)
{
    if (shape == m_shape)
        return;
    m_shape = shape;
    emit toolChanged();
}

QString LevelEditorSession::sourceName() const
{
    if (!m_collectionId.isEmpty() && m_index >= 0) {
        const auto c = m_library ? m_library->collection(m_collectionId) : nullptr;
        const QString name = c ? c->name() : m_collectionId;
        return tr("%1, level %2").arg(name).arg(m_index + 1);
    }
    if (!m_appendPath.isEmpty())
        return tr("New level for %1").arg(QFileInfo(m_appendPath).fileName());
    if (m_openedFrom)
        return tr("Copy of %1").arg(m_openedFrom());
    return tr("New level");
}

QString LevelEditorSession::saveTarget() const
{
    if (!m_collectionId.isEmpty() && m_index >= 0)
        return tr("Save in place: %1").arg(sourceName());
    if (!m_appendPath.isEmpty())
        return tr("Save: add it to %1").arg(QFileInfo(m_appendPath).fileName());
    return tr("Save: add it to My levels");
}

QString LevelEditorSession::saveTargetProblem() const
{
    const bool intoMyLevels =
        (m_collectionId.isEmpty() || m_index < 0 || m_collectionId == LevelLibrary::myLevelsId) &&
        m_appendPath.isEmpty();
    if (!intoMyLevels || !m_library)
        return QString();
    const auto myLevels = m_library->myLevels();
    if (!myLevels || myLevels->isReadable())
        return QString();
    QString why = myLevels->readErrorMessages().join(QStringLiteral("; "));
    while (why.endsWith(QLatin1Char('.')))
        why.chop(1);
    return tr("My levels (%1) cannot be read (%2). Save cannot add this level to it; Save as… "
              "keeps it in another file.")
        .arg(QDir::toNativeSeparators(m_library->myLevelsPath()), why);
}

void LevelEditorSession::setSource(const QString &collectionId, int index,
                                   const QString &appendPath)
{
    m_collectionId = collectionId;
    m_index = index;
    m_appendPath = appendPath;
    emit sourceChanged();
}

void LevelEditorSession::setLastError(const QString &error)
{
    setLastError(error.isEmpty() ? Wording() : [error] { return error; });
}

void LevelEditorSession::setLastError(Wording error)
{
    m_lastErrorWording = std::move(error);
    const QString text = worded(m_lastErrorWording);
    if (text == m_lastError)
        return;
    m_lastError = text;
    emit lastErrorChanged();
}

QStringList LevelEditorSession::problemTexts() const
{
    QStringList messages;
    for (const sokoban::LevelProblem &p : m_editor.problems())
        messages.append(sentence(CoreTexts::problemWhat(p)));
    return messages;
}

void LevelEditorSession::refresh()
{
    std::vector<sokoban::CellCoord> cells;
    for (const sokoban::LevelProblem &p : m_editor.problems())
        cells.insert(cells.end(), p.cells.begin(), p.cells.end());
    m_problems = problemTexts();
    m_board->show(m_editor.level(), cells);
    emit levelChanged();
}

} // namespace tessera
