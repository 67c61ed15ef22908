// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanProgress.h"

#include "ServiceBinding.h"
#include "SokobanSession.h"

namespace tessera {

SokobanProgress::SokobanProgress(SokobanSession *session) : QObject(session), m_session(session) {}

void SokobanProgress::setStore(ProgressStore *store)
{
    const bool rebound = rebindService(m_store, store, this, [this](ProgressStore *s) {
        connect(s, &ProgressStore::progressChanged, this, [this](const QString &id) {
            if (id == m_session->levelKey())
                emit changed();
        });
    });
    if (rebound)
        emit changed();
}

void SokobanProgress::resetForLevel()
{
    m_lastRecord = {};
    m_solvedBySolver = false;
}

void SokobanProgress::solvedChanged(bool solved, bool bySolver)
{
    m_lastRecord = {};
    m_solvedBySolver = solved && bySolver;
    const sokoban::Game *game = m_session->game();
    const QString key = m_session->levelKey();
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
    return m_store ? m_store->progress(m_session->levelKey()) : std::nullopt;
}

bool SokobanProgress::solvedBefore() const
{
    return m_store && m_store->isSolved(m_session->levelKey());
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
