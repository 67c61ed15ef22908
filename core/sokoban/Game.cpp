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
    game.width_ = level.width;
    game.height_ = level.height;
    game.options_ = options;
    const std::size_t count = level.cells.size();
    game.terrain_.resize(count);
    game.goal_.assign(count, 0);
    game.boxIdAt_.assign(count, -1);

    int players = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const Cell &c = level.cells[i];
        const int cell = static_cast<int>(i);
        const bool carries = c.goal || c.box || c.player;
        if (c.terrain == Terrain::Wall && carries) {
            return std::nullopt;
        }
        game.terrain_[i] = (c.terrain == Terrain::Outside && carries) ? Terrain::Floor : c.terrain;
        if (c.goal) {
            game.goal_[i] = 1;
            game.goals_.push_back(cell);
        }
        if (c.box) {
            game.boxIdAt_[i] = static_cast<int>(game.boxCells_.size());
            game.boxCells_.push_back(cell);
            if (c.goal) {
                ++game.boxesOnGoals_;
            }
        }
        if (c.player) {
            ++players;
            game.player_ = cell;
        }
    }
    if (players != 1) {
        return std::nullopt;
    }
    game.startBoxCells_ = game.boxCells_;
    game.startPlayer_ = game.player_;
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
    return isCell(cell) ? terrain_[at(cell)] : Terrain::Outside;
}

std::optional<int> Game::boxAt(int cell) const
{
    if (!isCell(cell) || boxIdAt_[at(cell)] < 0) {
        return std::nullopt;
    }
    return boxIdAt_[at(cell)];
}

Position Game::position() const
{
    Position p{player_, boxCells_};
    std::sort(p.boxes.begin(), p.boxes.end());
    return p;
}

Position Game::startPosition() const
{
    Position p{startPlayer_, startBoxCells_};
    std::sort(p.boxes.begin(), p.boxes.end());
    return p;
}

Level Game::toLevel() const
{
    Level level(width_, height_);
    for (int cell = 0; cell < cellCount(); ++cell) {
        Cell &c = level.cells[at(cell)];
        c.terrain = terrain_[at(cell)];
        c.goal = goal_[at(cell)] != 0;
        c.box = boxIdAt_[at(cell)] >= 0;
        c.player = cell == player_;
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
        const int id = boxIdAt_[at(cell)];
        moved.push_back({id, cell, neighbour(cell, shift)});
        boxIdAt_[at(cell)] = -1;
        cell = neighbour(cell, row);
    }
    for (const BoxStep &s : moved) {
        boxIdAt_[at(s.to)] = s.box;
        boxCells_[at(s.box)] = s.to;
        if (goal_[at(s.from)] && !goal_[at(s.to)]) {
            --boxesOnGoals_;
        } else if (!goal_[at(s.from)] && goal_[at(s.to)]) {
            ++boxesOnGoals_;
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
    result.from = player_;
    result.to = player_;

    const int target = neighbour(player_, d);
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
        while (options_.trainPush && hasBox(beyond)) {
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

    player_ = target;
    ++moves_;
    if (pushed > 0) {
        ++pushes_;
    }
    result.kind = pushed > 0 ? MoveKind::Pushed : MoveKind::Walked;
    result.to = player_;

    history_.resize(historyPos_);
    HistoryEntry entry;
    entry.direction = d;
    entry.boxesPushed = pushed;
    history_.push_back(std::move(entry));
    ++historyPos_;
    return result;
}

void Game::setBoxCells(const std::vector<int> &cells)
{
    std::fill(boxIdAt_.begin(), boxIdAt_.end(), -1);
    boxCells_ = cells;
    boxesOnGoals_ = 0;
    for (std::size_t id = 0; id < boxCells_.size(); ++id) {
        boxIdAt_[at(boxCells_[id])] = static_cast<int>(id);
        if (goal_[at(boxCells_[id])]) {
            ++boxesOnGoals_;
        }
    }
}

void Game::applyRestart()
{
    setBoxCells(startBoxCells_);
    player_ = startPlayer_;
    moves_ = 0;
    pushes_ = 0;
}

bool Game::restart()
{
    if (moves_ == 0) {
        return false; // already at the start of this line of play
    }
    HistoryEntry entry;
    entry.boxesPushed = -1;
    entry.playerBefore = player_;
    entry.boxCellsBefore = boxCells_;
    entry.movesBefore = moves_;
    entry.pushesBefore = pushes_;
    history_.resize(historyPos_);
    history_.push_back(std::move(entry));
    ++historyPos_;
    applyRestart();
    return true;
}

bool Game::undo()
{
    if (!canUndo()) {
        return false;
    }
    --historyPos_;
    const HistoryEntry &e = history_[historyPos_];
    if (e.isRestart()) {
        setBoxCells(e.boxCellsBefore);
        player_ = e.playerBefore;
        moves_ = e.movesBefore;
        pushes_ = e.pushesBefore;
        return true;
    }
    const Direction back = opposite(e.direction);
    const int standing = player_;
    player_ = neighbour(standing, back);
    if (e.boxesPushed > 0) {
        shiftBoxes(neighbour(standing, e.direction), e.direction, e.boxesPushed, back, nullptr);
        --pushes_;
    }
    --moves_;
    return true;
}

void Game::redoEntry(const HistoryEntry &e)
{
    if (e.isRestart()) {
        applyRestart();
        return;
    }
    const int target = neighbour(player_, e.direction);
    if (e.boxesPushed > 0) {
        shiftBoxes(target, e.direction, e.boxesPushed, e.direction, nullptr);
        ++pushes_;
    }
    player_ = target;
    ++moves_;
}

bool Game::redo()
{
    if (!canRedo()) {
        return false;
    }
    redoEntry(history_[historyPos_]);
    ++historyPos_;
    return true;
}

std::string Game::lurd() const
{
    std::size_t begin = historyPos_;
    while (begin > 0 && !history_[begin - 1].isRestart()) {
        --begin;
    }
    std::string text;
    text.reserve(historyPos_ - begin);
    for (std::size_t i = begin; i < historyPos_; ++i) {
        const char letter = lurdLetter(history_[i].direction);
        text.push_back(history_[i].boxesPushed > 0 ? static_cast<char>(letter - 'a' + 'A')
                                                   : letter);
    }
    return text;
}

} // namespace tessera::sokoban
