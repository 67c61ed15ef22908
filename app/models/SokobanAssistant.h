// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "QmlDirection.h"
#include "SokobanSolverRunner.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>
#include <string>

namespace tessera {

class SokobanPlay;
class SokobanProgress;

// Hint and Solve on the play screen (session.assist), as FifteenAssistant and
// Game2048Assistant are for their games. It owns the solver runner (the search runs in its
// thread, never the GUI's): a hint is the next push from the position shown, or, when the
// position is lost, how many undos lead back to one that can be solved; Solve's solution goes
// out as solutionFound() (the session hands it to the replay). It follows the SokobanPlay: any
// change of the position, or another level, drops the hint and the search: they are about the
// position they were asked on.
//
// The solver knows only the standard rules (one box a push). Its solutions play by either
// rule; with train push on, what it cannot solve is said to be so by the standard rules only.
//
// A hard level may need longer than a player waits for a hint: past hintLimit the search goes
// on in the background (stillSearching) up to the solver's timeLimit and memory limit. A hint
// found then is shown when it comes; a solution is offered (offersSolution) rather than played
// over a board the player may be looking at.
class SokobanAssistant : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of SokobanSession: session.assist")

    // The solver at work (running, progressText).
    Q_PROPERTY(tessera::SokobanSolverRunner *solver READ solver CONSTANT)
    // What the solver works on for this session now: NoTask, HintTask or SolveTask.
    Q_PROPERTY(Task task READ task NOTIFY taskChanged)
    // The last hint, for the position shown. hasHint: a push to make (the box at hintBox,
    // pushed in hintDirection, a Direction, to hintTarget). hintText says it in
    // words, or why there is no push: lost (hintLost; hintUndos undos lead back to a position
    // that can be solved, -1 when not known), or not decided in time.
    Q_PROPERTY(bool hasHint READ hasHint NOTIFY hintChanged)
    Q_PROPERTY(int hintBoxX READ hintBoxX NOTIFY hintChanged)
    Q_PROPERTY(int hintBoxY READ hintBoxY NOTIFY hintChanged)
    Q_PROPERTY(int hintTargetX READ hintTargetX NOTIFY hintChanged)
    Q_PROPERTY(int hintTargetY READ hintTargetY NOTIFY hintChanged)
    Q_PROPERTY(tessera::QmlDirection::Value hintDirection READ hintDirection NOTIFY hintChanged)
    Q_PROPERTY(int hintPushesLeft READ hintPushesLeft NOTIFY hintChanged)
    Q_PROPERTY(QString hintText READ hintText NOTIFY hintChanged)
    Q_PROPERTY(bool hintLost READ hintLost NOTIFY hintChanged)
    Q_PROPERTY(int hintUndos READ hintUndos NOTIFY hintChanged)
    // A solution found in the background waits for the player: hintText says so and
    // playOfferedSolution() replays it.
    Q_PROPERTY(bool offersSolution READ offersSolution NOTIFY hintChanged)
    // Seconds a Hint or Solve searches before the screen says it goes on in the background; 0
    // or less: in the background from the start. The whole search stops at solver.timeLimit.
    Q_PROPERTY(double hintLimit READ hintLimit WRITE setHintLimit NOTIFY hintLimitChanged)
    // The search went past hintLimit and goes on in the background.
    Q_PROPERTY(bool stillSearching READ stillSearching NOTIFY stillSearchingChanged)

public:
    enum Task
    {
        NoTask,
        HintTask,
        SolveTask
    };
    Q_ENUM(Task)

    // `progress` tells whether the level's best was made with train push (for a hint's words).
    SokobanAssistant(SokobanPlay *play, const SokobanProgress *progress, QObject *parent);

    // Asks the solver for the next push from the position shown; the answer comes as
    // hintChanged. When the position is lost, the hint says how many undos lead back to one
    // that can be solved (undoToSolvable() takes them).
    Q_INVOKABLE void requestHint();
    // Asks the solver for a whole solution from here and replays it, animated (the replay bar
    // steps and pauses it; undo takes the moves back). A notice when there is none.
    Q_INVOKABLE void requestSolve();
    // Stops a Hint or Solve still searching. False when none was.
    Q_INVOKABLE bool cancel();
    // Puts the hint away (Esc). False when none was shown.
    Q_INVOKABLE bool dismissHint();
    // Takes the undos the last hint counted back to a solvable position.
    Q_INVOKABLE bool undoToSolvable();
    // Replays the solution found in the background, as Solve does. False when none is offered.
    Q_INVOKABLE bool playOfferedSolution();
    // The position changed (or another level opened): the hint and the search are dropped.
    void positionChanged();

    SokobanSolverRunner *solver() const { return m_solver; }
    Task task() const { return m_task; }
    bool hasHint() const { return m_hintBox >= 0; }
    int hintBoxX() const;
    int hintBoxY() const;
    int hintTargetX() const;
    int hintTargetY() const;
    QmlDirection::Value hintDirection() const { return QmlDirection::fromCore(m_hintDirection); }
    int hintPushesLeft() const { return m_hintPushesLeft; }
    QString hintText() const { return m_hintText; }
    bool hintLost() const { return m_hintLost; }
    int hintUndos() const { return m_hintUndos; }
    bool offersSolution() const { return !m_offeredSolution.empty(); }
    double hintLimit() const { return m_hintLimit; }
    void setHintLimit(double seconds);
    bool stillSearching() const { return m_stillSearching; }

signals:
    void taskChanged();
    void hintChanged();
    void hintLimitChanged();
    void stillSearchingChanged();
    // For the player (the session shows it).
    void notice(const QString &message);
    // A search starts: whatever plays for the player (a replay) stops.
    void searchStarting();
    // A solution from the position shown (LURD letters) to replay, as Solve's answer.
    void solutionFound(const std::string &steps);

private:
    void setTask(Task task);
    void setStillSearching(bool still);
    // A search started for `task`: in the foreground until hintLimit passes.
    void started(Task task);
    void onSolverFinished();
    void showSolveAnswer(const sokoban::SolverResult &result);
    void showHintAnswer(const sokoban::SolverResult &result);
    void offerSolution(const sokoban::SolverResult &result);
    void clearHint();
    void setHint(int box, int target, Direction d, int pushesLeft, const QString &text, bool lost,
                 int undos);
    // Whatever runs for the player is stopped before a search starts.
    bool prepareRequest();
    // What the solver found (`why`), said as judged by the standard rules while train push is on.
    static QString trainPushCaveat(const QString &why);

    SokobanPlay *m_play;
    const SokobanProgress *m_progress;
    SokobanSolverRunner *m_solver;
    Task m_task = NoTask;
    int m_hintBox = -1;
    int m_hintTarget = -1;
    Direction m_hintDirection = Direction::Down;
    int m_hintPushesLeft = 0;
    QString m_hintText;
    bool m_hintLost = false;
    int m_hintUndos = -1;
    std::string m_offeredSolution;
    double m_hintLimit;
    bool m_stillSearching = false;
    QTimer m_hintTimer;
};

} // namespace tessera
