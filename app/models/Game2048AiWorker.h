#pragma once

#include "game2048/Board.h"
#include "game2048/ai/Expectimax.h"

#include <QObject>
#include <atomic>
#include <memory>

namespace tessera {

// The 2048 AI's side of the worker thread: it owns one Expectimax (whose caches carry over
// from move to move, as Autoplay wants) and answers one request at a time. It lives in a
// QThread of Game2048Assistant and is only reached through queued calls.
class Game2048AiWorker : public QObject
{
    Q_OBJECT
public:
    using CancelFlag = std::shared_ptr<std::atomic<bool>>;

    // Searches one ply deeper at a time up to the depth the AI picks for this board, so that
    // `cancel` (set by the assistant when time is up or the answer is no longer wanted) leaves
    // the best move of the deepest search that finished. Emits analysed() in any case.
    void analyse(quint64 requestId, const game2048::Board &board, const CancelFlag &cancel);

signals:
    // `direction` is a tessera::Direction as int, -1 when no move changes the board; `depth` is
    // the depth it comes from (1 at least: the first ply is searched even when cancelled).
    void analysed(quint64 requestId, int direction, int depth);

private:
    game2048::Expectimax m_ai;
};

} // namespace tessera
