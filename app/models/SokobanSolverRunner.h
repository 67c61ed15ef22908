// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "BackgroundSearch.h"
#include "sokoban/Level.h"
#include "sokoban/solver/Solver.h"
#include "sokoban/solver/WayBack.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace tessera {

// The Sokoban solver (core/sokoban/solver) for the app: solves one position in a worker thread
// and reports back on the thread that owns the runner, so neither the play screen's Hint/Solve
// nor the editor's "Check solvable" ever blocks the GUI.
//
// One solve at a time: start() while a solve runs cancels that one (its answer is dropped) and
// starts the new one. cancel() raises the solver's cancel flag, which it polls throughout, so
// the answer (Cancelled) comes promptly. The worker thread is a BackgroundSearch: destroying
// the runner cancels and waits for it, so it is safe at any moment.
//
// The answer: finished() once per start(), with the same values in the result properties
// (which stay until the next start()); result() gives C++ callers the whole SolverResult (the
// pushes one by one, the deadlock and its cells).
class SokobanSolverRunner : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    // A solve is under way (from start() until its finished()).
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    // How far the running solve is, for a spinner's label: "12,345 positions, 1.2 s".
    Q_PROPERTY(QString progressText READ progressText NOTIFY progressTextChanged)
    // Wall-clock limit of a solve in seconds; 0 or less means none. Applies from the next
    // start().
    Q_PROPERTY(double timeLimit READ timeLimit WRITE setTimeLimit NOTIFY timeLimitChanged)

    // The last solve's answer (hasResult false before the first one ends).
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(Status status READ status NOTIFY resultChanged)
    // solverStatusName(): "solved", "unsolvable", "timeout", "cancelled", ...
    Q_PROPERTY(QString statusName READ statusName NOTIFY resultChanged)
    // Solved: the whole solution from the position solved, LURD (walks lower case).
    Q_PROPERTY(QString solution READ solution NOTIFY resultChanged)
    Q_PROPERTY(int pushes READ pushes NOTIFY resultChanged)
    Q_PROPERTY(int moves READ moves NOTIFY resultChanged)
    // For a person: why it is unsolvable (the simple deadlock when there is one), why the
    // level is invalid, or what limit stopped the search. Empty when solved.
    Q_PROPERTY(QString reasonText READ reasonText NOTIFY resultChanged)
    // After startWayBack() found the position lost: how many undos lead back to a position
    // that can still be solved; -1 when not known (not asked, not decided, or startLost).
    Q_PROPERTY(int undosToSolvable READ undosToSolvable NOTIFY resultChanged)
    // After startWayBack() found the position lost: the level's start is lost too.
    Q_PROPERTY(bool startLost READ startLost NOTIFY resultChanged)

public:
    // As sokoban::SolverStatus.
    enum Status
    {
        Solved,
        Unsolvable,
        TimedOut,
        Cancelled,
        MemoryLimit,
        InvalidLevel,
    };
    Q_ENUM(Status)

    explicit SokobanSolverRunner(QObject *parent = nullptr);
    ~SokobanSolverRunner() override;

    // Everything but the time limit (which timeLimit sets): memory, weights, pruning.
    const sokoban::SolverOptions &options() const { return m_options; }
    void setOptions(const sokoban::SolverOptions &options);

    // Solves the position in `position` (its boxes and player: a level's start, or
    // Game::toLevel() of a position in play). Returns at once.
    void start(const sokoban::Level &position);
    // The first level of XSB text (QML callers, e.g. a level as the editor writes it). Text
    // without a level finishes at once with InvalidLevel; returns false then.
    Q_INVOKABLE bool startText(const QString &xsb);
    // What a Hint asks (sokoban::solveWithWayBack): solves the position `lurd` leads to from
    // `start` and, when it is lost, finds how many undos lead back to a solvable one
    // (undosToSolvable). The time limit is for the whole.
    void startWayBack(const sokoban::Level &start, const std::string &lurd,
                      sokoban::GameOptions rules = {});
    // Stops the running solve; its finished() (Cancelled) follows shortly. Nothing otherwise.
    Q_INVOKABLE void cancel();

    bool running() const { return m_running; }
    QString progressText() const { return m_progressText; }
    double timeLimit() const { return m_options.timeLimitSeconds; }
    void setTimeLimit(double seconds);

    bool hasResult() const { return m_result.has_value(); }
    const std::optional<sokoban::SolverResult> &result() const { return m_result; }
    Status status() const;
    QString statusName() const;
    QString solution() const;
    int pushes() const { return m_result ? m_result->pushCount() : 0; }
    int moves() const { return m_result ? m_result->moveCount() : 0; }
    QString reasonText() const;
    int undosToSolvable() const { return m_undos ? *m_undos : -1; }
    bool startLost() const { return m_startLost; }

    // "A box is stuck in a corner"... : a deadlock in words for the player.
    static QString deadlockText(sokoban::DeadlockKind kind);

signals:
    void runningChanged();
    void progressTextChanged();
    void timeLimitChanged();
    void resultChanged();
    // One per start(), after the result properties changed.
    void finished(tessera::SokobanSolverRunner::Status status, const QString &solution, int pushes,
                  int moves, const QString &reasonText);

private:
    using Job = std::function<sokoban::WayBackResult(const std::atomic<bool> *cancel,
                                                     const sokoban::SolverProgressCallback &)>;

    // Runs `job` in the worker, replacing any job running.
    void run(Job job);
    void onProgress(const sokoban::SolverProgress &progress);
    void onSolved(const sokoban::WayBackResult &result);
    void setRunning(bool running);
    void setProgressText(const QString &text);

    sokoban::SolverOptions m_options;
    double m_runTimeLimit = 0; // of the solve whose answer is in m_result
    bool m_running = false;
    QString m_progressText;
    std::optional<sokoban::SolverResult> m_result;
    std::optional<int> m_undos;
    bool m_startLost = false;
    // Last, so it is destroyed first: it waits for the worker before the rest goes.
    BackgroundSearch m_search{QStringLiteral("Sokoban solver")};
};

} // namespace tessera
