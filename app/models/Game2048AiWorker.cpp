#include "Game2048AiWorker.h"

namespace tessera {

void Game2048AiWorker::analyse(quint64 requestId, const game2048::Board &board,
                               const CancelFlag &cancel)
{
    int direction = -1;
    int depthDone = 0;
    const int target = game2048::automaticDepth(board);
    for (int depth = 1; depth <= target; ++depth) {
        // Depth 1 takes microseconds and always runs, so a budget that ran out before the
        // worker even started still gives a move; -1 then only ever means "no move".
        if (depth > 1 && cancel && cancel->load())
            break;
        game2048::AiOptions options;
        options.depth = depth;
        options.cancel = depth > 1 ? cancel.get() : nullptr;
        const game2048::MoveAnalysis analysis = m_ai.analyse(board, options);
        if (analysis.cancelled)
            break;
        if (!analysis.best)
            break; // no move changes the board: deeper will not find one either
        direction = static_cast<int>(*analysis.best);
        depthDone = depth;
    }
    emit analysed(requestId, direction, depthDone);
}

} // namespace tessera
