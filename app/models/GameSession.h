// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "ResumeState.h"
#include "Wording.h"

#include <QObject>
#include <QPointer>
#include <QQmlParserStatus>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <functional>

namespace tessera {

// What the session of every game does the same way: it keeps its unfinished game in the
// ResumeState as it goes, brings it back when the view creates the session (or starts a new
// game, and tells the player why when the kept one could not be read), and holds one notice
// for the player. Fifteen's and 2048's sessions derive from it; the game-specific parts are
// restore() and startNewGame().
class GameSession : public QObject, public QQmlParserStatus
{
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ANONYMOUS

    // Where an unfinished game is kept between runs; may be null (tests).
    Q_PROPERTY(tessera::ResumeState *resumeState READ resumeState WRITE setResumeState NOTIFY
                   resumeStateChanged)
    // Something the player should know (a saved game that could not be restored, a damaged
    // scores or records file); empty when there is nothing.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)

public:
    ResumeState *resumeState() const { return m_resumeState; }
    void setResumeState(ResumeState *state);

    QString notice() const { return m_notice; }
    Q_INVOKABLE void dismissNotice();

    void classBegin() override {}
    void componentComplete() override;

    // Resumes the game kept in the ResumeState, or starts a new one: what the view gets when
    // it is created (componentComplete calls it).
    void start();

signals:
    void resumeStateChanged();
    void noticeChanged();

protected:
    // `gameName` starts the warning printed when the kept game is unreadable ("2048: ...");
    // `stateKey` is the game's key in the ResumeState.
    GameSession(const QString &gameName, const QString &stateKey, QObject *parent);

    // Kept instead of a notice's text, so the notice follows a switch of language.
    using Wording = tessera::Wording;
    // The kept game start() hands to restore(); empty when there is none. By default the text
    // under `stateKey` in the ResumeState (Sokoban keeps its place in a record of its own).
    virtual QString savedState() const { return keptState(m_stateKey); }
    // Replaces the game with the one in `text`; false, with why, when it is unusable.
    virtual bool restore(const QString &text, Wording *why) = 0;
    virtual void startNewGame() = 0;

    void setNotice(const QString &notice);
    // A notice worded now and again after each switch of language.
    void setNotice(Wording wording);
    // A game was started or resumed: before that there is nothing worth keeping.
    void markStarted() { m_started = true; }
    bool started() const { return m_started; }
    // Whether keepState() and forgetState() have somewhere to write.
    bool canKeep() const { return m_resumeState && m_started; }
    QString keptState(const QString &key) const;
    void keepState(const QString &key, const QString &text);
    void forgetState(const QString &key);

private:
    QString m_gameName;
    QString m_stateKey;
    QPointer<ResumeState> m_resumeState;
    QString m_notice;
    Wording m_noticeWording;
    void setNoticeText(const QString &notice);
    bool m_started = false;
};

} // namespace tessera
