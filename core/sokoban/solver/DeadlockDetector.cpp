// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "DeadlockDetector.h"

#include "FreezeCheck.h"
#include "SolverBoard.h"

#include <algorithm>

namespace tessera::sokoban {

using solver::Board;

std::string_view deadlockKindName(DeadlockKind kind)
{
    switch (kind) {
    case DeadlockKind::BoxInCorner:
        return "box-in-corner";
    case DeadlockKind::BoxOnDeadSquare:
        return "box-on-dead-square";
    case DeadlockKind::Block2x2:
        return "block-2x2";
    case DeadlockKind::FrozenBoxes:
        return "frozen-boxes";
    }
    return "unknown";
}

DeadlockDetector::DeadlockDetector(const Level &level, GameOptions rules)
    : m_trainPush(rules.trainPush), m_board(std::make_unique<const Board>(level))
{
    m_width = m_board->levelWidth();
    m_height = m_board->levelHeight();
    m_deadSquares.assign(static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height),
                         false);
    for (const int c : m_board->floorCells()) {
        m_deadSquares[static_cast<std::size_t>(m_board->toLevelCell(c))] = m_board->isDeadSquare(c);
    }
}

DeadlockDetector::~DeadlockDetector() = default;
DeadlockDetector::DeadlockDetector(DeadlockDetector &&) noexcept = default;
DeadlockDetector &DeadlockDetector::operator=(DeadlockDetector &&) noexcept = default;

bool DeadlockDetector::isDeadSquare(int cell) const
{
    return cell >= 0 && static_cast<std::size_t>(cell) < m_deadSquares.size() &&
           m_deadSquares[static_cast<std::size_t>(cell)];
}

std::optional<Deadlock> DeadlockDetector::check(const std::vector<int> &boxes) const
{
    return checkBoxes(boxes, boxes, true);
}

std::optional<Deadlock> DeadlockDetector::check(const Level &position) const
{
    std::vector<int> boxes;
    if (position.width == m_width && position.height == m_height) {
        for (std::size_t i = 0; i < position.cells.size(); ++i) {
            if (position.cells[i].box) {
                boxes.push_back(static_cast<int>(i));
            }
        }
    }
    return check(boxes);
}

std::optional<Deadlock> DeadlockDetector::checkPush(const std::vector<int> &boxes,
                                                    int movedBox) const
{
    if (!m_board->isLevelCell(movedBox)) {
        return std::nullopt;
    }
    // The moved box, and its neighbours: its arrival may have frozen a box next to it while it
    // stands on a goal itself.
    std::vector<int> seeds{movedBox};
    const int x = movedBox % m_width;
    const int y = movedBox / m_width;
    if (x > 0) {
        seeds.push_back(movedBox - 1);
    }
    if (x + 1 < m_width) {
        seeds.push_back(movedBox + 1);
    }
    if (y > 0) {
        seeds.push_back(movedBox - m_width);
    }
    if (y + 1 < m_height) {
        seeds.push_back(movedBox + m_width);
    }
    return checkBoxes(boxes, seeds, false);
}

std::optional<Deadlock> DeadlockDetector::checkBoxes(const std::vector<int> &boxes,
                                                     const std::vector<int> &seeds,
                                                     bool offGoalSeedsOnly) const
{
    const Board &board = *m_board;
    std::vector<std::uint8_t> boxAt(static_cast<std::size_t>(board.cellCount()), 0);
    for (const int levelCell : boxes) {
        if (board.isLevelCell(levelCell)) {
            const int c = board.fromLevelCell(levelCell);
            if (board.isFloor(c)) {
                boxAt[static_cast<std::size_t>(c)] = 1;
            }
        }
    }
    std::vector<int> cells; // padded seed cells holding a box
    for (const int levelCell : seeds) {
        if (board.isLevelCell(levelCell)) {
            const int c = board.fromLevelCell(levelCell);
            if (boxAt[static_cast<std::size_t>(c)]) {
                cells.push_back(c);
            }
        }
    }
    auto result = [&](DeadlockKind kind, std::vector<int> padded) {
        Deadlock deadlock{kind, {}};
        for (const int c : padded) {
            deadlock.cells.push_back(board.toLevelCell(c));
        }
        std::sort(deadlock.cells.begin(), deadlock.cells.end());
        deadlock.cells.erase(std::unique(deadlock.cells.begin(), deadlock.cells.end()),
                             deadlock.cells.end());
        return deadlock;
    };

    for (const int c : cells) {
        if (board.isGoal(c)) {
            continue;
        }
        const bool horizontalWall =
            board.isWall(c + board.offset(0)) || board.isWall(c + board.offset(2));
        const bool verticalWall =
            board.isWall(c + board.offset(1)) || board.isWall(c + board.offset(3));
        if (horizontalWall && verticalWall) {
            return result(DeadlockKind::BoxInCorner, {c});
        }
    }
    for (const int c : cells) {
        if (board.isDeadSquare(c)) {
            return result(DeadlockKind::BoxOnDeadSquare, {c});
        }
    }
    if (m_trainPush) {
        return std::nullopt; // boxes do not freeze each other (see the class comment)
    }
    solver::FreezeCheck freeze(board);
    std::vector<int> group;
    for (const int c : cells) {
        // A frozen group holding a box off goal is found from that box; checkPush() also
        // starts from boxes on goals, since the pushed box may have frozen its neighbours.
        if ((offGoalSeedsOnly && board.isGoal(c)) || !freeze.isDeadlock(boxAt.data(), c, &group)) {
            continue;
        }
        // Name the simplest shape: a 2x2 square of boxes and walls around the box, one off goal.
        for (const int corner : {c, c - 1, c - board.width(), c - board.width() - 1}) {
            const int square[] = {corner, corner + 1, corner + board.width(),
                                  corner + board.width() + 1};
            bool solid = true;
            bool offGoal = false;
            std::vector<int> squareBoxes;
            for (const int s : square) {
                const bool box = boxAt[static_cast<std::size_t>(s)] != 0;
                solid = solid && (box || board.isWall(s));
                if (box) {
                    squareBoxes.push_back(s);
                    offGoal = offGoal || !board.isGoal(s);
                }
            }
            if (solid && offGoal) {
                return result(DeadlockKind::Block2x2, squareBoxes);
            }
        }
        return result(DeadlockKind::FrozenBoxes, group);
    }
    return std::nullopt;
}

std::vector<bool> deadSquares(const Level &level)
{
    return DeadlockDetector(level).deadSquares();
}

} // namespace tessera::sokoban
