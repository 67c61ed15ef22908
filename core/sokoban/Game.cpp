// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Game.h"

#include <algorithm>
#include <iterator>
#include <utility>

namespace tessera::sokoban {

namespace {

std::size_t at(int cell)
{
    return static_cast<std::size_t>(cell);
}

} // namespace

std::vector<int> changedCells(const Position &a, const Position &b)
{
    std::vector<int> changed;
    // Boxes are sorted in both: the symmetric difference is what arrived or left.
    std::set_symmetric_difference(a.boxes.begin(), a.boxes.end(), b.boxes.begin(), b.boxes.end(),
                                  std::back_inserter(changed));
    if (a.player != b.player) {
        changed.push_back(a.player);
        changed.push_back(b.player);
    }
    std::sort(changed.begin(), changed.end());
    changed.erase(std::unique(changed.begin(), changed.end()), changed.end());
    changed.erase(std::remove(changed.begin(), changed.end(), -1), changed.end());
    return changed;
}

std::optional<Game> Game::fromLevel(const Level &level, GameOptions options)
{
    if (level.width < 1 || level.height < 1 || level.width > Level::maxSize ||
        level.height > Level::maxSize ||
        level.cells.size() != static_cast<std::size_t>(level.width) * level.height) {
        return std::nullopt;
    }

    Game game;
    game.m_width = level.width;
    game.m_height = level.height;
    game.m_options = options;
    const std::size_t count = level.cells.size();
    game.m_terrain.resize(count);
    game.m_goal.assign(count, 0);
    game.m_boxIdAt.assign(count, -1);

    int players = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const Cell &c = level.cells[i];
        const int cell = static_cast<int>(i);
        const bool carries = c.goal || c.box || c.player;
        if (c.terrain == Terrain::Wall && carries) {
            return std::nullopt;
        }
        game.m_terrain[i] = (c.terrain == Terrain::Outside && carries) ? Terrain::Floor : c.terrain;
        if (c.goal) {
            game.m_goal[i] = 1;
            game.m_goals.push_back(cell);
        }
        if (c.box) {
            game.m_boxIdAt[i] = static_cast<int>(game.m_boxCells.size());
            game.m_boxCells.push_back(cell);
            if (c.goal) {
                ++game.m_boxesOnGoals;
            }
        }
        if (c.player) {
            ++players;
            game.m_player = cell;
        }
    }
    if (players != 1) {
        return std::nullopt;
    }
    game.m_startBoxCells = game.m_boxCells;
    game.m_startPlayer = game.m_player;
    return game;
}

int Game::neighbour(int cell, Direction d) const
{
    if (!isCell(cell)) {
        return -1;
    }
    const int x = xOf(cell) + dx(d);
    const int y = yOf(cell) + dy(d);
    return contains(x, y) ? index(x, y) : -1;
}

Terrain Game::terrain(int cell) const
{
    return isCell(cell) ? m_terrain[at(cell)] : Terrain::Outside;
}

std::optional<int> Game::boxAt(int cell) const
{
    if (!isCell(cell) || m_boxIdAt[at(cell)] < 0) {
        return std::nullopt;
    }
    return m_boxIdAt[at(cell)];
}

Position Game::position() const
{
    Position p{m_player, m_boxCells};
    std::sort(p.boxes.begin(), p.boxes.end());
    return p;
}

Position Game::startPosition() const
{
    Position p{m_startPlayer, m_startBoxCells};
    std::sort(p.boxes.begin(), p.boxes.end());
    return p;
}

Level Game::toLevel() const
{
    Level level(m_width, m_height);
    for (int cell = 0; cell < cellCount(); ++cell) {
        Cell &c = level.cells[at(cell)];
        c.terrain = m_terrain[at(cell)];
        c.goal = m_goal[at(cell)] != 0;
        c.box = m_boxIdAt[at(cell)] >= 0;
        c.player = cell == m_player;
    }
    return level;
}

void Game::shiftBoxes(int first, Direction row, int count, Direction shift,
                      std::vector<BoxStep> *steps)
{
    // Lift every box of the row first, then set them down one cell further: no order issue.
    std::vector<BoxStep> moved;
    moved.reserve(static_cast<std::size_t>(count));
    int cell = first;
    for (int i = 0; i < count; ++i) {
        const int id = m_boxIdAt[at(cell)];
        moved.push_back({id, cell, neighbour(cell, shift)});
        m_boxIdAt[at(cell)] = -1;
        cell = neighbour(cell, row);
    }
    for (const BoxStep &s : moved) {
        m_boxIdAt[at(s.to)] = s.box;
        m_boxCells[at(s.box)] = s.to;
        if (m_goal[at(s.from)] && !m_goal[at(s.to)]) {
            --m_boxesOnGoals;
        } else if (!m_goal[at(s.from)] && m_goal[at(s.to)]) {
            ++m_boxesOnGoals;
        }
    }
    if (steps) {
        *steps = std::move(moved);
    }
}

MoveResult Game::move(Direction d)
{
    MoveResult result;
    result.direction = d;
    result.from = m_player;
    result.to = m_player;

    const int target = neighbour(m_player, d);
    if (!isFloor(target)) {
        result.blocker = Blocker::Wall;
        return result;
    }

    int pushed = 0;
    if (hasBox(target)) {
        // The row of touching boxes in front of the player: one box unless train push is on.
        int last = target;
        int count = 1;
        int beyond = neighbour(last, d);
        while (m_options.trainPush && hasBox(beyond)) {
            last = beyond;
            ++count;
            beyond = neighbour(last, d);
        }
        if (!isFloor(beyond)) {
            result.blocker = Blocker::BoxAgainstWall;
            return result;
        }
        if (hasBox(beyond)) {
            result.blocker = Blocker::BoxAgainstBox;
            return result;
        }
        shiftBoxes(target, d, count, d, &result.pushedBoxes);
        pushed = count;
    }

    m_player = target;
    ++m_moves;
    if (pushed > 0) {
        ++m_pushes;
    }
    result.kind = pushed > 0 ? MoveKind::Pushed : MoveKind::Walked;
    result.to = m_player;
    if (!m_keepsHistory)
        return result;

    truncateHistory();
    HistoryEntry entry;
    entry.direction = d;
    entry.boxesPushed = pushed;
    m_history.push_back(entry);
    ++m_historyPos;
    return result;
}

MoveResult Game::pull(Direction d, bool withBox)
{
    MoveResult result;
    result.direction = d;
    result.from = m_player;
    result.to = m_player;
    const int target = neighbour(m_player, d);
    if (!isFree(target)) {
        result.blocker = Blocker::Wall;
        return result;
    }
    const Direction back = opposite(d);
    const int behind = neighbour(m_player, back);
    m_player = target;
    result.kind = MoveKind::Walked;
    result.to = target;
    if (withBox && hasBox(behind)) {
        shiftBoxes(behind, back, 1, d, &result.pushedBoxes);
        result.kind = MoveKind::Pushed;
    }
    return result;
}

void Game::truncateHistory()
{
    m_history.resize(m_historyPos);
    while (!m_restarts.empty() && m_restarts.back().entry >= m_historyPos)
        m_restarts.pop_back();
}

void Game::setBoxCells(const std::vector<int> &cells)
{
    std::fill(m_boxIdAt.begin(), m_boxIdAt.end(), -1);
    m_boxCells = cells;
    m_boxesOnGoals = 0;
    for (std::size_t id = 0; id < m_boxCells.size(); ++id) {
        m_boxIdAt[at(m_boxCells[id])] = static_cast<int>(id);
        if (m_goal[at(m_boxCells[id])]) {
            ++m_boxesOnGoals;
        }
    }
}

void Game::applyRestart()
{
    setBoxCells(m_startBoxCells);
    m_player = m_startPlayer;
    m_moves = 0;
    m_pushes = 0;
}

bool Game::restart()
{
    if (m_moves == 0) {
        return false; // already at the start of this line of play
    }
    truncateHistory();
    RestartRecord record;
    record.entry = m_history.size();
    record.playerBefore = m_player;
    record.boxCellsBefore = m_boxCells;
    record.movesBefore = m_moves;
    record.pushesBefore = m_pushes;
    HistoryEntry entry;
    entry.boxesPushed = -1 - static_cast<int>(m_restarts.size());
    m_restarts.push_back(std::move(record));
    m_history.push_back(entry);
    ++m_historyPos;
    applyRestart();
    return true;
}

bool Game::undo()
{
    if (!canUndo()) {
        return false;
    }
    --m_historyPos;
    const HistoryEntry &e = m_history[m_historyPos];
    if (e.isRestart()) {
        const RestartRecord &r = m_restarts[e.restartIndex()];
        setBoxCells(r.boxCellsBefore);
        m_player = r.playerBefore;
        m_moves = r.movesBefore;
        m_pushes = r.pushesBefore;
        return true;
    }
    const Direction back = opposite(e.direction);
    const int standing = m_player;
    m_player = neighbour(standing, back);
    if (e.boxesPushed > 0) {
        shiftBoxes(neighbour(standing, e.direction), e.direction, e.boxesPushed, back, nullptr);
        --m_pushes;
    }
    --m_moves;
    return true;
}

void Game::redoEntry(const HistoryEntry &e)
{
    if (e.isRestart()) {
        applyRestart();
        return;
    }
    const int target = neighbour(m_player, e.direction);
    if (e.boxesPushed > 0) {
        shiftBoxes(target, e.direction, e.boxesPushed, e.direction, nullptr);
        ++m_pushes;
    }
    m_player = target;
    ++m_moves;
}

bool Game::redo()
{
    if (!canRedo()) {
        return false;
    }
    redoEntry(m_history[m_historyPos]);
    ++m_historyPos;
    return true;
}

std::string Game::lurd() const
{
    std::size_t begin = m_historyPos;
    while (begin > 0 && !m_history[begin - 1].isRestart()) {
        --begin;
    }
    std::string text;
    text.reserve(m_historyPos - begin);
    for (std::size_t i = begin; i < m_historyPos; ++i) {
        const char letter = lurdLetter(m_history[i].direction);
        text.push_back(m_history[i].boxesPushed > 0 ? static_cast<char>(letter - 'a' + 'A')
                                                    : letter);
    }
    return text;
}

bool Game::usesTrainPush() const
{
    for (std::size_t i = m_historyPos; i > 0 && !m_history[i - 1].isRestart(); --i) {
        if (m_history[i - 1].boxesPushed > 1) {
            return true;
        }
    }
    return false;
}

} // namespace tessera::sokoban
