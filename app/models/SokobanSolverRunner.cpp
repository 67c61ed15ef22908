// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SokobanSolverRunner.h"

#include "CoreTexts.h"
#include "sokoban/XsbReader.h"

#include <QLocale>
#include <algorithm>
#include <climits>
#include <cstdint>
#include <utility>

namespace tessera {

namespace {
// What a hint or "Check solvable" waits at most unless told otherwise: every Microban level
// is solved well within it on a 2-core machine.
constexpr double defaultTimeLimitSeconds = 10;
// Besides its share of the search's positions, what shortening a solution may search: about a
// tenth of a second, which a player does not notice, and quickly solved levels get their fewest
// pushes too. In positions, not time, so that a hint is the same on a busy machine.
constexpr std::uint64_t optimiseMinPositions = 50000;
} // namespace

SokobanSolverRunner::SokobanSolverRunner(QObject *parent) : QObject(parent)
{
    m_options.timeLimitSeconds = defaultTimeLimitSeconds;
    m_options.optimiseMinPositions = optimiseMinPositions;
}

SokobanSolverRunner::~SokobanSolverRunner() = default;

void SokobanSolverRunner::setOptions(const sokoban::SolverOptions &options)
{
    const double limit = m_options.timeLimitSeconds;
    m_options = options;
    if (limit != m_options.timeLimitSeconds)
        emit timeLimitChanged();
}

void SokobanSolverRunner::setTimeLimit(double seconds)
{
    if (seconds == m_options.timeLimitSeconds)
        return;
    m_options.timeLimitSeconds = seconds;
    emit timeLimitChanged();
}

void SokobanSolverRunner::start(const sokoban::Level &position)
{
    const sokoban::SolverOptions options = m_options;
    run([options, position](const std::atomic<bool> *cancel,
                            const sokoban::SolverProgressCallback &progress) {
        sokoban::WayBackResult out;
        out.current = sokoban::Solver(options).solve(position, cancel, progress);
        return out;
    });
}

void SokobanSolverRunner::startWayBack(const sokoban::Level &start, const std::string &lurd,
                                       sokoban::GameOptions rules)
{
    const sokoban::SolverOptions options = m_options;
    run([options, start, lurd, rules](const std::atomic<bool> *cancel,
                                      const sokoban::SolverProgressCallback &progress) {
        return sokoban::solveWithWayBack(start, lurd, options, cancel, progress, rules);
    });
}

void SokobanSolverRunner::run(Job job)
{
    m_runTimeLimit = m_options.timeLimitSeconds;
    // `this` is only used on this thread: the answer and the progress come back here.
    m_search.start([this, job = std::move(job)](const BackgroundSearch::Context &context) {
        const sokoban::WayBackResult result =
            job(context.cancelFlag(), [this, &context](const sokoban::SolverProgress &progress) {
                context.post([this, progress] { onProgress(progress); });
            });
        return std::function<void()>([this, result] { onSolved(result); });
    });
    setProgressText(tr("Searching..."));
    setRunning(true);
}

bool SokobanSolverRunner::startText(const QString &xsb)
{
    sokoban::LevelCollection read = sokoban::readXsb(xsb.toStdString());
    if (read.levels.empty()) {
        // Answered through the same path as a solve, so a caller has one way to listen.
        sokoban::WayBackResult result;
        result.current.status = sokoban::SolverStatus::InvalidLevel;
        result.current.message = "no level in the text";
        m_search.start([this, result](const BackgroundSearch::Context &) {
            return std::function<void()>([this, result] { onSolved(result); });
        });
        setRunning(true);
        return false;
    }
    start(read.levels.front().level);
    return true;
}

void SokobanSolverRunner::cancel()
{
    if (m_running)
        m_search.cancel();
}

void SokobanSolverRunner::onProgress(const sokoban::SolverProgress &progress)
{
    if (!m_running)
        return;
    const QLocale locale;
    // %n takes an int: a search past two billion positions shows the largest int.
    const int positions = int(std::min<qulonglong>(progress.stats.statesExplored, INT_MAX));
    setProgressText(tr("%Ln positions, %1 s", "", positions)
                        .arg(locale.toString(progress.stats.seconds, 'f', 1)));
}

void SokobanSolverRunner::onSolved(const sokoban::WayBackResult &result)
{
    m_result = result.current;
    m_undos = result.undos;
    m_startLost = result.startLost;
    setProgressText(QString());
    setRunning(false);
    emit resultChanged();
    emit finished(status(), solution(), pushes(), moves(), reasonText());
}

void SokobanSolverRunner::setRunning(bool running)
{
    if (running == m_running)
        return;
    m_running = running;
    emit runningChanged();
}

void SokobanSolverRunner::setProgressText(const QString &text)
{
    if (text == m_progressText)
        return;
    m_progressText = text;
    emit progressTextChanged();
}

SokobanSolverRunner::Status SokobanSolverRunner::status() const
{
    return m_result ? static_cast<Status>(m_result->status) : InvalidLevel;
}

QString SokobanSolverRunner::statusName() const
{
    if (!m_result)
        return QString();
    return QString::fromStdString(std::string(sokoban::solverStatusName(m_result->status)));
}

QString SokobanSolverRunner::solution() const
{
    return m_result ? QString::fromStdString(m_result->solution) : QString();
}

QString SokobanSolverRunner::reasonText() const
{
    if (!m_result)
        return QString();
    switch (m_result->status) {
    case sokoban::SolverStatus::Solved:
        return QString();
    case sokoban::SolverStatus::Unsolvable:
        if (m_result->deadlock)
            return deadlockText(m_result->deadlock->kind);
        if (const QString why = CoreTexts::solverReason(*m_result); !why.isEmpty())
            return why;
        return tr("No sequence of pushes solves this position");
    case sokoban::SolverStatus::TimedOut:
        return tr("Not decided within %1 s").arg(QLocale().toString(m_runTimeLimit, 'g', 3));
    case sokoban::SolverStatus::Cancelled:
        return tr("Cancelled");
    case sokoban::SolverStatus::MemoryLimit:
        return tr("Not decided within the memory limit");
    case sokoban::SolverStatus::InvalidLevel:
        if (const QString why = CoreTexts::solverReason(*m_result); !why.isEmpty())
            return why;
        return tr("The level cannot be played");
    }
    return QString();
}

QString SokobanSolverRunner::deadlockText(sokoban::DeadlockKind kind)
{
    switch (kind) {
    case sokoban::DeadlockKind::BoxInCorner:
        return tr("A box is stuck in a corner");
    case sokoban::DeadlockKind::BoxOnDeadSquare:
        return tr("A box is on a square from which it can never reach a goal");
    case sokoban::DeadlockKind::Block2x2:
        return tr("Boxes are jammed in a square block");
    case sokoban::DeadlockKind::FrozenBoxes:
        return tr("Boxes are frozen where they can never move again");
    }
    return QString();
}

} // namespace tessera
