#include "FifteenSolverWorker.h"

#include "fifteen/solver/FifteenSolver.h"

#include <chrono>
#include <variant>

namespace tessera {

void FifteenSolverWorker::solve(quint64 requestId, const std::vector<int> &tiles, int width,
                                int height, int timeLimitMs,
                                const std::shared_ptr<const fifteen::PatternDatabase> &tables,
                                const CancelFlag &cancel)
{
    fifteen::SolveOptions options;
    if (timeLimitMs > 0)
        options.timeLimit = std::chrono::milliseconds(timeLimitMs);
    options.cancel = cancel.get();
    options.tables = tables;
    const fifteen::Result<fifteen::SolveResult> result =
        fifteen::solve(tiles, width, height, options);
    QVector<int> moves;
    bool optimal = false;
    if (const auto *solved = std::get_if<fifteen::SolveResult>(&result)) {
        moves.reserve(static_cast<int>(solved->moves.size()));
        for (const Direction d : solved->moves)
            moves.append(static_cast<int>(d));
        optimal = solved->optimal;
    }
    emit solved(requestId, moves, optimal);
}

} // namespace tessera
