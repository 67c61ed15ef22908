// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanAssistant.h"

#include "SokobanBoardModel.h"
#include "SokobanBoxModel.h"
#include "SokobanPlay.h"
#include "SokobanProgress.h"

#include <chrono>

namespace tessera {

namespace {
// What a player waits for a hint before being told the search goes on in the background.
constexpr double defaultHintLimitSeconds = 10;
// The background search's bound: long enough for the hard classic levels the solver can
// solve at all, short enough that a forgotten search does not hold a core for good.
constexpr double backgroundLimitSeconds = 300;
} // namespace

SokobanAssistant::SokobanAssistant(SokobanPlay *play, const SokobanProgress *progress,
                                   QObject *parent)
    : QObject(parent), m_play(play), m_progress(progress), m_solver(new SokobanSolverRunner(this)),
      m_hintLimit(defaultHintLimitSeconds)
{
    connect(play, &SokobanPlay::positionChanged, this, &SokobanAssistant::positionChanged);
    connect(play, &SokobanPlay::levelStarted, this, &SokobanAssistant::positionChanged);
    m_solver->setTimeLimit(backgroundLimitSeconds);
    m_hintTimer.setSingleShot(true);
    connect(&m_hintTimer, &QTimer::timeout, this, [this] { setStillSearching(true); });
    connect(m_solver, &SokobanSolverRunner::finished, this, &SokobanAssistant::onSolverFinished);
}

void SokobanAssistant::setHintLimit(double seconds)
{
    if (seconds == m_hintLimit)
        return;
    m_hintLimit = seconds;
    emit hintLimitChanged();
}

bool SokobanAssistant::prepareRequest()
{
    // Hint and Solve are for the forward game: reverse mode gives way, whoever asks.
    m_play->leaveReverse();
    const sokoban::Game *game = m_play->game();
    if (!game || game->isSolved())
        return false;
    emit searchStarting();
    m_play->clearQueue();
    clearHint();
    return true;
}

void SokobanAssistant::requestHint()
{
    if (!prepareRequest())
        return;
    const sokoban::Level *level = m_play->level();
    if (!level)
        return;
    const sokoban::Game *game = m_play->game();
    sokoban::GameOptions rules;
    rules.trainPush = game->trainPush();
    m_solver->startWayBack(*level, game->lurd(), rules);
    started(HintTask);
}

void SokobanAssistant::requestSolve()
{
    if (!prepareRequest())
        return;
    m_solver->start(m_play->game()->toLevel());
    started(SolveTask);
}

void SokobanAssistant::started(Task task)
{
    setTask(task);
    setStillSearching(m_hintLimit <= 0);
    if (!m_stillSearching)
        m_hintTimer.start(std::chrono::milliseconds(qRound64(m_hintLimit * 1000)));
}

bool SokobanAssistant::cancel()
{
    if (m_task == NoTask)
        return false;
    // The runner drops the answer of the solve it cancels only when another starts, so the
    // task is forgotten here: onSolverFinished ignores what comes with no task.
    setTask(NoTask);
    m_solver->cancel();
    return true;
}

bool SokobanAssistant::dismissHint()
{
    if (m_hintText.isEmpty())
        return false;
    clearHint();
    return true;
}

bool SokobanAssistant::playOfferedSolution()
{
    if (m_offeredSolution.empty())
        return false;
    const std::string solution = m_offeredSolution;
    clearHint();
    emit solutionFound(solution);
    return true;
}

bool SokobanAssistant::undoToSolvable()
{
    if (m_hintUndos <= 0)
        return false;
    return m_play->stepHistory(-m_hintUndos) > 0;
}

void SokobanAssistant::positionChanged()
{
    clearHint();
    cancel();
}

void SokobanAssistant::setTask(Task task)
{
    if (task == m_task)
        return;
    m_task = task;
    if (task == NoTask) {
        m_hintTimer.stop();
        setStillSearching(false);
    }
    emit taskChanged();
}

void SokobanAssistant::setStillSearching(bool still)
{
    if (still == m_stillSearching)
        return;
    m_stillSearching = still;
    emit stillSearchingChanged();
}

namespace {

QString directionWord(Direction d)
{
    switch (d) {
    case Direction::Left:
        return SokobanAssistant::tr("left");
    case Direction::Up:
        return SokobanAssistant::tr("up");
    case Direction::Right:
        return SokobanAssistant::tr("right");
    case Direction::Down:
        return SokobanAssistant::tr("down");
    }
    return QString();
}

} // namespace

void SokobanAssistant::onSolverFinished()
{
    const Task task = m_task;
    const bool inBackground = m_stillSearching;
    setTask(NoTask);
    const auto &result = m_solver->result();
    if (task == NoTask || !result || !m_play->game())
        return; // cancelled, or the position changed meanwhile
    if (m_solver->status() == SokobanSolverRunner::Cancelled)
        return;
    if (task == SolveTask && inBackground && m_solver->status() == SokobanSolverRunner::Solved)
        offerSolution(*result);
    else if (task == SolveTask)
        showSolveAnswer(*result);
    else
        showHintAnswer(*result);
}

void SokobanAssistant::showSolveAnswer(const sokoban::SolverResult &result)
{
    using S = SokobanSolverRunner;
    const S::Status status = m_solver->status();
    // The solver pushes one box at a time: with train push on it says it judged by the
    // standard rules, and claims nothing about what train pushes can do.
    const bool train = m_play->trainPush();
    if (status == S::Solved && !result.solution.empty()) {
        const int pushes = result.pushCount();
        emit notice(train ? tr("Solved in %n pushes from here by the standard rules, one box a "
                               "push",
                               "", pushes)
                          : tr("Solved in %n pushes from here", "", pushes));
        emit solutionFound(result.solution);
    } else if (status == S::Unsolvable && train) {
        emit notice(trainPushCaveat(m_solver->reasonText()));
    } else if (status == S::Unsolvable) {
        emit notice(tr("This position cannot be solved: %1").arg(m_solver->reasonText()));
    } else {
        emit notice(tr("No solution found: %1").arg(m_solver->reasonText()));
    }
}

void SokobanAssistant::offerSolution(const sokoban::SolverResult &result)
{
    if (result.solution.empty())
        return;
    m_offeredSolution = result.solution;
    const int pushes = result.pushCount();
    setHint(-1, -1, Direction::Down, 0, tr("Found a solution from here: %n pushes.", "", pushes),
            false, -1);
}

void SokobanAssistant::showHintAnswer(const sokoban::SolverResult &result)
{
    using S = SokobanSolverRunner;
    const S::Status status = m_solver->status();
    const bool train = m_play->trainPush();
    if (status == S::Solved) {
        const auto push = result.nextPush();
        if (!push)
            return;
        const Direction d = push->direction;
        const int left = result.pushCount();
        const QString text =
            train ? tr("Push the marked box %1 (%n pushes to go by the standard rules, one box a "
                       "push).",
                       "", left)
                        .arg(directionWord(d))
                  : tr("Push the marked box %1 (%n pushes to go).", "", left).arg(directionWord(d));
        setHint(push->boxFrom, push->boxTo, d, left, text, false, -1);
    } else if (status == S::Unsolvable && train) {
        // Lost by the standard rules only: the undos back to what they can solve are offered,
        // nothing is called unsolvable.
        const int undos = m_solver->startLost() ? -1 : m_solver->undosToSolvable();
        QString why = result.deadlock ? SokobanSolverRunner::deadlockText(result.deadlock->kind)
                                      : tr("This position can no longer be solved");
        if (undos > 0)
            why = tr("%1: %n undos get back to a position they can solve", "", undos).arg(why);
        setHint(-1, -1, Direction::Down, 0, trainPushCaveat(why), undos > 0, undos);
    } else if (status == S::Unsolvable) {
        const int undos = m_solver->undosToSolvable();
        // Why, when it is a simple deadlock; else only that it is lost.
        const QString why = result.deadlock
                                ? SokobanSolverRunner::deadlockText(result.deadlock->kind)
                                : tr("This position can no longer be solved");
        QString text;
        if (m_solver->startLost() && m_progress->bestByTrainPush())
            text = tr("By the standard rules this level cannot be solved, even from its start: "
                      "its best solution was made with train push.");
        else if (m_solver->startLost())
            text = tr("This level cannot be solved, even from its start.");
        else if (undos > 0)
            text = tr("%1: %n undos get back to a solvable position.", "", undos).arg(why);
        else
            text = tr("%1. Undo to get back to a solvable position.").arg(why);
        setHint(-1, -1, Direction::Down, 0, text, true, undos);
    } else {
        setHint(-1, -1, Direction::Down, 0, tr("No hint: %1").arg(m_solver->reasonText()), false,
                -1);
    }
}

QString SokobanAssistant::trainPushCaveat(const QString &why)
{
    return tr("By the standard rules (one box a push): %1. Train push is on, and with it this "
              "may still be solved.")
        .arg(why);
}

void SokobanAssistant::clearHint()
{
    // setHint tells of the change: the text goes with the offer.
    m_offeredSolution.clear();
    setHint(-1, -1, Direction::Down, 0, QString(), false, -1);
}

void SokobanAssistant::setHint(int box, int target, Direction d, int pushesLeft,
                               const QString &text, bool lost, int undos)
{
    if (box == m_hintBox && target == m_hintTarget && d == m_hintDirection &&
        pushesLeft == m_hintPushesLeft && text == m_hintText && lost == m_hintLost &&
        undos == m_hintUndos)
        return;
    m_hintBox = box;
    m_hintTarget = target;
    m_hintDirection = d;
    m_hintPushesLeft = pushesLeft;
    m_hintText = text;
    m_hintLost = lost;
    m_hintUndos = undos;
    m_play->boxes()->setHintedCell(box);
    m_play->board()->setHintTarget(target);
    emit hintChanged();
}

namespace {

int xOf(const sokoban::Game *game, int cell)
{
    return cell >= 0 && game ? game->xOf(cell) : -1;
}

int yOf(const sokoban::Game *game, int cell)
{
    return cell >= 0 && game ? game->yOf(cell) : -1;
}

} // namespace

int SokobanAssistant::hintBoxX() const
{
    return xOf(m_play->game(), m_hintBox);
}

int SokobanAssistant::hintBoxY() const
{
    return yOf(m_play->game(), m_hintBox);
}

int SokobanAssistant::hintTargetX() const
{
    return xOf(m_play->game(), m_hintTarget);
}

int SokobanAssistant::hintTargetY() const
{
    return yOf(m_play->game(), m_hintTarget);
}

} // namespace tessera
