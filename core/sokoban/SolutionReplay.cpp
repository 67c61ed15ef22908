#include "SolutionReplay.h"

#include "common/Direction.h"

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

} // namespace

SolutionReplay replaySolution(Game game, std::string_view steps, LurdCase letterCase)
{
    SolutionReplay replay;
    const int movesBefore = game.moves();
    const int pushesBefore = game.pushes();
    replay.canonical.reserve(steps.size());
    for (std::size_t i = 0; i < steps.size(); ++i) {
        bool pushed = false;
        std::string error = playLetter(game, steps[i], letterCase, pushed, replay.trainPushed);
        if (!error.empty()) {
            replay.failedStep = static_cast<int>(i) + 1;
            replay.error = std::move(error);
            break;
        }
        const char lower = static_cast<char>(steps[i] | 0x20);
        replay.canonical += pushed ? static_cast<char>(lower - 'a' + 'A') : lower;
    }
    replay.complete = replay.failedStep == 0;
    replay.moves = game.moves() - movesBefore;
    replay.pushes = game.pushes() - pushesBefore;
    replay.solved = replay.complete && game.isSolved();
    replay.boxesOnGoals = game.boxesOnGoals();
    replay.boxCount = game.boxCount();
    return replay;
}

} // namespace tessera::sokoban
