#pragma once

#include "fifteen/solver/PatternDatabase.h"

#include <QObject>
#include <QVector>
#include <atomic>
#include <memory>
#include <vector>

namespace tessera {

// The Fifteen solver's side of FifteenAssistant's worker thread: it runs fifteen::solve() for
// one request at a time. It lives in that thread and is only reached through queued calls.
class FifteenSolverWorker : public QObject
{
    Q_OBJECT
public:
    using CancelFlag = std::shared_ptr<std::atomic<bool>>;

    // Solves the position (tiles in reading order, 0 the empty cell) within `timeLimitMs` (0 or
    // less: searched to the end), over `tables` when they are for this size. Emits solved() in
    // any case; a cancelled search still answers, with the fast solution.
    void solve(quint64 requestId, const std::vector<int> &tiles, int width, int height,
               int timeLimitMs, const std::shared_ptr<const fifteen::PatternDatabase> &tables,
               const CancelFlag &cancel);

signals:
    // `moves`: tessera::Direction values, the way each tile slides; empty when the position is
    // solved or has no solution. `optimal`: proven shortest.
    void solved(quint64 requestId, const QVector<int> &moves, bool optimal);
};

} // namespace tessera
