#pragma once

#include "sokoban/Level.h"

#include <array>
#include <cstdint>
#include <vector>

// The solver's own compact view of a level's geometry: a grid padded with one ring of wall so no
// step ever leaves it, goals, and what a lone box can do on every cell. Boxes and the player are
// not part of it; positions are kept by whoever searches.
namespace tessera::sokoban::solver {

// Directions in the order of tessera::Direction: Left, Up, Right, Down. opposite(d) == d ^ 2.
constexpr int directionCount = 4;
constexpr int oppositeDirection(int d)
{
    return d ^ 2;
}

class Board
{
public:
    // Reads terrain and goals only. Never fails: a malformed level (cell vector of the wrong size,
    // size beyond Level::maxSize) is read as far as it goes, missing cells being outside.
    // As in the rules engine, an outside cell carrying a goal, box or player counts as floor.
    explicit Board(const Level &level);
    // `base` with walls added on `extraWalls` (padded cells): the board left to the other boxes
    // when some boxes can never move again. Goals under the new walls are gone.
    Board(const Board &base, const std::vector<int> &extraWalls);

    int width() const { return width_; } // padded: level width + 2
    int height() const { return height_; }
    int cellCount() const { return width_ * height_; }
    int levelWidth() const { return levelWidth_; }
    int levelHeight() const { return levelHeight_; }

    // Level cells (row-major y * levelWidth + x) and padded cells.
    // Callers check isLevelCell() first.
    int fromLevelCell(int levelCell) const
    {
        return (levelCell / levelWidth_ + 1) * width_ + levelCell % levelWidth_ + 1;
    }
    int toLevelCell(int cell) const
    {
        return (cell / width_ - 1) * levelWidth_ + cell % width_ - 1;
    }
    bool isLevelCell(int levelCell) const
    {
        return levelCell >= 0 && levelCell < levelWidth_ * levelHeight_;
    }

    int offset(int direction) const { return offsets_[static_cast<std::size_t>(direction)]; }
    bool isFloor(int cell) const { return floor_[static_cast<std::size_t>(cell)] != 0; }
    bool isWall(int cell) const { return floor_[static_cast<std::size_t>(cell)] == 0; }
    bool isGoal(int cell) const { return goal_[static_cast<std::size_t>(cell)] != 0; }
    // No box standing here can ever reach any goal, even with no other box on the board.
    bool isDeadSquare(int cell) const { return dead_[static_cast<std::size_t>(cell)] != 0; }

    const std::vector<int> &goals() const { return goals_; }
    const std::vector<int> &floorCells() const { return floorCells_; }
    // Dense number of a floor cell in floorCells(), -1 for walls.
    int floorIndex(int cell) const { return floorIndex_[static_cast<std::size_t>(cell)]; }

    // With a lone box on `cell`, the player-connected part of the floor its neighbour in
    // `direction` belongs to: two neighbours with the same number reach each other around the
    // box. -1 where the neighbour is a wall.
    int sideComponent(int cell, int direction) const
    {
        return sideComponent_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(direction)];
    }

    // True when a lone box on `cell` with the player beside it in `side` can be pushed one cell in
    // `direction`: both cells in line are floor and the player can walk around to push.
    bool canPushAlone(int cell, int side, int direction) const
    {
        const int from = cell - offset(direction);
        const int to = cell + offset(direction);
        return isFloor(from) && isFloor(to) &&
               sideComponent(cell, oppositeDirection(direction)) == sideComponent(cell, side);
    }

    // Bytes held, for the solver's memory account.
    std::size_t memoryBytes() const;

private:
    void finish();
    void computeSideComponents();
    void computeDeadSquares();

    int levelWidth_ = 0;
    int levelHeight_ = 0;
    int width_ = 0;
    int height_ = 0;
    std::array<int, directionCount> offsets_{};
    std::vector<std::uint8_t> floor_;
    std::vector<std::uint8_t> goal_;
    std::vector<std::uint8_t> dead_;
    std::vector<int> goals_;
    std::vector<int> floorCells_;
    std::vector<int> floorIndex_;
    std::vector<std::array<std::int8_t, directionCount>> sideComponent_;
};

} // namespace tessera::sokoban::solver
