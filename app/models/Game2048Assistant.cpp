// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game2048Assistant.h"

#include "ServiceBinding.h"

#include <QThread>
#include <algorithm>

namespace tessera {

namespace {

// The shortest time a search gets, even at the fastest pace: depth 1 takes microseconds, so a
// move always comes, and deeper searches fill what is left.
constexpr int minimumBudgetMs = 15;

// Two threads share each search when the machine runs two at once, so that a hint or an autoplay
// move finishes deeper searches within its time (1.2 to 1.5 times the moves per second, see
// docs/ai2048.md). More would help little: the split loses what one cache would share.
[[nodiscard]] int searchThreads()
{
    static const int threads = std::clamp(QThread::idealThreadCount(), 1, 2);
    return threads;
}

// On the worker: searches one ply deeper at a time up to the depth the AI picks for this board,
// so that `cancel` (set when time is up or the answer is no longer wanted) leaves the best move
// of the deepest search that finished. A tessera::Direction as int, -1 when no move changes
// the board.
int analyse(game2048::Expectimax &ai, const game2048::Board &board, const std::atomic<bool> *cancel)
{
    int direction = -1;
    const int target = game2048::automaticDepth(board);
    for (int depth = 1; depth <= target; ++depth) {
        // Depth 1 takes microseconds and always runs, so a budget that ran out before the
        // worker even started still gives a move; -1 then only ever means "no move".
        if (depth > 1 && cancel && cancel->load())
            break;
        game2048::AiOptions options;
        options.depth = depth;
        options.threads = searchThreads();
        options.cancel = depth > 1 ? cancel : nullptr;
        const game2048::MoveAnalysis analysis = ai.analyse(board, options);
        if (analysis.cancelled)
            break;
        if (!analysis.best)
            break; // no move changes the board: deeper will not find one either
        direction = static_cast<int>(*analysis.best);
    }
    return direction;
}

} // namespace

Game2048Assistant::Game2048Assistant(QObject *parent)
    : GameAssistant(QStringLiteral("2048 AI"), parent)
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        // Time is up: the worker answers with the deepest search it finished.
        cancelSearch();
    });
}

Game2048Assistant::~Game2048Assistant() = default;

void Game2048Assistant::setModel(Game2048Session *model)
{
    if (model == m_model)
        return;
    stopAutoplay();
    cancelRequest();
    rebindService(m_model, model, this, [this](Game2048Session *m) {
        connect(m, &Game2048Session::stateChanged, this, &Game2048Assistant::onBoardChanged);
    });
    setHint(-1, false);
    emit modelChanged();
}

std::vector<int> Game2048Assistant::position() const
{
    return m_model ? std::vector<int>{m_model->boardVersion()} : std::vector<int>();
}

void Game2048Assistant::setHint(int direction, bool ready)
{
    const std::optional<QmlDirection::Value> hint =
        direction < 0 ? std::nullopt : std::optional(static_cast<QmlDirection::Value>(direction));
    if (hint == m_hintDirection && ready == m_hintReady)
        return;
    m_hintDirection = hint;
    m_hintReady = ready;
    emit hintChanged();
}

void Game2048Assistant::request(Purpose purpose, int budgetMs)
{
    cancelRequest();
    if (!m_model)
        return;
    const game2048::Board board = m_model->game().board();
    startSearch(purpose, [this, ai = m_ai, board](const BackgroundSearch::Context &context) {
        const int direction = analyse(*ai, board, context.cancelFlag());
        return std::function<void()>([this, direction] { onAnalysed(direction); });
    });
    m_deadline.start(std::max(minimumBudgetMs, budgetMs));
}

void Game2048Assistant::cancelRequest()
{
    dropSearch();
    m_deadline.stop();
}

void Game2048Assistant::onAnalysed(int direction)
{
    m_deadline.stop();
    if (!takeAnswer() || !m_model)
        return;
    if (purpose() == Purpose::Hint) {
        m_hintVersion = m_model->boardVersion();
        setHint(direction, true);
        return;
    }
    if (!m_autoplaying)
        return;
    if (direction < 0) {
        stopAutoplay();
        emit autoplayFinished();
        return;
    }
    m_plannedDirection = direction;
    // Keep the pace: the search ran while the last move was shown.
    const qint64 wait = m_sinceLastMove.isValid()
                            ? std::max<qint64>(0, moveIntervalMs() - m_sinceLastMove.elapsed())
                            : 0;
    scheduleMove(static_cast<int>(wait));
}

void Game2048Assistant::playNextMove()
{
    if (!m_autoplaying || !m_model || m_plannedDirection < 0 || !requestIsCurrent())
        return;
    const auto direction = static_cast<QmlDirection::Value>(m_plannedDirection);
    m_plannedDirection = -1;
    m_model->markAssisted();
    m_sinceLastMove.start();
    // The move changes the board: onBoardChanged asks for the next one.
    if (m_model->move(direction)) {
        ++m_autoplayMoves;
        emit autoplayMovesChanged();
    } else {
        stopAutoplay();
    }
}

void Game2048Assistant::onBoardChanged()
{
    if (!m_model)
        return;
    if (m_hintReady && m_model->boardVersion() != m_hintVersion)
        setHint(-1, false);
    if (thinking() && !requestIsCurrent()) {
        cancelRequest();
        if (purpose() == Purpose::Hint)
            setHint(-1, false);
    }
    if (!m_autoplaying)
        return;
    if (m_model->over() || m_model->won()) {
        stopAutoplay();
        emit autoplayFinished();
        return;
    }
    // A new board (not just a flag of the game): look for the next move.
    if (!movePending() && !thinking() && !requestIsCurrent())
        request(Purpose::Play, moveIntervalMs() - 5);
}

void Game2048Assistant::requestHint()
{
    if (!m_model || m_autoplaying)
        return;
    if (m_hintReady && m_hintVersion == m_model->boardVersion())
        return; // already answered for this board
    setHint(-1, false);
    request(Purpose::Hint, hintBudgetMs);
}

void Game2048Assistant::clearHint()
{
    if (thinkingFor(Purpose::Hint))
        cancelRequest();
    setHint(-1, false);
}

bool Game2048Assistant::startAutoplay()
{
    if (m_autoplaying)
        return true;
    if (!m_model || m_model->over() || m_model->won())
        return false;
    clearHint();
    m_autoplaying = true;
    m_autoplayMoves = 0;
    m_sinceLastMove.invalidate();
    emit autoplayingChanged();
    emit autoplayMovesChanged();
    request(Purpose::Play, moveIntervalMs() - 5);
    return true;
}

void Game2048Assistant::stopAutoplay()
{
    if (!m_autoplaying)
        return;
    m_autoplaying = false;
    stopMoves();
    m_plannedDirection = -1;
    if (purpose() == Purpose::Play)
        cancelRequest();
    emit autoplayingChanged();
}

void Game2048Assistant::toggleAutoplay()
{
    if (m_autoplaying)
        stopAutoplay();
    else
        startAutoplay();
}

} // namespace tessera
