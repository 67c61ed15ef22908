// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanProgress.h"

#include "ServiceBinding.h"
#include "SokobanPlay.h"

namespace tessera {

SokobanProgress::SokobanProgress(const SokobanPlay *play, QObject *parent)
    : QObject(parent), m_play(play)
{}

void SokobanProgress::setStore(ProgressStore *store)
{
    const bool rebound = rebindService(m_store, store, this, [this](ProgressStore *s) {
        connect(s, &ProgressStore::progressChanged, this, [this](const QString &id) {
            if (id == m_key)
                emit changed();
        });
    });
    if (rebound)
        emit changed();
}

void SokobanProgress::resetForLevel(const QString &key)
{
    m_key = key;
    m_lastRecord = {};
    m_solvedBySolver = false;
}

void SokobanProgress::solvedChanged(bool solved, bool bySolver)
{
    m_lastRecord = {};
    m_solvedBySolver = solved && bySolver;
    const sokoban::Game *game = m_play->game();
    const QString &key = m_key;
    if (solved && game && m_store && !key.isEmpty() && !m_solvedBySolver) {
        // A line that pushed a row of boxes needs train push; one that never did is standard,
        // whatever the setting was.
        const auto rules =
            game->usesTrainPush() ? sokoban::PlayRules::TrainPush : sokoban::PlayRules::Standard;
        m_lastRecord = m_store->record(key, game->moves(), game->pushes(),
                                       QString::fromStdString(game->lurd()), rules);
    }
    emit changed();
}

std::optional<LevelProgress> SokobanProgress::stored() const
{
    return m_store ? m_store->progress(m_key) : std::nullopt;
}

std::optional<SolutionRecord> SokobanProgress::bestSolution(bool byPushes) const
{
    const auto p = stored();
    if (!p)
        return std::nullopt;
    const SolutionRecord &best = byPushes ? p->bestPushes : p->bestMoves;
    if (best.lurd.isEmpty())
        return std::nullopt;
    return best;
}

RecordOutcome SokobanProgress::recordOptimised(const QString &key, int moves, int pushes,
                                               const QString &lurd)
{
    if (!m_store || key.isEmpty())
        return {};
    // The store's progressChanged() brings changed() when it is a new best of this level.
    return m_store->record(key, moves, pushes, lurd, sokoban::PlayRules::Standard, true);
}

bool SokobanProgress::bestMovesOptimised() const
{
    const auto p = stored();
    return p && p->solved() && p->bestMoves.optimised;
}

bool SokobanProgress::bestPushesOptimised() const
{
    const auto p = stored();
    return p && p->solved() && p->bestPushes.optimised;
}

bool SokobanProgress::solvedBefore() const
{
    return m_store && m_store->isSolved(m_key);
}

int SokobanProgress::bestMoves() const
{
    const auto p = stored();
    return p && p->solved() ? p->bestMoves.moves : 0;
}

int SokobanProgress::bestPushes() const
{
    const auto p = stored();
    return p && p->solved() ? p->bestPushes.pushes : 0;
}

bool SokobanProgress::hasBestSolution() const
{
    const auto p = stored();
    return p && !p->bestMoves.lurd.isEmpty();
}

bool SokobanProgress::bestByTrainPush() const
{
    const auto p = stored();
    return p && p->solved() && p->bestMoves.rules == sokoban::PlayRules::TrainPush;
}

} // namespace tessera
