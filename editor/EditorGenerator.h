// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>
#include <optional>
#include <thread>

namespace tessera {

// The editor's "Generate" (after YASC's YASGen): places boxes and the player on the walls and
// goals of the level being edited so that it is as hard as can be found in the time given
// (sokoban::LevelGenerator, on a thread of its own). The best level proven so far is offered
// as it improves (rows for a LevelPreview, and its figures); take() gives it to the editor.
class EditorGenerator : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    // 0 to 1: the share of the time limit used.
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    Q_PROPERTY(bool hasCandidate READ hasCandidate NOTIFY candidateChanged)
    Q_PROPERTY(QStringList candidateRows READ candidateRows NOTIFY candidateChanged)
    Q_PROPERTY(int candidatePushes READ candidatePushes NOTIFY candidateChanged)
    Q_PROPERTY(int candidateMoves READ candidateMoves NOTIFY candidateChanged)
    Q_PROPERTY(int candidateBoxChanges READ candidateBoxChanges NOTIFY candidateChanged)
    // Why the last run gave nothing (a layout without goals...), in the player's language.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)

public:
    explicit EditorGenerator(QObject *parent = nullptr);
    ~EditorGenerator() override;

    // Starts on the walls and goals of `layoutXsb` (the editor's levelText()); a run still going
    // is cancelled first. False, with `message` set, when the text holds no level.
    Q_INVOKABLE bool start(const QString &layoutXsb, double seconds, qulonglong seed = 1);
    Q_INVOKABLE void cancel();
    // The best level as XSB, titled like the layout; empty when there is none.
    Q_INVOKABLE QString candidateText() const;

    bool running() const { return m_running; }
    double progress() const { return m_progress; }
    bool hasCandidate() const { return m_candidate.has_value(); }
    QStringList candidateRows() const { return m_rows; }
    int candidatePushes() const { return m_pushes; }
    int candidateMoves() const { return m_moves; }
    int candidateBoxChanges() const { return m_boxChanges; }
    QString message() const { return m_message; }

signals:
    void runningChanged();
    void progressChanged();
    void candidateChanged();
    void messageChanged();
    // The run ended (done, time up or cancelled).
    void finished();

private:
    void stopWorker();
    void setMessage(const QString &message);
    void offer(const sokoban::Level &level, int pushes, int moves, int boxChanges);

    std::thread m_worker;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    int m_run = 0; // reports from an older run are dropped
    bool m_running = false;
    double m_progress = 0;
    std::optional<sokoban::Level> m_candidate;
    sokoban::Level m_layout;
    QStringList m_rows;
    int m_pushes = 0;
    int m_moves = 0;
    int m_boxChanges = 0;
    QString m_message;
};

} // namespace tessera
