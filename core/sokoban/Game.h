// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "common/Direction.h"
#include "sokoban/Level.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tessera::sokoban {

// Where the player and the boxes stand: what two moments of play are compared by.
// Cells are row-major indices (y * width + x); `boxes` is sorted, so two positions that differ
// only in which box is which compare equal.
struct Position
{
    int player = -1;
    std::vector<int> boxes;

    friend bool operator==(const Position &a, const Position &b)
    {
        return a.player == b.player && a.boxes == b.boxes;
    }
    friend bool operator!=(const Position &a, const Position &b) { return !(a == b); }
};

// The cells whose content differs between two positions of the same level (player or box
// arrived or left), sorted: what a board view must repaint after a move, undo, redo or restart.
std::vector<int> changedCells(const Position &a, const Position &b);

enum class MoveKind : std::uint8_t
{
    Blocked, // nothing happened
    Walked,
    Pushed,
};

// Why a move was blocked.
enum class Blocker : std::uint8_t
{
    None,
    Wall,           // the player would walk into a wall or off the level
    BoxAgainstWall, // the box (or the last box of a train) would go into a wall
    BoxAgainstBox,  // a second box stands behind the box (train push off)
};

struct BoxStep
{
    int box = -1; // box id, see Game::boxes()
    int from = -1;
    int to = -1;
};

struct MoveResult
{
    MoveKind kind = MoveKind::Blocked;
    Blocker blocker = Blocker::None;
    Direction direction = Direction::Left;
    int from = -1; // player cell before the move
    int to = -1;   // player cell after it (== from when blocked)
    // The boxes pushed, nearest to the player first: one box, or a whole row with train push.
    std::vector<BoxStep> pushedBoxes;

    bool moved() const { return kind != MoveKind::Blocked; }
    int boxFrom() const { return pushedBoxes.empty() ? -1 : pushedBoxes.front().from; }
    int boxTo() const { return pushedBoxes.empty() ? -1 : pushedBoxes.front().to; }
};

struct GameOptions
{
    // "Train push": pushing a row of touching boxes moves the whole row one cell when the cell
    // after the last box is free floor. Off in classic Sokoban.
    bool trainPush = false;
};

// The Sokoban rules on one level, without Qt (after KDE Skladnik's Map): the player walks, or
// pushes exactly one box (a whole row with the train-push option); never pulls. Keeps the move,
// push and boxes-on-goals counters, unlimited undo/redo and an undoable restart.
//
// Cells are addressed by row-major index (index(x, y)); every query taking a cell answers safely
// for indices off the board (as a wall). Outside cells block like walls.
// Boxes have stable ids (their index in boxes()), so a view can animate a box it follows.
class Game
{
public:
    // A game on `level`, or nullopt when the level cannot be played at all: not exactly one
    // player, a size outside 1..Level::maxSize, a cell vector of the wrong size, or a player or
    // box on a wall. Outside cells that carry a goal, box or player count as floor.
    // Other problems (boxes and goals differ in number, open walls...) are the validator's
    // business: such a game still plays by the rules.
    [[nodiscard]] static std::optional<Game> fromLevel(const Level &level,
                                                       GameOptions options = {});

    // Board geometry and terrain.
    int width() const { return m_width; }
    int height() const { return m_height; }
    int cellCount() const { return m_width * m_height; }
    bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < m_width && y < m_height; }
    bool isCell(int cell) const { return cell >= 0 && cell < cellCount(); }
    int index(int x, int y) const { return y * m_width + x; }
    int xOf(int cell) const { return cell % m_width; }
    int yOf(int cell) const { return cell / m_width; }
    // The cell next to `cell` in direction d, or -1 off the board.
    int neighbour(int cell, Direction d) const;

    Terrain terrain(int cell) const;
    bool isWall(int cell) const { return terrain(cell) == Terrain::Wall; }
    bool isOutside(int cell) const { return terrain(cell) == Terrain::Outside; }
    bool isFloor(int cell) const { return terrain(cell) == Terrain::Floor; }
    bool isGoal(int cell) const { return isCell(cell) && m_goal[static_cast<std::size_t>(cell)]; }
    bool hasBox(int cell) const { return boxAt(cell).has_value(); }
    // Floor without a box: where the player may step and a box may be pushed.
    bool isFree(int cell) const { return isFloor(cell) && !hasBox(cell); }

    // Current position.
    int playerPosition() const { return m_player; }
    // Box cells by box id. Ids never change during a game.
    const std::vector<int> &boxes() const { return m_boxCells; }
    [[nodiscard]] std::optional<int> boxAt(int cell) const;
    const std::vector<int> &goals() const { return m_goals; }
    Position position() const;
    Position startPosition() const;
    // The current position as a level (grid only, no metadata).
    Level toLevel() const;

    // Counters. moves() and pushes() count the current line of play since the start or the
    // last restart, so moves() == lurd().size().
    int moves() const { return m_moves; }
    int pushes() const { return m_pushes; }
    int boxesOnGoals() const { return m_boxesOnGoals; }
    int boxCount() const { return static_cast<int>(m_boxCells.size()); }
    int goalCount() const { return static_cast<int>(m_goals.size()); }
    // Every box on a goal. A level without boxes is never solved (it is not a valid level).
    bool isSolved() const { return boxCount() > 0 && m_boxesOnGoals == boxCount(); }

    bool trainPush() const { return m_options.trainPush; }
    // Applies to the moves that follow; moves already made undo and redo as they were made.
    void setTrainPush(bool on) { m_options.trainPush = on; }

    // One step of the player. A blocked move changes nothing (no counter, no history).
    // A successful one clears the redo list.
    MoveResult move(Direction d);

    // Reverse mode's step (see ReverseGame): the player steps in direction d onto free floor and,
    // when `withBox`, the box on the cell behind them follows onto the cell they left: a push in
    // the opposite direction played backwards, as undo() plays it. Blocked when the cell ahead is
    // not free (Blocker::Wall). Leaves history and the move and push counters alone; the
    // boxes-on-goals count follows. Pushed in the result stands for "pulled".
    MoveResult pull(Direction d, bool withBox);

    // Off: moves from now on leave no history (no undo, no lurd()), so a game that only checks
    // a solution of millions of steps keeps no record of them. On by default.
    void setKeepsHistory(bool keeps) { m_keepsHistory = keeps; }

    bool canUndo() const { return m_historyPos > 0; }
    bool canRedo() const { return m_historyPos < m_history.size(); }
    // Take back the last move or restart; false when there is nothing to undo.
    bool undo();
    // Make the last undone move or restart again; false when there is nothing to redo.
    bool redo();
    // Back to the level's start with counters at zero, as one undoable history step (like a
    // move, it clears the redo list). Does nothing (returns false) when no move has been made
    // since the start or the last restart.
    bool restart();

    // The current line of play as LURD text: lower case walks, upper case pushes, from the
    // level's start (or the last restart still in effect) to the current position. Replayed
    // with move() on a fresh game, it reaches position(): the solution a player copies.
    std::string lurd() const;
    // Whether the current line of play (as lurd() gives it) pushed a row of two or more boxes
    // at least once: it then plays only with train push (see SolutionRules.h).
    bool usesTrainPush() const;

private:
    Game() = default;

    // Eight bytes a move, as a line of play may hold millions (a pasted solution played to
    // its end).
    struct HistoryEntry
    {
        // A move: the direction and how many boxes it pushed (0 for a walk).
        // A restart: boxesPushed == -1 - i, what it left being m_restarts[i].
        Direction direction = Direction::Left;
        int boxesPushed = 0;

        bool isRestart() const { return boxesPushed < 0; }
        std::size_t restartIndex() const { return static_cast<std::size_t>(-1 - boxesPushed); }
    };
    static_assert(sizeof(HistoryEntry) <= 8, "a move's history stays small");
    // The position and counters a restart left.
    struct RestartRecord
    {
        std::size_t entry = 0; // its index in m_history
        int playerBefore = -1;
        std::vector<int> boxCellsBefore; // by box id
        int movesBefore = 0;
        int pushesBefore = 0;
    };

    // Moves the `count` boxes of the row starting at `first` and running in direction `row`
    // one cell in direction `shift`, keeping m_boxesOnGoals up to date.
    void shiftBoxes(int first, Direction row, int count, Direction shift,
                    std::vector<BoxStep> *steps);
    void setBoxCells(const std::vector<int> &cells);
    void applyRestart();
    void redoEntry(const HistoryEntry &e);
    // Drops the entries from m_historyPos on (the redo list), and their restarts.
    void truncateHistory();

    int m_width = 0;
    int m_height = 0;
    std::vector<Terrain> m_terrain;
    std::vector<std::uint8_t> m_goal;
    std::vector<int> m_goals;
    std::vector<int> m_boxIdAt; // -1 where no box
    std::vector<int> m_boxCells;
    int m_player = -1;

    std::vector<int> m_startBoxCells;
    int m_startPlayer = -1;

    int m_moves = 0;
    int m_pushes = 0;
    int m_boxesOnGoals = 0;
    GameOptions m_options;

    std::vector<HistoryEntry> m_history;
    std::vector<RestartRecord> m_restarts;
    std::size_t m_historyPos = 0; // entries before it are done, from it on redoable
    bool m_keepsHistory = true;
};

} // namespace tessera::sokoban
