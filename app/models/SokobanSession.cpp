#include "SokobanSession.h"

#include "LevelLibrary.h"
#include "ResumeState.h"
#include "SokobanBoardModel.h"
#include "SokobanBoxModel.h"
#include "SokobanPaste.h"
#include "SokobanSettings.h"
#include "sokoban/Lurd.h"
#include "sokoban/PathFinder.h"
#include "sokoban/XsbReader.h"
#include "sokoban/XsbWriter.h"

#include <QClipboard>
#include <QFileInfo>
#include <QGuiApplication>
#include <algorithm>
#include <cstdlib>
#include <variant>

namespace tessera {

namespace {

// Local collections that are not in a library: text opened without one (tests, tools).
const QString localTextId = QStringLiteral("pasted:local");

SokobanSession::Direction toSession(tessera::Direction d)
{
    return static_cast<SokobanSession::Direction>(static_cast<int>(d));
}

// The direction of one step from cell a to the neighbouring cell b of a board `width` wide.
std::optional<tessera::Direction> stepBetween(int a, int b, int width)
{
    if (a < 0 || b < 0 || width <= 0)
        return std::nullopt;
    const int ax = a % width;
    const int ay = a / width;
    const int bx = b % width;
    const int by = b / width;
    for (const tessera::Direction d : allDirections) {
        if (ax + dx(d) == bx && ay + dy(d) == by)
            return d;
    }
    return std::nullopt;
}

} // namespace

SokobanSession::SokobanSession(QObject *parent)
    : QObject(parent), m_board(new SokobanBoardModel(this)), m_boxes(new SokobanBoxModel(this))
{
    m_stepTimer.setSingleShot(true);
    m_replayTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, &SokobanSession::onStepTimer);
    connect(&m_replayTimer, &QTimer::timeout, this, &SokobanSession::onReplayTimer);
    m_solver = new SokobanSolverRunner(this);
    connect(m_solver, &SokobanSolverRunner::finished, this, &SokobanSession::onSolverFinished);
}

SokobanSession::~SokobanSession() = default;

// --- Services ---------------------------------------------------------------------------------

void SokobanSession::setLibrary(LevelLibrary *library)
{
    if (m_library == library)
        return;
    m_library = library;
    emit servicesChanged();
}

void SokobanSession::setProgressStore(ProgressStore *store)
{
    if (m_progress == store)
        return;
    if (m_progress)
        disconnect(m_progress, nullptr, this, nullptr);
    m_progress = store;
    if (m_progress) {
        connect(m_progress, &ProgressStore::progressChanged, this, [this](const QString &id) {
            if (id == levelKey())
                emit progressChanged();
        });
    }
    emit servicesChanged();
    emit progressChanged();
}

void SokobanSession::setResumeState(ResumeState *state)
{
    if (m_resume == state)
        return;
    m_resume = state;
    emit servicesChanged();
}

void SokobanSession::setSettings(SokobanSettings *settings)
{
    if (m_settings == settings)
        return;
    if (m_settings)
        disconnect(m_settings, nullptr, this, nullptr);
    m_settings = settings;
    if (m_settings) {
        connect(m_settings, &SokobanSettings::animationSpeedChanged, this,
                &SokobanSession::stepDurationChanged);
        connect(m_settings, &SokobanSettings::trainPushChanged, this,
                &SokobanSession::applyTrainPush);
        connect(m_settings, &SokobanSettings::showDeadSquaresChanged, this,
                &SokobanSession::applyDeadSquares);
    }
    applyTrainPush();
    applyDeadSquares();
    emit servicesChanged();
    emit stepDurationChanged();
}

void SokobanSession::applyTrainPush()
{
    if (m_game)
        m_game->setTrainPush(m_settings && m_settings->trainPush());
}

// --- Opening levels ---------------------------------------------------------------------------

bool SokobanSession::openCollection(std::shared_ptr<const LibraryCollection> collection, int index)
{
    if (!collection) {
        emit notice(tr("There is no such level collection."));
        return false;
    }
    if (!collection->isReadable()) {
        // The file's name with its problem: "levels.sok: line 3: a NUL byte: ...".
        const QString source = collection->sourcePath().isEmpty()
                                   ? collection->name()
                                   : QFileInfo(collection->sourcePath()).fileName();
        emit notice(
            tr("%1: %2").arg(source, collection->readErrorMessages().join(QLatin1Char('\n'))));
        return false;
    }
    if (collection->count() == 0) {
        emit notice(tr("%1 holds no level.").arg(collection->name()));
        return false;
    }
    if (index < 0 || index >= collection->count()) {
        emit notice(tr("%1 has no level %2.").arg(collection->name()).arg(index + 1));
        return false;
    }
    showLevel(std::move(collection), index, QString());
    return true;
}

bool SokobanSession::openCollection(const QString &collectionId, int index)
{
    if (!m_library) {
        emit notice(tr("There is no level library to open %1 from.").arg(collectionId));
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
        emit notice(tr("Only files on this computer can be opened: %1").arg(url.toString()));
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
            text.toUtf8(), CollectionKind::Pasted, localTextId, tr("Pasted level")));
    }
    if (!c || c->count() == 0) {
        emit notice(tr("The text holds no Sokoban level."));
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
        m_resume ? m_resume->sokoban() : std::optional<SokobanResume>();
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
    return openDefaultLevel();
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

const LibraryLevel *SokobanSession::currentLevel() const
{
    return m_collection ? m_collection->level(m_index) : nullptr;
}

void SokobanSession::showLevel(std::shared_ptr<const LibraryCollection> collection, int index,
                               const QString &resumeLurd)
{
    endReplay();
    clearQueue();
    cancelAssist();
    clearHint();
    m_selectedCell = -1;
    m_detector.reset();
    m_collection = std::move(collection);
    m_index = index;
    m_game.reset();
    m_errorText.clear();
    m_lastRecord = {};
    m_solvedBySolver = false;
    m_facing = Down;

    const LibraryLevel *level = currentLevel();
    if (level && level->isPlayable()) {
        sokoban::GameOptions options;
        options.trainPush = m_settings && m_settings->trainPush();
        m_game = sokoban::Game::fromLevel(level->level, options);
        if (!m_game)
            m_errorText = tr("This level cannot be played.");
    } else if (level) {
        m_errorText = level->problemMessages().join(QLatin1Char('\n'));
    }

    if (m_game && !resumeLurd.isEmpty()) {
        // The moves made before: replayed at once, and kept as history to undo.
        const auto parsed = sokoban::parseLurd(resumeLurd.toStdString());
        if (const auto *steps = std::get_if<std::string>(&parsed)) {
            for (const char c : *steps) {
                const auto d = directionFromLurd(c);
                if (!d || !m_game->move(*d).moved())
                    break;
                m_facing = toSession(*d);
            }
        }
    }

    setAnimateSteps(false);
    if (m_game)
        m_detector.emplace(level->level);
    resetBoard();
    applyDeadSquares();
    setDeadlock(m_detector ? m_detector->check(m_game->boxes()) : std::nullopt);
    m_boxes->setStuckCells(m_deadlock ? m_deadlock->cells : std::vector<int>{});
    m_wasSolved = m_game && m_game->isSolved();

    emit levelChanged();
    emit stateChanged();
    emit playerChanged();
    emit selectionChanged();
    emit progressChanged();
    saveResume();
}

void SokobanSession::resetBoard()
{
    m_playerCell = -1;
    if (m_game) {
        m_board->resetToGame(*m_game);
        m_boxes->resetToGame(*m_game);
        m_playerCell = m_game->playerPosition();
        return;
    }
    const LibraryLevel *level = currentLevel();
    if (!level) {
        m_board->clear();
        m_boxes->clear();
        return;
    }
    std::vector<sokoban::CellCoord> problemCells;
    for (const sokoban::LevelProblem &p : level->problems)
        problemCells.insert(problemCells.end(), p.cells.begin(), p.cells.end());
    m_board->resetToLevel(level->level, problemCells);
    m_boxes->resetToLevel(level->level);
    if (m_board->rowCount() > 0) {
        // Show the first player of a level that has several (or none).
        const auto &cells = level->level.cells;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (cells[i].player) {
                m_playerCell = static_cast<int>(i);
                break;
            }
        }
    }
}

// --- Playing -------------------------------------------------------------------------------------

void SokobanSession::move(Direction direction)
{
    if (!m_game || m_game->isSolved())
        return;
    stopReplay();
    // A key takes over from a mouse path still playing.
    if (m_queueIsPath)
        clearQueue();
    enqueue({static_cast<tessera::Direction>(direction)}, false);
}

void SokobanSession::enqueue(const std::vector<tessera::Direction> &steps, bool isPath)
{
    if (steps.empty())
        return;
    if (stepDuration() <= 0) {
        for (const tessera::Direction d : steps) {
            if (!playStep(d) && isPath)
                break;
        }
        return;
    }
    // A key pressed while many keys wait (held down on a slow animation) is not stored up
    // without end.
    constexpr std::size_t maxQueuedKeys = 8;
    if (!isPath && m_queue.size() >= maxQueuedKeys)
        return;
    m_queue.insert(m_queue.end(), steps.begin(), steps.end());
    m_queueIsPath = isPath;
    emit pendingStepsChanged();
    if (!m_stepTimer.isActive())
        onStepTimer();
}

void SokobanSession::clearQueue()
{
    const bool had = !m_queue.empty();
    m_queue.clear();
    m_queueIsPath = false;
    if (had)
        emit pendingStepsChanged();
}

void SokobanSession::onStepTimer()
{
    while (!m_queue.empty() && m_game) {
        const tessera::Direction d = m_queue.front();
        m_queue.pop_front();
        emit pendingStepsChanged();
        if (playStep(d)) {
            if (m_game->isSolved())
                clearQueue();
            // The next step waits for this one's animation.
            m_stepTimer.start(stepDuration());
            return;
        }
        // A blocked step shows nothing: go on with the next one at once, but a path that no
        // longer fits is dropped.
        if (m_queueIsPath)
            clearQueue();
    }
    m_queueIsPath = false;
}

bool SokobanSession::playStep(tessera::Direction d)
{
    if (!m_game)
        return false;
    const sokoban::Position before = m_game->position();
    const sokoban::MoveResult result = m_game->move(d);
    if (!result.moved()) {
        // Turn to face the wall: the player sees the key arrived.
        if (m_facing != toSession(d)) {
            m_facing = toSession(d);
            emit playerChanged();
        }
        return false;
    }
    m_facing = toSession(d);
    afterChange(Change::Step, before);
    return true;
}

void SokobanSession::afterChange(Change change, const sokoban::Position &before)
{
    // Before the models speak, so views know whether to animate what follows.
    setAnimateSteps(change == Change::Step);
    m_board->updateCells(*m_game, sokoban::changedCells(before, m_game->position()));
    m_boxes->updateFromGame(*m_game);
    m_playerCell = m_game->playerPosition();
    setSelectedCell(-1);
    // A hint or a search is about the position it was asked on.
    clearHint();
    cancelAssist();
    updateDeadlock(before);
    emit playerChanged();
    emit stateChanged();
    recordIfSolved();
    saveResume();
}

void SokobanSession::setAnimateSteps(bool animate)
{
    if (m_animateSteps == animate)
        return;
    m_animateSteps = animate;
    emit animateStepsChanged();
}

bool SokobanSession::undo()
{
    stopReplay();
    clearQueue();
    return undoOne();
}

bool SokobanSession::redo()
{
    stopReplay();
    clearQueue();
    return redoOne();
}

bool SokobanSession::undoOne()
{
    if (!m_game || !m_game->canUndo())
        return false;
    const sokoban::Position before = m_game->position();
    const int movesBefore = m_game->moves();
    m_game->undo();
    // Undoing a move takes one move off; undoing a restart brings a whole line back.
    const bool step = m_game->moves() == movesBefore - 1;
    if (step) {
        // The player steps back still facing the way the move went.
        if (const auto d = stepBetween(m_game->playerPosition(), before.player, m_game->width()))
            m_facing = toSession(*d);
    }
    afterChange(step ? Change::Step : Change::Jump, before);
    return true;
}

bool SokobanSession::redoOne()
{
    if (!m_game || !m_game->canRedo())
        return false;
    const sokoban::Position before = m_game->position();
    const int movesBefore = m_game->moves();
    m_game->redo();
    const bool step = m_game->moves() == movesBefore + 1;
    if (step) {
        if (const auto d = stepBetween(before.player, m_game->playerPosition(), m_game->width()))
            m_facing = toSession(*d);
    } else {
        m_facing = Down;
    }
    afterChange(step ? Change::Step : Change::Jump, before);
    return true;
}

bool SokobanSession::restart()
{
    if (!m_game)
        return false;
    stopReplay();
    clearQueue();
    const sokoban::Position before = m_game->position();
    if (!m_game->restart())
        return false;
    m_facing = Down;
    afterChange(Change::Jump, before);
    return true;
}

int SokobanSession::stepHistory(int steps)
{
    stopReplay();
    clearQueue();
    int done = 0;
    for (int i = 0; i < std::abs(steps); ++i) {
        if (!(steps < 0 ? undoOne() : redoOne()))
            break;
        ++done;
    }
    return done;
}

bool SokobanSession::clickCell(int x, int y)
{
    if (!m_game || m_game->isSolved())
        return false;
    stopReplay();
    if (!m_game->contains(x, y)) {
        clearSelection();
        return false;
    }
    // A path still playing stops where the player is; the new one starts from there.
    clearQueue();
    const int cell = m_game->index(x, y);
    const sokoban::PathFinder finder(*m_game);
    if (m_selectedCell >= 0) {
        if (cell == m_selectedCell) {
            clearSelection();
            return true;
        }
        if (m_game->hasBox(cell)) {
            setSelectedCell(cell);
            return true;
        }
        const int box = m_selectedCell;
        clearSelection();
        if (const auto path = finder.pushBoxTo(box, cell)) {
            enqueue(*path, true);
            return true;
        }
        // Not a destination of the box: a walk, if the player can go there.
    }
    if (m_game->hasBox(cell)) {
        setSelectedCell(cell);
        return true;
    }
    const auto walk = finder.walkTo(cell);
    if (!walk || walk->empty())
        return false;
    enqueue(*walk, true);
    return true;
}

void SokobanSession::clearSelection()
{
    setSelectedCell(-1);
}

void SokobanSession::setSelectedCell(int cell)
{
    if (cell == m_selectedCell)
        return;
    m_selectedCell = cell;
    std::vector<bool> targets;
    if (cell >= 0 && m_game)
        targets = sokoban::PathFinder(*m_game).boxDestinations(cell);
    m_board->setHighlights(cell, targets);
    m_boxes->setSelectedCell(cell);
    emit selectionChanged();
}

bool SokobanSession::isClickable(int x, int y) const
{
    if (!m_game || m_game->isSolved() || !m_game->contains(x, y))
        return false;
    const int cell = m_game->index(x, y);
    if (m_game->hasBox(cell))
        return true;
    if (m_selectedCell >= 0 &&
        m_board->data(m_board->index(cell), SokobanBoardModel::BoxTargetRole).toBool())
        return true;
    if (cell == m_game->playerPosition() || !m_game->isFree(cell))
        return false;
    return sokoban::PathFinder(*m_game).walkTo(cell).has_value();
}

// --- Progress and resume ----------------------------------------------------------------------

void SokobanSession::recordIfSolved()
{
    const bool now = m_game && m_game->isSolved();
    if (now == m_wasSolved)
        return;
    m_wasSolved = now;
    m_lastRecord = {};
    // The solver's solution is not the player's: it marks nothing solved, sets no best.
    m_solvedBySolver = now && m_replaying && m_replayBySolver;
    if (now) {
        clearQueue();
        const QString key = levelKey();
        if (m_progress && !key.isEmpty() && !m_solvedBySolver) {
            m_lastRecord = m_progress->record(key, m_game->moves(), m_game->pushes(),
                                              QString::fromStdString(m_game->lurd()));
        }
    }
    emit progressChanged();
    if (now)
        emit levelSolved();
}

void SokobanSession::saveResume()
{
    const LibraryLevel *level = currentLevel();
    if (!m_resume || !level || m_collection->kind() == CollectionKind::Pasted)
        return;
    SokobanResume r;
    r.collectionId = m_collection->id();
    r.levelIndex = m_index;
    r.levelId = level->key;
    r.lurd = m_game ? QString::fromStdString(m_game->lurd()) : QString();
    m_resume->setSokoban(r);
}

// --- Text in and out ----------------------------------------------------------------------------

QString SokobanSession::levelText() const
{
    const LibraryLevel *level = currentLevel();
    return level ? QString::fromStdString(sokoban::writeLevel(level->level)) : QString();
}

QString SokobanSession::solutionText() const
{
    if (m_game && m_game->moves() > 0)
        return QString::fromStdString(m_game->lurd());
    if (m_progress) {
        if (const auto p = m_progress->progress(levelKey()); p && p->solved())
            return p->bestMoves.lurd;
    }
    return {};
}

namespace {

bool putOnClipboard(const QString &text)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return false;
    QGuiApplication::clipboard()->setText(text);
    return true;
}

} // namespace

bool SokobanSession::copyLevel()
{
    const QString text = levelText();
    if (text.isEmpty() || !putOnClipboard(text)) {
        emit notice(tr("There is no level to copy."));
        return false;
    }
    emit notice(tr("Level copied as XSB"));
    return true;
}

bool SokobanSession::copySolution()
{
    const QString text = solutionText();
    if (text.isEmpty() || !putOnClipboard(text)) {
        emit notice(tr("No moves to copy yet."));
        return false;
    }
    if (m_game && m_game->moves() > 0)
        emit notice(tr("Moves copied as LURD"));
    else
        emit notice(tr("Best solution copied as LURD"));
    return true;
}

bool SokobanSession::looksLikeLurd(const QString &text)
{
    return pasteKind(text) == PasteKind::Solution;
}

bool SokobanSession::pasteText(const QString &text)
{
    switch (pasteKind(text)) {
    case PasteKind::Solution:
        return replaySolution(text);
    case PasteKind::Levels: { // the level browser may take this branch over
        // Checked before the library lists it: text with no level that can be played is
        // refused whole, leaving the level on screen as it was.
        const QString refusal = pastedLevelsRefusal(LibraryCollection::fromText(
            text.toUtf8(), CollectionKind::Pasted, localTextId, tr("Pasted level")));
        if (!refusal.isEmpty()) {
            emit notice(refusal);
            return false;
        }
        return openPastedText(text);
    }
    case PasteKind::Neither:
        break;
    }
    emit notice(tr("The clipboard holds neither a Sokoban level nor a solution."));
    return false;
}

bool SokobanSession::pasteFromClipboard()
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return false;
    return pasteText(QGuiApplication::clipboard()->text());
}

// --- Replay
// ---------------------------------------------------------------------------------------

bool SokobanSession::replaySolution(const QString &lurd)
{
    if (!m_game) {
        emit notice(tr("This level cannot be played, so nothing can be replayed on it."));
        return false;
    }
    // The whole solution is checked first: one that does not fit is never played in part.
    const SolutionFit fit = fitSolution(*m_game, lurd);
    if (!fit.problem.isEmpty()) {
        emit notice(fit.problem);
        return false;
    }
    playFromStart(fit.steps);
    return true;
}

bool SokobanSession::watchPublishedSolution()
{
    const LibraryLevel *level = currentLevel();
    if (!m_game || !level)
        return false;
    const SolutionFit fit = bestPublishedSolution(*m_game, level->publishedSolutions);
    if (!fit.problem.isEmpty()) {
        emit notice(fit.problem);
        return false;
    }
    playFromStart(fit.steps);
    m_replayBySolver = true; // shown, not the player's: it records nothing
    m_replayPublished = true;
    emit replayChanged();
    return true;
}

bool SokobanSession::hasPublishedSolution() const
{
    const LibraryLevel *level = currentLevel();
    return m_game && level && !level->publishedSolutions.isEmpty();
}

void SokobanSession::playFromStart(const std::string &steps)
{
    endReplay();
    clearQueue();
    clearSelection();
    // From the start. A restart is undoable, so the line the player was on is one undo away.
    if (m_game->moves() > 0) {
        const sokoban::Position before = m_game->position();
        m_game->restart();
        m_facing = Down;
        afterChange(Change::Jump, before);
    }
    startReplay(steps);
}

void SokobanSession::startReplay(const std::string &steps)
{
    m_replaying = true;
    m_replayBySolver = false;
    m_replayPublished = false;
    m_replaySteps = steps;
    m_replayPos = 0;
    m_replayTimer.start(replayInterval());
    emit replayChanged();
}

bool SokobanSession::replayBest()
{
    if (m_progress) {
        if (const auto p = m_progress->progress(levelKey()); p && !p->bestMoves.lurd.isEmpty())
            return replaySolution(p->bestMoves.lurd);
    }
    emit notice(tr("No solution of this level to replay yet."));
    return false;
}

int SokobanSession::replayInterval() const
{
    // Never faster than a person can follow, even with animations off.
    return qMax(stepDuration(), 150);
}

void SokobanSession::onReplayTimer()
{
    // replayStep() stops the timer (a step by hand pauses); keep it going until the end.
    if (replayStep() && m_replayPos < m_replaySteps.size())
        m_replayTimer.start(replayInterval());
    emit replayChanged();
}

bool SokobanSession::replayStep()
{
    if (!m_replaying || !m_game)
        return false;
    m_replayTimer.stop();
    if (m_replayPos >= m_replaySteps.size()) {
        emit replayChanged();
        return false;
    }
    const auto d = directionFromLurd(m_replaySteps[m_replayPos]);
    if (!d || !playStep(*d)) {
        emit notice(tr("The solution does not fit this level at move %1.").arg(m_replayPos + 1));
        endReplay();
        return false;
    }
    ++m_replayPos;
    emit replayChanged();
    return true;
}

bool SokobanSession::replayStepBack()
{
    if (!m_replaying || m_replayPos == 0)
        return false;
    m_replayTimer.stop();
    if (!undoOne()) {
        emit replayChanged();
        return false;
    }
    --m_replayPos;
    emit replayChanged();
    return true;
}

void SokobanSession::replayPlay()
{
    if (!m_replaying || !m_game || m_replayTimer.isActive())
        return;
    if (m_replayPos >= m_replaySteps.size()) {
        // At the end: from the start again.
        const sokoban::Position before = m_game->position();
        if (m_game->restart()) {
            m_facing = Down;
            afterChange(Change::Jump, before);
        }
        m_replayPos = 0;
    }
    m_replayTimer.start(replayInterval());
    emit replayChanged();
}

void SokobanSession::replayPause()
{
    if (!m_replayTimer.isActive())
        return;
    m_replayTimer.stop();
    emit replayChanged();
}

void SokobanSession::replayToggle()
{
    if (m_replayTimer.isActive())
        replayPause();
    else
        replayPlay();
}

void SokobanSession::stopReplay()
{
    endReplay();
}

void SokobanSession::endReplay()
{
    if (!m_replaying)
        return;
    m_replayTimer.stop();
    m_replaying = false;
    m_replayBySolver = false;
    m_replaySteps.clear();
    m_replayPos = 0;
    emit replayChanged();
}

// --- Hint and Solve --------------------------------------------------------------------------

void SokobanSession::requestHint()
{
    if (!m_game || m_game->isSolved())
        return;
    stopReplay();
    clearQueue();
    clearHint();
    const LibraryLevel *level = currentLevel();
    if (!level)
        return;
    sokoban::GameOptions rules;
    rules.trainPush = m_game->trainPush();
    m_solver->startWayBack(level->level, m_game->lurd(), rules);
    setTask(HintTask);
}

void SokobanSession::requestSolve()
{
    if (!m_game || m_game->isSolved())
        return;
    stopReplay();
    clearQueue();
    clearHint();
    m_solver->start(m_game->toLevel());
    setTask(SolveTask);
}

bool SokobanSession::cancelAssist()
{
    if (m_task == NoTask)
        return false;
    // The runner drops the answer of the solve it cancels only when another starts, so the
    // task is forgotten here: onSolverFinished ignores what comes with no task.
    setTask(NoTask);
    m_solver->cancel();
    return true;
}

bool SokobanSession::dismissHint()
{
    if (m_hintText.isEmpty())
        return false;
    clearHint();
    return true;
}

bool SokobanSession::undoToSolvable()
{
    if (m_hintUndos <= 0)
        return false;
    return stepHistory(-m_hintUndos) > 0;
}

void SokobanSession::setTask(AssistTask task)
{
    if (task == m_task)
        return;
    m_task = task;
    emit assistChanged();
}

namespace {

QString directionWord(SokobanSession::Direction d)
{
    switch (d) {
    case SokobanSession::Left:
        return SokobanSession::tr("left");
    case SokobanSession::Up:
        return SokobanSession::tr("up");
    case SokobanSession::Right:
        return SokobanSession::tr("right");
    case SokobanSession::Down:
        return SokobanSession::tr("down");
    }
    return QString();
}

} // namespace

void SokobanSession::onSolverFinished()
{
    const AssistTask task = m_task;
    setTask(NoTask);
    const auto &result = m_solver->result();
    if (task == NoTask || !result || !m_game)
        return; // cancelled, or the position changed meanwhile
    using S = SokobanSolverRunner;
    const S::Status status = m_solver->status();
    if (status == S::Cancelled)
        return;
    if (task == SolveTask) {
        if (status == S::Solved && !result->solution.empty()) {
            const int pushes = result->pushCount();
            emit notice(pushes == 1 ? tr("Solved in 1 push from here")
                                    : tr("Solved in %1 pushes from here").arg(pushes));
            startReplay(result->solution);
            m_replayBySolver = true;
        } else if (status == S::Unsolvable) {
            emit notice(tr("This position cannot be solved: %1").arg(m_solver->reasonText()));
        } else {
            emit notice(tr("No solution found: %1").arg(m_solver->reasonText()));
        }
        return;
    }
    // A hint.
    if (status == S::Solved) {
        const auto push = result->nextPush();
        if (!push)
            return;
        const Direction d = toSession(push->direction);
        const int left = result->pushCount();
        const QString text =
            left == 1
                ? tr("Push the marked box %1: that solves it.").arg(directionWord(d))
                : tr("Push the marked box %1 (%2 pushes to go).").arg(directionWord(d)).arg(left);
        setHint(push->boxFrom, push->boxTo, d, left, text, false, -1);
    } else if (status == S::Unsolvable) {
        const int undos = m_solver->undosToSolvable();
        // Why, when it is a simple deadlock; else only that it is lost.
        const QString why = result->deadlock
                                ? SokobanSolverRunner::deadlockText(result->deadlock->kind)
                                : tr("This position can no longer be solved");
        QString text;
        if (m_solver->startLost())
            text = tr("This level cannot be solved, even from its start.");
        else if (undos == 1)
            text = tr("%1: 1 undo gets back to a solvable position.").arg(why);
        else if (undos > 1)
            text = tr("%1: %2 undos get back to a solvable position.").arg(why).arg(undos);
        else
            text = tr("%1. Undo to get back to a solvable position.").arg(why);
        setHint(-1, -1, Down, 0, text, true, undos);
    } else {
        setHint(-1, -1, Down, 0, tr("No hint: %1").arg(m_solver->reasonText()), false, -1);
    }
}

void SokobanSession::clearHint()
{
    setHint(-1, -1, Down, 0, QString(), false, -1);
}

void SokobanSession::setHint(int box, int target, Direction d, int pushesLeft, const QString &text,
                             bool lost, int undos)
{
    if (box == m_hintBox && target == m_hintTarget && d == m_hintDirection &&
        pushesLeft == m_hintPushesLeft && text == m_hintText && lost == m_hintLost &&
        undos == m_hintUndos)
        return;
    m_hintBox = box;
    m_hintTarget = target;
    m_hintDirection = d;
    m_hintPushesLeft = pushesLeft;
    m_hintText = text;
    m_hintLost = lost;
    m_hintUndos = undos;
    m_boxes->setHintedCell(box);
    m_board->setHintTarget(target);
    emit hintChanged();
}

int SokobanSession::hintBoxX() const
{
    return m_hintBox >= 0 && m_game ? m_game->xOf(m_hintBox) : -1;
}

int SokobanSession::hintBoxY() const
{
    return m_hintBox >= 0 && m_game ? m_game->yOf(m_hintBox) : -1;
}

int SokobanSession::hintTargetX() const
{
    return m_hintTarget >= 0 && m_game ? m_game->xOf(m_hintTarget) : -1;
}

int SokobanSession::hintTargetY() const
{
    return m_hintTarget >= 0 && m_game ? m_game->yOf(m_hintTarget) : -1;
}

// --- Deadlocks ---------------------------------------------------------------------------------

void SokobanSession::updateDeadlock(const sokoban::Position &before)
{
    if (!m_detector || !m_game) {
        setDeadlock(std::nullopt);
        return;
    }
    const std::vector<int> &boxes = m_game->boxes();
    const std::vector<int> now = m_game->position().boxes; // sorted, as before.boxes
    if (now == before.boxes)
        return; // a walk changes nothing about the boxes
    // The cells a box arrived on. One, with nothing stuck before: only what that push made
    // can be new (lost positions stay lost, so an undo never makes one).
    std::vector<int> arrived;
    std::set_difference(now.begin(), now.end(), before.boxes.begin(), before.boxes.end(),
                        std::back_inserter(arrived));
    if (arrived.size() == 1 && !m_deadlock)
        setDeadlock(m_detector->checkPush(boxes, arrived.front()));
    else
        setDeadlock(m_detector->check(boxes));
}

void SokobanSession::setDeadlock(std::optional<sokoban::Deadlock> deadlock)
{
    if (deadlock == m_deadlock)
        return;
    m_deadlock = std::move(deadlock);
    m_boxes->setStuckCells(m_deadlock ? m_deadlock->cells : std::vector<int>{});
    emit deadlockChanged();
}

QString SokobanSession::deadlockText() const
{
    return m_deadlock ? SokobanSolverRunner::deadlockText(m_deadlock->kind) : QString();
}

bool SokobanSession::showDeadSquares() const
{
    return m_settings && m_settings->showDeadSquares();
}

void SokobanSession::applyDeadSquares()
{
    m_board->setDeadSquares(showDeadSquares() && m_detector ? m_detector->deadSquares()
                                                            : std::vector<bool>{});
    emit deadSquaresChanged();
}

// --- State
// ------------------------------------------------------------------------------------------

QString SokobanSession::collectionId() const
{
    return m_collection ? m_collection->id() : QString();
}

QString SokobanSession::collectionName() const
{
    return m_collection ? m_collection->name() : QString();
}

QUrl SokobanSession::collectionFolder() const
{
    if (!m_collection || m_collection->kind() != CollectionKind::File ||
        m_collection->sourcePath().isEmpty())
        return {};
    return QUrl::fromLocalFile(QFileInfo(m_collection->sourcePath()).absolutePath());
}

int SokobanSession::levelCount() const
{
    return m_collection ? m_collection->count() : 0;
}

QString SokobanSession::levelTitle() const
{
    const LibraryLevel *level = currentLevel();
    return level ? level->displayTitle : QString();
}

QString SokobanSession::levelAuthor() const
{
    const LibraryLevel *level = currentLevel();
    return level ? level->author : QString();
}

QString SokobanSession::levelComment() const
{
    const LibraryLevel *level = currentLevel();
    return level ? level->comment : QString();
}

QString SokobanSession::levelKey() const
{
    const LibraryLevel *level = currentLevel();
    return level ? level->key : QString();
}

bool SokobanSession::hasNextLevel() const
{
    return m_collection && m_index + 1 < m_collection->count();
}

bool SokobanSession::hasPreviousLevel() const
{
    return m_collection && m_index > 0;
}

int SokobanSession::boardWidth() const
{
    return m_board->columns();
}

int SokobanSession::boardHeight() const
{
    return m_board->rows();
}

int SokobanSession::moves() const
{
    return m_game ? m_game->moves() : 0;
}

int SokobanSession::pushes() const
{
    return m_game ? m_game->pushes() : 0;
}

int SokobanSession::boxesOnGoals() const
{
    return m_game ? m_game->boxesOnGoals() : 0;
}

int SokobanSession::boxCount() const
{
    return m_game ? m_game->boxCount() : m_boxes->rowCount();
}

bool SokobanSession::solved() const
{
    return m_game && m_game->isSolved();
}

bool SokobanSession::canUndo() const
{
    return m_game && m_game->canUndo();
}

bool SokobanSession::canRedo() const
{
    return m_game && m_game->canRedo();
}

int SokobanSession::playerX() const
{
    return m_playerCell >= 0 && m_board->columns() > 0 ? m_playerCell % m_board->columns() : -1;
}

int SokobanSession::playerY() const
{
    return m_playerCell >= 0 && m_board->columns() > 0 ? m_playerCell / m_board->columns() : -1;
}

int SokobanSession::stepDuration() const
{
    return m_settings ? m_settings->stepDuration() : 0;
}

int SokobanSession::selectedX() const
{
    return m_selectedCell >= 0 && m_game ? m_game->xOf(m_selectedCell) : -1;
}

int SokobanSession::selectedY() const
{
    return m_selectedCell >= 0 && m_game ? m_game->yOf(m_selectedCell) : -1;
}

bool SokobanSession::levelSolvedBefore() const
{
    return m_progress && m_progress->isSolved(levelKey());
}

int SokobanSession::bestMoves() const
{
    if (!m_progress)
        return 0;
    const auto p = m_progress->progress(levelKey());
    return p && p->solved() ? p->bestMoves.moves : 0;
}

int SokobanSession::bestPushes() const
{
    if (!m_progress)
        return 0;
    const auto p = m_progress->progress(levelKey());
    return p && p->solved() ? p->bestPushes.pushes : 0;
}

bool SokobanSession::hasBestSolution() const
{
    if (!m_progress)
        return false;
    const auto p = m_progress->progress(levelKey());
    return p && !p->bestMoves.lurd.isEmpty();
}

} // namespace tessera
