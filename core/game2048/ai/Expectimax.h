// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "Evaluation.h"
#include "game2048/Board.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

namespace tessera::game2048 {

// AiOptions::depth: let the AI choose from the position.
inline constexpr int autoDepth = 0;
inline constexpr int maxSearchDepth = 12;
inline constexpr int maxSearchThreads = 8;

struct AiOptions
{
    // How many moves the search looks ahead, the first one included (1..maxSearchDepth): 1 weighs
    // the boards the moves make; 2 also every new tile with its best reply; and so on.
    // autoDepth picks it from the position (automaticDepth(): deeper with more different tiles
    // on the board, where a mistake costs the game); when that search visits more than
    // nodeBudget positions it settles for one move less, so a hint stays quick on any board. Values
    // above maxSearchDepth count as maxSearchDepth, below 0 as autoDepth.
    int depth = autoDepth;
    // A line of play less likely than this (the product of its new tiles' chances) is not
    // searched further: its board is evaluated as it stands. This is what keeps open boards,
    // where every line is unlikely, shallow and fast, and lets crowded ones go deep.
    double probabilityCutoff = 2e-4;
    // How many positions the automatic depth's search may visit before it settles for one move
    // less; 0: about a tenth of a second's worth (8,000,000 on 4x4, 1,500,000 on other sizes,
    // which are searched more slowly). Ignored with a fixed depth.
    std::uint64_t nodeBudget = 0;
    // From a board holding this tile or a larger one on (0: never), the automatic depth is one
    // move more, never past maxSearchDepth, the node budget still cutting it back: the last
    // moves before the next big merge are where a game is lost. Ignored with a fixed depth.
    std::int64_t deeperFromTile = 0;
    // The same from a board whose tiles add up to this or more (0: never): 28,672 is what 16384,
    // 8192 and 4096 add up to, the chain to 32768 nearly made, where most games are lost.
    std::int64_t deeperFromSum = 0;
    // The node budget of a search made a move deeper by deeperFromTile or deeperFromSum (0: the
    // same as the others'); its retries a move shallower have the usual one.
    std::uint64_t deeperNodeBudget = 0;
    // Setting it, from any thread, stops the search within microseconds. Not owned: it must
    // outlive the call.
    const std::atomic<bool> *cancel = nullptr;
    // How many threads share each search (1..maxSearchThreads), each with its own cache. The
    // work is split the same way whatever the machine, so the answer depends on this number,
    // never on timing: a game played with the same seed and options is the same game.
    int threads = 1;
    // What the leaves are scored by (see Evaluation.h): the defaults, or others to measure.
    EvaluationWeights weights{};
    // From the third move on, a max node whose replies are searched further searches at most
    // this many of its moves: those whose boards evaluate best (0: all four). Where all four
    // moves are open, the one that looks worst is seldom the best a move deeper, and leaving
    // it out halves the positions of a search a move deeper (docs/ai2048.md).
    int deepMoveWidth = 3;
};

// What the search found for one position.
struct MoveAnalysis
{
    // The move with the highest expected value; nullopt when no move changes the board, or
    // when the search was cancelled.
    std::optional<Direction> best;
    // The expected evaluation after each move, indexed by static_cast<int>(Direction); nullopt
    // for a move that does not change the board (and every move when cancelled).
    std::array<std::optional<double>, 4> values;
    int depth = 0;           // the depth searched (0 when no move was searched)
    std::uint64_t nodes = 0; // positions visited (by every search made), a measure of the work
    bool cancelled = false;
};

// The 2048 AI: expectimax search. Max nodes are the player's four moves, chance nodes every
// empty cell with a 2 (probability 0.9) or a 4 (0.1); leaves are scored by evaluateBoard().
// 4x4 boards are searched as 64-bit PackedBoards with per-row tables, other sizes (2x2 to 8x8,
// rectangular too) on a byte per cell. A transposition cache keeps positions reached by several
// orders of moves from being searched twice.
//
// An Expectimax keeps its cache memory between calls, so a player that asks for many moves
// (autoplay) should keep one. It is not thread-safe: use one per thread. The search is
// deterministic: the same board and options give the same answer.
class Expectimax
{
public:
    Expectimax();
    ~Expectimax();
    Expectimax(Expectimax &&) noexcept;
    Expectimax &operator=(Expectimax &&) noexcept;
    Expectimax(const Expectimax &) = delete;
    Expectimax &operator=(const Expectimax &) = delete;

    MoveAnalysis analyse(const Board &board, const AiOptions &options = {});
    [[nodiscard]] std::optional<Direction> bestMove(const Board &board,
                                                    const AiOptions &options = {})
    {
        return analyse(board, options).best;
    }

private:
    struct Caches; // the threads and their caches
    std::unique_ptr<Caches> m_caches;
};

// One-off calls (a hint): each uses a fresh Expectimax.
MoveAnalysis analyseMoves(const Board &board, const AiOptions &options = {});
[[nodiscard]] std::optional<Direction> bestMove(const Board &board, const AiOptions &options = {});

// The depth autoDepth chooses for this board.
int automaticDepth(const Board &board);
// The values of the board's tiles added up (what deeperFromSum compares with): a move adds the
// new tile's 2 or 4, a merge keeps it.
[[nodiscard]] std::int64_t tileSum(const Board &board);
// The depth the automatic search starts from with these options: automaticDepth(), one more
// from options.deeperFromTile or options.deeperFromSum on, never past maxSearchDepth (the budget
// may then cut it back).
[[nodiscard]] int startingDepth(const Board &board, const AiOptions &options);

namespace detail {
// For tests: the byte-per-cell search even for a 4x4 board, to check it against the packed one.
MoveAnalysis analyseUnpacked(const Board &board, const AiOptions &options);
} // namespace detail

} // namespace tessera::game2048
