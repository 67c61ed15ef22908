// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanOptimiser.h"

#include "SokobanPlay.h"
#include "SokobanProgress.h"
#include "sokoban/Game.h"
#include "sokoban/solver/SolutionOptimiser.h"

#include <QLocale>
#include <algorithm>
#include <chrono>
#include <climits>

namespace tessera {

SokobanOptimiser::SokobanOptimiser(const SokobanPlay *play, SokobanProgress *progress,
                                   QObject *parent)
    : QObject(parent), m_play(play), m_progress(progress)
{
    connect(m_play, &SokobanPlay::stateChanged, this, &SokobanOptimiser::availableChanged);
    connect(m_progress, &SokobanProgress::changed, this, &SokobanOptimiser::availableChanged);
}

bool SokobanOptimiser::available() const
{
    if (!m_play->game() || !m_play->level())
        return false;
    if (m_play->solved() && !m_progress->solvedBySolver())
        return true;
    return m_progress->bestSolution().has_value();
}

void SokobanOptimiser::setTimeLimit(double seconds)
{
    if (seconds == m_timeLimit || seconds <= 0)
        return;
    m_timeLimit = seconds;
    emit timeLimitChanged();
}

bool SokobanOptimiser::start(Metric metric)
{
    const sokoban::Game *game = m_play->game();
    const sokoban::Level *level = m_play->level();
    if (!game || !level) {
        emit notice(tr("There is no level to optimise a solution of."));
        return false;
    }
    // The solution just played, when the player solved it; else the best recorded.
    std::string lurd;
    if (game->isSolved() && !m_progress->solvedBySolver()) {
        if (game->usesTrainPush()) {
            emit notice(tr("Only solutions by the standard rules can be optimised."));
            return false;
        }
        lurd = game->lurd();
    } else if (const auto best = m_progress->bestSolution(metric == Pushes)) {
        if (best->rules != sokoban::PlayRules::Standard) {
            emit notice(tr("Only solutions by the standard rules can be optimised."));
            return false;
        }
        lurd = best->lurd.toStdString();
    } else {
        emit notice(tr("Solve the level first: the optimiser shortens your own solution."));
        return false;
    }
    m_metric = metric;
    m_levelKey = m_progress->levelKey();
    const sokoban::OptimiseMetric by =
        metric == Moves ? sokoban::OptimiseMetric::Moves : sokoban::OptimiseMetric::Pushes;
    const double seconds = m_timeLimit;
    const sokoban::Level start = *level;
    // `this` is only used on this thread: the answer and the progress come back here.
    m_search.start([this, start, lurd, by, seconds](const BackgroundSearch::Context &context) {
        const sokoban::SolverResult result = sokoban::optimiseSolution(
            start, lurd, seconds, std::size_t{1} << 30, context.cancelFlag(),
            [this, &context](const sokoban::SolverProgress &p) {
                const quint64 positions = p.stats.statesExplored;
                const double elapsed = p.stats.seconds;
                context.post([this, positions, elapsed] { onProgress(positions, elapsed); });
            },
            std::chrono::milliseconds(100), sokoban::noPositionLimit, by);
        Answer answer;
        answer.valid = result.status == sokoban::SolverStatus::Solved;
        answer.cancelled = context.cancelled();
        answer.movesBefore = result.stats.foundMoves;
        answer.pushesBefore = result.stats.foundPushes;
        answer.moves = result.moveCount();
        answer.pushes = result.pushCount();
        answer.lurd = QString::fromStdString(result.solution);
        return std::function<void()>([this, answer] { onFinished(answer); });
    });
    m_progressText = tr("Optimising...");
    m_fraction = 0;
    emit progressChanged();
    setRunning(true);
    return true;
}

bool SokobanOptimiser::cancel()
{
    if (!m_running)
        return false;
    m_search.cancel();
    return true;
}

void SokobanOptimiser::onProgress(quint64 positions, double seconds)
{
    if (!m_running)
        return;
    // %n takes an int: past two billion positions it shows the largest int.
    const int shown = int(std::min<quint64>(positions, INT_MAX));
    m_progressText =
        tr("Optimising: %Ln positions, %1 s", "", shown).arg(QLocale().toString(seconds, 'f', 1));
    m_fraction = std::clamp(seconds / m_timeLimit, 0.0, 1.0);
    emit progressChanged();
}

void SokobanOptimiser::onFinished(const Answer &answer)
{
    setRunning(false);
    if (!answer.valid) {
        emit finished(false, tr("That solution does not solve this level: nothing to optimise."));
        return;
    }
    const bool shorter = answer.moves != answer.movesBefore || answer.pushes != answer.pushesBefore;
    if (!shorter) {
        emit finished(false, answer.cancelled
                                 ? tr("Optimising stopped: no shorter solution found so far.")
                                 : tr("No shorter solution found."));
        return;
    }
    const RecordOutcome outcome =
        m_progress->recordOptimised(m_levelKey, answer.moves, answer.pushes, answer.lurd);
    const QString counts = tr("%1 → %2 moves, %3 → %4 pushes")
                               .arg(answer.movesBefore)
                               .arg(answer.moves)
                               .arg(answer.pushesBefore)
                               .arg(answer.pushes);
    if (outcome.isNewBest())
        emit finished(true, tr("Optimised: %1. Kept as your best (optimised).").arg(counts));
    else
        emit finished(true, tr("Optimised: %1. Your best is shorter still.").arg(counts));
}

void SokobanOptimiser::setRunning(bool running)
{
    if (running == m_running)
        return;
    m_running = running;
    if (!running) {
        m_progressText.clear();
        m_fraction = 0;
        emit progressChanged();
    }
    emit runningChanged();
}

} // namespace tessera
