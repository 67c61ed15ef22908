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
    : GameSession(QStringLiteral("Sokoban"), QStringLiteral("sokoban"), parent),
      m_play(new SokobanPlay(this)), m_progress(new SokobanProgress(m_play, this)),
      m_replay(new SokobanReplay(m_play, m_progress, this)),
      m_assist(new SokobanAssistant(m_play, m_progress, this)),
      m_deadlockWatch(new SokobanDeadlockWatch(m_play, this)),
      m_optimiser(new SokobanOptimiser(m_play, m_progress, this)),
      m_snapshots(new SokobanSnapshots(m_play, this))
{
    // The play's state is offered here too, under the session's names.
    connect(m_play, &SokobanPlay::stateChanged, this, &SokobanSession::stateChanged);
    connect(m_play, &SokobanPlay::playerChanged, this, &SokobanSession::playerChanged);
    connect(m_play, &SokobanPlay::rulesChanged, this, &SokobanSession::rulesChanged);
    connect(m_play, &SokobanPlay::stepDurationChanged, this, &SokobanSession::stepDurationChanged);
    connect(m_play, &SokobanPlay::animateStepsChanged, this, &SokobanSession::animateStepsChanged);
    connect(m_play, &SokobanPlay::pendingStepsChanged, this, &SokobanSession::pendingStepsChanged);
    connect(m_play, &SokobanPlay::selectionChanged, this, &SokobanSession::selectionChanged);
    // The play's steps, told in the events every game shares.
    connect(m_play, &SokobanPlay::stepped, this, [this](bool pushed, int boxesOnGoalsChange) {
        if (m_play->solved())
            emit moved(MoveEffect::Winning);
        else if (boxesOnGoalsChange > 0)
            emit moved(MoveEffect::GoalGained);
        else if (boxesOnGoalsChange < 0)
            emit moved(MoveEffect::GoalLost);
        else
            emit moved(pushed ? MoveEffect::Push : MoveEffect::Plain);
    });
    connect(m_play, &SokobanPlay::stepRefused, this, &GameSession::blocked);
    connect(m_play, &SokobanPlay::undone, this, &GameSession::undone);
    connect(m_play, &SokobanPlay::positionChanged, this, &SokobanSession::followPosition);
    // The parts, wired to each other once: a search stops the replay, Solve's answer is replayed.
    connect(m_assist, &SokobanAssistant::searchStarting, m_replay, &SokobanReplay::stop);
    connect(m_assist, &SokobanAssistant::solutionFound, m_replay, [this](const std::string &steps) {
        m_replay->playFromHere(steps, SokobanReplay::Source::Solver);
    });
    connect(m_replay, &SokobanReplay::notice, this, &SokobanSession::passingNotice);
    // Whenever the resume state writes, it gets the moves held back.
    connect(this, &GameSession::resumeStateChanged, this, [this] {
        disconnect(m_resumeFlush);
        if (ResumeState *state = resumeState())
            m_resumeFlush =
                connect(state, &ResumeState::aboutToSave, this, &SokobanSession::flushResume);
    });
    connect(m_replay, &SokobanReplay::changed, this, &SokobanSession::followStepDuration);
    connect(m_assist, &SokobanAssistant::notice, this, &SokobanSession::passingNotice);
    connect(m_optimiser, &SokobanOptimiser::notice, this, &SokobanSession::passingNotice);
    connect(m_snapshots, &SokobanSnapshots::notice, this, &SokobanSession::passingNotice);
    connect(m_snapshots, &SokobanSnapshots::aboutToRestore, m_replay, &SokobanReplay::stop);
    connect(m_optimiser, &SokobanOptimiser::finished, this,
            [this](bool, const QString &message) { emit passingNotice(message); });
    connect(this, &SokobanSession::levelChanged, this, &SokobanSession::levelTitleChanged);
    new LanguageChangeWatch(
        [this] {
            emit errorTextChanged();
            emit levelTitleChanged();
        },
        this);
}

SokobanSession::~SokobanSession()
{
    flushResume();
}

QString SokobanSession::errorText() const
{
    if (m_play->refused())
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

void SokobanSession::setSettings(SokobanSettings *settings)
{
    const bool changed = rebindService(m_settings, settings, this, [this](SokobanSettings *s) {
        connect(s, &SokobanSettings::stepDurationChanged, this,
                &SokobanSession::followStepDuration);
        connect(s, &SokobanSettings::trainPushChanged, this, &SokobanSession::applyTrainPush);
    });
    if (!changed)
        return;
    applyTrainPush();
    m_replay->setSettings(settings);
    m_deadlockWatch->setSettings(settings);
    emit servicesChanged();
    followStepDuration();
}

void SokobanSession::followStepDuration()
{
    const int chosen = m_settings ? m_settings->stepDuration() : 0;
    // A replay's step is drawn within its interval, so a fast replay does not lag behind.
    m_play->setStepDuration(m_replay->active() ? qMin(chosen, m_replay->stepInterval()) : chosen);
}

void SokobanSession::applyTrainPush()
{
    m_play->setTrainPushSetting(m_settings && m_settings->trainPush());
}

const LibraryLevel *SokobanSession::currentLevel() const
{
    return m_collection ? m_collection->level(m_index) : nullptr;
}

void SokobanSession::showLevel(std::shared_ptr<const LibraryCollection> collection, int index,
                               const QString &resumeLurd)
{
    // Left first: a replay's rules are not those of the next level.
    m_replay->stop();
    if (m_collection && m_collection->kind() != CollectionKind::Pasted && currentLevel()) {
        m_lastKeptPlace = Place{m_collection->id(), m_index, currentLurd()};
    }
    m_removedPlace.reset();
    // A level opens: a problem told before is over.
    dismissNotice();
    m_collection = std::move(collection);
    m_index = index;

    const LibraryLevel *level = currentLevel();
    m_progress->resetForLevel(level ? level->key : QString());
    m_snapshots->setLevel(level && level->isPlayable() ? level->key : QString());
    m_replay->setPublishedSolutions(level ? level->publishedSolutions : QStringList());
    std::vector<sokoban::CellCoord> problemCells;
    if (level) {
        for (const sokoban::LevelProblem &p : level->problems)
            problemCells.insert(problemCells.end(), p.cells.begin(), p.cells.end());
    }
    m_play->start(level ? &level->level : nullptr, level && level->isPlayable(), problemCells,
                  resumeLurd);
    m_wasSolved = m_play->solved();

    emit levelChanged();
    emit errorTextChanged();
    emit m_progress->changed();
    saveResume();
}

QString SokobanSession::currentLurd() const
{
    return game() ? QString::fromStdString(game()->lurd()) : QString();
}

void SokobanSession::followPosition()
{
    recordIfSolved();
    m_resumeThrottle.changed();
}

void SokobanSession::flushResume()
{
    if (m_resumeThrottle.isArmed())
        saveResume();
}

// --- Progress and resume ----------------------------------------------------------------------

void SokobanSession::recordIfSolved()
{
    const bool now = m_play->solved();
    if (now == m_wasSolved)
        return;
    m_wasSolved = now;
    // A solution that is not the player's (Solve's, published, pasted) marks nothing solved
    // and sets no best.
    m_progress->solvedChanged(now, m_replay->playsOthersSolution());
    if (now)
        emit gameWon();
}

void SokobanSession::saveResume()
{
    m_resumeThrottle.cancel();
    const LibraryLevel *level = currentLevel();
    // Text opened without a library is nowhere to be found again after a restart.
    ResumeState *resume = resumeState();
    if (!resume || !level || m_collection->id() == localTextId())
        return;
    SokobanResume r;
    r.collectionId = m_collection->id();
    r.levelIndex = m_index;
    r.levelId = level->key;
    // Grouped: a pasted solution of millions of moves played to its end ("R4999999(lr)")
    // is kept, and written again with every save, in about the room of the text pasted.
    r.lurd =
        game()
            ? QString::fromStdString(sokoban::writeLurd(game()->lurd(), sokoban::LurdForm::Grouped))
            : QString();
    resume->setSokoban(r);
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

} // namespace tessera
