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
// game, and tells the player why when the kept one could not be read), holds one notice
// for the player, and tells what happens in play in one vocabulary of events (moved, blocked,
// undone, scored, gameWon, gameOver), so sound and anything else listen without knowing the game.
// Fifteen's and 2048's sessions derive from it; the game-specific parts are restore() and
// startNewGame().
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
    // What one move did, as a listener hears it.
    enum class MoveEffect
    {
        Plain,      // a step, a slide
        Push,       // a box pushed, from floor to floor or goal to goal
        GoalGained, // a box pushed onto a goal
        GoalLost,   // a box pushed off a goal
        Winning,    // the move that wins: gameWon() follows and says it all
    };
    Q_ENUM(MoveEffect)

    // The game's short key ("sokoban", "2048", "fifteen"): where its unfinished game is kept,
    // and how its sounds are named.
    QString gameKey() const { return m_stateKey; }

    ResumeState *resumeState() const { return m_resumeState; }
    void setResumeState(ResumeState *state);

    QString notice() const { return m_notice; }
    // The game's state in a sentence for a screen reader ("12 moves, 3 pushes, 1 of 3 boxes on
    // goals"), said after each move (GameSpeech).
    virtual QString spokenStatus() const { return QString(); }
    Q_INVOKABLE void dismissNotice();

    void classBegin() override {}
    void componentComplete() override;

    // Resumes the game kept in the ResumeState, or starts a new one: what the view gets when
    // it is created (componentComplete calls it).
    void start();

signals:
    void resumeStateChanged();
    void noticeChanged();

    // The events of play, the same in every game.
    // A move was made (by the player, a redo or the assistant).
    void moved(tessera::GameSession::MoveEffect effect);
    // A move was asked for that the rules refuse (a wall, a side nothing slides from).
    void blocked();
    // A move was taken back.
    void undone();
    // A move scored `points`; `rank` is how high the best of it was (2048: the exponent of the
    // largest tile merged), for a sound that rises with it.
    void scored(qint64 points, int rank);
    // The game is won: a level or puzzle solved, the 2048 tile made.
    void gameWon();
    // No move is left (2048).
    void gameOver();

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
