// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "GameSpeech.h"

#include "ServiceBinding.h"

#include <QAccessible>
#include <QTimer>

namespace tessera {

GameSpeech::GameSpeech(QObject *parent) : QObject(parent) {}

void GameSpeech::setSession(GameSession *session)
{
    const bool changed = rebindService(m_session, session, this, [this](GameSession *newSession) {
        using Effect = GameSession::MoveEffect;
        connect(newSession, &GameSession::moved, this, [this](Effect effect) {
            switch (effect) {
            case Effect::Push:
                add(tr("Box pushed"));
                break;
            case Effect::GoalGained:
                add(tr("Box on a goal"));
                break;
            case Effect::GoalLost:
                add(tr("Box off its goal"));
                break;
            case Effect::Plain:
            case Effect::Winning:
                add(QString());
                break;
            }
        });
        connect(newSession, &GameSession::blocked, this, [this] { add(tr("Blocked")); });
        connect(newSession, &GameSession::undone, this, [this] { add(tr("Move undone")); });
        connect(newSession, &GameSession::scored, this, [this](qint64 points, int rank) {
            //: A 2048 merge for a screen reader: %1 the largest tile
            //: made, %n the points it scored.
            add(tr("Merged into %1, %n points", "", int(points))
                    .arg(qint64(1) << qBound(1, rank, 62)));
        });
        connect(newSession, &GameSession::gameWon, this, [this] {
            const QString key = m_session ? m_session->gameKey() : QString();
            add(key == QLatin1String("sokoban") ? tr("Level solved!")
                : key == QLatin1String("2048")  ? tr("You made 2048!")
                                                : tr("Puzzle solved!"));
        });
        connect(newSession, &GameSession::gameOver, this,
                [this] { add(tr("No move left: game over")); });
    });
    if (!changed)
        return;
    m_text = session ? session->spokenStatus() : QString();
    emit sessionChanged();
    emit textChanged();
}

void GameSpeech::setSpeaker(QQuickItem *speaker)
{
    if (m_speaker == speaker)
        return;
    m_speaker = speaker;
    emit speakerChanged();
}

void GameSpeech::say(const QString &words)
{
    add(words);
}

// The events of one move come one after another (moved, scored, gameWon): they are said
// together once the move is over, with the status as it is then.
void GameSpeech::add(const QString &words)
{
    if (!words.isEmpty())
        m_pending << words;
    if (m_speakQueued)
        return;
    m_speakQueued = true;
    QTimer::singleShot(0, this, &GameSpeech::speak);
}

void GameSpeech::speak()
{
    m_speakQueued = false;
    QStringList parts = m_pending;
    m_pending.clear();
    if (m_session) {
        const QString status = m_session->spokenStatus();
        if (!status.isEmpty())
            parts << status;
    }
    // Sentences: a part that ends with "!" needs no full stop after it.
    QString text;
    for (const QString &part : std::as_const(parts)) {
        if (!text.isEmpty())
            text += text.endsWith(QLatin1Char('!')) ? QStringLiteral(" ") : QStringLiteral(". ");
        text += part;
    }
    if (text != m_text) {
        m_text = text;
        emit textChanged();
        return;
    }
    // The same words again: the name stays, the screen reader is told anyway.
    if (m_speaker && QAccessible::isActive()) {
        QAccessibleEvent event(m_speaker.data(), QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
}

} // namespace tessera
