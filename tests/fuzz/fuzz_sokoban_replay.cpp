// SPDX-FileCopyrightText: 2026 the Tessera project
//
// SPDX-License-Identifier: GPL-3.0-or-later

// libFuzzer harness: a level, then (after a NUL byte) a solution in LURD, as a player opening a
// level file and pasting a solution would give them. The first level is played move by move;
// the game must keep its counters and its board consistent whatever the moves do.
#include "sokoban/Game.h"
#include "sokoban/Lurd.h"
#include "sokoban/XsbReader.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <variant>

using namespace tessera;
using namespace tessera::sokoban;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    const std::size_t split = input.find('\0');
    if (split == std::string_view::npos)
        return 0;
    const LevelCollection collection = readXsb(input.substr(0, split));
    if (collection.levels.empty())
        return 0;
    const auto parsed = parseLurd(input.substr(split + 1));
    const auto *moves = std::get_if<std::string>(&parsed);
    if (!moves || moves->size() > 100'000)
        return 0;
    auto game = Game::fromLevel(collection.levels.front().level);
    if (!game)
        return 0;
    int made = 0;
    for (const char letter : *moves) {
        const auto direction = directionFromLurd(letter);
        if (!direction)
            std::abort(); // parseLurd gave a letter that is not a move
        if (game->move(*direction).moved())
            ++made;
    }
    if (game->moves() != made)
        std::abort(); // the move counter lost track of the moves made
    // Taking every move back leads to the start, and redoing them to the same place.
    const std::string line = game->lurd();
    while (game->undo()) {
    }
    if (game->moves() != 0 || game->pushes() != 0)
        std::abort();
    while (game->redo()) {
    }
    if (game->lurd() != line)
        std::abort();
    return 0;
}
