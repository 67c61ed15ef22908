// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "FifteenAssistant.h"

#include "ServiceBinding.h"
#include "fifteen/Board.h"
#include "fifteen/solver/FifteenSolver.h"

#include <algorithm>
#include <chrono>
#include <variant>

namespace tessera {

namespace {

struct FifteenAnswer
{
    std::vector<Direction> moves; // empty: solved already, or no solution
    bool optimal = false;         // proven shortest
};

// On the worker: solves the position (tiles in reading order, 0 the empty cell) within
// `timeLimitMs` (0 or less: to the end), over `tables` when they are for this size. A cancelled
// search still answers, with the fast solution.
FifteenAnswer solveFifteen(const std::vector<int> &tiles, int width, int height, int timeLimitMs,
                           const std::shared_ptr<const fifteen::PatternDatabase> &tables,
                           const std::atomic<bool> *cancel)
{
    fifteen::SolveOptions options;
    if (timeLimitMs > 0)
        options.timeLimit = std::chrono::milliseconds(timeLimitMs);
    options.cancel = cancel;
    options.tables = tables;
    const fifteen::Result<fifteen::SolveResult> result =
        fifteen::solve(tiles, width, height, options);
    FifteenAnswer answer;
    if (const auto *solved = std::get_if<fifteen::SolveResult>(&result)) {
        answer.moves = solved->moves;
        answer.optimal = solved->optimal;
    }
    return answer;
}

} // namespace

FifteenAssistant::FifteenAssistant(QObject *parent)
    : GameAssistant(QStringLiteral("Fifteen solver"), parent)
{}

FifteenAssistant::~FifteenAssistant() = default;

void FifteenAssistant::setModel(FifteenSession *model)
{
    if (model == m_model)
        return;
    stopSolving();
    cancelRequest();
    rebindService(m_model, model, this, [this](FifteenSession *m) {
        connect(m, &FifteenSession::stateChanged, this, &FifteenAssistant::onBoardChanged);
        connect(m, &FifteenSession::sizeChanged, this, &FifteenAssistant::onBoardChanged);
    });
    m_plan = Plan();
    setHint(0, -1, false, -1);
    emit modelChanged();
}

void FifteenAssistant::setTables(FifteenTables *tables)
{
    if (tables == m_tables)
        return;
    m_tables = tables;
    // Tables read earlier come back at once, so even the first hint can be the shortest.
    if (m_tables)
        m_tables->prepareIfCached();
    emit tablesChanged();
}

std::vector<int> FifteenAssistant::currentTiles() const
{
    return m_model ? m_model->game().board().tiles() : std::vector<int>();
}

int FifteenAssistant::planIndex() const
{
    if (!m_model || m_plan.boards.empty())
        return -1;
    const std::vector<int> tiles = currentTiles();
    const auto at = std::find(m_plan.boards.begin(), m_plan.boards.end(), tiles);
    return at == m_plan.boards.end() ? -1 : static_cast<int>(at - m_plan.boards.begin());
}

std::shared_ptr<const fifteen::PatternDatabase> FifteenAssistant::tablesFor(int width, int height)
{
    if (!m_tables)
        return nullptr;
    const fifteen::PatternPartition &partition = m_tables->cache().partition();
    if (partition.width != width || partition.height != height)
        return nullptr;
    // First use: load or build them in the background; this answer goes without.
    m_tables->prepare();
    return m_tables->tables();
}

void FifteenAssistant::setSolving(bool solving)
{
    if (solving == m_solving)
        return;
    m_solving = solving;
    emit solvingChanged();
}

void FifteenAssistant::setHint(int tile, int direction, bool optimal, int movesLeft)
{
    std::vector<int> tiles = tile != 0 ? currentTiles() : std::vector<int>();
    const std::optional<QmlDirection::Value> hint =
        tile != 0 && direction >= 0 ? std::optional(static_cast<QmlDirection::Value>(direction))
                                    : std::nullopt;
    if (tile == m_hintTile && hint == m_hintDirection && optimal == m_hintOptimal &&
        movesLeft == m_movesLeft && tiles == m_hintTiles)
        return;
    m_hintTile = tile;
    m_hintTiles = std::move(tiles);
    m_hintDirection = hint;
    m_hintOptimal = optimal;
    m_movesLeft = movesLeft;
    emit hintChanged();
}

void FifteenAssistant::request(Purpose purpose)
{
    cancelRequest();
    if (!m_model)
        return;
    const fifteen::Board &board = m_model->game().board();
    const std::vector<int> tiles = board.tiles();
    const int width = board.width();
    const int height = board.height();
    const int limit = width * height <= unlimitedUpToCells ? 0
                      : purpose == Purpose::Hint           ? hintTimeLimitMs
                                                           : solveTimeLimitMs;
    const std::shared_ptr<const fifteen::PatternDatabase> tables = tablesFor(width, height);
    startSearch(purpose, [this, tiles, width, height, limit,
                          tables](const BackgroundSearch::Context &context) {
        const FifteenAnswer answer =
            solveFifteen(tiles, width, height, limit, tables, context.cancelFlag());
        return std::function<void()>([this, answer] { onSolved(answer.moves, answer.optimal); });
    });
}

void FifteenAssistant::cancelRequest()
{
    dropSearch();
}

void FifteenAssistant::onSolved(const std::vector<Direction> &moves, bool optimal)
{
    if (!takeAnswer() || !m_model)
        return;

    // The positions along the new solution, checked move by move with the rules.
    const fifteen::Board &shown = m_model->game().board();
    const fifteen::Result<fifteen::Board> start =
        fifteen::Board::fromTiles(shown.width(), shown.height(), requestPosition());
    Plan plan;
    plan.optimal = optimal;
    if (const auto *board = std::get_if<fifteen::Board>(&start)) {
        fifteen::Board at = *board;
        plan.boards.push_back(at.tiles());
        for (const Direction move : moves) {
            if (!at.move(move)) {
                plan = Plan();
                break;
            }
            plan.moves.push_back(static_cast<int>(move));
            plan.boards.push_back(at.tiles());
        }
        if (!plan.boards.empty() && !at.isSolved())
            plan = Plan();
    }
    const int index = planIndex();
    const int left = index >= 0 ? static_cast<int>(m_plan.moves.size()) - index : -1;
    const bool keepOld =
        left >= 0 &&
        (plan.boards.empty() || (!plan.optimal && static_cast<int>(plan.moves.size()) > left));
    if (!keepOld)
        m_plan = std::move(plan);

    showHintFromPlan();
    if (purpose() == Purpose::Play && m_solving)
        scheduleMove(0);
}

void FifteenAssistant::showHintFromPlan()
{
    const int index = planIndex();
    if (!m_model || index < 0 || index >= static_cast<int>(m_plan.moves.size())) {
        setHint(0, -1, false, -1);
        return;
    }
    const int direction = m_plan.moves[static_cast<std::size_t>(index)];
    const std::optional<fifteen::Move> move =
        m_model->game().board().moveFor(static_cast<Direction>(direction));
    setHint(move ? move->tile : 0, move ? direction : -1, m_plan.optimal,
            static_cast<int>(m_plan.moves.size()) - index);
}

void FifteenAssistant::onBoardChanged()
{
    if (!m_model || m_playingMove)
        return;
    // stateChanged also tells of the clock and of pausing: what counts is the tiles.
    const std::vector<int> tiles = currentTiles();
    const bool paused = m_model->paused();
    if (thinking() && (paused || tiles != requestPosition()))
        cancelRequest();
    if (m_solving && (paused || tiles != m_solvingTiles))
        stopSolving();
    // A hint is for the board it was given on.
    if (m_hintTile != 0 && (paused || tiles != m_hintTiles))
        setHint(0, -1, false, -1);
}

void FifteenAssistant::requestHint()
{
    if (!m_model || m_solving || m_model->solved() || m_model->paused())
        return;
    const int index = planIndex();
    if (index >= 0 && index < static_cast<int>(m_plan.moves.size()) && m_plan.optimal) {
        showHintFromPlan(); // the kept solution is already the best there is
        return;
    }
    if (thinkingFor(Purpose::Hint) && requestIsCurrent())
        return; // on its way
    request(Purpose::Hint);
}

void FifteenAssistant::clearHint()
{
    if (thinkingFor(Purpose::Hint))
        cancelRequest();
    setHint(0, -1, false, -1);
}

bool FifteenAssistant::startSolving()
{
    if (m_solving)
        return true;
    if (!m_model || m_model->solved() || m_model->paused())
        return false;
    setSolving(true);
    m_solvingTiles = currentTiles();
    const int index = planIndex();
    if (index >= 0 && index < static_cast<int>(m_plan.moves.size()) && m_plan.optimal) {
        showHintFromPlan();
        scheduleMove(0);
    } else {
        request(Purpose::Play);
    }
    return true;
}

void FifteenAssistant::stopSolving()
{
    if (!m_solving)
        return;
    stopMoves();
    if (thinkingFor(Purpose::Play))
        cancelRequest();
    setSolving(false);
}

void FifteenAssistant::toggleSolving()
{
    if (m_solving)
        stopSolving();
    else
        startSolving();
}

void FifteenAssistant::playNextMove()
{
    if (!m_solving || !m_model)
        return;
    const int index = planIndex();
    if (index < 0 || index >= static_cast<int>(m_plan.moves.size()) || m_model->paused()) {
        stopSolving();
        return;
    }
    // A game the computer finished is not the player's record.
    m_model->markAssisted();
    m_playingMove = true;
    const bool moved = m_model->move(
        static_cast<QmlDirection::Value>(m_plan.moves[static_cast<std::size_t>(index)]));
    m_playingMove = false;
    m_solvingTiles = currentTiles();
    if (!moved) {
        stopSolving();
        return;
    }
    showHintFromPlan();
    if (m_model->solved()) {
        setSolving(false);
        setHint(0, -1, false, -1);
        emit solveFinished();
        return;
    }
    scheduleMove(moveIntervalMs());
}

} // namespace tessera
