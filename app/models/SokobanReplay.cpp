// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanReplay.h"

#include "ServiceBinding.h"
#include "SokobanPaste.h"
#include "SokobanPlay.h"
#include "SokobanProgress.h"
#include "SokobanSettings.h"
#include "sokoban/Lurd.h"

#include <variant>

namespace tessera {

SokobanReplay::SokobanReplay(SokobanPlay *play, SokobanProgress *progress, QObject *parent)
    : QObject(parent), m_play(play), m_progress(progress), m_steps(new SokobanStepQueue(this))
{
    connect(m_steps, &SokobanStepQueue::due, this, &SokobanReplay::onDue);
    // The player takes over, or another level opens: the replay is left.
    connect(m_play, &SokobanPlay::tookOver, this, &SokobanReplay::stop);
    connect(m_play, &SokobanPlay::levelStarted, this, &SokobanReplay::stop);
}

void SokobanReplay::setPublishedSolutions(const QStringList &solutions)
{
    // Set with every level: whether there is one to watch also depends on the level being
    // playable, so it is told each time.
    m_published = solutions;
    emit changed();
}

bool SokobanReplay::hasPublished() const
{
    return m_play->game() && !m_published.isEmpty();
}

void SokobanReplay::setSettings(SokobanSettings *settings)
{
    rebindService(m_settings, settings, this, [this](SokobanSettings *s) {
        connect(s, &SokobanSettings::replaySpeedChanged, this, &SokobanReplay::followSpeed);
    });
}

bool SokobanReplay::playSolution(const QString &lurd)
{
    return playChecked(lurd, Source::Player);
}

bool SokobanReplay::playPasted(const QString &lurd)
{
    return playChecked(lurd, Source::Pasted);
}

bool SokobanReplay::playChecked(const QString &lurd, Source source,
                                std::optional<sokoban::PlayRules> rules)
{
    if (!m_play->game()) {
        emit notice(tr("This level cannot be played, so nothing can be replayed on it."));
        return false;
    }
    // The whole solution is checked first: one that does not fit is never played in part.
    const SolutionFit fit = fitSolution(*m_play->game(), lurd, rules);
    if (!fit.problem.isEmpty()) {
        emit notice(fit.problem);
        return false;
    }
    playFromStart(fit.steps, source, fit.rules);
    return true;
}

bool SokobanReplay::watchPublished()
{
    if (!m_play->game())
        return false;
    const SolutionFit fit = bestPublishedSolution(*m_play->game(), m_published);
    if (!fit.problem.isEmpty()) {
        emit notice(fit.problem);
        return false;
    }
    playFromStart(fit.steps, Source::Published, fit.rules);
    return true;
}

void SokobanReplay::playFromStart(const std::string &steps, Source source, sokoban::PlayRules rules)
{
    stop();
    m_play->clearQueue();
    m_play->clearSelection();
    // From the start. A restart is undoable, so the line the player was on is one undo away.
    if (m_play->game()->moves() > 0)
        m_play->jumpToStart();
    playFromHere(steps, source, rules);
}

void SokobanReplay::playFromHere(const std::string &steps, Source source,
                                 std::optional<sokoban::PlayRules> rules)
{
    std::vector<Direction> directions;
    directions.reserve(steps.size());
    for (const char c : steps) {
        if (const auto d = directionFromLurd(c))
            directions.push_back(*d);
    }
    m_active = true;
    m_source = source;
    m_play->setReplayRules(rules);
    m_steps->reset(std::move(directions));
    m_steps->schedule(stepInterval());
    emit changed();
}

bool SokobanReplay::playBest()
{
    if (const auto best = m_progress->bestSolution())
        return playChecked(best->lurd, Source::Player, best->rules);
    emit notice(tr("No solution of this level to replay yet."));
    return false;
}

int SokobanReplay::stepInterval() const
{
    const SokobanSettings *settings = m_settings;
    const int speed = settings ? settings->replaySpeed() : SokobanSettings::defaultReplaySpeed;
    return 1000 / qMax(speed, 1);
}

void SokobanReplay::followSpeed()
{
    if (m_steps->scheduled())
        m_steps->schedule(stepInterval());
    emit changed();
}

void SokobanReplay::onDue()
{
    // step() stops the timer (a step by hand pauses); keep it going until the end.
    if (step() && !m_steps->atEnd())
        m_steps->schedule(stepInterval());
    emit changed();
}

bool SokobanReplay::step()
{
    if (!m_active || !m_play->game())
        return false;
    m_steps->stop();
    if (m_steps->atEnd()) {
        emit changed();
        return false;
    }
    if (!m_play->playStep(m_steps->next())) {
        emit notice(tr("The solution does not fit this level at move %1.").arg(position() + 1));
        stop();
        return false;
    }
    m_steps->advance();
    emit changed();
    return true;
}

bool SokobanReplay::stepBack()
{
    if (!m_active || position() == 0)
        return false;
    m_steps->stop();
    if (!m_play->undoStep()) {
        emit changed();
        return false;
    }
    m_steps->stepBack();
    emit changed();
    return true;
}

bool SokobanReplay::finish()
{
    if (!m_active || !m_play->game() || m_steps->atEnd())
        return false;
    m_steps->stop();
    std::vector<Direction> rest;
    rest.reserve(static_cast<std::size_t>(m_steps->pending()));
    while (!m_steps->atEnd()) {
        rest.push_back(m_steps->next());
        m_steps->advance();
    }
    const int played = m_play->playAtOnce(rest);
    if (played < static_cast<int>(rest.size())) {
        for (int i = played; i < static_cast<int>(rest.size()); ++i)
            m_steps->stepBack();
        emit notice(tr("The solution does not fit this level at move %1.").arg(position() + 1));
        stop();
        return false;
    }
    emit changed();
    return true;
}

void SokobanReplay::play()
{
    if (!m_active || !m_play->game() || m_steps->scheduled())
        return;
    if (m_steps->atEnd()) {
        // At the end: from the start again.
        m_play->jumpToStart();
        m_steps->rewind();
    }
    m_steps->schedule(stepInterval());
    emit changed();
}

void SokobanReplay::pause()
{
    if (!m_steps->scheduled())
        return;
    m_steps->stop();
    emit changed();
}

void SokobanReplay::toggle()
{
    if (m_steps->scheduled())
        pause();
    else
        play();
}

void SokobanReplay::stop()
{
    if (!m_active)
        return;
    m_steps->stop();
    m_active = false;
    m_source = Source::Player;
    m_steps->clear();
    m_play->setReplayRules(std::nullopt);
    emit changed();
}

} // namespace tessera
