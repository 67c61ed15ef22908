// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanSession.h"

#include "LanguageChangeWatch.h"
#include "LevelLibrary.h"
#include "ResumeState.h"
#include "ServiceBinding.h"
#include "SokobanBoardModel.h"
#include "SokobanBoxModel.h"
#include "SokobanSettings.h"
#include "sokoban/GridGeometry.h"
#include "sokoban/Lurd.h"
#include "sokoban/PathFinder.h"

#include <QFileInfo>
#include <cstdlib>
#include <variant>

namespace tessera {

SokobanSession::SokobanSession(QObject *parent)
    : QObject(parent), m_board(new SokobanBoardModel(this)), m_boxes(new SokobanBoxModel(this)),
      m_queue(new SokobanStepQueue(this)), m_progress(new SokobanProgress(this)),
      m_replay(new SokobanReplay(this)), m_assist(new SokobanAssistant(this)),
      m_deadlockWatch(new SokobanDeadlockWatch(this))
{
    connect(m_queue, &SokobanStepQueue::due, this, &SokobanSession::onStepTimer);
    connect(m_replay, &SokobanReplay::notice, this, &SokobanSession::notice);
    connect(m_replay, &SokobanReplay::changed, this, &SokobanSession::followStepDuration);
    connect(m_assist, &SokobanAssistant::notice, this, &SokobanSession::notice);
    connect(this, &SokobanSession::levelChanged, this, &SokobanSession::levelTitleChanged);
    new LanguageChangeWatch(
        [this] {
            emit errorTextChanged();
            emit levelTitleChanged();
        },
        this);
}

SokobanSession::~SokobanSession() = default;

QString SokobanSession::errorText() const
{
    if (m_levelRefused)
        return tr("This level cannot be played.");
    const LibraryLevel *level = currentLevel();
    return level && !level->isPlayable() ? level->problemMessages().join(QLatin1Char('\n'))
                                         : QString();
}

// --- Services ---------------------------------------------------------------------------------

void SokobanSession::setLibrary(LevelLibrary *library)
{
    const bool changed = rebindService(m_library, library, this, [this](LevelLibrary *l) {
        connect(l, &LevelLibrary::collectionsChanged, this, &SokobanSession::followLibrary);
    });
    if (changed)
        emit servicesChanged();
}

void SokobanSession::setProgressStore(ProgressStore *store)
{
    if (m_progressStore == store)
        return;
    m_progressStore = store;
    emit servicesChanged();
    m_progress->setStore(store); // its changed() follows
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
    const bool changed = rebindService(m_settings, settings, this, [this](SokobanSettings *s) {
        connect(s, &SokobanSettings::animationSpeedChanged, this,
                &SokobanSession::followStepDuration);
        connect(s, &SokobanSettings::replaySpeedChanged, m_replay, &SokobanReplay::followSpeed);
        connect(s, &SokobanSettings::trainPushChanged, this, &SokobanSession::applyTrainPush);
    });
    if (!changed)
        return;
    applyTrainPush();
    m_deadlockWatch->setSettings(settings);
    emit servicesChanged();
    followStepDuration();
}

int SokobanSession::stepDuration() const
{
    const int chosen = m_settings ? m_settings->stepDuration() : 0;
    // A replay's step is drawn within its interval, so a fast replay does not lag behind.
    return m_replay->active() ? qMin(chosen, m_replay->stepInterval()) : chosen;
}

void SokobanSession::followStepDuration()
{
    const int now = stepDuration();
    if (now == m_stepDuration)
        return;
    m_stepDuration = now;
    emit stepDurationChanged();
}

bool SokobanSession::trainPush() const
{
    if (m_replayRules)
        return *m_replayRules == sokoban::PlayRules::TrainPush;
    return m_settings && m_settings->trainPush();
}

void SokobanSession::setReplayRules(std::optional<sokoban::PlayRules> rules)
{
    if (rules == m_replayRules)
        return;
    m_replayRules = rules;
    applyTrainPush();
}

void SokobanSession::applyTrainPush()
{
    const bool on = trainPush();
    if (m_game && m_game->trainPush() != on) {
        m_game->setTrainPush(on);
        // What is stuck depends on the rules: boxes do not freeze each other with train push.
        m_deadlockWatch->startLevel(&currentLevel()->level, &*m_game);
    }
    emit rulesChanged();
}

const LibraryLevel *SokobanSession::currentLevel() const
{
    return m_collection ? m_collection->level(m_index) : nullptr;
}

void SokobanSession::showLevel(std::shared_ptr<const LibraryCollection> collection, int index,
                               const QString &resumeLurd)
{
    m_replay->stop();
    clearQueue();
    m_assist->positionChanged();
    m_selectedCell = -1;
    if (m_collection && m_collection->kind() != CollectionKind::Pasted && currentLevel()) {
        m_lastKeptPlace = Place{m_collection->id(), m_index,
                                m_game ? QString::fromStdString(m_game->lurd()) : QString()};
    }
    m_removedPlace.reset();
    m_collection = std::move(collection);
    m_index = index;
    m_game.reset();
    m_levelRefused = false;
    m_progress->resetForLevel();
    m_facing = QmlDirection::Down;

    const LibraryLevel *level = currentLevel();
    if (level && level->isPlayable()) {
        sokoban::GameOptions options;
        options.trainPush = trainPush();
        m_game = sokoban::Game::fromLevel(level->level, options);
        m_levelRefused = !m_game;
    }

    if (m_game && !resumeLurd.isEmpty()) {
        // The moves made before: replayed at once, and kept as history to undo. With train
        // push, whatever the setting is now: a line made by either rule replays the same by it
        // (a standard line never pushes a row), and a train push made before is not lost.
        m_game->setTrainPush(true);
        const auto parsed = sokoban::parseLurd(resumeLurd.toStdString());
        if (const auto *steps = std::get_if<std::string>(&parsed)) {
            for (const char c : *steps) {
                const auto d = directionFromLurd(c);
                if (!d || !m_game->move(*d).moved())
                    break;
                m_facing = QmlDirection::fromCore(*d);
            }
        }
        m_game->setTrainPush(trainPush());
    }

    setAnimateSteps(false);
    resetBoard();
    m_deadlockWatch->startLevel(m_game ? &level->level : nullptr, m_game ? &*m_game : nullptr);
    m_wasSolved = m_game && m_game->isSolved();

    emit levelChanged();
    emit errorTextChanged();
    emit stateChanged();
    emit playerChanged();
    emit selectionChanged();
    emit m_progress->changed();
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
    m_replay->stop();
    // A key takes over from a mouse path still playing.
    if (m_queueIsPath)
        clearQueue();
    enqueue({QmlDirection::toCore(direction)}, false);
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
    if (!isPath && m_queue->pending() >= static_cast<int>(maxQueuedKeys))
        return;
    m_queue->append(steps);
    m_queueIsPath = isPath;
    emit pendingStepsChanged();
    if (!m_queue->scheduled())
        onStepTimer();
}

void SokobanSession::clearQueue()
{
    const bool had = m_queue->pending() > 0;
    m_queue->clear();
    m_queueIsPath = false;
    if (had)
        emit pendingStepsChanged();
}

void SokobanSession::onStepTimer()
{
    while (!m_queue->atEnd() && m_game) {
        const tessera::Direction d = m_queue->takeNext();
        emit pendingStepsChanged();
        if (playStep(d)) {
            if (m_game->isSolved())
                clearQueue();
            // The next step waits for this one's animation.
            m_queue->schedule(stepDuration());
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
    const int goalsBefore = m_game->boxesOnGoals();
    const sokoban::MoveResult result = m_game->move(d);
    if (!result.moved()) {
        // Turn to face the wall: the player sees the key arrived.
        if (m_facing != QmlDirection::fromCore(d)) {
            m_facing = QmlDirection::fromCore(d);
            emit playerChanged();
        }
        emit stepRefused();
        return false;
    }
    m_facing = QmlDirection::fromCore(d);
    afterChange(Change::Step, before);
    emit stepped(!result.pushedBoxes.empty(), m_game->boxesOnGoals() - goalsBefore);
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
    m_assist->positionChanged();
    m_deadlockWatch->update(before.boxes, *m_game, change == Change::Step);
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
    m_replay->stop();
    clearQueue();
    return undoStep();
}

bool SokobanSession::redo()
{
    m_replay->stop();
    clearQueue();
    return redoOne();
}

bool SokobanSession::undoStep()
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
        if (const auto d =
                sokoban::stepBetween(m_game->playerPosition(), before.player, m_game->width()))
            m_facing = QmlDirection::fromCore(*d);
    }
    afterChange(step ? Change::Step : Change::Jump, before);
    emit undone();
    return true;
}

bool SokobanSession::redoOne()
{
    if (!m_game || !m_game->canRedo())
        return false;
    const sokoban::Position before = m_game->position();
    const int movesBefore = m_game->moves();
    const int pushesBefore = m_game->pushes();
    const int goalsBefore = m_game->boxesOnGoals();
    m_game->redo();
    const bool step = m_game->moves() == movesBefore + 1;
    if (step) {
        if (const auto d =
                sokoban::stepBetween(before.player, m_game->playerPosition(), m_game->width()))
            m_facing = QmlDirection::fromCore(*d);
    } else {
        m_facing = QmlDirection::Down;
    }
    afterChange(step ? Change::Step : Change::Jump, before);
    if (step)
        emit stepped(m_game->pushes() > pushesBefore, m_game->boxesOnGoals() - goalsBefore);
    return true;
}

bool SokobanSession::restart()
{
    if (!m_game)
        return false;
    m_replay->stop();
    clearQueue();
    return jumpToStart();
}

bool SokobanSession::jumpToStart()
{
    if (!m_game)
        return false;
    const sokoban::Position before = m_game->position();
    if (!m_game->restart())
        return false;
    m_facing = QmlDirection::Down;
    afterChange(Change::Jump, before);
    return true;
}

int SokobanSession::playAtOnce(const std::vector<tessera::Direction> &steps)
{
    if (!m_game)
        return 0;
    const sokoban::Position before = m_game->position();
    int played = 0;
    for (const tessera::Direction d : steps) {
        if (!m_game->move(d).moved())
            break;
        m_facing = QmlDirection::fromCore(d);
        ++played;
    }
    if (played > 0)
        afterChange(Change::Jump, before);
    return played;
}

int SokobanSession::stepHistory(int steps)
{
    m_replay->stop();
    clearQueue();
    int done = 0;
    for (int i = 0; i < std::abs(steps); ++i) {
        if (!(steps < 0 ? undoStep() : redoOne()))
            break;
        ++done;
    }
    return done;
}

bool SokobanSession::clickCell(int x, int y)
{
    if (!m_game || m_game->isSolved())
        return false;
    m_replay->stop();
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
    if (now)
        clearQueue();
    // A solution that is not the player's (Solve's, published, pasted) marks nothing solved
    // and sets no best.
    m_progress->solvedChanged(now, m_replay->playsOthersSolution());
    if (now)
        emit levelSolved();
}

void SokobanSession::saveResume()
{
    const LibraryLevel *level = currentLevel();
    // Text opened without a library is nowhere to be found again after a restart.
    if (!m_resume || !level || m_collection->id() == localTextId())
        return;
    SokobanResume r;
    r.collectionId = m_collection->id();
    r.levelIndex = m_index;
    r.levelId = level->key;
    // Grouped: a pasted solution of millions of moves played to its end ("R4999999(lr)")
    // is kept, and written again with every save, in about the room of the text pasted.
    r.lurd =
        m_game
            ? QString::fromStdString(sokoban::writeLurd(m_game->lurd(), sokoban::LurdForm::Grouped))
            : QString();
    m_resume->setSokoban(r);
}

// --- State
// ------------------------------------------------------------------------------------------

QUrl SokobanSession::collectionFolder() const
{
    if (!m_collection || m_collection->kind() != CollectionKind::File ||
        m_collection->sourcePath().isEmpty())
        return {};
    return QUrl::fromLocalFile(QFileInfo(m_collection->sourcePath()).absolutePath());
}

QString SokobanSession::levelTitle() const
{
    const LibraryLevel *level = currentLevel();
    return level ? level->displayTitle() : QString();
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

int SokobanSession::playerX() const
{
    return m_playerCell >= 0 && m_board->columns() > 0 ? m_playerCell % m_board->columns() : -1;
}

int SokobanSession::playerY() const
{
    return m_playerCell >= 0 && m_board->columns() > 0 ? m_playerCell / m_board->columns() : -1;
}

int SokobanSession::selectedX() const
{
    return m_selectedCell >= 0 && m_game ? m_game->xOf(m_selectedCell) : -1;
}

int SokobanSession::selectedY() const
{
    return m_selectedCell >= 0 && m_game ? m_game->yOf(m_selectedCell) : -1;
}

} // namespace tessera
