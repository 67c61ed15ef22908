// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "ProgressStore.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

namespace tessera {

class SokobanPlay;

// The progress of the level shown (session.progress): whether it was ever solved and the best
// results, from the ProgressStore under the level's identity (setLevelKey), and what recording
// the solution just made on the SokobanPlay answered. A solve by Solve's replay is the
// solver's, not the player's: it marks nothing solved and sets no best.
class SokobanProgress : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of SokobanSession: session.progress")

    Q_PROPERTY(bool solvedBefore READ solvedBefore NOTIFY changed)
    Q_PROPERTY(int bestMoves READ bestMoves NOTIFY changed)   // 0: none yet
    Q_PROPERTY(int bestPushes READ bestPushes NOTIFY changed) // 0: none yet
    Q_PROPERTY(bool hasBestSolution READ hasBestSolution NOTIFY changed)
    // The best by moves was made with train push (and is replayed with it).
    Q_PROPERTY(bool bestByTrainPush READ bestByTrainPush NOTIFY changed)
    // What recording the solution just made answered (valid while solved).
    Q_PROPERTY(bool firstSolve READ firstSolve NOTIFY changed)
    Q_PROPERTY(bool newBestMoves READ newBestMoves NOTIFY changed)
    Q_PROPERTY(bool newBestPushes READ newBestPushes NOTIFY changed)
    // Solved by Solve's replay: the solver's solution, not recorded as the player's.
    Q_PROPERTY(bool solvedBySolver READ solvedBySolver NOTIFY changed)
    // The best by moves, by pushes, is the optimiser's shortening of a solution of the player's.
    Q_PROPERTY(bool bestMovesOptimised READ bestMovesOptimised NOTIFY changed)
    Q_PROPERTY(bool bestPushesOptimised READ bestPushesOptimised NOTIFY changed)

public:
    SokobanProgress(const SokobanPlay *play, QObject *parent);

    // The store the session was given; its changes of this level are this object's (changed()).
    void setStore(ProgressStore *store);
    // Another level is shown, stored under `key` (empty: none): nothing recorded for it yet.
    void resetForLevel(const QString &key);
    // The best solution recorded for this level (fewest moves, or with `byPushes` fewest
    // pushes), if any.
    [[nodiscard]] std::optional<SolutionRecord> bestSolution(bool byPushes = false) const;
    // The identity the level shown is stored under (empty: none).
    QString levelKey() const { return m_key; }
    // Records the optimiser's shortening of a solution of the player's on the level stored
    // under `key` (marked optimised); changed() follows when it is this level's new best.
    RecordOutcome recordOptimised(const QString &key, int moves, int pushes, const QString &lurd);
    // The level was just solved (`solved`) or left solved (by an undo): records a solve by
    // the player, then tells what changed.
    void solvedChanged(bool solved, bool bySolver);

    bool solvedBefore() const;
    int bestMoves() const;
    int bestPushes() const;
    bool hasBestSolution() const;
    bool bestByTrainPush() const;
    bool firstSolve() const { return m_lastRecord.firstSolve; }
    bool newBestMoves() const { return m_lastRecord.newBestMoves; }
    bool newBestPushes() const { return m_lastRecord.newBestPushes; }
    bool solvedBySolver() const { return m_solvedBySolver; }
    bool bestMovesOptimised() const;
    bool bestPushesOptimised() const;

signals:
    void changed();

private:
    [[nodiscard]] std::optional<LevelProgress> stored() const;

    const SokobanPlay *m_play;
    QPointer<ProgressStore> m_store;
    QString m_key;
    RecordOutcome m_lastRecord;
    bool m_solvedBySolver = false;
};

} // namespace tessera
