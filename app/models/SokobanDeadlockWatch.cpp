#include "SokobanDeadlockWatch.h"

#include "ServiceBinding.h"
#include "SokobanBoardModel.h"
#include "SokobanBoxModel.h"
#include "SokobanSolverRunner.h"

namespace tessera {

SokobanDeadlockWatch::SokobanDeadlockWatch(SokobanBoardModel *board, SokobanBoxModel *boxes,
                                           QObject *parent)
    : QObject(parent), m_board(board), m_boxes(boxes)
{}

void SokobanDeadlockWatch::setSettings(SokobanSettings *settings)
{
    rebindService(m_settings, settings, this, [this](SokobanSettings *s) {
        connect(s, &SokobanSettings::showDeadSquaresChanged, this,
                &SokobanDeadlockWatch::applyDeadSquares);
    });
    applyDeadSquares();
}

void SokobanDeadlockWatch::startLevel(const sokoban::Level *level, const std::vector<int> &boxes)
{
    m_tracker.reset();
    if (level)
        m_tracker.emplace(*level);
    applyDeadSquares();
    show(m_tracker ? m_tracker->reset(boxes) : std::nullopt);
    // The box model was just reset: its stuck marks are gone even when the deadlock is not.
    m_boxes->setStuckCells(m_deadlock ? m_deadlock->cells : std::vector<int>{});
}

void SokobanDeadlockWatch::update(const std::vector<int> &before, const std::vector<int> &boxes)
{
    if (!m_tracker) {
        show(std::nullopt);
        return;
    }
    m_tracker->update(before, boxes);
    show(m_tracker->deadlock());
}

void SokobanDeadlockWatch::show(std::optional<sokoban::Deadlock> deadlock)
{
    if (deadlock == m_deadlock)
        return;
    m_deadlock = std::move(deadlock);
    m_boxes->setStuckCells(m_deadlock ? m_deadlock->cells : std::vector<int>{});
    emit changed();
}

QString SokobanDeadlockWatch::text() const
{
    return m_deadlock ? SokobanSolverRunner::deadlockText(m_deadlock->kind) : QString();
}

bool SokobanDeadlockWatch::showDeadSquares() const
{
    return m_settings && m_settings->showDeadSquares();
}

void SokobanDeadlockWatch::applyDeadSquares()
{
    m_board->setDeadSquares(showDeadSquares() && m_tracker ? m_tracker->detector().deadSquares()
                                                           : std::vector<bool>{});
    emit deadSquaresChanged();
}

} // namespace tessera
