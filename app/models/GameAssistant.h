// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "BackgroundSearch.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace tessera {

// What the 2048 and the Fifteen assistants share: one search at a time on the worker thread,
// for a hint or for the moves it plays itself; the position it was asked for, so an answer
// that comes back after the board changed is dropped; "thinking" while it runs; and the pace
// of the moves it plays (movesPerSecond, a timer between two moves).
class GameAssistant : public QObject
{
    Q_OBJECT
    QML_ANONYMOUS

    // A search is running (for a hint or for the moves it plays).
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    // The pace of the moves it plays: moves per second; values below 1 count as 1.
    Q_PROPERTY(
        int movesPerSecond READ movesPerSecond WRITE setMovesPerSecond NOTIFY movesPerSecondChanged)

public:
    ~GameAssistant() override;

    bool thinking() const { return m_thinking; }
    int movesPerSecond() const { return m_movesPerSecond; }
    void setMovesPerSecond(int movesPerSecond);
    // Nothing more will happen on its own: no search on the worker (not even one whose answer
    // is dropped) and no move planned. What "stopped" means to a player, checkable at once.
    [[nodiscard]] Q_INVOKABLE bool settled() const
    {
        return m_search.workerIdle() && !m_moveTimer.isActive();
    }

signals:
    void thinkingChanged();
    void movesPerSecondChanged();

protected:
    // What a search is for: a hint, or the next moves the assistant plays (Autoplay, Solve).
    enum class Purpose
    {
        Hint,
        Play
    };

    // `searchName` names the worker thread.
    GameAssistant(const QString &searchName, QObject *parent);

    // The position shown, as the game tells positions apart (the tiles, a board version):
    // what an answer must still be for when it comes.
    virtual std::vector<int> position() const = 0;
    // Plays the next move; the timer of scheduleMove() calls it.
    virtual void playNextMove() = 0;

    // Runs `job` for `purpose` on the worker, for position() as it is now; a search still
    // running is dropped. Thinking until the answer comes or the search is dropped.
    void startSearch(Purpose purpose, BackgroundSearch::Job job);
    // Asks the search to stop soon; its answer (the best found so far) still comes.
    void cancelSearch() { m_search.cancel(); }
    // Drops the search: its answer never comes. No longer thinking.
    void dropSearch();
    // Called first by an answer: no longer thinking; false when the board changed since the
    // search was asked for (the answer is then for a position no longer shown).
    [[nodiscard]] bool takeAnswer();
    // The position the last search was asked for is the one shown.
    [[nodiscard]] bool requestIsCurrent() const { return position() == m_requestPosition; }
    const std::vector<int> &requestPosition() const { return m_requestPosition; }
    Purpose purpose() const { return m_purpose; }
    // A search for `purpose` is running.
    bool thinkingFor(Purpose purpose) const { return m_thinking && m_purpose == purpose; }

    // The time between two moves played at movesPerSecond.
    int moveIntervalMs() const { return 1000 / m_movesPerSecond; }
    // playNextMove() in `ms` milliseconds (replacing one already planned); stopMoves() stops it.
    void scheduleMove(int ms) { m_moveTimer.start(ms); }
    void stopMoves() { m_moveTimer.stop(); }
    bool movePending() const { return m_moveTimer.isActive(); }

private:
    void setThinking(bool thinking);

    QTimer m_moveTimer;
    Purpose m_purpose = Purpose::Hint;
    std::vector<int> m_requestPosition;
    bool m_thinking = false;
    int m_movesPerSecond = 5;
    // Last, so it is destroyed first: it waits for the worker before the rest goes.
    BackgroundSearch m_search;
};

} // namespace tessera
