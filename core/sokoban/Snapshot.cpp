// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

#include "Snapshot.h"

#include <algorithm>
#include <optional>

namespace tessera::sokoban {

int Snapshot::pushes() const
{
    return static_cast<int>(
        std::count_if(lurd.begin(), lurd.end(), [](char c) { return c >= 'A' && c <= 'Z'; }));
}

Snapshot takeSnapshot(const Game &game, std::string name)
{
    Snapshot snapshot;
    snapshot.name = std::move(name);
    snapshot.lurd = game.lurd();
    snapshot.position = game.position();
    snapshot.rules = game.usesTrainPush() ? PlayRules::TrainPush : PlayRules::Standard;
    return snapshot;
}

SnapshotCheck checkSnapshot(const Level &level, const Snapshot &snapshot)
{
    std::optional<Game> game = Game::fromLevel(level, gameOptions(snapshot.rules));
    if (!game) {
        return {SnapshotFault::LevelUnplayable, 0};
    }
    std::size_t step = 0;
    for (const char c : snapshot.lurd) {
        ++step;
        const std::optional<Direction> d = directionFromLurd(c);
        if (!d) {
            return {SnapshotFault::NotLurd, step};
        }
        const MoveResult moved = game->move(*d);
        // The letter's case says whether it pushed: a walk where a push was kept is another line.
        const bool push = c >= 'A' && c <= 'Z';
        if (!moved.moved() || moved.pushedBoxes.empty() == push) {
            return {SnapshotFault::StepBlocked, step};
        }
    }
    if (game->position() != snapshot.position) {
        return {SnapshotFault::OtherPosition, step};
    }
    return {};
}

} // namespace tessera::sokoban
