// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Board.h"
#include "BoardText.h"
#include "Random.h"
#include "Spawn.h"

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tessera::game2048 {

// What one move did, for the score display and the animation: slide `tiles` (merging pairs end
// on the same cell), pop the `merges`, grow the `spawn`, raise "+gained".
struct MoveResult
{
    bool moved = false; // false: nothing changed, no tile, no undo step (the rest is empty)
    std::int64_t gained = 0;
    std::vector<TileMove> tiles; // see SlideResult
    std::vector<Cell> merges;    // see SlideResult
    std::optional<Spawn> spawn;  // the new tile, after the slide
    bool won = false;            // this move made the game's first 2048: show "You win"
    bool over = false;           // no move can change the board any more
};

// Everything a move changes, so undo can put it back.
struct UndoStep
{
    Board board;
    std::int64_t score = 0;
    Random random;

    friend bool operator==(const UndoStep &a, const UndoStep &b)
    {
        return a.board == b.board && a.score == b.score && a.random == b.random;
    }
    friend bool operator!=(const UndoStep &a, const UndoStep &b) { return !(a == b); }
};

// A game of 2048 with the original rules: every move that changes the board adds one tile
// (spawnTile), the score grows by the value of every merged tile, a 2048 tile wins, no possible
// move ends the game. Plus undo, up to maxUndo moves back.
//
// Randomness: one generator per game, seeded at the start, so a seed and a list of moves replay
// a game exactly on any platform. Undo restores the generator with the tiles and the score: the
// same move after an undo brings the same new tile, and a game replayed without the undone moves
// is identical to the one that had them undone.
//
// Winning: when a move first makes a 2048 (or larger) tile, MoveResult::won is true once and
// winPending() holds until keepGoing(); while it holds, move() and undo() do nothing (the app
// shows "You win" with "Keep going" and "New game", as the original stops until then). After
// keepGoing() the game never reports a win again, even when undo takes the 2048 tile away.
class Game
{
public:
    static constexpr std::uint64_t defaultSeed = 2048;
    static constexpr int maxUndo = 3;

    // A new 4x4 game: two tiles placed by spawnTile.
    explicit Game(std::uint64_t seed = defaultSeed);
    // A new rows x cols game (each side 2..8); nullopt for another size.
    [[nodiscard]] static std::optional<Game> create(int rows, int cols, std::uint64_t seed);
    // A game going on from this board and score (a negative score counts as 0), no tile added,
    // no undo step. A board that already holds 2048 counts as won and kept going (no win is
    // reported). For tests, tools and solvers.
    static Game fromBoard(const Board &board, std::uint64_t seed, std::int64_t score = 0);
    // The same with the generator as it stands: a game stopped and taken up again (a benchmark's
    // saved stretch) goes on exactly as it would have.
    static Game fromBoard(const Board &board, const Random &random, std::int64_t score = 0);

    const Board &board() const { return m_board; }
    std::int64_t score() const { return m_score; }
    const Random &random() const { return m_random; }

    // Slides the tiles toward `d`. When the board changes: adds the score, saves an undo step
    // (dropping the oldest beyond maxUndo) and spawns a tile. Does nothing while winPending().
    MoveResult move(Direction d);
    // No move can change the board.
    bool isOver() const { return !m_board.canMove(); }

    bool hasWon() const { return m_won; }
    bool winPending() const { return m_won && !m_keepGoing; }
    // The player chose to play on after winning.
    void keepGoing();
    bool isKeepingGoing() const { return m_keepGoing; }

    // Moves that undo can take back now (0..maxUndo).
    int undoCount() const { return static_cast<int>(m_undo.size()); }
    bool canUndo() const { return !m_undo.empty() && !winPending(); }
    // Takes the last move back (tiles, score, random generator); false when there is none or
    // a win is pending.
    bool undo();
    // Oldest first.
    const std::deque<UndoStep> &undoSteps() const { return m_undo; }

    // A plain-text form of the whole game (board, score, generator, win flags, undo steps),
    // one "key value" line each, so the app can resume a game after a restart. The seed is not
    // kept: the generator's state is, which is all a resumed game needs.
    //   tessera-2048 1
    //   board 2 4 0 0/0 0 0 0/0 0 0 0/0 0 0 2
    //   score 4
    //   random 1a2b... 3c4d... 5e6f... 7a8b...      (the four state words, hex)
    //   won 0
    //   keep-going 0
    //   undo 0 | 2 2 0 0/0 0 0 0/0 0 0 0/0 0 0 2 | 9c0d... ...   (score | board | random; 0-3
    //                                                            lines, oldest first)
    std::string serialize() const;
    // Reads serialize()'s form; anything else gives an error naming the line and what is wrong
    // (a bad board keeps its kind, with the line; the rest is ParseErrorKind::SavedGameDamaged).
    [[nodiscard]] static std::variant<Game, ParseError> deserialize(std::string_view text);

    friend bool operator==(const Game &a, const Game &b)
    {
        return a.m_board == b.m_board && a.m_score == b.m_score && a.m_random == b.m_random &&
               a.m_won == b.m_won && a.m_keepGoing == b.m_keepGoing && a.m_undo == b.m_undo;
    }
    friend bool operator!=(const Game &a, const Game &b) { return !(a == b); }

private:
    Game(const Board &board, const Random &random, std::int64_t score);

    Board m_board;
    Random m_random;
    std::int64_t m_score = 0;
    bool m_won = false;
    bool m_keepGoing = false;
    std::deque<UndoStep> m_undo; // oldest first
};

// A generator's state as saved games write it (four 64-bit words, 16 hex digits each) and read
// it back; the error says what is wrong.
[[nodiscard]] std::string formatRandomState(const Random &random);
[[nodiscard]] std::variant<Random, std::string> parseRandomState(std::string_view text);

} // namespace tessera::game2048
