// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanPlay.h"

#include "sokoban/GridGeometry.h"
#include "sokoban/Lurd.h"
#include "sokoban/PathFinder.h"

#include <cstdlib>
#include <variant>

namespace tessera {

SokobanPlay::SokobanPlay(QObject *parent)
    : QObject(parent), m_board(new SokobanBoardModel(this)), m_boxes(new SokobanBoxModel(this)),
      m_queue(new SokobanStepQueue(this))
{
    connect(m_queue, &SokobanStepQueue::due, this, &SokobanPlay::onStepTimer);
}

SokobanPlay::~SokobanPlay() = default;

void SokobanPlay::start(const sokoban::Level *level, bool playable,
                        const std::vector<sokoban::CellCoord> &problemCells,
                        const QString &resumeLurd)
{
    clearQueue();
    m_selectedCell = -1;
    m_game.reset();
    m_level.reset();
    m_reverse.reset();
    const bool wasReverse = m_reverseOn;
    m_reverseOn = false;
    m_refused = false;
    m_facing = QmlDirection::Down;
    if (level)
        m_level = *level;

    if (m_level && playable) {
        sokoban::GameOptions options;
        options.trainPush = trainPush();
        m_game = sokoban::Game::fromLevel(*m_level, options);
        m_refused = !m_game;
    }
    // The level played backwards from its solved position, ready for reverse mode (none when
    // the level has no such position: canReverse()).
    if (m_game)
        m_reverse = sokoban::ReverseGame::fromLevel(*m_level);

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
    resetBoard(problemCells);
    emit levelStarted();
    if (wasReverse)
        emit reverseModeChanged();
    emit stateChanged();
    emit playerChanged();
    emit selectionChanged();
}

void SokobanPlay::resetBoard(const std::vector<sokoban::CellCoord> &problemCells)
{
    m_playerCell = -1;
    if (m_game) {
        m_board->resetToGame(*m_game);
        m_boxes->resetToGame(*m_game);
        m_playerCell = m_game->playerPosition();
        return;
    }
    if (!m_level) {
        m_board->clear();
        m_boxes->clear();
        return;
    }
    m_board->resetToLevel(*m_level, problemCells);
    m_boxes->resetToLevel(*m_level);
    if (m_board->rowCount() > 0) {
        // Show the first player of a level that has several (or none).
        const auto &cells = m_level->cells;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (cells[i].player) {
                m_playerCell = static_cast<int>(i);
                break;
            }
        }
    }
}

// --- Rules and pace ------------------------------------------------------------------------------

bool SokobanPlay::trainPush() const
{
    if (m_replayRules)
        return *m_replayRules == sokoban::PlayRules::TrainPush;
    return m_trainPushSetting;
}

void SokobanPlay::setTrainPushSetting(bool on)
{
    m_trainPushSetting = on;
    applyTrainPush();
}

void SokobanPlay::setReplayRules(std::optional<sokoban::PlayRules> rules)
{
    if (rules == m_replayRules)
        return;
    m_replayRules = rules;
    applyTrainPush();
}

void SokobanPlay::applyTrainPush()
{
    const bool on = trainPush();
    if (m_game && m_game->trainPush() != on)
        m_game->setTrainPush(on);
    emit rulesChanged();
}

void SokobanPlay::setStepDuration(int milliseconds)
{
    if (milliseconds == m_stepDuration)
        return;
    m_stepDuration = milliseconds;
    emit stepDurationChanged();
}

// --- Playing -------------------------------------------------------------------------------------

void SokobanPlay::move(Direction direction)
{
    if (!m_game || m_game->isSolved())
        return;
    emit tookOver();
    if (m_reverseOn) {
        clearQueue();
        reverseStep(QmlDirection::toCore(direction), true);
        return;
    }
    // A key takes over from a mouse path still playing.
    if (m_queueIsPath)
        clearQueue();
    enqueue({QmlDirection::toCore(direction)}, false);
}

void SokobanPlay::enqueue(const std::vector<tessera::Direction> &steps, bool isPath)
{
    if (steps.empty())
        return;
    if (m_stepDuration <= 0) {
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

void SokobanPlay::clearQueue()
{
    const bool had = m_queue->pending() > 0;
    m_queue->clear();
    m_queueIsPath = false;
    if (had)
        emit pendingStepsChanged();
}

void SokobanPlay::finishQueue()
{
    while (m_queue->pending() > 0 && m_game) {
        m_queue->stop();
        onStepTimer();
    }
    m_queue->stop();
}

void SokobanPlay::onStepTimer()
{
    while (!m_queue->atEnd() && m_game) {
        const tessera::Direction d = m_queue->takeNext();
        emit pendingStepsChanged();
        if (playStep(d)) {
            if (m_game->isSolved())
                clearQueue();
            // The next step waits for this one's animation.
            m_queue->schedule(m_stepDuration);
            return;
        }
        // A blocked step shows nothing: go on with the next one at once, but a path that no
        // longer fits is dropped.
        if (m_queueIsPath)
            clearQueue();
    }
    m_queueIsPath = false;
}

bool SokobanPlay::playStep(tessera::Direction d)
{
    leaveReverse();
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

void SokobanPlay::afterChange(Change change, const sokoban::Position &before)
{
    // Before the models speak, so views know whether to animate what follows.
    setAnimateSteps(change == Change::Step);
    m_board->updateCells(*m_game, sokoban::changedCells(before, m_game->position()));
    m_boxes->updateFromGame(*m_game);
    m_playerCell = m_game->playerPosition();
    setSelectedCell(-1);
    // Nothing more to play on a solved level.
    if (m_game->isSolved())
        clearQueue();
    emit playerChanged();
    emit stateChanged();
    emit positionChanged(change, before);
}

void SokobanPlay::setAnimateSteps(bool animate)
{
    if (m_animateSteps == animate)
        return;
    m_animateSteps = animate;
    emit animateStepsChanged();
}

bool SokobanPlay::undo()
{
    emit tookOver();
    clearQueue();
    if (m_reverseOn)
        return reverseUndo();
    return undoStep();
}

bool SokobanPlay::redo()
{
    emit tookOver();
    clearQueue();
    if (m_reverseOn)
        return false;
    return redoOne();
}

bool SokobanPlay::undoStep()
{
    leaveReverse();
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

bool SokobanPlay::redoOne()
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

bool SokobanPlay::restart()
{
    if (!m_game)
        return false;
    emit tookOver();
    clearQueue();
    if (m_reverseOn)
        return reverseRestart();
    return jumpToStart();
}

bool SokobanPlay::jumpToStart()
{
    leaveReverse();
    if (!m_game)
        return false;
    const sokoban::Position before = m_game->position();
    if (!m_game->restart())
        return false;
    m_facing = QmlDirection::Down;
    afterChange(Change::Jump, before);
    return true;
}

int SokobanPlay::playAtOnce(const std::vector<tessera::Direction> &steps)
{
    leaveReverse();
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

int SokobanPlay::stepHistory(int steps)
{
    emit tookOver();
    clearQueue();
    int done = 0;
    for (int i = 0; i < std::abs(steps); ++i) {
        if (m_reverseOn ? !(steps < 0 && reverseUndo()) : !(steps < 0 ? undoStep() : redoOne()))
            break;
        ++done;
    }
    return done;
}

bool SokobanPlay::clickCell(int x, int y)
{
    if (!m_game || m_game->isSolved())
        return false;
    emit tookOver();
    if (!m_game->contains(x, y)) {
        clearSelection();
        return false;
    }
    if (m_reverseOn) {
        clearQueue();
        return reverseClick(m_game->index(x, y));
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

void SokobanPlay::clearSelection()
{
    setSelectedCell(-1);
}

void SokobanPlay::setSelectedCell(int cell)
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

bool SokobanPlay::isClickable(int x, int y) const
{
    if (!m_game || m_game->isSolved() || !m_game->contains(x, y))
        return false;
    if (m_reverseOn)
        return m_reverse->board().isFree(m_game->index(x, y));
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

// --- State ---------------------------------------------------------------------------------------

int SokobanPlay::playerX() const
{
    return m_playerCell >= 0 && m_board->columns() > 0 ? m_playerCell % m_board->columns() : -1;
}

int SokobanPlay::playerY() const
{
    return m_playerCell >= 0 && m_board->columns() > 0 ? m_playerCell / m_board->columns() : -1;
}

int SokobanPlay::selectedX() const
{
    return m_selectedCell >= 0 && m_game ? m_game->xOf(m_selectedCell) : -1;
}

int SokobanPlay::selectedY() const
{
    return m_selectedCell >= 0 && m_game ? m_game->yOf(m_selectedCell) : -1;
}

} // namespace tessera
