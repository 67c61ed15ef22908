// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "sokoban/Level.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
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

    int width() const { return m_width; } // padded: level width + 2
    int height() const { return m_height; }
    int cellCount() const { return m_width * m_height; }
    int levelWidth() const { return m_levelWidth; }
    int levelHeight() const { return m_levelHeight; }

    // Level cells (row-major y * levelWidth + x) and padded cells.
    // Callers check isLevelCell() first.
    int fromLevelCell(int levelCell) const
    {
        return (levelCell / m_levelWidth + 1) * m_width + levelCell % m_levelWidth + 1;
    }
    int toLevelCell(int cell) const
    {
        return (cell / m_width - 1) * m_levelWidth + cell % m_width - 1;
    }
    bool isLevelCell(int levelCell) const
    {
        return levelCell >= 0 && levelCell < m_levelWidth * m_levelHeight;
    }

    int offset(int direction) const { return m_offsets[static_cast<std::size_t>(direction)]; }
    bool isFloor(int cell) const { return m_floor[static_cast<std::size_t>(cell)] != 0; }
    bool isWall(int cell) const { return m_floor[static_cast<std::size_t>(cell)] == 0; }
    bool isGoal(int cell) const { return m_goal[static_cast<std::size_t>(cell)] != 0; }
    // No box standing here can ever reach any goal, even with no other box on the board.
    bool isDeadSquare(int cell) const { return m_dead[static_cast<std::size_t>(cell)] != 0; }

    const std::vector<int> &goals() const { return m_goals; }
    const std::vector<int> &floorCells() const { return m_floorCells; }
    // Dense number of a floor cell in floorCells(), -1 for walls.
    int floorIndex(int cell) const { return m_floorIndex[static_cast<std::size_t>(cell)]; }

    // With a lone box on `cell`, the player-connected part of the floor its neighbour in
    // `direction` belongs to: two neighbours with the same number reach each other around the
    // box. -1 where the neighbour is a wall.
    int sideComponent(int cell, int direction) const
    {
        return m_sideComponent[static_cast<std::size_t>(cell)][static_cast<std::size_t>(direction)];
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

    // Row y's floor as bits (bit x for padded cell y * width() + x), when the padded width is at
    // most 64; empty for wider boards. For floodPlayerArea().
    const std::vector<std::uint64_t> &floorRows() const { return m_floorRows; }
    // The first and last padded rows holding floor (0 and 0 for a board without floor).
    int firstFloorRow() const { return m_firstFloorRow; }
    int lastFloorRow() const { return m_lastFloorRow; }

    // Bytes held, for the solver's memory account.
    std::size_t memoryBytes() const;

private:
    void finish();
    void computeSideComponents();
    void computeDeadSquares();

    int m_levelWidth = 0;
    int m_levelHeight = 0;
    int m_width = 0;
    int m_height = 0;
    std::array<int, directionCount> m_offsets{};
    std::vector<std::uint8_t> m_floor;
    std::vector<std::uint8_t> m_goal;
    std::vector<std::uint8_t> m_dead;
    std::vector<int> m_goals;
    std::vector<int> m_floorCells;
    std::vector<int> m_floorIndex;
    std::vector<std::array<std::int8_t, directionCount>> m_sideComponent;
    std::vector<std::uint64_t> m_floorRows;
    int m_firstFloorRow = 0;
    int m_lastFloorRow = 0;
};

// floodPlayerArea() on a board with floorRows(): the area a bit row at a time.
[[nodiscard]] int floodPlayerAreaByRows(const Board &board, const std::vector<std::uint8_t> &boxAt,
                                        int from, std::vector<std::uint32_t> &marks,
                                        std::uint32_t stamp);
// The player's area: the floor cells free of boxes (`boxAt` nonzero) reached from `from`,
// stamped into `marks` at `stamp`, `queue` as scratch. Returns the area's top-left-most cell,
// which names the player's place in a position (normalised).
inline int floodPlayerArea(const Board &board, const std::vector<std::uint8_t> &boxAt, int from,
                           std::vector<std::uint32_t> &marks, std::uint32_t stamp,
                           std::vector<int> &queue)
{
    if (!board.floorRows().empty()) {
        return floodPlayerAreaByRows(board, boxAt, from, marks, stamp);
    }
    queue.clear();
    queue.push_back(from);
    marks[static_cast<std::size_t>(from)] = stamp;
    int top = from;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int c = queue[head];
        top = std::min(top, c);
        for (int d = 0; d < directionCount; ++d) {
            const int n = c + board.offset(d);
            const auto ni = static_cast<std::size_t>(n);
            if (marks[ni] != stamp && board.isFloor(n) && !boxAt[ni]) {
                marks[ni] = stamp;
                queue.push_back(n);
            }
        }
    }
    return top;
}

// After a box moved one cell from `vacated` to `filled` (boxAt already the new position's), the
// player's area's top-left-most cell without a flood fill, when the move changed the area only
// locally. The old area is marked in `marks` at `stamp`, its top-left-most cell `oldTop`. Local
// means: `filled` cut nothing apart (its free neighbours in the area still meet around it), and
// `vacated` either joins the area bringing nothing new (its free neighbours were all in it; after
// a push the player stands there) or stays apart (none was: after a pull the box is between).
// The area is then the old one less `filled`, plus `vacated` when it joins. -1 when it cannot
// be told locally.
int areaTopAfterMove(const Board &board, const std::vector<std::uint8_t> &boxAt,
                     const std::vector<std::uint32_t> &marks, std::uint32_t stamp, int oldTop,
                     int vacated, int filled);

// `boxes` (sorted, distinct) with box `index` moved to `cell`, into `out`, sorted: the entry
// slides to its new place, a few swaps where a sort would compare them all.
inline void withBoxMoved(const std::vector<std::uint16_t> &boxes, std::size_t index, int cell,
                         std::vector<std::uint16_t> &out)
{
    out = boxes;
    std::size_t i = index;
    out[i] = static_cast<std::uint16_t>(cell);
    while (i > 0 && out[i - 1] > out[i]) {
        std::swap(out[i - 1], out[i]);
        --i;
    }
    while (i + 1 < out.size() && out[i + 1] < out[i]) {
        std::swap(out[i + 1], out[i]);
        ++i;
    }
}

// Random keys to hash positions with (Zobrist): box[c] for a box on cell c, player[c] for the
// player's normalised cell. The same seed gives the same keys.
struct ZobristKeys
{
    ZobristKeys(std::size_t cells, std::uint64_t seed);
    std::vector<std::uint64_t> box;
    std::vector<std::uint64_t> player;
};

} // namespace tessera::sokoban::solver
