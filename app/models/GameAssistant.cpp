// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GameAssistant.h"

#include <algorithm>

namespace tessera {

GameAssistant::GameAssistant(const QString &searchName, QObject *parent)
    : QObject(parent), m_search(searchName)
{
    m_moveTimer.setSingleShot(true);
    connect(&m_moveTimer, &QTimer::timeout, this, [this] { playNextMove(); });
}

GameAssistant::~GameAssistant() = default;

void GameAssistant::setMovesPerSecond(int movesPerSecond)
{
    movesPerSecond = std::max(1, movesPerSecond);
    if (movesPerSecond == m_movesPerSecond)
        return;
    m_movesPerSecond = movesPerSecond;
    emit movesPerSecondChanged();
}

void GameAssistant::setThinking(bool thinking)
{
    if (thinking == m_thinking)
        return;
    m_thinking = thinking;
    emit thinkingChanged();
}

void GameAssistant::startSearch(Purpose purpose, BackgroundSearch::Job job)
{
    m_purpose = purpose;
    m_requestPosition = position();
    m_search.start(std::move(job));
    setThinking(true);
}

void GameAssistant::dropSearch()
{
    m_search.drop(); // whatever is still on its way is dropped
    setThinking(false);
}

bool GameAssistant::takeAnswer()
{
    setThinking(false);
    return requestIsCurrent();
}

} // namespace tessera
