// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "SolutionReplay.h"

#include "common/Direction.h"

#include <optional>

namespace tessera::sokoban {

std::string SolutionReplay::failure() const
{
    return complete ? std::string() : "step " + std::to_string(failedStep) + ": " + error;
}

namespace {

// Why `letter` cannot be played on `game`; empty when it was played.
std::string playLetter(Game &game, char letter, LurdCase letterCase, bool &pushed,
                       bool &trainPushed)
{
    const std::optional<Direction> direction = directionFromLurd(letter);
    if (!direction)
        return std::string("'") + letter + "' is not a move";
    const int target = game.neighbour(game.playerPosition(), *direction);
    if (target < 0 || game.isWall(target) || game.isOutside(target))
        return "walk into wall";
    if (letterCase == LurdCase::Strict) {
        const bool push = letter >= 'A' && letter <= 'Z';
        if (game.hasBox(target) && !push)
            return std::string("'") + letter + "' walks but a box is there";
        if (!game.hasBox(target) && push)
            return std::string("'") + letter + "' pushes but there is no box there";
    }
    const MoveResult result = game.move(*direction);
    pushed = result.kind == MoveKind::Pushed;
    trainPushed = trainPushed || result.pushedBoxes.size() > 1;
    if (result.moved())
        return std::string();
    switch (result.blocker) {
    case Blocker::BoxAgainstBox:
        return "push blocked by a box";
    case Blocker::BoxAgainstWall:
        return "push blocked by a wall";
    default:
        return "walk into wall";
    }
}

// Plays the letters `next` gives until it gives none or one cannot be played.
template <typename Next>
SolutionReplay replay(Game &game, Next next, LurdCase letterCase, bool keepCanonical)
{
    SolutionReplay replay;
    // Only the end counts: millions of steps leave no history behind.
    game.setKeepsHistory(false);
    const int movesBefore = game.moves();
    const int pushesBefore = game.pushes();
    int step = 0;
    while (const std::optional<char> letter = next()) {
        ++step;
        bool pushed = false;
        std::string error = playLetter(game, *letter, letterCase, pushed, replay.trainPushed);
        if (!error.empty()) {
            replay.failedStep = step;
            replay.error = std::move(error);
            break;
        }
        if (keepCanonical) {
            const char lower = static_cast<char>(*letter | 0x20);
            replay.canonical += pushed ? static_cast<char>(lower - 'a' + 'A') : lower;
        }
    }
    replay.complete = replay.failedStep == 0;
    replay.moves = game.moves() - movesBefore;
    replay.pushes = game.pushes() - pushesBefore;
    replay.solved = replay.complete && game.isSolved();
    replay.boxesOnGoals = game.boxesOnGoals();
    replay.boxCount = game.boxCount();
    return replay;
}

} // namespace

SolutionReplay replaySolution(Game game, std::string_view steps, LurdCase letterCase)
{
    std::size_t i = 0;
    return replay(
        game,
        [&]() -> std::optional<char> {
            return i < steps.size() ? std::optional<char>(steps[i++]) : std::nullopt;
        },
        letterCase, true);
}

SolutionReplay replaySolution(Game game, LurdSteps steps, LurdCase letterCase, bool keepCanonical)
{
    return replay(
        game, [&steps] { return steps.next(); }, letterCase, keepCanonical);
}

} // namespace tessera::sokoban
