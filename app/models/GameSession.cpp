// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GameSession.h"

#include "LanguageChangeWatch.h"
#include "LogCategories.h"

#include <QtDebug>

namespace tessera {

GameSession::GameSession(const QString &gameName, const QString &stateKey, QObject *parent)
    : QObject(parent), m_gameName(gameName), m_stateKey(stateKey)
{
    new LanguageChangeWatch(
        [this] {
            if (m_noticeWording)
                setNoticeText(m_noticeWording());
        },
        this);
}

void GameSession::setResumeState(ResumeState *state)
{
    if (state == m_resumeState)
        return;
    m_resumeState = state;
    emit resumeStateChanged();
}

void GameSession::componentComplete()
{
    start();
}

void GameSession::start()
{
    const QString saved = savedState();
    if (!saved.isEmpty()) {
        Wording why;
        if (restore(saved, &why))
            return;
        qCWarning(lcGame).noquote()
            << m_gameName + QStringLiteral(": the unfinished game could not be restored:") << why();
        setNotice([why] {
            return tr("Your unfinished game could not be restored (%1). A new game was started.")
                .arg(why());
        });
    }
    startNewGame();
}

QString GameSession::keptState(const QString &key) const
{
    return m_resumeState ? m_resumeState->gameState(key) : QString();
}

void GameSession::keepState(const QString &key, const QString &text)
{
    if (m_resumeState)
        m_resumeState->setGameState(key, text);
}

void GameSession::forgetState(const QString &key)
{
    if (m_resumeState)
        m_resumeState->clearGameState(key);
}

void GameSession::setNotice(const QString &notice)
{
    m_noticeWording = nullptr;
    setNoticeText(notice);
}

void GameSession::setNotice(Wording wording)
{
    m_noticeWording = std::move(wording);
    setNoticeText(m_noticeWording());
}

void GameSession::setNoticeText(const QString &notice)
{
    if (notice == m_notice)
        return;
    m_notice = notice;
    emit noticeChanged();
}

void GameSession::dismissNotice()
{
    setNotice(QString());
}

} // namespace tessera
