// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "BackgroundSearch.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace tessera {

class SokobanPlay;
class SokobanProgress;

// "Optimise my solution" (session.optimiser), as YASC's and JSoko's optimisers: shortens the
// player's own solution of the level shown, by pushes (then moves) or by moves (then pushes),
// with the core's vicinity search (sokoban::optimiseSolution) in a worker thread, so the
// screen goes on while it runs. The solution is the one just played when the level is solved
// by the player, else the best recorded for the metric. A shorter answer is recorded as a
// best, marked optimised (SolutionRecord::optimised), never as played.
//
// One run at a time; cancel() stops it (what it found so far is still kept when shorter). It
// goes on when the player opens another level, and records under the level it started on; a
// new start drops the run before. finished() tells the outcome in words.
class SokobanOptimiser : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of SokobanSession: session.optimiser")

    // There is a solution of the player's to optimise (solved here, or a best recorded).
    Q_PROPERTY(bool available READ available NOTIFY availableChanged)
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    // The metric of the run under way (or the last one).
    Q_PROPERTY(Metric metric READ metric NOTIFY runningChanged)
    // How far it is: "12,345 positions, 1.2 s", and the time used of the limit, 0 to 1.
    Q_PROPERTY(QString progressText READ progressText NOTIFY progressChanged)
    Q_PROPERTY(double fraction READ fraction NOTIFY progressChanged)
    // The most seconds a run takes (default 10).
    Q_PROPERTY(double timeLimit READ timeLimit WRITE setTimeLimit NOTIFY timeLimitChanged)

public:
    enum Metric
    {
        Pushes,
        Moves,
    };
    Q_ENUM(Metric)

    SokobanOptimiser(const SokobanPlay *play, SokobanProgress *progress, QObject *parent);

    // Starts optimising by `metric`; false (and a notice) when there is nothing to optimise.
    Q_INVOKABLE bool start(tessera::SokobanOptimiser::Metric metric);
    // Stops the run; its finished() follows shortly. False when none runs.
    Q_INVOKABLE bool cancel();
    bool available() const;
    bool running() const { return m_running; }
    Metric metric() const { return m_metric; }
    QString progressText() const { return m_progressText; }
    double fraction() const { return m_fraction; }
    double timeLimit() const { return m_timeLimit; }
    void setTimeLimit(double seconds);

signals:
    void availableChanged();
    void runningChanged();
    void progressChanged();
    void timeLimitChanged();
    // The run ended: `shorter` when a shorter solution was recorded; `message` says what
    // happened, for the player.
    void finished(bool shorter, const QString &message);
    // Nothing to optimise, or it cannot be (a train-push solution).
    void notice(const QString &message);

private:
    struct Answer
    {
        bool valid = false;
        bool cancelled = false;
        int movesBefore = 0;
        int pushesBefore = 0;
        int moves = 0;
        int pushes = 0;
        QString lurd;
    };
    void onProgress(quint64 positions, double seconds);
    void onFinished(const Answer &answer);
    void setRunning(bool running);

    const SokobanPlay *m_play;
    SokobanProgress *m_progress;
    QString m_levelKey; // of the run under way
    bool m_running = false;
    Metric m_metric = Pushes;
    QString m_progressText;
    double m_fraction = 0;
    double m_timeLimit = 10;
    // Last, so it is destroyed first: it waits for the worker before the rest goes.
    BackgroundSearch m_search{QStringLiteral("Sokoban optimiser")};
};

} // namespace tessera
