// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "GameSession.h"

#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace tessera {

// What a move did, in words, for a screen reader: it listens to a session's events (moved,
// blocked, undone, scored, gameWon, gameOver) like the sound does, and after each move sets
// `text` to what happened and the game's status ("Box on a goal. 12 moves, 3 pushes, 2 of 3
// boxes on goals"). The view names an accessible element (the `speaker`, a status bar) with
// `text`; Qt 6.4 has no Accessible.announce(), so a name change is what reaches AT-SPI. The
// same words twice in a row (two bumps into a wall) are told again: the speaker's name-change
// event is sent even though the name stays.
class GameSpeech : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(tessera::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QQuickItem *speaker READ speaker WRITE setSpeaker NOTIFY speakerChanged)
    Q_PROPERTY(QString text READ text NOTIFY textChanged)

public:
    explicit GameSpeech(QObject *parent = nullptr);

    GameSession *session() const { return m_session; }
    void setSession(GameSession *session);
    QQuickItem *speaker() const { return m_speaker; }
    void setSpeaker(QQuickItem *speaker);
    QString text() const { return m_text; }

    // Says `words` (then the status), as after a move: for what the view words itself, such as
    // the description of the player's surroundings.
    Q_INVOKABLE void say(const QString &words);

signals:
    void sessionChanged();
    void speakerChanged();
    void textChanged();

private:
    void add(const QString &words);
    void speak();

    QPointer<GameSession> m_session;
    QPointer<QQuickItem> m_speaker;
    QStringList m_pending;
    bool m_speakQueued = false;
    QString m_text;
};

} // namespace tessera
